/**
 * Compiles the chat stream line's zod schema (`CHAT_STREAM_MESSAGE_SCHEMA`, src/chat/schemas.ts)
 * into the plain TypeScript of src/chat/generated.ts, with the protocol compiler's reading of
 * scalars (`valueCheck`) and its output form: straight-line code, one statement per field, that
 * calls shared tests (`isString`) and shared functions (src/chat/validate.ts).
 *
 * What differs from a protocol payload's validator is what the schema asks: every object of a
 * stream line is open (nothing to drop), so the line is checked in place and returned itself —
 * no copy on the chat's hot path, every line of every answer — and the first refused field, in
 * the schema's order, is thrown (`ApiError('INVALID_RESPONSE')`), as the stream stops there.
 * An own `__proto__` key at an open level, which JSON makes an ordinary property, is dropped in
 * a copy, as zod drops it. A construct this compiler does not know fails the build, naming it.
 */
import type * as z from 'zod/mini';
import { CHAT_STREAM_MESSAGE_SCHEMA } from '../src/chat/schemas.js';
import type { ValueTest } from '../src/protocol/validate-fields.js';
import { definitionOf, indent, type Schema, TEST_NAMES, UnsupportedSchema, valueCheck } from './protocol-codegen.js';

/** Where the generated module lives, from the package root. */
export const CHAT_GENERATED_PATH = 'src/chat/generated.ts';

/** The statements being written, the variables of the open objects met (for the `__proto__` clean-up) and the names used. */
interface Writer {
  lines: string[];
  objects: { variable: string; key: string; parent: string }[];
  uses: Set<string>;
}

/** The test of a present scalar, one shared test (the stream line's fields are strings, numbers, booleans). */
function scalarTest(schema: Schema, where: string, uses: Set<string>): { name: string; rule: string } | undefined {
  const check = valueCheck(schema, where);
  if (check.options === 'any') return undefined;
  const tests = check.options.filter((option): option is ValueTest => typeof option === 'function');
  if (check.nullable || tests.length !== 1 || check.options.length !== 1)
    throw new UnsupportedSchema(where, `${check.rule} in a stream line (only one of string, number, boolean)`);
  const name = TEST_NAMES.get(tests[0]!)!;
  uses.add(name);
  return { name, rule: check.rule };
}

/** The statements of one field of the object held by `parent`, at `path` (`toolCall.`…). */
function fieldCode(key: string, schema: Schema, parent: string, path: string, writer: Writer): void {
  const where = `stream line: ${path}${key}`;
  const def = definitionOf(schema);
  const optional = def.type === 'optional';
  const present = optional ? (def.innerType as Schema) : schema;
  if (present._zod.optin !== undefined)
    throw new UnsupportedSchema(where, 'an optional around an optional or a default');
  const presentDef = definitionOf(present);
  const read = /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
  const name = JSON.stringify(`${path}${key}`);
  if (presentDef.type === 'object') {
    const variable = `object${writer.objects.length + 1}`;
    writer.objects.push({ variable, key, parent });
    writer.uses.add('isRecord');
    writer.lines.push(`${variable} = ${read};`);
    const inner: Writer = { ...writer, lines: [] };
    objectCode(present, variable, `${path}${key}.`, inner);
    const body = [`if (!isRecord(${variable})) throwLineError(what, ${name}, "object", ${variable});`, ...inner.lines];
    writer.lines.push(...(optional ? [`if (${variable} !== undefined) {`, ...indent(body), '}'] : body));
    return;
  }
  if (presentDef.type === 'array') {
    const item = scalarTest(presentDef.element as Schema, `${where}.<index>`, writer.uses);
    if (!item || (presentDef.checks as unknown[] | undefined)?.length)
      throw new UnsupportedSchema(where, 'an array of other items than strings, numbers or booleans, or with checks');
    writer.uses.add('checkItems');
    writer.lines.push(
      `value = ${read};`,
      `${optional ? 'if (value !== undefined) ' : ''}checkItems(what, ${name}, value, ${item.name}, ${JSON.stringify(item.rule)});`,
    );
    return;
  }
  const scalar = scalarTest(present, where, writer.uses);
  if (!scalar) {
    // Any value passes (`state.messages`, read leniently by the merge); a required one must be there.
    if (!optional) throw new UnsupportedSchema(where, 'a required field of any type in a stream line');
    return;
  }
  writer.lines.push(
    `value = ${read};`,
    `if (${optional ? 'value !== undefined && ' : ''}!${scalar.name}(value)) throwLineError(what, ${name}, ${JSON.stringify(scalar.rule)}, value);`,
  );
}

/** The statements checking the fields of an open object held by `variable`, in the schema's order. */
function objectCode(schema: Schema, variable: string, path: string, writer: Writer): void {
  const def = definitionOf(schema);
  const where = `stream line${path ? `: ${path.slice(0, -1)}` : ''}`;
  const catchall = def.catchall as Schema | undefined;
  if (!catchall || definitionOf(catchall).type !== 'unknown')
    throw new UnsupportedSchema(
      where,
      'a closed object in a stream line (every object of it is open, and kept as sent)',
    );
  if ((def.checks as unknown[] | undefined)?.length) throw new UnsupportedSchema(where, 'checks on an object');
  const shape = def.shape as Record<string, Schema>;
  for (const key of Object.keys(shape)) fieldCode(key, shape[key]!, variable, path, writer);
}

/** The statements returning the line itself, or, when an open level has an own `__proto__` key, a copy without it at every level. */
function cleanUpCode(objects: Writer['objects'], uses: Set<string>): string[] {
  uses.add('hasOwnProto');
  uses.add('withoutProto');
  const copy = (variable: string) => `clean${variable.slice('object'.length)}`;
  const levels = ['line', ...objects.map((object) => object.variable)];
  const copies = objects.map(
    ({ variable }) =>
      `const ${copy(variable)} = ${variable} === undefined ? undefined : withoutProto(${variable} as Record<string, unknown>);`,
  );
  const attach = objects.map(
    ({ variable, key, parent }) =>
      `if (${variable} !== undefined) ${parent === 'line' ? 'clean' : `${copy(parent)}!`}.${key} = ${copy(variable)};`,
  );
  return [
    '// Rare: an own "__proto__" key at one of the open levels.',
    `if (${levels.map((level) => `!hasOwnProto(${level})`).join(' && ')}) return line as ChatStreamMessage;`,
    'const clean = withoutProto(line);',
    ...copies,
    ...attach,
    'return clean as ChatStreamMessage;',
  ];
}

/** The source of src/chat/generated.ts. Throws {@link UnsupportedSchema} for what it cannot compile. */
export function generateChatModule(schema: z.core.$ZodType = CHAT_STREAM_MESSAGE_SCHEMA): string {
  const writer: Writer = { lines: [], objects: [], uses: new Set() };
  objectCode(schema, 'line', '', writer);
  const cleanUp = cleanUpCode(writer.objects, writer.uses);
  const tests = [...writer.uses].filter((name) => ['isString', 'isNumber', 'isBoolean'].includes(name)).sort();
  const shared = [...writer.uses].filter((name) => ['checkItems', 'hasOwnProto', 'withoutProto'].includes(name));
  shared.push('throwLineError');
  const objects = writer.objects.map((object) => `${object.variable}: unknown`).join(', ');
  const body = [
    "if (!isRecord(parsed)) throwLineError(what, '', 'object', parsed);",
    'const line = parsed;',
    'let value: unknown;',
    ...(objects ? [`let ${objects};`] : []),
    ...writer.lines,
    ...cleanUp,
  ];
  return `// Generated by \`npm run generate\` (scripts/chat-codegen.ts) from src/chat/schemas.ts: do not edit.
// The build fails when this file is stale.
/**
 * The chat stream line's zod schema (\`CHAT_STREAM_MESSAGE_SCHEMA\`) compiled to plain TypeScript:
 * the line's validator, straight-line code checking each known field once, in the schema's
 * order, calling the shared functions of src/chat/line-checks.ts. A property test holds it to
 * the schema (test/chat/validate.test.ts).
 *
 * @module
 * @internal
 */

import { isRecord } from '../internal/is-record.js';
import { ${tests.join(', ')} } from '../protocol/validate-fields.js';
import type { ChatStreamMessage } from './types.js';
import { ${[...new Set(shared)].sort().join(', ')} } from './line-checks.js';

/**
 * Checks a parsed stream line (spec 2.5) and returns it typed, or throws
 * \`ApiError('INVALID_RESPONSE')\` naming the first field of the wrong type (in the schema's
 * order) and its value, e.g. \`stream line: toolCall.name: expected string, got 5\`: the same
 * verdict and the same accepted value as \`CHAT_STREAM_MESSAGE_SCHEMA\`. Unknown fields, and
 * unknown special ids, are kept as sent.
 *
 * \`parsed\` is what \`JSON.parse\` made of the line. It is returned itself, not copied — unless
 * it (or one of its open objects) has an own \`__proto__\` key, which JSON makes an ordinary
 * property: then a copy without that key is returned, as zod does, so that no later
 * \`Object.assign\` or merge of the message can turn it into a prototype. The input is never
 * changed.
 *
 * @param what - How the refusal names the value: \`stream line\` unless given.
 */
export function validateChatStreamMessage(parsed: unknown, what = 'stream line'): ChatStreamMessage {
${indent(body).join('\n')}
}
`;
}
