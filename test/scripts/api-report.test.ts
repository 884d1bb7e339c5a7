/**
 * The API report (scripts/api-report.mjs): what each entry exports, read from the built
 * declarations. On a made-up package first (kinds, runtime or type, what a signature names, a
 * change shown as a diff), then on this package: the checked-in api-report/ is what the build
 * exports.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiReport,
  checkReport,
  lineDiff,
  packageEntries,
  readApi,
  readReport,
  reportDiff,
  writeReport,
} from '../../scripts/api-report.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A package with an entry `.` and an entry `./extra`, whose declarations are `files` (paths under dist/types). */
function madeUpPackage(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-report-'));
  made.push(dir);
  const pkg = {
    name: 'made-up',
    type: 'module',
    exports: {
      '.': { import: { types: './dist/types/index.d.ts', default: './dist/index.js' } },
      './extra': { import: { types: './dist/types/extra/index.d.ts', default: './dist/extra.js' } },
      './package.json': './package.json',
    },
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, 'dist', 'types', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

const BEFORE = {
  'index.d.ts': [
    "export { start, LIMIT, Widget } from './widget.js';",
    "export type { WidgetOptions, Mode } from './widget.js';",
    "export type { Hidden as Renamed } from './widget.js';",
  ].join('\n'),
  'widget.d.ts': [
    '/** Starts a widget. */',
    'export declare function start(options: WidgetOptions): Widget;',
    'export declare function start(name: string, options?: WidgetOptions): Widget;',
    'export declare const LIMIT = 100;',
    'export declare class Widget { readonly mode: Mode; stop(): void; }',
    '/** How a widget runs. */',
    'export type Mode = Inner | "off";',
    'type Inner = "fast" | "slow";',
    'export interface WidgetOptions { mode?: Mode; }',
    'export declare class Hidden {}',
  ].join('\n'),
  'extra/index.d.ts': "export type { Widget } from '../widget.js';\nexport declare function helper(): void;",
};

describe('api-report on a made-up package', () => {
  it('lists each entry of package.json, named for its report file', () => {
    const entries = packageEntries(madeUpPackage(BEFORE));
    expect(entries).toEqual([
      { file: 'root', title: '`made-up`', specifier: 'made-up', types: 'dist/types/index.d.ts' },
      { file: 'extra', title: '`made-up/extra`', specifier: 'made-up/extra', types: 'dist/types/extra/index.d.ts' },
    ]);
  });

  it('writes every export with its kind and declaration, runtime exports apart from types, sorted, with counts', () => {
    const report = apiReport(madeUpPackage(BEFORE));
    expect(Object.keys(report)).toEqual(['root.api.md', 'extra.api.md']);
    const text = report['root.api.md']!;
    expect(text).toContain('Runtime exports: 3. Type exports: 3. Named by them but not exported here: 1.');
    // Overloads both, without comments, `export` or `declare`.
    expect(text).toContain(
      '### `start` (function)\n\n```ts\nfunction start(options: WidgetOptions): Widget;\nfunction start(name: string, options?: WidgetOptions): Widget;\n```',
    );
    expect(text).toContain('### `LIMIT` (const)\n\n```ts\nconst LIMIT = 100;\n```');
    expect(text).not.toContain('Starts a widget');
    // A class exported with `export type` is a type here: it is not there at run time.
    expect(text).toContain('### `Renamed` (class, declared as `Hidden`)');
    const runtime = text.slice(text.indexOf('## Runtime exports'), text.indexOf('## Type exports'));
    expect([...runtime.matchAll(/^### `(\w+)`/gm)].map((match) => match[1])).toEqual(['LIMIT', 'start', 'Widget']);
    // What a signature names that no entry exports is written out, so that a change to it shows.
    expect(text).toContain('## Named by the exports, exported by no entry');
    expect(text).toContain('### `Inner` (type)\n\n```ts\ntype Inner = "fast" | "slow";\n```');
    // Another entry names the class it does not export as a value.
    expect(report['extra.api.md']).toContain('Runtime exports: 1. Type exports: 1.');
  });

  it('gives the names each entry exports, values apart from types', () => {
    const { names } = readApi(madeUpPackage(BEFORE));
    expect(names).toEqual({
      root: { runtime: ['LIMIT', 'start', 'Widget'], types: ['Mode', 'Renamed', 'WidgetOptions'] },
      extra: { runtime: ['helper'], types: ['Widget'] },
    });
  });

  it('shows a changed signature, a new export and a removed one as a diff', () => {
    const before = apiReport(madeUpPackage(BEFORE));
    const after = apiReport(
      madeUpPackage({
        ...BEFORE,
        'index.d.ts': BEFORE['index.d.ts']
          .replace('LIMIT, ', 'LIMIT, restart, ')
          .replace("export type { Hidden as Renamed } from './widget.js';", ''),
        'widget.d.ts': `${BEFORE['widget.d.ts'].replace('type Inner = "fast" | "slow";', 'type Inner = "fast" | "slow" | "idle";')}\nexport declare function restart(widget: Widget): Widget;`,
      }),
    );
    expect(reportDiff(before, before)).toBe('');
    const diff = reportDiff(before, after);
    expect(diff).toContain('--- api-report/root.api.md');
    expect(diff).toContain('- Runtime exports: 3. Type exports: 3. Named by them but not exported here: 1.');
    expect(diff).toContain('+ Runtime exports: 4. Type exports: 2. Named by them but not exported here: 1.');
    expect(diff).toContain('+ function restart(widget: Widget): Widget;');
    expect(diff).toContain('- ### `Renamed` (class, declared as `Hidden`)');
    expect(diff).toContain('- type Inner = "fast" | "slow";\n+ type Inner = "fast" | "slow" | "idle";');
    // The other entry did not change.
    expect(diff).not.toContain('extra.api.md');
  });

  it('reads back what it wrote, and removes the file of an entry that went', () => {
    const dir = join(madeUpPackage(BEFORE), 'api-report');
    const report = apiReport(dirname(dir));
    writeReport(dir, { ...report, 'gone.api.md': 'old\n' });
    writeReport(dir, report);
    expect(readReport(dir)).toEqual(Object.fromEntries(Object.entries(report).sort(([a], [b]) => (a < b ? -1 : 1))));
    expect(reportDiff({}, report)).toContain('--- api-report/extra.api.md (missing)');
    expect(reportDiff({ ...report, 'gone.api.md': 'old\n' }, report)).toContain('+++ built (no such entry)');
  });

  it('diffs lines in hunks with context', () => {
    const a = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    const b = ['a', 'b', 'c', 'D', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(lineDiff(a, b, 1)).toEqual(['@@ line 3 @@', '  c', '- d', '+ D', '  e', '@@ line 9 @@', '  i', '+ j']);
    expect(lineDiff(a, a)).toEqual([]);
  });
});

describe('api-report of this package', () => {
  it('api-report/ is what the build exports (else: npm run build, then npm run api-report)', () => {
    if (!existsSync(join(root, 'dist', 'types', 'index.d.ts')))
      throw new Error('dist/types is missing: run `npm run build` first (npm test builds before the unit tests)');
    const { diff, report } = checkReport(root, root);
    expect(Object.keys(report).sort()).toEqual(
      [
        'api',
        'chat',
        'chat-render',
        'chat-server',
        'element',
        'element-jsx',
        'element-svelte',
        'element-vue',
        'embed',
        'protocol',
        'react',
        'root',
        'schemas',
        'script',
        'testing',
        'testing-servers',
      ]
        .map((name) => `${name}.api.md`)
        .sort(),
    );
    expect(diff, `api-report/ differs from the build: run \`npm run api-report\` if the change is meant\n${diff}`).toBe(
      '',
    );
  });
});
