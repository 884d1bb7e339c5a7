/**
 * Checking and resolving `createEmbed` options: everything that can be wrong is refused here,
 * synchronously, before a listener or an iframe exists.
 *
 * @module
 * @internal
 */

import { check, httpOrigin } from '../internal/checks.js';
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

function count(value: unknown, what: string, fallback: number): number {
  check(value === undefined || (Number.isInteger(value) && (value as number) >= 0), what, 'a whole number ≥ 0', value);
  return (value as number | undefined) ?? fallback;
}

const isElement = (value: unknown): value is HTMLElement => (value as Node | null)?.nodeType === 1;

/** Checks `createEmbed` options and fills in the defaults. */
export function resolveOptions(options: EmbedOptions): ResolvedOptions {
  check(typeof options === 'object' && options, 'options', 'an object', options);
  const { url, container: where, iframe: given, debug, onInvalidMessage } = options;
  if (onInvalidMessage !== undefined) requireHandler(onInvalidMessage, 'onInvalidMessage');
  check(debug === undefined || typeof debug === 'boolean' || typeof debug === 'function', 'debug', 'a boolean or a function', debug);
  const readyTimeoutMs = count(options.readyTimeoutMs, 'readyTimeoutMs', 30_000);
  const maxQueuedActions = count(options.maxQueuedActions, 'maxQueuedActions', 100);

  let iframe: HTMLIFrameElement;
  let container: HTMLElement | undefined;
  let load: string | undefined;
  if (given !== undefined) {
    check(where === undefined, 'container', 'none with iframe', where);
    check(isElement(given) && given.tagName === 'IFRAME', 'iframe', 'an <iframe> element', given);
    iframe = given;
    if (!iframe.getAttribute('src')) load = url === undefined ? undefined : String(url);
  } else {
    check(url !== undefined, 'url', 'a URL with container', url);
    if (typeof where === 'string') {
      let found: Element | null | undefined;
      let cause: unknown;
      try {
        found = (options.window?.document ?? globalThis.document)?.querySelector(where);
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
    load = String(url);
  }

  const base = iframe.ownerDocument.baseURI;
  const source = url ?? iframe.getAttribute('src') ?? undefined;
  // The URL must be http(s) even when `origin` is given: a javascript: or data: URL in the
  // iframe would run in (or hide) an origin we cannot trust.
  const urlOrigin = source === undefined ? undefined : httpOrigin(source, 'url', false, base);
  const origin = options.origin === undefined ? urlOrigin : httpOrigin(options.origin, 'origin', true);
  check(origin, 'origin', 'url, origin or an iframe src', origin);
  const win = options.window ?? (iframe.ownerDocument.defaultView as EmbedHostWindow | null);
  check(win, 'window', 'options.window where the iframe has none', win);

  if (container) {
    iframe.title = options.title ?? 'Embedded analytics';
    iframe.setAttribute('allow', options.allow ?? 'fullscreen; clipboard-write');
  } else if (options.title !== undefined) {
    iframe.title = options.title;
  }

  const log = createLogger(debug, 'platform-embed');
  return { win, iframe, container, load: load && new URL(load, base).href, origin, readyTimeoutMs, maxQueuedActions, onInvalidMessage, log };
}
