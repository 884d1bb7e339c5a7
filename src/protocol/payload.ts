/**
 * Payload validation: the validator of every name of the catalog, generated ahead of time from
 * its zod schema (src/protocol/generated.ts), looked up by direction and name, or by full type.
 *
 * @module
 * @internal
 */

import { ACTION_PREFIX, EVENT_PREFIX } from './constants.js';
import { ACTION_GUARDS, ACTIONS_WITH_ANY_VALUE, EVENT_GUARDS, EVENTS_WITH_ANY_VALUE } from './generated.js';
import type { PayloadGuard } from './vocabulary.js';

export type { PayloadGuard } from './vocabulary.js';

/** The two directions of the protocol. */
export type Direction = 'event' | 'action';

/**
 * A name's validator, its short name and its full wire type: one string each, shared by every
 * message of that name, so that no message needs a string of its own.
 */
export interface PayloadRules {
  /** `platform:event:<name>` or `platform:action:<name>`. */
  readonly type: string;
  /** `<name>`: what handlers subscribe to. */
  readonly name: string;
  readonly guard: PayloadGuard;
  /**
   * True when the payload may hold a value of any type (a field of type `unknown`, or further
   * keys): the only payloads that can hold something postMessage cannot copy.
   */
  readonly anyValue: boolean;
}

/**
 * The rules of one direction, by short name and by full type. Maps, so that names such as
 * "constructor" or "__proto__" are unknown.
 */
function tables(prefix: string, guards: Readonly<Record<string, PayloadGuard>>, anyValue: readonly string[]) {
  const byName = new Map<string, PayloadRules>();
  const byType = new Map<string, PayloadRules>();
  for (const name of Object.keys(guards)) {
    const rules = { type: prefix + name, name, guard: guards[name]!, anyValue: anyValue.includes(name) };
    byName.set(name, rules);
    byType.set(rules.type, rules);
  }
  return [byName, byType] as const;
}

const [EVENTS_BY_NAME, EVENTS_BY_TYPE] = /* @__PURE__ */ tables(EVENT_PREFIX, EVENT_GUARDS, EVENTS_WITH_ANY_VALUE);
const [ACTIONS_BY_NAME, ACTIONS_BY_TYPE] = /* @__PURE__ */ tables(ACTION_PREFIX, ACTION_GUARDS, ACTIONS_WITH_ANY_VALUE);

/** The rules of a short name (`'navigate'`) in one direction, or undefined outside the catalog. */
export function payloadRules(direction: Direction, name: string): PayloadRules | undefined {
  return (direction === 'event' ? EVENTS_BY_NAME : ACTIONS_BY_NAME).get(name);
}

/**
 * The rules of a full wire type (`'platform:event:navigate'`) in one direction, or undefined
 * when it is not the prefix of that direction followed by a name of its catalog. Looking up the
 * type as received, rather than the name cut out of it, makes no string per message.
 */
export function rulesOfType(direction: Direction, type: string): PayloadRules | undefined {
  return (direction === 'event' ? EVENTS_BY_TYPE : ACTIONS_BY_TYPE).get(type);
}
