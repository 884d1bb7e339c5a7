/**
 * Where the fake embed page is, as the host or the viewer moves it: the in-embed path (the
 * `navigate` action, the tabs) and the filters (`set-filter`).
 *
 * @module
 * @internal
 */

import { parseFilterParameter } from '../../../embed/index.js';
import { renderWidgets } from './dashboard.js';
import { $, element } from './dom.js';
import { type Page, send, viewPayload, viewTitle } from './page.js';

/**
 * Moves to an in-embed path and tells the host: `navigate`, then `view`. A path under /embed/
 * is another document of the embed (another dashboard, a new session): it is loaded, as a
 * server-rendered embed would. That is safe only because the bridge hands over nothing but
 * paths that resolve on this origin: `/\host`, `//host`, `/\t/host`… never get here.
 */
export function navigateTo(page: Page, path: string): void {
  const target = new URL(path, location.href);
  if (target.pathname.startsWith('/embed/')) {
    location.assign(target.href);
    return;
  }
  if (path === page.state.path) return;
  const previousPath = page.state.path;
  page.state.path = path;
  renderPath(page);
  renderWidgets(page);
  send(page, 'navigate', { path, previousPath });
  send(page, 'view', viewPayload(page));
}

/** Shows the current path: its title, and which tab is current. */
export function renderPath({ state }: Page): void {
  $('path').textContent = state.path;
  $('view-title').textContent = viewTitle(state.path);
  for (const tab of document.querySelectorAll<HTMLElement>('.tab')) {
    tab.setAttribute('aria-current', tab.dataset.path === state.path ? 'page' : 'false');
  }
}

/** `f_<view>.<dimension>=<JSON>`; the bridge already checked the form, JSON part included. */
export function applyFilter(page: Page, parameter: string): void {
  const { view, dimension, value } = parseFilterParameter(parameter);
  page.state.filters.set(`${view}.${dimension}`, value); // same view.dimension: replaced
  renderFilters(page);
  renderWidgets(page);
}

/** Shows the filters, as a list and as chips ("none" without any). */
export function renderFilters({ state }: Page): void {
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
