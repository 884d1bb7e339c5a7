// @vitest-environment happy-dom
/**
 * The `session-endpoint` attribute as a session provider: a GET of a URL of the page's own
 * origin (resolved against the document), with the page's cookies, no cache and the load's
 * signal, answering the `url` of its JSON; an endpoint of another origin is refused when the
 * provider is made, and an HTTP error or a body without a string `url` throws. Sent in
 * `same-origin` mode, so the browser refuses a redirect to another origin before sending there
 * (the redirect rule over real HTTP: session-endpoint.http.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionEndpointProvider } from '../../src/element/session-endpoint.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

const SIGNED = 'https://embed.example.com/embed/dashboard/d-1?session=0123456789abcdef0123456789abcdef';

const stubs: Array<{ mockRestore(): void }> = [];
afterEach(() => {
  for (const stub of stubs.splice(0)) stub.mockRestore();
});

/** Stubs the page's fetch with `answer`; returns the stub. */
function stubFetch(answer: () => Response | Promise<Response>) {
  const stub = vi.spyOn(window, 'fetch').mockImplementation(async () => answer());
  stubs.push(stub);
  return stub;
}

describe('sessionEndpointProvider', () => {
  it('GETs the endpoint of this page’s origin in same-origin mode with its cookies, no cache, JSON accepted and the load’s signal; answers its url', async () => {
    const fetch = stubFetch(() => Response.json({ url: SIGNED }));
    const provider = sessionEndpointProvider(document, '/api/embed-session?dashboard=d-1');
    const signal = new AbortController().signal;
    expect(await provider({ signal } as Parameters<typeof provider>[0])).toBe(SIGNED);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(new URL('/api/embed-session?dashboard=d-1', document.baseURI).href);
    expect(init).not.toHaveProperty('redirect');
    expect(init).toMatchObject({
      mode: 'same-origin',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal,
    });
  });

  it('a fetch the browser refuses (a redirect to another origin, or the network) is SESSION_FAILED naming the origin, its error the cause', async () => {
    const refused = new TypeError('Failed to fetch');
    stubFetch(() => Promise.reject(refused));
    const provider = sessionEndpointProvider(document, '/api/embed-session');
    const error = await expectEmbedError(
      Promise.resolve(provider({ signal: new AbortController().signal } as Parameters<typeof provider>[0])),
      'SESSION_FAILED',
    );
    expect(error.message).toBe(
      `session-endpoint: ${window.location.origin} did not answer: a network error, or a redirect to another origin, which is not followed`,
    );
    expect(error.cause).toBe(refused);
  });

  it('an answer that came from another origin anyway (a fetch without modes) is SESSION_FAILED naming both origins', async () => {
    stubFetch(() =>
      Object.defineProperty(Response.json({ url: SIGNED }), 'url', { value: 'https://evil.example/embed-session' }),
    );
    const provider = sessionEndpointProvider(document, '/api/embed-session');
    const error = await expectEmbedError(
      Promise.resolve(provider({ signal: new AbortController().signal } as Parameters<typeof provider>[0])),
      'SESSION_FAILED',
    );
    expect(error.message).toBe(
      `session-endpoint: ${window.location.origin} redirected it to https://evil.example, which is not followed`,
    );
  });

  it('a load aborted while it asks rejects with the abort, not a session failure', async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    stubFetch(() => {
      controller.abort(abort);
      return Promise.reject(abort);
    });
    const provider = sessionEndpointProvider(document, '/api/embed-session');
    await expect(provider({ signal: controller.signal } as Parameters<typeof provider>[0])).rejects.toBe(abort);
  });

  it('asks again for every load: each answer is a new session', async () => {
    let count = 0;
    stubFetch(() => {
      count += 1;
      return Response.json({ url: `${SIGNED}${count}` });
    });
    const provider = sessionEndpointProvider(document, '/api/embed-session');
    const context = { signal: new AbortController().signal } as Parameters<typeof provider>[0];
    expect([await provider(context), await provider(context)]).toEqual([`${SIGNED}1`, `${SIGNED}2`]);
  });

  it('refuses an endpoint of another origin, or one that does not parse: INVALID_OPTIONS naming it', () => {
    const elsewhere = expectEmbedError(
      () => sessionEndpointProvider(document, 'https://elsewhere.example.com/api/embed-session'),
      'INVALID_OPTIONS',
    );
    expect(elsewhere.message).toMatch(
      /session-endpoint: expected a URL of this page's origin \(.*\), got "https:\/\/elsewhere\.example\.com\/api\/embed-session"/,
    );
    expect(expectEmbedError(() => sessionEndpointProvider(document, 'http://[::1'), 'INVALID_OPTIONS').message).toMatch(
      /^.*session-endpoint/,
    );
  });

  it('throws SESSION_FAILED for an HTTP error, a body that is not { url: string }, saying the status and what came', async () => {
    const provider = sessionEndpointProvider(document, '/api/embed-session');
    const context = { signal: new AbortController().signal } as Parameters<typeof provider>[0];
    const expected = 'expected JSON { "url": "https://…" }';
    stubFetch(() => new Response('nope', { status: 403, statusText: 'Forbidden' }));
    const forbidden = await expectEmbedError(Promise.resolve(provider(context)), 'SESSION_FAILED');
    expect(forbidden.message).toBe(`session-endpoint answered HTTP 403 (Forbidden), ${expected}: nope`);
    stubFetch(() => Response.json({ url: 42 }));
    expect((await expectEmbedError(Promise.resolve(provider(context)), 'SESSION_FAILED')).message).toBe(
      `session-endpoint answered HTTP 200, ${expected}: JSON without a string "url"`,
    );
    stubFetch(() => Response.json(null));
    expect((await expectEmbedError(Promise.resolve(provider(context)), 'SESSION_FAILED')).message).toBe(
      `session-endpoint answered HTTP 200, ${expected}: null`,
    );
    stubFetch(() => new Response('', { status: 502 }));
    expect((await expectEmbedError(Promise.resolve(provider(context)), 'SESSION_FAILED')).message).toBe(
      `session-endpoint answered HTTP 502, ${expected}: an empty body`,
    );
  });

  it('quotes the start of a body that is not JSON, on one line, up to 200 characters', async () => {
    const provider = sessionEndpointProvider(document, '/api/embed-session');
    const context = { signal: new AbortController().signal } as Parameters<typeof provider>[0];
    const page = `<!doctype html>\n<html>\n  <title>Not Found</title>\n${'x'.repeat(300)}`;
    stubFetch(() => new Response(page, { status: 404, statusText: 'Not Found' }));
    const error = await expectEmbedError(Promise.resolve(provider(context)), 'SESSION_FAILED');
    const start = '<!doctype html> <html> <title>Not Found</title> ';
    expect(error.message).toBe(
      `session-endpoint answered HTTP 404 (Not Found), expected JSON { "url": "https://…" }: ${start}${'x'.repeat(200 - start.length)}…`,
    );
    // A login page answered with 200: not JSON, quoted the same way.
    stubFetch(() => new Response('<html>Sign in', { status: 200 }));
    expect((await expectEmbedError(Promise.resolve(provider(context)), 'SESSION_FAILED')).message).toMatch(
      /HTTP 200, .*: <html>Sign in$/,
    );
  });

  it('never quotes the values of a JSON answer without url: a session URL under another key is a secret', async () => {
    const provider = sessionEndpointProvider(document, '/api/embed-session');
    const context = { signal: new AbortController().signal } as Parameters<typeof provider>[0];
    stubFetch(() => Response.json({ sessionUrl: `${SIGNED}secret` }));
    const error = await expectEmbedError(Promise.resolve(provider(context)), 'SESSION_FAILED');
    expect(error.message).toMatch(/: JSON without a string "url"$/);
    expect(error.message).not.toContain('secret');
  });
});
