/**
 * The validator of payloads described by tables: reads a payload against its description, which
 * the protocol compiler (scripts/protocol-codegen.ts) writes ahead of time from the catalog's zod
 * schemas into src/protocol/generated.ts. The actions' validators are such tables; the events',
 * on the hot path, are straight-line code (see `FORMS` in the compiler for the measurements)
 * that calls the shared tests and the issue and optional-field functions below. The table's
 * validator does what `z.safeParse` does with the payload's schema — same verdict, same output object, an
 * issue for the same fields in the same order — then the fields' value rules; a property test
 * holds it to that, payload by payload.
 *
 * A description lists an object's fields in order. Each field entry holds its key, the text its
 * refusal says it expected (written at generation time), its flags, what a present value must be
 * and, for a payload's own field, the rule on its value. An object inside a payload is described
 * the same way, in the entry of the field that holds it.
 *
 * @module
 * @internal
 */

import { addIssue, quoteAll } from '../internal/describe.js';
import type { FieldRule } from './rules.js';
import type { PayloadGuard } from './vocabulary.js';

/** A test of a present value. */
export type ValueTest = (value: unknown) => boolean;

/** A string: zod's `z.string()`. */
export const isString: ValueTest = (value) => typeof value === 'string';

/** A finite number: zod's `z.number()` refuses NaN and ±Infinity. */
export const isNumber: ValueTest = (value) => typeof value === 'number' && Number.isFinite(value);

/** A boolean: zod's `z.boolean()`. */
export const isBoolean: ValueTest = (value) => typeof value === 'boolean';

/**
 * Any value, `undefined` included: zod's `z.unknown()`. Never called: the validator tells it by
 * identity, because such a field that is required must still be there.
 */
export const anything: ValueTest = () => true;

/**
 * `detail` with the issue of a refused field added (see `addIssue`): what the field expected is
 * its text, or an enum's list of values, whose text (`one of "csv", "xlsx"`) is built only now.
 * An event's validator names each enum's list once, for its test and for its refusal.
 */
export function fieldIssue(detail: string, field: string, expected: string | readonly unknown[], value: unknown): string {
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
 * One optional scalar field's verdict in an event's validator (straight-line code, see `FORMS`
 * in the compiler), as zod's object parser gives it: `undefined` stored at `key` of `output` when
 * the key is in `input` (absent, nothing); any other value stored when it `passed` its test,
 * else `detail` with an issue added. The validator reads the value and runs its test at the
 * field's own key, which V8 caches per site; only the store, the `in` check and the issue are
 * shared here, one call instead of their code at every optional field.
 */
export function optionalVerdict(
  output: Record<string, unknown>,
  input: Record<string, unknown>,
  key: string,
  value: unknown,
  passed: boolean,
  expected: string | readonly unknown[],
  detail: string,
): string {
  if (value === undefined ? key in input : passed) output[key] = value;
  else if (value !== undefined) detail = fieldIssue(detail, key, expected, value);
  return detail;
}

/** A field that may be absent (zod's `optional`): absent, nothing; present as `undefined`, kept. */
export const OPTIONAL = 1;

/** A field that may be `null` (zod's `nullable`). */
export const NULLABLE = 2;

/**
 * What a present value must be: one shared test; a list of options, each a literal it may equal
 * (an enum's values) or a test it may pass (a union's options); or an object of its own fields.
 */
export type FieldCheck = ValueTest | readonly (string | ValueTest)[] | ObjectDescription;

/**
 * One field: its key; what its refusal says it expected (`string`, `one of "csv", "xlsx"`,
 * `number or string`, `object`, or `nonoptional` for a required field of any type); its
 * {@link OPTIONAL} and {@link NULLABLE} flags; the check of a present value; and, on a payload's
 * own field, the rule its value must keep once every field has its type.
 */
export type FieldEntry = readonly [key: string, expected: string, flags: number, check: FieldCheck, rule?: FieldRule<never>];

/** An object's fields, in order, and whether it keeps further keys (zod's `looseObject`). */
export interface ObjectDescription {
  readonly fields: readonly FieldEntry[];
  readonly open?: boolean;
}

/** Whether a value passes a check of scalars: its one test, or one of its options. */
function passes(check: ValueTest | readonly (string | ValueTest)[], value: unknown): boolean {
  return typeof check === 'function' ? check(value) : check.some((option) => (typeof option === 'function' ? option(value) : option === value));
}

/**
 * Reads the described fields of `input` into `output`, as zod's object parser does: each field
 * read once, in order; an absent optional field left out, one present as `undefined` kept (an
 * `in` check, as zod makes); an object field read into a fresh object of its own. Then, for an
 * open object, every further key `for…in` finds (inherited enumerable ones too, as zod copies
 * them) except `__proto__`, which would replace the output's prototype. Returns `detail` with an
 * issue appended for each field refused, named by `path` and its key.
 */
function readObject(input: Record<string, unknown>, description: ObjectDescription, output: Record<string, unknown>, path: string, detail: string): string {
  const { fields, open } = description;
  for (const [key, expected, flags, check] of fields) {
    const value = input[key];
    const optional = flags & OPTIONAL;
    // Whether the key must be there: a field of any type that is required (`undefined` is one of
    // its values), or an optional field whose value is `undefined` (present, it is kept).
    if (check === anything ? !optional || value === undefined : value === undefined && optional) {
      if (key in input) output[key] = value;
      else if (!optional) detail = addIssue(detail, path + key, expected, value);
    } else if (check === anything || (value === null && flags & NULLABLE)) {
      output[key] = value;
    } else if (typeof check === 'function' || Array.isArray(check)) {
      if (passes(check as ValueTest | readonly (string | ValueTest)[], value)) output[key] = value;
      else detail = addIssue(detail, path + key, expected, value);
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      // Any non-null object that is not an array, as zod reads an object.
      const inner: Record<string, unknown> = {};
      detail = readObject(value as Record<string, unknown>, check as ObjectDescription, inner, `${path}${key}.`, detail);
      output[key] = inner;
    } else {
      detail = addIssue(detail, path + key, expected, value);
    }
  }
  if (open) {
    for (const key in input) if (key !== '__proto__' && !fields.some((field) => field[0] === key)) output[key] = input[key];
  }
  return detail;
}

/**
 * The validator of a payload of this description: a fresh object holding its fields (and, when
 * open, its further keys), or the refusal detail, `; ` between issues. The value rules run once
 * every field has its type, in field order, as the zod schema's check does.
 */
// @__NO_SIDE_EFFECTS__
export function payloadGuard(description: ObjectDescription): PayloadGuard {
  return (input) => {
    const output: Record<string, unknown> = {};
    let detail = readObject(input, description, output, '', '');
    if (!detail) {
      for (const [key, , , , rule] of description.fields) if (rule) detail = ruleIssue(detail, key, output[key], rule);
    }
    return detail || output;
  };
}
