/**
 * Types the fake servers share. Free of Node's own types, so that the declarations of this
 * entry type-check for a user without `@types/node`.
 *
 * @module
 */

/** One request as a fake server received it, its secrets redacted. */
export interface RecordedRequest {
  /** The HTTP method, e.g. `POST` or `OPTIONS`. */
  readonly method: string;
  /** The path with its query, e.g. `/api/v1/public/acme/agents/agent-1/chat/abort`. */
  readonly path: string;
  /**
   * The headers, names in lower case. The values of `authorization`, `x-platform-auth-token`
   * and `cookie` are redacted (`Api-Key [redacted]`, `[redacted]`): a recorded request never
   * holds a key or a token.
   */
  readonly headers: Readonly<Record<string, string>>;
  /** The body: its JSON when it parses, else its text; `undefined` when there was none. */
  readonly body: unknown;
  /** The HTTP status of the answer, once its head is sent (a streamed 200 has it from the start). */
  status?: number;
}

/** Which browser origins may read a fake server's answers: a list, or `'*'` for any (echoed back). */
export type AllowedOrigins = readonly string[] | '*';

/**
 * How lines are cut into writes: `false` (default) one write per line; `true` at 1 to 3 random
 * byte positions per line (from the server's `seed`); a list of byte offsets cut every line
 * long enough; a function returns the offsets for each line's bytes (its `\n` included).
 */
export type SplitLines = boolean | readonly number[] | ((line: Uint8Array) => readonly number[]);
