// The fake embed: a stand-in for a real analytics surface, running the embed-side bridge of
// platform-embed. It reads its session from the URL query, announces itself, applies every
// action the host sends so you can see it, and has a button for every event of the catalog.
//
// A real embed must not take `hostOrigin` from its URL (any page could frame it with its own
// origin there): it gets the allowed host origin from its server-side session. The demo reads
// it from the query so it runs on any port.
import { createEmbedBridge, parseFilterParameter } from '/lib/platform-embed-embed.js';

const mountedAt = performance.now();
const $ = (id) => document.getElementById(id);

// ---- Session, from the query ---------------------------------------------------------------

const params = new URLSearchParams(location.search);
const session = {
  surface: params.get('surface') || 'dashboard',
  publicId: params.get('publicId') || undefined,
  embedTenant: params.get('embedTenant') || null,
  deploymentId: readNumber(params.get('deploymentId')),
  mode: params.get('mode') || 'signed',
  hostOrigin: params.get('hostOrigin') || '',
  /** The signed session of a real embed; here just a label, to see that a new one loaded. */
  id: params.get('session') || undefined,
};

function readNumber(text) {
  if (text === null || text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

// ---- What the host can change ---------------------------------------------------------------

const DEFAULT_THEME = { primaryColor: '#4f46e5', borderRadius: '10px', font: '' };
const VIEWS = { '/': 'Sales overview', '/orders': 'Orders', '/customers': 'Customers' };
const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Online', 'Partners'];
const CUSTOMERS = ['Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries'];
const WIDGET_COUNT = 6; // four KPIs, the chart, the table
const GREETINGS = {
  en: 'Hello',
  de: 'Hallo',
  fr: 'Bonjour',
  es: 'Hola',
  pt: 'Olá',
  it: 'Ciao',
  nl: 'Hallo',
  sv: 'Hej',
  ja: 'こんにちは',
  zh: '你好',
  ko: '안녕하세요',
  ar: 'مرحبا',
  hi: 'नमस्ते',
  pl: 'Cześć',
};
const AS_OF = new Date(Date.UTC(2024, 2, 15, 12));

const state = {
  scheme: 'light',
  theme: {},
  locale: 'en-US',
  intlLocale: 'en-US',
  filters: new Map(),
  path: '/',
  refreshes: 0,
  loaded: false,
};

const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');
darkQuery.addEventListener('change', () => applyScheme(state.scheme));

function applyScheme(scheme) {
  state.scheme = scheme;
  const resolved = scheme === 'auto' ? (darkQuery.matches ? 'dark' : 'light') : scheme;
  document.documentElement.dataset.scheme = resolved;
  $('scheme').textContent = scheme;
  $('scheme-resolved').textContent = resolved;
}

function applyTheme(theme) {
  state.theme = theme;
  const style = document.documentElement.style;
  // CSS custom properties set through the CSSOM: allowed under `style-src 'self'`, and a value
  // that is not valid CSS is simply ignored by the browser.
  style.setProperty('--accent', theme.primaryColor || DEFAULT_THEME.primaryColor);
  style.setProperty('--radius', theme.borderRadius || DEFAULT_THEME.borderRadius);
  if (theme.font) style.setProperty('--font', `${theme.font}, system-ui, sans-serif`);
  else style.removeProperty('--font');
  $('theme').textContent = JSON.stringify(theme);
}

function applyLocale(locale) {
  state.locale = locale;
  // Intl wants BCP 47 (`pt-BR`); the protocol also allows `pt_BR`.
  let tag = locale.replace(/_/g, '-');
  try {
    tag = Intl.getCanonicalLocales(tag)[0] ?? 'en-US';
  } catch {
    tag = 'en-US';
  }
  state.intlLocale = tag;
  document.documentElement.lang = tag;
  $('locale').textContent = locale;
  $('greeting').textContent = GREETINGS[tag.split('-')[0].toLowerCase()] ?? GREETINGS.en;
  $('formatted-date').textContent = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(AS_OF);
  $('formatted-number').textContent = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(1234567.891);
  renderWidgets();
}

/** `f_<view>.<dimension>=<JSON>`; the bridge already checked the form, JSON part included. */
function applyFilter(parameter) {
  const { view, dimension, value } = parseFilterParameter(parameter);
  state.filters.set(`${view}.${dimension}`, value); // same view.dimension: replaced
  renderFilters();
  renderWidgets();
}

function renderFilters() {
  const list = $('filters');
  const chips = $('filter-chips');
  list.replaceChildren();
  chips.replaceChildren();
  if (state.filters.size === 0) {
    list.append(element('li', { className: 'muted', text: 'none' }));
    return;
  }
  for (const [key, value] of state.filters) {
    const item = element('li', { dataset: { filterKey: key } });
    item.append(element('code', { text: key }), ' = ', element('code', { text: JSON.stringify(value) }));
    list.append(item);
    chips.append(element('li', { className: 'chip', text: `${key}: ${JSON.stringify(value)}` }));
  }
}

/**
 * Moves to an in-embed path and tells the host: `navigate`, then `view`. A path under /embed/
 * is another document of the embed (another dashboard, a new session): it is loaded, as a
 * server-rendered embed would. That is safe only because the bridge hands over nothing but
 * paths that resolve on this origin: `/\host`, `//host`, `/\t/host`… never get here.
 */
function navigateTo(path) {
  const target = new URL(path, location.href);
  if (target.pathname.startsWith('/embed/')) {
    location.assign(target.href);
    return;
  }
  if (path === state.path) return;
  const previousPath = state.path;
  state.path = path;
  renderPath();
  renderWidgets();
  send('navigate', { path, previousPath });
  send('view', viewPayload());
}

function renderPath() {
  $('path').textContent = state.path;
  $('view-title').textContent = VIEWS[state.path] ?? `Page ${state.path}`;
  for (const tab of document.querySelectorAll('.tab')) {
    tab.setAttribute('aria-current', tab.dataset.path === state.path ? 'page' : 'false');
  }
}

function viewPayload() {
  const payload = { surface: session.surface, path: state.path, title: VIEWS[state.path] ?? `Page ${state.path}` };
  if (session.publicId) payload.publicId = session.publicId;
  return payload;
}

function refresh() {
  state.refreshes += 1;
  $('refresh-count').textContent = String(state.refreshes);
  const widgets = $('widgets');
  widgets.classList.add('loading');
  setTimeout(() => {
    widgets.classList.remove('loading');
    renderWidgets();
  }, 250);
}

// ---- The fake dashboard ---------------------------------------------------------------------

/** Deterministic fake numbers: they change with the path, the filters and each refresh. */
function seededRandom(seed) {
  let x = 2166136261;
  for (const char of seed) x = Math.imul(x ^ char.charCodeAt(0), 16777619);
  return () => {
    x = Math.imul(x ^ (x >>> 15), 2246822507);
    x = Math.imul(x ^ (x >>> 13), 3266489909);
    x ^= x >>> 16;
    return (x >>> 0) / 4294967296;
  };
}

function renderWidgets() {
  if (!state.loaded) return;
  const random = seededRandom(`${state.path}|${[...state.filters].join(';')}|${state.refreshes}`);
  const currency = new Intl.NumberFormat(state.intlLocale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const integer = new Intl.NumberFormat(state.intlLocale);
  const percent = new Intl.NumberFormat(state.intlLocale, { style: 'percent', maximumFractionDigits: 1 });
  const orders = Math.round(2000 + random() * 8000);
  const revenue = orders * (40 + random() * 60);
  const kpis = [
    ['Revenue', currency.format(revenue)],
    ['Orders', integer.format(orders)],
    ['Average order', currency.format(revenue / orders)],
    ['Conversion', percent.format(0.01 + random() * 0.05)],
  ];
  $('kpis').replaceChildren(
    ...kpis.map(([label, value]) => {
      const card = element('div', { className: 'kpi' });
      card.append(element('span', { className: 'kpi-label', text: label }), element('strong', { text: value }));
      return card;
    }),
  );
  const values = REGIONS.map(() => Math.round(20000 + random() * 180000));
  const max = Math.max(...values);
  $('bars').replaceChildren(
    ...REGIONS.map((region, index) => {
      const bar = element('button', { className: 'bar', dataset: { region, testid: `bar-${region}` } });
      bar.type = 'button';
      bar.title = `${region}: ${currency.format(values[index])}`;
      bar.style.setProperty('--size', String(values[index] / max));
      bar.append(element('span', { className: 'bar-fill' }), element('span', { className: 'bar-label', text: region }));
      bar.addEventListener('click', () => drilldown(region, values[index]));
      return bar;
    }),
  );
  const customers = CUSTOMERS.map((name) => ({ name, orders: Math.round(20 + random() * 300) }))
    .map((row) => ({ ...row, revenue: row.orders * (60 + random() * 40) }))
    .sort((a, b) => b.revenue - a.revenue);
  $('top-customers').replaceChildren(
    ...customers.map((row) => {
      const tr = element('tr');
      tr.append(element('td', { text: row.name }), element('td', { text: integer.format(row.orders) }), element('td', { text: currency.format(row.revenue) }));
      return tr;
    }),
  );
}

function drilldown(region, revenue) {
  send('drilldown', { member: 'orders.revenue', value: { region, revenue }, widgetId: 'revenue-by-region' });
}

// ---- Logs -----------------------------------------------------------------------------------

function element(tag, { className, text, dataset } = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  for (const [key, value] of Object.entries(dataset ?? {})) node.dataset[key] = value;
  return node;
}

function logEntry(listId, { type, body, kind }) {
  const item = element('li', { className: kind ?? '', dataset: { type } });
  item.append(element('span', { className: 'log-type', text: type }), element('code', { text: body }));
  const list = $(listId);
  list.append(item);
  list.scrollTop = list.scrollHeight;
}

/** Sends an event through the bridge; a refusal by the SDK is shown, not thrown. */
function send(name, payload) {
  if (!bridge) return;
  try {
    bridge.emit(name, payload);
    logEntry('event-log', { type: name, body: JSON.stringify(payload) });
  } catch (error) {
    logEntry('event-log', { type: name, body: `${error.code ?? error.name}: ${error.message}`, kind: 'refused' });
  }
}

// ---- The bridge -----------------------------------------------------------------------------

$('surface').textContent = session.surface;
$('host-origin').textContent = session.hostOrigin || '(none)';
$('tenant').textContent = session.embedTenant ?? '—';
$('session').textContent = session.id ?? '—';
document.body.dataset.surface = session.surface;
applyScheme(state.scheme);
applyTheme(state.theme);
applyLocale(state.locale);
renderFilters();
renderPath();

let bridge;
try {
  bridge = createEmbedBridge({
    surface: session.surface,
    hostOrigin: session.hostOrigin,
    onInvalidMessage: ({ reason, detail }) => logEntry('invalid-log', { type: reason, body: detail, kind: 'refused' }),
    debug: params.has('debug'),
  });
  $('bridge-status').textContent = 'connected';
} catch (error) {
  $('bridge-status').textContent = `${error.code ?? error.name}: ${error.message}`;
  $('bridge-status').classList.add('bad');
}

if (bridge) {
  bridge.onAction('set-color-scheme', ({ scheme }) => applyScheme(scheme));
  bridge.onAction('set-theme', (theme) => applyTheme(theme));
  bridge.onAction('set-locale', ({ locale }) => applyLocale(locale));
  bridge.onAction('set-filter', ({ filterUrlParameter }) => applyFilter(filterUrlParameter));
  bridge.onAction('navigate', ({ path }) => navigateTo(path));
  bridge.onAction('refresh', () => refresh());
  bridge.onAction('*', (message) => logEntry('action-log', { type: message.type, body: JSON.stringify(message) }));
}

// ---- Buttons --------------------------------------------------------------------------------

for (const tab of document.querySelectorAll('.tab')) {
  tab.addEventListener('click', () => navigateTo(tab.dataset.path));
}
$('emit-navigate').addEventListener('click', () => {
  const paths = Object.keys(VIEWS);
  navigateTo(paths[(paths.indexOf(state.path) + 1) % paths.length]);
});
$('emit-drilldown').addEventListener('click', () => drilldown('North', 125000));

for (const button of document.querySelectorAll('[data-format]')) {
  button.addEventListener('click', () => {
    const format = button.dataset.format;
    const payload =
      format === 'csv' || format === 'xlsx'
        ? { format, target: 'widget', widgetId: 'revenue-by-region', title: 'Revenue by region', rowCount: REGIONS.length }
        : { format, target: 'dashboard', title: VIEWS[state.path] ?? state.path };
    send('download', payload);
  });
}

const aiForm = $('ai-form');
function sendAiQuery(status) {
  const payload = { query: $('ai-query').value, status };
  if (session.surface === 'chat') payload.chatId = 'chat-demo-1';
  else payload.agentId = 'agent-sales';
  send('ai-query', payload);
}
aiForm.addEventListener('submit', (event) => {
  event.preventDefault();
  sendAiQuery('submitted');
});
for (const button of aiForm.querySelectorAll('button[type="button"][data-status]')) {
  button.addEventListener('click', () => sendAiQuery(button.dataset.status));
}

$('emit-error').addEventListener('click', () => {
  send('error', { message: 'Widget "Revenue by region" failed to load: query timed out', name: 'QueryTimeoutError', context: 'widget:revenue-by-region', fatal: false });
});
$('emit-error-fatal').addEventListener('click', () => {
  const message = 'The surface lost its session and cannot continue';
  send('error', { message, name: 'SessionExpiredError', context: 'surface', fatal: true });
  $('fatal-message').textContent = message;
  $('fatal').hidden = false;
});
$('emit-invalid').addEventListener('click', () => send('download', { format: 'gif', target: 'dashboard' }));
$('reload').addEventListener('click', () => location.reload());
$('fatal-reload').addEventListener('click', () => location.reload());

// ---- Start: ready, view, then (dashboard) the widgets load -----------------------------------

const ready = { embedTenant: session.embedTenant, deploymentId: session.deploymentId, mode: session.mode, surface: session.surface };
if (session.publicId && session.surface === 'dashboard') ready.publicId = session.publicId;
send('ready', ready);
send('view', viewPayload());

if (session.surface === 'dashboard') {
  setTimeout(() => {
    state.loaded = true;
    const widgets = $('widgets');
    widgets.classList.remove('loading');
    widgets.setAttribute('aria-busy', 'false');
    renderWidgets();
    const loaded = { widgetCount: WIDGET_COUNT, loadDurationMs: Math.round(performance.now() - mountedAt) };
    if (session.publicId) loaded.publicId = session.publicId;
    send('dashboard-loaded', loaded);
  }, 400);
} else {
  $('widgets').hidden = true;
  $('dashboard-toolbar').hidden = true;
  for (const button of document.querySelectorAll('.dashboard-only')) button.hidden = true;
  const placeholder = $('surface-placeholder');
  placeholder.hidden = false;
  placeholder.textContent =
    session.surface === 'chat'
      ? 'The chat surface: ask a question below; its ai-query events report surface "chat".'
      : 'The app surface: dashboards, downloads and drilldowns are dashboard-only events.';
}
