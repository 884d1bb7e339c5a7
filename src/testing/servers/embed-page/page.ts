/**
 * The fake embed page as one object: what this load is (its config), what the host has changed
 * so far (its state), and the bridge it sends its events through. Every other module of the
 * page takes it, so none keeps state of its own.
 *
 * @module
 * @internal
 */

import type { EmbedBridge, EventName, EventPayloads } from '../../../embed/index.js';
import type { Surface } from '../../../protocol/constants.js';
import type { FakeEmbedPageConfig } from '../embed-page-config.js';
import { describeError, logEntry } from './dom.js';

/** The views of the fake dashboard, by in-embed path. */
export const VIEWS: Readonly<Record<string, string>> = {
  '/': 'Sales overview',
  '/orders': 'Orders',
  '/customers': 'Customers',
};

/** What the host has changed, and what the page has done, so far. */
export interface PageState {
  /** The scheme the host asked for (`auto` follows the system's). */
  scheme: string;
  /** The locale as the host wrote it. */
  locale: string;
  /** The same locale as `Intl` takes it. */
  intlLocale: string;
  timezone: string;
  /** The filters by `view.dimension`. */
  readonly filters: Map<string, unknown>;
  /** The in-embed path shown. */
  path: string;
  refreshes: number;
  /** Whether the dashboard's widgets have loaded. */
  loaded: boolean;
}

/** One load of the page. */
export interface Page {
  readonly config: FakeEmbedPageConfig;
  readonly surface: Surface;
  readonly state: PageState;
  /** The bridge to the host: absent when there is no host to trust, or before it connects. */
  bridge?: EmbedBridge;
  /** When the page's script started, for `dashboard-loaded`'s duration. */
  readonly mountedAt: number;
  /** The system's dark-scheme query, which `auto` follows. */
  readonly darkQuery: MediaQueryList;
}

/** The page of one load, in its first state: light, en-US, UTC, no filters, at `/`. */
export function createPage(config: FakeEmbedPageConfig, mountedAt: number): Page {
  const state: PageState = {
    scheme: 'light',
    locale: 'en-US',
    intlLocale: 'en-US',
    timezone: 'UTC',
    filters: new Map(),
    path: '/',
    refreshes: 0,
    loaded: false,
  };
  return {
    config,
    surface: config.surface,
    state,
    mountedAt,
    darkQuery: window.matchMedia('(prefers-color-scheme: dark)'),
  };
}

/** The title of the view at `path`. */
export const viewTitle = (path: string): string => VIEWS[path] ?? `Page ${path}`;

/** Sends an event through the bridge and logs it; a refusal by the SDK is shown, not thrown. */
export function send<N extends EventName>(page: Page, name: N, payload: EventPayloads[N]): void {
  if (!page.bridge) return;
  try {
    page.bridge.emit(name, payload);
    logEntry('event-log', { type: name, body: JSON.stringify(payload) });
  } catch (error) {
    logEntry('event-log', { type: name, body: describeError(error), kind: 'refused' });
  }
}

/** The `view` event of the page's current path. */
export function viewPayload(page: Page): EventPayloads['view'] {
  const payload: EventPayloads['view'] = {
    surface: page.surface,
    path: page.state.path,
    title: viewTitle(page.state.path),
  };
  if (page.config.ready?.publicId) payload.publicId = page.config.ready.publicId;
  return payload;
}
