// What the host-side measurements share: where the embed-side pages are, the SDK global, and
// the protocol's wire format for the raw variants.

/** The second origin, serving bench/pages/embed/ (scripts/demo.mjs's extra origin `bench`). */
const config = await fetch('/config.json').then((response) => response.json());
export const embedOrigin = config.extraOrigins.bench;

/** The SDK of the <script> file. */
export const SDK = globalThis.PlatformEmbed;
if (!SDK) throw new Error('PlatformEmbed is not defined: /dist/platform-embed.min.js did not load (was dist/ being rebuilt?)');

/** The URL of an embed-side page, told this page's origin as its host. */
export function embedUrl(page) {
  const url = new URL(`/${page}`, embedOrigin);
  url.search = new URLSearchParams({ hostOrigin: location.origin }).toString();
  return url.href;
}

/** A new iframe loading an embed-side page, not yet in the document. */
export function createFrame(page) {
  const iframe = document.createElement('iframe');
  iframe.title = `bench ${page}`;
  iframe.src = embedUrl(page);
  return iframe;
}

/** Where frames go. */
export const frames = document.getElementById('frames');

/** An action envelope exactly as the protocol defines it (and as the SDK builds it). */
export function actionMessage(name, payload) {
  return { source: 'platform-embed', direction: 'action', type: `platform:action:${name}`, payload, timestamp: Date.now() };
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
