/**
 * The shapes isToolCall checks, generated from the known tools' zod schemas
 * (scripts/tool-shapes-codegen.ts into src/chat/generated-tool-shapes.ts): fresh, every field of
 * every schema in them, and refused at build time for what they cannot say exactly. That
 * isToolCall then agrees with the schemas, value by value, is test/chat/answer.test.ts's part.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  generateToolShapesModule,
  shapeOf,
  TOOL_SCHEMAS,
  TOOL_SHAPES_PATH,
  toolShapesOf,
  UnsupportedToolSchema,
} from '../../scripts/tool-shapes-codegen.js';
import { TOOL_SHAPES } from '../../src/chat/generated-tool-shapes.js';

/** The field names of an open object schema, nested ones as `parent.<index>.child`. */
function fieldNames(schema: z.core.$ZodType, prefix = ''): string[] {
  const shape = (schema._zod.def as unknown as { shape: Record<string, z.core.$ZodType> }).shape;
  return Object.keys(shape).flatMap((key) => {
    const def = shape[key]!._zod.def as unknown as { type: string; element?: z.core.$ZodType };
    const nested =
      def.type === 'array' && def.element?._zod.def.type === 'object'
        ? fieldNames(def.element, `${prefix}${key}.<index>.`)
        : [];
    return [`${prefix}${key}`, ...nested];
  });
}

/** The same for a shape. */
function shapeNames(shape: object, prefix = ''): string[] {
  return Object.entries(shape).flatMap(([key, field]) => [
    `${prefix}${key}`,
    ...(Array.isArray(field) ? shapeNames(field[0], `${prefix}${key}.<index>.`) : []),
  ]);
}

describe('the generated tool shapes', () => {
  it('are up to date with the schemas (the build runs the same check)', () => {
    expect(readFileSync(new URL(`../../${TOOL_SHAPES_PATH}`, import.meta.url), 'utf8')).toBe(
      generateToolShapesModule(),
    );
    expect(TOOL_SHAPES).toEqual(toolShapesOf());
  });

  it('know every field of every known tool’s input and result schema, and no other', () => {
    expect(Object.keys(TOOL_SHAPES).sort()).toEqual(Object.keys(TOOL_SCHEMAS).sort());
    for (const [name, schemas] of Object.entries(TOOL_SCHEMAS)) {
      const shapes = TOOL_SHAPES[name as keyof typeof TOOL_SHAPES];
      expect(shapeNames(shapes.input), `${name} input`).toEqual(fieldNames(schemas.input));
      expect(shapeNames(shapes.result), `${name} result`).toEqual(fieldNames(schemas.result));
    }
  });

  it('change when a schema gains a field: the committed file is then stale', () => {
    const gained = {
      ...TOOL_SCHEMAS,
      platformSqlApi: {
        ...TOOL_SCHEMAS.platformSqlApi,
        result: z.extend(TOOL_SCHEMAS.platformSqlApi.result as z.ZodMiniObject, { rowCount: z.number() }),
      },
    };
    expect(toolShapesOf(gained).platformSqlApi.result.rowCount).toBe('number');
    expect(generateToolShapesModule(gained)).not.toBe(generateToolShapesModule());
  });

  it('say each kind of field as the schema does: string, optional string, number, rows, array of objects', () => {
    const schema = z.looseObject({
      a: z.string(),
      b: z.optional(z.string()),
      c: z.number(),
      d: z.array(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
      e: z.array(z.looseObject({ f: z.string() })),
    });
    expect(shapeOf(schema, 'x')).toEqual({ a: 'text', b: 'text?', c: 'number', d: 'rows', e: [{ f: 'text' }] });
  });

  it.each<[string, z.core.$ZodType, RegExp]>([
    ['a closed object', z.object({ a: z.string() }), /^x: .*a closed object/],
    [
      'a nested closed object',
      z.looseObject({ a: z.array(z.object({ b: z.string() })) }),
      /^x\.a\.<index>: .*a closed object/,
    ],
    ['a boolean', z.looseObject({ a: z.boolean() }), /^x\.a: .*a boolean/],
    ['an optional number', z.looseObject({ a: z.optional(z.number()) }), /^x\.a: .*an optional number/],
    ['a string with checks', z.looseObject({ a: z.string().check(z.minLength(1)) }), /^x\.a: .*checks on a string/],
    ['an array of strings', z.looseObject({ a: z.array(z.string()) }), /^x\.a: .*an array of other items/],
  ])('refuses %s, naming the field', (_, schema, message) => {
    expect(() => shapeOf(schema, 'x')).toThrow(UnsupportedToolSchema);
    expect(() => shapeOf(schema, 'x')).toThrow(message);
  });
});
