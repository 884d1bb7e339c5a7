/**
 * What the SDK's requests do with a redirect, since they carry credentials and a body: they are
 * sent with `redirect: 'manual'`, and a redirect is followed only to the same origin and only
 * when it keeps the method and body (307, 308). A redirect to another origin would hand the
 * token or API key — `fetch` drops only `Authorization` across origins — and the request body to
 * that host, and then trust its answer.
 *
 * @module
 * @internal
 */

import { originOf } from '../internal/http-url.js';
import { ApiError } from './api-error.js';

/** The most redirects followed for one request. */
export const MAX_REDIRECTS = 5;

/**
 * Where a response sends its request next: the URL of a same-origin 307 or 308 to follow, or
 * undefined when it is no redirect. Every other redirect is refused: `INVALID_RESPONSE` naming
 * the origin it points to (a browser hides the target of a redirect it did not follow:
 * `opaqueredirect`), as is a response that came from another origin (a `fetch` that followed a
 * redirect despite `redirect: 'manual'`).
 *
 * @param hops - Redirects followed so far for this request.
 */
export function redirectTarget(response: Response, requested: URL, what: string, hops: number): URL | undefined {
  const refuse = (to: string, why: string) =>
    new ApiError('INVALID_RESPONSE', `${what}: the service redirected it to ${to}, which is not followed: ${why}`, { status: response.status });
  if (response.type === 'opaqueredirect') throw refuse('a location the browser does not show', 'the credentials and the body would go along');
  const { status } = response;
  if (status >= 300 && status < 400) {
    let target: URL | undefined;
    try {
      target = new URL(response.headers.get('location') ?? '', requested);
    } catch {
      // refused below
    }
    if (!target || !response.headers.get('location')) throw refuse('no valid location', 'a redirect must say where');
    if (target.origin !== requested.origin) throw refuse(target.origin, 'another origin would get the credentials and the body');
    if (status !== 307 && status !== 308) throw refuse(target.origin, `HTTP ${status} would turn the request into a GET without its body`);
    if (hops >= MAX_REDIRECTS) throw refuse(target.origin, `more than ${MAX_REDIRECTS} redirects`);
    return target;
  }
  // An unreadable URL says nothing of where the answer came from.
  const origin = response.url ? originOf(response.url) : undefined;
  if (origin !== undefined && origin !== requested.origin) throw refuse(origin, 'the answer came from another origin');
  return undefined;
}
