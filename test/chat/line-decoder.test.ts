/**
 * The line decoder alone: bytes or text in, lines out, whatever the chunking; blank lines, CRLF,
 * a byte-order mark and a last line without newline; and the line bound, counted in bytes,
 * refused before the line is whole.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineDecoder } from '../../src/chat/line-decoder.js';
import { expectApiError } from '../support/expect-api-error.js';

const encoder = new TextEncoder();

/** Every line `chunks` make, flush included. */
function decodeAll(chunks: ReadonlyArray<Uint8Array | string>, maxLineBytes?: number): string[] {
  const decoder = new LineDecoder(maxLineBytes);
  return [...chunks.flatMap((chunk) => decoder.decode(chunk)), ...decoder.flush()];
}

/** `whole` cut at `positions`. */
function cut(whole: Uint8Array, positions: readonly number[]): Uint8Array[] {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const end of [...sorted, whole.length]) {
    pieces.push(whole.subarray(start, end));
    start = end;
  }
  return pieces;
}

describe('LineDecoder', () => {
  const text = 'first é\r\n\n  \t\nsecond 日本 😀\nthird 𝄞';
  const lines = ['first é', 'second 日本 😀', 'third 𝄞'];

  it('splits lines, drops CR, blank and whitespace-only lines, and gives the last line on flush', () => {
    const decoder = new LineDecoder();
    expect(decoder.decode(encoder.encode(text))).toEqual(lines.slice(0, 2));
    expect(decoder.flush()).toEqual(['third 𝄞']);
    expect(decoder.flush()).toEqual([]);
  });

  it('reads the same lines whatever the cuts, inside characters too, bytes or text', () => {
    const bytes = encoder.encode(text);
    fc.assert(
      fc.property(fc.array(fc.nat(bytes.length), { maxLength: 10 }), (positions) => {
        expect(decodeAll(cut(bytes, positions))).toEqual(lines);
      }),
      { numRuns: 500 },
    );
    for (let at = 0; at <= text.length; at += 1)
      expect(decodeAll([text.slice(0, at), text.slice(at)]), `text cut at ${at}`).toEqual(lines);
  });

  it('drops a byte-order mark opening the body, and only there', () => {
    expect(decodeAll([Uint8Array.of(0xef, 0xbb), Uint8Array.of(0xbf), encoder.encode('a\nb')])).toEqual(['a', 'b']);
    expect(decodeAll(['\uFEFFa\n\uFEFFb'])).toEqual(['a', '\uFEFFb']);
  });

  it('ends a character the bytes left unfinished as U+FFFD, as does a lone half of a surrogate pair', () => {
    expect(decodeAll([Uint8Array.of(0x61, 0xe2, 0x82), 'b\n'])).toEqual(['a\uFFFDb']);
    expect(decodeAll(['a\uD83D', encoder.encode('b\n')])).toEqual(['a\uFFFDb']);
    expect(decodeAll(['a\uD83D'])).toEqual(['a\uFFFD']);
  });

  it('refuses a chunk that is neither bytes nor text', () => {
    expectApiError(() => new LineDecoder().decode(5 as never), 'INVALID_RESPONSE');
  });

  describe('the line bound, in bytes', () => {
    it('passes a line of exactly maxLineBytes bytes and refuses one more, multi-byte characters counted as bytes', () => {
      const line = '€'.repeat(10); // 30 bytes, 10 characters
      expect(decodeAll([`${line}\n`], 30)).toEqual([line]);
      expectApiError(() => decodeAll([`${line}x\n`], 30), 'INVALID_RESPONSE');
      // Without a newline: the last line, on flush, is held to it too.
      expectApiError(() => decodeAll([`${line}x`], 30), 'INVALID_RESPONSE');
    });

    it('refuses a line as soon as it is over, before it ends: nothing more is read', () => {
      const decoder = new LineDecoder(100);
      expect(decoder.decode('{"id":"a","content":"')).toEqual([]);
      decoder.decode('x'.repeat(70));
      expectApiError(() => decoder.decode('x'.repeat(10)), 'INVALID_RESPONSE');
    });

    it('measures every line of a chunk larger than the bound, and the ones a chunk continues and starts', () => {
      const short = 'y'.repeat(10);
      expect(decodeAll([`${short}\n${short}\n${short}\n`], 10)).toEqual([short, short, short]);
      expectApiError(() => decodeAll([`${short}\n${short}y\n${short}\n`], 10), 'INVALID_RESPONSE');
      expectApiError(() => decodeAll(['yyyyyy', `yyyyy\n${short}\n`], 10), 'INVALID_RESPONSE');
      expectApiError(() => decodeAll([`${short}\nyyyyyy`, 'yyyyy\n'], 10), 'INVALID_RESPONSE');
      // Cut anywhere, the verdict is the same.
      const bytes = encoder.encode(`${short}\n${'z'.repeat(11)}\n${short}\n`);
      fc.assert(
        fc.property(fc.array(fc.nat(bytes.length), { maxLength: 6 }), (positions) => {
          expect(() => decodeAll(cut(bytes, positions), 10)).toThrow(/longer than 10 bytes/);
          expect(decodeAll(cut(bytes, positions), 11)).toEqual([short, 'z'.repeat(11), short]);
        }),
        { numRuns: 300 },
      );
    });
  });
});
