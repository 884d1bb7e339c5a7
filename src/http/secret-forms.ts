/**
 * The forms of a secret (see {@link secretForms}) and where they are in a text: the one
 * definition of what is redacted, and the whole-text search every place that redacts uses. Where
 * a form may be starting at the end of a piece of text, which only text that comes in pieces
 * needs (the chat proxy, the command line), is apart, in `secret-start.ts`: a client that
 * redacts whole texts does not carry it.
 *
 * @module
 * @internal
 */

/**
 * The shortest text searched for as a secret. No real token or key is shorter, and a shorter
 * one would match ordinary words (a test's token `'t'` would take every "t" out of a message),
 * rewriting data that merely contains its text.
 */
export const MIN_SECRET_LENGTH = 8;

/** How JSON may write a character without `\u`: `\"`, `\\`, `\/` and the control escapes. */
const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  '\b': 'b',
  '\f': 'f',
  '\n': 'n',
  '\r': 'r',
  '\t': 't',
};

/** A hex digit in a pattern, matched in either case. */
const hexDigit = (digit: string): string => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit);

/** The four hex digits of a UTF-16 unit's `\uXXXX` escape, each a pattern of either case (the last two: its `%XX`, for ASCII). */
export const hexOf = (unit: string): string[] => [...unit.charCodeAt(0).toString(16).padStart(4, '0')].map(hexDigit);

/** Whether a unit is ASCII: one byte in UTF-8, so one `%XX` in a URL. */
export const isAscii = (unit: string): boolean => unit.charCodeAt(0) < 0x80;

/**
 * The leading kind prefix of a key, which a service may leave out when it quotes one: a run of
 * lowercase words each ended by `_` or `-` (`pk_live_`, `sk-live-`).
 */
const KIND_PREFIX = /^(?:[a-z]+[_-])+/;

/**
 * The shortest rest of a secret without its kind prefix that is searched for. A real key's
 * random part is longer; a short rest (`0123456789` of `test-token-0123456789`) is no secret
 * and would match data — a session id — rewriting it.
 */
const MIN_BARE_LENGTH = 16;

/** `text` (UTF-8) as base64 without its padding: standard and URL-safe. */
function base64Of(text: string): string[] {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  const standard = btoa(binary).replace(/=+$/, '');
  return [standard, standard.replace(/\+/g, '-').replace(/\//g, '_')];
}

/**
 * The texts a service may echo a secret as: itself; without its kind prefix ({@link KIND_PREFIX}),
 * when the rest is at least {@link MIN_BARE_LENGTH} long;
 * base64 of it and of `Api-Key <secret>` (the header that carried it), standard and URL-safe —
 * without the padding, which holds nothing of it. Each at least {@link MIN_SECRET_LENGTH} long
 * (a shorter one would match ordinary words), none twice, longest first. The one definition of a
 * secret's forms: each may further come URL-encoded or JSON-escaped, a character at a time (see
 * {@link unitForms}).
 */
export function secretForms(secret: string): string[] {
  const bare = secret.replace(KIND_PREFIX, '');
  const forms = [
    secret,
    ...(bare.length >= MIN_BARE_LENGTH ? [bare] : []),
    ...base64Of(secret),
    ...base64Of(`Api-Key ${secret}`),
  ];
  return [...new Set(forms)].filter((form) => form.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}

/**
 * The ways one UTF-16 unit of a form may be written, each a pattern: as it is; as JSON text may
 * write it, as `\uXXXX` (hex digits in either case) and as its short escape (`\/`, `\"`…) —
 * what `JSON.parse` would turn back into the unit; and, for ASCII, URL-encoded as `%XX` (either
 * case) — what a URL's decoding would.
 */
function unitForms(unit: string): string[] {
  const hex = hexOf(unit);
  const forms = [unit.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'), `\\\\u${hex.join('')}`];
  const short = SHORT_ESCAPES[unit];
  if (short !== undefined) forms.push(`\\\\${short.replace(/[\\/]/g, '\\$&')}`);
  if (isAscii(unit)) forms.push(`%${hex[2]}${hex[3]}`);
  return forms;
}

/** The pattern source of one form: its units, each in any of its ways (by UTF-16 unit, as JSON escapes them). */
const formSource = (form: string): string =>
  Array.from({ length: form.length }, (_, index) => `(?:${unitForms(form.charAt(index)).join('|')})`).join('');

/**
 * How many units of a form a pattern holds, at most: the pattern finds where a form may be, a
 * walk over its units says whether it is all there. A pattern of a few thousand units overflows
 * the engine's stack (a JWT's base64 has that many), and that many are never needed to tell a
 * form from other text.
 */
const PATTERN_UNITS = 64;

/** A secret as a search of whole text finds it (see {@link secretFinder}). */
export interface SecretFinder {
  /** The first form of it in `text` at `from` or later (the longest where two start at one place): where it is and how long, or undefined. */
  find(text: string, from: number): { at: number; length: number } | undefined;
}

/** One unit of a form, as a walk meets it: its ways, and the unit itself. */
export interface SearchUnit {
  readonly ways: readonly RegExp[];
  readonly first: string;
}

/** A form as a search finds it: the pattern of its first units, and all its units to walk (made on the first walk). */
export interface FormSearch {
  readonly start: RegExp;
  readonly length: number;
  units(): readonly SearchUnit[];
}

/** The search of `form`; each unit's patterns made once for the whole secret (`made`), when a walk first needs them. */
function formSearch(form: string, made: Map<string, SearchUnit>): FormSearch {
  let units: SearchUnit[] | undefined;
  const unitOf = (unit: string): SearchUnit => {
    const known = made.get(unit);
    if (known) return known;
    const searched = { ways: unitForms(unit).map((way) => new RegExp(way, 'y')), first: unit };
    made.set(unit, searched);
    return searched;
  };
  return {
    start: new RegExp(formSource(form.slice(0, PATTERN_UNITS)), 'g'),
    length: form.length,
    units: () => (units ??= Array.from({ length: form.length }, (_, index) => unitOf(form.charAt(index)))),
  };
}

/**
 * The searches of every form of `secret` (see {@link secretForms}), longest first; undefined
 * for a secret shorter than {@link MIN_SECRET_LENGTH}, which is never looked for.
 */
export function formSearches(secret: string): FormSearch[] | undefined {
  if (secret.length < MIN_SECRET_LENGTH) return undefined;
  const made = new Map<string, SearchUnit>();
  return secretForms(secret).map((form) => formSearch(form, made));
}

/**
 * A walk over `units` in `text` from `start`, trying each way that matches (only a backslash or
 * a `%` matches more than one), each place and unit tried once: where the form ends when it is
 * all there; or — given `begun`, which says whether the rest of the text from a place begins a
 * way of a unit — `text.length` when the text ends inside the form. -1 otherwise.
 */
export function walk(
  units: readonly SearchUnit[],
  text: string,
  start: number,
  begun?: (unit: SearchUnit, at: number) => boolean,
): number {
  const next: Array<[number, number]> = [[start, 0]];
  const tried = new Set<number>();
  for (let step = next.pop(); step; step = next.pop()) {
    const [at, i] = step;
    const unit = units[i];
    if (!unit) {
      if (!begun) return at;
    } else if (at === text.length) {
      if (begun) return at;
    } else if (!tried.has(at * (units.length + 1) + i)) {
      tried.add(at * (units.length + 1) + i);
      if (begun?.(unit, at)) return text.length;
      for (const way of unit.ways) {
        way.lastIndex = at;
        if (way.test(text)) next.push([way.lastIndex, i + 1]);
      }
    }
  }
  return -1;
}

/** The first place of `form` in `text` at `from` or later, with its end; undefined when there is none. */
function firstOf(form: FormSearch, text: string, from: number): { at: number; end: number } | undefined {
  form.start.lastIndex = from;
  for (let match = form.start.exec(text); match; match = form.start.exec(text)) {
    // A pattern of the whole form needs no walk.
    const end = form.length <= PATTERN_UNITS ? match.index + match[0].length : walk(form.units(), text, match.index);
    if (end !== -1) return { at: match.index, end };
    form.start.lastIndex = match.index + 1;
  }
  return undefined;
}

/** The first of `forms` in `text` at `from` or later, the longest where two start at one place: where it is and how long, or undefined. */
export function firstForm(
  forms: readonly FormSearch[],
  text: string,
  from: number,
): { at: number; length: number } | undefined {
  let found: { at: number; end: number } | undefined;
  for (const form of forms) {
    const next = firstOf(form, text, from);
    if (next && (!found || next.at < found.at || (next.at === found.at && next.end > found.end))) found = next;
  }
  return found && { at: found.at, length: found.end - found.at };
}

/**
 * A search of whole text for every form of `secret` (see {@link secretForms}), each written as
 * it is or with any of its characters escaped or URL-encoded (see {@link unitForms}): the
 * management client's response bodies, the errors the clients make of what a service sent.
 * Undefined for a secret shorter than {@link MIN_SECRET_LENGTH}, which is never looked for.
 */
export function secretFinder(secret: string): SecretFinder | undefined {
  const forms = formSearches(secret);
  return forms && { find: (text, from) => firstForm(forms, text, from) };
}

/** What `make` gives for each of `secrets` (a search of it), duplicates and the secrets it leaves out (undefined) dropped. */
export const searchesOf = <T>(secrets: readonly string[], make: (secret: string) => T | undefined): T[] =>
  [...new Set(secrets)].flatMap((secret) => make(secret) ?? []);
