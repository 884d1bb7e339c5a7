/**
 * Work after the first Ctrl-C is bounded: it ends with its value or its error, or — aborting the
 * work's signal — when the time is up or at a second Ctrl-C, whichever comes first; it never
 * rejects, and leaves no timer or Ctrl-C listener behind.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundedAfterInterrupt } from '../../src/cli/after-interrupt.js';
import { fakeIo } from './fake-io.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('boundedAfterInterrupt', () => {
  it('the work’s value when it finishes in time; nothing is left listening or pending', async () => {
    vi.useFakeTimers();
    const fake = fakeIo();
    let signal: AbortSignal | undefined;
    const ended = await boundedAfterInterrupt(fake.io, 3_000, async (given) => {
      signal = given;
      return 'cancelled';
    });
    expect(ended).toEqual({ kind: 'done', value: 'cancelled' });
    expect(fake.listeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(signal?.aborted).toBe(true);
  });

  it('the work’s error when it fails, never a rejection', async () => {
    const failure = new Error('409: the job has already ended');
    expect(await boundedAfterInterrupt(fakeIo().io, 3_000, () => Promise.reject(failure))).toEqual({
      kind: 'failed',
      error: failure,
    });
  });

  it('unconfirmed when the time is up: the work’s signal aborts', async () => {
    vi.useFakeTimers();
    const fake = fakeIo();
    let signal: AbortSignal | undefined;
    const ending = boundedAfterInterrupt(fake.io, 3_000, (given) => {
      signal = given;
      return new Promise<never>(() => undefined);
    });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await ending).toEqual({ kind: 'unconfirmed' });
    expect(signal?.aborted).toBe(true);
    expect(fake.listeners()).toBe(0);
  });

  it('again at a second Ctrl-C, at once: the work’s signal aborts, the timer is cleared', async () => {
    vi.useFakeTimers();
    const fake = fakeIo();
    let signal: AbortSignal | undefined;
    const ending = boundedAfterInterrupt(fake.io, 3_000, (given) => {
      signal = given;
      return new Promise<never>(() => undefined);
    });
    expect(fake.listeners()).toBe(1);
    fake.interrupt();
    expect(await ending).toEqual({ kind: 'again' });
    expect(signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(fake.listeners()).toBe(0);
  });
});
