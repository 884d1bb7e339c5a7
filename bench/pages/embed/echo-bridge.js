// The embed side of the SDK round trip: the real bridge (demo/.build/platform-embed-embed.js,
// served at /lib/). It checks each action (origin, window, envelope, payload) and builds and
// validates each event, as a real embed using the SDK would.
import { createEmbedBridge } from '/lib/platform-embed-embed.js';
import { hostOrigin, LOADED_PAYLOAD, READY_PAYLOAD, surface } from './wire.js';

const bridge = createEmbedBridge({ surface, hostOrigin });
bridge.onAction('refresh', () => bridge.emit('dashboard-loaded', LOADED_PAYLOAD));
bridge.emit('ready', READY_PAYLOAD);
