/**
 * `platform-embed dbt-sync cancel <deploymentId> <syncJobId>`: cancels a running dbt sync
 * (`dbtSync.cancel`) and prints the service's answer — its message on one line, or with
 * `--json` the answer object. A job that has already ended, or is unknown, is the service's
 * HTTP error (exit 1).
 *
 * @module
 * @internal
 */

import { ApiError } from '../../http/api-error.js';
import { isRecord } from '../../internal/is-record.js';
import { platformClientOf } from '../clients.js';
import type { CommandContext, CommandSpec } from '../command.js';
import { CliError, EXIT, type ExitCode } from '../exit.js';
import { DEBUG_OPTION, HELP_OPTION, jsonOption, PLATFORM_OPTIONS } from '../options.js';
import { printableJson, printableLine } from '../printable.js';
import { deploymentIdOf, jobName, statusCommand, syncJobIdOf } from '../sync-job.js';

async function runDbtSyncCancel(context: CommandContext): Promise<ExitCode> {
  const { values, out, interrupted } = context;
  const deploymentId = deploymentIdOf(context.positionals[0]);
  const syncJobId = syncJobIdOf(context.positionals[1]);
  const client = platformClientOf(context);
  const name = jobName(deploymentId, syncJobId);
  let answer: unknown;
  try {
    answer = await client.dbtSync.cancel(deploymentId, syncJobId, { signal: interrupted });
  } catch (error) {
    // The request may have been sent: whether the service took it cannot be told from here.
    if (error instanceof ApiError && error.code === 'ABORTED' && interrupted.aborted)
      throw new CliError(
        EXIT.INTERRUPTED,
        `interrupted: the cancellation of ${name} may or may not have reached the service; check it with: ${statusCommand(deploymentId, syncJobId)}`,
        {
          cause: error,
        },
      );
    throw error;
  }
  if (values.json === true) {
    out(`${printableJson(answer ?? null, 2)}\n`);
    return EXIT.OK;
  }
  const message = isRecord(answer) ? answer.message : undefined;
  const said = typeof message === 'string' ? printableLine(message) : '';
  out(`${name}: ${said || 'cancellation requested'}\n`);
  return EXIT.OK;
}

/** `platform-embed dbt-sync cancel <deploymentId> <syncJobId>`. */
export const DBT_SYNC_CANCEL_COMMAND: CommandSpec = {
  name: 'dbt-sync cancel',
  args: '<deploymentId> <syncJobId>',
  positionals: { min: 2, max: 2 },
  summary: 'cancel a running dbt sync',
  description: [
    "Asks the service to cancel a running dbt sync job and prints its answer. A job that has already ended, or that the service does not know, is an error (exit 1). 'platform-embed dbt-sync status' shows when the job is CANCELLED.",
  ],
  options: {
    ...PLATFORM_OPTIONS,
    ...jsonOption("print the service's answer (DbtSyncCancelResponse) as JSON"),
    ...DEBUG_OPTION,
    ...HELP_OPTION,
  },
  examples: ['platform-embed dbt-sync cancel 42 3f1c9a7e-…'],
  run: runDbtSyncCancel,
};
