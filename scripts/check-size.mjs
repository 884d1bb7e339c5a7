#!/usr/bin/env node
// `npm run size`: the size budget of package.json (`sizeBudget`) and what must never be in a
// bundle. Fails (exit 1) when a file is over budget or a bundle holds a forbidden thing.
//
//   SIZE_BUDGET_SCALE=0.5 node scripts/check-size.mjs   shrinks every budget (to see it fail)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const scale = Number(process.env.SIZE_BUDGET_SCALE ?? 1);
let failures = 0;

/**
 * The gzipped size, the larger of two measures: zlib at level 9 (what servers send) and the
 * `gzip -9` command on the file (what people check by hand; its header also holds the file
 * name), so the budget holds whichever way it is measured.
 */
function gzipSize(file, code) {
  const zlib = gzipSync(code, { level: 9 }).length;
  const cli = spawnSync('gzip', ['-9', '-c', file]);
  return Math.max(zlib, cli.status === 0 ? cli.stdout.length : 0);
}

for (const { path, gzip: limit } of pkg.sizeBudget) {
  const code = readFileSync(join(root, path));
  const size = gzipSize(join(root, path), code);
  const budget = Math.floor(limit * scale);
  const ok = size <= budget;
  if (!ok) failures += 1;
  console.log(`size: ${path} ${size.toLocaleString('en')} B gzipped (${code.length.toLocaleString('en')} B minified), budget ${budget.toLocaleString('en')} B: ${ok ? `${((size / budget) * 100).toFixed(1)}% used` : 'OVER BUDGET'}`);
}

/** Things no bundle may contain, with why. */
const FORBIDDEN = [
  [/\bnew Function\b|\bFunction\(/, 'new Function (strict CSP pages forbid it)'],
  [/\beval\(/, 'eval (strict CSP pages forbid it)'],
  [/["']Zod(?!Mini)[A-Z]\w*["']/, "zod's classic API (use zod/mini)"],
  [/from\s*["']zod(?:\/v4)?["']|require\(["']zod(?:\/v4)?["']\)/, "an import of zod's classic entry (use zod/mini)"],
  [/Invalid input: expected|Too (?:big|small): expected|zod\/(?:v4\/)?locales/, "zod's locale messages"],
  [/__zod_global/, "zod's page-wide globals (the <script> file keeps its zod private)"],
];

const bundles = walk(join(root, 'dist')).filter((file) => /\.(?:c?js)$/.test(file));
if (bundles.length === 0) {
  console.log('size: no bundles in dist/ — run `npm run build` first');
  process.exit(1);
}
for (const file of bundles) {
  const code = readFileSync(file, 'utf8');
  for (const [pattern, what] of FORBIDDEN) {
    const match = pattern.exec(code);
    if (match) {
      failures += 1;
      console.log(`size: ${relative(root, file)} contains ${what}: ${JSON.stringify(match[0])}`);
    }
  }
}
console.log(`size: ${bundles.length} bundles checked for eval, new Function, zod's classic API, locales and globals`);
console.log(`size: ${failures === 0 ? 'all within budget' : `${failures} problem(s)`}`);
process.exit(failures === 0 ? 0 : 1);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
