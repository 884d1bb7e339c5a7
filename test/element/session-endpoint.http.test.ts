// @vitest-environment node
/**
 * The `session-endpoint` provider under the redirect rule, over real HTTP between two origins
 * (two ports of 127.0.0.1; the page is of the first, its `fetch` the runtime's, which applies
 * the `same-origin` mode as a browser does): a redirect to another origin is `SESSION_FAILED`,
 * and the other origin gets no request — its answer would name the embed to frame. A redirect
 * within the page's origin is followed, whatever its status.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionEndpointProvider } from '../../src/element/session-endpoint.js';
import type { EmbedSessionContext } from '../../src/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { redirectTo, startTwoOrigins, type TwoOrigins } from '../support/two-origins.js';

const SIGNED = 'https://embed.example.com/embed/dashboard/d-1?session=0123456789abcdef0123456789abcdef';

let servers: TwoOrigins;
beforeEach(async () => {
  servers = await startTwoOrigins();
});
afterEach(async () => {
  await servers.close();
});

/** The provider of a page of the first origin, at `/reports/sales`, with the runtime's `fetch`. */
function providerOf(endpoint: string) {
  const origin = servers.asked.origin;
  const page = {
    baseURI: `${origin}/reports/sales`,
    defaultView: { location: { origin }, fetch: globalThis.fetch.bind(globalThis) },
  };
  return sessionEndpointProvider(page as unknown as Document, endpoint);
}

const context = (): EmbedSessionContext => ({ signal: new AbortController().signal }) as EmbedSessionContext;

describe('session-endpoint and redirects', () => {
  it.each([301, 302, 303, 307, 308])(
    'HTTP %i to another origin: SESSION_FAILED naming both origins; nothing sent there',
    async (status) => {
      servers.answer((_request, response, { other }) => redirectTo(response, status, `${other.origin}/embed-session`));
      const error = await expectEmbedError(Promise.resolve(providerOf('/embed-session')(context())), 'SESSION_FAILED');
      expect(error.message).toBe(
        `session-endpoint: ${servers.asked.origin} did not answer: a network error, or a redirect to another origin, which is not followed`,
      );
      expect(error.cause).toBeInstanceOf(TypeError);
      expect(servers.asked.requests).toHaveLength(1);
      expect(servers.other.requests).toEqual([]);
    },
  );

  it('a redirect within the page’s origin is followed, a 302 included; a loop ends', async () => {
    servers.answer((request, response) => {
      if (request.url === '/embed-session') return redirectTo(response, 302, '/embed-session/');
      if (request.url === '/embed-session/')
        return redirectTo(response, 308, `${servers.asked.origin}/v2/embed-session`);
      if (request.url === '/v2/embed-session') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ url: SIGNED }));
      }
      redirectTo(response, 302, `${request.url}x`);
    });
    expect(await providerOf('/embed-session')(context())).toBe(SIGNED);
    expect(servers.asked.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /embed-session',
      'GET /embed-session/',
      'GET /v2/embed-session',
    ]);
    // fetch's own bound on redirects (20) ends a loop.
    const loop = await expectEmbedError(Promise.resolve(providerOf('/loop')(context())), 'SESSION_FAILED');
    expect(loop.message).toMatch(/did not answer/);
    expect(servers.asked.requests.length).toBeLessThan(3 + 30);
    expect(servers.other.requests).toEqual([]);
  });
});
