/**
 * `client.embed`: signed embedding's server half (the reference's generate-session page) — a
 * one-time session for a viewer, its revocation, and the embed URL that redeems it — with the
 * reference's rules checked before anything is sent.
 *
 * @module
 */

import { EmbedError } from '../errors.js';
import { ApiError } from '../http/api-error.js';
import { isVisibleAscii } from '../http/credential.js';
import { refuseApiRequest } from '../http/refuse.js';
import { ownOptions } from '../internal/checks.js';
import { isPlainObject } from '../internal/describe.js';
import { checkUserAttributes } from '../internal/user-attributes.js';
import {
  type AppUrlParams,
  type ChatUrlParams,
  type DashboardUrlParams,
  type EmbedUrlOptions,
  embedUrl,
} from '../protocol/embed-url.js';
import { checkDeploymentId } from './dbt-sync-api.js';
import { callSignal } from './options.js';
import type { components } from './platform-paths.js';

type GenerateSessionBody = components['schemas']['GenerateSession'];

/** The fields a session for an internal user may not carry: the user's own permissions apply. */
type ExternalOnly = 'roles' | 'groups' | 'userAttributes' | 'securityContext';

/**
 * A session request (`POST /api/v1/embed/generate-session`): the deployment, and who the viewer
 * is — an external user (`externalId`, created or updated by the service, with the groups,
 * attributes, roles and security context given here) or an existing internal user
 * (`internalId`, the user's email, whose own permissions apply: none of those four allowed).
 * `tenantGroups` needs `creatorMode: true` and `embedTenantName`.
 */
export type GenerateSessionInput = Omit<
  GenerateSessionBody,
  'externalId' | 'internalId' | 'deploymentId' | 'groupDefinitions'
> & {
  /** The deployment the session opens. */
  deploymentId: number;
} & (
    | {
        /** Your id of the viewer: the service creates or updates this external user. */
        externalId: string;
        /** Not with `externalId`. */
        internalId?: never;
      }
    | ({
        /** The email of an existing internal user. */
        internalId: string;
        /** Not with `internalId`. */
        externalId?: never;
      } & { [K in ExternalOnly]?: never })
  );

/** A generated session: redeemable once, within 5 minutes. */
export type GenerateSessionResponse = components['schemas']['GenerateSessionResponse'];

/** What `sessionUrl` adds to a session request: the surface to open, and its URL switches. */
export type SessionUrlTarget =
  | {
      /** A dashboard. */
      surface: 'dashboard';
      /** The dashboard's public id. */
      publicId: string;
      /** The dashboard's URL switches and filters. */
      params?: DashboardUrlParams;
    }
  | {
      /** The app of the session's deployment. */
      surface: 'app';
      /** The app's URL switches. */
      params?: AppUrlParams;
    }
  | {
      /** The chat. */
      surface: 'chat';
      /** The chat's URL switches. */
      params?: ChatUrlParams;
    };

/** Signed embedding, server side: sessions and their URLs. Call it from your server only: it needs an admin credential. */
export interface EmbedApi {
  /**
   * Generates a one-time session for a viewer (`POST /api/v1/embed/generate-session`, never
   * retried). The session is valid 5 minutes and redeemable once: generate one per page load.
   *
   * @throws {@link ApiError} `INVALID_REQUEST` naming the field, nothing sent, for input the
   * reference refuses: no `deploymentId`; neither or both of `externalId` and `internalId`;
   * `roles`, `groups`, `userAttributes` or `securityContext` with `internalId`; `tenantGroups`
   * without `creatorMode: true` and `embedTenantName`; an `embedTenantName` that is not 2–36
   * lowercase letters, digits and `-` starting with a letter; an attribute without a name.
   * Then an HTTP error's code (`FORBIDDEN` when embedding is not enabled), or
   * `INVALID_RESPONSE` without a `sessionId`.
   */
  generateSession(input: GenerateSessionInput, options?: { signal?: AbortSignal }): Promise<GenerateSessionResponse>;
  /**
   * Ends a session, or the embed token it was redeemed for (`POST /api/v1/embed/session/revoke`;
   * revoking twice is fine) — from your logout handler, say.
   *
   * @throws {@link ApiError} `INVALID_REQUEST` for an id that is not 32 hexadecimal characters
   * (nothing sent), or an HTTP error's code.
   */
  revokeSession(sessionId: string, options?: { signal?: AbortSignal }): Promise<void>;
  /**
   * Generates a session and builds the URL that opens `surface` with it, under the client's
   * `embedBaseUrl` (default: its `baseUrl`; see `embedUrl`): what a page's backend answers its
   * frame with. The URL options
   * are checked first: nothing is generated for a URL that cannot be built.
   *
   * @example
   * ```ts
   * const url = await api.embed.sessionUrl({ deploymentId: 42, externalId: user.id, surface: 'dashboard', publicId: 'q3Sales0AbCd', params: { allowExport: true } });
   * ```
   * @throws {@link ApiError} what {@link EmbedApi.generateSession} throws; `INVALID_REQUEST`
   * for a surface, id or URL switch `embedUrl` refuses (its `EmbedError` as `cause`).
   */
  sessionUrl(input: GenerateSessionInput & SessionUrlTarget, options?: { signal?: AbortSignal }): Promise<string>;
}

/** What the embed API calls of its client. @internal */
export interface EmbedTransport {
  call(method: string, path: string, init: unknown): Promise<{ data: unknown }>;
  /** The base of the URLs `sessionUrl` builds: the client's `embedBaseUrl`, else its `baseUrl`. */
  readonly embedBaseUrl: string;
}

const TENANT_NAME = /^[a-z][a-z0-9-]{0,34}[a-z0-9]$/;
const SESSION_ID = /^[0-9a-f]{32}$/;
const EXTERNAL_ONLY: readonly ExternalOnly[] = ['roles', 'groups', 'userAttributes', 'securityContext'];
/** What `sessionUrl` takes besides the session request. */
const TARGET_KEYS = ['surface', 'publicId', 'params'];

const given = (value: unknown) => value !== undefined && value !== null;

/** An array of non-empty strings, or absent. */
function checkNames(body: Record<string, unknown>, key: string): void {
  const value = body[key];
  if (given(value) && !(Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '')))
    refuseApiRequest(`input.${key}`, 'an array of non-empty strings', value);
}

/** Checks a session request against the reference's rules; returns the body to send. */
function checkSessionInput(input: unknown): Record<string, unknown> {
  const body = { ...ownOptions(input, 'input', refuseApiRequest) };
  body.deploymentId = checkDeploymentId(body.deploymentId);
  const identities = (['externalId', 'internalId'] as const).filter((key) => given(body[key]));
  if (identities.length !== 1)
    refuseApiRequest(
      'input',
      "exactly one of externalId (an external viewer) and internalId (an internal user's email)",
      identities.length === 0 ? 'neither' : 'both',
    );
  const identity = identities[0] as 'externalId' | 'internalId';
  if (typeof body[identity] !== 'string' || body[identity] === '')
    refuseApiRequest(`input.${identity}`, 'a non-empty string', body[identity]);
  if (identity === 'internalId') {
    for (const key of EXTERNAL_ONLY) {
      if (given(body[key]))
        refuseApiRequest(`input.${key}`, "none with internalId (the internal user's own permissions apply)", body[key]);
    }
  }
  for (const key of ['groups', 'roles', 'tenantGroups']) checkNames(body, key);
  if (
    given(body.embedTenantName) &&
    !(typeof body.embedTenantName === 'string' && TENANT_NAME.test(body.embedTenantName))
  )
    refuseApiRequest(
      'input.embedTenantName',
      'a tenant name: lowercase letters, digits and "-", 2 to 36, starting with a letter and not ending with "-"',
      body.embedTenantName,
    );
  if (
    Array.isArray(body.tenantGroups) &&
    body.tenantGroups.length > 0 &&
    (body.creatorMode !== true || !given(body.embedTenantName))
  )
    refuseApiRequest(
      'input.tenantGroups',
      'none without creatorMode: true and an embedTenantName (tenant groups belong to an embed tenant)',
      body.tenantGroups,
    );
  if (given(body.userAttributes)) checkUserAttributes(body.userAttributes, 'input.userAttributes', refuseApiRequest);
  if (given(body.securityContext) && !isPlainObject(body.securityContext))
    refuseApiRequest('input.securityContext', 'an object', body.securityContext);
  return body;
}

/** The embed API over `client`'s calls. @internal */
export function createEmbedApi(client: EmbedTransport): EmbedApi {
  const api: EmbedApi = {
    async generateSession(input, options) {
      const body = checkSessionInput(input);
      const { data } = await client.call('POST', '/api/v1/embed/generate-session', { body, ...callSignal(options) });
      const sessionId = isPlainObject(data) ? data.sessionId : undefined;
      // It goes into a URL: printable ASCII only (the reference's are 32 hexadecimal characters).
      if (!isVisibleAscii(sessionId))
        throw new ApiError(
          'INVALID_RESPONSE',
          `The session generated for deployment ${body.deploymentId as number} has no usable sessionId`,
          { body: data },
        );
      return { sessionId };
    },
    async revokeSession(sessionId, options) {
      if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId))
        refuseApiRequest('sessionId', 'a session id (32 hexadecimal characters)', sessionId);
      await client.call('POST', '/api/v1/embed/session/revoke', { body: { sessionId }, ...callSignal(options) });
    },
    async sessionUrl(input, options) {
      const own = ownOptions(input, 'input', refuseApiRequest);
      const session: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(own)) if (!TARGET_KEYS.includes(key)) session[key] = value;
      const deploymentId = checkDeploymentId(own.deploymentId);
      const target = (sessionId: string) =>
        ({
          baseUrl: client.embedBaseUrl,
          surface: own.surface,
          publicId: own.publicId,
          deploymentId,
          sessionId,
          params: own.params,
        }) as EmbedUrlOptions;
      // The URL is built once with a stand-in session first: a refusal comes before a session is spent.
      urlOrRefusal(target('0'.repeat(32)));
      const { sessionId } = await api.generateSession(session as GenerateSessionInput, options);
      return urlOrRefusal(target(sessionId));
    },
  };
  return api;
}

/** `embedUrl(options)`, its refusal as the management client's `INVALID_REQUEST`. */
function urlOrRefusal(options: EmbedUrlOptions): string {
  try {
    return embedUrl(options);
  } catch (error) {
    if (error instanceof EmbedError) throw new ApiError('INVALID_REQUEST', error.message, { cause: error });
    throw error;
  }
}
