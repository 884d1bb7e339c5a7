/**
 * Checking and resolving `createEmbed` options: everything that can be wrong is refused here,
 * synchronously, before a listener or an iframe exists. Making the iframe is `./frame.ts`.
 *
 * @module
 * @internal
 */

import type { EmbedError } from '../errors.js';
import {
  absoluteHttpUrl,
  check,
  httpOrigin,
  milliseconds,
  ownOptions,
  refuseOption,
  whole,
  withoutQueryOrUserInfo,
} from '../internal/checks.js';
import { quoteAll } from '../internal/describe.js';
import { createLogger, type Logger, requireHandler } from '../internal/handlers.js';
import { originOf } from '../internal/http-url.js';
import { type FrameAttributes, isElement, resolveContainer } from './frame.js';
import type { EmbedHostWindow, EmbedOptions, EmbedSessionProvider, InvalidMessageInfo } from './types.js';

/** Options after defaults and checks. */
export interface ResolvedOptions {
  win: EmbedHostWindow;
  /** The iframe to adopt; undefined when one is to be created in `container`. */
  iframe: HTMLIFrameElement | undefined;
  /** The container to create the iframe in and append it to; undefined for an adopted iframe. */
  container: HTMLElement | undefined;
  /** The options that become the iframe's attributes, checked (defaults are the frame's business). */
  attributes: FrameAttributes;
  /**
   * What to load into the iframe once listening: a URL, or `provider` to ask the session
   * provider for one; undefined to leave `src` alone.
   */
  load: string | 'provider' | undefined;
  /** The session provider, when `url` is one: asked for every load without a URL. */
  provider: EmbedSessionProvider | undefined;
  /** The trusted origin; undefined until a session provider's first URL gives it. */
  origin: string | undefined;
  readyTimeoutMs: number;
  maxQueuedActions: number;
  onInvalidMessage: ((info: InvalidMessageInfo) => void) | undefined;
  onFailure: ((error: EmbedError) => void) | undefined;
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

/** Checks that a value is one of `values`, or undefined. */
function oneOf(value: unknown, what: string, values: readonly string[]): void {
  check(value === undefined || values.includes(value as string), what, `one of ${quoteAll(values)}`, value);
}

/**
 * Where the frame goes and what it loads first: an adopted `iframe` (loading its own `src`, if
 * it has one), or a frame to create in `container`, which then needs a URL or a provider.
 */
function placementOf(
  given: unknown,
  where: unknown,
  injected: EmbedHostWindow | undefined,
  first: ResolvedOptions['load'],
  url: unknown,
): Pick<ResolvedOptions, 'iframe' | 'container' | 'load'> {
  if (given !== undefined) {
    check(where === undefined, 'container', 'none with iframe', where);
    check(isElement(given) && given.tagName === 'IFRAME', 'iframe', 'an <iframe> element', given);
    const iframe = given as HTMLIFrameElement;
    return { iframe, container: undefined, load: iframe.getAttribute('src') ? undefined : first };
  }
  check(first !== undefined, 'url', 'a URL with container', url);
  return { iframe: undefined, container: resolveContainer(where, injected), load: first };
}

/** Checks `createEmbed` options (own properties only) and fills in the defaults. */
export function resolveOptions(options: EmbedOptions): ResolvedOptions {
  const own = ownOptions(options, 'options', refuseOption) as Partial<EmbedOptions> & {
    container?: unknown;
    iframe?: unknown;
  };
  const { url, container: where, iframe: given, debug, onInvalidMessage, onFailure, window: injected } = own;
  if (onInvalidMessage !== undefined) requireHandler(onInvalidMessage, 'onInvalidMessage');
  if (onFailure !== undefined) requireHandler(onFailure, 'onFailure');
  const log = createLogger(debug, 'platform-embed');
  const readyTimeoutMs = milliseconds(own.readyTimeoutMs, 'readyTimeoutMs', refuseOption) ?? 30_000;
  const maxQueuedActions = whole(own.maxQueuedActions, 'maxQueuedActions', refuseOption, 0) ?? 100;
  // Checked here, set by the frame (`title` and `allow` take any text).
  oneOf(own.loading, 'loading', ['eager', 'lazy']);
  oneOf(own.referrerPolicy, 'referrerPolicy', REFERRER_POLICIES);
  // A session provider is asked when a load needs a URL; its URLs are checked as they come.
  const provider = typeof url === 'function' ? url : undefined;
  // A given `url` is absolute http(s): resolved against the page, a scheme-less one would make
  // the page load itself and trust its own origin.
  const href = url === undefined || provider ? undefined : absoluteHttpUrl(url, 'url');
  const first = provider ? 'provider' : href;

  const { iframe, container, load } = placementOf(given, where, injected, first, url);
  // Whose document the iframe lives in: a created one is made in its container's.
  const element = iframe ?? container!;

  // An adopted iframe's own `src` is what the browser loads: resolved as the browser does.
  const source = href ?? iframe?.getAttribute('src') ?? undefined;
  // The URL must be http(s) even when `origin` is given: a javascript: or data: URL in the
  // iframe would run in (or hide) an origin we cannot trust.
  const urlOrigin = source === undefined ? undefined : httpOrigin(source, 'url', false, element.ownerDocument.baseURI);
  const origin = own.origin === undefined ? urlOrigin : httpOrigin(own.origin, 'origin', true);
  // Without one, a session provider's first URL gives it.
  check(origin || load === 'provider', 'origin', 'url, origin or an iframe src', origin);
  const win = injected ?? (element.ownerDocument.defaultView as EmbedHostWindow | null);
  check(win, 'window', 'options.window where the iframe has none', win);

  return {
    win,
    iframe,
    container,
    attributes: own,
    load,
    provider,
    origin,
    readyTimeoutMs,
    maxQueuedActions,
    onInvalidMessage,
    onFailure,
    log,
  };
}

/**
 * The URL `reload(url?)` opens, and its origin. A given `url` is absolute http(s) and of the
 * trusted origin (`trusted`; any before a session provider's first URL, `''`: this one sets it).
 * Without one, the frame's `current` URL: it was accepted with the options (its origin may
 * differ from `origin`: an embed served from one domain, its messages from another), so it only
 * needs to be there.
 */
export function reloadTarget(
  url: string | URL | undefined,
  current: string,
  trusted: string,
): { href: string; origin: string } {
  const href = url === undefined ? current : absoluteHttpUrl(url, 'url');
  const origin = originOf(href);
  if (url === undefined)
    check(origin !== undefined, 'url', 'a URL to reload: the iframe has none', withoutQueryOrUserInfo(href));
  else
    check(
      origin === (trusted || origin),
      'url',
      `a URL of the trusted origin ${trusted}`,
      withoutQueryOrUserInfo(href),
    );
  return { href, origin: origin! };
}
