/**
 * The options of `createPlatformClient`, checked once, up front: every refusal is an
 * `INVALID_OPTIONS` `ApiError` naming the option and the value — except the token, which is
 * never shown, whatever is wrong with it.
 *
 * @module
 * @internal
 */

import { askToken, checkApiKeyPlace, checkCredential, fetchOption } from '../http/credential.js';
import { callOptions, refuseApiOption, refuseApiRequest } from '../http/refuse.js';
import { milliseconds, ownOptions, signalOption, whole } from '../internal/checks.js';
import { serviceUrl } from '../internal/service-url.js';
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
  /**
   * Where the embed is served, the base of the URLs `embed.sessionUrl` builds: absolute http(s),
   * without credentials, query or fragment, like `baseUrl`. Default: `baseUrl`. Set it when the
   * embed has its own domain (a custom embed domain, or the fakes of `platform-embed dev`, which
   * serve the embed on another origin than the API).
   */
  embedBaseUrl?: string | URL;
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
  /** The embed's base URL (`embedBaseUrl`, else `baseUrl`), the same way. */
  embedBaseUrl: string;
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

/**
 * A base URL option (`baseUrl`, `embedBaseUrl`, named by `what`): absolute http(s), no
 * credentials, query or fragment; its `href` without a trailing slash.
 */
export const checkBaseUrl = (value: unknown, what = 'baseUrl'): string =>
  serviceUrl(value, what, refuseApiOption, true).href.replace(/\/+$/, '');

/** The token source, checked: a usable token, or a function (asked per request, see `askToken`). */
export function checkToken(token: unknown): () => Promise<string> {
  if (typeof token === 'function') return () => askToken(token as () => unknown, 'token');
  const value = checkCredential(token, 'token', 'a bearer token or a function returning one');
  return () => Promise.resolve(value);
}

/** The retry option: `false`, or attempts and delays (each defaulting to {@link DEFAULT_RETRY_POLICY}'s). */
export function checkRetry(value: unknown): RetryPolicy {
  if (value === false) return { ...NO_RETRY_POLICY };
  if (value === undefined) return { ...DEFAULT_RETRY_POLICY };
  const own = ownOptions(value, 'retry', refuseApiOption, '{ attempts, minDelayMs, maxDelayMs } or false');
  const attempts =
    whole(own.attempts, 'retry.attempts', refuseApiOption, 0, 100, 'a whole number of retries') ??
    DEFAULT_RETRY_POLICY.attempts;
  return { attempts, ...delayBounds(own, 'retry.', DEFAULT_RETRY_POLICY) };
}

/**
 * The `minDelayMs` and `maxDelayMs` of a backoff (the client's retries, a dbt sync's polls),
 * each defaulting to `defaults`' — a lone bound moving the other default out of its way rather
 * than clash with it — and `INVALID_OPTIONS` when the minimum is above the maximum.
 */
export function delayBounds(
  own: Record<string, unknown>,
  prefix: string,
  defaults: { minDelayMs: number; maxDelayMs: number },
): { minDelayMs: number; maxDelayMs: number } {
  const given = typeof own.maxDelayMs === 'number' ? own.maxDelayMs : Infinity;
  const minDelayMs =
    milliseconds(own.minDelayMs, `${prefix}minDelayMs`, refuseApiOption) ?? Math.min(defaults.minDelayMs, given);
  const maxDelayMs =
    milliseconds(own.maxDelayMs, `${prefix}maxDelayMs`, refuseApiOption) ?? Math.max(defaults.maxDelayMs, minDelayMs);
  if (minDelayMs > maxDelayMs)
    refuseApiOption(`${prefix}maxDelayMs`, `at least ${prefix}minDelayMs (${minDelayMs})`, maxDelayMs);
  return { minDelayMs, maxDelayMs };
}

/** The `{ signal }` of a call's options (which may be left out): `INVALID_REQUEST` for anything but an object, or a signal that is no `AbortSignal`. */
export function callSignal(options: unknown): { signal?: AbortSignal } {
  const signal = signalOption(
    callOptions(options, 'options', refuseApiRequest).signal,
    'options.signal',
    refuseApiRequest,
  );
  return signal === undefined ? {} : { signal };
}

/**
 * Checks every option of `createPlatformClient` and fills in the defaults.
 *
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option and the value (never the token's).
 */
export function resolveOptions(options: unknown): ResolvedOptions {
  const own = ownOptions(options, 'options', refuseApiOption);
  const baseUrl = checkBaseUrl(own.baseUrl);
  const embedBaseUrl = own.embedBaseUrl === undefined ? baseUrl : checkBaseUrl(own.embedBaseUrl, 'embedBaseUrl');
  if ((own.token === undefined) === (own.apiKey === undefined))
    refuseApiOption('token', 'exactly one of token and apiKey', '(not shown)');
  const scheme = own.apiKey === undefined ? 'Bearer' : 'Api-Key';
  if (scheme === 'Api-Key') {
    checkCredential(own.apiKey, 'apiKey', 'an API key');
    checkApiKeyPlace(own.dangerouslyAllowApiKeyInBrowser, 'apiKey', 'a token');
  }
  const token = scheme === 'Bearer' ? checkToken(own.token) : () => Promise.resolve(own.apiKey as string);
  const credentials = own.credentials ?? 'same-origin';
  if (!CREDENTIALS.includes(credentials as RequestCredentials))
    refuseApiOption('credentials', 'one of "omit", "same-origin", "include"', credentials);
  const timeoutMs = milliseconds(own.timeoutMs, 'timeoutMs', refuseApiOption, 1) ?? DEFAULT_TIMEOUT_MS;
  const maxResponseBytes =
    whole(
      own.maxResponseBytes,
      'maxResponseBytes',
      refuseApiOption,
      1,
      Number.MAX_SAFE_INTEGER,
      'a whole number of bytes',
    ) ?? DEFAULT_MAX_RESPONSE_BYTES;
  return {
    baseUrl,
    embedBaseUrl,
    token,
    scheme,
    credentials: credentials as RequestCredentials,
    fetch: fetchOption(own.fetch),
    timeoutMs,
    retry: checkRetry(own.retry),
    maxResponseBytes,
  };
}
