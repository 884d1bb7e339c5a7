/**
 * The named rules on payload field values beyond their types (a count is never negative, a
 * locale is a locale code…). The catalog names them next to the fields they apply to; the
 * generated validators and the zod schemas of `platform-embed/schemas` both call these.
 *
 * @module
 * @internal
 */

import { FILTER_FORM, readFilterParameter } from './filter.js';
import { isInEmbedPath } from './path.js';

/** A rule on a field's value: the test, and what the value must be (as refusals say it). */
export interface FieldRule<V = never> {
  /** True when the value keeps the rule. */
  readonly test: (value: V) => boolean;
  /** What the value must be, completing "expected …" in a refusal: `a number ≥ 0`. */
  readonly rule: string;
}

/** Every rule, by name. */
export const RULES = {
  /** Counts and durations are never negative. */
  nonNegative: { test: (value: number) => value >= 0, rule: 'a number ≥ 0' },
  /** A full code, a short code, or a regional variant (loose BCP 47): `en`, `en-US`, `zh-Hant-TW`, `pt_BR`. */
  localeCode: {
    test: (value: string) => /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(value),
    rule: 'a locale code such as "en-GB"',
  },
  /**
   * An IANA time zone name: `UTC`, `Asia/Tokyo`, `Etc/GMT+5`, `America/Argentina/Buenos_Aires`.
   * A pattern, not the zone list (`Intl.supportedValuesOf` is missing in some engines, and the
   * list grows): one to three `/`-separated parts, each a letter then letters, digits, `_`, `-`
   * or `+`, 64 characters in all at most. Spaces, dots, empty parts and offsets (`+09:00`) are refused.
   */
  timezoneName: {
    test: (value: string) => value.length <= 64 && /^[A-Za-z][\w+-]*(?:\/[A-Za-z][\w+-]*){0,2}$/.test(value),
    rule: 'an IANA time zone name such as "Asia/Tokyo"',
  },
  /** `f_<semantic_view>.<dimension>=<JSON>`, its JSON part included. */
  filterParameter: { test: (value: string) => readFilterParameter(value).ok, rule: FILTER_FORM },
  /** An in-embed path: starts with `/` and, resolved against any base, stays on that base's origin. */
  inEmbedPath: { test: isInEmbedPath, rule: 'an in-embed path starting with "/"' },
} as const satisfies Record<string, FieldRule<string> | FieldRule<number>>;

/** The name of a rule in {@link RULES}. */
export type RuleName = keyof typeof RULES;
