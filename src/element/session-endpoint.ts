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
import { check, refuseOption, withoutUserInfo } from '../internal/checks.js';
import { originOf } from '../internal/http-url.js';

/**
 * A session provider that GETs `endpoint` — a URL of the page's own origin, resolved against
 * the document — with the page's cookies and no cache (each answer is a new session), and
 * answers the `url` of its JSON body (`{ "url": "https://…" }`). A failed request, an HTTP
 * error or a body without a string `url` throws `SESSION_FAILED`, which the controller quotes
 * whole: an HTTP answer's status, and the start of its text (or a JSON body's keys).
 *
 * Redirects: the request is sent in `same-origin` mode, so the browser itself follows a
 * redirect within the page's origin and refuses one to another origin before anything is sent
 * there (its answer would name the embed to frame): `SESSION_FAILED`, naming the page's origin
 * (the browser does not say where a refused redirect pointed, nor tell it from a network
 * error). An answer that still came from another origin (a `fetch` without the standard's
 * modes) is refused, naming both origins.
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
  const init: RequestInit = {
    mode: 'same-origin',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { accept: 'application/json' },
  };
  const refuse = (why: string, cause?: unknown) =>
    new EmbedError('SESSION_FAILED', `session-endpoint: ${why}, which is not followed`, { cause });
  return async ({ signal }) => {
    let response: Response;
    try {
      response = await view.fetch(url, { ...init, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw refuse(`${origin} did not answer: a network error, or a redirect to another origin`, error);
    }
    const from = response.url ? originOf(response.url) : origin;
    if (from !== origin) throw refuse(`${origin} redirected it to ${from}`);
    const text = await response.text();
    let body: SessionAnswer | null = null;
    try {
      body = response.ok ? (JSON.parse(text) as SessionAnswer | null) : null;
    } catch {
      // not JSON: said below, with the start of the text
    }
    if (typeof body?.url === 'string') return body.url;
    const { status, statusText } = response;
    throw new EmbedError(
      'SESSION_FAILED',
      `session-endpoint answered HTTP ${status}${statusText ? ` (${statusText})` : ''}, expected JSON { "url": "https://…" }: ${answered(body, text)}`,
    );
  };
}

/** What the endpoint answers: JSON `{ "url": "https://…" }`. */
type SessionAnswer = { url?: unknown };

/** The most of an answer's text a failure quotes. */
const MAX_ANSWER_PREVIEW = 200;

/**
 * What the endpoint answered instead of `{ url }`, for the failure text: the start of its text on
 * one line (an error page, say) — but nothing of JSON, where a session URL under another name
 * would be a secret (the message reaches the console and error reports).
 */
function answered(body: unknown, text: string): string {
  if (body !== null) return 'JSON without a string "url"';
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_ANSWER_PREVIEW ? `${line.slice(0, MAX_ANSWER_PREVIEW)}…` : line || 'an empty body';
}
