/**
 * `platform-embed/element/svelte`: types `<platform-embed>` in Svelte 5 markup (`svelte-check`,
 * the Svelte language server). Opt in with one line in a `.d.ts` file of the app (`src/app.d.ts`
 * in SvelteKit) or an `import type` of this entry:
 *
 * ```ts
 * /// <reference types="platform-embed/element/svelte" />
 * ```
 *
 * It declares the element among `svelte/elements`' `SvelteHTMLElements`: its attributes and
 * their values (`color-scheme="dark"`), its properties with no attribute (`theme={…}`,
 * `filters={…}`, `sessionProvider={…}`) and its events (`onplatform-download={…}`, the event
 * typed by its name), with the attributes of every HTML element. Anything else is an error.
 *
 * @module
 */

import type { HTMLAttributes } from 'svelte/elements';
import type { PlatformEmbedTemplateProps } from './templates.js';
import type { PlatformEmbedElement } from './types.js';

/** What Svelte markup may write on `<platform-embed>`: the element's own, and those of every HTML element. */
export type PlatformEmbedSvelteAttributes = HTMLAttributes<PlatformEmbedElement> & PlatformEmbedTemplateProps;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    /** The `<platform-embed>` custom element of `platform-embed/element`. */
    'platform-embed': PlatformEmbedSvelteAttributes;
  }
}
