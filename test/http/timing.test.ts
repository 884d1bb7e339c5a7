/**
 * Time as the HTTP clients see it: a sleep that ends after its time, or rejects with the
 * signal's reason as soon as the signal aborts (at once when it already has) leaving no timer;
 * real timing; and whenAborted, a rejection to race against work that may ignore the signal.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realTiming, sleep, whenAborted } from '../../src/http/timing.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('sleep', () => {
  it('resolves after its time', async () => {
    vi.useFakeTimers();
    let done = false;
    const sleeping = sleep(1_000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the reason as soon as the signal aborts, leaving no timer', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const sleeping = sleep(60_000, controller.signal);
    const reason = new Error('stopped');
    controller.abort(reason);
    await expect(sleeping).rejects.toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an aborted signal rejects at once, setting no timer', async () => {
    vi.useFakeTimers();
    const reason = new Error('already');
    await expect(sleep(10, AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('realTiming', () => {
  it('is the real clock, Math.random and the sleep', () => {
    expect(Math.abs(realTiming.now() - Date.now())).toBeLessThan(1_000);
    const random = realTiming.random();
    expect(random >= 0 && random < 1).toBe(true);
    expect(realTiming.sleep).toBe(sleep);
  });
});

describe('whenAborted', () => {
  it('rejects with the reason when the signal aborts; at once when it already has', async () => {
    const controller = new AbortController();
    const { promise } = whenAborted(controller.signal);
    controller.abort(new Error('timeout'));
    await expect(promise).rejects.toThrow('timeout');
    await expect(whenAborted(AbortSignal.abort('why')).promise).rejects.toBe('why');
  });

  it('dispose() stops listening: a later abort rejects nothing, and an unraced rejection is no unhandled one', async () => {
    const controller = new AbortController();
    const watched = whenAborted(controller.signal);
    let settled = false;
    const settle = () => {
      settled = true;
    };
    watched.promise.then(settle, settle);
    watched.dispose();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    whenAborted(AbortSignal.abort());
  });
});
