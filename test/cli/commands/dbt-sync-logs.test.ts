/**
 * `dbt-sync logs <deploymentId> <syncJobId>`: every entry of every page, one line each
 * (`<timestamp> <level> [<phase>] <message>`), as each page arrives; `--json` as NDJSON; dim and
 * bold on a terminal only; an unknown job (exit 1); Ctrl-C mid-way (exit 130, what was printed
 * stays). Against the fake platform server, and a scripted service for exact pages.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logLine } from '../../../src/cli/commands/dbt-sync-logs.js';
import { main } from '../../../src/cli/main.js';
import { styleOf } from '../../../src/cli/style.js';
import {
  FAKE_PLATFORM_TOKEN,
  type FakePlatformServer,
  startFakePlatformServer,
} from '../../../src/testing/servers/index.js';
import { type FakeIoOptions, fakeIo } from '../fake-io.js';
import { jsonResponse, never, SCRIPTED_BASE_URL, scriptedFetch } from '../scripted-fetch.js';

const FAST = ['--poll-interval', '1ms', '--max-poll-interval', '2ms'];
const PLAIN = styleOf({ write: () => undefined, isTTY: false }, {});

describe('a log line', () => {
  it('is the time, the level padded, the phase in brackets and the message', () => {
    const entry = {
      timestamp: '2026-07-20T10:00:04.000Z',
      level: 'info',
      stream: 'system',
      message: 'dbt compile finished',
      phase: 'dbt-compile',
      durationMs: 1200,
    };
    expect(logLine(entry, PLAIN)).toBe('2026-07-20T10:00:04.000Z info  [dbt-compile] dbt compile finished');
    expect(
      logLine({ ...entry, phase: null, level: 'error', message: 'Compilation Error\n  in model orders\r\n' }, PLAIN),
    ).toBe('2026-07-20T10:00:04.000Z error Compilation Error in model orders');
  });

  it('on a terminal, dims the time and makes a warning or an error bold', () => {
    const tty = styleOf({ write: () => undefined, isTTY: true }, {});
    const entry = { timestamp: 'T', level: 'warn', stream: 'system', message: 'm' };
    expect(logLine(entry, tty)).toBe('\x1b[2mT\x1b[22m \x1b[1mwarn \x1b[22m m');
    expect(logLine({ ...entry, level: 'info' }, tty)).toBe('\x1b[2mT\x1b[22m info  m');
  });

  it('reads what the service sent without trusting its shape', () => {
    expect(logLine({ timestamp: 12, level: null, message: { text: 'x' } } as never, PLAIN)).toBe('');
    expect(logLine('text' as never, PLAIN)).toBe('');
  });
});

describe('against the fake platform server', () => {
  let server: FakePlatformServer;
  beforeEach(async () => {
    server = await startFakePlatformServer();
  });
  afterEach(async () => {
    await server.close();
  });

  async function run(argv: string[], options: FakeIoOptions = {}) {
    const fake = fakeIo({
      env: { PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN },
      ...options,
    });
    return { code: await main(argv, fake.io), fake };
  }

  it("prints a finished sync's log, one line per entry, through every stage", async () => {
    expect((await run(['dbt-sync', '42', ...FAST])).code).toBe(0);
    const { code, fake } = await run(['dbt-sync', 'logs', '42', 'sync-job-1']);
    expect([code, fake.stderr()]).toEqual([0, '']);
    const lines = fake.stdout().trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(10);
    for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z \w+ +(\[[\w-]+\] )?\S/);
    expect(lines.at(-1)).toMatch(/ \[COMPLETED\] The dbt project is imported$/);
    expect(server.requests.at(-1)?.path).toMatch(/^\/api\/v1\/deployments\/42\/dbt-sync\/sync-job-1\/logs/);
  });

  it('--json prints each entry as a JSON object on a line', async () => {
    await run(['dbt-sync', '42', ...FAST]);
    const { code, fake } = await run(['dbt-sync', 'logs', '42', 'sync-job-1', '--json']);
    expect(code).toBe(0);
    const entries = fake
      .stdout()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries)
      expect(entry).toMatchObject({
        timestamp: expect.any(String),
        level: expect.any(String),
        stream: expect.any(String),
        message: expect.any(String),
      });
  });

  it('exits 1 for an unknown job', async () => {
    const { code, fake } = await run(['dbt-sync', 'logs', '42', 'no-such-job']);
    expect(code).toBe(1);
    expect(fake.stderr()).toMatch(
      /^platform-embed: GET \/api\/v1\/deployments\/42\/dbt-sync\/no-such-job\/logs failed with HTTP 404/,
    );
  });
});

describe('against a scripted service', () => {
  const env = { PLATFORM_BASE_URL: SCRIPTED_BASE_URL, PLATFORM_TOKEN: 'scripted-token-0123456789' };
  const entry = (n: number) => ({
    timestamp: `2026-07-20T10:00:0${n}.000Z`,
    level: 'info',
    stream: 'system',
    message: `entry ${n}`,
    phase: 'dbt-compile',
  });
  const page = (items: unknown[], endCursor: string | null) =>
    jsonResponse({ items, pageInfo: endCursor ? { hasNextPage: true, hasPreviousPage: false, endCursor } : null });

  it('reads every page, following the cursors, and prints the entries in order', async () => {
    const scripted = scriptedFetch((call) => {
      const after = new URL(call.path, SCRIPTED_BASE_URL).searchParams.get('after');
      if (after === null) return page([entry(1), entry(2)], 'c1');
      if (after === 'c1') return page([entry(3)], 'c2');
      return page([entry(4)], null);
    });
    const fake = fakeIo({ env, fetch: scripted.fetch });
    expect(await main(['dbt-sync', 'logs', '42', 'job-1'], fake.io)).toBe(0);
    expect(fake.stdout()).toBe(
      [1, 2, 3, 4].map((n) => `2026-07-20T10:00:0${n}.000Z info  [dbt-compile] entry ${n}\n`).join(''),
    );
    expect(scripted.calls.map((call) => call.path)).toEqual([
      '/api/v1/deployments/42/dbt-sync/job-1/logs',
      '/api/v1/deployments/42/dbt-sync/job-1/logs?after=c1',
      '/api/v1/deployments/42/dbt-sync/job-1/logs?after=c2',
    ]);
  });

  it('Ctrl-C while a page is read: exit 130, and the entries printed so far stay', async () => {
    const scripted = scriptedFetch((call) => (call.path.includes('after=') ? never() : page([entry(1)], 'c1')));
    const fake = fakeIo({ env, fetch: scripted.fetch });
    const exit = main(['dbt-sync', 'logs', '42', 'job-1'], fake.io);
    await fake.untilStdout(/entry 1\n/);
    while (scripted.calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stdout()).toBe('2026-07-20T10:00:01.000Z info  [dbt-compile] entry 1\n');
    expect(fake.stderr()).toBe('platform-embed: interrupted\n');
  });
});
