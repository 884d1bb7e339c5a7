// The embed of the memory measurement: as little as possible happens in the frame, so what
// stays behind on the host page is the host's (or the SDK's) doing.
import { postEvent, READY_PAYLOAD } from './wire.js';

postEvent('ready', READY_PAYLOAD);
