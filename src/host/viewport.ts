/**
 * When a lazy frame nears the viewport. A session provider's URL is valid only minutes: a lazy
 * frame asks for it when the browser would start loading the frame, not when it is created.
 *
 * @module
 * @internal
 */

/**
 * How far outside the viewport a frame counts as near: about the distance from which Chromium
 * starts loading a lazy iframe, so the session is fetched when the browser would load the frame.
 */
const NEAR = '1250px';

/**
 * Calls `then` once `element` is within {@link NEAR} of the viewport — at once where the page's
 * window has no `IntersectionObserver` — and returns the function that stops waiting.
 */
export function whenNearViewport(element: Element, then: () => void): () => void {
  const Observer = (element.ownerDocument?.defaultView as (Window & typeof globalThis) | null | undefined)
    ?.IntersectionObserver;
  if (typeof Observer !== 'function') {
    then();
    return () => undefined;
  }
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: NEAR },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
