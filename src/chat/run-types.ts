/**
 * The public face of a chat run: where it is, its events, its result, and what it offers —
 * {@link ChatRun}, implemented by the run of `run.ts`.
 *
 * @module
 * @internal
 */

import type { ApiError } from '../http/api-error.js';
import type { ChatMessage, ChatStreamMessage, ChatUsage, ToolCall } from './types.js';

/** Where a run is. */
export type ChatRunStatus = 'connecting' | 'streaming' | 'reconnecting' | 'done' | 'aborted' | 'failed';

/** How a run ended well: its thread, final answer, tool calls and usage. */
export interface ChatResult {
  /** The thread's id, from `__cutoff__`; undefined when the run was stopped before the thread was named. */
  chatId: string | undefined;
  /** The id of the user message the run answered. */
  messageId: string;
  /** `done` once the final state arrived; `aborted` when the answer was stopped, or the run let go of it. */
  status: 'done' | 'aborted';
  /**
   * Who ended an `aborted` run: `service` — the stream said `__aborted__` (someone called the
   * abort endpoint) — or `client`: `stop()`, `detach()`, the call's `signal`, or the client's
   * `abort()` of the thread.
   */
  abortedBy?: 'client' | 'service';
  /** Why the service stopped the answer: the `error` text of its `__aborted__` frame, when it gave one (`abortedBy: 'service'` only). */
  reason?: string;
  /** The thread, merged, in `sort` order: what streamed, with what the final state added or corrected. */
  messages: readonly ChatMessage[];
  /** This run's final answer (spec 2.5 rule), if there is one: of its own turn, after its user message, never an earlier turn's. */
  answer: ChatMessage | undefined;
  /** Every tool call of the run's turn, in the order they started, with their latest status. */
  toolCalls: readonly ToolCall[];
  /** The models and tokens the run used (`__usage__`), when the service told it. */
  usage: ChatUsage | undefined;
}

/** The events of a run, and what each handler receives. */
export interface ChatRunEvents {
  /** `__cutoff__` named the thread, and whether it was already streaming. Again after each re-send: the stream is back. */
  thread: (info: { chatId: string; isStreaming: boolean }) => void;
  /** A thread message was added or changed (after merging). */
  message: (message: ChatMessage) => void;
  /** A delta line: what it appends to the message of `id`. */
  delta: (delta: { id: string; content?: string; thinking?: string }) => void;
  /** A tool call started (`running`), then finished (`done` or `failed`). */
  'tool-call': (call: ToolCall) => void;
  /** The final answer arrived or changed. */
  answer: (message: ChatMessage) => void;
  /** The service told what the run used (`__usage__`): the run's total so far. */
  usage: (usage: ChatUsage) => void;
  /** The service suspended the answer (a restart): the run resumes it by re-sending, within its reconnect budget. */
  suspended: (info: { messageId: string; reason?: string }) => void;
  /** The answer was cut off; the run re-sends the same request (`attempt`: re-sends in a row without progress). */
  reconnect: (info: { attempt: number; cause: ApiError }) => void;
  /** The run ended well. */
  end: (result: ChatResult) => void;
  /** The run failed; `result()` rejects with the same error. */
  error: (error: ApiError) => void;
}

/** One answer being streamed: iterate its lines, listen to its events, await its result. */
export interface ChatRun extends AsyncIterable<ChatStreamMessage> {
  /** The id of the user message this run answers (the request's `messageId`). */
  readonly messageId: string;
  /** The thread's id, once `__cutoff__` gave it. */
  readonly chatId: string | undefined;
  /** Where the run is: `connecting`, `streaming`, `reconnecting`, then `done`, `aborted` or `failed`. */
  readonly status: ChatRunStatus;
  /** The thread so far, merged by id, in `sort` order. */
  readonly messages: readonly ChatMessage[];
  /** This run's final answer so far (spec 2.5 rule), of its own turn. */
  readonly answer: ChatMessage | undefined;
  /** The models and tokens the run used, once the service told it (`__usage__`, its last frame). */
  readonly usage: ChatUsage | undefined;
  /**
   * Subscribes to an event; returns the unsubscribe function. Each handler is isolated: one
   * that throws stops neither the others nor the run; its error is re-thrown on a later task in
   * a page (`window.onerror`), written to `console.error` in Node (where it would end the process).
   * @throws {@link ApiError} `INVALID_OPTIONS` for an unknown event or a handler that is not a function.
   */
  on<E extends keyof ChatRunEvents>(event: E, handler: ChatRunEvents[E]): () => void;
  /** Resolves when the run ends well (`done` or `aborted`); rejects with its `ApiError` when it fails. */
  result(): Promise<ChatResult>;
  /** Stops reading here; the answer goes on at the service, and `attach()` resumes it. */
  detach(): void;
  /**
   * Detaches, then asks the service to abort the answer; `result()` resolves with status
   * `aborted`. Before the thread is known (its first line), the run ends at once and the stream
   * is read on until that line names the thread to abort. On a run that has ended, nothing.
   * With an API key the abort names the run's own user; a run of an internal user (whom the
   * abort endpoint does not know) is detached, and this rejects with `INVALID_REQUEST`.
   */
  stop(): Promise<void>;
}
