// Round trip: one action out, one event back, `count` times in sequence. Each side runs either
// the SDK (host: `refresh()` + `waitFor('dashboard-loaded')`; frame: the embed bridge), raw
// postMessage with a bare listener, or — the floor of any SDK — a bare listener with the
// protocol's own checks, putting the same envelopes on the wire. The frame answers `ready`
// before the clock starts.
// The floor row's checks come from the protocol module (the <script> file's global no longer
// carries the protocol's building blocks: a host page using the SDK calls createEmbed).
import { checkEventMessage, createActionMessage } from '/dist/protocol.js';
import { actionMessage, createFrame, EMBED_ORIGINS, frames, SDK, within } from './frames.js';

/** The host side through the SDK: the next answer is awaited with waitFor, as a page would. */
function sdkPeer(iframe) {
  const embed = SDK.createEmbed({ iframe, readyTimeoutMs: 0 });
  return {
    ready: embed.whenReady(),
    roundTrip() {
      const answer = embed.waitFor('dashboard-loaded');
      embed.refresh();
      return answer;
    },
    close: () => embed.destroy(),
  };
}

/**
 * The host side by hand: the same envelopes on the wire, a bare listener checking the embed's
 * origin and window (the trust checks the SDK makes) and the event type, and a promise per
 * round trip like waitFor's.
 */
function rawPeer(iframe, embedOrigin) {
  let onReady;
  let onAnswer;
  const ready = new Promise((resolve) => (onReady = resolve));
  const listener = (event) => {
    if (event.origin !== embedOrigin || event.source !== iframe.contentWindow) return;
    const type = event.data?.type;
    if (type === 'platform:event:dashboard-loaded') onAnswer(event.data.payload);
    else if (type === 'platform:event:ready') onReady(event.data.payload);
  };
  window.addEventListener('message', listener);
  return {
    ready,
    roundTrip() {
      const answer = new Promise((resolve) => (onAnswer = resolve));
      iframe.contentWindow.postMessage(actionMessage('refresh', {}), embedOrigin);
      return answer;
    },
    close: () => window.removeEventListener('message', listener),
  };
}

/**
 * The host side with the protocol's checks alone: what no host using the SDK can skip — the
 * trust and envelope/payload checks on each event (`checkEventMessage`) and a validated action
 * envelope (`createActionMessage`) — in a bare listener, without the controller (no queue, no
 * replay memory, no dispatch to handlers, no `waitFor`).
 */
function checkPeer(iframe, embedOrigin) {
  let onReady;
  let onAnswer;
  const ready = new Promise((resolve) => (onReady = resolve));
  const listener = (event) => {
    const checked = checkEventMessage(event, { origin: embedOrigin, window: iframe.contentWindow });
    if (!checked.ok) return;
    const { type, payload } = checked.message;
    if (type === 'platform:event:dashboard-loaded') onAnswer(payload);
    else if (type === 'platform:event:ready') onReady(payload);
  };
  window.addEventListener('message', listener);
  return {
    ready,
    roundTrip() {
      const answer = new Promise((resolve) => (onAnswer = resolve));
      iframe.contentWindow.postMessage(createActionMessage('refresh', {}), embedOrigin);
      return answer;
    },
    close: () => window.removeEventListener('message', listener),
  };
}

/** The host side, by its side of the variant. */
const HOST_PEERS = { sdk: sdkPeer, raw: rawPeer, check: checkPeer };

/** The page the frame loads, by its side of the variant. */
const ECHO_PAGES = { bridge: 'echo-bridge.html', raw: 'echo-raw.html', check: 'echo-check.html' };

/**
 * `count` sequential round trips, the host side being `host` ('sdk', 'raw' or 'check'), the
 * frame `embed` ('bridge', 'raw' or 'check') on the `site` origin ('same' or 'cross'); resolves
 * to `{ totalMs }`.
 */
export async function roundTrip(host, embed, count, site = 'same') {
  const variant = `${host}+${embed} (${site} site)`;
  const iframe = createFrame(ECHO_PAGES[embed], site);
  const peer = HOST_PEERS[host](iframe, EMBED_ORIGINS[site]);
  frames.append(iframe);
  try {
    await within(peer.ready, 10_000, `${variant} round trip: ready from the echo page`);
    let done = 0;
    const run = async () => {
      for (; done < count; done++) await peer.roundTrip();
    };
    const start = performance.now();
    await within(run(), 60_000, `${variant} round trip: ${count} answers (got ${done})`);
    return { totalMs: performance.now() - start };
  } finally {
    peer.close();
    iframe.remove();
  }
}

let probe;

/**
 * Loads the raw echo page from the `site` origin and leaves it in the document, so the
 * benchmark can ask the DevTools protocol which process it runs in; resolves to its origin.
 * `closeProbe()` removes it.
 */
export async function openProbe(site) {
  const iframe = createFrame(ECHO_PAGES.raw, site);
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  frames.append(iframe);
  await within(loaded, 10_000, `the ${site}-site echo page: load`);
  probe = iframe;
  return EMBED_ORIGINS[site];
}

export function closeProbe() {
  probe?.remove();
  probe = undefined;
}
