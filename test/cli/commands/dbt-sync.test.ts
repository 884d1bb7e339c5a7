/**
 * `dbt-sync <deploymentId>`, run through `main` against the fake platform server over
 * real HTTP: a whole sync to COMPLETED (exit 0, ending with the line of its result) on a
 * terminal, in a log and as NDJSON (the result in the final object); FAILED (exit 1, with the
 * service's reason); an unknown status on the way; --timeout (exit 3); Ctrl-C mid-wait and
 * mid-start (exit 130, the sync goes on and the command says how to check or cancel it);
 * and --no-wait. The status of one job is commands/dbt-sync-status.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import {
  FAKE_PLATFORM_TOKEN,
  type FakePlatformServer,
  startFakePlatformServer,
} from '../../../src/testing/servers/index.js';
import { RUNNING_STATUSES } from '../../support/dbt-sync.js';
import { type FakeIo, type FakeIoOptions, fakeIo } from '../fake-io.js';

let server: FakePlatformServer;
beforeEach(async () => {
  server = await startFakePlatformServer();
});
afterEach(async () => {
  await server.close();
});

/** Polls as fast as the fake answers: the tests wait for steps, not for time. */
const FAST = ['--poll-interval', '1ms', '--max-poll-interval', '2ms'];

const env = () => ({ PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN });

async function run(argv: string[], options: FakeIoOptions = {}): Promise<{ code: number; fake: FakeIo }> {
  const fake = fakeIo({ env: env(), ...options });
  return { code: await main(argv, fake.io), fake };
}

const RUNNING = RUNNING_STATUSES;

describe('dbt-sync <deploymentId>, not on a terminal', () => {
  it('starts the sync, writes one line per change until COMPLETED, and exits 0', async () => {
    const { code, fake } = await run(['dbt-sync', '42', '--branch', 'dev', ...FAST]);
    expect(fake.stderr()).toBe('');
    expect(code).toBe(0);
    const lines = fake.stdout().split('\n');
    expect(lines[0]).toBe('dbt sync sync-job-1 of deployment 42 started (branch dev)');
    expect(lines.slice(1, -2).map((line) => line.split(' ')[1])).toEqual([...RUNNING, 'COMPLETED']);
    expect(lines[1]).toBe('2026-07-20T10:00:00.000Z INITIALIZING 0% Starting the sync');
    expect(lines.at(-3)).toMatch(/^2026-07-20T10:00:\d\d\.000Z COMPLETED 100% The dbt project is imported$/);
    // Then what it produced, read from the job's result.
    expect(lines.at(-2)).toMatch(
      /^dbt sync sync-job-1 of deployment 42 completed in \d+ ms: 3 models, 3 cubes, 4 files generated$/,
    );
    expect(lines.at(-1)).toBe('');
    expect(server.requests.at(-1)?.path).toBe('/api/v1/deployments/42/dbt-sync/sync-job-1/result');
    for (const control of ['\r', '\x1b']) expect(fake.stdout()).not.toContain(control);
    const start = server.requests.find((request) => request.method === 'POST');
    expect(start?.path).toBe('/api/v1/deployments/42/dbt-sync');
    expect(start?.body).toEqual({ branchName: 'dev' });
  });

  it('writes a line only when something changed, and goes on through an unknown status', async () => {
    server.scriptDbtSync([
      { status: 'COMPILING_DBT', percentComplete: 50, message: 'Compiling' },
      { status: 'COMPILING_DBT', percentComplete: 50, message: 'Compiling' },
      { status: 'REINDEXING_SOMETHING_NEW', percentComplete: 70 },
      { status: 'COMPLETED' },
    ]);
    const { code, fake } = await run(['dbt-sync', '42', ...FAST]);
    expect(code).toBe(0);
    expect(
      fake
        .stdout()
        .split('\n')
        .slice(1, -2)
        .map((line) => line.slice(25)),
    ).toEqual([
      'COMPILING_DBT 50% Compiling',
      'REINDEXING_SOMETHING_NEW 70%',
      'COMPLETED 100% The dbt project is imported',
    ]);
    // No --branch: the body names none.
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({});
  });

  it('exits 1 on FAILED with the reason the service gave, as one line on stderr', async () => {
    server.scriptDbtSync([
      { status: 'COMPILING_DBT' },
      { status: 'FAILED', stage: 'COMPILING_DBT', error: "Compilation Error in model 'orders'" },
    ]);
    const { code, fake } = await run(['dbt-sync', '42', ...FAST]);
    expect(code).toBe(1);
    expect(fake.stdout().split('\n').at(-2)).toMatch(/ FAILED 56% Compiling the dbt project$/);
    expect(fake.stderr()).toBe(
      "platform-embed: dbt sync sync-job-1 of deployment 42 failed at COMPILING_DBT: Compilation Error in model 'orders'\n",
    );
  });

  it('exits 3 after --timeout, saying the sync goes on and how to check or cancel it', async () => {
    server.scriptDbtSync([{ status: 'COMPILING_DBT', percentComplete: 60 }]);
    const { code, fake } = await run(['dbt-sync', '42', '--timeout', '30ms', ...FAST]);
    expect(code).toBe(3);
    expect(fake.stderr()).toBe(
      'platform-embed: dbt sync sync-job-1 of deployment 42 did not finish within 30ms (last status: COMPILING_DBT, 60%); it goes on at the service: check it with: platform-embed dbt-sync status 42 sync-job-1 (or cancel it with: platform-embed dbt-sync cancel 42 sync-job-1)\n',
    );
  });

  it('exits 130 on Ctrl-C mid-wait: the sync goes on, and the command says so with the job id and how to cancel it', async () => {
    server.scriptDbtSync([{ status: 'COMPILING_DBT' }]);
    const fake = fakeIo({ env: env() });
    const exit = main(['dbt-sync', '42', ...FAST], fake.io);
    await fake.untilStdout(/COMPILING_DBT/);
    expect(fake.listeners()).toBe(1);
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted: dbt sync sync-job-1 of deployment 42 goes on at the service; check it with: platform-embed dbt-sync status 42 sync-job-1 (or cancel it with: platform-embed dbt-sync cancel 42 sync-job-1)\n',
    );
    expect(fake.listeners()).toBe(0);
    // Without --cancel-on-interrupt, nothing cancels it.
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    // Nothing more was asked of the service once interrupted.
    const polls = server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests.length).toBe(polls);
  });

  it('exits 130 on Ctrl-C while starting, saying the sync may have started', async () => {
    const fake = fakeIo({ env: env(), fetch: () => new Promise<Response>(() => undefined) });
    const exit = main(['dbt-sync', '42'], fake.io);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted while starting a dbt sync of deployment 42: it may have started at the service, but its job id is unknown\n',
    );
  });

  it('exits 1 when the service refuses: a wrong token (401)', async () => {
    const { code, fake } = await run(['dbt-sync', '42', ...FAST], {
      env: { ...env(), PLATFORM_TOKEN: 'not-the-token' },
    });
    expect(code).toBe(1);
    expect(fake.stderr()).toBe(
      'platform-embed: POST /api/v1/deployments/42/dbt-sync failed with HTTP 401: Unauthorized\n',
    );
    expect(fake.stdout()).toBe('');
  });
});

describe('dbt-sync <deploymentId> on a terminal', () => {
  it('redraws one line with the stage, a bar, the percentage and the message, ends it, then writes one line of the result', async () => {
    server.scriptDbtSync([
      { status: 'INITIALIZING' },
      { status: 'COMPILING_DBT', percentComplete: 50 },
      { status: 'COMPLETED' },
    ]);
    const { code, fake } = await run(['dbt-sync', '42', ...FAST], { isTTY: true, columns: 120 });
    expect(code).toBe(0);
    const summary = fake.writes.at(-1)?.text ?? '';
    expect(summary).toMatch(
      /^dbt sync sync-job-1 of deployment 42 completed in \d+ ms: 3 models, 3 cubes, 4 files generated\n$/,
    );
    expect(fake.writes.slice(0, -1).map((write) => write.text)).toEqual([
      '\x1b[2mdbt sync sync-job-1 of deployment 42 started (branch main)\x1b[22m\n',
      `\r\x1b[2K\x1b[1mINITIALIZING\x1b[22m ${'░'.repeat(20)}   0%  Starting the sync`,
      `\r\x1b[2K\x1b[1mCOMPILING_DBT\x1b[22m ${'█'.repeat(10)}${'░'.repeat(10)}  50%  Compiling the dbt project`,
      `\r\x1b[2K\x1b[1mCOMPLETED\x1b[22m ${'█'.repeat(20)} 100%  The dbt project is imported`,
      '\n',
    ]);
  });

  it('writes no escape sequence with NO_COLOR: the line is redrawn with \\r and spaces', async () => {
    const { code, fake } = await run(['dbt-sync', '42', ...FAST], { isTTY: true, env: { ...env(), NO_COLOR: '1' } });
    expect(code).toBe(0);
    expect(fake.stdout()).not.toContain('\x1b');
    expect(fake.stdout()).toContain('\rCOMPLETED ████████████████████ 100%  The dbt project is imported');
  });

  it('ends the redrawn line before the error of a failed sync', async () => {
    server.scriptDbtSync([{ status: 'FAILED', stage: 'RUNNING_DBT_DEPS', error: 'package not found' }]);
    const { code, fake } = await run(['dbt-sync', '42', ...FAST], { isTTY: true });
    expect(code).toBe(1);
    expect(fake.writes.at(-2)).toEqual({ stream: 'stdout', text: '\n' });
    expect(fake.writes.at(-1)).toEqual({
      stream: 'stderr',
      text: 'platform-embed: dbt sync sync-job-1 of deployment 42 failed at RUNNING_DBT_DEPS: package not found\n',
    });
  });
});

describe('dbt-sync --json', () => {
  it('writes NDJSON: started, each change, then the final status object, whatever stdout is', async () => {
    for (const isTTY of [false, true]) {
      server.scriptDbtSync([{ status: 'INITIALIZING' }, { status: 'COMPLETED' }]);
      const { code, fake } = await run(['dbt-sync', '42', '--json', ...FAST], { isTTY });
      expect(code).toBe(0);
      const lines = fake
        .stdout()
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.map((line) => line.event ?? line.status)).toEqual(['started', 'progress', 'progress', 'COMPLETED']);
      expect(lines[0]).toMatchObject({
        event: 'started',
        deploymentId: 42,
        branchName: 'main',
        syncJobId: expect.stringMatching(/^sync-job-\d$/),
      });
      expect(lines[1]).toMatchObject({
        event: 'progress',
        status: 'INITIALIZING',
        progress: { stage: 'INITIALIZING', percentComplete: 0 },
      });
      // The final status object, with the job's result.
      const { result, ...final } = lines[3]!;
      expect(final).toEqual({ ...lines[2], event: undefined });
      expect(Object.keys(lines[3]!)).not.toContain('event');
      expect(result).toMatchObject({
        syncJobId: lines[0]!.syncJobId,
        manifestStats: { models: 3 },
        cubeCount: 3,
        generatedFiles: expect.arrayContaining([{ path: 'model/cubes/orders.yml' }]),
        durationMs: expect.any(Number),
      });
    }
  });

  it('ends with the FAILED status object, and the error on stderr', async () => {
    server.scriptDbtSync([{ status: 'FAILED', error: 'boom' }]);
    const { code, fake } = await run(['dbt-sync', '42', '--json', ...FAST]);
    expect(code).toBe(1);
    const last = JSON.parse(fake.stdout().trimEnd().split('\n').at(-1)!) as Record<string, unknown>;
    expect(last).toMatchObject({ status: 'FAILED', error: 'boom' });
    expect(fake.stderr()).toMatch(/^platform-embed: dbt sync sync-job-1 of deployment 42 failed at FAILED: boom\n$/);
  });
});

describe('dbt-sync --no-wait', () => {
  it('starts the sync, prints its job id and how to check it, and exits 0 without polling', async () => {
    const { code, fake } = await run(['dbt-sync', '42', '--no-wait', '--branch', 'dev']);
    expect(code).toBe(0);
    expect(fake.stdout()).toBe(
      'dbt sync sync-job-1 of deployment 42 started; check it with: platform-embed dbt-sync status 42 sync-job-1\n',
    );
    expect(server.requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('with --json, prints the started job', async () => {
    const { code, fake } = await run(['dbt-sync', '42', '--no-wait', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(fake.stdout())).toEqual({
      branchName: 'main',
      syncJobId: 'sync-job-1',
      workflowId: 'dbt-sync-workflow-1',
    });
  });
});
