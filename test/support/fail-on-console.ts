/**
 * The SDK logs nothing unless asked (`debug`). Any console output during a test is therefore
 * a defect: this setup file turns it into a failure of the test that caused it. A test that
 * expects output (the `debug: true` test, happy-dom's notice that it loads no iframe pages)
 * says so with `allowConsole(pattern)`.
 */
import { afterEach, beforeEach, vi } from 'vitest';

const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
let allowed: RegExp[] = [];

/** Lets console lines matching `pattern` through, for the current test only. */
export function allowConsole(pattern: RegExp): void {
  allowed.push(pattern);
}

beforeEach(() => {
  allowed = [];
  for (const method of METHODS) vi.spyOn(console, method).mockImplementation(() => undefined);
});

afterEach(() => {
  const calls = METHODS.flatMap((method) =>
    vi.mocked(console[method]).mock.calls.map((args) => `console.${method}(${args.map(String).join(', ')})`),
  ).filter((line) => !allowed.some((pattern) => pattern.test(line)));
  vi.restoreAllMocks();
  if (calls.length > 0) throw new Error(`Unexpected console output:\n${calls.join('\n')}`);
});
