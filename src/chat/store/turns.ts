/**
 * The turns of a conversation: its messages cut at each user message, each piece with what the
 * store knows of its answer (status, usage, error, who aborted it). A turn that did not change is
 * the same object as before, so a view keyed or memoized by turn re-renders only the changed one.
 *
 * @module
 * @internal
 */

import type { ApiError } from '../../http/api-error.js';
import { finalAnswer, toolCallOf } from '../answer.js';
import type { ChatMessage, ChatUsage, ToolCall } from '../types.js';
import type { ChatTurn, ChatTurnStatus } from './types.js';

/** What the store knows of a turn's answer besides its messages. */
export interface TurnRecord {
  readonly status: ChatTurnStatus;
  readonly usage: ChatUsage | undefined;
  readonly error: ApiError | undefined;
  readonly abortedBy: 'client' | 'service' | undefined;
}

/** The status of a conversation without a run: idle, its history loading, the client loading for a `send`, or how a `send` ended before its run. */
export type Phase = 'idle' | 'loading' | 'connecting' | 'aborted' | 'failed';

/**
 * The record of the turn being answered, as it stands: the run's status and usage once there is
 * a run, before it the store's phase (a turn waiting for the client or its history is connecting).
 */
export function currentTurnRecord(
  run: { readonly status: ChatTurnStatus; readonly usage: ChatUsage | undefined } | undefined,
  phase: Phase,
  error: ApiError | undefined,
  abortedBy: 'client' | 'service' | undefined,
): TurnRecord {
  const status = run ? run.status : phase === 'idle' || phase === 'loading' ? 'connecting' : phase;
  return {
    status,
    usage: run?.usage,
    error: status === 'failed' ? error : undefined,
    abortedBy: status === 'aborted' ? abortedBy : undefined,
  };
}

/** A turn the store has no record of (its history): done, nothing more known. */
export const LOADED_TURN: TurnRecord = Object.freeze({
  status: 'done',
  usage: undefined,
  error: undefined,
  abortedBy: undefined,
});

/** The messages cut before each user message (messages before the first one make a turn of their own). */
function pieces(messages: readonly ChatMessage[]): ChatMessage[][] {
  const cut: ChatMessage[][] = [];
  for (const message of messages) {
    if (message.role === 'user' || cut.length === 0) cut.push([message]);
    else cut.at(-1)!.push(message);
  }
  return cut;
}

/** The reasoning of a turn's messages, joined by a blank line; undefined when none has any. */
function thinkingOf(messages: readonly ChatMessage[]): string | undefined {
  const parts = messages
    .filter((message) => typeof message.thinking === 'string' && message.thinking !== '')
    .map((message) => message.thinking);
  return parts.length === 0 ? undefined : parts.join('\n\n');
}

const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const sameRecord = (turn: ChatTurn, record: TurnRecord): boolean =>
  turn.status === record.status &&
  turn.usage === record.usage &&
  turn.error === record.error &&
  turn.abortedBy === record.abortedBy;

/** Builds the turns of a conversation, reusing those of the last build that did not change. */
export class TurnBuilder {
  #shown = new Map<string, ChatTurn>();
  /** Each tool-call message's call, so that an unchanged message gives the same call object. */
  #calls = new WeakMap<ChatMessage, ToolCall | undefined>();

  /**
   * The turns of `messages`; `recordOf` tells each turn's record by its id. `pending` is a turn
   * with no message (a question refused before it was sent): shown last, with its text.
   */
  build(
    messages: readonly ChatMessage[],
    recordOf: (id: string) => TurnRecord,
    pending?: { id: string; question: string },
  ): readonly ChatTurn[] {
    const next = new Map<string, ChatTurn>();
    const turns = pieces(messages).map((piece) =>
      this.#turn(piece[0]!.id, piece[0]!.role === 'user' ? (piece[0]!.content ?? '') : '', piece, recordOf),
    );
    if (pending && !turns.some((turn) => turn.id === pending.id))
      turns.push(this.#turn(pending.id, pending.question, [], recordOf));
    for (const turn of turns) next.set(turn.id, turn);
    this.#shown = next;
    return turns;
  }

  /** Forgets every turn shown (a new thread). */
  clear(): void {
    this.#shown = new Map();
  }

  #turn(
    id: string,
    question: string,
    messages: readonly ChatMessage[],
    recordOf: (id: string) => TurnRecord,
  ): ChatTurn {
    const record = recordOf(id);
    const before = this.#shown.get(id);
    if (before && before.question === question && sameRecord(before, record) && sameItems(before.messages, messages))
      return before;
    const toolCalls = messages
      .map((message) => this.#callOf(message))
      .filter((call): call is ToolCall => call !== undefined);
    return Object.freeze({
      id,
      question,
      messages,
      thinking: thinkingOf(messages),
      toolCalls: before && sameItems(before.toolCalls, toolCalls) ? before.toolCalls : toolCalls,
      answer: finalAnswer(messages),
      status: record.status,
      usage: record.usage,
      error: record.error,
      abortedBy: record.abortedBy,
    });
  }

  #callOf(message: ChatMessage): ToolCall | undefined {
    if (!this.#calls.has(message)) this.#calls.set(message, toolCallOf(message));
    return this.#calls.get(message);
  }
}
