/**
 * What the generated validators share (src/protocol/generated.ts, written ahead of time by the
 * protocol compiler, scripts/protocol-codegen.ts, from the catalog's zod schemas): the tests of
 * a present value, the issue functions and the store of an optional field. Each validator is
 * straight-line code, one statement per field, that calls them; it does what `z.safeParse` does
 * with the payload's schema — same verdict, same output object, an issue for the same fields in
 * the same order — then the fields' value rules; a property test holds it to that, payload by
 * payload.
 *
 * @module
 * @internal
 */

import { addIssue, quoteAll } from '../internal/describe.js';
import type { FieldRule } from './rules.js';

/** A test of a present value. */
export type ValueTest = (value: unknown) => boolean;

/** A string: zod's `z.string()`. */
export const isString: ValueTest = (value) => typeof value === 'string';

/** A finite number: zod's `z.number()` refuses NaN and ±Infinity. */
export const isNumber: ValueTest = (value) => typeof value === 'number' && Number.isFinite(value);

/** A boolean: zod's `z.boolean()`. */
export const isBoolean: ValueTest = (value) => typeof value === 'boolean';

/**
 * `detail` with the issue of a refused field added (see `addIssue`): what the field expected is
 * its text, or an enum's list of values, whose text (`one of "csv", "xlsx"`) is built only now.
 * A validator names each enum's list once, for its test and for its refusal.
 */
export function fieldIssue(
  detail: string,
  field: string,
  expected: string | readonly unknown[],
  value: unknown,
): string {
  return addIssue(detail, field, typeof expected === 'string' ? expected : `one of ${quoteAll(expected)}`, value);
}

/**
 * `detail` with the issue of a field whose value breaks its rule added, if it does (an absent
 * field keeps every rule). The value rules run once every field has its type.
 */
export function ruleIssue(detail: string, key: string, value: unknown, rule: FieldRule<never>): string {
  return value === undefined || (rule.test as ValueTest)(value) ? detail : addIssue(detail, key, rule.rule, value);
}

/**
 * One optional scalar field's verdict in a generated validator (see `guardCode` in the
 * compiler), as zod's object parser gives it: `undefined` stored at `key` of `output` when the
 * key is in `input` (absent, nothing); any other value stored when it `passed` its test, else
 * `detail` with an issue added, naming the field by `path` (an object inside a payload:
 * `analyticsChat.`) and its key. The validator reads the value and runs its test at the field's
 * own key, which V8 caches per site; only the store, the `in` check and the issue are shared
 * here, one call instead of their code at every optional field.
 */
export function optionalVerdict(
  output: Record<string, unknown>,
  input: Record<string, unknown>,
  key: string,
  value: unknown,
  passed: boolean,
  expected: string | readonly unknown[],
  detail: string,
  path = '',
): string {
  if (value === undefined ? key in input : passed) output[key] = value;
  else if (value !== undefined) detail = fieldIssue(detail, path + key, expected, value);
  return detail;
}

/**
 * Copies the further keys of an open object (zod's `looseObject`) from `input` to `output`:
 * every key `for…in` finds (inherited enumerable ones too, as zod copies them) that is not one
 * of its `known` fields, except `__proto__`, which would replace the output's prototype.
 */
export function copyFurtherKeys(
  input: Record<string, unknown>,
  output: Record<string, unknown>,
  known: readonly string[],
): void {
  for (const key in input) if (key !== '__proto__' && !known.includes(key)) output[key] = input[key];
}
