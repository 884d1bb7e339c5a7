/**
 * The `session-endpoint` attribute as a session provider: signed embedding with one tag and no
 * script. The page's own backend holds the API key and mints a session per request; the element
 * asks it, with the page's cookies, for every load.
 *
 * @module
 * @internal
 */

import type { EmbedSessionProvider } from '../host/types.js';
import { check, refuseOption, withoutUserInfo } from '../internal/checks.js';

/**
 * A session provider that GETs `endpoint` — a URL of the page's own origin, resolved against
 * the document — with the page's cookies and no cache (each answer is a new session), and
 * answers the `url` of its JSON body (`{ "url": "https://…" }`). A failed request, an HTTP
 * error or a body without a string `url` throws, which the controller reports as
 * `SESSION_FAILED` with this error as `cause`.
 *
 * @throws {@link EmbedError} `INVALID_OPTIONS` for an endpoint of another origin (the request
 * carries the viewer's cookies, and its answer is trusted to name the embed), or with a user
 * name or password.
 */
export function sessionEndpointProvider(document: Document, endpoint: string): EmbedSessionProvider {
  const view = document.defaultView;
  let url: URL | undefined;
  try {
    url = new URL(endpoint, document.baseURI);
  } catch {
    // refused below
  }
  const origin = view?.location.origin;
  check(url && view && url.origin === origin, 'session-endpoint', `a URL of this page's origin (${origin})`, endpoint);
  // `fetch` would refuse it at every load: said at once, as for a frame's URL.
  withoutUserInfo(url, 'session-endpoint', refuseOption);
  return async ({ signal }) => {
    const response = await view.fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' }, signal });
    const body = response.ok ? ((await response.json()) as { url?: unknown } | null) : null;
    if (typeof body?.url !== 'string') throw new Error(`session-endpoint answered HTTP ${response.status} without JSON { "url": … }`);
    return body.url;
  };
}
