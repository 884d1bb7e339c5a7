/**
 * `dbt-sync status <deploymentId> <syncJobId>`, run through `main` against the fake platform
 * server over real HTTP: the status of a running job on lines of their own and as `--json`, a
 * FAILED job (exit 1, its error) and an unknown one (404, exit 1).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import {
  FAKE_PLATFORM_TOKEN,
  type FakePlatformServer,
  startFakePlatformServer,
} from '../../../src/testing/servers/index.js';
import { type FakeIo, fakeIo } from '../fake-io.js';

let server: FakePlatformServer;
beforeEach(async () => {
  server = await startFakePlatformServer();
});
afterEach(async () => {
  await server.close();
});

async function run(argv: string[]): Promise<{ code: number; fake: FakeIo }> {
  const fake = fakeIo({ env: { PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN } });
  return { code: await main(argv, fake.io), fake };
}

describe('dbt-sync status <deploymentId> <syncJobId>', () => {
  /** Starts a job and polls it up to its `n`th step. */
  async function jobAt(steps: Parameters<FakePlatformServer['scriptDbtSync']>[0]): Promise<string> {
    server.scriptDbtSync(steps);
    const { fake } = await run(['dbt-sync', '42', '--no-wait', '--json']);
    return (JSON.parse(fake.stdout()) as { syncJobId: string }).syncJobId;
  }

  it("shows the job's status and exits 0 while it runs", async () => {
    const job = await jobAt([{ status: 'COMPILING_DBT', percentComplete: 60 }]);
    const { code, fake } = await run(['dbt-sync', 'status', '42', job]);
    expect(code).toBe(0);
    expect(fake.stdout()).toMatch(
      /^status {3}COMPILING_DBT\nstage {4}COMPILING_DBT\nprogress 60%\nmessage {2}Compiling the dbt project\nupdated {2}\d{4}-[\d-]+T[\d:.]+Z\n$/,
    );
  });

  it('prints the status object with --json', async () => {
    const job = await jobAt([{ status: 'COMPLETED' }]);
    const { code, fake } = await run(['dbt-sync', 'status', '42', job, '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(fake.stdout())).toMatchObject({
      syncJobId: job,
      status: 'COMPLETED',
      progress: { percentComplete: 100 },
    });
  });

  it('exits 1 for a FAILED job, with its error', async () => {
    const job = await jobAt([{ status: 'FAILED', stage: 'COMPILING_DBT', error: 'bad model' }]);
    const { code, fake } = await run(['dbt-sync', 'status', '42', job]);
    expect(code).toBe(1);
    expect(fake.stdout()).toContain('error    bad model\n');
    expect(fake.stderr()).toBe(`platform-embed: dbt sync ${job} of deployment 42 failed at COMPILING_DBT: bad model\n`);
  });

  it('exits 1 for an unknown job (404)', async () => {
    const { code, fake } = await run(['dbt-sync', 'status', '42', 'no-such-job']);
    expect(code).toBe(1);
    expect(fake.stderr()).toBe(
      'platform-embed: GET /api/v1/deployments/42/dbt-sync/no-such-job failed with HTTP 404: dbt sync job "no-such-job" not found in deployment 42\n',
    );
  });
});
