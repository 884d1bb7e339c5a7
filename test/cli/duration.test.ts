/** `--timeout` and the poll intervals: a number with ms, s, m or h, or plain milliseconds. */
import { describe, expect, it } from 'vitest';
import { humanDuration, MAX_DURATION_MS, parseDuration } from '../../src/cli/duration.js';
import { CliError, EXIT } from '../../src/cli/exit.js';

function refusal(text: string, min?: number): CliError {
  try {
    parseDuration(text, '--timeout', min);
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(EXIT.USAGE);
    return error as CliError;
  }
  throw new Error(`expected ${JSON.stringify(text)} to be refused`);
}

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['20m', 1_200_000],
    ['1h', 3_600_000],
    ['1.5h', 5_400_000],
    ['250ms', 250],
    ['5000', 5000],
    ['0.5s', 500],
    [' 2m ', 120_000],
    ['24h', 86_400_000],
  ])('%s is %d ms', (text, ms) => {
    expect(parseDuration(text, '--timeout')).toBe(ms);
  });

  it.each(['', 'abc', '10x', '-5s', '1.5', 'm', '1h30m', '10 s', 'Infinity', '1e3'])(
    'refuses %j, naming the flag and the value',
    (text) => {
      const error = refusal(text);
      expect(error.message).toBe(
        `--timeout: expected a duration such as 90s, 20m, 1h or a number of milliseconds, got ${JSON.stringify(text)}`,
      );
    },
  );

  it('refuses what timers cannot wait for, and less than the minimum', () => {
    expect(parseDuration(`${MAX_DURATION_MS}`, '--timeout')).toBe(MAX_DURATION_MS);
    expect(refusal('25000h').message).toMatch(/^--timeout: expected a duration from 1 ms to 24 days, got "25000h"$/);
    expect(refusal(`${MAX_DURATION_MS + 1}`).message).toContain('from 1 ms to 24 days');
    expect(refusal('0').message).toContain('from 1 ms');
    expect(parseDuration('0', '--poll-interval', 0)).toBe(0);
  });
});

describe('humanDuration', () => {
  it.each([
    [0, '0 ms'],
    [850, '850 ms'],
    [999.4, '999 ms'],
    [999.5, '1 s'],
    [1_000, '1 s'],
    [12_340, '12.3 s'],
    [59_949, '59.9 s'],
    [59_950, '1m 00s'],
    [72_400, '1m 12s'],
    [3_599_499, '59m 59s'],
    [3_599_500, '1h 00m'],
    [3_723_000, '1h 02m'],
    [90_000_000, '25h 00m'],
  ])('%d ms is %s', (ms, shown) => {
    expect(humanDuration(ms)).toBe(shown);
  });

  it('shows nothing for what is no duration', () => {
    for (const ms of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(humanDuration(ms)).toBeUndefined();
  });
});
