/**
 * Dim and bold, on a terminal only, and never with NO_COLOR set (to anything but the empty
 * string) or TERM=dumb; `visible` is what the terminal shows of a styled text.
 */
import { describe, expect, it } from 'vitest';
import { ESCAPE_SEQUENCE, styleOf, visible } from '../../src/cli/style.js';

const tty = { isTTY: true, write: () => undefined };
const pipe = { isTTY: false, write: () => undefined };

describe('styleOf', () => {
  it('on a terminal: dim and bold as escape sequences, each ended; empty text stays empty', () => {
    const style = styleOf(tty, {});
    expect(style.ansi).toBe(true);
    expect(style.dim('thinking')).toBe('\x1b[2mthinking\x1b[22m');
    expect(style.bold('platformSqlApi')).toBe('\x1b[1mplatformSqlApi\x1b[22m');
    expect(style.dim('')).toBe('');
    expect(style.bold('')).toBe('');
  });

  it('plain text in a pipe, with NO_COLOR set, or on a dumb terminal', () => {
    for (const [output, env] of [
      [pipe, {}],
      [tty, { NO_COLOR: '1' }],
      [tty, { NO_COLOR: 'false' }],
      [tty, { TERM: 'dumb' }],
    ] as const) {
      const style = styleOf(output, env);
      expect(style.ansi, JSON.stringify(env)).toBe(false);
      expect(style.dim('a') + style.bold('b')).toBe('ab');
    }
  });

  it('NO_COLOR set to the empty string counts as unset', () => {
    expect(styleOf(tty, { NO_COLOR: '' }).ansi).toBe(true);
    expect(styleOf(tty, { TERM: 'xterm-256color' }).ansi).toBe(true);
  });
});

describe('visible', () => {
  it('takes out the sequences the command line writes, and leaves the text', () => {
    const style = styleOf(tty, {});
    const line = `\r\x1b[2K${style.dim('10:00')} ${style.bold('ERROR')} failed`;
    expect(visible(line)).toBe('\r10:00 ERROR failed');
    expect(visible('no sequences')).toBe('no sequences');
    expect('\x1b[1;31mred'.replace(ESCAPE_SEQUENCE, '')).toBe('red');
  });
});
