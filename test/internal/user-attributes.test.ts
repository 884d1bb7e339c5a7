/**
 * The one rule on user attributes, which the chat client's session settings and the management
 * client's session call share: a value of any type the session call takes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refuseApiRequest } from '../../src/http/refuse.js';
import {
  checkUserAttributes,
  isUserAttributeValue,
  USER_ATTRIBUTE_VALUE_RULE,
} from '../../src/internal/user-attributes.js';

describe('isUserAttributeValue', () => {
  it('keeps a string, a finite number, a boolean, arrays of strings or of finite numbers, and null', () => {
    for (const value of ['', 'west', 0, -2.5, true, false, [], ['a'], [1, 2], null])
      expect(isUserAttributeValue(value), JSON.stringify(value)).toBe(true);
  });

  it('refuses anything else: undefined, NaN, Infinity, objects, mixed arrays, arrays of booleans or of arrays', () => {
    for (const value of [
      undefined,
      Number.NaN,
      Infinity,
      {},
      { a: 1 },
      ['a', 1],
      [true],
      [null],
      [['a']],
      [Number.NaN],
      new Date(0),
      1n,
    ]) {
      expect(isUserAttributeValue(value), String(value)).toBe(false);
    }
  });

  it('keeps every JSON value of the types it names, and nothing else', () => {
    const kept = fc.oneof(
      fc.string(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.array(fc.integer()),
    );
    fc.assert(fc.property(kept, (value) => isUserAttributeValue(value)));
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => !isUserAttributeValue(value)));
  });
});

describe('checkUserAttributes', () => {
  const check = (attributes: unknown) => () =>
    checkUserAttributes(attributes, 'input.userAttributes', refuseApiRequest);

  it('passes attributes of every value type, and an attribute without a value', () => {
    expect(
      check([{ name: 'a', value: 'x' }, { name: 'b', value: [1] }, { name: 'c', value: null }, { name: 'd' }]),
    ).not.toThrow();
  });

  it('names the field, the index and the value it refuses', () => {
    expect(check('region')).toThrow(/^input\.userAttributes: expected an array of \{ name, value \}, got "region"$/);
    expect(check([{ name: 'a', value: 1 }, 'b'])).toThrow(
      /^input\.userAttributes\[1\]: expected an object \{ name, value \}, got "b"$/,
    );
    expect(check([null])).toThrow(/^input\.userAttributes\[0\]: expected an object/);
    expect(check([{ name: 7, value: 1 }])).toThrow(
      /^input\.userAttributes\[0\]\.name: expected a non-empty string, got 7$/,
    );
    expect(check([{ name: 'a', value: { tier: 1 } }])).toThrow(
      `input.userAttributes[0].value: expected ${USER_ATTRIBUTE_VALUE_RULE}, got`,
    );
  });
});
