/**
 * The public types of `<ChatTurn>` and `<ChatThread>`: the turn they show (the chat store's
 * `ChatTurn`), what the thread needs of `useChat` (a part of its result), and the props of both.
 *
 * @module
 */

import type { RenderSqlChartOptions, VegaEmbed } from '../chat/render/index.js';
import type { ChatTurn } from '../chat/store/types.js';
import type { UseChatResult } from './chat-types.js';

/**
 * One question and its answer, as `<ChatTurn>` shows it: an entry of `useChat().turns`, or of
 * `createChatStore`'s snapshot — the store's `ChatTurn` (named so here because `ChatTurn` is the
 * component in `platform-embed/react`).
 */
export type ChatTurnData = ChatTurn;

/**
 * What `<ChatThread>` reads of `useChat(…)`'s result — pass the result itself (or a chat store's
 * snapshot with its `send` and `stop`): the turns, the status (Stop shows, and Send is
 * disabled, while an answer runs or the history loads), the error no turn shows, Send and Stop.
 */
export type ChatThreadChat = Pick<UseChatResult, 'turns' | 'status' | 'error' | 'send' | 'stop'>;

/** The chart styling merged last over every chart's spec (see `sqlChartSpec`), such as `{ background: 'transparent' }`. */
export type ChatChartConfig = NonNullable<RenderSqlChartOptions['config']>;

/** Props of `<ChatTurn>`. */
export interface ChatTurnProps {
  /** The turn to show. */
  turn: ChatTurnData;
  /** `vega-embed`'s default export (`import vegaEmbed from 'vega-embed'`): without it, no chart is drawn (the table still shows). */
  vegaEmbed?: VegaEmbed | undefined;
  /** The chart styling, merged last over each chart's spec. */
  chartConfig?: ChatChartConfig | undefined;
  /** Classes added to the turn's element, after `pe-chat-turn`. */
  className?: string | undefined;
}

/** Props of `<ChatThread>`. */
export interface ChatThreadProps {
  /** The chat to show and drive: `useChat(…)`'s result. */
  chat: ChatThreadChat;
  /** `vega-embed`'s default export (`import vegaEmbed from 'vega-embed'`): without it, no chart is drawn (the tables still show). */
  vegaEmbed?: VegaEmbed | undefined;
  /** The chart styling, merged last over each chart's spec. */
  chartConfig?: ChatChartConfig | undefined;
  /** Classes added to the thread's element, after `pe-chat-thread`. */
  className?: string | undefined;
  /** The input's label (default "Ask a question"). */
  label?: string | undefined;
  /** The input's placeholder (none by default). */
  placeholder?: string | undefined;
}
