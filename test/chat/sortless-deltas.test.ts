/**
 * SortlessDeltas: a re-sent stream's deltas without `sort`, told apart by their place and text
 * in their message. A stream cut anywhere, any number of times, and repeated from its start on
 * each re-send gives the text once; one that goes on from where it was cut loses nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortlessDeltas } from '../../src/chat/sortless-deltas.js';
import type { ChatStreamMessage } from '../../src/chat/types.js';

const delta = (content: string, id = 'm'): ChatStreamMessage => ({ id, content, isDelta: true });

/** The text a run builds of `streams`, each read in turn (the first as a first stream, the others as re-sent ones). */
function textOf(streams: ReadonlyArray<readonly ChatStreamMessage[]>): Record<string, string> {
  const deltas = new SortlessDeltas();
  const text: Record<string, string> = {};
  streams.forEach((lines, index) => {
    deltas.streamBegins(index > 0);
    for (const line of lines) {
      if (deltas.isRepeat(line)) continue;
      text[line.id] = line.isDelta ? (text[line.id] ?? '') + (line.content ?? '') : (line.content ?? '');
    }
  });
  return text;
}

/** Deltas of two messages, interleaved, and the places the stream is cut at (increasing). */
const cutStream = fc
  .array(fc.tuple(fc.constantFrom('a', 'b'), fc.constantFrom('x', 'y', '', 'xy')), { minLength: 1, maxLength: 30 })
  .chain((pieces) =>
    fc.tuple(
      fc.constant(pieces.map(([id, content]) => delta(content, id))),
      fc.uniqueArray(fc.integer({ min: 0, max: pieces.length }), { maxLength: 4 }),
    ),
  );

const joined = (lines: readonly ChatStreamMessage[]) => {
  const text: Record<string, string> = {};
  for (const line of lines) text[line.id] = (text[line.id] ?? '') + (line.content ?? '');
  return text;
};

describe('SortlessDeltas', () => {
  it('a stream cut anywhere and repeated from its start on every re-send: each delta once, whatever repeats its texts hold', () => {
    fc.assert(
      fc.property(cutStream, ([lines, cuts]) => {
        const streams = [...cuts.sort((x, y) => x - y).map((cut) => lines.slice(0, cut)), lines];
        expect(textOf(streams)).toEqual(joined(lines));
      }),
      { numRuns: 1_000 },
    );
  });

  it('a re-sent stream that goes on where it was cut: nothing lost, when its first delta is not its message’s first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 20 }),
        fc.integer({ min: 1 }),
        (contents, seed) => {
          const cut = 1 + (seed % (contents.length - 1));
          fc.pre(contents[cut] !== contents[0]);
          const lines = contents.map((content) => delta(content));
          expect(textOf([lines.slice(0, cut), lines.slice(cut)])).toEqual(joined(lines));
        },
      ),
    );
  });

  it('deltas with sort are left to their sort; a line that is no delta sends the text whole, and what follows is new', () => {
    const deltas = new SortlessDeltas();
    deltas.streamBegins(false);
    expect(deltas.isRepeat({ id: 'm', content: 'a', isDelta: true, sort: 2 })).toBe(false);
    expect(deltas.isRepeat(delta('a'))).toBe(false);
    deltas.streamBegins(true);
    expect(deltas.isRepeat({ id: 'm', content: 'a', isDelta: true, sort: 2 })).toBe(false);
    expect(deltas.isRepeat({ id: 'm', content: 'whole' })).toBe(false);
    expect(deltas.isRepeat(delta('a'))).toBe(false);
  });
});
