/**
 * The messages of the validation-throughput measurement: what a host page's `message` listener
 * sees from an embed, valid and not. Deterministic, so every run parses the same work.
 *
 * The mix, per 10 messages: 8 valid events, cycling through all 8 kinds of the catalog with
 * and without their optional fields, and 2 invalid ones, cycling through every refusal reason
 * a parser can give (other scripts' traffic, a wrong direction, an unknown type, a broken
 * envelope, a bad payload).
 */

const event = (name, payload, extra = {}) => ({
  source: 'platform-embed',
  direction: 'event',
  type: `platform:event:${name}`,
  payload,
  timestamp: 1_700_000_000_000,
  surface: 'dashboard',
  ...extra,
});

/** Valid events: every kind, some with optional fields and some without. */
const VALID = [
  (i) =>
    event('ready', { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard', publicId: `d${i}` }),
  (i) =>
    event(
      'ready',
      { embedTenant: null, deploymentId: null, mode: 'private', surface: 'app' },
      { surface: 'app', extra: i },
    ),
  (i) => event('view', { surface: 'dashboard', path: `/orders/${i}`, publicId: 'abc', title: 'Orders' }),
  (i) => event('navigate', { path: `/orders/${i}`, previousPath: '/orders' }),
  (i) => event('navigate', { path: `/customers/${i}` }),
  (i) => event('dashboard-loaded', { publicId: 'abc', widgetCount: 6, loadDurationMs: 120 + (i % 50) }),
  (i) => event('download', { format: 'csv', target: 'widget', widgetId: `w${i}`, title: 'Revenue', rowCount: i }),
  () => event('download', { format: 'png', target: 'dashboard' }),
  (i) => event('drilldown', { member: 'orders.status', value: ['paid', i], widgetId: 'w1' }),
  (i) => event('ai-query', { query: `revenue by region ${i}`, status: 'completed', chatId: 'c1', agentId: 'a1' }),
  (i) =>
    event(
      'error',
      { message: `query ${i} failed`, name: 'QueryError', context: 'widget', fatal: false },
      { surface: 'chat' },
    ),
];

/** Invalid messages, one per way of being refused. */
const INVALID = [
  () => 'webpackHotUpdate', // not-an-object: a dev server's string
  () => null, // not-an-object
  (i) => ({ type: 'resize', height: 400 + i }), // wrong-source: another widget's traffic
  (i) => ({ source: 'react-devtools-content-script', payload: { event: 'ping', i } }), // wrong-source
  () => ({ source: 'platform-embed', direction: 'action', type: 'platform:action:refresh', payload: {}, timestamp: 1 }), // wrong-direction
  () => event('resize', { height: 400 }), // unknown-type
  () => ({ ...event('navigate', { path: '/x' }), type: 42 }), // invalid-envelope: type
  () => event('navigate', { path: '/x' }, { timestamp: 'now' }), // invalid-envelope: timestamp
  () => event('navigate', { path: '/x' }, { surface: 'mobile' }), // invalid-envelope: surface
  () => event('navigate', ['/x']), // invalid-envelope: payload
  () => event('download', { format: 'docx', target: 'widget' }), // invalid-payload: enum
  () => event('navigate', { previousPath: '/x' }), // invalid-payload: required field
  () => event('dashboard-loaded', { widgetCount: -1 }), // invalid-payload: value rule
  () => event('ready', { embedTenant: 'acme', mode: 'signed', surface: 'dashboard' }), // invalid-payload: missing deploymentId
];

/** `size` messages in the 8 : 2 mix, each a fresh object (as each postMessage delivers one). */
export function buildCorpus(size = 1_000) {
  const messages = [];
  let valid = 0;
  let invalid = 0;
  for (let i = 0; i < size; i++) {
    messages.push(i % 10 < 8 ? VALID[valid++ % VALID.length](i) : INVALID[invalid++ % INVALID.length](i));
  }
  return messages;
}

/** How the corpus is made, for results.json. */
export const CORPUS_MIX = {
  validShare: 0.8,
  validTemplates: VALID.length,
  invalidTemplates: INVALID.length,
  kinds: ['ready', 'view', 'navigate', 'dashboard-loaded', 'download', 'drilldown', 'ai-query', 'error'],
};
