/**
 * `platform-embed dbt-sync logs <deploymentId> <syncJobId>`: every log entry of a dbt sync job
 * (`dbtSync.logs`, page after page), one line each as it arrives — `<timestamp> <level>
 * [<phase>] <message>` — or with `--json` one JSON object per entry (NDJSON). Every text of an
 * entry goes through the sanitizer, and a message of several lines is put on one. Ctrl-C stops
 * reading (exit 130); what was printed stays.
 *
 * @module
 * @internal
 */

import type { DbtSyncLogsPage } from '../../api/index.js';
import { isRecord } from '../../internal/is-record.js';
import { platformClientOf } from '../clients.js';
import type { CommandContext, CommandSpec } from '../command.js';
import { EXIT, type ExitCode } from '../exit.js';
import { DEBUG_OPTION, HELP_OPTION, jsonOption, PLATFORM_OPTIONS } from '../options.js';
import { printableJson, printableLine } from '../printable.js';
import { type Style, styleOf } from '../style.js';
import { deploymentIdOf, syncJobIdOf } from '../sync-job.js';

/** A log entry (`DbtSyncLogEntry`). */
export type LogEntry = DbtSyncLogsPage['items'][number];

/** The width levels are padded to, so that messages line up (`info `, `error`). */
const LEVEL_WIDTH = 5;

/** Levels shown bold on a terminal: the lines to find first. */
const LOUD_LEVELS: readonly string[] = ['warn', 'warning', 'error', 'fatal', 'critical'];

/** A text field of an entry, printable and on one line; `''` for what is not a string (the service's shapes are read, not trusted). */
const textOf = (value: unknown): string => (typeof value === 'string' ? printableLine(value) : '');

/**
 * The line of an entry: `2026-07-20T10:00:04.000Z info  [dbt-compile] dbt compile finished`;
 * the phase left out when it has none. On a terminal the time is dim, and a warning or an
 * error's level bold.
 */
export function logLine(entry: LogEntry, style: Style): string {
  const fields: Partial<Record<keyof LogEntry, unknown>> = isRecord(entry) ? entry : {};
  const level = textOf(fields.level);
  const phase = textOf(fields.phase);
  const message = textOf(fields.message);
  // Padded so that messages line up — unless nothing follows it on the line.
  const shownLevel = phase || message ? level.padEnd(LEVEL_WIDTH) : level;
  const loud = LOUD_LEVELS.includes(level.toLowerCase());
  return [
    style.dim(textOf(fields.timestamp)),
    level && (loud ? style.bold(shownLevel) : shownLevel),
    phase && `[${phase}]`,
    message,
  ]
    .filter((part) => part !== '')
    .join(' ');
}

async function runDbtSyncLogs(context: CommandContext): Promise<ExitCode> {
  const { io, values, out, interrupted } = context;
  const deploymentId = deploymentIdOf(context.positionals[0]);
  const syncJobId = syncJobIdOf(context.positionals[1]);
  const client = platformClientOf(context);
  const json = values.json === true;
  const style = styleOf(io.stdout, io.env);
  // Each entry as it comes: a long log shows while its later pages are read.
  for await (const entry of client.dbtSync.logs(deploymentId, syncJobId, { signal: interrupted })) {
    out(json ? `${printableJson(entry)}\n` : `${logLine(entry, style)}\n`);
  }
  return EXIT.OK;
}

/** `platform-embed dbt-sync logs <deploymentId> <syncJobId>`. */
export const DBT_SYNC_LOGS_COMMAND: CommandSpec = {
  name: 'dbt-sync logs',
  args: '<deploymentId> <syncJobId>',
  positionals: { min: 2, max: 2 },
  summary: "print a dbt sync's log",
  description: [
    'Prints every log entry of a dbt sync job, reading all its pages, one line each: <timestamp> <level> [<phase>] <message>. Ctrl-C stops reading (exit 130).',
  ],
  options: {
    ...PLATFORM_OPTIONS,
    ...jsonOption('one JSON object per entry (NDJSON): timestamp, level, stream, message, phase, durationMs'),
    ...DEBUG_OPTION,
    ...HELP_OPTION,
  },
  examples: [
    'platform-embed dbt-sync logs 42 3f1c9a7e-…',
    'platform-embed dbt-sync logs 42 3f1c9a7e-… --json | jq -r .message',
  ],
  run: runDbtSyncLogs,
};
