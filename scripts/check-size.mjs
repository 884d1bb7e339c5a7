#!/usr/bin/env node
// `npm run size`: the per-entry size budgets of package.json (`sizeBudget`) and what must never
// be in a bundle. Fails (exit 1) when an entry is over budget or a bundle holds a forbidden thing.
//
// An entry's size is what importing it costs a page: its ESM file and every chunk it imports,
// bundled and minified as a bundler would (dependencies such as zod left out), then gzipped.
// The `<script>` file is measured as it ships.
//
//   SIZE_BUDGET_SCALE=0.5 node scripts/check-size.mjs   shrinks every budget (to see it fail)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const scale = Number(process.env.SIZE_BUDGET_SCALE ?? 1);
let failures = 0;

/** The files of an ESM entry: itself and, transitively, the chunks it imports. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, specifier] of code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    closure(join(file, '..', specifier), seen);
  }
  return seen;
}

/**
 * An ESM entry bundled and minified as a bundler would, its dependencies left out. Code it loads
 * with `import()` (the chat client of `useChat`) stays out, in chunks of its own; the entry's
 * chunk may export to them what they share with it (`allow-extension`), as a bundler's main
 * chunk does, rather than becoming a facade of a shared chunk that `output[0]` would not hold.
 */
async function minifiedEntry(file) {
  const bundle = await rollup({
    input: file,
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    logLevel: 'silent',
    preserveEntrySignatures: 'allow-extension',
  });
  const { output } = await bundle.generate({ format: 'es', plugins: [terser({ format: { comments: false } })] });
  await bundle.close();
  return output[0].code;
}

/**
 * The gzipped size: zlib at level 9 (what servers send); for a file that ships as it is, the
 * larger of that and the `gzip -9` command on it (what people check by hand, its header
 * holding the file name), so the budget holds whichever way it is measured.
 */
function gzipSize(code, file) {
  const zlib = gzipSync(code, { level: 9 }).length;
  const cli = file ? spawnSync('gzip', ['-9', '-c', file]) : undefined;
  return Math.max(zlib, cli?.status === 0 ? cli.stdout.length : 0);
}

/** Zod's code, which no browser entry may carry: its validators are generated ahead of time. */
const ZOD = /from\s*['"]zod(?:\/[\w/]*)?['"]|require\(\s*['"]zod(?:\/[\w/]*)?['"]\s*\)|\$ZodType|_zod\b|__zod_global/;

/**
 * What an entry must not carry although a module it imports holds it, with why: a step tree-shaking
 * is meant to leave out, kept out by this check rather than by chance.
 */
const NOT_IN_ENTRY = [
  {
    entries: ['platform-embed/api', 'platform-embed/chat'],
    pattern: /\bstartIn\b/,
    what: 'where a secret may start at the end of a piece (src/http/secret-start.ts): they redact whole texts',
  },
];

for (const { entry, path, gzip: limit, zod } of pkg.sizeBudget) {
  const file = join(root, path);
  const shipped = path.endsWith('.min.js');
  const files = shipped ? new Set([file]) : closure(file);
  const code = shipped ? readFileSync(file, 'utf8') : await minifiedEntry(file);
  const size = gzipSize(code, shipped ? file : undefined);
  const budget = Math.floor(limit * scale);
  const ok = size <= budget;
  if (!ok) failures += 1;
  console.log(
    `size: ${entry} (${path}) ${size.toLocaleString('en')} B gzipped (${code.length.toLocaleString('en')} B minified), budget ${budget.toLocaleString('en')} B: ${ok ? `${((size / budget) * 100).toFixed(1)}% used` : 'OVER BUDGET'}`,
  );
  for (const { entries, pattern, what } of NOT_IN_ENTRY) {
    if (entries.includes(entry) && pattern.test(code)) {
      failures += 1;
      console.log(`size: ${entry} carries ${what}`);
    }
  }
  if (zod === false) {
    for (const part of files) {
      const match = ZOD.exec(readFileSync(part, 'utf8'));
      if (match) {
        failures += 1;
        console.log(
          `size: ${relative(root, part)} (of ${entry}) holds zod, which must not appear there: ${JSON.stringify(match[0])}`,
        );
      }
    }
  }
}

/**
 * What a part of an entry costs: the entry bundled with and without some of its exports. The React
 * entry's chat components load their renderers with `import()`, so a page that renders no answer
 * pays only their own glue; this measures that glue and fails if a renderer's code is counted in
 * the entry (it would then be paid by every user of `<PlatformEmbed>` or `useChat`).
 */
const PARTS = [
  {
    entry: 'platform-embed/react',
    exports: ['ChatTurn', 'ChatThread'],
    what: "<ChatTurn>/<ChatThread>'s own glue",
    lazy: { files: ['dist/chat/render.js'], packages: ['markdown-it', 'vega-embed'] },
  },
];

/** The entry bundled as `minifiedEntry` does, keeping only some of its exports. */
async function minifiedExports(file, names) {
  const id = '\0part';
  const part = {
    name: 'part',
    resolveId: (source) => (source === id ? id : null),
    load: (source) => (source === id ? `export { ${names.join(', ')} } from ${JSON.stringify(file)};` : null),
  };
  const bundle = await rollup({
    input: id,
    plugins: [part],
    external: (source) => source !== id && !source.startsWith('.') && !source.startsWith('/'),
    logLevel: 'silent',
    preserveEntrySignatures: 'allow-extension',
  });
  const { output } = await bundle.generate({ format: 'es', plugins: [terser({ format: { comments: false } })] });
  await bundle.close();
  return output[0].code;
}

/** The named exports of an ESM file built by rollup (its one closing `export { … }`). */
function exportNames(file) {
  const list = /export\s*\{([^}]*)\};?\s*(?:\/\/#.*)?$/.exec(readFileSync(file, 'utf8').trim())?.[1] ?? '';
  return list
    .split(',')
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter(Boolean);
}

for (const { entry, exports, what, lazy } of PARTS) {
  const { path } = pkg.sizeBudget.find((budget) => budget.entry === entry);
  const file = join(root, path);
  const whole = await minifiedEntry(file);
  const rest = exportNames(file).filter((name) => !exports.includes(name));
  const without = await minifiedExports(file, rest);
  const glue = gzipSize(whole) - gzipSize(without);
  console.log(
    `size: ${entry}: ${what} ${glue.toLocaleString('en')} B gzipped (${gzipSize(without).toLocaleString('en')} B without ${exports.join(', ')})`,
  );
  const counted = [...closure(file)];
  const eager = counted.filter((part) => lazy.files.some((lazyFile) => part === join(root, lazyFile)));
  const imported = lazy.packages.filter((name) =>
    counted.some((part) =>
      new RegExp(`^(?:import|export)\\b[^;]*?from\\s*['"]${name}['"]`, 'm').test(readFileSync(part, 'utf8')),
    ),
  );
  for (const culprit of [...eager.map((part) => relative(root, part)), ...imported]) {
    failures += 1;
    console.log(
      `size: ${entry} imports ${culprit} statically; it must stay behind import(), so pages that render no answer never pay for it`,
    );
  }
}

/** Things no bundle may contain, with why. */
const FORBIDDEN = [
  [/\bnew Function\b|\bFunction\(/, 'new Function (strict CSP pages forbid it)'],
  [/\beval\(/, 'eval (strict CSP pages forbid it)'],
  [/["']Zod(?!Mini)[A-Z]\w*["']/, "zod's classic API (use zod/mini)"],
  [/from\s*["']zod(?:\/v4)?["']|require\(["']zod(?:\/v4)?["']\)/, "an import of zod's classic entry (use zod/mini)"],
  [/Invalid input: expected|Too (?:big|small): expected|zod\/(?:v4\/)?locales/, "zod's locale messages"],
  [/__zod_global/, "zod's page-wide globals"],
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

// docs/performance.md shows every budget: a row that differs from package.json is a problem too,
// so the page users read never drifts from what CI holds the entries to.
const DOCS = join(root, 'docs', 'performance.md');
const shown = new Map();
for (const [, entry, budget] of readFileSync(DOCS, 'utf8').matchAll(
  /^\| `([^`]+)` (?:file )?\| `[^`]+` \| ([\d,]+) B \|/gm,
))
  shown.set(entry, Number(budget.replaceAll(',', '')));
for (const { entry, gzip } of pkg.sizeBudget) {
  const name = entry === '<script> file' ? '<script>' : entry;
  if (shown.get(name) !== gzip) {
    failures += 1;
    console.log(
      `size: docs/performance.md shows ${name}'s budget as ${shown.get(name)?.toLocaleString('en') ?? 'nothing'} B, package.json says ${gzip.toLocaleString('en')} B: update its table`,
    );
  }
}
console.log(`size: ${failures === 0 ? 'all within budget' : `${failures} problem(s)`}`);
process.exit(failures === 0 ? 0 : 1);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
