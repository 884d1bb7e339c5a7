/**
 * The default look of `<platform-embed>`: a block the page sizes, 600 px high until the page
 * says otherwise, with the iframe filling it, and the children of the shown slot (`loading`,
 * `failed`) over it. One constructable stylesheet, shared by every
 * element and adopted by its shadow root: no `<style>` element and no `style` attribute, so a
 * strict `style-src` needs no exception. The page's own rules (`platform-embed { height: … }`,
 * `platform-embed::part(frame) { … }`) win over these.
 *
 * @module
 * @internal
 */

import { adoptStyles } from '../host/adopt-styles.js';

// One grid cell for the frame's container and the children of the shown slot, which paint over
// it; `[hidden]` (a slot, or the container while failed) wins over `div{display:block}`.
const CSS =
  ':host{display:grid;height:600px}:host([hidden]){display:none}div,iframe{display:block;width:100%;height:100%;border:0}div,::slotted(*){grid-area:1/1}[hidden]{display:none}';

/**
 * Gives a shadow root the default styles, in the realm of the element's class (made from this
 * realm's `HTMLElement`). Where constructable stylesheets are missing (Safari before 16.4), it
 * does nothing: the page's CSS sizes the element and its `::part(frame)`.
 */
export const adoptDefaultStyles = (root: ShadowRoot): void => adoptStyles(root, CSS, globalThis.CSSStyleSheet);
