/**
 * The dbt sync's statuses (spec 3.1) and the checks of what the service answers about a sync
 * job (spec 2.1, 2.2): a response that is not what the spec says is `INVALID_RESPONSE`, naming
 * the field and its value, rather than a wait that misreads it.
 *
 * @module
 */

import { ApiError } from '../http/api-error.js';
import { expected, isPlainObject } from '../internal/describe.js';
import type { DbtSyncResponse, DbtSyncStatusResponse } from './types.js';

/**
 * Every status of a dbt sync the spec names (3.1), in the order a sync goes through them.
 * `COMPLETED` and `FAILED` end a sync, and so does `CANCELLED` (the reference's run list names
 * it; `isTerminalStatus` decides); any other value — one of these, or one the service added
 * since — means the sync is still running.
 */
export const DBT_SYNC_STATUSES = /*#__PURE__*/ Object.freeze([
  'INITIALIZING',
  'CREATING_SANDBOX',
  'UPLOADING_PROJECT',
  'INSTALLING_DEPENDENCIES',
  'RUNNING_DBT_DEPS',
  'COMPILING_DBT',
  'PROCESSING_MANIFEST',
  'WRITING_CUBE_FILES',
  'FINALIZING',
  'COMPLETED',
  'FAILED',
] as const);

/** A status the spec names; the service may send others (still running). */
export type KnownDbtSyncStatus = (typeof DBT_SYNC_STATUSES)[number];

/**
 * Whether a status ends the sync: `COMPLETED`, `FAILED`, or `CANCELLED` (not among the status
 * endpoint's values in the spec, but final in the reference's list of runs), nothing else.
 */
export const isTerminalStatus = (status: string): boolean =>
  status === 'COMPLETED' || status === 'FAILED' || status === 'CANCELLED';

/** Throws `INVALID_RESPONSE` for `field` of what `what` answered. */
function wrong(what: string, body: unknown, field: string, rule: string, value: unknown): never {
  throw new ApiError('INVALID_RESPONSE', `${what} is not what the spec says: ${expected(field, rule, value)}`, {
    body,
  });
}

const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * Checks a `DbtSyncStatusResponse` (spec 2.1): `syncJobId`, `status`, `updatedAt` strings;
 * `progress.stage` a string and `progress.percentComplete` a number (for display: a fraction
 * is tolerated); `progress.message` and `error` strings, null or absent. Unknown status values
 * and extra fields are fine.
 *
 * @throws {@link ApiError} `INVALID_RESPONSE` naming the field and its value (shortened).
 */
export function checkDbtSyncStatus(data: unknown, what: string): DbtSyncStatusResponse {
  if (!isPlainObject(data)) wrong(what, data, 'the body', 'a DbtSyncStatusResponse object', data);
  for (const field of ['syncJobId', 'status', 'updatedAt'] as const) {
    if (typeof data[field] !== 'string' || !data[field]) wrong(what, data, field, 'a non-empty string', data[field]);
  }
  const progress = data.progress;
  if (!isPlainObject(progress)) wrong(what, data, 'progress', 'an object with stage and percentComplete', progress);
  if (typeof progress.stage !== 'string') wrong(what, data, 'progress.stage', 'a string', progress.stage);
  if (typeof progress.percentComplete !== 'number' || !Number.isFinite(progress.percentComplete))
    wrong(what, data, 'progress.percentComplete', 'a number', progress.percentComplete);
  if (!isOptionalText(progress.message)) wrong(what, data, 'progress.message', 'a string or null', progress.message);
  if (!isOptionalText(data.error)) wrong(what, data, 'error', 'a string or null', data.error);
  return data as unknown as DbtSyncStatusResponse;
}

/**
 * Checks a `DbtSyncResponse` (spec 2.2): `syncJobId` a non-empty string, the one field a
 * caller needs (the types of `branchName` and `workflowId` are not shown in the spec).
 *
 * @throws {@link ApiError} `INVALID_RESPONSE` naming the field and its value.
 */
export function checkDbtSyncResponse(data: unknown, what: string): DbtSyncResponse {
  if (!isPlainObject(data)) wrong(what, data, 'the body', 'a DbtSyncResponse object', data);
  if (typeof data.syncJobId !== 'string' || !data.syncJobId)
    wrong(what, data, 'syncJobId', 'a non-empty string', data.syncJobId);
  return data as unknown as DbtSyncResponse;
}
