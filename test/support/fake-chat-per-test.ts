/**
 * The fake chat server, one or more per test: `const start = fakeChatPerTest()` at a test
 * file's top registers the clean-up, and `await start(options)` starts a server on 127.0.0.1
 * with no delay between lines (plus the file's `defaults`). Every server started is closed
 * after its test (closing is idempotent: a test may close one early).
 */
import { afterEach } from 'vitest';
import {
  type FakeChatServer,
  type FakeChatServerOptions,
  startFakeChatServer,
} from '../../src/testing/servers/index.js';

/** Registers the clean-up and returns the function that starts a fake chat server for the current test. */
export function fakeChatPerTest(
  defaults: FakeChatServerOptions = {},
): (options?: FakeChatServerOptions) => Promise<FakeChatServer> {
  const started: FakeChatServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });
  return async (options = {}) => {
    const server = await startFakeChatServer({ delayMs: 0, ...defaults, ...options });
    started.push(server);
    return server;
  };
}
