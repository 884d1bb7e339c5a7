/**
 * `main(argv, io)` as a whole: --help for the program and every command, --version, the usage
 * errors (exit 2, one line naming the flag, argument or variable), configuration from flags or
 * the environment, and an import that runs nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { main } from '../../src/cli/main.js';
import { importWithTripwires } from '../support/dom-tripwires.js';
import { fakeIo } from './fake-io.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs main; resolves with its code and what it wrote. */
async function run(argv: string[], env: Record<string, string> = {}) {
  const fake = fakeIo({ env });
  const code = await main(argv, fake.io);
  return { code, stdout: fake.stdout(), stderr: fake.stderr(), listeners: fake.listeners() };
}

/** A usage error: exit 2, nothing on stdout, one line on stderr. */
async function usage(argv: string[], env: Record<string, string> = {}): Promise<string> {
  const { code, stdout, stderr } = await run(argv, env);
  expect(code).toBe(2);
  expect(stdout).toBe('');
  expect(stderr).toMatch(/^platform-embed: [^\n]+\n$/);
  return stderr.slice('platform-embed: '.length, -1);
}

describe('help', () => {
  it('--help and -h show the program help on stdout: every command, the configuration and the exit codes', async () => {
    for (const argv of [['--help'], ['-h'], ['help']]) {
      const { code, stdout, stderr } = await run(argv);
      expect(code).toBe(0);
      expect(stderr).toBe('');
      expect(stdout).toContain('Usage: platform-embed <command>');
      for (const command of [
        'dbt-sync <deploymentId>',
        'dbt-sync status <deploymentId> <syncJobId>',
        'dbt-sync logs <deploymentId> <syncJobId>',
        'dbt-sync cancel <deploymentId> <syncJobId>',
        'chat "<question>"',
        'api <METHOD> <path>',
        'embed-url',
      ])
        expect(stdout).toContain(command);
      for (const variable of [
        'PLATFORM_BASE_URL',
        'PLATFORM_TOKEN',
        'PLATFORM_CHAT_URL',
        'PLATFORM_CHAT_TOKEN',
        'PLATFORM_API_KEY',
        'PLATFORM_EXTERNAL_ID',
        'NO_COLOR',
      ])
        expect(stdout).toContain(variable);
      expect(stdout).toContain('0 success, 1 failed, 2 usage, 3 timeout, 130 interrupted');
      expect(stdout.split('\n').filter((line) => line.length > 100)).toEqual([]);
    }
  });

  it.each(COMMANDS.map((command) => [command.name]))(
    '%s: --help, -h and "help <command>" show the command help, with every flag it takes',
    async (name) => {
      const command = COMMANDS.find((spec) => spec.name === name)!;
      const words = name.split(' ');
      const texts = new Set<string>();
      for (const argv of [
        [...words, '--help'],
        [...words, '-h'],
        ['help', ...words],
        ['--help', ...words],
      ]) {
        const { code, stdout, stderr } = await run(argv);
        expect(code).toBe(0);
        expect(stderr).toBe('');
        texts.add(stdout);
      }
      expect(texts.size).toBe(1);
      const [text = ''] = texts;
      expect(text.replace(/\n +/g, ' ')).toContain(
        `Usage: platform-embed ${[name, command.synopsis ?? command.args].filter(Boolean).join(' ')} [options]`,
      );
      expect(text.split('\n').filter((line) => line.length > 100)).toEqual([]);
      for (const flag of Object.keys(command.options)) expect(text).toContain(`--${flag}`);
      expect(text).toContain('Examples:');
    },
  );

  it('shows help even when the rest of the line is wrong', async () => {
    const { code, stdout } = await run(['dbt-sync', 'not-a-number', '--bogus', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: platform-embed dbt-sync');
  });

  it('tells of the flags dbt-sync takes: branch, timeout, no-wait, the poll intervals, json', async () => {
    const { stdout } = await run(['dbt-sync', '--help']);
    expect(stdout).toMatch(
      /--timeout <duration> +stop waiting after this long \(exit 3\): 90s, 20m, 1h or\s+milliseconds; default 30m/,
    );
    expect(stdout).toMatch(/--token <token> +the API token \(bearer\); prefer the environment variable/);
    expect(stdout).toContain('[env PLATFORM_TOKEN]');
  });

  it('tells of --cancel-on-interrupt, and of dbt-sync cancel where a sync is left running', async () => {
    const { stdout } = await run(['dbt-sync', '--help']);
    expect(stdout).toMatch(/--cancel-on-interrupt +at Ctrl-C or SIGTERM, cancel the sync at the service/);
    expect(stdout).toContain('platform-embed dbt-sync cancel');
  });

  it("tells of embed-url's flags: the viewer, the surface, and every --hide switch", async () => {
    const { stdout } = await run(['embed-url', '--help']);
    expect(stdout).toMatch(
      /^Usage: platform-embed embed-url --deployment <id> \(--external-id <id> \| --internal-id <email>\)/,
    );
    for (const name of [
      'header',
      'back-button',
      'title',
      'edit-button',
      'duplicate-button',
      'export-menu',
      'workbook-back-button',
      'new-chat',
      'chat-input',
      'chat-history',
    ])
      expect(stdout).toContain(name);
    expect(stdout).toContain('[env PLATFORM_API_KEY]');
  });

  it('refuses help for a command that does not exist', async () => {
    expect(await usage(['help', 'deploy'])).toBe(
      'no command "deploy" (commands: dbt-sync, chat, api, embed-url, dev); see platform-embed --help',
    );
  });
});

describe('--version', () => {
  it("prints the package's version", async () => {
    const { code, stdout, stderr } = await run(['--version']);
    expect([code, stdout, stderr]).toEqual([0, '9.8.7\n', '']);
  });
});

describe('usage errors (exit 2)', () => {
  it('a missing or unknown command', async () => {
    expect(await usage([])).toBe('missing a command (dbt-sync, chat, api, embed-url, dev); see platform-embed --help');
    expect(await usage(['deploy'])).toBe(
      'unknown command "deploy" (commands: dbt-sync, chat, api, embed-url, dev); see platform-embed --help',
    );
  });

  it('an unknown flag, saying which command has it when another does', async () => {
    expect(await usage(['dbt-sync', '42', '--bogus'])).toBe(
      'unknown option --bogus for dbt-sync; see platform-embed dbt-sync --help',
    );
    expect(await usage(['chat', 'hi', '--branch', 'dev'])).toBe(
      'unknown option --branch for chat (it is an option of dbt-sync); see platform-embed chat --help',
    );
    expect(await usage(['dbt-sync', 'status', '42', 'job', '--no-wait'])).toBe(
      'unknown option --no-wait for dbt-sync status (it is an option of dbt-sync); see platform-embed dbt-sync status --help',
    );
  });

  it('a flag without its value, or a value for a flag that takes none', async () => {
    expect(await usage(['dbt-sync', '42', '--branch'])).toBe(
      "Option '--branch <value>' argument missing; see platform-embed dbt-sync --help",
    );
    expect(await usage(['dbt-sync', '42', '--json=yes'])).toBe(
      "Option '--json' does not take an argument; see platform-embed dbt-sync --help",
    );
  });

  it('missing and extra arguments', async () => {
    expect(await usage(['dbt-sync'])).toBe(
      'dbt-sync: missing <deploymentId>; usage: platform-embed dbt-sync <deploymentId> [options]',
    );
    expect(await usage(['dbt-sync', '42', '43'])).toBe(
      'dbt-sync: unexpected argument "43"; usage: platform-embed dbt-sync <deploymentId> [options]',
    );
    expect(await usage(['dbt-sync', 'status', '42'])).toBe(
      'dbt-sync status: missing <deploymentId> <syncJobId>; usage: platform-embed dbt-sync status <deploymentId> <syncJobId> [options]',
    );
    expect(await usage(['api', 'GET'])).toBe(
      'api: missing <METHOD> <path>; usage: platform-embed api <METHOD> <path> [options]',
    );
    expect(await usage(['dbt-sync', 'logs', '42'])).toBe(
      'dbt-sync logs: missing <deploymentId> <syncJobId>; usage: platform-embed dbt-sync logs <deploymentId> <syncJobId> [options]',
    );
    expect(await usage(['dbt-sync', 'cancel', 'x', 'job'])).toBe(
      '<deploymentId>: expected a deployment id (a whole number such as 42), got "x"',
    );

    expect(await usage(['chat'])).toBe('chat: missing "<question>"; usage: platform-embed chat "<question>" [options]');
  });

  it('bad argument values, named', async () => {
    const env = { PLATFORM_BASE_URL: 'http://127.0.0.1:9', PLATFORM_TOKEN: 'a-token-value' };
    expect(await usage(['dbt-sync', 'abc'], env)).toBe(
      '<deploymentId>: expected a deployment id (a whole number such as 42), got "abc"',
    );
    expect(await usage(['dbt-sync', '0'], env)).toBe(
      '<deploymentId>: expected a deployment id (a whole number such as 42), got "0"',
    );
    expect(await usage(['dbt-sync', '42', '--timeout', 'soon'], env)).toBe(
      '--timeout: expected a duration such as 90s, 20m, 1h or a number of milliseconds, got "soon"',
    );
    expect(await usage(['dbt-sync', '42', '--poll-interval', '5s', '--max-poll-interval', '1s'], env)).toBe(
      '--max-poll-interval: expected at least --poll-interval (5s), got "1s"',
    );
    expect(await usage(['dbt-sync', '42', '--no-wait', '--timeout', '1m'], env)).toBe(
      '--timeout is about waiting, and --no-wait does not wait: drop one of them',
    );
    expect(await usage(['dbt-sync', '42', '--branch='], env)).toBe('--branch: expected a branch name, got ""');
    expect(await usage(['api', 'FETCH', '/api/v1/x'], env)).toBe(
      '<METHOD>: expected one of GET, PUT, POST, PATCH, DELETE, got "FETCH"',
    );
    expect(await usage(['chat', '   '], env)).toBe('<question>: expected a question, got ""');
  });

  it('missing configuration, naming the flag and the variable', async () => {
    expect(await usage(['dbt-sync', '42'])).toBe(
      "missing the tenant's address: pass --base-url <url> or set PLATFORM_BASE_URL",
    );
    expect(await usage(['api', 'GET', '/api/v1/x'], { PLATFORM_BASE_URL: 'https://acme.example.com' })).toBe(
      'missing the API token: set PLATFORM_TOKEN or PLATFORM_API_KEY (or pass --token <token> or --api-key <key>)',
    );
    // An empty variable is no value.
    expect(await usage(['dbt-sync', '42'], { PLATFORM_BASE_URL: '', PLATFORM_TOKEN: 'a-token-value' })).toContain(
      "missing the tenant's address",
    );
    expect(await usage(['chat', 'hi'])).toBe(
      "missing the agent's chat URL: pass --chat-url <url> or set PLATFORM_CHAT_URL (…/chat/stream-chat-state, from the agent settings)",
    );
    expect(await usage(['chat', 'hi'], { PLATFORM_CHAT_URL: 'https://chat.example.com/chat/stream-chat-state' })).toBe(
      'missing chat credentials: set PLATFORM_CHAT_TOKEN (a deployment token), or PLATFORM_API_KEY with PLATFORM_EXTERNAL_ID',
    );
  });

  it('unusable configuration, naming where it came from', async () => {
    expect(await usage(['dbt-sync', '42', '--base-url', 'acme.example.com'], { PLATFORM_TOKEN: 'a-token-value' })).toBe(
      '--base-url: expected an absolute http(s) URL, got "acme.example.com": did you mean "https://acme.example.com"?',
    );
    expect(
      await usage(['dbt-sync', '42'], { PLATFORM_BASE_URL: 'ftp://acme.example.com', PLATFORM_TOKEN: 'a-token-value' }),
    ).toMatch(/^PLATFORM_BASE_URL: expected an absolute http\(s\) URL/);
    expect(
      await usage(['dbt-sync', '42'], { PLATFORM_BASE_URL: 'https://acme.example.com', PLATFORM_TOKEN: 'Bearer abc' }),
    ).toMatch(/^PLATFORM_TOKEN: expected a bearer token .*"Bearer "/);
    expect(
      await usage(['chat', 'hi'], {
        PLATFORM_CHAT_URL: 'https://chat.example.com/wrong',
        PLATFORM_CHAT_TOKEN: 'a.b.c',
      }),
    ).toMatch(/^PLATFORM_CHAT_URL: expected the chat URL of the agent settings, ending in \/chat\/stream-chat-state/);
  });

  it('chat credentials: one of token and API key; an API key needs a lowercase external id', async () => {
    const url = { PLATFORM_CHAT_URL: 'https://chat.example.com/api/v1/public/acme/agents/a/chat/stream-chat-state' };
    expect(await usage(['chat', 'hi'], { ...url, PLATFORM_CHAT_TOKEN: 'a.b.c', PLATFORM_API_KEY: 'key-123456' })).toBe(
      'both PLATFORM_CHAT_TOKEN and PLATFORM_API_KEY are given: the chat API takes one credential, so drop one',
    );
    expect(await usage(['chat', 'hi'], { ...url, PLATFORM_API_KEY: 'key-123456' })).toBe(
      'PLATFORM_API_KEY needs the user to ask as: pass --external-id <id> or set PLATFORM_EXTERNAL_ID',
    );
    expect(await usage(['chat', 'hi', '--external-id', 'Jane Doe'], { ...url, PLATFORM_API_KEY: 'key-123456' })).toBe(
      '--external-id: expected a lowercase id without spaces, got "Jane Doe"',
    );
    expect(await usage(['chat', 'hi', '--thinking', '--no-thinking'], { ...url, PLATFORM_CHAT_TOKEN: 'a.b.c' })).toBe(
      '--thinking and --no-thinking contradict each other: drop one',
    );
    expect(await usage(['chat', 'hi', '--max-rows', 'many'], { ...url, PLATFORM_CHAT_TOKEN: 'a.b.c' })).toBe(
      '--max-rows: expected a whole number from 0 to 1000, got "many"',
    );
  });

  it('management credentials: one of token and API key, by the rule of chat’s (a flag wins over the other’s variable)', async () => {
    const base = { PLATFORM_BASE_URL: 'https://acme.example.com' };
    expect(
      await usage(['dbt-sync', '42'], { ...base, PLATFORM_TOKEN: 'a-token-value', PLATFORM_API_KEY: 'key-123456' }),
    ).toBe('both PLATFORM_TOKEN and PLATFORM_API_KEY are given: the management API takes one credential, so drop one');
    expect(await usage(['api', 'GET', '/x', '--token', 'a-token-value', '--api-key', 'key-123456'], base)).toBe(
      'both --token and --api-key are given: the management API takes one credential, so drop one',
    );
    expect(
      await usage(['dbt-sync', '42', '--api-key', 'bad key'], { ...base, PLATFORM_TOKEN: 'a-token-value' }),
    ).toMatch(/^--api-key: /);
  });

  it('stops listening for Ctrl-C once done', async () => {
    const fake = fakeIo();
    await main(['dbt-sync'], fake.io);
    expect(fake.listeners()).toBe(0);
  });
});

describe('flags before the command', () => {
  it("are read as the command's, and a flag's value is never taken for the command", async () => {
    expect(await usage(['--branch', 'status', 'dbt-sync'])).toBe(
      'dbt-sync: missing <deploymentId>; usage: platform-embed dbt-sync <deploymentId> [options]',
    );
    expect(await usage(['--json', 'dbt-sync', '42'])).toBe(
      "missing the tenant's address: pass --base-url <url> or set PLATFORM_BASE_URL",
    );
  });
});

describe('importing', () => {
  it('runs nothing and touches no DOM global', async () => {
    const { module, touched } = await importWithTripwires(() => import('../../src/cli/main.js'));
    expect(typeof module.main).toBe('function');
    expect(touched).toEqual([]);
  });
});
