/**
 * The idle bound of a stream read a line at a time (the chat client's and the chat proxy's):
 * it counts complete lines, not bytes — a service that sends a byte a second and never a
 * newline is silent, and would otherwise hold the stream open for ever. The wait is the
 * service's alone: it runs while the reader waits for the next lines, not while it handles
 * (or has not yet asked for) the last ones. Measured on a {@link Timing}'s clock, with one
 * timer at a time.
 *
 * @module
 * @internal
 */

import { ApiError } from './api-error.js';
import type { Timing } from './timing.js';

/** The wait for a stream's next complete line, see the module's summary. */
export interface LineIdleBound {
  /** The reader asks for the next lines: the wait for them begins (a wait begun goes on). */
  waiting(): void;
  /** Complete lines came: the wait is over while the reader handles them. */
  arrived(): void;
  /** The reading ended: the timer is let go, and `onIdle` is never called. */
  stop(): void;
}

/** The `TIMEOUT` of a stream whose next complete line did not come within `idleMs`. */
export const noLineError = (what: string, idleMs: number): ApiError =>
  new ApiError('TIMEOUT', `${what}: the service sent no complete line for ${idleMs} ms (timeouts.idleMs)`, {
    cause: new DOMException('idle', 'TimeoutError'),
  });

/**
 * Starts the bound, waiting: `onIdle` is called once, when a wait (from {@link
 * LineIdleBound.waiting}, or from now) lasts `idleMs` on `timing`'s clock without {@link
 * LineIdleBound.arrived}. It is to end the reading (abort its request).
 *
 * One timer at a time, not one per chunk or line: when it fires early (lines came meanwhile)
 * it is set again for what is left of the bound.
 */
export function lineIdleBound(idleMs: number, timing: Timing, onIdle: () => void): LineIdleBound {
  /** When the current wait for lines began; undefined while the reader handles lines. */
  let waitingSince: number | undefined = timing.now();
  const stopped = new AbortController();
  const wake = (): void => {
    if (stopped.signal.aborted) return;
    const waited = waitingSince === undefined ? 0 : timing.now() - waitingSince;
    if (waited >= idleMs) onIdle();
    else timing.sleep(idleMs - waited, stopped.signal).then(wake, () => undefined);
  };
  timing.sleep(idleMs, stopped.signal).then(wake, () => undefined);
  return {
    waiting: () => {
      waitingSince ??= timing.now();
    },
    arrived: () => {
      waitingSince = undefined;
    },
    stop: () => stopped.abort(),
  };
}
