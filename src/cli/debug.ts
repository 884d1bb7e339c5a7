/**
 * `--debug`: one line on stderr per HTTP request a command sends — per try, so that every retry
 * shows — `platform-embed: debug: GET https://acme.example.com/api/v1/… → 503 in 12 ms`, then
 * `… → 200 in 9 ms (retry 1)`. Never a header: the credentials are there.
 *
 * The management client's lines come from its middleware ({@link debugMiddleware}), which the
 * client runs around every try and never shows the credential (it goes on the request after
 * the middleware); the chat client, which has no middleware, is watched through its `fetch`
 * ({@link debugFetch}).
 *
 * @module
 * @internal
 */

import type { PlatformClient } from '../api/index.js';
import { oneLine } from './exit.js';
import type { Write } from './io.js';
import { printableLine } from './printable.js';

/** A middleware of the management client. */
export type PlatformMiddleware = Parameters<PlatformClient['use']>[number];

/** A URL for a debug line: without user name and password, and printable (a cursor of the service is part of a next page's query). */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return printableLine(parsed.href);
  } catch {
    return printableLine(url);
  }
}

/** How a try ended: the response's status, or the error it threw before any. */
export type TryOutcome = { readonly status: number } | { readonly error: unknown };

/**
 * The debug line of one try: method, URL, status (or why there was none), time, and which
 * retry it was (none for the first try).
 */
export function debugLine(method: string, url: string, outcome: TryOutcome, ms: number, retry = 0): string {
  const again = retry > 0 ? ` (retry ${retry})` : '';
  if ('status' in outcome)
    return `platform-embed: debug: ${method} ${shownUrl(url)} → ${outcome.status} in ${ms} ms${again}\n`;
  const { error } = outcome;
  const reason = oneLine(error instanceof Error ? error.message : String(error));
  return `platform-embed: debug: ${method} ${shownUrl(url)} → no response after ${ms} ms (${reason})${again}\n`;
}

/**
 * The management client's `--debug`: a middleware writing one {@link debugLine} per try. The
 * client runs it around each try, retries included, with the request as it is before the
 * credential is added — so no line can show the credential, whatever it prints.
 */
export function debugMiddleware(write: Write, now: () => number): PlatformMiddleware {
  // A request object per try (the client sends a clone each time), and an id per call: the
  // number of tries seen of a call is how a retry is told from the first try.
  const started = new WeakMap<Request, number>();
  const tries = new Map<string, number>();
  const line = (request: Request, id: string, outcome: TryOutcome) => {
    const ms = now() - (started.get(request) ?? now());
    write(debugLine(request.method, request.url, outcome, ms, (tries.get(id) ?? 1) - 1));
  };
  return {
    onRequest({ request, id }) {
      started.set(request, now());
      tries.set(id, (tries.get(id) ?? 0) + 1);
    },
    onResponse({ request, response, id }) {
      line(request, id, { status: response.status });
    },
    onError({ request, error, id }) {
      line(request, id, { error });
    },
  };
}

/** The method of what `fetch` was given. */
const methodOf = (input: Parameters<typeof fetch>[0], init: Parameters<typeof fetch>[1]): string =>
  init?.method ?? (input instanceof Request ? input.method : 'GET');

/** The URL of what `fetch` was given. */
export const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  input instanceof Request ? input.url : String(input);

/** `base`, writing one {@link debugLine} per request (the chat client's `--debug`). */
export function debugFetch(base: typeof fetch, write: Write, now: () => number): typeof fetch {
  return async (input, init) => {
    const method = methodOf(input, init);
    const url = urlOf(input);
    const started = now();
    try {
      const response = await base(input, init);
      write(debugLine(method, url, { status: response.status }, now() - started));
      return response;
    } catch (error) {
      write(debugLine(method, url, { error }, now() - started));
      throw error;
    }
  };
}
