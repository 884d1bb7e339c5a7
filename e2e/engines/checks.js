// The capabilities the engine smoke checks, in the order the page runs them: the rows of the
// matrix `npm run test:engines` prints. The page (host.js) reports one result per id; the
// harness (scripts/engine-matrix.mjs) counts an id the page did not report as failed.

/** Each check's id and what its pass proves, in every engine. */
export const CHECKS = Object.freeze([
  { id: 'ready', title: 'createEmbed frames an embed of another origin and gets its ready' },
  { id: 'events', title: 'every event of the catalog the embed sends reaches its handler, payload intact' },
  { id: 'actions', title: 'every action of the catalog the host sends reaches the embed, payload intact' },
  { id: 'forged-origin', title: 'a frame of a third origin forging an event and an action is refused on both sides' },
  { id: 'forged-window', title: "another window of the embed's origin forging an event is refused" },
  { id: 'forged-envelope', title: 'malformed messages from the embed itself are refused, each for its reason' },
  { id: 'element-session', title: '<platform-embed session-endpoint> loads a signed session from the fake platform' },
  { id: 'element-reload', title: "the element's reload() loads a fresh signed session" },
  { id: 'chat-stream', title: 'a chat answer streams from the fake chat server, delta by delta' },
  { id: 'chat-stop', title: 'run.stop() stops an answer at the service, and resolves' },
  { id: 'chat-reconnect', title: 'a dropped answer is re-attached, nothing lost or repeated' },
  { id: 'no-page-errors', title: 'no uncaught error, unhandled rejection or CSP violation in the page' },
]);
