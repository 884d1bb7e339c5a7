/**
 * The rules the fake platform server holds a session request to, written from the reference:
 * a deploymentId; exactly one of externalId and internalId; nothing of an external viewer's with
 * an internal user; tenant groups only in creator mode with a tenant name; each field of its
 * type; null as a field left out. Each refusal a 400 naming the first field that breaks a rule.
 */
import { describe, expect, it } from 'vitest';
import { FakeRefusal } from '../../../src/testing/servers/platform-refusal.js';
import { checkSessionRequest } from '../../../src/testing/servers/platform-session-rules.js';

/** The 400 message of a request the rules refuse. */
function refused(body: Record<string, unknown> | undefined): string {
  try {
    checkSessionRequest(body);
  } catch (error) {
    expect(error).toBeInstanceOf(FakeRefusal);
    expect((error as FakeRefusal).status).toBe(400);
    return (error as FakeRefusal).message;
  }
  throw new Error('accepted');
}

describe('checkSessionRequest', () => {
  it('accepts an external viewer with everything an external viewer may carry, and returns it as given', () => {
    const body = {
      deploymentId: 42,
      externalId: 'jane@example.com',
      roles: ['viewer'],
      groups: ['emea'],
      userAttributes: [{ name: 'region', value: 'EMEA' }],
      securityContext: { tenant: 'acme' },
      creatorMode: true,
      embedTenantName: 'acme-eu',
      tenantGroups: ['analysts'],
      embedTheme: { primaryColor: '#7c5cff' },
    };
    expect(checkSessionRequest(body)).toBe(body);
  });

  it('accepts an internal user alone, and null as a field left out', () => {
    expect(
      checkSessionRequest({ deploymentId: 1, internalId: 'ada@example.com', roles: null, externalId: null }),
    ).toBeDefined();
  });

  it('needs a body and a numeric deploymentId', () => {
    expect(refused(undefined)).toMatch(/^the body: expected a JSON object with deploymentId/);
    expect(refused({ externalId: 'x' })).toMatch(/^deploymentId: expected a number \(it is required\)/);
    expect(refused({ deploymentId: '42', externalId: 'x' })).toMatch(/^deploymentId: /);
    expect(refused({ deploymentId: Number.NaN, externalId: 'x' })).toMatch(/^deploymentId: /);
  });

  it('needs exactly one identity, a non-empty string', () => {
    expect(refused({ deploymentId: 42 })).toBe(
      'externalId: expected exactly one of externalId and internalId, got neither',
    );
    expect(refused({ deploymentId: 42, externalId: 'a', internalId: 'b' })).toBe(
      'externalId: expected exactly one of externalId and internalId, got both',
    );
    expect(refused({ deploymentId: 42, externalId: '' })).toMatch(/^externalId: expected a non-empty string/);
    expect(refused({ deploymentId: 42, internalId: 7 })).toMatch(/^internalId: expected a non-empty string/);
  });

  it('an internal user carries no roles, groups, attributes or security context', () => {
    for (const key of ['roles', 'groups', 'userAttributes', 'securityContext']) {
      expect(refused({ deploymentId: 42, internalId: 'ada', [key]: key === 'securityContext' ? {} : [] }), key).toMatch(
        new RegExp(`^${key}: expected nothing with internalId`),
      );
    }
  });

  it('tenant groups only in creator mode with a tenant name, the name lowercase of 2 to 36', () => {
    expect(refused({ deploymentId: 42, externalId: 'x', tenantGroups: ['a'] })).toMatch(
      /^tenantGroups: expected none without creatorMode: true and an embedTenantName/,
    );
    expect(refused({ deploymentId: 42, externalId: 'x', tenantGroups: ['a'], creatorMode: true })).toMatch(
      /^tenantGroups: /,
    );
    expect(
      checkSessionRequest({ deploymentId: 42, externalId: 'x', tenantGroups: [], creatorMode: false }),
    ).toBeDefined();
    for (const name of ['A', 'acme-', '1acme', 'a', `a${'b'.repeat(36)}`, 'acme_eu'])
      expect(refused({ deploymentId: 42, externalId: 'x', embedTenantName: name }), name).toMatch(/^embedTenantName: /);
  });

  it('each field of its type', () => {
    expect(refused({ deploymentId: 42, externalId: 'x', roles: 'viewer' })).toMatch(
      /^roles: expected an array of strings/,
    );
    expect(refused({ deploymentId: 42, externalId: 'x', groups: [1] })).toMatch(
      /^groups: expected an array of strings/,
    );
    expect(refused({ deploymentId: 42, externalId: 'x', creatorMode: 'yes' })).toMatch(
      /^creatorMode: expected a boolean/,
    );
    expect(refused({ deploymentId: 42, externalId: 'x', userAttributes: [{ value: 1 }] })).toMatch(
      /^userAttributes: expected an array of \{ name, value \}/,
    );
    for (const key of ['securityContext', 'settings', 'embedTheme', 'userProfile', 'embedTenantProfile'])
      expect(refused({ deploymentId: 42, externalId: 'x', [key]: [] }), key).toMatch(
        new RegExp(`^${key}: expected an object`),
      );
  });
});
