/**
 * The parts of a chat store's snapshot that keep their identity while nothing changed: the
 * conversation's messages and its tool calls, so that a framework comparing them by reference
 * (React's `memo`, Vue's `shallowRef`) redraws only what did change.
 *
 * @module
 * @internal
 */

import type { ChatMessage, ToolCall } from '../types.js';
import { conversation } from './conversation.js';
import type { ChatStoreSnapshot } from './types.js';

/** No messages: one frozen array, shared. */
export const NO_MESSAGES: readonly ChatMessage[] = Object.freeze([]);

/** The snapshot of a store that has shown nothing yet. */
export const initialSnapshot = (chatId: string | undefined): ChatStoreSnapshot =>
  Object.freeze({
    messages: NO_MESSAGES,
    turns: [],
    answer: undefined,
    toolCalls: [],
    status: 'idle',
    error: undefined,
    usage: undefined,
    chatId,
  });

/** `calls`, or `shown` when it holds the same calls in the same order: the same array while none changed. */
export function sameCallsOr(shown: readonly ToolCall[], calls: readonly ToolCall[]): readonly ToolCall[] {
  return calls.length === shown.length && calls.every((call, index) => call === shown[index]) ? shown : calls;
}

/** What the shown conversation is made of: the turns before the answer, the answer's thread and its id, and the question until that thread has a message. */
export interface ConversationParts {
  readonly earlier: readonly ChatMessage[];
  readonly thread: readonly ChatMessage[];
  /** The current answer's id; undefined without an answer. */
  readonly messageId: string | undefined;
  readonly question: ChatMessage | undefined;
}

/** The conversation last shown, rebuilt only when one of its parts changed. */
export class ShownConversation {
  #last: { parts: ConversationParts; messages: readonly ChatMessage[] } | undefined;

  /** The messages of `parts`: the same array as last time when its parts are the same. */
  of(parts: ConversationParts): readonly ChatMessage[] {
    const last = this.#last;
    if (
      last &&
      last.parts.earlier === parts.earlier &&
      last.parts.thread === parts.thread &&
      last.parts.question === parts.question
    )
      return last.messages;
    const merged =
      parts.messageId === undefined ? parts.earlier : conversation(parts.earlier, parts.thread, parts.messageId);
    const messages = parts.question ? [...merged, parts.question] : merged;
    this.#last = { parts, messages };
    return messages;
  }
}
