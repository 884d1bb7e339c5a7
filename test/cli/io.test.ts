/**
 * The writer every byte of stdout and stderr goes through, the last line of defence: each secret
 * replaced, the longest first, in whatever form JSON text shows it; a secret cut across writes
 * still redacted, holding back no more than could be one; what cannot start a secret written at
 * once; what it held back written at end(). Every command's use of it is secrets.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactingWriter } from '../../src/cli/io.js';
import { secretSearch } from '../../src/http/redacted.js';

describe('redactingWriter, the last line of defence', () => {
  /** A writer of `secrets`, and what reached the stream: each write, and all of it. */
  function writer(secrets: string[]) {
    const written: string[] = [];
    const write = redactingWriter({ write: (text) => void written.push(text), isTTY: false }, secrets);
    return { write, written, all: () => written.join('') };
  }

  it('replaces every secret in what is written, the longest first, and leaves values too short to be credentials (under 8 characters, as everywhere)', () => {
    const { write, all } = writer(['abcdefgh', 'abcdefgh-long', 'abcdefg']);
    write('x abcdefgh-long y abcdefgh z abcdefg');
    write(' nothing secret\n');
    expect(all()).toBe(`x ${REDACTED} y ${REDACTED} z abcdefg nothing secret\n`);
  });

  it('redacts a secret cut across writes, however it is cut, and holds back no more than could be one', () => {
    const secret = 'hostile-api-key-0123456789abcdef';
    for (let cut = 1; cut < secret.length; cut += 1) {
      const { write, written, all } = writer([secret]);
      write(`the key is ${secret.slice(0, cut)}`);
      // What was written so far is all but the start of the secret.
      expect(written.join('')).toBe('the key is ');
      write(`${secret.slice(cut)}, keep it`);
      write('\n');
      expect(all()).toBe(`the key is ${REDACTED}, keep it\n`);
    }
    // One character at a time, in a stream of other text.
    const { write, all } = writer([secret]);
    for (const character of `a ${secret} b ${secret}`) write(character);
    write('\n');
    expect(all()).toBe(`a ${REDACTED} b ${REDACTED}\n`);
  });

  it('writes at once what cannot be the start of a secret: a finished line, other text', () => {
    const { write, written } = writer(['hostile-api-key-0123456789']);
    write('hostile-api-');
    write('\n');
    expect(written.join('')).toBe('hostile-api-\n');
    write('Compiling the dbt project');
    expect(written.join('')).toBe('hostile-api-\nCompiling the dbt project');
  });

  it('writes what it held back at end(), and a whole write (a redrawn line) at once', () => {
    const { write, written } = writer(['hostile-api-key-0123456789']);
    write('ends with hos');
    expect(written.join('')).toBe('ends with ');
    write.end();
    expect(written.join('')).toBe('ends with hos');
    write('\rline ending in hos', { whole: true });
    expect(written.join('')).toBe('ends with hos\rline ending in hos');
  });

  it('waits to know whether a secret that begins a longer one is that one', () => {
    const { write, all } = writer(['abcdefgh', 'abcdefgh-long']);
    write('1 abcdefgh');
    write('-long 2 abcdefgh');
    write(' 3\n');
    expect(all()).toBe(`1 ${REDACTED} 2 ${REDACTED} 3\n`);
    const ended = writer(['abcdefgh', 'abcdefgh-long']);
    ended.write('abcdefgh-l');
    ended.write.end();
    expect(ended.all()).toBe(`${REDACTED}-l`);
  });

  it('redacts a secret as JSON text shows it (a quote or a backslash escaped)', () => {
    const secret = 'se\\cr"et-0123';
    const { write, all } = writer([secret]);
    write(`${JSON.stringify({ note: secret }).slice(0, 14)}`);
    write(`${JSON.stringify({ note: secret }).slice(14)}\n`);
    expect(all()).toBe(`{"note":"${REDACTED}"}\n`);
  });

  it('redacts every form the clients redact (one definition: secretSearch), however the writes cut it', () => {
    const secret = 'pl4tf0rm/S3CRET-token';
    // Any character as \uXXXX, in either case; "/" as "\/".
    for (const text of ['pl4tf0rm\\u002fS3CRET\\u002D\\u0074oken', 'pl4tf0rm\\/S3CRET-token']) {
      for (let cut = 1; cut < text.length; cut += 1) {
        const { write, written, all } = writer([secret]);
        write(`key ${text.slice(0, cut)}`);
        expect(written.join('')).toBe('key ');
        write(`${text.slice(cut)} end\n`);
        expect(secretSearch(secret)!.find(all(), 0), text).toBeUndefined();
        expect(all()).toContain(REDACTED);
      }
    }
  });

  it('holds back a backslash or a cut escape at the end, and lets it go once it is no secret', () => {
    const { write, written, all } = writer(['pl4tf0rm-S3CRET-token']);
    write('path C:\\');
    expect(written.join('')).toBe('path C:');
    write('temp\n');
    expect(all()).toBe('path C:\\temp\n');
  });
});

describe('redactingWriter, for any cutting of the text', () => {
  it('never writes a secret, and writes everything else in order', () => {
    const secret = 'hostile-api-key-0123456789abcdef';
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', ' ', '\n', secret.slice(0, 7), secret.slice(7), secret), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (pieces, cuts) => {
          const text = pieces.join('');
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const written: string[] = [];
          const write = redactingWriter({ write: (chunk) => void written.push(chunk), isTTY: false }, [secret]);
          let start = 0;
          for (const end of [...points, text.length]) {
            write(text.slice(start, end));
            start = end;
          }
          write.end();
          const all = written.join('');
          expect(all).not.toContain(secret);
          // The key, and its rest without the kind prefix ("hostile-api-key-"), are both forms of it.
          expect(all).toBe(text.split(secret).join(REDACTED).split('0123456789abcdef').join(REDACTED));
        },
      ),
    );
  });
});
