/**
 * A text that grows by appends — a message's `content` or `thinking` as its deltas arrive —
 * kept cheap to hold.
 *
 * @module
 * @internal
 */

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
 * A text that grows by appends, held so that its pieces die young.
 *
 * `text + piece` per delta makes the text a rope of all its pieces (engines concatenate strings
 * lazily), and all of them, tens of thousands in a long answer, then outlive the young-generation
 * garbage collection, which copies every survivor (twice, in V8): the most of what holding a
 * long answer costs. Here the recent pieces are also kept apart, as the rope `tail`, and once
 * they reach {@link JOIN_LENGTH} characters they are copied into one string, which goes on the
 * end of `head`: each piece is copied once, and dies young.
 *
 * The text it returns is the same string, character for character, as the plain `text + piece`.
 */
export class GrowingText {
  /** The text, once one is set: `head + tail`. */
  #text: string | undefined = undefined;
  /** The text before the recent pieces: what was set, and the pieces copied since. */
  #head = '';
  /** The recent pieces, in order. */
  #tail = '';

  /** `current + piece` (`piece` when there is no `current`), as the new text: it goes on from `current`, which is the text unless changed elsewhere. */
  append(current: string | undefined, piece: string): string {
    if (current !== this.#text) {
      this.#head = current ?? '';
      this.#tail = '';
    }
    const tail = this.#tail + piece;
    let text: string;
    if (tail.length < JOIN_LENGTH) {
      this.#tail = tail;
      text = this.#head + tail;
    } else {
      flatten(tail);
      this.#tail = '';
      this.#head += tail;
      text = this.#head;
    }
    this.#text = text;
    return text;
  }
}
