/**
 * The default look of `<platform-embed>`: a block the page sizes, 600 px high until the page
 * says otherwise, with the iframe filling it. One constructable stylesheet, shared by every
 * element and adopted by its shadow root: no `<style>` element and no `style` attribute, so a
 * strict `style-src` needs no exception. The page's own rules (`platform-embed { height: … }`,
 * `platform-embed::part(frame) { … }`) win over these.
 *
 * @module
 * @internal
 */

const CSS = ':host{display:block;height:600px}:host([hidden]){display:none}div,iframe{display:block;width:100%;height:100%;border:0}';

/** Made on first use: there is no `CSSStyleSheet` on a server. */
let sheet: CSSStyleSheet | undefined;

/**
 * Gives a shadow root the default styles. Where constructable stylesheets are missing (Safari
 * before 16.4), it does nothing: the page's CSS sizes the element and its `::part(frame)`.
 */
export function adoptDefaultStyles(root: ShadowRoot): void {
  if (!('adoptedStyleSheets' in root)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  root.adoptedStyleSheets = [sheet];
}
