// The e2e harness host page. It loads the SDK — the global of the <script> file (iife.html) or
// the ES module (esm.html) — creates embed controllers on request, and records every event
// each controller hands to its handlers and every message it refuses. Tests drive it through
// `window.harness`.
import { fakeEmbedUrlOn } from '/e2e/fake-embed.js';

const snapshots = window.__globalSnapshots;
const kind = document.documentElement.dataset.sdk;
let SDK;
if (kind === 'esm') {
  snapshots.push(Object.getOwnPropertyNames(window));
  SDK = await import('/e2e/build/platform-embed.js');
  snapshots.push(Object.getOwnPropertyNames(window));
} else {
  SDK = globalThis.PlatformEmbed;
}

const config = await fetch('/config.json').then((response) => response.json());

/** Every call of a handler: `via` is the name it was registered for ('*' for the wildcard). */
const events = [];
/** Every call of onInvalidMessage. */
const invalid = [];
const embeds = {};

function slot(id) {
  const element = document.createElement('div');
  element.className = 'slot';
  element.id = `slot-${id}`;
  document.body.append(element);
  return element;
}

function record(id, embed) {
  for (const name of SDK.EVENT_NAMES) {
    embed.on(name, (payload, message) => events.push({ embed: id, via: name, payload, message }));
  }
  embed.on('*', (message) => events.push({ embed: id, via: '*', payload: message.payload, message }));
  embeds[id] = embed;
  return embed;
}

const onInvalid = (id) => (info) =>
  invalid.push({ embed: id, reason: info.reason, detail: info.detail, data: info.data });

window.harness = {
  kind,
  sdk: SDK,
  config,
  events,
  invalid,
  embeds,
  globalSnapshots: snapshots,
  /** Whatever a test keeps between two evaluations (a pending promise, lines a callback got…). */
  scratch: {},

  /**
   * Runs `run` in a task of its own and resolves to its result. Code a test evaluates runs
   * with eval allowed whatever the page's CSP says (a devtools privilege); run this way, it
   * runs under the CSP like any code of the page.
   */
  later(run) {
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        Promise.resolve().then(run).then(resolve, reject);
      }, 0);
    });
  },

  /** A controller that creates its iframe in a new container `#slot-<id>`. */
  create(id, options) {
    return record(id, SDK.createEmbed({ container: slot(id), onInvalidMessage: onInvalid(id), ...options }));
  },

  /** A controller that adopts an iframe of the page (`#slot-<id> iframe`, src already set). */
  adopt(id, src, options = {}) {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    slot(id).append(iframe);
    return record(id, SDK.createEmbed({ iframe, onInvalidMessage: onInvalid(id), ...options }));
  },

  /** A frame of another origin on this page, not an embed (`#slot-<id> iframe`). */
  addFrame(id, src) {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    slot(id).append(iframe);
    return iframe;
  },

  /** The URL of the demo's fake embed, with its session in the query. */
  fakeEmbedUrl(params = {}) {
    return fakeEmbedUrlOn(config.embedOrigin, params);
  },

  /** The URL of a page of e2e/fixtures/ on one of the extra origins. */
  fixtureUrl(origin, page, params = {}) {
    const url = new URL(`/${page}`, config.extraOrigins[origin]);
    url.search = new URLSearchParams({ ...params, hostOrigin: location.origin }).toString();
    return url.href;
  },
};
