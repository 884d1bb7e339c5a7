// @vitest-environment happy-dom
/**
 * The shadow root of `<platform-embed>` (createShadowParts, showState) on a plain element: an open
 * root with the default styles, the frame's container, then the `loading` and `failed` slots,
 * hidden; each state shows its slot, hides the frame while failed and is the one custom state;
 * without custom states (no `attachInternals`, or a browser that refuses the name) the slots
 * still follow and nothing throws.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createShadowParts, showState } from '../../src/element/shadow.js';
import type { PlatformEmbedState } from '../../src/element/types.js';

/** An element of the page with custom states of its own (happy-dom has no `attachInternals`). */
function elementWithStates(states: Set<string> = new Set()): { element: HTMLElement; states: Set<string> } {
  const element = document.body.appendChild(document.createElement('div'));
  element.attachInternals = () => ({ states }) as unknown as ElementInternals;
  return { element, states };
}

/** What is shown: the hidden flags of the container and of each slot, by name. */
const shown = (root: ShadowRoot) => ({
  frame: !root.querySelector('div')!.hidden,
  slots: [...root.querySelectorAll('slot')].filter((slot) => !slot.hidden).map((slot) => slot.name),
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('createShadowParts', () => {
  it('gives the element an open root with the default styles: the container, then the two slots, hidden', () => {
    const { element, states } = elementWithStates();
    const parts = createShadowParts(element);
    const root = element.shadowRoot!;
    expect(root).not.toBeNull();
    expect(root.mode).toBe('open');
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect([...root.children].map((child) => child.tagName.toLowerCase())).toEqual(['div', 'slot', 'slot']);
    expect(parts.container).toBe(root.firstElementChild);
    expect(parts.slots.map((slot) => [slot.name, slot.hidden])).toEqual([
      ['loading', true],
      ['failed', true],
    ]);
    expect(parts.states).toBe(states);
  });

  it('without attachInternals: no custom states, and no throw', () => {
    const element = document.body.appendChild(document.createElement('div'));
    expect(typeof (element as Partial<HTMLElement>).attachInternals).not.toBe('function');
    expect(createShadowParts(element).states).toBeUndefined();
  });
});

describe('showState', () => {
  it('connecting shows the loading slot; failed the failed slot without the frame; ready neither', () => {
    const { element, states } = elementWithStates();
    const parts = createShadowParts(element);
    const cases: [PlatformEmbedState, ReturnType<typeof shown>][] = [
      ['connecting', { frame: true, slots: ['loading'] }],
      ['failed', { frame: false, slots: ['failed'] }],
      ['ready', { frame: true, slots: [] }],
      ['idle', { frame: true, slots: [] }],
    ];
    for (const [state, expected] of cases) {
      showState(parts, state);
      expect(shown(element.shadowRoot!), state).toEqual(expected);
      expect([...states], state).toEqual([state]);
    }
  });

  it('a browser that refuses the state’s name (Chromium 90 to 124) still shows the slots', () => {
    const states = new Set<string>();
    states.add = () => {
      throw new DOMException('not a valid custom state name', 'SyntaxError');
    };
    const { element } = elementWithStates(states);
    const parts = createShadowParts(element);
    expect(() => showState(parts, 'failed')).not.toThrow();
    expect(shown(element.shadowRoot!)).toEqual({ frame: false, slots: ['failed'] });
  });
});
