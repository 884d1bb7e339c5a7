/**
 * Checking and resolving `createEmbed` options: everything that can be wrong is refused here,
 * synchronously, before a listener or an iframe exists.
 *
 * @module
 * @internal
 */

import { absoluteHttpUrl, check, httpOrigin, milliseconds, ownOptions } from '../internal/checks.js';
import { createLogger, requireHandler, type Logger } from '../internal/handlers.js';
import type { EmbedHostWindow, EmbedOptions, InvalidMessageInfo } from './types.js';

/** Options after defaults and checks. */
export interface ResolvedOptions {
  win: EmbedHostWindow;
  iframe: HTMLIFrameElement;
  /** The container to append a created iframe to; undefined for an adopted iframe. */
  container: HTMLElement | undefined;
  /** The URL to load into the iframe once listening; undefined to leave `src` alone. */
  load: string | undefined;
  origin: string;
  readyTimeoutMs: number;
  maxQueuedActions: number;
  onInvalidMessage: ((info: InvalidMessageInfo) => void) | undefined;
  log: Logger;
}

/** The values of the `referrerPolicy` option (and of the iframe attribute). */
const REFERRER_POLICIES = [
  '',
  'no-referrer',
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
];

/** One of `values`, or undefined. */
function oneOf(value: unknown, what: string, values: readonly string[]): string | undefined {
  check(value === undefined || values.includes(value as string), what, `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`, value);
  return value as string | undefined;
}

const isElement = (value: unknown): value is HTMLElement => (value as Node | null)?.nodeType === 1;

/** Checks `createEmbed` options (own properties only) and fills in the defaults. */
export function resolveOptions(options: EmbedOptions): ResolvedOptions {
  const own = ownOptions(options) as Partial<EmbedOptions> & { container?: unknown; iframe?: unknown };
  const { url, container: where, iframe: given, debug, onInvalidMessage, title, allow, window: injected } = own;
  if (onInvalidMessage !== undefined) requireHandler(onInvalidMessage, 'onInvalidMessage');
  const log = createLogger(debug, 'platform-embed');
  const readyTimeoutMs = milliseconds(own.readyTimeoutMs, 'readyTimeoutMs', 30_000)!;
  check(own.maxQueuedActions === undefined || (Number.isInteger(own.maxQueuedActions) && own.maxQueuedActions >= 0), 'maxQueuedActions', 'a whole number ≥ 0', own.maxQueuedActions);
  const maxQueuedActions = own.maxQueuedActions ?? 100;
  const loading = oneOf(own.loading, 'loading', ['eager', 'lazy']);
  const referrerPolicy = oneOf(own.referrerPolicy, 'referrerPolicy', REFERRER_POLICIES);
  // A given `url` is absolute http(s): resolved against the page, a scheme-less one would make
  // the page load itself and trust its own origin.
  const href = url === undefined ? undefined : absoluteHttpUrl(url, 'url');

  let iframe: HTMLIFrameElement;
  let container: HTMLElement | undefined;
  let load: string | undefined;
  if (given !== undefined) {
    check(where === undefined, 'container', 'none with iframe', where);
    check(isElement(given) && given.tagName === 'IFRAME', 'iframe', 'an <iframe> element', given);
    iframe = given as HTMLIFrameElement;
    if (!iframe.getAttribute('src')) load = href;
  } else {
    check(href !== undefined, 'url', 'a URL with container', url);
    if (typeof where === 'string') {
      let found: Element | null | undefined;
      let cause: unknown;
      try {
        found = (injected?.document ?? globalThis.document)?.querySelector(where);
      } catch (error) {
        cause = error; // not a valid selector
      }
      check(isElement(found), 'container', 'a CSS selector matching an element', where, cause);
      container = found;
    } else {
      check(isElement(where), 'container', 'an element or a CSS selector', where);
      container = where;
    }
    iframe = container.ownerDocument.createElement('iframe');
    load = href;
  }

  // An adopted iframe's own `src` is what the browser loads: resolved as the browser does.
  const source = href ?? iframe.getAttribute('src') ?? undefined;
  // The URL must be http(s) even when `origin` is given: a javascript: or data: URL in the
  // iframe would run in (or hide) an origin we cannot trust.
  const urlOrigin = source === undefined ? undefined : httpOrigin(source, 'url', false, iframe.ownerDocument.baseURI);
  const origin = own.origin === undefined ? urlOrigin : httpOrigin(own.origin, 'origin', true);
  check(origin, 'origin', 'url, origin or an iframe src', origin);
  const win = injected ?? (iframe.ownerDocument.defaultView as EmbedHostWindow | null);
  check(win, 'window', 'options.window where the iframe has none', win);

  if (container) {
    iframe.title = title ?? 'Embedded analytics';
    iframe.setAttribute('allow', allow ?? 'fullscreen; clipboard-write');
    if (loading) iframe.setAttribute('loading', loading);
    if (referrerPolicy !== undefined) iframe.setAttribute('referrerpolicy', referrerPolicy);
    // Fills the container's width, borderless, as presentational attributes: the lowest
    // priority there is, so any rule of the page's CSS (or `embed.iframe.style`) wins, and no
    // style attribute for a strict style-src to refuse.
    iframe.setAttribute('width', '100%');
    iframe.setAttribute('frameborder', '0');
  } else if (title !== undefined) {
    iframe.title = title;
  }

  return { win, iframe, container, load, origin, readyTimeoutMs, maxQueuedActions, onInvalidMessage, log };
}
