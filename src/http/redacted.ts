/**
 * The one marker that stands for a secret wherever the SDK would otherwise show it: a token in a
 * response body (the API client), a credential in the command line's output, the
 * `Authorization` of a request a fake server recorded — and the errors a service's answer
 * becomes, when it echoes the credential it was sent (the chat client). With it, the one
 * definition of a secret's forms and of the shortest text searched for as one.
 *
 * @module
 * @internal
 */

import { ApiError, type ApiErrorOptions } from './api-error.js';

/** What replaces a secret (a token, an API key) in anything shown, kept or printed. */
export const REDACTED = '[redacted]';

/**
 * The shortest text searched for as a secret. No real token or key is shorter, and a shorter
 * one would match ordinary words (a test's token `'t'` would take every "t" out of a message),
 * rewriting data that merely contains its text.
 */
export const MIN_SECRET_LENGTH = 8;

/** How JSON may write a character without `\u`: `\"`, `\\`, `\/` and the control escapes. */
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', '\b': 'b', '\f': 'f', '\n': 'n', '\r': 'r', '\t': 't' };

/** A hex digit in a pattern, matched in either case. */
const hexDigit = (digit: string): string => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit);

/** The four hex digits of a UTF-16 unit's `\uXXXX` escape, each a pattern of either case (the last two: its `%XX`, for ASCII). */
const hexOf = (unit: string): string[] => [...unit.charCodeAt(0).toString(16).padStart(4, '0')].map(hexDigit);

/** Whether a unit is ASCII: one byte in UTF-8, so one `%XX` in a URL. */
const isAscii = (unit: string): boolean => unit.charCodeAt(0) < 0x80;

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
  const forms = [secret, ...(bare.length >= MIN_BARE_LENGTH ? [bare] : []), ...base64Of(secret), ...base64Of(`Api-Key ${secret}`)];
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
const formSource = (form: string): string => Array.from({ length: form.length }, (_, index) => `(?:${unitForms(form.charAt(index)).join('|')})`).join('');

/**
 * How many units of a form a pattern holds, at most: the pattern finds where a form may be, a
 * walk over its units says whether it is all there. A pattern of a few thousand units overflows
 * the engine's stack (a JWT's base64 has that many), and that many are never needed to tell a
 * form from other text.
 */
const PATTERN_UNITS = 64;

/** A secret as a search finds it in text, a piece at a time (see {@link secretSearch}). */
export interface SecretSearch {
  /** The longest any form of it can be: six characters a unit of its longest form. */
  readonly longest: number;
  /** The first form of it in `text` at `from` or later (the longest where two start at one place): where it is and how long, or undefined. */
  find(text: string, from: number): { at: number; length: number } | undefined;
  /**
   * The first place at `from` or later where the rest of `text` begins a form of it without
   * being all of it — where it may be starting, in text a later piece goes on — or -1.
   */
  startIn(text: string, from: number): number;
}

/** One unit of a form, as a walk meets it: its ways, what begins one of them (cut by the end of the text), the unit itself. */
interface SearchUnit {
  readonly ways: readonly RegExp[];
  readonly begun: RegExp;
  readonly first: string;
}

/** A form as a search finds it: the pattern of its first units, and all its units to walk (made on the first walk). */
interface FormSearch {
  readonly start: RegExp;
  readonly length: number;
  units(): readonly SearchUnit[];
}

/** The ways of `unit` as a walk tries them, and what begins one of them. */
function searchUnit(unit: string): SearchUnit {
  const hex = hexOf(unit);
  // What begins one of its ways without being all of it, up to the end of the text: `\`,
  // `\u`, `\u0`, `\u00`, `\u006`, `%`, `%6` (text cut in the middle of one).
  const percent = isAscii(unit) ? `|%(?:${hex[2]})?` : '';
  const begun = new RegExp(`(?:\\\\(?:u(?:${hex[0]}(?:${hex[1]}(?:${hex[2]})?)?)?)?${percent})$`, 'y');
  return { ways: unitForms(unit).map((way) => new RegExp(way, 'y')), begun, first: unit };
}

/** The search of `form`; each unit's patterns made once for the whole secret (`made`), when a walk first needs them. */
function formSearch(form: string, made: Map<string, SearchUnit>): FormSearch {
  let units: SearchUnit[] | undefined;
  const unitOf = (unit: string): SearchUnit => {
    const known = made.get(unit);
    if (known) return known;
    const searched = searchUnit(unit);
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
 * A walk over `units` in `text` from `start`, trying each way that matches (only a backslash or
 * a `%` matches more than one), each place and unit tried once: where the form ends when it is
 * all there (`want: 'whole'`), or `text.length` when the text ends inside it (`want: 'cut'`);
 * -1 otherwise.
 */
function walk(units: readonly SearchUnit[], text: string, start: number, want: 'whole' | 'cut'): number {
  const next: Array<[number, number]> = [[start, 0]];
  const tried = new Set<number>();
  for (let step = next.pop(); step; step = next.pop()) {
    const [at, i] = step;
    const unit = units[i];
    if (!unit) {
      if (want === 'whole') return at;
    } else if (at === text.length) {
      if (want === 'cut') return at;
    } else if (!tried.has(at * (units.length + 1) + i)) {
      tried.add(at * (units.length + 1) + i);
      unit.begun.lastIndex = at;
      if (want === 'cut' && unit.begun.test(text)) return text.length;
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
    const end = form.length <= PATTERN_UNITS ? match.index + match[0].length : walk(form.units(), text, match.index, 'whole');
    if (end !== -1) return { at: match.index, end };
    form.start.lastIndex = match.index + 1;
  }
  return undefined;
}

/**
 * A search for every form of `secret` (see {@link secretForms}), each written as it is or with
 * any of its characters escaped or URL-encoded (see {@link unitForms}), in text whole or in
 * pieces (the command line's output, the chat proxy's deltas): where a form is, and where one
 * may be starting at the end of a piece. One definition for every place that redacts: the
 * management client's response bodies, the errors the clients make of what a service sent, the
 * chat proxy's answers, the command line's output. Undefined for a secret shorter than
 * {@link MIN_SECRET_LENGTH}, which is never looked for.
 */
export function secretSearch(secret: string): SecretSearch | undefined {
  if (secret.length < MIN_SECRET_LENGTH) return undefined;
  const made = new Map<string, SearchUnit>();
  const forms = secretForms(secret).map((form) => formSearch(form, made));
  const longest = 6 * Math.max(...forms.map((form) => form.length));
  return {
    longest,
    find(text, from) {
      let found: { at: number; end: number } | undefined;
      for (const form of forms) {
        const next = firstOf(form, text, from);
        if (next && (!found || next.at < found.at || (next.at === found.at && next.end > found.end))) found = next;
      }
      return found && { at: found.at, length: found.end - found.at };
    },
    startIn(text, from) {
      for (let at = Math.max(from, text.length - longest + 1); at < text.length; at += 1) {
        const char = text.charAt(at);
        // Every way of a form's first unit starts with it, a backslash or a `%`.
        const maybe = char === '\\' || char === '%' || forms.some((form) => form.units()[0]!.first === char);
        if (maybe && forms.some((form) => walk(form.units(), text, at, 'cut') !== -1)) return at;
      }
      return -1;
    },
  };
}

/**
 * The searches of `secrets` (see {@link secretSearch}: every form of each, in every way text
 * may write it; the shortest secrets left out), duplicates dropped.
 */
export const secretSearches = (secrets: readonly string[]): SecretSearch[] => [...new Set(secrets)].flatMap((secret) => secretSearch(secret) ?? []);

/** The first place, from `from` on, where a secret may be starting that `text` does not finish, or -1. */
function heldFrom(text: string, from: number, searches: readonly SecretSearch[]): number {
  let held = -1;
  for (const search of searches) {
    const at = search.startIn(text, from);
    if (at !== -1 && (held === -1 || at < held)) held = at;
  }
  return held;
}

/** The first complete secret in `text` from `from` on, the longest where several start at one place; undefined when there is none. */
function firstSecret(text: string, from: number, searches: readonly SecretSearch[]): { at: number; length: number } | undefined {
  let found: { at: number; length: number } | undefined;
  for (const search of searches) {
    const next = search.find(text, from);
    if (next && (found === undefined || next.at < found.at || (next.at === found.at && next.length > found.length))) found = next;
  }
  return found;
}

/**
 * `text` with every secret replaced by {@link REDACTED}, read from left to right — and, unless
 * `final`, its end held back from where a secret may be starting that `text` does not finish:
 * `{ shown, held }`, `held` to go before the next write's text.
 */
export function redactedPiece(text: string, searches: readonly SecretSearch[], final: boolean): { shown: string; held: string } {
  let shown = '';
  for (let from = 0; ; ) {
    const hold = final ? -1 : heldFrom(text, from, searches);
    const next = firstSecret(text, from, searches);
    // Where a secret may start and one is also complete (a shorter secret that begins a longer
    // one), waiting comes first: the next write says which it is.
    if (hold !== -1 && (next === undefined || hold <= next.at)) return { shown: shown + text.slice(from, hold), held: text.slice(hold) };
    if (next === undefined) return { shown: shown + text.slice(from), held: '' };
    shown += `${text.slice(from, next.at)}${REDACTED}`;
    from = next.at + next.length;
  }
}

/**
 * `text` with every form of each of `secrets` (see {@link secretSearch}) replaced by
 * {@link REDACTED}; secrets shorter than {@link MIN_SECRET_LENGTH} are left alone.
 */
export const redactedText = (text: string, secrets: readonly string[]): string => redactedPiece(text, secretSearches(secrets), true).shown;

/** `text` with every secret `searches` find replaced by {@link REDACTED}. */
const redactedBy = (text: string, searches: readonly SecretSearch[]): string => redactedPiece(text, searches, true).shown;

/**
 * `value` — JSON data, as an error's `body` holds: a parsed body or its text — with every
 * secret `searches` find replaced by {@link REDACTED} in every string, keys included, at any depth.
 */
function redactedValue(value: unknown, searches: readonly SecretSearch[]): unknown {
  if (typeof value === 'string') return redactedBy(value, searches);
  if (Array.isArray(value)) return value.map((item) => redactedValue(item, searches));
  if (typeof value !== 'object' || value === null) return value;
  // Object.fromEntries defines each key as an own property: a "__proto__" key stays a key.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [redactedBy(key, searches), redactedValue(item, searches)]));
}

/**
 * `error`, or — when one of `secrets` (the credentials the requests carried) shows in its
 * message, its `body` or its cause's message, because the service echoed it back — a copy of it
 * with each replaced by {@link REDACTED}: same code, status and retryability; a cause that
 * mentioned a secret is replaced by an error of the same name saying the same without it.
 * Secrets shorter than 8 characters are ignored (see {@link MIN_SECRET_LENGTH}).
 */
export function withoutSecrets(error: ApiError, secrets: readonly string[]): ApiError {
  const cause = error.cause;
  const causeMessage = cause instanceof Error ? cause.message : undefined;
  // Each text shown as it is (an escaped echo is there as the service wrote it), and a parsed
  // body as JSON text (where a secret in its strings is written JSON-escaped).
  const body = error.body;
  const texts = [error.message, causeMessage ?? '', typeof body === 'string' ? body : (JSON.stringify(body) ?? '')];
  const mentioned = secretSearches(secrets).filter((search) => texts.some((text) => search.find(text, 0) !== undefined));
  if (mentioned.length === 0) return error;
  // What the error does not hold is undefined here, and so not held by the copy either.
  const { status, serviceCode, requestId, headers } = error;
  const options: ApiErrorOptions = { status, body: redactedValue(body, mentioned), serviceCode, requestId, headers };
  if ('cause' in error) {
    const redactedCause = causeMessage === undefined ? undefined : redactedBy(causeMessage, mentioned);
    if (redactedCause !== undefined && redactedCause !== causeMessage) {
      const replaced = new Error(redactedCause);
      replaced.name = (cause as Error).name;
      options.cause = replaced;
    } else options.cause = cause;
  }
  return new ApiError(error.code, redactedBy(error.message, mentioned), options);
}
