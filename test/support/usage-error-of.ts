/**
 * The command line's usage errors in tests: the message of the `CliError` with exit code
 * `EXIT.USAGE` that a call throws.
 */
import { expect } from 'vitest';
import { CliError, EXIT } from '../../src/cli/exit.js';

/** Calls `run`, which must throw a usage error (`CliError`, exit code 2); returns its message. */
export function usageErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(EXIT.USAGE);
    return (error as CliError).message;
  }
  throw new Error('no usage error');
}
