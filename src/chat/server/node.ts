/**
 * `toNodeHandler`: a standard `Request → Response` handler (such as `createChatProxy`'s) served
 * by Node's `http` — the request's body streamed in and an `AbortSignal` that aborts when the
 * client goes away; the response streamed out as it comes, with backpressure, nothing buffered.
 * Typed by the parts of Node's objects it uses, so no Node type is needed to import it, and it
 * loads no Node module.
 *
 * @module
 */

import { describeThrown, expected } from '../../internal/describe.js';

/** A request that cannot be a `Request` (a `Host` with user info, a target that is no path…): answered 400, saying why. */
class MalformedRequest extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedRequest';
  }
}

/** The parts of Node's `http.IncomingMessage` that {@link toNodeHandler} reads: Node's own type fits. */
export interface NodeRequest {
  /** The request's method; the proxy answers anything but `POST` with 405. */
  readonly method?: string | undefined;
  /** The request's path and query, as received. */
  readonly url?: string | undefined;
  /** The request's headers, names in lower case. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The connection: a TLS one (`encrypted`) makes the request's URL `https:`. */
  readonly socket?: object | null | undefined;
  /** Reads the body, a chunk at a time. */
  on(event: 'data', listener: (chunk: Uint8Array | string) => void): unknown;
  /** The body has been read. */
  on(event: 'end', listener: () => void): unknown;
  /** The request failed. */
  on(event: 'error', listener: (error: Error) => void): unknown;
  /** Stops reading the body. */
  off(event: 'data', listener: (chunk: Uint8Array | string) => void): unknown;
  /** Stops the flow of body chunks for a while. */
  pause(): unknown;
  /** Restarts the flow of body chunks. */
  resume(): unknown;
}

/** The parts of Node's `http.ServerResponse` that {@link toNodeHandler} uses: Node's own type fits. */
export interface NodeResponse {
  /** Whether the status and headers have been sent. */
  readonly headersSent: boolean;
  /** Whether the whole response has been handed to the system. */
  readonly writableFinished: boolean;
  /** Whether the response was destroyed (the connection is gone). */
  readonly destroyed: boolean;
  /** Sets the status and headers. */
  writeHead(statusCode: number, headers: Record<string, string | string[]>): unknown;
  /** Sends the status and headers before the body. */
  flushHeaders(): void;
  /** Writes a chunk of the body; `false` when the buffer is full (wait for `drain`). */
  write(chunk: Uint8Array): boolean;
  /** Ends the response, with a last chunk. */
  end(chunk?: string): unknown;
  /** Ends the connection at once. */
  destroy(): unknown;
  /** `close`: the connection is gone; `drain`: the buffer can take more. */
  once(event: 'close' | 'drain', listener: () => void): unknown;
  /** Removes a listener added with `once`. */
  off(event: 'close' | 'drain', listener: () => void): unknown;
}

/** Options of {@link toNodeHandler}. */
export interface NodeHandlerOptions {
  /**
   * Told what the handler threw (it answers 500 then, or ends a response already begun):
   * your logging. Nothing is logged by default.
   */
  onError?: (error: unknown) => void;
}

/**
 * Serves a standard `Request → Response` handler with Node's `http` (Node 18+): the
 * `IncomingMessage` becomes a `Request` (its URL from the `Host` header, its body streamed,
 * its `signal` aborted when the client disconnects before the response is done), and the
 * `Response` is written to the `ServerResponse` as it streams — headers at once, each chunk
 * when the connection takes it. A body that fails mid-way (the service dropped the connection)
 * drops the client's connection too, rather than ending it as if complete. A request that
 * cannot be a `Request` — a `Host` header with user info or that is no host, a target that is
 * no path, a method `fetch` refuses — is answered 400 `{ error }` saying which, and the handler
 * is not called. A handler that throws answers 500 `{ error }` (its error to `onError`, never
 * to the client).
 *
 * Mount it before any body parser: it reads the body itself.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { createChatProxy, toNodeHandler } from 'platform-embed/chat/server';
 *
 * const chat = toNodeHandler(createChatProxy({ url, apiKey, sessionSettings }));
 * createServer((request, response) => {
 *   if (request.url?.startsWith('/api/chat/')) return void chat(request, response);
 *   // … the rest of your app
 * }).listen(3000);
 * ```
 */
export function toNodeHandler(
  handler: (request: Request) => Response | Promise<Response>,
  options: NodeHandlerOptions = {},
): (request: NodeRequest, response: NodeResponse) => Promise<void> {
  const { onError } = options;
  return async (incoming, outgoing) => {
    const gone = new AbortController();
    const onClose = () => {
      if (!outgoing.writableFinished) gone.abort(new DOMException('The client closed the connection', 'AbortError'));
    };
    outgoing.once('close', onClose);
    let request: Request;
    try {
      request = requestOf(incoming, gone.signal);
    } catch (error) {
      answerError(
        outgoing,
        400,
        error instanceof MalformedRequest
          ? error.message
          : `the request: expected one a fetch Request can carry, got one it refuses: ${describeThrown(error)}`,
      );
      return;
    }
    let response: Response;
    try {
      response = await handler(request);
    } catch (error) {
      try {
        onError?.(error);
      } catch {
        // the app's logger failing changes nothing here
      }
      if (!outgoing.headersSent && !outgoing.destroyed) answerError(outgoing, 500, 'Internal server error');
      else if (!outgoing.writableFinished) outgoing.destroy();
      return;
    }
    await write(response, outgoing, gone.signal);
  };
}

/** Answers `status` with a JSON `{ error }`, not to be cached (when the connection is still there). */
function answerError(outgoing: NodeResponse, status: number, error: string): void {
  if (outgoing.destroyed) return;
  outgoing.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  outgoing.end(`${JSON.stringify({ error })}\n`);
}

/** The `Request` of an `IncomingMessage`, aborted by `signal`. */
function requestOf(incoming: NodeRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    // HTTP/2's pseudo-headers (`:path`…) are no headers of a Request.
    if (value === undefined || name.startsWith(':')) continue;
    if (typeof value === 'string') headers.append(name, value);
    else for (const item of value) headers.append(name, item);
  }
  const url = urlOf(incoming);
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? null : bodyOf(incoming);
  try {
    // `duplex: 'half'`: what fetch's Request needs to take a stream as its body.
    return new Request(url, { method, headers, body, signal, duplex: 'half' } as RequestInit);
  } catch (error) {
    // Not to be read: the message's body is let go (read and dropped), for the connection's next request.
    void body?.cancel().catch(() => undefined);
    throw error;
  }
}

/**
 * The request's absolute URL: `https:` on a TLS connection, the `Host` header's host (else
 * `localhost`), the target's path — as sent, so a path beginning `//` stays a path. An absolute
 * target (a request to a proxy) is taken as it is.
 * @throws MalformedRequest for a `Host` with user info or that is no host, and a target that is neither.
 */
function urlOf(incoming: NodeRequest): string {
  const tls =
    typeof incoming.socket === 'object' &&
    incoming.socket !== null &&
    (incoming.socket as { encrypted?: unknown }).encrypted === true;
  const host =
    typeof incoming.headers.host === 'string' && incoming.headers.host !== '' ? incoming.headers.host : 'localhost';
  // User info may be a credential: never shown.
  if (host.includes('@'))
    throw new MalformedRequest('the Host header: expected a host and port, got one with user info (not shown)');
  const origin = parsedUrl(`${tls ? 'https' : 'http'}://${host}`);
  if (!origin || origin.host === '' || origin.href !== `${origin.origin}/` || /[/?#\\]/.test(host))
    throw new MalformedRequest(expected('the Host header', 'a host and port', host));
  const target = incoming.url ?? '/';
  const url = target.startsWith('/') ? parsedUrl(`${origin.origin}${target}`) : parsedUrl(target);
  const rule = 'a path beginning with /, or an absolute http(s) URL without user info';
  if (url && (url.username !== '' || url.password !== ''))
    throw new MalformedRequest(`the request target: expected ${rule}, got one with user info (not shown)`);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new MalformedRequest(expected('the request target', rule, target));
  return url.href;
}

/** `text` as a URL, or undefined when it is none. */
function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * The request body as a stream, read as the handler reads it: the message is paused while a
 * chunk waits. Cancelled, the rest is read and dropped (Node then serves the connection's next
 * request), not destroyed: the answer is still to be sent.
 */
function bodyOf(incoming: NodeRequest): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let done = false;
  let onData: (chunk: Uint8Array | string) => void = () => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      onData = (chunk) => {
        if (done) return;
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      };
      incoming.on('data', onData);
      incoming.on('end', () => {
        if (!done) controller.close();
        done = true;
      });
      incoming.on('error', (error) => {
        if (!done) controller.error(error);
        done = true;
      });
    },
    pull() {
      incoming.resume();
    },
    cancel() {
      done = true;
      incoming.off('data', onData);
      incoming.resume();
    },
  });
}

/** The response's headers for `writeHead`, each `Set-Cookie` apart. */
function headersOf(headers: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = (headers as { getSetCookie?: () => string[] }).getSetCookie?.() ?? [];
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

/** Writes `response` to `outgoing` as its body streams; `gone` (the client left) cancels the body. */
async function write(response: Response, outgoing: NodeResponse, gone: AbortSignal): Promise<void> {
  if (outgoing.destroyed || gone.aborted) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  outgoing.writeHead(response.status, headersOf(response.headers));
  if (!response.body) {
    outgoing.end();
    return;
  }
  // The headers leave now, not with the first chunk: the browser knows the answer has begun.
  outgoing.flushHeaders();
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel(gone.reason).catch(() => undefined);
  gone.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || outgoing.destroyed) break;
      if (!outgoing.write(value)) await drained(outgoing);
    }
    if (!outgoing.destroyed) outgoing.end();
  } catch {
    // The body failed mid-way: the client must see a dropped connection, not a complete answer.
    outgoing.destroy();
  } finally {
    gone.removeEventListener('abort', cancel);
  }
}

/** Resolves once `outgoing` can take more (`drain`), or is gone (`close`). */
function drained(outgoing: NodeResponse): Promise<void> {
  return new Promise((resolve) => {
    if (outgoing.destroyed) return resolve();
    const done = () => {
      outgoing.off('drain', done);
      outgoing.off('close', done);
      resolve();
    };
    outgoing.once('drain', done);
    outgoing.once('close', done);
  });
}
