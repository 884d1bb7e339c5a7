/**
 * The one way the SDK styles what it creates: a constructable stylesheet adopted by the root a
 * node is in (its document, or its shadow root) — no `<style>` element and no `style`
 * attribute, so a strict `style-src` needs no exception, and the page's own rules still win
 * over ours. The created frame's rule (`frame-styles.ts`) and `<platform-embed>`'s default look
 * (`element/styles.ts`) are both adopted here.
 *
 * @module
 * @internal
 */

/** The constructor of a realm's stylesheets. */
type SheetClass = typeof CSSStyleSheet;

/** One sheet per realm and rule: a constructed stylesheet may only be adopted in its own document. */
const sheets = new WeakMap<SheetClass, Record<string, CSSStyleSheet>>();

/**
 * Makes the root `node` is in — its document, or its shadow root — adopt a sheet of `css`,
 * once; other sheets it has stay. `Sheet` is the `CSSStyleSheet` of the node's realm: by
 * default its document's window's. Nothing happens for a node in no document (its root adopts
 * nothing), or where there are no constructable stylesheets — no `adoptedStyleSheets` (Safari
 * before 16.4, whose `CSSStyleSheet` cannot be constructed), a server, a test's fake window.
 */
export function adoptStyles(
  node: Node,
  css: string,
  Sheet = (node.ownerDocument?.defaultView as (Window & typeof globalThis) | null | undefined)?.CSSStyleSheet,
): void {
  const root = node.getRootNode() as Partial<DocumentOrShadowRoot>;
  const adopted = root.adoptedStyleSheets;
  if (!Sheet || !Array.isArray(adopted)) return;
  const byRule = sheets.get(Sheet) ?? {};
  sheets.set(Sheet, byRule);
  let sheet = byRule[css];
  if (!sheet) {
    sheet = byRule[css] = new Sheet();
    sheet.replaceSync(css);
  }
  if (!adopted.includes(sheet)) root.adoptedStyleSheets = [...adopted, sheet];
}
