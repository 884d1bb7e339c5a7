/**
 * One iteration of a run's lines: lines queued until asked for, answers in the order of the
 * calls, the end once the queued lines are taken (done, or the run's error), and a consumer that
 * stops lets go of its lines, tells the run once, and takes nothing more.
 */
import { describe, expect, it, vi } from 'vitest';
import { LineQueue } from '../../src/chat/line-queue.js';
import type { ChatStreamMessage } from '../../src/chat/types.js';
import { ApiError } from '../../src/http/api-error.js';

const line = (id: string) => ({ id }) as ChatStreamMessage;

describe('LineQueue', () => {
  it('gives the lines pushed before it is asked, in order, then waits', async () => {
    const queue = new LineQueue(() => undefined);
    queue.push(line('a'));
    queue.push(line('b'));
    expect(await queue.next()).toEqual({ value: line('a'), done: false });
    expect(await queue.next()).toEqual({ value: line('b'), done: false });
    let answered = false;
    const waiting = queue.next().then((result) => {
      answered = true;
      return result;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    queue.push(line('c'));
    expect(await waiting).toEqual({ value: line('c'), done: false });
  });

  it('answers calls made before any line in the order they were made', async () => {
    const queue = new LineQueue(() => undefined);
    const calls = [queue.next(), queue.next(), queue.next()];
    queue.push(line('1'));
    queue.push(line('2'));
    queue.end(true);
    expect(await Promise.all(calls)).toEqual([
      { value: line('1'), done: false },
      { value: line('2'), done: false },
      { value: undefined, done: true },
    ]);
  });

  it('ends well only once the queued lines are taken; a line pushed after the end is dropped', async () => {
    const queue = new LineQueue(() => undefined);
    queue.push(line('last'));
    queue.end(true);
    queue.push(line('late'));
    expect(await queue.next()).toEqual({ value: line('last'), done: false });
    expect(await queue.next()).toEqual({ value: undefined, done: true });
    expect(await queue.next()).toEqual({ value: undefined, done: true });
  });

  it('a run that fails rejects with its error after the queued lines; a second end changes nothing', async () => {
    const queue = new LineQueue(() => undefined);
    const failure = new ApiError('STREAM_ERROR', 'chat stream: the service reported an error');
    queue.push(line('before'));
    queue.end(failure);
    queue.end(true);
    expect(await queue.next()).toEqual({ value: line('before'), done: false });
    await expect(queue.next()).rejects.toBe(failure);
    await expect(queue.next()).rejects.toBe(failure);
  });

  it('return() stops this iteration: the run is told once, waiting calls end done, lines queued or pushed later are not given', async () => {
    const onClose = vi.fn();
    const queue = new LineQueue(onClose);
    const waiting = queue.next();
    expect(await queue.return()).toEqual({ value: undefined, done: true });
    expect(await waiting).toEqual({ value: undefined, done: true });
    queue.push(line('after'));
    expect(await queue.next()).toEqual({ value: undefined, done: true });
    await queue.return();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(queue);

    const unread = new LineQueue(() => undefined);
    unread.push(line('queued'));
    await unread.return();
    expect(await unread.next()).toEqual({ value: undefined, done: true });
  });

  it('works as the iterator of for await, breaking out of it stopping the queue', async () => {
    const onClose = vi.fn();
    const queue = new LineQueue(onClose);
    for (const id of ['a', 'b', 'c']) queue.push(line(id));
    const seen: string[] = [];
    for await (const { id } of { [Symbol.asyncIterator]: () => queue }) {
      seen.push(id);
      if (id === 'b') break;
    }
    expect(seen).toEqual(['a', 'b']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
