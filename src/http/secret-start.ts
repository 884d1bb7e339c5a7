/**
 * Where a secret may be starting at the end of a piece of text that a later piece goes on: the
 * step only text that comes in pieces needs (the chat proxy's deltas and stream lines, the
 * command line's writes), apart from the whole-text search (`secret-forms.ts`) so that a client
 * that redacts whole texts does not carry it.
 *
 * @module
 * @internal
 */

import {
  type FormSearch,
  firstForm,
  formSearches,
  hexOf,
  isAscii,
  type SearchUnit,
  type SecretFinder,
  walk,
} from './secret-forms.js';

/** A secret as a search finds it in text, a piece at a time (see {@link secretSearch}). */
export interface SecretSearch extends SecretFinder {
  /** The longest any form of it can be: six characters a unit of its longest form. */
  readonly longest: number;
  /**
   * The first place at `from` or later where the rest of `text` begins a form of it without
   * being all of it — where it may be starting, in text a later piece goes on — or -1.
   */
  startIn(text: string, from: number): number;
}

/** What begins one of the ways of `unit` without being all of it, up to the end of the text. */
function begunPattern(unit: string): RegExp {
  const hex = hexOf(unit);
  // `\`, `\u`, `\u0`, `\u00`, `\u006`, `%`, `%6`: text cut in the middle of one.
  const percent = isAscii(unit) ? `|%(?:${hex[2]})?` : '';
  return new RegExp(`(?:\\\\(?:u(?:${hex[0]}(?:${hex[1]}(?:${hex[2]})?)?)?)?${percent})$`, 'y');
}

/** Whether the rest of a text from a place begins a way of a unit: each unit's pattern made once for the whole secret, when first needed. */
function begunTest(text: string, made: Map<string, RegExp>): (unit: SearchUnit, at: number) => boolean {
  return (unit, at) => {
    let pattern = made.get(unit.first);
    if (!pattern) {
      pattern = begunPattern(unit.first);
      made.set(unit.first, pattern);
    }
    pattern.lastIndex = at;
    return pattern.test(text);
  };
}

/** The first place at `from` or later (within the last `longest` characters) where the rest of `text` begins one of `forms` without being all of it, or -1. */
function startOf(
  forms: readonly FormSearch[],
  longest: number,
  made: Map<string, RegExp>,
  text: string,
  from: number,
): number {
  const begun = begunTest(text, made);
  for (let at = Math.max(from, text.length - longest + 1); at < text.length; at += 1) {
    const char = text.charAt(at);
    // Every way of a form's first unit starts with it, a backslash or a `%`.
    const maybe = char === '\\' || char === '%' || forms.some((form) => form.units()[0]!.first === char);
    if (maybe && forms.some((form) => walk(form.units(), text, at, begun) !== -1)) return at;
  }
  return -1;
}

/**
 * A search for every form of `secret` (see `secretForms`), each written as it is or with any of
 * its characters escaped or URL-encoded, in text whole or in pieces (the command line's output,
 * the chat proxy's deltas): where a form is, and where one may be starting at the end of a
 * piece. Its `find` is the whole-text search's (`secretFinder`): one definition of where a
 * secret is for every place that redacts. Undefined for a secret shorter than
 * `MIN_SECRET_LENGTH`, which is never looked for.
 */
export function secretSearch(secret: string): SecretSearch | undefined {
  const forms = formSearches(secret);
  if (!forms) return undefined;
  const longest = 6 * Math.max(...forms.map((form) => form.length));
  const made = new Map<string, RegExp>();
  return {
    longest,
    find: (text, from) => firstForm(forms, text, from),
    startIn: (text, from) => startOf(forms, longest, made, text, from),
  };
}

/** The first place, from `from` on, where one of the secrets `searches` look for may be starting that `text` does not finish, or -1. */
export function heldFrom(text: string, from: number, searches: readonly SecretSearch[]): number {
  let held = -1;
  for (const search of searches) {
    const at = search.startIn(text, from);
    if (at !== -1 && (held === -1 || at < held)) held = at;
  }
  return held;
}
