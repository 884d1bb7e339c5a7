/**
 * What a parsed stream line is, besides a message (spec 2.5, 7, the reference): an error object
 * — which ends the stream with an `ApiError` — or one of the frames that carry the run's state:
 * `__cutoff__` (the thread), `__usage__` (model and token counts), `__aborted__` and
 * `__suspended__` (the answer ended early).
 *
 * @module
 * @internal
 */

import { ApiError, shortenBody } from '../http/api-error.js';
import { isRecord } from '../internal/is-record.js';
import { saysThreadBusy, THREAD_BUSY_TEXT } from './rules.js';
import type { ChatStreamMessage, ChatUsage } from './types.js';

/** The most characters of a service's error text quoted in an `ApiError` message. */
const MAX_ERROR_TEXT = 300;

/** The text of an error line: `error` itself when a string, else its `message`, else the line's `message`, else its JSON. */
function errorLineText(line: Record<string, unknown>): string {
  const error = line.error;
  if (typeof error === 'string') return error;
  const message = isRecord(error) ? error.message : undefined;
  if (typeof message === 'string') return message;
  if (typeof line.message === 'string') return line.message;
  return JSON.stringify(error) ?? String(error);
}

/**
 * Whether a parsed line is an error object rather than a chat message or frame (spec 7, the
 * reference): an `error` and no message id (`{ "error": "<text>" }`), or a JSON-RPC error
 * (`jsonrpc` and `error`; its `id`, if any, is the request's). A line with a string `id` and an
 * `error` — the `__aborted__` and `__suspended__` frames, or a message with such a field — is not.
 */
export function isErrorLine(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && value.error !== undefined && (typeof value.id !== 'string' || value.jsonrpc !== undefined);
}

/** Whether an error object is the JSON-RPC kind (`jsonrpc`, or an `error` with `code` and `message`): how authentication is refused (spec 7). */
const isJsonRpcError = (line: Record<string, unknown>): boolean =>
  line.jsonrpc !== undefined ||
  (isRecord(line.error) && line.error.code !== undefined && typeof line.error.message === 'string');

/**
 * The `ApiError` of an error object inside a 200 (spec 7, the reference): `THREAD_BUSY` when it
 * says {@link THREAD_BUSY_TEXT}; `UNAUTHORIZED` for a JSON-RPC error object (authentication is
 * refused that way); else `STREAM_ERROR` — an `{ "error": "<text>" }` line is the service's
 * report of a failure mid-answer. The parsed object is the error's `body`.
 */
export function errorOfLine(line: Record<string, unknown>): ApiError {
  const text = errorLineText(line);
  const said = JSON.stringify(shortenBody(text, MAX_ERROR_TEXT));
  if (saysThreadBusy(text)) {
    return new ApiError(
      'THREAD_BUSY',
      `chat stream: the thread is streaming another answer (re-attach with its messageId, or wait): ${said}`,
      { body: line },
    );
  }
  if (isJsonRpcError(line))
    return new ApiError('UNAUTHORIZED', `chat stream: the service refused the request: ${said}`, { body: line });
  return new ApiError('STREAM_ERROR', `chat stream: the service reported an error: ${said}`, { body: line });
}

/**
 * The `ApiError` of a whole response body that is an error object — as a 200 answering a request
 * that is not a stream (the abort endpoint) carries a refusal — or undefined for anything else.
 */
export function errorInBody(text: string): ApiError | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  return isErrorLine(parsed) ? errorOfLine(parsed) : undefined;
}

/** The thread a `__cutoff__` names: its id, whether it was streaming, and a pending suspended turn. */
export interface CutoffState {
  chatId: string | undefined;
  isStreaming: boolean;
  /** The `messageId` of a suspended turn the thread holds (`state.suspended.messageId`), if any. */
  suspendedMessageId: string | undefined;
}

/** What a `__cutoff__` line says of its thread (fields of the wrong type were refused by validation). */
export function cutoffOf(line: ChatStreamMessage): CutoffState {
  const state = line.state;
  const suspended = state?.suspended?.messageId;
  return {
    chatId: state?.chatId,
    isStreaming: state?.isStreaming === true,
    suspendedMessageId: typeof suspended === 'string' ? suspended : undefined,
  };
}

/** The counts of a `__usage__` frame, each absent count 0 (the reference: all 0 for a request refused before any model call). */
export function usageOf(line: ChatStreamMessage): ChatUsage {
  const usage = line.usage ?? {};
  const count = (value: number | undefined) => value ?? 0;
  return {
    models: [...(usage.models ?? [])],
    llmCalls: count(usage.llmCalls),
    inputTokens: count(usage.inputTokens),
    outputTokens: count(usage.outputTokens),
    cacheWriteTokens: count(usage.cacheWriteTokens),
    cacheReadTokens: count(usage.cacheReadTokens),
    totalTokens: count(usage.totalTokens),
  };
}

/**
 * Two usages added up — a run that resumed a suspended answer gets a `__usage__` from each
 * request — the models listed once each.
 */
export function addUsage(one: ChatUsage | undefined, other: ChatUsage): ChatUsage {
  if (!one) return other;
  return {
    models: [...new Set([...one.models, ...other.models])],
    llmCalls: one.llmCalls + other.llmCalls,
    inputTokens: one.inputTokens + other.inputTokens,
    outputTokens: one.outputTokens + other.outputTokens,
    cacheWriteTokens: one.cacheWriteTokens + other.cacheWriteTokens,
    cacheReadTokens: one.cacheReadTokens + other.cacheReadTokens,
    totalTokens: one.totalTokens + other.totalTokens,
  };
}

/** Why the service ended an answer early: the `error` text of an `__aborted__` or `__suspended__` frame, when it gave one. */
export function reasonOf(line: ChatStreamMessage): string | undefined {
  const error = line.error;
  return typeof error === 'string' && error !== '' ? error : undefined;
}
