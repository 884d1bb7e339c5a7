/**
 * The one marker that stands for a secret wherever the SDK would otherwise show it: a token in a
 * response body (the API client), a credential in the command line's output, the
 * `Authorization` of a request a fake server recorded.
 *
 * @module
 * @internal
 */

/** What replaces a secret (a token, an API key) in anything shown, kept or printed. */
export const REDACTED = '[redacted]';
