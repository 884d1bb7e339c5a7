/**
 * The chat stream reader: newline-delimited JSON read right whatever the chunking (every byte
 * position, inside multi-byte characters too), CRLF, blank lines, a last line without newline;
 * bytes and strings, ReadableStream and async-iterable bodies; the body released when the
 * consumer stops; and every failure mapped to its ApiError.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { readChatStream } from '../../src/chat/stream.js';
import type { ChatStreamMessage } from '../../src/chat/types.js';
import { ApiError } from '../../src/http/api-error.js';
import { expectApiError } from '../support/expect-api-error.js';

const encoder = new TextEncoder();
const bytes = (text: string): Uint8Array => encoder.encode(text);

/** A body that yields the chunks, as an async iterable. */
async function* chunksOf<T>(chunks: readonly T[]): AsyncGenerator<T> {
  for (const chunk of chunks) yield chunk;
}

/** A body that yields the chunks, as a ReadableStream (one chunk per pull). */
function streamOf(chunks: readonly Uint8Array[], cancel?: (reason: unknown) => void): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) controller.enqueue(chunks[index++]!);
      else controller.close();
    },
    cancel,
  });
}

async function collect(body: Parameters<typeof readChatStream>[0]): Promise<ChatStreamMessage[]> {
  const lines: ChatStreamMessage[] = [];
  for await (const line of readChatStream(body)) lines.push(line);
  return lines;
}

/** Reads until the stream fails; returns the lines read before and the failure. */
async function readUntilFailure(
  body: Parameters<typeof readChatStream>[0],
): Promise<{ lines: ChatStreamMessage[]; error: unknown }> {
  const lines: ChatStreamMessage[] = [];
  try {
    for await (const line of readChatStream(body)) lines.push(line);
  } catch (error) {
    return { lines, error };
  }
  throw new Error('expected the stream to fail');
}

/** `text` cut at the given positions. */
function cut<T extends string | Uint8Array>(whole: T, positions: readonly number[]): T[] {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const pieces: T[] = [];
  let start = 0;
  for (const position of [...sorted, whole.length]) {
    pieces.push((typeof whole === 'string' ? whole.slice(start, position) : whole.subarray(start, position)) as T);
    start = position;
  }
  return pieces;
}

// A conversation with CRLF, blank and whitespace-only lines, multi-byte characters of two,
// three and four bytes (é, 日本, 😀, 𝄞), and a last line without a newline.
const SAMPLE = [
  '{"id":"__cutoff__","sort":0,"state":{"isStreaming":false,"chatId":"c-1"}}\r\n',
  '\n',
  '{"id":"1718000000000-message","role":"user","content":"Café au lait? 日本","sort":1}\n',
  '  \t \r\n',
  '{"id":"a1","role":"assistant","content":"","isDelta":true,"isInProcess":true,"sort":2}\n',
  '{"id":"a1","content":"Voilà 😀 ","isDelta":true}\r\n',
  '\r\n',
  '{"id":"a1","thinking":"ünïcödé 𝄞","isDelta":true,"extra":{"kept":true}}\n',
  '{"id":"__state__","state":{"messages":[]}}',
].join('');
const SAMPLE_BYTES = bytes(SAMPLE);
const EXPECTED: ChatStreamMessage[] = [
  { id: '__cutoff__', sort: 0, state: { isStreaming: false, chatId: 'c-1' } },
  { id: '1718000000000-message', role: 'user', content: 'Café au lait? 日本', sort: 1 },
  { id: 'a1', role: 'assistant', content: '', isDelta: true, isInProcess: true, sort: 2 },
  { id: 'a1', content: 'Voilà 😀 ', isDelta: true },
  { id: 'a1', thinking: 'ünïcödé 𝄞', isDelta: true, extra: { kept: true } },
  { id: '__state__', state: { messages: [] } },
];

describe('readChatStream reads any chunking', () => {
  it('the sample is what it claims: multi-byte characters of every length', () => {
    // é and ü (two bytes), 日 (three), 😀 and 𝄞 (four; two UTF-16 units each).
    expect(SAMPLE_BYTES.length - SAMPLE.length).toBe(14);
  });

  it('in one chunk, as a ReadableStream and as an async iterable', async () => {
    expect(await collect(streamOf([SAMPLE_BYTES]))).toEqual(EXPECTED);
    expect(await collect(chunksOf([SAMPLE_BYTES]))).toEqual(EXPECTED);
    expect(await collect(chunksOf([SAMPLE]))).toEqual(EXPECTED);
  });

  it('split in two at every byte position, inside multi-byte characters too', async () => {
    for (let position = 0; position <= SAMPLE_BYTES.length; position += 1) {
      const pieces = cut(SAMPLE_BYTES, [position]);
      expect(await collect(chunksOf(pieces)), `split at byte ${position}`).toEqual(EXPECTED);
    }
  });

  it('split in two at every byte position, as a ReadableStream', async () => {
    for (let position = 0; position <= SAMPLE_BYTES.length; position += 1) {
      expect(await collect(streamOf(cut(SAMPLE_BYTES, [position]))), `split at byte ${position}`).toEqual(EXPECTED);
    }
  });

  it('one byte per chunk', async () => {
    expect(await collect(chunksOf(Array.from(SAMPLE_BYTES, (byte) => Uint8Array.of(byte))))).toEqual(EXPECTED);
  });

  it('split in two at every character position of string chunks, inside surrogate pairs too', async () => {
    for (let position = 0; position <= SAMPLE.length; position += 1) {
      expect(await collect(chunksOf(cut(SAMPLE, [position]))), `split at character ${position}`).toEqual(EXPECTED);
    }
  });

  it('cut anywhere, in any number of chunks, bytes or strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(SAMPLE_BYTES.length), { maxLength: 12 }),
        fc.boolean(),
        async (positions, asText) => {
          const body = asText
            ? chunksOf(
                cut(
                  SAMPLE,
                  positions.map((position) => Math.min(position, SAMPLE.length)),
                ),
              )
            : streamOf(cut(SAMPLE_BYTES, positions));
          expect(await collect(body)).toEqual(EXPECTED);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('bytes of any typed-array view and ArrayBuffers, and Node Buffers', async () => {
    const body = chunksOf<unknown>([
      SAMPLE_BYTES.subarray(0, 10).slice().buffer,
      Buffer.from(SAMPLE_BYTES.subarray(10, 40)),
      new DataView(SAMPLE_BYTES.slice(40).buffer),
    ]);
    expect(await collect(body as AsyncIterable<Uint8Array>)).toEqual(EXPECTED);
  });

  it('string chunks after bytes that ended inside a character: the lost character is U+FFFD', async () => {
    const euro = bytes('{"id":"a","content":"€"}\n');
    const cutInside = euro.indexOf(0xe2) + 1;
    const lines = await collect(chunksOf<Uint8Array | string>([euro.subarray(0, cutInside), '"}\n{"id":"b"}\n']));
    expect(lines).toEqual([{ id: 'a', content: '\uFFFD' }, { id: 'b' }]);
  });

  it('a byte-order mark opening the body is dropped, from bytes and from strings alike; later ones are text', async () => {
    const body = '\uFEFF{"id":"a"}\n{"id":"b","content":"\uFEFFx"}\n';
    expect(await collect(chunksOf([bytes(body)]))).toEqual([{ id: 'a' }, { id: 'b', content: '\uFEFFx' }]);
    expect(await collect(chunksOf([body]))).toEqual([{ id: 'a' }, { id: 'b', content: '\uFEFFx' }]);
    expect(await collect(chunksOf(['', '\uFEFF', '{"id":"a"}\n']))).toEqual([{ id: 'a' }]);
    await expect(collect(chunksOf(['{"id":"a"}\n', '\uFEFF{"id":"b"}\n']))).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('a line of a megabyte in 1 KiB chunks', async () => {
    const content = 'ab€'.repeat(350_000);
    const line = bytes(`${JSON.stringify({ id: 'big', content })}\n{"id":"next"}\n`);
    const chunks: Uint8Array[] = [];
    for (let start = 0; start < line.length; start += 1024) chunks.push(line.subarray(start, start + 1024));
    expect(await collect(chunksOf(chunks))).toEqual([{ id: 'big', content }, { id: 'next' }]);
  });

  it('an empty body, or one of blank lines, holds no line', async () => {
    expect(await collect(chunksOf<Uint8Array>([]))).toEqual([]);
    expect(await collect(streamOf([bytes('\n\r\n  \n')]))).toEqual([]);
  });

  it('a UTF-8 byte order mark at the start is no part of the first line', async () => {
    expect(await collect(chunksOf([Uint8Array.of(0xef, 0xbb, 0xbf), bytes('{"id":"a"}')]))).toEqual([{ id: 'a' }]);
  });
});

describe('readChatStream iterates once, in order', () => {
  it('answers concurrent next() calls in order', async () => {
    const iterator = readChatStream(chunksOf([bytes('{"id":"a"}\n'), bytes('{"id":"b"}\n{"id":"c"}')]))[
      Symbol.asyncIterator
    ]();
    const results = await Promise.all([iterator.next(), iterator.next(), iterator.next(), iterator.next()]);
    expect(results).toEqual([
      { value: { id: 'a' }, done: false },
      { value: { id: 'b' }, done: false },
      { value: { id: 'c' }, done: false },
      { value: undefined, done: true },
    ]);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('reads the body only once iteration starts, and never twice', async () => {
    const body = streamOf([bytes('{"id":"a"}\n{"id":"b"}\n')]);
    const lines = readChatStream(body);
    expect(body.locked).toBe(false);
    for await (const line of lines) {
      expect(line).toEqual({ id: 'a' });
      break;
    }
    // The first iteration stopped, and released the body: nothing more comes.
    expect(await collect(lines as AsyncIterable<ChatStreamMessage> as never)).toEqual([]);
  });
});

describe('readChatStream releases the body when the consumer stops', () => {
  const endless = (): { body: ReadableStream<Uint8Array>; cancel: ReturnType<typeof vi.fn> } => {
    const cancel = vi.fn();
    let sort = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(bytes(`{"id":"a","content":"x","isDelta":true,"sort":${sort++}}\n`));
      },
      cancel,
    });
    return { body, cancel };
  };

  it('cancels the reader of a ReadableStream on break', async () => {
    const { body, cancel } = endless();
    let count = 0;
    for await (const _line of readChatStream(body)) {
      count += 1;
      if (count === 3) break;
    }
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it("calls the iterator's return() of an async iterable on break", async () => {
    const returned = vi.fn();
    const body: AsyncIterable<Uint8Array> = {
      [Symbol.asyncIterator]: () => ({
        next: async () => ({ value: bytes('{"id":"a"}\n{"id":"b"}\n'), done: false }),
        return: async () => {
          returned();
          return { value: undefined, done: true };
        },
      }),
    };
    for await (const _line of readChatStream(body)) break;
    expect(returned).toHaveBeenCalledTimes(1);
  });

  it('cancels when the loop body throws', async () => {
    const { body, cancel } = endless();
    await expect(
      (async () => {
        for await (const _line of readChatStream(body)) throw new Error('consumer failed');
      })(),
    ).rejects.toThrow('consumer failed');
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on return() before anything was read', async () => {
    const { body, cancel } = endless();
    const iterator = readChatStream(body)[Symbol.asyncIterator]();
    expect(await iterator.return!()).toEqual({ value: undefined, done: true });
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('cancels when a line fails, and hands out nothing after', async () => {
    const cancel = vi.fn();
    const iterator = readChatStream(
      streamOf([bytes('{"id":"a"}\nnot json\n{"id":"c"}\n'), bytes('{"id":"d"}\n')], cancel),
    )[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ value: { id: 'a' }, done: false });
    await expectApiError(iterator.next(), 'INVALID_RESPONSE');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('does not cancel a body that ended by itself', async () => {
    const cancel = vi.fn();
    expect(await collect(streamOf([bytes('{"id":"a"}\n')], cancel))).toEqual([{ id: 'a' }]);
    expect(cancel).not.toHaveBeenCalled();
  });
});

describe('readChatStream maps a failing body', () => {
  it('a connection that drops mid-stream: NETWORK with the cause, after the lines before it', async () => {
    const dropped = new TypeError('terminated');
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield bytes('{"id":"a"}\n{"id":"b","content":"par');
      throw dropped;
    }
    const { lines, error } = await readUntilFailure(failing());
    expect(lines).toEqual([{ id: 'a' }]);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK');
    expect((error as ApiError).cause).toBe(dropped);
    expect((error as ApiError).retryable).toBe(true);
    expect((error as ApiError).message).toBe('chat stream: the connection dropped: "TypeError: terminated"');
  });

  it('a ReadableStream that errors: NETWORK with the cause', async () => {
    const dropped = new TypeError('network error');
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(bytes('{"id":"a"}\n'));
        else controller.error(dropped);
      },
    });
    const { lines, error } = await readUntilFailure(body);
    expect(lines).toEqual([{ id: 'a' }]);
    expect((await expectApiError(Promise.reject(error), 'NETWORK')).cause).toBe(dropped);
  });

  it('a body ended by an abort signal: ABORTED; by a timeout signal: TIMEOUT', async () => {
    async function* failWith(error: Error): AsyncGenerator<Uint8Array> {
      yield bytes('{"id":"a"}\n');
      throw error;
    }
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    expect((await expectApiError(collect(failWith(aborted)), 'ABORTED')).cause).toBe(aborted);
    const timedOut = new DOMException('The operation timed out.', 'TimeoutError');
    expect((await expectApiError(collect(failWith(timedOut)), 'TIMEOUT')).cause).toBe(timedOut);
  });

  it('an ApiError thrown by the body passes as it is', async () => {
    const own = new ApiError('ABORTED', 'stopped');
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield* [];
      throw own;
    }
    expect(await readUntilFailure(failing())).toEqual({ lines: [], error: own });
  });

  it('no body, or a chunk that is neither bytes nor text: INVALID_RESPONSE', async () => {
    expect((await expectApiError(collect(null as never), 'INVALID_RESPONSE')).message).toBe(
      'chat stream: body: expected a ReadableStream or an async iterable, got null',
    );
    expect((await expectApiError(collect(chunksOf([5]) as never), 'INVALID_RESPONSE')).message).toBe(
      'chat stream: chunk: expected bytes or a string, got 5',
    );
  });
});

describe('readChatStream refuses a line that is not a chat message', () => {
  it('a line that is not JSON: INVALID_RESPONSE quoting it, shortened', async () => {
    const line = `{"id":"a","content":"${'x'.repeat(3_000)}`;
    const error = await expectApiError(collect(chunksOf([`{"id":"ok"}\n${line}\n`])), 'INVALID_RESPONSE');
    expect(error.message).toBe(`stream line: expected JSON, got ${JSON.stringify(`${line.slice(0, 60)}…`)}`);
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(error.body).toBe(`${line.slice(0, 2_000)}…`);
  });

  it('a field of the wrong type: INVALID_RESPONSE naming the field and the value', async () => {
    const error = await expectApiError(collect(chunksOf(['{"id":"a","toolCall":{"name":5}}\n'])), 'INVALID_RESPONSE');
    expect(error.message).toBe('stream line: toolCall.name: expected string, got 5');
  });

  it('a line that is not an object', async () => {
    expect((await expectApiError(collect(chunksOf(['[1,2]\n'])), 'INVALID_RESPONSE')).message).toBe(
      'stream line: expected object, got an array',
    );
  });

  it('tolerates unknown fields and unknown special ids', async () => {
    expect(
      await collect(
        chunksOf([
          '{"id":"__progress__","state":{"step":2},"future":[1]}\n{"id":"m","error":"a field, not an error object"}',
        ]),
      ),
    ).toEqual([
      { id: '__progress__', state: { step: 2 }, future: [1] },
      { id: 'm', error: 'a field, not an error object' },
    ]);
  });
});

describe('readChatStream maps error objects in the 200 stream (spec 7)', () => {
  const cutoff = '{"id":"__cutoff__","sort":0,"state":{"isStreaming":false,"chatId":"c-1"}}\n';

  it('a JSON-RPC error before any message: UNAUTHORIZED, the object as body', async () => {
    const line = { jsonrpc: '2.0', id: null, error: { code: -32001, message: 'Invalid token: missing chat scope' } };
    const error = await expectApiError(collect(chunksOf([`${JSON.stringify(line)}\n`])), 'UNAUTHORIZED');
    expect(error.body).toEqual(line);
    expect(error.message).toContain('"Invalid token: missing chat scope"');
    expect(error.retryable).toBe(false);
  });

  it('a JSON-RPC error with a numeric or string request id is still an error object', async () => {
    await expectApiError(
      collect(chunksOf(['{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Unauthorized"}}'])),
      'UNAUTHORIZED',
    );
    await expectApiError(
      collect(chunksOf(['{"jsonrpc":"2.0","id":"r1","error":{"code":-32600,"message":"Unauthorized"}}'])),
      'UNAUTHORIZED',
    );
  });

  it('"Streaming for thread is in progress": THREAD_BUSY, before or after messages', async () => {
    const busy = '{"error":"Streaming for thread is in progress"}\n';
    expect((await expectApiError(collect(chunksOf([busy])), 'THREAD_BUSY')).body).toEqual({
      error: 'Streaming for thread is in progress',
    });
    await expectApiError(collect(chunksOf([cutoff, busy])), 'THREAD_BUSY');
    await expectApiError(
      collect(
        chunksOf(['{"jsonrpc":"2.0","error":{"code":1,"message":"Error: streaming for thread is in progress."}}']),
      ),
      'THREAD_BUSY',
    );
  });

  it('an error line after a message: STREAM_ERROR, the lines before it delivered', async () => {
    const { lines, error } = await readUntilFailure(
      chunksOf([cutoff, '{"error":{"message":"Agent crashed"}}\n', '{"id":"after"}\n']),
    );
    expect(lines).toHaveLength(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('STREAM_ERROR');
    expect((error as ApiError).body).toEqual({ error: { message: 'Agent crashed' } });
    expect((error as ApiError).message).toBe('chat stream: the service reported an error: "Agent crashed"');
  });

  it('an error without a message says what it holds, shortened', async () => {
    const error = await expectApiError(
      collect(chunksOf([cutoff, `{"error":{"code":"E${'9'.repeat(400)}"}}`])),
      'STREAM_ERROR',
    );
    expect(error.message.length).toBeLessThan(400);
    expect(error.message).toContain('{\\"code\\":\\"E999');
  });
});
