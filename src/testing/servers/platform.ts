/// <reference types="node" />
/**
 * `startFakePlatformServer`: the management and build API of the spec (`/api/v1`,
 * `/build/api/v1`) on a real `node:http` server, for the SDK's own tests, the command line's
 * and integrators' tests. dbt sync jobs go through their stages one status poll at a time,
 * reports and folders page by cursor, every other endpoint answers a small plausible body,
 * and the server misbehaves on request: error statuses (429 with `Retry-After`, 5xx) and
 * dropped connections.
 *
 * @module
 */

import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { components } from '../../api/platform-paths.js';
import { check, ownOptions } from '../../internal/checks.js';
import { describeThrown, expected } from '../../internal/describe.js';
import { allowedOriginsOption, bodyForRecord, corsHeaders, type Exchange, isPlainObject, listenOnLoopback, readBody, redactedHeaders, whole } from './local-server.js';
import { fakeFolders, fakeReports, listPage } from './platform-data.js';
import { checkDbtSyncSteps, type DbtSyncJob, defaultDbtSyncSteps, type FakeDbtSyncStep, pollDbtSyncJob } from './platform-dbt-sync.js';
import { FailureRules, type FakePlatformFailure, type FakePlatformRequestMatch, type StagedFailure } from './platform-failures.js';
import { createRouter, type HandledOperation, type MatchedRoute, type PlatformMethod, type RouteAnswer, type RouteCall } from './platform-routes.js';
import type { AllowedOrigins, RecordedRequest } from './types.js';

/** The bearer token the fake platform server accepts unless told otherwise (`Authorization: Bearer test-platform-token`). */
export const FAKE_PLATFORM_TOKEN = 'test-platform-token';

const ALLOW_HEADERS = 'authorization, content-type';
const ALLOW_METHODS = 'GET, PUT, POST, PATCH, DELETE, OPTIONS';
/** The schemas of `openapi/platform.yaml`. */
type Schemas = components['schemas'];

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** Options of {@link startFakePlatformServer}; all optional. */
export interface FakePlatformServerOptions {
  /** The bearer token it accepts; any other, or none, is a 401. Default {@link FAKE_PLATFORM_TOKEN}. */
  token?: string;
  /** The port on 127.0.0.1. Default 0: a free one. */
  port?: number;
  /** The browser origins that may call it (CORS), or `'*'` for any (each echoed back). Default `'*'`. */
  allowedOrigins?: AllowedOrigins;
  /** Fake reports per deployment, ids 1…n (0 to 10,000). Default 25. */
  reports?: number;
  /** Fake folders per deployment, ids 1…n (0 to 1,000); the reports are spread over them. Default 12. */
  folders?: number;
  /**
   * The steps every new dbt sync job goes through, one per status poll; the last one is then
   * repeated forever (a job whose last step is not terminal never ends). Default: every running
   * status of spec 3.1 in order, then `COMPLETED`. See also {@link FakePlatformServer.scriptDbtSync}.
   */
  dbtSync?: FakeDbtSyncStep[];
}

/** A running fake platform server: its address, what it saw, and the means to steer it. */
export interface FakePlatformServer {
  /** Its base URL, `http://127.0.0.1:<port>`: the `baseUrl` of a platform client. */
  readonly baseUrl: string;
  /** Every request received, oldest first, secrets redacted (`authorization: Bearer [redacted]`). */
  readonly requests: readonly RecordedRequest[];
  /**
   * The next matching request(s) get this status instead of their answer. Rules (of this and
   * {@link FakePlatformServer.dropNext}) are kept in the order they were given; a request takes
   * the first that matches, and a rule is gone once used `times` times. Failures come before the
   * bearer check, as a gateway's would.
   */
  failNext(rule: FakePlatformFailure): void;
  /**
   * The next matching request(s) (default: the next one) get no answer: the connection is
   * destroyed once the request is read, and the client sees a network error.
   */
  dropNext(rule?: FakePlatformRequestMatch): void;
  /** The steps of the dbt sync jobs started from now on (jobs already started keep theirs). */
  scriptDbtSync(steps: FakeDbtSyncStep[]): void;
  /** Stops listening, ends every connection (open requests included), and resolves once the port is released. */
  close(): Promise<void>;
}

/**
 * Starts a fake platform server on 127.0.0.1 (a free port unless `port` is given), speaking the
 * management and build API of the spec:
 *
 * - Every request needs `Authorization: Bearer <token>` (spec 5.1); without it, or with another
 *   token: 401 `{ "message": "Unauthorized" }`.
 * - `POST /api/v1/deployments/{deploymentId}/dbt-sync` (body `{ branchName? }`) starts a job:
 *   200 `{ branchName, syncJobId, workflowId }`. Each `GET …/dbt-sync/{syncJobId}` returns the
 *   job's next step as a full `DbtSyncStatusResponse` (`syncJobId`, `status`, `progress {
 *   stage, percentComplete, message }`, `updatedAt`, and `error` only with `FAILED`), then the
 *   last one for ever; an unknown job (or another deployment's) is a 404.
 * - `GET …/reports` and `GET …/folders`: `{ items, pageInfo: { hasNextPage, hasPreviousPage,
 *   endCursor }, data, count }` paged by `first` (default 10) and `after` (opaque cursors); reports also take
 *   `sortBy` (`name`, `createdAt`, `updatedAt`, `lastViewedAt`: no cursor then, and `after` is
 *   a 400), `search`, `folderId` and `externalWorkbookId`.
 * - Every other path of `openapi/platform.yaml` answers 200 with a small plausible JSON body of
 *   the document's shape (204 where the document answers that), so any endpoint can be called;
 *   the two whose success is not a JSON 200 (the export download, the preview start) answer 501.
 * - 404 `{ message }` for an unknown path, 405 (with `Allow`) for a method the path does not
 *   have, 400 for a body that is not a JSON object or a bad parameter (`deploymentId` not an
 *   integer, `first` out of range…), 413 past 1 MB.
 * - CORS: preflights answered without a token, allowed origins echoed, `Retry-After` readable.
 *
 * Close it when done (`afterEach(() => server.close())`).
 *
 * @example
 * ```ts
 * import { FAKE_PLATFORM_TOKEN, startFakePlatformServer } from 'platform-embed/testing/servers';
 *
 * const server = await startFakePlatformServer();
 * server.failNext({ path: '/api/v1/deployments/42/reports', status: 429, retryAfterSeconds: 1 });
 * const response = await fetch(`${server.baseUrl}/api/v1/deployments/42/reports?first=5`, {
 *   headers: { authorization: `Bearer ${FAKE_PLATFORM_TOKEN}` },
 * });
 * // response.status === 429; the same request again gets the first page.
 * await server.close();
 * ```
 * @throws {@link EmbedError} `INVALID_OPTIONS` (the promise rejects) for an option that is not
 * as documented, naming it and its value; the listen error when the port is taken.
 */
export async function startFakePlatformServer(options: FakePlatformServerOptions = {}): Promise<FakePlatformServer> {
  const own = ownOptions(options);
  check(own.token === undefined || (typeof own.token === 'string' && /^\S+$/.test(own.token)), 'token', 'a non-empty token without spaces', own.token);
  const token = own.token ?? FAKE_PLATFORM_TOKEN;
  const port = whole(own.port, 'port', 0, 65535) ?? 0;
  const allowedOrigins = allowedOriginsOption(own.allowedOrigins);
  const reportCount = whole(own.reports, 'reports', 0, 10_000) ?? 25;
  const folderCount = whole(own.folders, 'folders', 0, 1_000) ?? 12;
  let steps = own.dbtSync === undefined ? defaultDbtSyncSteps() : checkDbtSyncSteps(own.dbtSync, 'dbtSync');

  const requests: RecordedRequest[] = [];
  const failures = new FailureRules();
  const jobs = new Map<string, DbtSyncJob>();
  const route = createRouter();
  let closed = false;

  // ---- Responses ---------------------------------------------------------------------------

  const head = (exchange: Exchange, status: number, headers: Record<string, string> = {}) => {
    exchange.record.status = status;
    exchange.response.writeHead(status, { ...exchange.cors, ...headers });
  };
  const sendJson = (exchange: Exchange, status: number, body: unknown, headers: Record<string, string> = {}) => {
    head(exchange, status, { ...JSON_HEADERS, ...headers });
    exchange.response.end(`${JSON.stringify(body)}\n`);
  };
  const sendMessage = (exchange: Exchange, status: number, message: string, headers?: Record<string, string>) => sendJson(exchange, status, { message }, headers);

  const sendFailure = (exchange: Exchange, failure: Extract<StagedFailure, { drop: false }>) => {
    const headers: Record<string, string> = failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) };
    if (typeof failure.body !== 'string')
      return sendJson(exchange, failure.status, failure.body === undefined ? { message: STATUS_CODES[failure.status] ?? 'Error' } : failure.body, headers);
    head(exchange, failure.status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    exchange.response.end(failure.body);
  };

  // ---- Operations with state ---------------------------------------------------------------

  let jobCount = 0;
  const startDbtSync = (exchange: Exchange, deploymentId: number, call: RouteCall) => {
    const branchName = call.body?.branchName;
    if (branchName !== undefined && (typeof branchName !== 'string' || branchName === ''))
      return sendMessage(exchange, 400, expected('branchName', 'a non-empty string', branchName));
    jobCount += 1;
    const job: DbtSyncJob = { deploymentId, syncJobId: `sync-job-${jobCount}`, workflowId: `dbt-sync-workflow-${jobCount}`, branchName: branchName ?? 'main', steps, served: 0 };
    jobs.set(job.syncJobId, job);
    sendJson(exchange, 200, { branchName: job.branchName, syncJobId: job.syncJobId, workflowId: job.workflowId } satisfies Schemas['DbtSyncResponse']);
  };

  const getDbtSyncStatus = (exchange: Exchange, deploymentId: number, call: RouteCall) => {
    const syncJobId = call.params.syncJobId!;
    const job = jobs.get(syncJobId);
    if (!job || job.deploymentId !== deploymentId) return sendMessage(exchange, 404, `dbt sync job ${JSON.stringify(syncJobId)} not found in deployment ${deploymentId}`);
    sendJson(exchange, 200, pollDbtSyncJob(job, new Date()));
  };

  const records = (deploymentId: number) => {
    const folders = fakeFolders(deploymentId, folderCount);
    return { folders, reports: fakeReports(deploymentId, reportCount, folders) };
  };

  const listOf = (exchange: Exchange, kind: 'reports' | 'folders', deploymentId: number, call: RouteCall) => {
    const { folders, reports } = records(deploymentId);
    const result = kind === 'reports' ? listPage(kind, reports, call.query) : listPage(kind, folders, call.query);
    if ('problem' in result) return sendMessage(exchange, 400, result.problem);
    // Typed as the document's lists: a page that drifts from openapi/platform.yaml fails the type check.
    const page: Schemas['ReportsListResponse'] | Schemas['FoldersListResponse'] = result.page;
    sendJson(exchange, 200, page);
  };

  const connectReportToWorkbook = (exchange: Exchange, deploymentId: number, call: RouteCall) => {
    const report = records(deploymentId).reports.find((item) => String(item.id) === call.params.reportId);
    if (!report) return sendMessage(exchange, 404, `Report ${JSON.stringify(call.params.reportId)} not found in deployment ${deploymentId}`);
    const { externalWorkbookId, resultLocation, endResultCell } = call.body ?? {};
    // The fake keeps nothing: the answer is the report as the connection would leave it.
    sendJson(exchange, 200, { ...report, externalWorkbookPlacements: [...report.externalWorkbookPlacements, { workbookId: externalWorkbookId, resultLocation, endResultCell }] });
  };

  const handled: Record<HandledOperation, (exchange: Exchange, deploymentId: number, call: RouteCall) => void> = {
    startDbtSync,
    getDbtSyncStatus,
    listReports: (exchange, deploymentId, call) => listOf(exchange, 'reports', deploymentId, call),
    listFolders: (exchange, deploymentId, call) => listOf(exchange, 'folders', deploymentId, call),
    connectReportToWorkbook,
  };

  const answer = (exchange: Exchange, matched: MatchedRoute, routeAnswer: RouteAnswer, text: string, query: URLSearchParams) => {
    const { deploymentId } = matched.params;
    if (deploymentId !== undefined && !/^\d{1,15}$/.test(deploymentId)) return sendMessage(exchange, 400, expected('deploymentId', 'an integer', deploymentId));
    let body: Record<string, unknown> | undefined;
    if (text !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return sendMessage(exchange, 400, expected('the body', 'JSON', text));
      }
      if (!isPlainObject(parsed)) return sendMessage(exchange, 400, expected('the body', 'a JSON object', parsed));
      body = parsed;
    }
    const call: RouteCall = { params: matched.params, query, body };
    if (routeAnswer === 204) {
      head(exchange, 204);
      return void exchange.response.end();
    }
    if (routeAnswer === 501) return sendMessage(exchange, 501, `Not implemented by the fake platform server: ${matched.template}`);
    if (typeof routeAnswer === 'function') return sendJson(exchange, 200, routeAnswer(call));
    handled[routeAnswer.handled](exchange, Number(deploymentId), call);
  };

  // ---- The server --------------------------------------------------------------------------

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readBody(request);
    const method = (request.method ?? 'GET').toUpperCase();
    const path = request.url ?? '/';
    const record: RecordedRequest = { method, path, headers: redactedHeaders(request), body: bodyForRecord(text) };
    requests.push(record);
    const exchange: Exchange = { request, response, record, cors: corsHeaders(request, allowedOrigins, ALLOW_HEADERS, ALLOW_METHODS, 'retry-after') };
    if (closed) return sendMessage(exchange, 503, 'The server is closing');

    // The path as sent, not resolved as a URL (where `//x` would be a host).
    const queryAt = path.indexOf('?');
    const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
    const query = new URLSearchParams(queryAt < 0 ? '' : path.slice(queryAt + 1));
    const matched = route(pathname);
    const staged = failures.take({ method, path, pathname, template: matched && 'template' in matched ? matched.template : undefined });
    if (staged?.drop) return void request.socket.destroy();
    if (staged) return sendFailure(exchange, staged);

    if (method === 'OPTIONS') {
      head(exchange, 204);
      return void response.end();
    }
    const bearer = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer !== token) return sendMessage(exchange, 401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
    if (!matched) return sendMessage(exchange, 404, `No such endpoint: ${method} ${pathname}`);
    if ('badSegment' in matched) return sendMessage(exchange, 400, expected('a path segment', 'valid percent-encoding', matched.badSegment));
    const routeAnswer = matched.methods[method as PlatformMethod];
    if (!routeAnswer) {
      const allowed = Object.keys(matched.methods);
      return sendMessage(exchange, 405, `${method} is not allowed on ${matched.template}: use ${allowed.join(' or ')}`, { allow: [...allowed, 'OPTIONS'].join(', ') });
    }
    if (text === undefined) return sendMessage(exchange, 413, 'The body is larger than 1 MB');
    answer(exchange, matched, routeAnswer, text, query);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        response.writeHead(500, JSON_HEADERS);
        response.end(`${JSON.stringify({ message: `Fake platform server failure: ${describeThrown(error)}` })}\n`);
      } else response.destroy();
    });
  });
  const local = await listenOnLoopback(server, port);
  let closing: Promise<void> | undefined;

  return {
    baseUrl: `http://127.0.0.1:${local.port}`,
    requests,
    failNext(rule) {
      failures.add(rule, 'failNext', true);
    },
    dropNext(rule = {}) {
      failures.add(rule, 'dropNext', false);
    },
    scriptDbtSync(next) {
      steps = checkDbtSyncSteps(next, 'steps');
    },
    close() {
      closing ??= (async () => {
        closed = true;
        await local.close();
      })();
      return closing;
    },
  };
}
