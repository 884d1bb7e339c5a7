/**
 * The operations the fake platform server runs with state, over one server's jobs and sessions:
 * one handler for every operation the route table hands over; dbt sync through its jobs; the
 * report and folder lists of a deployment; connecting a report to a workbook (404 for an unknown
 * report); a session generated (its request checked), exchanged once and revoked; the upload form.
 */
import { describe, expect, it } from 'vitest';
import { defaultDbtSyncSteps } from '../../../src/testing/servers/platform-dbt-sync.js';
import { DbtSyncJobs } from '../../../src/testing/servers/platform-dbt-sync-jobs.js';
import { EmbedSessions } from '../../../src/testing/servers/platform-embed-sessions.js';
import { createOperations } from '../../../src/testing/servers/platform-operations.js';
import { FakeRefusal } from '../../../src/testing/servers/platform-refusal.js';
import { PLATFORM_ROUTES, type RouteCall } from '../../../src/testing/servers/platform-routes.js';

const clock = () => Date.UTC(2026, 6, 20, 10);
const state = () => ({
  jobs: new DbtSyncJobs(defaultDbtSyncSteps(), clock),
  sessions: new EmbedSessions(clock),
  reportCount: 12,
  folderCount: 3,
});

/** A call with `params`, a JSON `body` and a `query`. */
const call = (
  params: Record<string, string>,
  body?: Record<string, unknown>,
  query: Record<string, string> = {},
): RouteCall => ({
  template: '',
  params,
  query: new URLSearchParams(query),
  body,
  raw: { text: '', contentType: undefined },
});

/** The refusal of `run`. */
async function refusalOf(run: () => unknown): Promise<FakeRefusal> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(FakeRefusal);
    return error as FakeRefusal;
  }
  throw new Error('not refused');
}

describe('createOperations', () => {
  it('has a handler for every operation the route table hands over, and no other', () => {
    const handled = new Set(
      Object.values(PLATFORM_ROUTES).flatMap((methods) =>
        Object.values(methods).flatMap((answer) =>
          typeof answer === 'object' && answer !== null && 'handled' in answer ? [answer.handled] : [],
        ),
      ),
    );
    expect(Object.keys(createOperations(state())).sort()).toEqual([...handled].sort());
  });

  it('runs a dbt sync through the jobs: started, polled, cancelled', () => {
    const operations = createOperations(state());
    const started = operations.startDbtSync(call({ deploymentId: '42' }, { branchName: 'dev' })) as {
      syncJobId: string;
      branchName: string;
    };
    expect(started).toMatchObject({ syncJobId: 'sync-job-1', branchName: 'dev' });
    expect(operations.getDbtSyncStatus(call({ deploymentId: '42', syncJobId: started.syncJobId }))).toMatchObject({
      syncJobId: 'sync-job-1',
      status: expect.any(String),
    });
    expect(operations.cancelDbtSync(call({ deploymentId: '42', syncJobId: started.syncJobId }))).toEqual({
      message: expect.stringContaining('sync-job-1'),
    });
    expect(operations.getDbtSyncStatus(call({ deploymentId: '42', syncJobId: started.syncJobId }))).toMatchObject({
      status: 'CANCELLED',
    });
  });

  it('lists the reports and folders of the deployment asked for', () => {
    const operations = createOperations(state());
    const reports = operations.listReports(call({ deploymentId: '7' }, undefined, { first: '5' })) as {
      items: Array<{ deploymentId: number }>;
      count: number;
    };
    expect(reports.items).toHaveLength(5);
    expect(reports.count).toBe(12);
    expect(reports.items.every((report) => report.deploymentId === 7)).toBe(true);
    expect((operations.listFolders(call({ deploymentId: '7' })) as { count: number }).count).toBe(3);
  });

  it('connects a report to a workbook, keeping nothing; an unknown report is a 404', async () => {
    const operations = createOperations(state());
    const placed = operations.connectReportToWorkbook(
      call(
        { deploymentId: '42', reportId: '2' },
        { externalWorkbookId: 'wb-9', resultLocation: 'Sheet1!A1', endResultCell: 'C3' },
      ),
    ) as {
      id: number;
      externalWorkbookPlacements: unknown[];
    };
    expect(placed.id).toBe(2);
    expect(placed.externalWorkbookPlacements).toContainEqual({
      workbookId: 'wb-9',
      resultLocation: 'Sheet1!A1',
      endResultCell: 'C3',
    });
    const again = operations.connectReportToWorkbook(call({ deploymentId: '42', reportId: '2' }, {})) as {
      externalWorkbookPlacements: unknown[];
    };
    expect(again.externalWorkbookPlacements).not.toContainEqual(expect.objectContaining({ workbookId: 'wb-9' }));
    expect(
      (await refusalOf(() => operations.connectReportToWorkbook(call({ deploymentId: '42', reportId: '999' }, {}))))
        .status,
    ).toBe(404);
  });

  it('generates a session for a request the rules accept, exchanges it once, and revokes', async () => {
    const operations = createOperations(state());
    expect((await refusalOf(() => operations.generateSession(call({}, { deploymentId: 42 })))).status).toBe(400);
    const { sessionId } = operations.generateSession(call({}, { deploymentId: 42, externalId: 'jane' })) as {
      sessionId: string;
    };
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(operations.postTokenBySessionId(call({}, { sessionId }))).toEqual({ token: expect.any(String) });
    expect((await refusalOf(() => operations.postTokenBySessionId(call({}, { sessionId })))).status).toBe(401);
    const other = (
      operations.generateSession(call({}, { deploymentId: 42, externalId: 'jane' })) as { sessionId: string }
    ).sessionId;
    expect(operations.revokeSession(call({}, { sessionId: other }))).toBeUndefined();
    expect((await refusalOf(() => operations.postTokenBySessionId(call({}, { sessionId: other })))).status).toBe(401);
  });

  it('the upload reads its form: {} for one that is right, 415 for JSON', async () => {
    const operations = createOperations(state());
    const form = new FormData();
    form.append('transaction', 'tx-1');
    form.append('fileName', 'model/cubes/orders.yml');
    form.append('file', new Blob(['cubes: []']), 'orders.yml');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const raw = { text: await request.text(), contentType: request.headers.get('content-type')! };
    expect(await operations.uploadFile({ ...call({ deploymentId: '42' }), raw })).toEqual({});
    expect(
      (
        await refusalOf(() =>
          operations.uploadFile({
            ...call({ deploymentId: '42' }),
            raw: { text: '{}', contentType: 'application/json' },
          }),
        )
      ).status,
    ).toBe(415);
  });
});
