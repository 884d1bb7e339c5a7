/**
 * The syntax check of `npm test` (scripts/check-syntax.mjs): every shipped file parses in the
 * oldest engine package.json declares. The rule on files written here, then on the package's
 * own declarations.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  editionOfNode,
  findingsOf,
  lookbehinds,
  oldestSafari,
  shippedFiles,
  targetsOf,
} from '../../scripts/check-syntax.mjs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  browserslist: string[];
  engines: { node: string };
};
const browsers = pkg.browserslist.join(', ');

const base = mkdtempSync(join(tmpdir(), 'check-syntax-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
/** Writes `files` (path → source) under a fresh folder of `base` and returns its name. */
function project(name: string, files: Record<string, string>): string {
  const dir = join(base, name);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

describe('check-syntax: the declarations', () => {
  it('declares the browsers of the contract and Node 18+', () => {
    expect(pkg.browserslist).toEqual([
      'chrome >= 98',
      'edge >= 98',
      'firefox >= 94',
      'safari >= 15.4',
      'ios_saf >= 15.4',
    ]);
    expect(pkg.engines.node).toBe('>=18');
    expect(oldestSafari(browsers)).toBe(15.4);
  });

  it('reads the oldest Node of a range, and refuses one it cannot read', () => {
    expect(editionOfNode('>=18')).toBe('es2022');
    expect(editionOfNode('>= 20.3')).toBe('es2023');
    expect(() => editionOfNode('^18')).toThrow(/engines.node is "\^18": expected ">=N"/);
    expect(() => editionOfNode('>=12')).toThrow(/expected ">=N"/);
  });

  it('checks the server-only entries against Node and every other file against the browsers', () => {
    const [browser, server] = targetsOf(
      ['dist/cli.js', 'dist/chat.js', 'dist/chat/server.cjs', 'dist/chunks/a.js', 'dist/platform-embed.min.js'],
      {
        browsers: pkg.browserslist,
        node: '>=18',
      },
    );
    expect(browser).toMatchObject({
      name: 'browser',
      query: browsers,
      files: ['dist/chat.js', 'dist/chunks/a.js', 'dist/platform-embed.min.js'],
    });
    expect(server).toMatchObject({ name: 'server', edition: 'es2022', files: ['dist/cli.js', 'dist/chat/server.cjs'] });
  });

  it('lists the .js and .cjs files of dist, not the declarations or maps', () => {
    const dir = project('listing', {
      'dist/a.js': '',
      'dist/b.cjs': '',
      'dist/a.js.map': '',
      'dist/types/a.d.ts': '',
      'dist/chat/c.js': '',
    });
    expect(shippedFiles(join(dir, 'dist')).map((file) => file.slice(file.indexOf('dist/')))).toEqual([
      'dist/a.js',
      'dist/b.cjs',
      'dist/chat/c.js',
    ]);
  });
});

describe('check-syntax: findings', () => {
  const browserTarget = (files: string[]) => ({ name: 'browser', query: browsers, files });

  it('refuses a class static block (Safari < 16.4), in a module and in the <script> file', async () => {
    const dir = project('static-block', {
      'dist/a.js': 'export class A { static { this.x = 1; } }\n',
      'dist/platform-embed.min.js': 'var A = class { static { this.x = 1; } };\n',
    });
    const findings = await findingsOf(browserTarget(['dist/a.js', 'dist/platform-embed.min.js']), dir);
    expect(findings).toHaveLength(2);
    for (const line of findings) expect(line).toMatch(/ClassStaticBlocks.*safari 15\.4 requires 16\.4/);
  });

  it('refuses a regular-expression lookbehind, which es-check does not look for', async () => {
    expect(lookbehinds('const r = /(?<=a)b/, s = /(?<!c)d/g;', true)).toEqual(['/(?<=a)b/', '/(?<!c)d/']);
    expect(lookbehinds('const named = /(?<year>\\d+)/;', true)).toEqual([]);
    const dir = project('lookbehind', { 'dist/a.js': 'export const r = /(?<=\\$)\\d+/;\n' });
    expect(await findingsOf(browserTarget(['dist/a.js']), dir)).toEqual([
      'dist/a.js: regular-expression lookbehind /(?<=\\$)\\d+/ (Safari 16.4+)',
    ]);
  });

  it('passes what Safari 15.4, Firefox 94 and Chrome 98 all parse: private fields and methods, #x in, ??=, Object.hasOwn', async () => {
    const source =
      'export class A { #x = 1; static y = 2; #m() { return #x in this; } z(o) { o.a ??= Object.hasOwn(o, "b"); return this.#m(); } }\n';
    const dir = project('modern', { 'dist/a.js': source });
    expect(await findingsOf(browserTarget(['dist/a.js']), dir)).toEqual([]);
  });

  it('refuses in a server file what Node 18 lacks (ES2023 array methods)', async () => {
    const dir = project('server', { 'dist/cli.js': 'export const sorted = (a) => a.toSorted();\n' });
    const findings = await findingsOf(
      { name: 'server', query: 'node >=18', edition: 'es2022', files: ['dist/cli.js'] },
      dir,
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(/^dist\/cli\.js: .*ArrayToSorted/);
  });
});
