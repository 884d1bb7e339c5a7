/**
 * How a chat answer is shown: thinking dim (or left out), tool calls as they start and end,
 * SQL results as tables of at most N rows with a "… n more rows" line, the answer's text as it
 * streams, whatever of the final answer did not stream, and what the answer used.
 */
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatUsage, SqlResult, ToolCall } from '../../src/chat/index.js';
import { type ChatView, createChatView, usageLine } from '../../src/cli/chat-view.js';
import { styleOf } from '../../src/cli/style.js';
import { cellText, MAX_CELL_WIDTH, sqlTable } from '../../src/cli/table.js';

const PLAIN = styleOf({ write: () => undefined, isTTY: false }, {});
const ANSI = styleOf({ write: () => undefined, isTTY: true }, {});

const result = (over: Partial<SqlResult> = {}): SqlResult => ({
  sqlQuery: 'SELECT region, revenue FROM orders',
  queryTitle: 'Revenue by region',
  schema: [
    { name: 'region', column_type: 'String' },
    { name: 'revenue', column_type: 'Double' },
  ],
  data: [
    ['North', 1240000.5],
    ['South', 910250],
    ['East', null],
  ],
  totalRows: 3,
  truncated: false,
  ...over,
});

describe('sqlTable', () => {
  it('draws the header, a rule and the rows, numbers on the right', () => {
    expect(sqlTable(result(), 20, PLAIN)).toEqual([
      'region    revenue', //
      '──────  ─────────',
      'North   1240000.5',
      'South      910250',
      'East',
    ]);
  });

  it('shows at most maxRows rows, then how many more the result has, in data or beyond it', () => {
    expect(sqlTable(result(), 2, PLAIN).slice(2)).toEqual(['North   1240000.5', 'South      910250', '… 1 more row']);
    expect(sqlTable(result({ totalRows: 250, truncated: true }), 2, PLAIN).at(-1)).toBe('… 248 more rows');
    expect(sqlTable(result({ totalRows: 250, truncated: true }), 0, PLAIN)).toEqual([
      'region  revenue',
      '──────  ───────',
      '… 250 more rows',
    ]);
  });

  it('bolds the header and dims the "more" line on a terminal', () => {
    const lines = sqlTable(result(), 1, ANSI);
    expect(lines[0]).toBe('\x1b[1mregion    revenue\x1b[22m');
    expect(lines.at(-1)).toBe('\x1b[2m… 2 more rows\x1b[22m');
  });

  it('keeps every cell on one line and at most MAX_CELL_WIDTH wide; objects as JSON, null as nothing', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText({ a: [1] })).toBe('{"a":[1]}');
    expect(cellText(true)).toBe('true');
    expect(cellText('two\nlines')).toBe('two lines');
    const long = cellText('x'.repeat(100));
    expect(long).toHaveLength(MAX_CELL_WIDTH);
    expect(long.endsWith('…')).toBe(true);
  });

  it('reads rows through sqlRows: any column name, short rows, one column for a repeated name', () => {
    const lines = sqlTable(
      result({
        schema: [
          { name: '__proto__', column_type: 'String' },
          { name: 'n', column_type: 'Int64' },
          { name: 'n', column_type: 'Int64' },
        ],
        data: [['a', 1, 2], ['b']],
        totalRows: 2,
      }),
      20,
      PLAIN,
    );
    expect(lines).toEqual(['__proto__  n', '─────────  ─', 'a          2', 'b']);
  });

  it('draws nothing for a result without columns', () => {
    expect(sqlTable(result({ schema: [] }), 20, PLAIN)).toEqual([]);
    expect(sqlTable({ schema: 'nope', data: [], totalRows: 0 } as unknown as SqlResult, 20, PLAIN)).toEqual([]);
  });
});

function recorder(options: { thinking?: boolean; maxRows?: number; style?: typeof PLAIN } = {}) {
  const writes: string[] = [];
  const view = createChatView({
    write: (text) => void writes.push(text),
    style: options.style ?? PLAIN,
    thinking: options.thinking ?? true,
    maxRows: options.maxRows ?? 20,
  });
  return { view, text: () => writes.join('') };
}

const sqlCall = (status: 'running' | 'done' | 'failed', extra: Partial<ToolCall> = {}): ToolCall =>
  ({
    id: 'tool-2',
    name: 'platformSqlApi',
    status,
    input: { sqlQuery: 'SELECT region,\n  revenue FROM orders', queryTitle: 'Revenue by region' },
    ...(status === 'done' && { result: result() }),
    ...extra,
  }) as ToolCall;

describe('createChatView', () => {
  it('writes thinking, tool calls and the answer, each starting on a line of its own', () => {
    const { view, text } = recorder();
    view.thinking('Looking at ');
    view.thinking('revenue.');
    view.toolCall({
      id: 'tool-1',
      name: 'platformMeta',
      status: 'running',
      input: { searchQuery: 'revenue by region' },
    } as ToolCall);
    view.toolCall({
      id: 'tool-1',
      name: 'platformMeta',
      status: 'done',
      input: { searchQuery: 'revenue by region' },
      result: {
        searchQuery: 'revenue by region',
        cubes: [{ name: 'orders_view', title: 'Orders', type: 'view', members: [] }],
      },
    } as ToolCall);
    view.toolCall(sqlCall('running'));
    view.toolCall(sqlCall('done'));
    view.content('a-1', 'North ');
    view.content('a-1', 'leads.');
    view.answer({ id: 'a-1', role: 'assistant', content: 'North leads.', graphPath: ['final'] } as ChatMessage);
    view.end();
    expect(text()).toBe(
      [
        'Looking at revenue.',
        '→ platformMeta searching the data model for "revenue by region"',
        '✓ platformMeta found Orders',
        '→ platformSqlApi Revenue by region',
        '  SELECT region, revenue FROM orders',
        '✓ platformSqlApi Revenue by region: 3 rows',
        '  region    revenue',
        '  ──────  ─────────',
        '  North   1240000.5',
        '  South      910250',
        '  East',
        'North leads.',
        '',
      ].join('\n'),
    );
  });

  it('puts a blank line between thinking and the answer, and dims thinking and the SQL on a terminal', () => {
    const { view, text } = recorder({ style: ANSI });
    view.thinking('Hmm.');
    view.content('a-1', 'Yes.');
    view.toolCall(sqlCall('running'));
    view.end();
    expect(text()).toBe(
      '\x1b[2mHmm.\x1b[22m\n\nYes.\n→ \x1b[1mplatformSqlApi\x1b[22m Revenue by region\n\x1b[2m  SELECT region, revenue FROM orders\x1b[22m\n',
    );
  });

  it('leaves thinking out when asked', () => {
    const { view, text } = recorder({ thinking: false });
    view.thinking('secret reasoning');
    view.content('a-1', 'Answer.');
    view.end();
    expect(text()).toBe('Answer.\n');
  });

  it('shows a failed tool call with its error, and other tools by name', () => {
    const { view, text } = recorder();
    view.toolCall(sqlCall('failed', { error: 'column "x" does not exist' }));
    view.toolCall({ id: 't', name: 'customTool', status: 'running', input: {} } as ToolCall);
    view.toolCall({ id: 't', name: 'customTool', status: 'done', input: {}, result: 1 } as ToolCall);
    expect(text()).toBe('✗ platformSqlApi failed: column "x" does not exist\n→ customTool\n✓ customTool\n');
  });

  it('limits a SQL table to maxRows', () => {
    const { view, text } = recorder({ maxRows: 1 });
    view.toolCall(sqlCall('done', { result: result({ totalRows: 120, truncated: true }) } as Partial<ToolCall>));
    expect(text()).toContain('  North   1240000.5\n  … 119 more rows\n');
    expect(text()).toContain('Revenue by region: 120 rows');
  });

  it('writes whatever of the final answer did not stream: the rest, or all of it apart when it differs', () => {
    /** What a view writes for these steps, then its end. */
    const written = (steps: (view: ChatView) => void) => {
      const { view, text } = recorder();
      steps(view);
      view.end();
      return text();
    };
    const final = (content: string) => ({ id: 'a-1', content }) as ChatMessage;
    const sql = '→ platformSqlApi Revenue by region\n  SELECT region, revenue FROM orders\n';

    expect(written((view) => (view.content('a-1', 'North '), view.answer(final('North leads.'))))).toBe(
      'North leads.\n',
    );
    expect(written((view) => view.answer(final('Only at the end.')))).toBe('Only at the end.\n');
    expect(written((view) => (view.content('a-1', 'Draft'), view.answer(final('Final text.'))))).toBe(
      'Draft\nFinal text.\n',
    );
    // The text streamed before the tool calls (spec 2.5), part of it missed on a reconnect:
    // the rest does not go after the table, mid-sentence; the answer is written whole, apart.
    expect(
      written(
        (view) => (
          view.content('a-1', 'North leads '),
          view.toolCall(sqlCall('running')),
          view.answer(final('North leads with 38 %.'))
        ),
      ),
    ).toBe(`North leads \n${sql}North leads with 38 %.\n`);
    // All of it streamed before the tool calls: nothing more to write.
    expect(
      written(
        (view) => (
          view.content('a-1', 'North leads.'), view.toolCall(sqlCall('running')), view.answer(final('North leads.'))
        ),
      ),
    ).toBe(`North leads.\n${sql}`);
    expect(written((view) => view.answer(undefined))).toBe('');
  });
});

/** The reference's example of a `__usage__` frame. */
const USAGE: ChatUsage = {
  models: ['model-x'],
  llmCalls: 7,
  inputTokens: 18412,
  outputTokens: 2280,
  cacheWriteTokens: 31006,
  cacheReadTokens: 264118,
  totalTokens: 315816,
};

describe('usageLine', () => {
  it('says the tokens (in, out, cached: read and written together), the model calls and the models, digits grouped', () => {
    expect(usageLine(USAGE)).toBe('315,816 tokens (18,412 in, 2,280 out, 295,124 cached) · 7 model calls · model-x');
  });

  it('leaves out a cache count of 0 and models the service did not name; counts one in the singular', () => {
    expect(
      usageLine({
        ...USAGE,
        models: [],
        llmCalls: 1,
        inputTokens: 1,
        outputTokens: 0,
        cacheWriteTokens: 0,
        cacheReadTokens: 0,
        totalTokens: 1,
      }),
    ).toBe('1 token (1 in, 0 out) · 1 model call');
    expect(usageLine({ ...USAGE, models: ['model-x', 'model-x-mini'], cacheWriteTokens: 0 })).toBe(
      '315,816 tokens (18,412 in, 2,280 out, 264,118 cached) · 7 model calls · model-x, model-x-mini',
    );
  });

  it("makes the service's model names printable, on one line", () => {
    const line = usageLine({ ...USAGE, models: ['evil\x1b]0;title\x07\nmodel'] });
    expect(line).toBe('315,816 tokens (18,412 in, 2,280 out, 295,124 cached) · 7 model calls · evil]0;title model');
  });
});

describe('createChatView usage', () => {
  it('writes the usage dim on a line of its own, after the answer', () => {
    const { view, text } = recorder({ style: ANSI });
    view.content('a-1', 'North leads.');
    view.usage(USAGE);
    view.end();
    expect(text()).toBe(
      'North leads.\n\x1b[2m315,816 tokens (18,412 in, 2,280 out, 295,124 cached) · 7 model calls · model-x\x1b[22m\n',
    );
  });

  it('writes it plain without a terminal style', () => {
    const { view, text } = recorder();
    view.toolCall(sqlCall('running'));
    view.usage(USAGE);
    expect(text().endsWith('\n315,816 tokens (18,412 in, 2,280 out, 295,124 cached) · 7 model calls · model-x\n')).toBe(
      true,
    );
  });
});
