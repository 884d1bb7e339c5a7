/**
 * Compiles the protocol catalog (src/protocol/catalog.ts, zod) into plain TypeScript: the name
 * lists, the payload types with their docs, one straight-line validator per payload, and the
 * replay policies (src/protocol/generated.ts). Browser code then needs no zod at run time, and
 * runs no eval or new Function: the validators are source code, written here ahead of time.
 *
 * A validator does exactly what `z.safeParse` does with the payload's schema — same verdict,
 * same output object, an issue for the same fields in the same order — followed by the
 * fields' value rules, as the zod schemas of `platform-embed/schemas` do; a property test holds
 * the two to it. A construct this compiler does not know fails the build, naming the field.
 */
import type * as z from 'zod/mini';
import { quoteAll } from '../src/internal/describe.js';
import { ACTIONS, type ActionDefinition, EVENTS, type EventDefinition, type MessageDefinition } from '../src/protocol/catalog.js';
import { RULES } from '../src/protocol/rules.js';

/** Where the generated module lives, from the package root. */
export const GENERATED_PATH = 'src/protocol/generated.ts';

type Schema = z.core.$ZodType;

/** How a field value is checked: a boolean expression over `value`, the rule its issue names, its TypeScript type. */
interface ValueCheck {
  test: string;
  rule: string;
  type: string;
}

/** A schema the compiler cannot turn into a validator that behaves exactly as zod does. */
export class UnsupportedSchema extends Error {
  constructor(where: string, what: string) {
    super(`${where}: the protocol compiler does not support ${what}; teach scripts/protocol-codegen.ts to compile it exactly as zod parses it, or change the catalog`);
    this.name = 'UnsupportedSchema';
  }
}

const definitionOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** The check of a value that is present (optional already unwrapped). */
function valueCheck(schema: Schema, where: string): ValueCheck {
  const def = definitionOf(schema);
  if ((def.checks as unknown[] | undefined)?.length) throw new UnsupportedSchema(where, `checks on a ${def.type} (put value rules in the field's "rule")`);
  if (def.coerce) throw new UnsupportedSchema(where, `a coerced ${def.type}`);
  switch (def.type) {
    case 'string':
      return { test: "typeof value === 'string'", rule: 'string', type: 'string' };
    case 'number':
      // zod refuses NaN and ±Infinity as numbers.
      return { test: "typeof value === 'number' && Number.isFinite(value)", rule: 'number', type: 'number' };
    case 'boolean':
      return { test: "typeof value === 'boolean'", rule: 'boolean', type: 'boolean' };
    case 'unknown':
      return { test: 'true', rule: '', type: 'unknown' };
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      if (values.some((value) => typeof value !== 'string')) throw new UnsupportedSchema(where, 'an enum of other values than strings');
      return {
        test: values.map((value) => `value === ${JSON.stringify(value)}`).join(' || '),
        rule: `one of ${quoteAll(values)}`,
        type: values.map((value) => JSON.stringify(value)).join(' | '),
      };
    }
    case 'nullable': {
      const inner = def.innerType as Schema;
      if (inner._zod.optin !== undefined) throw new UnsupportedSchema(where, 'nullable around an optional');
      const check = valueCheck(inner, where);
      return { test: check.test === 'true' ? 'true' : `value === null || (${check.test})`, rule: check.rule, type: `${check.type} | null` };
    }
    default:
      throw new UnsupportedSchema(where, `a ${String(def.type)} schema`);
  }
}

/** A property access or key literal: `input.name`, or `input["dashboard-loaded"]` where needed. */
const access = (object: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${object}.${key}` : `${object}[${JSON.stringify(key)}]`);

/**
 * One field's statements, as zod's object parser treats a key (present, absent, optional), and
 * whether the field takes a value of any type (`unknown`).
 */
function fieldCode(key: string, schema: Schema, where: string): { code: string; type: string; optional: boolean; anyValue: boolean } {
  const def = definitionOf(schema);
  const k = JSON.stringify(key);
  const path = JSON.stringify(key);
  const into = access('output', key);
  const read = `value = ${access('input', key)};`;
  if (def.type === 'optional') {
    const inner = def.innerType as Schema;
    if (inner._zod.optin !== undefined) throw new UnsupportedSchema(where, 'an optional around an optional or a default');
    const check = valueCheck(inner, where);
    // Absent: nothing, not even an issue. Present as undefined: kept. Otherwise checked.
    const code =
      check.test === 'true'
        ? `${read}\n    if (value !== undefined || ${k} in input) ${into} = value;`
        : `${read}\n    if (value === undefined) {\n      if (${k} in input) ${into} = value;\n    } else if (${check.test}) ${into} = value;\n    else detail = addIssue(detail, ${path}, ${JSON.stringify(check.rule)}, value);`;
    return { code, type: `${check.type} | undefined`, optional: true, anyValue: check.test === 'true' };
  }
  if (schema._zod.optin !== undefined || schema._zod.optout !== undefined) throw new UnsupportedSchema(where, `a ${String(def.type)} that may be absent (only optional(…) is)`);
  const check = valueCheck(schema, where);
  // Required: a value the schema accepts must still be there ("nonoptional" when absent).
  const code =
    check.test === 'true'
      ? `${read}\n    if (${k} in input) ${into} = value;\n    else detail = addIssue(detail, ${path}, 'nonoptional', value);`
      : `${read}\n    if (${check.test}) ${into} = value;\n    else detail = addIssue(detail, ${path}, ${JSON.stringify(check.rule)}, value);`;
  return { code, type: check.type, optional: false, anyValue: check.test === 'true' };
}

/**
 * The validator of one message's payload, its TypeScript type, and whether the payload may hold
 * a value of any type: a field of type `unknown`, or further keys of an open payload.
 */
function messageCode(kind: 'event' | 'action', name: string, definition: MessageDefinition): { guard: string; type: string; anyValue: boolean } {
  const lines: string[] = [];
  const members: string[] = [];
  const keys = Object.keys(definition.fields);
  if (keys.includes('__proto__')) throw new UnsupportedSchema(`${kind} ${name}`, 'a field named __proto__');
  let anyValue = definition.open === true;
  for (const key of keys) {
    const field = definition.fields[key]!;
    const compiled = fieldCode(key, field.schema as unknown as Schema, `${kind} ${name}: payload.${key}`);
    const { code, type, optional } = compiled;
    anyValue ||= compiled.anyValue;
    lines.push(code);
    const doc = field.rule ? `${field.doc} Must be ${RULES[field.rule].rule}.` : field.doc;
    members.push(`    /** ${doc} */\n    ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}${optional ? '?' : ''}: ${type};`);
  }
  if (definition.open) {
    // zod copies every further key (inherited enumerable ones too, as for…in finds them),
    // except "__proto__", which would replace the output's prototype.
    const skip = [...keys, '__proto__'].map((key) => `key !== ${JSON.stringify(key)}`).join(' && ');
    lines.push(`for (const key in input) if (${skip}) output[key] = input[key];`);
    members.push('    /** Further keys of the theme, kept as sent. */\n    [key: string]: unknown;');
  }
  const rules = keys.filter((key) => definition.fields[key]!.rule !== undefined);
  if (rules.length) {
    // The value rules run once every field has its type, in field order, as the zod schema's check does.
    const checks = rules.map((key) => {
      const rule = `RULES.${definition.fields[key]!.rule!}`;
      return `    value = ${access('output', key)};\n      if (value !== undefined && !(${rule}.test as (value: unknown) => boolean)(value)) detail = addIssue(detail, ${JSON.stringify(key)}, ${rule}.rule, value);`;
    });
    lines.push(`if (!detail) {\n  ${checks.join('\n  ')}\n    }`);
  }
  const body =
    keys.length || definition.open
      ? `const output: Record<string, unknown> = {};\n    let detail = '';\n    let value: unknown;\n    ${lines.join('\n    ')}\n    return detail || output;`
      : 'return {};';
  return {
    guard: `  /** ${definition.doc} */\n  ${JSON.stringify(name)}(${keys.length || definition.open ? 'input' : '_input'}) {\n    ${body}\n  },`,
    // A closed payload without fields is what zod makes of z.object({}): no key at all.
    type: `  /** ${definition.doc} */\n  ${JSON.stringify(name)}: ${members.length ? `{\n${members.join('\n')}\n  }` : 'Record<string, never>'};`,
    anyValue,
  };
}

function catalogCode(kind: 'event' | 'action', catalog: Record<string, MessageDefinition>) {
  const entries = Object.entries(catalog).map(([name, definition]) => ({ name, ...messageCode(kind, name, definition) }));
  return {
    names: entries.map((entry) => entry.name),
    guards: entries.map((entry) => entry.guard),
    types: entries.map((entry) => entry.type),
    anyValue: entries.filter((entry) => entry.anyValue).map((entry) => entry.name),
  };
}

/** The source of src/protocol/generated.ts. Throws {@link UnsupportedSchema} for what it cannot compile. */
export function generateProtocolModule(): string {
  return generateFrom(EVENTS, ACTIONS);
}

/** The generated module for any two catalogs (the protocol's, or a test's). */
export function generateFrom(eventCatalog: Record<string, EventDefinition>, actionCatalog: Record<string, ActionDefinition>): string {
  const events = catalogCode('event', eventCatalog);
  const actions = catalogCode('action', actionCatalog);
  const replay = Object.entries(actionCatalog).map(([name, definition]) => `  ${JSON.stringify(name)}: ${JSON.stringify(definition.replay)},`);
  const surfaces = Object.entries(eventCatalog)
    .filter(([, definition]) => definition.surfaces)
    .map(([name, definition]) => `  ${JSON.stringify(name)}: [${definition.surfaces!.map((surface) => JSON.stringify(surface)).join(', ')}],`);
  const list = (names: string[]) => names.map((name) => `  ${JSON.stringify(name)},`).join('\n');
  return `// Generated by \`npm run generate\` (scripts/protocol-codegen.ts) from src/protocol/catalog.ts: do not edit.
// The build fails when this file is stale.
/**
 * The protocol catalog compiled to plain TypeScript: name lists, payload types, validators and
 * replay policies. See src/protocol/catalog.ts for the definitions.
 *
 * @module
 * @internal
 */

import type { ReplayPolicy } from './catalog.js';
import type { Surface } from './constants.js';
import { addIssue } from '../internal/describe.js';
import type { PayloadGuard } from './payload.js';
import { RULES } from './rules.js';

/** The eight events an embed sends to its host, in catalog order (spec 6.2). */
export const EVENT_NAMES = /* @__PURE__ */ Object.freeze([
${list(events.names)}
] as const);

/** The six actions a host sends to its embed, in catalog order (spec 6.3). */
export const ACTION_NAMES = /* @__PURE__ */ Object.freeze([
${list(actions.names)}
] as const);

/** A name of an event in the catalog, e.g. \`'dashboard-loaded'\`. */
export type EventName = (typeof EVENT_NAMES)[number];

/** A name of an action in the catalog, e.g. \`'set-filter'\`. */
export type ActionName = (typeof ACTION_NAMES)[number];

/** The payload of each event, by name (spec 6.2). Optional fields are absent or of their type. */
export interface EventPayloads {
${events.types.join('\n')}
}

/** The payload of each action, by name (spec 6.3). \`refresh\` sends \`{}\`. */
export interface ActionPayloads {
${actions.types.join('\n')}
}

/**
 * The events and actions whose payloads may hold a value of any type (a field of type
 * \`unknown\`, or the further keys of an open payload): the only ones that can hold something
 * postMessage cannot copy, so the only ones given a trial copy before they are sent. Every other
 * payload is made of the strings, numbers, booleans and nulls its validator let through.
 */
export const EVENTS_WITH_ANY_VALUE: readonly EventName[] = /* @__PURE__ */ Object.freeze([${events.anyValue.map((name) => JSON.stringify(name)).join(', ')}]);
export const ACTIONS_WITH_ANY_VALUE: readonly ActionName[] = /* @__PURE__ */ Object.freeze([${actions.anyValue.map((name) => JSON.stringify(name)).join(', ')}]);

/** The surfaces that send an event, for the events not sent by all (spec 6.2). */
export const EVENT_SURFACES: { readonly [N in EventName]?: readonly Surface[] } = {
${surfaces.join('\n')}
};

/** What a reloaded embed gets of each action again (see the controller's replay). */
export const ACTION_REPLAY: { readonly [N in ActionName]: ReplayPolicy } = {
${replay.join('\n')}
};

/** The validator of each event's payload. */
export const EVENT_GUARDS: { readonly [N in EventName]: PayloadGuard } = {
${events.guards.join('\n')}
};

/** The validator of each action's payload. */
export const ACTION_GUARDS: { readonly [N in ActionName]: PayloadGuard } = {
${actions.guards.join('\n')}
};
`;
}
