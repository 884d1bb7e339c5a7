/**
 * What a browser sends the chat proxy, checked cheapest first: the endpoint (the path's last
 * segment), the method, the content type, the size, the JSON. Each refusal is a
 * {@link ProxyRefusal} naming what is wrong; nothing has gone to the service yet.
 *
 * @module
 * @internal
 */

import { ApiError } from '../../http/api-error.js';
import { chunksWithin, joinedBytes } from '../../http/bounded-body.js';
import { parseJson } from '../../http/json.js';
import { describeThrown, expected, isPlainObject } from '../../internal/describe.js';
import { ABORT_SEGMENT, STREAM_SEGMENT } from '../rules.js';
import { CLIENT_GONE, ProxyRefusal } from './refusal.js';

/** The chat endpoint a browser's request is for. */
export type ProxyEndpoint = 'stream' | 'abort';

/**
 * The endpoint of `request`, from the last segment of its path (`…/stream-chat-state`,
 * `…/abort`), whatever the path above it: 404 for any other path, 405 for any method but POST.
 */
export function endpointOf(request: Request): ProxyEndpoint {
  const path = new URL(request.url).pathname;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last !== STREAM_SEGMENT && last !== ABORT_SEGMENT)
    throw new ProxyRefusal(404, expected('the path', `one ending in /${STREAM_SEGMENT} or /${ABORT_SEGMENT}`, path));
  if (request.method !== 'POST')
    throw new ProxyRefusal(405, expected('the method', 'POST', request.method), { allow: 'POST' });
  return last === STREAM_SEGMENT ? 'stream' : 'abort';
}

/** How a body is read: its size bound, and the longest wait for its next chunk. */
export interface BodyLimits {
  /** The most bytes read (`maxBodyBytes`). */
  readonly maxBytes: number;
  /** The longest wait for the next chunk (`timeouts.idleMs`). */
  readonly idleMs: number;
}

/**
 * The JSON object `request` carries. Its content type must be `application/json` — which a page
 * of another site cannot send without a CORS preflight that the proxy never answers, so a form
 * of another site cannot post to it with the user's cookies. The body is read within
 * `maxBytes` (a `Content-Length` over it is refused before a byte is read) and `idleMs`.
 */
export async function jsonBodyOf(request: Request, limits: BodyLimits): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type');
  if (type === null || type.split(';')[0]!.trim().toLowerCase() !== 'application/json')
    throw new ProxyRefusal(400, expected('content-type', 'application/json', type));
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limits.maxBytes) throw tooLarge(limits.maxBytes, declared);
  const text = await textOf(request, limits);
  let body: unknown;
  try {
    body = parseJson(text);
  } catch {
    throw new ProxyRefusal(400, expected('the body', 'JSON', text));
  }
  if (!isPlainObject(body)) throw new ProxyRefusal(400, expected('the body', 'a JSON object', body));
  return body;
}

const tooLarge = (maxBytes: number, size: number) =>
  new ProxyRefusal(400, `the body: expected at most ${maxBytes} bytes (maxBodyBytes), got ${size} or more`);

/** The body's text, UTF-8, read within the limits. */
async function textOf(request: Request, limits: BodyLimits): Promise<string> {
  if (!request.body) throw new ProxyRefusal(400, 'the body: expected a JSON object, got none');
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    // The request's own signal is never read (Deno warns as soon as it is): a browser gone
    // breaks its body, which is how it is seen here.
    for await (const chunk of chunksWithin(request.body, {
      idleMs: limits.idleMs,
      signal: new AbortController().signal,
      what: 'The request body',
    })) {
      size += chunk.length;
      if (size > limits.maxBytes) throw tooLarge(limits.maxBytes, size);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ProxyRefusal) throw error;
    if (error instanceof ApiError && error.code === 'TIMEOUT')
      throw new ProxyRefusal(408, `the body: expected its next bytes within ${limits.idleMs} ms (timeouts.idleMs)`);
    // The body broke off: the browser went away (or its connection failed), and nobody reads the answer.
    throw new ProxyRefusal(
      CLIENT_GONE,
      `the body: expected all of it, got a body that broke off: ${describeThrown(error)}`,
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(joinedBytes(chunks, size));
  } catch {
    throw new ProxyRefusal(400, 'the body: expected UTF-8 text, got other bytes');
  }
}
