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

import { createNanoEvents } from 'nanoevents';
import { ApiError } from '../http/api-error.js';
import { backoffDelay } from '../http/backoff.js';
import { refuseApiOption } from '../http/refuse.js';
import type { Timing } from '../http/timing.js';
import { guard } from '../internal/guard.js';
import { finalAnswer, isFinalAnswer, toolCallOf } from './answer.js';
import { addUsage, cutoffOf, reasonOf, usageOf } from './frames.js';
import { LineQueue } from './line-queue.js';
import { SPECIAL_ID, SUSPENSION_LIFETIME } from './rules.js';
import { SortlessDeltas } from './sortless-deltas.js';
import { parseLine } from './stream.js';
import { ThreadBuilder } from './thread-builder.js';
import { answerChanged, turnOf } from './turn.js';
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

/** The names of a run's events: the keys of {@link ChatRunEvents}. */
const RUN_EVENTS: ReadonlySet<string> = new Set<keyof ChatRunEvents>(['thread', 'message', 'delta', 'tool-call', 'answer', 'usage', 'suspended', 'reconnect', 'end', 'error']);

/** How one request's stream ended. */
type StreamEnd =
  /** The final state came (and the usage, or the tail's end). */
  | { kind: 'state' }
  /** `__aborted__`: the answer was stopped at the service. */
  | { kind: 'aborted' }
  /** `__suspended__`: the answer waits to be resumed. */
  | { kind: 'suspended'; error: ApiError }
  /** Cut off before its end, or failed. */
  | { kind: 'failed'; error: ApiError }
  /** The run ended meanwhile (detached, stopped). */
  | { kind: 'left' };

/** Where a message sorts: by `sort`, after every sorted message when it has none. */
const sortOf = (message: ChatMessage): number => message.sort ?? Number.POSITIVE_INFINITY;

const isOver = (status: ChatRunStatus) => status === 'done' || status === 'aborted' || status === 'failed';

/** A run: see {@link ChatRun}. Its steps are named after what they take: a stream, a line, a frame, an end. */
export class Run implements ChatRun {
  readonly messageId: string;
  private readonly driver: RunDriver;
  private readonly emitter = createNanoEvents<ChatRunEvents>();
  /** Ends everything the run does: its requests, its waits. */
  private readonly controller = new AbortController();
  private readonly thread = new ThreadBuilder();
  private readonly calls = new Map<string, ToolCall>();
  private readonly iterations = new Set<LineQueue>();
  private readonly outcome: Promise<ChatResult>;
  private settle!: (result: ChatResult) => void;
  private reject!: (error: ApiError) => void;
  private runStatus: ChatRunStatus = 'connecting';
  private failure: ApiError | undefined;
  private threadId: string | undefined;
  private currentAnswer: ChatMessage | undefined;
  private usageSoFar: ChatUsage | undefined;
  /** Whether the stream being read brought something new: a message or `sort` the run did not have, or the final state. */
  private progress = false;
  /** The highest `sort` seen: a line above it is new. */
  private highestSort = Number.NEGATIVE_INFINITY;
  /** Whether the request was sent again: its stream may repeat lines. */
  private resent = false;
  /** The deltas without `sort` taken, to tell a re-sent stream's repeats of them. */
  private readonly sortless = new SortlessDeltas();
  /** The stream being read ended its answer: the final state, `__aborted__`, `__suspended__`. */
  private terminal: 'state' | 'aborted' | 'suspended' | undefined;
  /** The `__suspended__` frame of the stream being read. */
  private suspension: ApiError | undefined;
  /** The `error` text of the `__aborted__` frame, if it gave one. */
  private abortReason: string | undefined;
  /** Set by a `stop()` that came before `__cutoff__` named the thread (see {@link Run.stop}). */
  private threadWanted: ((thread: string | undefined) => void) | undefined;

  constructor(driver: RunDriver) {
    this.driver = driver;
    this.messageId = driver.messageId;
    this.threadId = driver.chatId;
    this.outcome = new Promise<ChatResult>((resolve, reject) => {
      this.settle = resolve;
      this.reject = reject;
    });
    // A run nobody awaits must not report an unhandled rejection: its failure is also an event.
    this.outcome.catch(() => undefined);
    const { signal } = driver;
    if (signal?.aborted) queueMicrotask(this.detachNow);
    else signal?.addEventListener('abort', this.detachNow, { once: true });
    void this.drive();
  }

  get chatId(): string | undefined {
    return this.threadId;
  }

  get status(): ChatRunStatus {
    return this.runStatus;
  }

  get messages(): readonly ChatMessage[] {
    return this.thread.messages;
  }

  get answer(): ChatMessage | undefined {
    return this.currentAnswer;
  }

  get usage(): ChatUsage | undefined {
    return this.usageSoFar;
  }

  on<E extends keyof ChatRunEvents>(event: E, handler: ChatRunEvents[E]): () => void {
    if (!RUN_EVENTS.has(event)) refuseApiOption('event', `one of ${[...RUN_EVENTS].join(', ')}`, event);
    if (typeof handler !== 'function') refuseApiOption('handler', 'a function', handler);
    // Each handler on its own: one that throws neither stops the others nor reaches the
    // reading loop (where it would pass for a dropped connection and re-send the request);
    // guard reports its error (see src/internal/guard.ts).
    const isolated = (payload: unknown) => guard(handler as (payload: unknown) => void, payload);
    return this.emitter.on(event, isolated as ChatRunEvents[E]);
  }

  result(): Promise<ChatResult> {
    return this.outcome;
  }

  detach(): void {
    this.detachNow();
  }

  async stop(): Promise<void> {
    // A run that has ended has nothing to stop: the thread's next answer is another run's.
    if (isOver(this.runStatus)) return;
    let thread = this.threadId;
    if (thread === undefined) {
      // The request is out but its first line, which names the thread, has not come: the run
      // ends now, and its stream is read on until that line — else the answer would go on at
      // the service, and the thread stay busy for the next question.
      const named = new Promise<string | undefined>((resolve) => (this.threadWanted = resolve));
      this.finish('aborted', 'client');
      // Not for ever: a service that sends nothing is let go, as detach() would at once.
      const waited = new AbortController();
      this.driver.timing.sleep(STOP_WAIT_MS, waited.signal).then(
        () => {
          this.controller.abort();
          this.wantThread(undefined);
        },
        () => undefined,
      );
      thread = await named;
      waited.abort();
    } else this.detachNow();
    if (thread !== undefined) await this.driver.abort(thread);
  }

  /** Ends the run as aborted by this client: its `abort()` stopped the thread's answer (the same end as a detach). */
  abortedByClient(): void {
    this.detachNow();
  }

  /**
   * An iteration of the lines that arrive from now on, each validated, as sent (special lines
   * included, and lines a re-sent stream repeats). Start it before the first line arrives —
   * right after `send()` — to see them all: the run keeps no line for later iterations.
   */
  [Symbol.asyncIterator](): AsyncIterator<ChatStreamMessage> {
    const queue = new LineQueue((closed) => this.iterations.delete(closed));
    if (this.failure) queue.end(this.failure);
    else if (isOver(this.runStatus)) queue.end(true);
    else this.iterations.add(queue);
    return queue;
  }

  private readonly detachNow = (): void => {
    if (isOver(this.runStatus)) return;
    this.controller.abort();
    this.finish('aborted', 'client');
  };

  // ---- Reading --------------------------------------------------------------------------------

  /** Reads streams until the answer ends: re-sends while an answer is cut off and the budget allows. */
  private async drive(): Promise<void> {
    try {
      /** Re-sends in a row whose stream brought nothing new, and in all. */
      let inARow = 0;
      let resends = 0;
      for (;;) {
        const end = await this.readStream();
        if (this.controller.signal.aborted || isOver(this.runStatus)) return;
        if (end.kind === 'state') return this.finish('done');
        if (end.kind === 'aborted') return this.finish('aborted', 'service');
        if (end.kind === 'left') return;
        if (this.progress) inARow = 0;
        const cause = end.error;
        const refusal = this.resendRefusal(cause, end.kind === 'suspended', inARow, resends);
        if (refusal) return this.fail(refusal);
        inARow += 1;
        resends += 1;
        this.resent = true;
        this.runStatus = 'reconnecting';
        this.emitter.emit('reconnect', { attempt: inARow, cause });
        const { timing, reconnect } = this.driver;
        await timing.sleep(backoffDelay(inARow, reconnect.delayMs, MAX_RESEND_DELAY_MS, timing.random()), this.controller.signal).catch(() => undefined);
        if (this.controller.signal.aborted) return;
      }
    } catch (error) {
      this.fail(error instanceof ApiError ? error : new ApiError('NETWORK', 'The chat run failed', { cause: error }));
    } finally {
      // However the reading ended, a stop() waiting for the thread's name gets no more.
      this.wantThread(undefined);
    }
  }

  /**
   * Why an answer cut off by `cause` is not re-sent, as the error the run fails with; undefined
   * when it is. Re-sent: a dropped connection or a timeout, a suspension, and — once re-sending —
   * a service failing for a while (5xx, 429); only once the thread is known (re-sending before
   * could start a second thread), and within the budget.
   */
  private resendRefusal(cause: ApiError, suspended: boolean, inARow: number, resends: number): ApiError | undefined {
    const retried = suspended || cause.code === 'NETWORK' || cause.code === 'TIMEOUT' || (this.runStatus === 'reconnecting' && cause.retryable);
    if (!retried) return cause;
    if (this.threadId === undefined) {
      return new ApiError(cause.code, `${cause.message} (before the thread was known, so it was not re-sent)`, { cause: cause.cause ?? cause });
    }
    const { attempts } = this.driver.reconnect;
    if (inARow < attempts && resends < MAX_RESENDS) return undefined;
    const budget = resends >= MAX_RESENDS ? `${MAX_RESENDS} re-sends in all` : `${attempts} re-sends in a row without progress (reconnect.attempts)`;
    if (!suspended) return new ApiError(cause.code, `${cause.message} (given up after ${budget})`, { cause: cause.cause ?? cause, status: cause.status, body: cause.body });
    return cause;
  }

  /** Sends the request (again) and reads its stream to its end. */
  private async readStream(): Promise<StreamEnd> {
    const attempt = new AbortController();
    const onRunAbort = () => attempt.abort();
    this.controller.signal.addEventListener('abort', onRunAbort, { once: true });
    this.progress = false;
    this.sortless.streamBegins(this.resent);
    this.terminal = undefined;
    this.suspension = undefined;
    /** Ends the wait for the usage frame, once it has begun. */
    let tail: AbortController | undefined;
    try {
      // A chunk's lines at a time, each parsed as it is taken: one wait per chunk, not per line.
      reading: for await (const lines of await this.driver.open(this.threadId, attempt.signal)) {
        if (this.runStatus === 'connecting' || this.runStatus === 'reconnecting') this.runStatus = 'streaming';
        for (const text of lines) {
          const line = parseLine(text);
          this.take(line);
          if (isOver(this.runStatus) && !this.threadWanted) return { kind: 'left' };
          if (line.id === SPECIAL_ID.usage) break reading;
          // The answer is whole, or stopped: only the usage frame may follow, and it is not waited for long.
          if (this.terminal && tail === undefined) {
            tail = new AbortController();
            this.driver.timing.sleep(TAIL_MS, tail.signal).then(
              () => attempt.abort(),
              () => undefined,
            );
          }
        }
      }
      return this.ended(new ApiError('NETWORK', 'The chat stream ended before its final state'));
    } catch (caught) {
      if (isOver(this.runStatus) && !this.threadWanted) return { kind: 'left' };
      return this.ended(this.driver.redact(caught));
    } finally {
      tail?.abort();
      this.controller.signal.removeEventListener('abort', onRunAbort);
    }
  }

  /** How a stream that stopped ended: by its terminal frame when it had one (then a failure of its tail is no failure), else by `error`. */
  private ended(error: ApiError): StreamEnd {
    if (this.terminal === 'state' || this.terminal === 'aborted') return { kind: this.terminal };
    if (this.terminal === 'suspended') return { kind: 'suspended', error: this.suspension! };
    return { kind: 'failed', error };
  }

  /** Takes one validated line: to every iteration, then to its step. */
  private take(line: ChatStreamMessage): void {
    if (isOver(this.runStatus)) {
      // Stopped before the thread was known: only its name is wanted now, nothing is told.
      const { chatId } = line.id === SPECIAL_ID.cutoff ? cutoffOf(line) : { chatId: undefined };
      if (chatId !== undefined) {
        this.threadId = chatId;
        this.controller.abort();
        this.wantThread(chatId);
      }
      return;
    }
    for (const queue of this.iterations) queue.push(line);
    switch (line.id) {
      case SPECIAL_ID.cutoff:
        this.takeCutoff(line);
        break;
      case SPECIAL_ID.state:
        this.takeState(line);
        break;
      case SPECIAL_ID.usage:
        this.takeUsage(line);
        break;
      case SPECIAL_ID.aborted:
        this.terminal = 'aborted';
        this.abortReason = reasonOf(line);
        break;
      case SPECIAL_ID.suspended:
        this.takeSuspension(line);
        break;
      default:
        this.takeMessage(line);
    }
  }

  /** `__cutoff__`: the thread's id — which must be the run's own once known. */
  private takeCutoff(line: ChatStreamMessage): void {
    const { chatId, isStreaming } = cutoffOf(line);
    if (chatId === undefined) return;
    if (this.threadId !== undefined && chatId !== this.threadId) {
      throw new ApiError('INVALID_RESPONSE', `chat stream: __cutoff__ names the thread ${JSON.stringify(chatId)}, not the run's ${JSON.stringify(this.threadId)}`, { body: line });
    }
    this.threadId = chatId;
    // Again on each re-send: it says the stream is back (an app's "reconnected").
    this.tell('thread', { chatId, isStreaming });
  }

  /** `__state__`: the service's thread merged into the streamed one — never losing a message; the answer and tool calls of the turn from it. */
  private takeState(line: ChatStreamMessage): void {
    this.terminal = 'state';
    this.progress = true;
    const before = this.currentAnswer;
    const changed = this.thread.mergeState(line);
    if (this.listened('message')) for (const message of changed) this.tell('message', message);
    const turn = turnOf(this.thread.messages, this.messageId);
    this.currentAnswer = finalAnswer(turn);
    for (const message of turn) this.noteToolCall(message);
    if (this.currentAnswer && answerChanged(before, this.currentAnswer)) this.tell('answer', this.currentAnswer);
  }

  /** `__usage__`: what the request used, added to the run's total. */
  private takeUsage(line: ChatStreamMessage): void {
    this.usageSoFar = addUsage(this.usageSoFar, usageOf(line));
    this.tell('usage', this.usageSoFar);
  }

  /** `__suspended__`: the answer waits at the service; the run will resume it by re-sending. */
  private takeSuspension(line: ChatStreamMessage): void {
    const messageId = typeof line.messageId === 'string' ? line.messageId : this.messageId;
    const reason = reasonOf(line);
    this.terminal = 'suspended';
    this.suspension = new ApiError(
      'SUSPENDED',
      `The service suspended the answer${reason ? ` (${JSON.stringify(reason)})` : ''}: attach({ chatId, messageId: ${JSON.stringify(messageId)} }) resumes it within ${SUSPENSION_LIFETIME}`,
      { body: line },
    );
    this.tell('suspended', reason === undefined ? { messageId } : { messageId, reason });
  }

  /** A message line: merged, and told — as a delta, a message, a tool call, the answer. */
  private takeMessage(line: ChatStreamMessage): void {
    const sort = line.sort;
    const known = this.thread.has(line.id);
    // A re-sent request's stream may repeat deltas the run has: one whose `sort` is not above
    // every `sort` seen is such a repeat, and appending it again would write its text twice.
    if (this.resent && known && line.isDelta === true && sort !== undefined && sort <= this.highestSort) return;
    // One without `sort` is told by its place and text in the message (see SortlessDeltas).
    if (this.sortless.isRepeat(line)) return;
    if (!known || (sort !== undefined && sort > this.highestSort)) this.progress = true;
    if (sort !== undefined && sort > this.highestSort) this.highestSort = sort;
    const before = this.currentAnswer;
    const draft = this.thread.add(line)!;
    // Copies and event objects are made only for someone to receive them: a delta nobody
    // listens to costs its merge alone.
    if (line.isDelta && this.listened('delta')) {
      this.tell('delta', { id: line.id, ...(line.content !== undefined && { content: line.content }), ...(line.thinking !== undefined && { thinking: line.thinking }) });
    }
    if (this.listened('message')) this.tell('message', this.thread.message(line.id)!);
    if (draft.toolCall) this.noteToolCall(this.thread.message(line.id)!);
    // Only a final-answer message can change the final answer: no scan of the thread per line.
    if (draft.graphPath?.[0] === 'final' || before?.id === line.id) this.currentAnswer = this.answerAfter(line.id, before);
    const answer = this.currentAnswer;
    if (answer && answer.isInProcess !== true && answerChanged(before, answer)) this.tell('answer', answer);
  }

  /**
   * The run's answer after a line of message `id`, the answer before being `before`: that
   * message, when it is a final answer of the run's turn (after its user message) that sorts
   * no earlier than `before`. Only when the answer stops being one is the turn searched again.
   */
  private answerAfter(id: string, before: ChatMessage | undefined): ChatMessage | undefined {
    const message = this.thread.message(id)!;
    if (!isFinalAnswer(message)) return before?.id === id ? finalAnswer(turnOf(this.thread.messages, this.messageId)) : before;
    const echo = this.thread.message(this.messageId);
    if (echo && sortOf(message) < sortOf(echo)) return before;
    return before && before.id !== id && sortOf(message) < sortOf(before) ? before : message;
  }

  /** Tells a tool call's start, then its end, once each (a re-sent stream repeats lines). */
  private noteToolCall(message: ChatMessage): void {
    const call = toolCallOf(message);
    if (!call) return;
    const known = this.calls.get(call.id);
    if (known && known.status === call.status) return;
    this.calls.set(call.id, call);
    this.tell('tool-call', call);
  }

  // ---- Telling and ending ---------------------------------------------------------------------

  /** Whether anyone listens to an event (nanoevents keeps its handlers in `events`). */
  private listened(event: keyof ChatRunEvents): boolean {
    return (this.emitter.events[event]?.length ?? 0) > 0;
  }

  /** Tells an event, unless the run has ended: a handler may end it while a line is told, and nothing comes after `end`. */
  private tell<E extends keyof ChatRunEvents>(event: E, ...payload: Parameters<ChatRunEvents[E]>): void {
    if (!isOver(this.runStatus)) this.emitter.emit(event, ...payload);
  }

  private finish(status: 'done' | 'aborted', abortedBy?: 'client' | 'service'): void {
    if (isOver(this.runStatus)) return;
    this.runStatus = status;
    const result: ChatResult = {
      chatId: this.threadId,
      messageId: this.messageId,
      status,
      ...(abortedBy && { abortedBy }),
      ...(abortedBy === 'service' && this.abortReason !== undefined && { reason: this.abortReason }),
      messages: this.thread.messages,
      answer: this.currentAnswer,
      toolCalls: [...this.calls.values()],
      usage: this.usageSoFar,
    };
    for (const queue of this.iterations) queue.end(true);
    this.release();
    this.settle(result);
    this.emitter.emit('end', result);
  }

  private fail(error: ApiError): void {
    if (isOver(this.runStatus)) return;
    this.runStatus = 'failed';
    this.failure = error;
    for (const queue of this.iterations) queue.end(error);
    this.release();
    this.reject(error);
    this.emitter.emit('error', error);
  }

  /** Lets go of what an ended run needs no more: the caller's signal (which must not keep it alive), its client's record of it. */
  private release(): void {
    this.driver.signal?.removeEventListener('abort', this.detachNow);
    this.iterations.clear();
    this.driver.ended(this);
  }

  private wantThread(thread: string | undefined): void {
    const resolve = this.threadWanted;
    this.threadWanted = undefined;
    resolve?.(thread);
  }
}
