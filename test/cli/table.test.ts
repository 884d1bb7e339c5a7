/**
 * A SQL result as a text table: a bold header, a rule, at most maxRows rows with numbers on the
 * right and text on the left, then `… n more rows` (counting totalRows beyond the data); each
 * cell printable, on one line, cut at 40 characters.
 */
import { describe, expect, it } from 'vitest';
import { styleOf } from '../../src/cli/style.js';
import { cellText, MAX_CELL_WIDTH, rowCount, sqlTable } from '../../src/cli/table.js';

const plain = styleOf({ isTTY: false, write: () => undefined }, {});
const styled = styleOf({ isTTY: true, write: () => undefined }, {});

const result = {
  schema: [
    { name: 'month', column_type: 'String' },
    { name: 'revenue', column_type: 'Double' },
  ],
  data: [
    ['2026-01', 1200.5],
    ['2026-02', 98],
    ['2026-03', 10400],
  ],
  totalRows: 3,
};

describe('sqlTable', () => {
  it('draws the header, a rule and the rows, numbers on the right', () => {
    expect(sqlTable(result, 10, plain)).toEqual([
      'month    revenue',
      '───────  ───────',
      '2026-01   1200.5',
      '2026-02       98',
      '2026-03    10400',
    ]);
  });

  it('shows at most maxRows rows, then how many more, counting totalRows beyond the data', () => {
    expect(sqlTable(result, 2, plain).slice(-1)).toEqual(['… 1 more row']);
    expect(sqlTable({ ...result, totalRows: 250 }, 3, plain).at(-1)).toBe('… 247 more rows');
    expect(sqlTable(result, 0, plain)).toEqual(['month  revenue', '─────  ───────', '… 3 more rows']);
  });

  it('on a terminal the header is bold and the more-rows line dim', () => {
    const lines = sqlTable(result, 1, styled);
    expect(lines[0]).toBe('\x1b[1mmonth    revenue\x1b[22m');
    expect(lines.at(-1)).toBe('\x1b[2m… 2 more rows\x1b[22m');
  });

  it('no columns, no lines; a column without a name is named by its index', () => {
    expect(sqlTable({ schema: [], data: [[1]], totalRows: 1 }, 5, plain)).toEqual([]);
    expect(sqlTable({ schema: undefined as never, data: [], totalRows: 0 }, 5, plain)).toEqual([]);
    expect(sqlTable({ schema: [{ column_type: 'Int64' }] as never, data: [[7]], totalRows: 1 }, 5, plain)).toEqual([
      '0',
      '─',
      '7',
    ]);
  });
});

describe('cellText', () => {
  it('empty for null, JSON for an object, text otherwise', () => {
    expect([
      cellText(null),
      cellText(undefined),
      cellText({ a: 1 }),
      cellText([1, 2]),
      cellText(true),
      cellText(3.5),
    ]).toEqual(['', '', '{"a":1}', '[1,2]', 'true', '3.5']);
  });

  it('on one line, printable, cut with … at the widest', () => {
    expect(cellText('a\nb\tc')).toBe('a b c');
    expect(cellText('x\x1b[2Jy')).toBe('x[2Jy');
    const long = cellText('z'.repeat(100));
    expect(long).toHaveLength(MAX_CELL_WIDTH);
    expect(long.endsWith('…')).toBe(true);
  });
});

it('rowCount says row or rows', () => {
  expect([rowCount(0), rowCount(1), rowCount(2)]).toEqual(['0 rows', '1 row', '2 rows']);
});
