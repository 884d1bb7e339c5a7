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
 * Applies `line` to `target`, in place: every field present in the line replaces the target's
 * (`state` aside); with `append`, `content` and `thinking` are appended instead.
 */
function apply(target: ChatMessage, line: ChatStreamMessage, append: boolean): void {
  const content = target.content;
  const thinking = target.thinking;
  // for…in, not Object.keys: no array per line (a validated line has no inherited keys).
  for (const key in line) {
    if (!Object.hasOwn(line, key)) continue;
    const value = line[key];
    // Validated lines carry no own "__proto__"; a hand-made one must not set the prototype either.
    if (value !== undefined && key !== 'state' && key !== '__proto__') target[key] = value;
  }
  if (append) {
    if (line.content !== undefined) target.content = (content ?? '') + line.content;
    if (line.thinking !== undefined) target.thinking = (thinking ?? '') + line.thinking;
  }
}

/** `existing` updated by `line` (see {@link apply}), as a new message. */
function updated(existing: ChatMessage, line: ChatStreamMessage, append: boolean): ChatMessage {
  const message: ChatMessage = { ...existing };
  apply(message, line, append);
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

/** A message of a {@link ThreadBuilder}: the draft it merges into, and the copy it last handed out. */
interface Entry {
  /** Changed in place by each line: never handed out. */
  readonly draft: ChatMessage;
  /** The copy handed out since the last change, if any. */
  copy: ChatMessage | undefined;
}

/**
 * A thread built line by line, for a run that merges thousands of deltas: the same rules as
 * {@link mergeChatMessage}, at a fraction of its cost. Each message is a draft changed in place
 * (a delta appends to its text, nothing is copied), and a copy of it is made only when it is
 * handed out — by {@link ThreadBuilder.messages} or {@link ThreadBuilder.message} — so a
 * message once handed out never changes, and a stream nobody looks at mid-way copies nothing.
 *
 * @internal
 */
export class ThreadBuilder {
  private entries: Entry[] = [];
  private readonly indexOf = new Map<string, number>();
  private view: readonly ChatMessage[] | undefined = [];

  /** The thread so far, in `sort` order: a new array after each change. */
  get messages(): readonly ChatMessage[] {
    this.view ??= this.entries.map((entry) => this.handOut(entry));
    return this.view;
  }

  /** The current state of the message of `id`, as a copy that never changes; undefined for an unknown id. */
  message(id: string): ChatMessage | undefined {
    const index = this.indexOf.get(id);
    return index === undefined ? undefined : this.handOut(this.entries[index]!);
  }

  /**
   * Merges one line in. Returns the draft of the message it added or changed — to read, never
   * to keep or hand out (see {@link ThreadBuilder.message}) — or undefined for a special line.
   */
  add(line: ChatStreamMessage): Readonly<ChatMessage> | undefined {
    const id = line.id;
    if (isSpecialId(id)) {
      const authoritative = id === '__state__' ? threadOfState(line) : undefined;
      if (authoritative) this.reset(authoritative);
      return undefined;
    }
    const index = this.indexOf.get(id);
    this.view = undefined;
    if (index === undefined) {
      const draft = messageOf(line);
      this.indexOf.set(id, this.entries.push({ draft, copy: undefined }) - 1);
      this.reorder();
      return draft;
    }
    const entry = this.entries[index]!;
    const draft = entry.draft;
    const before = sortKey(draft);
    apply(draft, line, line.isDelta === true);
    entry.copy = undefined;
    if (sortKey(draft) !== before) this.reorder();
    return draft;
  }

  private handOut(entry: Entry): ChatMessage {
    entry.copy ??= { ...entry.draft };
    return entry.copy;
  }

  private reset(thread: ChatMessage[]): void {
    this.entries = thread.map((draft) => ({ draft, copy: undefined }));
    this.view = undefined;
    this.indexOf.clear();
    for (let index = 0; index < thread.length; index += 1) this.indexOf.set(thread[index]!.id, index);
  }

  /** Restores `sort` order after an addition or a moved message; the index follows when it changes. */
  private reorder(): void {
    const entries = this.entries;
    for (let index = 1; index < entries.length; index += 1) {
      if (sortKey(entries[index - 1]!.draft) > sortKey(entries[index]!.draft)) {
        this.reset(ordered(entries.map((entry) => entry.draft)));
        return;
      }
    }
  }
}
