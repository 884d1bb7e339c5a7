// The smoke's embed, on an origin of its own: the real embed-side bridge of dist/embed.js. It
// sends ready, records every action and every refusal the bridge reports, and does what the
// host page asks over a MessagePort — the port keeps the test's own traffic off the window
// messages the SDK reads:
//
//   { op: 'emit-all' }          sends every event of the catalog (samples.js): { sent, missing }
//   { op: 'received' }          { actions, invalid }: what the bridge accepted and refused
//   { op: 'post-raw', messages } posts each as it is to the host, past the bridge: { posted }
import { createEmbedBridge } from '/dist/embed.js';
import { EVENT_NAMES } from '/dist/protocol.js';
import { EVENT_SAMPLES, READY } from '/samples.js';

const hostOrigin = new URL(location.href).searchParams.get('hostOrigin');
const actions = [];
const invalid = [];

const bridge = createEmbedBridge({
  surface: 'dashboard',
  hostOrigin,
  onInvalidMessage: ({ reason, detail, data }) => invalid.push({ reason, detail, data }),
});
bridge.onAction('*', (message) => actions.push({ type: message.type, payload: message.payload }));

function emitAll() {
  const names = EVENT_NAMES.filter((name) => name !== 'ready');
  const missing = names.filter((name) => !Object.hasOwn(EVENT_SAMPLES, name));
  const sent = [];
  for (const name of names.filter((each) => !missing.includes(each))) {
    bridge.emit(name, EVENT_SAMPLES[name]);
    sent.push({ name, payload: EVENT_SAMPLES[name] });
  }
  return { sent, missing };
}

const OPERATIONS = {
  'emit-all': emitAll,
  received: () => ({ actions, invalid }),
  'post-raw': ({ messages }) => {
    for (const message of messages) window.parent.postMessage(message, hostOrigin);
    return { posted: messages.length };
  },
};

window.addEventListener('message', (event) => {
  const [port] = event.ports;
  if (event.origin !== hostOrigin || event.source !== window.parent || event.data?.engineSmoke !== 'connect' || !port)
    return;
  port.onmessage = ({ data }) => {
    try {
      port.postMessage({ id: data.id, ...OPERATIONS[data.op](data) });
    } catch (error) {
      port.postMessage({ id: data.id, error: `${data.op}: ${error instanceof Error ? error.message : String(error)}` });
    }
  };
});

bridge.emit('ready', READY);
