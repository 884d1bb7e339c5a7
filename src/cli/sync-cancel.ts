/**
 * `dbt-sync --cancel-on-interrupt`: at Ctrl-C (or SIGTERM), the sync the command waits for is
 * cancelled at the service — within {@link CANCEL_WAIT_MS}, or until a second Ctrl-C — and the
 * command says how that went, with what to do when the sync may go on. A Ctrl-C while the sync
 * is starting waits (within the same bound) for its job id, to cancel it too.
 *
 * @module
 * @internal
 */

import type { DbtSyncResponse, PlatformClient } from '../api/index.js';
import { type Bounded, boundedAfterInterrupt } from './after-interrupt.js';
import { CliError, EXIT, failureOf } from './exit.js';
import { unlessInterrupted } from './interrupt.js';
import type { CliIo } from './io.js';
import { printableLine } from './printable.js';
import { jobName, statusCommand } from './sync-job.js';

/**
 * How long Ctrl-C waits for the service to answer the cancellation before exiting anyway: long
 * enough for a slow answer or a retry, short enough for a person who pressed Ctrl-C (and for a
 * supervisor's SIGTERM, which is followed by a SIGKILL).
 */
export const CANCEL_WAIT_MS = 5_000;

/** The job the command waits for: known, or still starting. */
export type PendingJob = DbtSyncResponse | Promise<DbtSyncResponse>;

/** A stand-in error: the start was still unanswered when the bound was reached. */
class Stopped extends Error {}

/**
 * Cancels `job` of `deploymentId` after a Ctrl-C, within the bound, and resolves with the error
 * the command exits with (130), whose message says whether the service was told and, when the
 * sync may go on, how to check it. Never rejects.
 */
export async function cancelAfterInterrupt(
  io: CliIo,
  client: PlatformClient,
  deploymentId: number,
  job: PendingJob,
): Promise<CliError> {
  let known = job instanceof Promise ? undefined : job;
  const outcome = await boundedAfterInterrupt(io, CANCEL_WAIT_MS, async (signal) => {
    known ??= await unlessInterrupted(job as Promise<DbtSyncResponse>, signal, () => new Stopped());
    return client.dbtSync.cancel(deploymentId, known.syncJobId, { signal });
  });
  return new CliError(
    EXIT.INTERRUPTED,
    interruptedMessage(outcome, deploymentId, known),
    outcome.kind === 'failed' ? { cause: outcome.error } : undefined,
  );
}

/** The message of a cancellation after Ctrl-C. */
function interruptedMessage(
  outcome: Bounded<{ message?: unknown }>,
  deploymentId: number,
  job: DbtSyncResponse | undefined,
): string {
  const seconds = CANCEL_WAIT_MS / 1000;
  const when = outcome.kind === 'again' ? 'interrupted twice' : 'interrupted';
  if (job === undefined) {
    // The start never answered (or failed): there is no job id to cancel.
    if (outcome.kind === 'failed')
      return `interrupted while starting a dbt sync of deployment ${deploymentId}, which did not start: ${failureOf(outcome.error).message}`;
    const waited = outcome.kind === 'unconfirmed' ? ` (waited ${seconds} s for its job id)` : '';
    return `${when} while starting a dbt sync of deployment ${deploymentId}${waited}: it may have started at the service, but its job id is unknown, so it could not be cancelled`;
  }
  const name = jobName(deploymentId, job.syncJobId);
  const check = `check it with: ${statusCommand(deploymentId, job.syncJobId)}`;
  switch (outcome.kind) {
    case 'done': {
      const said = typeof outcome.value?.message === 'string' ? printableLine(outcome.value.message) : '';
      return `interrupted: asked the service to cancel ${name}${said ? `, which answered: ${said}` : ''}`;
    }
    case 'failed':
      return `interrupted: ${name} could not be cancelled (${failureOf(outcome.error).message}); it may go on at the service: ${check}`;
    case 'unconfirmed':
      return `interrupted: the service did not answer the cancellation of ${name} within ${seconds} s; it may go on: ${check}`;
    case 'again':
      return `interrupted twice: stopped without waiting for the service to answer the cancellation of ${name}; it may go on: ${check}`;
  }
}
