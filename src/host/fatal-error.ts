/**
 * What a fatal `error` event from the embed before its `ready` means for the load: no `ready`
 * is coming (a used, expired or revoked session; a surface that went down as it started), so
 * the controller ends the load at once with the embed's own words rather than wait out
 * `readyTimeoutMs` and say that nothing arrived.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import type { EventPayloads } from '../protocol/types.js';

type ErrorPayload = EventPayloads['error'];

/**
 * Whether the embed's error is about its session: its `context` is `'session'`, or its `name`
 * names a session (`EmbedSessionError`, `SessionExpiredError`…) — the ways an embed says that
 * the session in its URL was used, expired or revoked.
 */
const isSessionError = ({ name, context }: ErrorPayload): boolean =>
  context === 'session' || /session/i.test(name ?? '');

/**
 * The failure a fatal `error` event (`fatal: true`) ends a load with, or undefined for an error
 * that is not fatal (a widget that failed: the load goes on). `SESSION_FAILED` for a session
 * refused ({@link isSessionError}), `EMBED_FAILED` for any other; the message quotes the event's
 * text and names the embed's origin, and the payload is the `cause`.
 */
export function fatalErrorFailure(payload: ErrorPayload, origin: string): EmbedError | undefined {
  if (payload.fatal !== true) return undefined;
  const session = isSessionError(payload);
  const what = session ? 'refused its session' : 'failed before ready';
  return new EmbedError(
    session ? 'SESSION_FAILED' : 'EMBED_FAILED',
    `The embed at ${origin} ${what}: ${payload.message}`,
    { cause: payload },
  );
}
