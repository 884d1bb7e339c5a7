/**
 * What a thread means (spec 2.5, 2.6): its final answer, the tool calls of its messages, and
 * a SQL result as rows and as a chart. Pure functions: they never change their input and never
 * throw on what the service sent.
 *
 * @module
 * @internal
 */

import { isRecord } from '../internal/is-record.js';
import { inertChartSpec, setOwn } from './chart-spec.js';
import { TOOL_SHAPES, type ToolShape } from './generated-tool-shapes.js';
import type { ChatMessage, KnownToolName, SqlResult, ToolCall, ToolCallNamed } from './types.js';

/** JSON text parsed, or kept as the string it was when it does not parse (never throws). */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Whether a message is a final answer (spec 2.5): its `role` is `assistant` and its `graphPath`
 * an array starting with `final`, at most two nodes long.
 *
 * @internal
 */
export function isFinalAnswer(message: ChatMessage): boolean {
  const path = message.graphPath;
  return message.role === 'assistant' && Array.isArray(path) && path[0] === 'final' && path.length <= 2;
}

/**
 * The final answer of a thread (spec 2.5): the last message whose `role` is `assistant` and
 * whose `graphPath` is an array starting with `final`, at most two nodes long. Undefined while
 * there is none.
 */
export function finalAnswer(messages: readonly ChatMessage[]): ChatMessage | undefined {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (isFinalAnswer(messages[index]!)) return messages[index];
  }
  return undefined;
}

/** The text of a failed tool's `error`: the string itself, its `message`, or its JSON. */
function toolErrorText(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  return JSON.stringify(error) ?? String(error);
}

/**
 * The tool call a message carries, or undefined when it carries none (spec 2.6, 6.4). The call
 * has the message's `id`; its `input` and `result` are the JSON text of `toolCall.input` and
 * `toolCall.result` parsed, or kept as strings when they do not parse (never throws). Status:
 * - `running` while there is no result;
 * - `failed` when the result parses to an object whose `error` is set (not null, undefined or
 *   false): `error` then holds its message (the string, its `message`, or its JSON), and
 *   `result` is absent;
 * - `done` otherwise. A `platformSqlApi` result that is an object gets `truncated`: true when
 *   `totalRows` is larger than the rows in `data` (at most 100, spec 2.6).
 *
 * A tool call is sent twice with one id (spec 6.4): call this on each version of the message
 * (the merged thread holds the latest) to see it go from `running` to `done` or `failed`.
 */
export function toolCallOf(message: ChatMessage): ToolCall | undefined {
  const field = message.toolCall;
  if (!isRecord(field) || typeof field.name !== 'string') return undefined;
  const call: Record<string, unknown> = {
    id: message.id,
    name: field.name,
    status: 'running',
    input: typeof field.input === 'string' ? parsedOrText(field.input) : field.input,
  };
  if (typeof field.result === 'string') {
    const result = parsedOrText(field.result);
    const error = isRecord(result) ? result.error : undefined;
    if (error !== undefined && error !== null && error !== false) {
      call.status = 'failed';
      call.error = toolErrorText(error);
    } else {
      call.status = 'done';
      call.result = field.name === 'platformSqlApi' && isRecord(result) ? withTruncated(result) : result;
    }
  }
  return call as unknown as ToolCall;
}

/** A SQL result with `truncated` (a copy: the parsed result is not changed). */
function withTruncated(result: Record<string, unknown>): Record<string, unknown> {
  const { data, totalRows } = result;
  return { ...result, truncated: Array.isArray(data) && typeof totalRows === 'number' && totalRows > data.length };
}

/** Whether `value` is an object with the fields of `shape`. */
function fits(value: unknown, shape: ToolShape): boolean {
  if (!isRecord(value)) return false;
  return Object.keys(shape).every((key) => {
    const field = shape[key]!;
    const item = value[key];
    if (field === 'text?') return item === undefined || typeof item === 'string';
    if (field === 'text') return typeof item === 'string';
    if (field === 'number') return Number.isFinite(item);
    if (field === 'rows') return Array.isArray(item) && item.every((row) => Array.isArray(row) || isRecord(row));
    return Array.isArray(item) && item.every((entry) => fits(entry, field[0]));
  });
}

/**
 * Whether a tool call is of the known tool `name` — and its `input` and `result` (when there is
 * one) have the shapes its type promises — narrowing its type: `name` alone cannot, since a call
 * of any other tool has a `string` name, and a call whose input or result did not parse, or has
 * other shapes, keeps them as sent (see {@link toolCallOf}).
 *
 * @example
 * ```ts
 * if (isToolCall(call, 'platformSqlApi') && call.result) render(sqlChartSpec(call.result));
 * ```
 */
export function isToolCall<N extends KnownToolName>(call: ToolCall, name: N): call is ToolCallNamed<N> {
  if (call.name !== name || !Object.hasOwn(TOOL_SHAPES, name)) return false;
  const shapes = TOOL_SHAPES[name];
  return fits(call.input, shapes.input) && (call.result === undefined || fits(call.result, shapes.result));
}

/**
 * The rows of a SQL result as objects keyed by column name (spec 2.6): `schema` names the
 * columns, `data` holds the rows — as value arrays in that order, or (as newer results send
 * them) as objects keyed by column name. A cell missing from a row is `null`; cells beyond the
 * schema are left out; of two columns with one name, the later wins. Any column name is safe,
 * `__proto__` included (an own property, never the prototype). Object rows without an array
 * `schema` are copied with their own keys; a result without an array `data`, or with array rows
 * and no `schema`, has no rows. At most 100 rows come with a result by default: see `truncated`.
 */
export function sqlRows(result: Pick<SqlResult, 'schema' | 'data'>): Array<Record<string, unknown>> {
  const { schema, data } = result as { schema?: unknown; data?: unknown };
  if (!Array.isArray(data)) return [];
  if (!Array.isArray(schema)) return data.filter(isRecord).map((row) => rowOf(Object.keys(row), row));
  const names = schema.map((column: unknown, index) => {
    const name = isRecord(column) ? column.name : undefined;
    return typeof name === 'string' ? name : String(index);
  });
  return data.map((row: unknown) => rowOf(names, Array.isArray(row) ? row : isRecord(row) ? row : []));
}

/**
 * One row as an object of the columns `names`: from a value array by position, from an object
 * by its own key of that name (never an inherited one); `null` where the row has no such cell.
 */
function rowOf(names: readonly string[], row: readonly unknown[] | Record<string, unknown>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const byPosition = Array.isArray(row);
  names.forEach((name, index) => {
    const has = byPosition ? index < row.length : Object.hasOwn(row, name);
    setOwn(object, name, has ? (byPosition ? row[index] : (row as Record<string, unknown>)[name]) : null);
  });
  return object;
}

/** `over` merged into `base`, deeply for plain objects (arrays and other values replace), as a new object; `base` and `over` unchanged. */
function mergedConfig(base: unknown, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  if (isRecord(base)) for (const key of Object.keys(base)) setOwn(merged, key, base[key]);
  for (const key of Object.keys(over)) {
    const value = over[key];
    // A nested object is copied even where the base has none: the chart never shares an object with the caller's
    // config.
    setOwn(
      merged,
      key,
      isRecord(value) ? mergedConfig(Object.hasOwn(merged, key) ? merged[key] : undefined, value) : value,
    );
  }
  return merged;
}

/**
 * The chart of a SQL result (spec 2.6): its Vega-Lite spec (`vegaSpec`, JSON text that holds no
 * data) with `data: { values: sqlRows(result) }`, and `config` — the caller's chart styling —
 * merged last, over the spec's own `config` (deeply: nested objects merge, other values replace).
 * Undefined when the result has no spec, it does not parse to an object, or it draws nothing but
 * images. The result is not changed.
 *
 * The spec is written by a model, so it is untrusted: the chart returned cannot make a request
 * or navigate, whatever it says. Its data is the result's rows only, and these are left out at
 * any depth (layers, concatenations, facets, repeats, transforms, `config`): every other `data`
 * (a `url`, a named data set, a lookup's source) and `datasets`; `image` marks; every `url` and
 * `href` (channels, `mark.href`, styles); `usermeta` (vega-embed's `embedOptions` there would
 * override the page's options); `tooltip` (vega-embed's tooltip shows an `image` entry as a
 * picture); a `cursor` other than a CSS keyword, a parameter named `cursor`, Vega `signals`, any
 * string with a CSS `url(…)`; a `$schema` other than Vega-Lite's. The caller's `config` is taken
 * as it is: it is the page's own.
 *
 * @example
 * ```ts
 * const spec = sqlChartSpec(call.result, { background: 'transparent', axis: { labelColor: '#666' } });
 * if (spec) await vegaEmbed(element, spec);
 * ```
 */
export function sqlChartSpec(
  result: Pick<SqlResult, 'schema' | 'data' | 'vegaSpec'>,
  config?: object,
): Record<string, unknown> | undefined {
  const source: unknown = result.vegaSpec;
  const spec = typeof source === 'string' ? parsedOrText(source) : undefined;
  const chart = isRecord(spec) ? inertChartSpec(spec) : undefined;
  if (!chart) return undefined;
  chart.data = { values: sqlRows(result) };
  if (config !== undefined) chart.config = mergedConfig(chart.config, config as Record<string, unknown>);
  return chart;
}
