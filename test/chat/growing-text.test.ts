/**
 * GrowingText, a message's text as its deltas arrive: always the plain concatenation of what it
 * was given, across the joins it makes, and it goes on from whatever text it is handed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GrowingText } from '../../src/chat/growing-text.js';

describe('GrowingText', () => {
  it('returns the plain concatenation, across joins and multi-byte characters', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 400, unit: 'grapheme', size: 'max' }), { maxLength: 100, size: 'max' }),
        fc.option(fc.string({ unit: 'grapheme' }), { nil: undefined }),
        (pieces, start) => {
          const growing = new GrowingText();
          let text = start;
          const texts: Array<string | undefined> = [];
          for (const piece of pieces) {
            text = growing.append(text, piece);
            texts.push(text);
          }
          // Each text is its start and every piece so far, in order.
          let plain = start;
          pieces.forEach((piece, index) => {
            plain = (plain ?? '') + piece;
            expect(texts[index]).toBe(plain);
          });
        },
      ),
      { numRuns: 50, endOnFailure: true },
    );
  });

  it('goes on from the text it is given, when that is not the text it made', () => {
    const growing = new GrowingText();
    expect(growing.append(undefined, 'a')).toBe('a');
    expect(growing.append('a', 'b')).toBe('ab');
    expect(growing.append('other', 'c')).toBe('otherc');
    expect(growing.append('ab', 'd')).toBe('abd');
    expect(growing.append(undefined, 'e')).toBe('e');
  });

  it('goes on past many joins: a long text, in pieces of every size, is the plain concatenation', () => {
    const growing = new GrowingText();
    let text: string | undefined;
    let plain = '';
    for (let index = 0; index < 3_000; index += 1) {
      const piece = 'é€𝄞'.repeat(index % 17) + String(index);
      text = growing.append(text, piece);
      plain += piece;
    }
    expect(plain.length).toBeGreaterThan(8_192 * 4);
    expect(text).toBe(plain);
  });
});
