/**
 * A run's line steps: each validated line taken by what it is — the thread's name, the final
 * state, the usage, an abort or a suspension, a message — into the thread, the turn's answer,
 * its tool calls and its usage, and told as the run's events. What the run does around them
 * (requests, re-sends, its end) is `run.ts`'s.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { finalAnswer, isFinalAnswer, toolCallOf } from './answer.js';
import { addUsage, cutoffOf, reasonOf, usageOf } from './frames.js';
import { sortKey } from './merge-line.js';
import { SPECIAL_ID, SUSPENSION_LIFETIME } from './rules.js';
import type { RunEvents } from './run-events.js';
import { SortlessDeltas } from './sortless-deltas.js';
import { ThreadBuilder } from './thread-builder.js';
import { answerChanged, turnOf } from './turn.js';
import type { ChatMessage, ChatStreamMessage, ChatUsage, ToolCall } from './types.js';

/** How one request's stream ended. */
export type StreamEnd =
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

/** What a run has taken of its answer's lines, and the steps that take them. */
export class RunLines {
  readonly thread = new ThreadBuilder();
  /** The turn's tool calls by id, with their latest status. */
  readonly calls = new Map<string, ToolCall>();
  /** The thread's id, once known (given, or from `__cutoff__`). */
  chatId: string | undefined;
  answer: ChatMessage | undefined;
  usage: ChatUsage | undefined;
  /** Whether the stream being read brought something new: a message or `sort` the run did not have, or the final state. */
  progress = false;
  /** The stream being read ended its answer: the final state, `__aborted__`, `__suspended__`. */
  terminal: 'state' | 'aborted' | 'suspended' | undefined;
  /** The `error` text of the `__aborted__` frame, if it gave one. */
  abortReason: string | undefined;
  /** The `__suspended__` frame of the stream being read. */
  #suspension: ApiError | undefined;
  /** The highest `sort` seen: a line above it is new. */
  #highestSort = Number.NEGATIVE_INFINITY;
  /** Whether the request was sent again: its stream may repeat lines. */
  #resent = false;
  /** The deltas without `sort` taken, to tell a re-sent stream's repeats of them. */
  readonly #sortless = new SortlessDeltas();
  readonly #messageId: string;
  readonly #events: RunEvents;

  constructor(messageId: string, chatId: string | undefined, events: RunEvents) {
    this.#messageId = messageId;
    this.chatId = chatId;
    this.#events = events;
  }

  /** A request's stream begins: nothing of it taken yet; `resent` when the request was sent again. */
  streamBegins(resent: boolean): void {
    this.#resent = resent;
    this.progress = false;
    this.#sortless.streamBegins(resent);
    this.terminal = undefined;
    this.#suspension = undefined;
  }

  /** How a stream that stopped ended: by its terminal frame when it had one (then a failure of its tail is no failure), else by `error`. */
  endOf(error: ApiError): StreamEnd {
    if (this.terminal === 'state' || this.terminal === 'aborted') return { kind: this.terminal };
    if (this.terminal === 'suspended') return { kind: 'suspended', error: this.#suspension! };
    return { kind: 'failed', error };
  }

  /** Takes one validated line, by its step. */
  take(line: ChatStreamMessage): void {
    switch (line.id) {
      case SPECIAL_ID.cutoff:
        this.#takeCutoff(line);
        break;
      case SPECIAL_ID.state:
        this.#takeState(line);
        break;
      case SPECIAL_ID.usage:
        this.#takeUsage(line);
        break;
      case SPECIAL_ID.aborted:
        this.terminal = 'aborted';
        this.abortReason = reasonOf(line);
        break;
      case SPECIAL_ID.suspended:
        this.#takeSuspension(line);
        break;
      default:
        this.#takeMessage(line);
    }
  }

  /** `__cutoff__`: the thread's id — which must be the run's own once known. */
  #takeCutoff(line: ChatStreamMessage): void {
    const { chatId, isStreaming } = cutoffOf(line);
    if (chatId === undefined) return;
    if (this.chatId !== undefined && chatId !== this.chatId) {
      throw new ApiError(
        'INVALID_RESPONSE',
        `chat stream: __cutoff__ names the thread ${JSON.stringify(chatId)}, not the run's ${JSON.stringify(this.chatId)}`,
        { body: line },
      );
    }
    this.chatId = chatId;
    // Again on each re-send: it says the stream is back (an app's "reconnected").
    this.#events.tell('thread', { chatId, isStreaming });
  }

  /** `__state__`: the service's thread merged into the streamed one — never losing a message; the answer and tool calls of the turn from it. */
  #takeState(line: ChatStreamMessage): void {
    this.terminal = 'state';
    this.progress = true;
    const before = this.answer;
    const changed = this.thread.mergeState(line);
    if (this.#events.listened('message')) for (const message of changed) this.#events.tell('message', message);
    const turn = turnOf(this.thread.messages, this.#messageId);
    this.answer = finalAnswer(turn);
    for (const message of turn) this.#noteToolCall(message);
    if (this.answer && answerChanged(before, this.answer)) this.#events.tell('answer', this.answer);
  }

  /** `__usage__`: what the request used, added to the run's total. */
  #takeUsage(line: ChatStreamMessage): void {
    this.usage = addUsage(this.usage, usageOf(line));
    this.#events.tell('usage', this.usage);
  }

  /** `__suspended__`: the answer waits at the service; the run will resume it by re-sending. */
  #takeSuspension(line: ChatStreamMessage): void {
    const messageId = typeof line.messageId === 'string' ? line.messageId : this.#messageId;
    const reason = reasonOf(line);
    this.terminal = 'suspended';
    this.#suspension = new ApiError(
      'SUSPENDED',
      `The service suspended the answer${reason ? ` (${JSON.stringify(reason)})` : ''}: attach({ chatId, messageId: ${JSON.stringify(messageId)} }) resumes it within ${SUSPENSION_LIFETIME}`,
      { body: line },
    );
    this.#events.tell('suspended', reason === undefined ? { messageId } : { messageId, reason });
  }

  /** A message line: merged, and told — as a delta, a message, a tool call, the answer. */
  #takeMessage(line: ChatStreamMessage): void {
    const sort = line.sort;
    const known = this.thread.has(line.id);
    // A re-sent request's stream may repeat deltas the run has: one whose `sort` is not above
    // every `sort` seen is such a repeat, and appending it again would write its text twice.
    if (this.#resent && known && line.isDelta === true && sort !== undefined && sort <= this.#highestSort) return;
    // One without `sort` is told by its place and text in the message (see SortlessDeltas).
    if (this.#sortless.isRepeat(line)) return;
    if (!known || (sort !== undefined && sort > this.#highestSort)) this.progress = true;
    if (sort !== undefined && sort > this.#highestSort) this.#highestSort = sort;
    const before = this.answer;
    const draft = this.thread.add(line)!;
    const events = this.#events;
    // Copies and event objects are made only for someone to receive them: a delta nobody
    // listens to costs its merge alone.
    if (line.isDelta && events.listened('delta')) {
      events.tell('delta', {
        id: line.id,
        ...(line.content !== undefined && { content: line.content }),
        ...(line.thinking !== undefined && { thinking: line.thinking }),
      });
    }
    if (events.listened('message')) events.tell('message', this.thread.message(line.id)!);
    if (draft.toolCall) this.#noteToolCall(this.thread.message(line.id)!);
    // Only a final-answer message can change the final answer: no scan of the thread per line.
    if (draft.graphPath?.[0] === 'final' || before?.id === line.id) this.answer = this.#answerAfter(line.id, before);
    const answer = this.answer;
    if (answer && answer.isInProcess !== true && answerChanged(before, answer)) events.tell('answer', answer);
  }

  /**
   * The run's answer after a line of message `id`, the answer before being `before`: that
   * message, when it is a final answer of the run's turn (after its user message) that sorts
   * no earlier than `before`. Only when the answer stops being one is the turn searched again.
   */
  #answerAfter(id: string, before: ChatMessage | undefined): ChatMessage | undefined {
    const message = this.thread.message(id)!;
    if (!isFinalAnswer(message))
      return before?.id === id ? finalAnswer(turnOf(this.thread.messages, this.#messageId)) : before;
    const echo = this.thread.message(this.#messageId);
    if (echo && sortKey(message) < sortKey(echo)) return before;
    return before && before.id !== id && sortKey(message) < sortKey(before) ? before : message;
  }

  /** Tells a tool call's start, then its end, once each (a re-sent stream repeats lines). */
  #noteToolCall(message: ChatMessage): void {
    const call = toolCallOf(message);
    if (!call) return;
    const known = this.calls.get(call.id);
    if (known && known.status === call.status) return;
    this.calls.set(call.id, call);
    this.#events.tell('tool-call', call);
  }
}
