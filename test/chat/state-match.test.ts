/**
 * How a `__state__` message meets the streamed thread: the merged tool call, canonical JSON,
 * the fingerprint of a message, and the key of a message placed between two others.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprint, keyBetween, mergedCall } from '../../src/chat/state-match.js';

describe('mergedCall', () => {
  it('keeps the stream’s name and input, and takes the state’s result', () => {
    const streamed = { name: 'platformSqlApi', input: '{"sql":"SELECT 1"}' };
    const stated = { name: 'platformSqlApi', input: '{ "sql": "SELECT 1" }', result: '{"rows":[]}' };
    expect(mergedCall(streamed, stated)).toEqual({
      name: 'platformSqlApi',
      input: '{"sql":"SELECT 1"}',
      result: '{"rows":[]}',
    });
  });

  it('prefers the state’s result to the stream’s', () => {
    expect(
      mergedCall({ name: 't', input: 'a', result: 'streamed' }, { name: 't', input: 'b', result: 'stated' }),
    ).toEqual({ name: 't', input: 'a', result: 'stated' });
  });

  it('keeps the stream’s result when the state has none', () => {
    expect(mergedCall({ name: 't', input: 'a', result: 'r' }, { name: 't', input: 'b' })).toEqual({
      name: 't',
      input: 'a',
      result: 'r',
    });
  });
});

describe('canonicalJson', () => {
  it('is equal for equal data whatever the key order, nested too', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: 2 } })).toBe(
      '{"a":{"c":2,"d":[1,{"e":3,"f":2}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });

  it('is the empty string for what JSON cannot write', () => {
    expect(canonicalJson(undefined)).toBe('');
  });

  it('is order-free for any object (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(record));
      }),
    );
  });
});

describe('fingerprint', () => {
  it('tells a tool call by its name and its input as data', () => {
    const a = fingerprint({ id: '1', toolCall: { name: 't', input: '{"x":1,"y":2}' } });
    expect(a).toBe(fingerprint({ id: '2', toolCall: { name: 't', input: '{ "y": 2, "x": 1 }' } }));
    expect(a).not.toBe(fingerprint({ id: '3', toolCall: { name: 'u', input: '{"x":1,"y":2}' } }));
    // Input that is not JSON is compared as text.
    expect(fingerprint({ id: '4', toolCall: { name: 't', input: 'not json' } })).toBe('tool\u0000t\u0000not json');
  });

  it('tells a message by its role and text, else its thinking', () => {
    expect(fingerprint({ id: '1', role: 'assistant', content: 'Hi' })).toBe(
      fingerprint({ id: '2', role: 'assistant', content: 'Hi' }),
    );
    expect(fingerprint({ id: '1', role: 'assistant', content: 'Hi' })).not.toBe(
      fingerprint({ id: '1', role: 'user', content: 'Hi' }),
    );
    expect(fingerprint({ id: '1', role: 'assistant', content: '', thinking: 'Hi' })).not.toBe(
      fingerprint({ id: '1', role: 'assistant', content: 'Hi' }),
    );
  });

  it('is undefined for a message that says nothing', () => {
    expect(fingerprint({ id: '1', role: 'assistant' })).toBeUndefined();
    expect(fingerprint({ id: '1', role: 'assistant', content: '', thinking: '' })).toBeUndefined();
  });
});

describe('keyBetween', () => {
  it('spaces keys evenly between two finite keys', () => {
    expect([1, 2, 3].map((index) => keyBetween(0, 4, index, 4))).toEqual([1, 2, 3]);
  });

  it('steps one from a finite key on its open side', () => {
    expect([1, 2].map((index) => keyBetween(5, Number.POSITIVE_INFINITY, index, 3))).toEqual([6, 7]);
    expect([1, 2].map((index) => keyBetween(Number.NEGATIVE_INFINITY, 5, index, 3))).toEqual([3, 4]);
  });

  it('is the key itself between equal keys, the index between no keys', () => {
    expect(keyBetween(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 1, 2)).toBe(Number.POSITIVE_INFINITY);
    expect(keyBetween(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, 2, 3)).toBe(2);
  });

  it('lies strictly between two distinct finite keys, in order (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 2, max: 50 }),
        (low, gap, parts) => {
          const keys = Array.from({ length: parts - 1 }, (_, index) => keyBetween(low, low + gap, index + 1, parts));
          for (const key of keys) expect(key > low && key < low + gap).toBe(true);
          for (let index = 1; index < keys.length; index += 1) expect(keys[index]! > keys[index - 1]!).toBe(true);
        },
      ),
    );
  });
});
