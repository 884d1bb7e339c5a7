/**
 * The one redirect rule of every HTTP call of the SDK (the management client, the embed session
 * calls, the chat client and proxy, the element's `session-endpoint`), since they carry
 * credentials, cookies or a body and trust the answer: each is sent with `redirect: 'manual'`,
 * and a redirect is followed only within the origin asked. One to another origin is refused
 * before anything is sent there — `fetch` drops only `Authorization` across origins, so the
 * token in another header, the API key and the body would go along, and that host's answer
 * would be trusted (a session, an embed to frame).
 *
 * {@link redirectVerdict} decides; each caller turns a refusal into its own error (the
 * clients' `ApiError` `INVALID_RESPONSE` through `redirectTarget` in errors-of.ts; the
 * element its `EmbedError` `SESSION_FAILED`), so the decision and its words are written once.
 * No error class here: the element's bundle takes the rule without the clients' errors.
 *
 * @module
 * @internal
 */

import { originOf } from '../internal/http-url.js';

/** The most redirects followed for one request. */
export const MAX_REDIRECTS = 5;

/** The statuses `fetch` follows as redirects (the Fetch standard); any other 3xx is an answer like any other. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Methods whose request a 301, 302 or 303 leaves as it was: `fetch` sends them again as they are, with no body to lose. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * What to do with a response: `follow` the same-origin URL it redirects to (send the request
 * again there), or `refused`, the sentence saying why (with the origin asked and, where the
 * runtime shows it, the one redirected to), for the caller's error. No verdict: it is the answer.
 */
export type RedirectVerdict = { readonly follow: URL } | { readonly refused: string };

/**
 * The verdict on `response`, the answer to a `method` request to `requested` sent with
 * `redirect: 'manual'`, after `hops` redirects followed. Followed: a redirect within the origin
 * asked that keeps the request as sent — a 307 or 308 always (the method and body are sent
 * again), a 301, 302 or 303 for a GET or HEAD only (a POST would become a GET without its
 * body) — at most {@link MAX_REDIRECTS} times. Refused: a redirect to another origin, one
 * without a valid location, one the browser hides (`opaqueredirect`: a page's script cannot see
 * where it points, so cannot tell it stays within the origin), and an answer that came from
 * another origin (a `fetch` that followed a redirect despite `redirect: 'manual'`).
 */
export function redirectVerdict(
  response: Response,
  requested: URL,
  method: string,
  hops: number,
): RedirectVerdict | undefined {
  const from = requested.origin;
  const refused = (to: string, why: string): RedirectVerdict => ({
    refused: `${from} redirected it to ${to}, which is not followed: ${why}`,
  });
  if (response.type === 'opaqueredirect')
    return refused('a location the browser does not show', 'it may be another origin; ask the URL that answers');
  if (REDIRECT_STATUSES.has(response.status)) {
    const location = response.headers.get('location');
    let target: URL | undefined;
    try {
      target = location ? new URL(location, requested) : undefined;
    } catch {
      // refused below
    }
    if (!target) return refused('no valid location', 'a redirect must say where');
    if (target.origin !== from)
      return refused(
        target.origin,
        'another origin would get the request (its credentials, cookies and body) and be trusted with the answer',
      );
    const upper = method.toUpperCase();
    if (response.status < 307 && !SAFE_METHODS.has(upper))
      return refused(target.origin, `HTTP ${response.status} would turn the ${upper} into a GET without its body`);
    if (hops >= MAX_REDIRECTS) return refused(target.origin, `more than ${MAX_REDIRECTS} redirects`);
    return { follow: target };
  }
  // An unreadable URL says nothing of where the answer came from.
  const origin = response.url ? originOf(response.url) : undefined;
  if (origin !== undefined && origin !== from) return refused(origin, 'the answer came from another origin');
  return undefined;
}
