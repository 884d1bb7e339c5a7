/**
 * The one marker that stands for a secret wherever the SDK would otherwise show it: a token in a
 * response body (the API client), a credential in the command line's output, the
 * `Authorization` of a request a fake server recorded — and the errors a service's answer
 * becomes, when it echoes the credential it was sent (the chat client).
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

/**
 * The pattern of a secret in text, in every form it may be echoed in: as it is, and — in JSON
 * text — with any of its characters escaped, as `\uXXXX` (any case) or a short escape (`\/`,
 * `\"`…), which `JSON.parse` would turn back into the secret. One definition for every place
 * that redacts: the management client's response bodies, the errors the clients make of what a
 * service sent, the command line's output.
 */
export function secretPattern(secret: string): RegExp {
  let source = '';
  // By UTF-16 unit, as JSON escapes them (a character beyond the BMP is two \\u escapes).
  for (let index = 0; index < secret.length; index += 1) {
    const unit = secret.charAt(index);
    const hex = secret.charCodeAt(index).toString(16).padStart(4, '0');
    const forms = [unit.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'), `\\\\u${[...hex].map(hexDigit).join('')}`];
    const short = SHORT_ESCAPES[unit];
    if (short !== undefined) forms.push(`\\\\${short.replace(/[\\/]/g, '\\$&')}`);
    source += `(?:${forms.join('|')})`;
  }
  return new RegExp(source, 'g');
}

/**
 * `text` with every form of each of `secrets` (see {@link secretPattern}) replaced by
 * {@link REDACTED}; secrets shorter than {@link MIN_SECRET_LENGTH} are left alone.
 */
export function redactedText(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    redacted = redacted.replace(secretPattern(secret), REDACTED);
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
  const mentioned = secrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH && texts.some((text) => secretPattern(secret).test(text)));
  if (mentioned.length === 0) return error;
  const options: ApiErrorOptions = {};
  if (error.status !== undefined) options.status = error.status;
  if (error.body !== undefined) options.body = redactedValue(error.body, mentioned);
  if (error.serviceCode !== undefined) options.serviceCode = error.serviceCode;
  if (error.requestId !== undefined) options.requestId = error.requestId;
  if (error.headers !== undefined) options.headers = error.headers;
  if ('cause' in error) {
    if (causeMessage !== undefined && redactedText(causeMessage, mentioned) !== causeMessage) {
      const replaced = new Error(redactedText(causeMessage, mentioned));
      replaced.name = (cause as Error).name;
      options.cause = replaced;
    } else options.cause = cause;
  }
  return new ApiError(error.code, redactedText(error.message, mentioned), options);
}
