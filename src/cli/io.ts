/**
 * What the command line needs from its process, injected so that `main` runs the same in a
 * test as in a terminal: the two output streams (and whether each is a terminal), the
 * environment, Ctrl-C, the clock, files, `fetch` and the package's version.
 *
 * @module
 * @internal
 */

import { REDACTED, redactedPiece, secretSearches } from '../http/redacted.js';

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
  /** Calls `handler` on Ctrl-C (SIGINT), or when the process is asked to end (SIGTERM), until the returned function is called. */
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

/** How a piece of text is written. */
export interface WriteOptions {
  /**
   * The text ends where no secret can go on: the next write to the stream redraws the line
   * (`\r`) or starts a new one. Nothing of it is held back (see {@link redactingWriter}), so
   * that a line redrawn in place is shown whole at once.
   */
  readonly whole?: boolean;
}

/** Writes text somewhere: a stream of {@link CliIo} with its secrets redacted. */
export type Write = (text: string, options?: WriteOptions) => void;

/**
 * A {@link Write} that redacts secrets across writes: it may hold back the end of what it was
 * given (see {@link redactingWriter}); `end()` writes that too, for good — the stream is over.
 */
export type StreamWrite = Write & {
  /** Writes what was held back, redacted: the stream has ended, so no later write can complete a secret. */
  end(): void;
};

/** What replaces a secret in anything written: the client's own marker, so the two read alike. */
export { REDACTED } from '../http/redacted.js';

/**
 * A writer that replaces every secret with {@link REDACTED} in what goes to `output` — the last
 * line of defence, behind messages that never include a secret in the first place — in every
 * form the SDK's own redaction knows (as it is, without its kind prefix, in base64, URL-encoded,
 * JSON-escaped; see `secretForms`), secrets shorter than `MIN_SECRET_LENGTH` left alone as everywhere else —
 * across writes, not per write: a secret cut between two writes (two deltas of a chat answer) is
 * redacted too. To that end it holds back the end of a write that could be the beginning of a
 * secret (at most the longest form's length less one character, only while it could be) and
 * writes it before the next write's text, or at `end()` — or not at all when the write says it
 * is `whole`. A line feed is never held back (no secret holds one), so a finished line is always
 * written whole.
 */
export function redactingWriter(output: CliOutput, secrets: readonly string[]): StreamWrite {
  const searches = secretSearches(secrets);
  let held = '';
  const put = (text: string, final: boolean) => {
    const piece = redactedPiece(held + text, searches, final);
    held = piece.held;
    if (piece.shown) output.write(piece.shown);
  };
  return Object.assign((text: string, options?: WriteOptions) => put(text, options?.whole === true), {
    end: () => put('', true),
  });
}
