/**
 * Waiting for a dbt sync (spec 3.1, the reference): poll the status at once, then with bounded
 * exponential backoff, until `COMPLETED` (resolve), `FAILED` (`SYNC_FAILED`) or `CANCELLED`
 * (`SYNC_CANCELLED`). Every other status, unknown ones included, is still running;
 * `percentComplete` is only ever shown, never decided on. A poll that fails rejects: the
 * transport has already retried what a retry may mend (network failures, 429, 502–504), so a
 * second loop here would only multiply the waits. A deadline (`TIMEOUT`) and the caller's signal
 * (`ABORTED`) end the wait at once, in a poll or in a sleep.
 *
 * @module
 * @internal
 */

import { ApiError, shortenBody } from '../http/api-error.js';
import { backoffDelay } from '../http/backoff.js';
import { callOptions, refuseApiOption } from '../http/refuse.js';
import { type Timing, whenAborted } from '../http/timing.js';
import { callUserCallback } from '../internal/call-user-callback.js';
import { isAbortSignal, milliseconds } from '../internal/checks.js';
import { delayBounds } from './options.js';
import type { DbtSyncStatusResponse } from './types.js';

/** Options of `dbtSync.wait`. */
export interface DbtSyncWaitOptions {
  /**
   * Called with the status after every poll that changed what there is to show: the status,
   * the stage, the percentage or the message (so never twice in a row with the same). The
   * first status is always reported. A callback that throws does not stop the wait: its error
   * is re-thrown from a fresh task, where error reporting sees it.
   */
  onProgress?: (status: DbtSyncStatusResponse) => void;
  /** Aborting it ends the wait at once with `ABORTED` (the sync itself goes on at the service). */
  signal?: AbortSignal;
  /** How long to wait in all, in milliseconds, before `TIMEOUT` (the sync goes on). Default 30 minutes. */
  timeoutMs?: number;
  /** The shortest pause between two polls, in milliseconds. Default 1000. */
  minDelayMs?: number;
  /** The longest pause between two polls, in milliseconds. Default 15000. */
  maxDelayMs?: number;
}

/** The defaults of {@link DbtSyncWaitOptions}. */
export const DBT_SYNC_WAIT_DEFAULTS = /*#__PURE__*/ Object.freeze({
  timeoutMs: 30 * 60_000,
  minDelayMs: 1_000,
  maxDelayMs: 15_000,
});

/** The longest part of a failed sync's `error` quoted in the message (all of it stays in `body`). */
const MAX_REASON_LENGTH = 500;

/** The job a wait is about, for messages. */
export interface DbtSyncJob {
  deploymentId: number;
  syncJobId: string;
}

interface CheckedWaitOptions {
  onProgress: ((status: DbtSyncStatusResponse) => void) | undefined;
  signal: AbortSignal | undefined;
  timeoutMs: number;
  minDelayMs: number;
  maxDelayMs: number;
}

/** Checks the options of a wait. @throws {@link ApiError} `INVALID_OPTIONS` naming the option and value. */
export function checkWaitOptions(options: unknown): CheckedWaitOptions {
  const own = callOptions(options, 'options', refuseApiOption);
  if (own.onProgress !== undefined && typeof own.onProgress !== 'function')
    refuseApiOption('onProgress', 'a function', own.onProgress);
  if (own.signal !== undefined && !isAbortSignal(own.signal)) refuseApiOption('signal', 'an AbortSignal', own.signal);
  return {
    onProgress: own.onProgress as CheckedWaitOptions['onProgress'],
    signal: own.signal as AbortSignal | undefined,
    timeoutMs: milliseconds(own.timeoutMs, 'timeoutMs', refuseApiOption, 1) ?? DBT_SYNC_WAIT_DEFAULTS.timeoutMs,
    ...delayBounds(own, '', DBT_SYNC_WAIT_DEFAULTS),
  };
}

/** What there is to show of a status: two statuses with the same key look the same. */
const progressKey = (status: DbtSyncStatusResponse): string =>
  JSON.stringify([
    status.status,
    status.progress.stage,
    status.progress.percentComplete,
    status.progress.message ?? null,
  ]);

/** `dbt sync <syncJobId> of deployment <deploymentId>`: a job's name in messages (the command line's too). */
export const dbtSyncName = (job: DbtSyncJob): string => `dbt sync ${job.syncJobId} of deployment ${job.deploymentId}`;

/**
 * ` (last status: COMPILING_DBT, 60%)`: the last status seen by a wait that ended before the
 * sync did (an error's `body`), for its message — the client's and the command line's; `''` for
 * none.
 */
export function lastStatusText(status: unknown): string {
  const known = status as Partial<DbtSyncStatusResponse> | null | undefined;
  return known?.status && known.progress ? ` (last status: ${known.status}, ${known.progress.percentComplete}%)` : '';
}

/**
 * The `SYNC_CANCELLED` error of a sync that ended `CANCELLED` (someone cancelled it: the
 * reference's run list names the status final), the final status as `body`.
 */
export function syncCancelledError(status: DbtSyncStatusResponse, job: DbtSyncJob): ApiError {
  return new ApiError('SYNC_CANCELLED', `${dbtSyncName(job)} was cancelled at ${status.progress.stage}`, {
    body: status,
  });
}

/** The `SYNC_FAILED` error of a sync that ended `FAILED`: its `error` in the message, the final status as `body`. */
export function syncFailedError(status: DbtSyncStatusResponse, job: DbtSyncJob): ApiError {
  const reason =
    typeof status.error === 'string' && status.error
      ? shortenBody(status.error, MAX_REASON_LENGTH)
      : 'the service gave no reason';
  return new ApiError('SYNC_FAILED', `${dbtSyncName(job)} failed at ${status.progress.stage}: ${reason}`, {
    body: status,
  });
}

/**
 * What ends a wait before the sync does: the caller's abort (`ABORTED`) or the deadline
 * (`TIMEOUT`). One signal ends the wait for both; the error is made when it is thrown, with the
 * last status seen by then.
 */
class WaitBounds {
  /** The last status a poll gave. */
  last: DbtSyncStatusResponse | undefined;
  readonly #control = new AbortController();
  readonly #deadline = new AbortController();
  /** Rejects when the wait ends: each poll is raced against it. */
  readonly #stopped: ReturnType<typeof whenAborted>;
  readonly #caller: AbortSignal | undefined;
  readonly #onAbort: () => void;
  /** Makes the error that ended the wait, once it has ended. */
  #endedBy: (() => ApiError) | undefined;

  constructor(name: string, caller: AbortSignal | undefined, timeoutMs: number, timing: Timing) {
    this.#caller = caller;
    const lastSeen = () => lastStatusText(this.last);
    const body = () => (this.last === undefined ? undefined : { body: this.last });
    this.#onAbort = () =>
      this.#end(
        () =>
          new ApiError('ABORTED', `Waiting for ${name} was aborted${lastSeen()}; the sync goes on at the service`, {
            cause: caller?.reason,
            ...body(),
          }),
      );
    if (caller?.aborted) this.#onAbort();
    caller?.addEventListener('abort', this.#onAbort, { once: true });
    timing.sleep(timeoutMs, this.#deadline.signal).then(
      () =>
        this.#end(
          () =>
            new ApiError(
              'TIMEOUT',
              `${name} did not finish within ${timeoutMs} ms${lastSeen()}; the sync goes on at the service`,
              body(),
            ),
        ),
      () => undefined,
    );
    this.#stopped = whenAborted(this.#control.signal);
  }

  /** Aborts when the wait ends: a pause between polls ends with it. */
  get signal(): AbortSignal {
    return this.#control.signal;
  }

  /** Throws the error that ended the wait, if it has ended. */
  throwIfEnded(): void {
    if (this.#endedBy) throw this.#endedBy();
  }

  /**
   * One poll, raced against the wait's end, kept as {@link WaitBounds.last}. A signal per poll,
   * relayed from the wait's: a long wait polls hundreds of times, and each request would
   * otherwise leave a listener on one long-lived signal.
   */
  async poll(poll: (signal: AbortSignal) => Promise<DbtSyncStatusResponse>): Promise<DbtSyncStatusResponse> {
    const { signal } = this.#control;
    const pollControl = new AbortController();
    const relay = () => pollControl.abort(signal.reason);
    signal.addEventListener('abort', relay, { once: true });
    try {
      this.last = await Promise.race([poll(pollControl.signal), this.#stopped.promise]);
      return this.last;
    } catch (error) {
      this.throwIfEnded();
      // The transport has retried what was worth retrying: the one retry loop is its own.
      throw error;
    } finally {
      signal.removeEventListener('abort', relay);
    }
  }

  /** Stops the deadline and lets go of the caller's signal. */
  dispose(): void {
    this.#deadline.abort();
    this.#stopped.dispose();
    this.#caller?.removeEventListener('abort', this.#onAbort);
  }

  #end(error: () => ApiError): void {
    this.#endedBy ??= error;
    this.#control.abort();
  }
}

/**
 * Polls with `poll` (which gets the signal that ends the wait) until the sync ends; see the
 * module's doc. Resolves with the `COMPLETED` status.
 *
 * @throws {@link ApiError} `SYNC_FAILED` and `SYNC_CANCELLED` (the final status as `body`),
 * `TIMEOUT`, `ABORTED` (both with the last status seen as `body`), `INVALID_OPTIONS`, or the
 * poll's own error, once the transport gave up on it.
 */
export async function waitForDbtSync(
  poll: (signal: AbortSignal) => Promise<DbtSyncStatusResponse>,
  job: DbtSyncJob,
  options: unknown,
  timing: Timing,
): Promise<DbtSyncStatusResponse> {
  const { onProgress, signal, timeoutMs, minDelayMs, maxDelayMs } = checkWaitOptions(options);
  const wait = new WaitBounds(dbtSyncName(job), signal, timeoutMs, timing);
  try {
    let shown: string | undefined;
    let stage: string | undefined;
    // Pauses since the status or stage last changed: the backoff starts again at each new
    // stage, so a quick stage is seen quickly and a long one is polled ever less often.
    let pauses = 0;
    for (;;) {
      wait.throwIfEnded();
      const status = await wait.poll(poll);
      const key = progressKey(status);
      if (key !== shown) {
        shown = key;
        if (onProgress) callUserCallback(onProgress, status);
      }
      if (status.status === 'COMPLETED') return status;
      if (status.status === 'FAILED') throw syncFailedError(status, job);
      if (status.status === 'CANCELLED') throw syncCancelledError(status, job);
      const now = `${status.status}\u0000${status.progress.stage}`;
      if (now !== stage) pauses = 0;
      stage = now;
      pauses += 1;
      try {
        await timing.sleep(backoffDelay(pauses, minDelayMs, maxDelayMs, timing.random()), wait.signal);
      } catch {
        // Only the end of the wait interrupts a pause.
      }
    }
  } finally {
    wait.dispose();
  }
}
