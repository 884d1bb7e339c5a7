/**
 * Ctrl-C while a command waits: a signal that aborts on the first SIGINT — or SIGTERM, which
 * the command line takes alike (see process.ts) — for the command to stop what it waits for and
 * say what goes on without it.
 *
 * @module
 * @internal
 */

import type { CliIo } from './io.js';

/** The first Ctrl-C, as an `AbortSignal`; `dispose()` stops listening. */
export interface Interruption {
  readonly signal: AbortSignal;
  dispose(): void;
}

/** Listens for Ctrl-C until disposed. */
export function listenForInterrupt(io: CliIo): Interruption {
  const controller = new AbortController();
  const dispose = io.onInterrupt(() => controller.abort());
  return { signal: controller.signal, dispose };
}

/**
 * `promise`, or a rejection with `onInterrupt()`'s error as soon as `signal` aborts — for a
 * request that cannot be aborted itself, so that Ctrl-C is never ignored.
 */
export function unlessInterrupted<T>(promise: Promise<T>, signal: AbortSignal, onInterrupt: () => Error): Promise<T> {
  if (signal.aborted) return Promise.reject(onInterrupt());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(onInterrupt());
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}
