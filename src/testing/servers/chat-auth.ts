/// <reference types="node" />
/**
 * Authentication of the fake chat server, both methods of the spec: `Authorization: Api-Key
 * <key>` with `sessionSettings` naming the user, and `X-Platform-Auth-Token: <JWT>` whose
 * claims name the user. Also {@link fakeChatToken}, to make tokens for tests.
 *
 * @module
 */

import { checkSessionSettings } from '../../chat/request.js';
import { isRecord } from '../../internal/is-record.js';

/** The API key the fake chat server accepts unless told otherwise. */
export const FAKE_CHAT_API_KEY = 'test-api-key';

/**
 * A token the fake chat server accepts by default: an unsigned JWT for the external user
 * `test-user` (`email` `test-user@example.com`, `scope` `['chat']`), as {@link fakeChatToken}
 * makes it:
 * `fakeChatToken({ externalId: 'test-user', email: 'test-user@example.com' })`.
 */
export const FAKE_CHAT_TOKEN =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzY29wZSI6WyJjaGF0Il0sImV4dGVybmFsSWQiOiJ0ZXN0LXVzZXIiLCJlbWFpbCI6InRlc3QtdXNlckBleGFtcGxlLmNvbSJ9.';

/** The claims of a chat token (spec 5.2); any other claim joins the security context. */
export interface FakeChatTokenClaims {
  /** The external user; lower-cased by the service. Required unless `sub` is given. */
  externalId?: string;
  /** Used when `externalId` is absent. */
  sub?: string;
  /** Must include `'chat'`. */
  scope?: string[];
  /** The user's email. */
  email?: string;
  [claim: string]: unknown;
}

/**
 * Makes an unsigned JWT (`alg: none`) with `claims`, for `X-Platform-Auth-Token` against the
 * fake chat server (which checks the claims, not a signature). Default claims:
 * `{ scope: ['chat'] }`, so pass at least `externalId` or `sub`.
 *
 * @example
 * ```ts
 * const token = fakeChatToken({ externalId: 'alice' });
 * await fetch(server.url, { method: 'POST', headers: { 'x-platform-auth-token': token }, body });
 * ```
 */
export function fakeChatToken(claims: FakeChatTokenClaims = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scope: ['chat'], ...claims })}.`;
}

/** Who made a request, once authenticated. */
export interface FakeChatUser {
  /** How: `'api-key'` or `'token'`. */
  method: 'api-key' | 'token';
  /** The external user (lower case), for an API key with `externalId` or any token. */
  externalId?: string;
  /** The internal user's email, for an API key with `internalId`. */
  internalId?: string;
  /** The email from `sessionSettings` or the token. */
  email?: string;
  /**
   * The user as a thread owner: `external:<externalId>` or `internal:<internalId>`. A token for
   * `alice` and an API key with `externalId: 'alice'` are the same user.
   */
  owner: string;
}

/** How the fake chat server checks tokens. */
export type TokenPolicy = string | readonly string[] | ((token: string) => boolean) | false;

/** What authentication needs from the server's options. */
export interface AuthOptions {
  apiKey: string | false;
  token: TokenPolicy | undefined;
  internalUsers: readonly string[] | undefined;
}

/** The outcome of {@link authenticate}: the user, a 400 (bad `sessionSettings`), or an authentication failure. */
export type AuthResult = { user: FakeChatUser } | { badRequest: string } | { denied: string };

/**
 * Authenticates a request by its headers, and for an API key by `sessionSettings` (`required`:
 * the stream endpoint; the abort endpoint accepts either user field). `Authorization` wins when
 * both headers are present. Messages never hold the key or the token.
 */
export function authenticate(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  sessionSettings: unknown,
  options: AuthOptions,
): AuthResult {
  const authorization = headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Api-Key +(\S+)\s*$/i.exec(authorization);
    if (!match) return { denied: 'Unsupported Authorization header: expected "Api-Key <key>"' };
    if (options.apiKey === false || match[1] !== options.apiKey) return { denied: 'Invalid API key' };
    return userOfSession(sessionSettings, options);
  }
  const token = headers['x-platform-auth-token'];
  if (typeof token === 'string') return userOfToken(token.trim(), options.token);
  return { denied: 'Authentication required: send "Authorization: Api-Key <key>" or "X-Platform-Auth-Token: <JWT>"' };
}

function userOfSession(settings: unknown, options: AuthOptions): AuthResult {
  if (settings === undefined || settings === null)
    return { denied: 'sessionSettings is required with API key authentication' };
  if (isRecord(settings) && (settings.externalId === undefined) === (settings.internalId === undefined)) {
    return { denied: 'sessionSettings must name the user with exactly one of externalId and internalId' };
  }
  const problem = sessionSettingsProblem(settings);
  if (problem) return { badRequest: problem };
  const { externalId, internalId, email } = settings as { externalId?: string; internalId?: string; email?: string };
  if (internalId !== undefined) {
    if (options.internalUsers && !options.internalUsers.includes(internalId))
      return { denied: 'internalId must be an existing internal user' };
    return {
      user: {
        method: 'api-key',
        internalId,
        ...(email === undefined ? {} : { email }),
        owner: `internal:${internalId.toLowerCase()}`,
      },
    };
  }
  return {
    user: {
      method: 'api-key',
      externalId: externalId!,
      ...(email === undefined ? {} : { email }),
      owner: `external:${externalId}`,
    },
  };
}

/**
 * Why `sessionSettings` breaks the rules of spec 2.4 (a 400), or `undefined`: the rules the
 * client checks before sending, the same code (src/chat/request.ts).
 */
export function sessionSettingsProblem(settings: unknown): string | undefined {
  try {
    checkSessionSettings(settings);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function userOfToken(token: string, policy: TokenPolicy | undefined): AuthResult {
  if (policy === false) return { denied: 'Token authentication is not enabled for this deployment' };
  const accepted =
    policy === undefined
      ? true
      : typeof policy === 'string'
        ? token === policy
        : typeof policy === 'function'
          ? policy(token) === true
          : policy.includes(token);
  const claims = accepted ? claimsOf(token) : undefined;
  if (!claims) return { denied: 'Invalid token for this deployment' };
  const id =
    typeof claims.externalId === 'string' && claims.externalId !== ''
      ? claims.externalId
      : typeof claims.sub === 'string' && claims.sub !== ''
        ? claims.sub
        : undefined;
  if (id === undefined) return { denied: 'Token has neither an externalId nor a sub claim' };
  if (!Array.isArray(claims.scope) || !claims.scope.includes('chat'))
    return { denied: 'Token scope must include "chat"' };
  const externalId = id.toLowerCase();
  return {
    user: {
      method: 'token',
      externalId,
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      owner: `external:${externalId}`,
    },
  };
}

/** The payload of a JWT (`header.payload.signature`, base64url), or `undefined`. */
function claimsOf(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[\w-]+$/.test(parts[0]!) || !/^[\w-]+$/.test(parts[1]!)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as unknown;
    return isRecord(payload) ? payload : undefined;
  } catch {
    return undefined;
  }
}
