/**
 * Option checks shared by every part of the SDK: every refusal names the option and the value
 * (`<what>: expected <rule>, got <value>`). A rule refuses through the {@link Refuse} its caller
 * gives: the host, the bridge, the element and the fakes pass {@link refuseOption} (an
 * `INVALID_OPTIONS` `EmbedError`); the HTTP clients an `ApiError`'s (see `http/refuse.ts`). One
 * rule, whichever error class says it — and no rule names a default, so that an entry that
 * never throws an `EmbedError` does not carry its class.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import { expected } from './describe.js';
import { httpUrlOf } from './http-url.js';

/**
 * How a check refuses a value: it throws its caller's error, saying `<what>: expected <rule>,
 * got <value>` and, when given, a hint; `cause` is kept.
 */
export type Refuse = (what: string, rule: string, value: unknown, hint?: string, cause?: unknown) => never;

/** The refusal of the host, the bridge, the element and the fakes: an `INVALID_OPTIONS` `EmbedError`. */
export function refuseOption(what: string, rule: string, value: unknown, hint?: string, cause?: unknown): never {
  throw new EmbedError('INVALID_OPTIONS', expected(what, rule, value, hint), { cause });
}

/**
 * Throws `INVALID_OPTIONS` unless `ok`, saying `<what>: expected <rule>, got <value>` and, when
 * given, a hint. The message is built only on failure: some checks run on every call of a hot
 * method.
 */
export function check(
  ok: unknown,
  what: string,
  rule: string,
  value: unknown,
  cause?: unknown,
  hint?: string,
): asserts ok {
  if (!ok) refuseOption(what, rule, value, hint, cause);
}

/**
 * An options object's own enumerable properties, on an object with no prototype: a polluted
 * `Object.prototype` (`origin`, `debug`, `target`…, set by any script on the page) cannot
 * supply a missing option. Anything but an object (an array included) is refused, saying `rule`.
 */
export function ownOptions<T extends object>(
  options: T,
  what: string,
  refuse: Refuse,
  rule?: string,
): Partial<T> & Record<string, unknown>;
export function ownOptions(options: unknown, what: string, refuse: Refuse, rule?: string): Record<string, unknown>;
export function ownOptions(
  options: unknown,
  what: string,
  refuse: Refuse,
  rule = 'an object',
): Record<string, unknown> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) refuse(what, rule, options);
  return Object.assign(Object.create(null) as Record<string, unknown>, options);
}

/**
 * The largest delay timers honour: a larger one fires at once in browsers (and Node). Every
 * millisecond option of the SDK (host, chat, API client, command line, fake servers) is held to it.
 */
export const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * A whole-number option from `min` to `max` (no bound above by default), or undefined when
 * undefined. `unit` names what is counted in the refusal: `a whole number of retries from 0 to 100`.
 */
export function whole(
  value: unknown,
  what: string,
  refuse: Refuse,
  min: number,
  max = Infinity,
  unit = 'a whole number',
): number | undefined {
  if (value !== undefined && !(Number.isInteger(value) && (value as number) >= min && (value as number) <= max)) {
    refuse(what, `${unit} ${max < Infinity ? `from ${min} to ${max}` : `≥ ${min}`}`, value);
  }
  return value as number | undefined;
}

/** A millisecond option: a whole number from `min` (default 0) to {@link MAX_DELAY_MS}, or undefined when undefined. */
export const milliseconds = (value: unknown, what: string, refuse: Refuse, min = 0): number | undefined =>
  whole(value, what, refuse, min, MAX_DELAY_MS, 'whole milliseconds');

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

/** A `signal` option: an `AbortSignal` (of any realm, see {@link isAbortSignal}), or undefined when undefined. */
export function signalOption(value: unknown, what: string, refuse: Refuse): AbortSignal | undefined {
  if (value !== undefined && !isAbortSignal(value)) refuse(what, 'an AbortSignal', value);
  return value as AbortSignal | undefined;
}

/**
 * The origin of an http(s) URL without user info ({@link withoutUserInfo}), or `INVALID_OPTIONS`
 * saying why there is none. `exact` (for an option that names an origin) also refuses a path,
 * query or fragment: an origin is only scheme, host and port. `'*'` and the opaque `'null'` are always refused (neither
 * parses
 * as an http(s) URL).
 */
export function httpOrigin(value: unknown, what: string, exact: boolean, base?: string): string {
  let cause: unknown;
  const url = httpUrlOf(
    value,
    (error) => {
      cause = error;
    },
    base,
  );
  check(url && value !== '', what, 'an http(s) URL', value, cause);
  withoutUserInfo(url, what, refuseOption);
  check(
    !exact || (url.pathname === '/' && !/[?#@]/.test(String(value))),
    what,
    'an origin such as "https://tenant.example.com"',
    value,
  );
  return url.origin;
}

/**
 * `url`, unless it holds a user name or password (`https://user:pass@host/…`): the one rule of
 * every URL the SDK takes — a frame's, a service's, an origin. A browser never loads such a URL
 * in a frame (the load would wait out its timeout for nothing) and `fetch` refuses it; a
 * credential goes in its own option, never in a URL that messages and logs show. The refusal
 * shows the URL {@link withoutQueryOrUserInfo}.
 */
export function withoutUserInfo(url: URL, what: string, refuse: Refuse): URL {
  if (url.username || url.password)
    refuse(what, 'a URL without user name or password', withoutQueryOrUserInfo(url.href));
  return url;
}

/**
 * An absolute http(s) URL (a string or a `URL`) without user info ({@link withoutUserInfo}), as
 * a new `URL`. A relative or scheme-less URL is refused rather than resolved against the page
 * (the host page would load itself and trust its own origin); the refusal hints at what was
 * probably meant. Refusals show the URL {@link withoutQueryOrUserInfo}, and keep the parser's error as `cause`.
 */
export function checkedUrl(value: unknown, what: string, refuse: Refuse): URL {
  let cause: unknown;
  const url = httpUrlOf(value, (error) => {
    cause = error;
  });
  if (url) return withoutUserInfo(url, what, refuse);
  const text = typeof value === 'string' || value instanceof URL ? withoutQueryOrUserInfo(String(value)) : value;
  let hint: string | undefined;
  if (typeof text === 'string') {
    // "tenant.example.com/embed/x" reads as a host and path without their scheme.
    if (/^(?:[^/\\:?#]+\.[^/\\:?#]+|localhost)(?::\d+)?(?:[/?#]|$)/i.test(text))
      hint = `did you mean "https://${text}"?`;
    else if (/^[/.?#]/.test(text)) hint = 'a relative URL is never resolved against the page';
  }
  return refuse(what, 'an absolute http(s) URL', text, hint, cause);
}

/** An absolute http(s) URL, as `href` (see {@link checkedUrl}): an embed's URL, refused as an `EmbedError`. */
export const absoluteHttpUrl = (value: unknown, what: string): string => checkedUrl(value, what, refuseOption).href;

/**
 * A URL as text without what may carry a secret — its query and fragment (a signed session's
 * token), its user name and password — for messages and logs.
 */
export const withoutQueryOrUserInfo = (url: string): string =>
  url.replace(/[?#][\s\S]*|^([^/?#]*\/\/)?[^/?#@]*@/g, '$1');
