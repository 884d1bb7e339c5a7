/**
 * Payload validation: the validator of every name of the catalog, generated ahead of time from
 * its zod schema (src/protocol/generated.ts), looked up by direction and name.
 *
 * @module
 * @internal
 */

import { ACTION_PREFIX, EVENT_PREFIX } from './constants.js';
import { ACTION_GUARDS, EVENT_GUARDS } from './generated.js';

/**
 * A payload's validator. Given a plain object, it returns the parsed payload — a fresh object
 * holding the known fields (and, for an open payload, the further keys) — or, when a field is
 * missing, of the wrong type, outside its enum or breaks its value rule, the refusal detail
 * naming every such field: `payload.mode: expected one of "signed", "private", got "public"`.
 */
export type PayloadGuard = (input: Record<string, unknown>) => Record<string, unknown> | string;

/** The two directions of the protocol. */
export type Direction = 'event' | 'action';

/** A name's validator and its full wire type. */
export interface PayloadRules {
  /** `platform:event:<name>` or `platform:action:<name>`: one string, not one per message. */
  readonly type: string;
  readonly guard: PayloadGuard;
}

/** Name → rules. A Map, so that names such as "constructor" or "__proto__" are unknown. */
const byName = (prefix: string, guards: Readonly<Record<string, PayloadGuard>>): ReadonlyMap<string, PayloadRules> =>
  new Map(Object.keys(guards).map((name) => [name, { type: prefix + name, guard: guards[name]! }]));

const EVENT_RULES = /* @__PURE__ */ byName(EVENT_PREFIX, EVENT_GUARDS);
const ACTION_RULES = /* @__PURE__ */ byName(ACTION_PREFIX, ACTION_GUARDS);

/** The validator and type of a name in one direction, or undefined outside the catalog. */
export function payloadRules(direction: Direction, name: string): PayloadRules | undefined {
  return (direction === 'event' ? EVENT_RULES : ACTION_RULES).get(name);
}
