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

/** The attribute that marks the iframes the SDK created: what the rule selects. */
export const FRAME_ATTRIBUTE = 'data-platform-embed';

const CSS = `:where(iframe[${FRAME_ATTRIBUTE}]){display:block;width:100%;height:100%;border:0}`;

/** One sheet per document: a constructed stylesheet may only be adopted in its own document. */
const sheets = new WeakMap<Document, CSSStyleSheet>();

/**
 * Makes the root the container is in — its document, or its shadow root — adopt the frame rule,
 * once. A container not yet in a document gets nothing (its frame keeps its attributes).
 */
export function adoptFrameStyles(container: HTMLElement): void {
  const root = container.getRootNode() as Partial<DocumentOrShadowRoot>;
  const document = container.ownerDocument;
  const Sheet = (document.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet;
  const adopted = root.adoptedStyleSheets;
  if (!Sheet || !Array.isArray(adopted)) return;
  let sheet = sheets.get(document);
  if (!sheet) {
    try {
      sheet = new Sheet();
      sheet.replaceSync(CSS);
    } catch {
      return; // a browser without constructable stylesheets: the attributes size the frame
    }
    sheets.set(document, sheet);
  }
  if (!adopted.includes(sheet)) root.adoptedStyleSheets = [...adopted, sheet];
}
