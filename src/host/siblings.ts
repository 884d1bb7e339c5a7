/**
 * The live controllers of the page, so that one never reports another's events as forgeries:
 * with two embeds on a page, each embed's events reach both controllers' listeners. And the
 * frames controllers removed, for the same reason: a frame's last messages may still be queued
 * when it goes (an element switched to an embed of another origin gets its old embed's
 * `dashboard-loaded` after the switch).
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

/**
 * The windows of the frames controllers created and then removed, each with the origin its
 * controller trusted. Weak: a window nothing else holds is forgotten.
 */
const removed = new WeakMap<object, string>();

/**
 * Registers a live controller's trust; returns the function that removes it (on destroy),
 * told whether the controller is removing its frame from the page too — call it before the
 * frame goes, while its window can still be read.
 */
export function registerFrame(frame: TrustedFrame): (removing: boolean) => void {
  live.add(frame);
  return (removing) => {
    live.delete(frame);
    const frameWindow = frame.iframe.contentWindow;
    if (removing && frameWindow) removed.set(frameWindow, frame.origin);
  };
}

/**
 * Whether a browser-delivered message comes from the origin and window another live
 * controller trusts — that controller's own embed, not a forgery — or from the origin and
 * window of a frame a controller removed, or from no window and this controller's origin: last
 * words of a frame. Such a message is still never
 * delivered to `self`; it is only not reported. A frame left in the page by its destroyed
 * controller is neither: what it sends is reported.
 */
export function isSiblingMessage(event: MessageEvent, self: TrustedFrame): boolean {
  const { source, origin } = event;
  if (event.isTrusted === false) return false;
  // No window at all: the browser delivered a message after the document that posted it went
  // (the embed reloading or navigating, a timer of its firing as it unloads). From the origin
  // this controller trusts, those are its own embed's last words; no window of the page could
  // send them.
  if (!source) return origin === self.origin;
  if (removed.get(source) === origin) return true;
  for (const other of live) {
    if (other !== self && other.origin === origin && other.iframe.contentWindow === source) return true;
  }
  return false;
}
