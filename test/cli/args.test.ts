/**
 * Reading the command line in two passes. The first, lenient, knowing every flag: the command's
 * name (two words for `dbt-sync status`), flags before it, `help <command>`, `--help`,
 * `--version`, and the values of secret flags — found even when parsing fails. The second,
 * strict, with the command's own flags: an unknown flag (naming the commands that have it), a
 * missing value, too few or too many arguments, each a usage error saying which.
 */
import { describe, expect, it } from 'vitest';
import { firstPass, secondPass } from '../../src/cli/args.js';
import type { CommandSpec } from '../../src/cli/command.js';
import { EXIT } from '../../src/cli/exit.js';
import { HELP_OPTION, type OptionSpecs, PLATFORM_OPTIONS } from '../../src/cli/options.js';
import { usageErrorOf } from '../support/usage-error-of.js';

/** A made-up command with `options` and between `min` and `max` arguments. */
const command = (name: string, options: OptionSpecs, min = 1, max = 1): CommandSpec => ({
  name,
  args: '<deploymentId>',
  positionals: { min, max },
  summary: name,
  description: [],
  options: { ...HELP_OPTION, ...options },
  examples: [],
  run: async () => EXIT.OK,
});

const SYNC = command('dbt-sync', { ...PLATFORM_OPTIONS, wait: { type: 'boolean', description: 'wait' } });
const STATUS = command('dbt-sync status', PLATFORM_OPTIONS, 2, 2);
const API = command('api', { ...PLATFORM_OPTIONS, query: { type: 'string', multiple: true, description: 'q' } }, 2, 2);
const ALL = [SYNC, STATUS, API];
const ALL_OPTIONS: OptionSpecs = Object.assign({}, ...ALL.map((each) => each.options), {
  version: { type: 'boolean', description: 'v' },
});

describe('firstPass', () => {
  it('finds the command’s name, two words for a subcommand, wherever the flags are', () => {
    expect(firstPass(['dbt-sync', '42', '--wait'], ALL_OPTIONS)).toMatchObject({
      name: 'dbt-sync',
      rest: ['42', '--wait'],
      help: false,
      version: false,
    });
    expect(
      firstPass(['--base-url', 'https://acme.example.com', 'dbt-sync', 'status', '42', 'job-1'], ALL_OPTIONS),
    ).toMatchObject({
      name: 'dbt-sync status',
      rest: ['--base-url', 'https://acme.example.com', '42', 'job-1'],
    });
    expect(firstPass(['dbt-sync', '42', 'status'], ALL_OPTIONS).name).toBe('dbt-sync');
  });

  it('never takes a flag’s value for the command', () => {
    expect(firstPass(['--token', 'dbt-sync', 'api', 'GET', '/x'], ALL_OPTIONS)).toMatchObject({
      name: 'api',
      secrets: ['dbt-sync'],
    });
  });

  it('no command, --help, --version, and help <command>', () => {
    expect(firstPass([], ALL_OPTIONS)).toMatchObject({ name: undefined, helpFor: undefined, rest: [] });
    expect(firstPass(['--version'], ALL_OPTIONS)).toMatchObject({ name: undefined, version: true });
    expect(firstPass(['api', '-h'], ALL_OPTIONS)).toMatchObject({ name: 'api', help: true });
    expect(firstPass(['help'], ALL_OPTIONS)).toMatchObject({ name: 'help', helpFor: '' });
    expect(firstPass(['help', 'api'], ALL_OPTIONS)).toMatchObject({ helpFor: 'api' });
    expect(firstPass(['help', 'dbt-sync', 'status'], ALL_OPTIONS)).toMatchObject({ helpFor: 'dbt-sync status' });
    expect(firstPass(['help', 'dbt-sync', 'other'], ALL_OPTIONS)).toMatchObject({ helpFor: 'dbt-sync' });
  });

  it('finds the value of every secret flag, in either form', () => {
    expect([...firstPass(['api', '--token', 't-1', '--api-key=k-1', 'GET', '/x'], ALL_OPTIONS).secrets].sort()).toEqual(
      ['k-1', 't-1'],
    );
    expect(firstPass(['api', '--token=t-2', 'GET', '/x'], ALL_OPTIONS).secrets).toEqual(['t-2']);
  });

  it('finds every value of a secret flag given more than once, not only the last', () => {
    expect(
      firstPass(
        ['api', '--token', 't-1', '--token=t-2', '--api-key', 'k-1', '--api-key', 'k-2', 'GET', '/x'],
        ALL_OPTIONS,
      ).secrets,
    ).toEqual(['t-1', 't-2', 'k-1', 'k-2']);
  });
});

describe('secondPass', () => {
  it('the command’s flags and arguments', () => {
    expect(secondPass(API, ['GET', '/api/v1/x', '--query', 'a=1', '--query', 'b=2', '--token=t'], ALL)).toEqual({
      values: { query: ['a=1', 'b=2'], token: 't' },
      positionals: ['GET', '/api/v1/x'],
    });
  });

  it('an unknown flag names the commands that have it, and where to look', () => {
    expect(usageErrorOf(() => secondPass(STATUS, ['42', 'job', '--wait'], ALL))).toBe(
      'unknown option --wait for dbt-sync status (it is an option of dbt-sync); see platform-embed dbt-sync status --help',
    );
    expect(usageErrorOf(() => secondPass(STATUS, ['42', 'job', '--nope'], ALL))).toBe(
      'unknown option --nope for dbt-sync status; see platform-embed dbt-sync status --help',
    );
  });

  it('a flag without its value says so, on one line', () => {
    const message = usageErrorOf(() => secondPass(SYNC, ['42', '--token'], ALL));
    expect(message).toMatch(/--token/);
    expect(message).toMatch(/; see platform-embed dbt-sync --help$/);
    expect(message).not.toContain('\n');
  });

  it('too few or too many arguments, with the usage line', () => {
    expect(usageErrorOf(() => secondPass(STATUS, ['42'], ALL))).toBe(
      'dbt-sync status: missing <deploymentId>; usage: platform-embed dbt-sync status <deploymentId> [options]',
    );
    expect(usageErrorOf(() => secondPass(SYNC, ['42', 'extra'], ALL))).toBe(
      'dbt-sync: unexpected argument "extra"; usage: platform-embed dbt-sync <deploymentId> [options]',
    );
  });
});
