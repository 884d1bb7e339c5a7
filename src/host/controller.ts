/**
 * `createEmbed`: the host side of the protocol. One controller per iframe: it trusts only its embed's origin and
 * window, types every event, validates and queues actions, replays the host's settings to a reloaded embed of the same
 * tenant, and cleans up after itself.
 *
 * This module holds the controller (`HostController`): its state, its steps (a load begins, is awaited, fails; a
 * message is read; a `ready` replays) and its public methods. Beside it, each with one job: `options.ts` (the options),
 * `frame.ts` (the iframe), `session.ts` (a session provider's URL), `viewport.ts` (a lazy frame nearing the viewport),
 * `replay.ts` (the queue, and what a `ready` gets), `waits.ts` (the ready timeout, `waitFor` and `whenReady`),
 * `refusals.ts` (what a `READY_TIMEOUT` says), `fatal-error.ts` (a fatal `error` before `ready`), `siblings.ts` (the
 * page's other controllers).
 *
 * @module
 */

import { EmbedError } from '../errors.js';
import { callUserCallback } from '../internal/call-user-callback.js';
import { withoutQueryOrUserInfo } from '../internal/checks.js';
import {
  createHandlerLists,
  dispatch,
  listen,
  requireHandler,
  subscribe,
  subscriptionKey,
} from '../internal/handlers.js';
import { type ActionName, EVENT_PREFIX } from '../protocol/constants.js';
import { createActionMessage } from '../protocol/create.js';
import { buildFilterParameter, type Filter, parseFilterParameter } from '../protocol/filter.js';
import { EVENT_NAMES } from '../protocol/generated.js';
import { isReportable } from '../protocol/refusal.js';
import { readMessageFrom } from '../protocol/trust.js';
import type { ActionMessage, ActionPayloads, ColorScheme, EmbedTheme, EventPayloads } from '../protocol/types.js';
import { fatalErrorFailure } from './fatal-error.js';
import { adoptFrame, createFrame } from './frame.js';
import { type ResolvedOptions, reloadTarget, resolveOptions } from './options.js';
import { createRefusalLog } from './refusals.js';
import { checkRoomInQueue, createReplayMemory, remember, replayOnReady } from './replay.js';
import { requestSession } from './session.js';
import { isSiblingMessage, registerFrame } from './siblings.js';
import type { EmbedController, EmbedOptions, EmbedState, WaitForOptions } from './types.js';
import { whenNearViewport } from './viewport.js';
import { createReadyTimer, createWait, type ReadyTimer, rejectAll, type Wait, type Waits } from './waits.js';

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
  return new HostController(resolveOptions(options));
}

/**
 * The controller of one iframe. Its public methods are bound (`onClick={embed.refresh}` works);
 * its steps are private methods named for what they do. Not exported: the public type is
 * {@link EmbedController}, and `createEmbed` its one constructor.
 */
class HostController implements EmbedController {
  readonly iframe: HTMLIFrameElement;
  readonly #options: ResolvedOptions;
  #state: EmbedState = 'connecting';
  #readyPayload: ReadyPayload | undefined;
  /** Why the current load failed (`READY_TIMEOUT`, `SESSION_FAILED`, `EMBED_FAILED`), until the next one starts. */
  #failure: EmbedError | undefined;
  /** The trusted origin: `''` until a session provider's first URL, when no `origin` was given. */
  #origin: string;
  /** The pending session provider call, aborted when its answer is no longer wanted. */
  #session: AbortController | undefined;
  /** Stops waiting for a lazy frame to near the viewport. */
  #stopWatching: (() => void) | undefined;
  /** The reload-of-a-signed-session warning was given. */
  #warned = false;
  /** Set by `reload()`: the next `ready` gets the replay whatever its tenant. */
  #reloaded = false;
  readonly #readyTimer: ReadyTimer;
  readonly #events = createHandlerLists();
  /** Who hears of a change of `state`, `readyPayload` or `error` (see {@link subscribe}). */
  readonly #watchers = new Set<() => void>();
  /** Actions waiting for `ready`, in call order. */
  readonly #queue: ActionMessage[] = [];
  /** What a later `ready` gets again. */
  readonly #memory = createReplayMemory();
  readonly #refusals = createRefusalLog();
  /** Pending `waitFor`s and `whenReady`s, to reject on `destroy()` (and, for the latter, on a failed load). */
  readonly #waits: Waits = new Set();
  readonly #readyWaits: Waits = new Set();
  readonly #wait: Wait;
  readonly #unregister: (removing: boolean) => void;

  constructor(options: ResolvedOptions) {
    const { container, iframe, attributes, load, origin, win } = options;
    this.#options = options;
    this.#readyTimer = createReadyTimer(options.win);
    this.iframe = container ? createFrame(container, attributes) : adoptFrame(iframe!, attributes);
    this.#origin = origin ?? '';
    this.#wait = createWait({ on: (name, listener) => subscribe(this.#events, name, listener) }, win, (name) =>
      this.#eventName(name),
    );
    this.#unregister = registerFrame(this);
    win.addEventListener('message', this.#receive);
    if (load === 'provider') {
      // The frame is placed without a URL; a lazy one asks for it when it nears the viewport
      // (a session's minutes start when it is made).
      if (container) container.appendChild(this.iframe);
      if (this.iframe.getAttribute('loading') === 'lazy')
        this.#stopWatching = whenNearViewport(this.iframe, () => this.#askProvider());
      else this.#askProvider();
    } else {
      // An adopted frame with its own `src` (no `load`) is loading already: only the wait starts.
      this.#open(load);
      if (container) container.appendChild(this.iframe);
    }
  }

  get origin(): string {
    return this.#origin;
  }

  get state(): EmbedState {
    return this.#state;
  }

  get readyPayload(): ReadyPayload | undefined {
    return this.#readyPayload;
  }

  get error(): EmbedError | undefined {
    return this.#failure;
  }

  readonly whenReady = (): Promise<ReadyPayload> => {
    if (this.#state === 'destroyed') return Promise.reject(destroyed());
    if (this.#state === 'ready') return Promise.resolve(this.#readyPayload!);
    return this.#failure ? Promise.reject(this.#failure) : this.#wait<ReadyPayload>('ready', this.#readyWaits);
  };

  readonly on: EmbedController['on'] = (name: string, handler: unknown) => this.#listen(name, handler, false);
  readonly once: EmbedController['once'] = (name: string, handler: unknown) => this.#listen(name, handler, true);

  readonly waitFor: EmbedController['waitFor'] = (name, options) =>
    this.#wait(name, this.#waits, options as WaitForOptions<never> | undefined);

  readonly subscribe = (listener: () => void): (() => void) => {
    requireHandler(listener, 'listener');
    if (this.#state === 'destroyed') return () => {};
    // A wrapper per subscription: the same function subscribed twice is two subscriptions.
    const watcher = () => callUserCallback(listener, undefined);
    this.#watchers.add(watcher);
    return () => {
      this.#watchers.delete(watcher);
    };
  };

  readonly setColorScheme = (scheme: ColorScheme): void => this.send('set-color-scheme', { scheme });
  readonly setTheme = (theme: EmbedTheme): void => this.send('set-theme', theme);
  readonly setLocale = (locale: string): void => this.send('set-locale', { locale });
  readonly setTimezone = (timezone: string): void => this.send('set-timezone', { timezone });

  readonly setFilter = (filter: string | Filter): void => {
    this.#alive();
    this.send('set-filter', {
      filterUrlParameter:
        typeof filter === 'string' ? (parseFilterParameter(filter), filter) : buildFilterParameter(filter),
    });
  };

  readonly navigate = (path: string): void => this.send('navigate', { path });
  readonly refresh = (): void => this.send('refresh');

  readonly send: EmbedController['send'] = <N extends ActionName>(name: N, payload?: ActionPayloads[N]): void => {
    this.#alive();
    const message = createActionMessage(name, payload as ActionPayloads[N]) as ActionMessage;
    const ready = this.#state === 'ready';
    if (!ready) checkRoomInQueue(this.#queue, message, this.#options.maxQueuedActions);
    remember(this.#memory, message, name);
    if (ready) this.#post(message);
    else this.#queue.push(message);
  };

  readonly reload = (url?: string | URL): void => {
    this.#alive();
    const { provider, log } = this.#options;
    // Without a URL, a session provider gives a new session.
    const target = url === undefined && provider ? undefined : reloadTarget(url, this.iframe.src, this.#origin);
    if (target && url === undefined && this.#readyPayload?.mode === 'signed') this.#warnSignedReload();
    if (target) this.#origin ||= target.origin;
    log?.(target ? `reloading ${withoutQueryOrUserInfo(target.href)}` : 'reloading with a new session');
    // `connecting` again, and the next `ready` gets the replay.
    this.#state = 'connecting';
    this.#reloaded = true;
    if (target) this.#open(target.href);
    else this.#askProvider();
    this.#changed();
  };

  readonly destroy = (): void => {
    if (this.#state === 'destroyed') return;
    this.#state = 'destroyed';
    this.#options.win.removeEventListener('message', this.#receive);
    this.#unregister(Boolean(this.#options.container));
    // A pending provider call is aborted, a lazy wait and the ready timer stopped.
    this.#begin();
    // Each pending wait stops its own timer as it settles.
    rejectAll(this.#waits, destroyed);
    rejectAll(this.#readyWaits, destroyed);
    this.#queue.length = 0;
    // Every handler removed at once.
    this.#events.events = {};
    if (this.#options.container) this.iframe.remove();
    this.#changed();
    this.#watchers.clear();
  };

  // ---- Steps ---------------------------------------------------------------------------------

  /** Throws `DESTROYED` once destroyed. */
  #alive(): void {
    if (this.#state === 'destroyed') throw destroyed();
  }

  /**
   * A signed session is redeemed once: reloading its URL will most likely be refused by the
   * service. Said once per controller on the console (the page's developer may not have `debug`
   * on), every time in the debug log.
   */
  #warnSignedReload(): void {
    const line = 'reload() of a signed session: it is redeemed once; give url a session provider, or reload(newUrl)';
    this.#options.log?.(line);
    if (!this.#warned) console.warn(`[platform-embed] ${line}`);
    this.#warned = true;
  }

  /** A subscription name as the catalog knows it, for a live controller (else `DESTROYED`). */
  #eventName(name: unknown): string {
    this.#alive();
    return subscriptionKey(name, EVENT_NAMES, EVENT_PREFIX, 'event');
  }

  /** Subscribes a user handler; `destroy()` may run in an earlier handler of the same event, and then no later one runs. */
  #listen(name: unknown, handler: unknown, once: boolean): () => void {
    const key = this.#eventName(name);
    requireHandler(handler);
    return listen(
      (deliver) => subscribe(this.#events, key, deliver),
      handler,
      once,
      () => this.#state !== 'destroyed',
    );
  }

  /**
   * Tells the subscribers of {@link subscribe} that `state`, `readyPayload` or `error` changed:
   * called once at the end of each step that changes them (`reload`, `#failed`, `#ready`,
   * `destroy`). A provider's answer opening its URL changes none of them (`reload` already said
   * `connecting`, and cleared the failure when it asked).
   */
  #changed(): void {
    for (const watcher of this.#watchers) watcher();
  }

  /** A new load begins: what the last one started (a provider call, a lazy wait, a timer, a failure) is over. */
  #begin(): void {
    this.#session?.abort();
    this.#session = undefined;
    this.#stopWatching?.();
    this.#stopWatching = undefined;
    this.#readyTimer.stop();
    this.#failure = undefined;
    this.#refusals.clear();
  }

  /**
   * Points the iframe at `href` (an adopted frame loading its own `src` has none) and (re)starts
   * the wait for its `ready`: the timeout, and the tally of what gets refused meanwhile.
   */
  #open(href: string | undefined): void {
    this.#begin();
    const { readyTimeoutMs } = this.#options;
    this.#readyTimer.start(readyTimeoutMs, () =>
      this.#failed(this.#refusals.timeoutError(this.#origin, readyTimeoutMs)),
    );
    if (href !== undefined) this.iframe.src = href;
  }

  /**
   * Asks the session provider for a URL, then opens it. The first URL sets the trusted origin
   * when none was given; a call whose answer is no longer wanted (destroyed, asked again) is
   * aborted and its answer dropped.
   */
  #askProvider(): void {
    this.#begin();
    const current = new AbortController();
    this.#session = current;
    const { provider, readyTimeoutMs, win, log } = this.#options;
    requestSession(provider!, { origin: this.#origin, timeoutMs: readyTimeoutMs, win, call: current }).then(
      (href) => {
        if (this.#session !== current) return;
        this.#origin ||= new URL(href).origin;
        log?.(`loading ${withoutQueryOrUserInfo(href)}`);
        this.#open(href);
      },
      (error: EmbedError) => this.#session === current && this.#failed(error),
    );
  }

  /** A load failed: its ready timeout stops, `whenReady()` rejects with `error` until the next load, and `onFailure` hears of it. */
  #failed(error: EmbedError): void {
    const { log, onFailure } = this.#options;
    this.#readyTimer.stop();
    this.#failure = error;
    log?.(error.message);
    rejectAll(this.#readyWaits, () => error);
    if (onFailure) callUserCallback(onFailure, error);
    this.#changed();
  }

  #post(message: ActionMessage): void {
    // Always the trusted origin: if the frame navigated elsewhere, the browser drops it. A
    // detached iframe has no window: there is no one to tell.
    this.iframe.contentWindow?.postMessage(message, this.#origin);
    this.#options.log?.(`sent ${message.type}`, message.payload);
  }

  /**
   * A trusted `ready`: the controller is ready, and posts what the replay gives for it — the
   * queue on the first one; the settings again (same tenant, or `reload()`), then the queued
   * one-shots, on a later one. All of it before any handler or `whenReady()` runs.
   */
  #ready(payload: ReadyPayload): void {
    const previous = this.#readyPayload;
    const wasReloaded = this.#reloaded;
    this.#state = 'ready';
    this.#readyPayload = payload;
    // A late `ready` (after READY_TIMEOUT): the load succeeded after all.
    this.#failure = undefined;
    this.#reloaded = false;
    this.#readyTimer.stop();
    replayOnReady(
      this.#memory,
      this.#queue,
      previous,
      payload,
      wasReloaded,
      (message) => this.#post(message),
      this.#options.log,
    );
    this.#changed();
  }

  /**
   * A fatal `error` while a URL loads (not while a provider is asked or a lazy frame waits:
   * the frame may still show the last load) ends the load at once: no `ready` is coming.
   */
  #fatalBeforeReady(payload: EventPayloads['error']): void {
    if (this.#state !== 'connecting' || this.#failure || this.#session || this.#stopWatching) return;
    const failure = fatalErrorFailure(payload, this.#origin);
    if (failure) this.#failed(failure);
  }

  /** Every message of the window: a trusted event is dispatched, a refusal that concerns this embed reported. */
  readonly #receive = (event: MessageEvent): void => {
    const { log, onInvalidMessage } = this.#options;
    const frameWindow = this.iframe.contentWindow;
    const read = readMessageFrom(event, 'event', this.#origin, frameWindow);
    if (!read.ok) {
      const { reason, detail } = read;
      // Other scripts' traffic, another live embed's events and a removed embed's last ones are none of our business.
      if (!isReportable(reason, event.data) || (reason.startsWith('untrusted') && isSiblingMessage(event, this)))
        return;
      // A READY_TIMEOUT explains only what could have been this embed: a message of its window.
      if (this.#state === 'connecting' && frameWindow && event.source === frameWindow)
        this.#refusals.add(reason, event.origin, detail);
      log?.(`refused ${reason}: ${detail}`, event.data);
      if (onInvalidMessage) callUserCallback(onInvalidMessage, { reason, detail, data: event.data });
      return;
    }
    const { message, name } = read;
    log?.(`received ${message.type}`, message.payload);
    if (name === 'ready') this.#ready(message.payload as ReadyPayload);
    else if (name === 'error') this.#fatalBeforeReady(message.payload as EventPayloads['error']);
    dispatch(this.#events, name, message.payload, message);
  };
}

const destroyed = () => new EmbedError('DESTROYED', 'The embed was destroyed');
