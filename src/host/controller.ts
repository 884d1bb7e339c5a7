/**
 * `createEmbed`: the host side of the protocol. One controller per iframe: it trusts only its
 * embed's origin and window, types every event, validates and queues actions, and cleans up
 * after itself.
 *
 * @module
 */

import { createNanoEvents } from 'nanoevents';
import { EmbedError, type EmbedErrorCode } from '../errors.js';
import { guard, isReportable, requireHandler, subscriptionKey } from '../internal/handlers.js';
import { EVENT_NAMES, EVENT_PREFIX, type ActionName, type EventName } from '../protocol/constants.js';
import { createActionMessage } from '../protocol/create.js';
import { expected } from '../protocol/describe.js';
import { buildFilterParameter, parseFilterParameter, type Filter } from '../protocol/filter.js';
import { checkEventMessage } from '../protocol/trust.js';
import type { ActionMessage, ActionPayloads, EventPayloads } from '../protocol/types.js';
import { resolveOptions } from './options.js';
import type { EmbedController, EmbedOptions, EmbedState, WaitForOptions } from './types.js';

type Listener = (...args: never[]) => void;

/** The settings a later `ready` replays, in replay order (filters follow); navigate and refresh are one-shot. */
const REPLAYED: readonly ActionName[] = ['set-color-scheme', 'set-theme', 'set-locale'];

/** The windows of every live controller, so one embed's traffic is not a forgery to another. */
const live = new Map<object, { readonly iframe: HTMLIFrameElement; readonly origin: string }>();

/**
 * Wraps an iframe — created in a container from `url`, or adopted — and returns its
 * controller: typed events, validated actions, a ready handshake, and clean-up.
 *
 * @example
 * ```ts
 * const embed = createEmbed({ url: 'https://tenant.example.com/embed/dashboard/abc?session=…', container: '#report' });
 * embed.on('download', ({ format }) => analytics.track('export', { format }));
 * embed.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] }); // queued until ready
 * await embed.whenReady();
 * ```
 * @throws {@link EmbedError} `INVALID_OPTIONS` saying which option is wrong.
 */
export function createEmbed(options: EmbedOptions): EmbedController {
  const { win, iframe, container, load, origin, readyTimeoutMs, maxQueuedActions, onInvalidMessage, log } = resolveOptions(options);

  let state: EmbedState = 'connecting';
  let readyPayload: EventPayloads['ready'] | undefined;
  let timedOut = false;
  const emitter = createNanoEvents<Record<string, Listener>>();
  const queue: ActionMessage[] = [];
  /** The latest scheme, theme and locale, and filters by view.dimension (in the order last set): sent again after a later `ready`. */
  const settings = new Map<string, unknown>();
  const filters = new Map<string, unknown>();
  const timers = new Set<number>();
  const pending = new Set<(error: EmbedError) => void>();
  let readyWaiters: Array<[(payload: EventPayloads['ready']) => void, (error: EmbedError) => void]> = [];
  const self = {};

  const fail = (code: EmbedErrorCode, message: string) => new EmbedError(code, message);
  const destroyed = (what: string) => fail('DESTROYED', `Cannot ${what}: the embed controller was destroyed`);
  const timeoutError = () => fail('READY_TIMEOUT', `No ready from ${origin} within ${readyTimeoutMs} ms`);
  const startTimer = (ms: number, run: () => void): number => {
    const id = win.setTimeout(() => {
      timers.delete(id);
      run();
    }, ms);
    timers.add(id);
    return id;
  };
  const stopTimer = (id: number | undefined) => {
    if (id === undefined) return;
    win.clearTimeout(id);
    timers.delete(id);
  };

  const post = (message: ActionMessage) => {
    const target = iframe.contentWindow;
    if (!target) {
      log?.(`dropped ${message.type}: the iframe has no window`);
      return;
    }
    // Always the trusted origin: if the frame navigated elsewhere, the browser drops it.
    target.postMessage(message, origin);
    log?.(`sent ${message.type}`, message.payload);
  };

  const report = (reason: Parameters<NonNullable<typeof onInvalidMessage>>[0]['reason'], detail: string, data: unknown) => {
    log?.(`refused ${reason}: ${detail}`, data);
    if (onInvalidMessage) guard(() => onInvalidMessage({ reason, detail, data }));
  };

  const onMessage = (event: MessageEvent) => {
    const result = checkEventMessage(event, { origin, window: iframe.contentWindow });
    if (!result.ok) {
      if (!isReportable(result.reason, event.data)) return;
      // A sibling embed's events are its own controller's business, not a forgery.
      for (const [other, entry] of live) {
        if (other !== self && result.reason.startsWith('untrusted') && entry.origin === event.origin && entry.iframe.contentWindow === event.source) return;
      }
      report(result.reason, result.detail, event.data);
      return;
    }
    const message = result.message;
    const name = message.type.slice(EVENT_PREFIX.length);
    log?.(`received ${message.type}`, message.payload);
    if (message.type === 'platform:event:ready') {
      const first = readyPayload === undefined;
      state = 'ready';
      readyPayload = message.payload;
      stopTimer(readyTimer);
      if (first) {
        // The queue goes out first, in call order, before any handler or whenReady() runs.
        for (const queued of queue.splice(0)) post(queued);
      } else {
        for (const action of REPLAYED) {
          if (settings.has(action)) post(createActionMessage(action, settings.get(action) as never));
        }
        for (const payload of filters.values()) post(createActionMessage('set-filter', payload as never));
      }
      for (const [resolve] of readyWaiters.splice(0)) resolve(message.payload);
    }
    emitter.emit(name, message.payload as never, message as never);
    emitter.emit('*', message as never);
  };

  const eventName = (name: unknown) => subscriptionKey(name, EVENT_NAMES, EVENT_PREFIX, 'event');

  const alive = (what: string) => {
    if (state === 'destroyed') throw destroyed(what);
  };

  const subscribe = (name: unknown, handler: unknown, once: boolean): (() => void) => {
    alive('subscribe');
    const key = eventName(name);
    requireHandler(handler);
    const off = emitter.on(key, (...args: never[]) => {
      if (once) off();
      guard(() => (handler as Listener)(...args));
    });
    return off;
  };

  const send = <N extends ActionName>(name: N, payload: ActionPayloads[N]) => {
    alive(`send ${String(name)}`);
    const message = createActionMessage(name, payload) as ActionMessage;
    const ready = state === 'ready';
    if (!ready && queue.length >= maxQueuedActions) {
      throw fail('QUEUE_FULL', `${message.type}: maxQueuedActions (${maxQueuedActions}) already wait for ready`);
    }
    if (name === 'set-filter') {
      const { view, dimension } = parseFilterParameter((message.payload as ActionPayloads['set-filter']).filterUrlParameter);
      const key = JSON.stringify([view, dimension]);
      filters.delete(key);
      filters.set(key, message.payload);
    } else if (REPLAYED.includes(name)) {
      settings.set(name, message.payload);
    }
    if (ready) post(message);
    else {
      queue.push(message);
      log?.(`queued ${message.type}`);
    }
  };

  const readyTimer =
    readyTimeoutMs > 0
      ? startTimer(readyTimeoutMs, () => {
          timedOut = true;
          log?.(timeoutError().message);
          for (const [, reject] of readyWaiters.splice(0)) reject(timeoutError());
        })
      : undefined;

  win.addEventListener('message', onMessage);
  live.set(self, { iframe, origin });
  if (load !== undefined) iframe.src = load;
  if (container) container.appendChild(iframe);
  log?.(`created for ${origin}`);

  return {
    iframe,
    origin,
    get state() {
      return state;
    },
    get readyPayload() {
      return readyPayload;
    },
    whenReady() {
      if (state === 'destroyed') return Promise.reject(destroyed('wait for ready'));
      if (readyPayload) return Promise.resolve(readyPayload);
      if (timedOut) return Promise.reject(timeoutError());
      return new Promise((resolve, reject) => readyWaiters.push([resolve, reject]));
    },
    on: (name: string, handler: Listener) => subscribe(name, handler, false),
    once: (name: string, handler: Listener) => subscribe(name, handler, true),
    waitFor<N extends EventName>(name: N | `platform:event:${N}`, opts: WaitForOptions<N> = {}) {
      return new Promise<EventPayloads[N]>((resolve, reject) => {
        alive('wait for an event');
        const { timeoutMs, signal, filter } = opts;
        if (timeoutMs !== undefined && (typeof timeoutMs !== 'number' || !(timeoutMs >= 0) || timeoutMs === Infinity)) {
          throw fail('INVALID_OPTIONS', expected('timeoutMs', 'milliseconds ≥ 0', timeoutMs));
        }
        if (filter !== undefined && typeof filter !== 'function') throw fail('INVALID_OPTIONS', expected('filter', 'a function', filter));
        const key = eventName(name);
        const aborted = () => fail('ABORTED', `waitFor ${key}: the signal was aborted`);
        if (signal?.aborted) throw aborted();
        let timer: number | undefined;
        const settle = (error?: EmbedError, payload?: EventPayloads[N]) => {
          off();
          stopTimer(timer);
          signal?.removeEventListener('abort', onAbort);
          pending.delete(settle);
          if (error) reject(error);
          else resolve(payload as EventPayloads[N]);
        };
        const onAbort = () => settle(aborted());
        const off = emitter.on(key, (payload: EventPayloads[N]) => {
          let match: boolean;
          try {
            match = !filter || filter(payload);
          } catch (cause) {
            settle(new EmbedError('INVALID_OPTIONS', `waitFor ${key}: the filter threw`, { cause }));
            return;
          }
          if (match) settle(undefined, payload);
        });
        if (timeoutMs !== undefined) timer = startTimer(timeoutMs, () => settle(fail('TIMEOUT', `waitFor ${key}: no event within ${timeoutMs} ms`)));
        signal?.addEventListener('abort', onAbort);
        pending.add(settle);
      });
    },
    setColorScheme: (scheme) => send('set-color-scheme', { scheme }),
    setTheme: (theme) => send('set-theme', theme),
    setLocale: (locale) => send('set-locale', { locale }),
    setFilter(filter: string | Filter) {
      alive('setFilter');
      const filterUrlParameter = typeof filter === 'string' ? (parseFilterParameter(filter), filter) : buildFilterParameter(filter);
      send('set-filter', { filterUrlParameter });
    },
    navigate: (path) => send('navigate', { path }),
    refresh: () => send('refresh', {}),
    send,
    destroy() {
      if (state === 'destroyed') return;
      state = 'destroyed';
      win.removeEventListener('message', onMessage);
      live.delete(self);
      for (const id of timers) win.clearTimeout(id);
      timers.clear();
      const error = destroyed('wait');
      for (const settle of [...pending]) settle(error);
      for (const [, reject] of readyWaiters.splice(0)) reject(error);
      queue.length = 0;
      emitter.events = {};
      if (container) iframe.remove();
      log?.('destroyed');
    },
  } as EmbedController;
}

