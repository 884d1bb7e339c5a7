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

/** The four hex digits of a UTF-16 unit's `\uXXXX` escape, each a pattern of either case. */
const hexOf = (unit: string): string[] => [...unit.charCodeAt(0).toString(16).padStart(4, '0')].map(hexDigit);

/**
 * The forms of one UTF-16 unit of a secret, as JSON text may write it, each a pattern: as it is,
 * as `\uXXXX` (hex digits in either case), and as its short escape (`\/`, `\"`…) — what
 * `JSON.parse` would turn back into the unit.
 */
function unitForms(unit: string): string[] {
  const forms = [unit.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'), `\\\\u${hexOf(unit).join('')}`];
  const short = SHORT_ESCAPES[unit];
  if (short !== undefined) forms.push(`\\\\${short.replace(/[\\/]/g, '\\$&')}`);
  return forms;
}

/**
 * The pattern of a secret in text, in every form it may be echoed in: as it is, and — in JSON
 * text — with any of its characters escaped (see {@link unitForms}). One definition for every
 * place that redacts: the management client's response bodies, the errors the clients make of
 * what a service sent, the chat proxy's answers, the command line's output.
 */
export function secretPattern(secret: string): RegExp {
  let source = '';
  // By UTF-16 unit, as JSON escapes them (a character beyond the BMP is two \u escapes).
  for (let index = 0; index < secret.length; index += 1) source += `(?:${unitForms(secret.charAt(index)).join('|')})`;
  return new RegExp(source, 'g');
}

/** {@link secretPattern}, or none for a secret shorter than {@link MIN_SECRET_LENGTH}, which is never looked for. */
export const secretPatternOf = (secret: string): RegExp | undefined => (secret.length >= MIN_SECRET_LENGTH ? secretPattern(secret) : undefined);

/** A secret as a search finds it in text, a piece at a time (see {@link secretSearch}). */
export interface SecretSearch {
  /** The longest any form of it can be: six characters a unit. */
  readonly longest: number;
  /** The first form of it in `text` at `from` or later: where it is and how long, or undefined. */
  find(text: string, from: number): { at: number; length: number } | undefined;
  /**
   * The first place at `from` or later where the rest of `text` begins a form of it without
   * being all of it — where it may be starting, in text a later piece goes on — or -1.
   */
  startIn(text: string, from: number): number;
}

/**
 * A search for every form of `secret` (see {@link secretPattern}) in text that comes in pieces
 * (the command line's output): where a form is, and where one may be starting at the end of a
 * piece. Undefined for a secret shorter than {@link MIN_SECRET_LENGTH}.
 */
export function secretSearch(secret: string): SecretSearch | undefined {
  const pattern = secretPatternOf(secret);
  if (!pattern) return undefined;
  const units = Array.from({ length: secret.length }, (_, index) => {
    const unit = secret.charAt(index);
    const hex = hexOf(unit);
    // What begins one of its escapes without being all of it, up to the end of the text: `\`,
    // `\u`, `\u0`, `\u00`, `\u006` (text cut in the middle of one).
    const begun = new RegExp(`\\\\(?:u(?:${hex[0]}(?:${hex[1]}(?:${hex[2]})?)?)?)?$`, 'y');
    return { forms: unitForms(unit).map((form) => new RegExp(form, 'y')), begun, first: unit };
  });
  /**
   * Whether `text` from `start` on is a form cut short before its end: a walk over the units,
   * trying each form that matches (only a backslash matches more than one), each place and unit
   * tried once.
   */
  const begins = (text: string, start: number): boolean => {
    const next: Array<[number, number]> = [[start, 0]];
    const tried = new Set<number>();
    for (let step = next.pop(); step; step = next.pop()) {
      const [at, i] = step;
      const unit = units[i];
      if (at === text.length) {
        if (unit) return true;
      } else if (unit && !tried.has(at * (units.length + 1) + i)) {
        tried.add(at * (units.length + 1) + i);
        unit.begun.lastIndex = at;
        if (unit.begun.test(text)) return true;
        for (const form of unit.forms) {
          form.lastIndex = at;
          if (form.test(text)) next.push([form.lastIndex, i + 1]);
        }
      }
    }
    return false;
  };
  const longest = 6 * secret.length;
  return {
    longest,
    find(text, from) {
      pattern.lastIndex = from;
      const match = pattern.exec(text);
      return match ? { at: match.index, length: match[0].length } : undefined;
    },
    startIn(text, from) {
      // Every form of the first unit starts with it or with a backslash.
      for (let at = Math.max(from, text.length - longest + 1); at < text.length; at += 1) {
        const char = text.charAt(at);
        if ((char === units[0]!.first || char === '\\') && begins(text, at)) return at;
      }
      return -1;
    },
  };
}

/**
 * `text` with every form of each of `secrets` (see {@link secretPattern}) replaced by
 * {@link REDACTED}; secrets shorter than {@link MIN_SECRET_LENGTH} are left alone.
 */
export function redactedText(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) {
    const pattern = secretPatternOf(secret);
    if (pattern) redacted = redacted.replace(pattern, REDACTED);
  }
  return redacted;
}

/**
 * `value` — JSON data, as an error's `body` holds: a parsed body or its text — with each of
 * `secrets` replaced by {@link REDACTED} in every string, keys included, at any depth.
 */
function redactedValue(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return redactedText(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactedValue(item, secrets));
  if (typeof value !== 'object' || value === null) return value;
  // Object.fromEntries defines each key as an own property: a "__proto__" key stays a key.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [redactedText(key, secrets), redactedValue(item, secrets)]));
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
  const mentioned = secrets.filter((secret) => {
    const pattern = secretPatternOf(secret);
    return pattern !== undefined && texts.some((text) => pattern.test(text));
  });
  if (mentioned.length === 0) return error;
  // What the error does not hold is undefined here, and so not held by the copy either.
  const { status, serviceCode, requestId, headers } = error;
  const options: ApiErrorOptions = { status, body: redactedValue(body, mentioned), serviceCode, requestId, headers };
  if ('cause' in error) {
    if (causeMessage !== undefined && redactedText(causeMessage, mentioned) !== causeMessage) {
      const replaced = new Error(redactedText(causeMessage, mentioned));
      replaced.name = (cause as Error).name;
      options.cause = replaced;
    } else options.cause = cause;
  }
  return new ApiError(error.code, redactedText(error.message, mentioned), options);
}
