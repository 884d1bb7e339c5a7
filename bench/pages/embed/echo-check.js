// The embed side of the protocol-floor round trip: a bare `message` listener that does what no
// embed using the SDK can skip — the protocol's trust and envelope/payload checks on the action
// (checkActionMessage) and a validated event envelope (createEventMessage) — and nothing else:
// no bridge, no handlers, no dispatch. The built protocol module, served from /dist/.
import { checkActionMessage, createEventMessage } from '/dist/protocol.js';
import { hostOrigin, LOADED_PAYLOAD, READY_PAYLOAD, surface } from './wire.js';

const trust = { origin: hostOrigin, window: window.parent };

window.addEventListener('message', (event) => {
  const checked = checkActionMessage(event, trust);
  if (checked.ok && checked.message.type === 'platform:action:refresh')
    window.parent.postMessage(createEventMessage('dashboard-loaded', LOADED_PAYLOAD, surface), hostOrigin);
});

window.parent.postMessage(createEventMessage('ready', READY_PAYLOAD, surface), hostOrigin);
