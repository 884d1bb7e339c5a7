/**
 * The rules the fake platform server holds a session request to (`POST
 * /api/v1/embed/generate-session`, the reference's generate-session page): written from the
 * reference for the server side, not taken from the client, so that a client test against the
 * fake shows the service refusing what the client let through.
 *
 * @module
 */

import type { components } from '../../api/platform-paths.js';
import { expected, isPlainObject } from '../../internal/describe.js';
import { badRequest } from './platform-refusal.js';

/** A session request, as `openapi/platform.yaml` types it. */
export type GenerateSessionRequest = components['schemas']['GenerateSession'];

/** The fields only an external viewer's session carries: an internal user's own permissions apply. */
const EXTERNAL_ONLY = ['roles', 'groups', 'userAttributes', 'securityContext'] as const;
const TENANT_NAME = /^[a-z][a-z0-9-]{0,34}[a-z0-9]$/;

/** The reference treats `null` as a field left out. */
const given = (value: unknown) => value !== undefined && value !== null;

/**
 * The session request in `body`, checked.
 *
 * @throws `FakeRefusal` 400 naming the first field that breaks a rule: `deploymentId`
 * missing or not a number; not exactly one of `externalId` and `internalId`; `roles`, `groups`,
 * `userAttributes` or `securityContext` with `internalId`; `tenantGroups` without
 * `creatorMode: true` and `embedTenantName`; a field of the wrong type.
 */
export function checkSessionRequest(body: Readonly<Record<string, unknown>> | undefined): GenerateSessionRequest {
  if (body === undefined) throw badRequest(expected('the body', 'a JSON object with deploymentId', body));
  const { deploymentId, creatorMode, embedTenantName, tenantGroups } = body;
  if (typeof deploymentId !== 'number' || !Number.isFinite(deploymentId))
    throw badRequest(expected('deploymentId', 'a number (it is required)', deploymentId));
  const identities = (['externalId', 'internalId'] as const).filter((key) => given(body[key]));
  if (identities.length !== 1)
    throw badRequest(
      `externalId: expected exactly one of externalId and internalId, got ${identities.length === 0 ? 'neither' : 'both'}`,
    );
  const identity = identities[0]!;
  if (typeof body[identity] !== 'string' || body[identity] === '')
    throw badRequest(expected(identity, 'a non-empty string', body[identity]));
  if (identity === 'internalId') {
    for (const key of EXTERNAL_ONLY)
      if (given(body[key]))
        throw badRequest(
          expected(key, "nothing with internalId (the internal user's own permissions apply)", body[key]),
        );
  }
  for (const key of ['groups', 'roles', 'tenantGroups']) {
    const names = body[key];
    if (given(names) && !(Array.isArray(names) && names.every((name) => typeof name === 'string')))
      throw badRequest(expected(key, 'an array of strings', names));
  }
  if (given(embedTenantName) && !(typeof embedTenantName === 'string' && TENANT_NAME.test(embedTenantName)))
    throw badRequest(
      expected(
        'embedTenantName',
        'lowercase letters, digits and "-", 2 to 36, starting with a letter, not ending with "-"',
        embedTenantName,
      ),
    );
  if (Array.isArray(tenantGroups) && tenantGroups.length > 0 && (creatorMode !== true || !given(embedTenantName)))
    throw badRequest(expected('tenantGroups', 'none without creatorMode: true and an embedTenantName', tenantGroups));
  if (given(creatorMode) && typeof creatorMode !== 'boolean')
    throw badRequest(expected('creatorMode', 'a boolean', creatorMode));
  const attributes = body.userAttributes;
  if (
    given(attributes) &&
    !(
      Array.isArray(attributes) &&
      attributes.every((item) => isPlainObject(item) && typeof item.name === 'string' && item.name !== '')
    )
  )
    throw badRequest(expected('userAttributes', 'an array of { name, value } with non-empty names', attributes));
  for (const key of ['securityContext', 'settings', 'embedTheme', 'userProfile', 'embedTenantProfile']) {
    if (given(body[key]) && !isPlainObject(body[key])) throw badRequest(expected(key, 'an object', body[key]));
  }
  return body as GenerateSessionRequest;
}
