// @vitest-environment node
/**
 * The management client's redirects, over real HTTP between two origins (two ports of
 * 127.0.0.1): a redirect to another origin — of a session request, `sessionUrl`, a revocation,
 * a GET — is `INVALID_RESPONSE` naming both origins, not retried, and the other origin gets no
 * request at all (so neither the token nor the viewer's `externalId` and `securityContext`, and
 * its session is not handed out). Within the origin, a 307 or 308 is followed with the body, a
 * 302 of a GET is followed, a 302 of a POST refused (it would drop the body), and a loop ends.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatformClient, type PlatformClient } from '../../src/api/index.js';
import { MAX_REDIRECTS } from '../../src/http/redirects.js';
import { expectApiError } from '../support/expect-api-error.js';
import { OTHER_SESSION, redirectTo, startTwoOrigins, type TwoOrigins } from '../support/two-origins.js';

const TOKEN = 'redirect-test-token-0123456789';
const SESSION = '0123456789abcdef0123456789abcdef';
const VIEWER = { deploymentId: 42, externalId: 'alice', securityContext: { tenant: 'acme' } };

let servers: TwoOrigins;
let client: PlatformClient;
beforeEach(async () => {
  servers = await startTwoOrigins();
  // Retries as fast as they go: a retried refusal would show as a second request.
  client = createPlatformClient({
    baseUrl: servers.asked.origin,
    token: TOKEN,
    retry: { minDelayMs: 1, maxDelayMs: 2 },
  });
});
afterEach(async () => {
  await servers.close();
});

/** `asked` redirects every request to `path` of the other origin with `status`. */
const awayWith = (status: number, path = '/api/v1/embed/generate-session') =>
  servers.answer((_request, response, { other }) => redirectTo(response, status, `${other.origin}${path}`));

/** `asked` answers `/moved…` with a session (or app config), anything else with a redirect there with `status`. */
const nearWith = (status: number) =>
  servers.answer((request, response) => {
    if (!request.url.startsWith('/moved')) return redirectTo(response, status, `/moved${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ sessionId: SESSION, appName: 'Acme' }));
  });

/** Expects a refusal naming both origins, after exactly `requests` requests to `asked` and none to the other. */
async function expectRefused(call: Promise<unknown>, requests = 1): Promise<void> {
  const error = await expectApiError(call, 'INVALID_RESPONSE');
  expect(error.message).toContain(
    `${servers.asked.origin} redirected it to ${servers.other.origin}, which is not followed`,
  );
  expect(servers.asked.requests).toHaveLength(requests);
  expect(servers.other.requests).toEqual([]);
}

describe('the management client never follows a redirect to another origin', () => {
  it.each([301, 302, 303, 307, 308])(
    'generateSession, HTTP %i: INVALID_RESPONSE naming both origins; the other origin gets nothing',
    async (status) => {
      awayWith(status);
      await expectRefused(client.embed.generateSession(VIEWER));
      expect(JSON.parse(servers.asked.requests[0]!.body)).toMatchObject(VIEWER);
    },
  );

  it('sessionUrl: refused, so no URL of the other host’s session', async () => {
    awayWith(307);
    const error = await expectApiError(
      client.embed.sessionUrl({ ...VIEWER, surface: 'dashboard', publicId: 'q3Sales0AbCd' }),
      'INVALID_RESPONSE',
    );
    expect(error.message).not.toContain(OTHER_SESSION);
    expect(error.message).toMatch(
      /^POST \/api\/v1\/embed\/generate-session: http:\/\/127\.0\.0\.1:\d+ redirected it to http:\/\/127\.0\.0\.1:\d+, which is not followed/,
    );
    expect(servers.other.requests).toEqual([]);
  });

  it('revokeSession and a GET (a GET is retried after a network failure or a 503): refused once, not retried', async () => {
    awayWith(308, '/api/v1/embed/session/revoke');
    await expectRefused(client.embed.revokeSession(SESSION));
    awayWith(302, '/api/v1/app-config');
    await expectRefused(client.GET('/api/v1/app-config'), 2);
  });
});

describe('the management client follows a redirect within its origin', () => {
  it('a 307 or 308 of a POST, with its body and token again', async () => {
    for (const status of [307, 308]) {
      nearWith(status);
      const url = await client.embed.sessionUrl({ ...VIEWER, surface: 'dashboard', publicId: 'q3Sales0AbCd' });
      expect(new URL(url).searchParams.get('session')).toBe(SESSION);
    }
    const [first, moved] = servers.asked.requests;
    expect(moved).toMatchObject({ method: 'POST', url: '/moved/api/v1/embed/generate-session', body: first!.body });
    expect(moved!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(servers.asked.requests).toHaveLength(4);
  });

  it('a 301, 302 or 303 of a GET; of a POST it is refused (the body would be dropped)', async () => {
    for (const status of [301, 302, 303]) {
      nearWith(status);
      const { data } = await client.GET('/api/v1/app-config');
      expect(data).toMatchObject({ appName: 'Acme' });
    }
    expect(servers.asked.requests.map((request) => `${request.method} ${request.url}`).slice(0, 2)).toEqual([
      'GET /api/v1/app-config',
      'GET /moved/api/v1/app-config',
    ]);
    nearWith(302);
    const error = await expectApiError(client.embed.generateSession(VIEWER), 'INVALID_RESPONSE');
    expect(error.message).toMatch(/HTTP 302 would turn the POST into a GET without its body$/);
    expect(servers.asked.requests).toHaveLength(7);
  });

  it(`a loop ends after ${MAX_REDIRECTS} redirects followed`, async () => {
    servers.answer((request, response) => redirectTo(response, 307, `${request.url}x`));
    const error = await expectApiError(client.embed.generateSession(VIEWER), 'INVALID_RESPONSE');
    expect(error.message).toMatch(/more than 5 redirects$/);
    expect(servers.asked.requests).toHaveLength(MAX_REDIRECTS + 1);
  });
});
