/**
 * A thread of the fake chat service: merged with the SDK's own merge (so the fake and the client
 * it tests agree), settled when an answer stops short, and spoken of by `__cutoff__`, `__state__`
 * and the copies a test reads.
 */
import { describe, expect, it } from 'vitest';
import { mergeChatMessage } from '../../../src/chat/thread-builder.js';
import type { ChatMessage, ChatStreamMessage } from '../../../src/chat/types.js';
import type { FakeChatMessage } from '../../../src/testing/servers/chat-answer.js';
import { ServiceThread } from '../../../src/testing/servers/chat-thread.js';

const lines: FakeChatMessage[] = [
  { id: 'u', role: 'user', content: 'Hi?', isDelta: false, sort: 1 },
  { id: 'a', role: 'assistant', content: '', isDelta: true, isInProcess: true, sort: 2 },
  { id: 'a', content: 'Hel', thinking: 'hm', isDelta: true, sort: 3 },
  { id: 'a', content: 'lo', isDelta: true, sort: 4 },
];

describe('ServiceThread', () => {
  it('merges as the SDK does: deltas appended, the line’s fields kept (isDelta too), in sort order', () => {
    const thread = new ServiceThread('c-1', 'external:test-user');
    let client: ChatMessage[] = [];
    for (const line of lines) {
      thread.merge(line);
      client = mergeChatMessage(client, line as unknown as ChatStreamMessage);
    }
    expect(thread.messages).toEqual(client);
    // The SDK's merge keeps the last line's `isDelta` (the old fake rule stored `false`).
    expect(thread.messages[1]).toEqual({
      id: 'a',
      role: 'assistant',
      content: 'Hello',
      thinking: 'hm',
      isDelta: true,
      isInProcess: true,
      sort: 4,
    });
    thread.merge({ id: 'a', content: 'Hello!', isDelta: false, isInProcess: false, sort: 5 });
    expect(thread.messages[1]).toMatchObject({ content: 'Hello!', thinking: 'hm', isDelta: false, isInProcess: false });
  });

  it('settles an answer stopped short: nothing in process, the messages otherwise as they were', () => {
    const thread = new ServiceThread('c-1', 'o');
    for (const line of lines) thread.merge(line);
    thread.settle();
    expect(thread.messages.map((message) => message.isInProcess ?? false)).toEqual([false, false]);
    expect(thread.messages[1]!.content).toBe('Hello');
  });

  it('numbers lines, counts turns, and knows the messages answered', () => {
    const thread = new ServiceThread('c-1', 'o');
    expect([thread.takeSort(), thread.takeSort()]).toEqual([1, 2]);
    for (const line of lines) thread.merge(line);
    expect(thread.turns).toBe(1);
    expect(thread.hasUserMessage('u')).toBe(true);
    expect(thread.hasUserMessage('a')).toBe(false);
  });

  it('speaks of itself: __cutoff__ (a suspended turn named), __state__ in a shape, copies sharing nothing', () => {
    const thread = new ServiceThread('c-1', 'o');
    for (const line of lines) thread.merge(line);
    thread.suspended = { messageId: 'u' };
    expect(thread.cutoff(false)).toEqual({
      id: '__cutoff__',
      role: 'assistant',
      sort: 0,
      state: { isStreaming: false, chatId: 'c-1', suspended: { messageId: 'u' } },
    });
    expect(thread.stateLine('empty')).toEqual({
      id: '__state__',
      role: 'assistant',
      isDelta: false,
      sort: 1,
      state: { messages: [] },
    });
    const view = thread.snapshot();
    expect(view).toMatchObject({ chatId: 'c-1', owner: 'o', isStreaming: false, suspendedMessageId: 'u' });
    view.messages[0]!.content = 'changed';
    expect(thread.messages[0]!.content).toBe('Hi?');
  });
});
