/**
 * client.embed: generate-session with the reference's rules checked before anything is sent,
 * revoke, and sessionUrl — which checks the URL it will build before it spends a session.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { GenerateSessionInput } from '../../src/api/index.js';
import { expectApiError } from '../support/expect-api-error.js';
import { newerReference } from '../support/newer-reference.js';
import { json } from './fake-fetch.js';
import { BASE, scriptedClient } from './scripted-client.js';

const SESSION = '0123456789abcdef0123456789abcdef';

describe('embed.generateSession', () => {
  it('POSTs the request as given and resolves with the session; never retried', async () => {
    const { api, fake, time } = scriptedClient([json(200, { sessionId: SESSION })]);
    const input: GenerateSessionInput = {
      deploymentId: 42,
      externalId: 'alice',
      userAttributes: [{ name: 'city', value: 'Paris' }],
      groups: ['sales'],
      settings: { allowAi: false },
    };
    expect(await time.run(api.embed.generateSession(input))).toEqual({ sessionId: SESSION });
    expect(fake.sent.map(({ method, url, body }) => ({ method, url, body: JSON.parse(body) }))).toEqual([
      { method: 'POST', url: `${BASE}/api/v1/embed/generate-session`, body: input },
    ]);
    const failing = scriptedClient([json(503, {}), json(200, { sessionId: SESSION })]);
    await expectApiError(failing.time.run(failing.api.embed.generateSession(input)), 'SERVER_ERROR');
    expect(failing.fake.sent).toHaveLength(1);
  });

  it.each<[string, unknown, RegExp]>([
    ['no deployment', { externalId: 'a' }, /^deploymentId: expected a deployment id/],
    ['neither id', { deploymentId: 1 }, /^input: expected exactly one of externalId .* got "neither"/],
    ['both ids', { deploymentId: 1, externalId: 'a', internalId: 'b@example.com' }, /got "both"/],
    ['an empty id', { deploymentId: 1, externalId: '' }, /^input.externalId: expected a non-empty string, got ""/],
    ['a numeric id', { deploymentId: 1, externalId: 7 }, /^input.externalId: expected a non-empty string, got 7/],
    [
      'roles with internalId',
      { deploymentId: 1, internalId: 'b@example.com', roles: ['admin'] },
      /^input.roles: expected none with internalId/,
    ],
    [
      'userAttributes with internalId',
      { deploymentId: 1, internalId: 'b@example.com', userAttributes: [] },
      /^input.userAttributes: expected none with internalId/,
    ],
    [
      'securityContext with internalId',
      { deploymentId: 1, internalId: 'b@example.com', securityContext: {} },
      /^input.securityContext/,
    ],
    [
      'tenantGroups without creator mode',
      { deploymentId: 1, externalId: 'a', tenantGroups: ['g'], embedTenantName: 'acme' },
      /^input.tenantGroups: expected none without creatorMode/,
    ],
    ['a bad tenant name', { deploymentId: 1, externalId: 'a', embedTenantName: 'Acme_Corp' }, /^input.embedTenantName/],
    [
      'groups that are not names',
      { deploymentId: 1, externalId: 'a', groups: 'sales' },
      /^input.groups: expected an array of non-empty strings/,
    ],
    [
      'an attribute without a name',
      { deploymentId: 1, externalId: 'a', userAttributes: [{ value: 1 }] },
      /^input.userAttributes\[0\]\.name: expected a non-empty string/,
    ],
    [
      'an attribute value of no type the call takes',
      { deploymentId: 1, externalId: 'a', userAttributes: [{ name: 'r', value: { tier: 1 } }] },
      /^input.userAttributes\[0\]\.value: expected a string, a number, a boolean, an array of strings or of numbers, or null, got/,
    ],
    [
      'a security context that is not an object',
      { deploymentId: 1, externalId: 'a', securityContext: [] },
      /^input.securityContext: expected an object/,
    ],
  ])('refuses %s with INVALID_REQUEST, nothing sent', async (_name, input, message) => {
    const { api, fake } = scriptedClient([json(200, { sessionId: SESSION })]);
    expect(
      (await expectApiError(api.embed.generateSession(input as GenerateSessionInput), 'INVALID_REQUEST')).message,
    ).toMatch(message);
    expect(fake.sent).toHaveLength(0);
  });

  it('sends the newer reference’s session call as it is: attribute values of every type, the session’s timezone', async () => {
    const { api, fake, time } = scriptedClient([json(200, { sessionId: SESSION })]);
    const input = newerReference('generate-session.json') as GenerateSessionInput;
    await time.run(api.embed.generateSession(input));
    expect(JSON.parse(fake.sent[0]!.body)).toEqual(input);
  });

  it('sends user attribute values of every type the call takes, as they are', async () => {
    const { api, fake, time } = scriptedClient([json(200, { sessionId: SESSION })]);
    const userAttributes = [
      { name: 'region', value: 'west' },
      { name: 'level', value: 3 },
      { name: 'manager', value: false },
      { name: 'regions', value: ['west', 'east'] },
      { name: 'accounts', value: [7, 9] },
      { name: 'cleared', value: null },
    ];
    await time.run(api.embed.generateSession({ deploymentId: 1, externalId: 'a', userAttributes }));
    expect(JSON.parse(fake.sent[0]!.body).userAttributes).toEqual(userAttributes);
  });

  it('accepts creator mode with a tenant and its groups', async () => {
    const { api, time } = scriptedClient([json(200, { sessionId: SESSION })]);
    const input = {
      deploymentId: 1,
      externalId: 'a',
      creatorMode: true,
      embedTenantName: 'acme-corp',
      tenantGroups: ['editors'],
    };
    expect(await time.run(api.embed.generateSession(input))).toEqual({ sessionId: SESSION });
  });

  it('an answer without a usable sessionId is INVALID_RESPONSE; embedding turned off is FORBIDDEN', async () => {
    for (const body of [{}, { sessionId: '' }, { sessionId: 'a b' }, []]) {
      const { api, time } = scriptedClient([json(200, body)]);
      await expectApiError(
        time.run(api.embed.generateSession({ deploymentId: 1, externalId: 'a' })),
        'INVALID_RESPONSE',
      );
    }
    const { api, time } = scriptedClient([json(403, { message: 'Embedding is not enabled' })]);
    await expectApiError(time.run(api.embed.generateSession({ deploymentId: 1, externalId: 'a' })), 'FORBIDDEN');
  });

  it('types the reference’s rules', () => {
    expectTypeOf<{ deploymentId: 1; externalId: 'a' }>().toMatchTypeOf<GenerateSessionInput>();
    expectTypeOf<{
      deploymentId: 1;
      internalId: 'a@example.com';
      settings: { locale: 'fr' };
    }>().toMatchTypeOf<GenerateSessionInput>();
    expectTypeOf<{ deploymentId: 1; internalId: 'a'; roles: string[] }>().not.toMatchTypeOf<GenerateSessionInput>();
    expectTypeOf<{ deploymentId: 1; internalId: 'a'; externalId: 'b' }>().not.toMatchTypeOf<GenerateSessionInput>();
    expectTypeOf<{ externalId: 'a' }>().not.toMatchTypeOf<GenerateSessionInput>();
    expectTypeOf<{ deploymentId: 1 }>().not.toMatchTypeOf<GenerateSessionInput>();
  });
});

describe('embed.revokeSession', () => {
  it('POSTs the id; refuses one that is not 32 hexadecimal characters, nothing sent', async () => {
    const { api, fake, time } = scriptedClient([json(204, null)]);
    expect(await time.run(api.embed.revokeSession(SESSION))).toBeUndefined();
    expect(fake.sent[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/v1/embed/session/revoke`,
      body: JSON.stringify({ sessionId: SESSION }),
    });
    for (const id of ['', SESSION.toUpperCase(), `${SESSION}0`, '../x'])
      await expectApiError(api.embed.revokeSession(id), 'INVALID_REQUEST');
    expect(fake.sent).toHaveLength(1);
  });
});

describe('embed.sessionUrl', () => {
  it('generates a session and builds the surface’s URL under the client’s baseUrl; the target stays out of the request', async () => {
    const { api, fake, time } = scriptedClient([json(200, { sessionId: SESSION })]);
    const url = await time.run(
      api.embed.sessionUrl({
        deploymentId: 42,
        externalId: 'alice',
        surface: 'dashboard',
        publicId: 'q3Sales0AbCd',
        params: { allowExport: true },
      }),
    );
    expect(url).toBe(`${BASE}/embed/dashboard/q3Sales0AbCd?session=${SESSION}&allowExport=true`);
    expect(JSON.parse(fake.sent[0]?.body ?? '')).toEqual({ deploymentId: 42, externalId: 'alice' });
    const app = scriptedClient([json(200, { sessionId: SESSION })]);
    expect(
      await app.time.run(
        app.api.embed.sessionUrl({ deploymentId: 42, externalId: 'alice', creatorMode: true, surface: 'app' }),
      ),
    ).toBe(`${BASE}/embed/d/42/app?session=${SESSION}`);
  });

  it('builds the URL under embedBaseUrl when the client has one; the session is still generated at baseUrl', async () => {
    const { api, fake, time } = scriptedClient([json(200, { sessionId: SESSION })], {
      embedBaseUrl: 'https://embed.acme.example.com/analytics/',
    });
    const url = await time.run(api.embed.sessionUrl({ deploymentId: 42, externalId: 'alice', surface: 'chat' }));
    expect(url).toBe(`https://embed.acme.example.com/analytics/embed/chat?sessionId=${SESSION}`);
    expect(fake.sent[0]?.url).toBe(`${BASE}/api/v1/embed/generate-session`);
  });

  it('refuses a URL it cannot build before a session is spent', async () => {
    const { api, fake } = scriptedClient([json(200, { sessionId: SESSION })]);
    const error = await expectApiError(
      api.embed.sessionUrl({ deploymentId: 42, externalId: 'alice', surface: 'dashboard', publicId: '..' }),
      'INVALID_REQUEST',
    );
    expect(error.message).toMatch(/publicId/);
    expect(error.cause).toMatchObject({ code: 'INVALID_OPTIONS' });
    await expectApiError(
      api.embed.sessionUrl({
        deploymentId: 42,
        externalId: 'alice',
        surface: 'chat',
        params: { allowExport: true } as never,
      }),
      'INVALID_REQUEST',
    );
    await expectApiError(
      api.embed.sessionUrl({ deploymentId: 42, externalId: 'alice', surface: 'report' } as never),
      'INVALID_REQUEST',
    );
    expect(fake.sent).toHaveLength(0);
  });
});
