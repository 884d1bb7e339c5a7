/**
 * The `<script>` file's subresource-integrity hash (scripts/sri.mjs): SHA-384 as browsers check
 * it, written beside the built file, and stated in the CHANGELOG's newest release.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { integrityOf, SCRIPT_FILE, withIntegrity, writeSriFile } from '../../scripts/sri.mjs';

const base = mkdtempSync(join(tmpdir(), 'sri-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const CHANGELOG = [
  '# Changelog',
  '',
  'Intro.',
  '',
  '## [0.4.0] — unreleased',
  '',
  'Text.',
  '',
  '### Added',
  '',
  '- a',
  '',
  '## [0.3.0]',
  '',
  '- b',
  '',
].join('\n');

describe('sri', () => {
  it('is SHA-384 of the bytes, base64, as the integrity attribute takes it', () => {
    // The FIPS 180-2 test vector for "abc", in hex.
    const abc = 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7';
    expect(integrityOf('abc')).toBe(`sha384-${Buffer.from(abc, 'hex').toString('base64')}`);
    expect(integrityOf(new Uint8Array([1, 2, 3]))).toBe(
      `sha384-${createHash('sha384')
        .update(Buffer.from([1, 2, 3]))
        .digest('base64')}`,
    );
  });

  it('writes the hash of the <script> file beside it', () => {
    mkdirSync(join(base, 'dist'), { recursive: true });
    writeFileSync(join(base, SCRIPT_FILE), 'var PlatformEmbed={};');
    const integrity = writeSriFile(base);
    expect(readFileSync(join(base, `${SCRIPT_FILE}.sri`), 'utf8')).toBe(`${integrity}\n`);
    expect(integrity).toBe(integrityOf('var PlatformEmbed={};'));
  });

  it('states the hash under the newest release heading, once, and replaces it on a second run', () => {
    const once = withIntegrity(CHANGELOG, 'sha384-AAAA');
    expect(once).toContain('## [0.4.0] — unreleased\n\n`<script>` file integrity: `sha384-AAAA`\n\nText.');
    const twice = withIntegrity(once, 'sha384-BBBB');
    expect(twice.match(/file integrity/g)).toHaveLength(1);
    expect(twice).toContain('`sha384-BBBB`');
    // The older release is left as it was.
    expect(twice.slice(twice.indexOf('## [0.3.0]'))).toBe('## [0.3.0]\n\n- b\n');
    expect(() => withIntegrity('# Changelog\n', 'sha384-AAAA')).toThrow(/no "## \[version\]" heading/);
  });

  it('ships with the build: dist holds the hash of the <script> file there is', () => {
    const built = join(process.cwd(), SCRIPT_FILE);
    if (!existsSync(built)) return; // the build has not run (npm test builds before the unit tests)
    expect(readFileSync(`${built}.sri`, 'utf8').trim()).toBe(integrityOf(readFileSync(built)));
  });
});
