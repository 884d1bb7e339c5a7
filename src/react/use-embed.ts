'use client';
/**
 * `useEmbed`: one embed in a React component, driven by `createEmbed`. The hook decides only
 * when to create, reload and destroy the controller and what to send it; the controller does
 * the rest (queueing actions until `ready`, replaying the settings after a reload, checking
 * every option).
 *
 * @module
 */

import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
import { createEmbed } from '../host/controller.js';
import type { EmbedController, EmbedOptions, EventHandler } from '../host/types.js';
import { type Settings, sendChangedSettings } from '../internal/settings.js';
import type { EventName } from '../protocol/constants.js';
import { EVENT_NAMES } from '../protocol/generated.js';
import type { EventPayloads } from '../protocol/types.js';
import { handlerPropOf } from './handler-props.js';
import type { UseEmbedOptions, UseEmbedResult } from './types.js';

/** What the component shows of its controller; replaced whole, so a stale update is easy to spot. */
interface View {
  controller: EmbedController | undefined;
  state: UseEmbedResult['state'];
  readyPayload: EventPayloads['ready'] | undefined;
}

/** The live controller and what the hook has told it so far. */
interface Live {
  controller: EmbedController;
  /** The URL the iframe was last pointed at (created with, or reloaded to). */
  url: string;
  /** The settings last sent. */
  settings: Settings;
}

const IDLE: View = { controller: undefined, state: 'idle', readyPayload: undefined };

const NO_SETTINGS: Settings = {};

/**
 * Embeds a surface in the element the returned `ref` is put on, and keeps it in line with the
 * options as they change:
 *
 * - The iframe is created once the element is mounted, once per origin: a new `url` of the same
 *   origin reloads the embed; only a new origin (of `url`, or a new `origin`) creates another.
 * - `colorScheme`, `theme`, `locale` and `filters` are sent when their value changes (compared by
 *   value, not identity), queued by the controller until the embed is ready, and replayed by it
 *   after a reload.
 * - Handlers (`onReady`, `onDownload`…, `onInvalidMessage`) are read from the latest render when
 *   an event arrives: inline arrow functions re-create and re-subscribe nothing.
 * - Unmounting destroys the controller: no listener, timer or iframe is left. Under
 *   `<StrictMode>` (mount, unmount, mount) one iframe and one listener remain.
 *
 * Rendering on the server returns `state: 'idle'` and no controller, and touches no DOM global.
 *
 * @example
 * ```tsx
 * 'use client';
 * function Report({ url }: { url: string }) {
 *   const { ref, state } = useEmbed({ url, colorScheme: 'dark', onDownload: ({ format }) => track(format) });
 *   return <div ref={ref} className="report" aria-busy={state !== 'ready'} />;
 * }
 * ```
 * @throws {@link EmbedError} `INVALID_OPTIONS` (from `createEmbed` or `reload`), and the errors of
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
  const [view, setView] = useState<View>(IDLE);
  const live = useRef<Live | undefined>(undefined);

  const url = String(options.url);
  const identity = identityOf(url, options.origin);

  // Create: on mount, and for a new element or a new origin. Everything it reads comes from
  // `latest`, so the effect runs again only when `identity` or the element changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: identity is what re-creates the controller; the options it reads are the latest ones
  useEffect(() => {
    if (container === null) {
      setView(IDLE);
      return;
    }
    const controller = createEmbed({ ...creationOptions(latest.current, latest), container });
    const current: Live = { controller, url: String(latest.current.url), settings: NO_SETTINGS };
    live.current = current;
    for (const name of EVENT_NAMES) {
      const prop = handlerPropOf(name);
      controller.on(name, (payload, message) => (latest.current[prop] as EventHandler<EventName> | undefined)?.(payload, message));
    }
    // Events stop with destroy(); the check also drops an update queued for an older controller.
    controller.on('ready', (readyPayload) => setView((shown) => (shown.controller === controller ? { controller, state: 'ready', readyPayload } : shown)));
    setView({ controller, state: controller.state, readyPayload: undefined });
    return () => {
      if (live.current === current) live.current = undefined;
      controller.destroy();
    };
  }, [container, identity]);

  // Reload: a new URL of the same origin (a new origin was re-created above, with this URL).
  useEffect(() => {
    const current = live.current;
    if (current === undefined || current.url === url) return;
    current.url = url;
    current.controller.reload(url);
    setView((shown) => (shown.controller === current.controller ? { ...shown, state: 'connecting' } : shown));
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
    const next: Settings = { colorScheme: options.colorScheme, theme: options.theme, locale: options.locale, filters: options.filters };
    sendChangedSettings(current.controller, current.settings, next);
    current.settings = next;
  });

  return { ref, controller: view.controller, state: view.state, readyPayload: view.readyPayload };
}

/**
 * What makes a controller: the trusted origin. A `url` outside it (an `origin` option naming
 * another one) cannot be reloaded into the same controller, so it is part of the identity too.
 * A URL that does not parse is its own identity: `createEmbed` refuses it, with its reason.
 */
function identityOf(url: string, origin: string | undefined): string {
  const urlOrigin = originOf(url);
  const trusted = origin === undefined ? urlOrigin : originOf(origin);
  return urlOrigin !== undefined && trusted === urlOrigin ? trusted : `${origin ?? ''} ${url}`;
}

/** The origin of an absolute URL, or undefined. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The `createEmbed` options of the hook's options: only those `createEmbed` knows, only those
 * given. `onInvalidMessage` and a `debug` function call the latest render's.
 */
function creationOptions(options: UseEmbedOptions, latest: { readonly current: UseEmbedOptions }): Omit<Extract<EmbedOptions, { container: unknown }>, 'container'> {
  const { url, origin, readyTimeoutMs, maxQueuedActions, title, allow, loading, referrerPolicy, debug, window } = options;
  const given = { origin, readyTimeoutMs, maxQueuedActions, title, allow, loading, referrerPolicy, window };
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<typeof given>;
  return {
    ...defined,
    url,
    onInvalidMessage: (info) => latest.current.onInvalidMessage?.(info),
    ...(debug === undefined
      ? {}
      : {
          debug:
            typeof debug === 'function'
              ? (line: string, data?: unknown) => {
                  const sink = latest.current.debug;
                  if (typeof sink === 'function') data === undefined ? sink(line) : sink(line, data);
                }
              : debug,
        }),
  };
}
