/**
 * Building outgoing protocol messages. Both functions validate first and throw before anything
 * could be sent, so a message that leaves the SDK always parses on the other side.
 *
 * @module
 */

import { EmbedError } from '../errors.js';
import { ACTION_PAYLOAD_SCHEMAS, EVENT_PAYLOAD_SCHEMAS, EVENT_SURFACES } from './catalog.js';
import { ACTION_NAMES, ACTION_PREFIX, EMBED_SOURCE, EVENT_NAMES, EVENT_PREFIX, SURFACES } from './constants.js';
import type { ActionName, EventName, Surface } from './constants.js';
import { expected, quoteAll } from './describe.js';
import { validatePayload } from './envelope.js';
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
  requireName(name, ACTION_NAMES, 'action');
  const value = checkedPayload('action', name, ACTION_PAYLOAD_SCHEMAS[name], payload);
  return {
    source: EMBED_SOURCE,
    direction: 'action',
    type: `${ACTION_PREFIX}${name}`,
    payload: value,
    timestamp: Date.now(),
  } as ActionMessage<N>;
}

/**
 * Creates an event message (embed → host) for a surface, stamped with the current time.
 *
 * @throws {@link EmbedError} `INVALID_PAYLOAD` naming the bad field and value, an unknown name,
 * or a surface that does not send this event (e.g. `download` from `chat`).
 */
export function createEventMessage<N extends EventName>(
  name: N,
  payload: EventPayloads[N],
  surface: Surface,
): EventMessage<N> {
  requireName(name, EVENT_NAMES, 'event');
  const allowed: readonly Surface[] = EVENT_SURFACES[name];
  if (!SURFACES.includes(surface) || !allowed.includes(surface)) {
    throw new EmbedError(
      'INVALID_PAYLOAD',
      `Invalid event "${name}": ${expected('surface', `one of ${quoteAll(allowed)}`, surface)}`,
    );
  }
  const value = checkedPayload('event', name, EVENT_PAYLOAD_SCHEMAS[name], payload);
  return {
    source: EMBED_SOURCE,
    direction: 'event',
    type: `${EVENT_PREFIX}${name}`,
    payload: value,
    timestamp: Date.now(),
    surface,
  } as EventMessage<N>;
}

function requireName(name: unknown, names: readonly string[], kind: string): void {
  if (typeof name !== 'string' || !names.includes(name)) {
    throw new EmbedError('INVALID_PAYLOAD', expected(kind, `one of ${names.join(', ')}`, name));
  }
}

function checkedPayload(kind: string, name: string, schema: Parameters<typeof validatePayload>[0], payload: unknown): unknown {
  const result = validatePayload(schema, payload);
  const invalid = (detail: string, cause?: unknown) =>
    new EmbedError('INVALID_PAYLOAD', `Invalid ${kind} "${name}": ${detail}`, cause === undefined ? undefined : { cause });
  if (!result.ok) throw invalid(result.detail);
  // postMessage uses the structured clone algorithm: refuse now, not at send time, what it
  // cannot copy (functions, DOM nodes…) in the open parts of a payload (a theme, a drilldown value).
  try {
    structuredClone(result.value);
  } catch (cause) {
    throw invalid(`payload: cannot be posted (${String(cause)})`, cause);
  }
  return result.value;
}
