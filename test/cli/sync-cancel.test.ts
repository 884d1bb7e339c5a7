/**
 * `dbt-sync --cancel-on-interrupt` (cancelAfterInterrupt): Ctrl-C cancels the sync at the service
 * and exits 130 saying how that went — answered, refused, not answered within CANCEL_WAIT_MS, a
 * second Ctrl-C, and a Ctrl-C while the sync is starting (its job id awaited, unknown, or the
 * start failed); with --no-wait the flag is a usage error.
 */
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { CANCEL_WAIT_MS } from '../../src/cli/sync-cancel.js';
import { cliAgainstFakePlatform } from './cli-against-fake-platform.js';
import { type FakeIo, fakeIo } from './fake-io.js';
import { jsonResponse, never, SCRIPTED_BASE_URL, type ScriptedCall, scriptedFetch } from './scripted-fetch.js';

const FAST = ['--poll-interval', '1ms', '--max-poll-interval', '2ms'];

const cli = cliAgainstFakePlatform({ dbtSync: [{ status: 'COMPILING_DBT', percentComplete: 60 }] });
const { run, env } = cli;

describe('dbt-sync --cancel-on-interrupt', () => {
  /** Runs a sync with the flag, and presses Ctrl-C once it runs. */
  async function interrupted(): Promise<{ code: number; fake: FakeIo }> {
    const fake = fakeIo({ env: env() });
    const exit = main(['dbt-sync', '42', '--cancel-on-interrupt', ...FAST], fake.io);
    await fake.untilStdout(/COMPILING_DBT/);
    fake.interrupt();
    return { code: await exit, fake };
  }

  it('Ctrl-C cancels the sync at the service, says so, and exits 130', async () => {
    const { code, fake } = await interrupted();
    expect(code).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted: asked the service to cancel dbt sync sync-job-1 of deployment 42, which answered: dbt sync sync-job-1 is cancelled\n',
    );
    expect(
      cli
        .server()
        .requests.filter((request) => request.method === 'DELETE')
        .map((request) => request.path),
    ).toEqual(['/api/v1/deployments/42/dbt-sync/sync-job-1']);
    const status = await run(['dbt-sync', 'status', '42', 'sync-job-1', '--json']);
    expect(JSON.parse(status.fake.stdout())).toMatchObject({ status: 'CANCELLED' });
    expect(fake.listeners()).toBe(0);
  });

  it('a cancellation the service refuses: exit 130, saying the sync may go on and how to check it', async () => {
    cli
      .server()
      .failNext({ method: 'DELETE', path: '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}', status: 403 });
    const { code, fake } = await interrupted();
    expect(code).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted: dbt sync sync-job-1 of deployment 42 could not be cancelled (DELETE /api/v1/deployments/42/dbt-sync/sync-job-1 failed with HTTP 403: Forbidden); it may go on at the service: check it with: platform-embed dbt-sync status 42 sync-job-1\n',
    );
  });

  it('--no-wait does not wait, so it cannot cancel on interrupt: a usage error', async () => {
    const { code, fake } = await run(['dbt-sync', '42', '--no-wait', '--cancel-on-interrupt']);
    expect(code).toBe(2);
    expect(fake.stderr()).toBe(
      'platform-embed: --cancel-on-interrupt is about waiting, and --no-wait does not wait: drop one of them\n',
    );
    expect(cli.server().requests).toEqual([]);
  });
});

describe('dbt-sync --cancel-on-interrupt, bounded', () => {
  const env = { PLATFORM_BASE_URL: SCRIPTED_BASE_URL, PLATFORM_TOKEN: 'scripted-token-0123456789' };
  const RUNNING = {
    syncJobId: 'job-1',
    status: 'COMPILING_DBT',
    progress: { stage: 'COMPILING_DBT', percentComplete: 60, message: 'Compiling' },
    updatedAt: 'now',
  };

  /**
   * A service whose sync runs, whose start answers `start()` and whose cancellation answers
   * `cancel()` (default: never); `cancelSent` resolves with the cancellation once it is asked.
   */
  function service(
    start: () => Response | Promise<Response> = () =>
      jsonResponse({ branchName: 'main', syncJobId: 'job-1', workflowId: 'w' }),
    cancel: () => Response | Promise<Response> = never,
  ) {
    let sent: (call: ScriptedCall) => void = () => undefined;
    const cancelSent = new Promise<ScriptedCall>((resolve) => {
      sent = resolve;
    });
    const scripted = scriptedFetch((call) => {
      if (call.method === 'POST') return start();
      if (call.method === 'DELETE') {
        sent(call);
        return cancel();
      }
      return jsonResponse(RUNNING);
    });
    return { scripted, cancelSent };
  }

  it(`waits at most ${CANCEL_WAIT_MS} ms for the service to answer, then exits 130 saying it did not`, async () => {
    const { scripted, cancelSent } = service();
    const fake = fakeIo({ env, fetch: scripted.fetch });
    let code: number | undefined;
    const exit = main(['dbt-sync', '42', '--cancel-on-interrupt', ...FAST], fake.io).then(
      (exitCode) => (code = exitCode),
    );
    await fake.untilStdout(/COMPILING_DBT/);
    // Only the wait's timers are faked from here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.interrupt();
    await cancelSent;
    await vi.advanceTimersByTimeAsync(CANCEL_WAIT_MS - 1);
    expect(code).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await exit;
    expect(code).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted: the service did not answer the cancellation of dbt sync job-1 of deployment 42 within 5 s; it may go on: check it with: platform-embed dbt-sync status 42 job-1\n',
    );
    expect(fake.listeners()).toBe(0);
  });

  it('a second Ctrl-C stops waiting for the answer at once', async () => {
    const { scripted, cancelSent } = service();
    const fake = fakeIo({ env, fetch: scripted.fetch });
    const exit = main(['dbt-sync', '42', '--cancel-on-interrupt', ...FAST], fake.io);
    await fake.untilStdout(/COMPILING_DBT/);
    fake.interrupt();
    await cancelSent;
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted twice: stopped without waiting for the service to answer the cancellation of dbt sync job-1 of deployment 42; it may go on: check it with: platform-embed dbt-sync status 42 job-1\n',
    );
  });

  it('Ctrl-C while the sync starts waits for its job id, then cancels that job', async () => {
    let answer: (response: Response) => void = () => undefined;
    const started = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { scripted, cancelSent } = service(
      () => started,
      () => jsonResponse({ message: 'Cancellation requested' }),
    );
    const fake = fakeIo({ env, fetch: scripted.fetch });
    let code: number | undefined;
    const exit = main(['dbt-sync', '42', '--cancel-on-interrupt', ...FAST], fake.io).then(
      (exitCode) => (code = exitCode),
    );
    while (scripted.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    fake.interrupt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Still waiting for the job id: nothing said yet.
    expect(code).toBeUndefined();
    answer(jsonResponse({ branchName: 'main', syncJobId: 'job-7', workflowId: 'w' }));
    expect((await cancelSent).path).toBe('/api/v1/deployments/42/dbt-sync/job-7');
    await exit;
    expect(code).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted: asked the service to cancel dbt sync job-7 of deployment 42, which answered: Cancellation requested\n',
    );
    // It never waited for the sync: no status was asked.
    expect(scripted.calls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('Ctrl-C while the sync starts and the start never answers: after the wait, says its job id is unknown, so it could not be cancelled', async () => {
    const { scripted } = service(never);
    const fake = fakeIo({ env, fetch: scripted.fetch });
    let code: number | undefined;
    const exit = main(['dbt-sync', '42', '--cancel-on-interrupt', ...FAST], fake.io).then(
      (exitCode) => (code = exitCode),
    );
    while (scripted.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.interrupt();
    await vi.advanceTimersByTimeAsync(CANCEL_WAIT_MS);
    await exit;
    expect(code).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted while starting a dbt sync of deployment 42 (waited 5 s for its job id): it may have started at the service, but its job id is unknown, so it could not be cancelled\n',
    );
    expect(scripted.calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('Ctrl-C while the sync starts and the start fails: says it did not start', async () => {
    const { scripted } = service(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(jsonResponse({ message: 'Embedding is off' }, 403)), 20),
        ),
    );
    const fake = fakeIo({ env, fetch: scripted.fetch });
    const exit = main(['dbt-sync', '42', '--cancel-on-interrupt', ...FAST], fake.io);
    while (scripted.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted while starting a dbt sync of deployment 42, which did not start: POST /api/v1/deployments/42/dbt-sync failed with HTTP 403: Embedding is off\n',
    );
  });
});
