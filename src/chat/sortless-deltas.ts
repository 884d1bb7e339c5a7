/**
 * Which deltas without `sort` a re-sent stream repeats. A re-sent request's stream may repeat
 * lines the run has (spec 4.2: the service attaches it to the answer in progress). A delta with
 * `sort` is told apart by it (see the run). One without `sort` carries nothing to tell it by but
 * its place and its text, so the stream's own facts are used: for each message, the re-sent
 * stream's deltas without `sort`, in their order, are repeats as long as each is the same
 * (`content` and `thinking`) as the one the run took at that place; from the first that is not —
 * or once the stream sent the message whole — every later one of that message is new.
 *
 * A stream that repeats from the start is so read once; one that goes on from where the run was
 * is read whole, unless its first new delta is, by chance, the very text of the message's first
 * (then that one delta is not appended).
 *
 * @module
 * @internal
 */

import type { ChatStreamMessage } from './types.js';

/** What a delta adds: compared as a pair, and kept only as long as its text is. */
interface DeltaText {
  readonly content: string | undefined;
  readonly thinking: string | undefined;
}

/** The place of a message's repeats in a re-sent stream once it is past them: every later delta is new. */
const PAST = -1;

/** The deltas without `sort` of a run's streams: see the module. */
export class SortlessDeltas {
  /** Per message, the deltas without `sort` it was given, in order. */
  readonly #taken = new Map<string, DeltaText[]>();
  /** Per message, in the stream being read: how many of its taken deltas it repeated, or {@link PAST}. */
  #places = new Map<string, number>();
  /** Whether the stream being read is a re-sent one. */
  #resent = false;

  /** A stream begins: a re-sent one (`resent`) may repeat deltas; a first one repeats none. */
  streamBegins(resent: boolean): void {
    this.#resent = resent;
    this.#places = new Map();
  }

  /**
   * Whether a message line is a delta without `sort` that repeats one the run took; else it is
   * noted: as taken (a delta), or as the message's text sent whole (a line with its text).
   */
  isRepeat(line: ChatStreamMessage): boolean {
    const { id } = line;
    if (line.isDelta !== true) {
      // The message's text sent whole: the stream's next deltas of it are new.
      if (line.content !== undefined || line.thinking !== undefined) this.#places.set(id, PAST);
      return false;
    }
    if (line.sort !== undefined) return false;
    const taken = this.#taken.get(id);
    const place = this.#places.get(id) ?? 0;
    if (this.#resent && taken && place !== PAST && place < taken.length) {
      const earlier = taken[place]!;
      if (earlier.content === line.content && earlier.thinking === line.thinking) {
        this.#places.set(id, place + 1);
        return true;
      }
    }
    this.#places.set(id, PAST);
    const text: DeltaText = { content: line.content, thinking: line.thinking };
    if (taken) taken.push(text);
    else this.#taken.set(id, [text]);
    return false;
  }
}
