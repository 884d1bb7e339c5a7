/**
 * Building outgoing protocol messages. Both functions validate first and throw before anything
 * could be sent, so a message that leaves the SDK always parses on the other side.
 *
 * @module
 */

import { EmbedError } from '../errors.js';
import { describeValue, expected, isPlainObject, quoteAll } from '../internal/describe.js';
import type { ActionName, EventName, Surface } from './constants.js';
import { EMBED_SOURCE, SURFACES } from './constants.js';
import { ACTIONS_WITHOUT_PAYLOAD } from './generated.js';
import { payloadRules } from './payload.js';
import type { ActionMessage, ActionPayloads, ActionWithoutPayload, EventMessage, EventPayloads } from './types.js';

/** The payload read for an action sent without one: frozen, it is only ever read. */
const NO_FIELDS: Readonly<Record<string, never>> = /* @__PURE__ */ Object.freeze({});

/**
 * Creates an action message (host → embed) stamped with the current time.
 *
 * @example
 * ```ts
 * iframe.contentWindow.postMessage(createActionMessage('set-locale', { locale: 'de-DE' }), embedOrigin);
 * iframe.contentWindow.postMessage(createActionMessage('refresh'), embedOrigin); // no fields: no payload
 * ```
 * @throws {@link EmbedError} `INVALID_PAYLOAD` naming the bad field and value, or an unknown name.
 */
export function createActionMessage<N extends ActionWithoutPayload>(
  name: N,
  payload?: ActionPayloads[N],
): ActionMessage<N>;
export function createActionMessage<N extends ActionName>(name: N, payload: ActionPayloads[N]): ActionMessage<N>;
export function createActionMessage(name: ActionName, payload?: unknown): ActionMessage {
  // Only an action without fields may leave its payload out: any other still needs one. The
  // validator reads it into a fresh object, so one shared empty input serves every such call
  // (`refresh()` makes no object of its own per call).
  const given = payload === undefined && ACTIONS_WITHOUT_PAYLOAD.includes(name) ? NO_FIELDS : payload;
  return createMessage('action', name, given) as ActionMessage;
}

/**
 * Creates an event message (embed → host) for a surface, stamped with the current time.
 *
 * @throws {@link EmbedError} `INVALID_PAYLOAD` naming the bad field and value, an unknown name,
 * or a surface outside `SURFACES`.
 */
export function createEventMessage<N extends EventName>(
  name: N,
  payload: EventPayloads[N],
  surface: Surface,
): EventMessage<N> {
  return createMessage('event', name, payload, surface) as EventMessage<N>;
}

/**
 * A message about to be sent. The name must be in the catalog, an event's surface in
 * `SURFACES`, and the payload must pass its schema and field rules and survive the structured
 * clone that postMessage applies; otherwise `INVALID_PAYLOAD`, and no message exists.
 */
function createMessage(
  direction: 'action' | 'event',
  name: string,
  payload: unknown,
  surface?: unknown,
): Record<string, unknown> {
  const rules = payloadRules(direction, name);
  const problem = !rules
    ? `expected a name of the ${direction} catalog`
    : direction === 'event' && !SURFACES.includes(surface as never)
      ? expected('surface', `one of ${quoteAll(SURFACES)}`, surface)
      : !isPlainObject(payload)
        ? expected('payload', 'a plain object', payload)
        : '';
  if (problem) throw invalidPayload(direction, name, problem);
  const value = rules!.guard(payload as Record<string, unknown>);
  if (typeof value === 'string') throw invalidPayload(direction, name, value);
  // Refuse now, not at send time, what postMessage cannot copy (functions, DOM nodes…) in the
  // open parts of a payload (a theme's further keys, a drilldown value). Any other payload holds
  // only what its validator let through (strings, numbers, booleans, nulls), and so does an open
  // one of such values, nearly every one: neither needs the (slower) trial copy.
  if (rules!.anyValue) {
    for (const key in value) {
      const type = typeof value[key];
      if (type === 'object' || type === 'function' || type === 'symbol') {
        try {
          structuredClone(value);
        } catch (cause) {
          throw invalidPayload(direction, name, `payload: cannot be posted (${String(cause)})`, cause);
        }
        break;
      }
    }
  }
  const message: Record<string, unknown> = {
    source: EMBED_SOURCE,
    direction,
    type: rules!.type,
    payload: value,
    timestamp: Date.now(),
  };
  if (direction === 'event') message.surface = surface;
  return message;
}

/** The error of a payload that cannot be sent: nothing was posted. */
export const invalidPayload = (kind: string, name: string, detail: string, cause?: unknown) =>
  new EmbedError('INVALID_PAYLOAD', `Invalid ${kind} ${describeValue(name)}: ${detail}`, { cause });
