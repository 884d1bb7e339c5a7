/**
 * What a thread means: the final-answer rule of spec 2.5, tool calls from their messages
 * (running → done / failed, JSON parsed or kept as text), and SQL results as rows and charts.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { finalAnswer, isToolCall, sqlChartSpec, sqlRows, toolCallOf } from '../../src/chat/answer.js';
import { mergeChatMessage } from '../../src/chat/thread-builder.js';
import type { ChatMessage, SqlResult, ToolCall } from '../../src/chat/types.js';
import { META_INPUT_SCHEMA, META_RESULT_SCHEMA, SQL_INPUT_SCHEMA, SQL_RESULT_SCHEMA } from '../../src/schemas/index.js';
import { newerReference } from '../support/newer-reference.js';

describe('finalAnswer', () => {
  const final = (id: string, graphPath: unknown, role = 'assistant'): ChatMessage =>
    ({ id, role, content: id, graphPath }) as ChatMessage;

  it('is the assistant message whose graphPath starts with final, one or two nodes long', () => {
    expect(finalAnswer([final('a', ['final'])])?.id).toBe('a');
    expect(finalAnswer([final('a', ['final', 'platform_data_analyst_agent'])])?.id).toBe('a');
  });

  it('the last such message wins', () => {
    expect(
      finalAnswer([
        final('a', ['final']),
        final('b', ['final']),
        { id: 'c', role: 'assistant', content: 'later, not final' },
      ])?.id,
    ).toBe('b');
  });

  it.each([
    ['a graphPath of three nodes', final('x', ['final', 'a', 'b'])],
    ['a user message', final('x', ['final'], 'user')],
    ['no role', { id: 'x', graphPath: ['final'] } as ChatMessage],
    ['final not first', final('x', ['platform_data_analyst_agent', 'final'])],
    ['no graphPath', { id: 'x', role: 'assistant' } as ChatMessage],
    ['a graphPath that is no array', final('x', 'final')],
    ['an empty graphPath', final('x', [])],
  ])('is not %s', (_label, message) => {
    expect(finalAnswer([message])).toBeUndefined();
  });

  it('is undefined for an empty thread', () => {
    expect(finalAnswer([])).toBeUndefined();
  });
});

const SQL_RESULT = {
  sqlQuery: 'SELECT region, SUM(amount) FROM orders GROUP BY 1',
  queryTitle: 'Revenue by region',
  schema: [
    { name: 'region', column_type: 'String' },
    { name: 'revenue', column_type: 'Double' },
  ],
  data: [
    ['EU', 10.5],
    ['US', 20],
  ],
  totalRows: 2,
  uuid: 'r-1',
  vegaSpec: JSON.stringify({
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    mark: 'bar',
    config: { axis: { labelColor: '#000', grid: true }, view: { stroke: null } },
  }),
};

/** Every value made from `value` by one change at one place: a field left out, or given a value of another kind. */
function mutations(value: unknown): unknown[] {
  const others = [5, Number.NaN, 'x', null, true, [], {}, [[1]], [{}]];
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      mutations(item).map((changed) => value.map((old, at) => (at === index ? changed : old))),
    );
  if (typeof value !== 'object' || value === null) return [];
  const object = value as Record<string, unknown>;
  return Object.keys(object).flatMap((key) => {
    const { [key]: _left, ...without } = object;
    return [
      without,
      ...others.map((other) => ({ ...object, [key]: other })),
      ...mutations(object[key]).map((changed) => ({ ...object, [key]: changed })),
    ];
  });
}

const toolMessage = (name: string, input: string | undefined, result?: string): ChatMessage => ({
  id: 't1',
  role: 'assistant',
  graphPath: ['platform_data_analyst_agent', 'tools'],
  isInProcess: result === undefined,
  toolCall: { name, ...(input === undefined ? {} : { input }), ...(result === undefined ? {} : { result }) },
});

describe('toolCallOf', () => {
  it('is undefined for a message without a tool call', () => {
    expect(toolCallOf({ id: 'a', content: 'text' })).toBeUndefined();
  });

  it('pairs the two versions of one id: running, then done', () => {
    const input = JSON.stringify({ sqlQuery: SQL_RESULT.sqlQuery, queryTitle: 'Revenue by region' });
    let thread = mergeChatMessage([], toolMessage('platformSqlApi', input));
    expect(toolCallOf(thread[0]!)).toEqual({
      id: 't1',
      name: 'platformSqlApi',
      status: 'running',
      input: { sqlQuery: SQL_RESULT.sqlQuery, queryTitle: 'Revenue by region' },
    });
    thread = mergeChatMessage(thread, {
      id: 't1',
      isInProcess: false,
      toolCall: { name: 'platformSqlApi', input, result: JSON.stringify(SQL_RESULT) },
    });
    expect(thread).toHaveLength(1);
    const call = toolCallOf(thread[0]!);
    expect(call).toEqual({
      id: 't1',
      name: 'platformSqlApi',
      status: 'done',
      input: JSON.parse(input),
      result: { ...SQL_RESULT, truncated: false },
    });
  });

  it('a platformSqlApi result says when its data holds only the first rows', () => {
    const call = toolCallOf(
      toolMessage('platformSqlApi', '{"sqlQuery":"SELECT 1"}', JSON.stringify({ ...SQL_RESULT, totalRows: 4_200 })),
    );
    expect((call!.result as SqlResult).truncated).toBe(true);
  });

  it('a platformMeta call, done', () => {
    const result = {
      cubes: [
        {
          name: 'orders',
          type: 'view',
          title: 'Orders',
          members: [{ name: 'orders.count', title: 'Count', description: '', type: 'number', aggType: 'count' }],
        },
      ],
      searchQuery: 'orders',
    };
    expect(toolCallOf(toolMessage('platformMeta', '{"searchQuery":"orders"}', JSON.stringify(result)))).toEqual({
      id: 't1',
      name: 'platformMeta',
      status: 'done',
      input: { searchQuery: 'orders' },
      result,
    });
  });

  it.each([
    ['a string error', '{"error":"Column not found: revnue"}', 'Column not found: revnue'],
    ['an error object with a message', '{"error":{"message":"Query timed out","code":504}}', 'Query timed out'],
    ['an error object without a message', '{"error":{"code":504}}', '{"code":504}'],
    ['an error flag', '{"error":true}', 'true'],
  ])('failed, with %s', (_label, result, error) => {
    expect(toolCallOf(toolMessage('platformSqlApi', '{"sqlQuery":"SELECT revnue"}', result))).toEqual({
      id: 't1',
      name: 'platformSqlApi',
      status: 'failed',
      input: { sqlQuery: 'SELECT revnue' },
      error,
    });
  });

  it.each([['{"error":null}'], ['{"error":false}']])('done when the error is unset: %s', (result) => {
    expect(toolCallOf(toolMessage('other', '{}', result))?.status).toBe('done');
  });

  it('keeps input and result that do not parse as the strings they were, without throwing', () => {
    expect(toolCallOf(toolMessage('platformSqlApi', '{"sqlQuery":', 'not json'))).toEqual({
      id: 't1',
      name: 'platformSqlApi',
      status: 'done',
      input: '{"sqlQuery":',
      result: 'not json',
    });
  });

  it('a call of another tool, its input and result parsed, whatever they are', () => {
    expect(toolCallOf(toolMessage('chartTool', '[1,2]', '42'))).toEqual({
      id: 't1',
      name: 'chartTool',
      status: 'done',
      input: [1, 2],
      result: 42,
    });
    expect(toolCallOf(toolMessage('chartTool', undefined))).toEqual({
      id: 't1',
      name: 'chartTool',
      status: 'running',
      input: undefined,
    });
  });

  it('isToolCall tells a known tool by name', () => {
    const call = toolCallOf(toolMessage('platformMeta', '{"searchQuery":"x"}'))!;
    expect(isToolCall(call, 'platformMeta')).toBe(true);
    expect(isToolCall(call, 'platformSqlApi')).toBe(false);
  });

  it('isToolCall narrows only a call whose input and result have the shapes of its type: what the zod schemas accept', () => {
    const known = [
      {
        name: 'platformMeta',
        input: { searchQuery: 'revenue' },
        result: {
          searchQuery: 'revenue',
          cubes: [
            {
              name: 'orders_view',
              type: 'view',
              title: 'Orders',
              members: [
                { name: 'orders_view.total', title: 'Total', description: 'Sum', type: 'number', aggType: 'sum' },
              ],
            },
          ],
        },
        schemas: [META_INPUT_SCHEMA, META_RESULT_SCHEMA],
      },
      {
        name: 'platformSqlApi',
        input: { sqlQuery: 'SELECT 1', queryTitle: 'One', userRequest: 'One?', vegaSpec: '{}' },
        result: SQL_RESULT,
        schemas: [SQL_INPUT_SCHEMA, SQL_RESULT_SCHEMA],
      },
    ] as const;
    let compared = 0;
    for (const { name, input, result, schemas } of known) {
      const called = (over: { input?: unknown; result?: unknown }) =>
        isToolCall({ id: 't', name, status: 'done', input, result, ...over } as ToolCall, name);
      expect(called({})).toBe(true);
      expect(called({ result: undefined })).toBe(true);
      expect(called({ input: JSON.stringify(input) })).toBe(false); // left as text: it did not parse
      for (const changed of mutations(input)) {
        expect(called({ input: changed }), JSON.stringify(changed)).toBe(z.safeParse(schemas[0], changed).success);
        compared += 1;
      }
      for (const changed of mutations(result)) {
        expect(called({ result: changed }), JSON.stringify(changed)).toBe(z.safeParse(schemas[1], changed).success);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(250);
  });
});

describe('sqlRows', () => {
  it('keys each row by column name', () => {
    expect(sqlRows(SQL_RESULT)).toEqual([
      { region: 'EU', revenue: 10.5 },
      { region: 'US', revenue: 20 },
    ]);
  });

  it('makes a column named __proto__ an own property, never the prototype', () => {
    const rows = sqlRows({
      schema: [
        { name: '__proto__', column_type: 'String' },
        { name: 'constructor', column_type: 'String' },
      ],
      data: [[{ polluted: true }, 'c']],
    });
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect(Object.keys(rows[0]!)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(rows[0], '__proto__')?.value).toEqual({ polluted: true });
    expect((rows[0] as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a short row gets null, cells beyond the schema are left out', () => {
    expect(sqlRows({ schema: SQL_RESULT.schema, data: [['EU'], ['US', 1, 'extra']] })).toEqual([
      { region: 'EU', revenue: null },
      { region: 'US', revenue: 1 },
    ]);
  });

  it('reads rows sent as objects keyed by column name (the newer reference’s shape), which the schema and isToolCall take', () => {
    const result = newerReference('sql-result-object-rows.json') as SqlResult;
    expect(z.safeParse(SQL_RESULT_SCHEMA, result).success).toBe(true);
    expect(
      isToolCall(
        { id: 't', status: 'done', name: 'platformSqlApi', input: { sqlQuery: result.sqlQuery }, result } as ToolCall,
        'platformSqlApi',
      ),
    ).toBe(true);
    expect(sqlRows(result)).toEqual([
      { month: '2024-10-01T00:00:00.000', revenue: 118250.5 },
      { month: '2024-11-01T00:00:00.000', revenue: 124900 },
      { month: '2024-12-01T00:00:00.000', revenue: 131075.25 },
    ]);
    expect(sqlChartSpec({ ...result, vegaSpec: '{"mark":"line"}' })?.data).toEqual({ values: sqlRows(result) });
  });

  it('object rows: the schema’s columns in its order, null for a missing one, never an inherited key; without a schema, their own keys', () => {
    const schema = [
      { name: 'region', column_type: 'String' },
      { name: 'toString', column_type: 'String' },
      { name: '__proto__', column_type: 'String' },
    ];
    const row = JSON.parse('{"extra":1,"region":"EU","__proto__":"p"}') as Record<string, unknown>;
    const [read] = sqlRows({ schema, data: [row] });
    expect(Object.keys(read!)).toEqual(['region', 'toString', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(read, '__proto__')?.value).toBe('p');
    expect([read!.region, read!.toString]).toEqual(['EU', null]);
    expect(sqlRows({ schema: undefined, data: [{ a: 1, b: [2] }, [3], null] } as never)).toEqual([{ a: 1, b: [2] }]);
  });

  it('no rows without an array data, or array rows without an array schema, and never a throw', () => {
    expect(sqlRows({ schema: undefined, data: [[1]] } as never)).toEqual([]);
    expect(sqlRows({ schema: [], data: 'rows' } as never)).toEqual([]);
    expect(sqlRows({ schema: [{ name: 'a' }, null], data: [null, [1, 2]] } as never)).toEqual([
      { a: null, 1: null },
      { a: 1, 1: 2 },
    ]);
  });
});

describe('sqlChartSpec', () => {
  it('is the spec with the rows as data', () => {
    expect(sqlChartSpec(SQL_RESULT)).toEqual({
      ...JSON.parse(SQL_RESULT.vegaSpec),
      data: { values: sqlRows(SQL_RESULT) },
    });
  });

  it('merges the given config over the spec’s own, deeply', () => {
    const spec = sqlChartSpec(SQL_RESULT, { background: 'transparent', axis: { labelColor: '#666' }, view: null });
    expect(spec?.config).toEqual({ axis: { labelColor: '#666', grid: true }, view: null, background: 'transparent' });
  });

  it('takes the given config when the spec has none', () => {
    const result = { ...SQL_RESULT, vegaSpec: '{"mark":"line"}' };
    expect(sqlChartSpec(result, { axis: { grid: false } })).toEqual({
      mark: 'line',
      data: { values: sqlRows(result) },
      config: { axis: { grid: false } },
    });
  });

  it('changes neither the result nor the config', () => {
    const result = structuredClone(SQL_RESULT);
    const config = { axis: { labelColor: '#666' }, legend: { orient: 'top' } };
    const spec = sqlChartSpec(result, config)!;
    (spec.config as { axis: { grid: boolean } }).axis.grid = false;
    (spec.config as { legend: { orient: string } }).legend.orient = 'bottom';
    expect(result).toEqual(SQL_RESULT);
    expect(config).toEqual({ axis: { labelColor: '#666' }, legend: { orient: 'top' } });
    expect(sqlChartSpec(result)?.config).toEqual({ axis: { labelColor: '#000', grid: true }, view: { stroke: null } });
  });

  it('leaves out usermeta, whose embedOptions would turn the page’s CSP-safe chart options off (see chart-spec.test.ts for the rest)', () => {
    const result = {
      ...SQL_RESULT,
      vegaSpec: '{"mark":"bar","usermeta":{"embedOptions":{"ast":false,"actions":true},"owner":"agent"}}',
    };
    const spec = sqlChartSpec(result)!;
    expect(spec).toEqual({ mark: 'bar', data: { values: sqlRows(result) } });
    expect(JSON.parse(result.vegaSpec).usermeta.embedOptions).toEqual({ ast: false, actions: true });
  });

  it('a __proto__ key in the spec or its config stays an own key', () => {
    const result = {
      ...SQL_RESULT,
      vegaSpec: '{"mark":"bar","__proto__":{"polluted":1},"config":{"__proto__":{"polluted":2}}}',
    };
    const spec = sqlChartSpec(result, JSON.parse('{"__proto__":{"polluted":3}}'))!;
    expect(Object.getPrototypeOf(spec)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(spec.config)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(spec.config, '__proto__')?.value).toEqual({ polluted: 3 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['no spec', undefined],
    ['a spec that does not parse', '{"mark":'],
    ['a spec that is no object', '[1]'],
    ['a spec that is null', 'null'],
  ])('is undefined with %s', (_label, vegaSpec) => {
    expect(sqlChartSpec({ ...SQL_RESULT, vegaSpec })).toBeUndefined();
  });
});
