/**
 * `guard`: user code called with exactly the arguments given; what it throws never reaches the
 * caller, and is re-thrown on a later task.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guard } from '../../src/internal/guard.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('guard', () => {
  it('passes one argument, or two when the second is defined', () => {
    const seen: unknown[][] = [];
    const record = (...args: unknown[]) => void seen.push(args);
    guard(record, 'a');
    guard(record, 'a', undefined);
    guard(record, 'a', 0);
    expect(seen).toEqual([['a'], ['a'], ['a', 0]]);
  });

  it('keeps a throw from the caller and re-throws it on a later task', () => {
    vi.useFakeTimers();
    const error = new Error('handler bug');
    expect(() =>
      guard(() => {
        throw error;
      }, 1),
    ).not.toThrow();
    expect(() => vi.runOnlyPendingTimers()).toThrow(error);
  });
});
