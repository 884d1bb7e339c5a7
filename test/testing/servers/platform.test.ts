// @vitest-environment node
/**
 * The fake platform server over real HTTP, with plain `fetch` (no SDK client): the bearer check,
 * dbt sync jobs through their steps (every stage to COMPLETED, FAILED with its error, an unknown
 * status), the cursor lists, every other endpoint's answer, failures and dropped connections on
 * request, 404/405/400, CORS, recorded requests without secrets, and a close that releases the port.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import {
  FAKE_PLATFORM_TOKEN,
  type FakeDbtSyncStep,
  type FakePlatformServer,
  type FakePlatformServerOptions,
  startFakePlatformServer,
} from '../../../src/testing/servers/index.js';
import { FORM_ROUTES, PLATFORM_ROUTES, PUBLIC_ROUTES } from '../../../src/testing/servers/platform-routes.js';
import { RUNNING_STATUSES } from '../../support/dbt-sync.js';
import { importWithTripwires } from '../../support/dom-tripwires.js';
import { connectToLoopback } from '../../support/loopback.js';
import { call, fakePlatformServers, json } from './platform-server-helpers.js';

const start = fakePlatformServers();

interface Status {
  syncJobId: string;
  status: string;
  progress: { stage: string; percentComplete: number; message: string | null };
  updatedAt: string;
  error?: string | null;
}

const RUNNING = RUNNING_STATUSES;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function startSync(server: FakePlatformServer, deploymentId = 42, input: unknown = { branchName: 'dev' }) {
  const { status, body } = await json(server, 'POST', `/api/v1/deployments/${deploymentId}/dbt-sync`, { body: input });
  expect(status).toBe(200);
  return body as { branchName: string; syncJobId: string; workflowId: string };
}

async function poll(server: FakePlatformServer, syncJobId: string, deploymentId = 42): Promise<Status> {
  const { status, body } = await json(server, 'GET', `/api/v1/deployments/${deploymentId}/dbt-sync/${syncJobId}`);
  expect(status).toBe(200);
  return body as unknown as Status;
}

async function pollAll(server: FakePlatformServer, syncJobId: string, times: number): Promise<Status[]> {
  const statuses: Status[] = [];
  for (let index = 0; index < times; index += 1) statuses.push(await poll(server, syncJobId));
  return statuses;
}

describe('authentication (spec 5.1)', () => {
  it('refuses a request without a token, or with another one, with 401 { message: "Unauthorized" }; accepts the token', async () => {
    const server = await start();
    for (const token of [null, 'wrong-token']) {
      const response = await call(server, 'GET', '/api/v1/app-config', { token });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    }
    // Another scheme with the right token is no bearer token either.
    expect(
      (
        await call(server, 'GET', '/api/v1/app-config', {
          token: null,
          headers: { authorization: `Api-Key ${FAKE_PLATFORM_TOKEN}` },
        })
      ).status,
    ).toBe(401);
    const { status, body } = await json(server, 'GET', '/api/v1/app-config');
    expect(status).toBe(200);
    expect(body).toHaveProperty('sheetsUi');
  });

  it('checks the token on every path, unknown ones and the build surface included', async () => {
    const server = await start();
    for (const path of [
      '/api/v1/nowhere',
      '/build/api/v1/deployments/42/branches',
      '/api/v1/deployments/42/dbt-sync/sync-job-1',
    ]) {
      expect((await call(server, 'GET', path, { token: 'wrong' })).status, path).toBe(401);
    }
  });

  it('accepts the token it was given, and only that one', async () => {
    const server = await start({ token: 'ci-secret-token' });
    expect((await call(server, 'GET', '/api/v1/regions')).status).toBe(401);
    expect((await call(server, 'GET', '/api/v1/regions', { token: 'ci-secret-token' })).status).toBe(200);
  });
});

describe('API keys (Authorization: Api-Key)', () => {
  const KEY = 'test-platform-api-key';
  const withKey = (key: string) => ({ token: null, headers: { authorization: `Api-Key ${key}` } });

  it('accepts the key it was given as Api-Key, and the token as Bearer, recording which scheme authenticated each', async () => {
    const server = await start({ apiKey: KEY });
    expect((await call(server, 'GET', '/api/v1/app-config', withKey(KEY))).status).toBe(200);
    expect((await call(server, 'GET', '/api/v1/app-config')).status).toBe(200);
    // Any case of the scheme, as HTTP says.
    expect(
      (await call(server, 'GET', '/api/v1/app-config', { token: null, headers: { authorization: `api-key ${KEY}` } }))
        .status,
    ).toBe(200);
    expect(server.requests.map((request) => [request.authScheme, request.headers.authorization])).toEqual([
      ['Api-Key', 'Api-Key [redacted]'],
      ['Bearer', 'Bearer [redacted]'],
      ['Api-Key', 'api-key [redacted]'],
    ]);
    expect(JSON.stringify(server.requests)).not.toContain(KEY);
  });

  it('refuses a credential under the other scheme, another key, and any key when it has none (401, both challenges)', async () => {
    const server = await start({ apiKey: KEY });
    const refused = [
      { token: KEY }, // the key as a bearer token
      withKey(FAKE_PLATFORM_TOKEN), // the token as a key
      withKey('another-key'),
      { token: null, headers: { authorization: KEY } }, // no scheme
    ];
    for (const init of refused) {
      const response = await call(server, 'GET', '/api/v1/app-config', init);
      expect(response.status, JSON.stringify(init)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer, Api-Key');
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(server.requests.every((request) => request.authScheme === undefined)).toBe(true);
    const keyless = await start();
    expect((await call(keyless, 'GET', '/api/v1/app-config', withKey(KEY))).status).toBe(401);
    await expect(startFakePlatformServer({ apiKey: 'has space' })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    await expect(startFakePlatformServer({ apiKey: '' })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
  });
});

describe('dbt sync (spec 2.1, 2.2, 3.1, 4.1)', () => {
  it('starts a job: 200 { branchName, syncJobId, workflowId }', async () => {
    const server = await start();
    const started = await startSync(server, 42, { branchName: 'dev' });
    expect(started).toEqual({ branchName: 'dev', syncJobId: expect.any(String), workflowId: expect.any(String) });
    const other = (await json(server, 'POST', '/api/v1/deployments/42/dbt-sync')).body;
    expect(other.branchName).toBe('main');
    expect(other.syncJobId).not.toBe(started.syncJobId);
  });

  it('goes through every stage of 3.1, one per poll, to COMPLETED, then repeats it unchanged', async () => {
    const server = await start();
    const { syncJobId } = await startSync(server);
    const statuses = await pollAll(server, syncJobId, 10);
    expect(statuses.map((status) => status.status)).toEqual([...RUNNING, 'COMPLETED']);
    for (const status of statuses) {
      expect(Object.keys(status).sort()).toEqual(['progress', 'status', 'syncJobId', 'updatedAt']);
      expect(status.syncJobId).toBe(syncJobId);
      expect(status.progress.stage).toBe(status.status);
      expect(typeof status.progress.message).toBe('string');
      expect(status.updatedAt).toMatch(ISO);
      expect(Number.isNaN(Date.parse(status.updatedAt))).toBe(false);
    }
    const times = statuses.map((status) => Date.parse(status.updatedAt));
    expect(times.every((time, index) => index === 0 || time > times[index - 1]!)).toBe(true);
    // Derived from the stage: 0 at the first, rising at each, 100 when done.
    expect(statuses.map((status) => status.progress.percentComplete)).toEqual([0, 11, 22, 33, 44, 56, 67, 78, 89, 100]);
    // Then the last step for ever, with the same updatedAt (nothing changed).
    expect(await pollAll(server, syncJobId, 2)).toEqual([statuses[9], statuses[9]]);
  });

  it('FAILED carries the error of the script (and a default one when the step gives none); error appears only with FAILED', async () => {
    const server = await start();
    server.scriptDbtSync([
      { status: 'INITIALIZING' },
      { status: 'COMPILING_DBT', message: 'Compiling 12 models' },
      { status: 'FAILED', error: 'Compilation Error in model orders' },
    ]);
    const { syncJobId } = await startSync(server);
    const [first, second, failed] = await pollAll(server, syncJobId, 3);
    expect(first).not.toHaveProperty('error');
    expect(second).not.toHaveProperty('error');
    expect(second!.progress).toEqual({ stage: 'COMPILING_DBT', percentComplete: 56, message: 'Compiling 12 models' });
    expect(failed).toMatchObject({ status: 'FAILED', error: 'Compilation Error in model orders' });
    // FAILED is no stage of its own: the bar stays where the sync stopped.
    expect(failed!.progress.percentComplete).toBe(56);
    expect(await poll(server, syncJobId)).toEqual(failed);

    server.scriptDbtSync([{ status: 'FAILED', stage: 'RUNNING_DBT_DEPS' }]);
    const other = await startSync(server);
    const status = await poll(server, other.syncJobId);
    expect(status.error).toEqual(expect.any(String));
    expect(status.error).not.toBe('');
    expect(status.progress).toMatchObject({ stage: 'RUNNING_DBT_DEPS', percentComplete: 44 });
  });

  it('sends an unknown status as it is (a client must treat it as running), then COMPLETED', async () => {
    const server = await start();
    server.scriptDbtSync([
      { status: 'WAITING_FOR_WORKER' },
      { status: 'WAITING_FOR_WORKER', message: 'Queued' },
      { status: 'COMPLETED' },
    ]);
    const { syncJobId } = await startSync(server);
    const statuses = await pollAll(server, syncJobId, 3);
    expect(
      statuses.map((status) => [
        status.status,
        status.progress.stage,
        status.progress.percentComplete,
        status.progress.message,
      ]),
    ).toEqual([
      ['WAITING_FOR_WORKER', 'WAITING_FOR_WORKER', 0, null],
      ['WAITING_FOR_WORKER', 'WAITING_FOR_WORKER', 0, 'Queued'],
      ['COMPLETED', 'COMPLETED', 100, expect.any(String)],
    ]);
  });

  it('uses the steps given, percentages and messages as given; a last step that is not terminal repeats for ever', async () => {
    const server = await start({ dbtSync: [{ status: 'UPLOADING_PROJECT', percentComplete: 5, message: null }] });
    const { syncJobId } = await startSync(server);
    const [first, again] = await pollAll(server, syncJobId, 2);
    expect(first!.progress).toEqual({ stage: 'UPLOADING_PROJECT', percentComplete: 5, message: null });
    expect(again).toEqual(first);
  });

  it('a script applies to jobs started from then on; a started job keeps its steps', async () => {
    const server = await start();
    const before = await startSync(server);
    server.scriptDbtSync([{ status: 'COMPLETED' }]);
    const after = await startSync(server);
    expect((await poll(server, before.syncJobId)).status).toBe('INITIALIZING');
    expect((await poll(server, after.syncJobId)).status).toBe('COMPLETED');
  });

  it("answers 404 for an unknown job and for another deployment's job; 400 for a bad branchName", async () => {
    const server = await start();
    const { syncJobId } = await startSync(server, 42);
    expect((await json(server, 'GET', '/api/v1/deployments/42/dbt-sync/no-such-job')).status).toBe(404);
    const other = await json(server, 'GET', `/api/v1/deployments/7/dbt-sync/${syncJobId}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toContain(syncJobId);
    expect((await json(server, 'POST', '/api/v1/deployments/42/dbt-sync', { body: { branchName: 7 } })).status).toBe(
      400,
    );
  });
});

type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};
type Page = { items: Array<Record<string, unknown>>; pageInfo: PageInfo | null; data: unknown[]; count: number };
/** A page asked for with `first`: its pageInfo is there. */
type FirstPage = Page & { pageInfo: PageInfo };

async function page(server: FakePlatformServer, path: string): Promise<FirstPage> {
  const { status, body } = await json(server, 'GET', path);
  expect(status, JSON.stringify(body)).toBe(200);
  if (/[?&]first=/.test(path))
    expect(body.pageInfo, path).toEqual(
      expect.objectContaining({ hasNextPage: expect.any(Boolean), hasPreviousPage: expect.any(Boolean) }),
    );
  return body as unknown as FirstPage;
}

describe('cursor lists (spec 4.3, 8, 9)', () => {
  it('pages 25 reports by 10 over 3 pages: items, pageInfo, and the deprecated data and count', async () => {
    const server = await start();
    const first = await page(server, '/api/v1/deployments/42/reports?first=10');
    expect(first.items.map((report) => report.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: expect.any(String),
      endCursor: expect.any(String),
    });
    expect(first.pageInfo.startCursor).not.toBe(first.pageInfo.endCursor);
    expect(first.data).toEqual(first.items);
    expect(first.count).toBe(25);

    const second = await page(
      server,
      `/api/v1/deployments/42/reports?first=10&after=${encodeURIComponent(first.pageInfo.endCursor!)}`,
    );
    expect(second.items.map((report) => report.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect([second.pageInfo.hasNextPage, second.pageInfo.hasPreviousPage]).toEqual([true, true]);
    expect(second.pageInfo.endCursor).not.toBe(first.pageInfo.endCursor);

    const third = await page(
      server,
      `/api/v1/deployments/42/reports?first=10&after=${encodeURIComponent(second.pageInfo.endCursor!)}`,
    );
    expect(third.items.map((report) => report.id)).toEqual([21, 22, 23, 24, 25]);
    expect(third.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: expect.any(String),
      endCursor: expect.any(String),
    });
    expect([third.data, third.count]).toEqual([third.items, 25]);
    expect(third.items[0]).toMatchObject({
      id: 21,
      deploymentId: 42,
      name: expect.any(String),
      createdAt: expect.stringMatching(ISO),
      folderId: expect.any(Number),
    });

    // The same every time: no randomness.
    expect(await page(server, '/api/v1/deployments/42/reports?first=10')).toEqual(first);
  });

  it('without first, answers every item and pageInfo null (the reference); the number of reports and folders is an option', async () => {
    const server = await start({ reports: 3, folders: 0 });
    const reports = await page(server, '/api/v1/deployments/1/reports');
    expect([reports.items.length, reports.count, reports.pageInfo]).toEqual([3, 3, null]);
    expect(reports.items.every((report) => report.folderId === null)).toBe(true);
    expect(await page(server, '/api/v1/deployments/1/folders')).toEqual({
      items: [],
      pageInfo: null,
      data: [],
      count: 0,
    });
    const defaults = await start();
    const all = await page(defaults, '/api/v1/deployments/1/reports');
    expect([all.items.length, all.count, all.pageInfo]).toEqual([25, 25, null]);
    expect(all.items.map((report) => report.id)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    const folders = await page(defaults, '/api/v1/deployments/1/folders');
    expect([folders.items.length, folders.pageInfo]).toEqual([12, null]);
    // The rest of the list after a cursor, still without first: no pageInfo either.
    const { pageInfo } = await page(defaults, '/api/v1/deployments/1/reports?first=20');
    const rest = await page(defaults, `/api/v1/deployments/1/reports?after=${encodeURIComponent(pageInfo.endCursor!)}`);
    expect([rest.items.map((report) => report.id), rest.pageInfo]).toEqual([[21, 22, 23, 24, 25], null]);
  });

  it('every other cursor list follows the same rule: pageInfo null without first, pages with it', async () => {
    const server = await start();
    const branches = '/build/api/v1/deployments/42/branches';
    const all = (await json(server, 'GET', branches)).body;
    expect(all).toMatchObject({ items: [{ name: 'main' }, { name: 'dev-ada' }], pageInfo: null });
    const one = (await json(server, 'GET', `${branches}?first=1`)).body as unknown as FirstPage;
    expect(one.items).toEqual([expect.objectContaining({ name: 'main' })]);
    expect(one.data).toEqual(one.items);
    expect(one.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: expect.any(String),
      endCursor: expect.any(String),
    });
    const two = (await json(server, 'GET', `${branches}?first=1&after=${encodeURIComponent(one.pageInfo.endCursor!)}`))
      .body as unknown as FirstPage;
    expect([two.items, two.pageInfo.hasNextPage, two.pageInfo.hasPreviousPage]).toEqual([
      [expect.objectContaining({ name: 'dev-ada' })],
      false,
      true,
    ]);
    // A list whose pageInfo the document requires (roles) answers the whole list as one page.
    expect((await json(server, 'GET', '/api/v1/roles')).body.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    });
    // The same checks as the reports: a bad first, a cursor of another list.
    expect((await json(server, 'GET', `${branches}?first=0`)).status).toBe(400);
    expect(
      (await json(server, 'GET', `/api/v1/regions?after=${encodeURIComponent(one.pageInfo.endCursor!)}`)).status,
    ).toBe(400);
  });

  it('pages the 12 folders by cursor', async () => {
    const server = await start();
    const first = await page(server, '/api/v1/deployments/42/folders?first=5');
    const ids: unknown[] = first.items.map((folder) => folder.id);
    let cursor = first.pageInfo.endCursor;
    for (let next = first; next.pageInfo.hasNextPage; ) {
      next = await page(server, `/api/v1/deployments/42/folders?first=5&after=${encodeURIComponent(cursor!)}`);
      ids.push(...next.items.map((folder) => folder.id));
      cursor = next.pageInfo.endCursor;
    }
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(first.count).toBe(12);
  });

  it('sorts reports by name (A→Z) and by time (newest first), and pages through each order', async () => {
    const server = await start();
    const all = (await page(server, '/api/v1/deployments/42/reports?first=100')).items;
    const byName = await page(server, '/api/v1/deployments/42/reports?first=10&sortBy=name');
    const names = all.map((report) => report.name as string).sort();
    expect(byName.items.map((report) => report.name)).toEqual(names.slice(0, 10));
    const next = await page(
      server,
      `/api/v1/deployments/42/reports?first=10&sortBy=name&after=${encodeURIComponent(byName.pageInfo.endCursor!)}`,
    );
    expect(next.items.map((report) => report.name)).toEqual(names.slice(10, 20));
    const byUpdate = (await page(server, '/api/v1/deployments/42/reports?first=100&sortBy=updatedAt')).items.map(
      (report) => report.updatedAt as string,
    );
    expect(byUpdate).toEqual([...byUpdate].sort().reverse());
    expect(byUpdate).not.toEqual(all.map((report) => report.updatedAt));
  });

  it('filters reports by search, folderId and externalWorkbookId', async () => {
    const server = await start();
    const churn = await page(server, '/api/v1/deployments/42/reports?search=CHURN&first=100');
    expect(churn.count).toBeGreaterThan(0);
    expect(churn.count).toBeLessThan(25);
    expect(churn.items.every((report) => (report.name as string).toLowerCase().includes('churn'))).toBe(true);
    const inFolder = await page(server, '/api/v1/deployments/42/reports?folderId=2&first=100');
    expect(inFolder.items.map((report) => report.id)).toEqual([2, 14]);
    const placed = await page(server, '/api/v1/deployments/42/reports?externalWorkbookId=workbook-1&first=100');
    expect(placed.items.map((report) => report.id)).toEqual([5, 10, 15, 20, 25]);
  });

  it('sortBy=lastViewedAt has no cursor (spec 8): after is a 400; the page has no endCursor', async () => {
    const server = await start();
    const first = await page(server, '/api/v1/deployments/42/reports?first=10');
    const refused = await json(
      server,
      'GET',
      `/api/v1/deployments/42/reports?sortBy=lastViewedAt&after=${encodeURIComponent(first.pageInfo.endCursor!)}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/lastViewedAt/);
    const viewed = await page(server, '/api/v1/deployments/42/reports?sortBy=lastViewedAt&first=5');
    expect(viewed.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
    const times = viewed.items.map((report) => report.lastViewedAt as string);
    expect(times).toHaveLength(5);
    expect(times).toEqual([...times].sort().reverse());
    expect(viewed.count).toBe(25);
    const everyOne = await page(server, '/api/v1/deployments/42/reports?sortBy=lastViewedAt');
    expect([everyOne.items.length, everyOne.pageInfo]).toEqual([25, null]);
    expect(everyOne.items.slice(0, 5)).toEqual(viewed.items);
  });

  it('refuses a bad first, sortBy, folderId or cursor (400); a cursor of another order or list is refused too', async () => {
    const server = await start();
    const { pageInfo } = await page(server, '/api/v1/deployments/42/reports?first=10');
    const cursor = encodeURIComponent(pageInfo.endCursor!);
    for (const query of [
      'first=0',
      'first=101',
      'first=ten',
      'first=-1',
      'sortBy=size',
      'folderId=x',
      'after=not-a-cursor',
      `sortBy=name&after=${cursor}`,
    ]) {
      const { status, body } = await json(server, 'GET', `/api/v1/deployments/42/reports?${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toEqual(expect.any(String));
    }
    expect((await json(server, 'GET', `/api/v1/deployments/42/folders?after=${cursor}`)).status).toBe(400);
  });
});

describe('every other endpoint of openapi/platform.yaml', () => {
  /** A concrete path for a template: every parameter filled in. */
  const concrete = (template: string, syncJobId: string) =>
    template.replace(
      /\{(\w+)\}/g,
      (_, name: string) => ({ deploymentId: '42', reportId: '3', syncJobId })[name] ?? `${name}-1`,
    );

  it('answers each method of each path: 200 with JSON of its shape, 204 or 501 where the document says so; the operations with state are named', async () => {
    const server = await start();
    const noContent: string[] = [];
    const notMade: string[] = [];
    const arrays: string[] = [];
    const handled: string[] = [];
    for (const [template, methods] of Object.entries(PLATFORM_ROUTES)) {
      for (const [method, answer] of Object.entries(methods)) {
        const label = `${method} ${template}`;
        // The operations with state answer by their own rules (each has tests of its own).
        if (typeof answer === 'object') {
          handled.push(answer.handled);
          continue;
        }
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const response = await call(server, method, concrete(template, 'sync-job-1'), { body });
        if (response.status === 204) {
          noContent.push(label);
          expect(await response.text(), label).toBe('');
          continue;
        }
        if (response.status === 501) {
          notMade.push(label);
          continue;
        }
        expect(response.status, label).toBe(200);
        const json: unknown = await response.json();
        if (Array.isArray(json)) arrays.push(label);
        else expect(typeof json === 'object' && json !== null, label).toBe(true);
      }
    }
    // The document's operations that may answer 204 (the tenth, revokeSession, is run with state).
    expect(noContent.sort()).toEqual([
      'DELETE /api/v1/deployments/{deploymentId}/folders/{folderId}',
      'DELETE /api/v1/deployments/{deploymentId}/notifications/{id}',
      'DELETE /api/v1/deployments/{deploymentId}/notifications/{id}/recipients',
      'DELETE /api/v1/embed-tenants/{embedTenantName}',
      'DELETE /api/v1/embed-tenants/{embedTenantName}/groups/{id}',
      'DELETE /api/v1/embed-tenants/{embedTenantName}/groups/{id}/users',
      'DELETE /api/v1/roles/{roleId}',
      'DELETE /api/v1/roles/{roleId}/users/{userId}',
      'PUT /api/v1/roles/{roleId}/users/{userId}',
    ]);
    // A file, and a 202: not made by the fake.
    expect(notMade.sort()).toEqual([
      'GET /api/v1/deployments/{deploymentId}/dashboard-exports/{jobId}/download',
      'POST /api/v1/deployments/{deploymentId}/databricks-metric-view-previews',
    ]);
    // The reference answers these with a plain array.
    expect(arrays.sort()).toEqual([
      'GET /api/v1/deployments/{deploymentId}/folders/{folderId}/ancestors',
      'GET /api/v1/oauth-integrations',
      'GET /api/v1/oidc-token-configs',
      'GET /api/v1/user-attribute-values/{userId}',
      'GET /api/v1/user-oauth-tokens',
    ]);
    expect(handled.sort()).toEqual([
      'cancelDbtSync',
      'connectReportToWorkbook',
      'generateSession',
      'getDbtSyncGeneratedFiles',
      'getDbtSyncLogs',
      'getDbtSyncResult',
      'getDbtSyncStatus',
      'listDbtSyncs',
      'listFolders',
      'listReports',
      'postTokenBySessionId',
      'revokeSession',
      'startDbtSync',
      'uploadFile',
    ]);
  });

  it('prefers a literal segment over a parameter: POST /users/bulk is the bulk action; POST /users/{id} is no operation (405)', async () => {
    const server = await start();
    const bulk = await json(server, 'POST', '/api/v1/users/bulk', { body: { action: 'ACTIVATE', userIds: [1, 2] } });
    expect(bulk.body).toEqual({ action: 'ACTIVATE', succeeded: [1, 2], failed: [] });
    const user = await call(server, 'POST', '/api/v1/users/9', { body: { firstName: 'Grace' } });
    expect(user.status).toBe(405);
    expect(user.headers.get('allow')).toBe('PUT, DELETE, OPTIONS');
    expect((await json(server, 'PUT', '/api/v1/users/9', { body: { firstName: 'Grace' } })).body).toMatchObject({
      id: 9,
    });
  });

  it('the data model upload takes a multipart form (transaction, fileName, file); JSON is a 415, a missing part a 400 naming it', async () => {
    const server = await start();
    const path = '/build/api/v1/deployments/42/data-model/upload/file?branchName=dev';
    const form = (parts: Record<string, string | Blob>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(parts))
        typeof value === 'string' ? data.append(name, value) : data.append(name, value, 'orders.yml');
      return data;
    };
    const file = new Blob(['cubes:\n  - name: orders\n'], { type: 'application/x-yaml' });
    const upload = (body: FormData) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${FAKE_PLATFORM_TOKEN}` },
        body,
      });

    const ok = await upload(form({ transaction: 'upload-1', fileName: 'model/cubes/orders.yml', file }));
    expect([ok.status, ok.headers.get('content-type'), await ok.json()]).toEqual([
      200,
      'application/json; charset=utf-8',
      {},
    ]);

    const asJson = await json(server, 'POST', path, { body: { transaction: 'upload-1', fileName: 'orders.yml' } });
    expect(asJson.status).toBe(415);
    expect(asJson.body.message).toMatch(/multipart\/form-data/);
    for (const missing of ['transaction', 'fileName', 'file']) {
      const parts: Record<string, string | Blob> = { transaction: 'upload-1', fileName: 'orders.yml', file };
      delete parts[missing];
      const response = await upload(form(parts));
      expect(response.status, missing).toBe(400);
      expect(((await response.json()) as { message: string }).message, missing).toMatch(
        new RegExp(`^${missing}: expected`),
      );
    }
    // The file as a plain field is no file.
    expect((await upload(form({ transaction: 'upload-1', fileName: 'orders.yml', file: 'cubes: []' }))).status).toBe(
      400,
    );
    const broken = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_PLATFORM_TOKEN}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not a form',
    });
    expect(broken.status).toBe(400);
    expect(
      (
        await fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          body: form({ transaction: 'upload-1', fileName: 'orders.yml', file }),
        })
      ).status,
    ).toBe(401);
  });

  it("names exactly the document's credential-free operations and multipart bodies", () => {
    type Operation = { security?: unknown[]; requestBody?: { content?: Record<string, unknown> } };
    const document = parseYaml(readFileSync(new URL('../../../openapi/platform.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const open: string[] = [];
    const forms: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (Array.isArray(operation.security) && operation.security.length === 0)
          open.push(`${method.toUpperCase()} ${path}`);
        if (operation.requestBody?.content?.['multipart/form-data']) forms.push(path);
      }
    }
    expect([...PUBLIC_ROUTES].sort()).toEqual(open.sort());
    expect([...FORM_ROUTES].sort()).toEqual(forms.sort());
  });

  it('connect-workbook returns the report with the new placement; an unknown report is a 404', async () => {
    const server = await start();
    const input = { externalWorkbookId: 'wb-9', resultLocation: 'Sheet1!A1', endResultCell: 'D12' };
    const { status, body } = await json(server, 'PUT', '/api/v1/deployments/42/reports/3/connect-workbook', {
      body: input,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 3,
      externalWorkbookPlacements: [{ workbookId: 'wb-9', resultLocation: 'Sheet1!A1', endResultCell: 'D12' }],
    });
    expect(
      (await json(server, 'PUT', '/api/v1/deployments/42/reports/999/connect-workbook', { body: input })).status,
    ).toBe(404);
  });
});

describe('errors of the fake itself', () => {
  it('404 for an unknown path, with a JSON message', async () => {
    const server = await start();
    // The reference's list paths have no trailing slash: /api/v1/regions/ is no endpoint.
    for (const path of [
      '/api/v1/nowhere',
      '/api/v1/deployments/42/reports/extra/segments',
      '/api/v1/regions/',
      '/api/v1/users/',
      '/',
    ]) {
      const { status, body } = await json(server, 'GET', path);
      expect(status, path).toBe(404);
      expect(body.message).toContain('No such endpoint');
    }
  });

  it('405 with Allow for a known path and a method it does not have', async () => {
    const server = await start();
    const response = await call(server, 'DELETE', '/api/v1/deployments/42/reports');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect(((await response.json()) as { message: string }).message).toMatch(/DELETE is not allowed/);
    expect((await call(server, 'POST', '/api/v1/deployments/42/dbt-sync/sync-job-1', { body: {} })).status).toBe(405);
  });

  it('400 for a body that is not JSON, or not a JSON object, and for a deploymentId that is not an integer', async () => {
    const server = await start();
    const bad = await json(server, 'POST', '/api/v1/deployments/42/dbt-sync', { body: '{"branchName": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^the body: expected JSON/);
    expect((await json(server, 'PUT', '/api/v1/tenant/settings', { body: '[1,2]' })).status).toBe(400);
    expect((await json(server, 'PUT', '/api/v1/tenant/settings', { body: 'null' })).status).toBe(400);
    const id = await json(server, 'GET', '/api/v1/deployments/abc/reports');
    expect(id.status).toBe(400);
    expect(id.body.message).toMatch(/^deploymentId: expected an integer/);
    expect((await json(server, 'GET', '/api/v1/embed-tenants/%E0%A4%A/users')).status).toBe(400);
  });
});

describe('failures on request', () => {
  it('failNext 429 with Retry-After, then the next request succeeds', async () => {
    const server = await start();
    server.failNext({ status: 429, retryAfterSeconds: 3 });
    const limited = await call(server, 'GET', '/api/v1/deployments/42/reports');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(await limited.json()).toEqual({ message: 'Too Many Requests' });
    const ok = await call(server, 'GET', '/api/v1/deployments/42/reports');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('retry-after')).toBeNull();
  });

  it('failNext 503 times 2: two failures, then success', async () => {
    const server = await start();
    server.failNext({ status: 503, times: 2 });
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await call(server, 'GET', '/api/v1/app-config')).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect(server.requests.map((request) => request.status)).toEqual([503, 503, 200]);
  });

  it("failNext with a code: 409 { code, message } (the reference's upsert_branch_changed), then the upsert goes through", async () => {
    const server = await start();
    const upsert = '/api/v1/deployments/{deploymentId}/reports/by-public-id/{publicId}';
    server.failNext({ method: 'PUT', path: upsert, status: 409, code: 'upsert_branch_changed' });
    server.failNext({ method: 'PUT', path: upsert, status: 409, code: 'some_other_reason' });
    const input = { body: { name: 'Revenue' } };
    const conflict = await json(server, 'PUT', '/api/v1/deployments/42/reports/by-public-id/q3Sales0AbCd', input);
    expect(conflict).toEqual({
      status: 409,
      body: { code: 'upsert_branch_changed', message: expect.stringMatching(/try again/) },
    });
    // A code the fake has no words for: the status's reason phrase.
    expect(await json(server, 'PUT', '/api/v1/deployments/42/reports/by-public-id/q3Sales0AbCd', input)).toEqual({
      status: 409,
      body: { code: 'some_other_reason', message: 'Conflict' },
    });
    const done = await json(server, 'PUT', '/api/v1/deployments/42/reports/by-public-id/q3Sales0AbCd', input);
    expect(done).toMatchObject({ status: 200, body: { publicId: 'q3Sales0AbCd', name: 'Revenue' } });
    for (const rule of [
      { status: 409, code: '' },
      { status: 409, code: 7 },
      { status: 409, code: 'upsert_branch_changed', body: { message: 'x' } },
    ])
      expect(() => server.failNext(rule as never), JSON.stringify(rule)).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
  });

  it('applies a rule only to matching requests (method, path, template, RegExp), first rule first', async () => {
    const server = await start();
    server.failNext({ method: 'post', path: '/api/v1/deployments/{deploymentId}/dbt-sync', status: 502 });
    server.failNext({ path: /after=/, status: 504 });
    server.failNext({ path: '/api/v1/deployments/42/reports', status: 500, body: 'Bad gateway page' });
    server.failNext({ path: '/api/v1/deployments/42/reports', status: 404, body: { code: 'GONE' } });
    server.failNext({ path: '/api/v1/deployments/42/reports', status: 500, body: null });
    expect((await call(server, 'GET', '/api/v1/deployments/42/dbt-sync/x')).status).toBe(404); // a real 404: the rule is for POST
    expect((await call(server, 'POST', '/api/v1/deployments/7/dbt-sync', { body: {} })).status).toBe(502);
    const text = await call(server, 'GET', '/api/v1/deployments/42/reports?first=2');
    expect([text.status, text.headers.get('content-type'), await text.text()]).toEqual([
      500,
      'text/plain; charset=utf-8',
      'Bad gateway page',
    ]);
    expect((await call(server, 'GET', '/api/v1/deployments/42/reports?after=abc')).status).toBe(504);
    const custom = await call(server, 'GET', '/api/v1/deployments/42/reports');
    expect([custom.status, await custom.json()]).toEqual([404, { code: 'GONE' }]);
    expect(await (await call(server, 'GET', '/api/v1/deployments/42/reports')).text()).toBe('null\n');
    expect((await call(server, 'GET', '/api/v1/deployments/42/reports')).status).toBe(200);
  });

  it('fails before the bearer check (as a gateway does), and leaves preflights alone unless told', async () => {
    const server = await start();
    server.failNext({ status: 429 });
    const preflight = await fetch(`${server.baseUrl}/api/v1/app-config`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect((await call(server, 'GET', '/api/v1/app-config', { token: null })).status).toBe(429);
  });

  it('dropNext destroys the connection: fetch fails with a network error; the next request is answered', async () => {
    const server = await start();
    server.dropNext();
    await expect(call(server, 'GET', '/api/v1/app-config')).rejects.toThrow(TypeError);
    expect((await call(server, 'GET', '/api/v1/app-config')).status).toBe(200);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.status).toBeUndefined();
  });

  it('dropNext with a rule drops only matching requests, times times', async () => {
    const server = await start();
    server.dropNext({ method: 'GET', path: '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}', times: 2 });
    const { syncJobId } = await startSync(server);
    await expect(call(server, 'GET', `/api/v1/deployments/42/dbt-sync/${syncJobId}`)).rejects.toThrow(TypeError);
    await expect(call(server, 'GET', `/api/v1/deployments/42/dbt-sync/${syncJobId}`)).rejects.toThrow(TypeError);
    // A dropped poll advanced nothing: the job is at its first step.
    expect((await poll(server, syncJobId)).status).toBe('INITIALIZING');
  });

  it('refuses rules that are not as documented', async () => {
    const server = await start();
    const bad: unknown[] = [
      undefined,
      { status: 200 },
      { status: 429.5 },
      { status: 429, times: 0 },
      { status: 429, retryAfterSeconds: -1 },
      { status: 500, path: 'no-slash' },
      { status: 500, method: 'GET /' },
      { status: 500, body: 10n },
    ];
    for (const rule of bad)
      expect(
        () => server.failNext(rule as never),
        JSON.stringify(rule, (_, value) => (typeof value === 'bigint' ? 'bigint' : value)),
      ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(() => server.dropNext({ times: -1 })).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(() => server.dropNext(null as never)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    // Nothing was queued by the refused rules.
    expect((await call(server, 'GET', '/api/v1/app-config')).status).toBe(200);
  });
});

describe('CORS', () => {
  it('answers a preflight without a token, echoes an allowed origin, and lets the page read Retry-After', async () => {
    const server = await start({ allowedOrigins: ['https://app.example.com'] });
    const preflight = await fetch(`${server.baseUrl}/api/v1/deployments/42/reports`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    server.failNext({ status: 429, retryAfterSeconds: 1 });
    const limited = await call(server, 'GET', '/api/v1/deployments/42/reports', {
      headers: { origin: 'https://app.example.com' },
    });
    expect(limited.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(limited.headers.get('access-control-expose-headers')).toBe('retry-after');
    const other = await call(server, 'GET', '/api/v1/app-config', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the server itself', () => {
  it('binds 127.0.0.1 and records every request with its token redacted', async () => {
    const server = await start({ token: 'super-secret-token' });
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await call(server, 'POST', '/api/v1/deployments/42/dbt-sync?x=1', {
      token: 'super-secret-token',
      body: { branchName: 'dev' },
    });
    await call(server, 'GET', '/api/v1/app-config', { token: 'wrong-secret' });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/deployments/42/dbt-sync?x=1',
      body: { branchName: 'dev' },
      status: 200,
    });
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer [redacted]',
      'Bearer [redacted]',
    ]);
    expect(JSON.stringify(server.requests)).not.toMatch(/super-secret|wrong-secret/);
  });

  it('close() releases the port even with a request still open; it is idempotent', async () => {
    const server = await startFakePlatformServer();
    const port = Number(new URL(server.baseUrl).port);
    // A request whose body never comes: the server has its head (it says 100 Continue) and waits.
    const open = httpRequest(`${server.baseUrl}/api/v1/deployments/42/dbt-sync`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${FAKE_PLATFORM_TOKEN}`,
        'content-type': 'application/json',
        'content-length': '100',
        expect: '100-continue',
      },
    });
    const failed = new Promise((resolve) => open.on('error', resolve));
    await new Promise((resolve) => open.on('continue', resolve));
    expect(server.requests).toHaveLength(0);
    await Promise.all([server.close(), server.close()]);
    await expect(failed).resolves.toMatchObject({ code: 'ECONNRESET' });
    await expect(connectToLoopback(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The same port can be taken again.
    const again = await start({ port });
    expect(again.baseUrl).toBe(`http://127.0.0.1:${port}`);
  });

  it('refuses options that are not as documented', async () => {
    const bad: unknown[] = [
      null,
      { port: -1 },
      { token: '' },
      { token: 'has space' },
      { reports: 1.5 },
      { folders: -1 },
      { allowedOrigins: 'x' },
      { dbtSync: [] },
      { dbtSync: [{}] },
      { dbtSync: [{ status: 'COMPLETED', percentComplete: 101 }] },
      { dbtSync: [{ status: 'COMPILING_DBT', error: 'only with FAILED' }] },
      { dbtSync: [{ status: 'FAILED', message: 3 }] },
    ];
    for (const options of bad)
      await expect(
        startFakePlatformServer(options as FakePlatformServerOptions),
        JSON.stringify(options),
      ).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    const server = await start();
    const steps: unknown[] = [[], [{ status: '' }], [{ status: 'RUNNING', stage: 5 }], 'COMPLETED'];
    for (const script of steps)
      expect(() => server.scriptDbtSync(script as FakeDbtSyncStep[]), JSON.stringify(script)).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS' }),
      );
  });

  it('importing the entry starts nothing and touches no DOM global', async () => {
    const { module, touched } = await importWithTripwires(() => import('../../../src/testing/servers/index.js'));
    expect(typeof module.startFakePlatformServer).toBe('function');
    expect(module.FAKE_PLATFORM_TOKEN).toBe(FAKE_PLATFORM_TOKEN);
    expect(touched).toEqual([]);
  });
});
