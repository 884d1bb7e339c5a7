/**
 * The one error class the SDK throws or rejects with.
 *
 * @module
 */

/**
 * What went wrong, as a stable machine-readable code:
 * - `INVALID_OPTIONS`: options of `createEmbed`/`createEmbedBridge` are wrong, or an event
 *   name is outside the catalog;
 * - `INVALID_PAYLOAD`: an action or event payload does not match the protocol (nothing sent);
 * - `INVALID_FILTER`: a filter is not of the form `f_<semantic_view>.<dimension>=<JSON>`;
 * - `READY_TIMEOUT`: no trusted `ready` arrived within `readyTimeoutMs`;
 * - `SESSION_FAILED`: the session provider (`url` as a function) threw, rejected, answered
 *   something other than an absolute http(s) URL of the trusted origin, or took longer than
 *   `readyTimeoutMs` (its error is the `cause`); or the embed refused its session (used,
 *   expired, revoked) with a fatal `error` event before `ready` (the event's payload is the `cause`);
 * - `EMBED_FAILED`: the embed sent another fatal `error` event before `ready` (the event's
 *   payload is the `cause`): the load ended at once;
 * - `DESTROYED`: the controller or bridge was destroyed;
 * - `QUEUE_FULL`: more actions were queued before `ready` than `maxQueuedActions` allows;
 * - `TIMEOUT`: `waitFor` saw no matching event within its `timeoutMs`;
 * - `ABORTED`: the `AbortSignal` given to `waitFor` was aborted.
 */
export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[number];

/** Every {@link EmbedErrorCode}, as a frozen runtime list (for exhaustive handling and checks). */
export const EMBED_ERROR_CODES = /*#__PURE__*/ Object.freeze([
  'INVALID_OPTIONS',
  'INVALID_PAYLOAD',
  'INVALID_FILTER',
  'READY_TIMEOUT',
  'DESTROYED',
  'QUEUE_FULL',
  'TIMEOUT',
  'ABORTED',
  'SESSION_FAILED',
  'EMBED_FAILED',
] as const);

/**
 * What an error of the SDK passes to `Error`: its cause, when there is one — an undefined cause
 * is none, so that `'cause' in error` says whether there is one. The one rule of every error
 * class of the SDK (`EmbedError`, `ApiError`, the command line's).
 *
 * @internal
 */
export const causeOption = (cause: unknown): { cause: unknown } | undefined =>
  cause === undefined ? undefined : { cause };

/** Options of {@link EmbedError}: the underlying error, if any. */
export interface EmbedErrorOptions {
  /** The error that caused this one; kept as `error.cause`. */
  cause?: unknown;
}

/**
 * An error thrown or rejected with by platform-embed. `code` says what went wrong; `message`
 * says with which field and value.
 *
 * @example
 * ```ts
 * try { embed.setColorScheme('blue' as never); }
 * catch (error) { if (error instanceof EmbedError && error.code === 'INVALID_PAYLOAD') … }
 * ```
 */
export class EmbedError extends Error {
  /** The machine-readable reason. */
  readonly code: EmbedErrorCode;

  constructor(code: EmbedErrorCode, message: string, options?: EmbedErrorOptions) {
    super(message, causeOption(options?.cause));
    this.name = 'EmbedError';
    this.code = code;
  }
}
