// @vitest-environment node
/**
 * The dbt sync operations of the fake platform server beyond start and status, over real HTTP
 * with plain `fetch`: cancel (and 409 once a job has ended), the result of a completed job, its
 * log and generated files as cursor lists, and the deployment's run list with its filters — all
 * agreeing with what the scripted job went through.
 */
import { describe, expect, it } from 'vitest';
import type { FakePlatformServer } from '../../../src/testing/servers/index.js';
import { RUNNING_STATUSES } from '../../support/dbt-sync.js';
import { fakePlatformServers, json } from './platform-server-helpers.js';

const start = fakePlatformServers();

const SYNCS = '/api/v1/deployments/42/dbt-sync';
const T0 = Date.UTC(2026, 0, 1);
/** The four files every fake sync writes. */
const FILES = [
  'model/cubes/orders.yml',
  'model/cubes/customers.yml',
  'model/cubes/line_items.yml',
  'model/views/sales.yml',
];

/** A server whose clock moves 1 s at each reading, so every time and duration is known. */
async function startTicking(options: Parameters<typeof start>[0] = {}): Promise<FakePlatformServer> {
  let time = T0 - 1000;
  return start({
    ...options,
    now: () => {
      time += 1000;
      return time;
    },
  });
}

async function ok(
  server: FakePlatformServer,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const answer = await json(server, method, path, body === undefined ? {} : { body });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

const startSync = async (server: FakePlatformServer, body: unknown = {}) =>
  (await ok(server, 'POST', SYNCS, body)).syncJobId as string;
const poll = async (server: FakePlatformServer, syncJobId: string) =>
  (await ok(server, 'GET', `${SYNCS}/${syncJobId}`)) as {
    status: string;
    updatedAt: string;
    progress: { stage: string };
  };

type List = {
  items: Array<Record<string, unknown>>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};
const list = async (server: FakePlatformServer, path: string) => (await ok(server, 'GET', path)) as unknown as List;

describe('cancel (DELETE …/dbt-sync/{syncJobId})', () => {
  it('cancels a running job: { message }, then every poll says CANCELLED at the stage it had reached', async () => {
    const server = await start();
    const syncJobId = await startSync(server);
    await poll(server, syncJobId);
    await poll(server, syncJobId);
    const cancelled = await ok(server, 'DELETE', `${SYNCS}/${syncJobId}`);
    expect(cancelled).toEqual({ message: expect.stringContaining(syncJobId) });
    const status = await poll(server, syncJobId);
    expect(status).toMatchObject({
      syncJobId,
      status: 'CANCELLED',
      progress: { stage: RUNNING_STATUSES[1], percentComplete: 11, message: 'Cancelled' },
    });
    // For good: the steps that were left are never served.
    expect(await poll(server, syncJobId)).toEqual(status);
  });

  it('cancels a job nobody polled yet, at INITIALIZING', async () => {
    const server = await start();
    const syncJobId = await startSync(server);
    await ok(server, 'DELETE', `${SYNCS}/${syncJobId}`);
    expect((await poll(server, syncJobId)).progress.stage).toBe('INITIALIZING');
  });

  it('a job that has ended (COMPLETED, FAILED, CANCELLED) is a 409 with a JSON { code, message }', async () => {
    const server = await start({ dbtSync: [{ status: 'COMPLETED' }] });
    const completed = await startSync(server);
    await poll(server, completed);
    server.scriptDbtSync([{ status: 'FAILED', error: 'boom' }]);
    const failed = await startSync(server);
    await poll(server, failed);
    const cancelled = await startSync(server);
    await ok(server, 'DELETE', `${SYNCS}/${cancelled}`);
    for (const [syncJobId, status] of [
      [completed, 'COMPLETED'],
      [failed, 'FAILED'],
      [cancelled, 'CANCELLED'],
    ]) {
      const conflict = await json(server, 'DELETE', `${SYNCS}/${syncJobId}`);
      expect(conflict).toEqual({
        status: 409,
        body: { code: 'dbt_sync_not_running', message: expect.stringContaining(status!) },
      });
    }
  });

  it("an unknown job, or another deployment's, is a 404", async () => {
    const server = await start();
    const syncJobId = await startSync(server);
    expect((await json(server, 'DELETE', `${SYNCS}/no-such-job`)).status).toBe(404);
    expect((await json(server, 'DELETE', `/api/v1/deployments/7/dbt-sync/${syncJobId}`)).status).toBe(404);
    // Nothing was cancelled.
    expect((await poll(server, syncJobId)).status).toBe('INITIALIZING');
  });
});

describe('result (GET …/result)', () => {
  it('of a COMPLETED job: the files it generated, the manifest counts, the cubes, when it completed and how long it took', async () => {
    const server = await startTicking();
    const syncJobId = await startSync(server);
    const statuses = [];
    for (let index = 0; index < 10; index += 1) statuses.push(await poll(server, syncJobId));
    const completed = statuses.at(-1)!;
    expect(completed.status).toBe('COMPLETED');
    const result = await ok(server, 'GET', `${SYNCS}/${syncJobId}/result`);
    expect(result).toEqual({
      syncJobId,
      generatedFiles: FILES.map((path) => ({ path })),
      manifestStats: { models: 3, sources: 2, macros: 14 },
      cubeCount: 3,
      completedAt: completed.updatedAt,
      // Started at the first reading of the clock, completed at the eleventh.
      durationMs: 10_000,
    });
    expect(completed.updatedAt).toBe(new Date(T0 + 10_000).toISOString());
    // The same files the generated-files list holds.
    const files = await list(server, `${SYNCS}/${syncJobId}/generated-files`);
    expect(files.items.map((file) => file.path)).toEqual(FILES);
  });

  it('of a job that did not complete (running, FAILED, CANCELLED) is a 409 with a code; of an unknown job a 404', async () => {
    const server = await start({ dbtSync: [{ status: 'COMPILING_DBT' }, { status: 'FAILED', error: 'boom' }] });
    const syncJobId = await startSync(server);
    const result = `${SYNCS}/${syncJobId}/result`;
    expect(await json(server, 'GET', result)).toEqual({
      status: 409,
      body: { code: 'dbt_sync_not_completed', message: expect.stringContaining('starting') },
    });
    await poll(server, syncJobId);
    expect((await json(server, 'GET', result)).body.message).toContain('COMPILING_DBT');
    await poll(server, syncJobId);
    expect((await json(server, 'GET', result)).body).toEqual({
      code: 'dbt_sync_not_completed',
      message: expect.stringContaining('FAILED'),
    });
    const cancelled = await startSync(server);
    await ok(server, 'DELETE', `${SYNCS}/${cancelled}`);
    expect((await json(server, 'GET', `${SYNCS}/${cancelled}/result`)).status).toBe(409);
    expect((await json(server, 'GET', `${SYNCS}/nope/result`)).status).toBe(404);
  });
});

describe('logs and generated files (cursor lists of what the job did so far)', () => {
  it('logs an entry at the start and one per step served, as it goes: time, level, stream, message, phase, duration', async () => {
    const server = await startTicking({
      dbtSync: [
        { status: 'INITIALIZING' },
        { status: 'COMPILING_DBT', message: 'Compiling 12 models' },
        { status: 'FAILED', error: 'Compilation Error' },
      ],
    });
    const syncJobId = await startSync(server, { branchName: 'dev' });
    const logs = `${SYNCS}/${syncJobId}/logs`;
    const started = await list(server, logs);
    expect(started.items).toEqual([
      {
        timestamp: new Date(T0).toISOString(),
        level: 'info',
        stream: 'system',
        message: expect.stringContaining('dev'),
      },
    ]);
    const statuses = [await poll(server, syncJobId), await poll(server, syncJobId), await poll(server, syncJobId)];
    // Polls past the last step add nothing.
    await poll(server, syncJobId);
    const { items, pageInfo } = await list(server, logs);
    expect(items).toEqual([
      started.items[0],
      {
        timestamp: statuses[0]!.updatedAt,
        level: 'info',
        stream: 'system',
        message: 'Starting the sync',
        phase: 'INITIALIZING',
        durationMs: 1000,
      },
      {
        timestamp: statuses[1]!.updatedAt,
        level: 'info',
        stream: 'system',
        message: 'Compiling 12 models',
        phase: 'COMPILING_DBT',
        durationMs: 1000,
      },
      {
        timestamp: statuses[2]!.updatedAt,
        level: 'error',
        stream: 'system',
        message: 'Compilation Error',
        phase: 'FAILED',
        durationMs: 1000,
      },
    ]);
    // Without first: the whole log as one page (the document requires a pageInfo here).
    expect(pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
  });

  it('pages the log with first and after', async () => {
    const server = await start();
    const syncJobId = await startSync(server);
    for (let index = 0; index < 10; index += 1) await poll(server, syncJobId);
    const logs = `${SYNCS}/${syncJobId}/logs`;
    const all = (await list(server, logs)).items;
    expect(all).toHaveLength(11);
    const seen: unknown[] = [];
    let page = await list(server, `${logs}?first=4`);
    seen.push(...page.items);
    while (page.pageInfo.hasNextPage) {
      page = await list(server, `${logs}?first=4&after=${encodeURIComponent(page.pageInfo.endCursor!)}`);
      expect(page.pageInfo.hasPreviousPage).toBe(true);
      seen.push(...page.items);
    }
    expect(seen).toEqual(all);
    expect(all.at(-1)).toMatchObject({ phase: 'COMPLETED', level: 'info' });
    // A cursor of another job's log is refused.
    const other = await startSync(server);
    expect(
      (await json(server, 'GET', `${SYNCS}/${other}/logs?after=${encodeURIComponent(page.pageInfo.endCursor!)}`))
        .status,
    ).toBe(400);
  });

  it('lists no file until the job writes them (WRITING_CUBE_FILES), then each with its content, paged', async () => {
    const server = await start();
    const syncJobId = await startSync(server);
    const files = `${SYNCS}/${syncJobId}/generated-files`;
    for (const stage of RUNNING_STATUSES.slice(0, 7)) {
      expect((await poll(server, syncJobId)).status).toBe(stage);
      expect((await list(server, files)).items, stage).toEqual([]);
    }
    expect((await poll(server, syncJobId)).status).toBe('WRITING_CUBE_FILES');
    const written = await list(server, files);
    expect(written.items.map((file) => file.path)).toEqual(FILES);
    expect(written.items.every((file) => typeof file.content === 'string' && file.content !== '')).toBe(true);
    const first = await list(server, `${files}?first=3`);
    expect([first.items.length, first.pageInfo.hasNextPage]).toEqual([3, true]);
    const rest = await list(server, `${files}?first=3&after=${encodeURIComponent(first.pageInfo.endCursor!)}`);
    expect([...first.items, ...rest.items]).toEqual(written.items);
    expect((await json(server, 'GET', `${SYNCS}/nope/generated-files`)).status).toBe(404);
    expect((await json(server, 'GET', `${SYNCS}/nope/logs`)).status).toBe(404);
  });
});

describe('the run list (GET …/dbt-sync)', () => {
  it("lists the deployment's runs newest first, each as the reference's DbtSyncRun, consistent with the job", async () => {
    const server = await startTicking({ dbtSync: [{ status: 'COMPLETED' }] });
    const completed = await startSync(server, { ref: 'v1.2.0' });
    const done = await poll(server, completed);
    server.scriptDbtSync([{ status: 'COMPILING_DBT' }, { status: 'FAILED', error: 'Compilation Error' }]);
    const failed = await startSync(server, { branchName: 'dev', source: 'manifest', manifest: { nodes: {} } });
    await poll(server, failed);
    const failure = await poll(server, failed);
    const running = await startSync(server);
    await startSync(server);
    await json(server, 'POST', '/api/v1/deployments/7/dbt-sync', { body: {} });

    const runs = (await list(server, SYNCS)).items;
    expect(runs.map((run) => run.syncJobId)).toEqual(['sync-job-4', running, failed, completed]);
    expect(runs[1]).toEqual({
      syncJobId: running,
      deploymentId: 42,
      status: 'RUNNING',
      trigger: 'api',
      source: 'git',
      branchName: 'main',
      gitRef: null,
      startedAt: expect.any(String),
      completedAt: null,
      durationMs: null,
      lastStage: null,
      errorMessage: null,
      failedPhase: null,
      stats: null,
    });
    expect(runs[2]).toMatchObject({
      status: 'FAILED',
      source: 'manifest',
      branchName: 'dev',
      completedAt: failure.updatedAt,
      errorMessage: 'Compilation Error',
      failedPhase: 'FAILED',
      lastStage: 'FAILED',
      stats: null,
    });
    expect(runs[3]).toMatchObject({
      status: 'COMPLETED',
      gitRef: 'v1.2.0',
      startedAt: new Date(T0).toISOString(),
      completedAt: done.updatedAt,
      durationMs: Date.parse(done.updatedAt) - T0,
      stats: { models: 3, sources: 2, macros: 14, cubeCount: 3, generatedFileCount: 4 },
    });
  });

  it('filters by status and trigger (400 for a value the document does not list), and pages', async () => {
    const server = await start({ dbtSync: [{ status: 'COMPLETED' }] });
    const completed = await startSync(server);
    await poll(server, completed);
    const cancelled = await startSync(server);
    await ok(server, 'DELETE', `${SYNCS}/${cancelled}`);
    const running = await startSync(server);
    const ids = async (query: string) => (await list(server, `${SYNCS}?${query}`)).items.map((run) => run.syncJobId);
    expect(await ids('status=COMPLETED')).toEqual([completed]);
    expect(await ids('status=CANCELLED')).toEqual([cancelled]);
    expect(await ids('status=RUNNING')).toEqual([running]);
    expect(await ids('status=FAILED')).toEqual([]);
    expect(await ids('trigger=api')).toEqual([running, cancelled, completed]);
    expect(await ids('trigger=webhook')).toEqual([]);
    for (const query of ['status=running', 'status=DONE', 'trigger=cron', 'first=0'])
      expect((await json(server, 'GET', `${SYNCS}?${query}`)).status, query).toBe(400);

    const first = await list(server, `${SYNCS}?first=2`);
    expect(first.items.map((run) => run.syncJobId)).toEqual([running, cancelled]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await list(server, `${SYNCS}?first=2&after=${encodeURIComponent(first.pageInfo.endCursor!)}`);
    expect([second.items.map((run) => run.syncJobId), second.pageInfo.hasNextPage]).toEqual([[completed], false]);
    // A cursor of the unfiltered list does not page a filtered one.
    expect(
      (await json(server, 'GET', `${SYNCS}?status=COMPLETED&after=${encodeURIComponent(first.pageInfo.endCursor!)}`))
        .status,
    ).toBe(400);
  });

  it("refuses a start the reference's StartDbtSyncInput does not allow (400 naming the field); null is a field left out", async () => {
    const server = await start();
    for (const [body, field] of [
      [{ branchName: '' }, 'branchName'],
      [{ source: 'svn' }, 'source'],
      [{ source: 'manifest' }, 'manifest'],
      [{ ref: 7 }, 'ref'],
      [{ output: 'zip' }, 'output'],
    ] as const) {
      const answer = await json(server, 'POST', SYNCS, { body });
      expect(answer.status, field).toBe(400);
      expect(answer.body.message, field).toMatch(new RegExp(`^${field}: expected`));
    }
    expect(
      await ok(server, 'POST', SYNCS, { branchName: null, source: null, ref: null, output: 'files' }),
    ).toMatchObject({ branchName: 'main' });
  });
});
