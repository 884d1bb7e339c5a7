/**
 * The fake dashboard: four KPIs, a chart of revenue by region (each bar a drilldown) and a table
 * of top customers, with numbers that change with the path, the filters and each refresh; its
 * first load, which sends `dashboard-loaded`, and its refresh.
 *
 * @module
 * @internal
 */

import type { EventPayloads } from '../../../embed/index.js';
import { $, element } from './dom.js';
import { type Page, send } from './page.js';

/** The chart's regions. */
export const REGIONS: readonly string[] = ['North', 'South', 'East', 'West', 'Central', 'Online', 'Partners'];
const CUSTOMERS = ['Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries'];
const WIDGET_COUNT = 6; // four KPIs, the chart, the table
/** How long the widgets take to load, and to refresh (ms). */
const LOAD_MS = 400;
const REFRESH_MS = 250;

/** The number formats of one locale. */
interface Formats {
  readonly currency: Intl.NumberFormat;
  readonly integer: Intl.NumberFormat;
  readonly percent: Intl.NumberFormat;
}

/** Deterministic fake numbers: they change with the path, the filters and each refresh. */
export function seededRandom(seed: string): () => number {
  let x = 2166136261;
  for (const char of seed) x = Math.imul(x ^ char.charCodeAt(0), 16777619);
  return () => {
    x = Math.imul(x ^ (x >>> 15), 2246822507);
    x = Math.imul(x ^ (x >>> 13), 3266489909);
    x ^= x >>> 16;
    return (x >>> 0) / 4294967296;
  };
}

/** Renders the widgets from the page's state (nothing before they have loaded). */
export function renderWidgets(page: Page): void {
  const { state } = page;
  if (!state.loaded) return;
  const random = seededRandom(`${state.path}|${[...state.filters].join(';')}|${state.refreshes}`);
  const formats: Formats = {
    currency: new Intl.NumberFormat(state.intlLocale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    integer: new Intl.NumberFormat(state.intlLocale),
    percent: new Intl.NumberFormat(state.intlLocale, { style: 'percent', maximumFractionDigits: 1 }),
  };
  renderKpis(random, formats);
  renderBars(page, random, formats);
  renderCustomers(random, formats);
}

function renderKpis(random: () => number, { currency, integer, percent }: Formats): void {
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
}

function renderBars(page: Page, random: () => number, { currency }: Formats): void {
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
      bar.addEventListener('click', () => drilldown(page, region, value));
      return bar;
    }),
  );
}

function renderCustomers(random: () => number, { currency, integer }: Formats): void {
  const customers = CUSTOMERS.map((name) => ({ name, orders: Math.round(20 + random() * 300) }))
    .map((row) => ({ ...row, revenue: row.orders * (60 + random() * 40) }))
    .sort((a, b) => b.revenue - a.revenue);
  $('top-customers').replaceChildren(
    ...customers.map((row) => {
      const tr = element('tr');
      tr.append(
        element('td', { text: row.name }),
        element('td', { text: integer.format(row.orders) }),
        element('td', { text: currency.format(row.revenue) }),
      );
      return tr;
    }),
  );
}

/** Tells the host a region's bar was clicked. */
export function drilldown(page: Page, region: string, revenue: number): void {
  send(page, 'drilldown', { member: 'orders.revenue', value: { region, revenue }, widgetId: 'revenue-by-region' });
}

/** Loads the widgets after a while, then tells the host: `dashboard-loaded`, with how long the page took. */
export function loadWidgets(page: Page): void {
  setTimeout(() => {
    page.state.loaded = true;
    const widgets = $('widgets');
    widgets.classList.remove('loading');
    widgets.setAttribute('aria-busy', 'false');
    renderWidgets(page);
    const loaded: EventPayloads['dashboard-loaded'] = {
      widgetCount: WIDGET_COUNT,
      loadDurationMs: Math.round(performance.now() - page.mountedAt),
    };
    if (page.config.ready?.publicId) loaded.publicId = page.config.ready.publicId;
    send(page, 'dashboard-loaded', loaded);
  }, LOAD_MS);
}

/** The host's `refresh`: counted, and the widgets shown loading, then with new numbers. */
export function refresh(page: Page): void {
  page.state.refreshes += 1;
  $('refresh-count').textContent = String(page.state.refreshes);
  const widgets = $('widgets');
  widgets.classList.add('loading');
  setTimeout(() => {
    widgets.classList.remove('loading');
    renderWidgets(page);
  }, REFRESH_MS);
}
