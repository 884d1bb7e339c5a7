/**
 * The public types of the `<platform-embed>` custom element: the element, its constructor and
 * its events.
 *
 * @module
 */

import type { EmbedError } from '../errors.js';
import type { EmbedController, EmbedSessionProvider } from '../host/types.js';
import type { ActionName, EventName } from '../protocol/constants.js';
import type { Filter } from '../protocol/filter.js';
import type { ActionPayloads, ColorScheme, EmbedTheme, EventPayloads, InvalidReason } from '../protocol/types.js';

/**
 * Where a `<platform-embed>` is: no embed (`idle`), waiting for the embed's `ready`
 * (`connecting`), `ready`, or `failed` (its `failure` says why, until the next load starts). Also
 * a custom state for CSS, where the browser has them: `platform-embed:state(failed)`.
 */
export type PlatformEmbedState = 'idle' | 'connecting' | 'ready' | 'failed';

/** The `detail` of a `platform-invalid-message` event: why a message from the embed (or a forgery) was refused. */
export interface InvalidMessageDetail {
  /** Why it was refused. */
  reason: InvalidReason;
  /** What was wrong, with the offending value (shortened). Untrusted text: do not render it as HTML. */
  detail: string;
}

/**
 * The events of a `<platform-embed>`, by name: one `platform-<event>` per catalog event with its
 * payload as `detail`, `platform-invalid-message`, `platform-failure` (the embed cannot show:
 * `INVALID_OPTIONS`, `READY_TIMEOUT`, `SESSION_FAILED` or `EMBED_FAILED`, with the `EmbedError` as `detail`) and
 * `platform-options-error` (an attribute or setting the SDK refused, with the `EmbedError` as
 * `detail`). All bubble and cross shadow roots (`composed`). Typed `addEventListener` calls
 * follow from it:
 *
 * @example
 * ```ts
 * el.addEventListener('platform-download', (event) => track(event.detail.format));
 * ```
 */
export type PlatformEmbedEventMap = { [N in EventName as `platform-${N}`]: CustomEvent<EventPayloads[N]> } & {
  /** A message from the embed (or a forgery) was refused: why, as `detail`. */
  'platform-invalid-message': CustomEvent<InvalidMessageDetail>;
  /** An attribute or setting was refused: the `EmbedError` as `detail`. */
  'platform-options-error': CustomEvent<EmbedError>;
  /** The embed cannot show (`INVALID_OPTIONS`, `READY_TIMEOUT`, `SESSION_FAILED`, `EMBED_FAILED`): the `EmbedError` as `detail`. */
  'platform-failure': CustomEvent<EmbedError>;
};

/**
 * The `<platform-embed>` element: one embedded surface, driven by its attributes and properties
 * through a host controller (`createEmbed`) that exists while the element is in the document.
 *
 * Attributes: `src` (an absolute http(s) URL; not needed with a session), `session-endpoint`,
 * `origin`, `title`, `color-scheme`, `locale`, `timezone`, `ready-timeout` (ms), `max-queued-actions`,
 * `loading`. Properties `sessionProvider`, `theme` and `filters` have no attribute.
 */
export interface PlatformEmbedElement extends HTMLElement {
  /** The embed URL (the `src` attribute, `''` without one). Another URL of the same origin reloads the embed; one of another origin re-creates it. */
  src: string;
  /**
   * Signed embedding with no script: a URL of the page's own origin (the `session-endpoint`
   * attribute) that the element GETs, with the page's cookies, for every load — the first, each
   * `reload()`, each re-creation — expecting JSON `{ "url": "https://…" }`: a fresh session URL
   * minted by the page's backend. `src` is then not used. Another origin is refused
   * (`platform-failure` with `INVALID_OPTIONS`); a failed request is `SESSION_FAILED`.
   */
  sessionEndpoint: string | null;
  /**
   * A session provider (no attribute): called for every load, like `session-endpoint`, which it
   * takes precedence over. Setting it re-creates the embed.
   *
   * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_OPTIONS` for anything but a function (or
   * `undefined`).
   */
  sessionProvider: EmbedSessionProvider | undefined;
  /** The trusted origin when it is not `src`'s (the `origin` attribute); setting it re-creates the embed. */
  origin: string | null;
  /** The color scheme to keep the embed in (the `color-scheme` attribute). */
  colorScheme: ColorScheme | null;
  /** The UI language to keep the embed in (the `locale` attribute). */
  locale: string | null;
  /** The time zone to keep the embed in, an IANA name such as `Asia/Tokyo` (the `timezone` attribute). */
  timezone: string | null;
  /** A brand theme to keep the embed in (no attribute). Compared as JSON data: a new object with the same content sends nothing. */
  theme: EmbedTheme | undefined;
  /** Filters to keep the embed in, one per `view.dimension` (no attribute). Each is compared by its filter parameter. */
  filters: ReadonlyArray<string | Filter>;
  /** The host controller, while the element is in the document with a valid `src`; undefined otherwise. */
  readonly controller: EmbedController | undefined;
  /**
   * `idle` without a controller, else the controller's `connecting` or `ready`; `failed` while
   * the last load's failure (`failure`) stands. Also the element's custom state
   * (`platform-embed:state(failed)`), where the browser has `CustomStateSet`; the children in
   * `slot="loading"` show while `connecting`, those in `slot="failed"` while `failed` (in place
   * of the frame).
   */
  readonly state: PlatformEmbedState;
  /**
   * Why the embed cannot show — the `EmbedError` of the last `platform-failure`
   * (`INVALID_OPTIONS`, `READY_TIMEOUT`, `SESSION_FAILED`, `EMBED_FAILED`) — until the next load
   * starts (a reload, a changed attribute, a re-insertion) or a late `ready`; else undefined. A
   * script that listens after the failure reads it here.
   */
  readonly failure: EmbedError | undefined;
  /**
   * Resolves with the `ready` payload: the controller's `whenReady()` (while idle, that of the
   * next controller). Rejects as it does: `READY_TIMEOUT`, `SESSION_FAILED`, `EMBED_FAILED`, or `DESTROYED` when
   * that controller goes (the element removed, or re-created for another origin).
   */
  whenReady(): Promise<EventPayloads['ready']>;
  /**
   * Pushes one filter now (queued until ready). The controller replays it after a reload, but a
   * new controller does not get it: keep filters that must last in `filters`.
   *
   * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_FILTER`; `DESTROYED` while the element has no
   * controller.
   */
  setFilter(filter: string | Filter): void;
  /**
   * Navigates the embed to an in-embed path starting with `/`.
   *
   * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_PAYLOAD`; `DESTROYED` while the element has no
   * controller.
   */
  navigate(path: string): void;
  /**
   * Re-runs the embed's queries.
   *
   * @throws {@link platform-embed!EmbedError | EmbedError} `DESTROYED` while the element has no controller.
   */
  refresh(): void;
  /**
   * Sends any action of the catalog.
   *
   * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_PAYLOAD`; `DESTROYED` while the element has no
   * controller.
   */
  send<N extends ActionName>(name: N, payload: ActionPayloads[N]): void;
  /**
   * Reloads the embed — with a fresh session from `sessionProvider` or `session-endpoint`,
   * else at `src` — and sends the settings again once it is ready.
   *
   * @throws {@link platform-embed!EmbedError | EmbedError} `DESTROYED` while the element has no controller.
   */
  reload(): void;

  /** Listens for one of the element's events, `detail` typed by the event's name. */
  addEventListener<K extends keyof PlatformEmbedEventMap>(
    type: K,
    listener: (this: PlatformEmbedElement, event: PlatformEmbedEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Listens for an event of any HTML element. */
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: PlatformEmbedElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Listens for any event. */
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Removes a listener of one of the element's events. */
  removeEventListener<K extends keyof PlatformEmbedEventMap>(
    type: K,
    listener: (this: PlatformEmbedElement, event: PlatformEmbedEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  /** Removes a listener of an event of any HTML element. */
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: PlatformEmbedElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  /** Removes a listener of any event. */
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** The class of `<platform-embed>`, as `defineEmbedElement` registers it. */
export interface PlatformEmbedElementConstructor {
  new (): PlatformEmbedElement;
  /** The prototype of every `<platform-embed>`. */
  readonly prototype: PlatformEmbedElement;
  /** The attributes the element follows. */
  readonly observedAttributes: readonly string[];
}

declare global {
  interface HTMLElementTagNameMap {
    'platform-embed': PlatformEmbedElement;
  }
}
