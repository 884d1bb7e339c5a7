/**
 * Writing newline-delimited JSON as a network delivers it: one object per line, each line cut at
 * the chosen (or seeded random) byte offsets — inside multi-byte characters too — and written
 * piece by piece; the response ended after the queued lines, or cut after a number of lines.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { NdjsonWriter, seededRandom } from '../../../src/testing/servers/ndjson.js';

/** A response that records each write, and ends or is destroyed as a real one. */
function fakeResponse() {
  const emitter = new EventEmitter();
  const writes: Buffer[] = [];
  const response = Object.assign(emitter, {
    writableEnded: false,
    destroyed: false,
    write(chunk: Uint8Array, callback?: () => void) {
      writes.push(Buffer.from(chunk));
      callback?.();
      return true;
    },
    end() {
      response.writableEnded = true;
      emitter.emit('finish');
      emitter.emit('close');
    },
    destroy() {
      response.destroyed = true;
      emitter.emit('close');
    },
  });
  return { response: response as unknown as ServerResponse & { destroyed: boolean; writableEnded: boolean }, writes };
}

describe('seededRandom', () => {
  it('the same seed gives the same numbers, each in [0, 1)', () => {
    const one = seededRandom(42);
    const two = seededRandom(42);
    const numbers = Array.from({ length: 100 }, () => one());
    expect(Array.from({ length: 100 }, () => two())).toEqual(numbers);
    for (const number of numbers) expect(number >= 0 && number < 1).toBe(true);
    expect(seededRandom(43)()).not.toBe(numbers[0]);
  });
});

describe('NdjsonWriter', () => {
  it('writes each value as one line of JSON, in order, then ends', async () => {
    const { response, writes } = fakeResponse();
    const onClose = vi.fn();
    const writer = new NdjsonWriter(response, { split: false, random: Math.random, onClose });
    writer.write({ id: 'a' });
    writer.write({ id: 'b', content: 'é' });
    await writer.end();
    expect(writes.map(String)).toEqual(['{"id":"a"}\n', '{"id":"b","content":"é"}\n']);
    expect(response.writableEnded).toBe(true);
    expect(writer.closed).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cuts each line at the byte offsets given, inside a character too, in separate writes', async () => {
    const { response, writes } = fakeResponse();
    const writer = new NdjsonWriter(response, { split: [2, 11, 0, 999], random: Math.random });
    writer.write({ c: 'é€' });
    await writer.end();
    const line = Buffer.from('{"c":"é€"}\n');
    expect(writes).toEqual([line.subarray(0, 2), line.subarray(2, 11), line.subarray(11)]);
  });

  it('with random cuts, the bytes are the lines, whatever the seed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ id: fc.string(), content: fc.string({ unit: 'binary' }) }), { maxLength: 5 }),
        fc.integer(),
        async (values, seed) => {
          const { response, writes } = fakeResponse();
          const writer = new NdjsonWriter(response, { split: true, random: seededRandom(seed) });
          for (const value of values) writer.write(value);
          await writer.end();
          expect(Buffer.concat(writes).toString('utf8')).toBe(
            values.map((value) => `${JSON.stringify(value)}\n`).join(''),
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('drops the connection after dropAfter lines: nothing more is written, the response is cut, never ended', async () => {
    vi.useFakeTimers();
    try {
      const { response, writes } = fakeResponse();
      const writer = new NdjsonWriter(response, { split: false, random: Math.random, dropAfter: 2 });
      for (const id of ['a', 'b', 'c']) writer.write({ id });
      const ended = writer.end();
      await vi.advanceTimersByTimeAsync(50);
      await ended;
      expect(writes.map(String)).toEqual(['{"id":"a"}\n', '{"id":"b"}\n']);
      expect(response.destroyed).toBe(true);
      expect(response.writableEnded).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a client that goes away closes the writer: later lines are not written', async () => {
    const { response, writes } = fakeResponse();
    const onClose = vi.fn();
    const writer = new NdjsonWriter(response, { split: false, random: Math.random, onClose });
    writer.write({ id: 'a' });
    await new Promise((resolve) => setImmediate(resolve));
    response.emit('close');
    expect(writer.closed).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    writer.write({ id: 'late' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.map(String)).toEqual(['{"id":"a"}\n']);
  });

  it('endNow drops the queued lines', async () => {
    const { response, writes } = fakeResponse();
    const writer = new NdjsonWriter(response, { split: [1], random: Math.random });
    writer.write({ id: 'a' });
    writer.write({ id: 'b' });
    await writer.endNow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(writes).toString().length).toBeLessThan('{"id":"a"}\n{"id":"b"}\n'.length);
    expect(response.writableEnded).toBe(true);
  });
});
