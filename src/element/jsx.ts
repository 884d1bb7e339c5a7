/**
 * `platform-embed/element/jsx`: types `<platform-embed>` in React 19 JSX (`tsc`). Opt in with
 * one line in a `.d.ts` file of the app or an `import type` of this entry:
 *
 * ```ts
 * /// <reference types="platform-embed/element/jsx" />
 * ```
 *
 * It declares the element among the `IntrinsicElements` of `react`'s JSX namespace (the
 * `react-jsx` transform's): its attributes and their values (`color-scheme="dark"`), its
 * properties with no attribute (`theme={…}`, `filters={…}`, `sessionProvider={…}`, which React
 * 19 sets as properties) and its events (`onplatform-download={…}`, which React 19 listens to as
 * `platform-download`), with the props of every HTML element. TypeScript leaves a hyphenated
 * name it does not know unchecked (`onplatform-donwload`): a misspelt event is not an error here,
 * a wrong value is. `<PlatformEmbed>` of `platform-embed/react` has typed camelCase props.
 *
 * @module
 */

import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { PlatformEmbedTemplateProps } from './templates.js';
import type { PlatformEmbedElement } from './types.js';

/** What JSX may write on `<platform-embed>`: the element's own props, and those of every HTML element (`ref`, `key`, `className`…). */
export type PlatformEmbedJsxProps = DetailedHTMLProps<HTMLAttributes<PlatformEmbedElement>, PlatformEmbedElement> &
  PlatformEmbedTemplateProps;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** The `<platform-embed>` custom element of `platform-embed/element`. */
      'platform-embed': PlatformEmbedJsxProps;
    }
  }
}
