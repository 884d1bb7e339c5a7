// The bench host page's entry: exposes the measurements as `window.bench` for bench/browser.mjs
// to call, one variant and one round at a time, and sets `window.benchLoaded` when it can.
import { burst } from './burst.js';
import { cycles } from './memory.js';
import { closeProbe, openProbe, roundTrip } from './round-trip.js';

window.bench = { burst, roundTrip, cycles, openProbe, closeProbe };
window.benchLoaded = true;
