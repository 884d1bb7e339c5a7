/**
 * Building outgoing protocol messages. Both functions validate first and throw before anything
 * could be sent, so a message that leaves the SDK always parses on the other side.
 *
 * @module
 */

import { EmbedError } from '../errors.js';
import { ACTION_PREFIX, EMBED_SOURCE, EVENT_PREFIX, SURFACES } from './constants.js';
import type { ActionName, EventName, Surface } from './constants.js';
import { describeValue, expected, quoteAll } from './describe.js';
import { payloadRules, validatePayload } from './envelope.js';
import type { ActionMessage, ActionPayloads, EventMessage, EventPayloads } from './types.js';

/**
 * Creates an action message (host → embed) stamped with the current time.
 *
 * @example
 * ```ts
 * iframe.contentWindow.postMessage(createActionMessage('set-locale', { locale: 'de-DE' }), embedOrigin);
 * ```
 * @throws {@link EmbedError} `INVALID_PAYLOAD` naming the bad field and value, or an unknown name.
 */
export function createActionMessage<N extends ActionName>(name: N, payload: ActionPayloads[N]): ActionMessage<N> {
  return {
    source: EMBED_SOURCE,
    direction: 'action',
    type: `${ACTION_PREFIX}${name}`,
    payload: checkedPayload('action', name, payload),
    timestamp: Date.now(),
  } as ActionMessage<N>;
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
  return {
    source: EMBED_SOURCE,
    direction: 'event',
    type: `${EVENT_PREFIX}${name}`,
    payload: checkedPayload('event', name, payload, SURFACES.includes(surface) ? '' : expected('surface', `one of ${quoteAll(SURFACES)}`, surface)),
    timestamp: Date.now(),
    surface,
  } as EventMessage<N>;
}

/**
 * The validated payload of a message about to be sent: the name must be in the catalog, then
 * there must be no `envelopeProblem`, then the payload must pass its schema and field rules
 * and survive the structured clone that postMessage applies.
 */
function checkedPayload(kind: 'action' | 'event', name: string, payload: unknown, envelopeProblem = ''): unknown {
  const rules = payloadRules(kind, name);
  const invalid = (detail: string, cause?: unknown) =>
    new EmbedError('INVALID_PAYLOAD', `Invalid ${kind} ${describeValue(name)}: ${detail}`, cause === undefined ? undefined : { cause });
  if (!rules) throw invalid(`expected a name of the ${kind} catalog`);
  if (envelopeProblem) throw invalid(envelopeProblem);
  const result = validatePayload(rules, payload);
  if (!result.ok) throw invalid(result.detail);
  // Refuse now, not at send time, what postMessage cannot copy (functions, DOM nodes…) in the
  // open parts of a payload (a theme's further keys, a drilldown value). A payload of strings,
  // numbers and booleans — nearly every one — skips the (slower) trial copy.
  try {
    if (Object.values(result.value as object).some((v) => typeof v === 'object' || typeof v === 'function' || typeof v === 'symbol')) {
      structuredClone(result.value);
    }
  } catch (cause) {
    throw invalid(`payload: cannot be posted (${String(cause)})`, cause);
  }
  return result.value;
}
