/**
 * The validators generated from the catalog (src/protocol/generated.ts) against the zod schemas
 * they were compiled from (platform-embed/schemas): the file is fresh, the compiler refuses
 * what it cannot compile exactly, and on every schema, for arbitrary, near-valid and
 * `__proto__`-keyed payloads, the two agree on the verdict, the refusal detail and the output —
 * the events' straight-line code, the actions' tables, and the tables of the events too.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import {
  GENERATED_PATH,
  generateFrom,
  generateProtocolModule,
  UnsupportedSchema,
} from '../../scripts/protocol-codegen.js';
import { describeValue, quoteAll } from '../../src/internal/describe.js';
import {
  ACTIONS,
  type ActionDefinition,
  EVENTS,
  type FieldDefinition,
  type MessageDefinition,
} from '../../src/protocol/catalog.js';
import {
  ACTION_GUARDS,
  ACTION_REPLAY,
  type ActionPayloads,
  EVENT_GUARDS,
  type EventPayloads,
} from '../../src/protocol/generated.js';
import type { PayloadGuard } from '../../src/protocol/payload.js';
import { ACTION_PAYLOAD_SCHEMAS, EVENT_PAYLOAD_SCHEMAS } from '../../src/schemas/index.js';

const CASES_PER_SCHEMA = 5_000;

/**
 * What a zod issue says a value must be, as the SDK's refusals word it: the expected type, the
 * enum's values, a rule's message, or for a union what each of its options expected.
 */
function ruleOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return issue.expected;
  if (issue.code === 'invalid_value') return `one of ${quoteAll(issue.values)}`;
  if (issue.code === 'invalid_union') return issue.errors.map((option) => option.map(ruleOf).join(', ')).join(' or ');
  return issue.message;
}

/** What the SDK's refusal detail says of a zod issue: `payload.<path>: expected <rule>, got <value>`. */
function describeIssue(issue: z.core.$ZodIssue): string {
  return `${['payload', ...issue.path].join('.')}: expected ${ruleOf(issue)}, got ${describeValue(issue.input)}`;
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
    expect(ACTION_REPLAY).toEqual(
      Object.fromEntries(Object.entries(ACTIONS).map(([name, action]) => [name, action.replay])),
    );
  });

  it('types every payload exactly as zod infers it', () => {
    type FromZod<S> = { -readonly [N in keyof S]: z.output<S[N] & z.ZodMiniType> };
    expectTypeOf<EventPayloads>().toEqualTypeOf<FromZod<typeof EVENT_PAYLOAD_SCHEMAS>>();
    expectTypeOf<Omit<ActionPayloads, 'set-theme'>>().toEqualTypeOf<
      Omit<FromZod<typeof ACTION_PAYLOAD_SCHEMAS>, 'set-theme'>
    >();
    // The open theme: the same known fields, and any further key.
    expectTypeOf<ActionPayloads['set-theme']>().toMatchTypeOf<z.output<(typeof ACTION_PAYLOAD_SCHEMAS)['set-theme']>>();
    expectTypeOf<z.output<(typeof ACTION_PAYLOAD_SCHEMAS)['set-theme']>>().toMatchTypeOf<ActionPayloads['set-theme']>();
  });
});

describe("set-theme's zod schema (platform-embed/schemas) takes the reference's EmbedTheme", () => {
  const schema = ACTION_PAYLOAD_SCHEMAS['set-theme'];

  it('accepts its example, null for every field, and further keys at every depth', () => {
    for (const theme of [
      { primaryColor: '#7c5cff', borderRadius: 8 },
      {
        primaryColor: null,
        borderRadius: null,
        font: null,
        analyticsChat: { backgroundColor: null, chatInput: { backgroundColor: null, borderColor: null } },
        chat: { inputColor: null },
      },
      { analyticsChat: null, chat: null, borderRadius: '8px' },
      { analyticsChat: { chatInput: { borderColor: '#ddd', radius: 4 }, shadow: 'none' }, brandName: 'Acme' },
    ]) {
      expect(z.safeParse(schema, theme)).toEqual({ success: true, data: theme });
    }
  });

  it.each<[unknown, Array<string | number>]>([
    [{ primaryColor: 5 }, ['primaryColor']],
    [{ borderRadius: true }, ['borderRadius']],
    [{ borderRadius: Number.NaN }, ['borderRadius']],
    [{ analyticsChat: 'x' }, ['analyticsChat']],
    [{ analyticsChat: { chatInput: [] } }, ['analyticsChat', 'chatInput']],
    [{ analyticsChat: { chatInput: { borderColor: 1 } } }, ['analyticsChat', 'chatInput', 'borderColor']],
    [{ chat: { inputColor: false } }, ['chat', 'inputColor']],
  ])('refuses %j at path %j', (theme, path) => {
    const result = z.safeParse(schema, theme);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([path]);
  });
});

describe('the compiler refuses what it cannot compile exactly', () => {
  const one = (schema: z.ZodMiniType): Record<string, MessageDefinition> => ({
    probe: { doc: 'A probe.', fields: { field: { schema, doc: 'A field.' } } },
  });
  it.each([
    ['a string with checks', z.string().check(z.minLength(1)), /checks on a string/],
    ['a coerced number', z.coerce.number(), /coerced number/],
    ['an array', z.array(z.string()), /array schema/],
    ['a nested object', z.object({ a: z.string() }), /object schema/],
    ['a union with an object', z.union([z.string(), z.object({ a: z.string() })]), /object schema/],
    ['an exclusive union', z.xor([z.string(), z.number()]), /exclusive or discriminated union/],
    ['a union with an optional', z.union([z.string(), z.optional(z.number())]), /may be absent/],
    ['a strict object', z.strictObject({}), /catchall other than unknown/],
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
    const catalog = {
      probe: { doc: 'A probe.', replay: 'never', fields: { ['__proto__']: { schema: z.string(), doc: 'x' } } },
    } as unknown as Record<string, ActionDefinition>;
    expect(() => generateFrom({}, catalog)).toThrow(/a field named __proto__/);
  });

  describe('a nested object', () => {
    const text = z.optional(z.string());
    const nested = (field: FieldDefinition) => generateFrom({ probe: { doc: 'A probe.', fields: { field } } }, {});
    it('compiles when its schema is built from its fields, which carry its docs', () => {
      const fields = { a: { schema: text, doc: 'The a.' } };
      expect(
        nested({ schema: z.optional(z.nullable(z.looseObject({ a: text }))), doc: 'An object.', fields }),
      ).toContain('/** The a. */');
      expect(nested({ schema: z.object({ a: text }), doc: 'An object.', fields })).toContain(
        'optionalVerdict(output1, input1, "a", value, isString(value), "string", detail, "field.")',
      );
    });

    it("is read into a fresh object of its own in an action's validator, as in an event's", () => {
      const fields = { a: { schema: text, doc: 'The a.' } };
      const source = generateFrom(
        {},
        {
          probe: {
            doc: 'A probe.',
            replay: 'never',
            fields: { field: { schema: z.object({ a: text }), doc: 'An object.', fields } },
          },
        },
      );
      expect(source).toContain(
        'detail = optionalVerdict(output1, input1, "a", value, isString(value), "string", detail, "field.");',
      );
      expect(source).not.toContain('payloadGuard');
    });

    it.each<[string, FieldDefinition, RegExp]>([
      [
        'a shape not built from its fields',
        { schema: z.object({ a: z.string() }), doc: 'x', fields: { a: { schema: z.string(), doc: 'The a.' } } },
        /without the definitions of its fields/,
      ],
      [
        'fields it does not have',
        {
          schema: z.object({ a: text }),
          doc: 'x',
          fields: { a: { schema: text, doc: 'The a.' }, b: { schema: text, doc: 'The b.' } },
        },
        /without the definitions/,
      ],
      [
        'a rule on a field of it',
        { schema: z.object({ a: text }), doc: 'x', fields: { a: { schema: text, doc: 'The a.', rule: 'localeCode' } } },
        /payload\.field\.a: .*a rule on a field of a nested object/,
      ],
      [
        'field definitions on a string',
        { schema: z.string(), doc: 'x', fields: {} },
        /field definitions on a field that is not an object/,
      ],
      [
        'a field of it named __proto__',
        { schema: z.object({ ['__proto__']: text }), doc: 'x', fields: { ['__proto__']: { schema: text, doc: 'x' } } },
        /a field named __proto__/,
      ],
    ])('refuses %s', (_label, field, message) => {
      expect(() => nested(field)).toThrow(message);
    });
  });
});

// ---- Arbitrary payloads, from the definitions ---------------------------------------------------

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** The object schema a field holds, inside its optional and nullable, if it holds one. */
function objectInside(schema: Schema): Schema | undefined {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable') return objectInside(def.innerType as Schema);
  return def.type === 'object' ? schema : undefined;
}

/**
 * An object of a shape: each field absent or given by `value` (required ones always there),
 * then, for a loose object, further own keys ("__proto__" and Object.prototype names included);
 * now and then with a null prototype.
 */
function objectOf(
  shape: Record<string, Schema>,
  loose: boolean,
  value: (schema: Schema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(shape);
  const fields = fc.tuple(
    ...names.map((name) =>
      shape[name]!._zod.optin ? fc.option(value(shape[name]!), { freq: 4, nil: absent }) : value(shape[name]!),
    ),
  );
  const extras = loose ? fc.array(fc.tuple(EXTRA_KEY, fc.anything()), { maxLength: 2 }) : fc.constant([]);
  return fc.tuple(fields, extras, fc.boolean()).map(([values, more, nullPrototype]) => {
    const object: Record<string, unknown> = nullPrototype ? Object.create(null) : {};
    values.forEach((field, index) => {
      if (field !== absent) own(object, names[index]!, field);
    });
    for (const [key, field] of more) own(object, key, field);
    return object;
  });
}

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
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(validValue));
    case 'object':
      return objectOf(def.shape as Record<string, Schema>, def.catchall !== undefined, validValue);
    default:
      return fc.anything();
  }
}

/**
 * Values for a field: mostly what it accepts, else anything, or a value at the edges of the
 * types (NaN, ±Infinity, an array, a Date: an object to zod). Inside an object it holds, each
 * field is such a value too, so refusals come from every depth.
 */
function nearValue(schema: Schema): fc.Arbitrary<unknown> {
  const object = objectInside(schema);
  const def = object ? defOf(object) : undefined;
  const valid = def
    ? objectOf(def.shape as Record<string, Schema>, def.catchall !== undefined, nearValue)
    : validValue(schema);
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: fc.anything(), weight: 1 },
    {
      arbitrary: fc.constantFrom(undefined, null, Number.NaN, Infinity, -Infinity, '', 0, [], ['#fff'], new Date(0)),
      weight: 1,
    },
  );
}

/** Values near the rules' edges: what a rule accepts and what it refuses. */
const RULE_VALUES: Record<string, fc.Arbitrary<unknown>> = {
  nonNegative: fc.oneof(
    fc.constantFrom(0, -0, -1, 1, -Number.MIN_VALUE, Number.MAX_VALUE),
    fc.integer({ min: -5, max: 5 }),
  ),
  localeCode: fc.oneof(
    fc.constantFrom('en', 'en-GB', 'zh-Hant-TW', 'pt_BR', 'e', 'en-', 'en GB', '123', ''),
    fc.stringMatching(/^[A-Za-z]{1,9}(?:[-_ ][A-Za-z0-9]{0,9}){0,2}$/),
  ),
  timezoneName: fc.oneof(
    fc.constantFrom(
      'UTC',
      'Asia/Tokyo',
      'Etc/GMT+5',
      'America/Argentina/Buenos_Aires',
      '',
      'Asia/',
      '/Tokyo',
      'Asia//Tokyo',
      '+09:00',
      'Asia/Tokyo ',
    ),
    fc.stringMatching(/^[A-Za-z0-9_+\-/ .]{0,20}$/),
  ),
  filterParameter: fc.oneof(
    fc.constantFrom(
      'f_orders.status=["paid"]',
      'f_o.s=1',
      'f_o.s=',
      'status=paid',
      'f_.d=1',
      'f_o.s=undefined',
      "f_o.s={'a':1}",
    ),
    fc.tuple(fc.string(), fc.string(), fc.json()).map(([view, dimension, json]) => `f_${view}.${dimension}=${json}`),
  ),
  inEmbedPath: fc.oneof(
    fc.constantFrom('/', '/a/b', '//evil.com', '/\\evil.com', '/\t/evil.com', 'a', ''),
    fc.webPath(),
    fc.string().map((tail) => `/${tail}`),
  ),
};

/** Keys a payload may carry beyond its fields, own "__proto__" and Object.prototype names included. */
const EXTRA_KEY = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'extra'),
  fc.string({ maxLength: 6 }),
);

/** Sets an own enumerable property, "__proto__" included, as JSON.parse and structured clone do. */
function own(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function payloadArbitrary(definition: MessageDefinition): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(definition.fields);
  const fieldValue = (name: string) => {
    const field = definition.fields[name]!;
    const near = nearValue(field.schema as unknown as Schema);
    return field.rule
      ? fc.oneof({ arbitrary: near, weight: 5 }, { arbitrary: RULE_VALUES[field.rule]!, weight: 3 })
      : near;
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
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom('drop', 'undefined', 'other'), fc.anything())
    .map(([values, pick, change, other]) => {
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
  if (Object.keys(definition.fields).length)
    expect(refused, `${name}: refusals`).toBeGreaterThan(CASES_PER_SCHEMA / 20);
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
