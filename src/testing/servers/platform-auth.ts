/**
 * How the fake platform server authenticates a request: `Authorization: Bearer <token>` (spec
 * 5.1) or, when the server has an API key, `Authorization: Api-Key <key>` (the management
 * client's alternative). Each credential only under its own scheme: a key sent as a bearer token,
 * or the token sent as a key, authenticates nothing.
 *
 * @module
 */

/** The schemes of the `Authorization` header the fake platform server accepts. */
export type FakePlatformAuthScheme = 'Bearer' | 'Api-Key';

/** What the server accepts: its token, and its API key if it has one. */
export interface PlatformCredentials {
  readonly token: string;
  readonly apiKey: string | undefined;
}

/** The scheme that authenticates an `Authorization` header, or `undefined` when none does. */
export function authenticate(
  header: string | undefined,
  credentials: PlatformCredentials,
): FakePlatformAuthScheme | undefined {
  const match = /^(Bearer|Api-Key) +(\S+) *$/i.exec(header ?? '');
  if (!match) return undefined;
  const [, scheme, value] = match;
  if (scheme!.toLowerCase() === 'bearer') return value === credentials.token ? 'Bearer' : undefined;
  return credentials.apiKey !== undefined && value === credentials.apiKey ? 'Api-Key' : undefined;
}

/** The `WWW-Authenticate` challenges of a 401: the schemes the server would accept. */
export function challenges(credentials: PlatformCredentials): string {
  return credentials.apiKey === undefined ? 'Bearer' : 'Bearer, Api-Key';
}
