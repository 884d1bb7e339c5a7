/**
 * The fake platform service, without HTTP: its state (dbt sync jobs, embed sessions, failures
 * on request), its rules (credentials, the route table, bodies) and its answers. A request is
 * its method, path, credential, content type and body text; the reply is a status with a JSON
 * or text body, or a dropped connection. The HTTP adapter (`startFakePlatformServer`) maps
 * requests to it; a unit test calls it directly.
 *
 * @module
 */

import { STATUS_CODES } from 'node:http';
import { check, ownOptions, refuseOption, whole } from '../../internal/checks.js';
import { expected } from '../../internal/describe.js';
import { isRecord } from '../../internal/is-record.js';
import { authenticate, challenges, type FakePlatformAuthScheme } from './platform-auth.js';
import { checkDbtSyncSteps, defaultDbtSyncSteps, type FakeDbtSyncStep } from './platform-dbt-sync.js';
import { DbtSyncJobs } from './platform-dbt-sync-jobs.js';
import { EmbedSessions } from './platform-embed-sessions.js';
import { FailureRules, type StagedFailure } from './platform-failures.js';
import { createOperations, type OperationHandler } from './platform-operations.js';
import { FakeRefusal } from './platform-refusal.js';
import {
  createRouter,
  FORM_ROUTES,
  type HandledOperation,
  type HttpVerb,
  type MatchedRoute,
  PUBLIC_ROUTES,
  type RouteAnswer,
} from './platform-routes.js';

/** The bearer token the fake platform server accepts unless told otherwise (`Authorization: Bearer test-platform-token`). */
export const FAKE_PLATFORM_TOKEN = 'test-platform-token';

/** A request to the service: what the HTTP adapter read. */
export interface PlatformServiceRequest {
  /** The method, upper case. */
  readonly method: string;
  /** The path with its query, as sent. */
  readonly path: string;
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** The `Content-Type` header, if any. */
  readonly contentType: string | undefined;
  /** The body as text; `undefined` past the body limit (1 MB). */
  readonly text: string | undefined;
}

/** What to answer: a status with a JSON body, a text body or none, or no answer at all (`drop`). */
export type PlatformReply =
  | { readonly drop: true }
  | {
      readonly status: number;
      readonly headers?: Readonly<Record<string, string>>;
      readonly body?: { readonly json: unknown } | { readonly text: string };
      /** The scheme that authenticated the request, for its record. */
      readonly authScheme?: FakePlatformAuthScheme;
    };

/** The options the service takes (those of `startFakePlatformServer` without the HTTP ones). */
export interface PlatformServiceOptions {
  token?: string;
  apiKey?: string;
  reports?: number;
  folders?: number;
  dbtSync?: FakeDbtSyncStep[];
  now?: () => number;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): PlatformReply => ({
  status,
  body: { json: body },
  ...(headers && { headers }),
});
const message = (status: number, text: string, headers?: Record<string, string>) =>
  json(status, { message: text }, headers);

/** The fake platform service: see the module. */
export class FakePlatformService {
  readonly jobs: DbtSyncJobs;
  readonly sessions: EmbedSessions;
  readonly failures = new FailureRules();
  readonly #credentials: { token: string; apiKey: string | undefined };
  readonly #operations: Record<HandledOperation, OperationHandler>;
  readonly #route = createRouter();

  /** `INVALID_OPTIONS` for an option not as documented, naming it and its value. */
  constructor(options: PlatformServiceOptions = {}) {
    const own = ownOptions(options, 'options', refuseOption);
    const credential = (value: unknown, what: string) =>
      check(
        value === undefined || (typeof value === 'string' && /^\S+$/.test(value)),
        what,
        'a non-empty string without spaces',
        value,
      );
    credential(own.token, 'token');
    credential(own.apiKey, 'apiKey');
    check(
      own.now === undefined || typeof own.now === 'function',
      'now',
      'a function returning the time in milliseconds since the epoch',
      own.now,
    );
    this.#credentials = { token: own.token ?? FAKE_PLATFORM_TOKEN, apiKey: own.apiKey };
    const reportCount = whole(own.reports, 'reports', refuseOption, 0, 10_000) ?? 25;
    const folderCount = whole(own.folders, 'folders', refuseOption, 0, 1_000) ?? 12;
    const clock = clockOf(own.now ?? Date.now);
    this.jobs = new DbtSyncJobs(
      own.dbtSync === undefined ? defaultDbtSyncSteps() : checkDbtSyncSteps(own.dbtSync, 'dbtSync'),
      clock,
    );
    this.sessions = new EmbedSessions(clock);
    this.#operations = createOperations({ jobs: this.jobs, sessions: this.sessions, reportCount, folderCount });
  }

  /** The reply to one request: a failure staged for it, a refusal, or the route's answer. */
  async handle(request: PlatformServiceRequest): Promise<PlatformReply> {
    const { method, path } = request;
    // The path as sent, not resolved as a URL (where `//x` would be a host).
    const queryAt = path.indexOf('?');
    const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
    const query = new URLSearchParams(queryAt < 0 ? '' : path.slice(queryAt + 1));
    const matched = this.#route(pathname);
    const template = matched && 'template' in matched ? matched.template : undefined;
    const staged = this.failures.take({ method, path, pathname, template });
    if (staged?.drop) return { drop: true };
    if (staged) return failureReply(staged);
    if (method === 'OPTIONS') return { status: 204 };
    let authScheme: FakePlatformAuthScheme | undefined;
    if (!PUBLIC_ROUTES.has(`${method} ${template}`)) {
      authScheme = authenticate(request.authorization, this.#credentials);
      if (!authScheme) return message(401, 'Unauthorized', { 'www-authenticate': challenges(this.#credentials) });
    }
    const reply = await this.#routeReply(request, matched, pathname, query);
    return authScheme && !('drop' in reply) ? { ...reply, authScheme } : reply;
  }

  async #routeReply(
    request: PlatformServiceRequest,
    matched: MatchedRoute | { badSegment: string } | undefined,
    pathname: string,
    query: URLSearchParams,
  ): Promise<PlatformReply> {
    const { method, text } = request;
    if (!matched) return message(404, `No such endpoint: ${method} ${pathname}`);
    if ('badSegment' in matched)
      return message(400, expected('a path segment', 'valid percent-encoding', matched.badSegment));
    const routeAnswer = matched.methods[method as HttpVerb];
    if (!routeAnswer) {
      const allowed = Object.keys(matched.methods);
      return message(405, `${method} is not allowed on ${matched.template}: use ${allowed.join(' or ')}`, {
        allow: [...allowed, 'OPTIONS'].join(', '),
      });
    }
    if (text === undefined) return message(413, 'The body is larger than 1 MB');
    try {
      return await this.#answer(matched, routeAnswer, text, query, request.contentType);
    } catch (error) {
      if (!(error instanceof FakeRefusal)) throw error;
      return json(error.status, error.body);
    }
  }

  async #answer(
    matched: MatchedRoute,
    routeAnswer: RouteAnswer,
    text: string,
    query: URLSearchParams,
    contentType: string | undefined,
  ): Promise<PlatformReply> {
    const { deploymentId } = matched.params;
    if (deploymentId !== undefined && !/^\d{1,15}$/.test(deploymentId))
      throw new FakeRefusal(400, expected('deploymentId', 'an integer', deploymentId));
    const form = FORM_ROUTES.has(matched.template);
    const call = {
      template: matched.template,
      params: matched.params,
      query,
      body: form ? undefined : jsonBody(text),
      raw: { text, contentType },
    };
    if (routeAnswer === 204) return { status: 204 };
    if (routeAnswer === 501) return message(501, `Not implemented by the fake platform server: ${matched.template}`);
    if (typeof routeAnswer === 'function') return json(200, routeAnswer(call));
    const body = await this.#operations[routeAnswer.handled](call);
    return body === undefined ? { status: 204 } : json(200, body);
  }
}

/** A clock that goes wrong fails the request that read it (a 500 naming it), not a later one. */
function clockOf(now: () => number): () => number {
  return () => {
    const time = now();
    if (typeof time !== 'number' || !Number.isFinite(time))
      throw new Error(expected('now()', 'a time in milliseconds since the epoch', time));
    return time;
  };
}

/** The reply of a failure on request: its status, `Retry-After` when staged, its body (JSON, or text as given). */
function failureReply(failure: Extract<StagedFailure, { drop: false }>): PlatformReply {
  const headers: Record<string, string> =
    failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) };
  if (typeof failure.body === 'string') return { status: failure.status, headers, body: { text: failure.body } };
  return json(
    failure.status,
    failure.body === undefined ? { message: STATUS_CODES[failure.status] ?? 'Error' } : failure.body,
    headers,
  );
}

/** The JSON body of a request: an object, or `undefined` when empty. */
function jsonBody(text: string): Record<string, unknown> | undefined {
  if (text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FakeRefusal(400, expected('the body', 'JSON', text));
  }
  if (!isRecord(parsed)) throw new FakeRefusal(400, expected('the body', 'a JSON object', parsed));
  return parsed;
}
