/**
 * The error class of the HTTP side of the SDK (`platform-embed/chat`, `platform-embed/api`,
 * the command line): one class, defined once, so `instanceof` works across the entries that
 * export it.
 *
 * @module
 */

import { causeOption } from '../errors.js';
import { parseJson } from './json.js';

/**
 * What went wrong on the HTTP side, as a stable machine-readable code:
 * - `INVALID_OPTIONS`: a client was built wrong (the message names the option and its value);
 * - `INVALID_REQUEST`: a request broke the spec's rules before it was sent — nothing was sent
 *   (the message names the field and its value);
 * - `BAD_REQUEST`: HTTP 400, the service refused the request body or parameters;
 * - `UNAUTHORIZED`: HTTP 401, or an authentication error object inside a 200 chat response
 *   (spec 7: a wrong API key, or a token invalid for the deployment or without the `chat` scope);
 * - `FORBIDDEN`: HTTP 403 (e.g. aborting a thread the user does not own);
 * - `NOT_FOUND`: HTTP 404 (agent, tenant, thread or resource missing);
 * - `CONFLICT`: HTTP 409, the resource changed or exists; `serviceCode` says which (an
 *   `upsert_branch_changed` is worth trying again: it is `retryable`);
 * - `RATE_LIMITED`: HTTP 429;
 * - `SERVER_ERROR`: HTTP 5xx;
 * - `THREAD_BUSY`: the thread is streaming another answer (`Streaming for thread is in progress`,
 *   spec 4.2 and 7); re-attach with that answer's `messageId`, or wait;
 * - `STREAM_ERROR`: an error line inside a chat stream;
 * - `INVALID_RESPONSE`: a body or stream line that is not what the spec says (the message
 *   names the field and the value, shortened);
 * - `SYNC_FAILED`: a dbt sync ended `FAILED` (the message holds its `error`);
 * - `SYNC_CANCELLED`: a dbt sync ended `CANCELLED` (someone cancelled it);
 * - `SUSPENDED`: the service suspended a chat answer (a restart) and the run could not resume
 *   it; re-attaching with the same `chatId` and `messageId` resumes it, for 24 hours;
 * - `NETWORK`: the service could not be reached, or the connection dropped;
 * - `TIMEOUT`: the request or the wait took longer than allowed;
 * - `ABORTED`: the caller's `AbortSignal` was aborted.
 */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every {@link ApiErrorCode}, as a frozen runtime list (for exhaustive handling and checks). */
export const API_ERROR_CODES = /*#__PURE__*/ Object.freeze([
  'INVALID_OPTIONS',
  'INVALID_REQUEST',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'SERVER_ERROR',
  'THREAD_BUSY',
  'STREAM_ERROR',
  'INVALID_RESPONSE',
  'SYNC_FAILED',
  'SYNC_CANCELLED',
  'SUSPENDED',
  'NETWORK',
  'TIMEOUT',
  'ABORTED',
] as const);

/** Options of {@link ApiError}: what is known of the response, and the underlying error. */
export interface ApiErrorOptions {
  /** The HTTP status, when there was a response. */
  status?: number;
  /** The parsed JSON body, or its text shortened (`shortenBody`), when there was one. */
  body?: unknown;
  /** The error that caused this one; kept as `error.cause`. */
  cause?: unknown;
  /** The service's own code of the failure: the body's `code`, when it gave one. */
  serviceCode?: string;
  /** The id the service gave the request (`x-request-id`), to quote to its support. */
  requestId?: string;
  /** The response's headers, when there was a response. */
  headers?: Headers;
}

/**
 * The codes worth trying again unchanged: the failure was in transit or on the service's side
 * and may well pass a moment later. Everything else fails the same way every time.
 */
const RETRYABLE: ReadonlySet<ApiErrorCode> = /*#__PURE__*/ new Set<ApiErrorCode>([
  'NETWORK',
  'RATE_LIMITED',
  'SERVER_ERROR',
  'SUSPENDED',
  'TIMEOUT',
]);

/** The `serviceCode`s of a conflict that passes on a second try: the resource changed under the request (the reference: "retry"). */
export const RETRYABLE_CONFLICTS: readonly string[] = /*#__PURE__*/ Object.freeze(['upsert_branch_changed']);

/**
 * An error of an HTTP call of platform-embed. `code` says what went wrong; `message` says with
 * which field and value; `status` and `body` tell what the service answered, when it answered.
 *
 * No secret — token, API key — ever appears in `message` or `body`: the SDK never writes the
 * credentials it sends into an error.
 *
 * @example
 * ```ts
 * try { await run.result(); }
 * catch (error) {
 *   if (error instanceof ApiError && error.code === 'THREAD_BUSY') …
 *   else if (error instanceof ApiError && error.retryable) …
 * }
 * ```
 */
export class ApiError extends Error {
  /** The machine-readable reason. */
  readonly code: ApiErrorCode;
  /** The HTTP status, when there was a response. */
  readonly status?: number;
  /** The parsed JSON body, or its text (shortened), when there was one. */
  readonly body?: unknown;
  /**
   * True for `NETWORK`, `RATE_LIMITED`, `SERVER_ERROR`, `SUSPENDED` and `TIMEOUT`, and a
   * `CONFLICT` whose `serviceCode` is `upsert_branch_changed`: the same call may succeed later.
   */
  readonly retryable: boolean;
  /** The service's own code of the failure (the body's `code`), when it gave one: `upsert_branch_changed`, `ambiguous_legacy_id`… */
  readonly serviceCode?: string;
  /** The id the service gave the request (`x-request-id`), when it gave one: quote it to its support. */
  readonly requestId?: string;
  /** The response's headers, when there was a response. */
  readonly headers?: Headers;

  constructor(code: ApiErrorCode, message: string, options?: ApiErrorOptions) {
    super(message, causeOption(options?.cause));
    this.name = 'ApiError';
    this.code = code;
    if (options?.status !== undefined) this.status = options.status;
    if (options?.body !== undefined) this.body = options.body;
    if (options?.serviceCode !== undefined) this.serviceCode = options.serviceCode;
    if (options?.requestId !== undefined) this.requestId = options.requestId;
    if (options?.headers !== undefined) this.headers = options.headers;
    this.retryable =
      RETRYABLE.has(code) || (code === 'CONFLICT' && RETRYABLE_CONFLICTS.includes(options?.serviceCode ?? ''));
  }
}

/** The most characters of a response text kept in {@link ApiError.body}. */
export const MAX_BODY_LENGTH = 2_000;

/**
 * A response text cut to at most `maxLength` characters (an ellipsis marks the cut), for
 * `ApiError.body`: an error page can be megabytes of HTML, and an error object is kept in memory
 * and printed. A surrogate pair is never split in two.
 */
export function shortenBody(text: string, maxLength: number = MAX_BODY_LENGTH): string {
  if (text.length <= maxLength) return text;
  let end = maxLength;
  // Cutting between the two halves of a surrogate pair would leave a lone (invalid) half.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * What `ApiError.body` holds of a response text: the parsed JSON when it parses (within
 * 1,000 levels, see `./json.ts`), else the text shortened (see {@link shortenBody}); `undefined`
 * for an empty body.
 */
export function errorBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return parseJson(text);
  } catch {
    return shortenBody(text);
  }
}
