/**
 * The one redirect rule of the SDK's requests, as they carry credentials and a body: a redirect
 * within the origin asked that keeps the request is followed (a 307 or 308 always, a 301, 302 or
 * 303 for a GET or HEAD; at most five times); any other — another origin, a 301, 302 or 303 of
 * a POST, no location, one the browser hides — and an answer from another origin are refused,
 * naming the origin asked and the one redirected to (`INVALID_RESPONSE` for the clients).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error.js';
import { redirectTarget } from '../../src/http/errors-of.js';
import { MAX_REDIRECTS, redirectVerdict } from '../../src/http/redirects.js';

const REQUESTED = new URL('https://acme.example.com/api/v1/chat/stream-chat-state');
const redirect = (status: number, location?: string) =>
  new Response(null, { status, headers: location === undefined ? {} : { location } });

/** The refusal of `response`. */
function refusal(response: Response, hops = 0, method = 'POST'): ApiError {
  try {
    redirectTarget(response, REQUESTED, 'The chat request', hops, method);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
    return error as ApiError;
  }
  throw new Error('followed');
}

describe('redirectTarget', () => {
  it('follows a same-origin 307 or 308, resolving a relative location', () => {
    expect(redirectTarget(redirect(307, '/api/v2/chat'), REQUESTED, 'x', 0)?.href).toBe(
      'https://acme.example.com/api/v2/chat',
    );
    expect(redirectTarget(redirect(308, 'https://acme.example.com/other'), REQUESTED, 'x', 4)?.href).toBe(
      'https://acme.example.com/other',
    );
  });

  it('follows a same-origin 301, 302 or 303 of a GET or HEAD: the request is sent again as it was', () => {
    for (const status of [301, 302, 303]) {
      expect(redirectTarget(redirect(status, '/next'), REQUESTED, 'x', 0, 'GET')?.href, String(status)).toBe(
        'https://acme.example.com/next',
      );
      expect(redirectTarget(redirect(status, '/next'), REQUESTED, 'x', 0, 'head')?.href, String(status)).toBe(
        'https://acme.example.com/next',
      );
    }
  });

  it('an answer that is no redirect, from the origin asked, is no redirect; nor is a 3xx fetch does not follow', () => {
    expect(redirectTarget(new Response('{}', { status: 200 }), REQUESTED, 'x', 0)).toBeUndefined();
    expect(redirectTarget(new Response('{}', { status: 404 }), REQUESTED, 'x', 0)).toBeUndefined();
    expect(redirectTarget(redirect(300, 'https://evil.example/'), REQUESTED, 'x', 0)).toBeUndefined();
    expect(redirectTarget(redirect(304), REQUESTED, 'x', 0)).toBeUndefined();
  });

  it('refuses another origin, naming both origins and why', () => {
    for (const method of ['POST', 'GET'])
      expect(refusal(redirect(307, 'https://evil.example/steal'), 0, method).message).toBe(
        'The chat request: https://acme.example.com redirected it to https://evil.example, which is not followed: another origin would get the request (its credentials, cookies and body) and be trusted with the answer',
      );
    expect(refusal(redirect(302, 'http://acme.example.com/same-host-other-scheme'), 0, 'GET').message).toMatch(
      /redirected it to http:\/\/acme\.example\.com, which is not followed/,
    );
  });

  it('refuses a redirect that would drop the body, one without a location, and one too many', () => {
    for (const status of [301, 302, 303])
      expect(refusal(redirect(status, '/x')).message, String(status)).toMatch(
        new RegExp(`HTTP ${status} would turn the POST into a GET without its body$`),
      );
    expect(refusal(redirect(307)).message).toMatch(
      /^The chat request: https:\/\/acme\.example\.com redirected it to no valid location, which is not followed: a redirect must say where$/,
    );
    expect(refusal(redirect(307, 'http://[::1')).message).toMatch(/no valid location/);
    expect(refusal(redirect(307, '/x'), MAX_REDIRECTS).message).toMatch(/more than 5 redirects$/);
    expect(refusal(redirect(302, '/x'), MAX_REDIRECTS, 'GET').message).toMatch(/more than 5 redirects$/);
  });

  it('refuses a redirect the browser hid, naming the origin asked, and an answer that came from another origin', () => {
    const hidden = Object.defineProperty(new Response(null, { status: 200 }), 'type', { value: 'opaqueredirect' });
    expect(refusal(hidden).message).toMatch(
      /^The chat request: https:\/\/acme\.example\.com redirected it to a location the browser does not show, which is not followed/,
    );
    expect(refusal(hidden, 0, 'GET').message).toMatch(
      /which is not followed: it may be another origin; ask the URL that answers$/,
    );
    const followed = Object.defineProperty(new Response('{}', { status: 200 }), 'url', {
      value: 'https://evil.example/answer',
    });
    expect(refusal(followed).message).toMatch(
      /https:\/\/acme\.example\.com redirected it to https:\/\/evil\.example, which is not followed: the answer came from another origin$/,
    );
  });
});

describe('redirectVerdict', () => {
  it('whatever the location: followed only within the origin asked, else refused naming both origins', () => {
    const origins = fc.constantFrom(
      'https://acme.example.com',
      'http://acme.example.com',
      'https://acme.example.com:8443',
      'https://evil.example',
      'http://127.0.0.1:1',
    );
    const location = fc.oneof(
      fc.tuple(origins, fc.webPath()).map(([origin, path]) => `${origin}${path}`),
      fc.webPath(),
      fc.webUrl(),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(301, 302, 303, 307, 308),
        location,
        fc.constantFrom('GET', 'POST'),
        (status, where, method) => {
          const verdict = redirectVerdict(redirect(status, where), REQUESTED, method, 0);
          expect(verdict).toBeDefined();
          if (verdict && 'follow' in verdict) {
            expect(verdict.follow.origin).toBe(REQUESTED.origin);
            expect(method === 'GET' || status >= 307).toBe(true);
            return;
          }
          const refused = (verdict as { refused: string }).refused;
          expect(refused.startsWith(`${REQUESTED.origin} redirected it to `)).toBe(true);
          let target: URL | undefined;
          try {
            target = where ? new URL(where, REQUESTED) : undefined;
          } catch {
            // no valid location
          }
          expect(refused).toContain(target ? target.origin : 'no valid location');
        },
      ),
    );
  });
});
