/**
 * What this load of the fake embed page is: the config the server wrote into the page, and
 * the one host origin the bridge may trust.
 *
 * @module
 * @internal
 */

import { originOf } from '../../../internal/http-url.js';
import { type FakeEmbedPageConfig, PAGE_CONFIG_META } from '../embed-page-config.js';

/** The page's config from its `<meta>` element; without one (a page opened without its server), a fatal error saying so. */
export function readConfig(): FakeEmbedPageConfig {
  const text = document.querySelector(`meta[name="${PAGE_CONFIG_META}"]`)?.getAttribute('content');
  try {
    return JSON.parse(text ?? '') as FakeEmbedPageConfig;
  } catch {
    // A page opened without its server: say so rather than guess.
    return {
      surface: 'dashboard',
      fatal: { message: 'The fake embed page has no config: load it from startFakeEmbedServer', fatal: true },
    };
  }
}

/**
 * The one origin the bridge trusts: the server's (the URL's `hostOrigin`, or the one origin of
 * `frameAncestors`), else the parent page's as the browser reports it — `location.ancestorOrigins`
 * (Chromium, Safari), else the referrer, when it is not this origin (a navigation of the embed
 * itself). With `frameAncestors`, it must be one of them. Never `'*'`.
 */
export function hostOrigin(config: FakeEmbedPageConfig): { origin: string } | { problem: string } {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  const referrer = document.referrer ? originOf(document.referrer) : undefined;
  const framed = window.parent !== window;
  const origin =
    config.hostOrigin ??
    (framed ? (ancestors?.[0] ?? (referrer !== location.origin ? referrer : undefined)) : undefined);
  if (origin === undefined || origin === 'null') {
    return {
      problem: framed
        ? "the host page's origin is unknown: add hostOrigin=<origin> to the URL"
        : 'not framed: load this page in an iframe',
    };
  }
  if (config.frameAncestors && !config.frameAncestors.includes(origin))
    return { problem: `${origin} is not one of frameAncestors (${config.frameAncestors.join(', ')})` };
  return { origin };
}
