/**
 * The one reading of a URL option (an absolute http(s) URL, given as a string or a `URL`), and
 * of a URL's origin.
 *
 * @module
 * @internal
 */

/**
 * `value` as a new `URL` when it is an absolute http(s) URL (a string or a `URL`), else
 * `undefined`: the caller refuses it in its own words, with what parsing threw, if anything,
 * told to `thrown` (to keep as the refusal's cause). A relative URL is resolved against `base`
 * only when one is given. (A new object: the caller may change it.)
 */
export function httpUrlOf(value: unknown, thrown?: (cause: unknown) => void, base?: string): URL | undefined {
  if (typeof value !== 'string' && !(value instanceof URL)) return undefined;
  try {
    const url = new URL(value, base);
    return /^https?:$/.test(url.protocol) ? url : undefined;
  } catch (error) {
    thrown?.(error);
    return undefined;
  }
}

/** The origin of an absolute URL, or undefined for text that is none. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
