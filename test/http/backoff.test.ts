/**
 * The one backoff rule: before retry n, a point between minDelayMs and min(maxDelayMs,
 * minDelayMs · 2^n) chosen by `random` (full jitter), in whole milliseconds; a minimum of 0
 * still grows from 1 ms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../src/http/backoff.js';

describe('backoffDelay', () => {
  it('spans minDelayMs to minDelayMs · 2^retry, by random', () => {
    expect(backoffDelay(1, 100, 10_000, 0)).toBe(100);
    expect(backoffDelay(1, 100, 10_000, 0.5)).toBe(150);
    expect(backoffDelay(3, 100, 10_000, 0.999)).toBe(799);
  });

  it('never beyond maxDelayMs', () => {
    expect(backoffDelay(20, 100, 2_000, 0.999)).toBe(1998);
    expect(backoffDelay(1_000, 100, 2_000, 0.5)).toBe(1050);
  });

  it('a minimum of 0 grows from 1 ms', () => {
    expect(backoffDelay(4, 0, 1_000, 0.5)).toBe(8);
    expect(backoffDelay(1, 0, 1_000, 0)).toBe(0);
  });

  it('is always a whole number within [min, max(min, min(max, min · 2^retry))]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (retry, min, max, random) => {
          const delay = backoffDelay(retry, min, max, random);
          expect(Number.isInteger(delay)).toBe(true);
          expect(delay).toBeGreaterThanOrEqual(min);
          expect(delay).toBeLessThanOrEqual(Math.max(min, Math.min(max, Math.max(min, 1) * 2 ** retry)));
        },
      ),
    );
  });
});
