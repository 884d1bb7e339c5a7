/**
 * The fake embed's page script (served by `startFakeEmbedServer` as /embed/assets/embed.js,
 * bundled by the build with the embed-side bridge it runs on). A stand-in for a real analytics
 * surface: it reads what this load is from the page's config (written by the server, which
 * redeemed the session), connects to its host with `createEmbedBridge`, announces itself with
 * `ready` — or, for a refused session, a fatal `error` and nothing else — applies every action
 * the host sends so you can see it, and has a button for every event of the catalog.
 *
 * @module
 * @internal
 */

import { createEmbedBridge, type EmbedBridge, type EventName, type EventPayloads, parseFilterParameter } from '../../../embed/index.js';
import { originOf } from '../../../internal/http-url.js';
import { isRecord } from '../../../internal/is-record.js';
import { type FakeEmbedPageConfig, PAGE_CONFIG_META } from '../embed-page-config.js';

const mountedAt = performance.now();

/** An element of the page by id (the page has them all). */
const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;

// ---- What this load is ------------------------------------------------------------------------

function readConfig(): FakeEmbedPageConfig {
  const text = document.querySelector(`meta[name="${PAGE_CONFIG_META}"]`)?.getAttribute('content');
  try {
    return JSON.parse(text ?? '') as FakeEmbedPageConfig;
  } catch {
    // A page opened without its server: say so rather than guess.
    return { surface: 'dashboard', fatal: { message: 'The fake embed page has no config: load it from startFakeEmbedServer', fatal: true } };
  }
}

const config = readConfig();
const surface = config.surface;
const publicId = config.ready?.publicId;

/**
 * The one origin the bridge trusts: the server's (the URL's `hostOrigin`, or the one origin of
 * `frameAncestors`), else the parent page's as the browser reports it — `location.ancestorOrigins`
 * (Chromium, Safari), else the referrer, when it is not this origin (a navigation of the embed
 * itself). With `frameAncestors`, it must be one of them. Never `'*'`.
 */
function hostOrigin(): { origin: string } | { problem: string } {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  const referrer = document.referrer ? originOf(document.referrer) : undefined;
  const framed = window.parent !== window;
  const origin = config.hostOrigin ?? (framed ? (ancestors?.[0] ?? (referrer !== location.origin ? referrer : undefined)) : undefined);
  if (origin === undefined || origin === 'null') {
    return { problem: framed ? "the host page's origin is unknown: add hostOrigin=<origin> to the URL" : 'not framed: load this page in an iframe' };
  }
  if (config.frameAncestors && !config.frameAncestors.includes(origin)) return { problem: `${origin} is not one of frameAncestors (${config.frameAncestors.join(', ')})` };
  return { origin };
}

// ---- What the host can change -----------------------------------------------------------------

const DEFAULT_THEME = { primaryColor: '#4f46e5', borderRadius: '10px' };
const VIEWS: Record<string, string> = { '/': 'Sales overview', '/orders': 'Orders', '/customers': 'Customers' };
const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Online', 'Partners'];
const CUSTOMERS = ['Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries'];
const WIDGET_COUNT = 6; // four KPIs, the chart, the table
const GREETINGS: Record<string, string> = {
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
  locale: 'en-US',
  intlLocale: 'en-US',
  timezone: 'UTC',
  filters: new Map<string, unknown>(),
  path: '/',
  refreshes: 0,
  loaded: false,
};

const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');
darkQuery.addEventListener('change', () => applyScheme(state.scheme));

function applyScheme(scheme: string): void {
  state.scheme = scheme;
  const resolved = scheme === 'auto' ? (darkQuery.matches ? 'dark' : 'light') : scheme;
  document.documentElement.dataset.scheme = resolved;
  $('scheme').textContent = scheme;
  $('scheme-resolved').textContent = resolved;
}

/** A field of an object, when the value is one; anything else reads as nothing. */
function member(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** A CSS length from a theme value: a number is pixels, a non-empty string is taken as it is; else nothing. */
function length(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A non-empty string, else nothing (`null` and absent fields mean the default). */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Applies a theme, reading every field tolerantly: each may be absent or `null` (the default),
 * `borderRadius` a number (pixels) or a CSS length, and the chat's colors nested
 * (`analyticsChat.backgroundColor`, `analyticsChat.chatInput.{backgroundColor,borderColor}`,
 * `chat.inputColor`). CSS custom properties set through the CSSOM: allowed under
 * `style-src 'self'`, and a value that is not valid CSS is simply ignored by the browser.
 */
function applyTheme(theme: unknown): void {
  const style = document.documentElement.style;
  const set = (property: string, value: string | undefined) => (value === undefined ? style.removeProperty(property) : style.setProperty(property, value));
  set('--accent', text(member(theme, 'primaryColor')) ?? DEFAULT_THEME.primaryColor);
  set('--radius', length(member(theme, 'borderRadius')) ?? DEFAULT_THEME.borderRadius);
  const font = text(member(theme, 'font'));
  set('--font', font && `${font}, system-ui, sans-serif`);
  const analyticsChat = member(theme, 'analyticsChat');
  set('--chat-bg', text(member(analyticsChat, 'backgroundColor')));
  set('--chat-input-bg', text(member(member(analyticsChat, 'chatInput'), 'backgroundColor')));
  set('--chat-input-border', text(member(member(analyticsChat, 'chatInput'), 'borderColor')));
  set('--chat-input-color', text(member(member(theme, 'chat'), 'inputColor')));
  $('theme').textContent = JSON.stringify(theme);
}

function applyLocale(locale: string): void {
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
  $('greeting').textContent = GREETINGS[tag.split('-')[0]!.toLowerCase()] ?? 'Hello';
  showDates();
  $('formatted-number').textContent = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(1234567.891);
  renderWidgets();
}

/** An IANA zone name; the bridge checked its form, and one this browser does not know is shown as such. */
function applyTimezone(timezone: string): void {
  state.timezone = timezone;
  $('timezone').textContent = timezone;
  showDates();
}

/** The data's date and time, in the host's locale and time zone (UTC for a zone this browser does not know). */
function showDates(): void {
  const format = (timeZone: string) => new Intl.DateTimeFormat(state.intlLocale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(AS_OF);
  let shown: string;
  try {
    shown = format(state.timezone);
  } catch {
    shown = `${format('UTC')} (UTC: ${state.timezone} is not a zone this browser knows)`;
  }
  $('formatted-date').textContent = shown;
}

/** `f_<view>.<dimension>=<JSON>`; the bridge already checked the form, JSON part included. */
function applyFilter(parameter: string): void {
  const { view, dimension, value } = parseFilterParameter(parameter);
  state.filters.set(`${view}.${dimension}`, value); // same view.dimension: replaced
  renderFilters();
  renderWidgets();
}

function renderFilters(): void {
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
function navigateTo(path: string): void {
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

function renderPath(): void {
  $('path').textContent = state.path;
  $('view-title').textContent = VIEWS[state.path] ?? `Page ${state.path}`;
  for (const tab of document.querySelectorAll<HTMLElement>('.tab')) {
    tab.setAttribute('aria-current', tab.dataset.path === state.path ? 'page' : 'false');
  }
}

function viewPayload(): EventPayloads['view'] {
  const payload: EventPayloads['view'] = { surface, path: state.path, title: VIEWS[state.path] ?? `Page ${state.path}` };
  if (publicId) payload.publicId = publicId;
  return payload;
}

function refresh(): void {
  state.refreshes += 1;
  $('refresh-count').textContent = String(state.refreshes);
  const widgets = $('widgets');
  widgets.classList.add('loading');
  setTimeout(() => {
    widgets.classList.remove('loading');
    renderWidgets();
  }, 250);
}

// ---- The fake dashboard -----------------------------------------------------------------------

/** Deterministic fake numbers: they change with the path, the filters and each refresh. */
function seededRandom(seed: string): () => number {
  let x = 2166136261;
  for (const char of seed) x = Math.imul(x ^ char.charCodeAt(0), 16777619);
  return () => {
    x = Math.imul(x ^ (x >>> 15), 2246822507);
    x = Math.imul(x ^ (x >>> 13), 3266489909);
    x ^= x >>> 16;
    return (x >>> 0) / 4294967296;
  };
}

function renderWidgets(): void {
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
  ] as const;
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
      const value = values[index]!;
      const bar = element('button', { className: 'bar', dataset: { region, testid: `bar-${region}` } });
      bar.type = 'button';
      bar.title = `${region}: ${currency.format(value)}`;
      bar.style.setProperty('--size', String(value / max));
      bar.append(element('span', { className: 'bar-fill' }), element('span', { className: 'bar-label', text: region }));
      bar.addEventListener('click', () => drilldown(region, value));
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

function drilldown(region: string, revenue: number): void {
  send('drilldown', { member: 'orders.revenue', value: { region, revenue }, widgetId: 'revenue-by-region' });
}

// ---- Logs -------------------------------------------------------------------------------------

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  { className, text, dataset }: { className?: string; text?: string; dataset?: Record<string, string> } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  for (const [key, value] of Object.entries(dataset ?? {})) node.dataset[key] = value;
  return node;
}

function logEntry(listId: string, { type, body, kind }: { type: string; body: string; kind?: string }): void {
  const item = element('li', { className: kind ?? '', dataset: { type } });
  item.append(element('span', { className: 'log-type', text: type }), element('code', { text: body }));
  const list = $(listId);
  list.append(item);
  list.scrollTop = list.scrollHeight;
}

/** Sends an event through the bridge; a refusal by the SDK is shown, not thrown. */
function send<N extends EventName>(name: N, payload: EventPayloads[N]): void {
  if (!bridge) return;
  try {
    bridge.emit(name, payload);
    logEntry('event-log', { type: name, body: JSON.stringify(payload) });
  } catch (error) {
    const { code, name: errorName, message } = error as { code?: string; name?: string; message?: string };
    logEntry('event-log', { type: name, body: `${code ?? errorName}: ${message}`, kind: 'refused' });
  }
}

function showFatal(message: string): void {
  $('fatal-message').textContent = message;
  $('fatal').hidden = false;
}

// ---- The bridge -------------------------------------------------------------------------------

const host = hostOrigin();
$('surface').textContent = surface;
$('host-origin').textContent = 'origin' in host ? host.origin : '(none)';
$('tenant').textContent = config.ready?.embedTenant ?? '—';
$('mode').textContent = config.ready?.mode ?? (config.fatal ? 'refused' : '—');
$('session').textContent = config.session?.label ?? '—';
$('viewer').textContent = config.session?.viewer ?? '—';
document.body.dataset.surface = surface;
applyScheme(state.scheme);
applyTheme({});
applyLocale(state.locale);
renderFilters();
renderPath();

let bridge: EmbedBridge | undefined;
const status = $('bridge-status');
if ('problem' in host) {
  status.textContent = host.problem;
  status.classList.add('bad');
} else {
  try {
    bridge = createEmbedBridge({
      surface,
      hostOrigin: host.origin,
      onInvalidMessage: ({ reason, detail }) => logEntry('invalid-log', { type: reason, body: detail, kind: 'refused' }),
      debug: config.debug === true,
    });
    status.textContent = 'connected';
  } catch (error) {
    const { code, name, message } = error as { code?: string; name?: string; message?: string };
    status.textContent = `${code ?? name}: ${message}`;
    status.classList.add('bad');
  }
}

if (bridge) {
  bridge.onAction('set-color-scheme', ({ scheme }) => applyScheme(scheme));
  bridge.onAction('set-theme', (theme) => applyTheme(theme));
  bridge.onAction('set-locale', ({ locale }) => applyLocale(locale));
  bridge.onAction('set-timezone', ({ timezone }) => applyTimezone(timezone));
  bridge.onAction('set-filter', ({ filterUrlParameter }) => applyFilter(filterUrlParameter));
  bridge.onAction('navigate', ({ path }) => navigateTo(path));
  bridge.onAction('refresh', () => refresh());
  bridge.onAction('*', (message) => logEntry('action-log', { type: message.type, body: JSON.stringify(message) }));
}

// ---- Buttons ----------------------------------------------------------------------------------

for (const tab of document.querySelectorAll<HTMLElement>('.tab')) {
  tab.addEventListener('click', () => navigateTo(tab.dataset.path ?? '/'));
}
$('emit-navigate').addEventListener('click', () => {
  const paths = Object.keys(VIEWS);
  navigateTo(paths[(paths.indexOf(state.path) + 1) % paths.length]!);
});
$('emit-drilldown').addEventListener('click', () => drilldown('North', 125000));

for (const button of document.querySelectorAll<HTMLElement>('[data-format]')) {
  button.addEventListener('click', () => {
    const format = button.dataset.format as EventPayloads['download']['format'];
    const payload: EventPayloads['download'] =
      format === 'csv' || format === 'xlsx'
        ? { format, target: 'widget', widgetId: 'revenue-by-region', title: 'Revenue by region', rowCount: REGIONS.length }
        : { format, target: 'dashboard', title: VIEWS[state.path] ?? state.path };
    send('download', payload);
  });
}

const aiForm = $<HTMLFormElement>('ai-form');
function sendAiQuery(status: EventPayloads['ai-query']['status']): void {
  const payload: EventPayloads['ai-query'] = { query: $<HTMLInputElement>('ai-query').value, status };
  if (surface === 'chat') payload.chatId = 'chat-demo-1';
  else payload.agentId = 'agent-sales';
  send('ai-query', payload);
}
aiForm.addEventListener('submit', (event) => {
  event.preventDefault();
  sendAiQuery('submitted');
});
for (const button of aiForm.querySelectorAll<HTMLElement>('button[type="button"][data-status]')) {
  button.addEventListener('click', () => sendAiQuery(button.dataset.status as EventPayloads['ai-query']['status']));
}

$('emit-error').addEventListener('click', () => {
  send('error', { message: 'Widget "Revenue by region" failed to load: query timed out', name: 'QueryTimeoutError', context: 'widget:revenue-by-region', fatal: false });
});
$('emit-error-fatal').addEventListener('click', () => {
  const message = 'The surface lost its session and cannot continue';
  send('error', { message, name: 'SessionExpiredError', context: 'surface', fatal: true });
  showFatal(message);
});
// A download as gif: refused by the SDK, nothing is sent.
$('emit-invalid').addEventListener('click', () => send('download', { format: 'gif', target: 'dashboard' } as unknown as EventPayloads['download']));
$('reload').addEventListener('click', () => location.reload());
$('fatal-reload').addEventListener('click', () => location.reload());

// ---- Start: ready (or the fatal error), view, then (dashboard) the widgets load ---------------

if (config.fatal || !config.ready) {
  // A session used, unknown or expired: the surface cannot start. The host hears why, and no ready.
  const fatal = config.fatal ?? { message: 'The fake embed page has no ready to send', fatal: true };
  send('error', fatal);
  showFatal(fatal.message);
  // Reloading this URL would meet the same refusal: a fresh session must come from the host.
  $('fatal-reload').hidden = true;
  $('widgets').hidden = true;
} else {
  send('ready', config.ready);
  send('view', viewPayload());
  if (surface === 'dashboard') {
    setTimeout(() => {
      state.loaded = true;
      const widgets = $('widgets');
      widgets.classList.remove('loading');
      widgets.setAttribute('aria-busy', 'false');
      renderWidgets();
      const loaded: EventPayloads['dashboard-loaded'] = { widgetCount: WIDGET_COUNT, loadDurationMs: Math.round(performance.now() - mountedAt) };
      if (publicId) loaded.publicId = publicId;
      send('dashboard-loaded', loaded);
    }, 400);
  }
}
if (surface !== 'dashboard') {
  $('widgets').hidden = true;
  $('dashboard-toolbar').hidden = true;
  for (const button of document.querySelectorAll<HTMLElement>('.dashboard-only')) button.hidden = true;
  const placeholder = $('surface-placeholder');
  placeholder.hidden = false;
  placeholder.textContent =
    surface === 'chat'
      ? 'The chat surface: ask a question below; its ai-query events report surface "chat".'
      : 'The app surface: dashboards, downloads and drilldowns are dashboard-only events.';
}
