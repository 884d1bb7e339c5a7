/**
 * `platform-embed dbt-sync <deploymentId>`: starts a dbt sync, then shows its progress until it
 * is `COMPLETED` (exit 0) or `FAILED` (exit 1) — or until `--timeout` (exit 3) or Ctrl-C (exit
 * 130), after which the sync goes on at the service and the command says how to check it.
 * `platform-embed dbt-sync status <deploymentId> <syncJobId>` shows a job's status once.
 *
 * @module
 * @internal
 */

import type { DbtSyncStatusResponse } from '../../api/index.js';
import { ApiError } from '../../http/api-error.js';
import { platformClientOf } from '../clients.js';
import type { CommandContext, CommandSpec } from '../command.js';
import { parseDuration } from '../duration.js';
import { CliError, EXIT, type ExitCode, usageError } from '../exit.js';
import { unlessInterrupted } from '../interrupt.js';
import { DEBUG_OPTION, HELP_OPTION, jsonOption, PLATFORM_OPTIONS } from '../options.js';
import { printableJson, printableLine } from '../printable.js';
import { createProgressView } from '../progress.js';
import { shellWord } from '../shell-word.js';
import { styleOf } from '../style.js';

/** A deployment id argument: a whole number ≥ 1 (spec 4.1). */
export function deploymentIdOf(text: string | undefined): number {
  const id = text !== undefined && /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw usageError(`<deploymentId>: expected a deployment id (a whole number such as 42), got ${JSON.stringify(text ?? '')}`);
  return id;
}

/** A job id from the service, as the command line prints it: printable, on one line. */
const shownId = (syncJobId: string): string => printableLine(syncJobId);

/** The command that shows a job's status, for messages that leave a sync running: the job id one word of the shell, whatever the service made it. */
const statusCommand = (deploymentId: number, syncJobId: string): string => `platform-embed dbt-sync status ${deploymentId} ${shellWord(shownId(syncJobId))}`;

/** `COMPILING_DBT, 60%`: the last status seen, for a message. */
const summary = (status: unknown): string => {
  const known = status as Partial<DbtSyncStatusResponse> | undefined;
  return known?.status && known.progress ? ` (last status: ${known.status}, ${known.progress.percentComplete}%)` : '';
};

/** A duration flag, if given. */
function durationFlag(context: CommandContext, name: string, min: number): number | undefined {
  const value = context.values[name];
  return typeof value === 'string' ? parseDuration(value, `--${name}`, min) : undefined;
}

async function runDbtSync(context: CommandContext): Promise<ExitCode> {
  const { io, values, out, interrupted } = context;
  const deploymentId = deploymentIdOf(context.positionals[0]);
  const branch = values.branch;
  if (branch === '') throw usageError('--branch: expected a branch name, got ""');
  const timeoutMs = durationFlag(context, 'timeout', 1);
  const minDelayMs = durationFlag(context, 'poll-interval', 0);
  const maxDelayMs = durationFlag(context, 'max-poll-interval', 0);
  if (minDelayMs !== undefined && maxDelayMs !== undefined && minDelayMs > maxDelayMs)
    throw usageError(`--max-poll-interval: expected at least --poll-interval (${values['poll-interval']}), got ${JSON.stringify(values['max-poll-interval'])}`);
  if (values['no-wait'] === true) {
    const waitFlag = ['timeout', 'poll-interval', 'max-poll-interval'].find((name) => values[name] !== undefined);
    if (waitFlag) throw usageError(`--${waitFlag} is about waiting, and --no-wait does not wait: drop one of them`);
  }
  const client = platformClientOf(context);

  const job = await unlessInterrupted(
    client.dbtSync.start(deploymentId, typeof branch === 'string' ? { branchName: branch } : undefined),
    interrupted,
    () => new CliError(EXIT.INTERRUPTED, `interrupted while starting a dbt sync of deployment ${deploymentId}: it may have started at the service, but its job id is unknown`),
  );
  const check = statusCommand(deploymentId, job.syncJobId);
  if (values['no-wait'] === true) {
    if (values.json === true) out(`${printableJson(job, 2)}\n`);
    else out(`dbt sync ${shownId(job.syncJobId)} of deployment ${deploymentId} started; check it with: ${check}\n`);
    return EXIT.OK;
  }

  const mode = values.json === true ? 'json' : io.stdout.isTTY ? 'tty' : 'lines';
  const view = createProgressView({ write: out, mode, style: styleOf(io.stdout, io.env), columns: io.stdout.columns, now: () => io.now() });
  view.started(deploymentId, job);
  let final: DbtSyncStatusResponse;
  try {
    final = await client.dbtSync.wait(deploymentId, job.syncJobId, {
      onProgress: (status) => view.update(status),
      signal: interrupted,
      ...(timeoutMs !== undefined && { timeoutMs }),
      ...(minDelayMs !== undefined && { minDelayMs }),
      ...(maxDelayMs !== undefined && { maxDelayMs }),
    });
  } catch (error) {
    view.end();
    if (!(error instanceof ApiError)) throw error;
    const name = `dbt sync ${shownId(job.syncJobId)} of deployment ${deploymentId}`;
    if (error.code === 'SYNC_FAILED') {
      view.final(error.body as DbtSyncStatusResponse);
      throw new CliError(EXIT.FAILED, error.message, { cause: error });
    }
    if (error.code === 'ABORTED' && interrupted.aborted)
      throw new CliError(EXIT.INTERRUPTED, `interrupted: ${name} goes on at the service; check it with: ${check}`, { cause: error });
    if (error.code === 'TIMEOUT') {
      const limit = typeof values.timeout === 'string' ? values.timeout : '30m (the default --timeout)';
      throw new CliError(EXIT.TIMEOUT, `${name} did not finish within ${limit}${summary(error.body)}; it goes on at the service: check it with: ${check}`, { cause: error });
    }
    throw error;
  }
  view.end();
  view.final(final);
  return EXIT.OK;
}

async function runDbtSyncStatus(context: CommandContext): Promise<ExitCode> {
  const { values, out, interrupted } = context;
  const deploymentId = deploymentIdOf(context.positionals[0]);
  const syncJobId = context.positionals[1];
  if (!syncJobId) throw usageError('<syncJobId>: expected the job id that dbt-sync printed, got ""');
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
  if (status.status === 'FAILED') {
    throw new CliError(EXIT.FAILED, `dbt sync ${syncJobId} of deployment ${deploymentId} failed at ${status.progress.stage}: ${status.error || 'the service gave no reason'}`);
  }
  return EXIT.OK;
}

/** `platform-embed dbt-sync <deploymentId>`. */
export const DBT_SYNC_COMMAND: CommandSpec = {
  name: 'dbt-sync',
  args: '<deploymentId>',
  positionals: { min: 1, max: 1 },
  summary: 'start a dbt sync of a deployment and wait for it, with live progress',
  description: [
    'Starts a dbt sync of the deployment (importing its dbt project into the data model), then shows its progress until it is COMPLETED (exit 0) or FAILED (exit 1, with the reason).',
    'On a terminal, one line is redrawn with the stage, a bar, the percentage and the message; elsewhere (CI logs, pipes) one line is written per change: <time> <STATUS> <percent>% <message>.',
    'Waiting stops after --timeout (exit 3) or at Ctrl-C or SIGTERM (exit 130): the sync goes on at the service either way, and the command prints how to check it.',
  ],
  options: {
    branch: { type: 'string', value: '<name>', description: "the branch to sync (default: the deployment's)" },
    timeout: { type: 'string', value: '<duration>', description: 'stop waiting after this long (exit 3): 90s, 20m, 1h or milliseconds; default 30m' },
    'no-wait': { type: 'boolean', description: 'start the sync, print its job id and exit' },
    'poll-interval': { type: 'string', value: '<duration>', description: 'the shortest pause between two status polls; default 1s (pauses grow while a stage lasts)' },
    'max-poll-interval': { type: 'string', value: '<duration>', description: 'the longest pause between two status polls; default 15s' },
    ...PLATFORM_OPTIONS,
    ...jsonOption('machine output: one JSON object per line (started, then each progress change), then the final status object'),
    ...DEBUG_OPTION,
    ...HELP_OPTION,
  },
  examples: ['platform-embed dbt-sync 42 --branch dev', 'platform-embed dbt-sync 42 --timeout 20m', 'platform-embed dbt-sync 42 --no-wait --json'],
  run: runDbtSync,
};

/** `platform-embed dbt-sync status <deploymentId> <syncJobId>`. */
export const DBT_SYNC_STATUS_COMMAND: CommandSpec = {
  name: 'dbt-sync status',
  args: '<deploymentId> <syncJobId>',
  positionals: { min: 2, max: 2 },
  summary: "show a dbt sync's status",
  description: ['Shows the status of a dbt sync job once: exit 0 while it runs or once COMPLETED, 1 when it FAILED.'],
  options: { ...PLATFORM_OPTIONS, ...jsonOption('print the status object (DbtSyncStatusResponse) as JSON'), ...DEBUG_OPTION, ...HELP_OPTION },
  examples: ['platform-embed dbt-sync status 42 3f1c9a7e-…'],
  run: runDbtSyncStatus,
};
