/**
 * What the chat store (and `useChat`) shows of a thread: the turns it saw before, then the current answer's thread,
 * without showing a message or a tool call twice.
 *
 * @module
 * @internal
 */

import type { ChatMessage, ToolCall } from '../types.js';

/**
 * The conversation of `earlier` (the thread as shown before the current answer) and `thread`
 * (the current answer's thread, whose user message is `messageId`): the earlier messages, each
 * replaced by the answer's version of it when its thread has one (the final state corrects
 * them), then the answer's turn — its messages from its user message on that are not shown yet.
 *
 * An answer's thread starts with its own turn; its final state adds the earlier turns, as the
 * service holds them — in the service's LangChain shape, a user message without the id it
 * streamed under. Those are shown already (they are `earlier`), so what comes before the answer's
 * user message is not taken from it. Without that message in its thread (a service that does
 * not echo the question), the whole thread is.
 */
export function conversation(
  earlier: readonly ChatMessage[],
  thread: readonly ChatMessage[],
  messageId: string,
): readonly ChatMessage[] {
  if (earlier.length === 0) return thread;
  if (thread.length === 0) return earlier;
  const ofThread = new Map<string, ChatMessage>();
  for (const message of thread) ofThread.set(message.id, message);
  const shown = new Set<string>();
  const messages = earlier.map((message) => {
    shown.add(message.id);
    return ofThread.get(message.id) ?? message;
  });
  const echo = thread.findIndex((message) => message.id === messageId);
  for (let index = Math.max(echo, 0); index < thread.length; index += 1) {
    const message = thread[index]!;
    if (!shown.has(message.id)) messages.push(message);
  }
  return messages;
}

/**
 * The tool calls of the conversation: `earlier` (those shown before the current answer), each
 * replaced by the answer's version of it, then the answer's other calls, in the order they
 * started.
 */
export function conversationCalls(
  earlier: readonly ToolCall[],
  calls: ReadonlyMap<string, ToolCall>,
): readonly ToolCall[] {
  if (calls.size === 0) return earlier;
  const merged = earlier.map((call) => calls.get(call.id) ?? call);
  const shown = new Set(earlier.map((call) => call.id));
  for (const call of calls.values()) if (!shown.has(call.id)) merged.push(call);
  return merged;
}
