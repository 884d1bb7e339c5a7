/**
 * `platform-embed dbt-sync <deploymentId>`: starts a dbt sync, then shows its progress until it
 * is `COMPLETED` (exit 0, with a line of what it produced) or `FAILED` (exit 1) — or until
 * `--timeout` (exit 3) or Ctrl-C (exit 130), after which the sync goes on at the service and the
 * command says how to check or cancel it; with `--cancel-on-interrupt`, Ctrl-C cancels it there.
 *
 * @module
 * @internal
 */

import { lastStatusText } from '../../api/dbt-sync-wait.js';
import type { DbtSyncResponse, DbtSyncStatusResponse, PlatformClient } from '../../api/index.js';
import { ApiError } from '../../http/api-error.js';
import { platformClientOf } from '../clients.js';
import type { CommandContext, CommandSpec } from '../command.js';
import { parseDuration } from '../duration.js';
import { CliError, EXIT, type ExitCode, failureOf, usageError } from '../exit.js';
import { unlessInterrupted } from '../interrupt.js';
import { DEBUG_OPTION, HELP_OPTION, jsonOption, PLATFORM_OPTIONS } from '../options.js';
import { printableJson } from '../printable.js';
import { createProgressView, type ProgressView } from '../progress.js';
import { styleOf } from '../style.js';
import { CANCEL_WAIT_MS, cancelAfterInterrupt } from '../sync-cancel.js';
import { checkOrCancel, deploymentIdOf, jobName, statusCommand } from '../sync-job.js';
import { readResult } from '../sync-result.js';

/** A duration flag, if given. */
function durationFlag(context: CommandContext, name: string, min: number): number | undefined {
  const value = context.values[name];
  return typeof value === 'string' ? parseDuration(value, `--${name}`, min) : undefined;
}

/** The flags about waiting, which `--no-wait` contradicts. */
const WAIT_FLAGS = ['timeout', 'poll-interval', 'max-poll-interval', 'cancel-on-interrupt'];

/** The wait's options from the flags, checked. */
function waitOptions(context: CommandContext): { timeoutMs?: number; minDelayMs?: number; maxDelayMs?: number } {
  const { values } = context;
  const timeoutMs = durationFlag(context, 'timeout', 1);
  const minDelayMs = durationFlag(context, 'poll-interval', 0);
  const maxDelayMs = durationFlag(context, 'max-poll-interval', 0);
  if (minDelayMs !== undefined && maxDelayMs !== undefined && minDelayMs > maxDelayMs)
    throw usageError(
      `--max-poll-interval: expected at least --poll-interval (${values['poll-interval']}), got ${JSON.stringify(values['max-poll-interval'])}`,
    );
  if (values['no-wait'] === true) {
    const waitFlag = WAIT_FLAGS.find((name) => values[name] !== undefined);
    if (waitFlag) throw usageError(`--${waitFlag} is about waiting, and --no-wait does not wait: drop one of them`);
  }
  return {
    ...(timeoutMs !== undefined && { timeoutMs }),
    ...(minDelayMs !== undefined && { minDelayMs }),
    ...(maxDelayMs !== undefined && { maxDelayMs }),
  };
}

/**
 * Starts the sync. Ctrl-C meanwhile stops waiting for the start's answer — or, with
 * `--cancel-on-interrupt`, waits a little longer for its job id to cancel the job.
 */
async function start(
  context: CommandContext,
  client: PlatformClient,
  deploymentId: number,
  branch: string | undefined,
): Promise<DbtSyncResponse> {
  const { io, interrupted } = context;
  const starting = client.dbtSync.start(deploymentId, branch === undefined ? undefined : { branchName: branch });
  const stopped = new CliError(
    EXIT.INTERRUPTED,
    `interrupted while starting a dbt sync of deployment ${deploymentId}: it may have started at the service, but its job id is unknown`,
  );
  try {
    return await unlessInterrupted(starting, interrupted, () => stopped);
  } catch (error) {
    if (error === stopped && context.values['cancel-on-interrupt'] === true)
      throw await cancelAfterInterrupt(io, client, deploymentId, starting);
    throw error;
  }
}

/** The error a wait that did not end `COMPLETED` exits with. */
async function waitError(
  error: unknown,
  context: CommandContext,
  client: PlatformClient,
  deploymentId: number,
  job: DbtSyncResponse,
  view: ProgressView,
): Promise<unknown> {
  const { io, values, interrupted } = context;
  if (!(error instanceof ApiError)) return error;
  const name = jobName(deploymentId, job.syncJobId);
  // Someone else cancelled it, or it failed: the final status is the last line, as a completed sync's.
  if (error.code === 'SYNC_FAILED' || error.code === 'SYNC_CANCELLED') {
    view.final(error.body as DbtSyncStatusResponse);
    return new CliError(EXIT.FAILED, error.message, { cause: error });
  }
  if (error.code === 'ABORTED' && interrupted.aborted) {
    if (values['cancel-on-interrupt'] === true) return cancelAfterInterrupt(io, client, deploymentId, job);
    return new CliError(
      EXIT.INTERRUPTED,
      `interrupted: ${name} goes on at the service; ${checkOrCancel(deploymentId, job.syncJobId)}`,
      { cause: error },
    );
  }
  if (error.code === 'TIMEOUT') {
    const limit = typeof values.timeout === 'string' ? values.timeout : '30m (the default --timeout)';
    return new CliError(
      EXIT.TIMEOUT,
      `${name} did not finish within ${limit}${lastStatusText(error.body)}; it goes on at the service: ${checkOrCancel(deploymentId, job.syncJobId)}`,
      {
        cause: error,
      },
    );
  }
  return error;
}

/**
 * The end of a sync that completed: its result, read and shown. A result that cannot be read
 * leaves the success a success — a note on stderr says why it is missing, and `--json` has
 * `result: null`.
 */
async function showResult(
  context: CommandContext,
  client: PlatformClient,
  deploymentId: number,
  job: DbtSyncResponse,
  final: DbtSyncStatusResponse,
  view: ProgressView,
): Promise<ExitCode> {
  const { err, interrupted } = context;
  const read = await readResult(client, deploymentId, job.syncJobId, interrupted);
  if ('result' in read) {
    view.final(final, read.result);
    return EXIT.OK;
  }
  view.final(final, null);
  const name = jobName(deploymentId, job.syncJobId);
  if (interrupted.aborted)
    throw new CliError(EXIT.INTERRUPTED, `interrupted: ${name} completed; its result was not read`, {
      cause: read.error,
    });
  err(`platform-embed: note: ${name} completed, but its result could not be read: ${failureOf(read.error).message}\n`);
  return EXIT.OK;
}

async function runDbtSync(context: CommandContext): Promise<ExitCode> {
  const { io, values, out, interrupted } = context;
  const deploymentId = deploymentIdOf(context.positionals[0]);
  const branch = values.branch;
  if (branch === '') throw usageError('--branch: expected a branch name, got ""');
  const wait = waitOptions(context);
  const client = platformClientOf(context);

  const job = await start(context, client, deploymentId, typeof branch === 'string' ? branch : undefined);
  if (values['no-wait'] === true) {
    if (values.json === true) out(`${printableJson(job, 2)}\n`);
    else
      out(
        `${jobName(deploymentId, job.syncJobId)} started; check it with: ${statusCommand(deploymentId, job.syncJobId)}\n`,
      );
    return EXIT.OK;
  }

  const mode = values.json === true ? 'json' : io.stdout.isTTY ? 'tty' : 'lines';
  const view = createProgressView({
    write: out,
    mode,
    style: styleOf(io.stdout, io.env),
    columns: io.stdout.columns,
    now: () => io.now(),
  });
  view.started(deploymentId, job);
  let final: DbtSyncStatusResponse;
  try {
    final = await client.dbtSync.wait(deploymentId, job.syncJobId, {
      onProgress: (status) => view.update(status),
      signal: interrupted,
      ...wait,
    });
  } catch (error) {
    view.end();
    throw await waitError(error, context, client, deploymentId, job, view);
  }
  view.end();
  return showResult(context, client, deploymentId, job, final, view);
}

/** `platform-embed dbt-sync <deploymentId>`. */
export const DBT_SYNC_COMMAND: CommandSpec = {
  name: 'dbt-sync',
  args: '<deploymentId>',
  positionals: { min: 1, max: 1 },
  summary: 'start a dbt sync of a deployment and wait for it, with live progress',
  description: [
    'Starts a dbt sync of the deployment (importing its dbt project into the data model), then shows its progress until it is COMPLETED (exit 0, with one line of what it produced: models, cubes, files generated and how long it took) or FAILED (exit 1, with the reason).',
    'On a terminal, one line is redrawn with the stage, a bar, the percentage and the message; elsewhere (CI logs, pipes) one line is written per change: <time> <STATUS> <percent>% <message>.',
    `Waiting stops after --timeout (exit 3) or at Ctrl-C or SIGTERM (exit 130): the sync goes on at the service, and the command prints how to check or cancel it (platform-embed dbt-sync cancel). With --cancel-on-interrupt, Ctrl-C or SIGTERM cancels the sync at the service instead, waiting at most ${CANCEL_WAIT_MS / 1000}\u00a0s for its answer.`,
  ],
  options: {
    branch: { type: 'string', value: '<name>', description: "the branch to sync (default: the deployment's)" },
    timeout: {
      type: 'string',
      value: '<duration>',
      description: 'stop waiting after this long (exit 3): 90s, 20m, 1h or milliseconds; default 30m',
    },
    'no-wait': { type: 'boolean', description: 'start the sync, print its job id and exit' },
    'cancel-on-interrupt': {
      type: 'boolean',
      description: `at Ctrl-C or SIGTERM, cancel the sync at the service (waiting at most ${CANCEL_WAIT_MS / 1000}\u00a0s for its answer), then exit 130`,
    },
    'poll-interval': {
      type: 'string',
      value: '<duration>',
      description: 'the shortest pause between two status polls; default 1s (pauses grow while a stage lasts)',
    },
    'max-poll-interval': {
      type: 'string',
      value: '<duration>',
      description: 'the longest pause between two status polls; default 15s',
    },
    ...PLATFORM_OPTIONS,
    ...jsonOption(
      'machine output: one JSON object per line (started, then each progress change), then the final status object, with the result (or null) once COMPLETED',
    ),
    ...DEBUG_OPTION,
    ...HELP_OPTION,
  },
  examples: [
    'platform-embed dbt-sync 42 --branch dev',
    'platform-embed dbt-sync 42 --timeout 20m --cancel-on-interrupt',
    'platform-embed dbt-sync 42 --no-wait --json',
  ],
  run: runDbtSync,
};
