/**
 * The one sanitizer of what the command line prints from a service: `printable` takes out C0
 * (but tab and line feed), DEL, C1, a lone CR and the bidirectional controls and keeps every other
 * character; `printableLine` puts the text on one line; `printableJson` keeps JSON valid with
 * every string, keys included, printable. Each command's use of it is hostile-service.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printable, printableJson, printableLine } from '../../src/cli/printable.js';
import { HOSTILE, HOSTILE_SHOWN, UNPRINTABLE, withoutOwnSequences } from './hostile-server.js';

/** Expects `text` to hold nothing a terminal would act on. */
function expectPrintable(text: string): void {
  const left = withoutOwnSequences(text);
  const found = UNPRINTABLE.exec(left);
  expect(
    found,
    `unprintable U+${found?.[0].codePointAt(0)?.toString(16).padStart(4, '0')} in ${JSON.stringify(left)}`,
  ).toBeNull();
}

/** Any string, control and bidirectional characters well represented. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\r', '\n', '\t', '\x1b', '\x7f', '\x85', '\x9b', '\u202e', '\u2066', '\u200f', '\u061c', ' '),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
});

describe('printable, the one sanitizer', () => {
  it('takes out C0 but tab and line feed, DEL, C1, a lone CR, and the bidirectional overrides, isolates and marks', () => {
    expect(printable(HOSTILE)).toBe(HOSTILE_SHOWN);
    for (const code of [
      0x61c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x80, 0x85, 0x9b,
      0x9d, 0x9f, 0x7f, 0x1b, 0x07, 0x0d,
    ]) {
      expect(printable(`a${String.fromCodePoint(code)}b`), `U+${code.toString(16)}`).toBe('ab');
    }
    expect(printable('tab\tand\r\nline\n')).toBe('tab\tand\nline\n');
  });

  it('keeps every other character: accents, currency, Arabic and Hebrew letters, emoji, joiners', () => {
    const text = 'Café €1.24M — مرحبا שלום 👩‍💻 a\u200db';
    expect(printable(text)).toBe(text);
  });

  it('printableLine puts the text on one line as well', () => {
    expect(printableLine(` a\u202e\tb\n\nc\r\n `)).toBe('a b c');
  });

  it('printableJson writes valid JSON whose strings, keys included, are printable, at any depth', () => {
    const value = {
      [`key${HOSTILE}`]: [HOSTILE, 1, null, true, { nested: `x${HOSTILE}` }],
      plain: 'Café\tcrème\nbrûlée',
    };
    const text = printableJson(value, 2);
    expectPrintable(text);
    // C0 controls are taken out, not escaped: a script that parses the JSON gets no ESC back.
    expect(text).not.toMatch(/\\u00(?:0|1)[0-9a-f]/i);
    expect(JSON.parse(text)).toEqual({
      [`key${HOSTILE_SHOWN}`]: [HOSTILE_SHOWN, 1, null, true, { nested: `x${HOSTILE_SHOWN}` }],
      plain: 'Café\tcrème\nbrûlée',
    });
    expect(printableJson(HOSTILE)).toBe(JSON.stringify(HOSTILE_SHOWN));
    expect(printableJson({ __proto__: null, '__proto__\u202e': 1 })).toBe('{"__proto__":1}');
  });
});

describe('printable, for any text', () => {
  it('leaves nothing a terminal would act on, and is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = printable(text);
        expect(UNPRINTABLE.test(shown)).toBe(false);
        expect(printable(shown)).toBe(shown);
      }),
    );
  });

  it('only takes characters out, keeping the order of the others', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = [...printable(text)];
        const kept = [...text.replace(/\r\n/g, '\n')].filter((char) => !UNPRINTABLE.test(char));
        expect(shown).toEqual(kept);
      }),
    );
  });

  it('printableLine is one trimmed line; printableJson parses back to the value with each string printable', () => {
    fc.assert(
      fc.property(anyText, fc.array(anyText, { maxLength: 4 }), (text, items) => {
        const line = printableLine(text);
        expect(line).not.toMatch(/[\n\t]|^\s|\s$|\s\s/);
        expect(JSON.parse(printableJson({ text, items }))).toEqual({
          text: printable(text),
          items: items.map(printable),
        });
      }),
    );
  });
});
