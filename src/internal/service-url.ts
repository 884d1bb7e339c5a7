/**
 * The URL of a service the SDK calls (the management API's base URL, a chat endpoint, the base
 * of an embed URL): the one rule of an absolute URL (`checkedUrl`, with its hints) and what a
 * service's URL may not carry. Its own module: the host's entries, which check no service URL,
 * carry none of it.
 *
 * @module
 * @internal
 */

import { checkedUrl, type Refuse, withoutQuery } from './checks.js';

/**
 * The URL of a service: absolute http(s) (see `checkedUrl`) and without user name or password —
 * a credential goes in its own option, never in a URL that messages and logs show; `bare`,
 * without query or fragment either (a base under which paths go). A new `URL`: the caller may
 * change it.
 */
export function serviceUrl(value: unknown, what: string, refuse: Refuse, bare = false): URL {
  const url = checkedUrl(value, what, refuse);
  if (url.username || url.password) refuse(what, 'a URL without user name or password', withoutQuery(url.href));
  if (bare && (url.search || url.hash)) refuse(what, 'a URL without query or fragment', withoutQuery(url.href));
  return url;
}
