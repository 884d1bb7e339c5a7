/**
 * What the HTTP clients send a request with — a token, an API key, a `fetch` — checked by one
 * rule: what a credential may be, where an API key may be used, what a token function's failure
 * is. The chat client, its proxy and the management client all check with these.
 *
 * @module
 * @internal
 */

import { describeThrown, describeValue } from '../internal/describe.js';
import { inBrowser } from '../internal/in-browser.js';
import { ApiError } from './api-error.js';
import { refuseApiOption } from './refuse.js';

/**
 * Whether a value is a token as a header or a URL carries it (a credential, a session id): a
 * non-empty string of visible ASCII (no space, line break or control character: a CR or LF
 * would split a header).
 */
export const isVisibleAscii = (value: unknown): value is string =>
  typeof value === 'string' && /^[\x21-\x7e]+$/.test(value);

/**
 * Why `value` cannot be sent as a credential, as the end of a refusal (`got …`) that never shows
 * it; undefined when it can: a non-empty string of visible ASCII (a CR or LF would split the
 * header, and `fetch` would refuse it late, as a network failure), without a scheme of its own.
 */
export function credentialProblem(value: unknown): string | undefined {
  if (isVisibleAscii(value)) return undefined;
  // Of anything else only its kind: a number, or a function's source, may hold the secret.
  if (typeof value !== 'string')
    return `got ${typeof value === 'object' || value === undefined ? describeValue(value) : `a ${typeof value}`}`;
  if (value === '') return 'got ""';
  return /^bearer\s/i.test(value)
    ? 'got a value starting with "Bearer " (pass the token alone: the client adds the scheme)'
    : 'got a string with a space, a line break or another character a header cannot carry (not shown)';
}

/**
 * `value` as a credential (see {@link credentialProblem}), or `INVALID_OPTIONS` saying
 * `<what>: expected <rule>, got …` — the credential never shown.
 */
export function checkCredential(value: unknown, what: string, rule: string): string {
  const problem = credentialProblem(value);
  if (problem) throw new ApiError('INVALID_OPTIONS', `${what}: expected ${rule}, ${problem}`);
  return value as string;
}

/**
 * The token a token function gives — called for every request, so that it may refresh —
 * checked as {@link checkCredential} does (`INVALID_OPTIONS` for no usable token).
 *
 * A function that throws is `NETWORK` (retryable), its error the `cause`; an `ApiError` it
 * throws passes as it is. Why `NETWORK`, in the chat client and the management client alike: a
 * token function stands for the app's own token endpoint, reached over the network and failing
 * with it — most often in the same outage as the service — so its failure is one of getting the
 * request out, which trying again mends: a retry, a reconnect, each calling the function anew,
 * within the client's bounds. `INVALID_OPTIONS` says a client was built wrong, which a function
 * accepted when it was built, failing later, does not show.
 */
export async function askToken(provider: () => unknown, what: string): Promise<string> {
  let value: unknown;
  try {
    value = await provider();
  } catch (cause) {
    throw cause instanceof ApiError
      ? cause
      : new ApiError('NETWORK', `${what}: the token function failed: ${describeThrown(cause)}`, { cause });
  }
  return checkCredential(value, what, 'the token function to return a token');
}

/**
 * Refuses an API key (`INVALID_OPTIONS`) in a browser context — a page or a worker, where every
 * script and user can read it — unless `allowed` (`dangerouslyAllowApiKeyInBrowser`) is `true`;
 * `instead` says what to use there.
 */
export function checkApiKeyPlace(allowed: unknown, what: string, instead: string): void {
  if (inBrowser() && allowed !== true) {
    throw new ApiError(
      'INVALID_OPTIONS',
      `${what}: expected no API key in a browser (a page or a worker), where every script and user can read it: use ${instead}, or set dangerouslyAllowApiKeyInBrowser`,
    );
  }
}

/** The `fetch` option of an HTTP client, or the global one: `INVALID_OPTIONS` when neither is a function. */
export function fetchOption(value: unknown): typeof fetch {
  const doFetch = (value as typeof fetch | undefined) ?? globalThis.fetch?.bind(globalThis);
  if (typeof doFetch !== 'function') refuseApiOption('fetch', 'a fetch function (none is global here)', value);
  return doFetch;
}
