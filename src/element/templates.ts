/**
 * What a template may write on `<platform-embed>`, framework by framework the same: its
 * attributes with their values, its properties that have no attribute, and a handler per event.
 * Each is made from the element's own definitions — the attribute maps of attributes.ts, the
 * property types of {@link PlatformEmbedElement}, the events of {@link PlatformEmbedEventMap} —
 * so an attribute, property or event added to the element is in the templates' types too. The
 * framework declarations (`platform-embed/element/vue`, `…/svelte`, `…/jsx`) are built on these.
 *
 * @module
 */

import type { EmbedOptions } from '../host/types.js';
import type { OptionAttributes, PropertyAttributes, SettingAttributes } from './attributes.js';
import type { PlatformEmbedElement, PlatformEmbedEventMap } from './types.js';

/**
 * An attribute's value as a template writes it: a number attribute takes the number or its
 * text (`ready-timeout="5000"` as well as a bound `5000`).
 */
type AttributeValue<Value> = Value extends number ? Value | `${Value}` : Value;

/**
 * The attributes of `<platform-embed>` with the values each takes: `src`, `session-endpoint`,
 * `color-scheme` (`'light' | 'dark' | 'auto'`), `locale`, `origin`, `title`, `ready-timeout`
 * and `max-queued-actions` (whole numbers), `loading` (`'eager' | 'lazy'`).
 */
export type PlatformEmbedAttributes = {
  [Attribute in keyof PropertyAttributes]?: NonNullable<PlatformEmbedElement[PropertyAttributes[Attribute]]>;
} & {
  [Attribute in keyof SettingAttributes]?: NonNullable<PlatformEmbedElement[SettingAttributes[Attribute]]>;
} & {
  [Attribute in keyof OptionAttributes]?: AttributeValue<NonNullable<EmbedOptions[OptionAttributes[Attribute]]>>;
};

/** `Key` when `T[Key]` can be assigned, else `never` (a readonly property is not a template's to set). */
type Writable<T, Key extends keyof T> =
  (<U>() => U extends { [K in Key]: T[K] } ? 1 : 2) extends <U>() => U extends { -readonly [K in Key]: T[K] } ? 1 : 2
    ? Key
    : never;

/** The properties an attribute gives: a template sets them through the attribute. */
type ReflectedProperty =
  | PropertyAttributes[keyof PropertyAttributes]
  | SettingAttributes[keyof SettingAttributes]
  | OptionAttributes[keyof OptionAttributes];

/**
 * The names of the properties of `<platform-embed>` that no attribute gives (`theme`, `filters`,
 * `sessionProvider`): the element's own writable data properties, less those an attribute
 * reflects.
 */
export type PlatformEmbedPropertyName = {
  [Key in Exclude<
    keyof PlatformEmbedElement,
    keyof HTMLElement | ReflectedProperty
  >]-?: PlatformEmbedElement[Key] extends (...args: never[]) => unknown ? never : Writable<PlatformEmbedElement, Key>;
}[Exclude<keyof PlatformEmbedElement, keyof HTMLElement | ReflectedProperty>];

/**
 * The properties of `<platform-embed>` that have no attribute, with their types: a framework
 * that sets properties (Vue's `:theme`, Svelte's `theme={…}`, React 19's `theme={…}`) sets these.
 */
export type PlatformEmbedProperties = { [Key in PlatformEmbedPropertyName]?: PlatformEmbedElement[Key] };

/**
 * A handler per event of `<platform-embed>`, named `on` and the event's name
 * (`onplatform-download`), as Svelte 5 and React 19 take them: the event typed by its name.
 */
export type PlatformEmbedEventHandlers = {
  [Event in keyof PlatformEmbedEventMap as `on${Event}`]?: (event: PlatformEmbedEventMap[Event]) => void;
};

/** Everything a template may write on `<platform-embed>` of its own: attributes, properties with no attribute, event handlers. */
export type PlatformEmbedTemplateProps = PlatformEmbedAttributes & PlatformEmbedProperties & PlatformEmbedEventHandlers;
