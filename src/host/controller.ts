/**
 * `createEmbed`: the host side of the protocol. One controller per iframe: it trusts only its
 * embed's origin and window, types every event, validates and queues actions, and cleans up
 * after itself.
 *
 * @module
 */

import { createNanoEvents } from 'nanoevents';
import { EmbedError, type EmbedErrorCode } from '../errors.js';
import { check } from '../internal/checks.js';
import { guard, isReportable, requireHandler, subscriptionKey } from '../internal/handlers.js';
import { EVENT_NAMES, EVENT_PREFIX, type ActionName } from '../protocol/constants.js';
import { createActionMessage } from '../protocol/create.js';
import { buildFilterParameter, parseFilterParameter, type Filter } from '../protocol/filter.js';
import { checkEventFrom } from '../protocol/trust.js';
import type { ActionMessage, ActionPayloads, EventPayloads } from '../protocol/types.js';
import { resolveOptions } from './options.js';
import type { EmbedController, EmbedOptions, EmbedState, WaitForOptions } from './types.js';

type Listener = (...args: never[]) => void;

/** Settles a pending wait: rejects with an error, or resolves with a payload. */
type Settle = (error?: EmbedError, payload?: unknown) => void;

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
  /**
   * What a later `ready` sends again, in this order: the latest color scheme, theme and locale
   * (a Map keeps the position of a key whose value changes), then the latest filter per
   * view.dimension in the order they were last set. `navigate` and `refresh` are one-shot.
   */
  const replay = new Map<string, ActionMessage | undefined>([['set-color-scheme', undefined], ['set-theme', undefined], ['set-locale', undefined]]);
  const timers = new Set<number>();
  /** Pending `waitFor`s and `whenReady`s, to reject on `destroy()` (and, for the latter, on timeout). */
  const waits = new Set<Settle>();
  const readyWaits = new Set<Settle>();

  const fail = (code: EmbedErrorCode, message: string) => new EmbedError(code, message);
  const destroyed = () => fail('DESTROYED', 'The embed was destroyed');
  const aborted = (key: string) => fail('ABORTED', `waitFor ${key}: the signal was aborted`);
  const timeoutError = () => fail('READY_TIMEOUT', `No ready from ${origin} within ${readyTimeoutMs} ms`);
  const alive = () => {
    if (state === 'destroyed') throw destroyed();
  };
  const startTimer = (ms: number, run: () => void): number => {
    const id = win.setTimeout(() => {
      timers.delete(id);
      run();
    }, ms);
    timers.add(id);
    return id;
  };
  const stopTimer = (id?: number) => {
    if (id !== undefined) win.clearTimeout(id), timers.delete(id);
  };
  const eventName = (name: unknown) => subscriptionKey(name, EVENT_NAMES, EVENT_PREFIX, 'event');

  const post = (message: ActionMessage) => {
    // Always the trusted origin: if the frame navigated elsewhere, the browser drops it. A
    // detached iframe has no window: there is no one to tell.
    iframe.contentWindow?.postMessage(message, origin);
    log?.(`sent ${message.type}`, message.payload);
  };

  const onMessage = (event: MessageEvent) => {
    const result = checkEventFrom(event, origin, iframe.contentWindow);
    if (!result.ok) {
      const { reason, detail } = result;
      if (!isReportable(reason, event.data)) return;
      log?.(`refused ${reason}: ${detail}`, event.data);
      if (onInvalidMessage) guard(onInvalidMessage, { reason, detail, data: event.data });
      return;
    }
    const message = result.message;
    log?.(`received ${message.type}`, message.payload);
    if (message.type === 'platform:event:ready') {
      const first = !readyPayload;
      state = 'ready';
      readyPayload = message.payload;
      stopTimer(readyTimer);
      // The first ready flushes the queue, in call order, before any handler or whenReady()
      // runs; a later one (the embed reloaded) sends the settings again.
      if (first) for (const queued of queue.splice(0)) post(queued);
      else for (const sent of replay.values()) if (sent) post({ ...sent, timestamp: Date.now() });
    }
    emitter.emit(message.type.slice(EVENT_PREFIX.length), message.payload as never, message as never);
    emitter.emit('*', message as never);
  };

  /**
   * The next `name` event after now whose payload passes `filter`, registered in `group`. The
   * arguments are checked inside the promise's executor, so a bad one rejects the promise
   * (what callers of an async method expect) without an async function's extra work per call.
   */
  const wait = <P>(name: unknown, group: Set<Settle>, opts: WaitForOptions<never> = {}) =>
    new Promise<P>((resolve, reject) => {
      alive();
      const key = eventName(name);
      const { timeoutMs, signal, filter } = opts as { timeoutMs?: number; signal?: AbortSignal; filter?: (payload: P) => boolean };
      check(timeoutMs === undefined || (timeoutMs >= 0 && timeoutMs < Infinity), 'timeoutMs', 'milliseconds ≥ 0', timeoutMs);
      if (filter !== undefined) requireHandler(filter, 'filter');
      if (signal?.aborted) throw aborted(key);
      let timer: number | undefined;
      const settle: Settle = (error, payload) => {
        off();
        stopTimer(timer);
        signal?.removeEventListener('abort', onAbort!);
        group.delete(settle);
        if (error) reject(error);
        else resolve(payload as P);
      };
      // Closures only for what was asked for: this runs per round trip.
      const onAbort = signal && (() => settle(aborted(key)));
      const off = emitter.on(key, (payload: P) => {
        try {
          if (!filter || filter(payload)) settle(undefined, payload);
        } catch (cause) {
          settle(new EmbedError('INVALID_OPTIONS', `waitFor ${key}: the filter threw`, { cause }));
        }
      });
      if (timeoutMs !== undefined) timer = startTimer(timeoutMs, () => settle(fail('TIMEOUT', `waitFor ${key}: no event within ${timeoutMs} ms`)));
      signal?.addEventListener('abort', onAbort!);
      group.add(settle);
    });

  const subscribe = (name: unknown, handler: unknown, once: boolean): (() => void) => {
    alive();
    const key = eventName(name);
    requireHandler(handler);
    // A named event passes (payload, message), '*' only (message).
    const off = emitter.on(key, (first: unknown, message?: unknown) => {
      if (once) off();
      // destroy() may run in an earlier handler of the same event: then no later one runs.
      if (state !== 'destroyed') guard(handler as (first: unknown, message?: unknown) => void, first, message);
    });
    return off;
  };

  const send = <N extends ActionName>(name: N, payload: ActionPayloads[N]) => {
    alive();
    const message = createActionMessage(name, payload) as ActionMessage;
    const ready = state === 'ready';
    if (!ready && queue.length >= maxQueuedActions) {
      throw fail('QUEUE_FULL', `${message.type}: maxQueuedActions (${maxQueuedActions}) already wait for ready`);
    }
    if (name === 'set-filter') {
      // A valid parameter up to its first "=" is "f_<view>.<dimension>": one entry per dimension.
      const parameter = (message.payload as ActionPayloads['set-filter']).filterUrlParameter;
      const key = parameter.slice(0, parameter.indexOf('='));
      replay.delete(key);
      replay.set(key, message);
    } else if (replay.has(name)) {
      replay.set(name, message);
    }
    if (ready) post(message);
    else queue.push(message);
  };

  const readyTimer =
    readyTimeoutMs > 0
      ? startTimer(readyTimeoutMs, () => {
          timedOut = true;
          for (const settle of [...readyWaits]) settle(timeoutError());
        })
      : undefined;

  win.addEventListener('message', onMessage);
  if (load !== undefined) iframe.src = load;
  if (container) container.appendChild(iframe);

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
      return state === 'destroyed'
        ? Promise.reject(destroyed())
        : readyPayload
          ? Promise.resolve(readyPayload)
          : timedOut
            ? Promise.reject(timeoutError())
            : wait<EventPayloads['ready']>('ready', readyWaits);
    },
    on: (name: string, handler: Listener) => subscribe(name, handler, false),
    once: (name: string, handler: Listener) => subscribe(name, handler, true),
    waitFor: (name: unknown, opts?: WaitForOptions<never>) => wait(name, waits, opts),
    setColorScheme: (scheme) => send('set-color-scheme', { scheme }),
    setTheme: (theme) => send('set-theme', theme),
    setLocale: (locale) => send('set-locale', { locale }),
    setFilter(filter: string | Filter) {
      alive();
      send('set-filter', { filterUrlParameter: typeof filter === 'string' ? (parseFilterParameter(filter), filter) : buildFilterParameter(filter) });
    },
    navigate: (path) => send('navigate', { path }),
    refresh: () => send('refresh', {}),
    send,
    destroy() {
      if (state === 'destroyed') return;
      state = 'destroyed';
      win.removeEventListener('message', onMessage);
      for (const id of timers) win.clearTimeout(id);
      timers.clear();
      for (const settle of [...waits, ...readyWaits]) settle(destroyed());
      queue.length = 0;
      emitter.events = {};
      if (container) iframe.remove();
    },
  } as EmbedController;
}
