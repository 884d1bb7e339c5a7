/**
 * `dbt-sync`'s end once the sync is COMPLETED: one line of what it produced (models, cubes,
 * files generated, how long it took) on a terminal and in a log, the `result` in the final
 * `--json` object — and a result that cannot be read leaves the success a success (a note on
 * stderr, exit 0, `result: null`). Against the fake platform server, and a scripted service for
 * what the fake cannot do (a result that hangs, a refused connection).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DbtSyncResultResponse } from '../../src/api/index.js';
import { main } from '../../src/cli/main.js';
import { resultCounts, resultLine } from '../../src/cli/sync-result.js';
import {
  FAKE_PLATFORM_TOKEN,
  type FakePlatformServer,
  startFakePlatformServer,
} from '../../src/testing/servers/index.js';
import { fakeIo } from './fake-io.js';
import { jsonResponse, never, SCRIPTED_BASE_URL, type ScriptedCall, scriptedFetch } from './scripted-fetch.js';

const FAST = ['--poll-interval', '1ms', '--max-poll-interval', '2ms'];
const RESULT_PATH = '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/result';

const RESULT: DbtSyncResultResponse = {
  syncJobId: 'job-1',
  generatedFiles: [{ path: 'model/cubes/orders.yml' }, { path: 'model/cubes/customers.yml' }],
  manifestStats: { models: 12, sources: 3, macros: 40 },
  cubeCount: 1,
  completedAt: '2026-07-20T10:01:12.000Z',
  durationMs: 72_400,
};

describe('the result line', () => {
  it('names the job, how long it took, and the models, cubes and files', () => {
    expect(resultLine(42, 'job-1', RESULT)).toBe(
      'dbt sync job-1 of deployment 42 completed in 1m 12s: 12 models, 1 cube, 2 files generated',
    );
    expect(
      resultCounts({
        ...RESULT,
        manifestStats: { models: 1, sources: 0, macros: 0 },
        cubeCount: 0,
        generatedFiles: [{ path: 'a' }],
      }),
    ).toBe('1 model, 0 cubes, 1 file generated');
  });

  it('leaves out what the service did not give, or gave as something other than a count', () => {
    const odd = {
      syncJobId: 'job-1',
      manifestStats: { models: '12' },
      cubeCount: -1,
      generatedFiles: 'many',
      durationMs: Number.NaN,
    } as unknown as DbtSyncResultResponse;
    expect(resultLine(42, 'job-1', odd)).toBe('dbt sync job-1 of deployment 42 completed');
    for (const nothing of [{}, null, 'text', []])
      expect(resultLine(42, 'job-1', nothing as unknown as DbtSyncResultResponse)).toBe(
        'dbt sync job-1 of deployment 42 completed',
      );
    expect(resultLine(42, 'job-1', { cubeCount: 2, durationMs: 850 } as DbtSyncResultResponse)).toBe(
      'dbt sync job-1 of deployment 42 completed in 850 ms: 2 cubes',
    );
  });
});

describe('against the fake platform server', () => {
  let server: FakePlatformServer;
  beforeEach(async () => {
    server = await startFakePlatformServer({ dbtSync: [{ status: 'COMPILING_DBT' }, { status: 'COMPLETED' }] });
  });
  afterEach(async () => {
    await server.close();
  });
  const env = () => ({ PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN });

  it('a result the service refuses: exit 0, the COMPLETED line, and a note on stderr saying why the summary is missing', async () => {
    server.failNext({ method: 'GET', path: RESULT_PATH, status: 404 });
    const fake = fakeIo({ env: env() });
    expect(await main(['dbt-sync', '42', ...FAST], fake.io)).toBe(0);
    expect(fake.stdout().trimEnd().split('\n').at(-1)).toMatch(/ COMPLETED 100% The dbt project is imported$/);
    expect(fake.stdout()).not.toContain(' completed');
    expect(fake.stderr()).toBe(
      'platform-embed: note: dbt sync sync-job-1 of deployment 42 completed, but its result could not be read: GET /api/v1/deployments/42/dbt-sync/sync-job-1/result failed with HTTP 404: Not Found\n',
    );
  });

  it('with --json, the final status object has result: null then', async () => {
    server.failNext({ method: 'GET', path: RESULT_PATH, status: 500 });
    const fake = fakeIo({ env: env() });
    expect(await main(['dbt-sync', '42', '--json', ...FAST], fake.io)).toBe(0);
    const last = JSON.parse(fake.stdout().trimEnd().split('\n').at(-1)!) as Record<string, unknown>;
    expect(last).toMatchObject({ status: 'COMPLETED', result: null });
    expect(fake.stderr()).toMatch(
      /^platform-embed: note: dbt sync sync-job-1 of deployment 42 completed, but its result could not be read: .*HTTP 500/,
    );
  });

  it('a FAILED sync has no result, and asks for none', async () => {
    server.scriptDbtSync([{ status: 'FAILED', error: 'bad model' }]);
    const fake = fakeIo({ env: env() });
    expect(await main(['dbt-sync', '42', '--json', ...FAST], fake.io)).toBe(1);
    expect(Object.keys(JSON.parse(fake.stdout().trimEnd().split('\n').at(-1)!) as object)).not.toContain('result');
    expect(server.requests.some((request) => request.path.endsWith('/result'))).toBe(false);
  });
});

describe('against a scripted service', () => {
  /** A sync that completes at the first poll, and a result answered by `result`. */
  const service = (result: (call: ScriptedCall) => Response | Promise<Response>) =>
    scriptedFetch((call) => {
      if (call.method === 'POST') return jsonResponse({ branchName: 'main', syncJobId: 'job-1', workflowId: 'w' });
      if (call.path.endsWith('/result')) return result(call);
      if (call.method === 'GET')
        return jsonResponse({
          syncJobId: 'job-1',
          status: 'COMPLETED',
          progress: { stage: 'COMPLETED', percentComplete: 100, message: 'done' },
          updatedAt: 'now',
        });
      return undefined;
    });
  const env = { PLATFORM_BASE_URL: SCRIPTED_BASE_URL, PLATFORM_TOKEN: 'scripted-token-0123456789' };

  it('shows the result on a terminal as one line after the progress line', async () => {
    const scripted = service(() => jsonResponse(RESULT));
    const fake = fakeIo({ env: { ...env, NO_COLOR: '1' }, isTTY: true, fetch: scripted.fetch });
    expect(await main(['dbt-sync', '42', ...FAST], fake.io)).toBe(0);
    expect(
      fake
        .stdout()
        .endsWith('done\ndbt sync job-1 of deployment 42 completed in 1m 12s: 12 models, 1 cube, 2 files generated\n'),
    ).toBe(true);
  });

  it('a result the network fails: exit 0, and the note names the address that could not be reached', async () => {
    const scripted = service(() =>
      Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
        }),
      ),
    );
    const fake = fakeIo({ env, fetch: scripted.fetch });
    expect(await main(['dbt-sync', '42', ...FAST], fake.io)).toBe(0);
    expect(fake.stderr()).toBe(
      'platform-embed: note: dbt sync job-1 of deployment 42 completed, but its result could not be read: GET /api/v1/deployments/42/dbt-sync/job-1/result could not reach https://acme.example.com:443 (connection refused)\n',
    );
    // Retried as any GET, before the note.
    expect(scripted.calls.filter((call) => call.path.endsWith('/result')).length).toBe(3);
  }, 10_000);

  it('Ctrl-C while the result is read: exit 130, saying the sync completed', async () => {
    const scripted = service(never);
    const fake = fakeIo({ env, fetch: scripted.fetch });
    const exit = main(['dbt-sync', '42', ...FAST], fake.io);
    while (!scripted.calls.some((call) => call.path.endsWith('/result')))
      await new Promise((resolve) => setTimeout(resolve, 1));
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted: dbt sync job-1 of deployment 42 completed; its result was not read\n',
    );
  });
});
