/**
 * Option checks shared by `createEmbed` and `createEmbedBridge`: every refusal is an
 * `INVALID_OPTIONS` error that names the option and the value.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import { expected } from './describe.js';

/**
 * Throws `INVALID_OPTIONS` unless `ok`, saying `<what>: expected <rule>, got <value>` and, when
 * given, a hint. The message is built only on failure: some checks run on every call of a hot
 * method.
 */
export function check(ok: unknown, what: string, rule: string, value: unknown, cause?: unknown, hint?: string): asserts ok {
  if (!ok) {
    const message = expected(what, rule, value) + (hint ? `: ${hint}` : '');
    throw new EmbedError('INVALID_OPTIONS', message, cause === undefined ? undefined : { cause });
  }
}

/**
 * An options object's own enumerable properties, on an object with no prototype: a polluted
 * `Object.prototype` (`origin`, `debug`, `target`…, set by any script on the page) cannot
 * supply a missing option.
 */
export function ownOptions<T extends object>(options: T, what = 'options'): Partial<T> {
  check(typeof options === 'object' && options, what, 'an object', options);
  return Object.assign(Object.create(null) as Partial<T>, options);
}

/**
 * The largest delay timers honour: a larger one fires at once in browsers (and Node). Every
 * millisecond option of the SDK (host, chat, API client, command line, fake servers) is held to it.
 */
export const MAX_DELAY_MS = 2 ** 31 - 1;

/** A millisecond option: a whole number from 0 to 2^31 − 1, or `fallback` when undefined. */
export function milliseconds(value: unknown, what: string, fallback?: number): number | undefined {
  check(
    value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_DELAY_MS),
    what,
    `whole milliseconds from 0 to ${MAX_DELAY_MS}`,
    value,
  );
  return (value as number | undefined) ?? fallback;
}

/** Whether a value is an `AbortSignal` (of this realm or another: judged by its members). */
export function isAbortSignal(value: unknown): value is AbortSignal {
  const signal = value as Partial<AbortSignal> | null;
  return (
    typeof signal === 'object' &&
    signal !== null &&
    typeof signal.aborted === 'boolean' &&
    typeof signal.addEventListener === 'function' &&
    typeof signal.removeEventListener === 'function'
  );
}

/**
 * The origin of an http(s) URL, or `INVALID_OPTIONS` saying why there is none. `exact` (for an
 * option that names an origin) also refuses a path, query, fragment or credentials: an origin
 * is only scheme, host and port. `'*'` and the opaque `'null'` are always refused (neither parses
 * as an http(s) URL).
 */
export function httpOrigin(value: unknown, what: string, exact: boolean, base?: string): string {
  let url: URL | undefined;
  let cause: unknown;
  try {
    url = new URL(String(value), base);
  } catch (error) {
    cause = error;
  }
  check(url && value !== null && value !== '' && /^https?:$/.test(url.protocol), what, 'an http(s) URL', value, cause);
  check(!exact || (url.pathname === '/' && !/[?#@]/.test(String(value))), what, 'an origin such as "https://tenant.example.com"', value);
  return url.origin;
}

/**
 * An absolute http(s) URL, as `href`. A relative or scheme-less URL is refused rather than
 * resolved against the host page, which would make the page load itself and trust its own
 * origin; the error hints at what was probably meant. Errors show the URL without its query
 * and fragment, where a signed session's token lives.
 */
export function absoluteHttpUrl(value: unknown, what: string): string {
  let url: URL | undefined;
  let cause: unknown;
  try {
    url = new URL(String(value));
  } catch (error) {
    cause = error;
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    const text = typeof value === 'string' || value instanceof URL ? withoutQuery(String(value)) : value;
    let hint = '';
    if (typeof text === 'string') {
      // "tenant.example.com/embed/x" reads as a host and path without their scheme.
      if (/^(?:[^/\\:?#]+\.[^/\\:?#]+|localhost)(?::\d+)?(?:[/?#]|$)/i.test(text)) hint = `did you mean "https://${text}"?`;
      else if (/^[/.?#]/.test(text)) hint = 'a relative URL would load this page itself';
    }
    check(false, what, 'an absolute http(s) URL', text, cause, hint);
  }
  return url.href;
}

/** A URL as text without its query and fragment (where tokens live), for error messages. */
export const withoutQuery = (url: string): string => url.replace(/[?#][\s\S]*/, '');
