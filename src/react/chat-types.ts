/**
 * The public types of `useChat`: its options, the options of its `send`, and what it returns.
 *
 * @module
 */

import type { ChatClient, ChatClientOptions, SendOptions } from '../chat/client.js';
import type { ChatResult, ChatRunStatus } from '../chat/run.js';
import type { ChatMessage, ChatUsage, ToolCall } from '../chat/types.js';
import type { ApiError } from '../http/api-error.js';

/**
 * Options of `useChat`: the options of `createChatClient` (the hook creates its client, once,
 * from the options of its first render), or a `client` of your own — and, either way, the
 * thread to continue.
 */
export type UseChatOptions =
  | (ChatClientOptions &
      UseChatThreadOption & {
        /** Not with the client's options. */
        client?: never;
      })
  | ({
      /** A client of your own, instead of the client's options. */
      client: ChatClient;
    } & UseChatThreadOption);

/** The thread option of {@link UseChatOptions}. */
export interface UseChatThreadOption {
  /**
   * The thread to continue, read at mount: the first `send` continues it, and when an answer of
   * this thread was left running by a component that unmounted (in this tab: in memory, and in
   * `sessionStorage`), the hook re-attaches to it at mount. Omit for a new thread. To show
   * another thread, mount another component (`<Chat key={chatId} chatId={chatId} />`).
   */
  chatId?: string;
}

/** Options of `useChat().send`: those of `ChatClient.send` but the thread, which the hook keeps (`reset()` starts a new one). */
export type UseChatSendOptions = Omit<SendOptions, 'chatId'>;

/** Where the chat stands: `idle` before the first `send` and after `reset()`, else the current answer's status. */
export type UseChatStatus = 'idle' | ChatRunStatus;

/** What `useChat` returns: the conversation as it streams, and the calls that drive it. */
export interface UseChatResult {
  /**
   * The conversation, in `sort` order: the thread's earlier turns as this component saw them,
   * then the current answer's turn as it streams. The question shows at once, as
   * `{ id: messageId, role: 'user', content: input }`, until the service's echo of it replaces
   * it. A message that has not changed keeps its identity (as a React `key` or a memo input).
   */
  messages: readonly ChatMessage[];
  /** The final answer of the current turn so far (spec 2.5), or undefined. */
  answer: ChatMessage | undefined;
  /**
   * The tool calls of `messages`, in order, each with its latest status — `input` and `result`
   * parsed. Narrow one with `isToolCall(call, 'platformSqlApi')` (from `platform-embed/chat`),
   * then render its `result` with `sqlRows` or `sqlChartSpec`.
   */
  toolCalls: readonly ToolCall[];
  /** `idle`, then the current answer's: `connecting`, `streaming`, `reconnecting`, then `done`, `aborted` or `failed`. */
  status: UseChatStatus;
  /**
   * Why the last `send` (or the re-attach at mount) failed, or why `stop()` could not abort the
   * answer at the service: an `ApiError` (`THREAD_BUSY`, `UNAUTHORIZED`, `NETWORK`…; with the
   * client's options, `INVALID_OPTIONS` from the first render on). Cleared by the next `send` and
   * by `reset()`.
   */
  error: ApiError | undefined;
  /** The models and tokens the current answer used, once the service told it (its last frame). */
  usage: ChatUsage | undefined;
  /** The thread's id: the `chatId` option, then the service's once the first answer names it. */
  chatId: string | undefined;
  /**
   * Asks a question in the thread (a new thread before the first answer named one, and after
   * `reset()`), and resolves when its answer ends: with the run's result, or undefined when it
   * failed (see `error`) — it never rejects. A thread answers one question at a time: while an
   * answer streams, `send` does nothing and resolves undefined. Call it from an event handler.
   */
  send(input: string, options?: UseChatSendOptions): Promise<ChatResult | undefined>;
  /**
   * Stops the current answer, at the service too (its abort endpoint): `status` becomes
   * `aborted`. Never rejects: an abort the service refuses is `error`.
   */
  stop(): Promise<void>;
  /**
   * Starts a new thread: `status` is `idle` again, with no messages, answer, error or `chatId`.
   * A running answer is detached, not stopped: it goes on at the service (a later mount with its
   * `chatId` re-attaches to it).
   */
  reset(): void;
}
