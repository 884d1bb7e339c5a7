/**
 * What the command line needs from its process, injected so that `main` runs the same in a
 * test as in a terminal: the two output streams (and whether each is a terminal), the
 * environment, Ctrl-C, the clock, files, `fetch` and the package's version.
 *
 * @module
 * @internal
 */

import { REDACTED, type SecretSearch, secretSearch } from '../http/redacted.js';

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
 * The searches of `secrets` (see `secretSearch`: every form JSON text may write one in, the
 * shortest left out), duplicates dropped.
 */
const searchesOf = (secrets: readonly string[]): SecretSearch[] => [...new Set(secrets)].flatMap((secret) => secretSearch(secret) ?? []);

/** The first place, from `from` on, where a secret may be starting that `text` does not finish, or -1. */
function heldFrom(text: string, from: number, searches: readonly SecretSearch[]): number {
  let held = -1;
  for (const search of searches) {
    const at = search.startIn(text, from);
    if (at !== -1 && (held === -1 || at < held)) held = at;
  }
  return held;
}

/** The first complete secret in `text` from `from` on, the longest where several start at one place; undefined when there is none. */
function firstSecret(text: string, from: number, searches: readonly SecretSearch[]): { at: number; length: number } | undefined {
  let found: { at: number; length: number } | undefined;
  for (const search of searches) {
    const next = search.find(text, from);
    if (next && (found === undefined || next.at < found.at || (next.at === found.at && next.length > found.length))) found = next;
  }
  return found;
}

/**
 * `text` with every secret replaced by {@link REDACTED}, read from left to right — and, unless
 * `final`, its end held back from where a secret may be starting that `text` does not finish:
 * `{ shown, held }`, `held` to go before the next write's text.
 */
function redactedPiece(text: string, searches: readonly SecretSearch[], final: boolean): { shown: string; held: string } {
  let shown = '';
  for (let from = 0; ; ) {
    const hold = final ? -1 : heldFrom(text, from, searches);
    const next = firstSecret(text, from, searches);
    // Where a secret may start and one is also complete (a shorter secret that begins a longer
    // one), waiting comes first: the next write says which it is.
    if (hold !== -1 && (next === undefined || hold <= next.at)) return { shown: shown + text.slice(from, hold), held: text.slice(hold) };
    if (next === undefined) return { shown: shown + text.slice(from), held: '' };
    shown += `${text.slice(from, next.at)}${REDACTED}`;
    from = next.at + next.length;
  }
}

/**
 * A writer that replaces every secret with {@link REDACTED} in what goes to `output` — the last
 * line of defence, behind messages that never include a secret in the first place — in every
 * form the SDK's own redaction knows (as it is, JSON-escaped, any character as `\uXXXX`; see
 * `secretPattern`), secrets shorter than `MIN_SECRET_LENGTH` left alone as everywhere else —
 * across writes, not per write: a secret cut between two writes (two deltas of a chat answer) is
 * redacted too. To that end it holds back the end of a write that could be the beginning of a
 * secret (at most the longest form's length less one character, only while it could be) and
 * writes it before the next write's text, or at `end()` — or not at all when the write says it
 * is `whole`. A line feed is never held back (no secret holds one), so a finished line is always
 * written whole.
 */
export function redactingWriter(output: CliOutput, secrets: readonly string[]): StreamWrite {
  const searches = searchesOf(secrets);
  let held = '';
  const put = (text: string, final: boolean) => {
    const piece = redactedPiece(held + text, searches, final);
    held = piece.held;
    if (piece.shown) output.write(piece.shown);
  };
  return Object.assign((text: string, options?: WriteOptions) => put(text, options?.whole === true), { end: () => put('', true) });
}
