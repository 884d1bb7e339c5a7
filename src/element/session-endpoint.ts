/**
 * The `session-endpoint` attribute as a session provider: signed embedding with one tag and no
 * script. The page's own backend holds the API key and mints a session per request; the element
 * asks it, with the page's cookies, for every load.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import type { EmbedSessionProvider } from '../host/types.js';
import { redirectVerdict } from '../http/redirects.js';
import { check } from '../internal/checks.js';

/**
 * A session provider that GETs `endpoint` — a URL of the page's own origin, resolved against
 * the document — with the page's cookies and no cache (each answer is a new session), and
 * answers the `url` of its JSON body (`{ "url": "https://…" }`). A failed request, an HTTP
 * error or a body without a string `url` throws, which the controller reports as
 * `SESSION_FAILED` with this error as `cause`.
 *
 * Redirects follow the SDK's one rule (`redirectVerdict`): a redirect within the page's origin
 * is followed (a GET: 301, 302 and 303 too); one to another origin is refused before anything
 * is sent there — its answer would name the embed to frame — as `SESSION_FAILED` naming both
 * origins. A browser hides where a redirect it did not follow points (`redirect: 'manual'`),
 * so there every redirect is refused: point the attribute at the URL that answers.
 *
 * @throws {@link EmbedError} `INVALID_OPTIONS` for an endpoint of another origin: the request
 * carries the viewer's cookies, and its answer is trusted to name the embed.
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
  const init: RequestInit = { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' }, redirect: 'manual' };
  return async ({ signal }) => {
    let target = url;
    let response: Response;
    for (let hops = 0; ; hops += 1) {
      response = await view.fetch(target, { ...init, signal });
      const verdict = redirectVerdict(response, target, 'GET', hops);
      if (!verdict) break;
      if ('refused' in verdict) throw new EmbedError('SESSION_FAILED', `session-endpoint: ${verdict.refused}`);
      void response.body?.cancel().catch(() => undefined);
      target = verdict.follow;
    }
    const body = response.ok ? ((await response.json()) as { url?: unknown } | null) : null;
    if (typeof body?.url !== 'string') throw new Error(`session-endpoint answered HTTP ${response.status} without JSON { "url": … }`);
    return body.url;
  };
}
