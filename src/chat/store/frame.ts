/**
 * At most one call per animation frame: a store that changes thousands of times a second (a chat
 * answer streaming its deltas) tells React once per frame, when the page can paint it.
 *
 * @module
 * @internal
 */

/** The wait where there is no `requestAnimationFrame` (a worker, Node): about a frame at 60 Hz. */
export const FALLBACK_FRAME_MS = 16;

/** A call of `flush` coalesced to the next frame. */
export interface FrameScheduler {
  /** Calls `flush` at the next animation frame, unless a call is pending already. */
  request(): void;
  /** Drops the pending call, if any. */
  cancel(): void;
}

/**
 * A {@link FrameScheduler} of `flush`: through `requestAnimationFrame` where it exists, else a
 * timer of {@link FALLBACK_FRAME_MS}. The global is read when a frame is asked for, never when
 * the module loads (server rendering asks for none).
 */
export function frameScheduler(flush: () => void): FrameScheduler {
  let cancelPending: (() => void) | undefined;
  const fire = () => {
    cancelPending = undefined;
    flush();
  };
  return {
    request() {
      if (cancelPending) return;
      if (typeof globalThis.requestAnimationFrame === 'function') {
        const frame = globalThis.requestAnimationFrame(fire);
        cancelPending = () => globalThis.cancelAnimationFrame?.(frame);
      } else {
        const timer = setTimeout(fire, FALLBACK_FRAME_MS);
        cancelPending = () => clearTimeout(timer);
      }
    },
    cancel() {
      cancelPending?.();
      cancelPending = undefined;
    },
  };
}
