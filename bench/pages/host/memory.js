// Memory: create → ready → destroy cycles. Through the SDK (`createEmbed` makes the iframe in
// a container and removes it on destroy) or by hand (an iframe, a bare listener for ready,
// then both removed). bench/browser.mjs measures the heap around a batch from outside, through
// the DevTools protocol, and reads what is left behind from the listener probe and the DOM.
import { createFrame, embedOrigin, embedUrl, frames, SDK, within } from './frames.js';

/** The most `message` listeners seen during a cycle: proof that the probe sees them at all. */
let peakListeners = 0;
const notePeak = () => {
  peakListeners = Math.max(peakListeners, window.__messageListeners?.live() ?? 0);
};

async function sdkCycle() {
  const embed = SDK.createEmbed({ url: embedUrl('ready.html'), container: frames, readyTimeoutMs: 0 });
  notePeak();
  await embed.whenReady();
  embed.destroy();
}

async function rawCycle() {
  const iframe = createFrame('ready.html');
  let listener;
  const ready = new Promise((resolve) => {
    listener = (event) => {
      if (
        event.origin === embedOrigin &&
        event.source === iframe.contentWindow &&
        event.data?.type === 'platform:event:ready'
      )
        resolve();
    };
  });
  window.addEventListener('message', listener);
  notePeak();
  frames.append(iframe);
  await ready;
  window.removeEventListener('message', listener);
  iframe.remove();
}

/**
 * Runs `count` cycles of `variant` ('sdk' or 'raw') and reports what is left: iframes in the
 * document and `message` listeners on window (from the probe bench/pages/listener-probe.js),
 * and the most listeners seen during a cycle.
 *
 * Each frame's navigation also adds a resource-timing entry to this page's performance
 * timeline (up to 250): the browser's bookkeeping, not the SDK's, so it is cleared after each
 * batch for both variants alike.
 */
export async function cycles(variant, count) {
  const cycle = variant === 'sdk' ? sdkCycle : rawCycle;
  let done = 0;
  const run = async () => {
    for (; done < count; done++) await cycle();
  };
  await within(run(), 120_000, `${variant} cycles: ${count} create → ready → destroy (got ${done})`);
  performance.clearResourceTimings();
  return {
    iframesLeft: document.querySelectorAll('iframe').length,
    messageListeners: window.__messageListeners?.live() ?? null,
    peakListeners,
  };
}
