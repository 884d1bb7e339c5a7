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
  const ms = match && (unit !== undefined || !match[1]!.includes('.')) ? Math.round(Number(match[1]) * UNITS[unit ?? 'ms']!) : Number.NaN;
  if (!Number.isFinite(ms)) throw usageError(`${flag}: expected a duration such as 90s, 20m, 1h or a number of milliseconds, got ${JSON.stringify(text)}`);
  if (ms < min || ms > MAX_DURATION_MS) throw usageError(`${flag}: expected a duration from ${min} ms to 24 days, got ${JSON.stringify(text)}`);
  return ms;
}
