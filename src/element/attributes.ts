/**
 * The attributes of `<platform-embed>` and what they become: settings, or options of
 * `createEmbed`. Values are passed on as they are (a number attribute as a number when it reads
 * as one): `createEmbed` checks every option, and its refusal names the value.
 *
 * @module
 * @internal
 */

import type { EmbedOptions } from '../host/types.js';

/** The attributes read when the controller is created, by the `createEmbed` option each gives. */
const OPTION_ATTRIBUTES = {
  origin: 'origin',
  title: 'title',
  readyTimeoutMs: 'ready-timeout',
  maxQueuedActions: 'max-queued-actions',
  loading: 'loading',
} as const;

/** The options given in whole milliseconds or a count: their attributes become numbers. */
const NUMBER_OPTIONS: readonly string[] = ['readyTimeoutMs', 'maxQueuedActions'];

/** The attributes that set a setting (sent to the embed when they change), by the setting each sets. */
const SETTING_ATTRIBUTE_NAMES = { 'color-scheme': 'colorScheme', locale: 'locale', timezone: 'timezone' } as const;

/** {@link SETTING_ATTRIBUTE_NAMES} looked up by any attribute name: `undefined` for one that is no setting. */
export const SETTING_ATTRIBUTES: Readonly<
  Record<string, (typeof SETTING_ATTRIBUTE_NAMES)[SettingAttribute] | undefined>
> = SETTING_ATTRIBUTE_NAMES;

/** The attributes that reflect a property of the element with no option or setting behind it, by the property. */
const PROPERTY_ATTRIBUTE_NAMES = { src: 'src', 'session-endpoint': 'sessionEndpoint' } as const;

/**
 * The element's properties that reflect an attribute, `null` when it is absent, by the property
 * (`src`, which reads `''`, has its own accessor).
 */
export const REFLECTED_PROPERTIES = {
  sessionEndpoint: 'session-endpoint',
  origin: 'origin',
  colorScheme: 'color-scheme',
  locale: 'locale',
  timezone: 'timezone',
} as const satisfies Readonly<Record<string, ObservedAttribute>>;

/** A property that reflects an attribute (see {@link REFLECTED_PROPERTIES}). */
export type ReflectedProperty = keyof typeof REFLECTED_PROPERTIES;

/** The attributes that set a setting. */
export type SettingAttribute = keyof typeof SETTING_ATTRIBUTE_NAMES;

/**
 * The attributes read as `createEmbed` options, by the option each gives (`ready-timeout`:
 * `readyTimeoutMs`).
 */
export type OptionAttributes = {
  [Option in keyof typeof OPTION_ATTRIBUTES as (typeof OPTION_ATTRIBUTES)[Option]]: Option;
};

/** The attributes that reflect a property, by the property (`session-endpoint`: `sessionEndpoint`). */
export type PropertyAttributes = typeof PROPERTY_ATTRIBUTE_NAMES;

/** The attributes that set a setting, by the setting (`color-scheme`: `colorScheme`). */
export type SettingAttributes = typeof SETTING_ATTRIBUTE_NAMES;

/** Every attribute the element follows: the template types of src/element/templates.ts are made from these. */
export type ObservedAttribute = keyof PropertyAttributes | SettingAttribute | keyof OptionAttributes;

/** Every attribute the element follows (its `observedAttributes`). */
export const OBSERVED_ATTRIBUTES: readonly ObservedAttribute[] = [
  ...(Object.keys(PROPERTY_ATTRIBUTE_NAMES) as (keyof PropertyAttributes)[]),
  ...(Object.keys(SETTING_ATTRIBUTE_NAMES) as SettingAttribute[]),
  ...Object.values(OPTION_ATTRIBUTES),
];

/** The options an element's attributes give `createEmbed`: only those present. */
export type AttributeOptions = Pick<EmbedOptions, keyof typeof OPTION_ATTRIBUTES>;

/**
 * The `createEmbed` options of an element's attributes. `ready-timeout` and
 * `max-queued-actions` become numbers when they are whole numbers; any other text is passed as
 * it is, for `createEmbed` to refuse with the value in its message (`readyTimeoutMs: expected
 * whole milliseconds …, got "soon"`).
 */
export function attributeOptions(element: Element): AttributeOptions {
  const options: Record<string, unknown> = {};
  for (const [option, attribute] of Object.entries(OPTION_ATTRIBUTES)) {
    const value = element.getAttribute(attribute);
    if (value !== null)
      options[option] = NUMBER_OPTIONS.includes(option) && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  }
  return options as AttributeOptions;
}
