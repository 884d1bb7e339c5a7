/**
 * What the host controller and the embed bridge share about user handlers: resolving a
 * subscription name, reading the handlers of a message, delivering to a handler (isolated: see
 * `call-user-callback.ts`), and the `debug` option.
 *
 * @module
 * @internal
 */

import { callUserCallback } from './call-user-callback.js';
import { check } from './checks.js';

/** A logger made from the `debug` option, or undefined when debugging is off. */
export type Logger = ((line: string, data?: unknown) => void) | undefined;

/**
 * Resolves a subscription name — a short name, the full `prefix + name` type, or `'*'` — to
 * the short name (or `'*'`).
 *
 * @throws {@link EmbedError} `INVALID_OPTIONS` for anything outside the catalog.
 */
export function subscriptionKey(name: unknown, names: readonly string[], prefix: string, kind: string): string {
  if (name === '*') return name;
  const short = typeof name === 'string' && name.startsWith(prefix) ? name.slice(prefix.length) : name;
  // The list of names is joined only for the error: this runs on every waitFor.
  if (typeof short !== 'string' || !names.includes(short))
    check(false, kind, `one of ${names.join(', ')}, "${prefix}<name>" or "*"`, name);
  return short;
}

/** Checks that a handler (or another callback option) is a function. */
export function requireHandler(handler: unknown, what = 'handler'): void {
  check(typeof handler === 'function', what, 'a function', handler);
}

/**
 * The logger for a `debug` option: `true` → `console.debug` with `prefix`, a function → it,
 * isolated like any user callback (a throwing sink never stops the caller). Undefined when
 * debugging is off, so `log?.(…)` builds no line on the message path.
 */
export function createLogger(debug: unknown, prefix: string): Logger {
  check(
    debug === undefined || typeof debug === 'boolean' || typeof debug === 'function',
    'debug',
    'a boolean or a function',
    debug,
  );
  const sink =
    typeof debug === 'function'
      ? (debug as NonNullable<Logger>)
      : debug === true
        ? (line: string, data?: unknown) => console.debug(`[${prefix}] ${line}`, ...(data === undefined ? [] : [data]))
        : undefined;
  return sink && ((line, data) => callUserCallback(sink, line, data));
}

/** A handler as the emitter calls it: a named event passes (payload, message), `'*'` only (message). */
export type Delivery = (first: unknown, second?: unknown) => void;

/**
 * The handlers of a controller or a bridge, keyed by event or action name (or `'*'`): each list
 * is replaced, never changed in place ({@link subscribe}), so a dispatch that started reads the
 * list as it was. `events` is the name nanoevents gives the same lists (the tests hand in a
 * nanoevents emitter); emptied as a whole by `destroy()`.
 */
export interface HandlerLists {
  events: { [key: string]: Delivery[] | undefined };
}

/** A controller's or a bridge's handler lists, none yet. */
export const createHandlerLists = (): HandlerLists => ({ events: {} });

/**
 * Tells the handlers of one received message: those of its short `name` get `(payload,
 * message)`, then those of `'*'` get `(message)`. The one dispatch of the controller and the
 * bridge: the handlers registered when it starts (a handler added meanwhile waits for the next
 * message; {@link listen} keeps a removed one from running), each called with its arguments
 * directly — no rest parameter, spread or `|| []` making an array per call on the path every
 * message takes.
 */
export function dispatch(emitter: HandlerLists, name: string, payload: unknown, message: unknown): void {
  const named = emitter.events[name];
  if (named) for (let i = 0, length = named.length; i < length; i++) named[i]!(payload, message);
  const every = emitter.events['*'];
  if (every) for (let i = 0, length = every.length; i < length; i++) every[i]!(message);
}

/**
 * Registers `deliver` for `key` in the handler lists and returns its remover, the one way the
 * controller and the bridge add a handler: copy on write both ways — a dispatch under way keeps
 * the list it started with — with no allocation beyond the new list: the list of one is made
 * with its one handler, and removing the last handler leaves no list behind. A `waitFor` subscribes and unsubscribes
 * once per event it
 * waits for: once per round trip.
 */
export function subscribe(emitter: HandlerLists, key: string, deliver: Delivery): () => void {
  const list = emitter.events[key];
  emitter.events[key] = list ? [...list, deliver] : [deliver];
  return () => {
    // The lists as they are now: destroy() may have replaced them all.
    const now = emitter.events[key];
    if (now)
      emitter.events[key] =
        now.length === 1 && now[0] === deliver ? undefined : now.filter((other) => other !== deliver);
  };
}

/**
 * Subscribes a user handler, isolated by {@link callUserCallback}, through `on` (which registers a
 * delivery function with the emitter and returns its remover), and returns the unsubscribe
 * function. Unsubscribing follows `EventTarget`: a handler removed while an event is being
 * dispatched (by an earlier handler of the same event) is not called for it. `active()` is
 * asked before each call (false once the owner is destroyed); `once` unsubscribes before the
 * first call.
 */
export function listen(
  on: (deliver: Delivery) => () => void,
  handler: unknown,
  once: boolean,
  active: () => boolean,
): () => void {
  let subscribed = true;
  const unbind = on((first, second) => {
    if (!subscribed || !active()) return;
    if (once) off();
    callUserCallback(handler as Delivery, first, second);
  });
  const off = () => {
    subscribed = false;
    unbind();
  };
  return off;
}
