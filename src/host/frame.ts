/**
 * The iframe of a controller: where a created one goes (the `container`), how it is made (its
 * attributes and defaults), and what an adopted one takes from the options (its title only:
 * the page that made it owns the rest).
 *
 * @module
 * @internal
 */

import { check } from '../internal/checks.js';
import { adoptFrameStyles, FRAME_ATTRIBUTE } from './frame-styles.js';
import type { EmbedHostWindow, EmbedOptions } from './types.js';

/**
 * The options that become attributes of the iframe. A created iframe gets them all, with
 * defaults; an adopted one only a given `title`.
 */
export type FrameAttributes = Pick<EmbedOptions, 'title' | 'allow' | 'loading' | 'referrerPolicy'>;

/** Whether a value is an element (of any realm: judged by its node type). */
export const isElement = (value: unknown): value is HTMLElement => (value as Node | null)?.nodeType === 1;

/**
 * The element the `container` option names: an element, or a CSS selector matched in the
 * document of `win` (the `window` option), else of the global `window`.
 *
 * Throws `INVALID_OPTIONS` for a selector that is invalid or matches nothing (with the
 * selector engine's error as `cause`), and for anything else.
 */
export function resolveContainer(where: unknown, win: EmbedHostWindow | undefined): HTMLElement {
  if (typeof where === 'string') {
    let found: Element | null | undefined;
    let cause: unknown;
    try {
      found = (win?.document ?? globalThis.document)?.querySelector(where);
    } catch (error) {
      cause = error; // not a valid selector
    }
    check(isElement(found), 'container', 'a CSS selector matching an element', where, cause);
    return found;
  }
  check(isElement(where), 'container', 'an element or a CSS selector', where);
  return where;
}

/**
 * A new iframe in `container`'s document, with `attributes` and the SDK's defaults: neither
 * loaded nor attached yet (the controller does both once it listens, so no `ready` is missed).
 */
export function createFrame(
  container: HTMLElement,
  { title, allow, loading, referrerPolicy }: FrameAttributes,
): HTMLIFrameElement {
  const iframe = container.ownerDocument.createElement('iframe');
  iframe.title = title ?? 'Embedded analytics';
  iframe.setAttribute('allow', allow ?? 'fullscreen; clipboard-write');
  if (loading) iframe.setAttribute('loading', loading);
  if (referrerPolicy !== undefined) iframe.setAttribute('referrerpolicy', referrerPolicy);
  // Fills the container, borderless: as presentational attributes (the lowest priority there
  // is) and a rule of no specificity (`frame-styles.ts`, which adds `display: block`), so any
  // rule of the page's CSS (or `embed.iframe.style`) wins, with no style attribute for a
  // strict style-src to refuse.
  iframe.setAttribute(FRAME_ATTRIBUTE, '');
  iframe.setAttribute('width', '100%');
  iframe.setAttribute('height', '100%');
  iframe.setAttribute('frameborder', '0');
  adoptFrameStyles(container);
  return iframe;
}

/**
 * An adopted iframe, given the `title` of the options when there is one. Its other attributes
 * are the page's: the SDK changes nothing else about an iframe it did not create.
 */
export function adoptFrame(iframe: HTMLIFrameElement, { title }: FrameAttributes): HTMLIFrameElement {
  if (title !== undefined) iframe.title = title;
  return iframe;
}
