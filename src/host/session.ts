/**
 * Session providers: where a signed embed gets a fresh URL for every load. A signed session is
 * valid a few minutes and redeemable once, so a controller that reloads (or re-creates, or loads
 * a lazy frame late) asks the page's provider — usually a call to the page's own backend — for a
 * new one. This module makes one such request: it calls the provider, bounds it in time, and
 * checks what it returns. The controller decides when to ask.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import { absoluteHttpUrl } from '../internal/checks.js';
import { describeThrown } from '../internal/describe.js';
import type { EmbedHostWindow, EmbedSessionProvider } from './types.js';

/** How one provider call is made. */
export interface SessionRequest {
  /** The origin every URL must have; undefined for the first URL, which sets it. */
  origin: string | undefined;
  /** Milliseconds the provider may take; 0 for no limit. */
  timeoutMs: number;
  /** Times the call. */
  win: Pick<EmbedHostWindow, 'setTimeout' | 'clearTimeout'>;
  /** Aborts the call when the controller no longer wants its answer (destroyed, or asked again). */
  signal: AbortSignal;
}

/** A `SESSION_FAILED` error, with what went wrong as its `cause` when there is one. */
const failed = (message: string, cause?: unknown) => new EmbedError('SESSION_FAILED', message, cause === undefined ? undefined : { cause });

/**
 * Calls `provider` once and resolves with the URL it gives, as an absolute `href` of `origin`
 * (any http(s) origin when `origin` is undefined). Rejects with `SESSION_FAILED` when the
 * provider throws or rejects (its error as `cause`), answers something other than an absolute
 * http(s) URL of that origin (the refusal as `cause`), or takes longer than `timeoutMs`. The
 * provider gets a signal that aborts on that timeout, and when `request.signal` aborts (the
 * promise then never settles: nobody waits for it any more).
 */
export function requestSession(provider: EmbedSessionProvider, { origin, timeoutMs, win, signal }: SessionRequest): Promise<string> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stop);
  return new Promise<string>((resolve, reject) => {
    const timer =
      timeoutMs > 0
        ? win.setTimeout(() => {
            controller.abort(failed(`The session provider gave no URL within ${timeoutMs} ms (readyTimeoutMs)`));
            reject(controller.signal.reason);
          }, timeoutMs)
        : undefined;
    // Settles once: a timed-out or abandoned call's late answer is dropped.
    const settle = (done: () => void) => {
      if (timer !== undefined) win.clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      if (!controller.signal.aborted) done();
    };
    new Promise<string | URL>((answer) => answer(provider({ signal: controller.signal }))).then(
      (value) =>
        settle(() => {
          let href: string;
          try {
            href = absoluteHttpUrl(value, 'session URL');
          } catch (error) {
            reject(failed(`The session provider's answer is refused: ${(error as Error).message}`, error));
            return;
          }
          const answered = new URL(href).origin;
          if (origin !== undefined && answered !== origin) reject(failed(`The session provider answered a URL of ${answered}, not of the trusted origin ${origin}`));
          else resolve(href);
        }),
      (error: unknown) => settle(() => reject(failed(`The session provider failed: ${describeThrown(error)}`, error))),
    );
  });
}
