/**
 * The words of a dbt sync job on the command line: its arguments (a deployment id, a job id),
 * its name in messages, and the commands printed for the user to paste — to check it, or to
 * cancel it — its id one word of the shell whatever the service made it.
 *
 * @module
 * @internal
 */

import { dbtSyncName } from '../api/dbt-sync-wait.js';
import { usageError } from './exit.js';
import { printableLine } from './printable.js';
import { shellWord } from './shell-word.js';

/** A deployment id argument (`<deploymentId>`, or a flag such as `--deployment`): a whole number ≥ 1 (spec 4.1). */
export function deploymentIdOf(text: string | undefined, what = '<deploymentId>'): number {
  const id = text !== undefined && /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1)
    throw usageError(
      `${what}: expected a deployment id (a whole number such as 42), got ${JSON.stringify(text ?? '')}`,
    );
  return id;
}

/** A job id argument: what `dbt-sync` printed. */
export function syncJobIdOf(text: string | undefined): string {
  if (!text) throw usageError('<syncJobId>: expected the job id that dbt-sync printed, got ""');
  return text;
}

/** A job id from the service, as the command line prints it: printable, on one line. */
export const shownId = (syncJobId: string): string => printableLine(syncJobId);

/** `dbt sync <syncJobId> of deployment <deploymentId>`, for messages: the client's name of a job, its id printable. */
export const jobName = (deploymentId: number, syncJobId: string): string =>
  dbtSyncName({ deploymentId, syncJobId: shownId(syncJobId) });

/** `platform-embed dbt-sync <subcommand> <deploymentId> <syncJobId>`, to paste. */
const jobCommand = (subcommand: string, deploymentId: number, syncJobId: string): string =>
  `platform-embed dbt-sync ${subcommand} ${deploymentId} ${shellWord(shownId(syncJobId))}`;

/** The command that shows a job's status. */
export const statusCommand = (deploymentId: number, syncJobId: string): string =>
  jobCommand('status', deploymentId, syncJobId);

/** The command that cancels a job. */
export const cancelCommand = (deploymentId: number, syncJobId: string): string =>
  jobCommand('cancel', deploymentId, syncJobId);

/** What to do with a sync the command leaves running: `check it with: …, or cancel it with: …`. */
export const checkOrCancel = (deploymentId: number, syncJobId: string): string =>
  `check it with: ${statusCommand(deploymentId, syncJobId)} (or cancel it with: ${cancelCommand(deploymentId, syncJobId)})`;
