/**
 * The key cut across two lines of a stream: a message's deltas, which the browser's client
 * appends to one text, never put it together there — in any form, at any cut, between other
 * messages' lines — while every other character reaches the browser, in order, and at once when
 * it cannot begin the key; what is held goes on before the lines that end the answer or replace
 * the text, and at the end.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { passThrough } from '../../../src/chat/server/pass-through.js';
import { ThreadBuilder } from '../../../src/chat/thread-builder.js';
import type { ChatStreamMessage } from '../../../src/chat/types.js';
import { secretSearch } from '../../../src/http/redacted.js';
import { keyFormIn, keyForms } from '../../support/key-forms.js';

const encode = (text: string) => new TextEncoder().encode(text);
const KEY = 'sk-live-0123456789abcdef';

/** The answer `lines` (JSON values, one a line) through the proxy's pass-through with `key`: what the browser reads, a read at a time. */
async function forwarded(lines: readonly unknown[], key = KEY, { last = '\n' } = {}): Promise<string[]> {
  const text = lines.map(
    (line, index) =>
      `${typeof line === 'string' ? line : JSON.stringify(line)}${index === lines.length - 1 ? last : '\n'}`,
  );
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of text) controller.enqueue(encode(line));
      controller.close();
    },
  });
  const options = {
    secret: secretSearch(key),
    maxLineBytes: 1_000_000,
    idleMs: 5_000,
    signal: new AbortController().signal,
    stream: true,
    onCancel: vi.fn(),
    onEnd: vi.fn(),
  };
  const reads: string[] = [];
  for await (const chunk of passThrough(body, options) as unknown as AsyncIterable<Uint8Array>)
    reads.push(new TextDecoder().decode(chunk));
  return reads;
}

/** The messages the browser's client builds of `received` (its own merge): id → content and thinking. */
function assembled(received: string): Map<string, { content?: string; thinking?: string }> {
  const thread = new ThreadBuilder();
  for (const line of received.split('\n').filter(Boolean)) {
    const parsed = JSON.parse(line) as ChatStreamMessage;
    if (typeof parsed.id === 'string' && !parsed.id.startsWith('__')) thread.add(parsed);
  }
  return new Map(
    thread.messages.map((message) => [message.id, { content: message.content, thinking: message.thinking }]),
  );
}

const delta = (id: string, content: string, sort?: number) => ({
  id,
  role: 'assistant',
  content,
  isDelta: true,
  ...(sort === undefined ? {} : { sort }),
});

describe('a message’s texts, read across lines', () => {
  it('a key cut between two deltas: neither line, nor what the browser puts together, holds it', async () => {
    const reads = await forwarded([
      delta('m-1', 'Your key is sk-live-01234', 1),
      delta('m-1', '56789abcdef, keep it.', 2),
    ]);
    const received = reads.join('');
    expect(keyFormIn(received, KEY)).toBeUndefined();
    expect(assembled(received).get('m-1')?.content).toBe('Your key is [redacted], keep it.');
    // The part before the key went on at once; the start of the key waited for the next line.
    expect(JSON.parse(reads[0]!.split('\n')[0]!)).toMatchObject({ content: 'Your key is ', sort: 1 });
  });

  it('a key cut in any of its forms, in content and thinking, between lines of other messages', async () => {
    for (const form of keyForms(KEY)) {
      for (let cut = 1; cut < form.length; cut += 1) {
        const received = (
          await forwarded([
            { ...delta('m-1', `a ${form.slice(0, cut)}`), thinking: `t ${form.slice(0, cut)}` },
            delta('m-2', 'other message'),
            { id: 'm-1', thinking: `${form.slice(cut)} t`, isDelta: true },
            delta('m-1', `${form.slice(cut)} b`),
          ])
        ).join('');
        expect(keyFormIn(received, KEY), `${form} cut at ${cut}`).toBeUndefined();
        expect(assembled(received).get('m-1')).toMatchObject({
          content: expect.stringMatching(/^a \[redacted\]=* b$/),
          thinking: expect.stringMatching(/^t \[redacted\]=* t$/),
        });
      }
    }
  });

  it('for any key, any text and any cuts: the browser never puts together a form of the key, and gets every other character in order (property)', async () => {
    const keyBody = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'),
      minLength: 8,
      maxLength: 32,
    });
    const keys = fc
      .tuple(fc.constantFrom('', 'pk_live_', 'sk-live-'), keyBody)
      .map(([prefix, body]) => `${prefix}${body}`);
    const words = fc.string({ unit: fc.constantFrom(...'ab c.\n"\\é😀%sk'), maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        keys.chain((key) =>
          fc.tuple(
            fc.constant(key),
            fc.array(fc.oneof(words, fc.constantFrom(...keyForms(key))), { minLength: 1, maxLength: 6 }),
            fc.array(fc.nat(), { maxLength: 6 }),
          ),
        ),
        async ([key, parts, cutsAt]) => {
          const text = parts.join('');
          const cuts = [...new Set(cutsAt.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const pieces = [...cuts, text.length].map((end, index, ends) =>
            text.slice(index === 0 ? 0 : ends[index - 1], end),
          );
          const received = (
            await forwarded(
              pieces.map((piece, index) => delta('m-1', piece, index + 1)),
              key,
            )
          ).join('');
          const content = assembled(received).get('m-1')?.content ?? '';
          expect(keyFormIn(received, key)).toBeUndefined();
          expect(keyFormIn(content, key)).toBeUndefined();
          // Text that holds no form of the key reaches the browser as it was.
          if (
            !parts.some((part) => keyForms(key).includes(part)) &&
            keyFormIn(text, key) === undefined &&
            secretSearch(key)!.find(text, 0) === undefined
          ) {
            expect(content).toBe(text);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a line whose text cannot begin the key goes on as it came, at once', async () => {
    const lines = [delta('m-1', 'Revenue grew 4', 1), delta('m-1', '% in May.', 2)];
    const reads = await forwarded(lines);
    expect(reads.join('')).toBe(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  });

  it('what is held goes on, as a delta of its own with the line’s sort, before a special line and at the end', async () => {
    const beforeState = await forwarded(
      [delta('m-1', 'ends with sk', 3), { id: '__state__', state: { messages: [] } }, delta('m-2', 'and sk-live', 4)],
      KEY,
      { last: '' },
    );
    expect(beforeState.join('')).toBe(
      [
        JSON.stringify(delta('m-1', 'ends with ', 3)),
        JSON.stringify({ id: 'm-1', isDelta: true, content: 'sk', sort: 3 }),
        JSON.stringify({ id: '__state__', state: { messages: [] } }),
        JSON.stringify(delta('m-2', 'and ', 4)),
        // The answer ended without a newline: the held text goes on a line of its own.
        JSON.stringify({ id: 'm-2', isDelta: true, content: 'sk-live', sort: 4 }),
        '',
      ].join('\n'),
    );
  });

  it('before an error line, and a line that is no JSON; a line of the message that is no delta replaces what was held', async () => {
    const received = (
      await forwarded([
        delta('m-1', 'one sk-'),
        '{"error":"Stream failed"}',
        delta('m-2', 'two sk-'),
        'not json',
        delta('m-3', 'three sk'),
        { id: 'm-3', content: 'Final text.', isDelta: false },
      ])
    ).join('');
    expect(received.split('\n')).toEqual([
      JSON.stringify(delta('m-1', 'one ')),
      JSON.stringify({ id: 'm-1', isDelta: true, content: 'sk-' }),
      '{"error":"Stream failed"}',
      JSON.stringify(delta('m-2', 'two ')),
      JSON.stringify({ id: 'm-2', isDelta: true, content: 'sk-' }),
      'not json',
      JSON.stringify(delta('m-3', 'three ')),
      JSON.stringify({ id: 'm-3', content: 'Final text.', isDelta: false }),
      '',
    ]);
  });
});
