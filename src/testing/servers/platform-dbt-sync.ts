/**
 * The dbt sync jobs of the fake platform server (spec 2.1, 2.2, 3.1, 4.1, the reference): the
 * steps a job goes through, one per status poll, the full `DbtSyncStatusResponse` of each, a
 * cancellation, and what the job leaves as it goes (its log, the files it writes).
 *
 * @module
 */

import { DBT_SYNC_STATUSES } from '../../api/dbt-sync-status.js';
import type { components } from '../../api/platform-paths.js';
import { check } from '../../internal/checks.js';
import { isRecord } from '../../internal/is-record.js';

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
const runningStages = (): string[] =>
  DBT_SYNC_STATUSES.filter((status) => status !== 'COMPLETED' && status !== 'FAILED');

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
  check(
    Array.isArray(steps) && steps.length > 0,
    what,
    'a non-empty array of steps { status, stage?, percentComplete?, message?, error? }',
    steps,
  );
  return steps.map((step: unknown, index) => {
    const name = `${what}[${index}]`;
    check(isRecord(step), name, 'an object { status, stage?, percentComplete?, message?, error? }', step);
    const { status, stage, percentComplete, message, error } = step;
    check(typeof status === 'string' && status !== '', `${name}.status`, 'a non-empty string', status);
    check(
      stage === undefined || (typeof stage === 'string' && stage !== ''),
      `${name}.stage`,
      'a non-empty string',
      stage,
    );
    check(
      percentComplete === undefined ||
        (Number.isInteger(percentComplete) && (percentComplete as number) >= 0 && (percentComplete as number) <= 100),
      `${name}.percentComplete`,
      'a whole number from 0 to 100',
      percentComplete,
    );
    check(
      message === undefined || message === null || typeof message === 'string',
      `${name}.message`,
      'a string or null',
      message,
    );
    check(
      error === undefined || error === null || typeof error === 'string',
      `${name}.error`,
      'a string or null',
      error,
    );
    check(
      error === undefined || status === 'FAILED',
      `${name}.error`,
      'nothing unless the status is "FAILED" (spec 2.1)',
      error,
    );
    const copy: FakeDbtSyncStep = { status };
    if (stage !== undefined) copy.stage = stage;
    if (percentComplete !== undefined) copy.percentComplete = percentComplete as number;
    if (message !== undefined) copy.message = message;
    if (error !== undefined) copy.error = error;
    return copy;
  });
}

/** The schemas of `openapi/platform.yaml` a job's answers are made of. */
type Schemas = components['schemas'];
/** A log entry of a job, as `GET …/logs` lists it. */
export type DbtSyncLogEntry = Schemas['DbtSyncLogEntry'];
/** A file a job wrote, with its content, as `GET …/generated-files` lists it. */
export type DbtSyncGeneratedFile = Schemas['DbtGeneratedFileContent'];

/** The statuses after which a job does nothing more: the two of spec 3.1, and a cancellation. */
const ENDED = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);

/**
 * What every fake sync produces: the data model files it writes (cubes under `model/cubes/`,
 * views under `model/views/`) and the counts of the dbt manifest it read. The result, the
 * generated files and the run list all report these, so they agree with each other.
 */
export const DBT_SYNC_OUTPUT: {
  readonly files: readonly DbtSyncGeneratedFile[];
  readonly manifestStats: Schemas['DbtSyncManifestStats'];
} = {
  files: [
    { path: 'model/cubes/orders.yml', content: 'cubes:\n  - name: orders\n    sql_table: analytics.orders\n' },
    { path: 'model/cubes/customers.yml', content: 'cubes:\n  - name: customers\n    sql_table: analytics.customers\n' },
    {
      path: 'model/cubes/line_items.yml',
      content: 'cubes:\n  - name: line_items\n    sql_table: analytics.line_items\n',
    },
    { path: 'model/views/sales.yml', content: 'views:\n  - name: sales\n' },
  ],
  manifestStats: { models: 3, sources: 2, macros: 14 },
};

/** How many of the files are cubes. */
export const cubeCount = (files: readonly DbtSyncGeneratedFile[]): number =>
  files.filter((file) => file.path.startsWith('model/cubes/')).length;

/** A started job: its ids and options, its steps, how far its polls have gone, and what it produced so far. */
export interface DbtSyncJob {
  readonly deploymentId: number;
  readonly syncJobId: string;
  readonly workflowId: string;
  readonly branchName: string;
  /** Where the sync reads the dbt project: `git`, or the `manifest` sent with the start. */
  readonly source: 'git' | 'manifest';
  /** The git ref asked for, if any. */
  readonly gitRef: string | null;
  /** When it started (milliseconds since the epoch, the server's clock). */
  readonly startedAt: number;
  readonly steps: readonly FakeDbtSyncStep[];
  /** How many steps have been served. */
  served: number;
  /** The last status served: repeated once the steps run out. */
  last?: DbtSyncStatusResponse;
  /** The log, oldest first: an entry at the start, one per step served, one at a cancellation. */
  readonly log: DbtSyncLogEntry[];
  /** The files written: none until the job reaches `WRITING_CUBE_FILES` (or `COMPLETED` without it). */
  files: DbtSyncGeneratedFile[];
}

/** A new job, its start logged. */
export function createDbtSyncJob(init: Omit<DbtSyncJob, 'served' | 'last' | 'log' | 'files'>): DbtSyncJob {
  const from = init.source === 'git' ? `git${init.gitRef ? ` ref ${init.gitRef}` : ''}` : 'the manifest sent';
  const job: DbtSyncJob = { ...init, served: 0, log: [], files: [] };
  job.log.push({
    timestamp: iso(init.startedAt),
    level: 'info',
    stream: 'system',
    message: `dbt sync started: from ${from} to branch ${init.branchName}`,
  });
  return job;
}

/** Whether the job may still change: no step served yet, or the last one not an end. */
export function isRunning(job: DbtSyncJob): boolean {
  return job.last === undefined || !ENDED.has(job.last.status);
}

/**
 * The job's status at this poll: its next step (which becomes the job's state, `updatedAt`
 * `now`, always after the previous update, and an entry of its log), or, once every step has
 * been served, the last one again, unchanged.
 */
export function pollDbtSyncJob(job: DbtSyncJob, now: number): DbtSyncStatusResponse {
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
    updatedAt: nextUpdate(job, now),
  };
  if (step.status === 'FAILED') status.error = step.error === undefined ? DEFAULT_ERROR : step.error;
  record(job, status);
  // The files appear when the job writes them, so a client polling the list sees them arrive.
  if ((stage === 'WRITING_CUBE_FILES' || step.status === 'COMPLETED') && job.files.length === 0)
    job.files = DBT_SYNC_OUTPUT.files.map((file) => ({ ...file }));
  return status;
}

/** Cancels a running job: its status becomes `CANCELLED` at the stage it had reached, for good. */
export function cancelDbtSyncJob(job: DbtSyncJob, now: number): DbtSyncStatusResponse {
  const progress = job.last?.progress ?? { stage: 'INITIALIZING', percentComplete: 0 };
  const status: DbtSyncStatusResponse = {
    syncJobId: job.syncJobId,
    status: 'CANCELLED',
    progress: { stage: progress.stage, percentComplete: progress.percentComplete, message: 'Cancelled' },
    updatedAt: nextUpdate(job, now),
  };
  // No step is served after a cancellation: every poll answers this status.
  job.served = job.steps.length;
  record(job, status);
  return status;
}

/** Makes `status` the job's state, and logs it. */
function record(job: DbtSyncJob, status: DbtSyncStatusResponse): void {
  const previous = job.last ? Date.parse(job.last.updatedAt) : job.startedAt;
  const failed = status.status === 'FAILED';
  job.log.push({
    timestamp: status.updatedAt,
    level: failed ? 'error' : status.status === 'CANCELLED' ? 'warn' : 'info',
    stream: 'system',
    message: (failed ? status.error : status.progress.message) ?? status.status,
    phase: status.progress.stage,
    // How long the stage before this one took.
    durationMs: Math.max(0, Date.parse(status.updatedAt) - previous),
  });
  job.last = status;
}

/** `now` as an ISO time, always after the job's previous update, even within one millisecond. */
function nextUpdate(job: DbtSyncJob, now: number): string {
  return iso(Math.max(now, job.last ? Date.parse(job.last.updatedAt) + 1 : 0));
}

/** A time of the server's clock (milliseconds since the epoch) as ISO 8601. */
export const iso = (time: number): string => new Date(time).toISOString();

/** The percentage a known stage stands for, `undefined` for `FAILED` or an unknown stage. */
function percentOfStage(stage: string): number | undefined {
  if (stage === 'COMPLETED') return 100;
  const running = runningStages();
  const index = running.indexOf(stage);
  // Spread over the running stages: the first is 0, COMPLETED would be the tenth.
  return index < 0 ? undefined : Math.round((index * 100) / running.length);
}
