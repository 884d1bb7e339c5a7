/**
 * The live controllers of the page, so that one never reports another's embed as a forger: a
 * message from the origin and window another live controller trusts, or of a frame a controller
 * removed, or with no window from this controller's own origin, is a sibling's; a synthetic
 * event, this controller's own trust, a destroyed controller's frame left in the page, and other
 * windows are not.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isSiblingMessage, registerFrame, type TrustedFrame } from '../../src/host/siblings.js';

/** A frame of `origin` whose iframe holds a window of its own. */
const frameOf = (origin: string): TrustedFrame & { window: object } => {
  const window = { name: origin };
  return { origin, iframe: { contentWindow: window } as unknown as HTMLIFrameElement, window };
};

/** A message as the browser delivers it (trusted), from `source` at `origin`. */
const message = (origin: string, source: object | null, isTrusted = true) =>
  ({ origin, source, isTrusted }) as unknown as MessageEvent;

const unregister: Array<(removing: boolean) => void> = [];
afterEach(() => {
  for (const remove of unregister.splice(0)) remove(false);
});

/** Registers `frame` until the end of the test. */
function live(frame: TrustedFrame): (removing: boolean) => void {
  const remove = registerFrame(frame);
  unregister.push(remove);
  return remove;
}

describe('isSiblingMessage', () => {
  const ORIGIN = 'https://embed.example.com';

  it('a message of another live controller’s embed (its origin and window) is a sibling’s', () => {
    const self = frameOf(ORIGIN);
    const other = frameOf(ORIGIN);
    live(self);
    live(other);
    expect(isSiblingMessage(message(ORIGIN, other.window), self)).toBe(true);
  });

  it('the right window at another origin, or another window at the right origin, is not', () => {
    const self = frameOf(ORIGIN);
    const other = frameOf(ORIGIN);
    live(self);
    live(other);
    expect(isSiblingMessage(message('https://evil.example', other.window), self)).toBe(false);
    expect(isSiblingMessage(message(ORIGIN, { name: 'a third party' }), self)).toBe(false);
    expect(isSiblingMessage(message(ORIGIN, self.window), self)).toBe(false);
  });

  it('a synthetic event is never a sibling’s, whatever it claims', () => {
    const self = frameOf(ORIGIN);
    const other = frameOf(ORIGIN);
    live(self);
    live(other);
    expect(isSiblingMessage(message(ORIGIN, other.window, false), self)).toBe(false);
  });

  it('no window, from this controller’s origin: the last words of its own embed; from another origin: not', () => {
    const self = frameOf(ORIGIN);
    expect(isSiblingMessage(message(ORIGIN, null), self)).toBe(true);
    expect(isSiblingMessage(message('https://evil.example', null), self)).toBe(false);
  });

  it('a frame its controller removed stays a sibling for its origin; a frame left in the page does not', () => {
    const self = frameOf(ORIGIN);
    const gone = frameOf('https://other-embed.example.com');
    const left = frameOf(ORIGIN);
    live(self);
    live(gone)(true);
    live(left)(false);
    expect(isSiblingMessage(message('https://other-embed.example.com', gone.window), self)).toBe(true);
    expect(isSiblingMessage(message(ORIGIN, gone.window), self)).toBe(false);
    expect(isSiblingMessage(message(ORIGIN, left.window), self)).toBe(false);
  });

  it('a controller unregistered is no longer anyone’s sibling', () => {
    const self = frameOf(ORIGIN);
    const other = frameOf(ORIGIN);
    live(self);
    const remove = live(other);
    expect(isSiblingMessage(message(ORIGIN, other.window), self)).toBe(true);
    remove(false);
    expect(isSiblingMessage(message(ORIGIN, other.window), self)).toBe(false);
  });
});
