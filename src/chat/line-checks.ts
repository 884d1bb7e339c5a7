/**
 * What the generated stream line validator shares (src/chat/generated.ts, written ahead of time
 * by scripts/chat-codegen.ts from `CHAT_STREAM_MESSAGE_SCHEMA`): the refusal, the check of an
 * array's items, and the `__proto__` clean-up of open objects.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { expected } from '../internal/describe.js';
import type { ValueTest } from '../protocol/validate-fields.js';

/** Throws the refusal of a field: `<what>: <path>: expected <rule>, got <value>` (the value described and cut short). */
export function throwLineError(what: string, path: string, rule: string, value: unknown): never {
  throw new ApiError('INVALID_RESPONSE', expected(path ? `${what}: ${path}` : what, rule, value));
}

/** Checks that `items` is an array whose every item passes `test`, refusing the first that does not as `<path>.<index>`. */
export function checkItems(what: string, path: string, items: unknown, test: ValueTest, rule: string): void {
  if (!Array.isArray(items)) throwLineError(what, path, 'array', items);
  for (let index = 0; index < items.length; index += 1) {
    const item: unknown = items[index];
    if (!test(item)) throwLineError(what, `${path}.${index}`, rule, item);
  }
}

/** Whether an open level that is there has an own `__proto__` key (JSON makes it an ordinary property). */
export const hasOwnProto = (level: unknown): boolean =>
  level !== undefined && Object.hasOwn(level as object, '__proto__');

/** A copy of an open object without an own `__proto__` key, the other keys in their order. */
export function withoutProto(object: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(object)) if (key !== '__proto__') copy[key] = object[key];
  return copy;
}
