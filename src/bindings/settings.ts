/**
 * The settings a binding keeps an embed in line with — color scheme, theme, locale, time zone,
 * filters —
 * and the one rule for sending them: only what changed, compared by value. The `<platform-embed>`
 * element and the React binding both use it; the controller does the rest (it queues what is
 * sent before `ready` and replays the latest of each after a reload).
 *
 * @module
 * @internal
 */

import type { EmbedController } from '../host/types.js';
import { buildFilterParameter, type Filter } from '../protocol/filter.js';
import type { ColorScheme, EmbedTheme } from '../protocol/types.js';

/**
 * The settings of a binding. A setting left out (or `undefined`) sends nothing: the embed keeps
 * what it was last sent.
 */
export interface Settings {
  /** `'light'`, `'dark'` or `'auto'`. */
  colorScheme?: ColorScheme | undefined;
  /** A brand theme, compared as JSON data. */
  theme?: EmbedTheme | undefined;
  /** A UI language tag: `'en'`, `'de-DE'`… */
  locale?: string | undefined;
  /** An IANA time zone name: `'Asia/Tokyo'`, `'UTC'`, `'Etc/GMT+5'`… */
  timezone?: string | undefined;
  /** Filters, one per `view.dimension`, each compared by its filter parameter. */
  filters?: ReadonlyArray<string | Filter> | undefined;
}

/** The names of the {@link Settings}, in the order the controller replays them. */
export const SETTING_KEYS = /* @__PURE__ */ Object.freeze([
  'colorScheme',
  'theme',
  'locale',
  'timezone',
  'filters',
] as const) satisfies readonly (keyof Settings)[];

/** The controller methods the settings are sent through. */
export type SettingsTarget = Pick<
  EmbedController,
  'setColorScheme' | 'setTheme' | 'setLocale' | 'setTimezone' | 'setFilter'
>;

/**
 * Sends to `controller` what differs, by value, between the settings it was last sent
 * (`previous`; `{}` for a new controller) and `next`, in the controller's replay order: color
 * scheme, theme, locale, time zone, then each filter whose parameter is not among the previous filters'
 * (a filter dropped from the list sends nothing: the protocol has no action that clears one).
 * A new array or object with the same content sends nothing.
 *
 * @example
 * ```ts
 * sendChangedSettings(controller, sent, next); // then remember `next` as what was sent
 * ```
 * @throws {@link EmbedError} what the controller's setter throws for a bad value
 * (`INVALID_PAYLOAD`, `INVALID_FILTER`, `DESTROYED`); the settings before it were sent.
 */
export function sendChangedSettings(controller: SettingsTarget, previous: Settings, next: Settings): void {
  const { colorScheme, theme, locale, timezone, filters } = next;
  if (colorScheme !== undefined && colorScheme !== previous.colorScheme) controller.setColorScheme(colorScheme);
  if (theme !== undefined && !sameData(theme, previous.theme)) controller.setTheme(theme);
  if (locale !== undefined && locale !== previous.locale) controller.setLocale(locale);
  if (timezone !== undefined && timezone !== previous.timezone) controller.setTimezone(timezone);
  if (filters !== undefined && filters !== previous.filters) {
    const sent = new Set(previous.filters?.map(filterKey));
    for (const filter of filters) if (!sent.has(filterKey(filter))) controller.setFilter(filter);
  }
}

/**
 * What a filter is compared by: its filter parameter (`f_orders.status=["paid"]`), so the object
 * and the parameter form of one filter are equal.
 *
 * @throws {@link EmbedError} `INVALID_FILTER` for an object filter that has no parameter form —
 * what `setFilter` would throw for it.
 */
function filterKey(filter: string | Filter): string {
  return typeof filter === 'string' ? filter : buildFilterParameter(filter);
}

/**
 * Whether two values are equal as JSON data: primitives by `===`, arrays item by item, objects
 * key by key in any order.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
