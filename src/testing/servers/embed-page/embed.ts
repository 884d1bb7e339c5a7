/**
 * The fake embed's page script (served by `startFakeEmbedServer` as /embed/assets/embed.js,
 * bundled by the build with the embed-side bridge it runs on). A stand-in for a real analytics
 * surface: it reads what this load is from the page's config (written by the server, which
 * redeemed the session), connects to its host with `createEmbedBridge`, announces itself with
 * `ready` — or, for a refused session, a fatal `error` and nothing else — applies every action
 * the host sends so you can see it, and has a button for every event of the catalog.
 *
 * The steps live in modules of their own: what this load is (load.ts), the page's state
 * (page.ts), its looks (appearance.ts), its path and filters (navigation.ts), the fake
 * dashboard (dashboard.ts), the bridge (bridge.ts), the buttons (buttons.ts) and the DOM
 * (dom.ts). This entry runs them in order.
 *
 * @module
 * @internal
 */

import { applyLocale, applyScheme, applyTheme, followSystemScheme } from './appearance.js';
import { applyActions, connectBridge } from './bridge.js';
import { wireButtons } from './buttons.js';
import { loadWidgets } from './dashboard.js';
import { $, showFatal } from './dom.js';
import { hostOrigin, readConfig } from './load.js';
import { renderFilters, renderPath } from './navigation.js';
import { createPage, type Page, send, viewPayload } from './page.js';

/** Shows what this load is, and the page in its first state. */
function showLoad(page: Page, host: { origin: string } | { problem: string }): void {
  const { config } = page;
  $('surface').textContent = page.surface;
  $('host-origin').textContent = 'origin' in host ? host.origin : '(none)';
  $('tenant').textContent = config.ready?.embedTenant ?? '—';
  $('mode').textContent = config.ready?.mode ?? (config.fatal ? 'refused' : '—');
  $('session').textContent = config.session?.label ?? '—';
  $('viewer').textContent = config.session?.viewer ?? '—';
  document.body.dataset.surface = page.surface;
  applyScheme(page, page.state.scheme);
  applyTheme({});
  applyLocale(page, page.state.locale);
  renderFilters(page);
  renderPath(page);
}

/** Ready (or the fatal error), view, then (dashboard) the widgets load. */
function start(page: Page): void {
  const { config } = page;
  if (config.fatal || !config.ready) {
    // A session used, unknown or expired: the surface cannot start. The host hears why, and no ready.
    const fatal = config.fatal ?? { message: 'The fake embed page has no ready to send', fatal: true };
    send(page, 'error', fatal);
    showFatal(fatal.message);
    // Reloading this URL would meet the same refusal: a fresh session must come from the host.
    $('fatal-reload').hidden = true;
    $('widgets').hidden = true;
    return;
  }
  send(page, 'ready', config.ready);
  send(page, 'view', viewPayload(page));
  if (page.surface === 'dashboard') loadWidgets(page);
}

/** Hides what only a dashboard has, and says what this surface is instead. */
function showSurface(page: Page): void {
  if (page.surface === 'dashboard') return;
  $('widgets').hidden = true;
  $('dashboard-toolbar').hidden = true;
  for (const button of document.querySelectorAll<HTMLElement>('.dashboard-only')) button.hidden = true;
  const placeholder = $('surface-placeholder');
  placeholder.hidden = false;
  placeholder.textContent =
    page.surface === 'chat'
      ? 'The chat surface: ask a question below; its ai-query events report surface "chat".'
      : 'The app surface: dashboards, downloads and drilldowns are dashboard-only events.';
}

const page = createPage(readConfig(), performance.now());
followSystemScheme(page);
const host = hostOrigin(page.config);
showLoad(page, host);
page.bridge = connectBridge(page, host);
if (page.bridge) applyActions(page, page.bridge);
wireButtons(page);
start(page);
showSurface(page);
