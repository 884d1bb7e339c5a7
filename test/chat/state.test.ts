/**
 * The thread of a `__state__` line in each documented shape — an empty list, stream-line
 * messages, LangChain-serialized messages, or the JSON text of any — read into thread messages,
 * and merged into what streamed without losing any of it.
 */
import { describe, expect, it } from 'vitest';
import { finalAnswer, toolCallOf } from '../../src/chat/answer.js';
import { messagesOfState } from '../../src/chat/state.js';
import { ThreadBuilder } from '../../src/chat/thread-builder.js';
import type { ChatStreamMessage } from '../../src/chat/types.js';

const lc = (kind: string, kwargs: Record<string, unknown>) => ({ lc: 1, type: 'constructor', id: ['langchain_core', 'messages', kind], kwargs });
const messages = (value: unknown) => messagesOfState(value).map((item) => item.message);

/** A thread in LangChain's serialization: a question, a tool call and its result, the answer; an instruction first. */
const LANGCHAIN = [
  lc('SystemMessage', { content: 'You are an analyst.' }),
  lc('HumanMessage', { content: 'Which region grew fastest?' }),
  lc('AIMessageChunk', {
    id: 'run-1',
    content: [{ type: 'thinking', thinking: 'Look it up.' }],
    tool_calls: [{ id: 'call-1', name: 'platformSqlApi', args: { sqlQuery: 'SELECT 1' } }],
  }),
  lc('ToolMessage', { tool_call_id: 'call-1', name: 'platformSqlApi', content: '{"schema":[],"data":[],"totalRows":0,"sqlQuery":"SELECT 1"}' }),
  lc('AIMessage', {
    id: 'run-2',
    content: [
      { type: 'text', text: 'West, ' },
      { type: 'text', text: 'by 12 %.' },
    ],
  }),
  lc('HumanMessage', { content: 'And East?' }),
  lc('AIMessage', { content: 'East shrank.', tool_calls: [] }),
];

describe('messagesOfState', () => {
  it('maps LangChain messages: Human → user, AI → assistant (its tool calls as messages), Tool → the call’s result', () => {
    expect(messages(LANGCHAIN)).toEqual([
      { id: 'state-1', role: 'user', content: 'Which region grew fastest?' },
      { id: 'run-1', role: 'assistant', content: '', thinking: 'Look it up.' },
      {
        id: 'call-1',
        role: 'assistant',
        toolCall: { name: 'platformSqlApi', input: '{"sqlQuery":"SELECT 1"}', result: '{"schema":[],"data":[],"totalRows":0,"sqlQuery":"SELECT 1"}' },
      },
      { id: 'run-2', role: 'assistant', content: 'West, by 12 %.', graphPath: ['final'] },
      { id: 'state-5', role: 'user', content: 'And East?' },
      { id: 'state-6', role: 'assistant', content: 'East shrank.', graphPath: ['final'] },
    ]);
    // The SQL result reads as a tool call of the SDK, and the answer as the thread's final one.
    expect(toolCallOf(messages(LANGCHAIN)[2]!)).toMatchObject({ name: 'platformSqlApi', status: 'done', result: { totalRows: 0, truncated: false } });
    expect(finalAnswer(messages(LANGCHAIN))?.content).toBe('East shrank.');
  });

  it('marks ids it made up, and only those', () => {
    expect(messagesOfState(LANGCHAIN).map((item) => item.anonymous)).toEqual([true, false, false, false, true, true]);
  });

  it('a failed tool (status error) has an { error } result; a result without its call is a call of its own', () => {
    const failed = messages([
      lc('AIMessage', { content: '', tool_calls: [{ id: 'c', name: 'platformMeta', args: {} }] }),
      lc('ToolMessage', { tool_call_id: 'c', name: 'platformMeta', content: 'Bad branch', status: 'error' }),
      lc('ToolMessage', { tool_call_id: 'lonely', name: 'other', content: '{"ok":true}' }),
    ]);
    expect(toolCallOf(failed[0]!)).toMatchObject({ status: 'failed', error: 'Bad branch' });
    expect(failed[1]).toEqual({ id: 'lonely', role: 'assistant', toolCall: { name: 'other', result: '{"ok":true}' } });
  });

  it('reads the guide’s example (one HumanMessage without id), stream-line messages, an empty list and the JSON text of any', () => {
    const guide = [lc('HumanMessage', { content: 'Show me revenue trends for the last 6 months' })];
    expect(messages(guide)).toEqual([{ id: 'state-0', role: 'user', content: 'Show me revenue trends for the last 6 months' }]);
    expect(messages(JSON.stringify(guide))).toEqual(messages(guide));
    const lines = [{ id: 'u', role: 'user', content: 'Hi', sort: 1, state: { leftover: true } }, { id: '__cutoff__' }];
    expect(messages(lines)).toEqual([{ id: 'u', role: 'user', content: 'Hi', sort: 1 }]);
    expect(messages([])).toEqual([]);
    expect(messages('[]')).toEqual([]);
  });

  it('skips what it cannot read, never failing', () => {
    for (const value of [undefined, null, 5, 'not json', '{"a":1}', { messages: [] }]) expect(messages(value)).toEqual([]);
    expect(messages([7, 'x', null, { id: 5 }, lc('RemoveMessage', { id: 'x' }), { lc: 1, type: 'constructor', id: ['AIMessage'] }, { id: 'kept' }])).toEqual([{ id: 'kept' }]);
  });
});

describe('a LangChain state merged into what streamed', () => {
  /** A streamed follow-up: its user echo, a tool call, the final answer. */
  const streamed: ChatStreamMessage[] = [
    { id: '1767225600000-message', role: 'user', content: 'And East?', sort: 1 },
    { id: 'final-2', role: 'assistant', content: 'East shrank.', graphPath: ['final'], sort: 4 },
  ];

  it('adds the earlier turns before the streamed one, finds the streamed ones by their text, loses nothing', () => {
    const thread = new ThreadBuilder();
    for (const line of streamed) thread.add(line);
    const changed = thread.mergeState({ id: '__state__', state: { messages: LANGCHAIN } });
    const ids = thread.messages.map((message) => message.id);
    expect(ids).toEqual(['state-1', 'run-1', 'call-1', 'run-2', '1767225600000-message', 'final-2']);
    expect(changed.map((message) => message.id)).toEqual(['state-1', 'run-1', 'call-1', 'run-2']);
    expect(thread.message('final-2')).toEqual(streamed[1]);
  });

  it('an empty state, or one of another shape, changes nothing', () => {
    const thread = new ThreadBuilder();
    for (const line of streamed) thread.add(line);
    const before = thread.messages;
    for (const value of [[], '[]', 'oops', [lc('SystemMessage', { content: 'x' })]]) {
      expect(thread.mergeState({ id: '__state__', state: { messages: value } })).toEqual([]);
      expect(thread.messages).toBe(before);
    }
  });
});
