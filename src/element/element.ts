/**
 * The `<platform-embed>` class, made on demand from the page's `HTMLElement` (so that importing
 * this module touches no DOM global). The element decides only when to create, reload and
 * destroy its controller and what to send it; `createEmbed` does the rest: it checks every
 * option, queues actions until `ready` and replays the settings after a reload.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import type { EmbedController } from '../host/types.js';
import type { ActionName } from '../protocol/constants.js';
import type { Filter } from '../protocol/filter.js';
import type { ActionPayloads, EventPayloads } from '../protocol/types.js';
import { OBSERVED_ATTRIBUTES, REFLECTED_PROPERTIES, type ReflectedProperty } from './attributes.js';
import { ElementCore } from './core.js';
import type { PlatformEmbedElement, PlatformEmbedElementConstructor } from './types.js';

type ReadyPayload = EventPayloads['ready'];

/** The properties a page may have set on the element before its class was defined: they would hide the class's setters. */
const UPGRADED_PROPERTIES = [
  'src',
  'sessionEndpoint',
  'sessionProvider',
  'origin',
  'colorScheme',
  'locale',
  'timezone',
  'theme',
  'filters',
] as const;

/**
 * Makes the `<platform-embed>` class on `Base` (the page's `HTMLElement`).
 *
 * - **Shadow DOM**, open, holding the iframe (`part="frame"`) in one container, and the
 *   `loading` and `failed` slots, each shown in its state over the frame: the element's
 *   default look (a block, 600 px high until the page sizes it, the frame filling it) comes from
 *   one constructable stylesheet the shadow root adopts, ranked below every rule of the page, with
 *   no `<style>` element or `style` attribute for a strict CSP to refuse; and the page's CSS and
 *   scripts cannot reach into the frame's container by accident. Style the frame through
 *   `platform-embed::part(frame)`.
 * - **Signed embedding.** With a `sessionProvider` (property) or a `session-endpoint` (a URL of
 *   the page's own backend, asked with the page's cookies for JSON `{ url }`), each load gets a
 *   fresh session URL from it — the first, every `reload()`, and each re-creation — and `src`
 *   is not used.
 * - **Lifecycle.** Inserted with a `src` (or a session), it creates its controller; removed, it destroys it (no
 *   listener, timer or iframe left); re-inserted, it creates a new one. A move with `moveBefore()`
 *   keeps the frame as it is; a classic move (remove, then insert) re-creates it, which the
 *   browser's reload of a moved iframe makes necessary anyway.
 * - **Attributes.** `src` of the same origin reloads the embed (`controller.reload(src)`); of
 *   another origin, or a change of `origin`, `ready-timeout`, `max-queued-actions` or `loading`,
 *   re-creates it; `title` retitles the frame; `color-scheme`, `locale` and `timezone` are settings.
 * - **Settings** (`color-scheme`, `locale`, `timezone`, `theme`, `filters`) are sent to each new controller
 *   (queued until ready), sent again when their value changes, and replayed by the controller
 *   after a reload.
 * - **Failures.** The browser would only log what a lifecycle callback throws, so nothing is
 *   thrown from them. An embed that cannot show dispatches `platform-failure` with the
 *   `EmbedError` as `detail`: an attribute `createEmbed` refuses (`INVALID_OPTIONS`), no
 *   `ready` in time (`READY_TIMEOUT`), a session that could not be had or that the embed refused
 *   (`SESSION_FAILED`), another fatal `error` of the embed before `ready` (`EMBED_FAILED`). The
 *   element keeps it — `failure`, and `state` `failed` (also `:state(failed)`), until the next
 *   load starts — so a script that listens too late still learns it, and the children in
 *   `slot="failed"` show in place of the frame with no script (those in `slot="loading"` while
 *   `connecting`). A failure while the page is still parsing, or as the element is upgraded, is
 *   also logged, once, with `console.error`. A refused attribute or setting
 *   (`color-scheme="purple"`: `INVALID_PAYLOAD`, not sent, the embed goes on) also dispatches
 *   `platform-options-error`.
 */
export function createElementClass(Base: typeof HTMLElement): PlatformEmbedElementConstructor {
  class EmbedElement extends Base {
    // A getter, not a static field: with `useDefineForClassFields` off, a static field compiles
    // to a class static block, a SyntaxError before Safari 16.4 (npm run check:syntax).
    static get observedAttributes(): readonly string[] {
      return OBSERVED_ATTRIBUTES;
    }

    constructor() {
      super();
      (this as unknown as EmbedElementMembers).setUp();
    }
  }
  // Only the base class is the realm's: every member is the same function, defined once below.
  const { constructor: _, ...members } = Object.getOwnPropertyDescriptors(EmbedElementMembers.prototype);
  Object.defineProperties(EmbedElement.prototype, { ...members, ...shellAccessors() });
  return EmbedElement as unknown as PlatformEmbedElementConstructor;
}

/** Each element's {@link ElementCore}, made by its constructor: private to this module, as `#` members of the realm's class cannot be. */
const cores = /* @__PURE__ */ new WeakMap<object, ElementCore>();

/** The core of an element made by {@link createElementClass}. */
function coreOf(element: object): ElementCore {
  return cores.get(element)!;
}

/** An element's live controller, for the methods that need one. */
function liveController(element: object): EmbedController {
  const live = coreOf(element).controller;
  if (!live)
    throw new EmbedError(
      'DESTROYED',
      '<platform-embed> has no embed: it is not in the document, or has no src it could load',
    );
  return live;
}

/** The properties the element's core keeps, read and written there. */
const CORE_PROPERTIES = ['sessionProvider', 'theme', 'filters'] as const;

/** The properties the element's core keeps that a page only reads. */
const CORE_READ_ONLY = ['controller', 'state', 'failure'] as const;

/**
 * The element's accessors that {@link EmbedElementMembers} does not write out, made from their
 * tables for each element class: a reflected property reads its attribute (`null` when absent) and sets it, or
 * removes it for `null`; a property of the core is the core's. Like a class's accessors, not
 * enumerable.
 */
function shellAccessors(): PropertyDescriptorMap {
  const accessors: PropertyDescriptorMap = {};
  for (const [property, attribute] of Object.entries(REFLECTED_PROPERTIES)) {
    accessors[property] = {
      configurable: true,
      get(this: Element) {
        return this.getAttribute(attribute);
      },
      set(this: Element, value: string | null) {
        if (value == null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, value);
      },
    };
  }
  for (const property of CORE_PROPERTIES) {
    accessors[property] = {
      configurable: true,
      get(this: object) {
        return coreOf(this)[property];
      },
      set(this: object, value: never) {
        coreOf(this)[property] = value;
      },
    };
  }
  for (const property of CORE_READ_ONLY) {
    accessors[property] = {
      configurable: true,
      get(this: object) {
        return coreOf(this)[property];
      },
    };
  }
  return accessors;
}

/**
 * What the element's class has on its own prototype: {@link createElementClass} puts these
 * members on a class of the page's `HTMLElement`, whose members the merged interface declares.
 * Never constructed itself: {@link EmbedElementMembers.setUp} is its constructor, run by the
 * element's after `super()`. A shell: its properties are attributes ({@link shellAccessors} makes
 * most), and everything else is the element's {@link ElementCore}'s.
 */
// biome-ignore lint/correctness/noUnusedVariables: merged with the class below, it declares what the page's HTMLElement and shellAccessors() provide
interface EmbedElementMembers
  extends HTMLElement,
    Pick<
      PlatformEmbedElement,
      ReflectedProperty | (typeof CORE_PROPERTIES)[number] | (typeof CORE_READ_ONLY)[number]
    > {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the members run on an element of the page's HTMLElement (see above)
class EmbedElementMembers implements PlatformEmbedElement {
  /** The element's constructor, after `super()`: its core, with its shadow root and its state before any callback. */
  setUp(): void {
    cores.set(this, new ElementCore(this));
  }

  get src(): string {
    return this.getAttribute('src') ?? '';
  }
  set src(value: string) {
    this.setAttribute('src', value);
  }
  whenReady(): Promise<ReadyPayload> {
    return coreOf(this).whenReady();
  }
  setFilter(filter: string | Filter): void {
    liveController(this).setFilter(filter);
  }
  navigate(path: string): void {
    liveController(this).navigate(path);
  }
  refresh(): void {
    liveController(this).refresh();
  }
  send<N extends ActionName>(name: N, payload: ActionPayloads[N]): void {
    liveController(this).send(name, payload);
  }
  reload(): void {
    liveController(this).reload();
  }

  connectedCallback(): void {
    // A value set before the class existed is an own property hiding the setter: move it.
    for (const key of UPGRADED_PROPERTIES) {
      if (Object.hasOwn(this, key)) {
        const value = this[key];
        delete this[key];
        (this as Record<typeof key, unknown>)[key] = value;
      }
    }
    coreOf(this).connected();
  }

  disconnectedCallback(): void {
    coreOf(this).disconnected();
  }

  /** Moved with `moveBefore()`: the frame keeps its document, so the controller stays. */
  connectedMoveCallback(): void {}

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    coreOf(this).attributeChanged(name, old, value);
  }
}
