// @vitest-environment node
/**
 * What `useChat` shows across turns (src/chat/store/conversation.ts): the earlier turns, corrected by
 * the current answer's thread, then its own turn — never a message or a tool call twice, even
 * when the final state names the earlier turns' messages under other ids (LangChain's user
 * messages have none).
 */
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ToolCall } from '../../../src/chat/index.js';
import { conversation, conversationCalls } from '../../../src/chat/store/conversation.js';

const Q1: ChatMessage = { id: '1767225600000-message', role: 'user', content: 'Revenue?', sort: 1 };
const A1: ChatMessage = { id: 'a1', role: 'assistant', content: 'North.', graphPath: ['final'], sort: 2 };
const Q2: ChatMessage = { id: '1767225700000-message', role: 'user', content: 'And East?', sort: 3 };
const A2: ChatMessage = { id: 'a2', role: 'assistant', content: 'East shrank.', graphPath: ['final'], sort: 4 };

describe('conversation', () => {
  it('the earlier turns, then the answer’s turn', () => {
    expect(conversation([Q1, A1], [Q2, A2], Q2.id)).toEqual([Q1, A1, Q2, A2]);
  });

  it('the answer’s version of an earlier message replaces it in place', () => {
    const corrected = { ...A1, content: 'North, by far.' };
    expect(conversation([Q1, A1], [corrected, Q2, A2], Q2.id)).toEqual([Q1, corrected, Q2, A2]);
  });

  it('the final state’s copies of earlier messages under other ids (before the echo) are not shown twice', () => {
    const stateCopyOfQ1: ChatMessage = { id: 'state-0', role: 'user', content: 'Revenue?' };
    expect(conversation([Q1, A1], [stateCopyOfQ1, A1, Q2, A2], Q2.id)).toEqual([Q1, A1, Q2, A2]);
  });

  it('without an echo of its question, the whole thread of the answer (what is not shown yet)', () => {
    expect(conversation([Q1, A1], [A1, A2], Q2.id)).toEqual([Q1, A1, A2]);
  });

  it('no earlier turn: the thread as it is (the same array)', () => {
    const thread = [Q1, A1];
    expect(conversation([], thread, Q1.id)).toBe(thread);
    const earlier = [Q1];
    expect(conversation(earlier, [], Q2.id)).toBe(earlier);
  });
});

describe('conversationCalls', () => {
  const call = (id: string, status: ToolCall['status']): ToolCall => ({
    id,
    name: 'platformMeta',
    status,
    input: { searchQuery: 'revenue' },
  });

  it('the earlier calls, each replaced by the answer’s version, then its new ones in order', () => {
    const earlier = [call('t1', 'done'), call('t2', 'running')];
    const calls = new Map([
      ['t3', call('t3', 'running')],
      ['t2', call('t2', 'done')],
    ]);
    expect(conversationCalls(earlier, calls)).toEqual([call('t1', 'done'), call('t2', 'done'), call('t3', 'running')]);
    expect(conversationCalls(earlier, new Map())).toBe(earlier);
  });
});
