/**
 * Validation of one chat stream line (spec 2.5), written by hand so the browser carries no zod:
 * the same verdict and the same accepted value as `CHAT_STREAM_MESSAGE_SCHEMA`
 * (src/chat/schemas.ts), which a property test holds it to (test/chat/validate.test.ts).
 *
 * It runs on every line of every answer, deltas included, so it reads each known field once,
 * in the schema's order, and copies nothing unless it must.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { expected } from '../internal/describe.js';
import { isRecord } from '../internal/is-record.js';
import type { ChatStreamMessage } from './types.js';

/** Throws the refusal of a field: `<what>: <path>: expected <rule>, got <value>` (the value described and cut short). */
function refuse(what: string, path: string, rule: string, value: unknown): never {
  throw new ApiError('INVALID_RESPONSE', expected(path ? `${what}: ${path}` : what, rule, value));
}

/** A copy of an open object without an own `__proto__` key, the other keys in their order. */
function withoutProto(object: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(object)) if (key !== '__proto__') copy[key] = object[key];
  return copy;
}

/**
 * Checks a parsed stream line and returns it typed, or throws `ApiError('INVALID_RESPONSE')`
 * naming the first field of the wrong type (in the schema's order) and its value, e.g.
 * `stream line: toolCall.name: expected string, got 5`.
 *
 * `id` is required; every other known field may be absent, and when present must have its type:
 * `role`, `content`, `thinking` strings; `toolCall` an object with a string `name` and optional
 * string `input` / `result`; `graphPath` an array of strings; `isDelta`, `isInProcess`,
 * `isStructuredResponse` booleans; `sort` a finite number; `state` an object with optional
 * boolean `isStreaming`, string `chatId` and object `suspended` (with a string `messageId`; its
 * `messages` are read by the merge); the frames' `type`, `code` and `messageId` strings,
 * `retryable` a boolean, `usage` an object of finite counts and string `models`. Unknown
 * fields — and unknown special ids — are tolerated and kept, as sent.
 *
 * `value` is what `JSON.parse` made of the line. It is returned itself, not copied — unless it
 * (or one of its open objects) has an own `__proto__` key, which JSON makes an ordinary
 * property: then a copy without that key is returned, as zod does, so that no later
 * `Object.assign` or `merge` of the message can turn it into a prototype. The input is never
 * changed.
 *
 * @param what - How the refusal names the value: `stream line` unless given.
 */
export function validateChatStreamMessage(value: unknown, what = 'stream line'): ChatStreamMessage {
  if (!isRecord(value)) refuse(what, '', 'object', value);
  const line = value;
  let field: unknown = line.id;
  if (typeof field !== 'string') refuse(what, 'id', 'string', field);
  field = line.role;
  if (field !== undefined && typeof field !== 'string') refuse(what, 'role', 'string', field);
  field = line.content;
  if (field !== undefined && typeof field !== 'string') refuse(what, 'content', 'string', field);
  field = line.thinking;
  if (field !== undefined && typeof field !== 'string') refuse(what, 'thinking', 'string', field);
  const toolCall = line.toolCall;
  if (toolCall !== undefined) {
    if (!isRecord(toolCall)) refuse(what, 'toolCall', 'object', toolCall);
    field = toolCall.name;
    if (typeof field !== 'string') refuse(what, 'toolCall.name', 'string', field);
    field = toolCall.input;
    if (field !== undefined && typeof field !== 'string') refuse(what, 'toolCall.input', 'string', field);
    field = toolCall.result;
    if (field !== undefined && typeof field !== 'string') refuse(what, 'toolCall.result', 'string', field);
  }
  field = line.graphPath;
  if (field !== undefined) {
    if (!Array.isArray(field)) refuse(what, 'graphPath', 'array', field);
    for (let index = 0; index < field.length; index += 1) {
      const node: unknown = field[index];
      if (typeof node !== 'string') refuse(what, `graphPath.${index}`, 'string', node);
    }
  }
  field = line.isDelta;
  if (field !== undefined && typeof field !== 'boolean') refuse(what, 'isDelta', 'boolean', field);
  field = line.isInProcess;
  if (field !== undefined && typeof field !== 'boolean') refuse(what, 'isInProcess', 'boolean', field);
  field = line.isStructuredResponse;
  if (field !== undefined && typeof field !== 'boolean') refuse(what, 'isStructuredResponse', 'boolean', field);
  field = line.sort;
  // JSON has no NaN or Infinity; a value built otherwise is refused, as zod refuses it.
  if (field !== undefined && !(typeof field === 'number' && Number.isFinite(field))) refuse(what, 'sort', 'number', field);
  const state = line.state;
  let suspended: unknown;
  if (state !== undefined) {
    if (!isRecord(state)) refuse(what, 'state', 'object', state);
    field = state.isStreaming;
    if (field !== undefined && typeof field !== 'boolean') refuse(what, 'state.isStreaming', 'boolean', field);
    field = state.chatId;
    if (field !== undefined && typeof field !== 'string') refuse(what, 'state.chatId', 'string', field);
    suspended = state.suspended;
    if (suspended !== undefined) {
      if (!isRecord(suspended)) refuse(what, 'state.suspended', 'object', suspended);
      field = suspended.messageId;
      if (field !== undefined && typeof field !== 'string') refuse(what, 'state.suspended.messageId', 'string', field);
    }
  }
  // The terminal frames' own fields (__aborted__, __suspended__, __usage__).
  field = line.type;
  if (field !== undefined && typeof field !== 'string') refuse(what, 'type', 'string', field);
  field = line.code;
  if (field !== undefined && typeof field !== 'string') refuse(what, 'code', 'string', field);
  field = line.retryable;
  if (field !== undefined && typeof field !== 'boolean') refuse(what, 'retryable', 'boolean', field);
  field = line.messageId;
  if (field !== undefined && typeof field !== 'string') refuse(what, 'messageId', 'string', field);
  const usage = line.usage;
  if (usage !== undefined) checkUsage(what, usage);

  // Rare: an own "__proto__" key at one of the open levels.
  const protoIn = (level: unknown) => level !== undefined && Object.hasOwn(level as object, '__proto__');
  if (!protoIn(line) && !protoIn(toolCall) && !protoIn(state) && !protoIn(suspended) && !protoIn(usage)) return line as ChatStreamMessage;
  const clean = withoutProto(line);
  if (toolCall !== undefined) clean.toolCall = withoutProto(toolCall as Record<string, unknown>);
  if (state !== undefined) {
    const cleanState = withoutProto(state as Record<string, unknown>);
    if (suspended !== undefined) cleanState.suspended = withoutProto(suspended as Record<string, unknown>);
    clean.state = cleanState;
  }
  if (usage !== undefined) clean.usage = withoutProto(usage as Record<string, unknown>);
  return clean as ChatStreamMessage;
}

/** The counts of a `__usage__` frame: `usage.<count>` finite numbers, `usage.models` strings. */
const USAGE_COUNTS = ['llmCalls', 'inputTokens', 'outputTokens', 'cacheWriteTokens', 'cacheReadTokens', 'totalTokens'] as const;

/** Checks `usage` of a `__usage__` frame, in the schema's order. */
function checkUsage(what: string, usage: unknown): void {
  if (!isRecord(usage)) refuse(what, 'usage', 'object', usage);
  const models = usage.models;
  if (models !== undefined) {
    if (!Array.isArray(models)) refuse(what, 'usage.models', 'array', models);
    for (let index = 0; index < models.length; index += 1) {
      const model: unknown = models[index];
      if (typeof model !== 'string') refuse(what, `usage.models.${index}`, 'string', model);
    }
  }
  for (const count of USAGE_COUNTS) {
    const value = usage[count];
    if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value))) refuse(what, `usage.${count}`, 'number', value);
  }
}
