/**
 * Checking and resolving `createEmbed` options: everything that can be wrong is refused here,
 * synchronously, before a listener or an iframe exists.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import { describeValue } from '../protocol/describe.js';
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
  log: ((line: string, data?: unknown) => void) | undefined;
}

const invalid = (message: string, cause?: unknown): EmbedError =>
  new EmbedError('INVALID_OPTIONS', message, cause === undefined ? undefined : { cause });

/**
 * The origin of an http(s) URL or origin string, or an error saying why there is none.
 * `strict` (for an `origin` option) also refuses paths, queries, fragments and credentials.
 */
export function httpOrigin(value: unknown, what: string, strict: boolean, base?: string): string {
  if (value === '*') throw invalid(`${what} must be an exact origin, never "*"`);
  let url: URL;
  try {
    url = new URL(String(value), base);
  } catch (error) {
    throw invalid(`${what} must be an absolute http(s) URL, got ${describeValue(value)}`, error);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid(`${what} must use http or https, got ${describeValue(String(value))}`);
  }
  if (strict && (url.pathname !== '/' || url.search || url.hash || url.username || url.password)) {
    throw invalid(`${what} must be an origin like "https://tenant.example.com" (no path), got ${describeValue(value)}`);
  }
  return url.origin;
}

function count(value: unknown, what: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw invalid(`${what} must be a whole number ≥ 0, got ${describeValue(value)}`);
  }
  return value;
}

function isElement(value: unknown): value is HTMLElement {
  return typeof value === 'object' && value !== null && (value as Node).nodeType === 1;
}

/** Checks `createEmbed` options and fills in the defaults. */
export function resolveOptions(options: EmbedOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) throw invalid(`options must be an object, got ${describeValue(options)}`);
  const { url, container: where, iframe: given, debug, onInvalidMessage } = options;
  if (onInvalidMessage !== undefined && typeof onInvalidMessage !== 'function') {
    throw invalid(`onInvalidMessage must be a function, got ${describeValue(onInvalidMessage)}`);
  }
  if (debug !== undefined && typeof debug !== 'boolean' && typeof debug !== 'function') {
    throw invalid(`debug must be a boolean or a function, got ${describeValue(debug)}`);
  }
  const readyTimeoutMs = count(options.readyTimeoutMs, 'readyTimeoutMs', 30_000);
  const maxQueuedActions = count(options.maxQueuedActions, 'maxQueuedActions', 100);

  let iframe: HTMLIFrameElement;
  let container: HTMLElement | undefined;
  let load: string | undefined;
  let doc: Document | undefined;
  if (given !== undefined) {
    if (where !== undefined) throw invalid('pass either iframe or container, not both');
    if (!isElement(given) || given.tagName !== 'IFRAME') throw invalid(`iframe must be an <iframe> element, got ${describeValue(given)}`);
    iframe = given;
    doc = given.ownerDocument;
    const src = iframe.getAttribute('src');
    if (url !== undefined && !src) load = String(url);
  } else {
    if (url === undefined) throw invalid('url is required to create the iframe (or pass an existing iframe)');
    doc = options.window?.document ?? (isElement(where) ? where.ownerDocument : globalThis.document);
    if (typeof where === 'string') {
      let found: Element | null | undefined;
      try {
        found = doc?.querySelector(where);
      } catch (error) {
        throw invalid(`container ${describeValue(where)} is not a valid CSS selector`, error);
      }
      if (!isElement(found)) throw invalid(`container ${describeValue(where)} matches no element`);
      container = found;
    } else if (isElement(where)) {
      container = where;
    } else {
      throw invalid(`container must be an element or a CSS selector, got ${describeValue(where)}`);
    }
    iframe = container.ownerDocument.createElement('iframe');
    load = String(url);
  }

  const base = doc?.baseURI;
  const source = url ?? iframe.getAttribute('src') ?? undefined;
  if (load !== undefined) load = new URL(load, base).href;
  // The URL must be http(s) even when `origin` is given: a javascript: or data: URL in the
  // iframe would run in (or hide) an origin we cannot trust.
  const urlOrigin = source === undefined ? undefined : httpOrigin(source, 'url', false, base);
  const origin = options.origin === undefined ? urlOrigin : httpOrigin(options.origin, 'origin', true);
  if (origin === undefined) throw invalid('the trusted origin is unknown: give url, origin, or an iframe with a src');

  const win = options.window ?? (iframe.ownerDocument.defaultView as EmbedHostWindow | null) ?? undefined;
  if (!win) throw invalid('no window to listen on: pass the window option');

  if (container) {
    iframe.title = options.title ?? 'Embedded analytics';
    iframe.setAttribute('allow', options.allow ?? 'fullscreen; clipboard-write');
    if (options.className) iframe.className = options.className;
  } else if (options.title !== undefined) {
    iframe.title = options.title;
  }

  const log =
    typeof debug === 'function'
      ? debug
      : debug
        ? (line: string, data?: unknown) => console.debug(`[platform-embed] ${line}`, ...(data === undefined ? [] : [data]))
        : undefined;
  return { win, iframe, container, load, origin, readyTimeoutMs, maxQueuedActions, onInvalidMessage, log };
}
