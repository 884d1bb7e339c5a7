/**
 * The run's thread builder: drafts merged in place, copies made only when handed out. It must
 * build exactly the thread `mergeChatMessage` builds, line after line, and a message it has
 * handed out must never change afterwards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeChatMessage, ThreadBuilder } from '../../src/chat/thread-builder.js';
import type { ChatMessage, ChatStreamMessage } from '../../src/chat/types.js';

/** Lines over a few ids: deltas and replacements, moving `sort`, tool calls, special lines and `__state__` threads. */
const line: fc.Arbitrary<ChatStreamMessage> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        id: fc.constantFrom('a', 'b', 'c', 'd'),
        role: fc.constantFrom('user', 'assistant'),
        content: fc.string({ maxLength: 4 }),
        thinking: fc.string({ maxLength: 4 }),
        isDelta: fc.boolean(),
        isInProcess: fc.boolean(),
        sort: fc.integer({ min: 0, max: 6 }),
        graphPath: fc.constantFrom(['final'], ['platform_data_analyst_agent'], ['final', 'x']).map((path) => [...path]),
        toolCall: fc.record(
          { name: fc.constantFrom('platformSqlApi', 'platformMeta'), input: fc.constant('{}') },
          { requiredKeys: ['name'] },
        ),
        extra: fc.integer(),
      },
      { requiredKeys: ['id'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      id: fc.constantFrom('__cutoff__', '__other__'),
      state: fc.constant({ chatId: 'c', isStreaming: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(
        fc.record(
          {
            id: fc.constantFrom('a', 'b', 'e'),
            content: fc.string({ maxLength: 3 }),
            sort: fc.integer({ min: 0, max: 6 }),
          },
          { requiredKeys: ['id'] },
        ),
        {
          maxLength: 4,
        },
      )
      .map((messages) => ({ id: '__state__', state: { messages } })),
  },
);

describe('ThreadBuilder', () => {
  it('builds the messages mergeChatMessage builds, after every line, in sort order', () => {
    const key = (message: ChatMessage) => (typeof message.sort === 'number' ? message.sort : Number.POSITIVE_INFINITY);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const builder = new ThreadBuilder();
        let expected: ChatMessage[] = [];
        for (const next of lines) {
          expected = mergeChatMessage(expected, next);
          if (next.id === '__state__') builder.mergeState(next);
          else builder.add(next);
          // The same messages — in another order where the order is the builder's to choose:
          // equal `sort`s in the order their ids came (mergeChatMessage: the order of the thread
          // it is given), and a state's message without `sort` after the one before it in the
          // state (a place mergeChatMessage cannot remember from one call to the next).
          const byId = (thread: readonly ChatMessage[]) => new Map(thread.map((message) => [message.id, message]));
          expect(byId(builder.messages)).toEqual(byId(expected));
          expect(builder.messages).toHaveLength(expected.length);
          const sorts = builder.messages.filter((message) => message.sort !== undefined).map(key);
          expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
          for (const message of expected) expect(builder.message(message.id)).toEqual(message);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps equal sorts in the order their ids first came, and sorts lines that come in reverse', () => {
    const builder = new ThreadBuilder();
    for (let sort = 999; sort >= 0; sort -= 1) builder.add({ id: `m${sort}`, sort });
    builder.add({ id: 'tie-b', sort: 5 });
    builder.add({ id: 'tie-a', sort: 5 });
    builder.add({ id: 'm3', sort: 5 });
    const ids = builder.messages.map((message) => message.id);
    // m5 came before m3 (the lines came in reverse), tie-b before tie-a.
    expect(ids.slice(0, 9)).toEqual(['m0', 'm1', 'm2', 'm4', 'm5', 'm3', 'tie-b', 'tie-a', 'm6']);
    expect(ids).toHaveLength(1_002);
  });

  it('never changes a message it handed out, nor the lines it was given', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const builder = new ThreadBuilder();
        const handedOut: Array<{ message: ChatMessage; as: ChatMessage }> = [];
        for (const next of lines) {
          const given = structuredClone(next);
          builder.add(next);
          expect(next).toEqual(given);
          for (const message of builder.messages) handedOut.push({ message, as: structuredClone(message) });
        }
        for (const { message, as } of handedOut) expect(message).toEqual(as);
      }),
      { numRuns: 1_000 },
    );
  });

  it('hands out one copy per change: the same object until the message changes again', () => {
    const builder = new ThreadBuilder();
    builder.add({ id: 'a', role: 'assistant', content: 'Re', isDelta: true, sort: 1 });
    builder.add({ id: 'b', role: 'user', content: 'Hi', sort: 0 });
    const first = builder.message('a');
    const messages = builder.messages;
    expect(builder.message('a')).toBe(first);
    expect(builder.messages).toBe(messages);
    expect(messages[1]).toBe(first);
    builder.add({ id: 'a', content: 'venue', isDelta: true });
    expect(first).toEqual({ id: 'a', role: 'assistant', content: 'Re', isDelta: true, sort: 1 });
    expect(builder.message('a')).toEqual({ id: 'a', role: 'assistant', content: 'Revenue', isDelta: true, sort: 1 });
    expect(builder.messages).not.toBe(messages);
    // The message that did not change is handed out as the same object.
    expect(builder.messages[0]).toBe(messages[0]);
    expect(builder.message('unknown')).toBeUndefined();
  });
  it('appends exactly the text of the deltas over a long stream, multi-byte characters included', () => {
    const builder = new ThreadBuilder();
    let content = '';
    let thinking = '';
    const handedOut: Array<{ message: ChatMessage; content: string | undefined; thinking: string | undefined }> = [];
    for (let index = 0; index < 20_000; index += 1) {
      const text = ['revenue ', 'région ', '日本 ', '📈', '— ', 'ü'][index % 6]! + index;
      const field = index % 4 === 0 ? 'thinking' : 'content';
      builder.add({ id: 'a', role: 'assistant', [field]: text, isDelta: true, sort: 1 });
      if (field === 'thinking') thinking += text;
      else content += text;
      // A replacement now and then: the deltas after it go on from the new text.
      if (index === 12_345) {
        builder.add({ id: 'a', content: 'Replaced. ' });
        content = 'Replaced. ';
      }
      if (index % 1_009 === 0) {
        const message = builder.message('a')!;
        handedOut.push({ message, content: message.content, thinking: message.thinking });
      }
    }
    expect(builder.message('a')).toMatchObject({ content, thinking });
    for (const { message, ...texts } of handedOut) {
      expect(message.content).toBe(texts.content);
      expect(message.thinking).toBe(texts.thinking);
    }
  });
});
