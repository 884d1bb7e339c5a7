/**
 * The snapshot's parts that keep their identity: the frozen snapshot of a store that has shown
 * nothing, the tool calls kept while none changed (`sameCallsOr`), and the shown conversation
 * rebuilt only when one of its parts changed (`ShownConversation`): the earlier turns, the
 * answer's thread merged by its id, the question last until that thread has a message.
 */
import { describe, expect, it } from 'vitest';
import { initialSnapshot, NO_MESSAGES, ShownConversation, sameCallsOr } from '../../../src/chat/store/snapshot.js';
import type { ChatMessage, ToolCall } from '../../../src/chat/types.js';

const user = (id: string, content: string): ChatMessage => ({ id, role: 'user', content });
const assistant = (id: string, content: string): ChatMessage => ({
  id,
  role: 'assistant',
  content,
  graphPath: ['final'],
});
const call = (id: string): ToolCall => ({ id, name: 'search', status: 'done', input: {}, result: {} });

describe('initialSnapshot', () => {
  it('is frozen and empty, idle, with the chatId given, and shares the one frozen NO_MESSAGES', () => {
    const snapshot = initialSnapshot('thread-1');
    expect(snapshot).toEqual({
      messages: [],
      turns: [],
      answer: undefined,
      toolCalls: [],
      status: 'idle',
      error: undefined,
      usage: undefined,
      chatId: 'thread-1',
    });
    expect(Object.isFrozen(snapshot)).toBe(true);
    expect(snapshot.messages).toBe(NO_MESSAGES);
    expect(initialSnapshot(undefined).messages).toBe(NO_MESSAGES);
    expect(Object.isFrozen(NO_MESSAGES)).toBe(true);
    expect(initialSnapshot(undefined).chatId).toBeUndefined();
  });
});

describe('sameCallsOr', () => {
  it('keeps the array shown while it holds the same calls in the same order; else the new one', () => {
    const [a, b] = [call('a'), call('b')];
    const shown = [a, b];
    expect(sameCallsOr(shown, [a, b])).toBe(shown);
    expect(sameCallsOr([], [])).toEqual([]);
    const reordered = [b, a];
    expect(sameCallsOr(shown, reordered)).toBe(reordered);
    const longer = [a, b, call('c')];
    expect(sameCallsOr(shown, longer)).toBe(longer);
    // An equal call that is another object is a change: its status or result may differ.
    const updated = [a, { ...b }];
    expect(sameCallsOr(shown, updated)).toBe(updated);
  });
});

describe('ShownConversation', () => {
  const earlier: readonly ChatMessage[] = [user('q1', 'Revenue?'), assistant('f1', 'North leads.')];

  it('without an answer: the earlier turns, then the question', () => {
    const shown = new ShownConversation();
    const question = user('q2', 'And East?');
    expect(shown.of({ earlier, thread: NO_MESSAGES, messageId: undefined, question: undefined })).toBe(earlier);
    expect(shown.of({ earlier, thread: NO_MESSAGES, messageId: undefined, question })).toEqual([...earlier, question]);
  });

  it('merges the answer’s thread after the earlier turns, by the answer’s id', () => {
    const shown = new ShownConversation();
    const thread = [...earlier, user('q2', 'And East?'), assistant('f2', 'East shrank.')];
    const messages = shown.of({ earlier, thread, messageId: 'q2', question: undefined });
    expect(messages.map((message) => message.id)).toEqual(['q1', 'f1', 'q2', 'f2']);
  });

  it('the same array while its parts are the same objects; a new one when one changes', () => {
    const shown = new ShownConversation();
    const thread = [user('q2', 'And East?')];
    const first = shown.of({ earlier, thread, messageId: 'q2', question: undefined });
    expect(shown.of({ earlier, thread, messageId: 'q2', question: undefined })).toBe(first);
    const grown = [...thread, assistant('f2', 'East shrank.')];
    const second = shown.of({ earlier, thread: grown, messageId: 'q2', question: undefined });
    expect(second).not.toBe(first);
    expect(second.map((message) => message.id)).toEqual(['q1', 'f1', 'q2', 'f2']);
    const question = user('q3', 'And West?');
    expect(shown.of({ earlier, thread: grown, messageId: 'q2', question })).not.toBe(second);
    expect(shown.of({ earlier: [...earlier], thread: grown, messageId: 'q2', question })).toEqual([
      ...second,
      question,
    ]);
  });
});
