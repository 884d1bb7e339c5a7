/**
 * The chat stream reader (spec 2.5, 6.4, 7): a response body of newline-delimited JSON in,
 * validated stream lines out — bytes to lines ({@link LineDecoder}, a chunk at a time through an
 * async generator), lines to JSON (bounded in depth), JSON to a stream line
 * ({@link validateChatStreamMessage}) or to the `ApiError` of an error object
 * ({@link errorOfLine}).
 *
 * @module
 * @internal
 */

import { ApiError, shortenBody } from '../http/api-error.js';
import { JsonTooDeepError, MAX_JSON_DEPTH, parseJson } from '../http/json.js';
import { describeThrown, expected } from '../internal/describe.js';
import { errorOfLine, isErrorLine } from './frames.js';
import { LineDecoder } from './line-decoder.js';
import type { ChatStreamMessage } from './types.js';
import { validateChatStreamMessage } from './validate.js';

/** Options of {@link readChatStream}. */
export interface ReadChatStreamOptions {
  /** The longest line read, in bytes; a longer one is `INVALID_RESPONSE`. Default 16 MiB. */
  maxLineBytes?: number;
}

/** A source of chunks, as a reader: a `ReadableStream`'s reader or an async iterator. */
interface ChunkSource {
  next(): Promise<{ done?: boolean; value?: unknown }>;
  /** Releases the connection: cancels the reader, or calls the iterator's `return()`. */
  cancel(): Promise<unknown> | undefined;
}

function openSource(body: unknown): ChunkSource {
  const stream = body as Partial<ReadableStream<Uint8Array>> | null | undefined;
  // A ReadableStream by its reader: async iteration of streams is missing from some browsers.
  if (typeof stream?.getReader === 'function') {
    const reader = stream.getReader();
    return { next: () => reader.read(), cancel: () => reader.cancel() };
  }
  const iterable = body as Partial<AsyncIterable<unknown>> | null | undefined;
  const iterate = iterable?.[Symbol.asyncIterator];
  if (typeof iterate === 'function') {
    const iterator = iterate.call(iterable);
    return { next: () => iterator.next(), cancel: () => iterator.return?.() };
  }
  throw new ApiError('INVALID_RESPONSE', expected('chat stream: body', 'a ReadableStream or an async iterable', body));
}

/** Releases a source, its errors ignored: the reader is leaving. */
async function release(source: ChunkSource): Promise<void> {
  try {
    await source.cancel();
  } catch {
    // A body that cannot be cancelled, or fails as it is: there is nothing left to release.
  }
}

/**
 * The error of a source that failed (the connection dropped): `NETWORK`, or `ABORTED` /
 * `TIMEOUT` when the body was ended by an abort or timeout signal, and an `ApiError` the source
 * threw as it is. The original is kept as `cause`.
 */
function sourceError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  const name = (cause as { name?: unknown } | null)?.name;
  if (name === 'AbortError') return new ApiError('ABORTED', 'chat stream: reading was aborted', { cause });
  if (name === 'TimeoutError') return new ApiError('TIMEOUT', 'chat stream: reading timed out', { cause });
  return new ApiError('NETWORK', `chat stream: the connection dropped: ${describeThrown(cause)}`, { cause });
}

/** One line as a stream line, or the `ApiError` it means: not JSON, nested too deep, an error object, a field of the wrong type. */
export function parseLine(line: string): ChatStreamMessage {
  let parsed: unknown;
  try {
    parsed = parseJson(line);
  } catch (cause) {
    const rule = cause instanceof JsonTooDeepError ? `JSON nested at most ${MAX_JSON_DEPTH} levels deep` : 'JSON';
    throw new ApiError('INVALID_RESPONSE', expected('stream line', rule, line), { cause, body: shortenBody(line) });
  }
  if (isErrorLine(parsed)) throw errorOfLine(parsed);
  return validateChatStreamMessage(parsed);
}

/**
 * The lines of a body as text, a chunk's worth at a time (the lines each chunk completes), read
 * as they come; the body released when the reading stops before its end. A generator per chunk,
 * not per line: a 10 MB answer is tens of thousands of lines, and a generator's resume and
 * promise per line would cost a fifth more than reading them. A run reads its stream this way,
 * parsing each line with {@link parseLine} as it takes it; {@link readChatStream} hands the
 * lines out one by one.
 *
 * @param body - A `ReadableStream` or an async iterable of bytes or text.
 */
export async function* linesByChunk(
  body: unknown,
  maxLineBytes: number | undefined,
): AsyncGenerator<string[], void, undefined> {
  const source = openSource(body);
  const decoder = new LineDecoder(maxLineBytes);
  let ended = false;
  try {
    while (!ended) {
      let chunk: { done?: boolean; value?: unknown };
      try {
        chunk = await source.next();
      } catch (cause) {
        // The body failed: there is nothing left to release.
        ended = true;
        throw sourceError(cause);
      }
      ended = chunk.done === true;
      const lines = ended ? decoder.flush() : decoder.decode(chunk.value as Uint8Array);
      if (lines.length > 0) yield lines;
    }
  } finally {
    // Stopped early — by the consumer (`break`, `return()`), or by a line that failed.
    if (!ended) await release(source);
  }
}

/**
 * Reads a chat response body as stream lines (spec 2.5): newline-delimited JSON, each line
 * parsed and validated (see `validateChatStreamMessage`), in order.
 *
 * - Any chunking is read right: a line, or a multi-byte UTF-8 character, split across chunks;
 *   `\r\n` line ends; blank lines (skipped); a last line without a newline. Chunks may be bytes
 *   or strings (a string chunk is text already).
 * - A line that is not JSON, nested deeper than 1,000 levels, longer than `maxLineBytes`, or with
 *   a field of the wrong type ends the iteration with `INVALID_RESPONSE` naming it. Unknown
 *   fields and unknown special ids are kept.
 * - An error object in the stream ends it: `{ "error": "<text>" }` with `STREAM_ERROR` (or
 *   `THREAD_BUSY` when it says `Streaming for thread is in progress`), a JSON-RPC error object
 *   (`{ error: { code, message } }`, how authentication is refused) with `UNAUTHORIZED`; the
 *   parsed object is the error's `body`.
 * - A body that fails (the connection dropped) ends it with `NETWORK`, the failure as `cause`;
 *   with `ABORTED` / `TIMEOUT` when an abort or timeout signal ended the body.
 * - When the consumer stops early (`break`, `return()`, even before the first line) or the
 *   iteration fails, the body is released: the stream's reader is cancelled, or the iterator's
 *   `return()` called.
 *
 * Lazy and single-use: the body is read only once iteration starts, and iterating again goes on
 * where the first iteration stopped.
 *
 * @example
 * ```ts
 * const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(request) });
 * for await (const line of readChatStream(response.body!)) console.log(line.id, line.content);
 * ```
 */
export function readChatStream(
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>,
  options: ReadChatStreamOptions = {},
): AsyncIterable<ChatStreamMessage> {
  return new StreamLines(body, options.maxLineBytes);
}

/**
 * The iteration {@link readChatStream} hands out: the lines of each chunk {@link linesByChunk}
 * reads, parsed one by one as they are asked for. `next` and `return` are bound, as a
 * closure's would be: a pending read chains the next call to itself.
 */
class StreamLines implements AsyncIterableIterator<ChatStreamMessage> {
  readonly #body: unknown;
  readonly #chunks: AsyncGenerator<string[], void, undefined>;
  /** The lines of the last chunk, from `nextLine` on not yet handed out. */
  #lines: string[] = [];
  #nextLine = 0;
  #started = false;
  #finished = false;
  /** The read in progress, so that a second `next()` waits for the first rather than interleaving. */
  #reading: Promise<IteratorResult<ChatStreamMessage>> | undefined;

  constructor(body: unknown, maxLineBytes: number | undefined) {
    this.#body = body;
    this.#chunks = linesByChunk(body, maxLineBytes);
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<ChatStreamMessage> {
    return this;
  }

  readonly next = (): Promise<IteratorResult<ChatStreamMessage>> => {
    this.#started = true;
    if (this.#reading) return this.#reading.then(this.next, this.next);
    // The common case, every line but the first of a chunk: no read, no generator step.
    if (this.#nextLine < this.#lines.length) return this.#handOut();
    if (this.#finished) return Promise.resolve({ value: undefined, done: true });
    const current = this.#read();
    this.#reading = current;
    const done = () => {
      if (this.#reading === current) this.#reading = undefined;
    };
    current.then(done, done);
    return current;
  };

  readonly return = async (): Promise<IteratorResult<ChatStreamMessage>> => {
    // A generator stopped before it started runs nothing, its `finally` included: the body
    // is released here instead.
    if (!this.#started) {
      this.#started = true;
      try {
        await release(openSource(this.#body));
      } catch {
        // No body to release.
      }
    }
    await this.#stop();
    return { value: undefined, done: true };
  };

  /** Ends the iteration: nothing more is handed out, and the body is released. */
  async #stop(): Promise<void> {
    this.#finished = true;
    this.#lines = [];
    await this.#chunks.return(undefined);
  }

  /** Hands out the next line of the chunk, parsed; a line that fails ends the iteration with its error. */
  #handOut(): Promise<IteratorResult<ChatStreamMessage>> {
    const line = this.#lines[this.#nextLine]!;
    this.#nextLine += 1;
    try {
      return Promise.resolve({ value: parseLine(line), done: false });
    } catch (error) {
      return this.#stop().then(() => Promise.reject(error));
    }
  }

  /** Waits for the next chunk's lines, then hands out the first. */
  async #read(): Promise<IteratorResult<ChatStreamMessage>> {
    try {
      const chunk = await this.#chunks.next();
      if (chunk.done) {
        this.#finished = true;
        return { value: undefined, done: true };
      }
      this.#lines = chunk.value;
      this.#nextLine = 0;
    } catch (error) {
      this.#finished = true;
      throw error;
    }
    return this.#handOut();
  }
}
