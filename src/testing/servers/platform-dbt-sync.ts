/**
 * The dbt sync jobs of the fake platform server (spec 2.1, 2.2, 3.1, 4.1): the steps a job goes
 * through, one per status poll, and the full `DbtSyncStatusResponse` of each.
 *
 * @module
 */

import { DBT_SYNC_STATUSES } from '../../api/dbt-sync-status.js';
import type { components } from '../../api/platform-paths.js';
import { check } from '../../internal/checks.js';
import { isPlainObject } from './local-server.js';

/** What the fake says a sync is doing at each known stage (`progress.message`). */
const STAGE_MESSAGES: Readonly<Record<string, string>> = {
  INITIALIZING: 'Starting the sync',
  CREATING_SANDBOX: 'Creating a sandbox for the dbt project',
  UPLOADING_PROJECT: 'Uploading the dbt project',
  INSTALLING_DEPENDENCIES: 'Installing dependencies',
  RUNNING_DBT_DEPS: 'Running dbt deps',
  COMPILING_DBT: 'Compiling the dbt project',
  PROCESSING_MANIFEST: 'Processing manifest.json',
  WRITING_CUBE_FILES: 'Writing the data model files',
  FINALIZING: 'Finalizing',
  COMPLETED: 'The dbt project is imported',
};

/** The `error` of a `FAILED` step that gives none (spec 7: a failed sync reports a string). */
const DEFAULT_ERROR = 'dbt compilation failed: the project has errors';

/** The running stages of spec 3.1, in order (all but `COMPLETED` and `FAILED`): their position gives the derived `percentComplete`. */
const runningStages = (): string[] => DBT_SYNC_STATUSES.filter((status) => status !== 'COMPLETED' && status !== 'FAILED');

/**
 * One step of a fake dbt sync job: what one status poll returns. Only `status` is required; the
 * rest is derived when left out (see {@link FakePlatformServerOptions.dbtSync}).
 */
export interface FakeDbtSyncStep {
  /** A status of spec 3.1 (`COMPILING_DBT`, `COMPLETED`, `FAILED`…) or any other string (a value a client must treat as still running). */
  status: string;
  /** `progress.stage`. Default: the status itself. */
  stage?: string;
  /**
   * `progress.percentComplete`, a whole number from 0 to 100. Default: derived from the stage:
   * its position among the running stages of spec 3.1 (`INITIALIZING` 0 … `FINALIZING` 89),
   * 100 for `COMPLETED`, and the job's previous figure for any other stage (`FAILED`, an
   * unknown one).
   */
  percentComplete?: number;
  /** `progress.message`. Default: a description of a known stage, `null` for another one. */
  message?: string | null;
  /** `error`, only with `status: 'FAILED'`. Default for a `FAILED` step: a short reason. */
  error?: string | null;
}

/** The `DbtSyncStatusResponse` of spec 2.1, as generated from `openapi/platform.yaml`. */
type DbtSyncStatusResponse = components['schemas']['DbtSyncStatusResponse'];

/** The steps every new job goes through by default: each running status of spec 3.1 in order, then `COMPLETED`. */
export function defaultDbtSyncSteps(): FakeDbtSyncStep[] {
  return [...runningStages(), 'COMPLETED'].map((status) => ({ status }));
}

/**
 * Checked copies of the steps of a job, or `INVALID_OPTIONS` naming the bad one: a non-empty
 * list of steps, each with a non-empty `status`, a whole `percentComplete` from 0 to 100, and an
 * `error` only on a `FAILED` step.
 */
export function checkDbtSyncSteps(steps: unknown, what: string): FakeDbtSyncStep[] {
  check(Array.isArray(steps) && steps.length > 0, what, 'a non-empty array of steps { status, stage?, percentComplete?, message?, error? }', steps);
  return steps.map((step: unknown, index) => {
    const name = `${what}[${index}]`;
    check(isPlainObject(step), name, 'an object { status, stage?, percentComplete?, message?, error? }', step);
    const { status, stage, percentComplete, message, error } = step;
    check(typeof status === 'string' && status !== '', `${name}.status`, 'a non-empty string', status);
    check(stage === undefined || (typeof stage === 'string' && stage !== ''), `${name}.stage`, 'a non-empty string', stage);
    check(
      percentComplete === undefined || (Number.isInteger(percentComplete) && (percentComplete as number) >= 0 && (percentComplete as number) <= 100),
      `${name}.percentComplete`,
      'a whole number from 0 to 100',
      percentComplete,
    );
    check(message === undefined || message === null || typeof message === 'string', `${name}.message`, 'a string or null', message);
    check(error === undefined || error === null || typeof error === 'string', `${name}.error`, 'a string or null', error);
    check(error === undefined || status === 'FAILED', `${name}.error`, 'nothing unless the status is "FAILED" (spec 2.1)', error);
    const copy: FakeDbtSyncStep = { status };
    if (stage !== undefined) copy.stage = stage;
    if (percentComplete !== undefined) copy.percentComplete = percentComplete as number;
    if (message !== undefined) copy.message = message;
    if (error !== undefined) copy.error = error;
    return copy;
  });
}

/** A started job: its ids, its steps, and how far its polls have gone. */
export interface DbtSyncJob {
  readonly deploymentId: number;
  readonly syncJobId: string;
  readonly workflowId: string;
  readonly branchName: string;
  readonly steps: readonly FakeDbtSyncStep[];
  /** How many steps have been served. */
  served: number;
  /** The last status served: repeated once the steps run out. */
  last?: DbtSyncStatusResponse;
}

/**
 * The job's status at this poll: its next step (which becomes the job's state, `updatedAt`
 * `now`, always after the previous update), or, once every step has been served, the last one
 * again, unchanged.
 */
export function pollDbtSyncJob(job: DbtSyncJob, now: Date): DbtSyncStatusResponse {
  const step = job.steps[job.served];
  if (!step) return job.last!;
  job.served += 1;
  const stage = step.stage ?? step.status;
  const status: DbtSyncStatusResponse = {
    syncJobId: job.syncJobId,
    status: step.status,
    progress: {
      stage,
      percentComplete: step.percentComplete ?? percentOfStage(stage) ?? job.last?.progress.percentComplete ?? 0,
      message: step.message === undefined ? (STAGE_MESSAGES[stage] ?? null) : step.message,
    },
    // Each update later than the one before, even within one millisecond.
    updatedAt: new Date(Math.max(now.getTime(), job.last ? Date.parse(job.last.updatedAt) + 1 : 0)).toISOString(),
  };
  if (step.status === 'FAILED') status.error = step.error === undefined ? DEFAULT_ERROR : step.error;
  job.last = status;
  return status;
}

/** The percentage a known stage stands for, `undefined` for `FAILED` or an unknown stage. */
function percentOfStage(stage: string): number | undefined {
  if (stage === 'COMPLETED') return 100;
  const running = runningStages();
  const index = running.indexOf(stage);
  // Spread over the running stages: the first is 0, COMPLETED would be the tenth.
  return index < 0 ? undefined : Math.round((index * 100) / running.length);
}
