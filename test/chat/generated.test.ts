/**
 * The chat stream line's validator, generated from its zod schema (scripts/chat-codegen.ts into
 * src/chat/generated.ts): fresh, and refused at build time for what it cannot compile exactly.
 * Its agreement with the schema is test/chat/validate.test.ts's part.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CHAT_GENERATED_PATH, generateChatModule } from '../../scripts/chat-codegen.js';
import { UnsupportedSchema } from '../../scripts/protocol-codegen.js';

describe('the generated stream line validator', () => {
  it('is up to date with the schema (the build runs the same check)', () => {
    expect(readFileSync(new URL(`../../${CHAT_GENERATED_PATH}`, import.meta.url), 'utf8')).toBe(generateChatModule());
  });

  it.each<[string, z.core.$ZodType, RegExp]>([
    [
      'a closed object',
      z.looseObject({ id: z.string(), toolCall: z.optional(z.object({ name: z.string() })) }),
      /stream line: toolCall: .*a closed object/,
    ],
    [
      'an enum',
      z.looseObject({ id: z.string(), role: z.optional(z.enum(['user', 'assistant'])) }),
      /stream line: role: .*one of "user", "assistant"/,
    ],
    ['a nullable field', z.looseObject({ id: z.nullable(z.string()) }), /stream line: id: /],
    [
      'an array of objects',
      z.looseObject({ id: z.string(), parts: z.optional(z.array(z.looseObject({}))) }),
      /stream line: parts.<index>: /,
    ],
    ['a required field of any type', z.looseObject({ id: z.unknown() }), /stream line: id: .*any type/],
  ])('refuses %s, naming the field', (_, schema, message) => {
    expect(() => generateChatModule(schema)).toThrow(UnsupportedSchema);
    expect(() => generateChatModule(schema)).toThrow(message);
  });
});
