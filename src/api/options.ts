/**
 * The options of `createPlatformClient`, checked once, up front: every refusal is an
 * `INVALID_OPTIONS` `ApiError` naming the option and the value — except the token, which is
 * never shown, whatever is wrong with it.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { refuse } from '../http/refuse.js';
import { MAX_DELAY_MS } from '../internal/checks.js';
import { describeValue } from '../internal/describe.js';
import { httpUrlOf } from '../internal/http-url.js';
import { inBrowser } from '../internal/in-browser.js';
import { DEFAULT_RETRY_POLICY, NO_RETRY_POLICY, type RetryPolicy } from './retry-policy.js';

/** How the client retries idempotent requests; each field defaults to the default policy's. */
export interface RetryOptions {
  /** Retries after the first try. Default 2 (at most 3 requests). */
  attempts?: number;
  /** The shortest delay before a retry, in milliseconds. Default 500. */
  minDelayMs?: number;
  /** The longest delay chosen by backoff, in milliseconds. Default 10000. */
  maxDelayMs?: number;
}

/** A bearer token, or a function returning one (called for every request, retries included, so that it may refresh). */
export type TokenSource = string | (() => string | Promise<string>);

/**
 * How the client authenticates: a bearer token (spec 5.1) or an API key (the reference's other
 * scheme) — exactly one.
 */
export type PlatformAuth =
  /**
   * `Authorization: Bearer <token>`; a function is called per request and per retry (so that it
   * may refresh).
   */
  | {
      /** The token, or a function that gives it (sync or async). */
      token: TokenSource;
      /** Not with `token`. */
      apiKey?: never;
    }
  /**
   * `Authorization: Api-Key <key>`: a server's secret, refused in a browser (a page or a worker)
   * unless `dangerouslyAllowApiKeyInBrowser`.
   */
  | {
      /** The API key. */
      apiKey: string;
      /** Not with `apiKey`. */
      token?: never;
    };

/** Options of `createPlatformClient`: {@link PlatformAuth} and these. */
export type PlatformClientOptions = PlatformConnectionOptions & PlatformAuth;

/** Options of `createPlatformClient` besides the credential. */
export interface PlatformConnectionOptions {
  /**
   * The tenant's address, `https://{tenant}.<domain>` or a custom domain: absolute http(s),
   * without credentials, query or fragment. A path (a proxy's prefix, say) is kept before
   * every API path.
   */
  baseUrl: string | URL;
  /** An API key in a browser is readable by every script of the page and every user: refused there unless this is `true`. */
  dangerouslyAllowApiKeyInBrowser?: boolean;
  /**
   * Passed to `fetch` with every request: whether cookies go along. Default `'same-origin'`
   * (spec 9, 0.2.0: the browser's own default); a client that authenticates only with its
   * token can pass `'omit'` so that no cookie is ever sent. Node ignores it.
   */
  credentials?: RequestCredentials;
  /** The `fetch` to use. Default: the global one. */
  fetch?: typeof fetch;
  /** The most one try of a request may take, response body included, in milliseconds (`TIMEOUT`). Default 30000. */
  timeoutMs?: number;
  /**
   * Retries of `GET`, `PUT` and `DELETE` after a network failure, 429, 502, 503 or 504, with
   * exponential backoff and jitter, honouring `Retry-After`. `false` never retries.
   * `POST` and `PATCH` are never retried.
   */
  retry?: RetryOptions | false;
  /**
   * The largest response body read, in bytes: a larger one is `INVALID_RESPONSE`, not read
   * further and never retried. Default 64 MiB.
   */
  maxResponseBytes?: number;
}

/** The options once checked, with their defaults. */
export interface ResolvedOptions {
  /** The base URL's `href`, without a trailing slash. */
  baseUrl: string;
  /** The credential of the next request: the token, or the API key. */
  token: () => Promise<string>;
  /** Its scheme in `Authorization`. */
  scheme: 'Bearer' | 'Api-Key';
  credentials: RequestCredentials;
  fetch: typeof fetch;
  timeoutMs: number;
  retry: RetryPolicy;
  maxResponseBytes: number;
}

/** The default of `maxResponseBytes`: 64 MiB, far above any answer of the API. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** The default of `timeoutMs`. */
export const DEFAULT_TIMEOUT_MS = 30_000;

const CREDENTIALS: readonly RequestCredentials[] = ['omit', 'same-origin', 'include'];

/** A bearer token: visible ASCII without spaces (RFC 6750's b64token, loosely). */
const BEARER_TOKEN = /^[\x21-\x7e]+$/;

/** A plain copy of an options object's own properties: a polluted `Object.prototype` supplies nothing. */
export function ownProperties(value: unknown, what: string, code: 'INVALID_OPTIONS' | 'INVALID_REQUEST' = 'INVALID_OPTIONS'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(code, what, 'an object', value);
  return Object.assign(Object.create(null), value) as Record<string, unknown>;
}

/** A whole number of milliseconds from `min` to 2^31 − 1, or `fallback` when undefined. */
export function wholeMs(value: unknown, what: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > MAX_DELAY_MS)
    refuse('INVALID_OPTIONS', what, `whole milliseconds from ${min} to ${MAX_DELAY_MS}`, value);
  return value as number;
}

/** A URL for a message: without its query, fragment and user info, where secrets live. */
function shown(value: unknown): unknown {
  return typeof value === 'string' || value instanceof URL
    ? String(value)
        .replace(/[?#][\s\S]*/, '')
        .replace(/^([^/?#]*\/\/)?[^/?#@]*@/, '$1')
    : value;
}

/** The base URL: absolute http(s), no credentials, query or fragment; its `href` without a trailing slash. */
export function checkBaseUrl(value: unknown): string {
  const url = httpUrlOf(value);
  if (!url) {
    const text = shown(value);
    const hint = typeof text === 'string' && /^[^/\\:?#]+\.[^/\\:?#]+(?:[/?#]|$)/.test(text) ? `: did you mean "https://${text}"?` : '';
    refuse('INVALID_OPTIONS', 'baseUrl', `an absolute http(s) URL such as "https://tenant.example.com"${hint}`, text);
  }
  if (url.username || url.password) refuse('INVALID_OPTIONS', 'baseUrl', 'a URL without user name or password (pass the token as `token`)', shown(value));
  if (url.search || url.hash) refuse('INVALID_OPTIONS', 'baseUrl', 'a URL without query or fragment', `${url.origin}${url.pathname}`);
  return url.href.replace(/\/+$/, '');
}

/** Why a token is unusable, or undefined when it is fine; never the token itself. */
function tokenProblem(token: unknown): string | undefined {
  if (typeof token !== 'string') return `got ${describeValue(token)}`;
  if (/^bearer\s/i.test(token)) return 'got a value starting with "Bearer " (pass the token alone: the client adds the scheme)';
  if (!BEARER_TOKEN.test(token)) return token ? 'got a string with spaces or characters a header cannot carry (not shown)' : 'got ""';
  return undefined;
}

/** The token source, checked: a usable token, or a function (whose results are checked per request). */
export function checkToken(token: unknown): () => Promise<string> {
  if (typeof token === 'function') {
    return async () => {
      let value: unknown;
      try {
        value = await (token as () => unknown)();
      } catch (cause) {
        if (cause instanceof ApiError) throw cause;
        throw new ApiError('INVALID_OPTIONS', 'token: the token function failed', { cause });
      }
      const problem = tokenProblem(value);
      if (problem) throw new ApiError('INVALID_OPTIONS', `token: expected the token function to return a bearer token, ${problem}`);
      return value as string;
    };
  }
  const problem = tokenProblem(token);
  if (problem) throw new ApiError('INVALID_OPTIONS', `token: expected a bearer token or a function returning one, ${problem}`);
  return () => Promise.resolve(token as string);
}

/** The retry option: `false`, or attempts and delays (each defaulting to {@link DEFAULT_RETRY_POLICY}'s). */
export function checkRetry(value: unknown): RetryPolicy {
  if (value === false) return { ...NO_RETRY_POLICY };
  if (value === undefined) return { ...DEFAULT_RETRY_POLICY };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse('INVALID_OPTIONS', 'retry', '{ attempts, minDelayMs, maxDelayMs } or false', value);
  const own = ownProperties(value, 'retry');
  const attempts = own.attempts ?? DEFAULT_RETRY_POLICY.attempts;
  if (!Number.isInteger(attempts) || (attempts as number) < 0 || (attempts as number) > 100)
    refuse('INVALID_OPTIONS', 'retry.attempts', 'a whole number of retries from 0 to 100', attempts);
  // A lone bound moves the other default out of its way rather than clash with it.
  const minDelayMs = wholeMs(own.minDelayMs, 'retry.minDelayMs', Math.min(DEFAULT_RETRY_POLICY.minDelayMs, typeof own.maxDelayMs === 'number' ? own.maxDelayMs : Infinity));
  const maxDelayMs = wholeMs(own.maxDelayMs, 'retry.maxDelayMs', Math.max(DEFAULT_RETRY_POLICY.maxDelayMs, minDelayMs));
  if (minDelayMs > maxDelayMs) refuse('INVALID_OPTIONS', 'retry.maxDelayMs', `at least retry.minDelayMs (${minDelayMs})`, maxDelayMs);
  return { attempts: attempts as number, minDelayMs, maxDelayMs };
}

/**
 * Checks every option of `createPlatformClient` and fills in the defaults.
 *
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option and the value (never the token's).
 */
export function resolveOptions(options: unknown): ResolvedOptions {
  const own = ownProperties(options, 'options');
  const baseUrl = checkBaseUrl(own.baseUrl);
  if ((own.token === undefined) === (own.apiKey === undefined)) refuse('INVALID_OPTIONS', 'token', 'exactly one of token and apiKey', '(not shown)');
  const scheme = own.apiKey === undefined ? 'Bearer' : 'Api-Key';
  if (scheme === 'Api-Key') {
    if (typeof own.apiKey !== 'string' || !BEARER_TOKEN.test(own.apiKey))
      throw new ApiError('INVALID_OPTIONS', 'apiKey: expected a key of visible ASCII characters without spaces (not shown)');
    if (inBrowser() && own.dangerouslyAllowApiKeyInBrowser !== true) {
      throw new ApiError(
        'INVALID_OPTIONS',
        'apiKey: expected no API key in a browser (a page or a worker), where every script and user can read it: use a token, or set dangerouslyAllowApiKeyInBrowser',
      );
    }
  }
  const token = scheme === 'Bearer' ? checkToken(own.token) : () => Promise.resolve(own.apiKey as string);
  const credentials = own.credentials ?? 'same-origin';
  if (!CREDENTIALS.includes(credentials as RequestCredentials)) refuse('INVALID_OPTIONS', 'credentials', 'one of "omit", "same-origin", "include"', credentials);
  const doFetch = own.fetch ?? (typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined);
  if (typeof doFetch !== 'function') refuse('INVALID_OPTIONS', 'fetch', 'a fetch function (none is global here)', own.fetch);
  const timeoutMs = wholeMs(own.timeoutMs, 'timeoutMs', DEFAULT_TIMEOUT_MS, 1);
  const maxResponseBytes = own.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  if (!Number.isSafeInteger(maxResponseBytes) || (maxResponseBytes as number) < 1) refuse('INVALID_OPTIONS', 'maxResponseBytes', 'a whole number of bytes ≥ 1', maxResponseBytes);
  return {
    baseUrl,
    token,
    scheme,
    credentials: credentials as RequestCredentials,
    fetch: doFetch as typeof fetch,
    timeoutMs,
    retry: checkRetry(own.retry),
    maxResponseBytes: maxResponseBytes as number,
  };
}
