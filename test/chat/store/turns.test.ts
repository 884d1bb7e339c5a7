/**
 * The turn builder: the messages cut at each user message, each turn with its thinking, tool
 * calls, final answer and the record it is given (status, usage, error, who aborted it); a
 * pending question shown last; a turn that did not change the same object as before.
 */
import { describe, expect, it } from 'vitest';
import { currentTurnRecord, LOADED_TURN, TurnBuilder, type TurnRecord } from '../../../src/chat/store/turns.js';
import type { ChatMessage, ChatUsage } from '../../../src/chat/types.js';
import { ApiError } from '../../../src/http/api-error.js';

const question = (id: string, content: string): ChatMessage => ({ id, role: 'user', content });
const final = (id: string, content: string): ChatMessage => ({ id, role: 'assistant', content, graphPath: ['final'] });
const tool = (id: string, result?: string): ChatMessage => ({
  id,
  role: 'assistant',
  toolCall: { name: 'platformMeta', input: '{"q":1}', ...(result === undefined ? {} : { result }) },
});

const loaded = (): TurnRecord => LOADED_TURN;
const USAGE: ChatUsage = {
  models: ['m'],
  llmCalls: 1,
  inputTokens: 1,
  outputTokens: 1,
  cacheWriteTokens: 0,
  cacheReadTokens: 0,
  totalTokens: 2,
};

describe('TurnBuilder', () => {
  it('makes one turn per question, with its messages, thinking, tool calls and final answer', () => {
    const messages = [
      question('q1', 'Revenue?'),
      { id: 'a1', role: 'assistant', thinking: 'Look at revenue.' },
      tool('t1', '{"cubes":[]}'),
      { id: 'a2', role: 'assistant', thinking: 'By region.' },
      final('f1', 'North leads.'),
      question('q2', 'And East?'),
      final('f2', 'East shrank.'),
    ];
    const turns = new TurnBuilder().build(messages, loaded);
    expect(turns.map((turn) => [turn.id, turn.question, turn.messages.map((message) => message.id)])).toEqual([
      ['q1', 'Revenue?', ['q1', 'a1', 't1', 'a2', 'f1']],
      ['q2', 'And East?', ['q2', 'f2']],
    ]);
    expect(turns[0]!.thinking).toBe('Look at revenue.\n\nBy region.');
    expect(turns[1]!.thinking).toBeUndefined();
    expect(turns[0]!.toolCalls).toEqual([
      { id: 't1', name: 'platformMeta', status: 'done', input: { q: 1 }, result: { cubes: [] } },
    ]);
    expect(turns[1]!.toolCalls).toEqual([]);
    expect(turns.map((turn) => turn.answer?.id)).toEqual(['f1', 'f2']);
    expect(Object.isFrozen(turns[0])).toBe(true);
  });

  it('messages before the first question make a turn of their own, with no question', () => {
    const turns = new TurnBuilder().build([final('f0', 'Hello.'), question('q1', 'Revenue?')], loaded);
    expect(turns.map((turn) => [turn.id, turn.question])).toEqual([
      ['f0', ''],
      ['q1', 'Revenue?'],
    ]);
    expect(turns[0]!.answer?.id).toBe('f0');
    expect(turns[1]!.answer).toBeUndefined();
  });

  it('gives each turn its own record: status, usage, error, abortedBy', () => {
    const error = new ApiError('NETWORK', 'the stream broke');
    const usage = USAGE;
    const records: Record<string, TurnRecord> = {
      q1: { status: 'aborted', usage: undefined, error: undefined, abortedBy: 'client' },
      q2: { status: 'failed', usage, error, abortedBy: undefined },
    };
    const turns = new TurnBuilder().build(
      [question('q1', 'A?'), question('q2', 'B?'), question('q3', 'C?')],
      (id) => records[id] ?? LOADED_TURN,
    );
    expect(turns[0]).toMatchObject({ status: 'aborted', abortedBy: 'client', usage: undefined, error: undefined });
    expect(turns[1]!.status).toBe('failed');
    expect(turns[1]!.usage).toBe(usage);
    expect(turns[1]!.error).toBe(error);
    expect(turns[2]).toMatchObject({ status: 'done', usage: undefined, error: undefined, abortedBy: undefined });
  });

  it('a loaded turn (no record) is done with nothing more known', () => {
    expect(LOADED_TURN).toEqual({ status: 'done', usage: undefined, error: undefined, abortedBy: undefined });
    expect(Object.isFrozen(LOADED_TURN)).toBe(true);
  });

  it('a pending question with no message is shown last, once', () => {
    const builder = new TurnBuilder();
    const turns = builder.build([question('q1', 'A?')], loaded, { id: 'q2', question: 'B?' });
    expect(turns.map((turn) => [turn.id, turn.question, turn.messages.length])).toEqual([
      ['q1', 'A?', 1],
      ['q2', 'B?', 0],
    ]);
    expect(builder.build([question('q1', 'A?')], loaded, { id: 'q1', question: 'A?' })).toHaveLength(1);
  });

  it('a turn that did not change is the same object; a changed one is new', () => {
    const builder = new TurnBuilder();
    const q1 = question('q1', 'A?');
    const t1 = tool('t1', '{"ok":true}');
    const f1 = final('f1', 'One.');
    const q2 = question('q2', 'B?');
    const before = builder.build([q1, t1, f1, q2], loaded);
    const after = builder.build([q1, t1, f1, q2, final('f2', 'Two.')], loaded);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.answer?.content).toBe('Two.');
  });

  it('a new record makes a new turn; unchanged tool-call messages keep their calls', () => {
    const builder = new TurnBuilder();
    const messages = [question('q1', 'A?'), tool('t1', '{"ok":true}')];
    const running: TurnRecord = { status: 'streaming', usage: undefined, error: undefined, abortedBy: undefined };
    const before = builder.build(messages, () => running);
    const after = builder.build([...messages, final('f1', 'One.')], () => ({
      ...running,
      status: 'done',
      usage: USAGE,
    }));
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]!.status).toBe('done');
    expect(after[0]!.toolCalls).toBe(before[0]!.toolCalls);
    const ended = builder.build([...messages, final('f1', 'One.')], () => ({ ...running, status: 'failed' }));
    expect(ended[0]!.status).toBe('failed');
  });

  it('a tool call sent again with its result replaces the running one', () => {
    const builder = new TurnBuilder();
    const q1 = question('q1', 'A?');
    const before = builder.build([q1, tool('t1')], loaded);
    expect(before[0]!.toolCalls.map((call) => call.status)).toEqual(['running']);
    const after = builder.build([q1, tool('t1', '{"error":"no cube"}')], loaded);
    expect(after[0]!.toolCalls).toMatchObject([{ id: 't1', status: 'failed', error: 'no cube' }]);
  });

  it('clear forgets the turns shown: the next build makes new objects', () => {
    const builder = new TurnBuilder();
    const messages = [question('q1', 'A?')];
    const before = builder.build(messages, loaded);
    expect(builder.build(messages, loaded)[0]).toBe(before[0]);
    builder.clear();
    const after = builder.build(messages, loaded);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]).toEqual(before[0]);
  });
});

describe('currentTurnRecord', () => {
  const error = new ApiError('NETWORK', 'no connection');

  it('before a run, the turn connects while the store is idle or loading, and takes a send’s own ending', () => {
    expect(currentTurnRecord(undefined, 'idle', undefined, undefined).status).toBe('connecting');
    expect(currentTurnRecord(undefined, 'loading', undefined, undefined).status).toBe('connecting');
    expect(currentTurnRecord(undefined, 'failed', error, undefined)).toEqual({
      status: 'failed',
      usage: undefined,
      error,
      abortedBy: undefined,
    });
    expect(currentTurnRecord(undefined, 'aborted', undefined, 'client')).toEqual({
      status: 'aborted',
      usage: undefined,
      error: undefined,
      abortedBy: 'client',
    });
  });

  it('with a run, its status and usage; the error only when failed, who aborted only when aborted', () => {
    expect(currentTurnRecord({ status: 'streaming', usage: USAGE }, 'failed', error, 'service')).toEqual({
      status: 'streaming',
      usage: USAGE,
      error: undefined,
      abortedBy: undefined,
    });
    expect(currentTurnRecord({ status: 'aborted', usage: undefined }, 'idle', error, 'service').abortedBy).toBe(
      'service',
    );
    expect(currentTurnRecord({ status: 'failed', usage: undefined }, 'idle', error, undefined).error).toBe(error);
  });
});
