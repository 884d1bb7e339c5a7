/**
 * The `<platform-embed>` class, made on demand from the page's `HTMLElement` (so that importing
 * this module touches no DOM global). The element decides only when to create, reload and
 * destroy its controller and what to send it; `createEmbed` does the rest: it checks every
 * option, queues actions until `ready` and replays the settings after a reload.
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
import type { ActionName } from '../protocol/constants.js';
import type { Filter } from '../protocol/filter.js';
import { EVENT_NAMES } from '../protocol/generated.js';
import type { ActionPayloads, ColorScheme, EmbedTheme, EventPayloads } from '../protocol/types.js';
import { attributeOptions, OBSERVED_ATTRIBUTES, SETTING_ATTRIBUTES } from './attributes.js';
import { sessionEndpointProvider } from './session-endpoint.js';
import { createShadowParts, type ShadowParts, showState } from './shadow.js';
import type { PlatformEmbedElement, PlatformEmbedElementConstructor, PlatformEmbedState } from './types.js';

type ReadyPayload = EventPayloads['ready'];

type SettingKey = (typeof SETTING_KEYS)[number];

/** The properties a page may have set on the element before its class was defined: they would hide the class's setters. */
const UPGRADED_PROPERTIES = ['src', 'sessionEndpoint', 'sessionProvider', 'origin', 'colorScheme', 'locale', 'timezone', 'theme', 'filters'] as const;

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
  Object.defineProperties(EmbedElement.prototype, members);
  return EmbedElement as unknown as PlatformEmbedElementConstructor;
}

/**
 * What the element's class has on its own prototype: {@link createElementClass} puts these
 * members on a class of the page's `HTMLElement`, whose members the merged interface declares.
 * Never constructed itself: {@link EmbedElementMembers.setUp} is its constructor, run by the
 * element's after `super()`.
 */
// biome-ignore lint/correctness/noUnusedVariables: merged with the class below, it declares what the page's HTMLElement provides
interface EmbedElementMembers extends HTMLElement {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the members run on an element of the page's HTMLElement (see above)
class EmbedElementMembers implements PlatformEmbedElement {
  // Set by setUp(), the element's constructor: a field initialiser here would never run.
  /** The controller, while connected with a `src` that `createEmbed` took. */
  private live: EmbedController | undefined;
  /** The settings the live controller was sent. */
  private sent!: Settings;
  /**
   * `connectedCallback` has run, and `disconnectedCallback` not since. Until then attribute
   * changes wait for it: on an upgrade the browser reports every attribute before it, and a
   * controller made per attribute would load the embed URL (a one-time session, say) again
   * and again.
   */
  private attached!: boolean;
  private themeValue: EmbedTheme | undefined;
  private providerValue: EmbedSessionProvider | undefined;
  /**
   * The element was in the document when it was made: an upgrade (the class was defined after
   * the page parsed it). Its first connection, like one while the page parses, comes before
   * any script could listen for its events.
   */
  private upgraded!: boolean;
  /** A failure now is one no listener could hear yet: it is logged too. */
  private early!: boolean;
  private filtersValue!: ReadonlyArray<string | Filter>;
  /** `whenReady()` calls made while idle: they get the next controller's. */
  private idleWaits!: Array<(ready: Promise<ReadyPayload>) => void>;
  /** The shadow root's frame container and slots, and the custom states. */
  private shadow!: ShadowParts;
  /** Why the last `createEmbed` refused the attributes (`INVALID_OPTIONS`), until the next try. */
  private refused: EmbedError | undefined;

  /** The element's constructor, after `super()`: its shadow root, and its state before any callback. */
  setUp(): void {
    this.shadow = createShadowParts(this);
    this.sent = {};
    this.attached = false;
    this.early = false;
    this.filtersValue = [];
    this.idleWaits = [];
    this.upgraded = this.isConnected;
  }

  get src(): string {
    return this.getAttribute('src') ?? '';
  }
  set src(value: string) {
    this.setAttribute('src', value);
  }
  get sessionEndpoint(): string | null {
    return this.getAttribute('session-endpoint');
  }
  set sessionEndpoint(value: string | null) {
    this.reflect('session-endpoint', value);
  }
  get sessionProvider(): EmbedSessionProvider | undefined {
    return this.providerValue;
  }
  /** @throws {@link EmbedError} `INVALID_OPTIONS` for anything but a function (or `null`/`undefined`: none). */
  set sessionProvider(value: EmbedSessionProvider | undefined) {
    check(value == null || typeof value === 'function', 'sessionProvider', 'a function', value);
    this.providerValue = value ?? undefined;
    if (this.attached) this.connect();
  }
  get origin(): string | null {
    return this.getAttribute('origin');
  }
  set origin(value: string | null) {
    this.reflect('origin', value);
  }
  get colorScheme(): ColorScheme | null {
    return this.getAttribute('color-scheme') as ColorScheme | null;
  }
  set colorScheme(value: ColorScheme | null) {
    this.reflect('color-scheme', value);
  }
  get locale(): string | null {
    return this.getAttribute('locale');
  }
  set locale(value: string | null) {
    this.reflect('locale', value);
  }
  get timezone(): string | null {
    return this.getAttribute('timezone');
  }
  set timezone(value: string | null) {
    this.reflect('timezone', value);
  }
  get theme(): EmbedTheme | undefined {
    return this.themeValue;
  }
  set theme(value: EmbedTheme | undefined) {
    this.themeValue = value;
    this.sync(['theme']);
  }
  get filters(): ReadonlyArray<string | Filter> {
    return this.filtersValue;
  }
  /** @throws {@link EmbedError} `INVALID_OPTIONS` for anything but an array (or `null`/`undefined`: no filters). */
  set filters(value: ReadonlyArray<string | Filter>) {
    const filters = value ?? [];
    check(Array.isArray(filters), 'filters', 'an array', value);
    this.filtersValue = filters;
    this.sync(['filters']);
  }
  get controller(): EmbedController | undefined {
    return this.live;
  }
  get state(): PlatformEmbedState {
    const live = this.live;
    if (!live) return this.refused ? 'failed' : 'idle';
    return live.state === 'connecting' && live.error ? 'failed' : (live.state as PlatformEmbedState);
  }
  get failure(): EmbedError | undefined {
    return this.live ? this.live.error : this.refused;
  }

  whenReady(): Promise<ReadyPayload> {
    return this.live ? this.live.whenReady() : new Promise((resolve) => this.idleWaits.push(resolve));
  }
  setFilter(filter: string | Filter): void {
    this.need().setFilter(filter);
  }
  navigate(path: string): void {
    this.need().navigate(path);
  }
  refresh(): void {
    this.need().refresh();
  }
  send<N extends ActionName>(name: N, payload: ActionPayloads[N]): void {
    this.need().send(name, payload);
  }
  reload(): void {
    this.need().reload();
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
    this.attached = true;
    this.early = this.upgraded || this.ownerDocument.readyState === 'loading';
    this.upgraded = false;
    try {
      this.connect();
    } finally {
      this.early = false;
    }
  }

  disconnectedCallback(): void {
    this.attached = false;
    this.disconnect();
  }

  /** Moved with `moveBefore()`: the frame keeps its document, so the controller stays. */
  connectedMoveCallback(): void {}

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    const live = this.live;
    const setting = SETTING_ATTRIBUTES[name];
    // Until connectedCallback the attributes are read by connect(); an unchanged value changes nothing.
    if (old === value || !this.attached) return;
    if (setting) this.sync([setting]);
    else if (name === 'title') {
      if (live && value !== null) live.iframe.title = value;
    } else if (name === 'src' && (this.providerValue || this.sessionEndpoint)) {
      // A session provider gives the URLs: src is not used.
    } else if (name === 'src' && live && value && originOf(value) === live.origin) live.reload(value);
    else this.connect();
  }

  /** (Re)creates the controller from the attributes, or leaves the element idle. */
  private connect(): void {
    this.disconnect();
    const endpoint = this.sessionEndpoint;
    const src = this.getAttribute('src');
    if (!(this.providerValue || endpoint || src) || !this.isConnected) return;
    let controller: EmbedController;
    try {
      controller = createEmbed({
        ...attributeOptions(this),
        url: this.providerValue ?? (endpoint ? sessionEndpointProvider(this.ownerDocument, endpoint) : src!),
        container: this.shadow.container,
        onInvalidMessage: ({ reason, detail }) => this.emit('platform-invalid-message', { reason, detail }),
        onFailure: (error) => this.fail(error),
      });
    } catch (error) {
      if (error instanceof EmbedError) this.refused = error;
      this.render();
      this.report(error, true);
      return;
    }
    controller.iframe.setAttribute('part', 'frame');
    for (const name of EVENT_NAMES) controller.on(name, (payload) => this.emit(`platform-${name}`, payload));
    controller.subscribe(() => this.render());
    this.live = controller;
    this.render();
    this.sync();
    for (const resolve of this.idleWaits.splice(0)) resolve(controller.whenReady());
  }

  /** Destroys the controller, if any: no listener, timer or iframe is left. */
  private disconnect(): void {
    this.live?.destroy();
    this.live = undefined;
    this.refused = undefined;
    this.sent = {};
    this.render();
  }

  /**
   * Shows the state: the slot of `connecting` (`loading`) or `failed`, the frame hidden while
   * failed, and the custom state for CSS. Called on every change of the state.
   */
  private render(): void {
    showState(this.shadow, this.state);
  }

  /**
   * Sends the live controller what changed of the settings `keys` (all of them for a new
   * controller), each on its own: a refused value is reported once, when it is set, and holds
   * up no other setting.
   */
  private sync(keys: readonly SettingKey[] = SETTING_KEYS): void {
    const live = this.live;
    if (!live) return;
    const next: Settings = {
      colorScheme: this.colorScheme ?? undefined,
      theme: this.themeValue,
      locale: this.locale ?? undefined,
      timezone: this.timezone ?? undefined,
      filters: this.filtersValue,
    };
    for (const key of keys) {
      const step = { ...this.sent, [key]: next[key] };
      try {
        sendChangedSettings(live, this.sent, step);
        this.sent = step;
      } catch (error) {
        this.report(error);
      }
    }
  }

  private need(): EmbedController {
    if (!this.live) throw new EmbedError('DESTROYED', '<platform-embed> has no embed: it is not in the document, or has no src it could load');
    return this.live;
  }

  private reflect(name: string, value: string | null): void {
    if (value == null) this.removeAttribute(name);
    else this.setAttribute(name, value);
  }

  private emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /**
   * Reports a refused option or setting as `platform-options-error` — and, when it leaves the
   * element without an embed (`failure`), as `platform-failure` too. Anything else is a bug, thrown.
   */
  private report(error: unknown, failure = false): void {
    if (!(error instanceof EmbedError)) throw error;
    this.emit('platform-options-error', error);
    if (failure) this.fail(error);
  }

  /** An embed that cannot show: `platform-failure`, and the console when no script could be listening yet. */
  private fail(error: EmbedError): void {
    // The controller says it changed after its `onFailure`: a listener already sees the state.
    this.render();
    if (this.early) console.error('<platform-embed>:', error);
    this.emit('platform-failure', error);
  }
}
