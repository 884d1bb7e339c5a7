/**
 * The texts of an answer's messages on their way to the browser, the API key taken out even when
 * it comes cut across two lines of the stream.
 *
 * A message's `content` and `thinking` grow by deltas: a line of the message with `isDelta: true`
 * appends its text to the message's, in the browser's client (see `ThreadBuilder`). The end of
 * one line's text and the start of the next can so make the key, which no line holds whole. Each
 * message's text is therefore read as the browser will put it together: the end of a text that
 * may be the beginning of a form of the key — only while it may be, and never more than one form
 * of the key less a character — is held back and put before the next delta's text of that
 * message and field, where the search goes on. Every other character goes on at once.
 *
 * What is held is handed on, as a delta line of its own, before any line that ends or replaces
 * what the browser puts together: a special line (`__state__` corrects the messages' texts,
 * `__usage__` and `__aborted__` end the answer), an error line, any line that is no message; and
 * at the end of the answer. A line of the message that is no delta replaces the text: what was
 * held of it is dropped, as the browser drops it.
 *
 * @module
 * @internal
 */

import { parseJson } from '../../http/json.js';
import { redactedPiece, type SecretSearch } from '../../http/redacted.js';
import { isRecord } from '../../internal/is-record.js';
import { isSpecialId } from '../rules.js';

/** The fields of a message that deltas append to. */
const TEXT_FIELDS = ['content', 'thinking'] as const;

/** What is held of one message: the end of each of its texts, and the `sort` of the line it came in. */
interface Held {
  content?: string;
  thinking?: string;
  sort?: unknown;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The line ending of `text` (what follows its JSON): `\n`, `\r\n` or nothing (the last line). */
const endingOf = (text: string): string => text.slice(text.trimEnd().length);

/**
 * Each message's texts, read across lines: see the module's summary. Fed whole lines, in order;
 * gives the bytes to hand on for each.
 */
export class MessageTextHold {
  readonly #searches: readonly SecretSearch[];
  /** What is held, by message id, in the order it was first held. */
  readonly #held = new Map<string, Held>();
  /** Whether the last line handed on ended with a newline: the held texts go on lines of their own. */
  #endedLine = true;

  constructor(searches: readonly SecretSearch[]) {
    this.#searches = searches;
  }

  /**
   * The bytes to hand on for one whole line (its line ending included): the line as it came when
   * its texts go on whole, else rewritten with what goes on of them — after the held texts it
   * releases, as lines of their own.
   */
  line(bytes: Uint8Array): Uint8Array {
    const text = decoder.decode(bytes);
    let line: unknown;
    try {
      line = parseJson(text);
    } catch {
      line = undefined;
    }
    const id = isRecord(line) ? line.id : undefined;
    if (typeof id !== 'string' || isSpecialId(id)) return this.#after(this.flush(), bytes, text);
    const message = line as Record<string, unknown>;
    const changed = this.#takeTexts(id, message);
    return this.#after(
      undefined,
      changed ? encoder.encode(`${JSON.stringify(message)}${endingOf(text)}`) : bytes,
      text,
    );
  }

  /** Everything still held, as delta lines (`undefined`: nothing), and nothing held after. */
  flush(): Uint8Array | undefined {
    if (this.#held.size === 0) return undefined;
    let lines = this.#endedLine ? '' : '\n';
    for (const [id, held] of this.#held) {
      const delta: Record<string, unknown> = { id, isDelta: true };
      for (const field of TEXT_FIELDS) if (held[field]) delta[field] = held[field];
      if (held.sort !== undefined) delta.sort = held.sort;
      lines += `${JSON.stringify(delta)}\n`;
    }
    this.#held.clear();
    this.#endedLine = true;
    return encoder.encode(lines);
  }

  /**
   * Takes the texts of a message's line through the search: each the held end of that text
   * before it (a delta) or none (a line that replaces the text), what goes on of it set on
   * `message`, its new end held. Whether `message` changed.
   */
  #takeTexts(id: string, message: Record<string, unknown>): boolean {
    const delta = message.isDelta === true;
    const held: Held = this.#held.get(id) ?? {};
    let changed = false;
    let took = false;
    for (const field of TEXT_FIELDS) {
      const piece = message[field];
      if (typeof piece !== 'string') continue;
      took = true;
      const before = delta ? (held[field] ?? '') : '';
      const { shown, held: rest } = redactedPiece(before + piece, this.#searches, false);
      if (shown !== piece) {
        message[field] = shown;
        changed = true;
      }
      if (rest) held[field] = rest;
      else delete held[field];
    }
    if (held.content === undefined && held.thinking === undefined) this.#held.delete(id);
    else {
      // The held text goes on as part of this line: in its place in the thread.
      if (took) held.sort = message.sort;
      this.#held.set(id, held);
    }
    return changed;
  }

  /** `line` after `released` (held texts handed on first), as one array. */
  #after(released: Uint8Array | undefined, line: Uint8Array, text: string): Uint8Array {
    this.#endedLine = text.endsWith('\n');
    if (!released) return line;
    const out = new Uint8Array(released.length + line.length);
    out.set(released);
    out.set(line, released.length);
    return out;
  }
}
