/**
 * Derives the shapes `isToolCall` checks (src/chat/generated-tool-shapes.ts) from the known
 * tools' zod schemas (src/chat/schemas.ts), so the chat entry knows what each tool sends without
 * carrying zod: one definition of a tool's input and result, the schema; the shapes are data
 * read from it. A field of a kind the shapes cannot say exactly fails the build, naming it.
 */
import type * as z from 'zod/mini';
import type { ToolField, ToolShape } from '../src/chat/generated-tool-shapes.js';
import { META_INPUT_SCHEMA, META_RESULT_SCHEMA, SQL_INPUT_SCHEMA, SQL_RESULT_SCHEMA } from '../src/chat/schemas.js';
import type { KnownToolName } from '../src/chat/types.js';
import { definitionOf, type Schema } from './protocol-codegen.js';

/** Where the generated module lives, from the package root. */
export const TOOL_SHAPES_PATH = 'src/chat/generated-tool-shapes.ts';

/** The schemas of each known tool's input and result: a new known tool must be named here. */
export const TOOL_SCHEMAS: Readonly<
  Record<KnownToolName, { readonly input: z.core.$ZodType; readonly result: z.core.$ZodType }>
> = {
  platformMeta: { input: META_INPUT_SCHEMA, result: META_RESULT_SCHEMA },
  platformSqlApi: { input: SQL_INPUT_SCHEMA, result: SQL_RESULT_SCHEMA },
};

/** A tool schema's construct that the shapes cannot say exactly as zod checks it. */
export class UnsupportedToolSchema extends Error {
  constructor(where: string, what: string) {
    super(
      `${where}: the tool shapes do not support ${what}; teach scripts/tool-shapes-codegen.ts and isToolCall (src/chat/answer.ts) to check it exactly as zod does`,
    );
    this.name = 'UnsupportedToolSchema';
  }
}

const hasChecks = (schema: Schema): boolean => Boolean((definitionOf(schema).checks as unknown[] | undefined)?.length);
const typeOf = (schema: Schema): string => definitionOf(schema).type;

/** Whether an array's items are rows: a union of an array of anything and a record of string keys to anything. */
function isRows(item: Schema): boolean {
  const def = definitionOf(item);
  if (def.type !== 'union') return false;
  const kinds = (def.options as Schema[]).map((option) => {
    const optionDef = definitionOf(option);
    if (optionDef.type === 'array') return typeOf(optionDef.element as Schema) === 'unknown' ? 'array' : 'other';
    if (optionDef.type === 'record')
      return typeOf(optionDef.keyType as Schema) === 'string' && typeOf(optionDef.valueType as Schema) === 'unknown'
        ? 'record'
        : 'other';
    return 'other';
  });
  return kinds.length === 2 && kinds.includes('array') && kinds.includes('record');
}

/** The shape of one field: a string (optional or not), a number, rows, or an array of objects of a shape. */
function fieldOf(schema: Schema, where: string): ToolField {
  if (hasChecks(schema)) throw new UnsupportedToolSchema(where, `checks on a ${typeOf(schema)}`);
  const def = definitionOf(schema);
  if (def.type === 'optional') {
    const inner = def.innerType as Schema;
    if (typeOf(inner) === 'string' && !hasChecks(inner)) return 'text?';
    throw new UnsupportedToolSchema(where, `an optional ${typeOf(inner)} (only an optional string)`);
  }
  if (def.type === 'string') return 'text';
  if (def.type === 'number') return 'number';
  if (def.type === 'array' && !hasChecks(schema)) {
    const item = def.element as Schema;
    if (isRows(item)) return 'rows';
    if (typeOf(item) === 'object') return [shapeOf(item, `${where}.<index>`)];
  }
  throw new UnsupportedToolSchema(
    where,
    def.type === 'array' ? 'an array of other items than objects or rows' : `a ${def.type}`,
  );
}

/** The shape of an open object: each of its fields, in the schema's order. */
export function shapeOf(schema: Schema, where: string): ToolShape {
  const def = definitionOf(schema);
  const catchall = def.catchall as Schema | undefined;
  if (def.type !== 'object' || !catchall || typeOf(catchall) !== 'unknown')
    throw new UnsupportedToolSchema(
      where,
      `a ${def.type === 'object' ? 'closed object' : def.type} (a tool's objects are open)`,
    );
  if (hasChecks(schema)) throw new UnsupportedToolSchema(where, 'checks on an object');
  const shape = def.shape as Record<string, Schema>;
  return Object.fromEntries(Object.keys(shape).map((key) => [key, fieldOf(shape[key]!, `${where}.${key}`)]));
}

/** The shapes of every known tool's input and result. */
export function toolShapesOf(
  schemas: typeof TOOL_SCHEMAS = TOOL_SCHEMAS,
): Record<KnownToolName, { input: ToolShape; result: ToolShape }> {
  const entries = Object.entries(schemas).map(([name, { input, result }]) => [
    name,
    { input: shapeOf(input, `${name} input`), result: shapeOf(result, `${name} result`) },
  ]);
  return Object.fromEntries(entries) as Record<KnownToolName, { input: ToolShape; result: ToolShape }>;
}

/** A shape or field as TypeScript source: single quotes, bare keys where they are identifiers. */
function literal(value: ToolField | ToolShape): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${literal(value[0] as ToolShape)}]`;
  const fields = Object.entries(value).map(
    ([key, field]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${literal(field)}`,
  );
  return `{ ${fields.join(', ')} }`;
}

/** The source of src/chat/generated-tool-shapes.ts. Throws {@link UnsupportedToolSchema} for what the shapes cannot say. */
export function generateToolShapesModule(schemas: typeof TOOL_SCHEMAS = TOOL_SCHEMAS): string {
  const tools = Object.entries(toolShapesOf(schemas)).map(
    ([name, { input, result }]) => `  ${name}: {\n    input: ${literal(input)},\n    result: ${literal(result)},\n  },`,
  );
  return `// Generated by \`npm run generate\` (scripts/tool-shapes-codegen.ts) from src/chat/schemas.ts: do not edit.
// The build fails when this file is stale.
/**
 * The known tools' inputs and results as shapes (spec 2.6), read from their zod schemas:
 * what \`isToolCall\` (src/chat/answer.ts) checks before it narrows, with no zod in the chat entry.
 * test/chat/generated-tool-shapes.test.ts holds it to the schemas.
 *
 * @module
 * @internal
 */

import type { KnownToolName } from './types.js';

/**
 * What a field of a known tool's input or result holds: a string (\`text?\`: when present), a
 * finite number, rows (an array of value arrays or of objects), or an array of objects of a shape.
 */
export type ToolField = 'text' | 'text?' | 'number' | 'rows' | readonly [ToolShape];

/** The fields an object must have, by name (others are allowed: a tool's objects are open). */
export interface ToolShape {
  readonly [field: string]: ToolField;
}

/** The shapes of each known tool's input and result, in the schemas' order. */
export const TOOL_SHAPES: Readonly<Record<KnownToolName, { readonly input: ToolShape; readonly result: ToolShape }>> = {
${tools.join('\n')}
};
`;
}
