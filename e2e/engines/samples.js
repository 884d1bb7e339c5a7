// A valid payload for every event and action of the catalog (the embed sends the events, the
// host the actions). A name of the catalog without a sample here fails the smoke by name: a
// new message is covered the day it is added.

/** What the smoke embed sends as its ready (before any sample below). */
export const READY = Object.freeze({
  embedTenant: 'engines',
  deploymentId: 7,
  mode: 'private',
  surface: 'dashboard',
  publicId: 'engine-smoke',
});

/** One payload per event name but ready, which the embed sends once, first. */
export const EVENT_SAMPLES = Object.freeze({
  view: { surface: 'dashboard', path: '/orders', title: 'Orders', publicId: 'engine-smoke' },
  navigate: { path: '/orders', previousPath: '/' },
  'dashboard-loaded': { publicId: 'engine-smoke', widgetCount: 6, loadDurationMs: 420 },
  download: { format: 'csv', target: 'widget', widgetId: 'revenue-by-region', title: 'Revenue by region', rowCount: 7 },
  drilldown: { member: 'orders.revenue', value: { region: 'North', revenue: 125000 }, widgetId: 'revenue-by-region' },
  'ai-query': { query: 'Which region grew fastest?', status: 'completed', agentId: 'agent-sales' },
  error: {
    message: 'Widget "Revenue by region" failed to load',
    name: 'QueryTimeoutError',
    context: 'widget:revenue-by-region',
    fatal: false,
  },
});

/** One payload per action name. */
export const ACTION_SAMPLES = Object.freeze({
  'set-color-scheme': { scheme: 'dark' },
  'set-theme': {
    primaryColor: '#7c5cff',
    borderRadius: 8,
    font: null,
    analyticsChat: { chatInput: { borderColor: '#cccccc' } },
  },
  'set-locale': { locale: 'de-DE' },
  'set-filter': { filterUrlParameter: 'f_orders.status=["paid","shipped"]' },
  navigate: { path: '/customers' },
  refresh: {},
  'set-timezone': { timezone: 'Europe/Berlin' },
});
