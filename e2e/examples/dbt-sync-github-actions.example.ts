/**
 * examples/dbt-sync-github-actions: its workflow parsed (a job that checks out, installs and runs
 * `npx platform-embed dbt-sync`, its credential from the repository's secrets and nothing secret
 * written in it), then the sync step's exact command line run as the runner runs it (bash -e, the
 * step's env with the `${{ … }}` expressions filled in) in the example's folder, where the packed
 * package is installed, against the fake platform server: a sync that completes passes the step,
 * one that fails fails it (exit 1). No browser.
 *
 * Run with `npm run test:examples` (scripts/examples.mjs), which prepares the example first.
 *
 * The fake platform runs in-process, not as `platform-embed dev`: the tests script the sync's
 * outcome (one that completes, one that fails: `scriptDbtSync`) and read the request the step
 * sent, which a separate process does not offer.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parseYaml } from '@redocly/openapi-core';
import { installedFakes, preparedExample } from '../../scripts/examples.mjs';
import type { FakePlatformServer } from '../../src/testing/servers/index.js';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string | number>;
}
interface Workflow {
  name?: string;
  on?: { push?: { branches?: string[] }; workflow_dispatch?: unknown };
  permissions?: Record<string, string>;
  jobs?: Record<string, { 'runs-on'?: string; steps?: Step[] }>;
}

let dir: string;
let workflow: Workflow;
let platform: FakePlatformServer;
/** The bearer token the fake platform server accepts: the repository's secret PLATFORM_TOKEN. */
let token: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = await preparedExample('dbt-sync-github-actions', { log: (line) => console.log(`examples: ${line}`) });
  workflow = parseYaml(readFileSync(join(dir, '.github', 'workflows', 'dbt-sync.yml'), 'utf8')) as Workflow;
  // The fake as the example installed it, from the packed package.
  const { startFakePlatformServer, FAKE_PLATFORM_TOKEN } = await installedFakes('dbt-sync-github-actions');
  platform = await startFakePlatformServer();
  token = FAKE_PLATFORM_TOKEN;
});

test.afterAll(async () => {
  await platform?.close();
});

/** The job's steps, and the one that syncs. */
function syncStep(): { steps: Step[]; sync: Step } {
  const jobs = Object.values(workflow.jobs ?? {});
  expect(jobs, 'one job').toHaveLength(1);
  const steps = jobs[0]!.steps ?? [];
  const sync = steps.filter((step) => step.run?.includes('platform-embed dbt-sync'));
  expect(sync, 'one step runs platform-embed dbt-sync').toHaveLength(1);
  return { steps, sync: sync[0]! };
}

/** What the runner would put in for each `${{ … }}` of the step. */
function expressions(): Record<string, string> {
  return {
    'vars.PLATFORM_BASE_URL': platform.baseUrl,
    'secrets.PLATFORM_TOKEN': token,
    'vars.PLATFORM_DEPLOYMENT_ID': '42',
    'github.ref_name': 'main',
  };
}

/** Runs the step's `run` as GitHub's runner does (`bash --noprofile --norc -eo pipefail`), with its env filled in. */
function runStep(step: Step): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const values = expressions();
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(step.env ?? {})) {
    env[name] = String(value).replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
      const filled = values[expression];
      if (filled === undefined)
        throw new Error(`the step's env ${name} uses \${{ ${expression} }}, which the test does not fill in`);
      return filled;
    });
  }
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
      cwd: dir,
      // A runner's environment: no terminal, CI set, nothing of this run's npm.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CI: 'true', GITHUB_ACTIONS: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('the workflow checks out, installs and syncs on a push to main, its credential from the secrets', () => {
  expect(workflow.on?.push?.branches).toEqual(['main']);
  expect(workflow.on).toHaveProperty('workflow_dispatch');
  expect(workflow.permissions).toEqual({ contents: 'read' });
  const { steps, sync } = syncStep();
  const uses = steps.map((step) => step.uses?.split('@')[0]).filter(Boolean);
  expect(uses).toEqual(['actions/checkout', 'actions/setup-node']);
  expect(steps.findIndex((step) => step.run === 'npm ci')).toBeLessThan(steps.indexOf(sync));
  expect(sync.run).toMatch(/^npx platform-embed dbt-sync /);
  expect(sync.env?.PLATFORM_TOKEN).toMatch(/^\$\{\{ secrets\.PLATFORM_TOKEN \}\}$/);
  // Nothing that is a secret is written in the workflow: every credential comes from an expression.
  for (const [name, value] of Object.entries(sync.env ?? {})) {
    if (/TOKEN|KEY|SECRET/.test(name)) expect(String(value), name).toMatch(/^\$\{\{\s*secrets\.\w+\s*\}\}$/);
  }
});

test("the sync step's command line passes when the sync completes", async () => {
  test.setTimeout(60_000);
  platform.scriptDbtSync([{ status: 'COMPILING_DBT' }, { status: 'COMPLETED' }]);
  const before = platform.requests.length;
  const { code, stdout, stderr } = await runStep(syncStep().sync);
  expect(code, `exit code; stderr:\n${stderr}`).toBe(0);
  expect(stdout).toMatch(/^dbt sync \S+ of deployment 42 started \(branch main\)$/m);
  expect(stdout).toMatch(/COMPLETED 100%/);
  expect(stdout).toMatch(/of deployment 42 completed in /);
  expect(`${stdout}${stderr}`).not.toContain(token);
  const started = platform.requests
    .slice(before)
    .filter((request) => request.method === 'POST' && request.path === '/api/v1/deployments/42/dbt-sync');
  expect(started).toHaveLength(1);
  expect(started[0]).toMatchObject({ authScheme: 'Bearer', body: { branchName: 'main' } });
});

test('the sync step fails the job when the sync fails', async () => {
  test.setTimeout(60_000);
  platform.scriptDbtSync([
    { status: 'COMPILING_DBT' },
    { status: 'FAILED', error: 'Compilation Error in model orders' },
  ]);
  const { code, stderr } = await runStep(syncStep().sync);
  expect(code).toBe(1);
  expect(stderr).toContain('Compilation Error in model orders');
  expect(stderr).not.toContain(token);
});
