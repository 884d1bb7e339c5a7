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
  /** The origin every URL must have; `''` for the first URL, which sets it. */
  origin: string;
  /** Milliseconds the provider may take; 0 for no limit. */
  timeoutMs: number;
  /** Times the call. */
  win: Pick<EmbedHostWindow, 'setTimeout' | 'clearTimeout'>;
  /**
   * The call's own abort controller: its signal is the provider's, aborted here on a failure,
   * and by the caller once the call is over for it — answered, or no longer wanted (it then
   * ignores how the call ends). Aborting it stops the timeout.
   */
  call: AbortController;
}

/**
 * Calls `provider` once and resolves with the URL it gives, as an absolute `href` of `origin`
 * (any http(s) origin when `origin` is `''`). Rejects with `SESSION_FAILED` when the provider
 * throws or rejects (its error as `cause`: an `EmbedError`'s message quoted whole, any other
 * described short), answers something other than an absolute http(s) URL of that origin (the
 * refusal as `cause`), or takes longer than `timeoutMs` (the signal is then aborted with this
 * error, and a late answer dropped).
 */
export function requestSession(
  provider: EmbedSessionProvider,
  { origin, timeoutMs, win, call }: SessionRequest,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const fail = (message: string, cause?: unknown) => {
      const error = new EmbedError('SESSION_FAILED', `session provider: ${message}`, { cause });
      call.abort(error);
      reject(error);
    };
    if (timeoutMs > 0) {
      const timer = win.setTimeout(() => fail(`no URL within ${timeoutMs} ms (readyTimeoutMs)`), timeoutMs);
      call.signal.addEventListener('abort', () => win.clearTimeout(timer));
    }
    new Promise<string | URL>((answer) => answer(provider({ signal: call.signal }))).then(
      (value) => {
        if (call.signal.aborted) return; // timed out, or no longer wanted
        let href: string;
        try {
          href = absoluteHttpUrl(value, 'url');
        } catch (error) {
          return fail((error as Error).message, error);
        }
        const answered = new URL(href).origin;
        if (origin && answered !== origin) fail(`a URL of ${answered}, not of the trusted origin ${origin}`);
        else resolve(href);
      },
      (error: unknown) => {
        // The SDK's own refusal (the session-endpoint's redirect rule) is said whole: its words are
        // bounded and name what matters (both origins); anything else is untrusted, so described short.
        if (!call.signal.aborted) fail(error instanceof EmbedError ? error.message : describeThrown(error), error);
      },
    );
  });
}
