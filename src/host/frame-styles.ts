/**
 * The default look of a created iframe: a block filling its container, borderless. One rule of
 * no specificity (`:where(…)`), in a constructable stylesheet the container's document (or
 * shadow root) adopts: every rule of the page that names the frame — `iframe { … }`, a class,
 * `#report iframe` — wins over it, and there is no `<style>` element or `style` attribute for a
 * strict `style-src` to refuse. Where constructable stylesheets are missing, the frame's
 * presentational attributes (`width`, `height`, `frameborder`) still size it.
 *
 * @module
 * @internal
 */

import { adoptStyles } from './adopt-styles.js';

/** The attribute that marks the iframes the SDK created: what the rule selects. */
export const FRAME_ATTRIBUTE = 'data-platform-embed';

const CSS = `:where(iframe[${FRAME_ATTRIBUTE}]){display:block;width:100%;height:100%;border:0}`;

/**
 * Makes the root the container is in — its document, or its shadow root — adopt the frame rule,
 * once. A container not yet in a document gets nothing (its frame keeps its attributes).
 */
export const adoptFrameStyles = (container: HTMLElement): void => adoptStyles(container, CSS);
