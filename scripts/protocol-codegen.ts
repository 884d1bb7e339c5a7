/**
 * Compiles the protocol catalog (src/protocol/catalog.ts, zod) into plain TypeScript: the name
 * lists, the payload types with their docs, a validator per payload, and the replay policies
 * (src/protocol/generated.ts). Browser code then needs no zod at run time, and runs no eval or
 * new Function: everything is written here ahead of time.
 *
 * Each payload's schema is first read into a plan: its fields in order, each with whether it may
 * be absent or `null`, the text its refusal says it expected (worked out here, as zod's issue
 * would word it), what a present value must be (a shared test, an enum's values, or an object's
 * own fields) and its value rule's name. From the plan, every validator — an event's, an
 * action's — is written as straight-line code calling the shared tests and issue functions of
 * src/protocol/validate-fields.ts (see {@link guardCode} for why, and docs/performance.md for
 * the measurements of the other forms tried).
 *
 * Either way a validator does exactly what `z.safeParse` does with the payload's schema — same
 * verdict, same output object, an issue for the same fields in the same order — followed by the
 * fields' value rules, as the zod schemas of `platform-embed/schemas` do; a property test holds
 * the two to it. An object inside a payload (the theme's `analyticsChat`) is read into a fresh
 * object, its issues naming the path (`payload.analyticsChat.chatInput`); its fields are defined
 * in the catalog like a payload's, docs included. A construct this compiler does not know fails
 * the build, naming the field.
 */
import type * as z from 'zod/mini';
import { quoteAll } from '../src/internal/describe.js';
import {
  ACTIONS,
  type ActionDefinition,
  EVENTS,
  type EventDefinition,
  type FieldDefinition,
  type MessageDefinition,
} from '../src/protocol/catalog.js';
import { RULES, type RuleName } from '../src/protocol/rules.js';
import { isBoolean, isNumber, isString, type ValueTest } from '../src/protocol/validate-fields.js';
import { SURFACES } from '../src/protocol/vocabulary.js';

/** Where the generated module lives, from the package root. */
export const GENERATED_PATH = 'src/protocol/generated.ts';

export type Schema = z.core.$ZodType;

/** A schema the compiler cannot turn into a validator that behaves exactly as zod does. */
export class UnsupportedSchema extends Error {
  constructor(where: string, what: string) {
    super(
      `${where}: the protocol compiler does not support ${what}; teach scripts/protocol-codegen.ts to compile it exactly as zod parses it, or change the catalog`,
    );
    this.name = 'UnsupportedSchema';
  }
}

export const definitionOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

// ---- From the catalog's schemas to plans of the payloads --------------------------------------

/**
 * How a present value is checked: the options it may match (an enum's values, the shared tests
 * of src/protocol/validate-fields.ts), or `'any'` for a value of any type; whether `null`
 * passes; the rule its issue names; its TypeScript type.
 */
interface ValueCheck {
  options: (string | ValueTest)[] | 'any';
  nullable: boolean;
  rule: string;
  type: string;
}

/** The check of a scalar value that is present (optional already unwrapped). */
export function valueCheck(schema: Schema, where: string): ValueCheck {
  const def = definitionOf(schema);
  if ((def.checks as unknown[] | undefined)?.length)
    throw new UnsupportedSchema(where, `checks on a ${def.type} (put value rules in the field's "rule")`);
  if (def.coerce) throw new UnsupportedSchema(where, `a coerced ${def.type}`);
  switch (def.type) {
    case 'string':
      return { options: [isString], nullable: false, rule: 'string', type: 'string' };
    case 'number':
      // zod refuses NaN and ±Infinity as numbers: isNumber does too.
      return { options: [isNumber], nullable: false, rule: 'number', type: 'number' };
    case 'boolean':
      return { options: [isBoolean], nullable: false, rule: 'boolean', type: 'boolean' };
    case 'unknown':
      return { options: 'any', nullable: false, rule: '', type: 'unknown' };
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      if (values.some((value) => typeof value !== 'string'))
        throw new UnsupportedSchema(where, 'an enum of other values than strings');
      return {
        options: values as string[],
        nullable: false,
        rule: `one of ${quoteAll(values)}`,
        type: values.map((value) => JSON.stringify(value)).join(' | '),
      };
    }
    case 'nullable': {
      const inner = def.innerType as Schema;
      if (inner._zod.optin !== undefined) throw new UnsupportedSchema(where, 'nullable around an optional');
      const check = valueCheck(inner, where);
      return { ...check, nullable: check.options !== 'any', type: `${check.type} | null` };
    }
    case 'union': {
      // zod tries the options in order and keeps the first that parses. Options of scalars
      // parse to the value itself, so the first that accepts it is as good as any; when none
      // does, its one issue ("invalid_union") says what each option expected.
      const options = def.options as Schema[];
      if (def.inclusive === false || def.discriminator !== undefined)
        throw new UnsupportedSchema(where, 'an exclusive or discriminated union');
      if (options.length === 0) throw new UnsupportedSchema(where, 'an empty union');
      if (options.some((option) => option._zod.optin !== undefined))
        throw new UnsupportedSchema(where, 'a union with an option that may be absent');
      const checks = options.map((option) => valueCheck(option, where));
      if (checks.length === 1) return checks[0]!;
      const any = checks.some((check) => check.options === 'any');
      return {
        options: any ? 'any' : [...new Set(checks.flatMap((check) => check.options as (string | ValueTest)[]))],
        nullable: !any && checks.some((check) => check.nullable),
        rule: checks.map((check) => check.rule).join(' or '),
        type: checks.map((check) => check.type).join(' | '),
      };
    }
    default:
      throw new UnsupportedSchema(where, `a ${String(def.type)} schema`);
  }
}

/** What a present value of a field must be: of any type, one of some options, or an object of its own fields. */
type CheckPlan =
  | { kind: 'any' }
  | { kind: 'options'; options: (string | ValueTest)[] }
  | { kind: 'object'; object: ObjectPlan };

/**
 * One field, as zod's object parser treats its key: whether it may be absent or `null`, what its
 * refusal says it expected (`nonoptional` for a required field of any type, refused only when
 * absent), what a present value must be, and the rule on its value.
 */
interface FieldPlan {
  key: string;
  optional: boolean;
  nullable: boolean;
  expected: string;
  check: CheckPlan;
  rule: RuleName | undefined;
}

/** An object's fields in order, whether it keeps further keys, its TypeScript type, and whether it may hold a value of any type. */
interface ObjectPlan {
  fields: FieldPlan[];
  open: boolean;
  type: string;
  anyValue: boolean;
}

/** A key as a member of a TypeScript type. */
const member = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/** Lines indented by two spaces more. */
export const indent = (lines: readonly string[]) => lines.map((line) => (line ? `  ${line}` : line));

/**
 * A present value's plan. A scalar is checked against its options; an object (nullable or not)
 * is read as zod reads one: any non-null object that is not an array, whose own fields are read
 * into a fresh object. `where` names the field in the catalog (for errors).
 */
function presentPlan(
  schema: Schema,
  field: FieldDefinition,
  where: string,
  depth: number,
): Pick<FieldPlan, 'nullable' | 'expected' | 'check'> & { type: string; anyValue: boolean } {
  const def = definitionOf(schema);
  const nullable = def.type === 'nullable';
  const object = nullable ? (def.innerType as Schema) : schema;
  if (definitionOf(object).type !== 'object') {
    if (field.fields) throw new UnsupportedSchema(where, 'field definitions on a field that is not an object');
    const check = valueCheck(schema, where);
    if (check.options === 'any')
      return { nullable: false, expected: 'nonoptional', check: { kind: 'any' }, type: check.type, anyValue: true };
    return {
      nullable: check.nullable,
      expected: check.rule,
      check: { kind: 'options', options: check.options },
      type: check.type,
      anyValue: false,
    };
  }
  if (object._zod.optin !== undefined) throw new UnsupportedSchema(where, 'nullable around an optional');
  const objectDef = definitionOf(object);
  if ((objectDef.checks as unknown[] | undefined)?.length) throw new UnsupportedSchema(where, 'checks on an object');
  const catchall = objectDef.catchall as Schema | undefined;
  if (catchall && definitionOf(catchall).type !== 'unknown')
    throw new UnsupportedSchema(
      where,
      'an object schema with a catchall other than unknown (strict or typed further keys)',
    );
  const shape = objectDef.shape as Record<string, Schema>;
  const fields = field.fields;
  // The docs of the object's fields live with their definitions: the shape must be built from them.
  if (
    !fields ||
    Object.keys(shape).join() !== Object.keys(fields).join() ||
    Object.keys(shape).some((name) => shape[name] !== (fields[name]!.schema as unknown))
  ) {
    throw new UnsupportedSchema(
      where,
      'an object schema without the definitions of its fields (build it from them, as objectField does in the catalog)',
    );
  }
  const inner = objectPlan(fields, catchall !== undefined, `${where}.`, depth + 1);
  return {
    nullable,
    expected: 'object',
    check: { kind: 'object', object: inner },
    type: `${inner.type}${nullable ? ' | null' : ''}`,
    anyValue: inner.anyValue,
  };
}

/** One field's plan, its members of the TypeScript type (doc included), and whether it may hold a value of any type. */
function fieldPlan(
  key: string,
  field: FieldDefinition,
  where: string,
  depth: number,
): { plan: FieldPlan; members: string[]; anyValue: boolean } {
  const schema = field.schema as unknown as Schema;
  const def = definitionOf(schema);
  if (field.rule && depth > 0) throw new UnsupportedSchema(where, 'a rule on a field of a nested object');
  const doc = field.rule ? `${field.doc} Must be ${RULES[field.rule].rule}.` : field.doc;
  const optional = def.type === 'optional';
  let present: ReturnType<typeof presentPlan>;
  if (optional) {
    const inner = def.innerType as Schema;
    if (inner._zod.optin !== undefined)
      throw new UnsupportedSchema(where, 'an optional around an optional or a default');
    present = presentPlan(inner, field, where, depth);
  } else {
    if (schema._zod.optin !== undefined || schema._zod.optout !== undefined)
      throw new UnsupportedSchema(where, `a ${String(def.type)} that may be absent (only optional(…) is)`);
    present = presentPlan(schema, field, where, depth);
  }
  // The member's doc, then its declaration (an object's type spans several lines).
  const members = [
    `/** ${doc} */`,
    ...`${member(key)}${optional ? '?' : ''}: ${present.type}${optional ? ' | undefined' : ''};`.split('\n'),
  ];
  const plan = {
    key,
    optional,
    nullable: present.nullable,
    expected: present.expected,
    check: present.check,
    rule: field.rule,
  };
  return { plan, members, anyValue: present.anyValue };
}

/** The plan of an object's fields, read in order, then, for an open object, its further keys. */
function objectPlan(
  fields: Readonly<Record<string, FieldDefinition>>,
  open: boolean,
  where: string,
  depth: number,
): ObjectPlan {
  const keys = Object.keys(fields);
  if (keys.includes('__proto__')) throw new UnsupportedSchema(where.replace(/\.$/, ''), 'a field named __proto__');
  const plans: FieldPlan[] = [];
  const members: string[] = [];
  let anyValue = open;
  for (const key of keys) {
    const compiled = fieldPlan(key, fields[key]!, `${where}${key}`, depth);
    anyValue ||= compiled.anyValue;
    plans.push(compiled.plan);
    members.push(...compiled.members);
  }
  if (open) members.push('/** Further keys, kept as sent. */', '[key: string]: unknown;');
  // A closed object without fields is what zod makes of z.object({}): no key at all.
  return {
    fields: plans,
    open,
    type: members.length ? ['{', ...indent(members), '}'].join('\n') : 'Record<string, never>',
    anyValue,
  };
}

// ---- Straight-line code (events) ---------------------------------------------------------------

/** The names the generated module gives the shared tests of src/protocol/validate-fields.ts. */
export const TEST_NAMES = new Map<ValueTest, string>([
  [isString, 'isString'],
  [isNumber, 'isNumber'],
  [isBoolean, 'isBoolean'],
]);

/**
 * The lists of an enum's values that the generated module imports rather than writes again,
 * by their values: the catalog's `surface` is `z.enum(SURFACES)`.
 */
const SHARED_LISTS = new Map<string, string>([[JSON.stringify(SURFACES), 'SURFACES']]);

/**
 * The enums' value lists an event's validator tests against, each written once in the generated
 * module, before the validators (`const MODE_VALUES: readonly unknown[] = ["signed", "private"];`),
 * or imported when the protocol already has the list. An enum's values then appear once in the
 * bundle, not twice per field (once in an `=== … || === …` test, once in the refusal's text,
 * which is built from the list when a value is refused); `includes` on a list of a few strings
 * costs about what the chain of `===` did (measured with the bench, see {@link guardCode}).
 */
class ValueLists {
  readonly declarations: string[] = [];
  private readonly names = new Map<string, string>();
  constructor(readonly uses: Set<string>) {}

  /** The name of the list of these values, declared (or imported) on first use; `key` names it. */
  nameOf(values: readonly string[], key: string): string {
    const id = JSON.stringify(values);
    const shared = SHARED_LISTS.get(id);
    if (shared) {
      this.uses.add(shared);
      return shared;
    }
    let name = this.names.get(id);
    if (!name) {
      const base = `${key
        .replace(/[A-Z]/g, (letter) => `_${letter}`)
        .replace(/\W/g, '_')
        .toUpperCase()}_VALUES`;
      name = base;
      for (let n = 2; [...this.names.values()].includes(name); n++) name = `${base}_${n}`;
      this.names.set(id, name);
      this.declarations.push(
        `const ${name}: readonly unknown[] = [${values.map((value) => JSON.stringify(value)).join(', ')}];`,
      );
    }
    return name;
  }
}

/**
 * A boolean expression over `value` that holds when it matches one of the options (or is `null`,
 * where that passes): a shared test is called (`isString(value)`; V8 inlines such small
 * functions, so they cost what their expression did), an enum's values looked up in their list.
 */
function testExpression(
  options: readonly (string | ValueTest)[],
  nullable: boolean,
  key: string,
  lists: ValueLists,
): string {
  const literals = options.filter((option): option is string => typeof option === 'string');
  const tests = options
    .filter((option): option is ValueTest => typeof option === 'function')
    .map((test) => {
      const name = TEST_NAMES.get(test)!;
      lists.uses.add(name);
      return `${name}(value)`;
    });
  const list = literals.length ? lists.nameOf(literals, key) : undefined;
  // An imported list is typed by its values: `includes` takes any value once it is widened.
  const widened = list && [...SHARED_LISTS.values()].includes(list) ? `(${list} as readonly unknown[])` : list;
  const terms = [...(widened ? [`${widened}.includes(value)`] : []), ...tests];
  return [...(nullable ? ['value === null'] : []), ...terms].join(' || ');
}

/**
 * The source of what a refusal says a field expected (see `fieldIssue`): an enum's list, whose
 * text is the catalog's (`one of "signed", "private"`) built from it when a value is refused;
 * any other text as a string.
 */
function expectedSource(field: FieldPlan, lists: ValueLists): string {
  const { check } = field;
  if (check.kind === 'options' && check.options.every((option) => typeof option === 'string')) {
    const values = check.options as string[];
    if (field.expected === `one of ${quoteAll(values)}`) return lists.nameOf(values, field.key);
  }
  return JSON.stringify(field.expected);
}

/** A property access: `input.name`, or `input["dashboard-loaded"]` where needed. */
const access = (object: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${object}.${key}` : `${object}[${JSON.stringify(key)}]`;

/**
 * Where an object's statements run: the variables holding its input and output (`input` and
 * `output` for the payload, `input1`/`output1`… for an object inside it), the path its issues
 * name (`''`, then `'analyticsChat.'`…) and its depth.
 */
interface Scope {
  input: string;
  output: string;
  path: string;
  depth: number;
  lists: ValueLists;
}

/**
 * The statements for a value that is present (`undefined` only where the field is required): an
 * `if … else …` chain that stores it at `into` or adds an issue. An object's own fields are read
 * into a fresh object of the next depth.
 */
function presentCode(
  field: FieldPlan,
  check: Exclude<CheckPlan, { kind: 'any' }>,
  scope: Scope,
  into: string,
): string[] {
  const path = JSON.stringify(`${scope.path}${field.key}`);
  if (check.kind === 'options' && field.optional) {
    // An optional scalar: read and tested here, at its key, then handed to one shared function
    // that stores it (or `undefined`, when the key is in the input) or adds its issue, named by
    // the object's path. The store and the `in` check there are generic lookups, which is why a
    // required field keeps its own store (see guardCode for what each costs).
    const test = testExpression(check.options, field.nullable, field.key, scope.lists);
    const k = JSON.stringify(field.key);
    const at = scope.path ? `, ${JSON.stringify(scope.path)}` : '';
    scope.lists.uses.add('optionalVerdict');
    return [
      `detail = optionalVerdict(${scope.output}, ${scope.input}, ${k}, value, ${test}, ${expectedSource(field, scope.lists)}, detail${at});`,
    ];
  }
  const issue = `detail = fieldIssue(detail, ${path}, ${expectedSource(field, scope.lists)}, value);`;
  if (check.kind === 'options') {
    const test = testExpression(check.options, field.nullable, field.key, scope.lists);
    return [`if (${test}) ${into} = value;`, `else ${issue}`];
  }
  const depth = scope.depth + 1;
  const inner: Scope = {
    ...scope,
    input: `input${depth}`,
    output: `output${depth}`,
    path: `${scope.path}${field.key}.`,
    depth,
  };
  const test = field.nullable
    ? "typeof value === 'object' && !Array.isArray(value)"
    : "typeof value === 'object' && value !== null && !Array.isArray(value)";
  return [
    ...(field.nullable ? [`if (value === null) ${into} = value;`, `else if (${test}) {`] : [`if (${test}) {`]),
    ...indent([
      `const ${inner.input} = value as Record<string, unknown>;`,
      `const ${inner.output}: Record<string, unknown> = {};`,
      ...objectCode(check.object, inner),
      `${into} = ${inner.output};`,
    ]),
    `} else ${issue}`,
  ];
}

/** One field's statements, as zod's object parser treats a key: present, absent, optional. */
function fieldCode(field: FieldPlan, scope: Scope): string[] {
  const k = JSON.stringify(field.key);
  const into = access(scope.output, field.key);
  const read = `value = ${access(scope.input, field.key)};`;
  if (field.check.kind === 'any') {
    // Any value passes, `undefined` too; a required field must still be there ("nonoptional" when absent).
    return field.optional
      ? [read, `if (value !== undefined || ${k} in ${scope.input}) ${into} = value;`]
      : [
          read,
          `if (${k} in ${scope.input}) ${into} = value;`,
          `else detail = fieldIssue(detail, ${JSON.stringify(`${scope.path}${field.key}`)}, ${JSON.stringify(field.expected)}, value);`,
        ];
  }
  const present = presentCode(field, field.check, scope, into);
  // Absent: nothing, not even an issue. Present as undefined: kept. Otherwise checked (a
  // scalar's code does all three in one test, see presentCode).
  return field.optional && field.check.kind === 'object'
    ? [
        read,
        'if (value === undefined) {',
        `  if (${k} in ${scope.input}) ${into} = value;`,
        `} else ${present[0]}`,
        ...present.slice(1),
      ]
    : [read, ...present];
}

/** The statements that read an object's fields from the scope's input into its output, then, for an open object, its further keys. */
function objectCode(object: ObjectPlan, scope: Scope): string[] {
  const lines = object.fields.flatMap((field) => fieldCode(field, scope));
  if (object.open) {
    // zod copies every further key (inherited enumerable ones too), except "__proto__": one
    // shared function (open objects are rare, and off the hot path: set-theme's).
    scope.lists.uses.add('copyFurtherKeys');
    lines.push(
      `copyFurtherKeys(${scope.input}, ${scope.output}, [${object.fields.map((field) => JSON.stringify(field.key)).join(', ')}]);`,
    );
  }
  return lines;
}

/**
 * A payload's validator as a method of straight-line statements, for events and actions alike.
 * Events are the hot path (a host validates every message its embed sends): straight-line code
 * reads and writes each field at a key known in advance, which V8 caches per site, where a
 * validator reading a table takes its keys from the table and each read, write and `in` check
 * is a generic lookup. Measured with `parseEventMessage` in Node (bench/node-validation.mjs, in
 * one session on the same corpus): 1.7 times the hand-written check's throughput with code, 0.95
 * with tables (target 1.3). Actions were tables for size until 0.4: one form is one compiler
 * and one set of tests, for about 40 B gzip (docs/performance.md, "How validators are generated").
 *
 * The code still shares what it can without a generic read: the tests (`isString`), the enums'
 * lists, the issues (`fieldIssue`, `ruleIssue`), and for an optional field the store and the
 * `in` check (`optionalVerdict`): 2.4 times the hand-written check without that sharing, 1.7
 * with it (−140 B gzip on `platform-embed`). Sharing every field's store too saved about 40 B
 * more but fell to 1.4–1.55, near the target within the measurement's noise (±15 %), so a
 * required field stores at its own key.
 */
function guardCode(name: string, object: ObjectPlan, lists: ValueLists): string[] {
  const uses = lists.uses;
  if (!object.fields.length && !object.open) return [`${JSON.stringify(name)}(_input) {`, '  return {};', '},'];
  const lines = objectCode(object, { input: 'input', output: 'output', path: '', depth: 0, lists });
  const rules = object.fields.filter((field) => field.rule !== undefined);
  if (rules.length) {
    // The value rules run once every field has its type, in field order, as the zod schema's check does.
    const checks = rules.map(
      (field) =>
        `detail = ruleIssue(detail, ${JSON.stringify(field.key)}, ${access('output', field.key)}, RULES.${field.rule!});`,
    );
    uses.add('ruleIssue');
    lines.push('if (!detail) {', ...indent(checks), '}');
    uses.add('RULES');
  }
  if (lines.some((line) => line.includes('fieldIssue('))) uses.add('fieldIssue');
  const body = [
    'const output: Record<string, unknown> = {};',
    "let detail = '';",
    'let value: unknown;',
    ...lines,
    'return detail || output;',
  ];
  return [`${JSON.stringify(name)}(input) {`, ...indent(body), '},'];
}

/**
 * The validator of one message's payload, its TypeScript type, and whether the payload may hold
 * a value of any type: a field of type `unknown`, or further keys of an open object.
 */
function messageCode(
  kind: 'event' | 'action',
  name: string,
  definition: MessageDefinition,
  lists: ValueLists,
): { guard: string; type: string; anyValue: boolean } {
  const plan = objectPlan(definition.fields, definition.open === true, `${kind} ${name}: payload.`, 0);
  const guard = guardCode(name, plan, lists);
  return {
    guard: [`  /** ${definition.doc} */`, ...indent(guard)].join('\n'),
    type: `  /** ${definition.doc} */\n  ${JSON.stringify(name)}: ${plan.type.split('\n').join('\n  ')};`,
    anyValue: plan.anyValue,
  };
}

function catalogCode(kind: 'event' | 'action', catalog: Record<string, MessageDefinition>, lists: ValueLists) {
  const entries = Object.entries(catalog).map(([name, definition]) => ({
    name,
    ...messageCode(kind, name, definition, lists),
  }));
  return {
    names: entries.map((entry) => entry.name),
    guards: entries.map((entry) => entry.guard),
    types: entries.map((entry) => entry.type),
    anyValue: entries.filter((entry) => entry.anyValue).map((entry) => entry.name),
    withoutFields: entries
      .filter(({ name }) => Object.keys(catalog[name]!.fields).length === 0 && !catalog[name]!.open)
      .map(({ name }) => name),
  };
}

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** A count as the generated comments say it: `seven`, or digits past twelve. */
const numberWord = (count: number): string => NUMBER_WORDS[count] ?? String(count);

/** The source of src/protocol/generated.ts. Throws {@link UnsupportedSchema} for what it cannot compile. */
export function generateProtocolModule(): string {
  return generateFrom(EVENTS, ACTIONS);
}

/** The generated module for any two catalogs (the protocol's, or a test's). */
export function generateFrom(
  eventCatalog: Record<string, EventDefinition>,
  actionCatalog: Record<string, ActionDefinition>,
): string {
  // The names the validators use: RULES, SURFACES and those of src/protocol/validate-fields.ts.
  const uses = new Set<string>();
  const lists = new ValueLists(uses);
  const events = catalogCode('event', eventCatalog, lists);
  const actions = catalogCode('action', actionCatalog, lists);
  const shared = [...uses].filter((name) => name !== 'RULES' && name !== 'SURFACES').sort();
  const imports = [
    ...(uses.has('RULES') ? ["import { RULES } from './rules.js';"] : []),
    ...(shared.length ? [`import { ${shared.join(', ')} } from './validate-fields.js';`] : []),
    uses.has('SURFACES')
      ? "import { type PayloadGuard, type ReplayPolicy, SURFACES, type Surface } from './vocabulary.js';"
      : "import type { PayloadGuard, ReplayPolicy, Surface } from './vocabulary.js';",
  ];
  // The enums' lists go after the name lists: the declaration files order an enum's members by
  // the first literal of each TypeScript meets, which must stay the names' (api-report/).
  const replay = Object.entries(actionCatalog).map(
    ([name, definition]) => `  ${JSON.stringify(name)}: ${JSON.stringify(definition.replay)},`,
  );
  const surfaces = Object.entries(eventCatalog)
    .filter(([, definition]) => definition.surfaces)
    .map(
      ([name, definition]) =>
        `  ${JSON.stringify(name)}: [${definition.surfaces!.map((surface) => JSON.stringify(surface)).join(', ')}],`,
    );
  const list = (names: string[]) => names.map((name) => `  ${JSON.stringify(name)},`).join('\n');
  return `// Generated by \`npm run generate\` (scripts/protocol-codegen.ts) from src/protocol/catalog.ts: do not edit.
// The build fails when this file is stale.
/**
 * The protocol catalog compiled to plain TypeScript: name lists, payload types, validators
 * (straight-line code calling the shared functions of validate-fields.ts) and replay
 * policies. See src/protocol/catalog.ts for the definitions.
 *
 * @module
 * @internal
 */

${imports.join('\n')}

/** The ${numberWord(events.names.length)} events an embed sends to its host, in catalog order (spec 6.2). */
export const EVENT_NAMES = /* @__PURE__ */ Object.freeze([
${list(events.names)}
] as const);

/** The ${numberWord(actions.names.length)} actions a host sends to its embed, in catalog order (spec 6.3). */
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

/** The payload of each action, by name (spec 6.3). \`refresh\` sends \`{}\` (\`createActionMessage('refresh')\` needs none). */
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

/** The actions whose payload has no field (\`refresh\`): \`createActionMessage\` and \`send\` need no payload for them. */
export const ACTIONS_WITHOUT_PAYLOAD: readonly ActionName[] = /* @__PURE__ */ Object.freeze([${actions.withoutFields.map((name) => JSON.stringify(name)).join(', ')}]);

/** The surfaces that send an event, for the events not sent by all (spec 6.2). */
export const EVENT_SURFACES: { readonly [N in EventName]?: readonly Surface[] } = {
${surfaces.join('\n')}
};

/** What a reloaded embed gets of each action again (see the controller's replay). */
export const ACTION_REPLAY: { readonly [N in ActionName]: ReplayPolicy } = {
${replay.join('\n')}
};

${lists.declarations.length ? `/** The values of the events' enums, which their validators test and their refusals list. */\n${lists.declarations.join('\n')}\n\n` : ''}/** The validator of each event's payload. */
export const EVENT_GUARDS: { readonly [N in EventName]: PayloadGuard } = {
${events.guards.join('\n')}
};

/** The validator of each action's payload. */
export const ACTION_GUARDS: { readonly [N in ActionName]: PayloadGuard } = {
${actions.guards.join('\n')}
};
`;
}
