/**
 * The one fake window of the package: what the host controller and the embed bridge need of a
 * browser window, with nothing hidden. It records what is posted to it, counts its `message`
 * listeners and its timers (so a test can prove clean-up), and delivers messages the way a
 * browser does: an event with `data`, `origin` and `source`, to every listener in order.
 *
 * It serves both sides: as a host page's window (pass it as `createEmbed`'s `window`), and as
 * an embed's window (pass it as `createEmbedBridge`'s `window`, its `parent` being the host).
 *
 * @module
 */

import type { EmbedHostWindow } from '../host/types.js';

/** A `message` listener, as `addEventListener('message', …)` receives it. */
export type MessageListener = (event: MessageEvent) => void;

/** Who a delivered message comes from, as the browser reports it on the event. */
export interface MessageSender {
  /** The sender's origin, e.g. `https://tenant.example.com` (`MessageEvent.origin`). */
  origin: string;
  /**
   * The sender's window (`MessageEvent.source`): a {@link FakeWindow}, any other object
   * standing for a window, or `null` (a sender whose window is gone).
   */
  source: object | null;
}

/** One call of {@link FakeWindow.postMessage}, recorded as it was made. */
export interface PostedMessage {
  /** The message as given: not copied, so a test sees exactly what the caller passed. */
  readonly message: unknown;
  /** The `targetOrigin` argument. */
  readonly targetOrigin: string;
}

/** Options of {@link FakeWindow}. */
export interface FakeWindowOptions {
  /**
   * The window's `parent`. Default: the window itself, as for a top-level browser window. An
   * embed's fake window takes the host's fake window here.
   */
  parent?: {
    /** Receives what the embed side posts to its host. */
    postMessage(message: unknown, targetOrigin: string): void;
  };
  /** The window's `document`, when a test has one (createEmbed resolves `container` selectors with it). */
  document?: Document;
  /**
   * Called after each `postMessage` call is recorded: this is where a test decides what the
   * window's page does with a message (a browser would deliver it to that page).
   */
  onPostMessage?: (message: unknown, targetOrigin: string) => void;
}

/**
 * A window without a browser. Timers delegate to `globalThis.setTimeout` at call time, so
 * fake timers installed by a test runner drive them; their ids are this window's own numbers.
 *
 * @example
 * ```ts
 * const host = new FakeWindow();
 * const embedWindow = new FakeWindow({ parent: host });
 * const bridge = createEmbedBridge({ surface: 'dashboard', hostOrigin: 'https://app.example', window: embedWindow as unknown as Window });
 * bridge.emit('navigate', { path: '/a' });
 * host.posted; // [{ message: { type: 'platform:event:navigate', … }, targetOrigin: 'https://app.example' }]
 * ```
 */
export class FakeWindow implements EmbedHostWindow {
  /** The window's parent: itself unless given. */
  readonly parent: {
    /** Receives what the embed side posts to its host. */
    postMessage(message: unknown, targetOrigin: string): void;
  };
  /** The window's document, if the test gave one. */
  readonly document?: Document;
  /** Every `postMessage` call made on this window, oldest first. */
  readonly posted: readonly PostedMessage[] = [];

  readonly #registered = new Set<MessageListener>();
  /** This window's timer ids → the handles `globalThis.setTimeout` returned. */
  readonly #handles = new Map<number, ReturnType<typeof setTimeout>>();
  #nextTimer = 1;
  readonly #onPostMessage: ((message: unknown, targetOrigin: string) => void) | undefined;

  constructor(options: FakeWindowOptions = {}) {
    this.parent = options.parent ?? this;
    if (options.document !== undefined) this.document = options.document;
    this.#onPostMessage = options.onPostMessage;
  }

  /** How many `message` listeners are registered now. */
  get listenerCount(): number {
    return this.#registered.size;
  }

  /** How many timers are pending now (set, neither fired nor cleared). */
  get timerCount(): number {
    return this.#handles.size;
  }

  /** The `message` listeners registered now, in registration order (a copy). */
  get listeners(): readonly MessageListener[] {
    return [...this.#registered];
  }

  /**
   * Registers a `message` listener; registering the same one twice keeps one, as with
   * `EventTarget`. Other event types are not delivered by this fake, so they are not kept.
   */
  addEventListener(type: string, listener: MessageListener): void {
    if (type === 'message') this.#registered.add(listener);
  }

  /** Removes a `message` listener; removing one that is not registered does nothing. */
  removeEventListener(type: string, listener: MessageListener): void {
    if (type === 'message') this.#registered.delete(listener);
  }

  /** Runs `callback` after `ms` milliseconds on the global clock; counted until it runs or is cleared. */
  setTimeout(callback: () => void, ms: number): number {
    const id = this.#nextTimer++;
    this.#handles.set(
      id,
      globalThis.setTimeout(() => {
        this.#handles.delete(id);
        callback();
      }, ms),
    );
    return id;
  }

  /** Cancels a timer of this window; an unknown or spent id does nothing. */
  clearTimeout(id: number): void {
    const handle = this.#handles.get(id);
    if (handle === undefined) return;
    this.#handles.delete(id);
    globalThis.clearTimeout(handle);
  }

  /**
   * Records the call in {@link posted}, then hands it to the `onPostMessage` option. Nothing is
   * delivered by itself: who receives it, and from whom, is the test's to say.
   */
  postMessage(message: unknown, targetOrigin: string): void {
    (this.posted as PostedMessage[]).push({ message, targetOrigin });
    this.#onPostMessage?.(message, targetOrigin);
  }

  /**
   * Delivers a message now, as the browser would deliver a posted one: a `message` event with
   * `data`, the sender's `origin` and `source`, and `isTrusted: true` (the browser's own
   * events carry it; the SDK refuses events a script built, whose flag is false), dispatched
   * as {@link dispatch} does. Unlike a browser, an error thrown by a listener is not
   * swallowed: it propagates, so a test sees it.
   */
  deliver(data: unknown, from: MessageSender): void {
    const event = {
      type: 'message',
      data,
      origin: from.origin,
      source: from.source,
      isTrusted: true,
      lastEventId: '',
      ports: [],
    };
    this.dispatch(Object.freeze(event) as unknown as MessageEvent);
  }

  /**
   * Calls every `message` listener with `event` exactly as given: for events no browser would
   * deliver, such as a `MessageEvent` built by a script (`isTrusted: false`). As with
   * `EventTarget`, a listener added during the dispatch is not called for this event, and one
   * removed during it is not called any more.
   */
  dispatch(event: MessageEvent): void {
    for (const listener of [...this.#registered]) if (this.#registered.has(listener)) listener(event);
  }
}
