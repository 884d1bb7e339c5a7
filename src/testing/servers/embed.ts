/// <reference types="node" />
/**
 * `startFakeEmbedServer`: the embedded surfaces themselves — a fake dashboard, app and chat
 * that speak the protocol with the real embed-side bridge — at the reference's URLs, redeeming
 * signed sessions against the fake platform server, for end-to-end tests of a host page and
 * its backend in a real browser.
 *
 * This module is the thin HTTP adapter (GET only, the service's replies written with the
 * headers every answer has); the pages, sessions and loads are the service's (embed-service.ts).
 *
 * @module
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ownOptions, refuseOption, whole } from '../../internal/checks.js';
import { describeThrown } from '../../internal/describe.js';
import type { FakeEmbedLoad, FakeEmbedPlatform } from './embed-load.js';
import { type EmbedReply, FakeEmbedService, TEXT } from './embed-service.js';
import { listenOnLoopback } from './local-server.js';

/** Options of {@link startFakeEmbedServer}; all optional. */
export interface FakeEmbedServerOptions {
  /**
   * The fake platform server that generated the sessions (`startFakePlatformServer`'s): a
   * signed URL's session is exchanged there, once, and the viewer and deployment come from
   * it. Without it, a URL without a session loads in `private` mode and one with a session is
   * refused (there is nothing to redeem it against).
   */
  platform?: FakeEmbedPlatform;
  /**
   * The origins allowed to frame the embed (its `Content-Security-Policy: frame-ancestors`),
   * e.g. `['http://127.0.0.1:5173']`; the host origin the page trusts must be one of them.
   * Default: any page may frame it (`frame-ancestors *`). `[]` allows none.
   */
  frameAncestors?: readonly string[];
  /** The port on 127.0.0.1. Default 0: a free one. */
  port?: number;
}

/** A running fake embed server: its address, and what it loaded. */
export interface FakeEmbedServer {
  /** Its base URL, `http://127.0.0.1:<port>`: the `baseUrl` of `embedUrl`. */
  readonly baseUrl: string;
  /** Its origin (the same text as `baseUrl`): the `origin` a host page's `createEmbed` trusts. */
  readonly origin: string;
  /** The scripted page, `<baseUrl>/embed/`: a `ready` as its query says (see {@link startFakeEmbedServer}). */
  readonly url: string;
  /** Every page load, oldest first: the surface, and whether its session was redeemed or refused. */
  readonly loads: readonly FakeEmbedLoad[];
  /** Stops listening, ends every connection, and resolves once the port is released. */
  close(): Promise<void>;
}

const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * Starts a fake embed server on 127.0.0.1 (a free port unless `port` is given). Its pages run
 * `createEmbedBridge` of `platform-embed/embed` and behave as a surface does: a dashboard with
 * charts that applies every action (color scheme, theme, locale, time zone, filters, navigate, refresh) and
 * sends every event of the catalog from its buttons (view, navigate, dashboard-loaded, download,
 * drilldown, ai-query, error).
 *
 * - **Signed URLs**, as `embedUrl` builds them: `/embed/dashboard/<publicId>?session=<id>`,
 *   `/embed/d/<deploymentId>/app?session=<id>` and `/embed/chat?sessionId=<id>`. The server
 *   exchanges the session at the fake platform server (`POST /api/v1/embed/session/token`) as
 *   the page is requested: the page then sends `ready` with `mode: 'signed'`, `deploymentId`
 *   and `embedTenant` (the session's `embedTenantName`, or `null`). A session used before,
 *   unknown, revoked or expired (5 minutes, on the platform's clock) is refused: the page sends
 *   a fatal `error` (`{ name: 'EmbedSessionError', context: 'session', fatal: true, message }`,
 *   the message saying why) and no `ready`. So a reload of a signed URL fails, as on the service.
 * - **No session**: the page loads in `private` mode.
 * - **The scripted page** `/embed/?surface=…&embedTenant=…&deploymentId=…&mode=…&publicId=…&session=…`
 *   sends the `ready` its query says (the session only a label, never redeemed): for tests of
 *   the protocol that need a given tenant or deployment.
 * - **Host origin.** The bridge trusts one exact origin, never `'*'`: the URL's `hostOrigin`
 *   parameter when there is one (any URL above takes it), else the one origin of
 *   `frameAncestors`, else the parent page's origin as the browser reports it
 *   (`location.ancestorOrigins`, which Chromium and Safari have, else `document.referrer`).
 *   With `frameAncestors`, it must be one of them. A real embed takes its allowed origins from
 *   the tenant's configuration instead: any page can write a query parameter.
 * - Every page has a strict CSP (`script-src 'self'`, `style-src 'self'`, no inline script or
 *   style) with `frame-ancestors *` unless `frameAncestors` narrows it, and `Cache-Control: no-store`.
 *
 * Close it when done (`afterEach(() => embed.close())`).
 *
 * @example
 * ```ts
 * import { embedUrl } from 'platform-embed/api';
 * import { FAKE_PLATFORM_TOKEN, startFakeEmbedServer, startFakePlatformServer } from 'platform-embed/testing/servers';
 *
 * const platform = await startFakePlatformServer();
 * const embed = await startFakeEmbedServer({ platform });
 * const { sessionId } = await fetch(`${platform.baseUrl}/api/v1/embed/generate-session`, {
 *   method: 'POST',
 *   headers: { authorization: `Bearer ${FAKE_PLATFORM_TOKEN}`, 'content-type': 'application/json' },
 *   body: JSON.stringify({ deploymentId: 42, externalId: 'alice' }),
 * }).then((response) => response.json());
 * const url = embedUrl({ baseUrl: embed.baseUrl, surface: 'dashboard', publicId: 'sales', sessionId });
 * // Frame `url` from a host page with createEmbed({ url, container }): ready, mode 'signed'.
 * // Framed again, the same URL gets a fatal error event instead.
 * ```
 * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_OPTIONS` (the promise rejects) for an option that is
 * not
 * as documented, naming it and its value; the listen error when the port is taken.
 */
export async function startFakeEmbedServer(options: FakeEmbedServerOptions = {}): Promise<FakeEmbedServer> {
  const own = ownOptions(options, 'options', refuseOption);
  const service = new FakeEmbedService(own);
  const port = whole(own.port, 'port', refuseOption, 0, 65535) ?? 0;
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET')
      return send(response, {
        status: 405,
        type: TEXT,
        body: `${request.method} is not allowed: use GET`,
        headers: { allow: 'GET' },
      });
    send(response, await service.get(request.url ?? '/'));
  };
  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        send(response, { status: 500, type: TEXT, body: `Fake embed server failure: ${describeThrown(error)}` });
      else response.destroy();
    });
  });
  const local = await listenOnLoopback(server, port);
  const baseUrl = `http://127.0.0.1:${local.port}`;
  return {
    baseUrl,
    origin: baseUrl,
    url: `${baseUrl}/embed/`,
    loads: service.loads,
    close: () => local.close(),
  };
}

/** Writes a reply with the headers every answer has. */
function send(response: ServerResponse, reply: EmbedReply): void {
  response.writeHead(reply.status, { ...COMMON_HEADERS, 'content-type': reply.type, ...reply.headers });
  response.end(reply.body);
}
