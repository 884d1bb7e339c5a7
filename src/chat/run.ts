/**
 * `ChatRun`: one answer being streamed — an async iterable of every validated line, an event
 * emitter, and the merged thread so far. It reads the stream, merges by message id, reconnects
 * through the same `messageId` when the connection drops, and ends on `__state__`.
 *
 * @module
 * @internal
 */

import { createNanoEvents } from 'nanoevents';
import { ApiError } from '../http/api-error.js';
import { refuse } from '../http/refuse.js';
import { sleep } from '../http/timing.js';
import { guard } from '../internal/guard.js';
import { finalAnswer, toolCallOf } from './answer.js';
import { isSpecialId, ThreadBuilder } from './merge.js';
import { readChatStream } from './stream.js';
import type { ChatMessage, ChatStreamMessage, ToolCall } from './types.js';

/** Where a run is. */
export type ChatRunStatus = 'connecting' | 'streaming' | 'reconnecting' | 'done' | 'aborted' | 'failed';

/** How a run ended well: its thread, final answer and tool calls. */
export interface ChatResult {
  /** The thread's id, from `__cutoff__`; undefined when the run was stopped before the thread was named. */
  chatId: string | undefined;
  /** The id of the user message the run answered. */
  messageId: string;
  /** `done` once `__state__` arrived; `aborted` after `stop()`, `detach()` or the call's `signal`. */
  status: 'done' | 'aborted';
  /** The thread, merged, in `sort` order (the authoritative one of `__state__` when done). */
  messages: readonly ChatMessage[];
  /** This run's final answer (spec 2.5 rule), if there is one: of its own turn, after its user message, never an earlier turn's. */
  answer: ChatMessage | undefined;
  /** Every tool call of the run's turn, in the order they started, with their latest status. */
  toolCalls: readonly ToolCall[];
}

/** The events of a run, and what each handler receives. */
export interface ChatRunEvents {
  /** `__cutoff__` arrived: the thread's id, and whether it was already streaming. Again after each re-attach: the stream is back. */
  thread: (info: { chatId: string; isStreaming: boolean }) => void;
  /** A thread message was added or changed (after merging). */
  message: (message: ChatMessage) => void;
  /** A delta line: what it appends to the message of `id`. */
  delta: (delta: { id: string; content?: string; thinking?: string }) => void;
  /** A tool call started (`running`), then finished (`done` or `failed`). */
  'tool-call': (call: ToolCall) => void;
  /** The final answer arrived or changed. */
  answer: (message: ChatMessage) => void;
  /** The connection dropped; the run re-attaches through the same `messageId`. */
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

/** What a run needs from its client. */
export interface RunDriver {
  readonly messageId: string;
  /** The thread to send to, when known before the run starts (a follow-up, or attach). */
  readonly chatId: string | undefined;
  /** Opens the stream: the request with the thread's id once known; rejects with an `ApiError`. */
  open(chatId: string | undefined, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** Calls the abort endpoint for the thread. */
  abort(chatId: string): Promise<void>;
  /** Reconnection attempts after a drop, and the first delay (doubling). */
  readonly reconnect: { attempts: number; delayMs: number };
  /** The caller's signal: aborting it detaches. */
  readonly signal: AbortSignal | undefined;
  /** `error` without the credentials the requests carried, should the service have echoed one. */
  redact(error: ApiError): ApiError;
}

/** How long a `stop()` that came before the thread was named waits for its first line. */
const STOP_WAIT_MS = 10_000;

/** The names of a run's events: the keys of {@link ChatRunEvents}. */
const RUN_EVENTS: ReadonlySet<string> = new Set<keyof ChatRunEvents>(['thread', 'message', 'delta', 'tool-call', 'answer', 'reconnect', 'end', 'error']);

const isDone = (status: ChatRunStatus) => status === 'done' || status === 'aborted' || status === 'failed';

/**
 * The messages of one turn of a thread: those after the user message `messageId` (the user echo
 * carries the request's `messageId`, spec 2.5) up to the next user message. Without that echo,
 * the messages after the last user message. A run's answer and tool calls are its turn's: a
 * follow-up's `__state__` holds the earlier turns too.
 */
function turnOf(messages: readonly ChatMessage[], messageId: string): readonly ChatMessage[] {
  let start = messages.findIndex((message) => message.id === messageId);
  if (start === -1) for (start = messages.length - 1; start >= 0 && messages[start]!.role !== 'user'; start -= 1);
  let end = start + 1;
  while (end < messages.length && messages[end]!.role !== 'user') end += 1;
  return messages.slice(start + 1, end);
}

/** Whether two states of a message read the same: the same fields, with equal values (JSON-equal for objects). */
function sameMessage(one: ChatMessage | undefined, other: ChatMessage): boolean {
  if (one === other) return true;
  if (!one) return false;
  const keys = Object.keys(other);
  if (keys.length !== Object.keys(one).length) return false;
  return keys.every((key) => one[key] === other[key] || (typeof other[key] === 'object' && JSON.stringify(one[key]) === JSON.stringify(other[key])));
}

/** Whether the final answer changed in what a reader sees: another message, text or state. */
const answerChanged = (before: ChatMessage | undefined, after: ChatMessage) =>
  !before || before.id !== after.id || before.content !== after.content || before.thinking !== after.thinking || before.isInProcess !== after.isInProcess;

/** Starts a run: the request goes out at once. */
export function startRun(driver: RunDriver): ChatRun {
  const emitter = createNanoEvents<ChatRunEvents>();
  const lines: ChatStreamMessage[] = [];
  /** Iterators waiting for the next line or the end. */
  const waiting = new Set<() => void>();
  const controller = new AbortController();
  let status: ChatRunStatus = 'connecting';
  let chatId = driver.chatId;
  const thread = new ThreadBuilder();
  let answer: ChatMessage | undefined;
  let failure: ApiError | undefined;
  const calls = new Map<string, ToolCall>();
  let settled: ((result: ChatResult) => void) | undefined;
  let rejected: ((error: ApiError) => void) | undefined;
  const outcome = new Promise<ChatResult>((resolve, reject) => {
    settled = resolve;
    rejected = reject;
  });
  // A run nobody awaits must not report an unhandled rejection: its failure is also an event.
  outcome.catch(() => undefined);

  const wake = () => {
    // A copy: a resumed iterator removes itself from the set.
    if (waiting.size > 0) for (const resume of [...waiting]) resume();
  };
  /** Whether anyone listens to an event (nanoevents keeps its handlers in `events`). */
  const listened = (event: keyof ChatRunEvents): boolean => (emitter.events[event]?.length ?? 0) > 0;
  const snapshot = (final: 'done' | 'aborted'): ChatResult => ({
    chatId,
    messageId: driver.messageId,
    status: final,
    messages: thread.messages,
    answer,
    toolCalls: [...calls.values()],
  });
  /** Lets go of the caller's signal: a run that ended needs it no more (and must not be kept alive by it). */
  const release = () => driver.signal?.removeEventListener('abort', detach);
  const finish = (final: 'done' | 'aborted') => {
    if (isDone(status)) return;
    status = final;
    release();
    const result = snapshot(final);
    wake();
    settled!(result);
    emitter.emit('end', result);
  };
  const fail = (error: ApiError) => {
    if (isDone(status)) return;
    status = 'failed';
    failure = error;
    release();
    wake();
    rejected!(error);
    emitter.emit('error', error);
  };

  /**
   * Set by a `stop()` that came before `__cutoff__` named the thread: the run has ended, but its
   * stream is read on, quietly, until that line, so that the answer can be aborted at the service.
   */
  let threadWanted: ((thread: string | undefined) => void) | undefined;
  const wantThread = (thread: string | undefined) => {
    const resolve = threadWanted;
    threadWanted = undefined;
    resolve?.(thread);
  };

  /**
   * Tells an event of the stream, unless the run has ended: a handler may end it (`detach()`,
   * `stop()`) while a line is being told, and nothing comes after `end`.
   */
  const tell = <E extends keyof ChatRunEvents>(event: E, ...payload: Parameters<ChatRunEvents[E]>) => {
    if (!isDone(status)) emitter.emit(event, ...payload);
  };

  /** Takes one validated line: merges it and tells whoever listens. */
  const take = (line: ChatStreamMessage) => {
    if (isDone(status)) {
      // Stopped before the thread was known: only its name is wanted now, nothing is told.
      if (line.id === '__cutoff__' && typeof line.state?.chatId === 'string') {
        chatId = line.state.chatId;
        controller.abort();
        wantThread(chatId);
      }
      return;
    }
    lines.push(line);
    wake();
    if (line.id === '__cutoff__') {
      const state = line.state;
      if (typeof state?.chatId === 'string') {
        chatId = state.chatId;
        // Again on each re-attach: it says the stream is back (an app's "reconnected").
        tell('thread', { chatId, isStreaming: state.isStreaming === true });
      }
      return;
    }
    const before = answer;
    // What the message events have told, to tell what the authoritative thread changes (after
    // a reconnect, the stream's merge may have missed lines).
    const told = line.id === '__state__' && listened('message') ? thread.messages : undefined;
    const draft = thread.add(line);
    if (line.id === '__state__') {
      const messages = thread.messages;
      if (told) {
        const byId = new Map(told.map((message) => [message.id, message]));
        for (const message of messages) if (!sameMessage(byId.get(message.id), message)) tell('message', message);
      }
      const turn = turnOf(messages, driver.messageId);
      answer = finalAnswer(turn);
      for (const message of turn) noteToolCall(message);
      if (answer && answerChanged(before, answer)) tell('answer', answer);
      finish('done');
      return;
    }
    if (!draft) return;
    // Copies and event objects are made only for someone to receive them: a delta nobody
    // listens to costs its merge alone.
    if (line.isDelta && listened('delta'))
      tell('delta', { id: line.id, ...(line.content !== undefined && { content: line.content }), ...(line.thinking !== undefined && { thinking: line.thinking }) });
    if (listened('message')) tell('message', thread.message(line.id)!);
    if (draft.toolCall) noteToolCall(thread.message(line.id)!);
    // Only a final-answer message can change the final answer: no scan of the thread per delta.
    if (draft.graphPath?.[0] === 'final' || (before && before.id === line.id)) answer = finalAnswer(turnOf(thread.messages, driver.messageId));
    if (answer && answer.isInProcess !== true && answerChanged(before, answer)) tell('answer', answer);
  };

  /** Tells a tool call's start, then its end, once each (a re-attached stream repeats lines). */
  const noteToolCall = (message: ChatMessage) => {
    const call = toolCallOf(message);
    if (!call) return;
    const known = calls.get(call.id);
    if (known && known.status === call.status) return;
    calls.set(call.id, call);
    tell('tool-call', call);
  };

  /** Waits `ms` before a reconnect, or less when the run is stopped meanwhile (the caller checks). */
  const pause = (ms: number) => sleep(ms, controller.signal).catch(() => undefined);

  const drive = async () => {
    try {
      await read();
    } finally {
      // However the reading ended, a stop() waiting for the thread's name gets no more.
      wantThread(undefined);
    }
  };
  const read = async () => {
    /** The reconnects since the stream last made progress: each drop starts the count over once a re-attached stream brings a message. */
    let attempt = 0;
    for (;;) {
      try {
        const body = await driver.open(chatId, controller.signal);
        if (controller.signal.aborted) return;
        if (!isDone(status)) status = 'streaming';
        for await (const line of readChatStream(body)) {
          if (controller.signal.aborted) return;
          // After a reconnect, a line that changes the thread is progress: the next drop gets the
          // whole budget again, from the first delay. One that repeats what the thread holds is
          // none — else a service re-sending the same line, then dropping, is re-sent to for ever.
          const before = attempt !== 0 && !isSpecialId(line.id) ? (thread.message(line.id) ?? null) : undefined;
          take(line);
          if (isDone(status) && !threadWanted) return;
          const after = before === undefined ? undefined : thread.message(line.id);
          if (after && !sameMessage(before ?? undefined, after)) attempt = 0;
        }
        if (controller.signal.aborted) return;
        throw new ApiError('NETWORK', 'The chat stream ended before its final state');
      } catch (caught) {
        if (controller.signal.aborted || isDone(status)) return;
        const error = driver.redact(caught instanceof ApiError ? caught : new ApiError('NETWORK', 'The chat stream failed', { cause: caught }));
        // Only a dropped connection is retried — and a re-attach the service failed for a while
        // (5xx, 429) — and only once the thread is known: re-sending before that could start a
        // second thread.
        const retried = error.code === 'NETWORK' || (status === 'reconnecting' && error.retryable);
        if (!retried || chatId === undefined || attempt >= driver.reconnect.attempts) {
          fail(
            chatId === undefined && error.code === 'NETWORK'
              ? new ApiError('NETWORK', `${error.message} (before the thread was known, so it was not re-sent)`, { cause: error.cause ?? error })
              : error,
          );
          return;
        }
        attempt += 1;
        status = 'reconnecting';
        emitter.emit('reconnect', { attempt, cause: error });
        await pause(driver.reconnect.delayMs * 2 ** (attempt - 1));
        if (controller.signal.aborted) return;
      }
    }
  };

  const detach = () => {
    if (isDone(status)) return;
    controller.abort();
    finish('aborted');
  };
  if (driver.signal) {
    if (driver.signal.aborted) queueMicrotask(detach);
    else driver.signal.addEventListener('abort', detach, { once: true });
  }
  void drive();

  return {
    messageId: driver.messageId,
    get chatId() {
      return chatId;
    },
    get status() {
      return status;
    },
    get messages() {
      return thread.messages;
    },
    get answer() {
      return answer;
    },
    on(event, handler) {
      if (!RUN_EVENTS.has(event)) refuse('INVALID_OPTIONS', 'event', `one of ${[...RUN_EVENTS].join(', ')}`, event);
      if (typeof handler !== 'function') refuse('INVALID_OPTIONS', 'handler', 'a function', handler);
      // Each handler on its own: one that throws neither stops the others nor reaches the
      // reading loop (where it would pass for a dropped connection and re-send the request);
      // guard reports its error (see src/internal/guard.ts).
      const isolated = (payload: unknown) => guard(handler as (payload: unknown) => void, payload);
      return emitter.on(event, isolated as ChatRunEvents[typeof event]);
    },
    result: () => outcome,
    detach,
    async stop() {
      // A run that has ended has nothing to stop: the thread's next answer is another run's.
      if (isDone(status)) return;
      let thread = chatId;
      if (thread === undefined) {
        // The request is out but its first line, which names the thread, has not come: the run
        // ends now, and its stream is read on until that line — else the answer would go on at
        // the service, and the thread stay busy for the next question.
        const named = new Promise<string | undefined>((resolve) => (threadWanted = resolve));
        finish('aborted');
        // Not for ever: a service that sends nothing is let go, as detach() would at once.
        const waited = new AbortController();
        sleep(STOP_WAIT_MS, waited.signal).then(
          () => {
            controller.abort();
            wantThread(undefined);
          },
          () => undefined,
        );
        thread = await named;
        waited.abort();
      } else detach();
      if (thread !== undefined) await driver.abort(thread);
    },
    [Symbol.asyncIterator](): AsyncIterator<ChatStreamMessage> {
      let index = 0;
      let closed = false;
      return {
        next: () =>
          new Promise<IteratorResult<ChatStreamMessage>>((resolve, reject) => {
            const step = () => {
              if (closed) {
                waiting.delete(step);
                resolve({ value: undefined, done: true });
              } else if (index < lines.length) {
                waiting.delete(step);
                resolve({ value: lines[index++]!, done: false });
              } else if (failure) {
                waiting.delete(step);
                reject(failure);
              } else if (isDone(status)) {
                waiting.delete(step);
                resolve({ value: undefined, done: true });
              } else waiting.add(step);
            };
            step();
          }),
        // Breaking out of a loop stops this iteration only: the run goes on for its events.
        return: async () => {
          closed = true;
          return { value: undefined, done: true };
        },
      };
    },
  };
}
