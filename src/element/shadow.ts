/**
 * The shadow root of `<platform-embed>` and how it shows the element's state: the frame's
 * container, the `loading` and `failed` slots over it, and the custom state (`:state(failed)`)
 * for the page's CSS.
 *
 * @module
 * @internal
 */

import { adoptDefaultStyles } from './styles.js';
import type { PlatformEmbedState } from './types.js';

/** The parts of an element's shadow root that show its state. */
export interface ShadowParts {
  /** Where the controller puts its iframe. */
  readonly container: HTMLElement;
  /** The `loading` and `failed` slots, shown in those states. */
  readonly slots: readonly HTMLSlotElement[];
  /** The element's custom states (`:state(failed)`), where the browser has them. */
  readonly states: CustomStateSet | undefined;
}

/**
 * Gives `element` its open shadow root, with the default styles, the frame's container and the
 * two slots (hidden until their state), and reaches for its custom states.
 */
export function createShadowParts(element: HTMLElement): ShadowParts {
  const root = element.attachShadow({ mode: 'open' });
  adoptDefaultStyles(root);
  const doc = element.ownerDocument;
  const container = root.appendChild(doc.createElement('div'));
  // After the frame's container: shown, they paint over it (styles.ts puts all in one cell).
  const slots = ['loading', 'failed'].map((name) => {
    const slot = root.appendChild(doc.createElement('slot'));
    slot.name = name;
    slot.hidden = true;
    return slot;
  });
  let states: CustomStateSet | undefined;
  // Safari before 17.4 has no CustomStateSet (and a page may disable internals): then the
  // slots and `state` still follow, and only `:state()` does not match.
  try {
    states = element.attachInternals().states;
  } catch {
    // no custom states: `state` and the slots are enough
  }
  return { container, slots, states };
}

/**
 * Shows `state`: the slot of `connecting` (`loading`) or `failed`, the frame hidden while
 * failed, and the custom state for CSS.
 */
export function showState({ container, slots, states }: ShadowParts, state: PlatformEmbedState): void {
  const [loading, failed] = slots;
  loading!.hidden = state !== 'connecting';
  failed!.hidden = state !== 'failed';
  container.hidden = state === 'failed';
  try {
    states?.clear();
    states?.add(state);
  } catch {
    // Chromium 90 to 124 take only dashed names (`:--failed`): there, no custom state.
  }
}
