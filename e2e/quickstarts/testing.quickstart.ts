/**
 * README.md's "Testing your integration": the ```ts block as written, a test file of the
 * project, run by the project's own vitest (installed there); it passes.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { childEnv } from '../../scripts/examples.mjs';
import { expect, test } from '../support/test.js';
import { block, openQuickStart, write } from './project.js';

const project = openQuickStart('testing');
const exec = promisify(execFile);

test("testing: the README's test passes under vitest in the project", async () => {
  const quickStart = project();
  write(quickStart, 'report.test.ts', block(quickStart, 'ts'));
  const vitest = `${quickStart.dir}/node_modules/.bin/vitest`;
  const { stdout } = await exec(vitest, ['run', '--root', quickStart.dir, '--dir', 'app', '--reporter', 'verbose'], {
    cwd: quickStart.dir,
    env: childEnv({ CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' }),
    timeout: 60_000,
  }).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
    throw new Error(`vitest exited ${error.code}:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  });
  expect(stdout).toContain('the report filters paid orders');
  expect(stdout).toMatch(/Tests\s+1 passed/);
});
