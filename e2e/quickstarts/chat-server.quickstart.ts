/**
 * README.md's "Chat from a server" against `platform-embed dev`: the ```ts block as written, run
 * by Node in the project with `PLATFORM_CHAT_URL` and `PLATFORM_API_KEY` from `dev`, prints the
 * answer; so does the shell line it gives (`npx platform-embed chat …`, with
 * `PLATFORM_EXTERNAL_ID` too).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { childEnv } from '../../scripts/examples.mjs';
import { expect, test } from '../support/test.js';
import { block, openQuickStart, transpile } from './project.js';

const project = openQuickStart('chat-server');
const exec = promisify(execFile);

test('chat from a server: the script prints the answer', async () => {
  const quickStart = project();
  const path = await transpile(quickStart, 'chat', block(quickStart, 'ts'));
  const { stdout } = await exec(process.execPath, [path], {
    cwd: quickStart.dir,
    env: childEnv(quickStart.dev.env),
    timeout: 30_000,
  });
  expect(stdout).toContain('North leads with €1.24M of revenue');
});

test('chat from a server: `npx platform-embed chat` prints the answer', async () => {
  const quickStart = project();
  const { stdout } = await exec('npx', ['--no-install', 'platform-embed', 'chat', 'Top 5 customers by revenue?'], {
    cwd: quickStart.dir,
    env: childEnv(quickStart.dev.env),
    timeout: 30_000,
  });
  expect(stdout).toContain('North leads with €1.24M of revenue');
});
