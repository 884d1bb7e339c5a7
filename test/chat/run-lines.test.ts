/**
 * A run's line steps, on their own: each validated line taken by what it is into the thread,
 * the answer, the tool calls and the usage, and told as the run's events.
 */
import { describe, expect, it } from 'vitest';
import { RunEvents } from '../../src/chat/run-events.js';
import { RunLines } from '../../src/chat/run-lines.js';
import type { ChatStreamMessage } from '../../src/chat/types.js';
import { ApiError } from '../../src/http/api-error.js';
import { expectApiError } from '../support/expect-api-error.js';

/** Run lines for the user message `q`, with every event they tell recorded as `[name, payload]`. */
function linesOf(chatId?: string) {
  const events = new RunEvents(() => false);
  const told: [string, unknown][] = [];
  for (const name of ['thread', 'message', 'delta', 'tool-call', 'answer', 'usage', 'suspended'] as const) {
    events.on(name, (payload: unknown) => told.push([name, payload]));
  }
  const lines = new RunLines('q', chatId, events);
  lines.streamBegins(false);
  return {
    lines,
    told,
    named: (name: string) => told.filter(([event]) => event === name).map(([, payload]) => payload),
  };
}

const question: ChatStreamMessage = { id: 'q', role: 'user', content: 'Hi?', sort: 1 };
const answer = (sort: number, content: string, isDelta = true): ChatStreamMessage => ({
  id: 'a',
  role: 'assistant',
  graphPath: ['final'],
  isDelta,
  content,
  sort,
});

describe('RunLines: messages', () => {
  it('merges deltas into the thread and tells each delta, message and answer', () => {
    const { lines, named } = linesOf();
    lines.take(question);
    lines.take(answer(2, 'Hel'));
    lines.take(answer(3, 'lo'));
    expect(lines.thread.message('a')?.content).toBe('Hello');
    expect(lines.answer?.content).toBe('Hello');
    expect(named('delta')).toEqual([
      { id: 'a', content: 'Hel' },
      { id: 'a', content: 'lo' },
    ]);
    expect(named('answer').map((message) => (message as { content: string }).content)).toEqual(['Hel', 'Hello']);
    expect(named('message')).toHaveLength(3);
    expect(lines.progress).toBe(true);
  });

  it('skips the repeats of a re-sent stream: a delta whose sort is not above every sort seen', () => {
    const { lines } = linesOf();
    lines.take(question);
    lines.take(answer(2, 'Hel'));
    lines.streamBegins(true);
    lines.take(answer(2, 'Hel'));
    expect(lines.progress).toBe(false);
    lines.take(answer(3, 'lo'));
    expect(lines.thread.message('a')?.content).toBe('Hello');
    expect(lines.progress).toBe(true);
  });

  it('tells a tool call’s start and end once each', () => {
    const { lines, named } = linesOf();
    lines.take(question);
    const call: ChatStreamMessage = {
      id: 't',
      role: 'assistant',
      toolCall: { name: 'platformMeta', input: '{}' },
      sort: 2,
    };
    lines.take(call);
    lines.take(call);
    lines.take({ ...call, toolCall: { name: 'platformMeta', input: '{}', result: '{"cubes":[]}' }, sort: 3 });
    expect(named('tool-call').map((told) => (told as { status: string }).status)).toEqual(['running', 'done']);
    expect(lines.calls.get('t')?.status).toBe('done');
  });
});

describe('RunLines: frames', () => {
  it('__cutoff__ names the thread and tells it; another thread’s id is refused', () => {
    const { lines, named } = linesOf();
    lines.take({ id: '__cutoff__', state: { chatId: 'c1', isStreaming: true } });
    expect(lines.chatId).toBe('c1');
    expect(named('thread')).toEqual([{ chatId: 'c1', isStreaming: true }]);
    const error = expectApiError(() => lines.take({ id: '__cutoff__', state: { chatId: 'c2' } }), 'INVALID_RESPONSE');
    expect(error.message).toContain('"c2"');
    expect(lines.chatId).toBe('c1');
  });

  it('__usage__ adds to the run’s usage and tells the total', () => {
    const { lines, named } = linesOf();
    lines.take({ id: '__usage__', usage: { models: ['m'], inputTokens: 3, outputTokens: 1 } });
    lines.take({ id: '__usage__', usage: { models: ['m'], inputTokens: 2 } });
    expect(lines.usage).toMatchObject({ inputTokens: 5, outputTokens: 1 });
    expect(named('usage')).toHaveLength(2);
  });

  it('__state__ ends the stream well, even when its tail then fails', () => {
    const { lines } = linesOf();
    lines.take(question);
    lines.take({
      id: '__state__',
      state: {
        messages: [
          { id: 'q', role: 'user', content: 'Hi?' },
          { id: 'a', role: 'assistant', graphPath: ['final'], content: 'Hello' },
        ],
      },
    });
    expect(lines.answer?.content).toBe('Hello');
    expect(lines.endOf(new ApiError('NETWORK', 'cut'))).toEqual({ kind: 'state' });
  });

  it('__aborted__ ends the stream with its reason', () => {
    const { lines } = linesOf();
    lines.take({ id: '__aborted__', error: 'stopped by an operator' });
    expect(lines.abortReason).toBe('stopped by an operator');
    expect(lines.endOf(new ApiError('NETWORK', 'cut'))).toEqual({ kind: 'aborted' });
  });

  it('__suspended__ tells the message to resume and ends the stream with SUSPENDED', () => {
    const { lines, named } = linesOf('c1');
    lines.take({ id: '__suspended__', messageId: 'm7', error: 'restart' });
    expect(named('suspended')).toEqual([{ messageId: 'm7', reason: 'restart' }]);
    const end = lines.endOf(new ApiError('NETWORK', 'cut'));
    expect(end.kind).toBe('suspended');
    expect(end.kind === 'suspended' && end.error.code).toBe('SUSPENDED');
    expect(end.kind === 'suspended' && end.error.message).toContain('"m7"');
  });

  it('a stream without a terminal frame fails with its error; a new stream forgets the last one’s', () => {
    const { lines } = linesOf();
    const cut = new ApiError('NETWORK', 'cut');
    expect(lines.endOf(cut)).toEqual({ kind: 'failed', error: cut });
    lines.take({ id: '__aborted__' });
    lines.streamBegins(true);
    expect(lines.endOf(cut)).toEqual({ kind: 'failed', error: cut });
  });
});
