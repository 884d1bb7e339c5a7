/**
 * The stream writer of the fake chat service: one answer streamed to its clients, line by line
 * — each line numbered with the thread's next `sort` and merged into the thread as it goes out —
 * held, suspended, aborted or finished on request, and re-sent to a client that comes back (an
 * attach by `messageId`, a resume). It writes to {@link LineSink}s: the HTTP adapter's are
 * NDJSON responses, a unit test's an array.
 *
 * @module
 */

import { SPECIAL_ID } from '../../chat/rules.js';
import type { FakeChatMessage, PlannedLine } from './chat-answer.js';
import { type FakeChatStateShape, usageLine, usageOf } from './chat-state.js';
import { type ServiceThread, sortedCopies } from './chat-thread.js';

/** Where the lines of one stream go: a client's response, or a test's array. */
export interface LineSink {
  /** Sends one line (an object, sent as JSON). */
  write(line: unknown): void;
  /** Ends the stream after the lines sent. */
  end(): void;
  /** Calls `listener` once, when the client is gone (or the stream ended). */
  onGone(listener: () => void): void;
}

/** A pause of an answer once its first client has been sent `after` lines, until released. */
export interface Hold {
  readonly after: number;
  /** Resolves once the answer is paused. */
  readonly reached: Promise<void>;
  readonly reach: () => void;
  readonly released: Promise<void>;
  readonly release: () => void;
}

/** A hold, ready to be given to the next answer. */
export function createHold(after: number): Hold {
  let reach!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { after, reached, reach, released, release };
}

/** What every stream of one service shares. */
export interface StreamContext {
  /** Resolves `true` after the pause between two lines, `false` when the service closes first. */
  readonly pause: () => Promise<boolean>;
  /** Whether a stream ends with the `__usage__` frame. */
  readonly withUsage: boolean;
  /** The shape of `__state__`'s messages. */
  readonly stateShape: FakeChatStateShape;
}

/** How an answer ends: with `__state__`, with `__aborted__`, or failed (its error line sent already). */
export type AnswerEnd = 'done' | 'aborted' | 'error';

const ABORTED_FRAME = { id: SPECIAL_ID.aborted, type: 'abort', code: 'chat_aborted', error: 'The answer was aborted' };

/** Ends a stream: `last` (if any), the usage of what it was sent (with usage on), the end. */
export function endStream(
  sink: LineSink,
  context: StreamContext,
  last: unknown,
  streamed: readonly FakeChatMessage[] = [],
  input?: string,
): void {
  if (last !== undefined) sink.write(last);
  if (context.withUsage) sink.write(usageLine(usageOf(streamed, input)));
  sink.end();
}

/** What starts an answer: its thread, its message, its lines, and the misbehaviour asked for. */
export interface AnswerStart {
  readonly thread: ServiceThread<AnswerStream>;
  readonly messageId: string;
  readonly input: string;
  readonly lines: readonly PlannedLine[];
  readonly hold?: Hold | undefined;
  /** Suspends the answer once its first client has been sent this many lines. */
  readonly suspendAfter?: number | undefined;
  /** With `suspendAfterLines`: every stream is suspended after that many lines, a resumed one too. */
  readonly suspendEvery?: number | undefined;
}

/** One answer, streaming to its clients. */
export class AnswerStream {
  readonly thread: ServiceThread<AnswerStream>;
  readonly messageId: string;
  readonly input: string;
  #lines: readonly PlannedLine[];
  /** The index in the lines of the next one to send. */
  #next = 0;
  #emitted = 0;
  /** The messages sent to this request's clients (since a resume), for its usage. */
  #streamed: FakeChatMessage[] = [];
  readonly #sinks = new Set<LineSink>();
  #finished = false;
  #hold: Hold | undefined;
  #suspendAfter: number | undefined;
  readonly #suspendEvery: number | undefined;
  readonly #context: StreamContext;

  constructor(start: AnswerStart, context: StreamContext) {
    this.thread = start.thread;
    this.messageId = start.messageId;
    this.input = start.input;
    this.#lines = start.lines;
    this.#hold = start.hold;
    this.#suspendAfter = start.suspendAfter;
    this.#suspendEvery = start.suspendEvery;
    this.#context = context;
  }

  /** Whether the answer is over (finished, aborted, failed, or ended by its service). */
  get finished(): boolean {
    return this.#finished;
  }

  /** Starts the answer for its first client: `__cutoff__`, then its lines as they come. */
  start(sink: LineSink): void {
    this.thread.active = this;
    sink.write(this.thread.cutoff(false));
    this.#attach(sink);
    void this.#run();
  }

  /** Attaches another client to the running answer: `__cutoff__`, then the rest of it (spec 4.2). */
  join(sink: LineSink): void {
    sink.write(this.thread.cutoff(true));
    this.#attach(sink);
  }

  /**
   * Resumes the suspended answer for `sink`: `__cutoff__`, the turn as streamed so far (one
   * line per message), then the rest of the answer.
   */
  resume(sink: LineSink): void {
    const { thread } = this;
    thread.suspended = undefined;
    thread.active = this;
    this.#streamed = [];
    if (this.#suspendEvery !== undefined) this.#suspendAfter = this.#emitted + this.#suspendEvery;
    sink.write(thread.cutoff(true));
    const echo = thread.messages.find((message) => message.id === this.messageId);
    for (const message of sortedCopies(thread.messages))
      if (echo && message.sort >= echo.sort) sink.write({ ...message, isDelta: false });
    this.#attach(sink);
    void this.#run();
  }

  /**
   * Ends the answer: the thread is idle again; its clients get `__state__` (`done`) or
   * `__aborted__` (`aborted`), then `__usage__`, and the end. A failed answer (`error`) has
   * told its clients already.
   */
  finish(end: AnswerEnd): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#hold?.release();
    const { thread } = this;
    if (thread.active === this) thread.active = undefined;
    // What was still being written stays as it is, no longer in process.
    if (end !== 'done') thread.settle();
    if (end === 'error') return;
    const last = end === 'done' ? thread.stateLine(this.#context.stateShape) : ABORTED_FRAME;
    for (const sink of this.#sinks) this.#end(sink, last);
  }

  /** Stops the answer without a word to its clients: its service is closing, or its turn is dropped. */
  stop(): void {
    this.#finished = true;
    this.#hold?.release();
  }

  #attach(sink: LineSink): void {
    this.#sinks.add(sink);
    sink.onGone(() => this.#sinks.delete(sink));
  }

  #end(sink: LineSink, last: unknown): void {
    endStream(sink, this.#context, last, this.#streamed, this.input);
  }

  async #run(): Promise<void> {
    while (this.#next < this.#lines.length) {
      const hold = this.#hold;
      // The first client has been sent `__cutoff__` and every line emitted so far.
      if (hold && 1 + this.#emitted >= hold.after) {
        hold.reach();
        await hold.released;
        this.#hold = undefined;
      }
      if (this.#finished || !(await this.#context.pause()) || this.#finished) return;
      if (this.#suspendAfter !== undefined && 1 + this.#emitted >= this.#suspendAfter) return this.#suspend();
      this.#emit(this.#lines[this.#next++]!);
      if (this.#finished) return;
    }
    this.finish('done');
  }

  #emit(line: PlannedLine): void {
    if ('error' in line) {
      for (const sink of this.#sinks) this.#end(sink, { error: line.error });
      this.finish('error');
      return;
    }
    const message = { ...line.message, sort: this.thread.takeSort() } as FakeChatMessage;
    this.#emitted += 1;
    this.#streamed.push(message);
    this.thread.merge(message);
    for (const sink of this.#sinks) sink.write(message);
  }

  /**
   * Suspends the answer, as a restart of the service does: its clients get `__suspended__` (and
   * `__usage__`) and the end; the thread keeps the answer to resume (see {@link AnswerStream.resume}).
   */
  #suspend(): void {
    this.#suspendAfter = undefined;
    const { thread } = this;
    thread.active = undefined;
    thread.suspended = this;
    const frame = {
      id: SPECIAL_ID.suspended,
      type: 'suspend',
      code: 'chat_suspended',
      retryable: true,
      messageId: this.messageId,
      error: 'The server restarted before the agent finished responding; retry the same request to resume',
    };
    for (const sink of this.#sinks) this.#end(sink, frame);
    this.#sinks.clear();
  }
}
