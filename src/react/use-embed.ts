'use client';
/**
 * `useEmbed`: one embed in a React component, driven by `createEmbed`. The hook decides only
 * when to create, reload and destroy the controller and what to send it; the controller does
 * the rest (queueing actions until `ready`, replaying the settings after a reload, asking a
 * session provider for each load, checking every option). What the component shows of it
 * (`state`, `readyPayload`, `error`) is read from the controller through its `subscribe`, by
 * `useSyncExternalStore`.
 *
 * @module
 */

import { useCallback, useEffect, useInsertionEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SETTING_KEYS, type Settings, sendChangedSettings } from '../bindings/settings.js';
import type { EmbedError } from '../errors.js';
import { createEmbed } from '../host/controller.js';
import type { EmbedController, EmbedOptions, EmbedSessionProvider, EventHandler } from '../host/types.js';
import { originOf } from '../internal/http-url.js';
import type { EventName } from '../protocol/constants.js';
import { EVENT_NAMES } from '../protocol/generated.js';
import type { EventPayloads } from '../protocol/types.js';
import { handlerPropOf } from './handler-props.js';
import type { UseEmbedOptions, UseEmbedResult } from './types.js';

/** What the component shows of its controller; replaced whole on every change, never mutated. */
interface View {
  controller: EmbedController | undefined;
  state: UseEmbedResult['state'];
  readyPayload: EventPayloads['ready'] | undefined;
  error: EmbedError | undefined;
}

/** The live controller and what the hook has told it so far. */
interface Live {
  controller: EmbedController;
  /** The URL the hook last pointed the iframe at (created with, or reloaded to); undefined with a session provider. */
  url: string | undefined;
  /** The settings last sent. */
  settings: Settings;
}

const IDLE: View = { controller: undefined, state: 'idle', readyPayload: undefined, error: undefined };

const NO_SETTINGS: Settings = {};

/** The view of a server render (and of hydration): no controller. */
const idle = (): View => IDLE;

/**
 * Embeds a surface in the element the returned `ref` is put on, and keeps it in line with the
 * options as they change:
 *
 * - The iframe is created once the element is mounted, once per origin: a new `url` of the same
 *   origin reloads the embed; only a new origin (of `url`, or a new `origin`) creates another.
 * - `url` may be a session provider (signed embedding): a function asked for a fresh URL for
 *   every load. The latest render's is the one called: a new function on every render
 *   re-creates and reloads nothing. Switching between a URL and a provider re-creates.
 * - `colorScheme`, `theme`, `locale`, `timezone` and `filters` are sent when their value changes (compared by
 *   value, not identity), queued by the controller until the embed is ready, and replayed by it
 *   after a reload.
 * - Handlers (`onReady`, `onDownload`…, `onInvalidMessage`, `onFailure`) are read from the latest
 *   render when an event arrives: inline arrow functions re-create and re-subscribe nothing.
 * - `state` follows the controller, `controller.reload()` called by the app included; `error`
 *   is the current load's failure (`READY_TIMEOUT`, `SESSION_FAILED`, `EMBED_FAILED`) until the next load or
 *   `ready`.
 * - Unmounting destroys the controller: no listener, timer or iframe is left. Under
 *   `<StrictMode>` (mount, unmount, mount) one iframe and one listener remain, and a session
 *   provider is called once: the effects StrictMode runs twice see no element yet (the `ref`
 *   gives it to the next commit), so the iframe is created once. A provider call still pending
 *   when its controller goes (unmount, new origin) is aborted, and its answer dropped.
 *
 * Rendering on the server returns `state: 'idle'` and no controller, and touches no DOM global.
 *
 * @example
 * ```tsx
 * 'use client';
 * function Report({ url }: { url: string }) {
 *   const { ref, state, error } = useEmbed({ url, colorScheme: 'dark', onDownload: ({ format }) => track(format) });
 *   return error ? <p role="alert">{error.message}</p> : <div ref={ref} className="report" aria-busy={state !== 'ready'} />;
 * }
 * ```
 * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_OPTIONS` (from `createEmbed` or `reload`), and the
 * errors of
 * the setting actions (`INVALID_PAYLOAD`, `INVALID_FILTER`), from the effect that applies them:
 * React passes them to the nearest error boundary.
 */
export function useEmbed(options: UseEmbedOptions): UseEmbedResult {
  // The options of the latest committed render, for the handlers: written in an insertion
  // effect (before any other effect of the commit, and never for a render React discards).
  const latest = useRef(options);
  useInsertionEffect(() => {
    latest.current = options;
  });

  const [container, setContainer] = useState<HTMLElement | null>(null);
  const ref = useCallback((element: HTMLElement | null) => setContainer(element), []);
  const [store] = useState(createViewStore);
  const view = useSyncExternalStore(store.subscribe, store.get, idle);
  const live = useRef<Live | undefined>(undefined);

  const url = hrefOf(options.url);
  const identity = identityOf(url, options.origin);

  useController(container, identity, latest, store, live);

  // Reload: a new URL of the same origin (a new origin was re-created above, with this URL). A
  // session provider reloads nothing here: a new function is not a new session.
  useEffect(() => {
    const current = live.current;
    if (current === undefined || url === undefined || current.url === url) return;
    current.url = url;
    current.controller.reload(url);
  }, [url]);

  // The title of the iframe follows the prop.
  useEffect(() => {
    const title = options.title;
    const current = live.current;
    if (current !== undefined && title !== undefined) current.controller.iframe.title = title;
  }, [options.title]);

  // Settings: after every commit, what changed by value since the last send to this controller.
  useEffect(() => {
    const current = live.current;
    if (current === undefined) return;
    const next: Settings = {
      colorScheme: options.colorScheme,
      theme: options.theme,
      locale: options.locale,
      timezone: options.timezone,
      filters: options.filters,
    };
    sendChangedSettings(current.controller, current.settings, next);
    current.settings = next;
  });

  return { ref, controller: view.controller, state: view.state, readyPayload: view.readyPayload, error: view.error };
}

/**
 * Create: on mount, and for a new element or a new identity, the controller of `container`,
 * shown by `store` and kept in `live`; destroyed on unmount and before the next one. Everything
 * it reads comes from `latest`, so the effect runs again only when `identity` or the element
 * changes. Each event reaches the latest render's handler prop.
 */
function useController(
  container: HTMLElement | null,
  identity: string,
  latest: { readonly current: UseEmbedOptions },
  store: ViewStore,
  live: { current: Live | undefined },
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: identity is what re-creates the controller; the options it reads are the latest ones
  useEffect(() => {
    if (container === null) {
      store.show(undefined);
      return;
    }
    const controller = createEmbed({ ...creationOptions(latest.current, latest), container });
    const current: Live = { controller, url: hrefOf(latest.current.url), settings: NO_SETTINGS };
    live.current = current;
    for (const name of EVENT_NAMES) {
      const prop = handlerPropOf(name);
      controller.on(name, (payload, message) =>
        (latest.current[prop] as EventHandler<EventName> | undefined)?.(payload, message),
      );
    }
    store.show(controller);
    return () => {
      if (live.current === current) live.current = undefined;
      controller.destroy();
    };
  }, [container, identity]);
}

/**
 * The hook's view of its controller, for `useSyncExternalStore`: `state`, `readyPayload` and
 * `error` as the controller has them, read again whenever it says they changed
 * (`controller.subscribe`: a `ready`, a failure, a reload — the app's own included).
 */
interface ViewStore {
  subscribe(listener: () => void): () => void;
  /** The current view: the same object until something changes. */
  get(): View;
  /** Shows `controller` (and follows it) from now on; `undefined` shows {@link IDLE}. */
  show(controller: EmbedController | undefined): void;
}

function createViewStore(): ViewStore {
  let view = IDLE;
  let unfollow: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const set = (next: View) => {
    if (
      next.controller === view.controller &&
      next.state === view.state &&
      next.readyPayload === view.readyPayload &&
      next.error === view.error
    )
      return;
    view = next;
    for (const listener of listeners) listener();
  };
  const read = (controller: EmbedController): View => ({
    controller,
    state: controller.state,
    readyPayload: controller.readyPayload,
    error: controller.error,
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get: () => view,
    show(controller) {
      unfollow?.();
      unfollow = controller?.subscribe(() => set(read(controller)));
      set(controller === undefined ? IDLE : read(controller));
    },
  };
}

/** The href of a `url` option; undefined for a session provider (its URLs are the controller's business). */
function hrefOf(url: UseEmbedOptions['url']): string | undefined {
  return typeof url === 'function' ? undefined : String(url);
}

/**
 * What makes a controller: the trusted origin. A `url` outside it (an `origin` option naming
 * another one) cannot be reloaded into the same controller, so it is part of the identity too.
 * A URL that does not parse is its own identity: `createEmbed` refuses it, with its reason. A
 * session provider (`url` undefined here) is identified by the `origin` option alone: its URLs
 * change with every load, and the function with every render.
 */
function identityOf(url: string | undefined, origin: string | undefined): string {
  if (url === undefined) return origin === undefined ? 'provider' : `provider ${originOf(origin) ?? origin}`;
  const urlOrigin = originOf(url);
  const trusted = origin === undefined ? urlOrigin : originOf(origin);
  return urlOrigin !== undefined && trusted === urlOrigin ? trusted : `${origin ?? ''} ${url}`;
}

/**
 * The session provider the controller is given for a `url` that is one: it calls the latest
 * render's, so a new function on every render re-creates and reloads nothing. (Should the latest
 * `url` be a URL already — a switch whose re-create has not run yet — that URL is the answer;
 * the controller holds it to the trusted origin as any other.)
 */
function latestProvider(latest: { readonly current: UseEmbedOptions }): EmbedSessionProvider {
  return (context) => {
    const { url } = latest.current;
    return typeof url === 'function' ? url(context) : url;
  };
}

/** The hook's own options, which `createEmbed` does not take: the settings (sent as actions) and one handler prop per event. */
const HOOK_OPTIONS: ReadonlySet<string> = /* @__PURE__ */ new Set([...SETTING_KEYS, ...EVENT_NAMES.map(handlerPropOf)]);

/**
 * The `createEmbed` options of the hook's options: every option given but the hook's own, so an
 * option `createEmbed` gains passes through with no edit here. A session provider, the callbacks
 * (`onFailure`, `onInvalidMessage`) and a `debug` function call the latest render's.
 */
function creationOptions(
  options: UseEmbedOptions,
  latest: { readonly current: UseEmbedOptions },
): Omit<Extract<EmbedOptions, { container: unknown }>, 'container'> {
  const given = Object.fromEntries(
    Object.entries(options).filter(([name, value]) => value !== undefined && !HOOK_OPTIONS.has(name)),
  ) as UseEmbedOptions;
  const { url, debug } = options;
  return {
    ...given,
    url: typeof url === 'function' ? latestProvider(latest) : url,
    onInvalidMessage: (info) => latest.current.onInvalidMessage?.(info),
    onFailure: (error) => latest.current.onFailure?.(error),
    ...(typeof debug === 'function' && {
      debug: (line: string, data?: unknown) => {
        const sink = latest.current.debug;
        if (typeof sink === 'function') data === undefined ? sink(line) : sink(line, data);
      },
    }),
  };
}
