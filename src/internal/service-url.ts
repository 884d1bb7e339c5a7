/**
 * The URL of a service the SDK calls (the management API's base URL, a chat endpoint, the base
 * of an embed URL): the one rule of an absolute URL (`checkedUrl`, with its hints), what a
 * service's URL may not carry, and the ids that go into its path (a path segment, a deployment
 * id). Its own module: the host's entries, which build no service URL, carry none of it.
 *
 * @module
 * @internal
 */

import { checkedUrl, type Refuse, withoutQueryOrUserInfo } from './checks.js';

/**
 * The URL of a service: absolute http(s) and without user name or password (see `checkedUrl`);
 * `bare`, without query or fragment either (a base under which paths go). A new `URL`: the
 * caller may change it.
 */
export function serviceUrl(value: unknown, what: string, refuse: Refuse, bare = false): URL {
  const url = checkedUrl(value, what, refuse);
  if (bare && (url.search || url.hash))
    refuse(what, 'a URL without query or fragment', withoutQueryOrUserInfo(url.href));
  return url;
}

/**
 * A path segment from an option (an account name, an agent or dashboard id): a non-empty string
 * other than `.` and `..` — which would move the URL to another path — percent-encoded.
 */
export function pathSegment(value: unknown, what: string, refuse: Refuse): string {
  if (typeof value !== 'string' || value === '' || value === '.' || value === '..')
    refuse(what, 'a non-empty string other than "." and ".."', value);
  return encodeURIComponent(value);
}

/** A deployment id (spec 4.1): a whole number from 1. */
export function deploymentId(value: unknown, what: string, refuse: Refuse): number {
  if (!Number.isSafeInteger(value) || (value as number) < 1)
    refuse(what, 'a deployment id (a whole number ≥ 1)', value);
  return value as number;
}
