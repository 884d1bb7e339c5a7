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

const lc = (kind: string, kwargs: Record<string, unknown>) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', kind],
  kwargs,
});
const messages = messagesOfState;

/** A thread in LangChain's serialization: a question, a tool call and its result, the answer; an instruction first. */
const LANGCHAIN = [
  lc('SystemMessage', { content: 'You are an analyst.' }),
  lc('HumanMessage', { content: 'Which region grew fastest?' }),
  lc('AIMessageChunk', {
    id: 'run-1',
    content: [{ type: 'thinking', thinking: 'Look it up.' }],
    tool_calls: [{ id: 'call-1', name: 'platformSqlApi', args: { sqlQuery: 'SELECT 1' } }],
  }),
  lc('ToolMessage', {
    tool_call_id: 'call-1',
    name: 'platformSqlApi',
    content: '{"schema":[],"data":[],"totalRows":0,"sqlQuery":"SELECT 1"}',
  }),
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
        toolCall: {
          name: 'platformSqlApi',
          input: '{"sqlQuery":"SELECT 1"}',
          result: '{"schema":[],"data":[],"totalRows":0,"sqlQuery":"SELECT 1"}',
        },
      },
      { id: 'run-2', role: 'assistant', content: 'West, by 12 %.', graphPath: ['final'], isInProcess: false },
      { id: 'state-5', role: 'user', content: 'And East?' },
      { id: 'state-6', role: 'assistant', content: 'East shrank.', graphPath: ['final'], isInProcess: false },
    ]);
    // The SQL result reads as a tool call of the SDK, and the answer as the thread's final one.
    expect(toolCallOf(messages(LANGCHAIN)[2]!)).toMatchObject({
      name: 'platformSqlApi',
      status: 'done',
      result: { totalRows: 0, truncated: false },
    });
    expect(finalAnswer(messages(LANGCHAIN))?.content).toBe('East shrank.');
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
    expect(messages(guide)).toEqual([
      { id: 'state-0', role: 'user', content: 'Show me revenue trends for the last 6 months' },
    ]);
    expect(messages(JSON.stringify(guide))).toEqual(messages(guide));
    const lines = [{ id: 'u', role: 'user', content: 'Hi', sort: 1, state: { leftover: true } }, { id: '__cutoff__' }];
    expect(messages(lines)).toEqual([{ id: 'u', role: 'user', content: 'Hi', sort: 1 }]);
    expect(messages([])).toEqual([]);
    expect(messages('[]')).toEqual([]);
  });

  it('skips what it cannot read, never failing', () => {
    for (const value of [undefined, null, 5, 'not json', '{"a":1}', { messages: [] }])
      expect(messages(value)).toEqual([]);
    expect(
      messages([
        7,
        'x',
        null,
        { id: 5 },
        lc('RemoveMessage', { id: 'x' }),
        { lc: 1, type: 'constructor', id: ['AIMessage'] },
        { id: 'kept' },
      ]),
    ).toEqual([{ id: 'kept' }]);
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
    // The streamed answer, found by its text, is marked complete: the state holds it as stored.
    expect(changed.map((message) => message.id)).toEqual(['state-1', 'run-1', 'call-1', 'run-2', 'final-2']);
    expect(thread.message('final-2')).toEqual({ ...streamed[1], isInProcess: false });
  });

  it('a state whose ids are its own (not the stream’s) adds no copy: its messages are found by what they say', () => {
    const thread = new ThreadBuilder();
    const lines: ChatStreamMessage[] = [
      { id: '1767225600000-message', role: 'user', content: 'Which region?', sort: 1 },
      { id: 'agent', role: 'assistant', content: '', thinking: 'Look it up.', sort: 2 },
      {
        id: 'tool-uuid',
        role: 'assistant',
        toolCall: { name: 'platformSqlApi', input: '{"sqlQuery":"SELECT 1","queryTitle":"t"}' },
        isInProcess: true,
        sort: 3,
      },
      { id: 'final-uuid', role: 'assistant', content: 'West.', graphPath: ['final'], sort: 4 },
    ];
    for (const line of lines) thread.add(line);
    const state = [
      lc('HumanMessage', { content: 'Which region?' }),
      lc('AIMessageChunk', {
        id: 'run-1',
        content: [{ type: 'thinking', thinking: 'Look it up.' }],
        tool_calls: [{ id: 'toolu_01', name: 'platformSqlApi', args: { queryTitle: 't', sqlQuery: 'SELECT 1' } }],
      }),
      lc('ToolMessage', { tool_call_id: 'toolu_01', name: 'platformSqlApi', content: '{"data":[]}' }),
      lc('AIMessage', { id: 'run-2', content: 'West.' }),
    ];
    const changed = thread.mergeState({ id: '__state__', state: { messages: state } });
    expect(thread.messages.map((message) => message.id)).toEqual([
      '1767225600000-message',
      'agent',
      'tool-uuid',
      'final-uuid',
    ]);
    // The state completed the tool call the stream left running (its result, found by tool and
    // input) and marks the answer complete.
    expect(changed.map((message) => message.id)).toEqual(['tool-uuid', 'final-uuid']);
    expect(thread.message('tool-uuid')?.toolCall).toEqual({
      name: 'platformSqlApi',
      input: '{"sqlQuery":"SELECT 1","queryTitle":"t"}',
      result: '{"data":[]}',
    });
  });

  it('an answer the stream left in process (a connection cut before its last line) is complete once the state holds it: the run’s answer', () => {
    const thread = new ThreadBuilder();
    thread.add({ id: '1767225600000-message', role: 'user', content: 'And East?', sort: 1 });
    thread.add({
      id: 'final-2',
      role: 'assistant',
      content: 'East shrank.',
      graphPath: ['final'],
      isInProcess: true,
      sort: 2,
    });
    expect(finalAnswer(thread.messages)?.isInProcess).toBe(true);
    const changed = thread.mergeState({
      id: '__state__',
      state: { messages: [lc('HumanMessage', { content: 'And East?' }), lc('AIMessage', { content: 'East shrank.' })] },
    });
    expect(changed.map((message) => message.id)).toEqual(['final-2']);
    expect(thread.message('final-2')).toMatchObject({ content: 'East shrank.', isInProcess: false });
  });

  it('two turns with the same answer text stay two messages: a message the state names by id is no stand-in for another', () => {
    const thread = new ThreadBuilder();
    for (const line of [
      { id: 'u2', role: 'user', content: 'Again?', sort: 5 },
      { id: 'a2', role: 'assistant', content: 'Same answer.', graphPath: ['final'], sort: 6 },
    ] satisfies ChatStreamMessage[])
      thread.add(line);
    const state = [
      { id: 'u1', role: 'user', content: 'First?', sort: 1 },
      { id: 'a1', role: 'assistant', content: 'Same answer.', sort: 2 },
      { id: 'u2', role: 'user', content: 'Again?', sort: 5 },
      { id: 'a2', role: 'assistant', content: 'Same answer.', sort: 6 },
    ];
    thread.mergeState({ id: '__state__', state: { messages: state } });
    expect(thread.messages.map((message) => message.id)).toEqual(['u1', 'a1', 'u2', 'a2']);
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
