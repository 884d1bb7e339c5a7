/**
 * The embed side of the protocol: what runs inside the iframe. It sends events to the host
 * page, addressed to the host's exact origin, and hands the host's actions to handlers after
 * the same trust checks the host makes (spec 5.3): exact origin, then the exact window, then
 * the envelope and payload.
 *
 * @module
 */

import { EmbedError } from '../errors.js';
import { callUserCallback } from '../internal/call-user-callback.js';
import { check, httpOrigin, ownOptions, refuseOption } from '../internal/checks.js';
import { describeValue, expected, quoteAll } from '../internal/describe.js';
import {
  createHandlerLists,
  createLogger,
  dispatch,
  type HandlerLists,
  type Logger,
  listen,
  requireHandler,
  subscribe,
  subscriptionKey,
} from '../internal/handlers.js';
import type { ActionName, ActionType, EventName, Surface } from '../protocol/constants.js';
import { ACTION_PREFIX, SURFACES } from '../protocol/constants.js';
import { createEventMessage, invalidPayload } from '../protocol/create.js';
import { ACTION_NAMES, EVENT_SURFACES } from '../protocol/generated.js';
import { isReportable } from '../protocol/refusal.js';
import { readMessageFrom } from '../protocol/trust.js';
import type { ActionMessage, ActionPayloads, EventPayloads, InvalidReason } from '../protocol/types.js';

/** What {@link EmbedBridgeOptions.onInvalidMessage} is told about a refused message. */
export interface BridgeInvalidMessage {
  /** Why the message was refused. */
  reason: InvalidReason;
  /** A human-readable explanation naming the field or origin at fault. */
  detail: string;
  /** The raw `event.data` as received: untrusted, handle with care. */
  data: unknown;
}

/** Options of {@link createEmbedBridge}. Only own properties are read. */
export interface EmbedBridgeOptions {
  /** The surface this embed is: every event is stamped with it and checked against the catalog. */
  surface: Surface;
  /**
   * The exact origin of the host page, e.g. `https://app.example.com`. Events are addressed to
   * it (never `'*'`) and actions are accepted only from it. Normalised through `URL`; a path,
   * query, credentials, `'*'`, `'null'` or a non-http(s) origin is refused.
   *
   * In production this must come from something the embed trusts (its server-side session or
   * tenant configuration), not from a query parameter any page could set.
   */
  hostOrigin: string;
  /** The host window: events are posted to it and actions must come from it. Default `window.parent`. */
  target?: Window;
  /** The window to listen on for `message` events. Default: the global `window`. */
  window?: Window;
  /**
   * Called for a message from the host's origin and window that is not a valid action, and for
   * a message claiming source `'platform-embed'` from any other origin or window (a forgery).
   * Unrelated traffic on the page is ignored without a report.
   */
  onInvalidMessage?: (info: BridgeInvalidMessage) => void;
  /** `true` logs what the bridge does with `console.debug`; a function receives the lines instead. */
  debug?: boolean | ((line: string, data?: unknown) => void);
}

/** A handler of one action: its payload and the whole trusted message. */
export type ActionHandler<N extends ActionName> = (payload: ActionPayloads[N], message: ActionMessage<N>) => void;

/** A handler of every action (`onAction('*', …)`): the whole trusted message. */
export type AnyActionHandler = (message: ActionMessage) => void;

/** The embed's end of the connection to its host page. */
export interface EmbedBridge {
  /**
   * Sends an event to the host: validated, stamped with the surface and time, and posted to
   * the target window at the host's origin.
   *
   * @throws {@link EmbedError} `INVALID_PAYLOAD` (nothing is posted) when the payload does not
   * match the catalog or this surface does not send this event; `DESTROYED` after `destroy()`.
   */
  emit<N extends EventName>(name: N, payload: EventPayloads[N]): void;
  /**
   * Handles one action from the host, by short name (`'set-theme'`) or full type
   * (`'platform:action:set-theme'`). Returns a function that removes the handler.
   *
   * @throws {@link EmbedError} `INVALID_OPTIONS` for a name outside the catalog.
   */
  onAction<N extends ActionName>(name: N | ActionType<N>, handler: ActionHandler<N>): () => void;
  /** Handles every action from the host; the handler receives the whole message. */
  onAction(name: '*', handler: AnyActionHandler): () => void;
  /**
   * Stops listening: handlers never run again and `emit` throws `DESTROYED`. Idempotent.
   * Subscribing after `destroy()` is allowed and does nothing.
   */
  destroy(): void;
}

/**
 * Connects an embedded surface to its host page.
 *
 * @example
 * ```ts
 * import { createEmbedBridge } from 'platform-embed/embed';
 *
 * const bridge = createEmbedBridge({ surface: 'dashboard', hostOrigin: 'https://app.example.com' });
 * bridge.onAction('set-color-scheme', ({ scheme }) => applyScheme(scheme));
 * bridge.emit('ready', { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard' });
 * ```
 * @throws {@link EmbedError} `INVALID_OPTIONS` naming the bad option and value: a surface
 * outside the catalog, a `hostOrigin` that is not an exact http(s) origin, a `target` that
 * cannot receive messages, or no window to run in (e.g. on a server).
 */
export function createEmbedBridge(options: EmbedBridgeOptions): EmbedBridge {
  const { surface, hostOrigin, onInvalidMessage, log, win, target } = resolveBridgeOptions(options);
  const emitter = createHandlerLists();
  let destroyed = false;

  const report = (reason: InvalidReason, detail: string, data: unknown): void => {
    log?.(`ignored a message: ${reason}: ${detail}`, data);
    if (onInvalidMessage) callUserCallback(onInvalidMessage, { reason, detail, data });
  };

  const onMessage = (event: MessageEvent): void => {
    if (destroyed) return;
    const read = readMessageFrom(event, 'action', hostOrigin, target);
    if (!read.ok) {
      if (isReportable(read.reason, event.data)) report(read.reason, read.detail, event.data);
      return;
    }
    const { message, name } = read;
    log?.(`received action ${name}`, message.payload);
    dispatch(emitter, name, message.payload, message);
  };
  win.addEventListener('message', onMessage);
  log?.(`listening for actions from ${hostOrigin} as the ${surface} surface`);
  if (target === win) log?.('this page is not in a frame: its events go to itself, and the browser drops them');

  return {
    emit(name, payload) {
      if (destroyed) throw new EmbedError('DESTROYED', `Cannot emit "${String(name)}": the bridge was destroyed`);
      // Spec 6.2: some events come from one kind of surface only (a dashboard's loads, downloads, drilldowns).
      const senders = EVENT_SURFACES[name];
      if (senders && !senders.includes(surface))
        throw invalidPayload('event', name, expected('surface', `one of ${quoteAll(senders)}, which send it`, surface));
      const message = createEventMessage(name, payload, surface);
      try {
        target.postMessage(message, hostOrigin);
      } catch (error) {
        throw postFailure(name, hostOrigin, error);
      }
      log?.(`sent event ${name}`, message.payload);
    },
    onAction: actionSubscriber(emitter, () => !destroyed),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      win.removeEventListener('message', onMessage);
      emitter.events = {};
      log?.('destroyed');
    },
  };
}

/** The options of {@link createEmbedBridge}, checked, with the defaults. */
interface BridgeSetup {
  surface: Surface;
  hostOrigin: string;
  onInvalidMessage: EmbedBridgeOptions['onInvalidMessage'];
  log: Logger;
  win: Window;
  target: Window;
}

/**
 * Checks the options of {@link createEmbedBridge}, in the order they are documented, and gives
 * the defaults of `window` and `target`.
 *
 * @throws {@link EmbedError} `INVALID_OPTIONS` naming the bad option and value.
 */
function resolveBridgeOptions(options: EmbedBridgeOptions): BridgeSetup {
  // Own properties only: a polluted Object.prototype (`target`, `surface`…) changes nothing.
  const {
    surface,
    onInvalidMessage,
    debug,
    hostOrigin: givenOrigin,
    window: givenWindow,
    target: givenTarget,
  } = ownOptions(options, 'options', refuseOption);
  check(SURFACES.includes(surface as Surface), 'surface', `one of ${SURFACES.join(', ')}`, surface);
  check(typeof givenOrigin === 'string', 'hostOrigin', "the host page's origin", givenOrigin);
  const hostOrigin = httpOrigin(givenOrigin, 'hostOrigin', true);
  const log = createLogger(debug, 'platform-embed:embed');
  if (onInvalidMessage !== undefined) requireHandler(onInvalidMessage, 'onInvalidMessage');
  const win = givenWindow ?? (globalThis as { window?: Window }).window;
  check(typeof win?.addEventListener === 'function', 'window', 'options.window outside a browser', win);
  const target = givenTarget ?? win.parent;
  check(typeof target?.postMessage === 'function', 'target', 'a window that can receive messages', target);
  return { surface: surface as Surface, hostOrigin, onInvalidMessage, log, win, target };
}

/**
 * The bridge's `onAction`: subscribes a handler to `emitter` by the action's name, for as long
 * as `isLive()` — `destroy()` may run inside an earlier handler of the same message.
 */
function actionSubscriber(emitter: HandlerLists, isLive: () => boolean): EmbedBridge['onAction'] {
  function onAction<N extends ActionName>(name: N | ActionType<N>, handler: ActionHandler<N>): () => void;
  function onAction(name: '*', handler: AnyActionHandler): () => void;
  function onAction(name: string, handler: unknown): () => void {
    const key = subscriptionKey(name, ACTION_NAMES, ACTION_PREFIX, 'action');
    requireHandler(handler);
    if (!isLive()) return () => {};
    return listen((deliver) => subscribe(emitter, key, deliver), handler, false, isLive);
  }
  return onAction;
}

/**
 * What `emit` throws when the browser refuses to post an event: createEventMessage already
 * refuses what cannot be cloned, so whatever else it throws still reaches the caller as an
 * `EmbedError`, with the original as cause.
 */
function postFailure(name: EventName, hostOrigin: string, error: unknown): EmbedError {
  const reason = error instanceof Error ? error.message : describeValue(error);
  return new EmbedError('INVALID_PAYLOAD', `Could not post event "${name}" to ${hostOrigin}: ${reason}`, {
    cause: error,
  });
}
