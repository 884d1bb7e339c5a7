/**
 * A plain hand-written check of the event envelope and the 8 payloads: the baseline that
 * `parseEventMessage` is compared with. It does what the SDK's parser does — same rules, same
 * order of checks, same refusal reasons, a fresh message holding only the protocol's fields —
 * without a schema library and with one-word details, so the ratio shows what the schemas and
 * the readable refusals cost over the least code that is still correct.
 *
 * bench/node-validation.mjs checks that both agree on every message of the corpus before
 * timing them, so the baseline cannot win by checking less.
 */

const SURFACES = ['dashboard', 'app', 'chat'];
const PREFIX = 'platform:event:';

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value) => typeof value === 'string';
const number = (value) => typeof value === 'number' && Number.isFinite(value);
const count = (value) => number(value) && value >= 0;
const anything = () => true;
const oneOf =
  (...values) =>
  (value) =>
    values.includes(value);
const nullable = (test) => (value) => value === null || test(value);
const optional = (test) => (value) => value === undefined || test(value);

/** Per event, its payload fields and their tests (spec 6.2); optional ones accept undefined. */
const PAYLOADS = {
  ready: {
    embedTenant: nullable(text),
    deploymentId: nullable(number),
    mode: oneOf('signed', 'private'),
    surface: oneOf(...SURFACES),
    publicId: optional(text),
  },
  view: { surface: oneOf(...SURFACES), path: text, publicId: optional(text), title: optional(text) },
  navigate: { path: text, previousPath: optional(text) },
  'dashboard-loaded': { publicId: optional(text), widgetCount: optional(count), loadDurationMs: optional(count) },
  download: {
    format: oneOf('csv', 'xlsx', 'png', 'pdf'),
    target: oneOf('widget', 'dashboard'),
    widgetId: optional(text),
    title: optional(text),
    rowCount: optional(count),
  },
  drilldown: { member: text, value: anything, widgetId: optional(text) },
  'ai-query': {
    query: text,
    status: oneOf('submitted', 'completed', 'error'),
    chatId: optional(text),
    agentId: optional(text),
  },
  error: {
    message: text,
    name: optional(text),
    context: optional(text),
    fatal: optional((value) => typeof value === 'boolean'),
  },
};

const refuse = (reason, what) => ({ ok: false, reason, detail: `${what}: invalid` });

/** `{ ok: true, message }` for a valid event message, else `{ ok: false, reason, detail }`. */
export function handCheckEvent(data) {
  try {
    if (!isRecord(data)) return refuse('not-an-object', 'message');
    if (data.source !== 'platform-embed') return refuse('wrong-source', 'source');
    if (data.direction !== 'event') return refuse('wrong-direction', 'direction');
    const type = data.type;
    if (typeof type !== 'string' || !type.startsWith(PREFIX)) return refuse('invalid-envelope', 'type');
    const name = type.slice(PREFIX.length);
    const fields = Object.hasOwn(PAYLOADS, name) ? PAYLOADS[name] : undefined;
    if (!fields) return refuse('unknown-type', 'type');
    const timestamp = data.timestamp;
    if (!number(timestamp) || timestamp < 0) return refuse('invalid-envelope', 'timestamp');
    const surface = data.surface;
    if (!SURFACES.includes(surface)) return refuse('invalid-envelope', 'surface');
    const payload = data.payload;
    if (!isRecord(payload)) return refuse('invalid-envelope', 'payload');
    const checked = {};
    for (const field in fields) {
      const value = payload[field];
      if (!fields[field](value)) return refuse('invalid-payload', `payload.${field}`);
      if (value !== undefined) checked[field] = value;
    }
    return {
      ok: true,
      message: { source: 'platform-embed', direction: 'event', type, payload: checked, timestamp, surface },
    };
  } catch {
    return refuse('invalid-envelope', 'message');
  }
}
