/**
 * The operations the fake platform server runs with state (named in its route table): dbt sync,
 * the report and folder lists, a report's workbook, embed sessions and the upload form. Each
 * takes the request's parts and returns the JSON body of a 200, or `undefined` for a 204; an
 * error answer is a thrown {@link FakeRefusal}.
 *
 * @module
 */

import type { components } from '../../api/platform-paths.js';
import { fakeFolders, fakeReports, listPage } from './platform-data.js';
import type { DbtSyncJobs } from './platform-dbt-sync-jobs.js';
import type { EmbedSessions } from './platform-embed-sessions.js';
import { readUploadForm } from './platform-multipart.js';
import { FakeRefusal } from './platform-refusal.js';
import type { HandledOperation, RouteCall } from './platform-routes.js';
import { checkSessionRequest } from './platform-session-rules.js';

type Schemas = components['schemas'];

/** An operation: the body of its 200 answer, or `undefined` for a 204. */
export type OperationHandler = (call: RouteCall) => unknown;

/** The state the operations share: one server's. */
export interface OperationState {
  readonly jobs: DbtSyncJobs;
  readonly sessions: EmbedSessions;
  /** How many reports and folders each deployment has. */
  readonly reportCount: number;
  readonly folderCount: number;
}

/** The handlers of every operation the route table names, over `state`. */
export function createOperations({
  jobs,
  sessions,
  reportCount,
  folderCount,
}: OperationState): Record<HandledOperation, OperationHandler> {
  // The server checked that deploymentId is an integer before any operation runs.
  const deployment = (call: RouteCall) => Number(call.params.deploymentId);
  const job = (call: RouteCall) => call.params.syncJobId!;
  const records = (deploymentId: number) => {
    const folders = fakeFolders(deploymentId, folderCount);
    return { folders, reports: fakeReports(deploymentId, reportCount, folders) };
  };

  return {
    startDbtSync: (call) => jobs.start(deployment(call), call.body),
    getDbtSyncStatus: (call) => jobs.status(deployment(call), job(call)),
    cancelDbtSync: (call) => jobs.cancel(deployment(call), job(call)),
    getDbtSyncResult: (call) => jobs.result(deployment(call), job(call)),
    getDbtSyncLogs: (call) => jobs.logs(deployment(call), job(call), call.query),
    getDbtSyncGeneratedFiles: (call) => jobs.generatedFiles(deployment(call), job(call), call.query),
    listDbtSyncs: (call) => jobs.runs(deployment(call), call.query),

    // Typed as the document's lists: a page that drifts from openapi/platform.yaml fails the type check.
    listReports: (call): Schemas['ReportsListResponse'] =>
      listPage('reports', records(deployment(call)).reports, call.query),
    listFolders: (call): Schemas['FoldersListResponse'] =>
      listPage('folders', records(deployment(call)).folders, call.query),
    connectReportToWorkbook: (call) => {
      const report = records(deployment(call)).reports.find((item) => String(item.id) === call.params.reportId);
      if (!report)
        throw new FakeRefusal(
          404,
          `Report ${JSON.stringify(call.params.reportId)} not found in deployment ${deployment(call)}`,
        );
      const { externalWorkbookId, resultLocation, endResultCell } = call.body ?? {};
      // The fake keeps nothing: the answer is the report as the connection would leave it.
      return {
        ...report,
        externalWorkbookPlacements: [
          ...report.externalWorkbookPlacements,
          { workbookId: externalWorkbookId, resultLocation, endResultCell },
        ],
      };
    },

    generateSession: (call): Schemas['GenerateSessionResponse'] => ({
      sessionId: sessions.generate(checkSessionRequest(call.body)),
    }),
    postTokenBySessionId: (call): Schemas['GenerateEmbedTokenResponse'] => ({
      token: sessions.redeem(call.body?.sessionId),
    }),
    revokeSession: (call) => void sessions.revoke(call.body?.sessionId),
    uploadFile: async (call) => {
      await readUploadForm(call.raw.text, call.raw.contentType);
      return {};
    },
  };
}
