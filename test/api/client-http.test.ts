// @vitest-environment node
/**
 * The platform client against the fake platform server, over real HTTP on 127.0.0.1: whole dbt
 * syncs (COMPLETED, FAILED, an unknown status on the way), 429 with Retry-After then success,
 * POST never retried, a dropped connection, abort mid-wait, paging through 3 pages, and 401
 * with a wrong token. Delays are set to a few milliseconds; the server is closed after each test.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createPlatformClient,
  type DbtSyncStatusResponse,
  type PlatformConnectionOptions,
  type TokenSource,
} from '../../src/api/index.js';
import {
  FAKE_PLATFORM_TOKEN,
  type FakePlatformServer,
  type FakePlatformServerOptions,
  startFakeEmbedServer,
  startFakePlatformServer,
} from '../../src/testing/servers/index.js';
import { RUNNING_STATUSES } from '../support/dbt-sync.js';
import { expectApiError } from '../support/expect-api-error.js';

let server: FakePlatformServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: FakePlatformServerOptions = {}) {
  server = await startFakePlatformServer(options);
  const api = (extra: Partial<PlatformConnectionOptions> & { token?: TokenSource } = {}) =>
    createPlatformClient({
      baseUrl: (server as FakePlatformServer).baseUrl,
      token: FAKE_PLATFORM_TOKEN,
      retry: { minDelayMs: 1, maxDelayMs: 5 },
      ...extra,
    });
  return { server, api };
}

/** The requests the server saw, as `METHOD path`, preflights left out. */
const seen = (s: FakePlatformServer) =>
  s.requests.filter((r) => r.method !== 'OPTIONS').map((r) => `${r.method} ${r.path}`);

const fast = { minDelayMs: 1, maxDelayMs: 5 };

describe('dbt sync over HTTP', () => {
  it('starts a sync and waits through every stage to COMPLETED, reporting each change once', async () => {
    const { server: s, api } = await start();
    const client = api();
    const job = await client.dbtSync.start(42, { branchName: 'dev' });
    expect(typeof job.syncJobId).toBe('string');
    const progress: DbtSyncStatusResponse[] = [];
    const done = await client.dbtSync.wait(42, job.syncJobId, {
      ...fast,
      onProgress: (status) => progress.push(status),
    });
    expect(done.status).toBe('COMPLETED');
    expect(progress.map((status) => status.status)).toEqual([...RUNNING_STATUSES, 'COMPLETED']);
    const polls = seen(s).filter(
      (line) => line === `GET /api/v1/deployments/42/dbt-sync/${encodeURIComponent(job.syncJobId)}`,
    );
    expect(polls).toHaveLength(10);
    expect(s.requests[0]?.body).toEqual({ branchName: 'dev' });
    expect(s.requests[0]?.headers.authorization).toBe('Bearer [redacted]');
  });

  it('a FAILED sync rejects with SYNC_FAILED holding the service’s error and the final status', async () => {
    const { server: s, api } = await start();
    s.scriptDbtSync([
      { status: 'INITIALIZING', percentComplete: 0 },
      { status: 'RUNNING_DBT_DEPS', percentComplete: 40 },
      { status: 'FAILED', stage: 'RUNNING_DBT_DEPS', percentComplete: 40, error: 'Package dbt_utils not found' },
    ]);
    const client = api();
    const { syncJobId } = await client.dbtSync.start(42);
    const error = await expectApiError(client.dbtSync.wait(42, syncJobId, fast), 'SYNC_FAILED');
    expect(error.message).toContain('Package dbt_utils not found');
    expect(error.body).toMatchObject({ syncJobId, status: 'FAILED', error: 'Package dbt_utils not found' });
  });

  it('an unknown status is still running, then COMPLETED resolves', async () => {
    const { server: s, api } = await start({
      dbtSync: [
        { status: 'WARMING_CACHE', percentComplete: 10 },
        { status: 'WARMING_CACHE', percentComplete: 10 },
        { status: 'COMPLETED', percentComplete: 100 },
      ],
    });
    const client = api();
    const { syncJobId } = await client.dbtSync.start(7);
    const statuses: string[] = [];
    const done = await client.dbtSync.wait(7, syncJobId, {
      ...fast,
      onProgress: (status) => statuses.push(status.status),
    });
    expect(done.progress.percentComplete).toBe(100);
    expect(statuses).toEqual(['WARMING_CACHE', 'COMPLETED']);
    expect(seen(s).filter((line) => line.includes('/dbt-sync/'))).toHaveLength(3);
  });

  it('a 503 and a dropped connection while waiting are retried by the transport, once each: the one retry loop', async () => {
    const { server: s, api } = await start({ dbtSync: [{ status: 'COMPILING_DBT' }, { status: 'COMPLETED' }] });
    const client = api({ retry: { minDelayMs: 1, maxDelayMs: 5 } });
    const { syncJobId } = await client.dbtSync.start(42);
    s.failNext({ path: '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}', status: 503 });
    s.dropNext({ path: '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}' });
    expect((await client.dbtSync.wait(42, syncJobId, fast)).status).toBe('COMPLETED');
    expect(seen(s).filter((line) => line.includes('/dbt-sync/'))).toHaveLength(4);
    // Without retries in the transport, the wait does not retry either: the 503 is its error.
    const strict = api({ retry: false });
    const again = await strict.dbtSync.start(42);
    s.failNext({ path: '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}', status: 503 });
    await expectApiError(strict.dbtSync.wait(42, again.syncJobId, fast), 'SERVER_ERROR');
  });

  it('aborting mid-wait rejects at once with ABORTED and polls no more', async () => {
    const { server: s, api } = await start({ dbtSync: [{ status: 'COMPILING_DBT', percentComplete: 60 }] });
    const client = api();
    const { syncJobId } = await client.dbtSync.start(42);
    const controller = new AbortController();
    const waiting = client.dbtSync.wait(42, syncJobId, {
      signal: controller.signal,
      minDelayMs: 60_000,
      maxDelayMs: 60_000,
      // Aborted in the middle of the minute-long pause that follows the first poll.
      onProgress: () => setTimeout(() => controller.abort(), 20),
    });
    const started = Date.now();
    const error = await expectApiError(waiting, 'ABORTED');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(error.message).toMatch(/the sync goes on at the service$/);
    const polls = seen(s).filter((line) => line.includes('/dbt-sync/')).length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen(s).filter((line) => line.includes('/dbt-sync/'))).toHaveLength(polls);
    expect(polls).toBe(1);
  });

  it('an unknown job is NOT_FOUND', async () => {
    const { api } = await start();
    await expectApiError(api().dbtSync.status(42, 'no-such-job'), 'NOT_FOUND');
  });
});

describe('retries over HTTP', () => {
  it('429 with Retry-After, then success: waits what it says and gets the answer', async () => {
    const { server: s, api } = await start();
    s.failNext({ path: '/api/v1/deployments/42/reports', status: 429, retryAfterSeconds: 1 });
    const started = Date.now();
    const { data } = await api().GET('/api/v1/deployments/{deploymentId}/reports', {
      params: { path: { deploymentId: 42 }, query: { first: 5 } },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(data.items).toHaveLength(5);
    expect(s.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  it('GET goes through 502, 503, 504 flakiness within its retries, and fails after them', async () => {
    const { server: s, api } = await start();
    s.failNext({ path: '/api/v1/deployments/42/folders', status: 502 });
    s.failNext({ path: '/api/v1/deployments/42/folders', status: 504 });
    expect(
      (await api().GET('/api/v1/deployments/{deploymentId}/folders', { params: { path: { deploymentId: 42 } } })).data
        .items.length,
    ).toBeGreaterThan(0);
    s.failNext({ path: '/api/v1/deployments/42/folders', status: 503, times: 3 });
    const error = await expectApiError(
      api().GET('/api/v1/deployments/{deploymentId}/folders', { params: { path: { deploymentId: 42 } } }),
      'SERVER_ERROR',
    );
    expect(error.status).toBe(503);
    expect(s.requests.map((r) => r.status)).toEqual([502, 504, 200, 503, 503, 503]);
  });

  it('POST is never retried: one request for a 503, one for a dropped connection', async () => {
    const { server: s, api } = await start();
    s.failNext({ method: 'POST', status: 503 });
    await expectApiError(api().dbtSync.start(42), 'SERVER_ERROR');
    s.dropNext({ method: 'POST' });
    await expectApiError(api().dbtSync.start(42), 'NETWORK');
    expect(seen(s)).toEqual(['POST /api/v1/deployments/42/dbt-sync', 'POST /api/v1/deployments/42/dbt-sync']);
  });

  it('a dropped connection is NETWORK, retried for GET', async () => {
    const { server: s, api } = await start();
    s.dropNext();
    const { data } = await api().GET('/api/v1/deployments/{deploymentId}/reports', {
      params: { path: { deploymentId: 42 } },
    });
    expect(data.items.length).toBeGreaterThan(0);
    expect(seen(s)).toHaveLength(2);
  });
});

describe('pagination over HTTP', () => {
  it('pages through 3 pages of reports, following the cursors', async () => {
    const { server: s, api } = await start({ reports: 25 });
    const names: unknown[] = [];
    for await (const report of api().paginate('/api/v1/deployments/{deploymentId}/reports', {
      params: { path: { deploymentId: 42 }, query: { first: 10 } },
    }))
      names.push(report);
    expect(names).toHaveLength(25);
    const requests = seen(s);
    expect(requests).toHaveLength(3);
    expect(requests[0]).toBe('GET /api/v1/deployments/42/reports?first=10');
    expect(requests.slice(1).every((line) => /[?&]after=/.test(line))).toBe(true);
    const pages: number[] = [];
    for await (const page of api()
      .paginate('/api/v1/deployments/{deploymentId}/folders', {
        params: { path: { deploymentId: 42 }, query: { first: 5 } },
      })
      .pages())
      pages.push(page.items.length);
    expect(pages).toEqual([5, 5, 2]);
  });

  it('refuses sortBy lastViewedAt before any request', async () => {
    const { server: s, api } = await start();
    expectApiError(
      () =>
        api().paginate('/api/v1/deployments/{deploymentId}/reports', {
          params: { path: { deploymentId: 42 }, query: { sortBy: 'lastViewedAt' } },
        }),
      'INVALID_REQUEST',
    );
    expect(s.requests).toHaveLength(0);
  });
});

describe('authentication over HTTP', () => {
  it('a wrong token is UNAUTHORIZED, not retried, and appears nowhere', async () => {
    const { server: s, api } = await start();
    const wrong = 'tok_wrong-SECRET-42';
    const error = await expectApiError(api({ token: wrong }).GET('/api/v1/regions'), 'UNAUTHORIZED');
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ message: 'Unauthorized' });
    expect(`${error.message} ${JSON.stringify(error.body)} ${String(error.cause ?? '')}`).not.toContain(wrong);
    expect(s.requests).toHaveLength(1);
    expect(JSON.stringify(s.requests)).not.toContain(wrong);
  });

  it('asks the token function for every request', async () => {
    const { server: s, api } = await start();
    let calls = 0;
    const client = api({
      token: async () => {
        calls += 1;
        return FAKE_PLATFORM_TOKEN;
      },
    });
    await client.GET('/api/v1/regions');
    await client.GET('/api/v1/regions');
    expect(calls).toBe(2);
    expect(s.requests.map((r) => r.status)).toEqual([200, 200]);
  });

  it('errors are ApiErrors', async () => {
    const { api } = await start();
    const error = await api({ baseUrl: 'http://127.0.0.1:9', retry: false })
      .GET('/api/v1/regions')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK');
  });
});

describe('the reference’s operations over HTTP', () => {
  it('signed embedding: a session generated with an API key, redeemed once by the embed, revoked with its token', async () => {
    const { server: s } = await start({ apiKey: 'pk_live_0123456789abcdef' });
    const client = createPlatformClient({ baseUrl: s.baseUrl, apiKey: 'pk_live_0123456789abcdef' });
    const url = await client.embed.sessionUrl({
      deploymentId: 42,
      externalId: 'alice',
      surface: 'dashboard',
      publicId: 'q3Sales0AbCd',
      params: { allowExport: true },
    });
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/embed/dashboard/q3Sales0AbCd');
    const sessionId = parsed.searchParams.get('session') ?? '';
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(s.requests.at(-1)?.authScheme).toBe('Api-Key');
    // What the embed does with it: the exchange needs no credential, and works once.
    const exchange = () =>
      fetch(`${s.baseUrl}/api/v1/embed/session/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId }),
      });
    const first = await exchange();
    expect(first.status).toBe(200);
    const { token } = (await first.json()) as { token: string };
    expect(s.embedTokenInfo(token)?.request).toMatchObject({ deploymentId: 42, externalId: 'alice' });
    expect((await exchange()).status).toBe(401);
    await client.embed.revokeSession(sessionId);
    expect(s.embedTokenInfo(token)).toBeUndefined();
    // The fake applies the reference's rules too: what the client lets through, it accepts.
    await expectApiError(
      client.embed.generateSession({ deploymentId: 42, internalId: 'bob@example.com', roles: ['x'] } as never),
      'INVALID_REQUEST',
    );
  });

  it('signed embedding with embedBaseUrl: the URL sessionUrl returns loads at the fake embed server, its session redeemed', async () => {
    const { server: s, api } = await start();
    const embed = await startFakeEmbedServer({ platform: s });
    try {
      const client = api({ embedBaseUrl: embed.baseUrl });
      const url = await client.embed.sessionUrl({
        deploymentId: 42,
        externalId: 'alice',
        surface: 'dashboard',
        publicId: 'sales-overview',
      });
      expect(new URL(url).origin).toBe(embed.origin);
      expect((await fetch(url)).status).toBe(200);
      expect(embed.loads.map((load) => [load.outcome, load.viewer])).toEqual([['signed', 'alice']]);
      expect(s.embedSessions().map((session) => session.state)).toEqual(['redeemed']);
    } finally {
      await embed.close();
    }
  });

  it('dbt sync: cancel ends a wait with SYNC_CANCELLED; a cancelled job is a CONFLICT to cancel again; the run list, logs, result', async () => {
    const { server: s, api } = await start();
    const client = api();
    const { syncJobId } = await client.dbtSync.start(42);
    await client.dbtSync.status(42, syncJobId);
    expect(await client.dbtSync.cancel(42, syncJobId)).toMatchObject({ message: expect.any(String) });
    await expectApiError(client.dbtSync.wait(42, syncJobId, fast), 'SYNC_CANCELLED');
    const again = await expectApiError(client.dbtSync.cancel(42, syncJobId), 'CONFLICT');
    expect(again.serviceCode).toBe('dbt_sync_not_running');
    const cancelled = [];
    for await (const run of client.dbtSync.list(42, { status: 'CANCELLED' })) cancelled.push(run.syncJobId);
    expect(cancelled).toEqual([syncJobId]);

    const done = await client.dbtSync.start(42);
    await client.dbtSync.wait(42, done.syncJobId, fast);
    const result = await client.dbtSync.result(42, done.syncJobId);
    expect(result.syncJobId).toBe(done.syncJobId);
    expect(result.generatedFiles.length).toBeGreaterThan(0);
    const logs = [];
    for await (const entry of client.dbtSync.logs(42, done.syncJobId)) logs.push(entry.message);
    expect(logs.length).toBeGreaterThan(1);
    const files = [];
    for await (const file of client.dbtSync.generatedFiles(42, done.syncJobId, { first: 2 })) files.push(file.path);
    expect(files).toEqual(result.generatedFiles.map((file) => file.path));
    expect(seen(s).filter((line) => line.startsWith('GET /api/v1/deployments/42/dbt-sync?'))).toEqual([
      'GET /api/v1/deployments/42/dbt-sync?status=CANCELLED',
    ]);
  });

  it('a 409 upsert_branch_changed is retried on an idempotent method, and is a CONFLICT with its code on POST', async () => {
    const { server: s, api } = await start();
    s.failNext({ status: 409, code: 'upsert_branch_changed' });
    const { response } = await api().PUT('/api/v1/deployments/{deploymentId}', {
      params: { path: { deploymentId: 42 } },
      body: { name: 'Sales' },
    });
    expect(response.ok).toBe(true);
    expect(seen(s)).toEqual(['PUT /api/v1/deployments/42', 'PUT /api/v1/deployments/42']);
    s.failNext({ status: 409, code: 'upsert_branch_changed' });
    const error = await expectApiError(api().dbtSync.start(42), 'CONFLICT');
    expect(error).toMatchObject({ serviceCode: 'upsert_branch_changed', retryable: true, status: 409 });
  });

  it('uploads a data-model file as a multipart form, typed, through a bodySerializer', async () => {
    const { server: s, api } = await start();
    await api().POST('/build/api/v1/deployments/{deploymentId}/data-model/upload/file', {
      params: { path: { deploymentId: 42 } },
      body: { transaction: 'tx-1', fileName: 'model/cubes/orders.yml', file: 'cubes: []' },
      bodySerializer: (body) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(body ?? {}))
          form.set(name, name === 'file' ? new Blob([String(value)]) : String(value));
        return form;
      },
    });
    expect(s.requests.at(-1)?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // The fake refuses the JSON a client without the serializer would send (a status the spec
    // does not list is INVALID_RESPONSE, its status kept).
    const refused = await expectApiError(
      api().POST('/build/api/v1/deployments/{deploymentId}/data-model/upload/file', {
        params: { path: { deploymentId: 42 } },
        body: { transaction: 'tx-1', fileName: 'a.yml' },
      }),
      'INVALID_RESPONSE',
    );
    expect(refused.status).toBe(415);
  });

  it('reads a list the service answers whole (pageInfo null without first) to its end', async () => {
    const { api } = await start();
    const names = [];
    for await (const report of api().paginate('/api/v1/deployments/{deploymentId}/reports', {
      params: { path: { deploymentId: 42 } },
    }))
      names.push(report.name);
    expect(names.length).toBeGreaterThan(10);
  });
});
