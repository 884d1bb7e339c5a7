/**
 * `platform-embed/element/vue`: types `<platform-embed>` in Vue templates (`vue-tsc`, Volar).
 * Opt in with one line in a `.d.ts` file of the app (or an `import type` of this entry):
 *
 * ```ts
 * /// <reference types="platform-embed/element/vue" />
 * ```
 *
 * It declares the element among Vue's `GlobalComponents`: its attributes and their values
 * (`color-scheme="dark"`, `:ready-timeout="5000"`), its properties with no attribute
 * (`:theme`, `:filters`, `:session-provider`) and its events (`@platform-download`, the event
 * typed by its name). Unknown attributes and events are errors with `vue-tsc`'s
 * `checkUnknownProps` and `checkUnknownEvents` (or `strictTemplates`). Vue still needs
 * `isCustomElement` in its compiler options to render it as the element (docs/frameworks.md).
 *
 * @module
 */

import type { AllowedComponentProps, EmitFn, HTMLAttributes, VNodeProps } from 'vue';
import type { PlatformEmbedAttributes, PlatformEmbedProperties } from './templates.js';
import type { PlatformEmbedElement, PlatformEmbedEventMap } from './types.js';

/** A kebab-case name in camelCase (`color-scheme`: `colorScheme`), as Vue reads a template's attribute names. */
type Camelized<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camelized<Tail>>}`
  : Name;

/** The attributes, by the camelCase names Vue reads them under (it takes both `color-scheme` and `colorScheme`). */
type AttributeProps = {
  [Attribute in keyof PlatformEmbedAttributes as Camelized<Attribute>]: PlatformEmbedAttributes[Attribute];
};

/** The `on…` props Vue makes of `@platform-download="…"` and the other events. */
type EventProps = {
  [Event in keyof PlatformEmbedEventMap as `on${Capitalize<Camelized<Event>>}`]?: (
    event: PlatformEmbedEventMap[Event],
  ) => void;
};

/**
 * `<platform-embed>` as a Vue component type: an instance is the element, its `$props` what a
 * template may write, its `$emit` the element's events.
 */
export type PlatformEmbedVueComponent = new () => PlatformEmbedElement & {
  /** What a template may write on the element. */
  $props: HTMLAttributes & AllowedComponentProps & VNodeProps & AttributeProps & PlatformEmbedProperties & EventProps;
  /** The element's events, typed by name. */
  $emit: EmitFn<{ [Event in keyof PlatformEmbedEventMap]: (event: PlatformEmbedEventMap[Event]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
    /** The `<platform-embed>` custom element of `platform-embed/element`. */
    'platform-embed': PlatformEmbedVueComponent;
  }
}
