#!/usr/bin/env node
// `npm run check:snippets`: the code in the docs compiles against the built package, and the
// runnable code runs. Every fenced block tagged ts, tsx, typescript, js, jsx, javascript or mjs in
// README.md, CONTRIBUTING.md, docs/**/*.md (not docs/reference/, the generated API reference) and
// examples/**/README.md becomes a module of its own, and one TypeScript program checks them all as
// a user's project would: `platform-embed` imported by name through package.json's "exports"
// (node_modules/platform-embed is a link to this package, so `npm run build` comes first), strict,
// DOM and Node types, React's JSX, top-level await. docs/snippet-globals.d.ts declares the few
// names of the reader's own app that snippets may use without defining (currentUser, track…).
//
// An HTML comment on the line before a block (blank lines between are allowed) says more:
//
//   <!-- snippet: run -->                      checked, then run in Node (it starts and stops
//                                              the fakes of platform-embed/testing/servers itself);
//                                              it fails on a throw, a non-zero exit or RUN_TIMEOUT_MS
//   <!-- snippet: not checked — <reason> -->   a fragment that cannot stand alone, pseudo-code;
//                                              the reason is required
//
// Each module holds its block at the lines the block has in its Markdown file, so an error's line
// (the compiler's, or a run's stack trace) is the Markdown file's line.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The languages checked, by a fence's tag, and the extension of the module each becomes. */
export const LANGUAGES = Object.freeze({
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
  mjs: '.mjs',
});

/** How long a run block may take, from the start of Node to its exit. */
export const RUN_TIMEOUT_MS = 30_000;

/** The Markdown files whose snippets are checked, relative to `root` (with '/'), sorted. */
export function markdownFiles(root = PACKAGE_DIR) {
  const found = ['README.md', 'CONTRIBUTING.md'].filter((name) => existsSync(join(root, name)));
  const walk = (dir, keep) => {
    if (!existsSync(join(root, dir))) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        // Installed, built, hidden or generated: not the project's prose.
        if (
          entry.name === 'node_modules' ||
          entry.name === 'dist' ||
          entry.name.startsWith('.') ||
          path === 'docs/reference'
        )
          continue;
        walk(path, keep);
      } else if (keep(entry.name)) found.push(path);
    }
  };
  walk('docs', (name) => name.endsWith('.md'));
  walk('examples', (name) => name === 'README.md');
  return found.sort();
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)[^`]*$/;
const MARKER = /^\s*<!--\s*snippet:\s*(.*?)\s*-->\s*$/;
const NOT_CHECKED = /^not checked\b\s*(?:[—–:]|-{1,2})?\s*(.*)$/;

/**
 * The code blocks of one Markdown file. `file` names it in what is reported. A block is
 * `{ file, line, language, code, mode, reason? }`: `line` is its opening fence's (1-based),
 * `language` the fence's tag in lower case, `code` its lines without the fence's indentation,
 * `mode` 'check', 'run' or 'skip' (with the marker's `reason`). Blocks of other languages are
 * left out. `problems` are markers that say nothing valid: no reason, an unknown word, nothing
 * checkable after them.
 */
export function findSnippets(markdown, file) {
  const lines = markdown.split(/\r?\n/);
  const snippets = [];
  const problems = [];
  let marker; // { line, text } of a marker still waiting for its block
  const problem = (line, message) => problems.push({ file, line, message });
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index];
    const open = FENCE.exec(text);
    if (open) {
      const [, indent, fence, tag] = open;
      const body = [];
      let end = index + 1;
      for (; end < lines.length; end += 1) {
        const close = lines[end].trim();
        if (close.length >= fence.length && close[0] === fence[0] && /^(`+|~+)$/.test(close)) break;
        body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end].trimStart());
      }
      const language = tag.toLowerCase();
      const line = index + 1;
      const mode = marker ? modeOf(marker, problem) : { mode: 'check' };
      if (Object.hasOwn(LANGUAGES, language)) {
        if (mode) snippets.push({ file, line, language, code: body.join('\n'), ...mode });
      } else if (marker) {
        problem(
          marker.line,
          `a snippet marker before a \`\`\`${tag || '(untagged)'} block, which is not checked: tag it ${Object.keys(LANGUAGES).join(', ')} or remove the marker`,
        );
      }
      marker = undefined;
      index = end;
      continue;
    }
    const comment = MARKER.exec(text);
    if (comment) {
      if (marker) problem(marker.line, 'a snippet marker followed by another marker, not by a code block');
      marker = { line: index + 1, text: comment[1] };
    } else if (marker && text.trim() !== '') {
      problem(marker.line, 'a snippet marker not followed by a code block');
      marker = undefined;
    }
  }
  if (marker) problem(marker.line, 'a snippet marker not followed by a code block');
  return { snippets, problems };
}

/** A marker's mode, or undefined (and a problem) for one that says nothing valid. */
function modeOf(marker, problem) {
  if (marker.text === 'run') return { mode: 'run' };
  const skip = NOT_CHECKED.exec(marker.text);
  if (skip) {
    if (skip[1]) return { mode: 'skip', reason: skip[1] };
    problem(marker.line, 'a snippet not checked without a reason: write <!-- snippet: not checked — why -->');
    return undefined;
  }
  problem(
    marker.line,
    `an unknown snippet marker "${marker.text}": the markers are <!-- snippet: run --> and <!-- snippet: not checked — why -->`,
  );
  return undefined;
}

/** The compiler options of the snippets' program: a user's strict project that bundles for the browser and runs Node. */
const COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  moduleDetection: 'force',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  types: ['node'],
  jsx: 'react-jsx',
  strict: true,
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  noEmit: true,
};

/** A snippet's module name: its file and line, readable in a kept folder. */
const moduleName = (snippet) =>
  `${snippet.file.replace(/[/\\]/g, '__')}.L${snippet.line}${LANGUAGES[snippet.language]}`;

/** Its code at the lines it holds in its Markdown file (the code starts on the line after the fence). */
const atMarkdownLines = (snippet) => '\n'.repeat(snippet.line) + snippet.code;

/**
 * Checks the snippets of `files` (relative to `root`; every Markdown file of markdownFiles by
 * default), and runs the run blocks that type-check. The package imported as `platform-embed`
 * is `packageDir`'s, built. Returns the counts and the errors, each as `file:line: message`.
 */
export async function checkSnippets(options = {}) {
  const {
    root = PACKAGE_DIR,
    files = markdownFiles(root),
    packageDir = PACKAGE_DIR,
    globals = join(packageDir, 'docs', 'snippet-globals.d.ts'),
    run = true,
    timeoutMs = RUN_TIMEOUT_MS,
    keep = false,
  } = options;
  if (!existsSync(join(packageDir, 'dist', 'types', 'index.d.ts')))
    throw new Error('check-snippets: dist/types is missing: run `npm run build` first');
  const snippets = [];
  const problems = [];
  for (const file of files) {
    const found = findSnippets(readFileSync(join(root, file), 'utf8'), file);
    snippets.push(...found.snippets);
    problems.push(...found.problems);
  }
  const checked = snippets.filter((snippet) => snippet.mode !== 'skip');

  const cache = join(packageDir, 'node_modules', '.cache', 'check-snippets');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'program-'));
  try {
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(packageDir, join(dir, 'node_modules', 'platform-embed'), 'junction');
    const byModule = new Map();
    for (const snippet of checked) {
      const path = join(dir, moduleName(snippet));
      writeFileSync(path, atMarkdownLines(snippet));
      byModule.set(path, snippet);
    }
    const tsconfig = join(dir, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      `${JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: [...byModule.keys(), resolve(globals)] }, null, 2)}\n`,
    );

    const failed = new Set();
    for (const diagnostic of typeCheck(tsconfig)) {
      const snippet = diagnostic.file && byModule.get(resolve(diagnostic.file.fileName));
      if (snippet) failed.add(snippet);
      problems.push(problemOf(diagnostic, snippet, root));
    }

    const runs = run ? checked.filter((snippet) => snippet.mode === 'run' && !failed.has(snippet)) : [];
    for (const snippet of runs) {
      const message = await runSnippet(snippet, dir, timeoutMs);
      if (message) problems.push({ file: snippet.file, line: snippet.line, message });
    }
    // In reading order: by file, then line (the compiler sorts by its own module names).
    problems.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
    const errors = problems.map(({ file, line, message }) =>
      file ? `${file}:${line}: ${message}` : `check-snippets: ${message}`,
    );
    return {
      checked: checked.length,
      skipped: snippets.length - checked.length,
      ran: runs.length,
      errors,
      ...(keep ? { dir } : {}),
    };
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

/** The diagnostics of the one program the tsconfig describes. */
function typeCheck(tsconfig) {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(`check-snippets: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, host);
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    configFileParsingDiagnostics: config.errors,
  });
  return ts.sortAndDeduplicateDiagnostics([...config.errors, ...ts.getPreEmitDiagnostics(program)]);
}

/** A diagnostic as a problem `{ file, line, message }`, at its Markdown line for a snippet's (no file: about the program itself). */
function problemOf(diagnostic, snippet, root) {
  const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ')}`;
  if (!diagnostic.file || diagnostic.start === undefined) return { file: '', line: 0, message };
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const file = snippet ? snippet.file : relative(root, diagnostic.file.fileName).split(sep).join('/');
  return { file, line: line + 1, message };
}

/** Runs a snippet in Node as an ES module; what went wrong (`run: …`) when it fails, else undefined. */
async function runSnippet(snippet, dir, timeoutMs) {
  const source = join(dir, moduleName(snippet));
  const output = `${source}.mjs`;
  const { outputText } = ts.transpileModule(atMarkdownLines(snippet), {
    fileName: source,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.ReactJSX,
      inlineSourceMap: true,
      inlineSources: true,
    },
  });
  writeFileSync(output, outputText);
  const child = spawn(process.execPath, ['--enable-source-maps', output], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk) => (text += chunk));
  child.stderr.on('data', (chunk) => (text += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  const [code, signal] = await new Promise((done) => child.on('close', (...result) => done(result)));
  clearTimeout(timer);
  if (code === 0) return undefined;
  const why = timedOut
    ? `still running after ${timeoutMs} ms (a server or timer left open?)`
    : signal
      ? `killed by ${signal}`
      : `exited with code ${code}`;
  // Its own module's name in a stack trace is the Markdown file's: the lines already are.
  const tail = text
    .split(source)
    .join(snippet.file)
    .split(`file://${snippet.file}`)
    .join(snippet.file)
    .trimEnd()
    .split('\n')
    .slice(-20)
    .map((line) => `    ${line}`)
    .join('\n');
  return `run: ${why}${tail ? `\n${tail}` : ''}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const started = performance.now();
  const keep = process.argv.includes('--keep');
  const result = await checkSnippets({ keep });
  for (const error of result.errors) console.error(error);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `snippets: ${result.checked} checked (${result.ran} run), ${result.skipped} not checked, ${result.errors.length} errors in ${seconds} s`,
  );
  if (result.dir) console.log(`snippets: the program is kept in ${result.dir}`);
  if (result.errors.length > 0) process.exitCode = 1;
}
