/// <reference types="node" />
/**
 * The answers of the fake chat server: how a test describes one ({@link ScriptedAnswer}, with
 * {@link metaToolCall} and {@link sqlToolCall} for the two tools of the spec), the default
 * answer, and the stream lines an answer becomes, in the typical order of a conversation.
 *
 * @module
 */

import { randomUUID } from 'node:crypto';
import { isRecord } from '../../internal/is-record.js';

/** The graph node of the main agent (`graphPath[0]` of its messages). */
export const AGENT_NODE = 'platform_data_analyst_agent';

/** Rows a `platformSqlApi` result carries at most; `totalRows` tells the rest. */
export const SQL_ROW_LIMIT = 100;

/** The tool call of a stream message, as sent: `input` and `result` are JSON strings. */
export interface FakeChatToolCall {
  /** The tool's name. */
  name: string;
  /** The tool's parameters, a JSON string. */
  input: string;
  /** The tool's result, a JSON string; present only once the call is complete. */
  result?: string;
}

/** One line of a chat stream as the fake server sends it (a chat message or a state update). */
export interface FakeChatMessage {
  /** The message id; `__cutoff__` and `__state__` for the state messages. */
  id: string;
  /** Who wrote the message. */
  role?: 'user' | 'assistant';
  /** The message text, or a delta of it. */
  content?: string;
  /** The agent's reasoning, or a delta of it. */
  thinking?: string;
  /** The tool call the message carries. */
  toolCall?: FakeChatToolCall;
  /** The graph node that produced it: `[platform_data_analyst_agent]`, `[…, 'tools']`, or `['final']`. */
  graphPath?: string[];
  /** `content` and `thinking` are appended to the message of that id. */
  isDelta?: boolean;
  /** The message is still being generated. */
  isInProcess?: boolean;
  /** The message is the agent's structured answer. */
  isStructuredResponse?: boolean;
  /** Ordering sequence number: 0 for `__cutoff__`, then increasing along the thread. */
  sort: number;
  /** `__cutoff__`: `isStreaming` and `chatId`; `__state__`: the thread as `messages`. */
  state?: {
    /** Whether the answer is still being generated. */
    isStreaming?: boolean;
    /** The thread's id. */
    chatId?: string;
    /** The thread's messages. */
    messages?: FakeChatMessage[];
  };
}

/**
 * A tool call of a {@link ScriptedAnswer}. It is streamed twice under one id: started
 * (`isInProcess` true, no `result`), then complete (`isInProcess` false, with `result`).
 */
export interface ScriptedToolCall {
  /** The tool: `platformMeta`, `platformSqlApi` or any other name. */
  name: string;
  /** Its parameters: an object or array is sent as its JSON, a string as it is. */
  input: unknown;
  /** Its result, sent like `input`. Ignored when `error` is set. Default `{}`. */
  result?: unknown;
  /** Makes the call a failed one: its result is `{"error": error}`. */
  error?: string;
}

/**
 * What the agent answers to one message. The stream carries, in the typical order of spec 2.5:
 * the user echo, the assistant start, `thinking` deltas, `text` as content deltas, each tool
 * call (started, then complete), and the final assistant message with the whole `text`.
 *
 * @example
 * ```ts
 * const answer: ScriptedAnswer = {
 *   text: 'West grew fastest: +12 %.',
 *   toolCalls: [metaToolCall({ searchQuery: 'growth by region' }), sqlToolCall({ rows: [['West', 0.12]], columns: [{ name: 'region', column_type: 'String' }, { name: 'growth', column_type: 'Double' }] })],
 * };
 * ```
 */
export interface ScriptedAnswer {
  /** The final answer, streamed as content deltas of a few words each. */
  text: string;
  /** The agent's reasoning, streamed as `thinking` deltas before the tool calls. Default: none. */
  thinking?: string;
  /** The tool calls, in order. Default: none. */
  toolCalls?: readonly ScriptedToolCall[];
  /**
   * Makes the answer fail: after the tool calls the stream sends the line `{"error": error}`
   * and ends, with neither the final message nor `__state__`.
   */
  error?: string;
}

/** A member of a data-model entry in a `platformMeta` result. */
export interface MetaMember {
  /** Fully qualified, e.g. `orders_view.total_revenue`. */
  name: string;
  /** Display title. */
  title: string;
  /** Description, as the data model has it. */
  description: string;
  /** Values seen: `string`, `number`, `time`, `boolean`. */
  type: string;
  /** Values seen: `count`, `sum`. */
  aggType?: string;
}

/** A data-model entry (a view, say) in a `platformMeta` result. */
export interface MetaCube {
  /** Name, e.g. `orders_view`. */
  name: string;
  /** For example `view`. */
  type: string;
  /** Display title. */
  title: string;
  /** Its measures and dimensions. */
  members: MetaMember[];
}

/** A result column of `platformSqlApi`. */
export interface SqlColumn {
  /** Column name. */
  name: string;
  /** Values seen: `String`, `Double`, `Int64`. */
  column_type: string;
}

/** What {@link metaToolCall} builds. Every field has a default. */
export interface MetaToolCallOptions {
  /** The search text. Default `'revenue by region'`. */
  searchQuery?: string;
  /** The entries found. Default: an `orders_view` with region, revenue and order count. */
  cubes?: MetaCube[];
  /** Makes the call fail with this message. */
  error?: string;
}

/** What {@link sqlToolCall} builds. Every field has a default: revenue by region. */
export interface SqlToolCallOptions {
  /** The SQL. Default: revenue and orders by region, from `orders_view`. */
  sqlQuery?: string;
  /** The query's title. Default `'Revenue by region'`. */
  queryTitle?: string;
  /** What the query computes. Default `'Total revenue and number of orders per region'`. */
  description?: string;
  /** The originating request. Default: the user's message that the answer is for. */
  userRequest?: string;
  /** A reference to earlier analysis, sent in the input only (the result does not echo it). None by default. */
  memoryId?: string;
  /** The result's `schema`. Default: `region` (String), `revenue` (Double), `orders` (Int64). */
  columns?: SqlColumn[];
  /**
   * The result rows, as value arrays in the order of `columns`, or as objects keyed by column
   * name (as newer results send them), of any shape: sent as given. The result carries the
   * first 100 (`data`).
   */
  rows?: unknown[][] | Array<Record<string, unknown>>;
  /** Default: the number of `rows`. */
  totalRows?: number;
  /** The result id. Default: a random UUID. */
  uuid?: string;
  /**
   * The Vega-Lite v5 spec (without data) sent as `vegaSpec` in the input and the result, as its
   * JSON; a string is sent as it is (text that is not JSON, to test a client with); `false` for
   * none. Any spec is sent, a hostile one included. Default: a bar chart of the first text
   * column by the first numeric one.
   */
  chart?: Record<string, unknown> | string | false;
  /** Makes the call fail with this message (its result is `{"error": …}`). */
  error?: string;
}

const DEFAULT_COLUMNS: SqlColumn[] = [
  { name: 'region', column_type: 'String' },
  { name: 'revenue', column_type: 'Double' },
  { name: 'orders', column_type: 'Int64' },
];

const DEFAULT_ROWS: unknown[][] = [
  ['North', 1240000.5, 3120],
  ['South', 910250, 2480],
  ['East', 705300.25, 1910],
  ['West', 402000, 1210],
];

function defaultCubes(): MetaCube[] {
  return [
    {
      name: 'orders_view',
      type: 'view',
      title: 'Orders',
      members: [
        { name: 'orders_view.region', title: 'Region', description: 'Sales region of the order', type: 'string' },
        {
          name: 'orders_view.total_revenue',
          title: 'Total revenue',
          description: 'Sum of order amounts, in euros',
          type: 'number',
          aggType: 'sum',
        },
        {
          name: 'orders_view.count',
          title: 'Orders',
          description: 'Number of orders',
          type: 'number',
          aggType: 'count',
        },
        { name: 'orders_view.created_at', title: 'Created at', description: 'When the order was placed', type: 'time' },
      ],
    },
  ];
}

/** Builds a `platformMeta` tool call (a data-model search) for a {@link ScriptedAnswer}. */
export function metaToolCall(options: MetaToolCallOptions = {}): ScriptedToolCall {
  const searchQuery = options.searchQuery ?? 'revenue by region';
  const call: ScriptedToolCall = {
    name: 'platformMeta',
    input: { searchQuery },
    result: { cubes: options.cubes ?? defaultCubes(), searchQuery },
  };
  if (options.error !== undefined) call.error = options.error;
  return call;
}

/**
 * Builds a `platformSqlApi` tool call (a query and its rows) for a {@link ScriptedAnswer}. The
 * result echoes the query fields and holds `schema`, `data` (at most 100 rows), `totalRows`,
 * `uuid` and `vegaSpec` (a string, without data). When `userRequest` is not given, the server
 * fills in the user's message.
 */
export function sqlToolCall(options: SqlToolCallOptions = {}): ScriptedToolCall {
  const columns = options.columns ?? DEFAULT_COLUMNS;
  const rows: readonly unknown[] = options.rows ?? DEFAULT_ROWS;
  const queryTitle = options.queryTitle ?? 'Revenue by region';
  const chart = options.chart ?? barChart(columns, queryTitle);
  const query: Record<string, string> = {
    sqlQuery:
      options.sqlQuery ??
      'SELECT region, SUM(total_revenue) AS revenue, COUNT(*) AS orders FROM orders_view GROUP BY 1 ORDER BY 2 DESC',
    queryTitle,
    description: options.description ?? 'Total revenue and number of orders per region',
  };
  if (options.userRequest !== undefined) query.userRequest = options.userRequest;
  if (options.memoryId !== undefined) query.memoryId = options.memoryId;
  const vegaSpec = chart === false ? undefined : typeof chart === 'string' ? chart : JSON.stringify(chart);
  const input = vegaSpec === undefined ? query : { ...query, vegaSpec };
  const { memoryId: _memoryId, ...echo } = query;
  const result: Record<string, unknown> = {
    ...echo,
    schema: columns,
    data: rows.slice(0, SQL_ROW_LIMIT),
    totalRows: options.totalRows ?? rows.length,
    uuid: options.uuid ?? randomUUID(),
  };
  if (vegaSpec !== undefined) result.vegaSpec = vegaSpec;
  const call: ScriptedToolCall = { name: 'platformSqlApi', input, result };
  if (options.error !== undefined) call.error = options.error;
  return call;
}

/** A Vega-Lite v5 bar chart of the first text column by the first numeric one (no data: clients add it). */
function barChart(columns: readonly SqlColumn[], title: string): Record<string, unknown> | false {
  const category = columns.find((column) => column.column_type === 'String');
  const measure = columns.find((column) => column.column_type !== 'String');
  if (!category || !measure) return false;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    title,
    mark: { type: 'bar' },
    encoding: {
      x: { field: category.name, type: 'nominal', sort: '-y', title: category.name },
      y: { field: measure.name, type: 'quantitative', title: measure.name },
    },
  };
}

/**
 * The answer the fake server gives when nothing is scripted for a message: some reasoning, a
 * `platformMeta` search for the question, a `platformSqlApi` query of revenue by region (four
 * rows, with a bar chart), and a short text. Its text holds non-ASCII characters (`€`, `—`), so
 * lines cut at any byte also cut characters.
 */
export function defaultChatAnswer(question: string): ScriptedAnswer {
  return {
    thinking: 'The question is about revenue. I will look up the data model, then sum the revenue of each region.',
    toolCalls: [metaToolCall({ searchQuery: question }), sqlToolCall()],
    text: 'North leads with €1.24M of revenue — 38 % of the total. South follows with €0.91M, then East (€0.71M) and West (€0.40M).',
  };
}

/** A line the stream will send: a chat message (numbered when sent) or an error line. */
export type PlannedLine = { message: Omit<FakeChatMessage, 'sort'> } | { error: string };

/** What the lines of an answer are built from, besides the answer. */
export interface AnswerContext {
  /** The user's message and its id (the echo). */
  input: string;
  messageId: string;
}

/** Cuts text into deltas of a few words each (each keeps its trailing space). */
function deltas(text: string, words = 3): string[] {
  const parts = text.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let index = 0; index < parts.length; index += words) out.push(parts.slice(index, index + words).join(''));
  return out;
}

const asJson = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? {}));

/** The lines of an answer, in the typical order of a conversation, without their `sort`. */
export function planAnswer(answer: ScriptedAnswer, context: AnswerContext): PlannedLine[] {
  const base = context.messageId.replace(/-message$/, '');
  const assistant = `${base}-assistant`;
  // The assistant's message, streamed: its start, then thinking and content deltas.
  const streamed = (fields: Partial<FakeChatMessage>): PlannedLine => ({
    message: {
      id: assistant,
      role: 'assistant',
      graphPath: [AGENT_NODE],
      isDelta: true,
      isInProcess: true,
      isStructuredResponse: false,
      ...fields,
    },
  });
  const lines: PlannedLine[] = [
    { message: { id: context.messageId, role: 'user', content: context.input, isDelta: false, isInProcess: false } },
    streamed({ content: '' }),
  ];
  for (const piece of deltas(answer.thinking ?? '')) lines.push(streamed({ thinking: piece }));
  // Spec 2.5's typical order: the thinking and content deltas, then the tool calls, then the final message.
  for (const piece of deltas(answer.text)) lines.push(streamed({ content: piece }));
  for (const [index, call] of (answer.toolCalls ?? []).entries()) {
    const { name, input, result, error } = withUserRequest(call, context.input);
    const toolCall: FakeChatToolCall = { name, input: asJson(input) };
    const message = (isInProcess: boolean, complete: FakeChatToolCall): PlannedLine => ({
      message: {
        id: `${base}-tool-${index + 1}`,
        role: 'assistant',
        content: '',
        graphPath: [AGENT_NODE, 'tools'],
        isDelta: false,
        isInProcess,
        isStructuredResponse: false,
        toolCall: complete,
      },
    });
    lines.push(message(true, toolCall));
    lines.push(
      message(false, { ...toolCall, result: error !== undefined ? JSON.stringify({ error }) : asJson(result) }),
    );
  }
  if (answer.error !== undefined) lines.push({ error: answer.error });
  else lines.push(streamed({ content: answer.text, graphPath: ['final'], isDelta: false, isInProcess: false }));
  return lines;
}

/** A `platformSqlApi` call whose input and result lack `userRequest` gets the user's message. */
function withUserRequest(call: ScriptedToolCall, request: string): ScriptedToolCall {
  if (call.name !== 'platformSqlApi') return call;
  const fill = (value: unknown) =>
    isRecord(value) && !('userRequest' in value) ? { ...value, userRequest: request } : value;
  return { ...call, input: fill(call.input), result: fill(call.result) };
}

/** A copy of a message that shares nothing mutable with it. */
export function copyMessage(message: FakeChatMessage): FakeChatMessage {
  return JSON.parse(JSON.stringify(message)) as FakeChatMessage;
}
