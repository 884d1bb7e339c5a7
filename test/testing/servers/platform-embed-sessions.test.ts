// @vitest-environment node
/**
 * Signed embedding's sessions in the fake platform server, over real HTTP with plain `fetch`:
 * generate-session (authenticated, the reference's rules), the one-time exchange for an embed
 * token (no credential), revocation, the 5-minute and 24-hour lives on a clock the test moves,
 * and what the server tells a test in-process (`embedTokenInfo`, `embedSessions`).
 */
import { describe, expect, it } from 'vitest';
import { type FakePlatformServer, startFakePlatformServer } from '../../../src/testing/servers/index.js';
import { call, fakePlatformServers, json } from './platform-server-helpers.js';

const start = fakePlatformServers();

const GENERATE = '/api/v1/embed/generate-session';
const EXCHANGE = '/api/v1/embed/session/token';
const REVOKE = '/api/v1/embed/session/revoke';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A server on a clock the test moves (`clock.time += …`). */
async function startOnClock(): Promise<{ server: FakePlatformServer; clock: { time: number } }> {
  const clock = { time: Date.UTC(2026, 0, 1) };
  return { server: await start({ now: () => clock.time }), clock };
}

async function generate(
  server: FakePlatformServer,
  body: unknown = { deploymentId: 42, externalId: 'alice' },
): Promise<string> {
  const { status, body: answer } = await json(server, 'POST', GENERATE, { body });
  expect(status, JSON.stringify(answer)).toBe(200);
  expect(Object.keys(answer)).toEqual(['sessionId']);
  return answer.sessionId as string;
}

/** The exchange, with no credential at all. */
const exchange = (server: FakePlatformServer, sessionId: unknown) =>
  json(server, 'POST', EXCHANGE, { token: null, body: { sessionId } });

describe('generate-session', () => {
  it('answers { sessionId }: 32 lowercase hexadecimal characters, a new one each time, recorded with its request', async () => {
    const { server, clock } = await startOnClock();
    const request = {
      deploymentId: 42,
      externalId: 'alice',
      email: 'alice@example.com',
      settings: { locale: 'de-DE' },
      userAttributes: [{ name: 'region', value: 'EMEA' }],
    };
    const first = await generate(server, request);
    const second = await generate(server);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(server.embedSessions()).toEqual([
      { sessionId: first, request, createdAt: clock.time, expiresAt: clock.time + 5 * MINUTE, state: 'pending' },
      {
        sessionId: second,
        request: { deploymentId: 42, externalId: 'alice' },
        createdAt: clock.time,
        expiresAt: clock.time + 5 * MINUTE,
        state: 'pending',
      },
    ]);
    // Copies: what a test does with them changes nothing.
    (server.embedSessions()[0]!.request as { externalId: string }).externalId = 'mallory';
    expect(server.embedSessions()[0]!.request.externalId).toBe('alice');
  });

  it('needs the credential like every route: 401 without it or with another, and nothing is generated', async () => {
    const server = await start();
    for (const token of [null, 'wrong-token']) {
      const { status, body } = await json(server, 'POST', GENERATE, {
        token,
        body: { deploymentId: 42, externalId: 'alice' },
      });
      expect([status, body]).toEqual([401, { message: 'Unauthorized' }]);
    }
    expect(server.embedSessions()).toEqual([]);
  });

  it("refuses a request the reference's rules refuse: 400 with a JSON message naming the field; nothing is generated", async () => {
    const server = await start();
    const external = { deploymentId: 42, externalId: 'alice' };
    const internal = { deploymentId: 42, internalId: 'ada@example.com' };
    const refused: Array<[unknown, string]> = [
      [undefined, 'deploymentId'],
      [{ externalId: 'alice' }, 'deploymentId'],
      [{ deploymentId: '42', externalId: 'alice' }, 'deploymentId'],
      [{ deploymentId: 42 }, 'externalId'],
      [{ ...external, internalId: 'ada@example.com' }, 'internalId'],
      [{ deploymentId: 42, externalId: '' }, 'externalId'],
      [{ ...internal, roles: ['viewer'] }, 'roles'],
      [{ ...internal, groups: ['analysts'] }, 'groups'],
      [{ ...internal, userAttributes: [{ name: 'region', value: 'EMEA' }] }, 'userAttributes'],
      [{ ...internal, securityContext: { tenant: 'acme' } }, 'securityContext'],
      [{ ...external, tenantGroups: ['editors'] }, 'tenantGroups'],
      [{ ...external, tenantGroups: ['editors'], creatorMode: true }, 'tenantGroups'],
      [{ ...external, tenantGroups: ['editors'], embedTenantName: 'acme' }, 'tenantGroups'],
      [{ ...external, embedTenantName: 'Acme' }, 'embedTenantName'],
      [{ ...external, groups: 'analysts' }, 'groups'],
      [{ ...external, userAttributes: [{ value: 'EMEA' }] }, 'userAttributes'],
      [{ ...external, securityContext: 'acme' }, 'securityContext'],
    ];
    for (const [body, field] of refused) {
      const { status, body: answer } = await json(server, 'POST', GENERATE, body === undefined ? {} : { body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.message, JSON.stringify(body)).toEqual(expect.stringContaining(field));
    }
    expect(server.embedSessions()).toEqual([]);
  });

  it('accepts what the rules allow: an external viewer with roles, groups, attributes and a security context; tenant groups in creator mode; null as left out', async () => {
    const server = await start();
    await generate(server, {
      deploymentId: 42,
      externalId: 'alice',
      roles: ['viewer'],
      groups: ['analysts'],
      userAttributes: [{ name: 'region', value: ['EMEA'] }],
      securityContext: { tenant: 'acme' },
    });
    await generate(server, {
      deploymentId: 42,
      externalId: 'alice',
      creatorMode: true,
      embedTenantName: 'acme',
      tenantGroups: ['editors'],
    });
    await generate(server, { deploymentId: 42, internalId: 'ada@example.com', externalId: null, roles: null });
    expect(server.embedSessions()).toHaveLength(3);
  });
});

describe('the session exchange (POST /api/v1/embed/session/token)', () => {
  it('needs no credential: { token }, a JWT-shaped token the server knows for 24 hours, with the session it came from', async () => {
    const { server, clock } = await startOnClock();
    const request = { deploymentId: 42, externalId: 'alice', settings: { showDashboardChat: true } };
    const sessionId = await generate(server, request);
    clock.time += MINUTE;
    const { status, body } = await exchange(server, sessionId);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['token']);
    const token = body.token as string;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toMatchObject({
      sub: 'alice',
      deploymentId: 42,
    });
    expect(server.embedTokenInfo(token)).toEqual({
      token,
      sessionId,
      request,
      issuedAt: clock.time,
      expiresAt: clock.time + 24 * HOUR,
    });
    expect(server.embedSessions()).toEqual([expect.objectContaining({ sessionId, state: 'redeemed', token })]);
    // Sent without a credential, and authenticated by none.
    expect(server.requests.at(-1)).toMatchObject({ path: EXCHANGE, status: 200 });
    expect(server.requests.at(-1)!.headers.authorization).toBeUndefined();
    expect(server.requests.at(-1)!.authScheme).toBeUndefined();

    clock.time += 24 * HOUR - 1;
    expect(server.embedTokenInfo(token)?.sessionId).toBe(sessionId);
    clock.time += 1;
    expect(server.embedTokenInfo(token)).toBeUndefined();
  });

  it('ignores a credential that is sent: a wrong token does not stop the exchange', async () => {
    const server = await start();
    const sessionId = await generate(server);
    const { status } = await json(server, 'POST', EXCHANGE, { token: 'not-the-token', body: { sessionId } });
    expect(status).toBe(200);
  });

  it('a session is single use: the second exchange is a 401, and the first token stays valid', async () => {
    const server = await start();
    const sessionId = await generate(server);
    const { body } = await exchange(server, sessionId);
    const again = await exchange(server, sessionId);
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/already exchanged/);
    expect(server.embedTokenInfo(body.token as string)?.sessionId).toBe(sessionId);
  });

  it('a session is valid 5 minutes: a 401 from then on, and it says expired', async () => {
    const { server, clock } = await startOnClock();
    const late = await generate(server);
    const inTime = await generate(server);
    clock.time += 5 * MINUTE - 1;
    expect((await exchange(server, inTime)).status).toBe(200);
    clock.time += 1;
    const { status, body } = await exchange(server, late);
    expect(status).toBe(401);
    expect(body.message).toMatch(/expired/);
    expect(server.embedSessions().map((session) => session.state)).toEqual(['expired', 'redeemed']);
  });

  it('an unknown session is a 401; a body without a sessionId string is a 400 naming it', async () => {
    const server = await start();
    expect((await exchange(server, '0123456789abcdef0123456789abcdef')).status).toBe(401);
    for (const sessionId of [undefined, 42, '']) {
      const { status, body } = await exchange(server, sessionId);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^sessionId: expected/);
    }
  });
});

describe('revoking a session (POST /api/v1/embed/session/revoke)', () => {
  const revoke = (server: FakePlatformServer, sessionId: unknown, token?: string | null) =>
    call(server, 'POST', REVOKE, { body: { sessionId }, ...(token === undefined ? {} : { token }) });

  it('a revoked session cannot be exchanged: 204, then the exchange is a 401', async () => {
    const server = await start();
    const sessionId = await generate(server);
    const response = await revoke(server, sessionId);
    expect([response.status, await response.text()]).toEqual([204, '']);
    const { status, body } = await exchange(server, sessionId);
    expect(status).toBe(401);
    expect(body.message).toMatch(/revoked/);
    expect(server.embedSessions()).toEqual([expect.objectContaining({ sessionId, state: 'revoked' })]);
  });

  it("ends the token a session was exchanged for: the server no longer knows whose it is; the other session's token lives on", async () => {
    const server = await start();
    const [first, second] = [await generate(server), await generate(server)];
    const token = (await exchange(server, first)).body.token as string;
    const other = (await exchange(server, second)).body.token as string;
    expect(server.embedTokenInfo(token)).toBeDefined();
    expect((await revoke(server, first)).status).toBe(204);
    expect(server.embedTokenInfo(token)).toBeUndefined();
    expect(server.embedTokenInfo(other)?.sessionId).toBe(second);
  });

  it('is idempotent: twice, or an id the server never gave, is a 204', async () => {
    const server = await start();
    const sessionId = await generate(server);
    expect((await revoke(server, sessionId)).status).toBe(204);
    expect((await revoke(server, sessionId)).status).toBe(204);
    expect((await revoke(server, 'ffffffffffffffffffffffffffffffff')).status).toBe(204);
  });

  it('needs the credential (401), and a session id of 32 lowercase hexadecimal characters (400 naming it)', async () => {
    const server = await start();
    const sessionId = await generate(server);
    expect((await revoke(server, sessionId, null)).status).toBe(401);
    for (const bad of [sessionId.toUpperCase(), `${sessionId}0`, sessionId.slice(1), 'g'.repeat(32), 42, undefined]) {
      const response = await revoke(server, bad);
      expect(response.status, String(bad)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^sessionId: expected/);
    }
    // None of those revoked anything.
    expect(server.embedSessions()[0]!.state).toBe('pending');
  });
});

describe('what the server tells a test', () => {
  it('embedTokenInfo knows only the tokens this server issued, as they were issued', async () => {
    const server = await start();
    const other = await start();
    const token = (await exchange(server, await generate(server))).body.token as string;
    expect(other.embedTokenInfo(token)).toBeUndefined();
    expect(server.embedTokenInfo(`${token}x`)).toBeUndefined();
    expect(server.embedTokenInfo('')).toBeUndefined();
    expect(server.embedTokenInfo(42 as never)).toBeUndefined();
  });

  it('refuses a clock that is not a function; a clock that returns no time fails the request that read it (500)', async () => {
    await expect(startFakePlatformServer({ now: 5 as never })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    const server = await start({ now: () => Number.NaN });
    const { status, body } = await json(server, 'POST', GENERATE, { body: { deploymentId: 42, externalId: 'alice' } });
    expect(status).toBe(500);
    expect(body.message).toMatch(/now\(\)/);
  });
});
