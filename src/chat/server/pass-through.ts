/**
 * The service's answer on its way to the browser: its bytes as they came, a line at a time —
 * each line handed on as soon as its newline arrives, so the first reaches the browser long
 * before the answer ends — with the API key taken out of any line that quotes it. Bounded: a line
 * is held until it ends, and no line longer than `maxLineBytes` is held; no chunk for `idleMs`
 * ends the answer as a dropped connection, as does a dropped connection of the service (the
 * browser's client then re-attaches).
 *
 * @module
 * @internal
 */

import { chunksWithin, joinedBytes } from '../../http/bounded-body.js';
import { REDACTED } from '../../http/redacted.js';

const NEWLINE = 10;

/** A line longer than the bound: the answer cannot be passed on whole. */
class LineTooLong extends Error {
  constructor(maxLineBytes: number) {
    super(`The chat service sent a line longer than ${maxLineBytes} bytes (maxLineBytes)`);
    this.name = 'LineTooLong';
  }
}

/**
 * Bytes to whole lines, kept as bytes: each chunk gives the lines it completes (with what was
 * held of the first of them) in one piece, and the line it begins is held for the next.
 */
export class LineHold {
  private readonly maxLineBytes: number;
  private pieces: Uint8Array[] = [];
  private held = 0;

  constructor(maxLineBytes: number) {
    this.maxLineBytes = maxLineBytes;
  }

  /**
   * The lines `chunk` completes, their newlines included, as one array (none: `undefined`).
   * @throws LineTooLong when the line held grows over `maxLineBytes`.
   */
  push(chunk: Uint8Array): Uint8Array | undefined {
    const end = chunk.lastIndexOf(NEWLINE) + 1;
    if (end === 0) {
      this.hold(chunk);
      return undefined;
    }
    const lines = this.held === 0 ? chunk.subarray(0, end) : joinedBytes([...this.pieces, chunk.subarray(0, end)], this.held + end);
    this.pieces = [];
    this.held = 0;
    if (end < chunk.length) this.hold(chunk.subarray(end));
    return lines;
  }

  /** The last line, without a newline, when the body ended in one; `undefined` otherwise. */
  flush(): Uint8Array | undefined {
    const last = this.held === 0 ? undefined : joinedBytes(this.pieces, this.held);
    this.pieces = [];
    this.held = 0;
    return last;
  }

  private hold(piece: Uint8Array): void {
    this.held += piece.length;
    if (this.held > this.maxLineBytes) throw new LineTooLong(this.maxLineBytes);
    this.pieces.push(piece);
  }
}

/**
 * `bytes` with every form of the secret `pattern` matches (see `secretPattern`: as it is, and
 * JSON-escaped) replaced by `[redacted]`; the same array when there is none. The bytes are read
 * one character each: the forms of a key are ASCII, which no byte of a multi-byte UTF-8
 * character is, and every other byte is handed on as it came.
 */
export function redactedBytes(bytes: Uint8Array, pattern: RegExp | undefined): Uint8Array {
  if (!pattern) return bytes;
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  pattern.lastIndex = 0;
  if (!pattern.test(text)) return bytes;
  const redacted = text.replace(pattern, REDACTED);
  const out = new Uint8Array(redacted.length);
  for (let index = 0; index < redacted.length; index += 1) out[index] = redacted.charCodeAt(index);
  return out;
}

/** How an answer is passed on. */
export interface PassThroughOptions {
  /** The forms of the API key (see `secretPatternOf`). */
  readonly secret: RegExp | undefined;
  /** The most bytes of a line held until its end comes. */
  readonly maxLineBytes: number;
  /** The longest wait for the service's next chunk. */
  readonly idleMs: number;
  /** The upstream request's signal: its abort ends the answer (the browser went away). */
  readonly signal: AbortSignal;
  /** Whether an overlong line ends the answer with an error line (a stream) or just ends it (an error body). */
  readonly stream: boolean;
  /** The browser stopped reading: the upstream request is to be let go. */
  onCancel(): void;
  /** Called once when the reading ends, however it ends. */
  onEnd(): void;
}

/**
 * The answer `body` as the browser is to read it: see the module's summary. Read on demand
 * (backpressure reaches the service); cancelled, it cancels the service's answer.
 */
export function passThrough(body: ReadableStream<Uint8Array>, options: PassThroughOptions): ReadableStream<Uint8Array> {
  const chunks = chunksWithin(body, { idleMs: options.idleMs, signal: options.signal, what: 'The chat answer', onEnd: options.onEnd });
  const lines = new LineHold(options.maxLineBytes);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        let next: IteratorResult<Uint8Array>;
        let ready: Uint8Array | undefined;
        try {
          next = await chunks.next();
          ready = next.done ? lines.flush() : lines.push(next.value);
        } catch (error) {
          if (!(error instanceof LineTooLong)) return controller.error(error);
          void chunks.return().catch(() => undefined);
          // Nothing of that line was handed on: the error line stands on its own.
          if (options.stream) controller.enqueue(new TextEncoder().encode(`${JSON.stringify({ error: error.message })}\n`));
          return controller.close();
        }
        if (ready) controller.enqueue(redactedBytes(ready, options.secret));
        if (next.done) return controller.close();
        if (ready) return;
      }
    },
    cancel() {
      // The read in progress ends at once (the signal), then the reader is let go.
      options.onCancel();
      void chunks.return().catch(() => undefined);
    },
  });
}
