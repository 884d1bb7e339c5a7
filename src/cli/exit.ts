/**
 * How a command ends: its exit code (API.md, "Command line") and, when it did not succeed, the
 * one line it writes to stderr. Every failure the command line knows becomes a {@link CliError};
 * {@link failureOf} turns anything else into one, so no stack trace ever reaches the user.
 *
 * @module
 * @internal
 */

import { causeOption } from '../errors.js';
import { ApiError } from '../http/api-error.js';
import { printable } from './printable.js';
import { causesOf, triedBy } from './reach.js';

/** The exit codes: 0 success, 1 failed, 2 usage, 3 timeout, 130 interrupted (128 + SIGINT, as shells report Ctrl-C). */
export const EXIT = /*#__PURE__*/ Object.freeze({ OK: 0, FAILED: 1, USAGE: 2, TIMEOUT: 3, INTERRUPTED: 130 } as const);

/** One of the {@link EXIT} codes. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A command that ends other than with success: the exit code, and the message of its stderr line. */
export class CliError extends Error {
  /** The code the process exits with. */
  readonly exitCode: ExitCode;

  constructor(exitCode: ExitCode, message: string, options?: { cause?: unknown }) {
    super(message, causeOption(options?.cause));
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

/** The system's code of a network failure (`ECONNREFUSED`, `ENOTFOUND`…, or undici's `UND_ERR_…`), from the causes of an error. */
function systemCodeOf(error: unknown): string | undefined {
  for (const cause of causesOf(error)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^(?:E[A-Z0-9_]+|UND_ERR_[A-Z_]+)$/.test(code)) return code;
  }
  return undefined;
}

/** What the codes of the commonest network failures mean, in words. */
const NETWORK_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up for now',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/** The message of the last cause of `error` (`bad port`, `certificate has expired`…): the most precise word on a failure without a known code. */
function deepestMessage(error: unknown): string | undefined {
  const last = causesOf(error).at(-1);
  return last instanceof Error && last.message ? last.message : undefined;
}

/**
 * The message of a `NETWORK` error. `fetch failed` does not say which address failed: when the
 * clients' `fetch` noted it (see reach.ts), the address the command tried (`scheme://host:port`,
 * nothing of a path or query) and why, in words — `GET /api/v1/x could not reach
 * http://127.0.0.1:9 (connection refused)`; otherwise the message, with the system's code.
 */
function networkMessage(error: ApiError): string {
  const code = systemCodeOf(error.cause);
  const tried = triedBy(error.cause);
  if (tried === undefined) return `${error.message}${code && !error.message.includes(code) ? ` (${code})` : ''}`;
  const reason = (code && NETWORK_REASONS[code]) ?? deepestMessage(tried.thrown) ?? code ?? 'no answer';
  // The transport says `<what> could not reach the service: <the fetch's message>`: the address goes in place of "the
  // service".
  const said = `could not reach the service: ${tried.thrown instanceof Error ? tried.thrown.message : String(tried.thrown)}`;
  const reached = `could not reach ${tried.origin} (${reason})`;
  return error.message.includes(said) ? error.message.replace(said, reached) : `${error.message} (${reached})`;
}

/**
 * The exit code and message of anything a command threw: a {@link CliError} as it is; an
 * `ApiError` with 3 for `TIMEOUT` and 1 otherwise (an HTTP error, a failed sync…); anything else
 * (a defect) with 1 and its message, never its stack.
 */
export function failureOf(error: unknown): { exitCode: ExitCode; message: string } {
  if (error instanceof CliError) return { exitCode: error.exitCode, message: oneLine(error.message) };
  if (error instanceof ApiError) {
    return {
      exitCode: error.code === 'TIMEOUT' ? EXIT.TIMEOUT : EXIT.FAILED,
      message: oneLine(error.code === 'NETWORK' ? networkMessage(error) : error.message),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: EXIT.FAILED, message: `unexpected error: ${oneLine(message)}` };
}
