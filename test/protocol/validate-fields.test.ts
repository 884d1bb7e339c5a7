/**
 * What the generated validators share (src/protocol/validate-fields.ts): the tests of a present
 * value, the store of an optional field and the copy of an open object's further keys. That the
 * validators the compiler writes agree with zod on every payload of the catalog is
 * test/protocol/generated.test.ts's part.
 */
import { describe, expect, it } from 'vitest';
import { copyFurtherKeys, isBoolean, isNumber, isString, optionalVerdict } from '../../src/protocol/validate-fields.js';

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

describe('an optional field’s verdict', () => {
  it('leaves an absent field out, keeps one present as undefined (an `in` check, inherited keys too)', () => {
    const absent: Record<string, unknown> = {};
    expect(optionalVerdict(absent, {}, 'title', undefined, false, 'string', '')).toBe('');
    expect(absent).toStrictEqual({});
    const present: Record<string, unknown> = {};
    expect(optionalVerdict(present, Object.create({ title: undefined }), 'title', undefined, false, 'string', '')).toBe(
      '',
    );
    expect(Object.hasOwn(present, 'title')).toBe(true);
  });

  it('stores a value that passed, and adds the issue of one that did not, named by its path', () => {
    const output: Record<string, unknown> = {};
    expect(optionalVerdict(output, { title: 'a' }, 'title', 'a', true, 'string', '')).toBe('');
    expect(output).toStrictEqual({ title: 'a' });
    expect(
      optionalVerdict({}, { color: 5 }, 'color', 5, false, 'string', 'payload.x: expected y, got 1', 'chat.'),
    ).toBe('payload.x: expected y, got 1; payload.chat.color: expected string, got 5');
  });
});

describe('the further keys of an open object', () => {
  it('are copied, inherited enumerable ones too, never a known key nor an own "__proto__"', () => {
    const input = Object.create({ inherited: 1 }) as Record<string, unknown>;
    Object.defineProperty(input, '__proto__', { value: { polluted: true }, enumerable: true });
    input.known = 'k';
    input.extra = 2;
    const output: Record<string, unknown> = {};
    copyFurtherKeys(input, output, ['known']);
    expect(output).toStrictEqual({ extra: 2, inherited: 1 });
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
  });
});
