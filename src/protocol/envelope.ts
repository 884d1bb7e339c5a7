/**
 * Parsing of untrusted message data into typed protocol messages (spec 6.1): the envelope, in
 * order, cheapest check first; nothing reaches a payload validator (src/protocol/payload.ts)
 * until the envelope is right.
 *
 * @module
 */

import { describeThrown, isPlainObject, quoteAll } from '../internal/describe.js';
import { ACTION_PREFIX, EMBED_SOURCE, EVENT_PREFIX, SURFACES } from './constants.js';
import { type Direction, payloadRules } from './payload.js';
import { bad, refuse } from './refusal.js';
import type { ActionMessage, EventMessage, ParseResult } from './types.js';

/** A plain data object: not null, not an array, not a function. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks that `data` is a protocol event message (embed → host) and returns it typed.
 *
 * Never throws, whatever `data` is (hostile getters, proxies, cycles included). The returned
 * message is a fresh object holding only the protocol's fields: unknown extra fields are
 * tolerated and dropped.
 *
 * @example
 * ```ts
 * const result = parseEventMessage(event.data);
 * if (result.ok && result.message.type === 'platform:event:download') result.message.payload.format;
 * ```
 */
export function parseEventMessage(data: unknown): ParseResult<EventMessage> {
  return parseMessage(data, 'event', EVENT_PREFIX) as ParseResult<EventMessage>;
}

/**
 * Checks that `data` is a protocol action message (host → embed) and returns it typed. Never
 * throws; see {@link parseEventMessage}. An action must not carry a `surface` key.
 */
export function parseActionMessage(data: unknown): ParseResult<ActionMessage> {
  return parseMessage(data, 'action', ACTION_PREFIX) as ParseResult<ActionMessage>;
}

function parseMessage(data: unknown, direction: Direction, prefix: string): ParseResult<unknown> {
  const failure = 'invalid-envelope';
  try {
    if (!isRecord(data)) return bad('not-an-object', 'message', 'an object', data);

    const source = data.source;
    if (source !== EMBED_SOURCE) return bad('wrong-source', 'source', `"${EMBED_SOURCE}"`, source);

    const given = data.direction;
    if (given !== direction) return bad('wrong-direction', 'direction', `"${direction}"`, given);

    const type = data.type;
    if (typeof type !== 'string' || !type.startsWith(prefix)) return bad(failure, 'type', `"${prefix}<name>"`, type);
    const rules = payloadRules(direction, type.slice(prefix.length));
    if (!rules) return bad('unknown-type', 'type', 'a catalog name', type);

    const timestamp = data.timestamp;
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp < 0) {
      return bad(failure, 'timestamp', 'epoch milliseconds', timestamp);
    }

    let surface: unknown;
    if (direction === 'event') {
      surface = data.surface;
      if (!SURFACES.includes(surface as never)) return bad(failure, 'surface', `one of ${quoteAll(SURFACES)}`, surface);
    } else if (Object.hasOwn(data, 'surface')) {
      return bad(failure, 'surface', 'none on an action', data.surface);
    }

    const payload = data.payload;
    // A Date, Map, Blob… survives postMessage and would pass an object schema as `{}`.
    if (!isPlainObject(payload)) return bad(failure, 'payload', 'a plain object', payload);

    const checked = rules.guard(payload);
    if (typeof checked === 'string') return refuse('invalid-payload', checked);

    const message: Record<string, unknown> = { source, direction, type: rules.type, payload: checked, timestamp };
    if (direction === 'event') message.surface = surface;
    return { ok: true, message };
  } catch (error) {
    // A hostile getter or Proxy trap threw while the message was read.
    return refuse(failure, `message: could not be read (${describeThrown(error)})`);
  }
}
