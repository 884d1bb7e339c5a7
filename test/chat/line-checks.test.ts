/**
 * What the generated stream line validator shares (src/chat/line-checks.ts): the refusal's shape
 * and code, the check of an array's items naming the first bad one by index, and the `__proto__`
 * clean-up of open objects.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/chat/index.js';
import { checkItems, hasOwnProto, throwLineError, withoutProto } from '../../src/chat/line-checks.js';

/** What `call` threw. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

const isNumber = (value: unknown): boolean => typeof value === 'number';

describe('throwLineError', () => {
  it('throws INVALID_RESPONSE: <what>: <path>: expected <rule>, got <value>', () => {
    const error = thrown(() => throwLineError('a stream line', 'delta.text', 'a string', 42));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
    expect((error as ApiError).message).toBe('a stream line: delta.text: expected a string, got 42');
  });

  it('names only <what> at the root, and cuts a long value short', () => {
    expect((thrown(() => throwLineError('a stream line', '', 'an object', null)) as Error).message).toBe(
      'a stream line: expected an object, got null',
    );
    const message = (thrown(() => throwLineError('a stream line', 'id', 'a short string', 'x'.repeat(500))) as Error)
      .message;
    expect(message.length).toBeLessThan(150);
    expect(message).toContain('…');
  });
});

describe('checkItems', () => {
  it('passes an array whose every item passes, the empty one too', () => {
    expect(() => checkItems('a line', 'values', [1, 2, 3], isNumber, 'a number')).not.toThrow();
    expect(() => checkItems('a line', 'values', [], isNumber, 'a number')).not.toThrow();
  });

  it('refuses what is no array, naming the path', () => {
    expect(
      (thrown(() => checkItems('a line', 'values', { 0: 1, length: 1 }, isNumber, 'a number')) as Error).message,
    ).toBe('a line: values: expected array, got an object');
  });

  it('refuses the first item that fails, as <path>.<index>', () => {
    const error = thrown(() => checkItems('a line', 'values', [1, 'two', null], isNumber, 'a number'));
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
    expect((error as Error).message).toBe('a line: values.1: expected a number, got "two"');
  });
});

describe('hasOwnProto and withoutProto', () => {
  const parsed = JSON.parse('{"a":1,"__proto__":{"polluted":true},"b":2}') as Record<string, unknown>;

  it('finds an own __proto__ key (as JSON.parse makes it), not the inherited one, and none on an absent level', () => {
    expect(hasOwnProto(parsed)).toBe(true);
    expect(hasOwnProto({ a: 1 })).toBe(false);
    expect(hasOwnProto(undefined)).toBe(false);
  });

  it('copies an object without its own __proto__ key, the others in their order, the original untouched', () => {
    const copy = withoutProto(parsed);
    expect(Object.keys(copy)).toEqual(['a', 'b']);
    expect(Object.hasOwn(copy, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
  });
});
