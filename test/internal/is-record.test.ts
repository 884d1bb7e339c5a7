/**
 * The one test of "an object of named fields" for data from outside: any non-null object but an
 * array.
 */
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../src/internal/is-record.js';

describe('isRecord', () => {
  it('is true for objects of named fields, whatever their prototype', () => {
    for (const value of [{}, { a: 1 }, Object.create(null), new Date(0), new Map(), JSON.parse('{"__proto__":1}')])
      expect(isRecord(value)).toBe(true);
  });

  it('is false for null, arrays and primitives', () => {
    for (const value of [null, undefined, [], [1], 'text', 42, true, Symbol('s'), 10n, () => undefined])
      expect(isRecord(value), String(value)).toBe(false);
  });
});
