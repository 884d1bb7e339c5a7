/**
 * `platform-embed dbt-sync status <deploymentId> <syncJobId>`: a job's status, once — exit 0
 * while it runs or once `COMPLETED`, 1 when it `FAILED`.
 *
 * @module
 * @internal
 */

import { syncFailedError } from '../../api/dbt-sync-wait.js';
import { platformClientOf } from '../clients.js';
import type { CommandContext, CommandSpec } from '../command.js';
import { CliError, EXIT, type ExitCode } from '../exit.js';
import { DEBUG_OPTION, HELP_OPTION, jsonOption, PLATFORM_OPTIONS } from '../options.js';
import { printableJson, printableLine } from '../printable.js';
import { deploymentIdOf, shownId, syncJobIdOf } from '../sync-job.js';

async function runDbtSyncStatus(context: CommandContext): Promise<ExitCode> {
  const { values, out, interrupted } = context;
  const deploymentId = deploymentIdOf(context.positionals[0]);
  const syncJobId = syncJobIdOf(context.positionals[1]);
  const client = platformClientOf(context);
  const status = await client.dbtSync.status(deploymentId, syncJobId, { signal: interrupted });
  if (values.json === true) out(`${printableJson(status, 2)}\n`);
  else {
    const rows: Array<[string, string]> = [
      ['status', status.status],
      ['stage', status.progress.stage],
      ['progress', `${status.progress.percentComplete}%`],
      ['message', status.progress.message ?? ''],
      ['updated', status.updatedAt],
    ];
    if (typeof status.error === 'string') rows.push(['error', status.error]);
    out(rows.map(([name, value]) => `${name.padEnd(9)}${printableLine(value)}\n`).join(''));
  }
  if (status.status === 'FAILED')
    throw new CliError(EXIT.FAILED, syncFailedError(status, { deploymentId, syncJobId: shownId(syncJobId) }).message);
  return EXIT.OK;
}

/** `platform-embed dbt-sync status <deploymentId> <syncJobId>`. */
export const DBT_SYNC_STATUS_COMMAND: CommandSpec = {
  name: 'dbt-sync status',
  args: '<deploymentId> <syncJobId>',
  positionals: { min: 2, max: 2 },
  summary: "show a dbt sync's status",
  description: ['Shows the status of a dbt sync job once: exit 0 while it runs or once COMPLETED, 1 when it FAILED.'],
  options: {
    ...PLATFORM_OPTIONS,
    ...jsonOption('print the status object (DbtSyncStatusResponse) as JSON'),
    ...DEBUG_OPTION,
    ...HELP_OPTION,
  },
  examples: ['platform-embed dbt-sync status 42 3f1c9a7e-…'],
  run: runDbtSyncStatus,
};
