// The e2e page of <platform-embed>. The element comes from the <script> file, registered when
// it loaded; this script only gives the markup's element its src (as a page does once its server
// signed a session) and records every event an element dispatches. Tests drive it through
// `window.elementPage`.
import { fakeEmbedUrlOn } from '/e2e/fake-embed.js';

const config = await fetch('/config.json').then((response) => response.json());

/** Every `platform-*` event that reached the document: it bubbled out of the element's shadow root. */
const events = [];
const TYPES = [
  ...globalThis.PlatformEmbed.EVENT_NAMES.map((name) => `platform-${name}`),
  'platform-invalid-message',
  'platform-options-error',
  'platform-failure',
];
for (const type of TYPES) {
  document.addEventListener(type, (event) => {
    const { detail } = event;
    events.push({
      type,
      id: event.target.id,
      // An EmbedError (platform-options-error) as its code and message: it does not survive the trip to the test.
      detail: detail instanceof Error ? { code: detail.code, message: detail.message } : detail,
      bubbles: event.bubbles,
      composed: event.composed,
    });
  });
}

/** A URL of the demo's fake embed, with its session in the query. */
const fakeEmbedUrl = (params = {}) => fakeEmbedUrlOn(config.embedOrigin, params);

/** A URL of the probe (e2e/fixtures/probe.html): an embed-like page on another origin. */
function probeUrl(params = {}) {
  const url = new URL('/probe.html', config.extraOrigins.probe);
  url.search = new URLSearchParams({ ...params, hostOrigin: location.origin }).toString();
  return url.href;
}

/** Runs `run` in a task of its own, under the page's CSP (code a test evaluates is not). */
function later(run) {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      Promise.resolve().then(run).then(resolve, reject);
    }, 0);
  });
}

/** Whatever a test keeps between two evaluations (an element out of the document, say). */
const scratch = {};

window.elementPage = { config, events, fakeEmbedUrl, probeUrl, later, scratch };

document.getElementById('main').src = fakeEmbedUrl({ publicId: 'sales-overview', session: 'first' });
