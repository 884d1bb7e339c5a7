/**
 * What the command line needs from its process, injected so that `main` runs the same in a
 * test as in a terminal: the two output streams (and whether each is a terminal), the
 * environment, Ctrl-C, the clock, files, `fetch` and the package's version.
 *
 * @module
 * @internal
 */

import { REDACTED } from '../http/redacted.js';

/** An output stream of the process. */
export interface CliOutput {
  /** Writes text as it is (no newline added). */
  write(text: string): void;
  /** Whether it is a terminal: progress bars and dim/bold text only go to one. */
  readonly isTTY: boolean;
  /** The terminal's width in characters, when known (a redrawn line must never wrap). */
  readonly columns?: number | undefined;
}

/** Everything the command line touches outside itself. */
export interface CliIo {
  readonly stdout: CliOutput;
  readonly stderr: CliOutput;
  /** The environment (`PLATFORM_BASE_URL`, `PLATFORM_TOKEN`, `NO_COLOR`…). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Calls `handler` on Ctrl-C (SIGINT) until the returned function is called. */
  onInterrupt(handler: () => void): () => void;
  /** The current time, in epoch milliseconds (the time of progress lines). */
  now(): number;
  /** Reads a UTF-8 text file (`--data @file`). */
  readFile(path: string): Promise<string>;
  /** The `fetch` of the clients. Default: the global one. */
  readonly fetch?: typeof fetch | undefined;
  /** The version of the package, for `--version`. */
  version(): string;
}

/** Writes text somewhere: a stream of {@link CliIo} with its secrets redacted. */
export type Write = (text: string) => void;

/** What replaces a secret in anything written: the client's own marker, so the two read alike. */
export { REDACTED } from '../http/redacted.js';

/** The shortest value treated as a secret to redact: a shorter one would garble ordinary output, and is no credential. */
const MIN_SECRET_LENGTH = 6;

/**
 * A writer that replaces every secret in `text` with {@link REDACTED} before writing it: the
 * last line of defence, behind messages that never include a secret in the first place.
 */
export function redactingWriter(output: CliOutput, secrets: readonly string[]): Write {
  const hidden = secrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
  if (hidden.length === 0) return (text) => output.write(text);
  return (text) => {
    let safe = text;
    for (const secret of hidden) if (safe.includes(secret)) safe = safe.split(secret).join(REDACTED);
    output.write(safe);
  };
}
