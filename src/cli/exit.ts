/**
 * How a command ends: its exit code (API.md, "Command line") and, when it did not succeed, the
 * one line it writes to stderr. Every failure the command line knows becomes a {@link CliError};
 * {@link failureOf} turns anything else into one, so no stack trace ever reaches the user.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { printable } from './printable.js';

/** The exit codes: 0 success, 1 failed, 2 usage, 3 timeout, 130 interrupted (128 + SIGINT, as shells report Ctrl-C). */
export const EXIT = /*#__PURE__*/ Object.freeze({ OK: 0, FAILED: 1, USAGE: 2, TIMEOUT: 3, INTERRUPTED: 130 } as const);

/** One of the {@link EXIT} codes. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A command that ends other than with success: the exit code, and the message of its stderr line. */
export class CliError extends Error {
  /** The code the process exits with. */
  readonly exitCode: ExitCode;

  constructor(exitCode: ExitCode, message: string, options?: { cause?: unknown }) {
    super(message, options && 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** A usage error (exit 2): a bad flag, a missing argument or missing configuration; the message says which. */
export function usageError(message: string): CliError {
  return new CliError(EXIT.USAGE, message);
}

/** Text on one line: a message that spans lines would read as several errors. */
export function oneLine(text: string): string {
  return printable(text)
    .replace(/\s*\n+\s*/g, ' ')
    .trim();
}

/**
 * The system's code of a network failure (`ECONNREFUSED`, `ENOTFOUND`…), from the causes of an
 * error: `fetch failed` alone does not say whether the address, the port or the network is wrong.
 */
function systemCodeOf(cause: unknown): string | undefined {
  for (let depth = 0, current = cause; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z0-9_]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The exit code and message of anything a command threw: a {@link CliError} as it is; an
 * `ApiError` with 3 for `TIMEOUT` and 1 otherwise (an HTTP error, a failed sync…); anything else
 * (a defect) with 1 and its message, never its stack.
 */
export function failureOf(error: unknown): { exitCode: ExitCode; message: string } {
  if (error instanceof CliError) return { exitCode: error.exitCode, message: oneLine(error.message) };
  if (error instanceof ApiError) {
    const code = error.code === 'NETWORK' ? systemCodeOf(error.cause) : undefined;
    return { exitCode: error.code === 'TIMEOUT' ? EXIT.TIMEOUT : EXIT.FAILED, message: oneLine(`${error.message}${code && !error.message.includes(code) ? ` (${code})` : ''}`) };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: EXIT.FAILED, message: `unexpected error: ${oneLine(message)}` };
}
