// The host page of the demo: what a product team writes to embed a dashboard with
// platform-embed, plus controls for every action and a live log of every event.
//
// The SDK comes from the <script> file dist/platform-embed.min.js as the global
// `PlatformEmbed`; with a bundler it is `import { createEmbed } from 'platform-embed'`.

const $ = (id) => document.getElementById(id);
const SDK = globalThis.PlatformEmbed;

/** The demo server tells us where the fake embed runs (its port is not fixed). */
const config = await fetch('/config.json').then((response) => response.json());

$('host-origin').textContent = location.origin;
$('embed-origin').textContent = config.embedOrigin;

let embed;
let surface = 'dashboard';
let readyCount = 0;
let sessions = 0;
/** Whether the current embed was created in unsigned mode (the switch may have changed since). */
let unsignedEmbed = false;

/**
 * How the embed gets its session. `signed` (the default): a session provider, a function the
 * controller calls for every load, which asks this page's own backend (GET /embed-session) for a
 * fresh signed URL — its backend generates the session at the platform with its API key, and
 * the fake embed redeems it once. `unsigned`: a URL this page makes up for the fake embed's
 * scripted page, which generates and redeems no session and announces the tenant, deployment
 * and mode its query names — `mode signed` included, so the ready line says that nothing was
 * signed (a demo shortcut: no real embed takes a tenant from its URL). `?session=unsigned` on
 * this page's URL picks it at start; a change of the switch applies on Recreate.
 */
const sessionMode = $('session-mode');
if (new URLSearchParams(location.search).get('session') === 'unsigned') sessionMode.value = 'unsigned';

/** What each session mode does, shown under the switch. */
const SESSION_MODE_NOTES = {
  signed:
    "Signed: for every load, this page's backend generates a session at the fake platform with its API key; the fake embed redeems it once and reports its viewer's tenant and deployment.",
  unsigned:
    "Unsigned (no session: the fake embed reports the tenant its URL names): this page makes up a URL of the fake embed's scripted page, and nothing is generated, redeemed or checked. Demo only: no real embed takes a tenant from its URL.",
};

function showSessionModeNote() {
  const applied = (sessionMode.value === 'unsigned') === unsignedEmbed;
  $('session-mode-note').textContent =
    `${SESSION_MODE_NOTES[sessionMode.value]}${applied ? '' : ' Applies on Recreate.'}`;
}
sessionMode.addEventListener('change', showSessionModeNote);
showSessionModeNote();

/**
 * The session provider of signed mode: this page's backend mints the session and answers
 * `{ url }`. The controller passes a signal that aborts when the answer is no longer wanted.
 */
function sessionProvider(surface) {
  const query = new URLSearchParams({ surface });
  if (surface === 'dashboard') query.set('dashboard', 'sales-overview');
  return async ({ signal }) => {
    const response = await fetch(`/embed-session?${query}`, { signal });
    const body = await response.json();
    if (!response.ok) throw new Error(`GET /embed-session answered ${response.status}: ${body.message}`);
    return body.url;
  };
}

/**
 * An unsigned URL of the fake embed's scripted page: the tenant, deployment and mode in its
 * query, and a made-up session label, to see that a new one loaded.
 */
function embedUrl(surface) {
  sessions += 1;
  const url = new URL('/embed/', config.embedOrigin);
  const query = new URLSearchParams({ surface, embedTenant: 'acme', deploymentId: '42', mode: 'signed' });
  if (surface === 'dashboard') query.set('publicId', 'sales-overview');
  query.set('session', `demo-${sessions}-${Date.now().toString(36)}`);
  url.search = query.toString();
  return url.href;
}

// ---- Connecting -----------------------------------------------------------------------------

function connect(newSurface) {
  surface = newSurface;
  readyCount = 0;
  $('ready-payload').textContent = 'waiting for ready…';
  const signed = sessionMode.value === 'signed';
  unsignedEmbed = !signed;
  showSessionModeNote();
  embed = SDK.createEmbed({
    url: signed ? sessionProvider(surface) : embedUrl(surface),
    origin: config.embedOrigin,
    container: '#embed',
    title: surface === 'dashboard' ? 'Sales dashboard' : `Acme ${surface}`,
    onInvalidMessage: ({ reason, detail, data }) => logInvalid(reason, detail, data),
    // A load that failed (the session provider, or no ready in time): the controller stays connecting.
    onFailure: (error) => {
      showFatal(`${error.code}: ${error.message}`);
      showState();
    },
    debug: (line, data) => logDebug(line, data),
  });
  showState();

  // Every event, with its payload. Registered before anything else so the log is complete.
  embed.on('*', (message) => {
    logEvent(message);
    if (message.type === 'platform:event:ready') {
      readyCount += 1;
      showReady(message.payload);
    }
    // A fatal error instead of ready: a session used twice, unknown or expired, say.
    if (message.type === 'platform:event:error' && message.payload.fatal) {
      showFatal(`The embed stopped: ${message.payload.message}. New session loads a fresh one.`);
    }
    showState();
  });

  watchReady();
}

/** Shows the state once the embed is ready (onFailure shows why it is not: READY_TIMEOUT says what it refused). */
function watchReady() {
  embed.whenReady().then(
    () => showState(),
    () => undefined,
  );
}

function showState() {
  const state = embed ? embed.state : 'destroyed';
  const pill = $('embed-state');
  pill.dataset.state = state;
  pill.textContent = state === 'ready' && readyCount > 1 ? `ready (session ${readyCount})` : state;
}

function showReady(payload) {
  const parts = [
    `surface ${payload.surface}`,
    `tenant ${payload.embedTenant ?? '—'}`,
    `deployment ${payload.deploymentId ?? '—'}`,
    `mode ${payload.mode}`,
  ];
  if (payload.publicId) parts.push(`dashboard ${payload.publicId}`);
  // The scripted page repeats its URL's query: its `mode` is no proof of a session.
  if (unsignedEmbed) parts.push('as the made-up URL says: no session was redeemed');
  $('ready-payload').textContent = `ready: ${parts.join(' · ')}`;
}

function showFatal(text) {
  const note = $('fatal-note');
  note.textContent = text;
  note.hidden = false;
}

// ---- Log ------------------------------------------------------------------------------------

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function time(timestamp = Date.now()) {
  return `${new Date(timestamp).toLocaleTimeString(undefined, { hour12: false })}.${String(timestamp % 1000).padStart(3, '0')}`;
}

function addEntry(list, item) {
  list.prepend(item);
  while (list.children.length > 200) list.lastElementChild.remove();
}

function logEvent(message) {
  const name = message.type.slice('platform:event:'.length);
  const item = element('li', `entry event-${name}`);
  item.dataset.type = message.type;
  item.dataset.kind = 'event';
  const head = element('div', 'entry-head');
  head.append(
    element('span', 'tag', name),
    element('span', 'muted', `${message.surface} · ${time(message.timestamp)}`),
  );
  item.append(head, element('pre', '', JSON.stringify(message.payload, null, 2)));
  if (message.type === 'platform:event:error' && message.payload.fatal) item.classList.add('fatal');
  addEntry($('event-log'), item);
}

function logInvalid(reason, detail) {
  // The data is untrusted: shown as text only, never as HTML.
  const item = element('li', 'entry invalid');
  item.dataset.kind = 'invalid';
  item.dataset.reason = reason;
  const head = element('div', 'entry-head');
  head.append(element('span', 'tag', `ignored: ${reason}`), element('span', 'muted', time()));
  item.append(head, element('pre', '', detail));
  addEntry($('event-log'), item);
}

function logDebug(line, data) {
  const text = data === undefined ? line : `${line} ${safeJson(data)}`;
  addEntry($('debug-log'), element('li', '', `${time()} ${text}`));
}

function safeJson(value) {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

$('clear-log').addEventListener('click', () => {
  $('event-log').replaceChildren();
  $('debug-log').replaceChildren();
});

// ---- Controls -------------------------------------------------------------------------------

/** Runs an action; an error (invalid input, destroyed…) is shown under its control. */
function attempt(errorId, action) {
  const error = $(errorId);
  error.textContent = '';
  error.classList.remove('ok');
  try {
    if (!embed) throw new Error('There is no embed.');
    const queued = embed.state === 'connecting';
    action(embed);
    if (queued) {
      error.textContent = 'Queued: it is sent when the embed is ready.';
      error.classList.add('ok');
    }
  } catch (caught) {
    error.textContent = caught.code ? `${caught.code}: ${caught.message}` : caught.message;
  }
}

$('scheme').addEventListener('change', () => {
  attempt('error-scheme', (e) => e.setColorScheme($('scheme').value));
});

$('theme-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const theme = { primaryColor: $('theme-color').value, borderRadius: $('theme-radius').value };
  if ($('theme-font').value) theme.font = $('theme-font').value;
  attempt('error-theme', (e) => e.setTheme(theme));
});

$('locale-form').addEventListener('submit', (event) => {
  event.preventDefault();
  attempt('error-locale', (e) => e.setLocale($('locale').value.trim()));
});

function readFilter() {
  const text = $('filter-value').value;
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`The value must be JSON, e.g. "paid" or ["paid", "shipped"] (got ${text.trim() || 'nothing'})`);
  }
  return { view: $('filter-view').value.trim(), dimension: $('filter-dimension').value.trim(), value };
}

function previewFilter() {
  if (!SDK) return;
  const preview = $('filter-preview');
  try {
    preview.textContent = SDK.buildFilterParameter(readFilter());
    preview.classList.remove('bad');
  } catch (error) {
    preview.textContent = error.message;
    preview.classList.add('bad');
  }
}
for (const id of ['filter-view', 'filter-dimension', 'filter-value']) $(id).addEventListener('input', previewFilter);

$('filter-form').addEventListener('submit', (event) => {
  event.preventDefault();
  attempt('error-filter', (e) => e.setFilter(readFilter()));
});

$('navigate-form').addEventListener('submit', (event) => {
  event.preventDefault();
  attempt('error-navigate', (e) => e.navigate($('path').value.trim()));
});
$('refresh').addEventListener('click', () => attempt('error-navigate', (e) => e.refresh()));

$('destroy').addEventListener('click', () => {
  $('error-lifecycle').textContent = '';
  if (!embed) return;
  // Idempotent: a second click changes nothing. Afterwards every action throws DESTROYED.
  embed.destroy();
  $('ready-payload').textContent =
    'destroyed: the iframe was removed and every listener with it. Actions now throw DESTROYED.';
  showState();
});

$('new-session').addEventListener('click', () => {
  const error = $('error-lifecycle');
  error.textContent = '';
  error.classList.remove('ok');
  $('fatal-note').hidden = true;
  try {
    if (!embed || embed.state === 'destroyed') throw new Error('There is no embed: click Recreate.');
    // A fresh session of the same origin: the controller keeps its listeners and settings, the
    // iframe loads it, and on its ready the scheme, theme, locale and filters are sent again.
    // Signed: reload() asks the session provider for a new URL (a signed URL works once).
    if (sessionMode.value === 'signed') embed.reload();
    else embed.reload(embedUrl(surface));
  } catch (caught) {
    error.textContent = caught.code ? `${caught.code}: ${caught.message}` : caught.message;
    return;
  }
  $('ready-payload').textContent = 'new session: waiting for ready…';
  error.textContent = 'New session: the settings set here are sent again once it is ready.';
  error.classList.add('ok');
  showState();
  watchReady();
});

$('recreate').addEventListener('click', () => {
  for (const error of document.querySelectorAll('.error')) error.textContent = '';
  $('fatal-note').hidden = true;
  if (embed) embed.destroy();
  try {
    connect($('surface').value);
  } catch (error) {
    $('error-lifecycle').textContent = `${error.code ?? error.name}: ${error.message}`;
  }
});

// ---- Start ----------------------------------------------------------------------------------

if (!SDK || typeof SDK.createEmbed !== 'function') {
  showFatal(
    'dist/platform-embed.min.js does not define PlatformEmbed.createEmbed yet: run `npm run build` and reload.',
  );
  $('embed-state').textContent = 'unavailable';
  $('embed-state').dataset.state = 'destroyed';
} else {
  previewFilter();
  try {
    connect('dashboard');
  } catch (error) {
    showFatal(`${error.code ?? error.name}: ${error.message}`);
  }
}
