/**
 * `createEmbed`: the host side of the protocol. One controller per iframe: it trusts only its
 * embed's origin and window, types every event, validates and queues actions, replays the
 * host's settings to a reloaded embed of the same tenant, and cleans up after itself.
 *
 * @module
 */

import { createNanoEvents } from 'nanoevents';
import { EmbedError, type EmbedErrorCode } from '../errors.js';
import { absoluteHttpUrl, check, isAbortSignal, milliseconds, ownOptions, withoutQuery } from '../internal/checks.js';
import { guard, isReportable, listen, requireHandler, subscriptionKey } from '../internal/handlers.js';
import { ACTION_PREFIX, EVENT_NAMES, EVENT_PREFIX, type ActionName } from '../protocol/constants.js';
import { createActionMessage } from '../protocol/create.js';
import { buildFilterParameter, parseFilterParameter, type Filter } from '../protocol/filter.js';
import { checkEventFrom } from '../protocol/trust.js';
import type { ActionMessage, ActionPayloads, EventPayloads } from '../protocol/types.js';
import { resolveOptions } from './options.js';
import { createRefusalLog } from './refusals.js';
import { isSiblingMessage, registerFrame } from './siblings.js';
import type { EmbedController, EmbedOptions, EmbedState, WaitForOptions } from './types.js';

type Listener = (...args: never[]) => void;

/** Settles a pending wait: rejects with an error, or resolves with a payload. */
type Settle = (error?: EmbedError, payload?: unknown) => void;

type ReadyPayload = EventPayloads['ready'];

/** The settings a reloaded embed gets again, latest value each, in this order (filters follow). */
const SETTINGS = ['set-color-scheme', 'set-theme', 'set-locale'] as const;

/**
 * Where an action is kept for replay: its name for a setting, `f_<view>.<dimension>` for a
 * filter (one entry per dimension); undefined for the one-shot `navigate` and `refresh`.
 */
function replayKey(message: ActionMessage): string | undefined {
  if (message.type === 'platform:action:set-filter') {
    // A valid parameter up to its first "=" is "f_<view>.<dimension>".
    const parameter = message.payload.filterUrlParameter;
    return parameter.slice(0, parameter.indexOf('='));
  }
  const name = message.type.slice(ACTION_PREFIX.length);
  return (SETTINGS as readonly string[]).includes(name) ? name : undefined;
}

/** Whether two `ready` payloads come from one tenant and deployment: only then is replay safe. */
const sameTenant = (a: ReadyPayload, b: ReadyPayload) => a.embedTenant === b.embedTenant && a.deploymentId === b.deploymentId;

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
  let readyPayload: ReadyPayload | undefined;
  /** The READY_TIMEOUT message once the current wait for `ready` has timed out. */
  let timedOut: string | undefined;
  /** Set by `reload()`: the next `ready` gets the replay whatever its tenant. */
  let reloaded = false;
  let readyTimer: number | undefined;
  const emitter = createNanoEvents<Record<string, Listener>>();
  const queue: ActionMessage[] = [];
  /**
   * What a later `ready` sends again, in this order: the latest color scheme, theme and locale
   * (a Map keeps the position of a key whose value changes), then the latest filter per
   * view.dimension in the order they were last set.
   */
  const replay = new Map<string, ActionMessage | undefined>(SETTINGS.map((name) => [name, undefined]));
  const timers = new Set<number>();
  /** Pending `waitFor`s and `whenReady`s, to reject on `destroy()` (and, for the latter, on timeout). */
  const waits = new Set<Settle>();
  const readyWaits = new Set<Settle>();
  const refusals = createRefusalLog();
  const self = { origin, iframe };
  const unregister = registerFrame(self);

  const fail = (code: EmbedErrorCode, message: string) => new EmbedError(code, message);
  const destroyed = () => fail('DESTROYED', 'The embed was destroyed');
  const aborted = (key: string) => fail('ABORTED', `waitFor ${key}: the signal was aborted`);
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
  /** (Re)starts the wait for `ready`: its timeout, and the tally of what gets refused meanwhile. */
  const awaitReady = () => {
    stopTimer(readyTimer);
    timedOut = undefined;
    refusals.clear();
    readyTimer =
      readyTimeoutMs > 0
        ? startTimer(readyTimeoutMs, () => {
            timedOut = `No ready from ${origin} within ${readyTimeoutMs} ms${refusals.explain(origin)}`;
            for (const settle of [...readyWaits]) settle(fail('READY_TIMEOUT', timedOut));
          })
        : undefined;
  };
  const eventName = (name: unknown) => subscriptionKey(name, EVENT_NAMES, EVENT_PREFIX, 'event');

  const post = (message: ActionMessage) => {
    // Always the trusted origin: if the frame navigated elsewhere, the browser drops it. A
    // detached iframe has no window: there is no one to tell.
    iframe.contentWindow?.postMessage(message, origin);
    log?.(`sent ${message.type}`, message.payload);
  };

  /**
   * A trusted `ready`. The first one flushes the queue in call order; a later one (the embed
   * reloaded, or `reload()`) sends the settings again — unless the embed now belongs to another
   * tenant without the host having asked for a reload: the host's filters may be its tenant's
   * data — then the one-shot actions queued since `reload()`, in call order. All of it before
   * any handler or `whenReady()` runs.
   */
  const onReady = (payload: ReadyPayload) => {
    const previous = readyPayload;
    const replayed = reloaded || (previous !== undefined && sameTenant(previous, payload));
    state = 'ready';
    readyPayload = payload;
    reloaded = false;
    stopTimer(readyTimer);
    if (!previous) {
      for (const queued of queue.splice(0)) post(queued);
      return;
    }
    if (replayed) {
      for (const sent of replay.values()) if (sent) post({ ...sent, timestamp: Date.now() });
    } else {
      log?.(`replayed nothing: the embed changed tenant (${previous.embedTenant}/${previous.deploymentId} → ${payload.embedTenant}/${payload.deploymentId}) without reload()`);
    }
    for (const queued of queue.splice(0)) if (replayKey(queued) === undefined) post(queued);
  };

  const onMessage = (event: MessageEvent) => {
    const result = checkEventFrom(event, origin, iframe.contentWindow);
    if (!result.ok) {
      const { reason, detail } = result;
      // Other scripts' traffic, and another live embed's events, are none of our business.
      if (!isReportable(reason, event.data) || (reason.startsWith('untrusted') && isSiblingMessage(event, self))) return;
      if (state === 'connecting') refusals.add(reason, event.origin, detail);
      log?.(`refused ${reason}: ${detail}`, event.data);
      if (onInvalidMessage) guard(onInvalidMessage, { reason, detail, data: event.data });
      return;
    }
    const message = result.message;
    log?.(`received ${message.type}`, message.payload);
    if (message.type === 'platform:event:ready') onReady(message.payload);
    emitter.emit(message.type.slice(EVENT_PREFIX.length), message.payload as never, message as never);
    emitter.emit('*', message as never);
  };

  /**
   * The next `name` event after now whose payload passes `filter`, registered in `group`. The
   * arguments are checked inside the promise's executor, so a bad one rejects the promise
   * (what callers of an async method expect) without an async function's extra work per call.
   */
  const wait = <P>(name: unknown, group: Set<Settle>, opts?: WaitForOptions<never>) =>
    new Promise<P>((resolve, reject) => {
      alive();
      const key = eventName(name);
      const { timeoutMs, signal, filter } = opts === undefined ? {} : (ownOptions(opts) as { timeoutMs?: unknown; signal?: unknown; filter?: (payload: P) => boolean });
      milliseconds(timeoutMs, 'timeoutMs');
      check(signal === undefined || isAbortSignal(signal), 'signal', 'an AbortSignal', signal);
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
      if (timeoutMs !== undefined) timer = startTimer(timeoutMs as number, () => settle(fail('TIMEOUT', `waitFor ${key}: no event within ${timeoutMs} ms`)));
      signal?.addEventListener('abort', onAbort!);
      group.add(settle);
    });

  const subscribe = (name: unknown, handler: unknown, once: boolean): (() => void) => {
    alive();
    const key = eventName(name);
    requireHandler(handler);
    // destroy() may run in an earlier handler of the same event: then no later one runs.
    return listen((deliver) => emitter.on(key, deliver as Listener), handler, once, () => state !== 'destroyed');
  };

  const send = <N extends ActionName>(name: N, payload: ActionPayloads[N]) => {
    alive();
    const message = createActionMessage(name, payload) as ActionMessage;
    const ready = state === 'ready';
    if (!ready && queue.length >= maxQueuedActions) {
      throw fail('QUEUE_FULL', `${message.type}: maxQueuedActions (${maxQueuedActions}) already wait for ready`);
    }
    const key = replayKey(message);
    if (key !== undefined) {
      // A filter moves to the end (filters replay in the order last set); a setting keeps its place.
      if (name === 'set-filter') replay.delete(key);
      replay.set(key, message);
    }
    if (ready) post(message);
    else queue.push(message);
  };

  awaitReady();
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
        : state === 'ready'
          ? Promise.resolve(readyPayload!)
          : timedOut
            ? Promise.reject(fail('READY_TIMEOUT', timedOut))
            : wait<ReadyPayload>('ready', readyWaits);
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
    reload(url?: string | URL) {
      alive();
      const next = url === undefined ? iframe.src : absoluteHttpUrl(url, 'url');
      let nextOrigin: string | undefined;
      try {
        nextOrigin = new URL(next).origin;
      } catch {
        // no URL to reload: refused below
      }
      check(nextOrigin === origin, 'url', `a URL of the trusted origin ${origin}`, withoutQuery(next));
      log?.(`reloading ${withoutQuery(next)}`);
      state = 'connecting';
      reloaded = true;
      awaitReady();
      iframe.src = next;
    },
    destroy() {
      if (state === 'destroyed') return;
      state = 'destroyed';
      win.removeEventListener('message', onMessage);
      unregister();
      for (const id of timers) win.clearTimeout(id);
      timers.clear();
      for (const settle of [...waits, ...readyWaits]) settle(destroyed());
      queue.length = 0;
      emitter.events = {};
      if (container) iframe.remove();
    },
  } as EmbedController;
}
