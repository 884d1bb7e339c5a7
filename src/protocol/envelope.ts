/**
 * Parsing of untrusted message data into typed protocol messages (spec 6.1): the envelope, in
 * order, cheapest check first; nothing reaches a payload validator (src/protocol/payload.ts)
 * until the envelope is right.
 *
 * @module
 */

import { describeThrown, isPlainObject, quoteAll } from '../internal/describe.js';
import { isRecord } from '../internal/is-record.js';
import { ACTION_PREFIX, EMBED_SOURCE, EVENT_PREFIX, SURFACES } from './constants.js';
import { type Direction, rulesOfType } from './payload.js';
import { bad, refusal } from './refusal.js';
import type { ActionMessage, EventMessage, ParseResult } from './types.js';

/** A refused message, as every parser and check reports it: why, and the detail. */
export type Refusal = Extract<ParseResult<never>, { ok: false }>;

/** The public result of what {@link readMessage} returned: the refusal, or the message (its name stays inside). */
export function toResult<T extends object>(read: Accepted<T> | Refusal): ParseResult<T> {
  return read.ok ? { ok: true, message: read.message } : read;
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
  return toResult(readMessage(data, 'event'));
}

/**
 * Checks that `data` is a protocol action message (host → embed) and returns it typed. Never
 * throws; see {@link parseEventMessage}. An action must not carry a `surface` key.
 */
export function parseActionMessage(data: unknown): ParseResult<ActionMessage> {
  return toResult(readMessage(data, 'action'));
}

/**
 * A message that passed every check, with its short name: the controller and the bridge
 * dispatch by the name the check found, with no second lookup.
 *
 * @internal
 */
export interface Accepted<M> {
  readonly ok: true;
  readonly message: M;
  /** The message's short name (`navigate` of `platform:action:navigate`): the one string its rules hold. */
  readonly name: string;
}

/**
 * The checks of {@link parseEventMessage} and {@link parseActionMessage}: the fresh message with
 * its short name, or the refusal. The controller and the bridge call it for every message.
 *
 * @internal
 */
export function readMessage(data: unknown, direction: 'event'): Accepted<EventMessage> | Refusal;
export function readMessage(data: unknown, direction: 'action'): Accepted<ActionMessage> | Refusal;
export function readMessage(data: unknown, direction: Direction): Accepted<Record<string, unknown>> | Refusal;
export function readMessage(data: unknown, direction: Direction): Accepted<Record<string, unknown>> | Refusal {
  const failure = 'invalid-envelope';
  try {
    if (!isRecord(data)) return bad('not-an-object', 'message', 'an object', data);

    const source = data.source;
    if (source !== EMBED_SOURCE) return bad('wrong-source', 'source', `"${EMBED_SOURCE}"`, source);

    const given = data.direction;
    if (given !== direction) return bad('wrong-direction', 'direction', `"${direction}"`, given);

    // The type as received is looked up whole; only a refused one is taken apart, to say why.
    const type = data.type;
    const rules = typeof type === 'string' ? rulesOfType(direction, type) : undefined;
    if (!rules) {
      const prefix = direction === 'event' ? EVENT_PREFIX : ACTION_PREFIX;
      if (typeof type !== 'string' || !type.startsWith(prefix)) return bad(failure, 'type', `"${prefix}<name>"`, type);
      return bad('unknown-type', 'type', 'a catalog name', type);
    }

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
    if (typeof checked === 'string') return refusal('invalid-payload', checked);

    const message: Record<string, unknown> = { source, direction, type: rules.type, payload: checked, timestamp };
    if (direction === 'event') message.surface = surface;
    return { ok: true, message, name: rules.name };
  } catch (error) {
    // A hostile getter or Proxy trap threw while the message was read.
    return refusal(failure, `message: could not be read (${describeThrown(error)})`);
  }
}
