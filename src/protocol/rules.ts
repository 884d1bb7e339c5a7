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
  localeCode: { test: (value: string) => /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(value), rule: 'a locale code such as "en-GB"' },
  /** `f_<semantic_view>.<dimension>=<JSON>`, its JSON part included. */
  filterParameter: { test: (value: string) => readFilterParameter(value).ok, rule: FILTER_FORM },
  /** An in-embed path: starts with `/` and, resolved against any base, stays on that base's origin. */
  inEmbedPath: { test: isInEmbedPath, rule: 'an in-embed path starting with "/"' },
} as const satisfies Record<string, FieldRule<string> | FieldRule<number>>;

/** The name of a rule in {@link RULES}. */
export type RuleName = keyof typeof RULES;
