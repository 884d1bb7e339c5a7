/**
 * `dbt-sync cancel <deploymentId> <syncJobId>`, through `main` against the fake platform server:
 * the service's message, `--json`, the service's refusals, a dbt-sync waiting for the job, and
 * Ctrl-C. Cancelling on Ctrl-C (`dbt-sync --cancel-on-interrupt`) is sync-cancel.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { cliAgainstFakePlatform } from '../cli-against-fake-platform.js';
import { fakeIo } from '../fake-io.js';
import { never, SCRIPTED_BASE_URL, scriptedFetch } from '../scripted-fetch.js';

const FAST = ['--poll-interval', '1ms', '--max-poll-interval', '2ms'];

const cli = cliAgainstFakePlatform({ dbtSync: [{ status: 'COMPILING_DBT', percentComplete: 60 }] });
const { run, env } = cli;

/** Starts a job that runs until cancelled; resolves with its id. */
async function runningJob(): Promise<string> {
  const { fake } = await run(['dbt-sync', '42', '--no-wait', '--json']);
  return (JSON.parse(fake.stdout()) as { syncJobId: string }).syncJobId;
}

describe('dbt-sync cancel <deploymentId> <syncJobId>', () => {
  it("cancels the job and prints the service's message; the job is CANCELLED", async () => {
    const job = await runningJob();
    const { code, fake } = await run(['dbt-sync', 'cancel', '42', job]);
    expect([code, fake.stderr()]).toEqual([0, '']);
    expect(fake.stdout()).toBe(`dbt sync ${job} of deployment 42: dbt sync ${job} is cancelled\n`);
    expect(cli.server().requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/v1/deployments/42/dbt-sync/${job}`,
    });
    const status = await run(['dbt-sync', 'status', '42', job, '--json']);
    expect(JSON.parse(status.fake.stdout())).toMatchObject({ status: 'CANCELLED' });
  });

  it("prints the service's answer with --json", async () => {
    const job = await runningJob();
    const { code, fake } = await run(['dbt-sync', 'cancel', '42', job, '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(fake.stdout())).toEqual({ message: `dbt sync ${job} is cancelled` });
  });

  it('exits 1 for a job that has already ended (409) and for an unknown one (404), with the service’s reason', async () => {
    const job = await runningJob();
    await run(['dbt-sync', 'cancel', '42', job]);
    const again = await run(['dbt-sync', 'cancel', '42', job]);
    expect(again.code).toBe(1);
    expect(again.fake.stderr()).toMatch(
      new RegExp(
        `^platform-embed: DELETE /api/v1/deployments/42/dbt-sync/${job} failed with HTTP 409[^\\n]*has already ended[^\\n]*\\n$`,
      ),
    );
    const unknown = await run(['dbt-sync', 'cancel', '42', 'no-such-job']);
    expect(unknown.code).toBe(1);
    expect(unknown.fake.stderr()).toMatch(
      /^platform-embed: DELETE \/api\/v1\/deployments\/42\/dbt-sync\/no-such-job failed with HTTP 404/,
    );
    expect(unknown.fake.stdout()).toBe('');
  });

  it('a dbt-sync waiting for the job ends with exit 1, the CANCELLED status its last --json line', async () => {
    const waiting = fakeIo({ env: env() });
    const exit = main(['dbt-sync', '42', '--json', ...FAST], waiting.io);
    await waiting.untilStdout(/COMPILING_DBT/);
    expect((await run(['dbt-sync', 'cancel', '42', 'sync-job-1'])).code).toBe(0);
    expect(await exit).toBe(1);
    expect(waiting.stderr()).toBe(
      'platform-embed: dbt sync sync-job-1 of deployment 42 was cancelled at COMPILING_DBT\n',
    );
    expect(JSON.parse(waiting.stdout().trimEnd().split('\n').at(-1)!)).toMatchObject({ status: 'CANCELLED' });
  });

  it('says the cancellation may not have reached the service when Ctrl-C cuts it short (exit 130)', async () => {
    const scripted = scriptedFetch(() => never());
    const fake = fakeIo({
      env: { PLATFORM_BASE_URL: SCRIPTED_BASE_URL, PLATFORM_TOKEN: 'scripted-token-0123456789' },
      fetch: scripted.fetch,
    });
    const exit = main(['dbt-sync', 'cancel', '42', 'job-1'], fake.io);
    while (scripted.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted: the cancellation of dbt sync job-1 of deployment 42 may or may not have reached the service; check it with: platform-embed dbt-sync status 42 job-1\n',
    );
  });
});
