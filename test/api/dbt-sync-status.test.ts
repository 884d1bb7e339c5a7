/**
 * The dbt sync statuses of spec 3.1 and the shape checks of the service's answers (spec 2.1,
 * 2.2): unknown statuses and extra fields accepted, anything else INVALID_RESPONSE naming the
 * field and its value.
 */
import { describe, expect, it } from 'vitest';
import {
  checkDbtSyncResponse,
  checkDbtSyncStatus,
  DBT_SYNC_STATUSES,
  isTerminalStatus,
} from '../../src/api/dbt-sync-status.js';
import { expectApiError } from '../support/expect-api-error.js';

const valid = {
  syncJobId: 'job-1',
  status: 'COMPILING_DBT',
  progress: { stage: 'COMPILING_DBT', percentComplete: 60, message: 'Compiling 12 models' },
  updatedAt: '2026-07-30T10:00:00Z',
};

describe('DBT_SYNC_STATUSES', () => {
  it('lists the eleven statuses of spec 3.1 in order, frozen', () => {
    expect([...DBT_SYNC_STATUSES]).toEqual([
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
    ]);
    expect(Object.isFrozen(DBT_SYNC_STATUSES)).toBe(true);
  });

  it('only COMPLETED, FAILED and CANCELLED (final in the reference’s run list) are terminal; unknown values are not', () => {
    expect(DBT_SYNC_STATUSES.filter(isTerminalStatus)).toEqual(['COMPLETED', 'FAILED']);
    expect(isTerminalStatus('CANCELLED')).toBe(true);
    for (const status of ['QUEUED', 'completed', '', 'FAILED_RETRYING']) expect(isTerminalStatus(status)).toBe(false);
  });
});

describe('checkDbtSyncStatus', () => {
  it('accepts a status, unknown values, extra fields, null or missing message and error', () => {
    expect(checkDbtSyncStatus(valid, 'x')).toBe(valid);
    const other = {
      ...valid,
      status: 'WARMING_CACHE',
      progress: { stage: 'WARMING_CACHE', percentComplete: 12.5 },
      extra: true,
      error: null,
    };
    expect(checkDbtSyncStatus(other, 'x')).toBe(other);
    const failed = {
      ...valid,
      status: 'FAILED',
      error: 'dbt deps failed',
      progress: { ...valid.progress, message: null },
    };
    expect(checkDbtSyncStatus(failed, 'x')).toBe(failed);
  });

  it('refuses what is not the spec’s shape, naming the field and its value, the body kept', () => {
    const what = 'The status of dbt sync job-1 of deployment 42';
    const cases: Array<[unknown, string]> = [
      [null, 'the body: expected a DbtSyncStatusResponse object, got null'],
      ['COMPLETED', 'the body: expected a DbtSyncStatusResponse object, got "COMPLETED"'],
      [{ ...valid, syncJobId: undefined }, 'syncJobId: expected a non-empty string, got undefined'],
      [{ ...valid, status: 3 }, 'status: expected a non-empty string, got 3'],
      [{ ...valid, status: '' }, 'status: expected a non-empty string, got ""'],
      [{ ...valid, updatedAt: null }, 'updatedAt: expected a non-empty string, got null'],
      [{ ...valid, progress: undefined }, 'progress: expected an object with stage and percentComplete, got undefined'],
      [{ ...valid, progress: { ...valid.progress, stage: null } }, 'progress.stage: expected a string, got null'],
      [
        { ...valid, progress: { ...valid.progress, percentComplete: '60' } },
        'progress.percentComplete: expected a number, got "60"',
      ],
      [
        { ...valid, progress: { ...valid.progress, percentComplete: Number.NaN } },
        'progress.percentComplete: expected a number, got NaN',
      ],
      [{ ...valid, progress: { ...valid.progress, message: 7 } }, 'progress.message: expected a string or null, got 7'],
      [{ ...valid, error: { reason: 'x' } }, 'error: expected a string or null, got an object'],
    ];
    for (const [data, detail] of cases) {
      const error = expectApiError(() => checkDbtSyncStatus(data, what), 'INVALID_RESPONSE');
      expect(error.message).toBe(`${what} is not what the spec says: ${detail}`);
      expect(error.body).toBe(data);
    }
  });

  it('shortens a long value in the message', () => {
    const long = expectApiError(
      () =>
        checkDbtSyncStatus(
          { ...valid, progress: { ...valid.progress, message: ['y'.repeat(5000)] }, error: 'z'.repeat(5000) },
          'x',
        ),
      'INVALID_RESPONSE',
    );
    expect(long.message).toBe('x is not what the spec says: progress.message: expected a string or null, got an array');
    const percent = expectApiError(
      () => checkDbtSyncStatus({ ...valid, progress: { ...valid.progress, percentComplete: 'u'.repeat(5000) } }, 'x'),
      'INVALID_RESPONSE',
    );
    expect(percent.message).toBe(
      `x is not what the spec says: progress.percentComplete: expected a number, got "${'u'.repeat(60)}…"`,
    );
    const id = expectApiError(
      () => checkDbtSyncStatus({ ...valid, syncJobId: 'j', status: 'y'.repeat(5000), updatedAt: 4 }, 'x'),
      'INVALID_RESPONSE',
    );
    expect(id.message).toBe('x is not what the spec says: updatedAt: expected a non-empty string, got 4');
  });
});

describe('checkDbtSyncResponse', () => {
  it('accepts a started job with a syncJobId, whatever the other fields', () => {
    const started = { branchName: 'dev', syncJobId: 'job-1', workflowId: 7 };
    expect(checkDbtSyncResponse(started, 'x')).toBe(started);
  });

  it('refuses one without a syncJobId', () => {
    expect(
      expectApiError(() => checkDbtSyncResponse({ workflowId: 'w' }, 'The dbt sync start'), 'INVALID_RESPONSE').message,
    ).toBe('The dbt sync start is not what the spec says: syncJobId: expected a non-empty string, got undefined');
    expect(expectApiError(() => checkDbtSyncResponse('', 'x'), 'INVALID_RESPONSE').message).toBe(
      'x is not what the spec says: the body: expected a DbtSyncResponse object, got ""',
    );
  });
});
