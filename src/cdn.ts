/**
 * What the `<script>` file (`dist/platform-embed.min.js`, the global `PlatformEmbed`) holds:
 * the root entry — the protocol, the host controller and the errors — with its validators
 * generated ahead of time, so no zod and no schema library runs in the page; and the
 * `<platform-embed>` element (`PlatformEmbedElement`, `defineEmbedElement`).
 *
 * Loading the file has one side effect beyond the `PlatformEmbed` global: it registers
 * `<platform-embed>` (through `defineEmbedElement()`), unless the page has no `customElements`
 * or the name is already taken — then it leaves the registry alone. One tag and one element
 * embed a dashboard with no build step. (Every npm entry stays free of side effects:
 * `platform-embed/element` registers only when `defineEmbedElement()` is called.)
 *
 * @module
 */

import { defineEmbedElement, embedElementClass } from './element/define.js';
import type { PlatformEmbedElementConstructor } from './element/types.js';

export { defineEmbedElement } from './element/define.js';
export * from './index.js';

/**
 * The `<platform-embed>` class, for `instanceof` checks and subclasses (`defineEmbedElement(name)`
 * registers it under another name); `undefined` where the page has no `customElements`.
 */
export const PlatformEmbedElement: PlatformEmbedElementConstructor | undefined = globalThis.customElements
  ? (defineEmbedElement(), embedElementClass())
  : undefined;
