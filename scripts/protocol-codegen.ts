/**
 * Compiles the protocol catalog (src/protocol/catalog.ts, zod) into plain TypeScript: the name
 * lists, the payload types with their docs, one straight-line validator per payload, and the
 * replay policies (src/protocol/generated.ts). Browser code then needs no zod at run time, and
 * runs no eval or new Function: the validators are source code, written here ahead of time.
 *
 * A validator does exactly what `z.safeParse` does with the payload's schema — same verdict,
 * same output object, an issue for the same fields in the same order — followed by the
 * fields' value rules, as the zod schemas of `platform-embed/schemas` do; a property test holds
 * the two to it. An object inside a payload (the theme's `analyticsChat`) is read inline, into a
 * fresh object, its issues naming the path (`payload.analyticsChat.chatInput`); its fields are
 * defined in the catalog like a payload's, docs included. A construct this compiler does not
 * know fails the build, naming the field.
 */
import type * as z from 'zod/mini';
import { quoteAll } from '../src/internal/describe.js';
import { ACTIONS, type ActionDefinition, EVENTS, type EventDefinition, type FieldDefinition, type MessageDefinition } from '../src/protocol/catalog.js';
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

/** The check of a scalar value that is present (optional already unwrapped). */
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
    case 'union': {
      // zod tries the options in order and keeps the first that parses. Options of scalars
      // parse to the value itself, so the first that accepts it is as good as any; when none
      // does, its one issue ("invalid_union") says what each option expected.
      const options = def.options as Schema[];
      if (def.inclusive === false || def.discriminator !== undefined) throw new UnsupportedSchema(where, 'an exclusive or discriminated union');
      if (options.length === 0) throw new UnsupportedSchema(where, 'an empty union');
      if (options.some((option) => option._zod.optin !== undefined)) throw new UnsupportedSchema(where, 'a union with an option that may be absent');
      const checks = options.map((option) => valueCheck(option, where));
      if (checks.length === 1) return checks[0]!;
      return {
        test: checks.some((check) => check.test === 'true') ? 'true' : checks.map((check) => `(${check.test})`).join(' || '),
        rule: checks.map((check) => check.rule).join(' or '),
        type: checks.map((check) => check.type).join(' | '),
      };
    }
    default:
      throw new UnsupportedSchema(where, `a ${String(def.type)} schema`);
  }
}

/** A property access or key literal: `input.name`, or `input["dashboard-loaded"]` where needed. */
const access = (object: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${object}.${key}` : `${object}[${JSON.stringify(key)}]`);

/** A key as a member of a TypeScript type. */
const member = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/** Lines indented by two spaces more. */
const indent = (lines: readonly string[]) => lines.map((line) => (line ? `  ${line}` : line));

/**
 * Where an object's statements run: the variables holding its input and output (`input` and
 * `output` for the payload, `input1`/`output1`… for an object inside it), the path its issues
 * name (`''`, then `'analyticsChat.'`…), and where in the catalog it is (for errors).
 */
interface Scope {
  input: string;
  output: string;
  path: string;
  depth: number;
  where: string;
}

/** What a value or an object compiles to: statements, a TypeScript type, and whether it may hold a value of any type. */
interface Compiled {
  lines: string[];
  type: string;
  anyValue: boolean;
}

/**
 * The statements for a value that is present (`undefined` only where the field is required):
 * an `if … else …` chain that stores it at `into` or adds an issue, and whether every value
 * passes (a field of type `unknown`, which needs no test). A scalar is one test; an
 * object (nullable or not) is parsed as zod parses it: any non-null object that is not an array,
 * whose own fields are read into a fresh object of the next depth.
 */
function presentCode(schema: Schema, field: FieldDefinition, key: string, scope: Scope, into: string): Compiled & { acceptsAll: boolean } {
  const where = `${scope.where}${key}`;
  const path = JSON.stringify(`${scope.path}${key}`);
  const def = definitionOf(schema);
  const nullable = def.type === 'nullable';
  const object = nullable ? (def.innerType as Schema) : schema;
  if (definitionOf(object).type !== 'object') {
    if (field.fields) throw new UnsupportedSchema(where, 'field definitions on a field that is not an object');
    const check = valueCheck(schema, where);
    const acceptsAll = check.test === 'true';
    return {
      lines: [`if (${check.test}) ${into} = value;`, `else detail = addIssue(detail, ${path}, ${JSON.stringify(check.rule)}, value);`],
      type: check.type,
      anyValue: acceptsAll,
      acceptsAll,
    };
  }
  if (object._zod.optin !== undefined) throw new UnsupportedSchema(where, 'nullable around an optional');
  const objectDef = definitionOf(object);
  if ((objectDef.checks as unknown[] | undefined)?.length) throw new UnsupportedSchema(where, 'checks on an object');
  const catchall = objectDef.catchall as Schema | undefined;
  if (catchall && definitionOf(catchall).type !== 'unknown')
    throw new UnsupportedSchema(where, 'an object schema with a catchall other than unknown (strict or typed further keys)');
  const shape = objectDef.shape as Record<string, Schema>;
  const fields = field.fields;
  // The docs of the object's fields live with their definitions: the shape must be built from them.
  if (!fields || Object.keys(shape).join() !== Object.keys(fields).join() || Object.keys(shape).some((name) => shape[name] !== (fields[name]!.schema as unknown))) {
    throw new UnsupportedSchema(where, 'an object schema without the definitions of its fields (build it from them, as objectField does in the catalog)');
  }
  const depth = scope.depth + 1;
  const inner: Scope = { input: `input${depth}`, output: `output${depth}`, path: `${scope.path}${key}.`, depth, where: `${where}.` };
  const body = objectCode(fields, catchall !== undefined, inner);
  const test = nullable ? "typeof value === 'object' && !Array.isArray(value)" : "typeof value === 'object' && value !== null && !Array.isArray(value)";
  return {
    lines: [
      ...(nullable ? [`if (value === null) ${into} = value;`, `else if (${test}) {`] : [`if (${test}) {`]),
      ...indent([`const ${inner.input} = value as Record<string, unknown>;`, `const ${inner.output}: Record<string, unknown> = {};`, ...body.lines, `${into} = ${inner.output};`]),
      `} else detail = addIssue(detail, ${path}, ${JSON.stringify('object')}, value);`,
    ],
    type: `${body.type}${nullable ? ' | null' : ''}`,
    anyValue: body.anyValue,
    acceptsAll: false,
  };
}

/**
 * One field's statements, as zod's object parser treats a key (present, absent, optional), its
 * member of the TypeScript type (doc included), and whether it may hold a value of any type.
 */
function fieldCode(key: string, field: FieldDefinition, scope: Scope): { lines: string[]; members: string[]; anyValue: boolean } {
  const schema = field.schema as unknown as Schema;
  const where = `${scope.where}${key}`;
  const def = definitionOf(schema);
  const k = JSON.stringify(key);
  const into = access(scope.output, key);
  const read = `value = ${access(scope.input, key)};`;
  if (field.rule && scope.depth > 0) throw new UnsupportedSchema(where, 'a rule on a field of a nested object');
  const doc = field.rule ? `${field.doc} Must be ${RULES[field.rule].rule}.` : field.doc;
  // The member's doc, then its declaration (an object's type spans several lines).
  const members = (type: string, optional: boolean) => [`/** ${doc} */`, ...`${member(key)}${optional ? '?' : ''}: ${type};`.split('\n')];
  if (def.type === 'optional') {
    const inner = def.innerType as Schema;
    if (inner._zod.optin !== undefined) throw new UnsupportedSchema(where, 'an optional around an optional or a default');
    const present = presentCode(inner, field, key, scope, into);
    // Absent: nothing, not even an issue. Present as undefined: kept. Otherwise checked.
    const lines = present.acceptsAll
      ? [read, `if (value !== undefined || ${k} in ${scope.input}) ${into} = value;`]
      : [read, 'if (value === undefined) {', `  if (${k} in ${scope.input}) ${into} = value;`, `} else ${present.lines[0]}`, ...present.lines.slice(1)];
    return { lines, members: members(`${present.type} | undefined`, true), anyValue: present.anyValue };
  }
  if (schema._zod.optin !== undefined || schema._zod.optout !== undefined) throw new UnsupportedSchema(where, `a ${String(def.type)} that may be absent (only optional(…) is)`);
  const present = presentCode(schema, field, key, scope, into);
  // Required: a value the schema accepts must still be there ("nonoptional" when absent).
  const lines = present.acceptsAll
    ? [read, `if (${k} in ${scope.input}) ${into} = value;`, `else detail = addIssue(detail, ${JSON.stringify(`${scope.path}${key}`)}, 'nonoptional', value);`]
    : [read, ...present.lines];
  return { lines, members: members(present.type, false), anyValue: present.anyValue };
}

/**
 * The statements that read an object's fields from the scope's input into its output — then,
 * for an open object, its further keys — and its TypeScript type.
 */
function objectCode(fields: Readonly<Record<string, FieldDefinition>>, open: boolean, scope: Scope): Compiled {
  const keys = Object.keys(fields);
  if (keys.includes('__proto__')) throw new UnsupportedSchema(scope.where.replace(/\.$/, ''), 'a field named __proto__');
  const lines: string[] = [];
  const members: string[] = [];
  let anyValue = open;
  for (const key of keys) {
    const compiled = fieldCode(key, fields[key]!, scope);
    anyValue ||= compiled.anyValue;
    lines.push(...compiled.lines);
    members.push(...compiled.members);
  }
  if (open) {
    // zod copies every further key (inherited enumerable ones too, as for…in finds them),
    // except "__proto__", which would replace the output's prototype.
    const skip = [...keys, '__proto__'].map((key) => `key !== ${JSON.stringify(key)}`).join(' && ');
    lines.push(`for (const key in ${scope.input}) if (${skip}) ${scope.output}[key] = ${scope.input}[key];`);
    members.push('/** Further keys, kept as sent. */', '[key: string]: unknown;');
  }
  // A closed object without fields is what zod makes of z.object({}): no key at all.
  return { lines, type: members.length ? ['{', ...indent(members), '}'].join('\n') : 'Record<string, never>', anyValue };
}

/**
 * The validator of one message's payload, its TypeScript type, and whether the payload may hold
 * a value of any type: a field of type `unknown`, or further keys of an open object.
 */
function messageCode(kind: 'event' | 'action', name: string, definition: MessageDefinition): { guard: string; type: string; anyValue: boolean } {
  const keys = Object.keys(definition.fields);
  const scope: Scope = { input: 'input', output: 'output', path: '', depth: 0, where: `${kind} ${name}: payload.` };
  const compiled = objectCode(definition.fields, definition.open === true, scope);
  const lines = compiled.lines;
  const rules = keys.filter((key) => definition.fields[key]!.rule !== undefined);
  if (rules.length) {
    // The value rules run once every field has its type, in field order, as the zod schema's check does.
    const checks = rules.flatMap((key) => {
      const rule = `RULES.${definition.fields[key]!.rule!}`;
      return [
        `value = ${access('output', key)};`,
        `if (value !== undefined && !(${rule}.test as (value: unknown) => boolean)(value)) detail = addIssue(detail, ${JSON.stringify(key)}, ${rule}.rule, value);`,
      ];
    });
    lines.push('if (!detail) {', ...indent(checks), '}');
  }
  const body =
    keys.length || definition.open
      ? ['const output: Record<string, unknown> = {};', "let detail = '';", 'let value: unknown;', ...lines, 'return detail || output;']
      : ['return {};'];
  const at = (depth: number, text: string[]) => text.map((line) => (line ? `${' '.repeat(depth)}${line}` : line)).join('\n');
  return {
    guard: `  /** ${definition.doc} */\n  ${JSON.stringify(name)}(${keys.length || definition.open ? 'input' : '_input'}) {\n${at(4, body)}\n  },`,
    type: `  /** ${definition.doc} */\n  ${JSON.stringify(name)}: ${compiled.type.split('\n').join('\n  ')};`,
    anyValue: compiled.anyValue,
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

import { addIssue } from '../internal/describe.js';
import { RULES } from './rules.js';
import type { PayloadGuard, ReplayPolicy, Surface } from './vocabulary.js';

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
