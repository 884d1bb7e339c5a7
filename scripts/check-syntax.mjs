#!/usr/bin/env node
// `npm run check:syntax`: every shipped file parses in the oldest engine the package declares.
// The browser files are checked against package.json's `browserslist`, the server-only ones
// against `engines.node`, each with es-check: it parses a file and names every syntax feature
// (and built-in) that one of the target engines lacks — a class static block for Safari < 16.4,
// say, which made the whole `<script>` file a SyntaxError there. es-check does not look inside
// regular expressions, so a lookbehind (Safari 16.4 too) is found here, by the same parser.
// Run after `npm run build`. Exits 1, naming the file and the feature, on any finding.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import browserslist from 'browserslist';
import esCheck from 'es-check';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Entries that run only on a server (Node, Deno, Bun, workerd): checked against `engines.node`. */
export const SERVER_ONLY = ['dist/cli.', 'dist/chat/server.', 'dist/testing/servers.'];

/** Every .js / .cjs file under dist/, relative to the root, '/'-separated; no type declarations. */
export function shippedFiles(dir = join(root, 'dist')) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.c?js$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !path.startsWith('dist/types/'))
    .sort();
}

/**
 * The ECMAScript edition each Node line parses in full. es-check reads browserslist's browsers
 * but not its `node` versions, so the server files are checked against an edition instead.
 */
export const NODE_EDITIONS = { 18: 'es2022', 20: 'es2023', 22: 'es2024' };

/** The edition of the oldest Node an `engines.node` range (`>=18`, `>= 20.3`) admits. */
export function editionOfNode(range) {
  const major = /^>=\s*(\d+)/.exec(range)?.[1];
  const edition = major && NODE_EDITIONS[major];
  if (!edition)
    throw new Error(
      `engines.node is ${JSON.stringify(range)}: expected ">=N" with N one of ${Object.keys(NODE_EDITIONS).join(', ')}`,
    );
  return edition;
}

/** The files of each target: the browser files and the server-only ones. */
export function targetsOf(files, { browsers, node }) {
  const server = files.filter((file) => SERVER_ONLY.some((prefix) => file.startsWith(prefix)));
  const browser = files.filter((file) => !server.includes(file));
  return [
    { name: 'browser', query: browsers.join(', '), files: browser },
    { name: 'server', query: `node ${node}`, edition: editionOfNode(node), files: server },
  ];
}

/** Whether a file is a script (the `<script>` file, CommonJS) rather than an ES module. */
const isScript = (file) => file.endsWith('.cjs') || file.endsWith('.min.js');

/** The oldest Safari (desktop or iOS) a browserslist query names, as a number; Infinity if none. */
export function oldestSafari(query) {
  const versions = browserslist(query)
    .filter((name) => name.startsWith('safari ') || name.startsWith('ios_saf '))
    .map((name) => Number.parseFloat(name.split(' ')[1].split('-')[0]));
  return versions.length ? Math.min(...versions) : Number.POSITIVE_INFINITY;
}

/** The regular-expression lookbehinds (`(?<=…)`, `(?<!…)`) of a file's source, as their patterns. */
export function lookbehinds(source, script) {
  const found = [];
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: script ? 'script' : 'module', allowHashBang: true });
  simple(ast, {
    Literal(node) {
      if (node.regex && /\(\?<[=!]/.test(node.regex.pattern)) found.push(`/${node.regex.pattern}/`);
    },
  });
  return found;
}

/**
 * Findings of one target, as "file: what" lines: each file (relative to `base`) that uses a
 * feature one of the target's engines lacks.
 */
export async function findingsOf(target, base = root) {
  const findings = [];
  const shown = (file) => relative(base, file).split('\\').join('/');
  for (const script of [true, false]) {
    const files = target.files.filter((file) => isScript(file) === script).map((file) => join(base, file));
    if (!files.length) continue;
    const against = target.edition
      ? { ecmaVersion: target.edition }
      : { checkBrowser: true, browserslistQuery: target.query };
    const config = { files, module: !script, checkFeatures: true, ...against };
    const result = await esCheck.runChecks([config], { logger: null });
    for (const error of result.errors ?? [])
      findings.push(`${shown(error.file)}: ${error.err?.message ?? error.message}`);
  }
  if (oldestSafari(target.query) < 16.4) {
    for (const file of target.files) {
      const found = lookbehinds(readFileSync(join(base, file), 'utf8'), isScript(file));
      if (found.length) findings.push(`${file}: regular-expression lookbehind ${found.join(', ')} (Safari 16.4+)`);
    }
  }
  return findings;
}

async function main() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const files = shippedFiles();
  if (!files.length) throw new Error('no files in dist/: run `npm run build` first');
  let failed = 0;
  for (const target of targetsOf(files, { browsers: pkg.browserslist, node: pkg.engines.node })) {
    const findings = await findingsOf(target);
    failed += findings.length;
    for (const line of findings) console.error(`syntax: ${line}`);
    const against = target.edition ? `${target.query} (${target.edition})` : target.query;
    console.log(
      `syntax: ${target.files.length} ${target.name} files checked against ${against}: ${findings.length} findings`,
    );
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`syntax: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
