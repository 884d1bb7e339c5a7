/**
 * The public types of `<ChatTurn>` and `<ChatThread>`: what a turn must hold to be shown, what the
 * thread needs of `useChat`, and the props of both components. The data types are structural (the
 * fields the components read, nothing more), so a turn of `useChat` — or of `createChatStore`,
 * in a component of your own — fits them as it is.
 *
 * @module
 */

import type { ChatResult, ChatRunStatus } from '../chat/run.js';
import type { ChatMessage, ChatUsage, ToolCall } from '../chat/types.js';
import type { ApiError } from '../http/api-error.js';

/** Where a turn stands: its answer's status, or `loading` while the thread's history is read. */
export type ChatTurnStatus = ChatRunStatus | 'loading';

/** Where the chat stands, as `<ChatThread>` reads it: `idle` before the first question, `loading` while the history is read, else the current answer's status. */
export type ChatThreadStatus = 'idle' | ChatTurnStatus;

/**
 * One question and its answer, as `<ChatTurn>` shows it: an entry of `useChat().turns` (or of
 * `createChatStore`'s snapshot) fits it. Only the fields shown are named; a turn may have more.
 */
export interface ChatTurnData {
  /** The turn's id: stable while it streams (a React `key`). */
  readonly id: string;
  /** The user's question: its message, or its text. */
  readonly question: ChatMessage | string;
  /** The agent's reasoning so far, when it shared any: shown folded. */
  readonly thinking?: string | undefined;
  /** The tool calls of the turn, in order, each with its latest status. */
  readonly toolCalls: readonly ToolCall[];
  /** The final answer so far (its `content` is Markdown), or undefined while there is none. */
  readonly answer?: ChatMessage | undefined;
  /** Where the turn stands. */
  readonly status: ChatTurnStatus;
  /** The models and tokens the answer used, once the service told it. */
  readonly usage?: ChatUsage | undefined;
  /** Why the turn failed, when it did. */
  readonly error?: Pick<ApiError, 'code' | 'message'> | undefined;
  /** Who stopped the answer, when it was stopped (`status: 'aborted'`) and the service said. */
  readonly abortedBy?: string | undefined;
}

/** What `<ChatThread>` needs of `useChat(…)`'s result: pass the result itself. */
export interface ChatThreadChat {
  /** Every turn of the thread, in order. */
  readonly turns: readonly ChatTurnData[];
  /** Where the chat stands: Stop shows (and Send is disabled) while an answer runs. */
  readonly status: ChatThreadStatus;
  /** Why the last `send` or `stop` failed; shown when it is not already the last turn's error. */
  readonly error?: Pick<ApiError, 'code' | 'message'> | undefined;
  /** Asks a question (Send). */
  send(input: string): Promise<ChatResult | undefined>;
  /** Stops the running answer (Stop). */
  stop(): Promise<void>;
}

/**
 * The default export of `vega-embed` (`import vegaEmbed from 'vega-embed'`), which draws the
 * charts: an optional peer dependency, never bundled. Written loosely (the two parameters as
 * plain objects, compared both ways) so that vega-embed 6 and 7, whose spec and option types
 * differ, both fit.
 */
export type ChatVegaEmbed = {
  /** Draws `spec` in `element` with `options` (the renderer's own, which keep the chart from calling out). */
  bivarianceHack(element: HTMLElement, spec: object, options?: object): Promise<unknown>;
}['bivarianceHack'];

/** The chart styling merged last over every chart's spec (see `sqlChartSpec`), such as `{ background: 'transparent' }`. */
export type ChatChartConfig = Readonly<Record<string, unknown>>;

/** Props of `<ChatTurn>`. */
export interface ChatTurnProps {
  /** The turn to show. */
  turn: ChatTurnData;
  /** `vega-embed`'s default export: without it, no chart is drawn (the table still shows). */
  vegaEmbed?: ChatVegaEmbed | undefined;
  /** The chart styling, merged last over each chart's spec. */
  chartConfig?: ChatChartConfig | undefined;
  /** Classes added to the turn's element, after `pe-chat-turn`. */
  className?: string | undefined;
}

/** Props of `<ChatThread>`. */
export interface ChatThreadProps {
  /** The chat to show and drive: `useChat(…)`'s result. */
  chat: ChatThreadChat;
  /** `vega-embed`'s default export: without it, no chart is drawn (the tables still show). */
  vegaEmbed?: ChatVegaEmbed | undefined;
  /** The chart styling, merged last over each chart's spec. */
  chartConfig?: ChatChartConfig | undefined;
  /** Classes added to the thread's element, after `pe-chat-thread`. */
  className?: string | undefined;
  /** The input's label (default "Ask a question"). */
  label?: string | undefined;
  /** The input's placeholder (none by default). */
  placeholder?: string | undefined;
}
