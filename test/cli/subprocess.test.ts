// @vitest-environment node
/**
 * The built command (`node dist/cli.js`, what package.json's `bin` runs) as a subprocess,
 * against the fake servers: exit codes 0, 1, 2, 3 and 130 (SIGINT or SIGTERM sent mid-wait),
 * output to a pipe (one line per change, no escape sequences) and to a terminal (a
 * pseudo-terminal from util-linux `script`: the progress line redrawn in place, and none of a
 * hostile service's control characters), --json, --help and --version; a sync's result line,
 * its log, its cancellation (`dbt-sync cancel`, and `--cancel-on-interrupt` at SIGINT or
 * SIGTERM), `embed-url` (a URL the fake redeems once), `--debug` showing retries, and `dev` (its
 * printed environment driving `embed-url` and `chat`, SIGINT ending it with exit 0). The unit
 * tests cover terminal output in detail, with `isTTY` injected.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_CHAT_TOKEN,
  FAKE_PLATFORM_TOKEN,
  type FakeChatServer,
  type FakePlatformServer,
  startFakeChatServer,
  startFakePlatformServer,
} from '../../src/testing/servers/index.js';
import {
  chatLines,
  HOSTILE,
  HOSTILE_CHAT_PATH,
  HOSTILE_SHOWN,
  startHostileServer,
  UNPRINTABLE,
  withoutOwnSequences,
} from './hostile-server.js';

const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

beforeAll(() => {
  if (!existsSync(CLI))
    throw new Error('dist/cli.js is missing: run `npm run build` first (npm test builds before the unit tests)');
});

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function platform(options: Parameters<typeof startFakePlatformServer>[0] = {}): Promise<FakePlatformServer> {
  const server = await startFakePlatformServer(options);
  servers.push(server);
  return server;
}

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts `node dist/cli.js …args` with only `env` (and PATH) in its environment; `whenStdout` is called each time its stdout grows. */
function start(
  args: string[],
  env: Record<string, string> = {},
  whenStdout?: (stdout: string, child: ChildProcess) => void,
): { child: ChildProcess; done: Promise<Outcome> } {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const done = new Promise<Outcome>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      whenStdout?.(stdout, child);
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done };
}

/** Runs `node dist/cli.js …args` to its end. */
const cli = (
  args: string[],
  env: Record<string, string> = {},
  whenStdout?: (stdout: string, child: ChildProcess) => void,
): Promise<Outcome> => start(args, env, whenStdout).done;

/**
 * Runs `node dist/cli.js …args` on a pseudo-terminal, so that its stdout is a real TTY: util-linux
 * `script`; -e passes the command's exit code on, -q keeps script's own lines out. `output` is
 * what the terminal got (stdout and stderr, line feeds as CRLF).
 */
async function onTerminal(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, CLI, ...args].map((word) => `'${word}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm', COLUMNS: '120', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { code, output };
}

const FAST = ['--poll-interval', '5ms', '--max-poll-interval', '10ms'];
const platformEnv = (server: FakePlatformServer) => ({
  PLATFORM_BASE_URL: server.baseUrl,
  PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN,
});

describe('node dist/cli.js', () => {
  it('starts with the node shebang (bin)', () => {
    expect(readFileSync(CLI, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('--help and --version exit 0', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: platform-embed <command>');
    expect(help.stderr).toBe('');
    const version = await cli(['--version']);
    expect(version).toEqual({ code: 0, stdout: `${PACKAGE.version}\n`, stderr: '' });
  });

  it('exit 2 on a usage error, with one line on stderr', async () => {
    expect(await cli(['dbt-sync'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'platform-embed: dbt-sync: missing <deploymentId>; usage: platform-embed dbt-sync <deploymentId> [options]\n',
    });
    expect(await cli(['dbt-sync', '42'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "platform-embed: missing the tenant's address: pass --base-url <url> or set PLATFORM_BASE_URL\n",
    });
  });

  it('exit 0: a dbt sync to COMPLETED, one line per change in a pipe, no escape sequence', async () => {
    const server = await platform();
    const { code, stdout, stderr } = await cli(['dbt-sync', '42', '--branch', 'dev', ...FAST], {
      ...platformEnv(server),
      FORCE_COLOR: '1',
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('dbt sync sync-job-1 of deployment 42 started (branch dev)');
    expect(
      lines.slice(1, -1).every((line) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z [A-Z_]+ \d+%( .+)?$/.test(line)),
    ).toBe(true);
    expect(lines.at(-2)).toMatch(/ COMPLETED 100% The dbt project is imported$/);
    // Then the result's summary: models, cubes, files generated, and how long it took.
    expect(lines.at(-1)).toMatch(
      /^dbt sync sync-job-1 of deployment 42 completed in [\d.]+ m?s: 3 models, 3 cubes, 4 files generated$/,
    );
    for (const control of ['\r', '\x1b']) expect(stdout).not.toContain(control);
  });

  it('exit 0: on a terminal, one progress line redrawn in place (\\r, clear-line), ending COMPLETED', async () => {
    const server = await platform();
    const { code, output } = await onTerminal(['dbt-sync', '42', '--branch', 'dev', ...FAST], platformEnv(server));
    expect(code).toBe(0);
    // Redrawn in place: carriage return and clear-line before each state, no line per change.
    expect(output).toContain('\r\x1b[2K');
    expect(output.split('\r\x1b[2K').length - 1).toBeGreaterThanOrEqual(10);
    expect(output).toMatch(/COMPLETED/);
    expect(output).not.toMatch(/^\d{4}-\d\d-\d\dT.* INITIALIZING 0%/m);
    expect(output).not.toContain(FAKE_PLATFORM_TOKEN);
  });

  it('exit 0 with --json: NDJSON progress lines, then the final status object', async () => {
    const server = await platform({
      dbtSync: [{ status: 'INITIALIZING' }, { status: 'UNHEARD_OF_STATUS' }, { status: 'COMPLETED' }],
    });
    const { code, stdout } = await cli(['dbt-sync', '42', '--json', ...FAST], platformEnv(server));
    expect(code).toBe(0);
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { event?: string; status?: string });
    expect(lines.map((line) => line.event ?? `final ${line.status}`)).toEqual([
      'started',
      'progress',
      'progress',
      'progress',
      'final COMPLETED',
    ]);
    expect(lines[2]).toMatchObject({ event: 'progress', status: 'UNHEARD_OF_STATUS' });
  });

  it('exit 1: a dbt sync that FAILED, its reason on stderr, no stack trace', async () => {
    const server = await platform({
      dbtSync: [{ status: 'COMPILING_DBT' }, { status: 'FAILED', error: 'dbt found 2 errors' }],
    });
    const { code, stderr } = await cli(['dbt-sync', '42', ...FAST], platformEnv(server));
    expect(code).toBe(1);
    expect(stderr).toBe('platform-embed: dbt sync sync-job-1 of deployment 42 failed at FAILED: dbt found 2 errors\n');
  });

  it('exit 1: an HTTP error of api', async () => {
    const server = await platform();
    const { code, stdout, stderr } = await cli(['api', 'GET', '/api/v1/deployments/42/nope'], platformEnv(server));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^platform-embed: GET \/api\/v1\/deployments\/42\/nope failed with HTTP 404[^\n]*\n$/);
  });

  it('exit 3: --timeout while the sync still runs', async () => {
    const server = await platform({ dbtSync: [{ status: 'COMPILING_DBT', percentComplete: 60 }] });
    const { code, stderr } = await cli(['dbt-sync', '42', '--timeout', '200ms', ...FAST], platformEnv(server));
    expect(code).toBe(3);
    expect(stderr).toBe(
      'platform-embed: dbt sync sync-job-1 of deployment 42 did not finish within 200ms (last status: COMPILING_DBT, 60%); it goes on at the service: check it with: platform-embed dbt-sync status 42 sync-job-1 (or cancel it with: platform-embed dbt-sync cancel 42 sync-job-1)\n',
    );
  });

  it('exit 130: SIGINT mid-wait stops waiting, and says the sync goes on and how to check it', async () => {
    const server = await platform({ dbtSync: [{ status: 'COMPILING_DBT' }] });
    let sent = false;
    const { code, stdout, stderr } = await cli(['dbt-sync', '42', ...FAST], platformEnv(server), (out, child) => {
      if (!sent && out.includes('COMPILING_DBT')) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    expect(sent).toBe(true);
    expect(code).toBe(130);
    expect(stdout).toContain('COMPILING_DBT');
    expect(stderr).toBe(
      'platform-embed: interrupted: dbt sync sync-job-1 of deployment 42 goes on at the service; check it with: platform-embed dbt-sync status 42 sync-job-1 (or cancel it with: platform-embed dbt-sync cancel 42 sync-job-1)\n',
    );
    // The job is still there to check.
    const status = await cli(['dbt-sync', 'status', '42', 'sync-job-1', '--json'], platformEnv(server));
    expect(status.code).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ syncJobId: 'sync-job-1', status: 'COMPILING_DBT' });
  });

  it('exit 130: SIGINT mid-answer aborts the chat at the service', async () => {
    const chat: FakeChatServer = await startFakeChatServer({ delayMs: 0 });
    servers.push(chat);
    const hold = chat.holdNextStreamAfter(6);
    const { child, done } = start(['chat', 'Which region grew fastest?'], {
      PLATFORM_CHAT_URL: chat.url,
      PLATFORM_CHAT_TOKEN: FAKE_CHAT_TOKEN,
    });
    // Once the answer is surely streaming: paused mid-way by the server.
    await hold.reached;
    child.kill('SIGINT');
    const { code, stderr } = await done;
    hold.release();
    expect(code).toBe(130);
    expect(stderr).toBe('platform-embed: interrupted: the answer was stopped\n');
    expect(chat.requests.some((request) => request.method === 'POST' && request.path.endsWith('/chat/abort'))).toBe(
      true,
    );
  });

  it('exit 130: SIGTERM mid-wait is a Ctrl-C: the sync goes on, and the command says so', async () => {
    const server = await platform({ dbtSync: [{ status: 'COMPILING_DBT' }] });
    let sent = false;
    const { code, stdout, stderr } = await cli(['dbt-sync', '42', ...FAST], platformEnv(server), (out, child) => {
      if (!sent && out.includes('COMPILING_DBT')) {
        sent = true;
        child.kill('SIGTERM');
      }
    });
    expect(sent).toBe(true);
    expect(code).toBe(130);
    expect(stdout).toContain('COMPILING_DBT');
    expect(stderr).toBe(
      'platform-embed: interrupted: dbt sync sync-job-1 of deployment 42 goes on at the service; check it with: platform-embed dbt-sync status 42 sync-job-1 (or cancel it with: platform-embed dbt-sync cancel 42 sync-job-1)\n',
    );
  });

  it('exit 130: SIGTERM mid-answer aborts the chat at the service, so the next question in the thread is answered', async () => {
    const chat: FakeChatServer = await startFakeChatServer({ delayMs: 0 });
    servers.push(chat);
    const env = { PLATFORM_CHAT_URL: chat.url, PLATFORM_CHAT_TOKEN: FAKE_CHAT_TOKEN };
    const hold = chat.holdNextStreamAfter(6);
    const { child, done } = start(['chat', 'Which region grew fastest?'], env);
    await hold.reached;
    child.kill('SIGTERM');
    const { code, stderr } = await done;
    hold.release();
    expect(code).toBe(130);
    expect(stderr).toBe('platform-embed: interrupted: the answer was stopped\n');
    expect(chat.requests.some((request) => request.method === 'POST' && request.path.endsWith('/chat/abort'))).toBe(
      true,
    );
    // The thread is free: the next question is answered, not refused as busy.
    const chatId = chat.threads[0]?.chatId ?? '';
    const next = await cli(['chat', 'And last year?', '--chat-id', chatId], env);
    expect(next.stderr).toBe('');
    expect(next.code).toBe(0);
  });

  it('exit 0: a chat answer with its tool calls and table, in a pipe', async () => {
    const chat = await startFakeChatServer({ delayMs: 0 });
    servers.push(chat);
    const { code, stdout, stderr } = await cli(['chat', 'Which region grew fastest?'], {
      PLATFORM_CHAT_URL: chat.url,
      PLATFORM_CHAT_TOKEN: FAKE_CHAT_TOKEN,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('✓ platformSqlApi Revenue by region: 4 rows\n');
    expect(stdout).toContain('  North   1240000.5    3120\n');
    // The answer's text came first (spec 2.5's typical order), whole, on a line of its own.
    expect(stdout).toContain('then East (€0.71M) and West (€0.40M).\n→ platformMeta');
    expect(stdout.endsWith('  West       402000    1210\n')).toBe(true);
    for (const control of ['\r', '\x1b']) expect(stdout).not.toContain(control);
  });

  it("on a terminal, the service's escape sequences, C1 and bidirectional controls never reach it: dbt sync progress, its failure, a chat answer", async () => {
    let polls = 0;
    const hostile = await startHostileServer((method, path) => {
      if (method === 'POST' && path === '/api/v1/deployments/42/dbt-sync')
        return { json: { branchName: `dev${HOSTILE}`, syncJobId: `job${HOSTILE}` } };
      if (method === 'GET' && path.startsWith('/api/v1/deployments/42/dbt-sync/')) {
        polls += 1;
        const status = polls < 3 ? `RUNNING${HOSTILE}` : 'FAILED';
        return {
          json: {
            syncJobId: 'x',
            status,
            progress: { stage: `STAGE${HOSTILE}`, percentComplete: polls * 30, message: `message${HOSTILE}` },
            updatedAt: 'now',
            error: `error${HOSTILE}`,
          },
        };
      }
      if (method === 'POST' && path === HOSTILE_CHAT_PATH)
        return { lines: chatLines([`Revenue ${HOSTILE}`, 'grew\u202e by 12 %.']) };
      return undefined;
    });
    servers.push(hostile);
    const sync = await onTerminal(['dbt-sync', '42', ...FAST], {
      PLATFORM_BASE_URL: hostile.baseUrl,
      PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN,
    });
    expect(sync.code).toBe(1);
    const answer = await onTerminal(['chat', 'q', '--thinking'], {
      PLATFORM_CHAT_URL: `${hostile.baseUrl}${HOSTILE_CHAT_PATH}`,
      PLATFORM_CHAT_TOKEN: FAKE_CHAT_TOKEN,
    });
    expect(answer.code).toBe(0);
    for (const output of [sync.output, answer.output]) {
      expect(output).toContain(HOSTILE_SHOWN);
      const left = withoutOwnSequences(output);
      expect(UNPRINTABLE.exec(left), JSON.stringify(left)).toBeNull();
    }
    // Redrawn in place, cut to the terminal's width (too narrow for the whole label: not bold then).
    expect(sync.output).toContain(`\r\x1b[2KRUNNING${HOSTILE_SHOWN.slice(0, 30)}`);
    expect(sync.output).toContain(`error${HOSTILE_SHOWN}\r\n`);
    expect(answer.output).toContain(`Revenue ${HOSTILE_SHOWN}grew by 12 %.\r\n`);
  });

  it('exit 0: api --all prints every item of a long list as one JSON array, all of it through the pipe', async () => {
    const server = await platform({ reports: 1500 });
    const { code, stdout } = await cli(
      ['api', 'GET', '/api/v1/deployments/42/reports', '--all', '--query', 'first=100'],
      platformEnv(server),
    );
    expect(code).toBe(0);
    const items = JSON.parse(stdout) as Array<{ id: number }>;
    expect(items).toHaveLength(1500);
    expect(items.at(-1)?.id).toBe(1500);
  });
});

describe('node dist/cli.js: the result, log and cancellation of a dbt sync, embed-url, --debug', () => {
  it('exit 0: dbt-sync logs prints the log of a finished sync, one line per entry; --json one object per line', async () => {
    const server = await platform();
    expect((await cli(['dbt-sync', '42', ...FAST], platformEnv(server))).code).toBe(0);
    const { code, stdout, stderr } = await cli(['dbt-sync', 'logs', '42', 'sync-job-1'], platformEnv(server));
    expect([code, stderr]).toEqual([0, '']);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(10);
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z \w+ +(\[[\w-]+\] )?\S/);
    expect(lines.at(-1)).toMatch(/The dbt project is imported$/);
    const json = await cli(['dbt-sync', 'logs', '42', 'sync-job-1', '--json'], platformEnv(server));
    expect(
      json.stdout
        .trimEnd()
        .split('\n')
        .map((line) => (JSON.parse(line) as { message: string }).message),
    ).toHaveLength(lines.length);
  });

  it("exit 0: dbt-sync cancel cancels a running sync and prints the service's message; the sync is then CANCELLED", async () => {
    const server = await platform({ dbtSync: [{ status: 'COMPILING_DBT' }] });
    expect((await cli(['dbt-sync', '42', '--no-wait'], platformEnv(server))).code).toBe(0);
    const { code, stdout, stderr } = await cli(['dbt-sync', 'cancel', '42', 'sync-job-1'], platformEnv(server));
    expect({ code, stdout, stderr }).toEqual({
      code: 0,
      stdout: 'dbt sync sync-job-1 of deployment 42: dbt sync sync-job-1 is cancelled\n',
      stderr: '',
    });
    const status = await cli(['dbt-sync', 'status', '42', 'sync-job-1', '--json'], platformEnv(server));
    expect(JSON.parse(status.stdout)).toMatchObject({ status: 'CANCELLED' });
    // Cancelling it again: the service says it has ended (exit 1).
    const again = await cli(['dbt-sync', 'cancel', '42', 'sync-job-1'], platformEnv(server));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^platform-embed: DELETE \/api\/v1\/deployments\/42\/dbt-sync\/sync-job-1 failed with HTTP 409[^\n]*\n$/,
    );
  });

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'exit 130: %s mid-wait with --cancel-on-interrupt cancels the sync at the service',
    async (signal) => {
      const server = await platform({ dbtSync: [{ status: 'COMPILING_DBT' }] });
      let sent = false;
      const { code, stderr } = await cli(
        ['dbt-sync', '42', '--cancel-on-interrupt', ...FAST],
        platformEnv(server),
        (out, child) => {
          if (!sent && out.includes('COMPILING_DBT')) {
            sent = true;
            child.kill(signal);
          }
        },
      );
      expect(sent).toBe(true);
      expect(code).toBe(130);
      expect(stderr).toBe(
        'platform-embed: interrupted: asked the service to cancel dbt sync sync-job-1 of deployment 42, which answered: dbt sync sync-job-1 is cancelled\n',
      );
      expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
        '/api/v1/deployments/42/dbt-sync/sync-job-1',
      ]);
      const status = await cli(['dbt-sync', 'status', '42', 'sync-job-1', '--json'], platformEnv(server));
      expect(JSON.parse(status.stdout)).toMatchObject({ status: 'CANCELLED' });
    },
  );

  it('exit 0: embed-url prints one line, a URL whose session the service redeems once', async () => {
    const server = await platform();
    const { code, stdout, stderr } = await cli(
      ['embed-url', '--deployment', '42', '--external-id', 'alice', '--dashboard', 'q3Sales0AbCd', '--allow-export'],
      platformEnv(server),
    );
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).toMatch(/^\S+\n$/);
    const url = new URL(stdout.trimEnd());
    expect(`${url.origin}${url.pathname}`).toBe(`${server.baseUrl}/embed/dashboard/q3Sales0AbCd`);
    expect(url.searchParams.get('allowExport')).toBe('true');
    const redeem = () =>
      fetch(`${server.baseUrl}/api/v1/embed/session/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: url.searchParams.get('session') }),
      });
    const first = await redeem();
    expect(first.status).toBe(200);
    const { token } = (await first.json()) as { token: string };
    expect(server.embedTokenInfo(token)?.request).toMatchObject({ deploymentId: 42, externalId: 'alice' });
    expect((await redeem()).status).toBe(401);
  });

  it('exit 0: embed-url with an API key from the environment', async () => {
    const apiKey = 'subprocess-api-key-0123456789';
    const server = await platform({ apiKey });
    const { code, stdout } = await cli(
      ['embed-url', '--deployment', '42', '--internal-id', 'ana@example.com', '--chat'],
      {
        PLATFORM_BASE_URL: server.baseUrl,
        PLATFORM_API_KEY: apiKey,
      },
    );
    expect(code).toBe(0);
    expect(new URL(stdout.trimEnd()).pathname).toBe('/embed/chat');
    expect(server.requests.at(-1)?.headers.authorization).toBe('Api-Key [redacted]');
  });

  it('exit 2: embed-url usage errors send nothing', async () => {
    const server = await platform();
    const { code, stdout, stderr } = await cli(
      ['embed-url', '--deployment', '42', '--dashboard', 'd1'],
      platformEnv(server),
    );
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe(
      'platform-embed: missing the viewer: pass --external-id <id> (your id of an external user) or --internal-id <email> (an existing internal user)\n',
    );
    expect(server.requests).toEqual([]);
  });

  it('--debug shows every try, the retries numbered, and never the token', async () => {
    const server = await platform();
    server.failNext({ path: '/api/v1/deployments/42/reports', status: 503 });
    const { code, stderr } = await cli(
      ['api', 'GET', '/api/v1/deployments/42/reports', '--debug'],
      platformEnv(server),
    );
    expect(code).toBe(0);
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^platform-embed: debug: GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/deployments\/42\/reports → 503 in \d+ ms$/,
    );
    expect(lines[1]).toMatch(
      /^platform-embed: debug: GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/deployments\/42\/reports → 200 in \d+ ms \(retry 1\)$/,
    );
    expect(stderr).not.toContain(FAKE_PLATFORM_TOKEN);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer [redacted]',
      'Bearer [redacted]',
    ]);
  });

  it("on a terminal, a hostile service's text in a log and a cancellation's answer never reaches it", async () => {
    const hostile = await startHostileServer((method, path) => {
      if (method === 'GET' && path.startsWith('/api/v1/deployments/42/dbt-sync/job-1/logs'))
        return {
          json: {
            items: [
              {
                timestamp: `T${HOSTILE}`,
                level: `error${HOSTILE}`,
                stream: 'system',
                message: `boom${HOSTILE}`,
                phase: `p${HOSTILE}`,
              },
            ],
            pageInfo: null,
          },
        };
      if (method === 'DELETE') return { json: { message: `Cancelled${HOSTILE}` } };
      return undefined;
    });
    servers.push(hostile);
    const env = { PLATFORM_BASE_URL: hostile.baseUrl, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN };
    const logs = await onTerminal(['dbt-sync', 'logs', '42', 'job-1'], env);
    const cancel = await onTerminal(['dbt-sync', 'cancel', '42', 'job-1'], env);
    for (const { code, output } of [logs, cancel]) {
      expect(code).toBe(0);
      expect(output).toContain(HOSTILE_SHOWN);
      const left = withoutOwnSequences(output);
      expect(UNPRINTABLE.exec(left), JSON.stringify(left)).toBeNull();
    }
    expect(withoutOwnSequences(logs.output)).toBe(
      `T${HOSTILE_SHOWN} error${HOSTILE_SHOWN} [p${HOSTILE_SHOWN}] boom${HOSTILE_SHOWN}\n`,
    );
    expect(withoutOwnSequences(cancel.output)).toBe(`dbt sync job-1 of deployment 42: Cancelled${HOSTILE_SHOWN}\n`);
  });
});

describe('node dist/cli.js dev', () => {
  it('prints settings that work as printed (embed-url and chat with its env), and SIGINT ends it: exit 0, ports free', async () => {
    type Settings = {
      platform: { url: string };
      embed: { url: string };
      chat: { url: string };
      env: Record<string, string>;
    };
    let printed: (settings: Settings) => void = () => undefined;
    const settingsPrinted = new Promise<Settings>((resolve) => {
      printed = resolve;
    });
    const dev = start(
      ['dev', '--json'],
      {},
      (stdout) => stdout.endsWith('\n') && printed(JSON.parse(stdout) as Settings),
    );
    let settings: Settings;
    try {
      settings = await Promise.race([
        settingsPrinted,
        dev.done.then((outcome) => Promise.reject(new Error(`dev ended: ${JSON.stringify(outcome)}`))),
      ]);
      // `embed-url` and `chat`, configured by the printed environment alone.
      const embedUrl = await cli(
        ['embed-url', '--deployment', '42', '--external-id', 'alice', '--dashboard', 'sales-overview'],
        settings.env,
      );
      expect([embedUrl.code, embedUrl.stderr]).toEqual([0, '']);
      const url = embedUrl.stdout.trimEnd();
      expect(new URL(url).origin).toBe(settings.embed.url);
      expect(await (await fetch(url)).text()).toContain('&#34;mode&#34;:&#34;signed&#34;');
      const chat = await cli(['chat', 'Top customers?'], settings.env);
      expect([chat.code, chat.stderr]).toEqual([0, '']);
      expect(chat.stdout.trim()).not.toBe('');
    } finally {
      dev.child.kill('SIGINT');
    }
    const { code, stderr } = await dev.done;
    expect([code, stderr]).toEqual([0, '']);
    for (const address of [settings.platform.url, settings.embed.url, settings.chat.url])
      await expect(fetch(address)).rejects.toThrow();
  });
});
