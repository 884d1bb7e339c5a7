/**
 * Option checks shared by `createEmbed` and `createEmbedBridge`: every refusal is an
 * `INVALID_OPTIONS` error that names the option and the value.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import { expected } from '../protocol/describe.js';

/**
 * Throws `INVALID_OPTIONS` unless `ok`, saying `<what>: expected <rule>, got <value>`. The
 * message is built only on failure: some checks run on every call of a hot method.
 */
export function check(ok: unknown, what: string, rule: string, value: unknown, cause?: unknown): asserts ok {
  if (!ok) throw new EmbedError('INVALID_OPTIONS', expected(what, rule, value), cause === undefined ? undefined : { cause });
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
