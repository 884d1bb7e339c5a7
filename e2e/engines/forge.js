// A forger, framed by the smoke page from a third origin or from the embed's own origin: it
// posts a well-formed event (download, title FORGED) to its parent and a well-formed action
// (navigate to /FORGED) to every other frame of its parent, all with targetOrigin '*', then
// tells the parent it is done in a message that does not claim to be the SDK's.
import { createActionMessage, createEventMessage } from '/dist/protocol.js';

const event = createEventMessage('download', { format: 'csv', target: 'dashboard', title: 'FORGED' }, 'dashboard');
const action = createActionMessage('navigate', { path: '/FORGED' });
window.parent.postMessage(event, '*');
let actions = 0;
for (let index = 0; index < window.parent.frames.length; index += 1) {
  const frame = window.parent.frames[index];
  if (frame === window) continue;
  frame.postMessage(action, '*');
  actions += 1;
}
window.parent.postMessage({ engineSmokeForger: 'done', actions }, '*');
