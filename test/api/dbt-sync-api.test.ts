/**
 * dbtSync beyond start/status/wait: cancel (a DELETE, retried as idempotent), result, and the
 * three cursor lists (logs, generated files, the run list) with their filters and paging —
 * requests checked before anything is sent.
 */
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../support/expect-api-error.js';
import { json } from './fake-fetch.js';
import { BASE, scriptedClient } from './scripted-client.js';

const JOB = `${BASE}/api/v1/deployments/42/dbt-sync/job-1`;
const page = (items: unknown[], endCursor: string | null, hasNextPage: boolean) => ({
  items,
  pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: null, endCursor },
});
const entry = (message: string) => ({ timestamp: '2026-11-27T10:00:00Z', level: 'info', stream: 'system', message });

describe('dbtSync.cancel', () => {
  it('DELETEs the job and resolves with the service’s message; retried like any DELETE', async () => {
    const { api, fake, time } = scriptedClient([json(503, {}), json(200, { message: 'Sync cancelled' })]);
    expect(await time.run(api.dbtSync.cancel(42, 'job-1'))).toEqual({ message: 'Sync cancelled' });
    expect(fake.sent.map(({ method, url }) => `${method} ${url}`)).toEqual([`DELETE ${JOB}`, `DELETE ${JOB}`]);
  });

  it('a job that has ended is CONFLICT with the service’s code; bad ids are refused, nothing sent', async () => {
    const { api, fake, time } = scriptedClient([
      json(409, { code: 'sync_not_running', message: 'The sync has already ended' }),
    ]);
    const error = await expectApiError(time.run(api.dbtSync.cancel(42, 'job-1')), 'CONFLICT');
    expect(error.serviceCode).toBe('sync_not_running');
    expect(error.retryable).toBe(false);
    expect(fake.sent).toHaveLength(1);
    await expectApiError(api.dbtSync.cancel(0, 'job-1'), 'INVALID_REQUEST');
    await expectApiError(api.dbtSync.cancel(42, ''), 'INVALID_REQUEST');
    await expectApiError(api.dbtSync.cancel(42, 'job-1', { signal: 'no' as never }), 'INVALID_REQUEST');
    expect(fake.sent).toHaveLength(1);
  });
});

describe('dbtSync.result', () => {
  it('GETs what the job produced', async () => {
    const result = {
      syncJobId: 'job-1',
      generatedFiles: [{ path: 'model/cubes/orders.yml' }],
      manifestStats: { models: 12, sources: 3, macros: 40 },
      cubeCount: 12,
      completedAt: '2026-11-27T10:05:00Z',
      durationMs: 300_000,
    };
    const { api, fake, time } = scriptedClient([json(200, result)]);
    expect(await time.run(api.dbtSync.result(42, 'job-1'))).toEqual(result);
    expect(fake.sent[0]?.url).toBe(`${JOB}/result`);
  });

  it('an aborted signal rejects with ABORTED, nothing sent', async () => {
    const { api, fake, time } = scriptedClient([json(200, {})]);
    await expectApiError(time.run(api.dbtSync.result(42, 'job-1', { signal: AbortSignal.abort() })), 'ABORTED');
    expect(fake.sent).toHaveLength(0);
  });
});

describe('dbtSync lists', () => {
  it('logs: every entry of every page, a next page followed by its cursor', async () => {
    const { api, fake, time } = scriptedClient([
      json(200, page([entry('one'), entry('two')], 'c1', true)),
      json(200, page([entry('three')], 'c2', false)),
    ]);
    const messages: string[] = [];
    await time.run(
      (async () => {
        for await (const item of api.dbtSync.logs(42, 'job-1')) messages.push(item.message);
      })(),
    );
    expect(messages).toEqual(['one', 'two', 'three']);
    expect(fake.sent.map((request) => request.url)).toEqual([`${JOB}/logs`, `${JOB}/logs?after=c1`]);
  });

  it('generated files: pages, and maxPages stops early', async () => {
    const { api, fake, time } = scriptedClient([
      json(200, page([{ path: 'a.yml', content: 'cubes: []' }], 'c1', true)),
    ]);
    const pages: unknown[] = [];
    await time.run(
      (async () => {
        for await (const one of api.dbtSync.generatedFiles(42, 'job-1', { maxPages: 1 }).pages()) pages.push(one);
      })(),
    );
    expect(pages).toHaveLength(1);
    expect(fake.sent.map((request) => request.url)).toEqual([`${JOB}/generated-files`]);
  });

  it('list: the deployment’s runs, filtered by status and trigger', async () => {
    const run = {
      syncJobId: 'job-1',
      deploymentId: 42,
      status: 'CANCELLED',
      trigger: 'api',
      source: 'git',
      branchName: 'main',
      startedAt: '2026-11-27T10:00:00Z',
    };
    const { api, fake, time } = scriptedClient([json(200, { items: [run], pageInfo: null })]);
    const runs: unknown[] = [];
    await time.run(
      (async () => {
        for await (const item of api.dbtSync.list(42, { status: 'CANCELLED', trigger: 'api', after: 'c0' }))
          runs.push(item);
      })(),
    );
    expect(runs).toEqual([run]);
    expect(fake.sent[0]?.url).toBe(`${BASE}/api/v1/deployments/42/dbt-sync?status=CANCELLED&trigger=api&after=c0`);
  });

  it('refuses bad ids and options at once, nothing sent', async () => {
    const { api, fake } = scriptedClient([json(200, page([], null, false))]);
    expect(() => api.dbtSync.list(-1)).toThrow(expect.objectContaining({ code: 'INVALID_REQUEST' }));
    expect(() => api.dbtSync.logs(42, '')).toThrow(expect.objectContaining({ code: 'INVALID_REQUEST' }));
    expect(() => api.dbtSync.logs(42, 'job-1', { maxPages: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_REQUEST' }),
    );
    expect(() => api.dbtSync.list(42, 'all' as never)).toThrow(expect.objectContaining({ code: 'INVALID_REQUEST' }));
    expect(fake.sent).toHaveLength(0);
  });
});
