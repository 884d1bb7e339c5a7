'use client';
/**
 * `<ChatTurn>`: one question and its answer, as it streams — the question, the agent's thinking
 * (folded), each tool call with its status and input, a SQL call's table and chart, the answer's
 * Markdown, a notice of how it stands, and its usage.
 *
 * @module
 */

import { Fragment, createElement as h, type ReactElement, useEffect } from 'react';
import type { VegaEmbed } from '../chat/render/index.js';
import type { ChatStoreStatus } from '../chat/store/types.js';
import type { ChatUsage, ToolCall } from '../chat/types.js';
import {
  type AnswerTextHandle,
  type ChatRenderers,
  type MountRenderer,
  type RenderedHandle,
  useRenderer,
} from './chat-renderers.js';
import type { ChatChartConfig, ChatTurnData, ChatTurnProps } from './chat-ui-types.js';

/** Whether an answer is running: Stop shows, and Send waits, while it does. */
export const isRunning = (status: ChatStoreStatus): boolean =>
  status === 'connecting' || status === 'streaming' || status === 'reconnecting';

/** `base`, then the caller's classes. */
export const classes = (base: string, className: string | undefined): string =>
  className ? `${base} ${className}` : base;

/**
 * One turn of a conversation: an entry of `useChat().turns`, or of `createChatStore`'s snapshot.
 * Unstyled; every part has a stable class (`pe-chat-turn`, `pe-chat-question`,
 * `pe-chat-thinking`, `pe-chat-tool`, `pe-chat-table`, `pe-chat-chart`, `pe-chat-answer`,
 * `pe-chat-notice`, `pe-chat-usage`…) and the turn, its tool calls and its answer a
 * `data-status` (docs/chat-ui.md lists them, with a stylesheet to start from).
 *
 * - Everything the service sent is shown as text: a question or a tool's input is never HTML.
 * - The answer's Markdown, the SQL table and the chart are drawn by `platform-embed/chat/render`,
 *   whose code is loaded (`import()`) when a turn first needs it: until then, and in server
 *   rendering, the answer shows as plain text. While the answer streams, its renderer is updated,
 *   not re-created.
 * - A chart is drawn only with `vegaEmbed` (vega-embed's default export, an optional peer
 *   dependency): without it, a SQL result shows as a table alone.
 *
 * @example
 * ```tsx
 * 'use client';
 * import vegaEmbed from 'vega-embed';
 * import { ChatTurn, useChat } from 'platform-embed/react';
 *
 * function Answers() {
 *   const { turns } = useChat({ url: '/api/chat', auth: { proxy: true } });
 *   return turns.map((turn) => <ChatTurn key={turn.id} turn={turn} vegaEmbed={vegaEmbed} chartConfig={{ background: 'transparent' }} />);
 * }
 * ```
 */
export function ChatTurn(props: ChatTurnProps): ReactElement {
  const { turn, vegaEmbed, chartConfig, className } = props;
  const thinking = turn.thinking
    ? h(
        'details',
        { className: 'pe-chat-thinking' },
        h('summary', null, 'Thinking'),
        h('div', { className: 'pe-chat-thinking-text' }, turn.thinking),
      )
    : null;
  const calls = turn.toolCalls.map((call) => h(ChatToolCall, { key: call.id, call, vegaEmbed, chartConfig }));
  return h(
    'article',
    {
      className: classes('pe-chat-turn', className),
      'data-status': turn.status,
      'aria-busy': isRunning(turn.status) || undefined,
    },
    h('div', { className: 'pe-chat-question' }, turn.question),
    thinking,
    calls.length > 0 ? h('div', { className: 'pe-chat-tools' }, calls) : null,
    answerText(turn) === undefined ? null : h(ChatAnswer, { text: answerText(turn) ?? '', status: turn.status }),
    turnNotice(turn),
    turn.usage ? h('p', { className: 'pe-chat-usage' }, usageText(turn.usage)) : null,
  );
}

/**
 * The answer's text: the final answer's, or — before there is one, as it streams, and when it
 * was stopped before — the latest text the agent wrote (spec 2.5: the final state comes last).
 */
function answerText(turn: ChatTurnData): string | undefined {
  if (turn.answer) return turn.answer.content ?? '';
  const said = turn.messages.filter(
    (message) =>
      message.role === 'assistant' &&
      !message.toolCall &&
      typeof message.content === 'string' &&
      message.content !== '',
  );
  return said[said.length - 1]?.content;
}

/** A short notice in the turn: `kind` is its `data-kind`; errors are alerts. */
function notice(kind: string, text: string): ReactElement {
  return h(
    'p',
    { className: 'pe-chat-notice', 'data-kind': kind, role: kind === 'failed' ? 'alert' : undefined },
    text,
  );
}

/** The notice of where the turn stands, when it says something: connecting, reconnecting, stopped or failed. */
function turnNotice(turn: ChatTurnData): ReactElement | null {
  switch (turn.status) {
    case 'connecting':
      return notice('connecting', 'Connecting…');
    case 'reconnecting':
      return notice('reconnecting', 'Reconnecting…');
    case 'aborted':
      return notice('aborted', turn.abortedBy ? `Stopped by ${turn.abortedBy}.` : 'Stopped.');
    case 'failed':
      return notice('failed', turn.error?.message ?? 'The answer failed.');
    default:
      return null;
  }
}

/** The usage as a line of text: the models, then the tokens (each part only when the service sent it). */
function usageText(usage: ChatUsage): string {
  const { models, totalTokens } = usage as Partial<ChatUsage>;
  const parts = [
    Array.isArray(models) ? models.join(', ') : '',
    typeof totalTokens === 'number' ? `${totalTokens} tokens` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** A tool's input as text: a SQL query as written, anything else as (indented) JSON. */
function inputText(input: unknown): string {
  if (typeof input === 'string') return input;
  const query = (input as { sqlQuery?: unknown } | null)?.sqlQuery;
  if (typeof query === 'string') return query;
  return JSON.stringify(input, null, 2) ?? String(input);
}

/** Props of a tool call's part of the turn. */
interface ChatToolCallProps {
  call: ToolCall;
  vegaEmbed: VegaEmbed | undefined;
  chartConfig: ChatChartConfig | undefined;
}

/** One tool call: its name and status with its input (folded), its error, and for a SQL result its table and chart. */
function ChatToolCall({ call, vegaEmbed, chartConfig }: ChatToolCallProps): ReactElement {
  const sql = call.name === 'platformSqlApi' && call.status === 'done' && call.result !== undefined;
  return h(
    'div',
    { className: 'pe-chat-tool', 'data-status': call.status, 'data-tool': call.name },
    h(
      'details',
      null,
      h('summary', { className: 'pe-chat-tool-name' }, `${call.name}: ${call.status}`),
      h('pre', { className: 'pe-chat-tool-input' }, inputText(call.input)),
    ),
    call.error ? h('p', { className: 'pe-chat-tool-error' }, call.error) : null,
    sql ? h(SqlTable, { call }) : null,
    sql && vegaEmbed ? h(SqlChart, { call, vegaEmbed, chartConfig }) : null,
  );
}

/** The SQL result of a call, narrowed: its shapes checked (a result of another shape is told, in text, by the table). */
function sqlResultOf(renderers: ChatRenderers, call: ToolCall) {
  return renderers.isToolCall(call, 'platformSqlApi') ? call.result : undefined;
}

const mountTable: MountRenderer<ToolCall, RenderedHandle> = (renderers, container, call) => {
  const result = sqlResultOf(renderers, call);
  if (result === undefined) throw new Error('The SQL result is not of the shape of a platformSqlApi result.');
  return renderers.renderSqlTable(container, result);
};

/** What the chart needs: the call, vega-embed and the styling. */
interface ChartInput {
  call: ToolCall;
  vegaEmbed: VegaEmbed;
  chartConfig: ChatChartConfig | undefined;
}

const mountChart: MountRenderer<ChartInput, RenderedHandle> = (
  renderers,
  container,
  { call, vegaEmbed, chartConfig },
  signal,
) => {
  const result = sqlResultOf(renderers, call);
  return result === undefined
    ? undefined
    : renderers.renderSqlChart(container, result, {
        vegaEmbed,
        signal,
        ...(chartConfig ? { config: chartConfig } : {}),
      });
};

/** A failure of a renderer, after its element. */
const withFailure = (element: ReactElement, failure: string | undefined): ReactElement =>
  h(Fragment, null, element, failure === undefined ? null : notice('render', failure));

/** The SQL result's table. */
function SqlTable({ call }: { call: ToolCall }): ReactElement {
  const { ref, failure } = useRenderer(`${call.id}:${call.status}`, call, mountTable);
  return withFailure(h('div', { ref, className: 'pe-chat-table' }), failure);
}

/** The SQL result's chart: drawn again when the call or the styling (by value) changes. */
function SqlChart({ call, vegaEmbed, chartConfig }: ChartInput): ReactElement {
  const { ref, failure } = useRenderer(
    `${call.id}:${call.status}:${JSON.stringify(chartConfig) ?? ''}`,
    { call, vegaEmbed, chartConfig },
    mountChart,
  );
  return withFailure(h('div', { ref, className: 'pe-chat-chart' }), failure);
}

const mountAnswer: MountRenderer<string, AnswerTextHandle> = (renderers, container, text) =>
  renderers.renderAnswerText(container, text);

/**
 * The answer: its Markdown once the renderer is mounted (and updated as it streams), its plain
 * text before (and in server rendering). Announced politely to screen readers as it grows.
 */
function ChatAnswer({ text, status }: { text: string; status: ChatTurnData['status'] }): ReactElement {
  const { ref, handle, mounted, failure } = useRenderer('answer', text, mountAnswer);
  useEffect(() => {
    handle.current?.update(text);
  }, [text, handle]);
  return h(
    'div',
    { className: 'pe-chat-answer', 'data-status': status, 'aria-live': 'polite' },
    mounted ? null : h('div', { className: 'pe-chat-answer-plain' }, text),
    h('div', { ref, className: 'pe-chat-answer-text' }),
    failure === undefined ? null : notice('render', failure),
  );
}
