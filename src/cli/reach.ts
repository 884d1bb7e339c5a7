/**
 * Where a request that got no answer was going. `fetch failed` does not say which address the
 * command could not reach — the wrong one, a typo in the port, a service that is down — so the
 * address of each request that threw is noted against the error it threw — by the management
 * client's middleware ({@link REACH_MIDDLEWARE}), and by the chat client's `fetch` (see
 * `fetchOf` in clients.ts) — and the error line names it (see `failureOf` in exit.ts).
 *
 * @module
 * @internal
 */

import type { PlatformClient } from '../api/index.js';

/** The address each thrown error was trying, by the error: kept no longer than the error. */
const tried = new WeakMap<object, string>();

/**
 * `scheme://host:port` of `url` — the port always, the default one too — without user name,
 * password, path, query or fragment: what may be shown of an address that can carry secrets.
 * Undefined when `url` does not parse.
 */
export function shownOrigin(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  return `${parsed.protocol}//${parsed.hostname}:${port}`;
}

/** Notes that `error`, thrown by a `fetch`, was trying `url`. */
export function noteTried(error: unknown, url: string): void {
  const origin = shownOrigin(url);
  if (typeof error === 'object' && error !== null && origin !== undefined) tried.set(error, origin);
}

/**
 * The management client's middleware that notes the address of each try that got no answer:
 * the client runs `onError` with the error `fetch` threw, before it becomes an `ApiError` whose
 * cause it is. It changes nothing (it returns nothing: the error stays as it is).
 */
export const REACH_MIDDLEWARE: Parameters<PlatformClient['use']>[number] = Object.freeze({
  onError({ request, error }: { request: Request; error: unknown }): undefined {
    noteTried(error, request.url);
    return undefined;
  },
});

/** The errors of `error`'s chain of causes, itself first (at most a few: a chain can loop). */
export function causesOf(error: unknown): object[] {
  const chain: object[] = [];
  for (
    let current = error;
    chain.length < 6 && typeof current === 'object' && current !== null && !chain.includes(current);
    current = (current as { cause?: unknown }).cause
  ) {
    chain.push(current);
  }
  return chain;
}

/**
 * The address `error` (or one of its causes) was trying, as {@link shownOrigin} shows it, and the
 * error the `fetch` threw — when a `fetch` of the clients noted it.
 */
export function triedBy(error: unknown): { origin: string; thrown: object } | undefined {
  for (const cause of causesOf(error)) {
    const origin = tried.get(cause);
    if (origin !== undefined) return { origin, thrown: cause };
  }
  return undefined;
}
