/**
 * The search for a secret in text that comes in pieces (src/http/secret-start.ts): a form found
 * whole, and a form that may be starting at the end of a piece held back until the next says.
 */
import { describe, expect, it } from 'vitest';
import { MIN_SECRET_LENGTH } from '../../src/http/secret-forms.js';
import { secretSearch } from '../../src/http/secret-start.js';

describe('secretSearch: the forms of a secret in text that comes in pieces', () => {
  const secret = 'tok/en-0123';

  it('is none for a secret under MIN_SECRET_LENGTH', () => {
    expect(MIN_SECRET_LENGTH).toBe(8);
    expect(secretSearch('1234567')).toBeUndefined();
    expect(secretSearch('12345678')).toBeDefined();
  });

  it('finds the first form from a place on, with its length', () => {
    const search = secretSearch(secret)!;
    const text = `a ${secret} b tok\\/en\\u002D0123 c`;
    expect(search.find(text, 0)).toEqual({ at: 2, length: secret.length });
    expect(search.find(text, 3)).toEqual({ at: text.indexOf('tok\\/'), length: 'tok\\/en\\u002D0123'.length });
    expect(search.find(text, text.length - 2)).toBeUndefined();
  });

  it('says where a form may be starting at the end of the text, and only there', () => {
    const search = secretSearch(secret)!;
    for (const form of [secret, 'tok\\/en-0123', 'tok\\u002fen\\u002d0123']) {
      for (let cut = 1; cut < form.length; cut += 1)
        expect(search.startIn(`x ${form.slice(0, cut)}`, 0), form.slice(0, cut)).toBe(2);
      // All of it is a secret found, not one starting.
      expect(search.startIn(`x ${form}`, 0)).toBe(-1);
    }
    expect(search.startIn('x tok!', 0)).toBe(-1);
    expect(search.startIn('x tok\\u00', 0)).toBe(2);
    expect(search.startIn('x tok\\u0x', 0)).toBe(-1);
    expect(search.startIn('x tok', 3)).toBe(-1);
  });

  it('handles a long secret (a JWT of thousands of characters) without a deep pattern', () => {
    const long = `eyJ${'a'.repeat(5000)}`;
    const search = secretSearch(long)!;
    expect(search.startIn(`x ${long.slice(0, 4000)}`, 0)).toBe(2);
    expect(search.find(`x ${long} y`, 0)).toEqual({ at: 2, length: long.length });
  });
});
