/**
 * The thread as the stream builds it (spec 2.5, 4.2, 6.4): stream lines merged by id into
 * messages, kept in `sort` order, never one id twice — so re-reading a stream after a reconnect
 * repeats and loses nothing.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { expected } from '../internal/describe.js';
import type { ChatMessage, ChatStreamMessage } from './types.js';
import { validateChatStreamMessage } from './validate.js';

/** Whether an id is special (`__cutoff__`, `__state__`, or one the service may add): a state update, not a message. */
const isSpecialId = (id: string): boolean => id.length >= 4 && id.startsWith('__') && id.endsWith('__');

/** Where a message sorts: by `sort`, and after every sorted message when it has none. */
const sortKey = (message: ChatMessage): number => (typeof message.sort === 'number' ? message.sort : Number.POSITIVE_INFINITY);

/** In `sort` order, stably: equal keys (and messages without `sort`) keep their order, which is their arrival order. */
function ordered(thread: ChatMessage[]): ChatMessage[] {
  for (let index = 1; index < thread.length; index += 1) {
    if (sortKey(thread[index - 1]!) > sortKey(thread[index]!)) return thread.sort((a, b) => sortKey(a) - sortKey(b));
  }
  return thread;
}

/** A line as a new thread message: a copy, without `state` (which belongs to the special lines). */
function messageOf(line: ChatStreamMessage): ChatMessage {
  const message: ChatMessage = { ...line };
  delete message.state;
  return message;
}

/**
 * `existing` updated by `line`: every field present in the line replaces the message's
 * (`state` aside); with `append`, `content` and `thinking` are appended instead.
 */
function updated(existing: ChatMessage, line: ChatStreamMessage, append: boolean): ChatMessage {
  const message: ChatMessage = { ...existing };
  // for…in, not Object.keys: no array per line (a validated line has no inherited keys).
  for (const key in line) {
    if (!Object.hasOwn(line, key)) continue;
    const value = line[key];
    // Validated lines carry no own "__proto__"; a hand-made one must not set the prototype either.
    if (value !== undefined && key !== 'state' && key !== '__proto__') message[key] = value;
  }
  if (append) {
    if (line.content !== undefined) message.content = (existing.content ?? '') + line.content;
    if (line.thinking !== undefined) message.thinking = (existing.thinking ?? '') + line.thinking;
  }
  return message;
}

/**
 * The thread of a `__state__` line: its `state.messages` (an array, or the JSON text of one),
 * each item validated as a stream line, merged by id (a later item replaces the fields of an
 * earlier one), special ids left out, in `sort` order. Undefined when the line carries no
 * `messages`.
 */
function threadOfState(line: ChatStreamMessage): ChatMessage[] | undefined {
  let items: unknown = line.state?.messages;
  if (items === undefined) return undefined;
  const what = 'stream line: state.messages';
  if (typeof items === 'string') {
    try {
      items = JSON.parse(items);
    } catch (cause) {
      throw new ApiError('INVALID_RESPONSE', expected(what, 'an array or the JSON text of one', items), { cause });
    }
  }
  if (!Array.isArray(items)) throw new ApiError('INVALID_RESPONSE', expected(what, 'an array or the JSON text of one', items));
  const thread: ChatMessage[] = [];
  const indexOf = new Map<string, number>();
  items.forEach((item: unknown, position) => {
    const message = validateChatStreamMessage(item, `${what}.${position}`);
    if (isSpecialId(message.id)) return;
    const index = indexOf.get(message.id);
    if (index === undefined) indexOf.set(message.id, thread.push(messageOf(message)) - 1);
    else thread[index] = updated(thread[index]!, message, false);
  });
  return ordered(thread);
}

/**
 * The thread with one stream line merged in, as a new array (neither the thread nor the line is
 * changed):
 * - `__cutoff__`: the thread unchanged — the line carries the thread's state (`chatId`,
 *   `isStreaming`), not a message;
 * - `__state__`: the authoritative thread, from `state.messages` (an array, or the JSON text of
 *   one; each item validated like a stream line: `INVALID_RESPONSE` otherwise). Without
 *   `messages`, the thread unchanged;
 * - any other special id (`__…__`): the thread unchanged, the line tolerated;
 * - a known id with `isDelta: true`: `content` and `thinking` appended to that message's, other
 *   present fields replacing its;
 * - a known id otherwise: present fields replace the message's;
 * - a new id: a new message.
 *
 * Messages are kept in `sort` order, stably (messages without `sort` last, in arrival order),
 * and no id appears twice. A thread message has no `state`.
 *
 * @example
 * ```ts
 * let thread: ChatMessage[] = [];
 * for await (const line of readChatStream(body)) thread = mergeChatMessage(thread, line);
 * ```
 */
export function mergeChatMessage(thread: readonly ChatMessage[], incoming: ChatStreamMessage): ChatMessage[] {
  const id = incoming.id;
  if (isSpecialId(id)) return (id === '__state__' && threadOfState(incoming)) || thread.slice();
  const merged = thread.slice();
  const index = merged.findIndex((message) => message.id === id);
  if (index === -1) {
    merged.push(messageOf(incoming));
    return ordered(merged);
  }
  const before = merged[index]!;
  const after = updated(before, incoming, incoming.isDelta === true);
  merged[index] = after;
  // A delta rarely moves its message: check the order only when its `sort` changed.
  return sortKey(after) === sortKey(before) ? merged : ordered(merged);
}

/**
 * A thread built line by line, for a run that merges thousands of deltas: the same rules as
 * {@link mergeChatMessage}, without copying the whole thread per line. Each change still makes
 * a new object of the message it changes (a message once handed out never changes), and
 * `messages` is a new array after each change, made only when read.
 *
 * @internal
 */
export class ThreadBuilder {
  private thread: ChatMessage[] = [];
  private readonly indexOf = new Map<string, number>();
  private view: readonly ChatMessage[] | undefined = [];

  /** The thread so far, in `sort` order: a new array after each change. */
  get messages(): readonly ChatMessage[] {
    this.view ??= this.thread.slice();
    return this.view;
  }

  /** Merges one line in; returns the message it added or changed, or undefined for a special line. */
  add(line: ChatStreamMessage): ChatMessage | undefined {
    const id = line.id;
    if (isSpecialId(id)) {
      const authoritative = id === '__state__' ? threadOfState(line) : undefined;
      if (authoritative) this.reset(authoritative);
      return undefined;
    }
    const index = this.indexOf.get(id);
    this.view = undefined;
    if (index === undefined) {
      const message = messageOf(line);
      this.indexOf.set(id, this.thread.push(message) - 1);
      this.reorder();
      return message;
    }
    const before = this.thread[index]!;
    const after = updated(before, line, line.isDelta === true);
    this.thread[index] = after;
    if (sortKey(after) !== sortKey(before)) this.reorder();
    return after;
  }

  private reset(thread: ChatMessage[]): void {
    this.thread = thread;
    this.view = undefined;
    this.indexOf.clear();
    for (let index = 0; index < thread.length; index += 1) this.indexOf.set(thread[index]!.id, index);
  }

  /** Restores `sort` order after an addition or a moved message; the index follows when it changes. */
  private reorder(): void {
    const length = this.thread.length;
    for (let index = 1; index < length; index += 1) {
      if (sortKey(this.thread[index - 1]!) > sortKey(this.thread[index]!)) {
        this.reset(ordered(this.thread));
        return;
      }
    }
  }
}
