/**
 * `ChatRun`: one answer being streamed — an async iterable of its validated lines, an event
 * emitter, and the merged thread so far. It reads the stream; merges by message id; re-sends the
 * same request when the answer is cut off (a dropped connection, a timeout, a suspension), as
 * long as that makes progress; and ends on the final state or on `__aborted__` (after reading on
 * for the usage frame that follows either), or on the caller's word.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { backoffDelay } from '../http/backoff.js';
import type { Timing } from '../http/timing.js';
import { cutoffOf } from './frames.js';
import { LineQueue } from './line-queue.js';
import { SPECIAL_ID } from './rules.js';
import { checkSubscription, RunEvents } from './run-events.js';
import { RunLines, type StreamEnd } from './run-lines.js';
import { isOver } from './run-status.js';
import type { ChatResult, ChatRun, ChatRunEvents, ChatRunStatus } from './run-types.js';
import { parseLine } from './stream.js';
import type { ChatMessage, ChatStreamMessage, ChatUsage } from './types.js';

export type { ChatResult, ChatRun, ChatRunEvents, ChatRunStatus } from './run-types.js';

/** What a run needs from its client. */
export interface RunDriver {
  readonly messageId: string;
  /** The thread to send to, when known before the run starts (a follow-up, or attach). */
  readonly chatId: string | undefined;
  /**
   * Sends the request — naming the thread once known — and resolves with its lines once the
   * response came, a chunk's worth at a time, as text; fails with an `ApiError`.
   */
  open(chatId: string | undefined, signal: AbortSignal): Promise<AsyncIterable<readonly string[]>>;
  /** A failure of reading the lines as an `ApiError`, without the credentials the request carried. */
  redact(error: unknown): ApiError;
  /** Calls the abort endpoint for the thread. */
  abort(chatId: string): Promise<void>;
  /** Re-sends in a row without progress, and the first delay (doubling, with jitter). */
  readonly reconnect: { readonly attempts: number; readonly delayMs: number };
  /** The clock, random source and sleep of the waits: between re-sends (`backoffDelay`), for a stopped run's thread, for the usage frame. */
  readonly timing: Timing;
  /** The caller's signal: aborting it detaches. */
  readonly signal: AbortSignal | undefined;
  /** Told once, when the run ends (the client forgets it). */
  ended(run: Run): void;
}

/** How long a `stop()` that came before the thread was named waits for its first line. */
const STOP_WAIT_MS = 10_000;

/** How long a run reads on after its final state, `__aborted__` or `__suspended__` for the usage frame, which follows each. */
export const TAIL_MS = 2_000;

/** The most re-sends of one run, progress or not: a service that drops every answer after a little progress is given up on. */
export const MAX_RESENDS = 50;

/** The longest wait between two re-sends. */
const MAX_RESEND_DELAY_MS = 30_000;

/** Whether a run of this status has ended. */

/**
 * A run: see {@link ChatRun}. Its steps are named after what they take: a stream, a line, an
 * end; a line's own steps — by what it is — are {@link RunLines}'.
 */
export class Run implements ChatRun {
  readonly messageId: string;
  readonly #driver: RunDriver;
  readonly #events = new RunEvents(() => isOver(this.#runStatus));
  /** Ends everything the run does: its requests, its waits. */
  readonly #controller = new AbortController();
  readonly #lines: RunLines;
  readonly #iterations = new Set<LineQueue>();
  readonly #outcome: Promise<ChatResult>;
  #settle!: (result: ChatResult) => void;
  #reject!: (error: ApiError) => void;
  #runStatus: ChatRunStatus = 'connecting';
  #failure: ApiError | undefined;
  /** Whether the request was sent again: its stream may repeat lines. */
  #resent = false;
  /** Set by a `stop()` that came before `__cutoff__` named the thread (see {@link Run.stop}). */
  #threadWanted: ((thread: string | undefined) => void) | undefined;

  constructor(driver: RunDriver) {
    this.#driver = driver;
    this.messageId = driver.messageId;
    this.#lines = new RunLines(driver.messageId, driver.chatId, this.#events);
    this.#outcome = new Promise<ChatResult>((resolve, reject) => {
      this.#settle = resolve;
      this.#reject = reject;
    });
    // A run nobody awaits must not report an unhandled rejection: its failure is also an event.
    this.#outcome.catch(() => undefined);
    const { signal } = driver;
    if (signal?.aborted) queueMicrotask(this.#detachNow);
    else signal?.addEventListener('abort', this.#detachNow, { once: true });
    void this.#drive();
  }

  get chatId(): string | undefined {
    return this.#lines.chatId;
  }

  get status(): ChatRunStatus {
    return this.#runStatus;
  }

  get messages(): readonly ChatMessage[] {
    return this.#lines.thread.messages;
  }

  get answer(): ChatMessage | undefined {
    return this.#lines.answer;
  }

  get usage(): ChatUsage | undefined {
    return this.#lines.usage;
  }

  on<E extends keyof ChatRunEvents>(event: E, handler: ChatRunEvents[E]): () => void {
    // Checked before the run is read: the refusal is the same however `on` is called.
    checkSubscription(event, handler);
    return this.#events.on(event, handler);
  }

  result(): Promise<ChatResult> {
    return this.#outcome;
  }

  detach(): void {
    this.#detachNow();
  }

  async stop(): Promise<void> {
    // A run that has ended has nothing to stop: the thread's next answer is another run's.
    if (isOver(this.#runStatus)) return;
    let thread = this.#lines.chatId;
    if (thread === undefined) {
      // The request is out but its first line, which names the thread, has not come: the run
      // ends now, and its stream is read on until that line — else the answer would go on at
      // the service, and the thread stay busy for the next question.
      const named = new Promise<string | undefined>((resolve) => (this.#threadWanted = resolve));
      this.#finish('aborted', 'client');
      // Not for ever: a service that sends nothing is let go, as detach() would at once.
      const waited = new AbortController();
      this.#driver.timing.sleep(STOP_WAIT_MS, waited.signal).then(
        () => {
          this.#controller.abort();
          this.#wantThread(undefined);
        },
        () => undefined,
      );
      thread = await named;
      waited.abort();
    } else this.#detachNow();
    if (thread !== undefined) await this.#driver.abort(thread);
  }

  /** Ends the run as aborted by this client: its `abort()` stopped the thread's answer (the same end as a detach). */
  abortedByClient(): void {
    this.#detachNow();
  }

  /**
   * An iteration of the lines that arrive from now on, each validated, as sent (special lines
   * included, and lines a re-sent stream repeats). Start it before the first line arrives —
   * right after `send()` — to see them all: the run keeps no line for later iterations.
   */
  [Symbol.asyncIterator](): AsyncIterator<ChatStreamMessage> {
    const queue = new LineQueue((closed) => this.#iterations.delete(closed));
    if (this.#failure) queue.end(this.#failure);
    else if (isOver(this.#runStatus)) queue.end(true);
    else this.#iterations.add(queue);
    return queue;
  }

  readonly #detachNow = (): void => {
    if (isOver(this.#runStatus)) return;
    this.#controller.abort();
    this.#finish('aborted', 'client');
  };

  // ---- Reading --------------------------------------------------------------------------------

  /** Reads streams until the answer ends: re-sends while an answer is cut off and the budget allows. */
  async #drive(): Promise<void> {
    try {
      /** Re-sends in a row whose stream brought nothing new, and in all. */
      let inARow = 0;
      let resends = 0;
      for (;;) {
        const end = await this.#readStream();
        if (this.#controller.signal.aborted || isOver(this.#runStatus)) return;
        if (end.kind === 'state') return this.#finish('done');
        if (end.kind === 'aborted') return this.#finish('aborted', 'service');
        if (end.kind === 'left') return;
        if (this.#lines.progress) inARow = 0;
        const cause = end.error;
        const refusal = this.#resendRefusal(cause, end.kind === 'suspended', inARow, resends);
        if (refusal) return this.#fail(refusal);
        inARow += 1;
        resends += 1;
        this.#resent = true;
        this.#runStatus = 'reconnecting';
        this.#events.emit('reconnect', { attempt: inARow, cause });
        const { timing, reconnect } = this.#driver;
        await timing
          .sleep(backoffDelay(inARow, reconnect.delayMs, MAX_RESEND_DELAY_MS, timing.random()), this.#controller.signal)
          .catch(() => undefined);
        if (this.#controller.signal.aborted) return;
      }
    } catch (error) {
      this.#fail(error instanceof ApiError ? error : new ApiError('NETWORK', 'The chat run failed', { cause: error }));
    } finally {
      // However the reading ended, a stop() waiting for the thread's name gets no more.
      this.#wantThread(undefined);
    }
  }

  /**
   * Why an answer cut off by `cause` is not re-sent, as the error the run fails with; undefined
   * when it is. Re-sent: a dropped connection or a timeout, a suspension, and — once re-sending —
   * a service failing for a while (5xx, 429); only once the thread is known (re-sending before
   * could start a second thread), and within the budget.
   */
  #resendRefusal(cause: ApiError, suspended: boolean, inARow: number, resends: number): ApiError | undefined {
    const retried =
      suspended ||
      cause.code === 'NETWORK' ||
      cause.code === 'TIMEOUT' ||
      (this.#runStatus === 'reconnecting' && cause.retryable);
    if (!retried) return cause;
    if (this.#lines.chatId === undefined) {
      return new ApiError(cause.code, `${cause.message} (before the thread was known, so it was not re-sent)`, {
        cause: cause.cause ?? cause,
      });
    }
    const { attempts } = this.#driver.reconnect;
    if (inARow < attempts && resends < MAX_RESENDS) return undefined;
    const budget =
      resends >= MAX_RESENDS
        ? `${MAX_RESENDS} re-sends in all`
        : `${attempts} re-sends in a row without progress (reconnect.attempts)`;
    if (!suspended)
      return new ApiError(cause.code, `${cause.message} (given up after ${budget})`, {
        cause: cause.cause ?? cause,
        status: cause.status,
        body: cause.body,
      });
    return cause;
  }

  /** Sends the request (again) and reads its stream to its end. */
  async #readStream(): Promise<StreamEnd> {
    const attempt = new AbortController();
    const onRunAbort = () => attempt.abort();
    this.#controller.signal.addEventListener('abort', onRunAbort, { once: true });
    this.#lines.streamBegins(this.#resent);
    /** Ends the wait for the usage frame, once it has begun. */
    let tail: AbortController | undefined;
    try {
      // A chunk's lines at a time, each parsed as it is taken: one wait per chunk, not per line.
      reading: for await (const lines of await this.#driver.open(this.#lines.chatId, attempt.signal)) {
        if (this.#runStatus === 'connecting' || this.#runStatus === 'reconnecting') this.#runStatus = 'streaming';
        for (const text of lines) {
          const line = parseLine(text);
          this.#take(line);
          if (isOver(this.#runStatus) && !this.#threadWanted) return { kind: 'left' };
          if (line.id === SPECIAL_ID.usage) break reading;
          // The answer is whole, or stopped: only the usage frame may follow, and it is not waited for long.
          if (this.#lines.terminal && tail === undefined) {
            tail = new AbortController();
            this.#driver.timing.sleep(TAIL_MS, tail.signal).then(
              () => attempt.abort(),
              () => undefined,
            );
          }
        }
      }
      return this.#lines.endOf(new ApiError('NETWORK', 'The chat stream ended before its final state'));
    } catch (caught) {
      if (isOver(this.#runStatus) && !this.#threadWanted) return { kind: 'left' };
      return this.#lines.endOf(this.#driver.redact(caught));
    } finally {
      tail?.abort();
      this.#controller.signal.removeEventListener('abort', onRunAbort);
    }
  }

  /** Takes one validated line: to every iteration, then to its step (see {@link RunLines.take}). */
  #take(line: ChatStreamMessage): void {
    if (isOver(this.#runStatus)) {
      // Stopped before the thread was known: only its name is wanted now, nothing is told.
      const { chatId } = line.id === SPECIAL_ID.cutoff ? cutoffOf(line) : { chatId: undefined };
      if (chatId !== undefined) {
        this.#lines.chatId = chatId;
        this.#controller.abort();
        this.#wantThread(chatId);
      }
      return;
    }
    for (const queue of this.#iterations) queue.push(line);
    this.#lines.take(line);
  }

  // ---- Ending ---------------------------------------------------------------------------------

  #finish(status: 'done' | 'aborted', abortedBy?: 'client' | 'service'): void {
    if (isOver(this.#runStatus)) return;
    this.#runStatus = status;
    const result: ChatResult = {
      chatId: this.#lines.chatId,
      messageId: this.messageId,
      status,
      ...(abortedBy && { abortedBy }),
      ...(abortedBy === 'service' && this.#lines.abortReason !== undefined && { reason: this.#lines.abortReason }),
      messages: this.#lines.thread.messages,
      answer: this.#lines.answer,
      toolCalls: [...this.#lines.calls.values()],
      usage: this.#lines.usage,
    };
    for (const queue of this.#iterations) queue.end(true);
    this.#release();
    this.#settle(result);
    this.#events.emit('end', result);
  }

  #fail(error: ApiError): void {
    if (isOver(this.#runStatus)) return;
    this.#runStatus = 'failed';
    this.#failure = error;
    for (const queue of this.#iterations) queue.end(error);
    this.#release();
    this.#reject(error);
    this.#events.emit('error', error);
  }

  /** Lets go of what an ended run needs no more: the caller's signal (which must not keep it alive), its client's record of it. */
  #release(): void {
    this.#driver.signal?.removeEventListener('abort', this.#detachNow);
    this.#iterations.clear();
    this.#driver.ended(this);
  }

  #wantThread(thread: string | undefined): void {
    const resolve = this.#threadWanted;
    this.#threadWanted = undefined;
    resolve?.(thread);
  }
}
