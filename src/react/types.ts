/**
 * The public types of `platform-embed/react`: the options of `useEmbed`, the props of
 * `<PlatformEmbed>`, and what the hook returns. The event handler props are derived from the
 * catalog's event names, so a new event of the catalog is a new typed prop with no edit here.
 *
 * @module
 */

import type { CSSProperties, ReactNode, RefCallback } from 'react';
import type { Settings } from '../bindings/settings.js';
import type { EmbedError } from '../errors.js';
import type { EmbedController, EmbedOptions, EmbedSessionProvider, EmbedState, EventHandler } from '../host/types.js';
import type { EventName } from '../protocol/constants.js';
import type { EventPayloads } from '../protocol/types.js';

/**
 * A kebab-case name in PascalCase: `'dashboard-loaded'` → `'DashboardLoaded'`,
 * `'ai-query'` → `'AiQuery'`.
 */
export type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>;

/** The prop that handles an event of the catalog: `'download'` → `'onDownload'`. */
export type EventHandlerProp<N extends EventName = EventName> = `on${PascalCase<N>}`;

/**
 * One optional handler prop per event of the catalog — `onReady`, `onView`, `onNavigate`,
 * `onDashboardLoaded`, `onDownload`, `onDrilldown`, `onAiQuery`, `onError` — called with the
 * event's payload and its whole message (with `surface` and `timestamp`).
 *
 * Handlers are read from the latest render when an event arrives: an inline arrow function is
 * fine, and a new one on every render re-subscribes nothing. A handler that throws stops
 * nothing else; its error is re-thrown asynchronously (it reaches `window.onerror`).
 */
export type EventHandlerProps = {
  [N in EventName as EventHandlerProp<N>]?: EventHandler<N>;
};

/**
 * The settings the embed is kept in line with — `colorScheme`, `theme`, `locale`, `timezone`, `filters` (one
 * per `view.dimension`, as `{ view, dimension, value }` or `'f_orders.status=["paid"]'`): each is
 * sent once the embed is ready, sent again when its value changes (compared by value, not
 * identity: a new array or object with the same content sends nothing), and replayed by the
 * controller after a reload. Leaving a setting out (or setting it back to `undefined`), or
 * dropping a filter from the list, sends nothing: the embed keeps what it was last sent.
 */
export type SettingsProps = Settings;

/**
 * The `createEmbed` options a React binding takes: all of them but `container` and `iframe`
 * (the binding creates the iframe in its own container), with `url` required.
 *
 * `url`, `origin` and `title` are followed across renders (see {@link UseEmbedOptions});
 * `onFailure`, `onInvalidMessage` and a `debug` function are read from the latest render; the
 * other options (`readyTimeoutMs`, `maxQueuedActions`, `allow`, `loading`, `referrerPolicy`,
 * `debug` as a boolean, `window`) are read when the iframe is created: at mount, and for a new
 * origin.
 */
export type EmbedBindingOptions = Omit<
  Extract<EmbedOptions, { container: unknown }>,
  'container' | 'iframe' | 'url' | 'onFailure'
> & {
  /**
   * The embed URL (absolute `http(s)`), or a {@link EmbedSessionProvider}: a function asked for
   * a fresh URL — a new signed session — for every load (the first, every `controller.reload()`
   * without a URL, and each new iframe). The latest render's provider is the one called: an
   * inline arrow function, new on every render, re-creates and reloads nothing. Switching between
   * a URL and a provider creates a new iframe. With a provider the trusted origin is `origin`,
   * else the provider's first URL's.
   */
  url: string | URL | EmbedSessionProvider;
  /**
   * Called when a load of the current iframe fails: `READY_TIMEOUT` (no `ready` within
   * `readyTimeoutMs`), `SESSION_FAILED` (the session provider threw, rejected, answered a bad
   * URL or took too long, its error the `cause`; or the embed refused the session with a fatal
   * `error` event) or `EMBED_FAILED` (another fatal `error` event before `ready`). Read from the latest render. The
   * same error
   * is `useEmbed(...).error` until the next load; `controller.reload()` tries again.
   */
  onFailure?: (error: EmbedError) => void;
};

/**
 * Options of `useEmbed`: those of `createEmbed` but `container` and `iframe`, the settings, and
 * one handler prop per event.
 *
 * - `url`: the iframe is created once per origin. A new `url` of the same origin reloads the
 *   embed (`controller.reload(url)`: the controller sends the settings again once it is ready);
 *   only a new origin (of `url`, or a new `origin`) destroys the iframe and creates another.
 *   A session provider as `url` is identified by `origin` alone: a new function reloads and
 *   re-creates nothing, and the latest one is asked for each load.
 * - `title` is kept on the iframe as it changes.
 * - `onFailure`, `onInvalidMessage` and a `debug` function are handlers: read from the latest
 *   render.
 */
export type UseEmbedOptions = EmbedBindingOptions & SettingsProps & EventHandlerProps;

/** What `useEmbed` returns. */
export interface UseEmbedResult {
  /** Put it on the element the iframe goes into: `<div ref={ref} />`. */
  ref: RefCallback<HTMLElement>;
  /** The controller, once the element is mounted (and never during server rendering). */
  controller: EmbedController | undefined;
  /**
   * `'idle'` until the element is mounted, then the controller's: `'connecting'` until `ready`
   * (again after a reload — the hook's, or one the app calls on the controller), `'ready'`. The
   * hook owns the controller and destroys it on unmount (or for a new origin): do not destroy it
   * yourself.
   */
  state: EmbedState | 'idle';
  /** The payload of the latest `ready` of the current controller (kept across a reload until the next one). */
  readyPayload: EventPayloads['ready'] | undefined;
  /**
   * Why the current load failed — `READY_TIMEOUT`, `SESSION_FAILED` or `EMBED_FAILED`, as given to `onFailure` —
   * or undefined. Cleared when a new load starts (a reload, a new iframe) and on `ready`. The
   * state stays `'connecting'`: `controller.reload()` tries again.
   */
  error: EmbedError | undefined;
}

/**
 * Props of `<PlatformEmbed>`: the options of `useEmbed`, and the container's `className` and
 * `style`. Its `ref` receives the {@link EmbedController}.
 */
export type PlatformEmbedProps = UseEmbedOptions & {
  /** The class of the container `div` (the iframe fills it, width and height: give it a height). */
  className?: string;
  /** The inline style of the container `div`. */
  style?: CSSProperties;
  /**
   * Shown while the embed loads (until `ready`, again on a reload), rendered just before the
   * container `div`, which stays in place (a lazy frame must near the viewport to load). Not
   * to be confused with `loading`, the iframe's `'eager' | 'lazy'`.
   */
  placeholder?: ReactNode;
  /**
   * Shown in place of the container (which is then `hidden`) while the current load has failed
   * (`READY_TIMEOUT`, `SESSION_FAILED`, `EMBED_FAILED`): called with the error and `retry`,
   * which reloads the embed (with a new session from a session provider).
   */
  fallback?: (error: EmbedError, retry: () => void) => ReactNode;
};
