/**
 * The fake chat server's authentication, both methods of the spec: an API key with
 * sessionSettings naming the user (checked by the client's own rules), or a token whose claims
 * name the user (its scope holding chat); tokens made with fakeChatToken; messages never holding
 * the key or the token.
 */
import { describe, expect, it } from 'vitest';
import {
  authenticate,
  FAKE_CHAT_API_KEY,
  FAKE_CHAT_TOKEN,
  fakeChatToken,
  sessionSettingsProblem,
} from '../../../src/testing/servers/chat-auth.js';

const options = { apiKey: FAKE_CHAT_API_KEY, token: undefined, internalUsers: undefined };
const withKey = { authorization: `Api-Key ${FAKE_CHAT_API_KEY}` };

describe('fakeChatToken', () => {
  it('is an unsigned JWT with the claims, scope chat by default', () => {
    const token = fakeChatToken({ externalId: 'alice' });
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'none', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({ scope: ['chat'], externalId: 'alice' });
    expect(signature).toBe('');
    expect(fakeChatToken({ externalId: 'test-user', email: 'test-user@example.com' })).toBe(FAKE_CHAT_TOKEN);
  });
});

describe('authenticate with an API key', () => {
  it('names the external or internal user of sessionSettings, one owner for one person', () => {
    expect(authenticate(withKey, { externalId: 'alice', email: 'a@example.com' }, options)).toEqual({
      user: { method: 'api-key', externalId: 'alice', email: 'a@example.com', owner: 'external:alice' },
    });
    expect(authenticate(withKey, { internalId: 'Ada@Example.com' }, options)).toEqual({
      user: { method: 'api-key', internalId: 'Ada@Example.com', owner: 'internal:ada@example.com' },
    });
  });

  it('refuses another key, another scheme, no settings, or not exactly one user field', () => {
    expect(authenticate({ authorization: 'Api-Key wrong' }, { externalId: 'a' }, options)).toEqual({
      denied: 'Invalid API key',
    });
    expect(authenticate({ authorization: `Bearer ${FAKE_CHAT_API_KEY}` }, { externalId: 'a' }, options)).toEqual({
      denied: 'Unsupported Authorization header: expected "Api-Key <key>"',
    });
    expect(authenticate(withKey, { externalId: 'a' }, { ...options, apiKey: false })).toEqual({
      denied: 'Invalid API key',
    });
    expect(authenticate(withKey, undefined, options)).toEqual({
      denied: 'sessionSettings is required with API key authentication',
    });
    expect(authenticate(withKey, { externalId: 'a', internalId: 'b' }, options)).toEqual({
      denied: 'sessionSettings must name the user with exactly one of externalId and internalId',
    });
  });

  it('settings that break the rules are a 400; an internal user not known is denied', () => {
    expect(authenticate(withKey, { externalId: 'Not Lowercase' }, options)).toEqual({
      badRequest: expect.stringContaining('externalId'),
    });
    expect(sessionSettingsProblem({ externalId: 'alice' })).toBeUndefined();
    expect(sessionSettingsProblem({ externalId: 'Alice' })).toEqual(expect.any(String));
    expect(
      authenticate(withKey, { internalId: 'eve@example.com' }, { ...options, internalUsers: ['ada@example.com'] }),
    ).toEqual({
      denied: 'internalId must be an existing internal user',
    });
  });
});

describe('authenticate with a token', () => {
  const header = (token: string) => ({ 'x-platform-auth-token': token });

  it('names the external user of its claims, lower-cased; sub when there is no externalId', () => {
    expect(
      authenticate(header(fakeChatToken({ externalId: 'Alice', email: 'a@example.com' })), undefined, options),
    ).toEqual({
      user: { method: 'token', externalId: 'alice', email: 'a@example.com', owner: 'external:alice' },
    });
    expect(authenticate(header(fakeChatToken({ sub: 'bob' })), undefined, options)).toMatchObject({
      user: { externalId: 'bob' },
    });
  });

  it('refuses a token without a user or the chat scope, one that is no JWT, or one the policy refuses', () => {
    expect(authenticate(header(fakeChatToken({})), undefined, options)).toEqual({
      denied: 'Token has neither an externalId nor a sub claim',
    });
    expect(authenticate(header(fakeChatToken({ externalId: 'a', scope: ['read'] })), undefined, options)).toEqual({
      denied: 'Token scope must include "chat"',
    });
    expect(authenticate(header('not-a-jwt'), undefined, options)).toEqual({
      denied: 'Invalid token for this deployment',
    });
    expect(authenticate(header(FAKE_CHAT_TOKEN), undefined, { ...options, token: 'another' })).toEqual({
      denied: 'Invalid token for this deployment',
    });
    expect(authenticate(header(FAKE_CHAT_TOKEN), undefined, { ...options, token: [FAKE_CHAT_TOKEN] })).toMatchObject({
      user: { externalId: 'test-user' },
    });
    expect(authenticate(header(FAKE_CHAT_TOKEN), undefined, { ...options, token: () => false })).toEqual({
      denied: 'Invalid token for this deployment',
    });
    expect(authenticate(header(FAKE_CHAT_TOKEN), undefined, { ...options, token: false })).toEqual({
      denied: 'Token authentication is not enabled for this deployment',
    });
  });

  it('Authorization wins when both are sent; neither is a request for credentials', () => {
    expect(authenticate({ ...withKey, ...header(FAKE_CHAT_TOKEN) }, { externalId: 'alice' }, options)).toMatchObject({
      user: { method: 'api-key' },
    });
    expect(authenticate({}, undefined, options)).toEqual({
      denied: 'Authentication required: send "Authorization: Api-Key <key>" or "X-Platform-Auth-Token: <JWT>"',
    });
  });

  it('no message holds the key or the token', () => {
    const results = [
      authenticate({ authorization: 'Api-Key wrong-key-0123456789' }, {}, options),
      authenticate(header('wrong.token.here'), undefined, options),
      authenticate(header(FAKE_CHAT_TOKEN), undefined, { ...options, token: 'x' }),
    ];
    for (const result of results) expect(JSON.stringify(result)).not.toMatch(/wrong-key|wrong\.token|eyJ/);
  });
});
