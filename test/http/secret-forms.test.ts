/**
 * The forms a service may echo a key in (src/http/secret-forms.ts): as it is, without its kind
 * prefix, in base64 of it and of its header — each found by the whole-text search
 * `redactedText` uses.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactedText } from '../../src/http/redacted.js';
import { secretForms } from '../../src/http/secret-forms.js';
import { secretSearch } from '../../src/http/secret-start.js';

describe('secretForms: what a service may echo a key as', () => {
  const key = 'sk-live-0123456789abcdef';
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  // A key whose base64 has a "/", which JSON may write "\/".
  const slashed = 'sk-live-0123456789???';

  it('the key; without its kind prefix; base64 of it and of "Api-Key <key>", standard and URL-safe, unpadded; longest first', () => {
    const secret = 'pk_live_a+b/c?d~0123456789>>?';
    const unpadded = (text: string) => base64(text).replace(/=+$/, '');
    const forms = [
      secret,
      'a+b/c?d~0123456789>>?',
      unpadded(secret),
      Buffer.from(secret).toString('base64url'),
      unpadded(`Api-Key ${secret}`),
      Buffer.from(`Api-Key ${secret}`).toString('base64url'),
    ];
    // Base64 with "+" or "/", so its URL-safe form differs.
    expect(forms[2]).toMatch(/[+/]/);
    expect(secretForms(secret)).toEqual(forms.sort((a, b) => b.length - a.length));
  });

  it('leaves out a rest shorter than 16 characters, and a form twice', () => {
    // "sk_live_" then 7 characters: the rest alone would match ordinary words.
    expect(secretForms('sk_live_abc1234')).not.toContain('abc1234');
    // 10 characters: no secret, and it would match data (a session id holding those digits).
    expect(secretForms('test-token-0123456789')).not.toContain('0123456789');
    expect(secretForms('test-token-0123456789abcdef')).toContain('0123456789abcdef');
    // No prefix: the key is its own rest; base64 without "+" or "/" is its own URL-safe form.
    const forms = secretForms('0123456789');
    expect(new Set(forms).size).toBe(forms.length);
  });

  it.each([
    ['as it is', key],
    ['without its prefix', '0123456789abcdef'],
    ['URL-encoded (upper-case hex)', '%73%6B%2D%6C%69%76%65-0123456789abcdef'],
    ['URL-encoded (lower-case hex)', 'sk%2dlive%2d0123456789abcdef'],
    ['base64, padded', base64(key)],
    ['base64, unpadded', base64(key).replace(/=+$/, '')],
    ['base64url', Buffer.from(key).toString('base64url')],
    ['base64 of the header', base64(`Api-Key ${key}`)],
    ['base64url of the header', Buffer.from(`Api-Key ${key}`).toString('base64url')],
    ['JSON-escaped base64 ("/" as "\\/")', base64(`Api-Key ${slashed}`).replace(/\//g, '\\/')],
  ])('redactedText finds it %s', (_label, form) => {
    const shown = redactedText(`before ${form} after`, [key, slashed]);
    expect(shown).toMatch(/^before \[redacted\]=* after$/);
  });

  it('redacts every form of any key, and leaves text without one as it is (property)', () => {
    const body = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+/=%'),
      minLength: 4,
      maxLength: 40,
    });
    const keys = fc
      .tuple(fc.constantFrom('', 'pk_live_', 'sk-live-', 'key-'), body)
      .map(([prefix, rest]) => `${prefix}${rest}`);
    fc.assert(
      fc.property(keys, fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (key, before, after) => {
        const search = secretSearch(key);
        fc.pre(search !== undefined && !before.includes('[') && !after.includes('['));
        const forms = [key, ...secretForms(key), encodeURIComponent(key), JSON.stringify(key).slice(1, -1)];
        for (const form of forms)
          expect(search!.find(redactedText(`${before}${form}${after}`, [key]), 0), form).toBeUndefined();
        const clean = `${before}|${after}`;
        if (search!.find(clean, 0) === undefined) expect(redactedText(clean, [key])).toBe(clean);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the base64 of a long secret (a JWT of thousands of characters) too', () => {
    const long = `eyJ${'a'.repeat(5000)}`;
    const encoded = base64(`Api-Key ${long}`);
    expect(redactedText(`x ${encoded} y`, [long])).toMatch(/^x \[redacted\]=* y$/);
  });
});
