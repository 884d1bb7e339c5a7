/**
 * One message line merged into a thread: the rule `mergeChatMessage` applies to every line that
 * is not a frame. A module of its own so that what merges only message lines (the fake chat
 * server) does not carry the `__state__` reading of `ThreadBuilder`.
 *
 * @module
 * @internal
 */

import { changed, messageOf } from './message-fields.js';
import type { ChatMessage, ChatStreamMessage } from './types.js';

/** Where a message goes in `sort` order: a message without `sort` goes last. */
export const sortKey = (message: ChatMessage): number =>
  typeof message.sort === 'number' ? message.sort : Number.POSITIVE_INFINITY;

/**
 * `thread` with the message line `incoming` merged in, as a new array: appended when its id is
 * new, else merged into the message of its id (its deltas appended); the thread kept in `sort`
 * order, stable for equal keys. `thread` is not changed.
 */
export function mergeMessageLine(thread: readonly ChatMessage[], incoming: ChatStreamMessage): ChatMessage[] {
  const merged = thread.slice();
  // From the end: the stream's deltas are mostly for its latest message.
  let index = merged.length - 1;
  while (index >= 0 && merged[index]!.id !== incoming.id) index -= 1;
  if (index === -1) merged.push(messageOf(incoming));
  else merged[index] = changed(merged[index]!, incoming);
  // The rest is in order: only the new or changed message may be out of place.
  const at = index === -1 ? merged.length - 1 : index;
  const key = sortKey(merged[at]!);
  if ((at > 0 && sortKey(merged[at - 1]!) > key) || (at + 1 < merged.length && key > sortKey(merged[at + 1]!))) {
    // Stable: equal keys keep the order they have in the thread given.
    merged.sort((a, b) => sortKey(a) - sortKey(b) || 0);
  }
  return merged;
}
