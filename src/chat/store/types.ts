/**
 * The public types of the chat store (`createChatStore`, and `useChat` of `platform-embed/react`,
 * which is built on it): its options, its snapshot, and the turns of its conversation.
 *
 * @module
 */

import type { ApiError } from '../../http/api-error.js';
import type { ChatClient, ChatClientOptions, SendOptions } from '../client.js';
import type { ChatResult, ChatRunStatus } from '../run.js';
import type { ChatMessage, ChatUsage, ToolCall } from '../types.js';

/** The thread option of {@link ChatStoreOptions}. */
export interface ChatStoreThreadOption {
  /**
   * The thread to continue, read once, when the store starts (a component's mount for
   * `useChat`): when an answer of this thread was left running by a store let go earlier (in this
   * tab: in memory, and in `sessionStorage`), the store re-attaches to it; otherwise it loads the
   * thread's history (`getThread`) into `turns`, `status` being `loading` until then. The first
   * `send` continues it. Omit for a new thread.
   */
  chatId?: string;
}

/**
 * Options of `createChatStore` (and of `useChat`): the options of `createChatClient` (the store
 * creates its client, once), or a `client` of your own — and, either way, the thread to continue.
 */
export type ChatStoreOptions =
  | (ChatClientOptions &
      ChatStoreThreadOption & {
        /** Not with the client's options. */
        client?: never;
      })
  | ({
      /** A client of your own, instead of the client's options. */
      client: ChatClient;
    } & ChatStoreThreadOption);

/** Options of `send`: those of `ChatClient.send` but the thread, which the store keeps (`reset()` starts a new one). */
export type ChatStoreSendOptions = Omit<SendOptions, 'chatId'>;

/**
 * Where the conversation stands: `idle` before the first `send`, after `reset()` and once a
 * thread's history is loaded; `loading` while the history of the `chatId` option is read; else
 * the current answer's status.
 */
export type ChatStoreStatus = 'idle' | 'loading' | ChatRunStatus;

/**
 * Where one turn stands: its answer's run status — `connecting`, `streaming`, `reconnecting`,
 * then `done`, `aborted` or `failed`. A turn loaded from the thread's history is `done`.
 */
export type ChatTurnStatus = ChatRunStatus;

/**
 * One question and its answer: an entry of {@link ChatStoreSnapshot.turns}. A turn that has not
 * changed keeps its identity from one snapshot to the next (a React `key` and a memo input).
 */
export interface ChatTurn {
  /** The id of the turn's user message: the `messageId` it was sent with (or the history's id of it). */
  readonly id: string;
  /** The question's text: the user message's `content` (`''` for a turn that starts without one). */
  readonly question: string;
  /**
   * The turn's messages in `sort` order, its user message first (shown at once, until the
   * service's echo replaces it): every turn's `messages` in order are the snapshot's `messages`.
   */
  readonly messages: readonly ChatMessage[];
  /**
   * The agent's reasoning on this turn (spec 2.5: the `thinking` of its assistant messages, which
   * the service sends in development mode), each message's joined by a blank line, as it streams;
   * undefined when there is none.
   */
  readonly thinking: string | undefined;
  /**
   * The tool calls of the turn's messages, in order, each with its latest status — `input` and
   * `result` parsed (`toolCallOf`). Narrow one with `isToolCall(call, 'platformSqlApi')`.
   */
  readonly toolCalls: readonly ToolCall[];
  /** The turn's final answer (spec 2.5 rule, `finalAnswer` of its messages) so far, or undefined. */
  readonly answer: ChatMessage | undefined;
  /** Where the turn stands; an earlier turn keeps the status its answer ended with. */
  readonly status: ChatTurnStatus;
  /**
   * The models and tokens the turn's answer used (`__usage__`), once the service told it; kept
   * by earlier turns. Undefined for a turn loaded from history: the thread does not keep it.
   */
  readonly usage: ChatUsage | undefined;
  /** Why the turn's answer failed (its `send`, its stream), or undefined. */
  readonly error: ApiError | undefined;
  /**
   * Who ended an `aborted` turn, as the run's result says (`ChatResult.abortedBy`): `service` —
   * the stream said `__aborted__` (the abort endpoint was called, by anyone) — or `client`: this
   * store's `stop()`, or the answer let go before its end. Undefined for any other status, and
   * for a turn loaded from history (the thread does not say how a turn ended).
   */
  readonly abortedBy: 'client' | 'service' | undefined;
}

/**
 * What the store shows: the conversation as it streams. Replaced whole on every change, never
 * mutated; what did not change (a message, a turn, the tool calls) keeps its identity.
 */
export interface ChatStoreSnapshot {
  /**
   * The conversation, in `sort` order: the thread's earlier turns (its history, or as this store
   * saw them), then the current answer's turn as it streams. The question shows at once, as
   * `{ id: messageId, role: 'user', content: input }`, until the service's echo of it replaces it.
   */
  readonly messages: readonly ChatMessage[];
  /**
   * One entry per question, in order, earlier ones with their own status, usage, tool calls and
   * error: see {@link ChatTurn}. Empty while the history loads.
   */
  readonly turns: readonly ChatTurn[];
  /** The final answer of the current turn so far (spec 2.5), or undefined. */
  readonly answer: ChatMessage | undefined;
  /** The tool calls of `messages`, in order, each with its latest status — `input` and `result` parsed. */
  readonly toolCalls: readonly ToolCall[];
  /** See {@link ChatStoreStatus}. */
  readonly status: ChatStoreStatus;
  /**
   * Why the last `send` (or the re-attach, or the history load, at the start) failed, or why
   * `stop()` could not abort the answer at the service: an `ApiError` (`THREAD_BUSY`,
   * `UNAUTHORIZED`, `NETWORK`, `NOT_FOUND` for a `chatId` the service does not know…; with the
   * client's options in `useChat`, `INVALID_OPTIONS` from the first render on). A failed history
   * load makes `status` `failed`. Cleared by the next `send` and by `reset()`.
   */
  readonly error: ApiError | undefined;
  /** The models and tokens the current answer used, once the service told it (its last frame). */
  readonly usage: ChatUsage | undefined;
  /** The thread's id: the `chatId` option, then the service's once the first answer names it. */
  readonly chatId: string | undefined;
}

/** The calls of a chat store: what changes its snapshot. */
export interface ChatStoreActions {
  /**
   * Asks a question in the thread (a new thread before the first answer named one, and after
   * `reset()`), and resolves when its answer ends: with the run's result, or undefined when it
   * failed (see `error`) — it never rejects. One thing at a time: while an answer streams, and
   * while the history loads (`status` `loading`), `send` is refused — it sends nothing, changes
   * nothing and resolves undefined (disable the input in those states).
   */
  send(input: string, options?: ChatStoreSendOptions): Promise<ChatResult | undefined>;
  /**
   * Stops the current answer, at the service too (its abort endpoint): `status` becomes
   * `aborted`. Never rejects: an abort the service refuses is `error`.
   */
  stop(): Promise<void>;
  /**
   * Starts a new thread: `status` is `idle` again, with no messages, turns, answer, error or
   * `chatId`. A running answer is detached, not stopped: it goes on at the service (a later store
   * with its `chatId` re-attaches to it).
   */
  reset(): void;
}

/** What `createChatStore` returns: a conversation to subscribe to, read and drive. */
export interface ChatStore extends ChatStoreActions {
  /**
   * Calls `listener` (with no argument) after each change of the snapshot — at most once per
   * animation frame while an answer streams, at once for a `send`, a `stop`, a `reset` and an
   * answer's end. Returns the unsubscribe function. A listener that throws stops the others.
   */
  subscribe(listener: () => void): () => void;
  /** The current snapshot (the same object until something changed). */
  getSnapshot(): ChatStoreSnapshot;
  /**
   * Lets the store go: a running answer is detached (it goes on at the service, and stays
   * remembered, so a later store with its `chatId` re-attaches to it), listeners are dropped and
   * never called again, and a later `send` is refused (resolves undefined).
   */
  destroy(): void;
}
