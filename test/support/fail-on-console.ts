/**
 * The SDK logs nothing unless asked (`debug`). Any console output during a test is therefore
 * a defect: this setup file turns it into a failure of the test that caused it.
 */
import { afterEach, beforeEach, vi } from 'vitest';

const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

beforeEach(() => {
  for (const method of METHODS) vi.spyOn(console, method);
});

afterEach(() => {
  const calls = METHODS.flatMap((method) =>
    vi.mocked(console[method]).mock.calls.map((args) => `console.${method}(${args.map(String).join(', ')})`),
  );
  vi.restoreAllMocks();
  if (calls.length > 0) throw new Error(`Unexpected console output:\n${calls.join('\n')}`);
});
