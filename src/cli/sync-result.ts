/**
 * What a completed dbt sync produced, as the command line shows it: one line — `dbt sync
 * sync-job-1 of deployment 42 completed in 1m 12s: 12 models, 3 cubes, 4 files generated` —
 * read from the job's result (`dbtSync.result`). The result is the service's word, read as it
 * comes: a count that is not a whole number ≥ 0 is left out rather than shown, and every text of
 * it goes through the sanitizer.
 *
 * @module
 * @internal
 */

import type { DbtSyncResultResponse, PlatformClient } from '../api/index.js';
import { isRecord } from '../internal/is-record.js';
import { humanDuration } from './duration.js';
import { jobName } from './sync-job.js';

/** A count to show: a whole number ≥ 0, else nothing. */
const countOf = (value: unknown): number | undefined =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;

/** `1 model`, `12 models`. */
const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** What a result holds, read without trusting its shape: a field of something other than an object is no field. */
const fieldsOf = (value: unknown): Partial<Record<string, unknown>> => (isRecord(value) ? value : {});

/** The counts of a result: `12 models, 3 cubes, 4 files generated` (only those it gives). */
export function resultCounts(given: DbtSyncResultResponse): string {
  const result = fieldsOf(given);
  const stats = fieldsOf(result.manifestStats);
  const models = countOf(stats?.models);
  const cubes = countOf(result.cubeCount);
  const files = Array.isArray(result.generatedFiles) ? result.generatedFiles.length : undefined;
  return [
    models === undefined ? undefined : counted(models, 'model', 'models'),
    cubes === undefined ? undefined : counted(cubes, 'cube', 'cubes'),
    files === undefined ? undefined : counted(files, 'file generated', 'files generated'),
  ]
    .filter((part) => part !== undefined)
    .join(', ');
}

/** The line of a completed sync: its name, how long it took and what it produced — whatever of that the result gives. */
export function resultLine(deploymentId: number, syncJobId: string, result: DbtSyncResultResponse): string {
  const { durationMs } = fieldsOf(result);
  const took = typeof durationMs === 'number' ? humanDuration(durationMs) : undefined;
  const counts = resultCounts(result);
  return `${jobName(deploymentId, syncJobId)} completed${took ? ` in ${took}` : ''}${counts ? `: ${counts}` : ''}`;
}

/** A result read, or why it could not be. */
export type ResultRead = { readonly result: DbtSyncResultResponse } | { readonly error: unknown };

/**
 * The result of a completed job. Never rejects: the sync has completed whatever happens to this
 * request, so its failure is the caller's to mention, not to fail on.
 */
export async function readResult(
  client: PlatformClient,
  deploymentId: number,
  syncJobId: string,
  signal: AbortSignal,
): Promise<ResultRead> {
  try {
    return { result: await client.dbtSync.result(deploymentId, syncJobId, { signal }) };
  } catch (error) {
    return { error };
  }
}
