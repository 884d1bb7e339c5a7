/**
 * The service's answer on its way to the browser: whole lines handed on as soon as their newline
 * arrives, whatever the chunking; the API key taken out of any line that quotes it (as it is or
 * JSON-escaped), every other byte as it came; a line held past maxLineBytes ends the answer
 * (with an error line for a stream); the end and a cancellation told.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LineHold, passThrough, redactedBytes } from '../../../src/chat/server/pass-through.js';
import { secretSearch } from '../../../src/http/redacted.js';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const KEY = 'sk-live-0123456789abcdef';

/** A body of `chunks`, then its end. */
const bodyOf = (chunks: readonly string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encode(chunk));
      controller.close();
    },
  });

/** Everything `stream` gives, each read apart. */
async function reads(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const texts: string[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) texts.push(decode(chunk));
  return texts;
}

const options = (fields: Partial<Parameters<typeof passThrough>[1]> = {}) => ({
  secret: secretSearch(KEY),
  maxLineBytes: 1_000,
  idleMs: 5_000,
  signal: new AbortController().signal,
  stream: true,
  onCancel: vi.fn(),
  onEnd: vi.fn(),
  ...fields,
});

describe('LineHold', () => {
  it('gives the lines a chunk completes, holding the one it begins', () => {
    const hold = new LineHold(100);
    expect(hold.push(encode('{"a":'))).toBeUndefined();
    expect(decode(hold.push(encode('1}\n{"b":2}\n{"c"'))!)).toBe('{"a":1}\n{"b":2}\n');
    expect(decode(hold.flush()!)).toBe('{"c"');
    expect(hold.flush()).toBeUndefined();
  });

  it('gives the same lines however the bytes are cut, multi-byte characters included', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 6 }), fc.array(fc.nat(), { maxLength: 8 }), (lines, cuts) => {
        const bytes = encode(lines.map((line) => `${line.replace(/\n/g, '')}\n`).join(''));
        const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
        const hold = new LineHold(1_000_000);
        const out: number[] = [];
        let start = 0;
        for (const end of [...points, bytes.length]) {
          const lines = hold.push(bytes.subarray(start, end));
          if (lines) {
            expect(lines.at(-1)).toBe(10);
            out.push(...lines);
          }
          start = end;
        }
        expect(hold.flush()).toBeUndefined();
        expect(Uint8Array.from(out)).toEqual(bytes);
      }),
    );
  });

  it('refuses to hold a line over the bound', () => {
    const hold = new LineHold(8);
    expect(hold.push(encode('12345678'))).toBeUndefined();
    expect(() => hold.push(encode('9'))).toThrow('The chat service sent a line longer than 8 bytes (maxLineBytes)');
  });
});

describe('redactedBytes', () => {
  it('takes the key out, as it is and JSON-escaped, and leaves every other byte', () => {
    const line = encode(`{"error":"Invalid key ${KEY}","é":"€"}\n`);
    expect(decode(redactedBytes(line, [secretSearch(KEY)!]))).toBe('{"error":"Invalid key [redacted]","é":"€"}\n');
    const clean = encode('{"content":"naïve 😀"}\n');
    expect(redactedBytes(clean, [secretSearch(KEY)!])).toBe(clean);
    expect(redactedBytes(line, [])).toBe(line);
  });
});

describe('passThrough', () => {
  it('hands on whole lines, one read per chunk that completes some, the last line flushed', async () => {
    const given = options();
    expect(await reads(passThrough(bodyOf(['{"id":1', '}\n{"id":2}\n', '{"id":3}']), given))).toEqual(['{"id":1}\n{"id":2}\n', '{"id":3}']);
    expect(given.onEnd).toHaveBeenCalledTimes(1);
  });

  it('takes the key out of the lines that quote it', async () => {
    expect((await reads(passThrough(bodyOf([`{"error":"bad ${KEY.slice(0, 5)}`, `${KEY.slice(5)}"}\n`]), options()))).join('')).toBe('{"error":"bad [redacted]"}\n');
  });

  it('a line held past maxLineBytes ends the answer: with an error line for a stream, nothing more for a body', async () => {
    const long = `{"content":"${'x'.repeat(100)}"}`;
    expect(await reads(passThrough(bodyOf(['{"id":1}\n', long, '\n{"id":3}\n']), options({ maxLineBytes: 50 })))).toEqual([
      '{"id":1}\n',
      `${JSON.stringify({ error: 'The chat service sent a line longer than 50 bytes (maxLineBytes)' })}\n`,
    ]);
    expect(await reads(passThrough(bodyOf(['{"id":1}\n', long, '\n']), options({ maxLineBytes: 50, stream: false })))).toEqual(['{"id":1}\n']);
  });

  it('a browser that stops reading cancels the service’s answer', async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encode('{"id":"x"}\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const given = options();
    const reader = passThrough(endless, given).getReader();
    expect(decode((await reader.read()).value!)).toBe('{"id":"x"}\n');
    await reader.cancel();
    await vi.waitFor(() => expect(cancelled).toBe(true));
    expect(given.onCancel).toHaveBeenCalledTimes(1);
  });
});
