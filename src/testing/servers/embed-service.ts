/**
 * The fake embed service, without HTTP: the pages it serves for a path (a surface's page, its
 * assets, the redirect of `/`), the sessions it redeems on the way (see `planLoad`) and the loads
 * it records. The reply is a status, a media type, a body and headers; the HTTP adapter
 * (`startFakeEmbedServer`) writes it, a unit test reads it.
 *
 * @module
 */

import { check, httpOrigin, ownOptions, refuseOption } from '../../internal/checks.js';
import { type FakeEmbedLoad, type FakeEmbedPlatform, planLoad } from './embed-load.js';
import { PAGE_ASSETS, PAGE_HTML, readPageFile, renderPage } from './embed-page-files.js';
import { FakeRefusal } from './platform-refusal.js';

/** What the service answers a path with. */
export interface EmbedReply {
  readonly status: number;
  /** The `Content-Type`. */
  readonly type: string;
  readonly body: string | Buffer;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The options the service takes (those of `startFakeEmbedServer` without `port`). */
export interface EmbedServiceOptions {
  platform?: FakeEmbedPlatform;
  frameAncestors?: readonly string[];
}

/** The media type of every text answer. */
export const TEXT = 'text/plain; charset=utf-8';
const ASSET_PREFIX = '/embed/assets/';

const text = (status: number, body: string, headers?: Record<string, string>): EmbedReply => ({
  status,
  type: TEXT,
  body,
  ...(headers && { headers }),
});

/** The fake embed service: see the module. */
export class FakeEmbedService {
  /** Every page load, oldest first. */
  readonly loads: FakeEmbedLoad[] = [];
  readonly #platform: FakeEmbedPlatform | undefined;
  readonly #frameAncestors: readonly string[] | undefined;
  /** The `Content-Security-Policy` of every page. */
  readonly #policy: string;

  /** `INVALID_OPTIONS` for an option not as documented, naming it and its value. */
  constructor(options: EmbedServiceOptions = {}) {
    const own = ownOptions(options, 'options', refuseOption);
    const platform = own.platform;
    check(
      platform === undefined ||
        (typeof platform === 'object' &&
          platform !== null &&
          typeof platform.baseUrl === 'string' &&
          typeof platform.embedTokenInfo === 'function'),
      'platform',
      'a fake platform server (startFakePlatformServer)',
      platform,
    );
    if (platform) httpOrigin(platform.baseUrl, 'platform.baseUrl', false);
    const ancestors = own.frameAncestors;
    check(ancestors === undefined || Array.isArray(ancestors), 'frameAncestors', 'an array of origins', ancestors);
    this.#platform = platform;
    this.#frameAncestors = ancestors?.map((origin, index) => httpOrigin(origin, `frameAncestors[${index}]`, true));
    this.#policy = policyOf(this.#frameAncestors);
  }

  /** The answer to a GET of `path` (with its query): a page, an asset, a redirect or a refusal. */
  async get(path: string): Promise<EmbedReply> {
    const url = new URL(path, 'http://fake-embed.invalid');
    if (url.pathname === '/') return text(302, '', { location: '/embed/' });
    if (url.pathname.startsWith(ASSET_PREFIX)) return asset(url.pathname);
    let planned: Awaited<ReturnType<typeof planLoad>>;
    try {
      planned = await planLoad(path, url.pathname, url.searchParams, {
        platform: this.#platform,
        frameAncestors: this.#frameAncestors,
      });
    } catch (error) {
      if (!(error instanceof FakeRefusal)) throw error;
      return text(error.status, error.message);
    }
    if (!planned)
      return text(
        404,
        `Not found: ${url.pathname} (the fake embed serves /embed/dashboard/<publicId>, /embed/d/<deploymentId>/app, /embed/chat and /embed/)`,
      );
    this.loads.push(planned.load);
    const html = await readPageFile(PAGE_HTML);
    if (!html) return text(500, `The fake embed's page (${PAGE_HTML}) is missing: build the package`);
    return {
      status: 200,
      type: 'text/html; charset=utf-8',
      body: renderPage(html.toString('utf8'), planned.config),
      headers: { 'content-security-policy': this.#policy, 'referrer-policy': 'strict-origin-when-cross-origin' },
    };
  }
}

/** One of the page's files (its script, its style), or a 404. */
async function asset(pathname: string): Promise<EmbedReply> {
  const name = pathname.slice(ASSET_PREFIX.length);
  const type = Object.hasOwn(PAGE_ASSETS, name) ? PAGE_ASSETS[name] : undefined;
  const body = type === undefined ? undefined : await readPageFile(name);
  return body === undefined || type === undefined ? text(404, `Not found: ${pathname}`) : { status: 200, type, body };
}

/** The strict CSP of every page, framed by `frameAncestors` (any page without them, none for `[]`). */
function policyOf(frameAncestors: readonly string[] | undefined): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors === undefined ? '*' : frameAncestors.length === 0 ? "'none'" : frameAncestors.join(' ')}`,
  ].join('; ');
}
