/**
 * The one reading of a URL option: an absolute http(s) URL, given as a string or a `URL`.
 *
 * @module
 * @internal
 */

/**
 * `value` as a new `URL` when it is an absolute http(s) URL (a string or a `URL`), else
 * `undefined`: the caller refuses it in its own words. (A new object: the caller may change it.)
 */
export function httpUrlOf(value: unknown): URL | undefined {
  if (typeof value !== 'string' && !(value instanceof URL)) return undefined;
  try {
    const url = new URL(String(value));
    return /^https?:$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
