/**
 * A response body read within bounds: no chunk for `idleMs` is a `TIMEOUT`, an abort of the
 * request's signal ends the read at once (even through a `fetch` that ignores signals), and a
 * text is read up to `maxBytes` and no further.
 *
 * @module
 * @internal
 */

import { ApiError } from './api-error.js';
import { whenAborted } from './timing.js';

/** How a body is read: its idle bound and the request's signal. */
export interface BodyBounds {
  /** The longest wait for a chunk, in milliseconds. */
  idleMs: number;
  /** The request's signal: its abort ends the read, with its reason. */
  signal: AbortSignal;
  /** What the body is of, for the timeout's message (`'The chat request'`). */
  what: string;
  /** Called once when the reading ends, however it ends: the request's own clean-up. */
  onEnd?: () => void;
}

/** The `TIMEOUT` of a body that sent nothing for `idleMs`. */
const idleError = (what: string, idleMs: number) =>
  new ApiError('TIMEOUT', `${what}: the service sent nothing for ${idleMs} ms (timeouts.idleMs)`, {
    cause: new DOMException('idle', 'TimeoutError'),
  });

/**
 * The chunks of `body` as they come. A read that waits longer than `idleMs` fails with
 * `TIMEOUT`; one that the signal's abort interrupts fails with the signal's reason. The body is
 * released when the reading stops early or fails.
 */
export async function* chunksWithin(
  body: ReadableStream<Uint8Array>,
  bounds: BodyBounds,
): AsyncGenerator<Uint8Array, void, undefined> {
  const reader = body.getReader();
  const aborted = whenAborted(bounds.signal);
  let ended = false;
  try {
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const idle = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(idleError(bounds.what, bounds.idleMs)), bounds.idleMs);
      });
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await Promise.race([reader.read(), idle, aborted.promise]);
      } finally {
        clearTimeout(timer);
      }
      if (chunk.done) {
        ended = true;
        return;
      }
      yield chunk.value;
    }
  } finally {
    aborted.dispose();
    // Stopped early, timed out or aborted: the connection is let go (its own errors ignored).
    if (!ended) reader.cancel().catch(() => undefined);
    bounds.onEnd?.();
  }
}

/**
 * The text of `body`, its first `maxBytes` bytes at most (the rest is not read: an error page of
 * megabytes is cut short), read within {@link BodyBounds}.
 */
export async function textWithin(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  bounds: BodyBounds,
): Promise<string> {
  if (!body) return '';
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for await (const chunk of chunksWithin(body, bounds)) {
    const room = maxBytes - bytes;
    text += decoder.decode(chunk.length > room ? chunk.subarray(0, room) : chunk, { stream: true });
    bytes += chunk.length;
    if (bytes >= maxBytes) break;
  }
  return text + decoder.decode();
}

/** Pieces of a body read one by one (`size` bytes in all), as one array. */
export function joinedBytes(pieces: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.length;
  }
  return bytes;
}
