/**
 * A run's own turn of a thread: its answer and tool calls are those of the messages after its
 * user message, never an earlier turn's (a follow-up's final state holds every turn).
 *
 * @module
 * @internal
 */

import type { ChatMessage } from './types.js';

/**
 * The messages of one turn of a thread: those after the user message `messageId` (the user echo
 * carries the request's `messageId`, spec 2.5) up to the next user message. Without that echo,
 * the messages after the last user message.
 */
export function turnOf(messages: readonly ChatMessage[], messageId: string): readonly ChatMessage[] {
  let start = messages.findIndex((message) => message.id === messageId);
  if (start === -1) for (start = messages.length - 1; start >= 0 && messages[start]!.role !== 'user'; start -= 1);
  let end = start + 1;
  while (end < messages.length && messages[end]!.role !== 'user') end += 1;
  return messages.slice(start + 1, end);
}

/** Whether the final answer changed in what a reader sees: another message, text or state. */
export const answerChanged = (before: ChatMessage | undefined, after: ChatMessage): boolean =>
  !before ||
  before.id !== after.id ||
  before.content !== after.content ||
  before.thinking !== after.thinking ||
  before.isInProcess !== after.isInProcess;
