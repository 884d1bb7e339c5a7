/// <reference types="node" />
/**
 * `startFakePlatformServer`: the management and build API of the spec (`/api/v1`,
 * `/build/api/v1`) on a real `node:http` server, for the SDK's own tests, the command line's
 * and integrators' tests. dbt sync jobs go through their stages one status poll at a time,
 * reports and folders page by cursor, every other endpoint answers a small plausible body,
 * and the server misbehaves on request: error statuses (429 with `Retry-After`, 5xx) and
 * dropped connections.
 *
 * This module is the thin HTTP adapter: body reading, records, CORS, and the service's replies
 * written. The state, rules and answers are the service's (platform-service.ts).
 *
 * @module
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ownOptions, refuseOption, whole } from '../../internal/checks.js';
import { describeThrown } from '../../internal/describe.js';
import {
  allowedOriginsOption,
  bodyForRecord,
  corsHeaders,
  listenOnLoopback,
  readBody,
  redactedHeaders,
} from './local-server.js';
import type { FakePlatformAuthScheme } from './platform-auth.js';
import { checkDbtSyncSteps, type FakeDbtSyncStep } from './platform-dbt-sync.js';
import type { FakeEmbedSession, FakeEmbedToken } from './platform-embed-sessions.js';
import type { FakePlatformFailure, FakePlatformRequestMatch } from './platform-failures.js';
import { FakePlatformService, type PlatformReply } from './platform-service.js';
import type { AllowedOrigins, RecordedRequest } from './types.js';

export { FAKE_PLATFORM_TOKEN } from './platform-service.js';

const ALLOW_HEADERS = 'authorization, content-type';
const ALLOW_METHODS = 'GET, PUT, POST, PATCH, DELETE, OPTIONS';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** Options of {@link startFakePlatformServer}; all optional. */
export interface FakePlatformServerOptions {
  /** The bearer token it accepts; any other, or none, is a 401. Default {@link FAKE_PLATFORM_TOKEN}. */
  token?: string;
  /**
   * An API key it also accepts, as `Authorization: Api-Key <key>` (the management client's
   * `apiKey`). Default: none, and every `Api-Key` header is a 401. The key sent as a bearer
   * token, or the token sent as a key, is a 401 too.
   */
  apiKey?: string;
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
  /**
   * The server's clock, in milliseconds since the epoch: when an embed session or token expires
   * (5 minutes, 24 hours), and the times of dbt sync jobs. Default `Date.now`. A test moves past
   * an expiry by returning a later time, without waiting.
   *
   * @example
   * ```ts
   * let time = Date.now();
   * const server = await startFakePlatformServer({ now: () => time });
   * // … generate a session, then:
   * time += 5 * 60_000; // the session has expired
   * ```
   */
  now?: () => number;
}

/** A request the fake platform server received, and how it was authenticated. */
export interface FakePlatformRequest extends RecordedRequest {
  /**
   * The scheme that authenticated it: `Bearer` (the token) or `Api-Key` (the API key). Absent
   * when nothing did: a 401, a preflight, a failure staged before the check, or the session
   * exchange, which needs no credential.
   */
  authScheme?: FakePlatformAuthScheme;
}

/** A running fake platform server: its address, what it saw, and the means to steer it. */
export interface FakePlatformServer {
  /** Its base URL, `http://127.0.0.1:<port>`: the `baseUrl` of a platform client. */
  readonly baseUrl: string;
  /** Every request received, oldest first, secrets redacted (`authorization: Bearer [redacted]`). */
  readonly requests: readonly FakePlatformRequest[];
  /**
   * The next matching request(s) get this status instead of their answer. Rules (of this and
   * {@link FakePlatformServer.dropNext}) are kept in the order they were given; a request takes
   * the first that matches, and a rule is gone once used `times` times. Failures come before the
   * credential check, as a gateway's would.
   *
   * @example
   * ```ts
   * // The reference's retryable conflict of an upsert: 409 { code: 'upsert_branch_changed', message }.
   * server.failNext({ method: 'PUT', path: '/api/v1/deployments/{deploymentId}/reports/by-public-id/{publicId}', status: 409, code: 'upsert_branch_changed' });
   * ```
   */
  failNext(rule: FakePlatformFailure): void;
  /**
   * The next matching request(s) (default: the next one) get no answer: the connection is
   * destroyed once the request is read, and the client sees a network error.
   */
  dropNext(rule?: FakePlatformRequestMatch): void;
  /** The steps of the dbt sync jobs started from now on (jobs already started keep theirs). */
  scriptDbtSync(steps: FakeDbtSyncStep[]): void;
  /**
   * Whose an embed token is: the session it was exchanged from and that session's
   * generate-session body (deployment, `externalId` or `internalId`, settings…), or `undefined`
   * for a token this server did not issue, or one revoked or expired (24 hours). What a fake
   * embed shown a token asks.
   */
  embedTokenInfo(token: string): FakeEmbedToken | undefined;
  /** Every embed session generated, oldest first, as it stands at the clock's now (copies). */
  embedSessions(): FakeEmbedSession[];
  /** Stops listening, ends every connection (open requests included), and resolves once the port is released. */
  close(): Promise<void>;
}

/**
 * Starts a fake platform server on 127.0.0.1 (a free port unless `port` is given), speaking the
 * management and build API of `openapi/platform.yaml` (the platform's reference):
 *
 * - Every request needs `Authorization: Bearer <token>` (spec 5.1), or `Api-Key <key>` when the
 *   server has an `apiKey`; without it, or with another credential: 401 `{ "message":
 *   "Unauthorized" }`. The one exception is the session exchange (`security: []`).
 * - dbt sync: `POST …/dbt-sync` starts a job (`{ branchName, syncJobId, workflowId }`); each
 *   `GET …/dbt-sync/{syncJobId}` returns its next step as a full `DbtSyncStatusResponse`, then
 *   the last one for ever; `DELETE` cancels a running job (`CANCELLED`; 409 `{ code, message }`
 *   once it has ended); `…/result` is what a `COMPLETED` job produced (409 before); `…/logs`
 *   and `…/generated-files` list what the job did and wrote so far; `GET …/dbt-sync` lists the
 *   runs, newest first, by `status` and `trigger`. An unknown job (or another deployment's) is a 404.
 * - Embed sessions: `POST /api/v1/embed/generate-session` checks the reference's rules (400
 *   naming the field) and answers `{ sessionId }` (32 hex characters, valid 5 minutes);
 *   `POST /api/v1/embed/session/token` exchanges it once, without credentials, for `{ token }`
 *   (valid 24 hours; 401 for a session unknown, used, revoked or expired);
 *   `POST /api/v1/embed/session/revoke` ends the session and its token (204, idempotent).
 * - Cursor lists: without `first`, every item and `pageInfo: null` (the lists whose `pageInfo`
 *   the document requires answer one page); with `first` (1–100) a page, `pageInfo: {
 *   hasNextPage, hasPreviousPage, startCursor, endCursor }`, and `after` continues. Reports also
 *   take `sortBy` (`lastViewedAt`: no cursors, and `after` is a 400), `search`, `folderId` and
 *   `externalWorkbookId`; reports and folders carry the deprecated `data` and `count`.
 * - The data model upload takes a multipart form (`transaction`, `fileName`, `file`); a JSON
 *   body is a 415.
 * - Every other path answers 200 with a small plausible JSON body of the document's shape (204
 *   where the document answers that), so any endpoint can be called; the two whose success is
 *   not a JSON 200 (the export download, the preview start) answer 501.
 * - 404 `{ message }` for an unknown path, 405 (with `Allow`) for a method the path does not
 *   have, 400 for a body that is not a JSON object or a bad parameter, 413 past 1 MB.
 * - CORS: preflights answered without a credential, allowed origins echoed, `Retry-After` readable.
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
 * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_OPTIONS` (the promise rejects) for an option that is
 * not
 * as documented, naming it and its value; the listen error when the port is taken.
 */
export async function startFakePlatformServer(options: FakePlatformServerOptions = {}): Promise<FakePlatformServer> {
  const own = ownOptions(options, 'options', refuseOption);
  const service = new FakePlatformService(own);
  const port = whole(own.port, 'port', refuseOption, 0, 65535) ?? 0;
  const allowedOrigins = allowedOriginsOption(own.allowedOrigins);
  const requests: FakePlatformRequest[] = [];
  let closed = false;
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readBody(request);
    const method = (request.method ?? 'GET').toUpperCase();
    const path = request.url ?? '/';
    const record: FakePlatformRequest = { method, path, headers: redactedHeaders(request), body: bodyForRecord(text) };
    requests.push(record);
    const cors = corsHeaders(request, allowedOrigins, ALLOW_HEADERS, ALLOW_METHODS, 'retry-after');
    const reply: PlatformReply = closed
      ? { status: 503, body: { json: { message: 'The server is closing' } } }
      : await service.handle({
          method,
          path,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          text,
        });
    if ('drop' in reply) return void request.socket.destroy();
    if (reply.authScheme) record.authScheme = reply.authScheme;
    record.status = reply.status;
    writeReply(response, reply, cors);
  };
  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
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
    failNext: (rule) => service.failures.add(rule, 'failNext', true),
    dropNext: (rule = {}) => service.failures.add(rule, 'dropNext', false),
    scriptDbtSync(next) {
      service.jobs.steps = checkDbtSyncSteps(next, 'steps');
    },
    embedTokenInfo: (token) => (typeof token === 'string' ? service.sessions.tokenInfo(token) : undefined),
    embedSessions: () => service.sessions.list(),
    close() {
      closed = true;
      closing ??= local.close();
      return closing;
    },
  };
}

/** Writes a reply of the service: its status, the CORS headers, its body as JSON, text, or none. */
function writeReply(
  response: ServerResponse,
  reply: Exclude<PlatformReply, { drop: true }>,
  cors: Record<string, string>,
): void {
  const { body } = reply;
  const type =
    body === undefined ? {} : 'json' in body ? JSON_HEADERS : { 'content-type': 'text/plain; charset=utf-8' };
  response.writeHead(reply.status, { ...cors, ...type, ...reply.headers });
  if (body === undefined) response.end();
  else response.end('json' in body ? `${JSON.stringify(body.json)}\n` : body.text);
}
