// The sending side of the inbound-burst measurement, the same page for both host variants:
// on the host's `{ bench: 'start', count }` it posts `count` navigate events in one tight loop,
// so the host's handling is the only thing that differs between the variants.
import { eventMessage, hostOrigin, postEvent, READY_PAYLOAD } from './wire.js';

window.addEventListener('message', (event) => {
  if (event.origin !== hostOrigin || event.source !== window.parent || event.data?.bench !== 'start') return;
  const { count } = event.data;
  const parent = window.parent;
  for (let i = 0; i < count; i++) {
    parent.postMessage(eventMessage('navigate', { path: `/orders/${i}`, previousPath: '/orders' }), hostOrigin);
  }
});

postEvent('ready', READY_PAYLOAD);
