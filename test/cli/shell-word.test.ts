/**
 * An id from the service, printed inside a command to paste, is one word of a POSIX shell
 * whatever it holds: plain when it can be, else single-quoted with each quote closed, escaped
 * and reopened. Checked by running the shell on it.
 */
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shellWord } from '../../src/cli/shell-word.js';

/** What `sh` makes of `word`: the arguments it passes on, one per line of JSON. */
const shellArguments = (word: string): string[] =>
  JSON.parse(
    execFileSync('sh', ['-c', `node -e 'console.log(JSON.stringify(process.argv.slice(1)))' -- ${word}`], {
      encoding: 'utf8',
    }),
  ) as string[];

describe('shellWord', () => {
  it('leaves a plain word as it is', () => {
    for (const word of ['sync-job-1', 'a1b2c3', 'user@example.com', 'path/to/file.txt', 'k=v,x:y+z%'])
      expect(shellWord(word), word).toBe(word);
  });

  it('quotes anything else, a quote inside closed, escaped and reopened', () => {
    expect(shellWord('')).toBe("''");
    expect(shellWord('job 1')).toBe("'job 1'");
    expect(shellWord('$(rm -rf ~)')).toBe("'$(rm -rf ~)'");
    expect(shellWord("it's")).toBe("'it'\\''s'");
  });

  it('is one word for the shell, exactly the text, whatever the text holds', { timeout: 60_000 }, () => {
    const hostile = [
      'job; rm -rf ~',
      '$(id)',
      '`id`',
      'a\'b"c',
      'a\\b',
      '*',
      '~',
      'x y\tz',
      '#comment',
      '!!',
      '&&',
      '|',
      '>out',
      '$HOME',
      "''",
    ];
    for (const text of hostile) expect(shellArguments(shellWord(text)), text).toEqual([text]);
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'ab $`\'"\\;&|<>()*?[]{}~#!\t'.split('')), maxLength: 12 }),
        (text) => {
          expect(shellArguments(shellWord(text))).toEqual([text]);
        },
      ),
      { numRuns: 30 },
    );
  });
});
