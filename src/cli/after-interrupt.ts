/**
 * Work a command does once Ctrl-C (or SIGTERM) came — a dbt sync cancelled at the service —
 * bounded, so that the command line never hangs on it: it ends after a few seconds, or at once
 * at a second Ctrl-C, whichever comes first, and says which.
 *
 * @module
 * @internal
 */

import type { CliIo } from './io.js';

/** How work after a Ctrl-C ended. */
export type Bounded<T> =
  /** It finished: its value. */
  | { readonly kind: 'done'; readonly value: T }
  /** It failed: its error. */
  | { readonly kind: 'failed'; readonly error: unknown }
  /** It had not finished when the time was up: it was aborted. */
  | { readonly kind: 'unconfirmed' }
  /** A second Ctrl-C: the person will not wait; it was aborted. */
  | { readonly kind: 'again' };

/**
 * Runs `work` for at most `waitMs`, and no longer than the next Ctrl-C (the first one has come:
 * the next is the second). `work`'s signal aborts when the bound is reached, so that its
 * requests stop. Never rejects.
 *
 * (In a terminal the process exits by itself at a second SIGINT or SIGTERM, see process.ts;
 * this covers every other io `main` runs with, and says why the command ended.)
 */
export async function boundedAfterInterrupt<T>(
  io: CliIo,
  waitMs: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<Bounded<T>> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopListening: (() => void) | undefined;
  const bound = new Promise<Bounded<T>>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'unconfirmed' }), waitMs);
    stopListening = io.onInterrupt(() => resolve({ kind: 'again' }));
  });
  const worked = work(controller.signal).then(
    (value): Bounded<T> => ({ kind: 'done', value }),
    (error: unknown): Bounded<T> => ({ kind: 'failed', error }),
  );
  try {
    return await Promise.race([worked, bound]);
  } finally {
    clearTimeout(timer);
    stopListening?.();
    // Whatever is still going (the bound was reached) stops: nothing is left running.
    controller.abort();
  }
}
