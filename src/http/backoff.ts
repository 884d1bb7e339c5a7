/**
 * Exponential backoff with jitter: the one rule of how long the SDK waits before trying again —
 * the management client's retries, the dbt sync poller, the chat run's re-sends.
 *
 * @module
 * @internal
 */

/**
 * The backoff before retry number `retry` (1 for the first retry): a random point between
 * `minDelayMs` and `min(maxDelayMs, minDelayMs · 2^retry)` ("full jitter", so that many clients
 * failing together do not retry together), in whole milliseconds. `random` is in [0, 1).
 */
export function backoffDelay(retry: number, minDelayMs: number, maxDelayMs: number, random: number): number {
  // A minimum of 0 (tests, or "as fast as possible") still grows from 1 ms.
  const ceiling = Math.max(minDelayMs, Math.min(maxDelayMs, Math.max(minDelayMs, 1) * 2 ** retry));
  return Math.floor(minDelayMs + random * (ceiling - minDelayMs));
}
