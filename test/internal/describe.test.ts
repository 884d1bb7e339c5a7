/**
 * Refusal text: value descriptions that never throw, the plain-object test, and the one shape
 * of every refusal.
 */
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addIssue,
  describeThrown,
  describeValue,
  expected,
  isPlainObject,
  quoteAll,
} from '../../src/internal/describe.js';

describe('describeValue', () => {
  it.each([
    ['a string, quoted', 'hi', '"hi"'],
    ['a long string, cut', 'x'.repeat(80), `"${'x'.repeat(60)}…"`],
    ['a number', 42, '42'],
    ['NaN', Number.NaN, 'NaN'],
    ['undefined', undefined, 'undefined'],
    ['null', null, 'null'],
    ['a bigint', 10n, '10'],
    ['a plain object', { a: 1 }, 'an object'],
    ['a null-prototype object', Object.create(null), 'an object'],
    ['an array', [1], 'an array'],
    ['a Date', new Date(0), 'a Date'],
    ['an ArrayBuffer', new ArrayBuffer(1), 'an ArrayBuffer'],
    ['a Map', new Map(), 'a Map'],
  ])('%s', (_label, value, text) => {
    expect(describeValue(value)).toBe(text);
  });

  it('never throws, whatever the value', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(describeValue(proxy)).toBe('an unreadable value');
    const tag = Object.defineProperty({}, Symbol.toStringTag, {
      get() {
        throw new Error('no tag');
      },
    });
    expect(describeValue(tag)).toBe('an unreadable value');
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true }),
        (value) => typeof describeValue(value) === 'string',
      ),
    );
  });
});

describe('describeThrown', () => {
  it('describes an error, and a value whose toString throws', () => {
    expect(describeThrown(new Error('boom'))).toBe('"Error: boom"');
    expect(
      describeThrown({
        toString() {
          throw new Error('no');
        },
      }),
    ).toBe('an unreadable value');
  });
});

describe('isPlainObject', () => {
  it('plain objects of any realm, and null-prototype ones', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject(runInNewContext('({})'))).toBe(true);
  });

  it.each([
    [[]],
    [new Date()],
    [new Map()],
    [new (class A {})()],
    [new Number(1)],
    [runInNewContext('new Date()')],
    [null],
    ['x'],
    [() => {}],
  ])('not %p', (value) => {
    expect(isPlainObject(value)).toBe(false);
  });
});

describe('the refusal shape', () => {
  it('expected, quoteAll, addIssue', () => {
    expect(expected('payload.mode', `one of ${quoteAll(['signed', 'private'])}`, 'public')).toBe(
      'payload.mode: expected one of "signed", "private", got "public"',
    );
    expect(addIssue('', 'a', 'string', 1)).toBe('payload.a: expected string, got 1');
    expect(addIssue('payload.a: expected string, got 1', 'b', 'number', 'x')).toBe(
      'payload.a: expected string, got 1; payload.b: expected number, got "x"',
    );
  });
});
