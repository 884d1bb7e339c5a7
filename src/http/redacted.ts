/**
 * The one marker that stands for a secret wherever the SDK would otherwise show it: a token in a
 * response body (the API client), a credential in the command line's output, the
 * `Authorization` of a request a fake server recorded — and the errors a service's answer
 * becomes, when it echoes the credential it was sent (the chat client).
 *
 * @module
 * @internal
 */

import { ApiError } from './api-error.js';

/** What replaces a secret (a token, an API key) in anything shown, kept or printed. */
export const REDACTED = '[redacted]';

/**
 * The shortest text searched for as a secret. No real token or key is shorter, and a shorter
 * one would match ordinary words (a test's token `'t'` would take every "t" out of a message).
 */
const MIN_SECRET_LENGTH = 8;

/** `text` with every occurrence of each of `secrets` replaced by {@link REDACTED}. */
const redactedText = (text: string, secrets: readonly string[]): string =>
  secrets.reduce((result, secret) => (result.includes(secret) ? result.split(secret).join(REDACTED) : result), text);

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
  const shown = secrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH);
  const cause = error.cause;
  const causeMessage = cause instanceof Error ? cause.message : undefined;
  // JSON text of everything shown, the secrets escaped alike: one search per secret.
  const text = JSON.stringify([error.message, error.body, causeMessage]);
  const mentioned = shown.filter((secret) => text.includes(JSON.stringify(secret).slice(1, -1)));
  if (mentioned.length === 0) return error;
  const options: { status?: number; body?: unknown; cause?: unknown } = {};
  if (error.status !== undefined) options.status = error.status;
  if (error.body !== undefined) options.body = redactedValue(error.body, mentioned);
  if ('cause' in error) {
    if (causeMessage !== undefined && redactedText(causeMessage, mentioned) !== causeMessage) {
      const replaced = new Error(redactedText(causeMessage, mentioned));
      replaced.name = (cause as Error).name;
      options.cause = replaced;
    } else options.cause = cause;
  }
  return new ApiError(error.code, redactedText(error.message, mentioned), options);
}
