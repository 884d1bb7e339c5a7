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
import type { ChatStreamMessage } from './types.js';

const hasOwn = Object.prototype.hasOwnProperty;

/** An object that is neither null nor an array: what zod's object schemas accept of parsed JSON. */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
 * boolean `isStreaming` and string `chatId` (its `messages` are read by the merge). Unknown
 * fields — and unknown special ids — are tolerated and kept, as sent.
 *
 * `value` is what `JSON.parse` made of the line. It is returned itself, not copied — unless it
 * (or its `toolCall` or `state`) has an own `__proto__` key, which JSON makes an ordinary
 * property: then a copy without that key is returned, as zod does, so that no later
 * `Object.assign` or `merge` of the message can turn it into a prototype. The input is never
 * changed.
 *
 * @param what - How the refusal names the value: `stream line` unless given.
 */
export function validateChatStreamMessage(value: unknown, what = 'stream line'): ChatStreamMessage {
  if (!isObject(value)) refuse(what, '', 'object', value);
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
    if (!isObject(toolCall)) refuse(what, 'toolCall', 'object', toolCall);
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
  if (state !== undefined) {
    if (!isObject(state)) refuse(what, 'state', 'object', state);
    field = state.isStreaming;
    if (field !== undefined && typeof field !== 'boolean') refuse(what, 'state.isStreaming', 'boolean', field);
    field = state.chatId;
    if (field !== undefined && typeof field !== 'string') refuse(what, 'state.chatId', 'string', field);
  }

  // Rare: an own "__proto__" key at one of the three open levels.
  const protoInToolCall = toolCall !== undefined && hasOwn.call(toolCall, '__proto__');
  const protoInState = state !== undefined && hasOwn.call(state, '__proto__');
  if (!protoInToolCall && !protoInState && !hasOwn.call(line, '__proto__')) return line as ChatStreamMessage;
  const clean = withoutProto(line);
  if (protoInToolCall) clean.toolCall = withoutProto(toolCall as Record<string, unknown>);
  if (protoInState) clean.state = withoutProto(state as Record<string, unknown>);
  return clean as ChatStreamMessage;
}
