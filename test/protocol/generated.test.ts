/**
 * The validators generated from the catalog (src/protocol/generated.ts) against the zod schemas
 * they were compiled from (platform-embed/schemas): the file is fresh, the compiler refuses
 * what it cannot compile exactly, and on every schema, for arbitrary, near-valid and
 * `__proto__`-keyed payloads, the two agree on the verdict, the refusal detail and the output.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { GENERATED_PATH, generateFrom, generateProtocolModule, UnsupportedSchema } from '../../scripts/protocol-codegen.js';
import { describeValue, quoteAll } from '../../src/internal/describe.js';
import { ACTIONS, type ActionDefinition, EVENTS, type MessageDefinition } from '../../src/protocol/catalog.js';
import { ACTION_GUARDS, ACTION_REPLAY, type ActionPayloads, EVENT_GUARDS, type EventPayloads } from '../../src/protocol/generated.js';
import type { PayloadGuard } from '../../src/protocol/payload.js';
import { ACTION_PAYLOAD_SCHEMAS, EVENT_PAYLOAD_SCHEMAS } from '../../src/schemas/index.js';

const CASES_PER_SCHEMA = 5_000;

/** What the SDK's refusal detail says of a zod issue: `payload.<path>: expected <rule>, got <value>`. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const rule = issue.code === 'invalid_type' ? issue.expected : issue.code === 'invalid_value' ? `one of ${quoteAll(issue.values)}` : issue.message;
  return `${['payload', ...issue.path].join('.')}: expected ${rule}, got ${describeValue(issue.input)}`;
}

/** What zod makes of a payload: its output, or the SDK's detail for its issues. */
function byZod(schema: z.ZodMiniType, input: unknown): unknown {
  const result = z.safeParse(schema, input, { reportInput: true });
  return result.success ? result.data : result.error.issues.map(describeIssue).join('; ');
}

describe('the generated module', () => {
  it('is up to date with the catalog (the build runs the same check)', () => {
    expect(readFileSync(new URL(`../../${GENERATED_PATH}`, import.meta.url), 'utf8')).toBe(generateProtocolModule());
  });

  it('names every message of the catalog, with its replay policy', () => {
    expect(Object.keys(EVENT_GUARDS)).toEqual(Object.keys(EVENTS));
    expect(Object.keys(ACTION_GUARDS)).toEqual(Object.keys(ACTIONS));
    expect(ACTION_REPLAY).toEqual(Object.fromEntries(Object.entries(ACTIONS).map(([name, action]) => [name, action.replay])));
  });

  it('types every payload exactly as zod infers it', () => {
    type FromZod<S> = { -readonly [N in keyof S]: z.output<S[N] & z.ZodMiniType> };
    expectTypeOf<EventPayloads>().toEqualTypeOf<FromZod<typeof EVENT_PAYLOAD_SCHEMAS>>();
    expectTypeOf<Omit<ActionPayloads, 'set-theme'>>().toEqualTypeOf<Omit<FromZod<typeof ACTION_PAYLOAD_SCHEMAS>, 'set-theme'>>();
    // The open theme: the same known fields, and any further key.
    expectTypeOf<ActionPayloads['set-theme']>().toMatchTypeOf<z.output<(typeof ACTION_PAYLOAD_SCHEMAS)['set-theme']>>();
    expectTypeOf<z.output<(typeof ACTION_PAYLOAD_SCHEMAS)['set-theme']>>().toMatchTypeOf<ActionPayloads['set-theme']>();
  });
});

describe('the compiler refuses what it cannot compile exactly', () => {
  const one = (schema: z.ZodMiniType): Record<string, MessageDefinition> => ({ probe: { doc: 'A probe.', fields: { field: { schema, doc: 'A field.' } } } });
  it.each([
    ['a string with checks', z.string().check(z.minLength(1)), /checks on a string/],
    ['a coerced number', z.coerce.number(), /coerced number/],
    ['an array', z.array(z.string()), /array schema/],
    ['a nested object', z.object({ a: z.string() }), /object schema/],
    ['a union', z.union([z.string(), z.number()]), /union schema/],
    ['nullable around optional', z.nullable(z.optional(z.string())), /that may be absent/],
    ['an optional around an optional', z.optional(z.optional(z.string())), /optional around an optional/],
    ['an enum of numbers', z.enum({ a: 1 } as never), /enum of other values/],
  ])('%s fails the build, naming the field', (_label, schema, message) => {
    let error: unknown;
    try {
      generateFrom(one(schema as z.ZodMiniType), {});
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UnsupportedSchema);
    expect((error as Error).message).toMatch(/^event probe: payload\.field: the protocol compiler does not support /);
    expect((error as Error).message).toMatch(message);
  });

  it('a field named __proto__ too', () => {
    const catalog = { probe: { doc: 'A probe.', replay: 'never', fields: { ['__proto__']: { schema: z.string(), doc: 'x' } } } } as unknown as Record<string, ActionDefinition>;
    expect(() => generateFrom({}, catalog)).toThrow(/a field named __proto__/);
  });
});

// ---- Arbitrary payloads, from the definitions ---------------------------------------------------

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** Values a schema accepts. */
function validValue(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return fc.string();
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'nullable':
      return fc.option(validValue(def.innerType as Schema), { nil: null });
    case 'optional':
      return fc.option(validValue(def.innerType as Schema), { nil: undefined });
    default:
      return fc.anything();
  }
}

/** Values near the rules' edges: what a rule accepts and what it refuses. */
const RULE_VALUES: Record<string, fc.Arbitrary<unknown>> = {
  nonNegative: fc.oneof(fc.constantFrom(0, -0, -1, 1, -Number.MIN_VALUE, Number.MAX_VALUE), fc.integer({ min: -5, max: 5 })),
  localeCode: fc.oneof(fc.constantFrom('en', 'en-GB', 'zh-Hant-TW', 'pt_BR', 'e', 'en-', 'en GB', '123', ''), fc.stringMatching(/^[A-Za-z]{1,9}(?:[-_ ][A-Za-z0-9]{0,9}){0,2}$/)),
  filterParameter: fc.oneof(
    fc.constantFrom('f_orders.status=["paid"]', 'f_o.s=1', 'f_o.s=', 'status=paid', 'f_.d=1', 'f_o.s=undefined', "f_o.s={'a':1}"),
    fc.tuple(fc.string(), fc.string(), fc.json()).map(([view, dimension, json]) => `f_${view}.${dimension}=${json}`),
  ),
  inEmbedPath: fc.oneof(
    fc.constantFrom('/', '/a/b', '//evil.com', '/\\evil.com', '/\t/evil.com', 'a', ''),
    fc.webPath(),
    fc.string().map((tail) => `/${tail}`),
  ),
};

/** Keys a payload may carry beyond its fields, own "__proto__" and Object.prototype names included. */
const EXTRA_KEY = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'extra'), fc.string({ maxLength: 6 }));

/** Sets an own enumerable property, "__proto__" included, as JSON.parse and structured clone do. */
function own(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function payloadArbitrary(definition: MessageDefinition): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(definition.fields);
  const fieldValue = (name: string) => {
    const field = definition.fields[name]!;
    const options: Array<fc.WeightedArbitrary<unknown>> = [
      { arbitrary: validValue(field.schema as unknown as Schema), weight: 3 },
      { arbitrary: fc.anything(), weight: 1 },
      { arbitrary: fc.constantFrom(undefined, null, Number.NaN, Infinity, -Infinity, '', 0), weight: 1 },
    ];
    if (field.rule) options.push({ arbitrary: RULE_VALUES[field.rule]!, weight: 3 });
    return fc.oneof(...options);
  };
  // Each field: absent, present (valid, near-valid, or anything); then further keys.
  const fields = fc.tuple(...names.map((name) => fc.option(fieldValue(name), { freq: 4, nil: absent })));
  const extras = fc.array(fc.tuple(EXTRA_KEY, fc.anything()), { maxLength: 3 });
  const base = fc.boolean();
  return fc.tuple(fields, extras, base).map(([values, more, nullPrototype]) => {
    const payload: Record<string, unknown> = nullPrototype ? Object.create(null) : {};
    values.forEach((value, index) => {
      if (value !== absent) own(payload, names[index]!, value);
    });
    for (const [key, value] of more) own(payload, key, value);
    return payload;
  });
}
const absent = Symbol('absent');

/** Valid payloads with one change: a field dropped, set to undefined, or given another type. */
function nearValidArbitrary(definition: MessageDefinition): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(definition.fields);
  const valid = fc.tuple(...names.map((name) => validValue(definition.fields[name]!.schema as unknown as Schema)));
  return fc.tuple(valid, fc.nat(), fc.constantFrom('drop', 'undefined', 'other'), fc.anything()).map(([values, pick, change, other]) => {
    const payload: Record<string, unknown> = {};
    values.forEach((value, index) => {
      if (value !== undefined) payload[names[index]!] = value;
    });
    if (names.length) {
      const name = names[pick % names.length]!;
      if (change === 'drop') delete payload[name];
      else payload[name] = change === 'undefined' ? undefined : other;
    }
    return payload;
  });
}

function agree(name: string, definition: MessageDefinition, guard: PayloadGuard, schema: z.ZodMiniType) {
  let refused = 0;
  let accepted = 0;
  fc.assert(
    fc.property(fc.oneof(payloadArbitrary(definition), nearValidArbitrary(definition)), (payload) => {
      const ours = guard(payload);
      const theirs = byZod(schema, payload);
      if (typeof ours === 'string') refused += 1;
      else accepted += 1;
      expect(typeof ours).toBe(typeof theirs);
      if (typeof ours === 'string') {
        expect(ours).toBe(theirs);
      } else {
        // Same keys in the same order, same values, plain objects both.
        expect(Object.keys(ours)).toEqual(Object.keys(theirs as object));
        expect(ours).toStrictEqual(theirs);
        expect(Object.getPrototypeOf(ours)).toBe(Object.prototype);
      }
    }),
    { numRuns: CASES_PER_SCHEMA },
  );
  // Both verdicts must have been exercised, or the agreement says little (a payload without
  // fields, such as refresh's, accepts every object).
  if (Object.keys(definition.fields).length) expect(refused, `${name}: refusals`).toBeGreaterThan(CASES_PER_SCHEMA / 20);
  expect(accepted, `${name}: acceptances`).toBeGreaterThan(CASES_PER_SCHEMA / 20);
}

describe(`the generated validators agree with zod (${CASES_PER_SCHEMA} payloads per schema)`, () => {
  it.each(Object.keys(EVENTS) as Array<keyof typeof EVENTS>)('event %s', (name) => {
    agree(name, EVENTS[name], EVENT_GUARDS[name], EVENT_PAYLOAD_SCHEMAS[name]);
  });

  it.each(Object.keys(ACTIONS) as Array<keyof typeof ACTIONS>)('action %s', (name) => {
    agree(name, ACTIONS[name], ACTION_GUARDS[name], ACTION_PAYLOAD_SCHEMAS[name]);
  });
});
