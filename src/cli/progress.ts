/**
 * How a dbt sync's progress is shown while the command waits:
 * - on a terminal, one line redrawn in place (`\r`, then clear-line): the stage, a bar, the
 *   percentage and the service's message, cut to the terminal's width so it never wraps;
 * - anywhere else (a CI log, a pipe), one line per change: `<time> <STATUS> <percent>% <message>`;
 * - with `--json`, one JSON object per line (NDJSON): `{"event":"started",…}`, then
 *   `{"event":"progress",…status}` per change, then the final status object — with the job's
 *   `result` once it is `COMPLETED` (`null` when the result could not be read).
 *
 * A completed sync ends, on a terminal and in a log alike, with one line of what it produced
 * (see sync-result.ts).
 *
 * `percentComplete` is only ever drawn: whether the sync is done is the client's to decide, from
 * its status. Every text of the service in a line (status, stage, message, job id, branch) is
 * made printable and kept on one line; `--json` lines are {@link printableJson}.
 *
 * @module
 * @internal
 */

import type { DbtSyncResponse, DbtSyncResultResponse, DbtSyncStatusResponse } from '../api/index.js';
import type { Write } from './io.js';
import { printableJson, printableLine } from './printable.js';
import { type Style, visible } from './style.js';
import { jobName } from './sync-job.js';
import { resultLine } from './sync-result.js';

/** What the command tells the view. */
export interface ProgressView {
  /** The job has started. */
  started(deploymentId: number, job: DbtSyncResponse): void;
  /** The status changed (status, stage, percentage or message). */
  update(status: DbtSyncStatusResponse): void;
  /** The wait is over, however it ended: a redrawn line is finished, so that what follows starts on its own line. */
  end(): void;
  /**
   * The sync ended with this status (`COMPLETED`, `FAILED` or `CANCELLED`): with `--json`, the last line.
   * `result` is a `COMPLETED` job's (`null`: it could not be read); a line of it is written.
   */
  final(status: DbtSyncStatusResponse, result?: DbtSyncResultResponse | null): void;
}

/** Where and how a view draws. */
export interface ProgressViewOptions {
  write: Write;
  mode: 'tty' | 'lines' | 'json';
  /** Dim and bold, and whether clear-line may be written (`tty` mode). */
  style: Style;
  /** The terminal's width (`tty` mode). Default 80. */
  columns?: number | undefined;
  /** The time of a line (`lines` mode). */
  now: () => number;
}

/** The characters of the bar. */
export const BAR_WIDTH = 20;

/** A percentage to draw: a whole number from 0 to 100, whatever the service sent. */
const percentOf = (status: DbtSyncStatusResponse): number =>
  Math.max(0, Math.min(100, Math.round(status.progress.percentComplete)));

/** The message of a status, printable and on one line, or `''`. */
const messageOf = (status: DbtSyncStatusResponse): string => printableLine(status.progress.message ?? '');

/** `[█████░░░░░]`: `percent` of {@link BAR_WIDTH}. */
export function bar(percent: number): string {
  const filled = Math.round((percent / 100) * BAR_WIDTH);
  return `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
}

/** The line of a change, where lines are not redrawn: `2026-07-20T10:00:03.000Z COMPILING_DBT 60% Compiling the dbt project`. */
export function progressLine(status: DbtSyncStatusResponse, now: number): string {
  const message = messageOf(status);
  return `${new Date(now).toISOString()} ${printableLine(status.status)} ${percentOf(status)}%${message ? ` ${message}` : ''}`;
}

/**
 * The redrawn line of a terminal: `COMPILING_DBT ████████████░░░░░░░░  60%  Compiling the dbt
 * project`, at most `columns - 1` characters (the message, then the line, cut with `…`), the
 * stage in bold. A status other than its stage (`FAILED` at `COMPILING_DBT`) shows both.
 */
export function progressBarLine(status: DbtSyncStatusResponse, style: Style, columns: number): string {
  const shown = printableLine(status.status);
  const stage = printableLine(status.progress.stage) || shown;
  const label = shown === stage ? stage : `${shown} (${stage})`;
  const percent = percentOf(status);
  const message = messageOf(status);
  const plain = `${label} ${bar(percent)} ${String(percent).padStart(3)}%${message ? `  ${message}` : ''}`;
  const max = Math.max(10, columns - 1);
  const fitted = plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
  return fitted.startsWith(label) ? `${style.bold(label)}${fitted.slice(label.length)}` : fitted;
}

/** A view that draws in `options.mode`. */
export function createProgressView(options: ProgressViewOptions): ProgressView {
  const { write, mode, style, now } = options;
  const columns = options.columns && options.columns > 0 ? options.columns : 80;
  if (mode === 'json') {
    return {
      started: (deploymentId, job) => write(`${printableJson({ event: 'started', deploymentId, ...job })}\n`),
      update: (status) => write(`${printableJson({ event: 'progress', ...status })}\n`),
      end: () => undefined,
      final: (status, result) => write(`${printableJson(result === undefined ? status : { ...status, result })}\n`),
    };
  }
  const startedLine = (deploymentId: number, job: DbtSyncResponse) => {
    const branch = typeof job.branchName === 'string' ? printableLine(job.branchName) : '';
    return `${jobName(deploymentId, job.syncJobId)} started${branch ? ` (branch ${branch})` : ''}\n`;
  };
  // The job the view shows, for the line of its result.
  let shown: { deploymentId: number; syncJobId: string } | undefined;
  const final = (_status: DbtSyncStatusResponse, result?: DbtSyncResultResponse | null) => {
    if (result && shown) write(`${resultLine(shown.deploymentId, shown.syncJobId, result)}\n`);
  };
  if (mode === 'lines') {
    return {
      started: (deploymentId, job) => {
        shown = { deploymentId, syncJobId: job.syncJobId };
        write(startedLine(deploymentId, job));
      },
      update: (status) => write(`${progressLine(status, now())}\n`),
      end: () => undefined,
      final,
    };
  }
  // A terminal: one line, redrawn. Without escape sequences (NO_COLOR, TERM=dumb), spaces wipe
  // what is left of a longer previous line.
  let drawn = 0;
  return {
    started: (deploymentId, job) => {
      shown = { deploymentId, syncJobId: job.syncJobId };
      write(`${style.dim(startedLine(deploymentId, job).trimEnd())}\n`);
    },
    update: (status) => {
      const line = progressBarLine(status, style, columns);
      const length = visible(line).length;
      // Whole: what comes next starts with `\r` (or is the final line feed), so no secret can run
      // on from its end, and the line must show whole while the sync waits for its next change.
      write(style.ansi ? `\r\x1b[2K${line}` : `\r${line}${' '.repeat(Math.max(0, drawn - length))}`, { whole: true });
      drawn = length;
    },
    end: () => {
      if (drawn > 0) write('\n');
      drawn = 0;
    },
    final,
  };
}
