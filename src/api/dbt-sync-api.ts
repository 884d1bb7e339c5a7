/**
 * `client.dbtSync`: a dbt sync from start to result (spec 2, 3.1, 4.1, the reference) — start,
 * status, wait, cancel, result, logs, generated files, and the deployment's run list — over the
 * client's typed calls, so that every request has its auth, retries and errors.
 *
 * @module
 */

import { callOptions, refuseApiRequest } from '../http/refuse.js';
import type { Timing } from '../http/timing.js';
import { deploymentId } from '../internal/service-url.js';
import { checkDbtSyncResponse, checkDbtSyncStatus } from './dbt-sync-status.js';
import { type DbtSyncWaitOptions, waitForDbtSync } from './dbt-sync-wait.js';
import { callSignal } from './options.js';
import type { Paginated } from './paginate.js';
import type { components } from './platform-paths.js';
import type {
  DbtSyncCancelResponse,
  DbtSyncGeneratedFilesPage,
  DbtSyncLogsPage,
  DbtSyncResponse,
  DbtSyncResultResponse,
  DbtSyncRunsPage,
  DbtSyncStatusResponse,
  StartDbtSyncInput,
} from './types.js';

/** The options of a call that only reads: a signal to abort it. */
export interface DbtSyncCallOptions {
  /** Aborting it rejects the call with `ABORTED`. */
  signal?: AbortSignal;
}

/** The options of a paged list of a sync: where to start, how many per page, how many pages. */
export interface DbtSyncListOptions extends DbtSyncCallOptions {
  /** Items per page (the service's default when absent). */
  first?: number;
  /** Start after this cursor (a page's `pageInfo.endCursor`). */
  after?: string;
  /** Read at most this many pages. */
  maxPages?: number;
}

/** The options of `dbtSync.list`: the list's filters, and paging. */
export interface DbtSyncRunsOptions extends DbtSyncListOptions {
  /** Only runs with this outcome. */
  status?: components['schemas']['DbtSyncRunsQueryStatus'];
  /** Only runs started this way. */
  trigger?: components['schemas']['DbtSyncRunsQueryTrigger'];
}

/** dbt sync (spec 2.1, 2.2, 3.1, 4.1, the reference): a job from its start to its result. */
export interface DbtSyncApi {
  /**
   * Starts a dbt sync of the deployment (`POST …/dbt-sync`, never retried) and resolves with
   * the job, whose `syncJobId` the other methods take.
   *
   * @throws {@link ApiError} `INVALID_REQUEST` for a bad id or input (nothing sent), an HTTP
   * error's code, or `INVALID_RESPONSE` without a `syncJobId`.
   */
  start(deploymentId: number, input?: StartDbtSyncInput): Promise<DbtSyncResponse>;
  /**
   * The job's status (`GET …/dbt-sync/{syncJobId}`), checked against spec 2.1.
   *
   * @throws {@link ApiError} an HTTP error's code (404 for an unknown job), or
   * `INVALID_RESPONSE` naming the field that is not what the spec says.
   */
  status(deploymentId: number, syncJobId: string, options?: DbtSyncCallOptions): Promise<DbtSyncStatusResponse>;
  /**
   * Polls the job's status until it ends: at once, then with bounded exponential backoff
   * (`minDelayMs` to `maxDelayMs`, starting again at each new stage). Any status but
   * `COMPLETED`, `FAILED` and `CANCELLED`, unknown ones included, is still running;
   * `percentComplete` is never decided on. A poll is retried by the client's transport (its
   * `retry` option), and by nothing else. Resolves with the `COMPLETED` status.
   *
   * @throws {@link ApiError} `SYNC_FAILED` (message with the service's `error`, the final
   * status as `body`); `SYNC_CANCELLED` (someone cancelled the sync); `TIMEOUT` after
   * `timeoutMs`; `ABORTED` as soon as `signal` aborts, mid-pause too (the sync goes on at the
   * service either way); a poll's error once the transport gave up (401, 404, 503 after its
   * retries, `INVALID_RESPONSE`…); `INVALID_OPTIONS`.
   */
  wait(deploymentId: number, syncJobId: string, options?: DbtSyncWaitOptions): Promise<DbtSyncStatusResponse>;
  /**
   * Cancels a running job (`DELETE …/dbt-sync/{syncJobId}`; retried like any `DELETE`, which
   * the service treats as idempotent). A `wait` on it then ends with `SYNC_CANCELLED`.
   *
   * @throws {@link ApiError} an HTTP error's code: 404 for an unknown job, `CONFLICT` for one
   * that has already ended.
   */
  cancel(deploymentId: number, syncJobId: string, options?: DbtSyncCallOptions): Promise<DbtSyncCancelResponse>;
  /**
   * What a completed job produced (`GET …/result`): the files it wrote, the manifest's counts
   * (models, sources, macros), the cubes, when it completed and how long it took.
   *
   * @throws {@link ApiError} an HTTP error's code (404 for an unknown job; the service answers
   * an error for a job that has not completed).
   */
  result(deploymentId: number, syncJobId: string, options?: DbtSyncCallOptions): Promise<DbtSyncResultResponse>;
  /**
   * The job's log entries (`GET …/logs`): iterate it for the entries, or `pages()`. The reference
   * gives the log no paging parameters (one page today); a page that says another follows is
   * followed, as in every cursor list.
   */
  logs(
    deploymentId: number,
    syncJobId: string,
    options?: DbtSyncCallOptions & Pick<DbtSyncListOptions, 'maxPages'>,
  ): Paginated<DbtSyncLogsPage['items'][number], DbtSyncLogsPage>;
  /** The files the job generated, with their content (`GET …/generated-files`), a cursor list. */
  generatedFiles(
    deploymentId: number,
    syncJobId: string,
    options?: DbtSyncListOptions,
  ): Paginated<DbtSyncGeneratedFilesPage['items'][number], DbtSyncGeneratedFilesPage>;
  /** The deployment's sync runs, newest first (`GET …/dbt-sync`), a cursor list, by `status` and `trigger` if given. */
  list(
    deploymentId: number,
    options?: DbtSyncRunsOptions,
  ): Paginated<DbtSyncRunsPage['items'][number], DbtSyncRunsPage>;
}

/** What the dbt sync API calls of its client: one request, and a cursor list. @internal */
export interface DbtSyncTransport {
  call(method: string, path: string, init: unknown): Promise<{ data: unknown }>;
  paginate(path: string, init: unknown): Paginated<unknown, unknown>;
}

/** A deployment id (spec 4.1: an integer). @internal */
export const checkDeploymentId = (value: unknown): number => deploymentId(value, 'deploymentId', refuseApiRequest);

/** A sync job id (spec 4.1: a string). */
function checkSyncJobId(syncJobId: unknown): string {
  if (typeof syncJobId !== 'string' || !syncJobId)
    refuseApiRequest('syncJobId', 'the syncJobId that dbtSync.start resolved with', syncJobId);
  return syncJobId;
}

/** The body of a dbt sync start: `{}` or `{ branchName }`, plus any other field the caller passes. */
function checkStartInput(input: unknown): Record<string, unknown> {
  const own = callOptions(input, 'input', refuseApiRequest);
  if (own.branchName !== undefined && (typeof own.branchName !== 'string' || !own.branchName))
    refuseApiRequest('input.branchName', 'a branch name', own.branchName);
  return { ...own };
}

/** A list's `init`: its query (only the keys given), its signal and `maxPages`. */
function listInit(
  path: Record<string, unknown>,
  options: unknown,
  queryKeys: readonly string[],
): Record<string, unknown> {
  const own = callOptions(options, 'options', refuseApiRequest);
  const query: Record<string, unknown> = {};
  for (const key of queryKeys) if (own[key] !== undefined) query[key] = own[key];
  return {
    params: { path, query },
    ...callSignal(options),
    ...(own.maxPages === undefined ? {} : { maxPages: own.maxPages }),
  };
}

const JOB = '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}';

/** The dbt sync API over `client`'s calls, on `timing`'s clock. @internal */
export function createDbtSyncApi(client: DbtSyncTransport, timing: Timing): DbtSyncApi {
  const job = (deploymentId: unknown, syncJobId: unknown) => ({
    deploymentId: checkDeploymentId(deploymentId),
    syncJobId: checkSyncJobId(syncJobId),
  });
  const api: DbtSyncApi = {
    async start(deploymentId, input) {
      const id = checkDeploymentId(deploymentId);
      const body = checkStartInput(input);
      const { data } = await client.call('POST', '/api/v1/deployments/{deploymentId}/dbt-sync', {
        params: { path: { deploymentId: id } },
        body,
      });
      return checkDbtSyncResponse(data, `The start of a dbt sync of deployment ${id}`);
    },
    async status(deploymentId, syncJobId, options) {
      const path = job(deploymentId, syncJobId);
      const { data } = await client.call('GET', JOB, { params: { path }, ...callSignal(options) });
      return checkDbtSyncStatus(data, `The status of dbt sync ${path.syncJobId} of deployment ${path.deploymentId}`);
    },
    async wait(deploymentId, syncJobId, options) {
      const path = job(deploymentId, syncJobId);
      return waitForDbtSync(
        (signal) => api.status(path.deploymentId, path.syncJobId, { signal }),
        path,
        options,
        timing,
      );
    },
    async cancel(deploymentId, syncJobId, options) {
      const { data } = await client.call('DELETE', JOB, {
        params: { path: job(deploymentId, syncJobId) },
        ...callSignal(options),
      });
      return data as DbtSyncCancelResponse;
    },
    async result(deploymentId, syncJobId, options) {
      const { data } = await client.call('GET', `${JOB}/result`, {
        params: { path: job(deploymentId, syncJobId) },
        ...callSignal(options),
      });
      return data as DbtSyncResultResponse;
    },
    logs: (deploymentId, syncJobId, options) =>
      client.paginate(`${JOB}/logs`, listInit(job(deploymentId, syncJobId), options, [])) as ReturnType<
        DbtSyncApi['logs']
      >,
    generatedFiles: (deploymentId, syncJobId, options) =>
      client.paginate(
        `${JOB}/generated-files`,
        listInit(job(deploymentId, syncJobId), options, ['first', 'after']),
      ) as ReturnType<DbtSyncApi['generatedFiles']>,
    list: (deploymentId, options) =>
      client.paginate(
        '/api/v1/deployments/{deploymentId}/dbt-sync',
        listInit({ deploymentId: checkDeploymentId(deploymentId) }, options, ['status', 'trigger', 'first', 'after']),
      ) as ReturnType<DbtSyncApi['list']>,
  };
  return api;
}
