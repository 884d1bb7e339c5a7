/**
 * Bytes to lines: the first step of reading a chat stream (newline-delimited JSON, spec 2.5).
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { expected } from '../internal/describe.js';

/** The longest line read by default: 16 MiB, far above any real line and far below what would exhaust memory. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/** One decoder option object for every chunk, rather than one per chunk. */
const STREAMING: TextDecodeOptions = { stream: true };

const NEWLINE = 10;

/** U+FFFD, the replacement character, in UTF-8. */
const REPLACEMENT = Uint8Array.of(0xef, 0xbf, 0xbd);

/**
 * Splits a body, fed chunk by chunk, into its lines — whatever the chunking: a line or a
 * multi-byte UTF-8 character split anywhere, `\r\n` line ends, a last line without a newline
 * (given by {@link LineDecoder.flush}). Blank lines (empty or whitespace only) are left out. A
 * byte-order mark opening the body is no part of it.
 *
 * A line longer than `maxLineBytes` bytes (its `\n` aside) fails as soon as its length is
 * known to be over — before it is whole, so a line that never ends cannot exhaust memory — with
 * `INVALID_RESPONSE`.
 *
 * Each chunk is decoded once and its newlines found with `indexOf`; the pieces of a line that
 * spans chunks are kept apart and joined once, when it ends.
 *
 * @example
 * ```ts
 * const decoder = new LineDecoder();
 * for (const chunk of chunks) for (const line of decoder.decode(chunk)) handle(line);
 * for (const line of decoder.flush()) handle(line);
 * ```
 */
export class LineDecoder {
  readonly #maxLineBytes: number;
  readonly #decoder = new TextDecoder();
  #encoder: TextEncoder | undefined;
  /** The pieces of the line being received, when it spans chunks. */
  #pieces: string[] = [];
  /** The bytes of the line being received so far. */
  #pendingBytes = 0;
  /** A text chunk's last character when it is the first half of a surrogate pair: the second half starts the next chunk. */
  #highSurrogate = '';

  constructor(maxLineBytes: number = MAX_LINE_BYTES) {
    this.#maxLineBytes = maxLineBytes;
  }

  /**
   * Takes one chunk — bytes (any typed array, `DataView` or `ArrayBuffer`) or text — and
   * returns the lines it completes.
   * @throws {@link ApiError} `INVALID_RESPONSE` for a line over `maxLineBytes`, or a chunk that is neither bytes nor
   * text.
   */
  decode(chunk: Uint8Array | ArrayBufferView | ArrayBuffer | string): string[] {
    // Text is taken as its UTF-8 bytes: one path, one byte count, and a character the bytes
    // before it left unfinished ends as U+FFFD, as a decoder ends it.
    const bytes = typeof chunk === 'string' ? this.#encode(chunk) : this.#withHeldText(bytesOf(chunk));
    this.#count(bytes);
    return this.#split(this.#decoder.decode(bytes, STREAMING));
  }

  /** Ends the body: returns its last line, when it had no newline. */
  flush(): string[] {
    const held = this.#withHeldText(new Uint8Array(0));
    const lines = held.length === 0 ? [] : this.#split(this.#decoder.decode(held, STREAMING));
    lines.push(...this.#split(this.#decoder.decode()));
    if (this.#pieces.length !== 0) push(lines, this.#pieces.join(''));
    this.#pieces = [];
    this.#pendingBytes = 0;
    return lines;
  }

  /** A text chunk's UTF-8 bytes; a surrogate pair split across text chunks is joined, not encoded as two halves. */
  #encode(text: string): Uint8Array {
    let whole = this.#highSurrogate + text;
    this.#highSurrogate = '';
    const last = whole.charCodeAt(whole.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      this.#highSurrogate = whole.slice(-1);
      whole = whole.slice(0, -1);
    }
    this.#encoder ??= new TextEncoder();
    return this.#encoder.encode(whole);
  }

  /** `bytes`, after U+FFFD for a held half of a surrogate pair whose other half never came. */
  #withHeldText(bytes: Uint8Array): Uint8Array {
    if (this.#highSurrogate === '') return bytes;
    this.#highSurrogate = '';
    const joined = new Uint8Array(REPLACEMENT.length + bytes.length);
    joined.set(REPLACEMENT);
    joined.set(bytes, REPLACEMENT.length);
    return joined;
  }

  /**
   * Counts the bytes of the lines `bytes` adds to, refusing one over the limit. Only the line
   * the chunk continues and the one it starts can be long, unless the chunk itself is: then
   * every line in it is measured.
   */
  #count(bytes: Uint8Array): void {
    const max = this.#maxLineBytes;
    const first = bytes.indexOf(NEWLINE);
    if (first === -1) {
      this.#pendingBytes += bytes.length;
      if (this.#pendingBytes > max) throw tooLong(max);
      return;
    }
    if (this.#pendingBytes + first > max) throw tooLong(max);
    if (bytes.length > max) {
      for (
        let start = first + 1, end = bytes.indexOf(NEWLINE, start);
        end !== -1;
        start = end + 1, end = bytes.indexOf(NEWLINE, start)
      ) {
        if (end - start > max) throw tooLong(max);
      }
    }
    this.#pendingBytes = bytes.length - bytes.lastIndexOf(NEWLINE) - 1;
    if (this.#pendingBytes > max) throw tooLong(max);
  }

  /** The lines `text` completes, its tail kept for the next chunk. */
  #split(text: string): string[] {
    const lines: string[] = [];
    let end = text.indexOf('\n');
    if (end === -1) {
      if (text !== '') this.#pieces.push(text);
      return lines;
    }
    if (this.#pieces.length === 0) push(lines, text.slice(0, end));
    else {
      this.#pieces.push(text.slice(0, end));
      push(lines, this.#pieces.join(''));
      this.#pieces = [];
    }
    let start = end + 1;
    for (end = text.indexOf('\n', start); end !== -1; end = text.indexOf('\n', start)) {
      push(lines, text.slice(start, end));
      start = end + 1;
    }
    if (start < text.length) this.#pieces.push(text.slice(start));
    return lines;
  }
}

/** Adds a line without its `\r`, unless it is blank. */
function push(lines: string[], line: string): void {
  let end = line.length;
  if (end !== 0 && line.charCodeAt(end - 1) === 13) line = line.slice(0, --end);
  // Whitespace only is checked only when the line starts with whitespace: JSON lines never do.
  if (end === 0 || (line.charCodeAt(0) <= 32 && line.trim() === '')) return;
  lines.push(line);
}

/** A chunk's bytes, viewed (never copied). */
function bytesOf(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (ArrayBuffer.isView(chunk)) return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (chunk instanceof ArrayBuffer) return new Uint8Array(chunk);
  throw new ApiError('INVALID_RESPONSE', expected('chat stream: chunk', 'bytes or a string', chunk));
}

const tooLong = (max: number) =>
  new ApiError(
    'INVALID_RESPONSE',
    `chat stream: a line is longer than ${max} bytes (maxLineBytes): it was not read, and the request is not sent again`,
  );
