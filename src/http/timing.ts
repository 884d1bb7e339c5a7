/**
 * Time and chance as the HTTP clients see them: a clock, a random source (for jitter) and an
 * abortable sleep. The management client takes them as one object so that its tests can run the
 * retry and polling loops on a virtual clock, without waiting and without real timers; the chat
 * run sleeps between reconnects with the same sleep.
 *
 * @module
 * @internal
 */

/** The clock, random source and sleep that retries, timeouts and polling use. */
export interface Timing {
  /** Milliseconds since the epoch (for `Retry-After` dates). */
  now(): number;
  /** A number in [0, 1) (for jitter). */
  random(): number;
  /**
   * Resolves after `ms` milliseconds; rejects with `signal.reason` as soon as `signal` aborts
   * (at once when it already has), and then leaves no timer behind.
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/**
 * Resolves after `ms` milliseconds; rejects with `signal.reason` as soon as `signal` aborts (at
 * once when it already has), and then leaves no timer behind: {@link Timing.sleep} on real time.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Real time: `Date.now`, `Math.random` and `setTimeout`. Nothing runs until it is used. */
export const realTiming: Timing = { now: () => Date.now(), random: () => Math.random(), sleep };

/**
 * A promise that rejects with `signal.reason` when `signal` aborts (at once when it already
 * has), and `dispose()` to stop listening. Raced against work that may not honour the signal
 * itself (an injected `fetch`, a poll), so that an abort or a timeout always ends it at once.
 */
export function whenAborted(signal: AbortSignal): { promise: Promise<never>; dispose(): void } {
  let onAbort = (): void => undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  // Nobody may be racing it any more when it rejects.
  promise.catch(() => undefined);
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}
