/**
 * The thread as the stream builds it (spec 2.5, 4.2, 6.4): stream lines merged by id into
 * messages, kept in `sort` order, never one id twice — so re-reading a stream after a reconnect
 * repeats and loses nothing — and the `__state__` thread merged in without losing what streamed.
 * The one merge of the SDK: a run builds its thread with it, and `mergeChatMessage` is a pure
 * function over it.
 *
 * @module
 * @internal
 */

import { GrowingText } from './growing-text.js';
import { mergeMessageLine, sortKey } from './merge-line.js';
import { assign, messageOf } from './message-fields.js';
import { isSpecialId, SPECIAL_ID } from './rules.js';
import { messagesOfState } from './state.js';
import { canonicalJson, fingerprint, keyBetween, mergedCall } from './state-match.js';
import type { ChatMessage, ChatStreamMessage } from './types.js';

/** Where a message sorts: by `sort`, and after every sorted message when it has none. */

/**
 * A message of the thread: the draft it merges into, and the copy it last handed out. A draft
 * given by the caller ({@link ThreadBuilder}'s constructor) is theirs: it is copied before its
 * first change.
 */
interface Entry {
  draft: ChatMessage;
  /** Whether the draft is the builder's own, to change in place. */
  owned: boolean;
  /** The copy handed out since the last change, if any (a caller's message is its own copy). */
  copy: ChatMessage | undefined;
  /** Where it sorts: its `sort`, or a place the state gave it (see {@link ThreadBuilder.mergeState}). */
  key: number;
  /** When its id first came: equal keys sort in this order. */
  seq: number;
  /** Its place in the builder's list, while the list is in order. */
  index: number;
  /** The draft's `content` and `thinking` as deltas grow them, once a delta came. */
  content: GrowingText | undefined;
  thinking: GrowingText | undefined;
}

const entryOf = (draft: ChatMessage, owned: boolean): Entry => ({
  draft,
  owned,
  copy: owned ? undefined : draft,
  key: sortKey(draft),
  seq: 0,
  index: 0,
  content: undefined,
  thinking: undefined,
});

/** The thread's order: by key, equal keys in the order their ids first came. */
const inOrder = (a: Entry, b: Entry): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.seq - b.seq);

/**
 * A thread built line by line, for a run that merges thousands of deltas. Each message is a
 * draft changed in place (a delta appends to its text through a {@link GrowingText}, nothing is
 * copied), and a copy of it is made only when it is handed out — by
 * {@link ThreadBuilder.messages} or {@link ThreadBuilder.message} — so a message once handed out
 * never changes, and a stream nobody looks at mid-way copies nothing.
 *
 * Order is kept lazily: messages are held in arrival order and sorted (stably, by `sort`, those
 * without last) only when the thread is read after a change of order — `O(n log n)` whatever
 * order the lines come in, `O(n)` when they come in order or in reverse.
 *
 * Merge rules, for a line of a message (special ids are not messages):
 * - a new id: a new message (the line's present fields, without `state`);
 * - a known id with `isDelta: true`: `content` and `thinking` appended, other present fields
 *   replacing the message's;
 * - a known id otherwise: present fields replace the message's.
 */
export class ThreadBuilder {
  /** Every message: in order while `#sorted`, else with the latest changes out of place. */
  readonly #entries: Entry[] = [];
  /** Whether `entries` is in order (see {@link inOrder}); it is sorted again only when read after a change of order. */
  #sorted = true;
  #nextSeq = 0;
  readonly #byId = new Map<string, Entry>();
  /** The copies handed out as the thread, while nothing has changed since. */
  #view: readonly ChatMessage[] | undefined;

  /**
   * A builder holding `messages` already, their order taken as the order they came in: they are
   * taken as they are, never changed (a message to change is copied first). One id twice: the
   * later wins, where the first was.
   */
  constructor(messages: readonly ChatMessage[] = []) {
    for (const message of messages) {
      const entry = entryOf(message, false);
      const known = this.#byId.get(message.id);
      if (known) {
        entry.seq = known.seq;
        entry.index = known.index;
        this.#entries[known.index] = entry;
        this.#byId.set(message.id, entry);
        this.#sorted = false;
      } else this.#append(entry);
    }
  }

  /** The thread so far, in `sort` order: the same array until it changes. */
  get messages(): readonly ChatMessage[] {
    this.#view ??= this.#ordered().map((entry) => this.#handOut(entry));
    return this.#view;
  }

  /** The current state of the message of `id`, as a copy that never changes; undefined for an unknown id. */
  message(id: string): ChatMessage | undefined {
    const entry = this.#byId.get(id);
    return entry && this.#handOut(entry);
  }

  /** Whether the thread holds a message of this id. */
  has(id: string): boolean {
    return this.#byId.has(id);
  }

  /**
   * Merges one line in. Returns the draft of the message it added or changed — to read, never
   * to keep or hand out (see {@link ThreadBuilder.message}) — or undefined for a special line,
   * which it leaves to its reader (`__state__`: {@link ThreadBuilder.mergeState}).
   */
  add(line: ChatStreamMessage): Readonly<ChatMessage> | undefined {
    const id = line.id;
    if (isSpecialId(id)) return undefined;
    this.#view = undefined;
    const entry = this.#byId.get(id);
    if (!entry) {
      const added = entryOf(messageOf(line), true);
      this.#append(added);
      return added.draft;
    }
    const draft = this.#own(entry);
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
    this.#rekey(entry, sortKey(draft));
    return draft;
  }

  /**
   * Merges the thread of a `__state__` line (its `state.messages`, in any documented shape: see
   * `messagesOfState`) into the streamed one. It never removes a message nor empties the thread:
   * - a state message the thread carries — by id, or else by the same role and text (or
   *   thinking) or the same tool and input, in a streamed message the state does not name by
   *   id (a LangChain state may have ids of its own, or none) — corrects that message: its present fields
   *   replace the message's (a `toolCall` completed: the state's `result`, the stream's input);
   * - a state message the thread does not carry is added: at its `sort` when it has one, else
   *   right after the message that comes before it in the state (the earlier turns of a thread
   *   before the streamed one).
   *
   * Returns the messages it added or changed, as handed out.
   */
  mergeState(line: ChatStreamMessage): ChatMessage[] {
    const incoming = messagesOfState(line.state?.messages);
    if (incoming.length === 0) return [];
    const order = this.#ordered().slice();
    const named = new Set(incoming.map((message) => message.id));
    const carriers = this.#carriers(order.filter((entry) => !named.has(entry.draft.id)));
    const changed = new Set<Entry>();
    /** The last state message found in the thread (or placed in it), and the state messages waiting for a place after it. */
    let anchor: Entry | undefined;
    let waiting: ChatMessage[] = [];
    const place = () => {
      for (const entry of this.#placed(waiting, anchor, order)) changed.add(entry);
      waiting = [];
    };
    for (const message of incoming) {
      const found = this.#byId.get(message.id) ?? this.#takeCarrier(carriers, message);
      if (!found) {
        waiting.push(message);
        continue;
      }
      place();
      if (this.#correct(found, message)) changed.add(found);
      anchor = found;
    }
    place();
    return [...changed].map((entry) => this.#handOut(entry));
  }

  /** The streamed messages a state message without a known id may be carried by, by {@link fingerprint}, in order. */
  #carriers(order: readonly Entry[]): Map<string, Entry[]> {
    const carriers = new Map<string, Entry[]>();
    for (const entry of order) {
      const print = fingerprint(entry.draft);
      if (print === undefined) continue;
      const same = carriers.get(print);
      if (same) same.push(entry);
      else carriers.set(print, [entry]);
    }
    return carriers;
  }

  /** The first streamed message that carries `message` and no other state message yet, taken. */
  #takeCarrier(carriers: Map<string, Entry[]>, message: ChatMessage): Entry | undefined {
    const print = fingerprint(message);
    return print === undefined ? undefined : carriers.get(print)?.shift();
  }

  /**
   * Corrects a streamed message by the state's version of it: the state's present fields
   * replace the message's, as a line that is no delta would (a `toolCall` is merged, so that a
   * state without a result does not take the streamed one away). Whether anything changed.
   */
  #correct(entry: Entry, message: ChatMessage): boolean {
    const before = entry.draft;
    const updates: Record<string, unknown> = {};
    for (const key of Object.keys(message)) {
      if (key === 'id' || key === '__proto__') continue;
      const value =
        key === 'toolCall' && before.toolCall && message.toolCall
          ? mergedCall(before.toolCall, message.toolCall)
          : message[key];
      if (value === undefined || value === before[key]) continue;
      if (typeof value === 'object' && value !== null && canonicalJson(value) === canonicalJson(before[key])) continue;
      updates[key] = value;
    }
    if (Object.keys(updates).length === 0) return false;
    Object.assign(this.#own(entry), updates);
    entry.copy = undefined;
    this.#view = undefined;
    this.#rekey(entry, sortKey(entry.draft));
    return true;
  }

  /**
   * Adds state messages the thread does not carry, after `anchor` — before whatever follows it
   * in `order` — or at their own `sort`; returns their entries.
   */
  #placed(messages: readonly ChatMessage[], anchor: Entry | undefined, order: readonly Entry[]): Entry[] {
    if (messages.length === 0) return [];
    const low = anchor ? anchor.key : Number.NEGATIVE_INFINITY;
    const next = anchor ? order[order.indexOf(anchor) + 1] : order[0];
    const high = next ? next.key : Number.POSITIVE_INFINITY;
    const count = messages.length;
    return messages.map((message, index) => {
      const entry = entryOf(message, false);
      if (typeof message.sort !== 'number') entry.key = keyBetween(low, high, index + 1, count + 1);
      this.#append(entry);
      this.#view = undefined;
      return entry;
    });
  }

  /** Adds a new entry, the latest to come: the order holds while it sorts after the last one. */
  #append(entry: Entry): void {
    const entries = this.#entries;
    entry.seq = this.#nextSeq++;
    entry.index = entries.length;
    if (this.#sorted && entries.length > 0 && inOrder(entries[entries.length - 1]!, entry) > 0) this.#sorted = false;
    entries.push(entry);
    this.#byId.set(entry.draft.id, entry);
  }

  /** Gives an entry a new key: the order holds while it still sorts between its neighbours. */
  #rekey(entry: Entry, key: number): void {
    if (key === entry.key) return;
    entry.key = key;
    if (!this.#sorted) return;
    const entries = this.#entries;
    const { index } = entry;
    if (
      (index > 0 && inOrder(entries[index - 1]!, entry) > 0) ||
      (index + 1 < entries.length && inOrder(entry, entries[index + 1]!) > 0)
    )
      this.#sorted = false;
  }

  /** The entries in order: sorted in place when a change of order came since the last read. */
  #ordered(): Entry[] {
    const entries = this.#entries;
    if (!this.#sorted) {
      entries.sort(inOrder);
      for (let index = 0; index < entries.length; index += 1) entries[index]!.index = index;
      this.#sorted = true;
    }
    return entries;
  }

  /** The draft, the builder's own to change: a caller's message is copied first. */
  #own(entry: Entry): ChatMessage {
    if (!entry.owned) {
      entry.draft = { ...entry.draft };
      entry.owned = true;
    }
    return entry.draft;
  }

  #handOut(entry: Entry): ChatMessage {
    entry.copy ??= { ...entry.draft };
    return entry.copy;
  }
}

/**
 * The thread with one stream line merged in, as a new array (neither the thread nor the line is
 * changed):
 * - `__cutoff__` and any other special id but `__state__`: the thread unchanged;
 * - `__state__`: the thread with what `state.messages` adds or corrects (any documented shape:
 *   stream-line messages, LangChain-serialized messages, the JSON text of either) — never a
 *   message removed, never emptied (see the run's rules in the README);
 * - a known id with `isDelta: true`: `content` and `thinking` appended to that message's, other
 *   present fields replacing its;
 * - a known id otherwise: present fields replace the message's;
 * - a new id: a new message.
 *
 * Messages are kept in `sort` order, stably (messages without `sort` last, in arrival order),
 * and no id appears twice. A thread message has no `state`. A changed message is a new object:
 * a message handed out never changes, and the others are handed back as they were given.
 *
 * It copies the thread's array on every call: to merge a whole answer line by line, a run (or
 * `createChatClient`) is the cheaper way.
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
    if (id !== SPECIAL_ID.state) return thread.slice();
    const builder = new ThreadBuilder(thread);
    builder.mergeState(incoming);
    return [...builder.messages];
  }
  // A message line: the builder's rules on one message, without a builder — a builder per call
  // would wrap every message of the thread, on every line.
  return mergeMessageLine(thread, incoming);
}
