// The embed side of the raw round trip: a bare `message` listener with the trust checks a
// careful page makes (the host's origin and window, as the bridge checks them) and the
// action's type, answering with the same event envelope the bridge would send.
import { hostOrigin, LOADED_PAYLOAD, postEvent, READY_PAYLOAD } from './wire.js';

window.addEventListener('message', (event) => {
  if (event.origin !== hostOrigin || event.source !== window.parent) return;
  if (event.data?.type === 'platform:action:refresh') postEvent('dashboard-loaded', LOADED_PAYLOAD);
});

postEvent('ready', READY_PAYLOAD);
