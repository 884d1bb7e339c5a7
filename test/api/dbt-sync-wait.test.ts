/**
 * dbtSync.wait's loop on a virtual clock with a scripted poll: the immediate first poll, the
 * bounded backoff (reset at each new stage), unknown statuses as running, never deciding on
 * percentComplete, onProgress only on change and isolated, transient errors polled through,
 * TIMEOUT, ABORTED at once (in a poll or a pause), SYNC_FAILED with the service's error.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DBT_SYNC_WAIT_DEFAULTS,
  type DbtSyncWaitOptions,
  dbtSyncName,
  lastStatusText,
  waitForDbtSync,
} from '../../src/api/dbt-sync-wait.js';
import type { DbtSyncStatusResponse } from '../../src/api/types.js';
import { ApiError, type ApiErrorCode } from '../../src/http/api-error.js';
import { RUNNING_STATUSES } from '../support/dbt-sync.js';
import { expectApiError } from '../support/expect-api-error.js';
import { allowConsole } from '../support/fail-on-console.js';
import { settle, VirtualTime } from '../support/virtual-time.js';

const JOB = { deploymentId: 42, syncJobId: 'job-1' };

/** A status response. */
function st(status: string, percentComplete = 0, message: string | null = null, stage = status): DbtSyncStatusResponse {
  return {
    syncJobId: JOB.syncJobId,
    status,
    progress: { stage, percentComplete, message },
    updatedAt: '2026-07-30T10:00:00Z',
  };
}

type Step = DbtSyncStatusResponse | ApiError | Error | 'hang';

/** A poll answering with `steps` in order (the last one forever), recording the signals it got. */
function scripted(...steps: Step[]) {
  const signals: AbortSignal[] = [];
  let next = 0;
  const poll = async (signal: AbortSignal): Promise<DbtSyncStatusResponse> => {
    signals.push(signal);
    const step = steps[Math.min(next, steps.length - 1)];
    next += 1;
    if (step === 'hang') return new Promise<DbtSyncStatusResponse>(() => undefined);
    if (step instanceof Error) throw step;
    if (step === undefined) throw new Error('no step');
    return step;
  };
  return { poll, signals, polls: () => signals.length };
}

function wait(steps: Step[], options: DbtSyncWaitOptions = {}, time = new VirtualTime()) {
  const script = scripted(...steps);
  const promise = waitForDbtSync(script.poll, JOB, { minDelayMs: 1000, maxDelayMs: 15_000, ...options }, time);
  return { ...script, time, promise };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('polling', () => {
  it('polls at once, before any pause', async () => {
    const { polls, time, promise } = wait([st('INITIALIZING'), st('COMPLETED', 100)]);
    await settle();
    expect(polls()).toBe(1);
    expect(time.slept).toEqual([]);
    await time.run(promise);
    expect(polls()).toBe(2);
  });

  it('goes through every status of spec 3.1 and resolves with the COMPLETED status', async () => {
    const running = RUNNING_STATUSES;
    const done = st('COMPLETED', 100, 'Done');
    const { polls, signals, time, promise } = wait([...running.map((status, i) => st(status, i * 10)), done]);
    expect(await time.run(promise)).toBe(done);
    expect(polls()).toBe(10);
    // A signal of its own for each poll (nothing piles up on one signal over a long wait).
    expect(new Set(signals).size).toBe(10);
  });

  it('treats an unknown status as running, then completes', async () => {
    const { polls, time, promise } = wait([st('QUEUED_FOR_WARMUP'), st('SOMETHING_NEW', 50), st('COMPLETED', 100)]);
    expect((await time.run(promise)).status).toBe('COMPLETED');
    expect(polls()).toBe(3);
  });

  it('never decides on percentComplete: 100 % while running keeps polling; COMPLETED at 0 % resolves', async () => {
    const { polls, time, promise } = wait([st('FINALIZING', 100), st('FINALIZING', 100), st('COMPLETED', 0)]);
    expect((await time.run(promise)).progress.percentComplete).toBe(0);
    expect(polls()).toBe(3);
  });

  it('FAILED rejects with SYNC_FAILED: the service’s error in the message, the final status as body', async () => {
    const failed = { ...st('FAILED', 40, 'dbt deps', 'RUNNING_DBT_DEPS'), error: 'Package dbt_utils not found' };
    const { time, promise } = wait([st('RUNNING_DBT_DEPS', 40), failed]);
    const error = await expectApiError(time.run(promise), 'SYNC_FAILED');
    expect(error.message).toBe(
      'dbt sync job-1 of deployment 42 failed at RUNNING_DBT_DEPS: Package dbt_utils not found',
    );
    expect(error.body).toBe(failed);
    expect(error.status).toBeUndefined();
    expect(error.retryable).toBe(false);
  });

  it('FAILED without an error says so; a very long error is shortened in the message, whole in body', async () => {
    const bare = wait([st('FAILED')]);
    expect((await expectApiError(bare.time.run(bare.promise), 'SYNC_FAILED')).message).toBe(
      'dbt sync job-1 of deployment 42 failed at FAILED: the service gave no reason',
    );
    const long = { ...st('FAILED'), error: 'e'.repeat(3000) };
    const verbose = wait([long]);
    const error = await expectApiError(verbose.time.run(verbose.promise), 'SYNC_FAILED');
    expect(error.message.length).toBeLessThan(600);
    expect((error.body as DbtSyncStatusResponse).error).toHaveLength(3000);
  });
});

describe('backoff', () => {
  it('pauses between minDelayMs and maxDelayMs, doubling the ceiling while nothing changes (random at the floor)', async () => {
    const steps = [...Array.from({ length: 6 }, () => st('COMPILING_DBT', 60)), st('COMPLETED', 100)];
    const { time, promise } = wait(steps);
    time.randomValue = 0;
    await time.run(promise);
    expect(time.slept).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
  });

  it('… and with random at its top: 2, 4, 8 s, then 15 s at most', async () => {
    const steps = [...Array.from({ length: 6 }, () => st('COMPILING_DBT', 60)), st('COMPLETED', 100)];
    const { time, promise } = wait(steps);
    time.randomValue = 0.999_999;
    await time.run(promise);
    expect(time.slept).toEqual([1999, 3999, 7999, 14_999, 14_999, 14_999]);
  });

  it('starts the backoff again at each new status or stage (not at a new percentage or message)', async () => {
    const steps = [st('A'), st('A', 5), st('A', 6, 'm'), st('B'), st('B'), st('B', 1, 'x', 'B2'), st('COMPLETED')];
    const { time, promise } = wait(steps);
    time.randomValue = 0.999_999;
    await time.run(promise);
    expect(time.slept).toEqual([1999, 3999, 7999, 1999, 3999, 1999]);
  });

  it('uses the defaults: 1 s to 15 s, 30 minutes in all', async () => {
    expect(DBT_SYNC_WAIT_DEFAULTS).toEqual({ timeoutMs: 1_800_000, minDelayMs: 1000, maxDelayMs: 15_000 });
    const time = new VirtualTime();
    time.randomValue = 0.999_999;
    const script = scripted(st('COMPILING_DBT'));
    const start = time.time;
    const error = await expectApiError(time.run(waitForDbtSync(script.poll, JOB, undefined, time), 10_000), 'TIMEOUT');
    expect(time.time - start).toBe(1_800_000);
    expect(time.slept.slice(0, 5)).toEqual([1999, 3999, 7999, 14_999, 14_999]);
    expect(Math.max(...time.slept.filter((ms) => ms !== 1_800_000))).toBe(14_999);
    expect(error.message).toBe(
      'dbt sync job-1 of deployment 42 did not finish within 1800000 ms (last status: COMPILING_DBT, 0%); the sync goes on at the service',
    );
  });
});

describe('onProgress', () => {
  it('fires for the first status and then only when status, stage, percent or message changed', async () => {
    const steps = [
      st('INITIALIZING', 0),
      st('INITIALIZING', 0),
      st('INITIALIZING', 0, 'Booting'),
      st('INITIALIZING', 0, 'Booting'),
      st('INITIALIZING', 5, 'Booting'),
      st('INITIALIZING', 5, 'Booting', 'CREATING_SANDBOX'),
      st('UNKNOWN_THING', 5, 'Booting', 'CREATING_SANDBOX'),
      st('UNKNOWN_THING', 5, 'Booting', 'CREATING_SANDBOX'),
      st('COMPLETED', 100, null),
    ];
    const seen: DbtSyncStatusResponse[] = [];
    const { time, promise } = wait(steps, { onProgress: (status) => seen.push(status) });
    await time.run(promise);
    expect(seen).toEqual([steps[0], steps[2], steps[4], steps[5], steps[6], steps[8]]);
  });

  it('a throwing callback does not break the wait, nor the process: in Node its error goes to console.error', async () => {
    allowConsole(/bug/);
    const bug = new Error('progress bar bug');
    const onProgress = vi.fn(() => {
      throw bug;
    });
    const { time, promise } = wait([st('INITIALIZING'), st('FINALIZING'), st('COMPLETED')], { onProgress });
    expect((await time.run(promise)).status).toBe('COMPLETED');
    expect(onProgress).toHaveBeenCalledTimes(3);
    expect(vi.mocked(console.error).mock.calls.filter(([error]) => error === bug)).toHaveLength(3);
  });
});

describe('errors while polling: the transport’s retries are the only ones', () => {
  it('rejects at once with any error of a poll, retryable ones included (the transport gave up on them already)', async () => {
    for (const code of [
      'NETWORK',
      'RATE_LIMITED',
      'SERVER_ERROR',
      'TIMEOUT',
      'UNAUTHORIZED',
      'NOT_FOUND',
      'FORBIDDEN',
      'INVALID_RESPONSE',
      'BAD_REQUEST',
    ] as ApiErrorCode[]) {
      const failure = new ApiError(code, `it was ${code}`);
      const { polls, time, promise } = wait([st('INITIALIZING'), failure, st('COMPLETED')]);
      await expect(time.run(promise)).rejects.toBe(failure);
      expect(polls()).toBe(2);
    }
    const bug = new TypeError('x is not a function');
    const { time, promise } = wait([bug]);
    await expect(time.run(promise)).rejects.toBe(bug);
  });
});

describe('timeout', () => {
  it('rejects with TIMEOUT once timeoutMs has passed, the last status as body', async () => {
    const last = st('COMPILING_DBT', 60);
    const { time, promise } = wait([st('INITIALIZING'), last], { timeoutMs: 10_000 });
    const start = time.time;
    const error = await expectApiError(time.run(promise), 'TIMEOUT');
    expect(time.time - start).toBe(10_000);
    expect(error.body).toBe(last);
    expect(error.message).toBe(
      'dbt sync job-1 of deployment 42 did not finish within 10000 ms (last status: COMPILING_DBT, 60%); the sync goes on at the service',
    );
  });

  it('ends a poll that hangs at the deadline, aborting its signal', async () => {
    const { signals, time, promise } = wait(['hang'], { timeoutMs: 5000 });
    const error = await expectApiError(time.run(promise), 'TIMEOUT');
    expect(error.message).toBe(
      'dbt sync job-1 of deployment 42 did not finish within 5000 ms; the sync goes on at the service',
    );
    expect(error.body).toBeUndefined();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('leaves no pause or deadline pending once done', async () => {
    const { time, promise } = wait([st('INITIALIZING'), st('COMPLETED')]);
    await time.run(promise);
    expect(time.pending).toEqual([]);
  });
});

describe('abort', () => {
  it('an aborted signal rejects with ABORTED before any poll', async () => {
    const reason = new Error('cancelled');
    const { polls, time, promise } = wait([st('COMPLETED')], { signal: AbortSignal.abort(reason) });
    const error = await expectApiError(time.run(promise), 'ABORTED');
    expect(error.cause).toBe(reason);
    expect(polls()).toBe(0);
    expect(time.pending).toEqual([]);
  });

  it('aborting mid-pause rejects at once, with no further poll', async () => {
    const controller = new AbortController();
    const { polls, time, promise } = wait([st('COMPILING_DBT', 60), st('COMPLETED')], {
      signal: controller.signal,
      minDelayMs: 60_000,
      maxDelayMs: 60_000,
    });
    await settle();
    expect(polls()).toBe(1);
    const before = time.time;
    controller.abort();
    const error = await expectApiError(promise, 'ABORTED');
    expect(error.message).toBe(
      'Waiting for dbt sync job-1 of deployment 42 was aborted (last status: COMPILING_DBT, 60%); the sync goes on at the service',
    );
    expect(error.body).toEqual(st('COMPILING_DBT', 60));
    expect(time.time).toBe(before);
    expect(time.pending).toEqual([]);
    await settle();
    expect(polls()).toBe(1);
  });

  it('aborting mid-poll rejects at once and aborts the poll’s signal', async () => {
    const controller = new AbortController();
    const { signals, promise } = wait(['hang'], { signal: controller.signal });
    await settle();
    controller.abort();
    await expectApiError(promise, 'ABORTED');
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('options', () => {
  it('rejects with INVALID_OPTIONS naming the option and value, before any poll', async () => {
    const cases: Array<[unknown, string]> = [
      ['fast', 'options: expected an object, got "fast"'],
      [{ onProgress: 'log' }, 'onProgress: expected a function, got "log"'],
      [{ signal: { aborted: false } }, 'signal: expected an AbortSignal, got an object'],
      [{ timeoutMs: 0 }, 'timeoutMs: expected whole milliseconds from 1 to 2147483647, got 0'],
      [{ timeoutMs: 2 ** 31 }, 'timeoutMs: expected whole milliseconds from 1 to 2147483647, got 2147483648'],
      [{ minDelayMs: -1 }, 'minDelayMs: expected whole milliseconds from 0 to 2147483647, got -1'],
      [{ maxDelayMs: 1.5 }, 'maxDelayMs: expected whole milliseconds from 0 to 2147483647, got 1.5'],
      [{ minDelayMs: 5000, maxDelayMs: 1000 }, 'maxDelayMs: expected at least minDelayMs (5000), got 1000'],
    ];
    for (const [options, message] of cases) {
      const script = scripted(st('COMPLETED'));
      const error = await expectApiError(
        waitForDbtSync(script.poll, JOB, options, new VirtualTime()),
        'INVALID_OPTIONS',
      );
      expect(error.message).toBe(message);
      expect(script.polls()).toBe(0);
    }
  });

  it('a lone bound moves the other default out of its way', async () => {
    const low = wait([st('A'), st('A'), st('COMPLETED')], {
      minDelayMs: undefined,
      maxDelayMs: 10,
    } as DbtSyncWaitOptions);
    low.time.randomValue = 0.999_999;
    await low.time.run(low.promise);
    expect(low.time.slept.every((ms) => ms <= 10)).toBe(true);
  });
});

describe('the words of a sync in messages, the client’s and the command line’s', () => {
  it('dbtSyncName names the job', () => {
    expect(dbtSyncName({ deploymentId: 42, syncJobId: 'job-1' })).toBe('dbt sync job-1 of deployment 42');
  });

  it('lastStatusText says the last status seen, or nothing when there was none', () => {
    const status = {
      syncJobId: 'job-1',
      status: 'COMPILING_DBT',
      updatedAt: 'now',
      progress: { stage: 'COMPILING_DBT', percentComplete: 60 },
    };
    expect(lastStatusText(status)).toBe(' (last status: COMPILING_DBT, 60%)');
    for (const none of [undefined, null, 'text', {}, { status: 'X' }]) expect(lastStatusText(none)).toBe('');
  });
});
