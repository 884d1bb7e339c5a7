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

/** The shortest value treated as a secret to redact: a shorter one would garble ordinary output, and is no credential. */
const MIN_SECRET_LENGTH = 6;

/**
 * The texts to search for: each secret long enough, and as it reads inside JSON text (a quote
 * or a backslash in it escaped) when that differs; the longest first, so that where two match at
 * one place the longer is taken.
 */
function searchedFor(secrets: readonly string[]): string[] {
  const texts = secrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH).flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)]);
  return [...new Set(texts)].sort((a, b) => b.length - a.length);
}

/**
 * The first place, from `from` on, where what is left of `text` is the beginning of a secret and
 * not yet all of it — where a secret may be starting that the next write would complete — or -1.
 * Only the last `longest - 1` characters can be such a place.
 */
function heldFrom(text: string, from: number, secrets: readonly string[], longest: number): number {
  for (let at = Math.max(from, text.length - longest + 1); at < text.length; at += 1) {
    const rest = text.slice(at);
    if (secrets.some((secret) => secret.length > rest.length && secret.startsWith(rest))) return at;
  }
  return -1;
}

/** The first complete secret in `text` from `from` on, the longest where several start at one place; undefined when there is none. */
function firstSecret(text: string, from: number, secrets: readonly string[]): { at: number; secret: string } | undefined {
  let found: { at: number; secret: string } | undefined;
  for (const secret of secrets) {
    const at = text.indexOf(secret, from);
    // Longest first: at a place already found, a later (shorter) secret does not replace it.
    if (at !== -1 && (found === undefined || at < found.at)) found = { at, secret };
  }
  return found;
}

/**
 * `text` with every secret replaced by {@link REDACTED}, read from left to right — and, unless
 * `final`, its end held back from where a secret may be starting that `text` does not finish:
 * `{ shown, held }`, `held` to go before the next write's text.
 */
function redactedPiece(text: string, secrets: readonly string[], longest: number, final: boolean): { shown: string; held: string } {
  let shown = '';
  for (let from = 0; ; ) {
    const hold = final ? -1 : heldFrom(text, from, secrets, longest);
    const next = firstSecret(text, from, secrets);
    // Where a secret may start and one is also complete (a shorter secret that begins a longer
    // one), waiting comes first: the next write says which it is.
    if (hold !== -1 && (next === undefined || hold <= next.at)) return { shown: shown + text.slice(from, hold), held: text.slice(hold) };
    if (next === undefined) return { shown: shown + text.slice(from), held: '' };
    shown += `${text.slice(from, next.at)}${REDACTED}`;
    from = next.at + next.secret.length;
  }
}

/**
 * A writer that replaces every secret with {@link REDACTED} in what goes to `output` — the last
 * line of defence, behind messages that never include a secret in the first place — across
 * writes, not per write: a secret cut between two writes (two deltas of a chat answer) is
 * redacted too. To that end it holds back the end of a write that could be the beginning of a
 * secret (at most the longest secret's length less one character, only while it could be) and
 * writes it before the next write's text, or at `end()` — or not at all when the write says it
 * is `whole`. A line feed is never held back (no secret holds one), so a finished line is always
 * written whole.
 */
export function redactingWriter(output: CliOutput, secrets: readonly string[]): StreamWrite {
  const searched = searchedFor(secrets);
  const longest = searched[0]?.length ?? 0;
  let held = '';
  const put = (text: string, final: boolean) => {
    const piece = redactedPiece(held + text, searched, longest, final);
    held = piece.held;
    if (piece.shown) output.write(piece.shown);
  };
  return Object.assign((text: string, options?: WriteOptions) => put(text, options?.whole === true), { end: () => put('', true) });
}
