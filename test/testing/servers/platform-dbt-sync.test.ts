/**
 * One fake dbt sync job: its steps (every running stage of spec 3.1, then COMPLETED, by default;
 * checked copies when given), one served per poll with what is left out derived — the stage,
 * its percentage, its message, the error of a FAILED step — `updatedAt` always moving on, the
 * last status repeated once the steps run out, a cancellation for good, a log entry per change,
 * and the files written from WRITING_CUBE_FILES on.
 */
import { describe, expect, it } from 'vitest';
import { DBT_SYNC_STATUSES } from '../../../src/api/dbt-sync-status.js';
import type { EmbedError } from '../../../src/errors.js';
import {
  cancelDbtSyncJob,
  checkDbtSyncSteps,
  createDbtSyncJob,
  cubeCount,
  DBT_SYNC_OUTPUT,
  defaultDbtSyncSteps,
  type FakeDbtSyncStep,
  iso,
  isRunning,
  pollDbtSyncJob,
} from '../../../src/testing/servers/platform-dbt-sync.js';

const START = Date.UTC(2026, 6, 20, 10);

const jobOf = (
  steps: readonly FakeDbtSyncStep[],
  fields: { source?: 'git' | 'manifest'; gitRef?: string | null } = {},
) =>
  createDbtSyncJob({
    deploymentId: 42,
    syncJobId: 'sync-job-1',
    workflowId: 'w-1',
    branchName: 'main',
    source: fields.source ?? 'git',
    gitRef: fields.gitRef ?? null,
    startedAt: START,
    steps,
  });

/** The refusal of checking `steps`. */
function refusal(steps: unknown): string {
  try {
    checkDbtSyncSteps(steps, 'dbtSync');
  } catch (error) {
    expect(error).toHaveProperty('code', 'INVALID_OPTIONS');
    return (error as EmbedError).message;
  }
  throw new Error('accepted');
}

describe('the steps', () => {
  it('by default: every running status of spec 3.1 in order, then COMPLETED', () => {
    const steps = defaultDbtSyncSteps().map((step) => step.status);
    expect(steps.at(-1)).toBe('COMPLETED');
    expect(steps).toEqual([
      ...DBT_SYNC_STATUSES.filter((status) => status !== 'COMPLETED' && status !== 'FAILED'),
      'COMPLETED',
    ]);
  });

  it('given: checked copies, only the fields given', () => {
    const given = [
      { status: 'COMPILING_DBT', percentComplete: 60, extra: true },
      { status: 'FAILED', error: 'bad model' },
    ];
    const checked = checkDbtSyncSteps(given, 'dbtSync');
    expect(checked).toEqual([
      { status: 'COMPILING_DBT', percentComplete: 60 },
      { status: 'FAILED', error: 'bad model' },
    ]);
    expect(checked[0]).not.toBe(given[0]);
  });

  it('refuses an empty list, a step without a status, a percentage out of range, an error on a step that did not fail', () => {
    expect(refusal([])).toMatch(/^dbtSync: expected a non-empty array of steps/);
    expect(refusal(['COMPLETED'])).toMatch(/^dbtSync\[0\]: expected an object/);
    expect(refusal([{ status: '' }])).toMatch(/^dbtSync\[0\]\.status: /);
    expect(refusal([{ status: 'X', percentComplete: 101 }])).toMatch(
      /^dbtSync\[0\]\.percentComplete: expected a whole number from 0 to 100/,
    );
    expect(refusal([{ status: 'X', percentComplete: 1.5 }])).toMatch(/percentComplete/);
    expect(refusal([{ status: 'COMPLETED', error: 'x' }])).toMatch(
      /^dbtSync\[0\]\.error: expected nothing unless the status is "FAILED"/,
    );
    expect(refusal([{ status: 'X', message: 7 }])).toMatch(/^dbtSync\[0\]\.message: /);
  });
});

describe('a job', () => {
  it('logs its start, from git (with its ref) or the manifest sent', () => {
    expect(jobOf([], { gitRef: 'v1.2' }).log).toEqual([
      {
        timestamp: iso(START),
        level: 'info',
        stream: 'system',
        message: 'dbt sync started: from git ref v1.2 to branch main',
      },
    ]);
    expect(jobOf([], { source: 'manifest' }).log[0]?.message).toBe(
      'dbt sync started: from the manifest sent to branch main',
    );
  });

  it('serves a step per poll, deriving the stage, its percentage and its message', () => {
    const job = jobOf(defaultDbtSyncSteps());
    const first = pollDbtSyncJob(job, START + 1000);
    expect(first).toEqual({
      syncJobId: 'sync-job-1',
      status: 'INITIALIZING',
      progress: { stage: 'INITIALIZING', percentComplete: 0, message: 'Starting the sync' },
      updatedAt: iso(START + 1000),
    });
    const percentages = [first.progress.percentComplete];
    for (let poll = 2; isRunning(job); poll += 1)
      percentages.push(pollDbtSyncJob(job, START + poll * 1000).progress.percentComplete);
    expect(percentages.at(-1)).toBe(100);
    expect([...percentages].sort((a, b) => a - b)).toEqual(percentages);
    expect(job.last?.status).toBe('COMPLETED');
  });

  it('repeats the last status once the steps run out, unchanged', () => {
    const job = jobOf([{ status: 'COMPLETED' }]);
    const done = pollDbtSyncJob(job, START + 1000);
    expect(pollDbtSyncJob(job, START + 5000)).toBe(done);
    expect(job.log).toHaveLength(2);
  });

  it('a FAILED step has an error, the default one or its own; an unknown stage keeps the previous percentage and has no message', () => {
    const job = jobOf([
      { status: 'COMPILING_DBT' },
      { status: 'MYSTERY' },
      { status: 'FAILED', stage: 'COMPILING_DBT' },
    ]);
    const compiling = pollDbtSyncJob(job, START + 1);
    const mystery = pollDbtSyncJob(job, START + 2);
    expect(mystery.progress).toEqual({
      stage: 'MYSTERY',
      percentComplete: compiling.progress.percentComplete,
      message: null,
    });
    const failed = pollDbtSyncJob(job, START + 3);
    expect(failed.error).toBe('dbt compilation failed: the project has errors');
    expect(job.log.at(-1)).toMatchObject({
      level: 'error',
      message: 'dbt compilation failed: the project has errors',
      phase: 'COMPILING_DBT',
    });
    expect(isRunning(job)).toBe(false);
  });

  it('updatedAt always moves on, even within one millisecond, and each log entry says how long the stage before took', () => {
    const job = jobOf(defaultDbtSyncSteps());
    const times = [pollDbtSyncJob(job, START + 500), pollDbtSyncJob(job, START + 500), pollDbtSyncJob(job, START)].map(
      (status) => Date.parse(status.updatedAt),
    );
    expect(times).toEqual([START + 500, START + 501, START + 502]);
    expect(job.log.slice(1).map((entry) => entry.durationMs)).toEqual([500, 1, 1]);
  });

  it('writes its files from WRITING_CUBE_FILES on, copies of what every sync produces', () => {
    const job = jobOf(defaultDbtSyncSteps());
    while (job.last?.progress.stage !== 'FINALIZING' && job.last?.progress.stage !== 'WRITING_CUBE_FILES')
      pollDbtSyncJob(job, START);
    expect(job.files).toEqual(DBT_SYNC_OUTPUT.files);
    expect(job.files[0]).not.toBe(DBT_SYNC_OUTPUT.files[0]);
    expect(cubeCount(job.files)).toBe(3);
  });

  it('a cancellation is CANCELLED at the stage reached, logged as a warning, for good', () => {
    const job = jobOf(defaultDbtSyncSteps());
    pollDbtSyncJob(job, START + 1);
    pollDbtSyncJob(job, START + 2);
    const cancelled = cancelDbtSyncJob(job, START + 3);
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      progress: { stage: 'CREATING_SANDBOX', message: 'Cancelled' },
    });
    expect(job.log.at(-1)).toMatchObject({ level: 'warn', message: 'Cancelled' });
    expect(isRunning(job)).toBe(false);
    expect(pollDbtSyncJob(job, START + 4)).toBe(cancelled);
    expect(cancelDbtSyncJob(jobOf(defaultDbtSyncSteps()), START).progress).toMatchObject({
      stage: 'INITIALIZING',
      percentComplete: 0,
    });
  });
});
