/**
 * The chat stream reader (spec 2.5, 6.4, 7): a response body of newline-delimited JSON in,
 * validated stream lines out, whatever the chunking of the body.
 *
 * It runs over every byte of every answer, so it keeps the per-line cost near a bare
 * `split('\n')` + `JSON.parse`: bytes are decoded once per chunk, newlines found with
 * `indexOf`, a line split across chunks kept as pieces joined once (never the whole buffer
 * re-concatenated per chunk), and a line ready in memory is handed out without waiting on the
 * source.
 *
 * @module
 * @internal
 */

import { ApiError, shortenBody } from '../http/api-error.js';
import { describeThrown, expected } from '../internal/describe.js';
import type { ChatStreamMessage } from './types.js';
import { validateChatStreamMessage } from './validate.js';

/** What the service says when a new message is sent to a thread that is streaming (spec 4.2, 7), lowercased. */
const THREAD_BUSY_TEXT = 'streaming for thread is in progress';

/**
 * Whether a refusal's text says the thread is streaming another answer (spec 4.2, 7:
 * `Streaming for thread is in progress`), in whatever case: inside a 200 stream or in the body
 * of an HTTP error.
 */
export const saysThreadBusy = (text: string): boolean => text.toLowerCase().includes(THREAD_BUSY_TEXT);

/** The most characters of a service's error text quoted in an `ApiError` message. */
const MAX_ERROR_TEXT = 300;

/** One decoder option object for every chunk, rather than one per chunk. */
const STREAMING: TextDecodeOptions = { stream: true };

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

/** The text of an error object: `error` itself when a string, else its `message`, else the line's `message`. */
function errorText(line: Record<string, unknown>): string {
  const error = line.error;
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  if (typeof line.message === 'string') return line.message;
  return JSON.stringify(error) ?? String(error);
}

/**
 * Whether a parsed line is an error object rather than a chat message (spec 7): a JSON-RPC
 * error (`jsonrpc` and `error`; its `id`, if any, is the request's, not a message's), or a line
 * with an `error` and no message id. A chat message with an unknown `error` field (and a string
 * `id`) is a message.
 */
function isErrorLine(line: Record<string, unknown>): boolean {
  return line.error !== undefined && (typeof line.id !== 'string' || line.jsonrpc !== undefined);
}

/**
 * The `ApiError` of an error object inside the 200 stream (spec 7): `THREAD_BUSY` when it says
 * `Streaming for thread is in progress` (a refusal that comes before any message), else
 * `UNAUTHORIZED` when no chat message came before it (authentication is refused that way),
 * else `STREAM_ERROR`. The parsed object is the error's `body`.
 */
function errorOfLine(line: Record<string, unknown>, seenMessage: boolean): ApiError {
  const text = errorText(line);
  const said = JSON.stringify(shortenBody(text, MAX_ERROR_TEXT));
  if (saysThreadBusy(text)) {
    return new ApiError('THREAD_BUSY', `chat stream: the thread is streaming another answer (re-attach with its messageId, or wait): ${said}`, { body: line });
  }
  if (!seenMessage) return new ApiError('UNAUTHORIZED', `chat stream: the service refused the request before any message: ${said}`, { body: line });
  return new ApiError('STREAM_ERROR', `chat stream: the service reported an error: ${said}`, { body: line });
}

/**
 * The `ApiError` of a whole response body that is an error object (spec 7: a JSON-RPC error, or
 * `{ error }`) — as a 200 answering a request that is not a stream (the abort endpoint) carries
 * a refusal — or undefined when the body is anything else.
 */
export function errorInBody(text: string): ApiError | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof parsed === 'object' && parsed !== null && isErrorLine(parsed as Record<string, unknown>) ? errorOfLine(parsed as Record<string, unknown>, false) : undefined;
}

/**
 * Reads a chat response body as stream lines (spec 2.5): newline-delimited JSON, each line
 * parsed and validated (see `validateChatStreamMessage`), in order.
 *
 * - Any chunking is read right: a line, or a multi-byte UTF-8 character, split across chunks;
 *   `\r\n` line ends; blank lines (skipped); a last line without a newline. Chunks may be bytes
 *   or strings (a string chunk is text already).
 * - A line that is not JSON, or a field of the wrong type, ends the iteration with
 *   `INVALID_RESPONSE` naming it. Unknown fields and unknown special ids are kept.
 * - An error object in the stream (spec 7: a JSON-RPC `{ error: { code, message } }`, or a line
 *   `{ error }` without a message id) ends it with `THREAD_BUSY` (`Streaming for thread is in
 *   progress`), `UNAUTHORIZED` (before any chat message) or `STREAM_ERROR`, the parsed object as
 *   `body`.
 * - A body that fails (the connection dropped) ends it with `NETWORK`, the failure as `cause`;
 *   with `ABORTED` / `TIMEOUT` when an abort or timeout signal ended the body.
 * - When the consumer stops early (`break`, `return()`) or the iteration fails, the body is
 *   released: the stream's reader is cancelled, or the iterator's `return()` called.
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
export function readChatStream(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>): AsyncIterable<ChatStreamMessage> {
  let source: ChunkSource | undefined;
  let decoder: TextDecoder | undefined;
  /** Whether the decoder may hold the start of a character from the last chunk. */
  let decoding = false;
  /** Text or bytes of the body came already (a byte-order mark is dropped only at its start). */
  let started = false;
  /** Complete, non-blank lines not yet handed out, from `next` on. */
  let lines: string[] = [];
  let next = 0;
  /** The pieces of the line being received, when it spans chunks. */
  let pieces: string[] = [];
  /** The body has ended (every line of it is queued). */
  let ended = false;
  /** The iteration is over: the body ended and every line was handed out, it failed, or it was stopped. */
  let finished = false;
  /** A chat message was read (an error object after one is no authentication failure). */
  let seenMessage = false;
  /** The read in progress, so that a second `next()` waits for the first rather than interleaving. */
  let reading: Promise<IteratorResult<ChatStreamMessage>> | undefined;

  /** Queues one line: a trailing `\r` dropped, blank lines skipped. */
  const queue = (line: string): void => {
    let end = line.length;
    if (end !== 0 && line.charCodeAt(end - 1) === 13) line = line.slice(0, --end);
    // A blank line: empty, or whitespace only (checked only when it starts with whitespace).
    if (end === 0 || (line.charCodeAt(0) <= 32 && line.trim() === '')) return;
    lines.push(line);
  };

  /** Splits decoded text into lines: each newline found once, with `indexOf`. */
  const split = (text: string): void => {
    let end = text.indexOf('\n');
    if (end === -1) {
      if (text !== '') pieces.push(text);
      return;
    }
    if (pieces.length === 0) queue(text.slice(0, end));
    else {
      pieces.push(text.slice(0, end));
      queue(pieces.join(''));
      pieces = [];
    }
    let start = end + 1;
    end = text.indexOf('\n', start);
    while (end !== -1) {
      queue(text.slice(start, end));
      start = end + 1;
      end = text.indexOf('\n', start);
    }
    if (start < text.length) pieces.push(text.slice(start));
  };

  /** Decodes one chunk: bytes with the streaming decoder (a character split across chunks is joined), strings as they are. */
  const take = (chunk: unknown): void => {
    if (typeof chunk === 'string') {
      // The end of a character that never came: the decoder writes U+FFFD for it.
      if (decoding) split((decoder as TextDecoder).decode()), (decoding = false);
      // A byte-order mark opening a body of text is no part of it, as the decoder drops it from bytes.
      split(started || chunk.charCodeAt(0) !== 0xfeff ? chunk : chunk.slice(1));
      started ||= chunk !== '';
    } else if (ArrayBuffer.isView(chunk) || chunk instanceof ArrayBuffer) {
      decoder ??= new TextDecoder();
      split(decoder.decode(chunk, STREAMING));
      decoding = true;
      started = true;
    } else {
      throw new ApiError('INVALID_RESPONSE', expected('chat stream: chunk', 'bytes or a string', chunk));
    }
  };

  /** The end of the body: the decoder flushed, and a last line without a newline queued. */
  const end = (): void => {
    if (decoding) split((decoder as TextDecoder).decode()), (decoding = false);
    if (pieces.length !== 0) queue(pieces.join('')), (pieces = []);
  };

  /** Stops: nothing more is handed out, and the body is released (its errors ignored: we are leaving). */
  const stop = async (): Promise<void> => {
    if (finished) return;
    finished = true;
    lines = [];
    next = 0;
    try {
      await (source ?? openSource(body)).cancel();
    } catch {
      // A body that cannot be cancelled, or fails as it is: there is nothing left to release.
    }
  };

  /** Parses, checks and returns one queued line. */
  const message = (line: string): ChatStreamMessage => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (cause) {
      throw new ApiError('INVALID_RESPONSE', expected('stream line', 'JSON', line), { cause, body: shortenBody(line) });
    }
    if (typeof parsed === 'object' && parsed !== null && isErrorLine(parsed as Record<string, unknown>)) {
      throw errorOfLine(parsed as Record<string, unknown>, seenMessage);
    }
    const valid = validateChatStreamMessage(parsed);
    seenMessage = true;
    return valid;
  };

  /** Hands out the next queued line; the caller has checked there is one. */
  const handOut = (): IteratorResult<ChatStreamMessage> => {
    const line = lines[next]!;
    next += 1;
    if (next === lines.length) (lines = []), (next = 0);
    return { value: message(line), done: false };
  };

  /** Reads chunks until a line is queued or the body ends. */
  const read = async (): Promise<IteratorResult<ChatStreamMessage>> => {
    source ??= openSource(body);
    while (!finished && next === lines.length) {
      if (ended) {
        finished = true;
        break;
      }
      let result: { done?: boolean; value?: unknown };
      try {
        result = await source.next();
      } catch (cause) {
        // Stopped meanwhile: the consumer has left, and the failure is of the cancel itself.
        if (finished) break;
        finished = true;
        throw sourceError(cause);
      }
      if (finished) break;
      if (result.done) {
        ended = true;
        end();
        continue;
      }
      take(result.value);
    }
    return next < lines.length ? handOut() : { value: undefined, done: true };
  };

  /** Any failure of ours ends the iteration and releases the body. */
  const fail = async (error: unknown): Promise<never> => {
    await stop();
    throw error;
  };

  const iterator: AsyncIterableIterator<ChatStreamMessage> = {
    [Symbol.asyncIterator]: () => iterator,
    next(): Promise<IteratorResult<ChatStreamMessage>> {
      if (reading) return reading.then(iterator.next, iterator.next);
      // The common case, every line but the last of a chunk: no read, no await.
      if (next < lines.length) {
        try {
          return Promise.resolve(handOut());
        } catch (error) {
          return fail(error);
        }
      }
      if (finished) return Promise.resolve({ value: undefined, done: true });
      const current = read().catch(fail);
      reading = current;
      const done = () => {
        if (reading === current) reading = undefined;
      };
      current.then(done, done);
      return current;
    },
    async return(): Promise<IteratorResult<ChatStreamMessage>> {
      await stop();
      return { value: undefined, done: true };
    },
  };
  return iterator;
}
