/**
 * Parsing of untrusted message data into typed protocol messages (spec 6.1). The checks run
 * cheapest first, and nothing reaches a payload schema until the envelope is right.
 *
 * @module
 */

import * as z from 'zod/mini';
import { ACTION_FIELD_RULES, ACTION_PAYLOAD_SCHEMAS, EVENT_FIELD_RULES, EVENT_PAYLOAD_SCHEMAS, type FieldRule } from './catalog.js';
import { ACTION_PREFIX, EMBED_SOURCE, EVENT_PREFIX, SURFACES } from './constants.js';
import { describeThrown, expected, isPlainObject, quoteAll } from './describe.js';
import type { ActionMessage, EventMessage, InvalidReason, ParseResult } from './types.js';

type Direction = 'event' | 'action';

/** What differs between the two directions of the envelope. */
interface DirectionRules {
  direction: Direction;
  prefix: string;
  /** Name → payload rules. A Map, so names such as "constructor" or "__proto__" are unknown. */
  names: ReadonlyMap<string, PayloadRules>;
}

/** A payload's schema and the rules on its fields' values, and the full type of the name. */
export interface PayloadRules {
  /** `platform:event:<name>` or `platform:action:<name>`: one string, not one per message. */
  type: string;
  schema: z.ZodMiniType;
  fields: readonly FieldRule[] | undefined;
}

const directionRules = (
  direction: Direction,
  prefix: string,
  schemas: Readonly<Record<string, z.ZodMiniType>>,
  fields: Readonly<Record<string, readonly FieldRule[] | undefined>>,
): DirectionRules => ({
  direction,
  prefix,
  names: new Map(Object.keys(schemas).map((name) => [name, { type: prefix + name, schema: schemas[name]!, fields: fields[name] }])),
});

const EVENT_RULES = /* @__PURE__ */ directionRules('event', EVENT_PREFIX, EVENT_PAYLOAD_SCHEMAS, EVENT_FIELD_RULES);
const ACTION_RULES = /* @__PURE__ */ directionRules('action', ACTION_PREFIX, ACTION_PAYLOAD_SCHEMAS, ACTION_FIELD_RULES);

/** The schema and field rules of a name in one direction, or undefined outside the catalog. */
export function payloadRules(direction: Direction, name: string): PayloadRules | undefined {
  return (direction === 'event' ? EVENT_RULES : ACTION_RULES).names.get(name);
}

/** A plain data object: not null, not an array, not a function. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Refusal with a reason and a human-readable detail. @internal */
export const refuse = (reason: InvalidReason, detail: string) => ({ ok: false, reason, detail }) as const;

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
  return parseMessage(data, EVENT_RULES) as ParseResult<EventMessage>;
}

/**
 * Checks that `data` is a protocol action message (host → embed) and returns it typed. Never
 * throws; see {@link parseEventMessage}. An action must not carry a `surface` key.
 */
export function parseActionMessage(data: unknown): ParseResult<ActionMessage> {
  return parseMessage(data, ACTION_RULES) as ParseResult<ActionMessage>;
}

/**
 * Validates a payload against its schema, then its field rules; a refusal names every bad field
 * and its value. Plain loops and no allocation on success: this runs on every message, often
 * in code the engine has not optimised yet (a freshly loaded frame).
 */
export function validatePayload(rules: PayloadRules, payload: unknown): { ok: true; value: unknown } | { ok: false; detail: string } {
  const { schema, fields } = rules;
  // reportInput (for the values in the detail) makes zod ~30× slower: only a refusal pays for it.
  const result = z.safeParse(schema, payload);
  if (!result.success) {
    return { ok: false, detail: z.safeParse(schema, payload, { reportInput: true }).error!.issues.map(describeIssue).join('; ') };
  }
  const value = result.data as Record<string, unknown>;
  let detail = '';
  if (fields) {
    for (let i = 0; i < fields.length; i++) {
      // Indexes, not destructuring: unoptimised code destructures through the iterator protocol.
      const fieldRule = fields[i]!;
      const fieldValue = value[fieldRule[0]];
      if (fieldValue !== undefined && !(fieldRule[1] as (v: unknown) => boolean)(fieldValue)) {
        detail += `${detail && '; '}${expected(`payload.${fieldRule[0]}`, fieldRule[2], fieldValue)}`;
      }
    }
  }
  return detail ? { ok: false, detail } : { ok: true, value };
}

/** A refusal saying what was expected of which part of the message. @internal */
export const bad = (reason: InvalidReason, what: string, rule: string, value: unknown) => refuse(reason, expected(what, rule, value));

function parseMessage(data: unknown, rules: DirectionRules): ParseResult<unknown> {
  const failure = 'invalid-envelope';
  try {
    if (!isRecord(data)) return bad('not-an-object', 'message', 'an object', data);

    const source = data.source;
    if (source !== EMBED_SOURCE) return bad('wrong-source', 'source', `"${EMBED_SOURCE}"`, source);

    const direction = data.direction;
    if (direction !== rules.direction) return bad('wrong-direction', 'direction', `"${rules.direction}"`, direction);

    const type = data.type;
    if (typeof type !== 'string' || !type.startsWith(rules.prefix)) return bad(failure, 'type', `"${rules.prefix}<name>"`, type);
    const name = type.slice(rules.prefix.length);
    const payloadRules = rules.names.get(name);
    if (!payloadRules) return bad('unknown-type', 'type', 'a catalog name', type);

    const timestamp = data.timestamp;
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp < 0) {
      return bad(failure, 'timestamp', 'epoch milliseconds', timestamp);
    }

    let surface: unknown;
    if (rules.direction === 'event') {
      surface = data.surface;
      if (!SURFACES.includes(surface as never)) return bad(failure, 'surface', `one of ${quoteAll(SURFACES)}`, surface);
    } else if (Object.hasOwn(data, 'surface')) {
      return bad(failure, 'surface', 'none on an action', data.surface);
    }

    const payload = data.payload;
    // A Date, Map, Blob… survives postMessage and would pass an object schema as `{}`.
    if (!isPlainObject(payload)) return bad(failure, 'payload', 'a plain object', payload);

    const checked = validatePayload(payloadRules, payload);
    if (!checked.ok) return refuse('invalid-payload', checked.detail);

    const message: Record<string, unknown> = { source, direction, type, payload: checked.value, timestamp };
    if (rules.direction === 'event') message.surface = surface;
    return { ok: true, message };
  } catch (error) {
    // A hostile getter or Proxy trap threw while the message was read.
    return refuse(failure, `message: could not be read (${describeThrown(error)})`);
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = ['payload', ...issue.path].join('.');
  // A required field that is absent reads "…: expected string, got undefined".
  const rule =
    issue.code === 'invalid_type' ? issue.expected : issue.code === 'invalid_value' ? `one of ${quoteAll(issue.values)}` : issue.message;
  return expected(field, rule, issue.input);
}
