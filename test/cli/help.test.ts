/**
 * Help is made from the definitions the parser uses: a command's usage, description, every flag
 * with its variable, examples and exit codes; the program's commands and configuration; every
 * line within 100 columns, a flag's `[env NAME]` never split.
 */
import { describe, expect, it } from 'vitest';
import type { CommandSpec } from '../../src/cli/command.js';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { EXIT } from '../../src/cli/exit.js';
import { commandHelp, programHelp, wrap } from '../../src/cli/help.js';
import { CHAT_OPTIONS, HELP_OPTION, PLATFORM_OPTIONS } from '../../src/cli/options.js';

const COMMAND: CommandSpec = {
  name: 'dbt-sync status',
  args: '<deploymentId> <syncJobId>',
  positionals: { min: 2, max: 2 },
  summary: 'show the status of a dbt sync',
  description: ['Shows the status of one dbt sync job.'],
  options: { ...HELP_OPTION, ...PLATFORM_OPTIONS },
  examples: ['platform-embed dbt-sync status 42 sync-job-1'],
  run: async () => EXIT.OK,
};

describe('wrap', () => {
  it('breaks at spaces within 100 columns, indenting the lines after the first', () => {
    const text = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const lines = wrap(text, 4).split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {4}\S/);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(text);
  });

  it('keeps words joined by a no-break space together, and writes it as a space', () => {
    const text = `${'x'.repeat(90)} [env\u00a0PLATFORM_TOKEN]`;
    expect(wrap(text)).toBe(`${'x'.repeat(90)}\n[env PLATFORM_TOKEN]`);
  });

  it('a word longer than the line stays whole', () => {
    expect(wrap('y'.repeat(150))).toBe('y'.repeat(150));
  });
});

describe('commandHelp', () => {
  const help = commandHelp(COMMAND);

  it('has the usage, the description, every flag with its variable, the examples and the exit codes', () => {
    expect(help.startsWith('Usage: platform-embed dbt-sync status <deploymentId> <syncJobId> [options]\n')).toBe(true);
    expect(help).toContain('Shows the status of one dbt sync job.');
    for (const [name, spec] of Object.entries(COMMAND.options)) {
      expect(help, name).toContain(`--${name}`);
      if (spec.env) expect(help, name).toContain(`[env ${spec.env}]`);
    }
    expect(help).toContain('  -h, --help');
    expect(help).toContain('--base-url <url>');
    expect(help).toContain('  platform-embed dbt-sync status 42 sync-job-1');
    expect(help).toContain('Exit codes: 0 success, 1 failed, 2 usage, 3 timeout, 130 interrupted');
  });

  it('every line of every command’s help is within 100 columns', () => {
    for (const each of COMMANDS)
      for (const line of commandHelp(each).split('\n'))
        expect(line.length, `${each.name}: ${line}`).toBeLessThanOrEqual(100);
  });
});

describe('programHelp', () => {
  const help = programHelp(COMMANDS);

  it('lists every command with its arguments and summary, then help', () => {
    const lines = help.split('\n');
    for (const each of COMMANDS) {
      const row = lines.find((line) => line.startsWith(`  ${`${each.name} ${each.args}`.trim()} `));
      expect(row, each.name).toContain(each.summary.slice(0, 20));
    }
    expect(help).toMatch(/^ {2}help \[command\] +show a command's help$/m);
  });

  it('tells every address and credential with its variable', () => {
    for (const [name, spec] of Object.entries({ ...PLATFORM_OPTIONS, ...CHAT_OPTIONS })) {
      expect(help, name).toContain(`--${name}`);
      expect(help, name).toContain(`${spec.env}: `);
    }
  });

  it('keeps every line within 100 columns', () => {
    for (const line of help.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
  });
});
