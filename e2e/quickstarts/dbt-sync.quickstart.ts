/**
 * README.md's "dbt sync in CI" against `platform-embed dev`. A GitHub Actions step cannot run
 * here, so this runs what it says: its `run:` command, in the project, with each name of its
 * `env:` set from `dev` (`PLATFORM_BASE_URL`: the fake platform, `PLATFORM_TOKEN`: the token it
 * accepts) and the branch expression `${{ github.head_ref || github.ref_name }}` as Actions fills
 * it (a branch name). It exits 0: the sync finished.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { childEnv } from '../../scripts/examples.mjs';
import { expect, test } from '../support/test.js';
import { block, openQuickStart } from './project.js';

const project = openQuickStart('dbt-sync');
const exec = promisify(execFile);

/** The `run:` command and the `env:` names of the README's one step. */
function step(yaml: string): { run: string; env: string[] } {
  const run = /^\s*run:\s*(.+)$/m.exec(yaml)?.[1];
  if (!run) throw new Error(`the README's dbt sync step has no run: line:\n${yaml}`);
  const envBlock = /^(\s*)env:\s*\n((?:\1\s+\S.*\n?)*)/m.exec(yaml)?.[2] ?? '';
  const env = [...envBlock.matchAll(/^\s*([A-Z_][A-Z0-9_]*):/gm)].map((match) => match[1]!);
  return { run, env };
}

test("dbt sync: the step's command exits 0 against dev", async () => {
  const quickStart = project();
  const { run, env } = step(block(quickStart, 'yaml'));
  const { dev } = quickStart;
  const fromDev: Record<string, string> = { ...dev.env, PLATFORM_TOKEN: dev.platform.token };
  const missing = env.filter((name) => fromDev[name] === undefined);
  expect(missing, 'env: names dev has no value for').toEqual([]);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the GitHub Actions expression, as the README writes it
  const command = run.replaceAll('${{ github.head_ref || github.ref_name }}', 'feature/quick-start');
  expect(command, 'a GitHub expression left unfilled').not.toContain('${{');
  // Only the step's own names: PLATFORM_API_KEY of dev's env would be a second credential.
  const environment = childEnv(Object.fromEntries(env.map((name) => [name, fromDev[name]!])));
  for (const name of Object.keys(dev.env)) if (!env.includes(name)) delete environment[name];
  const { stdout, stderr } = await exec('sh', ['-c', command], {
    cwd: quickStart.dir,
    env: environment,
    timeout: 60_000,
  }).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
    throw new Error(`\`${command}\` exited ${error.code}:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  });
  expect(`${stdout}${stderr}`).not.toBe('');
});
