/**
 * What one request for a page of the fake embed loads: the surface its path names (the
 * reference's URLs, which `embedUrl` builds, or the scripted `/embed/` page), and how the
 * viewer is authenticated — a session redeemed once against the fake platform server (`signed`),
 * none (`private`), or a session refused, for which the page sends a fatal `error` and no
 * `ready`. The redemption happens here, on the server, as the service's own embed does it.
 *
 * @module
 */

import { describeThrown, expected, isPlainObject, quoteAll } from '../../internal/describe.js';
import { SURFACES, type Surface } from '../../protocol/constants.js';
import type { EventPayloads } from '../../protocol/types.js';
import type { FakeEmbedPageConfig } from './embed-page-config.js';
import type { FakeEmbedToken } from './platform-embed-sessions.js';
import { badRequest } from './platform-refusal.js';

/** The part of a fake platform server the fake embed uses: its address (for the token exchange) and whose a token is. */
export interface FakeEmbedPlatform {
  /** The platform's base URL: the session is exchanged at `POST <baseUrl>/api/v1/embed/session/token`. */
  readonly baseUrl: string;
  /** Whose an embed token is (the session's generate-session body), as the fake platform server answers it. */
  embedTokenInfo(token: string): FakeEmbedToken | undefined;
}

/** How a load of the fake embed went. */
export type FakeEmbedOutcome = 'signed' | 'private' | 'scripted' | 'refused';

/** One page load of the fake embed, as the server answered it. */
export interface FakeEmbedLoad {
  /** The path of the request, with its query (the session in it: single use, so spent). */
  readonly path: string;
  /** The surface the path names (the scripted page: its `surface` parameter). */
  readonly surface: Surface;
  /**
   * `signed`: a session was redeemed, and the page sends `ready` with `mode: 'signed'`;
   * `private`: the URL has no session (`mode: 'private'`); `scripted`: the `/embed/` page, whose
   * `ready` is what its query says; `refused`: the session was used, unknown or expired (or
   * could not be redeemed), and the page sends a fatal `error` and no `ready`.
   */
  readonly outcome: FakeEmbedOutcome;
  /** The session the URL carried (`session`, or `sessionId` for the chat). */
  readonly sessionId?: string;
  /** The viewer of a redeemed session: its `externalId` or `internalId`. */
  readonly viewer?: string;
  /** Why the session was refused. */
  readonly refusal?: string;
}

/** What the server needs to decide a load. */
export interface LoadContext {
  readonly platform: FakeEmbedPlatform | undefined;
  readonly frameAncestors: readonly string[] | undefined;
}

/** A page to serve: what its script is told, and the record of the load. */
export interface PlannedLoad {
  readonly config: FakeEmbedPageConfig;
  readonly load: FakeEmbedLoad;
}

/** The path of the token exchange, which needs no credential. */
const EXCHANGE_PATH = '/api/v1/embed/session/token';
/** How long the exchange may take before the load is refused. */
const EXCHANGE_TIMEOUT_MS = 10_000;

/** The surface a path names, and what the path says of it; `undefined` for a path that is no page. */
type Route = { kind: 'scripted' } | { kind: 'signed'; surface: Surface; publicId?: string; deploymentId?: number };

/** The reference's URLs of the three surfaces, and the scripted page. */
function route(pathname: string): Route | undefined {
  if (pathname === '/embed/' || pathname === '/embed') return { kind: 'scripted' };
  if (pathname === '/embed/chat') return { kind: 'signed', surface: 'chat' };
  const dashboard = /^\/embed\/dashboard\/([^/]+)$/.exec(pathname);
  if (dashboard) {
    let publicId: string;
    try {
      publicId = decodeURIComponent(dashboard[1]!);
    } catch {
      return undefined;
    }
    return { kind: 'signed', surface: 'dashboard', publicId };
  }
  const app = /^\/embed\/d\/(\d{1,15})\/app$/.exec(pathname);
  return app ? { kind: 'signed', surface: 'app', deploymentId: Number(app[1]) } : undefined;
}

/**
 * The page `pathname` + `query` loads, with the session redeemed (once: the platform refuses
 * it afterwards); `undefined` for a path that is no page of the fake embed.
 *
 * @throws `FakeRefusal` 400 naming the query parameter, for a scripted page whose `surface` or
 * `mode` is not one the protocol knows.
 */
export async function planLoad(
  path: string,
  pathname: string,
  query: URLSearchParams,
  context: LoadContext,
): Promise<PlannedLoad | undefined> {
  const found = route(pathname);
  if (!found) return undefined;
  const common = {
    ...hostOriginOf(query, context.frameAncestors),
    ...(context.frameAncestors ? { frameAncestors: context.frameAncestors } : {}),
    ...(query.has('debug') ? { debug: true } : {}),
  };
  if (found.kind === 'scripted') {
    const { surface, ready, session } = scripted(query);
    return {
      config: { surface, ready, ...common, ...(session ? { session: { label: session } } : {}) },
      load: { path, surface, outcome: 'scripted', ...(session ? { sessionId: session } : {}) },
    };
  }

  return planSignedLoad(found, path, query, context, common);
}

/** What every planned page shares: the host origin, `frame-ancestors` and `debug`. */
type CommonConfig = Pick<PlannedLoad['config'], 'hostOrigin' | 'frameAncestors' | 'debug'>;

/** A surface's page: private without a session, else signed once the session is redeemed, or refused saying why. */
async function planSignedLoad(
  found: Extract<Route, { kind: 'signed' }>,
  path: string,
  query: URLSearchParams,
  context: LoadContext,
  common: CommonConfig,
): Promise<PlannedLoad> {
  const { surface, publicId } = found;
  const ready = (
    mode: 'signed' | 'private',
    embedTenant: string | null,
    deploymentId: number | null,
  ): EventPayloads['ready'] => ({
    embedTenant,
    deploymentId,
    mode,
    surface,
    ...(publicId === undefined ? {} : { publicId }),
  });
  // The dashboard and the app read `session`, the chat `sessionId` (what embedUrl writes).
  const sessionId = query.get(surface === 'chat' ? 'sessionId' : 'session');
  if (sessionId === null) {
    return {
      config: { surface, ready: ready('private', null, found.deploymentId ?? null), ...common },
      load: { path, surface, outcome: 'private' },
    };
  }
  const label = sessionId.slice(0, 8);
  const refused = (reason: string): PlannedLoad => {
    const fatal: EventPayloads['error'] = {
      message: `The embed session cannot be used: ${reason}`,
      name: 'EmbedSessionError',
      context: 'session',
      fatal: true,
    };
    return {
      config: { surface, fatal, ...common, session: { label } },
      load: { path, surface, outcome: 'refused', sessionId, refusal: reason },
    };
  };
  const redeemed = await redeem(context.platform, sessionId);
  if ('refusal' in redeemed) return refused(redeemed.refusal);
  const { request } = redeemed.token;
  if (found.deploymentId !== undefined && found.deploymentId !== request.deploymentId) {
    return refused(
      `the session is for deployment ${request.deploymentId}, the URL names deployment ${found.deploymentId}`,
    );
  }
  const viewer = request.externalId ?? request.internalId ?? undefined;
  return {
    config: {
      surface,
      ready: ready('signed', request.embedTenantName ?? null, request.deploymentId),
      ...common,
      session: viewer ? { label, viewer } : { label },
    },
    load: { path, surface, outcome: 'signed', sessionId, ...(viewer ? { viewer } : {}) },
  };
}

/**
 * The host origin when the server knows it: the URL's `hostOrigin` (checked by the bridge, as
 * any option of it), else the one origin `frameAncestors` allows. Otherwise the page asks the browser.
 */
function hostOriginOf(query: URLSearchParams, frameAncestors: readonly string[] | undefined): { hostOrigin?: string } {
  const named = query.get('hostOrigin');
  if (named !== null) return { hostOrigin: named };
  return frameAncestors?.length === 1 ? { hostOrigin: frameAncestors[0]! } : {};
}

/** The scripted page: the surface, `ready` and session label its query says (`surface`, `mode`, `embedTenant`, `deploymentId`, `publicId`, `session`). */
function scripted(query: URLSearchParams): {
  surface: Surface;
  ready: EventPayloads['ready'];
  session: string | undefined;
} {
  const surface = query.get('surface') || 'dashboard';
  if (!(SURFACES as readonly string[]).includes(surface))
    throw badRequest(expected('surface', `one of ${quoteAll(SURFACES)}`, surface));
  const session = query.get('session') || undefined;
  const mode = query.get('mode') || (session ? 'signed' : 'private');
  if (mode !== 'signed' && mode !== 'private') throw badRequest(expected('mode', 'one of "signed", "private"', mode));
  const deploymentText = query.get('deploymentId')?.trim();
  const deploymentId = deploymentText ? Number(deploymentText) : Number.NaN;
  const publicId = query.get('publicId') || undefined;
  const ready: EventPayloads['ready'] = {
    embedTenant: query.get('embedTenant') || null,
    deploymentId: Number.isFinite(deploymentId) ? deploymentId : null,
    mode,
    surface: surface as Surface,
    ...(publicId && surface === 'dashboard' ? { publicId } : {}),
  };
  return { surface: surface as Surface, ready, session };
}

/**
 * Exchanges `sessionId` for an embed token at the platform, as the service's embed does on
 * load, and asks the fake platform whose the token is. A refusal says why, in the platform's words.
 */
async function redeem(
  platform: FakeEmbedPlatform | undefined,
  sessionId: string,
): Promise<{ token: FakeEmbedToken } | { refusal: string }> {
  if (!platform)
    return {
      refusal: 'this fake embed server has no platform to redeem sessions against (startFakeEmbedServer({ platform }))',
    };
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(new URL(EXCHANGE_PATH, platform.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
    body = await response.json().catch(() => undefined);
  } catch (error) {
    return { refusal: `the platform at ${platform.baseUrl} did not answer the exchange: ${describeThrown(error)}` };
  }
  const token = isPlainObject(body) && typeof body.token === 'string' ? body.token : undefined;
  if (!response.ok || token === undefined) {
    const message =
      isPlainObject(body) && typeof body.message === 'string'
        ? body.message.replace(/^Unauthorized: /, '')
        : `HTTP ${response.status}`;
    return { refusal: message };
  }
  const info = platform.embedTokenInfo(token);
  return info ? { token: info } : { refusal: 'the platform does not know the token it issued for the session' };
}
