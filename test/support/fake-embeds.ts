/**
 * The fake embed behind each iframe a test page creates: the first time a frame is asked for,
 * a `FakeWindow` whose parent is the host becomes that frame's `contentWindow`, and the same one
 * is returned for it afterwards. The element's and the React binding's happy-dom pages share it.
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
