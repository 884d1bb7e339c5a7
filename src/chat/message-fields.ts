/**
 * A stream line's fields onto a thread message (spec 2.5): a new message from a line, a line's
 * present fields set on a message, a delta's text appended — the field rules that the thread
 * builder and `mergeChatMessage` share.
 *
 * @module
 * @internal
 */

import type { ChatMessage, ChatStreamMessage } from './types.js';

/**
 * Whether every enumerable key of `value` is its own and a field of a message (`id`, `role`,
 * `content`, `thinking`, `toolCall`, `graphPath`, `isDelta`, `isInProcess`,
 * `isStructuredResponse`, `sort`) or `state`: then a message can be built from it field by field
 * (see {@link built}). Any other key — an unknown field, an own `__proto__`, an inherited
 * enumerable key — sends it to the generic copy, which keeps or skips it as it must.
 */
function hasOnlyKnownFields(value: object): boolean {
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return false;
    switch (key) {
      case 'id':
      case 'role':
      case 'content':
      case 'thinking':
      case 'toolCall':
      case 'graphPath':
      case 'isDelta':
      case 'isInProcess':
      case 'isStructuredResponse':
      case 'sort':
      case 'state':
        continue;
      default:
        return false;
    }
  }
  return true;
}

/**
 * A new message with the known fields of `line` that are present (not undefined), without
 * `state`. The fields are always set in the same order, so the messages of a thread share a few
 * shapes and reading them stays fast.
 */
function built(line: ChatStreamMessage): ChatMessage {
  const message: ChatMessage = { id: line.id };
  if (line.role !== undefined) message.role = line.role;
  if (line.content !== undefined) message.content = line.content;
  if (line.thinking !== undefined) message.thinking = line.thinking;
  if (line.toolCall !== undefined) message.toolCall = line.toolCall;
  if (line.graphPath !== undefined) message.graphPath = line.graphPath;
  if (line.isDelta !== undefined) message.isDelta = line.isDelta;
  if (line.isInProcess !== undefined) message.isInProcess = line.isInProcess;
  if (line.isStructuredResponse !== undefined) message.isStructuredResponse = line.isStructuredResponse;
  if (line.sort !== undefined) message.sort = line.sort;
  return message;
}

/** Sets every field present in `line` on `target`, in place (`state` and an own `__proto__` aside). */
export function assign(target: ChatMessage, line: ChatStreamMessage): void {
  if (hasOnlyKnownFields(line)) {
    // The known fields, read directly: no loop, no keyed stores.
    if (line.role !== undefined) target.role = line.role;
    if (line.content !== undefined) target.content = line.content;
    if (line.thinking !== undefined) target.thinking = line.thinking;
    if (line.toolCall !== undefined) target.toolCall = line.toolCall;
    if (line.graphPath !== undefined) target.graphPath = line.graphPath;
    if (line.isDelta !== undefined) target.isDelta = line.isDelta;
    if (line.isInProcess !== undefined) target.isInProcess = line.isInProcess;
    if (line.isStructuredResponse !== undefined) target.isStructuredResponse = line.isStructuredResponse;
    if (line.sort !== undefined) target.sort = line.sort;
    return;
  }
  // for…in, not Object.keys: no array per line.
  for (const key in line) {
    if (!Object.hasOwn(line, key)) continue;
    const value = line[key];
    // Validated lines carry no own "__proto__"; a hand-made one must not set the prototype either.
    if (value !== undefined && key !== 'state' && key !== '__proto__') target[key] = value;
  }
}

/** A line as a new thread message: a copy, without `state`. */
export function messageOf(line: ChatStreamMessage): ChatMessage {
  if (hasOnlyKnownFields(line)) return built(line);
  const message: ChatMessage = { id: line.id };
  assign(message, line);
  return message;
}

/**
 * `message` changed by `line`, as a new message: the line's present fields replacing the
 * message's (see {@link assign}), a delta's `content` and `thinking` appended — the
 * `ThreadBuilder`'s rules, on a copy.
 */
export function changed(message: ChatMessage, line: ChatStreamMessage): ChatMessage {
  const after: ChatMessage = { ...message };
  assign(after, line);
  if (line.isDelta === true) {
    if (line.content !== undefined) after.content = (message.content ?? '') + line.content;
    if (line.thinking !== undefined) after.thinking = (message.thinking ?? '') + line.thinking;
  }
  return after;
}
