/**
 * The one marker that stands for a secret wherever the SDK would otherwise show it: a token in a
 * response body (the API client), a credential in the command line's output, the
 * `Authorization` of a request a fake server recorded — and the errors a service's answer
 * becomes, when it echoes the credential it was sent (the chat client). With it, the one
 * redaction of a text, whole or a piece at a time; a secret's forms and the search for them are
 * in `secret-forms.ts`, where a secret may be starting at a piece's end in `secret-start.ts`
 * (only the pieces' redaction imports it), both re-exported here.
 *
 * @module
 * @internal
 */

import { ApiError, type ApiErrorOptions } from './api-error.js';
import { MIN_SECRET_LENGTH, type SecretFinder, searchesOf, secretFinder } from './secret-forms.js';
import { heldFrom, type SecretSearch, secretSearch } from './secret-start.js';

export { MIN_SECRET_LENGTH, secretForms } from './secret-forms.js';
export { type SecretSearch, secretSearch } from './secret-start.js';

/** What replaces a secret (a token, an API key) in anything shown, kept or printed. */
export const REDACTED = '[redacted]';

/** The first complete secret in `text` from `from` on, the longest where several start at one place; undefined when there is none. */
function firstSecret(
  text: string,
  from: number,
  finders: readonly SecretFinder[],
): { at: number; length: number } | undefined {
  let found: { at: number; length: number } | undefined;
  for (const finder of finders) {
    const next = finder.find(text, from);
    if (next && (found === undefined || next.at < found.at || (next.at === found.at && next.length > found.length)))
      found = next;
  }
  return found;
}

/**
 * `text` with every secret `finders` find replaced by {@link REDACTED}, read from left to right
 * — and, given `holdFrom` (the first place from a place on where a secret may be starting that
 * `text` does not finish, or -1), its end held back from there: `{ shown, held }`. Without it,
 * the whole text is shown: only text in pieces needs the step, and a client that redacts whole
 * texts does not carry it.
 */
function redactedUntil(
  text: string,
  finders: readonly SecretFinder[],
  holdFrom?: (from: number) => number,
): { shown: string; held: string } {
  let shown = '';
  for (let from = 0; ; ) {
    const hold = holdFrom ? holdFrom(from) : -1;
    const next = firstSecret(text, from, finders);
    // Where a secret may start and one is also complete (a shorter secret that begins a longer
    // one), waiting comes first: the next write says which it is.
    if (hold !== -1 && (next === undefined || hold <= next.at))
      return { shown: shown + text.slice(from, hold), held: text.slice(hold) };
    if (next === undefined) return { shown: shown + text.slice(from), held: '' };
    shown += `${text.slice(from, next.at)}${REDACTED}`;
    from = next.at + next.length;
  }
}

/**
 * The searches of `secrets` (see {@link secretSearch}: every form of each, in every way text
 * may write it; the shortest secrets left out), duplicates dropped.
 */
export const secretSearches = (secrets: readonly string[]): SecretSearch[] => searchesOf(secrets, secretSearch);

/**
 * `text` with every secret replaced by {@link REDACTED}, read from left to right — and, unless
 * `final`, its end held back from where a secret may be starting that `text` does not finish:
 * `{ shown, held }`, `held` to go before the next write's text.
 */
export function redactedPiece(
  text: string,
  searches: readonly SecretSearch[],
  final: boolean,
): { shown: string; held: string } {
  return redactedUntil(text, searches, final ? undefined : (from) => heldFrom(text, from, searches));
}

/** `text` with every secret `finders` find replaced by {@link REDACTED}. */
const redactedBy = (text: string, finders: readonly SecretFinder[]): string => redactedUntil(text, finders).shown;

/**
 * `text` with every form of each of `secrets` (see {@link secretFinder}) replaced by
 * {@link REDACTED}; secrets shorter than {@link MIN_SECRET_LENGTH} are left alone.
 */
export const redactedText = (text: string, secrets: readonly string[]): string =>
  redactedBy(text, searchesOf(secrets, secretFinder));

/**
 * `value` — JSON data, as an error's `body` holds: a parsed body or its text — with every
 * secret `finders` find replaced by {@link REDACTED} in every string, keys included, at any depth.
 */
function redactedValue(value: unknown, finders: readonly SecretFinder[]): unknown {
  if (typeof value === 'string') return redactedBy(value, finders);
  if (Array.isArray(value)) return value.map((item) => redactedValue(item, finders));
  if (typeof value !== 'object' || value === null) return value;
  // Object.fromEntries defines each key as an own property: a "__proto__" key stays a key.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [redactedBy(key, finders), redactedValue(item, finders)]),
  );
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
  const mentioned = searchesOf(secrets, secretFinder).filter((finder) =>
    texts.some((text) => finder.find(text, 0) !== undefined),
  );
  if (mentioned.length === 0) return error;
  // What the error does not hold is undefined here, and so not held by the copy either.
  const { status, serviceCode, requestId, headers } = error;
  const options: ApiErrorOptions = { status, body: redactedValue(body, mentioned), serviceCode, requestId, headers };
  if ('cause' in error) {
    const redactedCause = causeMessage === undefined ? undefined : redactedBy(causeMessage, mentioned);
    if (redactedCause !== undefined && redactedCause !== causeMessage) {
      const replaced = new Error(redactedCause);
      replaced.name = (cause as Error).name;
      options.cause = replaced;
    } else options.cause = cause;
  }
  return new ApiError(error.code, redactedBy(error.message, mentioned), options);
}
