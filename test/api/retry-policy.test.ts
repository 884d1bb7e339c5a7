/**
 * The retry policy, as pure functions: which methods and failures are retried, the backoff's
 * bounds (random fixed at its extremes), `Retry-After` in seconds and as a date, and its cap.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_POLICY,
  isRetried,
  maxRetryAfterMs,
  RETRIED_METHODS,
  RETRIED_STATUSES,
  retryAfterMs,
  retryDelay,
} from '../../src/api/retry-policy.js';
import { backoffDelay } from '../../src/http/backoff.js';

describe('isRetried', () => {
  it('retries GET, PUT and DELETE (any case) after a network failure, 429, 502, 503 and 504', () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'get', 'Put']) {
      expect(isRetried(method, 'NETWORK')).toBe(true);
      for (const status of [429, 502, 503, 504]) expect(isRetried(method, { status })).toBe(true);
    }
    expect([...RETRIED_METHODS]).toEqual(['GET', 'PUT', 'DELETE']);
    expect([...RETRIED_STATUSES]).toEqual([429, 502, 503, 504]);
  });

  it('never retries POST or PATCH, whatever the failure', () => {
    for (const method of ['POST', 'PATCH', 'post']) {
      expect(isRetried(method, 'NETWORK')).toBe(false);
      for (const status of [429, 500, 502, 503, 504]) expect(isRetried(method, { status })).toBe(false);
    }
  });

  it('does not retry 500, other 5xx or any other 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 500, 501, 505, 599])
      expect(isRetried('GET', { status })).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('stays between minDelayMs and min(maxDelayMs, minDelayMs · 2^retry): full jitter', () => {
    // random 0 → the floor; random just under 1 → the ceiling (less a millisecond at most).
    expect([1, 2, 3, 4, 5, 6].map((retry) => backoffDelay(retry, 500, 10_000, 0))).toEqual([
      500, 500, 500, 500, 500, 500,
    ]);
    expect([1, 2, 3, 4, 5, 6].map((retry) => backoffDelay(retry, 500, 10_000, 0.999_999))).toEqual([
      999, 1999, 3999, 7999, 9999, 9999,
    ]);
    expect(backoffDelay(2, 500, 10_000, 0.5)).toBe(1250);
  });

  it('never exceeds maxDelayMs, even after many retries', () => {
    for (const retry of [10, 50, 1100]) expect(backoffDelay(retry, 1000, 15_000, 0.999_999)).toBeLessThan(15_000);
    expect(backoffDelay(3, 100, 100, 0.7)).toBe(100);
  });

  it('grows from 1 ms when minDelayMs is 0', () => {
    expect(backoffDelay(1, 0, 50, 0.999_999)).toBe(1);
    expect(backoffDelay(3, 0, 50, 0.999_999)).toBe(7);
    expect(backoffDelay(9, 0, 50, 0.999_999)).toBe(49);
  });

  it('returns whole milliseconds', () => {
    for (const random of [0.1, 0.33, 0.77]) expect(Number.isInteger(backoffDelay(2, 333, 9_000, random))).toBe(true);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-10-21T07:28:00Z');

  it('reads whole seconds', () => {
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
  });

  it('reads an HTTP date as the time left until it, a past one as 0', () => {
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Wednesday, 21-Oct-26 07:28:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0);
  });

  it('ignores a missing header and one that is neither', () => {
    for (const header of [null, undefined, '', 'soon', '1.5', '-1', '2026-10-21', 'Wed, 99 Foo 2026'])
      expect(retryAfterMs(header, now)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  const policy = { attempts: 2, minDelayMs: 100, maxDelayMs: 1000 };

  it('gives a backoff for each retry the policy allows, then none', () => {
    expect(retryDelay(1, policy, 0)).toBe(100);
    expect(retryDelay(2, policy, 0.999_999)).toBe(399);
    expect(retryDelay(3, policy, 0)).toBeUndefined();
    expect(retryDelay(1, { ...policy, attempts: 0 }, 0)).toBeUndefined();
  });

  it('honours Retry-After exactly, even above maxDelayMs and below minDelayMs', () => {
    expect(retryDelay(1, policy, 0.5, 3000)).toBe(3000);
    expect(retryDelay(1, policy, 0.5, 0)).toBe(0);
  });

  it('gives up rather than wait longer than a minute (or maxDelayMs when longer) for Retry-After', () => {
    expect(maxRetryAfterMs(policy)).toBe(60_000);
    expect(retryDelay(1, policy, 0.5, 60_000)).toBe(60_000);
    expect(retryDelay(1, policy, 0.5, 60_001)).toBeUndefined();
    expect(retryDelay(1, { ...policy, maxDelayMs: 120_000 }, 0.5, 90_000)).toBe(90_000);
    expect(retryDelay(3, policy, 0.5, 10)).toBeUndefined();
  });

  it('defaults to 2 retries between 0.5 and 10 s', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({ attempts: 2, minDelayMs: 500, maxDelayMs: 10_000 });
    expect(Object.isFrozen(DEFAULT_RETRY_POLICY)).toBe(true);
  });
});
