// What the host-side measurements share: where the embed-side pages are, the SDK global, and
// the protocol's wire format for the raw variants.

const config = await fetch('/config.json').then((response) => response.json());

/**
 * The origins serving bench/pages/embed/ (scripts/demo.mjs's extra origins): `same` is
 * 127.0.0.1 on another port, another origin but this page's site, so its frames run in this
 * page's renderer process; `cross` is `localhost` on a third port, another site, so Chromium
 * gives its frames a process of their own (site isolation), as it does for an embed served
 * from the analytics tenant's domain.
 */
export const EMBED_ORIGINS = { same: config.extraOrigins.bench, cross: config.extraOrigins['bench-site'] };

/** The origin of the measurements that do not choose: the same-site one. */
export const embedOrigin = EMBED_ORIGINS.same;

/** The SDK of the <script> file. */
export const SDK = globalThis.PlatformEmbed;
if (!SDK)
  throw new Error('PlatformEmbed is not defined: /dist/platform-embed.min.js did not load (was dist/ being rebuilt?)');

/** The URL of an embed-side page on the `site` origin ('same' or 'cross'), told this page's origin as its host. */
export function embedUrl(page, site = 'same') {
  const url = new URL(`/${page}`, EMBED_ORIGINS[site]);
  url.search = new URLSearchParams({ hostOrigin: location.origin }).toString();
  return url.href;
}

/** A new iframe loading an embed-side page (of the `site` origin), not yet in the document. */
export function createFrame(page, site = 'same') {
  const iframe = document.createElement('iframe');
  iframe.title = `bench ${page}`;
  iframe.src = embedUrl(page, site);
  return iframe;
}

/** Where frames go. */
export const frames = document.getElementById('frames');

/** An action envelope exactly as the protocol defines it (and as the SDK builds it). */
export function actionMessage(name, payload) {
  return {
    source: 'platform-embed',
    direction: 'action',
    type: `platform:action:${name}`,
    payload,
    timestamp: Date.now(),
  };
}

/**
 * `promise`, or a rejection after `ms` saying what did not happen: a lost message must fail
 * the run with a reason, not hang it.
 */
export function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
