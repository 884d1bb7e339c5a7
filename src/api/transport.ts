/**
 * The management client's `fetch`: what `openapi-fetch` calls with each request it built.
 * It adds the bearer token (asked of the token source for every try), bounds every try by
 * `timeoutMs`, retries what {@link isRetried} allows after the delay {@link retryDelay} gives,
 * stops at once when the caller's signal aborts (mid-backoff too), and turns every failure into
 * an `ApiError` — so the request either resolves with a successful response or rejects.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { joinedBytes } from '../http/bounded-body.js';
import { errorOfFetch, errorOfResponse, redirectTarget } from '../http/errors-of.js';
import { REDACTED, redactedText } from '../http/redacted.js';
import { type Timing, whenAborted } from '../http/timing.js';
import { MiddlewareList, mergedOptions, type RequestContext } from './middleware.js';
import type { ResolvedOptions } from './options.js';
import { type Failure, isRetried, retryAfterMs, retryDelay } from './retry-policy.js';

/**
 * Sends one request, with its retries; resolves with a 2xx response whose body is already read.
 * `context` is what its middleware are told of it (by default: its URL's path, no params).
 */
export type Transport = (request: Request, context?: RequestContext) => Promise<Response>;

/** The result of one try that did not throw: a response (any status), or a network failure. */
type Outcome = { response: Response } | { error: ApiError };

/** Statuses whose response may not have a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The `ABORTED` error of a request whose caller's signal aborted. */
const abortedError = (label: string, signal: AbortSignal) =>
  new ApiError('ABORTED', `${label} was aborted`, { cause: signal.reason });

/**
 * A copy of `response` with its body read into memory, so that the timeout covers the body
 * too (a service that sends headers, then stalls, is a timeout) and a body cut by the network
 * is a network failure of this try (retried like any other).
 *
 * The token the request carried is replaced by {@link REDACTED} in the body: a service or
 * proxy that echoes the request's headers back (an error page, a debug endpoint) must not put
 * it into `data`, an error's `body` or its `message`. One place, so every path is covered.
 */
async function buffered(response: Response, token: string, maxBytes: number, label: string): Promise<Response> {
  // A response without a status (`Response.error()`) has no body to copy.
  if (response.status < 200) return response;
  const headers = new Headers(response.headers);
  let body: ArrayBuffer | string | null = NULL_BODY_STATUSES.has(response.status)
    ? null
    : await boundedBody(response, maxBytes, label);
  if (body !== null && body.byteLength >= token.length) {
    const text = new TextDecoder().decode(body);
    // As sent, and in every form JSON may write it, which JSON.parse would turn back into the token.
    const redacted = redactedText(text, [token]);
    if (redacted !== text) {
      body = redacted;
      headers.delete('content-length');
    }
  }
  const copy = new Response(body, { status: response.status, statusText: response.statusText, headers });
  Object.defineProperty(copy, 'url', { value: response.url });
  Object.defineProperty(copy, 'redirected', { value: response.redirected });
  return copy;
}

/**
 * A response's body, read whole but never beyond `maxBytes`: a larger one (announced by its
 * `content-length`, or found so while reading) is `INVALID_RESPONSE`, its reading stopped — a
 * hostile or broken service could otherwise fill the memory, and a retry would do it again.
 */
async function boundedBody(response: Response, maxBytes: number, label: string): Promise<ArrayBuffer> {
  const tooLarge = () =>
    new ApiError(
      'INVALID_RESPONSE',
      `${label}: the ${response.status} response's body is larger than ${maxBytes} bytes (maxResponseBytes): it was not read`,
      {
        status: response.status,
      },
    );
  const announced = Number(response.headers.get('content-length') ?? Number.NaN);
  if (announced > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return new ArrayBuffer(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return joinedBytes(chunks, size).buffer;
}

/**
 * Sends `request` (made with `redirect: 'manual'`) with `doFetch`, following a redirect within
 * its origin as {@link redirectTarget} allows — the same method, headers, credentials, signal
 * and body again — and refusing any other before anything is sent there: `INVALID_RESPONSE`
 * naming both origins (the body and token would go to another host, and its answer, a session
 * say, be trusted).
 */
async function sentFollowingRedirects(doFetch: typeof fetch, request: Request, label: string): Promise<Response> {
  // A spare copy of the body, for a 307 or 308: the request's own is read by the first fetch.
  const spare = request.body === null ? undefined : request.clone();
  let body: ArrayBuffer | undefined;
  let url = new URL(request.url);
  let sent = request;
  for (let hops = 0; ; hops += 1) {
    const response = await doFetch(sent);
    const next = redirectTarget(response, url, label, hops, request.method);
    if (!next) return response;
    void response.body?.cancel().catch(() => undefined);
    body ??= await spare?.arrayBuffer();
    const { method, headers, credentials, signal } = request;
    sent = new Request(next, { method, headers, credentials, signal, redirect: 'manual', body: body?.slice(0) });
    url = next;
  }
}

/** Creates the transport of one client. */
export function createTransport(
  options: ResolvedOptions,
  timing: Timing,
  middleware: MiddlewareList = new MiddlewareList(),
): Transport {
  const transport = new ClientTransport(options, timing, middleware);
  return (request, context) => transport.send(request, context);
}

/**
 * What ends one try: the caller's signal, and `timeoutMs` — whichever comes first aborts
 * {@link TryBounds.signal}, and every step of the try is raced against it.
 */
class TryBounds {
  /** Whether the time ran out (rather than the caller aborting). */
  timedOut = false;
  readonly #caller: AbortSignal;
  readonly #control = new AbortController();
  readonly #timer = new AbortController();
  readonly #aborted: ReturnType<typeof whenAborted>;
  readonly #onCallerAbort = () => this.#control.abort(this.#caller.reason);

  constructor(caller: AbortSignal, timing: Timing, timeoutMs: number, label: string) {
    this.#caller = caller;
    caller.addEventListener('abort', this.#onCallerAbort, { once: true });
    timing.sleep(timeoutMs, this.#timer.signal).then(
      () => {
        this.timedOut = true;
        this.#control.abort(new ApiError('TIMEOUT', `${label} got no complete answer within ${timeoutMs} ms`));
      },
      () => undefined,
    );
    this.#aborted = whenAborted(this.#control.signal);
  }

  /** Aborts when the try ends: the signal of the request as sent. */
  get signal(): AbortSignal {
    return this.#control.signal;
  }

  /** Whether the try has ended: the caller aborted, or the time ran out. */
  get ended(): boolean {
    return this.#caller.aborted || this.timedOut;
  }

  /** `work`, raced against the try's end (the caller's abort, the timeout). */
  bounded<T>(work: () => T | Promise<T>): Promise<T> {
    const running = Promise.resolve().then(work);
    // The loser of the race must not become an unhandled rejection.
    running.catch(() => undefined);
    return Promise.race([running, this.#aborted.promise]);
  }

  /** Stops the timer and lets go of the caller's signal. */
  dispose(): void {
    this.#timer.abort();
    this.#aborted.dispose();
    this.#caller.removeEventListener('abort', this.#onCallerAbort);
  }
}

/**
 * The transport of one client, by its steps: {@link ClientTransport.send} tries and retries; a
 * try asks for the token, lets the middleware see the request, sends it with the token, and
 * lets them see the response or the failure.
 */
class ClientTransport {
  readonly #options: ResolvedOptions;
  readonly #timing: Timing;
  readonly #middleware: MiddlewareList;
  /** What the middleware are told of the client's options. */
  readonly #merged: ReturnType<typeof mergedOptions>;

  constructor(options: ResolvedOptions, timing: Timing, middleware: MiddlewareList) {
    this.#options = options;
    this.#timing = timing;
    this.#middleware = middleware;
    this.#merged = mergedOptions(options.baseUrl, options.fetch);
  }

  /** Sends one request, trying again while {@link isRetried} allows; see {@link Transport}. */
  async send(request: Request, given: RequestContext | undefined): Promise<Response> {
    const { pathname } = new URL(request.url);
    const label = `${request.method} ${pathname}`;
    const context = given ?? { schemaPath: pathname, params: {}, id: '0' };
    const signal = request.signal;
    for (let retry = 1; ; retry += 1) {
      if (signal.aborted) throw abortedError(label, signal);
      const outcome = await this.#attempt(request, label, context);
      if ('response' in outcome && outcome.response.ok) return outcome.response;
      const { error, delay } = await this.#failed(outcome, request.method, retry, label);
      if (delay === undefined) throw error;
      try {
        await this.#timing.sleep(delay, signal);
      } catch {
        throw abortedError(label, signal);
      }
    }
  }

  /** What a try that failed comes to: its error, and the delay before the next try when there is one. */
  async #failed(
    outcome: Outcome,
    method: string,
    retry: number,
    label: string,
  ): Promise<{ error: ApiError; delay: number | undefined }> {
    // The error first: whether to try again may depend on the service's code in the body.
    const error = 'response' in outcome ? await errorOfResponse(outcome.response, label) : outcome.error;
    // A failure of the try itself that is no network failure (a body too large) fails the same way every time.
    if (!('response' in outcome) && error.code !== 'NETWORK') return { error, delay: undefined };
    const failure: Failure =
      'response' in outcome ? { status: outcome.response.status, serviceCode: error.serviceCode } : 'NETWORK';
    const timing = this.#timing;
    const delay = isRetried(method, failure)
      ? retryDelay(
          retry,
          this.#options.retry,
          timing.random(),
          'response' in outcome ? retryAfterMs(outcome.response.headers.get('retry-after'), timing.now()) : undefined,
        )
      : undefined;
    return { error, delay };
  }

  /**
   * One try: the token asked for, then the request with it, both bounded by `timeoutMs` and the
   * caller's signal (a token provider that hangs meets them too). A provider that throws fails
   * the try as `NETWORK`, its error the cause; one that gives no usable token fails the request
   * (`INVALID_OPTIONS`).
   */
  async #attempt(request: Request, label: string, context: RequestContext): Promise<Outcome> {
    const caller = request.signal;
    const { timeoutMs } = this.#options;
    const bounds = new TryBounds(caller, this.#timing, timeoutMs, label);
    try {
      return { response: await this.#tried(request, label, context, bounds) };
    } catch (cause) {
      if (caller.aborted) throw abortedError(label, caller);
      if (bounds.timedOut)
        throw new ApiError('TIMEOUT', `${label} got no complete answer within ${timeoutMs} ms`, { cause });
      return { error: errorOfFetch(cause, label) };
    } finally {
      bounds.dispose();
    }
  }

  /** A try's steps: the token, the middleware's request hook, the request sent with the token, their response hook. */
  async #tried(request: Request, label: string, context: RequestContext, bounds: TryBounds): Promise<Response> {
    const middleware = this.#middleware;
    const merged = this.#merged;
    // A clone per try: a body can be read only once, and a retry sends it again.
    let seen = request.clone();
    // A token function that fails is NETWORK (see askToken): retried as a network failure is.
    const token = await bounds.bounded(() => this.#options.token());
    // The middleware see the request before the credential is on it: none of them can log it.
    const prepared =
      middleware.size === 0 ? seen : await bounds.bounded(() => middleware.request(seen, context, merged));
    if (prepared instanceof Response) return prepared;
    seen = prepared;
    const response = await this.#fetched(
      this.#authorized(seen, token, bounds.signal),
      seen,
      token,
      label,
      context,
      bounds,
    );
    return middleware.size === 0
      ? response
      : await bounds.bounded(() => middleware.response(seen, response, context, merged));
  }

  /** The request as sent: the token on it, JSON asked for unless said otherwise, the try's signal. */
  #authorized(seen: Request, token: string, signal: AbortSignal): Request {
    const headers = new Headers(seen.headers);
    headers.set('authorization', `${this.#options.scheme} ${token}`);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    // Never `fetch`'s own following of redirects: it would send the token and body to any origin.
    return new Request(seen.clone(), { headers, signal, credentials: this.#options.credentials, redirect: 'manual' });
  }

  /**
   * The response to `sent`, its body read (see {@link buffered}); when sending fails, what the
   * middleware's error hook makes of it — unless the try has ended.
   */
  async #fetched(
    sent: Request,
    seen: Request,
    token: string,
    label: string,
    context: RequestContext,
    bounds: TryBounds,
  ): Promise<Response> {
    const { fetch: doFetch, maxResponseBytes } = this.#options;
    try {
      return await bounds.bounded(() =>
        sentFollowingRedirects(doFetch, sent, label).then((answer) => buffered(answer, token, maxResponseBytes, label)),
      );
    } catch (cause) {
      const middleware = this.#middleware;
      if (middleware.size === 0 || bounds.ended) throw cause;
      const handled = await bounds.bounded(() => middleware.error(seen, cause, context, this.#merged));
      if ('error' in handled) throw handled.error;
      return handled.response;
    }
  }
}
