/**
 * Durations on the command line (`--timeout 20m`, `--poll-interval 2s`): a number with `ms`,
 * `s`, `m` or `h`, or a plain number of milliseconds.
 *
 * @module
 * @internal
 */

import { MAX_DELAY_MS } from '../internal/checks.js';
import { usageError } from './exit.js';

/** The longest duration: the longest delay timers honour (a longer one fires at once), as the client's options. */
export const MAX_DURATION_MS = MAX_DELAY_MS;

const UNITS: Readonly<Record<string, number>> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/;

/**
 * The milliseconds of a duration: `90s`, `20m`, `1h`, `1.5h`, `250ms`, or `5000` (milliseconds),
 * rounded to a whole millisecond, from `min` to 2^31 − 1 (about 24 days).
 *
 * @throws {@link CliError} a usage error naming `flag` and the value.
 */
export function parseDuration(text: string, flag: string, min = 1): number {
  const match = DURATION.exec(text.trim());
  const unit = match?.[2];
  // A bare fraction ("1.5") has no unit to make sense of it: milliseconds are whole.
  const ms =
    match && (unit !== undefined || !match[1]!.includes('.'))
      ? Math.round(Number(match[1]) * UNITS[unit ?? 'ms']!)
      : Number.NaN;
  if (!Number.isFinite(ms))
    throw usageError(
      `${flag}: expected a duration such as 90s, 20m, 1h or a number of milliseconds, got ${JSON.stringify(text)}`,
    );
  if (ms < min || ms > MAX_DURATION_MS)
    throw usageError(`${flag}: expected a duration from ${min} ms to 24 days, got ${JSON.stringify(text)}`);
  return ms;
}

/**
 * A duration for people, as precise as it is useful: `850 ms`, `12.3 s`, `4m 05s`, `1h 02m`
 * (rounded to the unit shown). Undefined for what is no duration (negative, not finite): a
 * figure of the service shown as it is could mislead.
 */
export function humanDuration(ms: number): string | undefined {
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  if (ms < 999.5) return `${Math.round(ms)} ms`;
  // Tenths of a second up to a minute; 59.96 s rounds to a minute, so is shown as one.
  if (ms < 59_950) return `${(Math.round(ms / 100) / 10).toFixed(1).replace(/\.0$/, '')} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
  const minutes = Math.round(ms / 60_000);
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
