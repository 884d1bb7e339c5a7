/**
 * What the SDK's requests do with a redirect, as they carry credentials and a body: a same-origin
 * 307 or 308 is followed (at most five times); any other redirect — another origin, a 301, 302 or
 * 303, no location, one the browser hides — and an answer from another origin are INVALID_RESPONSE
 * naming where it points.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error.js';
import { MAX_REDIRECTS, redirectTarget } from '../../src/http/redirects.js';

const REQUESTED = new URL('https://acme.example.com/api/v1/chat/stream-chat-state');
const redirect = (status: number, location?: string) => new Response(null, { status, headers: location === undefined ? {} : { location } });

/** The refusal of `response`. */
function refusal(response: Response, hops = 0): ApiError {
  try {
    redirectTarget(response, REQUESTED, 'The chat request', hops);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
    return error as ApiError;
  }
  throw new Error('followed');
}

describe('redirectTarget', () => {
  it('follows a same-origin 307 or 308, resolving a relative location', () => {
    expect(redirectTarget(redirect(307, '/api/v2/chat'), REQUESTED, 'x', 0)?.href).toBe('https://acme.example.com/api/v2/chat');
    expect(redirectTarget(redirect(308, 'https://acme.example.com/other'), REQUESTED, 'x', 4)?.href).toBe('https://acme.example.com/other');
  });

  it('an answer that is no redirect, from the origin asked, is no redirect', () => {
    expect(redirectTarget(new Response('{}', { status: 200 }), REQUESTED, 'x', 0)).toBeUndefined();
    expect(redirectTarget(new Response('{}', { status: 404 }), REQUESTED, 'x', 0)).toBeUndefined();
  });

  it('refuses another origin, naming it and why', () => {
    expect(refusal(redirect(307, 'https://evil.example/steal')).message).toBe(
      'The chat request: the service redirected it to https://evil.example, which is not followed: another origin would get the credentials and the body',
    );
  });

  it('refuses a redirect that would drop the body, one without a location, and one too many', () => {
    for (const status of [301, 302, 303])
      expect(refusal(redirect(status, '/x')).message, String(status)).toMatch(new RegExp(`HTTP ${status} would turn the request into a GET without its body$`));
    expect(refusal(redirect(307)).message).toMatch(/no valid location, which is not followed: a redirect must say where$/);
    expect(refusal(redirect(307, 'http://[::1')).message).toMatch(/no valid location/);
    expect(refusal(redirect(307, '/x'), MAX_REDIRECTS).message).toMatch(/more than 5 redirects$/);
  });

  it('refuses a redirect the browser hid, and an answer that came from another origin', () => {
    const hidden = Object.defineProperty(new Response(null, { status: 200 }), 'type', { value: 'opaqueredirect' });
    expect(refusal(hidden).message).toMatch(/a location the browser does not show/);
    const followed = Object.defineProperty(new Response('{}', { status: 200 }), 'url', { value: 'https://evil.example/answer' });
    expect(refusal(followed).message).toMatch(/redirected it to https:\/\/evil\.example, which is not followed: the answer came from another origin$/);
  });
});
