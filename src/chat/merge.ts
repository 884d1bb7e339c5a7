/**
 * The thread as the stream builds it (spec 2.5, 4.2, 6.4): stream lines merged by id into
 * messages, kept in `sort` order, never one id twice — so re-reading a stream after a reconnect
 * repeats and loses nothing.
 *
 * It runs once per line of every answer — thousands of deltas — so the common case takes a short
 * path: a line with only the known fields builds its message field by field (no generic copy, and
 * messages of a few shapes), and the text a delta appends to is held so that its pieces die young
 * (see {@link GrowingText}). Lines and messages with other fields take the generic copy.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { expected } from '../internal/describe.js';
import type { ChatMessage, ChatStreamMessage } from './types.js';
import { validateChatStreamMessage } from './validate.js';

const hasOwn = Object.prototype.hasOwnProperty;

/** Whether an id is special (`__cutoff__`, `__state__`, or one the service may add): a state update, not a message. */
export const isSpecialId = (id: string): boolean => id.length >= 4 && id.startsWith('__') && id.endsWith('__');

/** Where a message sorts: by `sort`, and after every sorted message when it has none. */
const sortKey = (message: ChatMessage): number => (typeof message.sort === 'number' ? message.sort : Number.POSITIVE_INFINITY);

/** In `sort` order, stably: equal keys (and messages without `sort`) keep their order, which is their arrival order. */
function ordered(thread: ChatMessage[]): ChatMessage[] {
  for (let index = 1; index < thread.length; index += 1) {
    if (sortKey(thread[index - 1]!) > sortKey(thread[index]!)) return thread.sort((a, b) => sortKey(a) - sortKey(b));
  }
  return thread;
}

/**
 * Whether every enumerable key of `value` is its own and a field of a message (`id`, `role`,
 * `content`, `thinking`, `toolCall`, `graphPath`, `isDelta`, `isInProcess`,
 * `isStructuredResponse`, `sort`) or `state`: then a message can be built from it field by field
 * (see {@link built}). Any other key — an unknown field, an own `__proto__`, an inherited
 * enumerable key — sends it to the generic copy, which keeps or skips it as it must.
 */
function hasOnlyKnownFields(value: object): boolean {
  for (const key in value) {
    if (!hasOwn.call(value, key)) return false;
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

/** `value` unless undefined, else `otherwise`: a field of the line when present, else the message's. */
const either = <T>(value: T | undefined, otherwise: T | undefined): T | undefined => (value === undefined ? otherwise : value);

/**
 * A message with the fields of `line` present (not undefined), else those of `before`, and
 * `content` and `thinking` as given; without `state`. For a line and a message with only the
 * known fields (see {@link hasOnlyKnownFields}). The fields are always set in the same order,
 * so the messages of a thread share a few shapes and reading them stays fast.
 */
function built(line: ChatStreamMessage, before: ChatMessage | undefined, content: string | undefined, thinking: string | undefined): ChatMessage {
  const message: ChatMessage = { id: line.id };
  const role = either(line.role, before?.role);
  if (role !== undefined) message.role = role;
  if (content !== undefined) message.content = content;
  if (thinking !== undefined) message.thinking = thinking;
  const toolCall = either(line.toolCall, before?.toolCall);
  if (toolCall !== undefined) message.toolCall = toolCall;
  const graphPath = either(line.graphPath, before?.graphPath);
  if (graphPath !== undefined) message.graphPath = graphPath;
  const isDelta = either(line.isDelta, before?.isDelta);
  if (isDelta !== undefined) message.isDelta = isDelta;
  const isInProcess = either(line.isInProcess, before?.isInProcess);
  if (isInProcess !== undefined) message.isInProcess = isInProcess;
  const isStructuredResponse = either(line.isStructuredResponse, before?.isStructuredResponse);
  if (isStructuredResponse !== undefined) message.isStructuredResponse = isStructuredResponse;
  const sort = either(line.sort, before?.sort);
  if (sort !== undefined) message.sort = sort;
  return message;
}

/**
 * Sets every field present in `line` on `target`, in place (`state` and an own `__proto__`
 * aside): the generic path, for any line.
 */
function assignAny(target: ChatMessage, line: ChatStreamMessage): void {
  // for…in, not Object.keys: no array per line.
  for (const key in line) {
    if (!hasOwn.call(line, key)) continue;
    const value = line[key];
    // Validated lines carry no own "__proto__"; a hand-made one must not set the prototype either.
    if (value !== undefined && key !== 'state' && key !== '__proto__') target[key] = value;
  }
}

/** Sets every field present in `line` on `target`, in place, `state` aside: see {@link assignAny}. */
function assign(target: ChatMessage, line: ChatStreamMessage): void {
  if (!hasOnlyKnownFields(line)) {
    assignAny(target, line);
    return;
  }
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
}

/** A line as a new thread message: a copy, without `state` (which belongs to the special lines). */
function messageOf(line: ChatStreamMessage): ChatMessage {
  if (hasOnlyKnownFields(line)) return built(line, undefined, line.content, line.thinking);
  const message: ChatMessage = { ...line };
  delete message.state;
  return message;
}

/** `existing` with the fields present in `line` replacing its own (`state` aside), as a new message. */
function replaced(existing: ChatMessage, line: ChatStreamMessage): ChatMessage {
  if (hasOnlyKnownFields(line) && hasOnlyKnownFields(existing)) return built(line, existing, either(line.content, existing.content), either(line.thinking, existing.thinking));
  const message: ChatMessage = { ...existing };
  assignAny(message, line);
  return message;
}

/** How many characters of recent pieces a {@link GrowingText} lets pile up before it copies them into one string. */
const JOIN_LENGTH = 8_192;

/**
 * Makes the engine copy a string made by concatenation (a rope of pieces) into one flat string,
 * in place: V8 does so on the first read of a character. The value is unchanged; the pieces are
 * left for the garbage collector.
 */
function flatten(text: string): void {
  text.charCodeAt(0);
}

/**
 * A text that grows by appends — a message's `content` or `thinking` as its deltas arrive —
 * kept cheap to hold.
 *
 * `text + piece` per delta makes the text a rope of all its pieces (engines concatenate strings
 * lazily), and all of them, tens of thousands in a long answer, then outlive the young-generation
 * garbage collection, which copies every survivor (twice, in V8): the most of what holding a
 * long answer costs. Here the recent pieces are also kept apart, as the rope `tail`, and once
 * they reach {@link JOIN_LENGTH} characters they are copied into one string, which goes on the
 * end of `head`: each piece is copied once, and dies young.
 *
 * The text it returns is the same string, character for character, as the plain `text + piece`.
 *
 * @internal
 */
export class GrowingText {
  /** The text, once one is set: `head + tail`. */
  text: string | undefined = undefined;
  /** The text before the recent pieces: what was set, and the pieces copied since. */
  private head = '';
  /** The recent pieces, in order. */
  private tail = '';

  /** Starts over from `text`, a text not grown here (undefined: none yet). */
  reset(text: string | undefined): void {
    this.text = text;
    this.head = text ?? '';
    this.tail = '';
  }

  /** `current + piece` (`piece` when there is no `current`), as the new text: it goes on from `current`, which is the text unless changed elsewhere. */
  append(current: string | undefined, piece: string): string {
    if (current !== this.text) this.reset(current);
    const tail = this.tail + piece;
    let text: string;
    if (tail.length < JOIN_LENGTH) {
      this.tail = tail;
      text = this.head + tail;
    } else {
      flatten(tail);
      this.tail = '';
      this.head += tail;
      text = this.head;
    }
    this.text = text;
    return text;
  }
}

/**
 * The texts of the message {@link mergeChatMessage} last appended a delta to, so that the next
 * delta of that message — the stream sends a message's deltas one after another — appends to
 * them rather than to a rope of every piece (see {@link GrowingText}). It belongs to that one
 * message (found by identity: a message never changes), holds nothing more than its texts, and
 * lets go of them at a special line (`__state__` ends every answer). Only ever the same text as
 * a plain concatenation comes out of it.
 */
const lastAppended: { message: ChatMessage | undefined; readonly content: GrowingText; readonly thinking: GrowingText } = {
  message: undefined,
  content: new GrowingText(),
  thinking: new GrowingText(),
};

/** Forgets the texts of {@link lastAppended}. */
function releaseLastAppended(): void {
  lastAppended.message = undefined;
  lastAppended.content.reset(undefined);
  lastAppended.thinking.reset(undefined);
}

/**
 * `before` updated by the delta `line` — `content` and `thinking` appended, other present fields
 * replacing its — as a new message.
 */
function appended(before: ChatMessage, line: ChatStreamMessage): ChatMessage {
  const last = lastAppended;
  // The message is checked too, even one built here: whoever holds it may have added a field.
  if (hasOnlyKnownFields(line) && hasOnlyKnownFields(before)) {
    if (last.message !== before) {
      last.content.reset(before.content);
      last.thinking.reset(before.thinking);
    }
    const content = line.content === undefined ? before.content : last.content.append(before.content, line.content);
    const thinking = line.thinking === undefined ? before.thinking : last.thinking.append(before.thinking, line.thinking);
    const after = built(line, before, content, thinking);
    last.message = after;
    return after;
  }
  const after: ChatMessage = { ...before };
  assignAny(after, line);
  if (line.content !== undefined) after.content = (before.content ?? '') + line.content;
  if (line.thinking !== undefined) after.thinking = (before.thinking ?? '') + line.thinking;
  return after;
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
    else thread[index] = replaced(thread[index]!, message);
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
 * and no id appears twice. A thread message has no `state`. The changed message is a new object:
 * a message handed out never changes.
 *
 * Made for a loop over a whole answer — thousands of deltas — at little more than the cost of
 * reading the lines: a delta costs a new array and a new message, not a copy of the text (the
 * text of the message last appended to is held so that the next delta appends to it cheaply).
 *
 * @example
 * ```ts
 * let thread: ChatMessage[] = [];
 * for await (const line of readChatStream(body)) thread = mergeChatMessage(thread, line);
 * ```
 */
export function mergeChatMessage(thread: readonly ChatMessage[], incoming: ChatStreamMessage): ChatMessage[] {
  const id = incoming.id;
  if (isSpecialId(id)) {
    releaseLastAppended();
    return (id === '__state__' && threadOfState(incoming)) || thread.slice();
  }
  const merged = thread.slice();
  // From the end: the stream's deltas are mostly for its latest message.
  let index = merged.length - 1;
  while (index >= 0 && merged[index]!.id !== id) index -= 1;
  if (index === -1) {
    merged.push(messageOf(incoming));
    return ordered(merged);
  }
  const before = merged[index]!;
  const after = incoming.isDelta === true ? appended(before, incoming) : replaced(before, incoming);
  merged[index] = after;
  // The rest of the thread is in order: only a message whose `sort` changed can be out of place,
  // and only if it is now out of order with a neighbour.
  const key = sortKey(after);
  if (key === sortKey(before)) return merged;
  if ((index > 0 && sortKey(merged[index - 1]!) > key) || (index + 1 < merged.length && key > sortKey(merged[index + 1]!))) return ordered(merged);
  return merged;
}

/** A message of a {@link ThreadBuilder}: the draft it merges into, and the copy it last handed out. */
interface Entry {
  /** Changed in place by each line: never handed out. */
  readonly draft: ChatMessage;
  /** The copy handed out since the last change, if any. */
  copy: ChatMessage | undefined;
  /** The draft's `content` and `thinking` as deltas grow them (see {@link GrowingText}), once a delta came. */
  content: GrowingText | undefined;
  thinking: GrowingText | undefined;
}

/** An entry of a new draft. */
const entryOf = (draft: ChatMessage): Entry => ({ draft, copy: undefined, content: undefined, thinking: undefined });

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
      this.indexOf.set(id, this.entries.push(entryOf(draft)) - 1);
      this.reorder();
      return draft;
    }
    const entry = this.entries[index]!;
    const draft = entry.draft;
    const before = sortKey(draft);
    const content = draft.content;
    const thinking = draft.thinking;
    assign(draft, line);
    if (line.isDelta === true) {
      if (line.content !== undefined) {
        entry.content ??= new GrowingText();
        draft.content = entry.content.append(content, line.content);
      }
      if (line.thinking !== undefined) {
        entry.thinking ??= new GrowingText();
        draft.thinking = entry.thinking.append(thinking, line.thinking);
      }
    }
    entry.copy = undefined;
    if (sortKey(draft) !== before) this.reorder();
    return draft;
  }

  private handOut(entry: Entry): ChatMessage {
    entry.copy ??= { ...entry.draft };
    return entry.copy;
  }

  private reset(thread: ChatMessage[]): void {
    this.entries = thread.map(entryOf);
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
