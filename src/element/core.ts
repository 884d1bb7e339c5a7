/**
 * What a `<platform-embed>` element keeps and does: its controller, the settings it sent, its
 * state, and the steps that create, reload and destroy the controller. An ordinary class with
 * private members, one per element: the element's class (made per realm from the page's
 * `HTMLElement`, src/element/element.ts) only forwards its callbacks and properties here, so
 * nothing of this module needs an `HTMLElement` when it is imported.
 *
 * @module
 * @internal
 */

import { SETTING_KEYS, type Settings, sendChangedSettings } from '../bindings/settings.js';
import { EmbedError } from '../errors.js';
import { createEmbed } from '../host/controller.js';
import type { EmbedController, EmbedSessionProvider } from '../host/types.js';
import { check } from '../internal/checks.js';
import { originOf } from '../internal/http-url.js';
import type { Filter } from '../protocol/filter.js';
import { EVENT_NAMES } from '../protocol/generated.js';
import type { EmbedTheme, EventPayloads } from '../protocol/types.js';
import { attributeOptions, SETTING_ATTRIBUTES } from './attributes.js';
import { sessionEndpointProvider } from './session-endpoint.js';
import { createShadowParts, type ShadowParts, showState } from './shadow.js';
import type { PlatformEmbedElement, PlatformEmbedState } from './types.js';

type ReadyPayload = EventPayloads['ready'];

type SettingKey = (typeof SETTING_KEYS)[number];

/** The state, the controller and the steps of one `<platform-embed>` element (see the module). */
export class ElementCore {
  /** The element: its attributes, its document, the events it dispatches. */
  readonly #element: PlatformEmbedElement;
  /** The shadow root's frame container and slots, and the custom states. */
  readonly #shadow: ShadowParts;
  /** The controller, while connected with a `src` that `createEmbed` took. */
  #live: EmbedController | undefined;
  /** The settings the live controller was sent. */
  #sent: Settings = {};
  /**
   * `connectedCallback` has run, and `disconnectedCallback` not since. Until then attribute
   * changes wait for it: on an upgrade the browser reports every attribute before it, and a
   * controller made per attribute would load the embed URL (a one-time session, say) again
   * and again.
   */
  #attached = false;
  #theme: EmbedTheme | undefined;
  #provider: EmbedSessionProvider | undefined;
  /**
   * The element was in the document when it was made: an upgrade (the class was defined after
   * the page parsed it). Its first connection, like one while the page parses, comes before
   * any script could listen for its events.
   */
  #upgraded: boolean;
  /** A failure now is one no listener could hear yet: it is logged too. */
  #early = false;
  #filters: ReadonlyArray<string | Filter> = [];
  /** `whenReady()` calls made while idle: they get the next controller's. */
  readonly #idleWaits: Array<(ready: Promise<ReadyPayload>) => void> = [];
  /** Why the last `createEmbed` refused the attributes (`INVALID_OPTIONS`), until the next try. */
  #refused: EmbedError | undefined;

  /** Run by the element's constructor: its shadow root, and its state before any callback. */
  constructor(element: PlatformEmbedElement) {
    this.#element = element;
    this.#shadow = createShadowParts(element);
    this.#upgraded = element.isConnected;
  }

  get sessionProvider(): EmbedSessionProvider | undefined {
    return this.#provider;
  }
  /** @throws {@link EmbedError} `INVALID_OPTIONS` for anything but a function (or `null`/`undefined`: none). */
  set sessionProvider(value: EmbedSessionProvider | undefined) {
    check(value == null || typeof value === 'function', 'sessionProvider', 'a function', value);
    this.#provider = value ?? undefined;
    if (this.#attached) this.#connect();
  }
  get theme(): EmbedTheme | undefined {
    return this.#theme;
  }
  set theme(value: EmbedTheme | undefined) {
    this.#theme = value;
    this.#sync(['theme']);
  }
  get filters(): ReadonlyArray<string | Filter> {
    return this.#filters;
  }
  /** @throws {@link EmbedError} `INVALID_OPTIONS` for anything but an array (or `null`/`undefined`: no filters). */
  set filters(value: ReadonlyArray<string | Filter>) {
    const filters = value ?? [];
    check(Array.isArray(filters), 'filters', 'an array', value);
    this.#filters = filters;
    this.#sync(['filters']);
  }
  get controller(): EmbedController | undefined {
    return this.#live;
  }
  get state(): PlatformEmbedState {
    const live = this.#live;
    if (!live) return this.#refused ? 'failed' : 'idle';
    return live.state === 'connecting' && live.error ? 'failed' : (live.state as PlatformEmbedState);
  }
  get failure(): EmbedError | undefined {
    return this.#live ? this.#live.error : this.#refused;
  }

  whenReady(): Promise<ReadyPayload> {
    return this.#live ? this.#live.whenReady() : new Promise((resolve) => this.#idleWaits.push(resolve));
  }

  /** The element's `connectedCallback`, once its upgraded properties are its own again. */
  connected(): void {
    this.#attached = true;
    this.#early = this.#upgraded || this.#element.ownerDocument.readyState === 'loading';
    this.#upgraded = false;
    try {
      this.#connect();
    } finally {
      this.#early = false;
    }
  }

  /** The element's `disconnectedCallback`. */
  disconnected(): void {
    this.#attached = false;
    this.#disconnect();
  }

  /** The element's `attributeChangedCallback`. */
  attributeChanged(name: string, old: string | null, value: string | null): void {
    const live = this.#live;
    const setting = SETTING_ATTRIBUTES[name];
    // Until connectedCallback the attributes are read by #connect(); an unchanged value changes nothing.
    if (old === value || !this.#attached) return;
    if (setting) this.#sync([setting]);
    else if (name === 'title') {
      if (live && value !== null) live.iframe.title = value;
    } else if (name === 'src' && (this.#provider || this.#element.sessionEndpoint)) {
      // A session provider gives the URLs: src is not used.
    } else if (name === 'src' && live && value && originOf(value) === live.origin) live.reload(value);
    else this.#connect();
  }

  /** (Re)creates the controller from the attributes, or leaves the element idle. */
  #connect(): void {
    this.#disconnect();
    const element = this.#element;
    const endpoint = element.sessionEndpoint;
    const src = element.getAttribute('src');
    if (!(this.#provider || endpoint || src) || !element.isConnected) return;
    let controller: EmbedController;
    try {
      controller = createEmbed({
        ...attributeOptions(element),
        url: this.#provider ?? (endpoint ? sessionEndpointProvider(element.ownerDocument, endpoint) : src!),
        container: this.#shadow.container,
        onInvalidMessage: ({ reason, detail }) => this.#emit('platform-invalid-message', { reason, detail }),
        onFailure: (error) => this.#fail(error),
      });
    } catch (error) {
      if (error instanceof EmbedError) this.#refused = error;
      this.#render();
      this.#report(error, true);
      return;
    }
    controller.iframe.setAttribute('part', 'frame');
    for (const name of EVENT_NAMES) controller.on(name, (payload) => this.#emit(`platform-${name}`, payload));
    controller.subscribe(() => this.#render());
    this.#live = controller;
    this.#render();
    this.#sync();
    for (const resolve of this.#idleWaits.splice(0)) resolve(controller.whenReady());
  }

  /** Destroys the controller, if any: no listener, timer or iframe is left. */
  #disconnect(): void {
    this.#live?.destroy();
    this.#live = undefined;
    this.#refused = undefined;
    this.#sent = {};
    this.#render();
  }

  /**
   * Shows the state: the slot of `connecting` (`loading`) or `failed`, the frame hidden while
   * failed, and the custom state for CSS. Called on every change of the state.
   */
  #render(): void {
    showState(this.#shadow, this.state);
  }

  /**
   * Sends the live controller what changed of the settings `keys` (all of them for a new
   * controller), each on its own: a refused value is reported once, when it is set, and holds
   * up no other setting.
   */
  #sync(keys: readonly SettingKey[] = SETTING_KEYS): void {
    const live = this.#live;
    if (!live) return;
    const element = this.#element;
    const next: Settings = {
      colorScheme: element.colorScheme ?? undefined,
      theme: this.#theme,
      locale: element.locale ?? undefined,
      timezone: element.timezone ?? undefined,
      filters: this.#filters,
    };
    for (const key of keys) {
      const step = { ...this.#sent, [key]: next[key] };
      try {
        sendChangedSettings(live, this.#sent, step);
        this.#sent = step;
      } catch (error) {
        this.#report(error);
      }
    }
  }

  #emit(type: string, detail: unknown): void {
    this.#element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /**
   * Reports a refused option or setting as `platform-options-error` — and, when it leaves the
   * element without an embed (`failure`), as `platform-failure` too. Anything else is a bug, thrown.
   */
  #report(error: unknown, failure = false): void {
    if (!(error instanceof EmbedError)) throw error;
    this.#emit('platform-options-error', error);
    if (failure) this.#fail(error);
  }

  /** An embed that cannot show: `platform-failure`, and the console when no script could be listening yet. */
  #fail(error: EmbedError): void {
    // The controller says it changed after its `onFailure`: a listener already sees the state.
    this.#render();
    if (this.#early) console.error('<platform-embed>:', error);
    this.#emit('platform-failure', error);
  }
}
