/**
 * JSON from a service, parsed within bounds: what JSON.parse gives, but data nested deeper than
 * 1,000 levels refused as a SyntaxError (JsonTooDeepError) — measured without recursion, so any
 * depth is refused cleanly, never with a RangeError.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonTooDeepError, MAX_JSON_DEPTH, parseJson } from '../../src/http/json.js';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;

describe('parseJson', () => {
  it('is JSON.parse for any JSON', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(parseJson(text)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('accepts 1,000 levels of arrays or objects, refuses 1,001 as a SyntaxError', () => {
    expect(MAX_JSON_DEPTH).toBe(1000);
    expect(() => parseJson(nested(1000))).not.toThrow();
    expect(() => parseJson(nestedObjects(1000))).not.toThrow();
    for (const text of [nested(1001), nestedObjects(1001), `{"ok":1,"deep":${nested(1001)}}`]) {
      let thrown: unknown;
      try {
        parseJson(text);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(JsonTooDeepError);
      expect(thrown).toBeInstanceOf(SyntaxError);
      expect((thrown as Error).message).toBe('JSON nested deeper than 1000 levels');
    }
  });

  it('refuses any depth without a stack overflow, and honours a bound given', () => {
    expect(() => parseJson(nested(200_000))).toThrow(JsonTooDeepError);
    expect(() => parseJson(nested(4), 3)).toThrow('JSON nested deeper than 3 levels');
    expect(parseJson(nested(3), 3)).toEqual([[[]]]);
  });

  it('text that does not parse is JSON.parse’s SyntaxError', () => {
    expect(() => parseJson('{"a":')).toThrow(SyntaxError);
    expect(() => parseJson('{"a":')).not.toThrow(JsonTooDeepError);
  });
});
