// @vitest-environment happy-dom
/**
 * renderSqlTable: a SQL result's rows as a table of text, with the columns' names and types and
 * the count of rows left out; any other shape shows a notice and throws nothing.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSqlTable } from '../../../src/chat/render/index.js';
import type { SqlResult } from '../../../src/chat/types.js';

afterEach(() => {
  document.body.replaceChildren();
});

/** A container on the page with the table of `result` in it. */
function rendered(result: unknown) {
  const container = document.body.appendChild(document.createElement('section'));
  const view = renderSqlTable(container, result as SqlResult);
  return { container, view };
}

const SCHEMA = [
  { name: 'region', column_type: 'String' },
  { name: 'revenue', column_type: 'Double' },
];

const cells = (container: Element) =>
  Array.from(container.querySelectorAll('tbody tr'), (row) => Array.from(row.children, (cell) => cell.textContent));

describe('renderSqlTable', () => {
  it('renders array rows under the columns’ names and types', () => {
    const { container } = rendered({
      sqlQuery: 'SELECT 1',
      schema: SCHEMA,
      data: [
        ['north', 100.5],
        ['south', null],
      ],
      totalRows: 2,
      truncated: false,
    });
    const table = container.querySelector('table.pe-chat-sql-table');
    expect(Array.from(table?.querySelectorAll('th') ?? [], (th) => th.textContent)).toEqual([
      'regionString',
      'revenueDouble',
    ]);
    expect(table?.querySelector('th .pe-chat-column-type')?.textContent).toBe('String');
    expect(cells(container)).toEqual([
      ['north', '100.5'],
      ['south', ''],
    ]);
    expect(table?.querySelector('caption')).toBeNull();
  });

  it('renders object rows by column name, and names the columns from the rows without a schema', () => {
    const { container } = rendered({ schema: SCHEMA, data: [{ revenue: 7, region: 'east' }], totalRows: 1 });
    expect(cells(container)).toEqual([['east', '7']]);
    const bare = rendered({ data: [{ a: 1 }, { b: { c: [2] } }] });
    expect(Array.from(bare.container.querySelectorAll('th'), (th) => th.textContent)).toEqual(['a', 'b']);
    expect(cells(bare.container)).toEqual([
      ['1', ''],
      ['', '{"c":[2]}'],
    ]);
  });

  it('says "100 of N rows" when totalRows counts more rows than the result holds', () => {
    const data = Array.from({ length: 100 }, (_, i) => [`r${i}`, i]);
    const { container } = rendered({ schema: SCHEMA, data, totalRows: 2345 });
    expect(container.querySelector('caption')?.textContent).toBe('100 of 2345 rows');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(100);
  });

  it('shows cells as text, never as HTML', () => {
    const { container } = rendered({
      schema: [{ name: '<img src=x onerror=alert(1)>', column_type: '<b>' }],
      data: [['<script>alert(1)</script>']],
    });
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.querySelector('td')?.textContent).toBe('<script>alert(1)</script>');
  });

  it.each([
    [null, 'No SQL result to show (got null).'],
    ['rows', 'No SQL result to show (got string).'],
    [{ data: 'rows' }, 'This SQL result has no rows to show.'],
  ])('shows a notice for %j', (result, text) => {
    const { container } = rendered(result);
    expect(container.querySelector('[role="note"]')?.textContent).toBe(text);
    expect(container.querySelector('table')).toBeNull();
  });

  it('renders the rows it can read, and a notice for the others', () => {
    const { container } = rendered({ schema: SCHEMA, data: [['north', 1], 'garbage', 3] });
    expect(cells(container)[0]).toEqual(['north', '1']);
    expect(container.querySelector('[role="note"]')?.textContent).toBe('2 rows could not be read.');
  });

  it('shows a notice for a result whose properties throw when read', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    const { container } = rendered(hostile);
    expect(container.textContent).toBe('This SQL result could not be read.');
  });

  it('destroy removes the table and its notices', () => {
    const { container, view } = rendered({ schema: SCHEMA, data: [['north', 1], 'garbage'] });
    view.destroy();
    expect(container.childNodes).toHaveLength(0);
  });

  it('never throws, and makes no link, script, image, frame or event attribute, for a result of any shape', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withObjectString: true, maxDepth: 4 }),
        fc.anything(),
        (data, schema) => {
          const container = document.createElement('div');
          renderSqlTable(container, { schema, data, totalRows: 5 } as unknown as SqlResult);
          renderSqlTable(container, data as SqlResult);
          expect(container.querySelector('a, script, img, iframe')).toBeNull();
          for (const element of Array.from(container.querySelectorAll('*')))
            for (const { name } of Array.from(element.attributes)) expect(name).not.toMatch(/^on/i);
        },
      ),
      { numRuns: 300 },
    );
  });
});
