/**
 * When the management client tries a request again, and after how long: pure functions of the
 * method, the failure, the attempt number, a random number and the clock, so that every rule
 * is tested without waiting.
 *
 * - Only idempotent methods are retried (`GET`, `PUT`, `DELETE`): sending a `POST` or `PATCH`
 *   twice could create or change something twice.
 * - Only failures that may pass a moment later are retried: the network (no response at all),
 *   429 and 502/503/504 (a proxy or a busy service). 500 is a service bug that repeats; 4xx
 *   other than 429 is the request's own fault; a timeout is not retried either (retrying
 *   would multiply the time a caller already found too long).
 * - The delay is exponential with full jitter between `minDelayMs` and `maxDelayMs`, unless
 *   the service said how long to wait (`Retry-After`, in seconds or as an HTTP date): then that
 *   long exactly — or no retry at all when it asks for more than {@link maxRetryAfterMs}.
 *
 * @module
 * @internal
 */

import { RETRYABLE_CONFLICTS } from '../http/api-error.js';
import { backoffDelay } from '../http/backoff.js';

/** How the client retries: `attempts` retries after the first try, with delays between `minDelayMs` and `maxDelayMs`. */
export interface RetryPolicy {
  /** Retries after the first try (2: at most 3 requests). */
  attempts: number;
  /** The shortest delay before a retry, in milliseconds. */
  minDelayMs: number;
  /** The longest delay before a retry chosen by backoff, in milliseconds. */
  maxDelayMs: number;
}

/** The default policy: 2 retries (3 requests at most), the first after 0.5–1 s, the second after 0.5–2 s. */
export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = /*#__PURE__*/ Object.freeze({
  attempts: 2,
  minDelayMs: 500,
  maxDelayMs: 10_000,
});

/** No retry at all (`retry: false`). */
export const NO_RETRY_POLICY: Readonly<RetryPolicy> = /*#__PURE__*/ Object.freeze({
  attempts: 0,
  minDelayMs: 0,
  maxDelayMs: 0,
});

/** The methods sent again after a transient failure: the idempotent ones. */
export const RETRIED_METHODS: readonly string[] = /*#__PURE__*/ Object.freeze(['GET', 'PUT', 'DELETE']);

/** The HTTP statuses worth another try: rate limited, bad gateway, unavailable, gateway timeout. */
export const RETRIED_STATUSES: readonly number[] = /*#__PURE__*/ Object.freeze([429, 502, 503, 504]);

/** What went wrong with one try: an HTTP status (with the service's own code, when it gave one), or no response at all. */
export type Failure = { status: number; serviceCode?: string | undefined } | 'NETWORK';

/**
 * Whether a request of `method` that failed with `failure` may be sent again: a network failure,
 * a status of {@link RETRIED_STATUSES}, or a conflict the service says passes on a second try
 * (`upsert_branch_changed`, see `RETRYABLE_CONFLICTS`).
 */
export function isRetried(method: string, failure: Failure): boolean {
  if (!RETRIED_METHODS.includes(method.toUpperCase())) return false;
  if (failure === 'NETWORK' || RETRIED_STATUSES.includes(failure.status)) return true;
  return failure.status === 409 && RETRYABLE_CONFLICTS.includes(failure.serviceCode ?? '');
}

/** The longest `Retry-After` honoured, in milliseconds: a minute, or `maxDelayMs` when that is longer. */
export function maxRetryAfterMs(policy: Pick<RetryPolicy, 'maxDelayMs'>): number {
  return Math.max(60_000, policy.maxDelayMs);
}

/**
 * The wait a `Retry-After` header asks for, in milliseconds: whole seconds (`"120"`) or an
 * HTTP date (`"Wed, 21 Oct 2026 07:28:00 GMT"`, a past one meaning 0). `undefined` without a
 * header or with one that is neither.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  if (header == null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // All three HTTP date formats start with the day's name; Date.parse alone accepts "1.5".
  if (!/^[A-Za-z]{3}/.test(value)) return undefined;
  // HTTP dates are GMT; the asctime form ("Sun Nov  6 08:49:37 1994") does not say so, and
  // Date.parse would read it as local time.
  const date = Date.parse(/\b(?:GMT|UTC)\b|[+-]\d{4}$/.test(value) ? value : `${value} GMT`);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The delay before retry number `retry`, or `undefined` when there is to be none: retries
 * used up, or a `Retry-After` longer than {@link maxRetryAfterMs} (waiting less would only
 * earn another 429; the caller gets the error and may come back later).
 */
export function retryDelay(
  retry: number,
  policy: RetryPolicy,
  random: number,
  retryAfter?: number,
): number | undefined {
  if (retry > policy.attempts) return undefined;
  if (retryAfter !== undefined) return retryAfter <= maxRetryAfterMs(policy) ? retryAfter : undefined;
  return backoffDelay(retry, policy.minDelayMs, policy.maxDelayMs, random);
}
