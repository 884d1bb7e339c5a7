/**
 * The chat client's HTTP (spec 4.2, 5.2, 7): a POST with the credential, bounded in time (the
 * response's headers within `connectMs`, then no silence longer than `idleMs`), never following
 * a redirect to another origin, every failure an `ApiError` without the credential in it.
 *
 * @module
 * @internal
 */

import { ApiError, errorBody, shortenBody } from '../http/api-error.js';
import { chunksWithin, textWithin } from '../http/bounded-body.js';
import { askToken } from '../http/credential.js';
import { errorOfFetch, errorOfResponse, redirectTarget } from '../http/errors-of.js';
import { lineIdleBound, noLineError } from '../http/idle-bound.js';
import { withoutSecrets } from '../http/redacted.js';
import { realTiming, type Timing, whenAborted } from '../http/timing.js';
import { errorInBody } from './frames.js';
import type { ChatConfig } from './options.js';
import { saysThreadBusy } from './rules.js';
import { linesByChunk } from './stream.js';

/** The most bytes of an error response read: enough for any explanation, never a whole error page of megabytes. */
const MAX_ERROR_BYTES = 65_536;

/** How many credentials are remembered for redaction: a response can only echo its own request's, so the latest few are enough. */
const REMEMBERED_SECRETS = 8;

/** The HTTP of one chat client. */
export interface ChatTransport {
  /**
   * POSTs `body` to the stream endpoint: resolves once the response's headers came, with its
   * lines to read, a chunk's worth at a time, as text (within the idle bound; `signal` ends the
   * reading too; parse each with `parseLine`). A failure to get there is an `ApiError` without
   * the credentials; one while reading is to go through {@link ChatTransport.redact}.
   */
  open(body: object, signal?: AbortSignal): Promise<AsyncIterable<readonly string[]>>;
  /** POSTs `body` to the abort endpoint: resolves on 204. */
  abort(body: object, signal?: AbortSignal): Promise<void>;
  /**
   * A failure of reading a stream as the client shows it: an `ApiError` (of `what`, default the
   * chat request: `ABORTED` when `signal` ended it), without the credentials the requests
   * carried (a service may echo them in a line). The reader of a stream applies it
   * where it catches, once: a wrapper per line would cost every line a promise.
   */
  redact(error: unknown, signal?: AbortSignal, what?: string): ApiError;
}

/** A request in flight: its signal (the caller's, the connect timeout's) and the means to let go of both. */
interface Exchange {
  readonly signal: AbortSignal;
  /** Ends the connect bound: the headers came. */
  connected(): void;
  /** Ends the exchange with `reason`: its request, its body's reading. */
  abort(reason: ApiError): void;
  /** Lets go of the caller's signal and the timer. */
  dispose(): void;
}

/** The HTTP of a client of `config`, its idle bound on `timing`'s clock: see {@link ChatTransport}. */
export function createChatTransport(config: ChatConfig, timing: Timing = realTiming): ChatTransport {
  return new Transport(config, timing);
}

/** {@link ChatTransport} in steps: an exchange begun, the credential, the POST, its answer checked. */
class Transport implements ChatTransport {
  readonly #config: ChatConfig;
  readonly #timing: Timing;
  /** The credentials the latest requests carried, the latest first: redacted from every error. */
  readonly #secrets: string[] = [];

  constructor(config: ChatConfig, timing: Timing) {
    this.#config = config;
    this.#timing = timing;
  }

  async open(body: object, signal?: AbortSignal): Promise<AsyncIterable<readonly string[]>> {
    const what = 'The chat request';
    const exchange = this.#begin(what, signal);
    try {
      const response = await this.#post(this.#config.streamUrl, body, what, exchange);
      exchange.connected();
      if (!response.body) throw new ApiError('INVALID_RESPONSE', 'The chat response has no body to stream');
      const chunks = chunksWithin(response.body, {
        idleMs: this.#config.timeouts.idleMs,
        signal: exchange.signal,
        what,
        onEnd: exchange.dispose,
      });
      return this.#linesWithin(linesByChunk(chunks, this.#config.maxLineBytes), exchange, what);
    } catch (caught) {
      exchange.dispose();
      throw this.redact(ended(caught, exchange), signal, what);
    }
  }

  async abort(body: object, signal?: AbortSignal): Promise<void> {
    try {
      await this.#abortOnce(body, signal);
    } catch (error) {
      // The abort is idempotent (204 whatever the answer's state), so a connection that closed
      // under it is tried once more, on a new one: a kept-alive connection the service (or a
      // proxy) closes as the request goes out fails it with "other side closed", and the stream
      // being cut by the same stop makes that race likely. A stop() must not fail for it.
      if (!(error instanceof ApiError) || error.code !== 'NETWORK' || signal?.aborted) throw error;
      await this.#abortOnce(body, signal);
    }
  }

  /** POSTs `body` to the abort endpoint once: resolves on 204. */
  async #abortOnce(body: object, signal?: AbortSignal): Promise<void> {
    const what = 'The abort request';
    const exchange = this.#begin(what, signal);
    try {
      const response = await this.#post(this.#config.abortUrl, body, what, exchange);
      exchange.connected();
      if (response.status === 204) {
        await response.body?.cancel();
        return;
      }
      // Spec 4.2: 204 is the one success. A 200 carries a refusal (spec 7: authentication fails
      // inside a 200), or is not what the spec says.
      const text = await this.#text(response, what, exchange);
      throw (
        errorInBody(text) ??
        new ApiError(
          'INVALID_RESPONSE',
          `${what}: expected 204 with no body, got ${response.status} ${JSON.stringify(shortenBody(text, 200))}`,
          {
            status: response.status,
            body: errorBody(text),
          },
        )
      );
    } catch (caught) {
      throw this.redact(ended(caught, exchange), signal, what);
    } finally {
      exchange.dispose();
    }
  }

  /**
   * The lines of a stream, each wait for the next within `idleMs` of complete lines (see
   * `lineIdleBound`: bytes without a newline do not count, nor the reader's time on a chunk's
   * lines). Past the bound the exchange is aborted with `TIMEOUT`, which ends the reading.
   */
  async *#linesWithin(
    lines: AsyncIterable<string[]>,
    exchange: Exchange,
    what: string,
  ): AsyncGenerator<string[], void, undefined> {
    const { idleMs } = this.#config.timeouts;
    const bound = lineIdleBound(idleMs, this.#timing, () => exchange.abort(noLineError(what, idleMs)));
    try {
      for await (const batch of lines) {
        bound.arrived();
        yield batch;
        bound.waiting();
      }
    } finally {
      bound.stop();
    }
  }

  /** Starts an exchange: the caller's signal followed, and `connectMs` to get the response's headers. */
  #begin(what: string, caller: AbortSignal | undefined): Exchange {
    const { connectMs } = this.#config.timeouts;
    const control = new AbortController();
    const onAbort = () => control.abort(caller?.reason);
    if (caller?.aborted) onAbort();
    else caller?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () =>
        control.abort(
          new ApiError('TIMEOUT', `${what}: no response from the service within ${connectMs} ms (timeouts.connectMs)`),
        ),
      connectMs,
    );
    return {
      signal: control.signal,
      connected: () => clearTimeout(timer),
      abort: (reason) => control.abort(reason),
      dispose: () => {
        clearTimeout(timer);
        caller?.removeEventListener('abort', onAbort);
      },
    };
  }

  /**
   * The credential header, the token provider asked per request (see `askToken`: one that fails
   * is `NETWORK`, which a reconnect tries again; one that gives no usable token
   * `INVALID_OPTIONS`). None through a proxy, which adds its own.
   */
  async #credential(): Promise<Record<string, string>> {
    const { auth } = this.#config;
    if ('proxy' in auth) return {};
    if ('apiKey' in auth) {
      this.#remember(auth.apiKey);
      return { authorization: `Api-Key ${auth.apiKey}` };
    }
    const value = typeof auth.token === 'function' ? await askToken(auth.token, 'auth.token') : auth.token;
    this.#remember(value);
    return { 'x-platform-auth-token': value };
  }

  /**
   * POSTs `body` as JSON: resolves with a 2xx response once its headers came, within the
   * exchange's bounds; follows a same-origin 307/308 and refuses every other redirect; any
   * other status is an `ApiError` (`THREAD_BUSY` when the body says the thread is busy).
   */
  async #post(url: URL, body: object, what: string, exchange: Exchange): Promise<Response> {
    const aborted = whenAborted(exchange.signal);
    try {
      const headers = await Promise.race([this.#credential(), aborted.promise]);
      const init: RequestInit = {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/x-ndjson, application/json', ...headers },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: exchange.signal,
      };
      let target = url;
      for (let hops = 0; ; hops += 1) {
        const response = await Promise.race([this.#config.fetch(target, init), aborted.promise]);
        const next = redirectTarget(response, target, what, hops);
        if (!next) return await this.#checked(response, what, exchange);
        void response.body?.cancel().catch(() => undefined);
        target = next;
      }
    } finally {
      aborted.dispose();
    }
  }

  /** A 2xx response as it is; any other an `ApiError` of its status, its body read within bounds. */
  async #checked(response: Response, what: string, exchange: Exchange): Promise<Response> {
    if (response.ok) return response;
    exchange.connected();
    const error = await errorOfResponse(response, what, await this.#text(response, what, exchange));
    // The busy thread's refusal may come as an HTTP error too: it is THREAD_BUSY whatever the status.
    if (!saysThreadBusy(JSON.stringify([error.message, error.body]))) throw error;
    throw new ApiError(
      'THREAD_BUSY',
      `${error.message} (the thread is streaming another answer: re-attach with its messageId, or wait)`,
      {
        status: error.status,
        body: error.body,
      },
    );
  }

  /** The text of a response that is no stream, its first {@link MAX_ERROR_BYTES} bytes, within the idle bound. */
  #text(response: Response, what: string, exchange: Exchange): Promise<string> {
    return textWithin(response.body, MAX_ERROR_BYTES, {
      idleMs: this.#config.timeouts.idleMs,
      signal: exchange.signal,
      what,
    });
  }

  /** Remembers a credential sent, the latest first. */
  #remember(secret: string): void {
    const secrets = this.#secrets;
    const known = secrets.indexOf(secret);
    if (known === 0) return;
    if (known !== -1) secrets.splice(known, 1);
    secrets.unshift(secret);
    secrets.length = Math.min(secrets.length, REMEMBERED_SECRETS);
  }

  redact(error: unknown, signal?: AbortSignal, what = 'The chat request'): ApiError {
    return withoutSecrets(errorOfFetch(error, what, signal), this.#secrets);
  }
}

/** What ended a call: the reason its exchange was aborted with, when that is the SDK's own error (a timeout), else what was thrown. */
const ended = (caught: unknown, exchange: Exchange): unknown =>
  exchange.signal.aborted && exchange.signal.reason instanceof ApiError ? exchange.signal.reason : caught;
