/**
 * `createEmbed`: the host side of the protocol. One controller per iframe: it trusts only its
 * embed's origin and window, types every event, validates and queues actions, replays the
 * host's settings to a reloaded embed of the same tenant, and cleans up after itself.
 *
 * This module holds the controller's state, its message handling, the ready timeout and the
 * public object. Beside it, each with one job: `options.ts` (checking the options), `frame.ts`
 * (the iframe), `replay.ts` (what a `ready` gets: the queue, and the settings again),
 * `waits.ts` (the `waitFor` / `whenReady` promises), `refusals.ts` (what a `READY_TIMEOUT`
 * explains) and `siblings.ts` (the other live controllers of the page).
 *
 * @module
 */

import { createNanoEvents } from 'nanoevents';
import { EmbedError, type EmbedErrorCode } from '../errors.js';
import { absoluteHttpUrl, check, withoutQuery } from '../internal/checks.js';
import { guard } from '../internal/guard.js';
import { type HandlerEmitter, handlersOf, isReportable, listen, requireHandler, subscriptionKey } from '../internal/handlers.js';
import { type ActionName, EVENT_PREFIX } from '../protocol/constants.js';
import { createActionMessage } from '../protocol/create.js';
import { isRefusal } from '../protocol/envelope.js';
import { buildFilterParameter, type Filter, parseFilterParameter } from '../protocol/filter.js';
import { EVENT_NAMES } from '../protocol/generated.js';
import { rulesOfType } from '../protocol/payload.js';
import { readMessageFrom } from '../protocol/trust.js';
import type { ActionMessage, ActionPayloads, EventPayloads } from '../protocol/types.js';
import { adoptFrame, createFrame } from './frame.js';
import { resolveOptions } from './options.js';
import { createRefusalLog } from './refusals.js';
import { createReplayMemory, remember, replayOnReady } from './replay.js';
import { isSiblingMessage, registerFrame } from './siblings.js';
import type { EmbedController, EmbedOptions, EmbedState, WaitForOptions } from './types.js';
import { createWait, rejectAll, type Waits } from './waits.js';

type Listener = (...args: never[]) => void;

type ReadyPayload = EventPayloads['ready'];

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
  const { win, iframe: adopted, container, attributes, load, origin, readyTimeoutMs, maxQueuedActions, onInvalidMessage, log } = resolveOptions(options);
  const iframe = container ? createFrame(container, attributes) : adoptFrame(adopted!, attributes);

  let state: EmbedState = 'connecting';
  let readyPayload: ReadyPayload | undefined;
  /** The READY_TIMEOUT message once the current wait for `ready` has timed out. */
  let timedOut: string | undefined;
  /** Set by `reload()`: the next `ready` gets the replay whatever its tenant. */
  let reloaded = false;
  let readyTimer: number | undefined;
  const emitter: HandlerEmitter = createNanoEvents();
  /** Actions waiting for `ready`, in call order. */
  const queue: ActionMessage[] = [];
  /** What a later `ready` gets again. */
  const memory = createReplayMemory();
  const refusals = createRefusalLog();
  const self = { origin, iframe };
  const unregister = registerFrame(self);

  const fail = (code: EmbedErrorCode, message: string) => new EmbedError(code, message);
  const destroyed = () => fail('DESTROYED', 'The embed was destroyed');
  const alive = () => {
    if (state === 'destroyed') throw destroyed();
  };
  /** A subscription name as the catalog knows it, for a live controller (else `DESTROYED`). */
  const eventName = (name: unknown) => {
    alive();
    return subscriptionKey(name, EVENT_NAMES, EVENT_PREFIX, 'event');
  };
  const wait = createWait(emitter, win, eventName);
  /** Pending `waitFor`s and `whenReady`s, to reject on `destroy()` (and, for the latter, on timeout). */
  const waits: Waits = new Set();
  const readyWaits: Waits = new Set();
  /** The ready timeout is the only timer a controller owns; each pending wait owns its own. */
  const stopReadyTimer = () => {
    if (readyTimer !== undefined) win.clearTimeout(readyTimer);
  };
  /** (Re)starts the wait for `ready`: its timeout, and the tally of what gets refused meanwhile. */
  const awaitReady = () => {
    stopReadyTimer();
    timedOut = undefined;
    refusals.clear();
    readyTimer =
      readyTimeoutMs > 0
        ? win.setTimeout(() => {
            const message = `No ready from ${origin} within ${readyTimeoutMs} ms${refusals.explain(origin)}`;
            timedOut = message;
            rejectAll(readyWaits, () => fail('READY_TIMEOUT', message));
          }, readyTimeoutMs)
        : undefined;
  };

  const post = (message: ActionMessage) => {
    // Always the trusted origin: if the frame navigated elsewhere, the browser drops it. A
    // detached iframe has no window: there is no one to tell.
    iframe.contentWindow?.postMessage(message, origin);
    log?.(`sent ${message.type}`, message.payload);
  };

  /**
   * A trusted `ready`: the controller is ready, and posts what the replay gives for it — the
   * queue on the first one; the settings again (same tenant, or `reload()`), then the queued
   * one-shots, on a later one. All of it before any handler or `whenReady()` runs.
   */
  const onReady = (payload: ReadyPayload) => {
    const previous = readyPayload;
    const wasReloaded = reloaded;
    state = 'ready';
    readyPayload = payload;
    reloaded = false;
    stopReadyTimer();
    replayOnReady(memory, queue, previous, payload, wasReloaded, post, log);
  };

  const onMessage = (event: MessageEvent) => {
    const message = readMessageFrom(event, 'event', origin, iframe.contentWindow);
    if (isRefusal(message)) {
      const { reason, detail } = message;
      // Other scripts' traffic, another live embed's events and a removed embed's last ones are none of our business.
      if (!isReportable(reason, event.data) || (reason.startsWith('untrusted') && isSiblingMessage(event, self))) return;
      if (state === 'connecting') refusals.add(reason, event.origin, detail);
      log?.(`refused ${reason}: ${detail}`, event.data);
      if (onInvalidMessage) guard(onInvalidMessage, { reason, detail, data: event.data });
      return;
    }
    log?.(`received ${message.type}`, message.payload);
    if (message.type === 'platform:event:ready') onReady(message.payload);
    // The short name is the one string of the type's rules: none is cut out of the type. The
    // handlers are called from here, not through emit() (see handlersOf), by index: a
    // for…of makes an iterator and a result per step until the code is optimised.
    const named = handlersOf(emitter, rulesOfType('event', message.type)!.name);
    for (let index = 0, count = named.length; index < count; index++) named[index]!(message.payload, message);
    const every = handlersOf(emitter, '*');
    for (let index = 0, count = every.length; index < count; index++) every[index]!(message);
  };

  const subscribe = (name: unknown, handler: unknown, once: boolean): (() => void) => {
    const key = eventName(name);
    requireHandler(handler);
    // destroy() may run in an earlier handler of the same event: then no later one runs.
    return listen(
      (deliver) => emitter.on(key, deliver),
      handler,
      once,
      () => state !== 'destroyed',
    );
  };

  const send = <N extends ActionName>(name: N, payload: ActionPayloads[N]) => {
    alive();
    const message = createActionMessage(name, payload) as ActionMessage;
    const ready = state === 'ready';
    if (!ready && queue.length >= maxQueuedActions) {
      throw fail('QUEUE_FULL', `${message.type}: maxQueuedActions (${maxQueuedActions}) already wait for ready`);
    }
    remember(memory, message, name);
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
      // A new URL must be of the trusted origin. The current one was accepted with the options
      // (its origin may differ from `origin`: an embed served from one domain, its messages
      // from another); it only needs to be there.
      if (url === undefined) check(nextOrigin !== undefined, 'url', 'a URL to reload: the iframe has none', withoutQuery(next));
      else check(nextOrigin === origin, 'url', `a URL of the trusted origin ${origin}`, withoutQuery(next));
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
      unregister(Boolean(container));
      stopReadyTimer();
      // Each pending wait stops its own timer as it settles.
      rejectAll(waits, destroyed);
      rejectAll(readyWaits, destroyed);
      queue.length = 0;
      emitter.events = {};
      if (container) iframe.remove();
    },
  } as EmbedController;
}
