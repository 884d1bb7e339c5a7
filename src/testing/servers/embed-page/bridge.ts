/**
 * The fake embed page's bridge to its host: connected to the one origin it trusts (or not at
 * all, with the reason shown), and every action the host sends applied and logged.
 *
 * @module
 * @internal
 */

import { createEmbedBridge, type EmbedBridge } from '../../../embed/index.js';
import { applyLocale, applyScheme, applyTheme, applyTimezone } from './appearance.js';
import { refresh } from './dashboard.js';
import { $, describeError, logEntry } from './dom.js';
import { applyFilter, navigateTo } from './navigation.js';
import type { Page } from './page.js';

/** Connects the page to its host and shows how that went; no bridge without a host origin to trust, or when the SDK refuses. */
export function connectBridge(page: Page, host: { origin: string } | { problem: string }): EmbedBridge | undefined {
  const status = $('bridge-status');
  if ('problem' in host) {
    status.textContent = host.problem;
    status.classList.add('bad');
    return undefined;
  }
  try {
    const bridge = createEmbedBridge({
      surface: page.surface,
      hostOrigin: host.origin,
      onInvalidMessage: ({ reason, detail }) =>
        logEntry('invalid-log', { type: reason, body: detail, kind: 'refused' }),
      debug: page.config.debug === true,
    });
    status.textContent = 'connected';
    return bridge;
  } catch (error) {
    status.textContent = describeError(error);
    status.classList.add('bad');
    return undefined;
  }
}

/** Applies every action the host sends, and logs each one. */
export function applyActions(page: Page, bridge: EmbedBridge): void {
  bridge.onAction('set-color-scheme', ({ scheme }) => applyScheme(page, scheme));
  bridge.onAction('set-theme', (theme) => applyTheme(theme));
  bridge.onAction('set-locale', ({ locale }) => applyLocale(page, locale));
  bridge.onAction('set-timezone', ({ timezone }) => applyTimezone(page, timezone));
  bridge.onAction('set-filter', ({ filterUrlParameter }) => applyFilter(page, filterUrlParameter));
  bridge.onAction('navigate', ({ path }) => navigateTo(page, path));
  bridge.onAction('refresh', () => refresh(page));
  bridge.onAction('*', (message) => logEntry('action-log', { type: message.type, body: JSON.stringify(message) }));
}
