/**
 * The public types of the host controller.
 *
 * @module
 */

import type { EmbedError } from '../errors.js';
import type { ActionName, EventName } from '../protocol/constants.js';
import type { Filter } from '../protocol/filter.js';
import type {
  ActionPayloads,
  ActionWithoutPayload,
  ColorScheme,
  EmbedTheme,
  EventMessage,
  EventPayloads,
  InvalidReason,
} from '../protocol/types.js';

/** A message that was refused, as given to `onInvalidMessage`. */
export interface InvalidMessageInfo {
  /** Why it was refused. */
  reason: InvalidReason;
  /** What was wrong, with the offending value (shortened). */
  detail: string;
  /** The message data as received. Untrusted: do not render it as HTML. */
  data: unknown;
}

/**
 * The few members of the host page's `window` the controller uses. Defaults to the window the
 * iframe (or container) lives in; tests can pass a fake.
 */
export interface EmbedHostWindow {
  /** Where the controller listens for the embed's messages. */
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** Removes the controller's listener on `destroy()`. */
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** Times the waits (`readyTimeoutMs`, `waitFor`'s `timeoutMs`). */
  setTimeout(callback: () => void, ms: number): number;
  /** Cancels a wait set with `setTimeout`. */
  clearTimeout(id: number): void;
  /** Used to resolve a `container` selector and to create the iframe. */
  readonly document?: Document;
}

/** What a {@link EmbedSessionProvider} is given. */
export interface EmbedSessionContext {
  /**
   * Aborts when the answer is no longer wanted: the provider took longer than `readyTimeoutMs`,
   * the controller was destroyed, or a newer `reload()` asked again. Pass it to `fetch`.
   */
  readonly signal: AbortSignal;
}

/**
 * A function that gives a fresh embed URL — a new signed session — each time it is called:
 * usually a request to the page's own backend, which calls `generate-session` with its API key.
 * A signed session is redeemable once, so the controller calls it for every load: the first
 * (for `loading: 'lazy'`, when the frame nears the viewport), every `reload()` without a URL,
 * and each new controller.
 *
 * It must answer an absolute http(s) URL of the trusted origin within `readyTimeoutMs`; a
 * provider that throws, rejects, answers anything else or takes longer fails the load with
 * `SESSION_FAILED` (its error as `cause`).
 *
 * @example
 * ```ts
 * const url = async ({ signal }: EmbedSessionContext) => {
 *   const response = await fetch('/embed-session?dashboard=sales', { signal });
 *   return (await response.json()).url;
 * };
 * ```
 */
export type EmbedSessionProvider = (context: EmbedSessionContext) => string | URL | Promise<string | URL>;

/** Where the iframe comes from: the SDK creates it in a container, or adopts one. */
export type EmbedTarget =
  | {
      /**
       * The embed URL to load: absolute `http(s)` (a relative or scheme-less one is refused, never
       * resolved against the host page). Its origin is the trusted origin unless `origin` is given.
       * Or a {@link EmbedSessionProvider} that gives a fresh URL for every load (signed embedding):
       * the trusted origin is then `origin`, or else the first URL's.
       */
      url: string | URL | EmbedSessionProvider;
      /** Where to append the iframe: an element, or a CSS selector. */
      container: HTMLElement | string;
      /** Not with `url` and `container`: the controller creates the iframe. */
      iframe?: never;
    }
  | {
      /** An existing iframe to talk to. It is left in place on `destroy()`. */
      iframe: HTMLIFrameElement;
      /**
       * The embed URL, when the iframe's `src` does not tell the trusted origin (or is not set
       * yet: an iframe without a `src` is then pointed at it). Or a {@link EmbedSessionProvider}:
       * called for an iframe without a `src`, and for every `reload()` without a URL.
       */
      url?: string | URL | EmbedSessionProvider;
      /** Not with `iframe`: the iframe is already in the page. */
      container?: never;
    };

/**
 * Options of {@link createEmbed}. Only own properties are read: a polluted `Object.prototype`
 * cannot supply an option.
 */
export type EmbedOptions = EmbedTarget & {
  /**
   * The trusted origin of the embed, e.g. a custom domain serving it: `https://bi.acme.com`.
   * Default: the origin of `url` (or of the adopted iframe's `src`). Normalised through `URL`;
   * `'*'`, a path, or anything but `http(s)` is refused with `INVALID_OPTIONS`.
   */
  origin?: string;
  /** Milliseconds (a whole number up to 2^31 − 1) to wait for a trusted `ready` before `whenReady()` rejects; 0 disables. Default 30000. */
  readyTimeoutMs?: number;
  /** How many actions may wait for `ready`; one more throws `QUEUE_FULL`. Default 100. */
  maxQueuedActions?: number;
  /** The created iframe's `title`, read by screen readers. Default `'Embedded analytics'`. */
  title?: string;
  /** The created iframe's `allow` (permissions policy). Default `'fullscreen; clipboard-write'`. */
  allow?: string;
  /** The created iframe's `loading`: `'lazy'` defers loading until it nears the viewport. Default: the browser's (`'eager'`). */
  loading?: 'eager' | 'lazy';
  /** The created iframe's `referrerpolicy`: what the embed's server learns of the host page's URL. Default: the page's policy. */
  referrerPolicy?: ReferrerPolicy;
  /**
   * Called for a message from the embed's window and origin that does not parse, and for a
   * message claiming `source: 'platform-embed'` from any other origin or window (a forgery).
   * Other traffic on the page is ignored without a report, and so are the events of another
   * live embed on the page (they are never delivered here either). Isolated: if it throws,
   * the error is re-thrown asynchronously and nothing else is affected.
   */
  onInvalidMessage?: (info: InvalidMessageInfo) => void;
  /**
   * Called when a load fails — `READY_TIMEOUT` (no `ready` within `readyTimeoutMs`),
   * `SESSION_FAILED` (the session provider failed, or the embed refused the session with a fatal
   * `error` event) or `EMBED_FAILED` (another fatal `error` event before `ready`) — with the same
   * error `whenReady()` rejects with. The controller stays `connecting`: `reload()` tries again. Isolated like every
   * handler.
   */
  onFailure?: (error: EmbedError) => void;
  /**
   * `true` logs every decision with `console.debug`; a function receives the lines instead
   * (isolated: if it throws, the error is re-thrown asynchronously and the controller goes on).
   */
  debug?: boolean | ((line: string, data?: unknown) => void);
  /** The host window to listen on and time with. Default: the window of the iframe or container. */
  window?: EmbedHostWindow;
};

/** The lifecycle of a controller. */
export type EmbedState = 'connecting' | 'ready' | 'destroyed';

/** Options of {@link EmbedController.waitFor} (own properties only). */
export interface WaitForOptions<N extends EventName> {
  /** Reject with `TIMEOUT` after this many milliseconds (a whole number up to 2^31 − 1). Default: no timeout. */
  timeoutMs?: number;
  /** Reject with `ABORTED` when this signal aborts. Must be an `AbortSignal`. */
  signal?: AbortSignal;
  /** Resolve only for a payload this returns true for. */
  filter?: (payload: EventPayloads[N]) => boolean;
}

/** A handler of one event: its payload, and the whole message (with `surface` and `timestamp`). */
export type EventHandler<N extends EventName> = (payload: EventPayloads[N], message: EventMessage<N>) => void;

/** A handler of every event. */
export type AnyEventHandler = (message: EventMessage) => void;

/** The handle on one embedded surface, returned by {@link createEmbed}. */
export interface EmbedController {
  /** The iframe, created or adopted. */
  readonly iframe: HTMLIFrameElement;
  /**
   * The trusted origin: events from elsewhere are refused, actions go only there. With a session
   * provider and no `origin` option, `''` until the provider's first URL sets it.
   */
  readonly origin: string;
  /** `connecting` until a trusted `ready` (again after `reload()`); `destroyed` after `destroy()`. */
  readonly state: EmbedState;
  /** The payload of the latest trusted `ready`, if any (kept across `reload()` until the next one). */
  readonly readyPayload: EventPayloads['ready'] | undefined;
  /**
   * Why the current load failed — `READY_TIMEOUT`, `SESSION_FAILED` (a session provider, or a
   * session the embed refused), `EMBED_FAILED` (a fatal `error` event before `ready`) — until the next load starts
   * (`reload()`) or a `ready` comes late; undefined otherwise.
   */
  readonly error: EmbedError | undefined;
  /**
   * Calls `listener` (with no argument) after every change of `state`, `readyPayload` or
   * `error`: a `ready`, a failed load, a `reload()` (the app's own included), `destroy()`. For
   * stores and bindings (`useSyncExternalStore(controller.subscribe, …)`); read the controller in
   * the listener. Returns the unsubscribe function; a throwing listener is isolated like a handler.
   */
  subscribe(listener: () => void): () => void;
  /**
   * Resolves with the `ready` payload (at once when already ready). Rejects with
   * `READY_TIMEOUT` when none arrived within `readyTimeoutMs`, `SESSION_FAILED` when the session
   * provider failed or the embed refused the session, `EMBED_FAILED` when the embed sent another
   * fatal `error` event before `ready` (each until the next `reload()`), `DESTROYED` on `destroy()`.
   */
  whenReady(): Promise<EventPayloads['ready']>;
  /** Subscribes to one event, by short name or full type. Returns the unsubscribe function. */
  on<N extends EventName>(name: N | `platform:event:${N}`, handler: EventHandler<N>): () => void;
  /** Subscribes to every event. Returns the unsubscribe function. */
  on(name: '*', handler: AnyEventHandler): () => void;
  /** Like `on`, but the handler runs at most once. */
  once<N extends EventName>(name: N | `platform:event:${N}`, handler: EventHandler<N>): () => void;
  /** Like `on('*')`, but the handler runs at most once. */
  once(name: '*', handler: AnyEventHandler): () => void;
  /**
   * Resolves with the payload of the next matching event after this call. Rejects with
   * `TIMEOUT`, `ABORTED`, `DESTROYED`, or `INVALID_OPTIONS` for a name outside the catalog.
   */
  waitFor<N extends EventName>(name: N | `platform:event:${N}`, options?: WaitForOptions<N>): Promise<EventPayloads[N]>;
  /** Switches the color scheme (`auto` follows the viewer's OS). */
  setColorScheme(scheme: ColorScheme): void;
  /** Applies a brand theme (the reference's `EmbedTheme`): `primaryColor`, `borderRadius` (px or CSS), `font`, `analyticsChat`, `chat`, each nullable, and further keys. */
  setTheme(theme: EmbedTheme): void;
  /** Switches the UI language: `en`, `en-GB`, `zh-Hant-TW`… */
  setLocale(locale: string): void;
  /** Switches the time zone dates and times are shown in: an IANA name such as `Asia/Tokyo`, `UTC` or `Etc/GMT+5`. */
  setTimezone(timezone: string): void;
  /** Pushes a filter: `'f_orders.status=["paid"]'` or `{ view: 'orders', dimension: 'status', value: ['paid'] }`. */
  setFilter(filter: string | Filter): void;
  /** Navigates the embed to an in-embed path (starting with `/`). */
  navigate(path: string): void;
  /** Re-runs the embed's queries. */
  refresh(): void;
  /** Sends any action of the catalog; one without fields (`refresh`) needs no payload. */
  send<N extends ActionWithoutPayload>(name: N, payload?: ActionPayloads[N]): void;
  /** Sends any action of the catalog. */
  send<N extends ActionName>(name: N, payload: ActionPayloads[N]): void;
  /**
   * Points the iframe at `url` — a fresh signed-session URL, say — or, without one, at a new
   * URL from the session provider (when `url` was one), else reloads the current URL,
   * keeping what the host set. `url` must be an absolute http(s) URL of the trusted origin
   * (else `INVALID_OPTIONS`, and nothing changes). A signed session cannot be redeemed twice:
   * reloading one without a provider logs a warning (once). The state returns to `connecting`,
   * `whenReady()` waits for the next `ready` (with `readyTimeoutMs` armed again) and actions
   * queue until it; on it the latest color scheme, theme, locale, time zone and filters are sent, each
   * once, then the other queued actions in call order. `readyPayload` keeps the previous
   * value until the new `ready`.
   *
   * @throws {@link EmbedError} `INVALID_OPTIONS` for a bad URL; `DESTROYED` after `destroy()`.
   */
  reload(url?: string | URL): void;
  /** Stops listening, clears timers, rejects pending waits, removes a created iframe. Idempotent. */
  destroy(): void;
}
