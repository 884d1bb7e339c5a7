// The protocol's wire format written out by hand, for the embed-side pages that run without
// the SDK: the raw baselines must put exactly the same messages on the wire as the SDK does.

const params = new URLSearchParams(location.search);

/** The host page's origin: events are addressed to it and actions must come from it. */
export const hostOrigin = params.get('hostOrigin') ?? '';

/** The surface every event is stamped with. */
export const surface = 'dashboard';

/** The ready payload every bench page announces itself with. */
export const READY_PAYLOAD = { embedTenant: 'bench', deploymentId: 1, mode: 'signed', surface };

/** What an embed answers a refresh with in the round-trip measurement. */
export const LOADED_PAYLOAD = { widgetCount: 6, loadDurationMs: 1 };

/** An event envelope exactly as the protocol defines it (and as the bridge builds it). */
export function eventMessage(name, payload) {
  return {
    source: 'platform-embed',
    direction: 'event',
    type: `platform:event:${name}`,
    payload,
    timestamp: Date.now(),
    surface,
  };
}

/** Posts an event to the host page, addressed to its origin (never '*'). */
export function postEvent(name, payload) {
  window.parent.postMessage(eventMessage(name, payload), hostOrigin);
}
