// Inbound burst: the frame posts `count` navigate events in one tight loop; the host counts
// them, either through the SDK (`createEmbed` + `on('navigate')`) or with a bare listener.
// Both variants load the same sender page, finish the ready handshake before the clock starts,
// and time the same span on this page's clock: from posting the start request to handling
// the last event.
import { createFrame, embedOrigin, frames, SDK, within } from './frames.js';

const NAVIGATE = 'platform:event:navigate';
const READY = 'platform:event:ready';

/** A receiver through the SDK: what a host page using it writes. */
function sdkReceiver(iframe, onCount) {
  const embed = SDK.createEmbed({ iframe, readyTimeoutMs: 0 });
  embed.on('navigate', () => onCount());
  return { ready: embed.whenReady(), close: () => embed.destroy() };
}

/**
 * A receiver with a bare listener and the trust checks a careful page makes (spec 5.3, and
 * what the SDK checks): the embed's exact origin and, unless `originOnly`, its window
 * (`event.source`); then the message type (to tell the burst from the ready handshake).
 */
function bareReceiver(iframe, onCount, originOnly) {
  let onReady;
  const ready = new Promise((resolve) => (onReady = resolve));
  const listener = (event) => {
    if (event.origin !== embedOrigin || (!originOnly && event.source !== iframe.contentWindow)) return;
    const type = event.data?.type;
    if (type === NAVIGATE) onCount();
    else if (type === READY) onReady();
  };
  window.addEventListener('message', listener);
  return { ready, close: () => window.removeEventListener('message', listener) };
}

/**
 * One burst of `count` events through `variant` ('sdk', 'bare', or 'bare-origin': a bare
 * listener without the window check). Resolves to milliseconds:
 * `totalMs` from the start request to the last event handled (the figure), `receiveMs` from
 * the first event handled to the last.
 */
export async function burst(variant, count) {
  let handled = 0;
  let first = 0;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  const onCount = () => {
    if (handled === 0) first = performance.now();
    if (++handled === count) finish(performance.now());
  };

  const iframe = createFrame('sender.html');
  const receiver =
    variant === 'sdk' ? sdkReceiver(iframe, onCount) : bareReceiver(iframe, onCount, variant === 'bare-origin');
  frames.append(iframe);
  try {
    await within(receiver.ready, 10_000, `${variant} burst: ready from the sender`);
    const start = performance.now();
    iframe.contentWindow.postMessage({ bench: 'start', count }, embedOrigin);
    const last = await within(done, 60_000, `${variant} burst: ${count} events handled (got ${handled})`);
    return { totalMs: last - start, receiveMs: last - first };
  } finally {
    receiver.close();
    iframe.remove();
  }
}
