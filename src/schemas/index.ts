/**
 * `platform-embed/schemas`: the zod schemas of every payload of the protocol (spec 6.2 and 6.3),
 * its single source of truth, for servers and tools that validate with zod. Each schema holds
 * the payload's fields and the rules on their values (a count is never negative, a navigate
 * path stays on the embed's origin…), so `z.safeParse(schema, payload)` accepts exactly what the
 * SDK's own validators accept, with the same output. The definitions themselves — docs, rules,
 * replay policies — are exported as `EVENTS` and `ACTIONS`.
 *
 * The browser entries do not load zod: their validators are generated from these schemas ahead
 * of time and checked against them.
 *
 * @example
 * ```ts
 * import * as z from 'zod/mini';
 * import { ACTION_PAYLOAD_SCHEMAS } from 'platform-embed/schemas';
 *
 * const result = z.safeParse(ACTION_PAYLOAD_SCHEMAS['set-locale'], body);
 * ```
 *
 * @module
 */

import * as z from 'zod/mini';
import { ACTIONS, EVENTS, type MessageDefinition, type PayloadSchemaOf, payloadSchema } from '../protocol/catalog.js';
import type { ActionName, EventName } from '../protocol/constants.js';
import { type FieldRule, RULES } from '../protocol/rules.js';

/**
 * A definition's payload schema with its value rules as one check, run once the fields' types
 * are right (as the SDK's validators do): each broken rule is a `custom` issue at its field,
 * whose message completes "expected …".
 */
function fullSchema<D extends MessageDefinition>(definition: D): PayloadSchemaOf<D> {
  const schema = payloadSchema(definition);
  const ruled = Object.entries(definition.fields).filter(([, field]) => field.rule !== undefined);
  if (ruled.length === 0) return schema;
  return schema.check(
    z.superRefine((payload: Record<string, unknown>, context) => {
      for (const [name, field] of ruled) {
        const value = payload[name];
        const rule = RULES[field.rule!] as FieldRule<unknown>;
        if (value !== undefined && !rule.test(value))
          context.issues.push({ code: 'custom', message: rule.rule, path: [name], input: value });
      }
    }),
  ) as PayloadSchemaOf<D>;
}

function schemasOf<C extends Record<string, MessageDefinition>>(
  catalog: C,
): { readonly [N in keyof C]: PayloadSchemaOf<C[N]> } {
  return Object.freeze(
    Object.fromEntries(Object.entries(catalog).map(([name, definition]) => [name, fullSchema(definition)])),
  ) as {
    readonly [N in keyof C]: PayloadSchemaOf<C[N]>;
  };
}

/** The payload schema of every event, by name. */
export const EVENT_PAYLOAD_SCHEMAS: { readonly [N in EventName]: PayloadSchemaOf<(typeof EVENTS)[N]> } =
  /* @__PURE__ */ schemasOf(EVENTS);

/** The payload schema of every action, by name. */
export const ACTION_PAYLOAD_SCHEMAS: { readonly [N in ActionName]: PayloadSchemaOf<(typeof ACTIONS)[N]> } =
  /* @__PURE__ */ schemasOf(ACTIONS);

export type {
  ActionDefinition,
  FieldDefinition,
  MessageDefinition,
  PayloadSchemaOf,
  ReplayPolicy,
} from '../protocol/catalog.js';
export type { FieldRule, RuleName } from '../protocol/rules.js';
export * from './chat.js';
export { ACTIONS, EVENTS, RULES };
