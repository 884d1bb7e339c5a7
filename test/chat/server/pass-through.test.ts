/**
 * The service's answer on its way to the browser: whole lines handed on as soon as their newline
 * arrives, whatever the chunking; the API key taken out of any line that quotes it (as it is or
 * JSON-escaped), every other byte as it came; a line held past maxLineBytes ends the answer
 * (with an error line for a stream); the end and a cancellation told; the idle bound counts
 * complete lines, on the injected clock.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LineHold, passThrough, redactedBytes } from '../../../src/chat/server/pass-through.js';
import { secretSearch } from '../../../src/http/redacted.js';
import { expectApiError } from '../../support/expect-api-error.js';
import { VirtualTime } from '../../support/virtual-time.js';

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
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (lines, cuts) => {
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
        },
      ),
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
    expect(await reads(passThrough(bodyOf(['{"id":1', '}\n{"id":2}\n', '{"id":3}']), given))).toEqual([
      '{"id":1}\n{"id":2}\n',
      '{"id":3}',
    ]);
    expect(given.onEnd).toHaveBeenCalledTimes(1);
  });

  it('takes the key out of the lines that quote it', async () => {
    expect(
      (await reads(passThrough(bodyOf([`{"error":"bad ${KEY.slice(0, 5)}`, `${KEY.slice(5)}"}\n`]), options()))).join(
        '',
      ),
    ).toBe('{"error":"bad [redacted]"}\n');
  });

  it('a line held past maxLineBytes ends the answer: with an error line for a stream, nothing more for a body', async () => {
    const long = `{"content":"${'x'.repeat(100)}"}`;
    expect(
      await reads(passThrough(bodyOf(['{"id":1}\n', long, '\n{"id":3}\n']), options({ maxLineBytes: 50 }))),
    ).toEqual([
      '{"id":1}\n',
      `${JSON.stringify({ error: 'The chat service sent a line longer than 50 bytes (maxLineBytes)' })}\n`,
    ]);
    expect(
      await reads(passThrough(bodyOf(['{"id":1}\n', long, '\n']), options({ maxLineBytes: 50, stream: false }))),
    ).toEqual(['{"id":1}\n']);
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

describe('passThrough: the idle bound counts complete lines, not bytes', () => {
  /**
   * A body on `time`'s clock: each piece after its delay in ms, then (with `drip`) one byte of
   * a line that never ends every second, for ever; a cancellation ends the wait in progress.
   */
  function timedBody(time: VirtualTime, pieces: ReadonlyArray<readonly [number, string]>, drip: boolean) {
    const stopped = new AbortController();
    let index = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const [delay, text] = pieces[index] ?? [1_000, 'x'];
        if (index >= pieces.length && !drip) return controller.close();
        index += 1;
        if (delay > 0) await time.sleep(delay, stopped.signal);
        controller.enqueue(encode(text));
      },
      cancel: () => stopped.abort(new Error('cancelled')),
    });
    return { body, stopped: stopped.signal };
  }

  it('a byte a second, never a newline: TIMEOUT at idleMs from the last line, the service’s answer cancelled', async () => {
    const time = new VirtualTime();
    const { body, stopped } = timedBody(
      time,
      [
        [0, '{"id":1}\n'],
        [0, '{"id":2,"content":"'],
      ],
      true,
    );
    // A line bound far off: only the idle bound can end this answer.
    const given = options({ idleMs: 5_000, timing: time, maxLineBytes: 1_000_000 });
    const reader = passThrough(body, given).getReader();
    expect(decode((await reader.read()).value!)).toBe('{"id":1}\n');
    const started = time.now();
    const error = await expectApiError(time.run(reader.read()), 'TIMEOUT');
    expect(error.message).toBe('The chat answer: the service sent no complete line for 5000 ms (timeouts.idleMs)');
    // Bytes came every second meanwhile, none of them a line's end.
    expect(time.now() - started).toBe(5_000);
    expect(stopped.aborted).toBe(true);
    expect(given.onEnd).toHaveBeenCalledTimes(1);
    // The bound's one timer is let go with the reading.
    expect(time.pending).toEqual([]);
  });

  it('lines within idleMs keep the answer open, however slowly their bytes come and the browser reads', async () => {
    const time = new VirtualTime();
    // Each line in two pieces, its newline 4 s after the last: never 5 s without one.
    const pieces = Array.from({ length: 5 }, (_, n) => [
      [3_000, `{"id":${n},`] as const,
      [1_000, `"sort":${n}}\n`] as const,
    ]).flat();
    const { body } = timedBody(time, pieces, false);
    const given = options({ idleMs: 5_000, timing: time });
    const reader = passThrough(body, given).getReader();
    const texts: string[] = [];
    for (;;) {
      const next = await time.run(reader.read());
      if (next.done) break;
      texts.push(decode(next.value));
      // The browser's own pauses are not the service's silence.
      await time.run(time.sleep(6_000));
    }
    expect(texts).toEqual(Array.from({ length: 5 }, (_, n) => `{"id":${n},"sort":${n}}\n`));
    expect(given.onEnd).toHaveBeenCalledTimes(1);
    expect(time.pending).toEqual([]);
  });
});
