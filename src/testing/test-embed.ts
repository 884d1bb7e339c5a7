/**
 * `createTestEmbed`: the real host controller wired to a fake embed, with no browser. The
 * controller is `createEmbed` itself, listening on a {@link FakeWindow}; the fake embed answers
 * like a real one would — its messages arrive on a later task, carry its origin and window,
 * and what the controller posts reaches it only at the exact origin, as in a browser.
 *
 * @module
 */

import { EmbedError } from '../errors.js';
import { createEmbed } from '../host/controller.js';
import type { EmbedController, EmbedOptions } from '../host/types.js';
import { check, httpOrigin, ownOptions, refuseOption } from '../internal/checks.js';
import { isRecord } from '../internal/is-record.js';
import { ACTION_PREFIX, type ActionName, type EventName, SURFACES, type Surface } from '../protocol/constants.js';
import { createEventMessage } from '../protocol/create.js';
import { parseActionMessage } from '../protocol/envelope.js';
import { ACTION_NAMES } from '../protocol/generated.js';
import type { ActionMessage, EventPayloads } from '../protocol/types.js';
import { FakeIframe, setContentWindow } from './fake-iframe.js';
import { FakeWindow } from './fake-window.js';

/** The origin of the fake embed unless `origin` or `url` says otherwise. */
export const TEST_EMBED_ORIGIN = 'https://tenant.example.com';

/**
 * Options of {@link createTestEmbed}: those of `createEmbed`, all optional, and the embed's
 * `surface`. `window` is refused: the controller always listens on the fake host window
 * (returned as `host`), or no fake message could reach it. Without `container`, the frame is
 * an adopted one, so the options createEmbed applies only to a frame it creates (`allow`,
 * `loading`, `referrerPolicy`) have no effect.
 */
export type TestEmbedOptions = Partial<EmbedOptions> & {
  /** The embed's trusted origin. Default: the origin of `url`, else `https://tenant.example.com`. */
  origin?: string;
  /** The surface the fake embed is; it stamps every event. Default `'dashboard'`. */
  surface?: Surface;
};

/** Who sends a raw message in {@link FakeEmbed.post}. */
export interface TestEmbedSender {
  /** The origin the message claims (the browser's `event.origin`). Default: the embed's origin. */
  origin?: string;
  /** `'embed'` (default): the embed's own window; `'other'`: another window (a sibling frame, say). */
  source?: 'embed' | 'other';
}

/** The embed end of a {@link createTestEmbed}: what a real embed would send and receive. */
export interface FakeEmbed {
  /**
   * Sends `ready`: `{ embedTenant: 'acme', deploymentId: 1, mode: 'signed', surface }` with
   * `payload` merged over it. Delivered on a later task, as a browser delivers messages.
   *
   * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_PAYLOAD` when the merged payload is not a valid
   * `ready`;
   * `INVALID_OPTIONS` when `payload` is not an object.
   */
  ready(payload?: Partial<EventPayloads['ready']>): void;
  /**
   * Sends any event of the catalog, stamped with the surface, from the embed's origin and
   * window. Delivered on a later task.
   *
   * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_PAYLOAD` when the payload does not match the
   * catalog.
   */
  emit<N extends EventName>(name: N, payload: EventPayloads[N]): void;
  /**
   * The actions received so far, oldest first: posted by the controller to the embed's window
   * with the embed's exact origin as `targetOrigin`, delivered on a later task, and valid
   * (parsed by the protocol's own parser). An action posted with any other `targetOrigin` is
   * dropped, as a browser drops it; {@link FakeEmbed.window}`.posted` still records the call.
   * An action that does not parse is never expected (the controller validates what it sends):
   * its delivery task throws an `INVALID_PAYLOAD` error, so the test fails loudly.
   */
  readonly actions: readonly ActionMessage[];
  /**
   * Resolves with the earliest received action of this name that no earlier call returned,
   * waiting for one if there is none yet: called before or after the action arrives, it
   * resolves the same. Rejects with `INVALID_OPTIONS` for a name outside the catalog.
   */
  waitForAction<N extends ActionName>(name: N): Promise<ActionMessage<N>>;
  /**
   * Sends raw `data` to the host, unchecked, on a later task: for negative tests (forgeries,
   * malformed messages). The data is delivered as given, not copied.
   *
   * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_OPTIONS` for a `from` that is not as documented.
   */
  post(data: unknown, from?: TestEmbedSender): void;
  /**
   * The embed's origin: the one the controller trusts (read when asked: with a session provider
   * as `url` and no `origin` option, it is `''` until the provider's first URL).
   */
  readonly origin: string;
  /** The surface the embed is. */
  readonly surface: Surface;
  /** The embed's window: the controller posts here (every call is in its `posted`). */
  readonly window: FakeWindow;
  /** Another window of the page, the sender of `post(…, { source: 'other' })`. */
  readonly otherWindow: FakeWindow;
}

/** What {@link createTestEmbed} returns. */
export interface TestEmbed {
  /** The real controller, from `createEmbed`. */
  controller: EmbedController;
  /** The fake embed at the other end. */
  embed: FakeEmbed;
  /**
   * The host page's fake window the controller listens and times on: `listenerCount` and
   * `timerCount` show clean-up; `deliver()` dispatches a message at once, from any sender.
   */
  host: FakeWindow;
}

/**
 * Creates a host controller talking to a fake embed, for unit tests of an integration: no
 * browser or DOM is needed, and no DOM global is touched.
 *
 * By default the controller adopts a {@link FakeIframe} loading
 * `https://tenant.example.com/embed/dashboard/test`. Given `iframe` or `container` (in a DOM
 * test environment), it uses them instead and points the iframe's `contentWindow` at the fake
 * embed's window.
 *
 * @example
 * ```ts
 * const { controller, embed } = createTestEmbed();
 * controller.setLocale('de-DE');                     // queued until ready
 * embed.ready();
 * await controller.whenReady();
 * expect((await embed.waitForAction('set-locale')).payload).toEqual({ locale: 'de-DE' });
 * embed.emit('download', { format: 'csv', target: 'dashboard' });
 * await controller.waitFor('download');
 * ```
 * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_OPTIONS` for a bad option, saying which: those of
 * `createTestEmbed` (`surface`, `window`) and those of `createEmbed`.
 */
export function createTestEmbed(options: TestEmbedOptions = {}): TestEmbed {
  // Own properties only, as createEmbed reads them: a polluted Object.prototype changes nothing.
  const own = ownOptions(options, 'options', refuseOption);
  const { surface = 'dashboard', window: given, ...rest } = own;
  check(
    given === undefined,
    'window',
    'none: createTestEmbed listens on its own fake window (returned as host)',
    given,
  );
  check(SURFACES.includes(surface as Surface), 'surface', `one of ${SURFACES.join(', ')}`, surface);
  const defaultUrl = `${own.origin === undefined ? TEST_EMBED_ORIGIN : httpOrigin(own.origin, 'origin', true)}/embed/dashboard/test`;

  const host = new FakeWindow();
  const otherWindow = new FakeWindow({ parent: host });
  const inbox = createActionInbox();
  // Set once the controller exists; nothing is posted before. Read from it each time: a
  // session provider's first URL may set it later.
  let controller: EmbedController | undefined;
  const trusted = () => controller?.origin ?? '';

  const embedWindow = new FakeWindow({
    parent: host,
    onPostMessage(message, targetOrigin) {
      // A browser delivers a message only to a document of the target origin, and copies it
      // at once (structured clone): later changes by the sender do not reach the embed.
      if (targetOrigin !== trusted()) return;
      const copy = copyOf(message);
      later(() => inbox.receive(copy));
    },
  });

  const frame = frameFor(own, defaultUrl, embedWindow, host);
  try {
    // A null-prototype object: createEmbed sees only these options, whatever Object.prototype holds.
    controller = createEmbed(
      Object.assign(Object.create(null) as object, rest, frame.options, { window: host }) as EmbedOptions,
    );
  } catch (error) {
    frame.failed();
    throw error;
  }
  frame.created(controller);

  const embed = createFakeEmbed(surface as Surface, { host, embed: embedWindow, other: otherWindow }, inbox, trusted);
  return { controller: controller!, embed, host };
}

/** The fake windows of a test: the host page's, the embed's, and a stranger's (a window of the page that is not the embed). */
interface TestWindows {
  readonly host: FakeWindow;
  readonly embed: FakeWindow;
  readonly other: FakeWindow;
}

/**
 * The embed's end: what it sends reaches the host's window on a later task, copied, from the
 * trusted origin (`trusted()`, read at each send) and the embed's window.
 */
function createFakeEmbed(surface: Surface, windows: TestWindows, inbox: ActionInbox, trusted: () => string): FakeEmbed {
  const { host, embed: embedWindow, other: otherWindow } = windows;
  const sendEvent = (data: unknown) => {
    const copy = copyOf(data);
    later(() => host.deliver(copy, { origin: trusted(), source: embedWindow }));
  };
  return {
    ready(payload) {
      check(payload === undefined || isRecord(payload), 'payload', 'a partial ready payload (an object)', payload);
      const base: EventPayloads['ready'] = { embedTenant: 'acme', deploymentId: 1, mode: 'signed', surface };
      sendEvent(createEventMessage('ready', { ...base, ...payload }, surface));
    },
    emit(name, payload) {
      sendEvent(createEventMessage(name, payload, surface));
    },
    actions: inbox.actions,
    waitForAction: inbox.waitForAction,
    post(data, from = {}) {
      const { origin: sender = trusted(), source = 'embed' } = ownOptions(from, 'from', refuseOption);
      check(typeof sender === 'string', 'from.origin', 'a string', sender);
      check(source === 'embed' || source === 'other', 'from.source', '"embed" or "other"', source);
      later(() => host.deliver(data, { origin: sender, source: source === 'embed' ? embedWindow : otherWindow }));
    },
    get origin() {
      return trusted();
    },
    surface,
    window: embedWindow,
    otherWindow,
  };
}

/** The actions the fake embed received, and the `waitForAction`s waiting for one. */
interface ActionInbox {
  /** Every action received, in order. */
  readonly actions: ActionMessage[];
  /** Takes an action posted to the embed: parsed, kept, and given to the first wait for its type. */
  receive(data: unknown): void;
  /** {@link FakeEmbed.waitForAction}. */
  waitForAction: FakeEmbed['waitForAction'];
}

/** An empty {@link ActionInbox}. Each action settles one wait at the most, and a wait takes only an action none took. */
function createActionInbox(): ActionInbox {
  const actions: ActionMessage[] = [];
  const claimed = new WeakSet<ActionMessage>();
  const waiting: Array<{ type: string; resolve: (message: ActionMessage) => void }> = [];
  return {
    actions,
    receive(data) {
      const result = parseActionMessage(data);
      if (!result.ok) {
        // The controller validates every action before sending: one that does not parse is a bug
        // the test must see, not a message to drop quietly.
        throw new EmbedError(
          'INVALID_PAYLOAD',
          `The test embed received an action that does not parse (${result.reason}): ${result.detail}`,
        );
      }
      const message = result.message;
      actions.push(message);
      const index = waiting.findIndex((wait) => wait.type === message.type);
      if (index >= 0) {
        claimed.add(message);
        waiting.splice(index, 1)[0]!.resolve(message);
      }
    },
    waitForAction<N extends ActionName>(name: N) {
      return new Promise<ActionMessage<N>>((resolve) => {
        check(ACTION_NAMES.includes(name), 'action', `one of ${ACTION_NAMES.join(', ')}`, name);
        const type = `${ACTION_PREFIX}${name}`;
        const found = actions.find((message) => message.type === type && !claimed.has(message));
        if (found) {
          claimed.add(found);
          resolve(found as ActionMessage<N>);
        } else {
          waiting.push({ type, resolve: resolve as (message: ActionMessage) => void });
        }
      });
    },
  };
}

/** The frame part of the `createEmbed` options, and what to do once it succeeded or failed. */
interface Frame {
  options: Record<string, unknown>;
  /** Called with the new controller. */
  created(controller: EmbedController): void;
  /** Called when `createEmbed` threw: undoes what was done to the caller's iframe. */
  failed(): void;
}

const nothing = (): void => undefined;

/**
 * The caller's `iframe` or `container` with the fake embed's window behind it, else a
 * {@link FakeIframe} whose window is the fake embed's.
 */
function frameFor(own: Record<string, unknown>, defaultUrl: string, embedWindow: FakeWindow, host: FakeWindow): Frame {
  const { iframe, container, url = defaultUrl } = own;
  if (iframe === undefined && container !== undefined) {
    // createEmbed creates the iframe. It reads contentWindow only when posting or checking a
    // sender, so pointing it at the fake once the controller exists is in time.
    return {
      options: { url },
      created: (controller) => setContentWindow(controller.iframe, embedWindow),
      failed: nothing,
    };
  }
  if (iframe === undefined) {
    return {
      options: { iframe: new FakeIframe({ contentWindow: embedWindow, defaultView: host }), url },
      created: nothing,
      failed: nothing,
    };
  }
  // The caller's iframe, checked by createEmbed. One that looks adoptable is pointed at the
  // fake now; what was there before is put back if createEmbed refuses the options.
  const frame = iframe as { nodeType?: unknown; tagName?: unknown; getAttribute?: unknown };
  const adoptable =
    typeof frame === 'object' &&
    frame !== null &&
    frame.nodeType === 1 &&
    frame.tagName === 'IFRAME' &&
    Object.isExtensible(frame);
  if (!adoptable) return { options: {}, created: nothing, failed: nothing };
  const before = Object.getOwnPropertyDescriptor(frame, 'contentWindow');
  setContentWindow(frame as HTMLIFrameElement, embedWindow);
  // An iframe with a src keeps it (and its origin) unless the caller gave a url; one without
  // is pointed at the default url, as createEmbed points it at any url.
  const hasSrc = typeof frame.getAttribute === 'function' && Boolean((frame as HTMLIFrameElement).getAttribute('src'));
  return {
    options: own.url !== undefined || !hasSrc ? { url } : {},
    created: nothing,
    failed: () => {
      if (before) Object.defineProperty(frame, 'contentWindow', before);
      else delete (frame as { contentWindow?: unknown }).contentWindow;
    },
  };
}

/** Runs `task` on a later task, as a browser delivers a posted message; fake timers drive it. */
function later(task: () => void): void {
  globalThis.setTimeout(task, 0);
}

/** A structured clone of `value`, as `postMessage` makes (where the runtime has `structuredClone`). */
function copyOf<T>(value: T): T {
  return typeof structuredClone === 'function' ? structuredClone(value) : value;
}
