/**
 * The pending promises of a controller — `waitFor(name)` and `whenReady()` — each settled
 * once: by its event, its timeout, its signal, a `READY_TIMEOUT`, or `destroy()`. The
 * controller keeps the groups of pending waits; this module makes and settles them. A wait
 * owns its timer and listeners, and settling it stops them all: rejecting every pending wait
 * on `destroy()` leaves none of them behind.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import { milliseconds, ownOptions, refuseOption, signalOption } from '../internal/checks.js';
import { requireHandler } from '../internal/handlers.js';
import type { EmbedHostWindow, WaitForOptions } from './types.js';

/** Settles a pending wait: rejects with an error, or resolves with a payload. */
export type Settle = (error?: EmbedError, payload?: unknown) => void;

/** Pending waits, settled together: on `destroy()`, and for `whenReady()`s on `READY_TIMEOUT`. */
export type Waits = Set<Settle>;

/** Where a wait listens: the controller's event emitter, by short event name. */
export interface EventHub {
  /** Registers a listener of one event; returns the function that removes it. */
  on(name: string, listener: (payload: unknown) => void): () => void;
}

/**
 * A wait: the payload of the next `name` event after now that passes `options.filter`,
 * registered in `group` until it settles. Rejects with `TIMEOUT`, `ABORTED`, `DESTROYED`, or
 * `INVALID_OPTIONS` for a name outside the catalog, a bad option or a throwing filter — a
 * rejection, never a synchronous throw.
 */
export type Wait = <P>(name: unknown, group: Waits, options?: WaitForOptions<never>) => Promise<P>;

/** The clock of the host window, which times a wait's `timeoutMs`. */
export type Clock = Pick<EmbedHostWindow, 'setTimeout' | 'clearTimeout'>;

/** A controller's one timer of its own, the wait for `ready` (each pending wait owns its own). */
export interface ReadyTimer {
  /** (Re)starts it: `timedOut` runs after `ms`; no timer for `ms` of 0 (no timeout). */
  start(ms: number, timedOut: () => void): void;
  /** Stops it, if it runs. */
  stop(): void;
}

/** A {@link ReadyTimer} on `clock`. */
export function createReadyTimer(clock: Clock): ReadyTimer {
  let timer: number | undefined;
  const stop = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  return {
    start(ms, timedOut) {
      stop();
      if (ms > 0) timer = clock.setTimeout(timedOut, ms);
    },
    stop,
  };
}

/**
 * The {@link Wait} of a controller whose events come from `events`, timed by `clock`.
 * `eventName` resolves a name as the caller gave it (short, full type or `'*'`), throwing
 * `DESTROYED` once the controller is destroyed and `INVALID_OPTIONS` outside the catalog.
 */
export function createWait(events: EventHub, clock: Clock, eventName: (name: unknown) => string): Wait {
  const aborted = (key: string) => new EmbedError('ABORTED', `waitFor ${key}: the signal was aborted`);
  // The arguments are checked inside the promise's executor, so a bad one rejects the promise
  // (what callers of an async method expect) without an async function's extra work per call.
  return <P>(name: unknown, group: Waits, opts?: WaitForOptions<never>) =>
    new Promise<P>((resolve, reject) => {
      const key = eventName(name);
      let timeoutMs: unknown;
      let signal: AbortSignal | undefined;
      let filter: ((payload: P) => boolean) | undefined;
      // Most waits have no options (one per round trip, say): nothing to read or check.
      if (opts !== undefined) {
        ({ timeoutMs, signal, filter } = ownOptions(opts, 'options', refuseOption) as {
          timeoutMs?: unknown;
          signal?: AbortSignal;
          filter?: (payload: P) => boolean;
        });
        milliseconds(timeoutMs, 'timeoutMs', refuseOption);
        signalOption(signal, 'signal', refuseOption);
        if (filter !== undefined) requireHandler(filter, 'filter');
        if (signal?.aborted) throw aborted(key);
      }
      let timer: number | undefined;
      const settle: Settle = (error, payload) => {
        off();
        if (timer !== undefined) clock.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort!);
        group.delete(settle);
        if (error) reject(error);
        else resolve(payload as P);
      };
      // Closures only for what was asked for: this runs per round trip.
      const onAbort = signal && (() => settle(aborted(key)));
      const off = events.on(key, (payload) => {
        try {
          if (!filter || filter(payload as P)) settle(undefined, payload);
        } catch (cause) {
          settle(new EmbedError('INVALID_OPTIONS', `waitFor ${key}: the filter threw`, { cause }));
        }
      });
      if (timeoutMs !== undefined)
        timer = clock.setTimeout(
          () => settle(new EmbedError('TIMEOUT', `waitFor ${key}: no event within ${timeoutMs} ms`)),
          timeoutMs as number,
        );
      // In the group before anything else can throw: whatever happens, destroy() settles it,
      // which stops its timer and its listeners.
      group.add(settle);
      signal?.addEventListener('abort', onAbort!);
    });
}

/** Rejects every pending wait of `group`, in the order they began, each with its own error from `error`. */
export function rejectAll(group: Waits, error: () => EmbedError): void {
  // Copied first: a settled wait removes itself from its group.
  for (const settle of [...group]) settle(error());
}
