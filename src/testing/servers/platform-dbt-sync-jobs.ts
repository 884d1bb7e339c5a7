/**
 * The dbt sync operations of the fake platform server (spec 2.1, 2.2, 3.1, 4.1 and the
 * reference): start a job, poll its status, cancel it, read its result, its log and the files it
 * generated, and list a deployment's runs. Each answers in the shape of `openapi/platform.yaml`,
 * or throws a {@link FakeRefusal} (404 unknown job, 409 a job in the wrong state, 400 a bad
 * parameter).
 *
 * @module
 */

import type { components } from '../../api/platform-paths.js';
import { expected, isPlainObject } from '../../internal/describe.js';
import {
  cancelDbtSyncJob,
  createDbtSyncJob,
  cubeCount,
  DBT_SYNC_OUTPUT,
  type DbtSyncJob,
  type FakeDbtSyncStep,
  iso,
  isRunning,
  pollDbtSyncJob,
} from './platform-dbt-sync.js';
import { cursorPage, withPageInfo } from './platform-pages.js';
import { badRequest, FakeRefusal } from './platform-refusal.js';

type Schemas = components['schemas'];

/** The filters of the run list, as the document enumerates them. */
const RUN_STATUSES: readonly Schemas['DbtSyncRunsQueryStatus'][] = [
  'RUNNING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'UNKNOWN',
];
const RUN_TRIGGERS: readonly Schemas['DbtSyncRunsQueryTrigger'][] = ['manual', 'api', 'webhook', 'agent', 'unknown'];

/** The jobs of one server, and the operations on them. */
export class DbtSyncJobs {
  readonly #jobs = new Map<string, DbtSyncJob>();
  readonly #clock: () => number;
  #count = 0;
  /** The steps of the jobs started from now on. */
  steps: readonly FakeDbtSyncStep[];

  constructor(steps: readonly FakeDbtSyncStep[], clock: () => number) {
    this.steps = steps;
    this.#clock = clock;
  }

  /** `POST …/dbt-sync`: a new job with the current steps. */
  start(deploymentId: number, body: Readonly<Record<string, unknown>> | undefined): Schemas['DbtSyncResponse'] {
    const { branchName, source, manifest, ref, output } = body ?? {};
    if (given(branchName) && (typeof branchName !== 'string' || branchName === ''))
      throw badRequest(expected('branchName', 'a non-empty string', branchName));
    if (given(source) && source !== 'git' && source !== 'manifest')
      throw badRequest(expected('source', '"git" or "manifest"', source));
    if (source === 'manifest' && !isPlainObject(manifest))
      throw badRequest(expected('manifest', 'a dbt manifest.json object (source is "manifest")', manifest));
    if (given(ref) && (typeof ref !== 'string' || ref === ''))
      throw badRequest(expected('ref', 'a git branch or tag', ref));
    if (given(output) && output !== 'branch' && output !== 'files')
      throw badRequest(expected('output', '"branch" or "files"', output));
    this.#count += 1;
    const job = createDbtSyncJob({
      deploymentId,
      syncJobId: `sync-job-${this.#count}`,
      workflowId: `dbt-sync-workflow-${this.#count}`,
      branchName: (branchName as string | null | undefined) ?? 'main',
      source: source === 'manifest' ? 'manifest' : 'git',
      gitRef: (ref as string | null | undefined) ?? null,
      startedAt: this.#clock(),
      steps: this.steps,
    });
    this.#jobs.set(job.syncJobId, job);
    return { branchName: job.branchName, syncJobId: job.syncJobId, workflowId: job.workflowId };
  }

  /** `GET …/dbt-sync/{syncJobId}`: the job's next step. */
  status(deploymentId: number, syncJobId: string): Schemas['DbtSyncStatusResponse'] {
    return pollDbtSyncJob(this.#job(deploymentId, syncJobId), this.#clock());
  }

  /** `DELETE …/dbt-sync/{syncJobId}`: cancels a running job; 409 for one that has ended. */
  cancel(deploymentId: number, syncJobId: string): Schemas['DbtSyncCancelResponse'] {
    const job = this.#job(deploymentId, syncJobId);
    if (!isRunning(job))
      throw new FakeRefusal(
        409,
        `dbt sync ${syncJobId} has already ended: ${job.last!.status}`,
        'dbt_sync_not_running',
      );
    cancelDbtSyncJob(job, this.#clock());
    return { message: `dbt sync ${syncJobId} is cancelled` };
  }

  /** `GET …/result`: what a `COMPLETED` job produced; 409 for any other. */
  result(deploymentId: number, syncJobId: string): Schemas['DbtSyncResultResponse'] {
    const job = this.#job(deploymentId, syncJobId);
    if (job.last?.status !== 'COMPLETED')
      throw new FakeRefusal(
        409,
        `dbt sync ${syncJobId} has no result: it is ${job.last?.status ?? 'starting'}, not COMPLETED`,
        'dbt_sync_not_completed',
      );
    return {
      syncJobId,
      generatedFiles: job.files.map(({ path }) => ({ path })),
      manifestStats: { ...DBT_SYNC_OUTPUT.manifestStats },
      cubeCount: cubeCount(job.files),
      completedAt: job.last.updatedAt,
      durationMs: Date.parse(job.last.updatedAt) - job.startedAt,
    };
  }

  /** `GET …/logs`: the job's log so far, a cursor list. */
  logs(deploymentId: number, syncJobId: string, query: URLSearchParams): Schemas['DbtSyncLogEntriesListResponse'] {
    return withPageInfo(cursorPage(this.#job(deploymentId, syncJobId).log, query, `dbt-sync-logs:${syncJobId}`));
  }

  /** `GET …/generated-files`: the files the job wrote so far, with their content, a cursor list. */
  generatedFiles(
    deploymentId: number,
    syncJobId: string,
    query: URLSearchParams,
  ): Schemas['DbtSyncGeneratedFilesListResponse'] {
    return withPageInfo(cursorPage(this.#job(deploymentId, syncJobId).files, query, `dbt-sync-files:${syncJobId}`));
  }

  /** `GET …/dbt-sync`: the deployment's runs, newest first, filtered by `status` and `trigger`, a cursor list. */
  runs(deploymentId: number, query: URLSearchParams): Schemas['DbtSyncRunListResponse'] {
    const status = query.get('status');
    const trigger = query.get('trigger');
    if (status !== null && !(RUN_STATUSES as readonly string[]).includes(status))
      throw badRequest(expected('status', `one of ${RUN_STATUSES.join(', ')}`, status));
    if (trigger !== null && !(RUN_TRIGGERS as readonly string[]).includes(trigger))
      throw badRequest(expected('trigger', `one of ${RUN_TRIGGERS.join(', ')}`, trigger));
    const runs = [...this.#jobs.values()]
      .filter((job) => job.deploymentId === deploymentId)
      .reverse()
      .map(runOf)
      .filter((run) => (status === null || run.status === status) && (trigger === null || run.trigger === trigger));
    return withPageInfo(cursorPage(runs, query, `dbt-sync-runs:${deploymentId}:${status ?? ''}:${trigger ?? ''}`));
  }

  #job(deploymentId: number, syncJobId: string): DbtSyncJob {
    const job = this.#jobs.get(syncJobId);
    if (!job || job.deploymentId !== deploymentId)
      throw new FakeRefusal(404, `dbt sync job ${JSON.stringify(syncJobId)} not found in deployment ${deploymentId}`);
    return job;
  }
}

const given = (value: unknown) => value !== undefined && value !== null;

/** A job as the run list shows it. */
function runOf(job: DbtSyncJob): Schemas['DbtSyncRun'] {
  const last = job.last;
  // The run list knows four outcomes; any other status (an unknown one included) is a run still going.
  const status = last && ['COMPLETED', 'FAILED', 'CANCELLED'].includes(last.status) ? last.status : 'RUNNING';
  const ended = status !== 'RUNNING' && last !== undefined;
  const failed = last?.status === 'FAILED';
  return {
    syncJobId: job.syncJobId,
    deploymentId: job.deploymentId,
    status,
    // Every job of the fake is started through the API.
    trigger: 'api',
    source: job.source,
    branchName: job.branchName,
    gitRef: job.gitRef,
    startedAt: iso(job.startedAt),
    completedAt: ended ? last.updatedAt : null,
    durationMs: ended ? Date.parse(last.updatedAt) - job.startedAt : null,
    lastStage: last?.progress.stage ?? null,
    errorMessage: failed ? (last.error ?? null) : null,
    failedPhase: failed ? last.progress.stage : null,
    stats:
      status === 'COMPLETED'
        ? { ...DBT_SYNC_OUTPUT.manifestStats, cubeCount: cubeCount(job.files), generatedFileCount: job.files.length }
        : null,
  };
}
