/**
 * The one rule on user attributes (row-level security), shared by the chat client's
 * `sessionSettings` and the management client's session call: an array of `{ name, value }`,
 * `name` a non-empty string, `value` absent or of a type the session call takes — a string, a
 * finite number, a boolean, an array of strings, an array of finite numbers, or `null`.
 *
 * @module
 * @internal
 */

import type { Refuse } from './checks.js';
import { isPlainObject } from './describe.js';

/** A user attribute's value, as the session call takes it (the reference's `UserAttributeInput.value`). */
export type UserAttributeValue = string | number | boolean | string[] | number[] | null;

/** What a user attribute's value must be, completing "expected …" in a refusal. */
export const USER_ATTRIBUTE_VALUE_RULE = 'a string, a number, a boolean, an array of strings or of numbers, or null';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whether `value` is a user attribute's value: see {@link UserAttributeValue} (numbers finite; an array of one type). */
export function isUserAttributeValue(value: unknown): value is UserAttributeValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (!Array.isArray(value)) return isFiniteNumber(value);
  return value.every((item) => typeof item === 'string') || value.every(isFiniteNumber);
}

/**
 * Checks user attributes: refuses through `refuse`, naming `what` (`input.userAttributes`,
 * `sessionSettings.userAttributes`) and the index, what is not an array of `{ name, value? }`
 * by the rule above. A hole in the array is an attribute without a name.
 */
export function checkUserAttributes(attributes: unknown, what: string, refuse: Refuse): void {
  if (!Array.isArray(attributes)) refuse(what, 'an array of { name, value }', attributes);
  for (let index = 0; index < attributes.length; index++) {
    const attribute: unknown = attributes[index];
    if (!isPlainObject(attribute)) refuse(`${what}[${index}]`, 'an object { name, value }', attribute);
    const { name, value } = attribute;
    if (typeof name !== 'string' || !name) refuse(`${what}[${index}].name`, 'a non-empty string', name);
    if (value !== undefined && !isUserAttributeValue(value))
      refuse(`${what}[${index}].value`, USER_ATTRIBUTE_VALUE_RULE, value);
  }
}
