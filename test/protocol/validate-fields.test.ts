/**
 * The validator of payloads described by tables (src/protocol/validate-fields.ts), on
 * descriptions written here, one construct at a time: required, optional and nullable fields,
 * shared tests, enums and unions, fields of any type, objects inside a payload, open objects,
 * value rules. For each, what it accepts (a fresh object of the known fields in their order),
 * and what it refuses with which detail. That the tables the compiler writes agree with zod on
 * every payload of the catalog is test/protocol/generated.test.ts's part.
 */
import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../../src/protocol/rules.js';
import { anything, type FieldEntry, isBoolean, isNumber, isString, NULLABLE, type ObjectDescription, OPTIONAL, payloadGuard } from '../../src/protocol/validate-fields.js';

const guard = (fields: readonly FieldEntry[], open?: boolean) => payloadGuard(open ? { fields, open } : { fields });

describe('the shared tests', () => {
  it('are zod’s string, finite number and boolean', () => {
    expect(['', 'a'].every(isString)).toBe(true);
    expect([1, null, undefined, {}].some(isString)).toBe(false);
    expect([0, -1.5, Number.MAX_VALUE].every(isNumber)).toBe(true);
    expect([Number.NaN, Infinity, -Infinity, '1', 1n].some(isNumber)).toBe(false);
    expect([true, false].every(isBoolean)).toBe(true);
    expect([0, 'true', null].some(isBoolean)).toBe(false);
  });
});

describe('a required field', () => {
  const validate = guard([['name', 'string', 0, isString]]);

  it('is kept, in a fresh object of the known fields only', () => {
    const input = { name: 'a', extra: 1 };
    const output = validate(input);
    expect(output).toStrictEqual({ name: 'a' });
    expect(output).not.toBe(input);
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
  });

  it('is refused when absent, undefined or of another type, naming the field, the rule and the value', () => {
    expect(validate({})).toBe('payload.name: expected string, got undefined');
    expect(validate({ name: undefined })).toBe('payload.name: expected string, got undefined');
    expect(validate({ name: 5 })).toBe('payload.name: expected string, got 5');
    expect(validate({ name: null })).toBe('payload.name: expected string, got null');
  });

  it('is read through the prototype, as a property access reads it', () => {
    expect(validate(Object.create({ name: 'inherited' }))).toStrictEqual({ name: 'inherited' });
  });

  it('gives a plain object even for an input without a prototype', () => {
    const input = Object.assign(Object.create(null), { name: 'a' });
    expect(Object.getPrototypeOf(validate(input))).toBe(Object.prototype);
  });
});

describe('an optional field', () => {
  const validate = guard([['title', 'string', OPTIONAL, isString]]);

  it('is left out when absent, kept when present as undefined (an `in` check, inherited keys too)', () => {
    expect(validate({})).toStrictEqual({});
    const kept = validate({ title: undefined }) as Record<string, unknown>;
    expect(Object.keys(kept)).toEqual(['title']);
    expect(Object.keys(validate(Object.create({ title: undefined })) as object)).toEqual(['title']);
  });

  it('is checked when present', () => {
    expect(validate({ title: 't' })).toStrictEqual({ title: 't' });
    expect(validate({ title: 1 })).toBe('payload.title: expected string, got 1');
    expect(validate({ title: null })).toBe('payload.title: expected string, got null');
  });
});

describe('a nullable field', () => {
  it('takes null, required or optional', () => {
    expect(guard([['tenant', 'string', NULLABLE, isString]])({ tenant: null })).toStrictEqual({ tenant: null });
    expect(guard([['tenant', 'string', NULLABLE, isString]])({})).toBe('payload.tenant: expected string, got undefined');
    expect(guard([['color', 'string', OPTIONAL | NULLABLE, isString]])({ color: null })).toStrictEqual({ color: null });
    expect(guard([['color', 'string', OPTIONAL | NULLABLE, isString]])({ color: false })).toBe('payload.color: expected string, got false');
  });
});

describe('a list of options', () => {
  it('of literals is an enum: the value must be one of them', () => {
    const validate = guard([['mode', 'one of "signed", "private"', 0, ['signed', 'private']]]);
    expect(validate({ mode: 'private' })).toStrictEqual({ mode: 'private' });
    expect(validate({ mode: 'public' })).toBe('payload.mode: expected one of "signed", "private", got "public"');
    expect(validate({ mode: ['signed'] })).toBe('payload.mode: expected one of "signed", "private", got an array');
  });

  it('of tests is a union: the value must pass one', () => {
    const validate = guard([['radius', 'number or string', OPTIONAL | NULLABLE, [isNumber, isString]]]);
    for (const radius of [8, '8px', null]) expect(validate({ radius })).toStrictEqual({ radius });
    expect(validate({ radius: Number.NaN })).toBe('payload.radius: expected number or string, got NaN');
    expect(validate({ radius: true })).toBe('payload.radius: expected number or string, got true');
  });

  it('may mix literals and tests', () => {
    const validate = guard([['size', 'one of "auto" or number', 0, ['auto', isNumber]]]);
    expect(validate({ size: 'auto' })).toStrictEqual({ size: 'auto' });
    expect(validate({ size: 3 })).toStrictEqual({ size: 3 });
    expect(validate({ size: 'big' })).toBe('payload.size: expected one of "auto" or number, got "big"');
  });
});

describe('a field of any type', () => {
  it('optional: absent, left out; present, kept whatever it holds, undefined included', () => {
    const validate = guard([['value', 'nonoptional', OPTIONAL, anything]]);
    expect(validate({})).toStrictEqual({});
    for (const value of [undefined, null, 0, 'x', [1], { a: 1 }]) {
      const output = validate({ value }) as Record<string, unknown>;
      expect(Object.keys(output)).toEqual(['value']);
      expect(output.value).toBe(value);
    }
  });

  it('required: refused only when absent ("nonoptional"), kept when present as undefined', () => {
    const validate = guard([['value', 'nonoptional', 0, anything]]);
    expect(validate({})).toBe('payload.value: expected nonoptional, got undefined');
    expect(Object.keys(validate({ value: undefined }) as object)).toEqual(['value']);
    expect(validate({ value: null })).toStrictEqual({ value: null });
  });
});

describe('several fields', () => {
  const validate = guard([
    ['format', 'one of "csv", "png"', 0, ['csv', 'png']],
    ['title', 'string', OPTIONAL, isString],
    ['fatal', 'boolean', OPTIONAL, isBoolean],
  ]);

  it('are output in the order of the description, whatever the input’s order', () => {
    const output = validate({ fatal: true, extra: 1, title: 't', format: 'csv' });
    expect(Object.keys(output as object)).toEqual(['format', 'title', 'fatal']);
  });

  it('are each read once, in order', () => {
    const reads: string[] = [];
    const input = new Proxy({ format: 'csv', title: 't', fatal: false } as Record<string, unknown>, {
      get(target, key) {
        reads.push(String(key));
        return target[key as string];
      },
    });
    expect(validate(input)).toStrictEqual({ format: 'csv', title: 't', fatal: false });
    expect(reads).toEqual(['format', 'title', 'fatal']);
  });

  it('refused, each give an issue, in order, `; ` between them', () => {
    expect(validate({ format: 'doc', title: 2, fatal: 'no' })).toBe(
      'payload.format: expected one of "csv", "png", got "doc"; payload.title: expected string, got 2; payload.fatal: expected boolean, got "no"',
    );
  });

  it('let what a getter throws go to the caller (the envelope reports it)', () => {
    const input = Object.defineProperty({}, 'format', {
      get() {
        throw new Error('boom');
      },
    });
    expect(() => validate(input)).toThrow('boom');
  });
});

describe('an object inside a payload', () => {
  const chatInput: ObjectDescription = { fields: [['borderColor', 'string', OPTIONAL | NULLABLE, isString]], open: true };
  const theme: ObjectDescription = {
    fields: [
      ['primaryColor', 'string', OPTIONAL | NULLABLE, isString],
      [
        'analyticsChat',
        'object',
        OPTIONAL | NULLABLE,
        {
          fields: [
            ['backgroundColor', 'string', OPTIONAL | NULLABLE, isString],
            ['chatInput', 'object', OPTIONAL | NULLABLE, chatInput],
          ],
          open: true,
        },
      ],
    ],
    open: true,
  };
  const validate = payloadGuard(theme);

  it('is read into a fresh object of its own, further keys kept at every depth', () => {
    const inner = { borderColor: '#ddd', radius: 4 };
    const input = { analyticsChat: { chatInput: inner, shadow: 'none' }, brandName: 'Acme' };
    const output = validate(input) as { analyticsChat: { chatInput: object } };
    expect(output).toStrictEqual({ analyticsChat: { chatInput: { borderColor: '#ddd', radius: 4 }, shadow: 'none' }, brandName: 'Acme' });
    expect(output.analyticsChat).not.toBe(input.analyticsChat);
    expect(output.analyticsChat.chatInput).not.toBe(inner);
  });

  it('takes null where nullable, and any non-null object that is not an array (as zod does)', () => {
    expect(validate({ analyticsChat: null })).toStrictEqual({ analyticsChat: null });
    expect(validate({ analyticsChat: new Date(0) })).toStrictEqual({ analyticsChat: {} });
  });

  it('names the path of an issue inside it', () => {
    expect(validate({ analyticsChat: { chatInput: [] } })).toBe('payload.analyticsChat.chatInput: expected object, got an array');
    expect(validate({ analyticsChat: { chatInput: { borderColor: 1 } } })).toBe('payload.analyticsChat.chatInput.borderColor: expected string, got 1');
    expect(validate({ primaryColor: 5, analyticsChat: 'x' })).toBe('payload.primaryColor: expected string, got 5; payload.analyticsChat: expected object, got "x"');
  });

  it('when required and not nullable, refuses null and absence as "object"', () => {
    const required = guard([['box', 'object', 0, { fields: [['a', 'string', OPTIONAL, isString]] }]]);
    expect(required({ box: { a: 'x', b: 1 } })).toStrictEqual({ box: { a: 'x' } });
    expect(required({ box: null })).toBe('payload.box: expected object, got null');
    expect(required({})).toBe('payload.box: expected object, got undefined');
  });
});

describe('an open object', () => {
  const validate = guard([['a', 'string', OPTIONAL, isString]], true);

  it('keeps further keys after its fields, inherited enumerable ones too, never a known key twice', () => {
    const input = Object.assign(Object.create({ inherited: 1 }), { z: 1, a: 'x', y: 2 });
    const output = validate(input);
    expect(Object.keys(output as object)).toEqual(['a', 'z', 'y', 'inherited']);
    expect(output).toStrictEqual({ a: 'x', z: 1, y: 2, inherited: 1 });
  });

  it('skips an own "__proto__" key: the output keeps its prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "b": 1}') as Record<string, unknown>;
    const output = validate(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(output).toStrictEqual({ b: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('when closed, drops them', () => {
    expect(guard([['a', 'string', OPTIONAL, isString]])({ a: 'x', b: 1 })).toStrictEqual({ a: 'x' });
  });
});

describe('value rules', () => {
  const positive: FieldRule<never> = { test: ((value: number) => value >= 0) as never, rule: 'a number ≥ 0' };
  const short: FieldRule<never> = { test: ((value: string) => value.length < 3) as never, rule: 'shorter than 3' };
  const validate = guard([
    ['count', 'number', OPTIONAL, isNumber, positive],
    ['code', 'string', 0, isString, short],
    ['other', 'number', OPTIONAL, isNumber, positive],
  ]);

  it('hold once every field has its type, in field order, on present values only', () => {
    expect(validate({ count: 1, code: 'ab' })).toStrictEqual({ count: 1, code: 'ab' });
    expect(validate({ count: -1, code: 'abcd', other: -2 })).toBe(
      'payload.count: expected a number ≥ 0, got -1; payload.code: expected shorter than 3, got "abcd"; payload.other: expected a number ≥ 0, got -2',
    );
    expect(validate({ count: undefined, code: 'a' })).toStrictEqual({ count: undefined, code: 'a' });
  });

  it('are not run while a field has the wrong type: only the type is refused', () => {
    expect(validate({ count: -1, code: 5 })).toBe('payload.code: expected string, got 5');
  });
});

it('a description without fields gives a fresh empty object', () => {
  const input = { anything: 1 };
  const output = guard([])(input);
  expect(output).toStrictEqual({});
  expect(output).not.toBe(input);
});
