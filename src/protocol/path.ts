/**
 * The rule on the `navigate` action's `path` (spec 6.3): an in-embed path, which can never
 * take the embed to another origin.
 *
 * @module
 * @internal
 */

/**
 * Two bases that differ in every way a path could escape through. The first has a special
 * scheme, where URL parsing reads `\` as `/` and drops tabs and newlines; the second has a
 * non-special one, where `\` stays a character. They also differ in host and directory.
 */
const BASES = ['https://a.invalid/b/c', 'x-embed://d.invalid/e/f'] as const;
const HOSTS = ['a.invalid', 'd.invalid'] as const;

/**
 * Whether `path` is an in-embed path: it starts with `/`, and resolving it (`new URL(path,
 * base)`, what an embed does to navigate) stays on the base's origin, for both bases, to the
 * same path. This is decided by resolution, as a browser would resolve it, rather than by a
 * list of characters: `//host`, `/\host`, `/\t/host` and `/\n/host` leave the base's host; a
 * path with a backslash resolves to another path under the two kinds of scheme. A resolved
 * path starting with `//` is refused too, so that resolving the result again stays put.
 */
export function isInEmbedPath(path: string): boolean {
  if (path[0] !== '/') return false;
  let first: string | undefined;
  for (let i = 0; i < BASES.length; i++) {
    let url: URL;
    try {
      url = new URL(path, BASES[i]);
    } catch {
      return false;
    }
    if (url.host !== HOSTS[i] || url.pathname[1] === '/' || (first !== undefined && url.pathname !== first))
      return false;
    first = url.pathname;
  }
  return true;
}
