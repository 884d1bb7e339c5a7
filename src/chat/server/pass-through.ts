/**
 * The service's answer on its way to the browser: its bytes as they came, a line at a time —
 * each line handed on as soon as its newline arrives, so the first reaches the browser long
 * before the answer ends — with the API key taken out of any line that quotes it, and, in a
 * stream, out of the messages' texts that the browser puts together from several lines (see
 * `MessageTextHold`). Bounded: a line is held until it ends, and no line longer than
 * `maxLineBytes` is held; no complete line for `idleMs` (bytes without a newline do not count,
 * as in the client: see `lineIdleBound`) ends the answer as a dropped connection, as does a
 * dropped connection of the service (the browser's client then re-attaches).
 *
 * @module
 * @internal
 */

import { chunksWithin, joinedBytes } from '../../http/bounded-body.js';
import { type LineIdleBound, lineIdleBound, noLineError } from '../../http/idle-bound.js';
import { redactedPiece, type SecretSearch } from '../../http/redacted.js';
import { realTiming, type Timing } from '../../http/timing.js';
import { MessageTextHold } from './message-text.js';

const NEWLINE = 10;

/** What the answer is, in its errors. */
const WHAT = 'The chat answer';

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
  readonly #maxLineBytes: number;
  #pieces: Uint8Array[] = [];
  #held = 0;

  constructor(maxLineBytes: number) {
    this.#maxLineBytes = maxLineBytes;
  }

  /**
   * The lines `chunk` completes, their newlines included, as one array (none: `undefined`).
   * @throws LineTooLong when the line held grows over `maxLineBytes`.
   */
  push(chunk: Uint8Array): Uint8Array | undefined {
    const end = chunk.lastIndexOf(NEWLINE) + 1;
    if (end === 0) {
      this.#hold(chunk);
      return undefined;
    }
    const lines =
      this.#held === 0
        ? chunk.subarray(0, end)
        : joinedBytes([...this.#pieces, chunk.subarray(0, end)], this.#held + end);
    this.#pieces = [];
    this.#held = 0;
    if (end < chunk.length) this.#hold(chunk.subarray(end));
    return lines;
  }

  /** The last line, without a newline, when the body ended in one; `undefined` otherwise. */
  flush(): Uint8Array | undefined {
    const last = this.#held === 0 ? undefined : joinedBytes(this.#pieces, this.#held);
    this.#pieces = [];
    this.#held = 0;
    return last;
  }

  #hold(piece: Uint8Array): void {
    this.#held += piece.length;
    if (this.#held > this.#maxLineBytes) throw new LineTooLong(this.#maxLineBytes);
    this.#pieces.push(piece);
  }
}

/**
 * `bytes` with every form of the key the searches find (see `secretSearch`: as it is, without
 * its prefix, base64, URL-encoded, JSON-escaped) replaced by `[redacted]`; the same array when
 * there is none. The bytes are read one character each: the forms of a key are ASCII, which no
 * byte of a multi-byte UTF-8 character is, and every other byte is handed on as it came.
 */
export function redactedBytes(bytes: Uint8Array, searches: readonly SecretSearch[]): Uint8Array {
  if (searches.length === 0) return bytes;
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  const redacted = redactedPiece(text, searches, true).shown;
  if (redacted === text) return bytes;
  const out = new Uint8Array(redacted.length);
  for (let index = 0; index < redacted.length; index += 1) out[index] = redacted.charCodeAt(index);
  return out;
}

/** `lines` (whole lines, one array) through `messages`, a line at a time: the same array when no line changed. */
function heldLines(lines: Uint8Array, messages: MessageTextHold): Uint8Array {
  const out: Uint8Array[] = [];
  let size = 0;
  let changed = false;
  for (let start = 0; start < lines.length; ) {
    const end = lines.indexOf(NEWLINE, start) + 1 || lines.length;
    const line = lines.subarray(start, end);
    const passed = messages.line(line);
    changed ||= passed !== line;
    out.push(passed);
    size += passed.length;
    start = end;
  }
  return changed ? joinedBytes(out, size) : lines;
}

/** `first` then `second`, as one array; either alone when the other is none. */
function joinedOf(first: Uint8Array | undefined, second: Uint8Array | undefined): Uint8Array | undefined {
  if (!first || !second) return first ?? second;
  return joinedBytes([first, second], first.length + second.length);
}

/** How an answer is passed on. */
export interface PassThroughOptions {
  /** The search for the API key (see `secretSearch`; none for a key too short to search). */
  readonly secret: SecretSearch | undefined;
  /** The most bytes of a line held until its end comes. */
  readonly maxLineBytes: number;
  /** The longest wait for the service's next complete line. */
  readonly idleMs: number;
  /** The clock the idle bound is measured on. Default: real time. */
  readonly timing?: Timing;
  /** The upstream request's signal: its abort ends the answer (the browser went away). */
  readonly signal: AbortSignal;
  /**
   * Whether the answer is a stream — its messages' texts read across lines, an overlong line
   * ending it with an error line — or an error body (its lines alone; an overlong one just ends it).
   */
  readonly stream: boolean;
  /** The browser stopped reading: the upstream request is to be let go. */
  onCancel(): void;
  /** Called once when the reading ends, however it ends. */
  onEnd?(): void;
}

/** How the service's answer is read: its signal, its idle bound, and the means to let go of both. */
interface Reading {
  /** The upstream request's signal, and the idle bound's `TIMEOUT`: either ends the read at once. */
  readonly signal: AbortSignal;
  readonly bound: LineIdleBound;
  /** Lets go of the upstream signal and the bound's timer. */
  stop(): void;
}

/**
 * The reading of an answer of `options`: past the idle bound (see `lineIdleBound`: complete
 * lines count, not bytes) it is aborted with `TIMEOUT`, the browser's read fails as a dropped
 * connection, and the service's answer is cancelled.
 */
function readingOf(options: PassThroughOptions): Reading {
  const reading = new AbortController();
  const upstream = options.signal;
  const follow = () => reading.abort(upstream.reason);
  if (upstream.aborted) follow();
  else upstream.addEventListener('abort', follow, { once: true });
  const bound = lineIdleBound(options.idleMs, options.timing ?? realTiming, () =>
    reading.abort(noLineError(WHAT, options.idleMs)),
  );
  return {
    signal: reading.signal,
    bound,
    stop: () => {
      bound.stop();
      upstream.removeEventListener('abort', follow);
    },
  };
}

/**
 * The answer `body` as the browser is to read it: see the module's summary. Read on demand
 * (backpressure reaches the service); cancelled, it cancels the service's answer.
 */
export function passThrough(body: ReadableStream<Uint8Array>, options: PassThroughOptions): ReadableStream<Uint8Array> {
  const reading = readingOf(options);
  const onEnd = (): void => {
    reading.stop();
    options.onEnd?.();
  };
  const chunks = chunksWithin(body, { idleMs: options.idleMs, signal: reading.signal, what: WHAT, onEnd });
  const lines = new LineHold(options.maxLineBytes);
  const searches = options.secret ? [options.secret] : [];
  // A stream's lines are messages, whose texts the browser puts together; an error body's are not.
  const messages = options.stream && options.secret ? new MessageTextHold(searches) : undefined;
  /** What goes on of `ready` (the lines a chunk completed, or the last one at the end), and, at the end, what the messages' texts still hold. */
  const passed = (ready: Uint8Array | undefined, done: boolean): Uint8Array | undefined => {
    const taken = ready && messages ? heldLines(ready, messages) : ready;
    const out = done ? joinedOf(taken, messages?.flush()) : taken;
    return out && redactedBytes(out, searches);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      reading.bound.waiting();
      for (;;) {
        let next: IteratorResult<Uint8Array>;
        let ready: Uint8Array | undefined;
        try {
          next = await chunks.next();
          ready = passed(next.done ? lines.flush() : lines.push(next.value), next.done === true);
        } catch (error) {
          if (!(error instanceof LineTooLong)) return controller.error(error);
          void chunks.return().catch(() => undefined);
          // Nothing of that line was handed on: the error line stands on its own, after the texts held.
          const held = passed(undefined, true);
          if (held) controller.enqueue(held);
          if (options.stream)
            controller.enqueue(new TextEncoder().encode(`${JSON.stringify({ error: error.message })}\n`));
          return controller.close();
        }
        if (ready) {
          reading.bound.arrived();
          controller.enqueue(ready);
        }
        if (next.done) return controller.close();
        if (ready) return;
      }
    },
    cancel() {
      // The read in progress ends at once (the signal), then the reader is let go.
      options.onCancel();
      reading.stop();
      void chunks.return().catch(() => undefined);
    },
  });
}
