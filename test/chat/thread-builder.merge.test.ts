/**
 * The thread merge (`mergeChatMessage` of thread-builder.ts): deltas appended, other fields replaced, `sort` order kept
 * stably, no id
 * twice, `__state__` as the authoritative thread (an array or its JSON text), `__cutoff__` and
 * other special ids leaving the thread as it is, and neither input ever changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_STREAM_MESSAGE_SCHEMA } from '../../src/chat/schemas.js';
import { mergeChatMessage, ThreadBuilder } from '../../src/chat/thread-builder.js';
import type { ChatMessage, ChatStreamMessage } from '../../src/chat/types.js';

const mergeAll = (lines: readonly ChatStreamMessage[], thread: readonly ChatMessage[] = []): ChatMessage[] =>
  lines.reduce<ChatMessage[]>((merged, line) => mergeChatMessage(merged, line), [...thread]);

const ids = (thread: readonly ChatMessage[]) => thread.map((message) => message.id);

describe('mergeChatMessage', () => {
  it('adds a new id as a new message, without state', () => {
    const thread = mergeChatMessage([], { id: 'u1', role: 'user', content: 'Hi', sort: 1, state: { chatId: 'c' } });
    expect(thread).toEqual([{ id: 'u1', role: 'user', content: 'Hi', sort: 1 }]);
    expect('state' in thread[0]!).toBe(false);
  });

  it('appends content and thinking of a delta, other present fields replacing', () => {
    const thread = mergeAll([
      { id: 'a1', role: 'assistant', content: '', isDelta: true, isInProcess: true, sort: 2 },
      { id: 'a1', thinking: 'Let me ', isDelta: true },
      { id: 'a1', thinking: 'look.', isDelta: true },
      { id: 'a1', content: 'Revenue ', isDelta: true },
      { id: 'a1', content: 'grew.', isDelta: true, graphPath: ['platform_data_analyst_agent'] },
    ]);
    expect(thread).toEqual([
      {
        id: 'a1',
        role: 'assistant',
        content: 'Revenue grew.',
        thinking: 'Let me look.',
        isDelta: true,
        isInProcess: true,
        sort: 2,
        graphPath: ['platform_data_analyst_agent'],
      },
    ]);
  });

  it('a delta for a message without content starts it', () => {
    expect(
      mergeAll([
        { id: 'a', role: 'assistant' },
        { id: 'a', content: 'x', isDelta: true },
      ]),
    ).toEqual([{ id: 'a', role: 'assistant', content: 'x', isDelta: true }]);
  });

  it('replaces present fields of a message seen before, keeping the others', () => {
    const thread = mergeAll([
      { id: 'a1', role: 'assistant', content: 'draft', isDelta: true, isInProcess: true, sort: 2, extra: 1 },
      { id: 'a1', content: 'Final text.', isDelta: false, isInProcess: false },
    ]);
    expect(thread).toEqual([
      { id: 'a1', role: 'assistant', content: 'Final text.', isDelta: false, isInProcess: false, sort: 2, extra: 1 },
    ]);
  });

  it('keeps messages in sort order, stably, those without sort last in arrival order', () => {
    const thread = mergeAll([
      { id: 'n1', content: 'no sort' },
      { id: 'c', sort: 3 },
      { id: 'a', sort: 1 },
      { id: 'n2', content: 'no sort either' },
      { id: 'b', sort: 2 },
      { id: 'b2', sort: 2 },
      { id: 'z', sort: 0 },
    ]);
    expect(ids(thread)).toEqual(['z', 'a', 'b', 'b2', 'c', 'n1', 'n2']);
  });

  it('moves a message whose sort changes', () => {
    const thread = mergeAll([
      { id: 'a', sort: 1 },
      { id: 'b', sort: 2 },
      { id: 'c', sort: 3 },
      { id: 'a', sort: 5 },
    ]);
    expect(ids(thread)).toEqual(['b', 'c', 'a']);
  });

  it('never holds an id twice, however often it comes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.constantFrom('a', 'b', 'c', 'd'),
            sort: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
            isDelta: fc.boolean(),
            content: fc.string({ maxLength: 3 }),
          }),
          {
            maxLength: 30,
          },
        ),
        (lines) => {
          const clean = lines.map(
            (line) =>
              Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined)) as ChatStreamMessage,
          );
          const thread = mergeAll(clean);
          expect(new Set(ids(thread)).size).toBe(thread.length);
          expect(new Set(ids(thread))).toEqual(new Set(clean.map((line) => line.id)));
          const keys = thread.map((message) => message.sort ?? Number.POSITIVE_INFINITY);
          expect(keys).toEqual([...keys].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('changes neither the thread nor the line, and returns a new array', () => {
    const thread: ChatMessage[] = Object.freeze([
      Object.freeze({ id: 'a', content: 'x', sort: 1 }),
      Object.freeze({ id: 'b', sort: 2 }),
    ]) as never;
    const line = Object.freeze({ id: 'a', content: 'y', isDelta: true, sort: 3 });
    const merged = mergeChatMessage(thread, line);
    expect(merged).not.toBe(thread);
    expect(ids(merged)).toEqual(['b', 'a']);
    expect(merged[1]).toEqual({ id: 'a', content: 'xy', isDelta: true, sort: 3 });
    expect(thread).toEqual([
      { id: 'a', content: 'x', sort: 1 },
      { id: 'b', sort: 2 },
    ]);
    for (const special of ['__cutoff__', '__other__']) {
      const same = mergeChatMessage(thread, { id: special, state: {} });
      expect(same).not.toBe(thread);
      expect(same).toEqual(thread);
    }
  });

  it('__cutoff__ leaves the thread as it is', () => {
    const thread = mergeAll([{ id: 'u', sort: 1 }]);
    expect(
      mergeChatMessage(thread, { id: '__cutoff__', sort: 0, state: { isStreaming: true, chatId: 'c-1' } }),
    ).toEqual(thread);
  });

  it('any other special id is tolerated and leaves the thread as it is', () => {
    const thread = mergeAll([{ id: 'u', sort: 1 }]);
    expect(mergeChatMessage(thread, { id: '__progress__', content: 'step 2' })).toEqual(thread);
  });
});

describe('mergeChatMessage with __state__', () => {
  const before = mergeAll([
    { id: 'u1', role: 'user', content: 'Hi', sort: 1 },
    { id: 'a1', role: 'assistant', content: 'Hal', isDelta: true, sort: 2 },
    { id: 'gone', content: 'not in the state' },
  ]);
  const messages = [
    { id: 'a1', role: 'assistant', content: 'Hello!', isDelta: false, sort: 2, state: { leftover: true } },
    { id: 'u1', role: 'user', content: 'Hi', sort: 1 },
    { id: '__cutoff__', state: { chatId: 'c-1' } },
    { id: 'a1', isInProcess: false },
    { id: 'x', content: 'unsorted' },
  ];
  /**
   * What streamed, corrected by the state: a1 completed (by both its items), x added after u1 —
   * the message before it in the state, its items of one id taken as one — and `gone` kept.
   */
  const merged = [
    { id: 'u1', role: 'user', content: 'Hi', sort: 1 },
    { id: 'x', content: 'unsorted' },
    { id: 'a1', role: 'assistant', content: 'Hello!', isDelta: false, isInProcess: false, sort: 2 },
    { id: 'gone', content: 'not in the state' },
  ];

  it('corrects what streamed, adds what it lacks, and removes nothing, from state.messages as an array', () => {
    expect(mergeChatMessage(before, { id: '__state__', state: { messages } })).toEqual(merged);
  });

  it('and from state.messages as JSON text', () => {
    expect(mergeChatMessage(before, { id: '__state__', state: { messages: JSON.stringify(messages) } })).toEqual(
      merged,
    );
  });

  it('an empty list leaves the thread as it is: the state never empties what streamed', () => {
    expect(mergeChatMessage(before, { id: '__state__', state: { messages: '[]' } })).toEqual(before);
    expect(mergeChatMessage(before, { id: '__state__', state: { messages: [] } })).toEqual(before);
  });

  it('without messages, the thread stays as it is', () => {
    expect(mergeChatMessage(before, { id: '__state__', state: { isStreaming: false } })).toEqual(before);
    expect(mergeChatMessage(before, { id: '__state__' })).toEqual(before);
  });

  it('messages that do not parse, or are no list, hold nothing: never fatal', () => {
    expect(mergeChatMessage(before, { id: '__state__', state: { messages: '[{"id":' } })).toEqual(before);
    expect(mergeChatMessage(before, { id: '__state__', state: { messages: { id: 'a' } } })).toEqual(before);
    expect(
      mergeChatMessage(before, { id: '__state__', state: { messages: `${'['.repeat(2_000)}${']'.repeat(2_000)}` } }),
    ).toEqual(before);
  });

  it('an item of an unknown shape, or with a field of the wrong type, is skipped', () => {
    const items = [
      { id: 'a' },
      { id: 'b', toolCall: { name: 5 } },
      'text',
      7,
      null,
      [1],
      { lc: 1, type: 'constructor', id: ['x', 'HumanMessage'] },
      { content: 'no id' },
    ];
    expect(mergeChatMessage([], { id: '__state__', state: { messages: items } })).toEqual([{ id: 'a' }]);
  });

  it('earlier turns the stream did not carry come before the streamed turn, in the state’s order', () => {
    const streamed = mergeAll([
      { id: 'u2', role: 'user', content: 'And West?', sort: 1 },
      { id: 'a2', role: 'assistant', content: 'West grew 3 %.', graphPath: ['final'], sort: 2 },
    ]);
    const state = [
      { id: 'u1', role: 'user', content: 'Which region grew fastest?' },
      { id: 'a1', role: 'assistant', content: 'North.' },
      { id: 'u2', role: 'user', content: 'And West?' },
      { id: 'a2', role: 'assistant', content: 'West grew 3 %.' },
    ];
    expect(ids(mergeChatMessage(streamed, { id: '__state__', state: { messages: state } }))).toEqual([
      'u1',
      'a1',
      'u2',
      'a2',
    ]);
  });

  it('a __proto__ key in an item is dropped, never the prototype', () => {
    const thread = mergeChatMessage([], {
      id: '__state__',
      state: { messages: '[{"id":"a","__proto__":{"polluted":true}}]' },
    });
    expect(thread).toEqual([{ id: 'a' }]);
    expect(Object.getPrototypeOf(thread[0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('mergeChatMessage over a long stream', () => {
  /** Pieces as the service streams them: ASCII, accented letters, CJK, an emoji (a surrogate pair), empty. */
  const piece = fc.oneof(
    fc.string({ maxLength: 40, unit: 'grapheme' }),
    fc.constantFrom('', 'région ', '日本 ', '📈', '— 12 % ', 'über'),
  );

  it('appends exactly the text of the deltas, however many, whichever field', () => {
    const pieces: string[] = [];
    for (let index = 0; index < 20_000; index += 1)
      pieces.push(['revenue ', 'région ', '日本 ', '📈', '— ', 'ü'][index % 6]! + index);
    let thread: ChatMessage[] = [];
    const handedOut: Array<{ message: ChatMessage; content: string | undefined; thinking: string | undefined }> = [];
    pieces.forEach((text, index) => {
      const field = index % 3 === 0 ? 'thinking' : 'content';
      thread = mergeChatMessage(thread, {
        id: 'a1',
        role: 'assistant',
        [field]: text,
        isDelta: true,
        isInProcess: true,
        sort: index,
      });
      if (index % 997 === 0)
        handedOut.push({ message: thread[0]!, content: thread[0]!.content, thinking: thread[0]!.thinking });
    });
    expect(thread).toHaveLength(1);
    expect(thread[0]!.content).toBe(pieces.filter((_, index) => index % 3 !== 0).join(''));
    expect(thread[0]!.thinking).toBe(pieces.filter((_, index) => index % 3 === 0).join(''));
    // Messages handed out along the way still hold the text they had.
    for (const { message, content, thinking } of handedOut) {
      expect(message.content).toBe(content);
      expect(message.thinking).toBe(thinking);
    }
  });

  it('gives each message the concatenation of its deltas, interleaved with other messages, replacements and special lines', () => {
    const step = fc.record({
      id: fc.oneof(
        { weight: 10, arbitrary: fc.constantFrom('a', 'b', 'c') },
        { weight: 1, arbitrary: fc.constantFrom('__cutoff__', '__other__') },
      ),
      field: fc.constantFrom('content', 'thinking'),
      text: piece,
      // Long pieces half the time, so that the text a delta appends to is joined again and again.
      times: fc.oneof(fc.constant(1), fc.integer({ min: 50, max: 500 })),
      delta: fc.oneof({ weight: 10, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        const expected = new Map<string, { content?: string; thinking?: string }>();
        let thread: ChatMessage[] = [];
        const handedOut: Array<{ message: ChatMessage; as: ChatMessage }> = [];
        for (const { id, field, text: short, times, delta } of steps) {
          const text = short.repeat(times);
          thread = mergeChatMessage(thread, { id, [field]: text, isDelta: delta });
          if (id.startsWith('__')) continue;
          const texts = expected.get(id) ?? {};
          texts[field] = delta ? (texts[field] ?? '') + text : text;
          expected.set(id, texts);
          const message = thread.find((candidate) => candidate.id === id)!;
          handedOut.push({ message, as: { ...message } });
        }
        for (const message of thread) {
          const texts = expected.get(message.id)!;
          expect(message.content).toBe(texts.content);
          expect(message.thinking).toBe(texts.thinking);
        }
        for (const { message, as } of handedOut) expect(message).toEqual(as);
      }),
      // Texts of thousands of characters: a failure is reported as found, not shrunk (that takes minutes).
      { numRuns: 200, endOnFailure: true },
    );
  });

  it('merges into any thread given, not only the last one returned', () => {
    const start = mergeAll([{ id: 'a', content: 'Rev', isDelta: true }]);
    const one = mergeChatMessage(start, { id: 'a', content: 'enue', isDelta: true });
    const other = mergeChatMessage(start, { id: 'a', content: 'iew', isDelta: true });
    const elsewhere = mergeAll([{ id: 'a', content: 'Other ', isDelta: true }]);
    const interleaved = mergeChatMessage(elsewhere, { id: 'a', content: 'thread', isDelta: true });
    expect(mergeChatMessage(one, { id: 'a', content: ' grew', isDelta: true })[0]!.content).toBe('Revenue grew');
    expect(mergeChatMessage(other, { id: 'a', content: 'ed', isDelta: true })[0]!.content).toBe('Reviewed');
    expect(mergeChatMessage(one, { id: 'a', content: '!', isDelta: true })[0]!.content).toBe('Revenue!');
    expect(interleaved[0]!.content).toBe('Other thread');
    expect(start[0]!.content).toBe('Rev');
  });

  it('appends to the text a message has, even one changed after it was handed out', () => {
    const thread = mergeAll([
      { id: 'a', content: 'Draft ', isDelta: true },
      { id: 'a', content: 'text', isDelta: true },
    ]);
    thread[0]!.content = 'Edited ';
    expect(mergeChatMessage(thread, { id: 'a', content: 'text', isDelta: true })[0]!.content).toBe('Edited text');
  });

  it('keeps a field added to a message after it was handed out', () => {
    const thread = mergeAll([
      { id: 'a', content: 'Re', isDelta: true },
      { id: 'a', content: 'venue', isDelta: true },
    ]);
    (thread[0] as Record<string, unknown>).seen = true;
    expect(mergeChatMessage(thread, { id: 'a', content: ' grew', isDelta: true })).toEqual([
      { id: 'a', content: 'Revenue grew', isDelta: true, seen: true },
    ]);
  });

  it('builds plain objects with the present fields only', () => {
    const thread = mergeAll([
      { id: 'a', role: 'assistant', content: 'x', isDelta: true, sort: 1 },
      { id: 'a', thinking: 'y', isDelta: true, graphPath: ['final'] },
      { id: 'b', role: 'user', content: 'Hi', sort: 0, state: { chatId: 'c' } },
    ]);
    for (const message of thread) {
      expect(Object.getPrototypeOf(message)).toBe(Object.prototype);
      expect(message.constructor).toBe(Object);
      expect(Object.values(message)).not.toContain(undefined);
      expect(JSON.parse(JSON.stringify(message))).toEqual(message);
    }
    expect(Object.keys(thread[0]!).sort()).toEqual(['content', 'id', 'role', 'sort']);
    expect(Object.keys(thread[1]!).sort()).toEqual([
      'content',
      'graphPath',
      'id',
      'isDelta',
      'role',
      'sort',
      'thinking',
    ]);
  });

  it('keeps unknown fields of a delta and of the message it changes', () => {
    const thread = mergeAll([
      { id: 'a', content: 'Re', isDelta: true, extra: 1 },
      { id: 'a', content: 'venue', isDelta: true },
      { id: 'a', content: ' grew', isDelta: true, other: 'x' },
    ]);
    expect(thread).toEqual([{ id: 'a', content: 'Revenue grew', isDelta: true, extra: 1, other: 'x' }]);
  });

  it('a delta with an own __proto__ key sets no prototype', () => {
    const line = JSON.parse(
      '{"id":"a","content":"y","isDelta":true,"__proto__":{"polluted":true}}',
    ) as ChatStreamMessage;
    const thread = mergeChatMessage(mergeAll([{ id: 'a', content: 'x', isDelta: true }]), line);
    expect(thread[0]!.content).toBe('xy');
    expect(Object.getPrototypeOf(thread[0])).toBe(Object.prototype);
    expect((thread[0] as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('mergeChatMessage against the rules, field by field', () => {
  /**
   * A value for every field of a stream line, by the schema's own list: the merge takes a line
   * of known fields field by field (src/chat/merge.ts names them three times, for speed), so a
   * field the schema gains must get a value here, and then this test holds the merge to it.
   */
  const VALUES: Record<string, fc.Arbitrary<unknown>> = {
    role: fc.constantFrom('user', 'assistant'),
    content: fc.constantFrom('', 'Revenue ', 'région ', '日本', '📈'),
    thinking: fc.constantFrom('', 'Let me ', 'look.'),
    toolCall: fc.constantFrom(
      { name: 'platformMeta', input: '{"searchQuery":"orders"}' },
      { name: 'platformSqlApi', input: '{}', result: '{"data":[]}' },
    ),
    graphPath: fc.constantFrom(['platform_data_analyst_agent'], ['final']),
    isDelta: fc.boolean(),
    isInProcess: fc.boolean(),
    isStructuredResponse: fc.boolean(),
    sort: fc.integer({ min: 0, max: 5 }),
    state: fc.constant({ chatId: 'c', isStreaming: true }),
    type: fc.constantFrom('usage', 'other'),
    code: fc.constantFrom('chat_aborted', 'chat_suspended'),
    retryable: fc.boolean(),
    messageId: fc.constant('1767225600000-message'),
    usage: fc.constant({ models: ['m'], llmCalls: 1, totalTokens: 2 }),
  };
  const fields = Object.keys(CHAT_STREAM_MESSAGE_SCHEMA.shape).filter((key) => key !== 'id');

  it('has a value for every field of the schema', () => {
    expect(fields.filter((key) => !(key in VALUES))).toEqual([]);
  });

  /**
   * The rules of mergeChatMessage written plainly: what the fast path must agree with. Equal
   * `sort`s keep the order they have in the thread given (the order of the last merge).
   */
  function plainMerge(thread: readonly ChatMessage[], line: ChatStreamMessage): ChatMessage[] {
    const present = Object.fromEntries(
      Object.entries(line).filter(([key, value]) => key !== 'state' && value !== undefined),
    );
    const index = thread.findIndex((message) => message.id === line.id);
    const merged = [...thread];
    if (index === -1) merged.push(present as ChatMessage);
    else {
      const before = thread[index]!;
      const after: ChatMessage = { ...before, ...present };
      if (line.isDelta === true) {
        if (line.content !== undefined) after.content = (before.content ?? '') + line.content;
        if (line.thinking !== undefined) after.thinking = (before.thinking ?? '') + line.thinking;
      }
      merged[index] = after;
    }
    return merged.sort((a, b) => key(a) - key(b));
  }

  const key = (message: ChatMessage) => (typeof message.sort === 'number' ? message.sort : Number.POSITIVE_INFINITY);

  /** The same thread in the order of a ThreadBuilder: by `sort`, equal ones in the order their ids first came. */
  const inArrivalOrder = (thread: readonly ChatMessage[], arrival: readonly string[]) =>
    [...thread].sort((a, b) => key(a) - key(b) || arrival.indexOf(a.id) - arrival.indexOf(b.id));

  it('agrees with the plain rules on lines of any known fields, and of unknown ones (and so does ThreadBuilder)', () => {
    const line = fc
      .record({
        id: fc.constantFrom('a', 'b', 'c'),
        present: fc.subarray(fields),
        values: fc.record(VALUES),
        extra: fc.option(fc.constant(1), { nil: undefined, freq: 5 }),
      })
      .map(({ id, present, values, extra }) => {
        const built: Record<string, unknown> = { id };
        for (const key of present) built[key] = (values as Record<string, unknown>)[key];
        if (extra !== undefined) built.extra = extra;
        return built as ChatStreamMessage;
      });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        let fast: ChatMessage[] = [];
        let plain: ChatMessage[] = [];
        const arrival: string[] = [];
        const builder = new ThreadBuilder();
        for (const next of lines) {
          fast = mergeChatMessage(fast, next);
          plain = plainMerge(plain, next);
          builder.add(next);
          if (!arrival.includes(next.id)) arrival.push(next.id);
          expect(fast).toEqual(plain);
          expect(builder.messages).toEqual(inArrivalOrder(plain, arrival));
          // Present fields only: no key holding undefined, no state.
          for (const message of fast)
            expect(Object.keys(message).sort()).toEqual(
              Object.keys(plain.find((other) => other.id === message.id)!).sort(),
            );
        }
      }),
      { numRuns: 500 },
    );
  });
});
