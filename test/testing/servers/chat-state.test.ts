/**
 * The fake chat server's `__state__` thread in each documented shape — LangChain-serialized
 * (Human, AI with its tool calls, Tool with its result, thinking as a part of its own), stream
 * lines, or empty — and the usage it counts for a request: one model call per tool result and one
 * for the answer, four characters a token; nothing for a request answered without a model.
 */
import { describe, expect, it } from 'vitest';
import type { FakeChatMessage } from '../../../src/testing/servers/chat-answer.js';
import {
  FAKE_CHAT_MODEL,
  langChainMessages,
  stateMessages,
  usageLine,
  usageOf,
} from '../../../src/testing/servers/chat-state.js';

const lc = (kind: string, kwargs: Record<string, unknown>) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', kind],
  kwargs,
});

const thread: FakeChatMessage[] = [
  { id: '1732512345678-message', role: 'user', content: 'Revenue?', sort: 1 },
  {
    id: 'call-1',
    role: 'assistant',
    toolCall: { name: 'platformSqlApi', input: '{"sqlQuery":"SELECT 1"}', result: '{"data":[[1]]}' },
    sort: 2,
  },
  {
    id: 'call-2',
    role: 'assistant',
    toolCall: { name: 'platformMeta', input: 'not json', result: '{"error":"no such cube"}' },
    sort: 3,
  },
  { id: 'call-3', role: 'assistant', toolCall: { name: 'platformMeta', input: '{}' }, sort: 4 },
  { id: 'answer', role: 'assistant', content: 'It rose.', thinking: 'Looking at months', sort: 5 },
  { id: 'plain', role: 'assistant', content: 'Anything else?', sort: 6 },
  { id: 'empty', role: 'assistant', content: '', sort: 7 },
] as FakeChatMessage[];

describe('langChainMessages', () => {
  it('serializes each message as the service does', () => {
    expect(langChainMessages(thread)).toEqual([
      lc('HumanMessage', { content: 'Revenue?' }),
      lc('AIMessage', {
        content: '',
        tool_calls: [{ id: 'call-1', name: 'platformSqlApi', args: { sqlQuery: 'SELECT 1' }, type: 'tool_call' }],
      }),
      lc('ToolMessage', { content: '{"data":[[1]]}', tool_call_id: 'call-1', name: 'platformSqlApi' }),
      lc('AIMessage', {
        content: '',
        tool_calls: [{ id: 'call-2', name: 'platformMeta', args: 'not json', type: 'tool_call' }],
      }),
      lc('ToolMessage', {
        content: '{"error":"no such cube"}',
        tool_call_id: 'call-2',
        name: 'platformMeta',
        status: 'error',
      }),
      lc('AIMessage', {
        content: '',
        tool_calls: [{ id: 'call-3', name: 'platformMeta', args: {}, type: 'tool_call' }],
      }),
      lc('AIMessage', {
        id: 'answer',
        content: [
          { type: 'thinking', thinking: 'Looking at months' },
          { type: 'text', text: 'It rose.' },
        ],
      }),
      lc('AIMessage', { id: 'plain', content: 'Anything else?' }),
    ]);
  });
});

describe('stateMessages', () => {
  it('in each shape: LangChain, lines (copies of the messages), or empty', () => {
    expect(stateMessages(thread, 'langchain')).toEqual(langChainMessages(thread));
    const lines = stateMessages(thread, 'lines');
    expect(lines).toEqual(thread);
    expect(lines[0]).not.toBe(thread[0]);
    expect(stateMessages(thread, 'empty')).toEqual([]);
  });
});

describe('usageOf', () => {
  it('counts a model call for the answer and one per tool result, four characters a token, cache reads after the first call', () => {
    const usage = usageOf(thread, 'Revenue?');
    const text = 'Revenue?'.length + 'It rose.'.length + 'Looking at months'.length + 'Anything else?'.length;
    expect(usage).toEqual({
      models: [FAKE_CHAT_MODEL],
      llmCalls: 3,
      inputTokens: 3 * 800 + 2,
      outputTokens: Math.ceil(text / 4),
      cacheWriteTokens: 0,
      cacheReadTokens: 2 * 600,
      totalTokens: 3 * 800 + 2 + Math.ceil(text / 4) + 1200,
    });
  });

  it('nothing streamed: no model, every count 0', () => {
    expect(usageOf([], 'question')).toEqual({
      models: [],
      llmCalls: 0,
      inputTokens: 0,
      outputTokens: 0,
      cacheWriteTokens: 0,
      cacheReadTokens: 0,
      totalTokens: 0,
    });
  });

  it('the usage line is the __usage__ frame', () => {
    const usage = usageOf(thread, undefined);
    expect(usageLine(usage)).toEqual({ id: '__usage__', type: 'usage', usage });
  });
});
