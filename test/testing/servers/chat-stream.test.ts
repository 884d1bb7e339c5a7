/**
 * The stream writer of the fake chat service: one answer to its clients (array sinks here),
 * numbered with the thread's `sort`, joined, aborted, failed, suspended and resumed.
 */
import { describe, expect, it } from 'vitest';
import { planAnswer } from '../../../src/testing/servers/chat-answer.js';
import {
  AnswerStream,
  createHold,
  endStream,
  type LineSink,
  type StreamContext,
} from '../../../src/testing/servers/chat-stream.js';
import { ServiceThread } from '../../../src/testing/servers/chat-thread.js';

type Line = { id?: string; sort?: number; error?: string; state?: Record<string, unknown> };

function arraySink() {
  const lines: Line[] = [];
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  const sink: LineSink = {
    write: (line) => lines.push(JSON.parse(JSON.stringify(line)) as Line),
    end: () => finish(),
    onGone: () => {},
  };
  return { sink, lines, ended };
}

const context: StreamContext = {
  pause: () => new Promise((resolve) => setImmediate(() => resolve(true))),
  withUsage: true,
  stateShape: 'lines',
};
const messageId = '1770000000000-message';

function answer(text: string, more: Partial<ConstructorParameters<typeof AnswerStream>[0]> = {}) {
  const thread = new ServiceThread<AnswerStream>('c-1', 'o');
  const lines = planAnswer({ text }, { input: 'Q?', messageId });
  return new AnswerStream({ thread, messageId, input: 'Q?', lines, ...more }, context);
}

describe('AnswerStream', () => {
  it('streams the answer numbered in sort order, then __state__ and __usage__; the thread is idle again', async () => {
    const stream = answer('One two three four.');
    const { sink, lines, ended } = arraySink();
    stream.start(sink);
    expect(stream.thread.active).toBe(stream);
    await ended;
    expect(lines[0]).toMatchObject({ id: '__cutoff__', sort: 0, state: { isStreaming: false, chatId: 'c-1' } });
    expect(lines.slice(1, -2).map((line) => line.sort)).toEqual([1, 2, 3, 4, 5]);
    expect(lines.slice(-2).map((line) => line.id)).toEqual(['__state__', '__usage__']);
    expect(stream.thread.active).toBeUndefined();
    expect(stream.finished).toBe(true);
  });

  it('a client that joins gets __cutoff__ (streaming) and the rest; abort ends every client with __aborted__', async () => {
    const hold = createHold(2);
    const stream = answer('A longer answer, in a few deltas.', { hold });
    const first = arraySink();
    stream.start(first.sink);
    await hold.reached;
    const second = arraySink();
    stream.join(second.sink);
    stream.finish('aborted');
    await Promise.all([first.ended, second.ended]);
    expect(second.lines.map((line) => line.id)).toEqual(['__cutoff__', '__aborted__', '__usage__']);
    expect(first.lines.slice(-2).map((line) => line.id)).toEqual(['__aborted__', '__usage__']);
    expect(stream.thread.messages.some((message) => message.isInProcess)).toBe(false);
  });

  it('an error line ends the answer without __state__', async () => {
    const thread = new ServiceThread<AnswerStream>('c-1', 'o');
    const lines = planAnswer({ text: 'x', error: 'model down' }, { input: 'Q?', messageId });
    const stream = new AnswerStream({ thread, messageId, input: 'Q?', lines }, context);
    const { sink, lines: sent, ended } = arraySink();
    stream.start(sink);
    await ended;
    expect(sent.slice(-2)).toEqual([{ error: 'model down' }, expect.objectContaining({ id: '__usage__' })]);
  });

  it('suspends after the lines asked, and a resume re-sends the turn so far then the rest', async () => {
    const stream = answer('One two three four five six seven.', { suspendAfter: 3 });
    const first = arraySink();
    stream.start(first.sink);
    await first.ended;
    expect(first.lines.slice(-2).map((line) => line.id)).toEqual(['__suspended__', '__usage__']);
    expect(stream.thread.suspended).toBe(stream);
    const again = arraySink();
    stream.resume(again.sink);
    await again.ended;
    expect(again.lines.slice(0, 3).map((line) => line.id)).toEqual([
      '__cutoff__',
      messageId,
      '1770000000000-assistant',
    ]);
    expect(again.lines.slice(-2).map((line) => line.id)).toEqual(['__state__', '__usage__']);
    expect(stream.thread.suspended).toBeUndefined();
  });

  it('endStream: the last line, the usage frame when asked, the end', () => {
    const { sink, lines } = arraySink();
    endStream(sink, { ...context, withUsage: false }, { error: 'busy' });
    expect(lines).toEqual([{ error: 'busy' }]);
  });
});
