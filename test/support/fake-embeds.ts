/**
 * The fake embed behind each iframe a test page creates: the first time a frame is asked for,
 * a `FakeWindow` whose parent is the host becomes that frame's `contentWindow`, and the same one
 * is returned for it afterwards; and the actions that embed received. The element's and the
 * React binding's happy-dom pages share them.
 */
import { FakeWindow, setContentWindow } from '../../src/testing/index.js';

/** A function giving each iframe its one fake embed window, child of `host`. */
export function fakeEmbedWindows(host: FakeWindow): (frame: HTMLIFrameElement) => FakeWindow {
  const embeds = new Map<HTMLIFrameElement, FakeWindow>();
  return (frame) => {
    let embed = embeds.get(frame);
    if (!embed) {
      embed = new FakeWindow({ parent: host });
      embeds.set(frame, embed);
      setContentWindow(frame, embed);
    }
    return embed;
  };
}

/**
 * The actions `embed` (the fake window of `frame`) received, addressed to the frame's origin, as
 * `[name, payload]` pairs in the order they were posted.
 */
export function actionsReceived(embed: FakeWindow, frame: HTMLIFrameElement): Array<[string, unknown]> {
  const origin = new URL(frame.src).origin;
  return embed.posted
    .filter(({ targetOrigin }) => targetOrigin === origin)
    .map(({ message }) => {
      const { type, payload } = message as { type: string; payload: unknown };
      return [type.replace('platform:action:', ''), payload];
    });
}
