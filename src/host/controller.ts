/**
 * `createEmbed`: the host side of the protocol. One controller per iframe: it trusts only its
 * embed's origin and window, types every event, validates and queues actions, replays the
 * host's settings to a reloaded embed of the same tenant, and cleans up after itself.
 *
 * This module holds the controller's state, its message handling, the ready timeout and the
 * public object. Beside it, each with one job: `options.ts` (checking the options), `frame.ts`
 * (the iframe), `session.ts` (asking a session provider for a URL), `viewport.ts` (when a lazy
 * frame nears the viewport), `replay.ts` (what a `ready` gets: the queue, and the settings again),
 * `waits.ts` (the `waitFor` / `whenReady` promises), `refusals.ts` (what a `READY_TIMEOUT`
 * explains) and `siblings.ts` (the other live controllers of the page).
 *
 * @module
 */

import { createNanoEvents } from 'nanoevents';
import { EmbedError, type EmbedErrorCode } from '../errors.js';
import { absoluteHttpUrl, check, withoutQuery } from '../internal/checks.js';
import { guard } from '../internal/guard.js';
import { type HandlerEmitter, handlersOf, listen, requireHandler, subscriptionKey } from '../internal/handlers.js';
import { type ActionName, EVENT_PREFIX } from '../protocol/constants.js';
import { createActionMessage } from '../protocol/create.js';
import { isRefusal } from '../protocol/envelope.js';
import { buildFilterParameter, type Filter, parseFilterParameter } from '../protocol/filter.js';
import { EVENT_NAMES } from '../protocol/generated.js';
import { rulesOfType } from '../protocol/payload.js';
import { isReportable } from '../protocol/refusal.js';
import { readMessageFrom } from '../protocol/trust.js';
import type { ActionMessage, ActionPayloads, EventPayloads } from '../protocol/types.js';
import { adoptFrame, createFrame } from './frame.js';
import { resolveOptions } from './options.js';
import { createRefusalLog } from './refusals.js';
import { createReplayMemory, remember, replayOnReady } from './replay.js';
import { requestSession } from './session.js';
import { isSiblingMessage, registerFrame, type TrustedFrame } from './siblings.js';
import type { EmbedController, EmbedOptions, EmbedState, WaitForOptions } from './types.js';
import { whenNearViewport } from './viewport.js';
import { createWait, rejectAll, type Waits } from './waits.js';

type Listener = (...args: never[]) => void;

type ReadyPayload = EventPayloads['ready'];

/**
 * Wraps an iframe — created in a container from `url`, or adopted — and returns its
 * controller: typed events, validated actions, a ready handshake, and clean-up. `url` may be a
 * session provider (signed embedding): a function asked for a fresh URL for every load.
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
  const { win, iframe: adopted, container, attributes, load, provider, origin, readyTimeoutMs, maxQueuedActions, onInvalidMessage, onFailure, log } = resolveOptions(options);
  const iframe = container ? createFrame(container, attributes) : adoptFrame(adopted!, attributes);

  let state: EmbedState = 'connecting';
  let readyPayload: ReadyPayload | undefined;
  /** Why the current load failed (`READY_TIMEOUT`, `SESSION_FAILED`), until the next one starts. */
  let failure: EmbedError | undefined;
  /** The pending session provider call, aborted when its answer is no longer wanted. */
  let session: AbortController | undefined;
  /** Stops waiting for a lazy frame to near the viewport. */
  let stopWatching: (() => void) | undefined;
  /** The reload-of-a-signed-session warning was given. */
  let warned = false;
  /** Set by `reload()`: the next `ready` gets the replay whatever its tenant. */
  let reloaded = false;
  let readyTimer: number | undefined;
  const emitter: HandlerEmitter = createNanoEvents();
  /** Actions waiting for `ready`, in call order. */
  const queue: ActionMessage[] = [];
  /** What a later `ready` gets again. */
  const memory = createReplayMemory();
  const refusals = createRefusalLog();
  /** What this controller trusts. Its origin is `''` until a session provider's first URL, when no `origin` was given. */
  const self: { origin: string } & TrustedFrame = { origin: origin ?? '', iframe };
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
  /** A load failed: `whenReady()` rejects with `error` until the next load, and `onFailure` hears of it. */
  const failed = (error: EmbedError) => {
    failure = error;
    log?.(error.message);
    rejectAll(readyWaits, () => error);
    if (onFailure) guard(onFailure, error);
  };
  /** A new load begins: what the last one started (a provider call, a lazy wait, a timer, a failure) is over. */
  const begin = () => {
    session?.abort();
    session = undefined;
    stopWatching?.();
    stopWatching = undefined;
    stopReadyTimer();
    failure = undefined;
    refusals.clear();
  };
  /** (Re)starts the wait for `ready`: its timeout, and the tally of what gets refused meanwhile. */
  const awaitReady = () => {
    begin();
    readyTimer =
      readyTimeoutMs > 0
        ? win.setTimeout(() => failed(fail('READY_TIMEOUT', `No ready from ${self.origin} within ${readyTimeoutMs} ms${refusals.explain(self.origin)}`)), readyTimeoutMs)
        : undefined;
  };
  /** Points the iframe at `href` and waits for its `ready`. */
  const open = (href: string) => {
    awaitReady();
    iframe.src = href;
  };
  /**
   * Asks the session provider for a URL, then opens it. The first URL sets the trusted origin
   * when none was given; a call whose answer is no longer wanted (destroyed, asked again) is
   * aborted and its answer dropped.
   */
  const askProvider = () => {
    begin();
    const current = new AbortController();
    session = current;
    requestSession(provider!, { origin: self.origin, timeoutMs: readyTimeoutMs, win, call: current }).then(
      (href) => {
        if (session !== current) return;
        self.origin ||= new URL(href).origin;
        log?.(`loading ${withoutQuery(href)}`);
        open(href);
      },
      (error: EmbedError) => session === current && failed(error),
    );
  };

  const post = (message: ActionMessage) => {
    // Always the trusted origin: if the frame navigated elsewhere, the browser drops it. A
    // detached iframe has no window: there is no one to tell.
    iframe.contentWindow?.postMessage(message, self.origin);
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
    const frameWindow = iframe.contentWindow;
    const message = readMessageFrom(event, 'event', self.origin, frameWindow);
    if (isRefusal(message)) {
      const { reason, detail } = message;
      // Other scripts' traffic, another live embed's events and a removed embed's last ones are none of our business.
      if (!isReportable(reason, event.data) || (reason.startsWith('untrusted') && isSiblingMessage(event, self))) return;
      // A READY_TIMEOUT explains only what could have been this embed: a message of its window.
      if (state === 'connecting' && frameWindow && event.source === frameWindow) refusals.add(reason, event.origin, detail);
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

  /**
   * A signed session is redeemed once: reloading its URL will most likely be refused by the
   * service. Said once per controller, in the debug log and on the console (the page's
   * developer may not have `debug` on).
   */
  const warnSignedReload = () => {
    const line = 'reload() of a signed session: it is redeemed once; give url a session provider, or reload(newUrl)';
    log?.(line);
    if (warned) return;
    warned = true;
    console.warn(`[platform-embed] ${line}`);
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

  win.addEventListener('message', onMessage);
  if (load === 'provider') {
    // The frame is placed without a URL; a lazy one asks for it when it nears the viewport
    // (a session's minutes start when it is made).
    if (container) container.appendChild(iframe);
    if (iframe.getAttribute('loading') === 'lazy') stopWatching = whenNearViewport(iframe, askProvider);
    else askProvider();
  } else {
    // An adopted frame with its own `src` (no `load`) is loading already: only the wait starts.
    if (load === undefined) awaitReady();
    else open(load);
    if (container) container.appendChild(iframe);
  }

  return {
    iframe,
    get origin() {
      return self.origin;
    },
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
          : failure
            ? Promise.reject(failure)
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
      if (url === undefined && provider) {
        log?.('reloading with a new session');
        state = 'connecting';
        reloaded = true;
        askProvider();
        return;
      }
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
      // Before a session provider's first URL there is no trusted origin yet: this URL sets it.
      else check(nextOrigin === (self.origin || nextOrigin), 'url', `a URL of the trusted origin ${self.origin}`, withoutQuery(next));
      if (url === undefined && readyPayload?.mode === 'signed') warnSignedReload();
      self.origin ||= nextOrigin!;
      log?.(`reloading ${withoutQuery(next)}`);
      state = 'connecting';
      reloaded = true;
      open(next);
    },
    destroy() {
      if (state === 'destroyed') return;
      state = 'destroyed';
      win.removeEventListener('message', onMessage);
      unregister(Boolean(container));
      // A pending provider call is aborted, a lazy wait and the ready timer stopped.
      begin();
      // Each pending wait stops its own timer as it settles.
      rejectAll(waits, destroyed);
      rejectAll(readyWaits, destroyed);
      queue.length = 0;
      emitter.events = {};
      if (container) iframe.remove();
    },
  } as EmbedController;
}
