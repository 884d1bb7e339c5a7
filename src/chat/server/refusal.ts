/**
 * The proxy's own answers: a refusal of what a browser sent (`400`, `404`, `405`…) or a failure
 * to reach the service (`502`, `504`), each a JSON `{ error }` whose text names the field — and
 * never holds the API key.
 *
 * @module
 * @internal
 */

import { redactedText } from '../../http/redacted.js';

/** A request the proxy refuses before anything goes to the service: the status, and why. */
export class ProxyRefusal extends Error {
  /** The HTTP status of the answer. */
  readonly status: number;
  /** Extra headers of the answer (`Allow` for a 405). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, message: string, headers: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = 'ProxyRefusal';
    this.status = status;
    this.headers = headers;
  }
}

/** The status of an answer to a client that went away: nobody reads it (nginx's "client closed request"). */
export const CLIENT_GONE = 499;

/**
 * A JSON answer `{ error }` of `status`, not to be cached; `secret` (the API key) redacted from
 * its text in every form, should anything have quoted it.
 */
export function errorResponse(
  status: number,
  message: string,
  secret: string,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return new Response(`${JSON.stringify({ error: redactedText(message, [secret]) })}\n`, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
