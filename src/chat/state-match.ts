/**
 * How a `__state__` message meets the streamed thread (spec 2.5, 6.4): the fingerprint that
 * finds the streamed message carrying it without its id, the tool call merged from both, the
 * canonical JSON that tells equal data apart from equal text, and the key of a message placed
 * between two others.
 *
 * @module
 * @internal
 */

import { isRecord } from '../internal/is-record.js';
import type { ChatMessage } from './types.js';

/**
 * A streamed tool call completed by the state's version of it: the stream's name and input (the
 * state's may be the same data written otherwise), the state's result when it has one.
 */
export function mergedCall(
  streamed: NonNullable<ChatMessage['toolCall']>,
  stated: NonNullable<ChatMessage['toolCall']>,
): NonNullable<ChatMessage['toolCall']> {
  return stated.result === undefined ? { ...stated, ...streamed } : { ...stated, ...streamed, result: stated.result };
}

/** JSON of a value with its objects' keys sorted: equal for equal data whatever the key order. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    isRecord(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  ) ?? '';

/** JSON text as canonical JSON, or the text itself when it does not parse. */
function canonicalText(text: unknown): string {
  if (typeof text !== 'string') return '';
  try {
    return canonicalJson(JSON.parse(text));
  } catch {
    return text;
  }
}

/**
 * What a message says, for finding a streamed message that carries a state message without its
 * id (a LangChain message often has none): its role and text, or its tool and input. Undefined
 * for a message that says nothing to find it by.
 */
export function fingerprint(message: ChatMessage): string | undefined {
  const call = message.toolCall;
  if (call && typeof call === 'object') return `tool\u0000${call.name}\u0000${canonicalText(call.input)}`;
  if (typeof message.content === 'string' && message.content !== '')
    return `${message.role}\u0000text\u0000${message.content}`;
  // A message of thinking alone, as an agent's turn often starts before a tool call.
  if (typeof message.thinking === 'string' && message.thinking !== '')
    return `${message.role}\u0000thinking\u0000${message.thinking}`;
  return undefined;
}

/**
 * A key strictly between `low` and `high` for the `index`-th of `parts − 1` messages placed
 * there in order: evenly spaced between two finite keys, one apart from a finite key on its
 * open side, and `high` itself when the two are equal (then arrival order decides).
 */
export function keyBetween(low: number, high: number, index: number, parts: number): number {
  if (Number.isFinite(low) && Number.isFinite(high)) return low + ((high - low) * index) / parts;
  if (Number.isFinite(low)) return low + index;
  if (Number.isFinite(high)) return high - parts + index;
  return low === high ? high : index;
}
