/**
 * How an HTTP failure becomes an `ApiError`, for every client of the SDK (chat, management
 * API): the code of a status (spec 7), the error of a response that is not a success (its
 * status, code and body), the error of a `fetch` that threw, and that of a redirect refused.
 *
 * @module
 * @internal
 */

import { isRecord } from '../internal/is-record.js';
import { ApiError, type ApiErrorCode, errorBody } from './api-error.js';
import { redirectVerdict } from './redirects.js';

/** The code of an HTTP error status (spec 7, the reference): 400, 401, 403, 404, 409, 429, 5xx; anything else is not what the spec says. */
export function codeOfStatus(status: number): ApiErrorCode {
  return status === 400
    ? 'BAD_REQUEST'
    : status === 401
      ? 'UNAUTHORIZED'
      : status === 403
        ? 'FORBIDDEN'
        : status === 404
          ? 'NOT_FOUND'
          : status === 409
            ? 'CONFLICT'
            : status === 429
              ? 'RATE_LIMITED'
              : status >= 500
                ? 'SERVER_ERROR'
                : 'INVALID_RESPONSE';
}

/** The longest part of the service's own explanation quoted in a message. */
const MAX_DETAIL_LENGTH = 200;

/**
 * The `ApiError` of a response that is not a success: its status, code and body (parsed JSON,
 * or text shortened), the service's `message` (or `error`) quoted in the message, its own
 * `code` as `serviceCode`, `x-request-id` as `requestId`, and the headers. `text` is
 * the body when the caller has read it already (within its own bounds); else it is read here.
 */
export async function errorOfResponse(response: Response, what: string, text?: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = errorBody(text ?? (await response.text()));
  } catch {
    // no body to read
  }
  const fields = isRecord(body) ? body : undefined;
  const detail = fields ? (fields.message ?? fields.error) : body;
  const said =
    typeof detail === 'string' && detail
      ? `: ${detail.length > MAX_DETAIL_LENGTH ? `${detail.slice(0, MAX_DETAIL_LENGTH)}…` : detail}`
      : '';
  const serviceCode = typeof fields?.code === 'string' && fields.code !== '' ? fields.code : undefined;
  const requestId = response.headers.get('x-request-id') ?? undefined;
  return new ApiError(
    codeOfStatus(response.status),
    `${what} failed with HTTP ${response.status}${serviceCode ? ` (${serviceCode})` : ''}${said}`,
    {
      status: response.status,
      body,
      serviceCode,
      requestId,
      headers: response.headers,
    },
  );
}

/** The `ApiError` of a fetch that threw: `ABORTED` when `signal` aborted it, else `NETWORK` (an `ApiError` passes as it is). */
export function errorOfFetch(cause: unknown, what: string, signal?: AbortSignal): ApiError {
  if (cause instanceof ApiError) return cause;
  if (signal?.aborted) return new ApiError('ABORTED', `${what} was aborted`, { cause });
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ApiError('NETWORK', `${what} could not reach the service: ${reason}`, { cause });
}

/**
 * {@link redirectVerdict} (the SDK's one redirect rule) for the clients: the URL of a
 * same-origin redirect to follow, or undefined when `response` is the answer; a refusal throws
 * `INVALID_RESPONSE` (never retried: the same request would be redirected the same way), its
 * message `what`, then the verdict's sentence naming both origins.
 *
 * @param hops - Redirects followed so far for this request.
 * @param method - The request's method (the chat's requests are all POSTs).
 * @throws {@link ApiError} `INVALID_RESPONSE` for a redirect refused.
 */
export function redirectTarget(
  response: Response,
  requested: URL,
  what: string,
  hops: number,
  method = 'POST',
): URL | undefined {
  const verdict = redirectVerdict(response, requested, method, hops);
  if (verdict && 'refused' in verdict)
    throw new ApiError('INVALID_RESPONSE', `${what}: ${verdict.refused}`, { status: response.status });
  return verdict?.follow;
}
