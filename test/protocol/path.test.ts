/**
 * The navigate action's path: decided by resolution, so no accepted path leaves the embed's
 * origin, however it is spelled.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActionMessage, parseActionMessage } from '../../src/protocol/index.js';
import { isInEmbedPath } from '../../src/protocol/path.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

/** The attacks of the security review, and their relatives. */
const ESCAPES = [
  '/\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '//evil.com',
  '\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '/\t\\evil.com',
  'https://evil.com/',
  'javascript:alert(1)',
  ' /x',
  '',
  '/a\\b',
  '/a/..//evil.com',
];

const navigate = (path: string) => ({
  source: 'platform-embed',
  direction: 'action',
  type: 'platform:action:navigate',
  payload: { path },
  timestamp: 1,
});

describe('isInEmbedPath', () => {
  it.each(ESCAPES)('refuses %j', (path) => {
    expect(isInEmbedPath(path)).toBe(false);
  });

  it.each([
    '/',
    '/dashboards/abc',
    '/a/b?x=1#y',
    "/a?x='1'",
    '/a b',
    '/%2e%2e/x',
    '/@evil.com',
    '/a:b',
    '/a/./b/../c',
    '/ü/日本',
  ])('accepts %j', (path) => {
    expect(isInEmbedPath(path)).toBe(true);
  });

  it('is refused by createActionMessage (INVALID_PAYLOAD) and by the parser (invalid-payload), naming the field', () => {
    for (const path of ESCAPES) {
      const error = expectEmbedError(() => createActionMessage('navigate', { path }), 'INVALID_PAYLOAD');
      expect(error.message).toContain('payload.path: expected an in-embed path starting with "/"');
      expect(parseActionMessage(navigate(path))).toMatchObject({ ok: false, reason: 'invalid-payload' });
    }
  });

  it('property: any accepted path, resolved against any http(s) base, stays on that base’s origin', () => {
    // Paths built from the characters that matter to URL parsing, so escapes are tried often.
    const pathChar = fc.constantFrom(
      '/',
      '\\',
      '.',
      '\t',
      '\n',
      '\r',
      ' ',
      '%',
      '2',
      'e',
      'f',
      '?',
      '#',
      '@',
      ':',
      'a',
      'b',
      '\u0000',
      '\u001f',
      '\u00a0',
      '\u3000',
    );
    const path = fc.oneof(
      fc.array(pathChar, { maxLength: 12 }).map((chars) => chars.join('')),
      fc.string({ maxLength: 12 }).map((tail) => `/${tail}`),
      fc.webPath().map((tail) => `//evil.com${tail}`), // protocol-relative URLs
    );
    const base = fc
      .tuple(
        fc.constantFrom('http', 'https'),
        fc.constantFrom('tenant.example.com', 'localhost:8443', '127.0.0.1', '[::1]:3000'),
        fc.webPath(),
        fc.constantFrom('', '?q=1', '#f'),
      )
      .map(([scheme, host, dir, rest]) => `${scheme}://${host}${dir}${rest}`);
    let accepted = 0;
    fc.assert(
      fc.property(path, base, (candidate, baseUrl) => {
        if (!isInEmbedPath(candidate)) return;
        accepted += 1;
        const resolved = new URL(candidate, baseUrl);
        expect(resolved.origin).toBe(new URL(baseUrl).origin);
        // …and resolving the result's path again stays there too.
        expect(new URL(resolved.pathname, baseUrl).origin).toBe(new URL(baseUrl).origin);
      }),
      { numRuns: 5_000 },
    );
    // The property must have been exercised, not vacuously true.
    expect(accepted).toBeGreaterThan(500);
  });
});
