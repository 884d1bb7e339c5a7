/**
 * The live controllers of the page, so that one never reports another's events as forgeries:
 * with two embeds on a page, each embed's events reach both controllers' listeners.
 *
 * @module
 * @internal
 */

/** What a controller trusts: its embed's origin, and its iframe (whose window it reads when needed). */
export interface TrustedFrame {
  readonly origin: string;
  readonly iframe: HTMLIFrameElement;
}

const live = new Set<TrustedFrame>();

/** Registers a live controller's trust; returns the function that removes it (on destroy). */
export function registerFrame(frame: TrustedFrame): () => void {
  live.add(frame);
  return () => live.delete(frame);
}

/**
 * Whether a browser-delivered message comes from the origin and window another live
 * controller trusts: that controller's own embed, not a forgery. Such a message is still never
 * delivered to `self`; it is only not reported.
 */
export function isSiblingMessage(event: MessageEvent, self: TrustedFrame): boolean {
  const { source, origin } = event;
  if (!source || event.isTrusted === false) return false;
  for (const other of live) {
    if (other !== self && other.origin === origin && other.iframe.contentWindow === source) return true;
  }
  return false;
}
