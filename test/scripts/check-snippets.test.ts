/**
 * The snippets check of `npm test` (scripts/check-snippets.mjs): the code blocks of the README
 * and docs/ compile against the built package, and the run blocks run. The blocks and their
 * markers on made-up Markdown, then one program over made-up files in a temporary folder.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSnippets, findSnippets, markdownFiles } from '../../scripts/check-snippets.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const md = (...lines: string[]) => lines.join('\n');
const fence = '```';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Made-up Markdown files in a temporary folder, by path. */
function writeFiles(files: Record<string, string>): string {
  folder = mkdtempSync(join(tmpdir(), 'check-snippets-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe('findSnippets', () => {
  it('finds the blocks of the checked languages, at their fence line, without the indentation of a list', () => {
    const { snippets, problems } = findSnippets(
      md(
        '# Title', // 1
        `${fence}ts`, // 2
        "import { createEmbed } from 'platform-embed';", // 3
        fence, // 4
        `${fence}sh`, // 5
        'npm install platform-embed', // 6
        fence, // 7
        '- a step:', // 8
        '', // 9
        `  ${fence}JSX title="x"`, // 10
        '  <a />;', // 11
        `  ${fence}`, // 12
        `${fence}${fence[0]}md`, // 13: a longer fence holds a shorter one
        `${fence}js`, // 14
        fence, // 15
        `${fence}${fence[0]}`, // 16
        '~~~mjs', // 17
        'export {};', // 18
        '~~~', // 19
      ),
      'README.md',
    );
    expect(problems).toEqual([]);
    expect(snippets).toEqual([
      {
        file: 'README.md',
        line: 2,
        language: 'ts',
        code: "import { createEmbed } from 'platform-embed';",
        mode: 'check',
      },
      { file: 'README.md', line: 10, language: 'jsx', code: '<a />;', mode: 'check' },
      { file: 'README.md', line: 17, language: 'mjs', code: 'export {};', mode: 'check' },
    ]);
  });

  it('reads the markers: run, not checked with its reason; a marker without a reason or of an unknown word is a problem', () => {
    const { snippets, problems } = findSnippets(
      md(
        '<!-- snippet: run -->', // 1
        `${fence}ts`, // 2
        'await 1;', // 3
        fence, // 4
        '<!-- snippet: not checked — a fragment of the example above -->', // 5
        '', // 6
        `${fence}ts`, // 7
        'embed.reload();', // 8
        fence, // 9
        '<!-- snippet: not checked -->', // 10
        `${fence}ts`, // 11
        'x', // 12
        fence, // 13
        '<!-- snippet: maybe -->', // 14
        `${fence}ts`, // 15
        fence, // 16
        '<!-- snippet: run -->', // 17
        `${fence}sh`, // 18
        fence, // 19
        '<!-- snippet: run -->', // 20
        'A paragraph.', // 21
        `${fence}ts`, // 22
        fence, // 23
      ),
      'docs/guide.md',
    );
    expect(snippets.map(({ line, mode, reason }) => ({ line, mode, reason }))).toEqual([
      { line: 2, mode: 'run', reason: undefined },
      { line: 7, mode: 'skip', reason: 'a fragment of the example above' },
      { line: 22, mode: 'check', reason: undefined },
    ]);
    expect(problems.map(({ file, line }) => `${file}:${line}`)).toEqual([
      'docs/guide.md:10',
      'docs/guide.md:14',
      'docs/guide.md:17',
      'docs/guide.md:20',
    ]);
    expect(problems[0]!.message).toMatch(/without a reason/);
    expect(problems[1]!.message).toMatch(/unknown snippet marker "maybe"/);
    expect(problems[2]!.message).toMatch(/before a ```sh block/);
    expect(problems[3]!.message).toMatch(/not followed by a code block/);
  });
});

describe('markdownFiles', () => {
  it('the README, docs/ but its generated reference, and the examples’ READMEs', () => {
    const root = writeFiles({
      'README.md': '',
      'CHANGELOG.md': '',
      'docs/guide.md': '',
      'docs/deep/more.md': '',
      'docs/reference/index.md': '',
      'examples/vue/README.md': '',
      'examples/vue/NOTES.md': '',
      'examples/vue/node_modules/dep/README.md': '',
    });
    expect(markdownFiles(root)).toEqual(['README.md', 'docs/deep/more.md', 'docs/guide.md', 'examples/vue/README.md']);
  });
});

describe('checkSnippets', () => {
  it('compiles every block against the built package, runs the run blocks, and reports each failure at its Markdown line', {
    timeout: 60_000,
  }, async () => {
    if (!existsSync(join(ROOT, 'dist', 'types', 'index.d.ts')))
      throw new Error('dist/types is missing: run `npm run build` first (npm test builds before the unit tests)');
    const root = writeFiles({
      'README.md': md(
        '# Made up', // 1
        '', // 2
        `${fence}ts`, // 3
        "import { createEmbed } from 'platform-embed';", // 4
        "const embed = createEmbed({ url: 'https://tenant.example.com/embed/dashboard/abc', container: '#report' });", // 5
        "embed.on('download', ({ format }) => track(format));", // 6
        fence, // 7
        '', // 8
        '<!-- snippet: not checked — pseudo-code -->', // 9
        `${fence}ts`, // 10
        'this is not code', // 11
        fence, // 12
        '', // 13
        `${fence}tsx`, // 14
        "import { PlatformEmbed } from 'platform-embed/react';", // 15
        'export const Report = () => <PlatformEmbed url="https://tenant.example.com/embed/dashboard/abc" title="Sales" />;', // 16
        fence, // 17
      ),
      'docs/guide.md': md(
        '# Guide', // 1
        '', // 2
        `${fence}ts`, // 3
        "import type { EmbedError } from 'platform-embed';", // 4
        "const count: number = 'three';", // 5
        fence, // 6
        '', // 7
        '- in a list:', // 8
        `  ${fence}js`, // 9
        '  const name = 1;', // 10
        '  name.toUpperCase();', // 11
        `  ${fence}`, // 12
        '', // 13
        '<!-- snippet: not checked -->', // 14
        `${fence}ts`, // 15
        'whatever', // 16
        fence, // 17
        '', // 18
        '<!-- snippet: run -->', // 19
        `${fence}ts`, // 20
        "import { startFakeChatServer } from 'platform-embed/testing/servers';", // 21
        '', // 22
        'const server = await startFakeChatServer({ delayMs: 0 });', // 23
        'const response = await fetch(server.url);', // 24
        'await response.body?.cancel();', // 25
        'await server.close();', // 26
        fence, // 27
        '', // 28
        '<!-- snippet: run -->', // 29
        `${fence}js`, // 30
        '// a run block that throws', // 31
        "throw new Error('the snippet failed');", // 32
        fence, // 33
        '', // 34
        '<!-- snippet: run -->', // 35
        `${fence}ts`, // 36
        'setInterval(() => {}, 1000); // never ends', // 37
        fence, // 38
        '', // 39
        '<!-- snippet: run -->', // 40
        `${fence}ts`, // 41
        'const late: string = 1; // not run: it does not compile', // 42
        fence, // 43
      ),
    });
    const result = await checkSnippets({ root, files: ['README.md', 'docs/guide.md'], timeoutMs: 5_000 });
    expect(result).toMatchObject({ checked: 8, skipped: 1, ran: 3 });
    const [typeError, jsError, noReason, thrown, timedOut, late, ...rest] = result.errors;
    expect(rest).toEqual([]);
    expect(typeError).toMatch(/^docs\/guide\.md:5: TS2322: Type 'string' is not assignable to type 'number'\./);
    expect(jsError).toMatch(/^docs\/guide\.md:11: TS2339: Property 'toUpperCase' does not exist on type '1'\./);
    expect(noReason).toMatch(/^docs\/guide\.md:14: a snippet not checked without a reason/);
    expect(thrown).toMatch(/^docs\/guide\.md:30: run: exited with code 1\n/);
    expect(thrown).toContain('the snippet failed');
    expect(thrown).toContain('docs/guide.md:32');
    expect(timedOut).toMatch(/^docs\/guide\.md:36: run: still running after 5000 ms/);
    expect(late).toMatch(/^docs\/guide\.md:42: TS2322:/);
  });
});
