/**
 * The hand-written stream line validator against the zod schema it mirrors
 * (CHAT_STREAM_MESSAGE_SCHEMA): on arbitrary, near-valid and `__proto__`-keyed lines, the two
 * agree on the verdict, on the refusal (the first field zod names, in the SDK's words) and on
 * the accepted value; and the refusals read as the SDK's refusals do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CHAT_STREAM_MESSAGE_SCHEMA } from '../../src/chat/schemas.js';
import { validateChatStreamMessage } from '../../src/chat/validate.js';
import { ApiError } from '../../src/http/api-error.js';
import { describeValue } from '../../src/internal/describe.js';
import { expectApiError } from '../support/expect-api-error.js';

const CASES = 6_000;

/** What the validator says of a zod issue: `stream line: <path>: expected <type>, got <value>`. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const what = issue.path.length ? `stream line: ${issue.path.join('.')}` : 'stream line';
  const rule = issue.code === 'invalid_type' ? issue.expected : issue.message;
  return `${what}: expected ${rule}, got ${describeValue(issue.input)}`;
}

type Verdict = { ok: true; value: unknown } | { ok: false; detail: string };

function ours(line: unknown): Verdict {
  try {
    return { ok: true, value: validateChatStreamMessage(line) };
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
    return { ok: false, detail: (error as ApiError).message };
  }
}

function zods(line: unknown): Verdict {
  const result = z.safeParse(CHAT_STREAM_MESSAGE_SCHEMA, line, { reportInput: true });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, detail: describeIssue(result.error.issues[0]!) };
}

/** Sets an own enumerable property, "__proto__" included, as JSON.parse does. */
function own(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const hasOwnProto = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, '__proto__');

// ---- Lines --------------------------------------------------------------------------------------

const json = fc.jsonValue({ maxDepth: 2 });
const absent = Symbol('absent');
/** Keys beyond the known ones: own "__proto__", Object.prototype names, and arbitrary ones. */
const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'error', 'extra'),
  fc.string({ maxLength: 6 }),
);

/** An object of the given fields (absent ones left out) and further keys, in a shuffled order. */
function objectOf(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  return fc
    .tuple(
      fc.tuple(...names.map((name) => fc.option(fields[name]!, { freq: 2, nil: absent }))),
      fc.array(fc.tuple(extraKey, json), { maxLength: 2 }),
      fc.boolean(),
    )
    .map(([values, extras, reverse]) => {
      const entries: Array<[string, unknown]> = [];
      values.forEach((value, index) => {
        if (value !== absent) entries.push([names[index]!, value]);
      });
      entries.push(...extras);
      if (reverse) entries.reverse();
      const object: Record<string, unknown> = {};
      for (const [key, value] of entries) own(object, key, value);
      return object;
    });
}

/** A value of the field's type, or, now and then, any JSON value (mostly of another type). */
const typed = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: json, weight: 1 });
const text = typed(fc.string({ maxLength: 8 }));
const flag = typed(fc.boolean());

const toolCall = typed(objectOf({ name: text, input: text, result: text }));
const state = typed(
  objectOf({ isStreaming: flag, chatId: text, suspended: typed(objectOf({ messageId: text })), messages: json }),
);
const count = typed(fc.integer({ min: 0, max: 1_000_000 }));
const usage = typed(
  objectOf({
    models: typed(fc.array(text, { maxLength: 2 })),
    llmCalls: count,
    inputTokens: count,
    outputTokens: count,
    cacheWriteTokens: count,
    cacheReadTokens: count,
    totalTokens: count,
  }),
);
const graphPath = typed(
  fc.array(typed(fc.constantFrom('final', 'tools', 'platform_data_analyst_agent')), { maxLength: 3 }),
);

/** Lines near the schema: each field mostly of its type, now and then of another. */
const nearLine = fc
  .tuple(
    objectOf({
      role: typed(fc.constantFrom('user', 'assistant')),
      content: text,
      thinking: text,
      toolCall,
      graphPath,
      isDelta: flag,
      isInProcess: flag,
      isStructuredResponse: flag,
      sort: typed(fc.integer({ min: -5, max: 1_000 })),
      state,
      type: typed(fc.constantFrom('abort', 'suspend', 'usage')),
      code: typed(fc.constantFrom('chat_aborted', 'chat_suspended')),
      retryable: flag,
      messageId: text,
      usage,
    }),
    fc.option(
      typed(
        fc.constantFrom(
          '__cutoff__',
          '__state__',
          '__usage__',
          '__aborted__',
          '__suspended__',
          '__other__',
          '1718000000000-message',
          'msg-1',
        ),
      ),
      {
        freq: 10,
        nil: absent,
      },
    ),
  )
  .map(([line, id]) => {
    if (id !== absent) own(line, 'id', id);
    return line;
  });

/** Anything a line could be parsed to: any JSON value, or an object keyed by the known names with arbitrary values. */
const anyLine = fc.oneof(
  json,
  fc.dictionary(
    fc.constantFrom('id', 'role', 'content', 'toolCall', 'graphPath', 'isDelta', 'sort', 'state', '__proto__'),
    json,
    { maxKeys: 5 },
  ),
);

/** Through JSON text and back: the lines are exactly what `JSON.parse` makes of the stream. */
const asParsed = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe(`the stream line validator agrees with zod (${CASES} lines)`, () => {
  it('on the verdict, the first refusal and the accepted value', () => {
    let accepted = 0;
    let refused = 0;
    let cleaned = 0;
    fc.assert(
      fc.property(fc.oneof({ arbitrary: nearLine, weight: 4 }, { arbitrary: anyLine, weight: 1 }), (built) => {
        const text = JSON.stringify(built);
        const line = JSON.parse(text);
        const mine = ours(line);
        const theirs = zods(line);
        expect(mine.ok).toBe(theirs.ok);
        if (mine.ok && theirs.ok) {
          accepted += 1;
          if ([line, line.toolCall, line.state, line.state?.suspended, line.usage].some(hasOwnProto)) cleaned += 1;
          expect(mine.value).toStrictEqual(theirs.value);
          const value = mine.value as Record<string, { suspended?: unknown }>;
          expect([value, value.toolCall, value.state, value.state?.suspended, value.usage].some(hasOwnProto)).toBe(
            false,
          );
          // The input is never changed.
          expect(JSON.stringify(line)).toBe(text);
        } else if (!mine.ok && !theirs.ok) {
          refused += 1;
          expect(mine.detail).toBe(theirs.detail);
        }
      }),
      { numRuns: CASES },
    );
    // Both verdicts must be well exercised, or the agreement says little.
    expect(accepted).toBeGreaterThan(CASES / 5);
    expect(refused).toBeGreaterThan(CASES / 5);
    expect(cleaned).toBeGreaterThan(CASES / 50);
  });
});

describe('validateChatStreamMessage', () => {
  it('returns a valid line itself, typed, unknown fields and special ids kept', () => {
    const line = asParsed({
      id: '__future__',
      role: 'assistant',
      content: 'Hi',
      extra: { deep: [1] },
      state: { chatId: 'c1', isStreaming: true, more: 1 },
    });
    expect(validateChatStreamMessage(line)).toBe(line);
  });

  it.each([
    ['a number', 5, 'stream line: expected object, got 5'],
    ['an array', [], 'stream line: expected object, got an array'],
    ['null', null, 'stream line: expected object, got null'],
    ['no id', { content: 'x' }, 'stream line: id: expected string, got undefined'],
    ['a numeric id', { id: 7 }, 'stream line: id: expected string, got 7'],
    [
      'a numeric toolCall.name',
      { id: 'a', toolCall: { name: 5 } },
      'stream line: toolCall.name: expected string, got 5',
    ],
    [
      'an object toolCall.input',
      { id: 'a', toolCall: { name: 'platformMeta', input: { searchQuery: 'x' } } },
      'stream line: toolCall.input: expected string, got an object',
    ],
    ['a string graphPath', { id: 'a', graphPath: 'final' }, 'stream line: graphPath: expected array, got "final"'],
    ['a number in graphPath', { id: 'a', graphPath: ['final', 2] }, 'stream line: graphPath.1: expected string, got 2'],
    ['a string isDelta', { id: 'a', isDelta: 'true' }, 'stream line: isDelta: expected boolean, got "true"'],
    ['a string sort', { id: 'a', sort: '3' }, 'stream line: sort: expected number, got "3"'],
    [
      'a string state.isStreaming',
      { id: '__cutoff__', state: { isStreaming: 'no' } },
      'stream line: state.isStreaming: expected boolean, got "no"',
    ],
    ['a null content', { id: 'a', content: null }, 'stream line: content: expected string, got null'],
  ])('refuses %s, naming the field and the value', (_label, line, message) => {
    expect(expectApiError(() => validateChatStreamMessage(asParsed(line)), 'INVALID_RESPONSE').message).toBe(message);
  });

  it('names the first wrong field in the schema order, whatever the order of the line', () => {
    const line = asParsed({ sort: 'x', id: 'a', role: 1 });
    expect(expectApiError(() => validateChatStreamMessage(line), 'INVALID_RESPONSE').message).toBe(
      'stream line: role: expected string, got 1',
    );
  });

  it('shortens a long value in the refusal', () => {
    const message = expectApiError(
      () => validateChatStreamMessage({ id: 'a', sort: 'x'.repeat(5_000) }),
      'INVALID_RESPONSE',
    ).message;
    expect(message).toBe(`stream line: sort: expected number, got "${'x'.repeat(60)}…"`);
  });

  it('uses the name it is given', () => {
    expect(
      expectApiError(() => validateChatStreamMessage({ id: 1 }, 'stream line: state.messages.2'), 'INVALID_RESPONSE')
        .message,
    ).toBe('stream line: state.messages.2: id: expected string, got 1');
  });

  it('drops an own __proto__ key at each level, in a copy, and never changes the input', () => {
    const text =
      '{"id":"a","__proto__":{"polluted":1},"toolCall":{"name":"t","__proto__":{"x":1}},"state":{"__proto__":[],"chatId":"c"},"extra":2}';
    const line = JSON.parse(text);
    const valid = validateChatStreamMessage(line) as Record<string, unknown>;
    expect(valid).not.toBe(line);
    expect(Object.keys(valid)).toEqual(['id', 'toolCall', 'state', 'extra']);
    expect(Object.keys(valid.toolCall as object)).toEqual(['name']);
    expect(Object.keys(valid.state as object)).toEqual(['chatId']);
    expect(Object.getPrototypeOf(valid)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(line)).toBe(text);
  });
});
