/**
 * `platform-embed/api`: the management and build API (spec 4.1, 4.3, 5.1, 8, 9) — every path
 * of `openapi/platform.yaml`, typed from it and sent through openapi-fetch, with bearer auth,
 * timeouts, retries where they are safe, cursor lists, and a dbt sync that waits well. Runs in
 * Node 18+ (and in browsers, with `credentials`).
 *
 * @example
 * ```ts
 * import { ApiError, createPlatformClient } from 'platform-embed/api';
 *
 * const api = createPlatformClient({ baseUrl: 'https://acme.example.com', token: () => getToken() });
 * const { syncJobId } = await api.dbtSync.start(42, { branchName: 'dev' });
 * try {
 *   await api.dbtSync.wait(42, syncJobId, { onProgress: ({ status, progress }) => console.log(status, progress.percentComplete) });
 * } catch (error) {
 *   if (error instanceof ApiError && error.code === 'SYNC_FAILED') console.error(error.message);
 *   else throw error;
 * }
 * ```
 *
 * @module
 */

export { EmbedError } from '../errors.js';
export type { ApiErrorCode, ApiErrorOptions } from '../http/api-error.js';
export { API_ERROR_CODES, ApiError } from '../http/api-error.js';
export type {
  AppUrlParams,
  ChatUrlParams,
  CommonUrlParams,
  DashboardHeaderParams,
  DashboardUrlParams,
  EmbedUrlOptions,
  EmbedUrlParams,
  GranularitySwitch,
} from '../protocol/embed-url.js';
export { embedUrl } from '../protocol/embed-url.js';
export type { Filter } from '../protocol/filter.js';
export type { PlatformClient } from './client.js';
export { createPlatformClient } from './client.js';
export type { DbtSyncApi, DbtSyncCallOptions, DbtSyncListOptions, DbtSyncRunsOptions } from './dbt-sync-api.js';
export type { KnownDbtSyncStatus } from './dbt-sync-status.js';
export { DBT_SYNC_STATUSES } from './dbt-sync-status.js';
export type { DbtSyncWaitOptions } from './dbt-sync-wait.js';
export type { EmbedApi, GenerateSessionInput, GenerateSessionResponse, SessionUrlTarget } from './embed-api.js';
export type { RequestContext } from './middleware.js';
export type {
  PlatformAuth,
  PlatformClientOptions,
  PlatformConnectionOptions,
  RetryOptions,
  TokenSource,
} from './options.js';
export type { Paginated } from './paginate.js';
export type {
  CursorListPaths,
  DbtSyncCancelResponse,
  DbtSyncGeneratedFilesPage,
  DbtSyncLogsPage,
  DbtSyncProgress,
  DbtSyncResponse,
  DbtSyncResultResponse,
  DbtSyncRunsPage,
  DbtSyncStatusResponse,
  ItemOf,
  PageOf,
  PlatformPaths,
  PlatformResponse,
  StartDbtSyncInput,
} from './types.js';
