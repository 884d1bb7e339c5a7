/// <reference types="node" />
/**
 * The plumbing every fake server of this entry shares: listening on the loopback address only,
 * shutting down for good (open streams and keep-alive sockets included), reading a request
 * body, recording requests with their secrets redacted, CORS for a page on another origin, and
 * the one option they all take (`allowedOrigins`).
 *
 * @module
 */

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { REDACTED } from '../../http/redacted.js';
import { check } from '../../internal/checks.js';
import type { AllowedOrigins, RecordedRequest } from './types.js';

/** The only address the fake servers bind: they are never reachable from another machine. */
export const LOOPBACK = '127.0.0.1';

/** Header values that are never recorded. */
const SECRET_HEADERS = new Set(['authorization', 'x-platform-auth-token', 'cookie']);

/** The headers of a request, lower-cased, with secret values redacted. */
export function redactedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    if (!SECRET_HEADERS.has(name)) headers[name] = text;
    else {
      // Keep the scheme (`Api-Key`, `Bearer`): a test may check which method was used.
      const scheme = /^([\w-]+) +\S/.exec(text)?.[1];
      headers[name] = scheme ? `${scheme} ${REDACTED}` : REDACTED;
    }
  }
  return headers;
}

/** The body of a request as text, refused (`undefined`) past `limit` bytes. */
export function readBody(request: IncomingMessage, limit = 1_000_000): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= limit ? Buffer.concat(chunks).toString('utf8') : undefined));
    request.on('error', () => resolve(undefined));
  });
}

/** A body's JSON when it parses, else its text; `undefined` for an empty body. */
export function bodyForRecord(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The CORS headers of an answer to `request`: the request's `Origin` echoed when allowed (with
 * `Vary: Origin`), nothing for a request without one or from an origin not allowed.
 * `exposeHeaders` names response headers a page may read beyond the safelisted ones
 * (`retry-after`, say).
 */
export function corsHeaders(
  request: IncomingMessage,
  allowed: AllowedOrigins,
  allowHeaders: string,
  methods: string,
  exposeHeaders?: string,
): Record<string, string> {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !(allowed === '*' || allowed.includes(origin))) return { vary: 'Origin' };
  const headers: Record<string, string> = { 'access-control-allow-origin': origin, vary: 'Origin' };
  if (exposeHeaders && request.method !== 'OPTIONS') headers['access-control-expose-headers'] = exposeHeaders;
  if (request.method === 'OPTIONS') {
    headers['access-control-allow-methods'] = methods;
    headers['access-control-allow-headers'] = allowHeaders;
    headers['access-control-max-age'] = '600';
  }
  return headers;
}

/** One request being answered by a fake server: the request, its response, its record and its CORS headers. */
export interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  record: RecordedRequest;
  /** The CORS headers every answer to this request carries. */
  cors: Record<string, string>;
}

/** A started `node:http` server with the sockets it must destroy on shutdown. */
export interface LocalServer {
  readonly server: Server;
  /** The port it listens on. */
  readonly port: number;
  /** Stops listening, destroys every connection, and resolves once the port is released. */
  close(): Promise<void>;
}

/**
 * Starts `server` on 127.0.0.1 at `port` (0: a free one). Connections are tracked so that
 * `close()` never waits on a keep-alive socket or an open stream.
 */
export function listenOnLoopback(server: Server, port: number): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    return closing;
  };
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${LOOPBACK} is in use: pass another port, or 0 for a free one`, { cause: error })
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, LOOPBACK, () => {
      server.off('error', onError);
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : port, close });
    });
  });
}

/** Ends `response` (after what is already written) and resolves once it is finished or gone. */
export function endResponse(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    if (response.writableEnded || response.destroyed) return resolve();
    response.once('close', () => resolve());
    response.once('finish', () => resolve());
    response.end();
  });
}

/** The `allowedOrigins` option of a fake server (default `'*'`), or `INVALID_OPTIONS`. */
export function allowedOriginsOption(value: unknown): AllowedOrigins {
  const allowed = value ?? '*';
  check(
    allowed === '*' || (Array.isArray(allowed) && allowed.every((item) => typeof item === 'string')),
    'allowedOrigins',
    "an array of origins, or '*'",
    allowed,
  );
  return allowed as AllowedOrigins;
}
