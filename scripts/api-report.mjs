#!/usr/bin/env node
// `npm run api-report`: what each entry of the package exports, read from the built declarations
// (dist/types) with the TypeScript compiler, written to api-report/<entry>.api.md: every exported
// name, its kind, whether it exists at run time, and its declaration as the .d.ts has it (without
// comments), so that a new export, a removed one or a changed signature is a visible diff. Types
// that the exports name but no entry exports are written out too, since users meet them in those
// signatures. `npm run check:package` (and `node scripts/api-report.mjs --check`) fails when the
// checked-in report differs from what the build exports, and prints the difference.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The folder of the report, relative to the package's root. */
export const REPORT_DIR = 'api-report';

/** The command that rewrites the report. */
export const UPDATE_COMMAND = 'npm run api-report';

/**
 * Files whose declarations are generated from another source and checked against it: a type of
 * theirs that the exports name is listed, not written out (openapi/platform.yaml is its text).
 */
export const GENERATED = { 'api/platform-paths.d.ts': 'openapi/platform.yaml (npm run generate)' };

/**
 * The entries of the package: one per subpath of package.json's `exports` with types, named for
 * the report file (`.` is `root`, `./chat/server` is `chat-server`), and the `<script>` file's
 * global, whose members are the runtime exports of dist/types/cdn.d.ts.
 */
export function packageEntries(packageRoot = root) {
  const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
  const entries = [];
  for (const [subpath, conditions] of Object.entries(pkg.exports)) {
    const types = conditions?.import?.types;
    if (typeof types !== 'string') continue;
    const specifier = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
    const file = subpath === '.' ? 'root' : subpath.slice(2).replaceAll('/', '-');
    entries.push({ file, title: `\`${specifier}\``, specifier, types: types.replace(/^\.\//, '') });
  }
  if (pkg.unpkg) {
    entries.push({
      file: 'script',
      title: `the \`<script>\` file's global \`PlatformEmbed\` (\`${pkg.unpkg.replace(/^\.\//, '')}\`)`,
      types: 'dist/types/cdn.d.ts',
      global: true,
    });
  }
  return entries;
}

/** Compares names by their lower-case form, then as they are: the same order on every machine. */
function byName(a, b) {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

const KINDS = {
  [ts.SyntaxKind.FunctionDeclaration]: 'function',
  [ts.SyntaxKind.ClassDeclaration]: 'class',
  [ts.SyntaxKind.InterfaceDeclaration]: 'interface',
  [ts.SyntaxKind.TypeAliasDeclaration]: 'type',
  [ts.SyntaxKind.EnumDeclaration]: 'enum',
  [ts.SyntaxKind.ModuleDeclaration]: 'namespace',
};

/** `const`, `let` or `var`, for a variable's declaration. */
function variableKind(declaration) {
  const flags = declaration.parent.flags;
  return flags & ts.NodeFlags.Const ? 'const' : flags & ts.NodeFlags.Let ? 'let' : 'var';
}

/** The symbol an alias (an import or a re-export) stands for; the symbol itself otherwise. */
function resolved(checker, symbol) {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * Reads the declarations under `typesRoot` that `files` (their entry files, absolute) open, with
 * one program: for each file, its exports as `{ name, kind, runtime, declarations, symbol }`.
 */
function readEntries(typesRoot, files) {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const ours = (declaration) => {
    const file = resolve(declaration.getSourceFile().fileName);
    return file.startsWith(typesRoot + sep) || files.includes(file);
  };
  const exportsOf = (file) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`api-report: cannot read ${file}`);
    const module = checker.getSymbolAtLocation(source);
    if (!module) return [];
    return checker.getExportsOfModule(module).map((symbol) => {
      const target = resolved(checker, symbol);
      const declarations = target.declarations ?? [];
      const typeOnly = Boolean(checker.getTypeOnlyAliasDeclaration?.(symbol));
      const runtime = !typeOnly && Boolean(target.flags & ts.SymbolFlags.Value);
      return { name: symbol.name, kind: kindOf(declarations), runtime, declarations, symbol: target };
    });
  };
  return { checker, ours, exports: files.map(exportsOf) };
}

/** The kind of a symbol from its declarations: `function`, `class`, `const`, `type`…, joined with `+` when it is several. */
function kindOf(declarations) {
  const kinds = [];
  for (const declaration of declarations) {
    const kind = ts.isVariableDeclaration(declaration)
      ? variableKind(declaration)
      : (KINDS[declaration.kind] ?? ts.SyntaxKind[declaration.kind]);
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds.join(' + ') || 'unknown';
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** A declaration as the .d.ts has it, without comments, `export` or `declare`; under `name` when it is exported as another. */
function declarationText(declaration) {
  const source = declaration.getSourceFile();
  let text;
  if (ts.isVariableDeclaration(declaration))
    text = `${variableKind(declaration)} ${printer.printNode(ts.EmitHint.Unspecified, declaration, source)};`;
  else text = printer.printNode(ts.EmitHint.Unspecified, declaration, source);
  return text.replace(/^(?:export\s+)?(?:default\s+)?(?:declare\s+)?/, '');
}

/** The symbols of this package's declarations that a declaration names in its types (not its type parameters). */
function namedSymbols(checker, ours, declaration) {
  const found = new Set();
  const visit = (node) => {
    let name;
    if (ts.isTypeReferenceNode(node)) name = node.typeName;
    else if (ts.isExpressionWithTypeArguments(node)) name = node.expression;
    else if (ts.isTypeQueryNode(node)) name = node.exprName;
    else if (ts.isImportTypeNode(node) && node.qualifier) name = node.qualifier;
    if (name) {
      // The leftmost name of `A.B.C`: a namespace is followed to its member below when it is ours.
      let symbol = checker.getSymbolAtLocation(
        ts.isQualifiedName(name) || ts.isPropertyAccessExpression(name) ? leftmost(name) : name,
      );
      if (symbol && (ts.isQualifiedName(name) || ts.isPropertyAccessExpression(name)))
        symbol = checker.getSymbolAtLocation(name) ?? symbol;
      if (symbol) {
        const target = resolved(checker, symbol);
        const declarations = target.declarations ?? [];
        if (!(target.flags & ts.SymbolFlags.TypeParameter) && declarations.length > 0 && declarations.every(ours))
          found.add(target);
      }
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(declaration, visit);
  if (ts.isVariableDeclaration(declaration) && declaration.type) visit(declaration.type);
  return found;
}

function leftmost(name) {
  let node = name;
  while (ts.isQualifiedName(node) || ts.isPropertyAccessExpression(node))
    node = ts.isQualifiedName(node) ? node.left : node.expression;
  return node;
}

/** The path of a declaration's file relative to the types' root, with '/'. */
function fileOf(typesRoot, declaration) {
  return relative(typesRoot, declaration.getSourceFile().fileName).split(sep).join('/');
}

/**
 * The report of every entry, as `{ file: markdown }` (file: `<entry>.api.md`), from the
 * declarations under `packageRoot` (its `dist/types`, as `npm run build` writes them).
 * `entries` defaults to package.json's.
 */
export function apiReport(packageRoot = root, entries = packageEntries(packageRoot)) {
  return readApi(packageRoot, entries).report;
}

/**
 * The report (as {@link apiReport}) and the exported names of each entry, by report file name:
 * `{ report, names: { root: { runtime: [...], types: [...] }, … } }`, names sorted as in the report.
 */
export function readApi(packageRoot = root, entries = packageEntries(packageRoot)) {
  const typesRoot = resolve(packageRoot, 'dist', 'types');
  const files = entries.map((entry) => resolve(packageRoot, entry.types));
  for (const file of files) {
    if (!existsSync(file))
      throw new Error(`api-report: ${relative(packageRoot, file)} is missing: run \`npm run build\` first`);
  }
  const { checker, ours, exports } = readEntries(typesRoot, files);
  // Where each symbol is exported, by the entries' titles (the `<script>` global is not a place to import a type from).
  const exportedBy = new Map();
  entries.forEach((entry, index) => {
    if (entry.global) return;
    for (const item of exports[index]) {
      if (!exportedBy.has(item.symbol)) exportedBy.set(item.symbol, []);
      exportedBy.get(item.symbol).push(entry.title);
    }
  });
  const report = {};
  const names = {};
  entries.forEach((entry, index) => {
    report[`${entry.file}.api.md`] = renderEntry({
      entry,
      items: exports[index],
      typesRoot,
      checker,
      ours,
      exportedBy,
    });
    const sorted = [...exports[index]].sort(byName);
    names[entry.file] = {
      runtime: sorted.filter((item) => item.runtime).map((item) => item.name),
      types: sorted.filter((item) => !item.runtime).map((item) => item.name),
    };
  });
  return { report, names };
}

/** One entry's report, as Markdown. */
function renderEntry({ entry, items, typesRoot, checker, ours, exportedBy }) {
  const listed = entry.global ? items.filter((item) => item.runtime) : items;
  const runtime = listed.filter((item) => item.runtime).sort(byName);
  const types = listed.filter((item) => !item.runtime).sort(byName);
  const own = new Set(listed.map((item) => item.symbol));

  // The package's types that these exports name and this entry does not export, and the types those name in turn.
  const named = new Map();
  const pending = listed.flatMap((item) => item.declarations);
  const seen = new Set();
  while (pending.length > 0) {
    const declaration = pending.shift();
    for (const symbol of namedSymbols(checker, ours, declaration)) {
      if (own.has(symbol) || seen.has(symbol)) continue;
      seen.add(symbol);
      const declarations = symbol.declarations ?? [];
      const generated = declarations.map((d) => GENERATED[fileOf(typesRoot, d)]).find(Boolean);
      const elsewhere = exportedBy.get(symbol);
      named.set(symbol, { name: symbol.name, kind: kindOf(declarations), declarations, elsewhere, generated });
      // A type no entry exports is written out here, so what it names is followed too.
      if (!elsewhere && !generated) pending.push(...declarations);
    }
  }
  const namedHere = [...named.values()].sort(byName);
  const unexported = namedHere.filter((item) => !item.elsewhere && !item.generated);
  const fromElsewhere = namedHere.filter((item) => item.elsewhere || item.generated);

  const lines = [`# API of ${entry.title}`, ''];
  lines.push(
    `<!-- Written by \`${UPDATE_COMMAND}\` from ${entry.types} (the build's declarations). \`npm run check:package\` fails when this file differs from what the build exports. Do not edit by hand. -->`,
    '',
  );
  if (entry.global)
    lines.push(`Members: ${runtime.length} (the runtime exports of ${entry.types}; a global holds no types).`);
  else
    lines.push(
      `Runtime exports: ${runtime.length}. Type exports: ${types.length}. Named by them but not exported here: ${namedHere.length}.`,
    );
  lines.push('');
  const section = (heading, list, note) => {
    if (list.length === 0) return;
    lines.push(`## ${heading}`, '');
    if (note) lines.push(note, '');
    for (const item of list) {
      const declared = item.declarations.map((d) => d.name?.getText?.()).find(Boolean);
      const alias =
        declared && declared !== item.name && item.declarations.every((d) => d.name?.getText?.() === declared)
          ? `, declared as \`${declared}\``
          : '';
      lines.push(
        `### \`${item.name}\` (${item.kind}${alias})`,
        '',
        '```ts',
        ...item.declarations.map(declarationText),
        '```',
        '',
      );
    }
  };
  section(entry.global ? 'Members' : 'Runtime exports', runtime);
  section('Type exports', types);
  section(
    'Named by the exports, exported by no entry',
    unexported,
    'Users meet these types in the signatures above but cannot import them by name: each is written out so that a change to it shows here.',
  );
  if (fromElsewhere.length > 0) {
    lines.push('## Named by the exports, exported elsewhere', '');
    for (const item of fromElsewhere) {
      const where = item.elsewhere ? `exported by ${item.elsewhere.join(', ')}` : `generated from ${item.generated}`;
      lines.push(`- \`${item.name}\` (${item.kind}): ${where}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The report files checked in under `dir`, as `{ file: markdown }`. */
export function readReport(dir) {
  if (!existsSync(dir)) return {};
  const report = {};
  for (const name of readdirSync(dir).sort())
    if (name.endsWith('.api.md')) report[name] = readFileSync(join(dir, name), 'utf8');
  return report;
}

/** Writes `report` to `dir`, removing report files it no longer has. */
export function writeReport(dir, report) {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.api.md') && !(name in report)) rmSync(join(dir, name));
  for (const [name, text] of Object.entries(report)) writeFileSync(join(dir, name), text);
}

/**
 * The difference between the checked-in report and the built one, as unified-diff-like text
 * (`-` checked in, `+` built, two lines of context); '' when they are the same.
 */
export function reportDiff(checkedIn, built) {
  const out = [];
  for (const name of [...new Set([...Object.keys(checkedIn), ...Object.keys(built)])].sort()) {
    const before = checkedIn[name];
    const after = built[name];
    if (before === after) continue;
    out.push(
      `--- ${REPORT_DIR}/${name}${before === undefined ? ' (missing)' : ''}`,
      `+++ built${after === undefined ? ' (no such entry)' : ''}`,
    );
    out.push(...lineDiff(before === undefined ? [] : before.split('\n'), after === undefined ? [] : after.split('\n')));
  }
  return out.join('\n');
}

/** The changed lines of `a` → `b`, in hunks with two lines of context (a longest-common-subsequence diff). */
export function lineDiff(a, b, context = 2) {
  const n = a.length;
  const m = b.length;
  // Trim the common head and tail: the table below is then the size of the change, not of the file.
  let start = 0;
  while (start < n && start < m && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < n - start && end < m - start && a[n - 1 - end] === b[m - 1 - end]) end += 1;
  const x = a.slice(start, n - end);
  const y = b.slice(start, m - end);
  const lcs = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i -= 1) {
    for (let j = y.length - 1; j >= 0; j -= 1)
      lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const ops = a.slice(0, start).map((line) => [' ', line]);
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) ops.push([' ', x[i]]), (i += 1), (j += 1);
    else if (i < x.length && (j === y.length || lcs[i + 1][j] >= lcs[i][j + 1])) ops.push(['-', x[i++]]);
    else ops.push(['+', y[j++]]);
  }
  ops.push(...a.slice(n - end).map((line) => [' ', line]));
  // Every changed line with `context` lines around it; a gap between shown lines is a new hunk.
  const shown = new Set();
  ops.forEach((op, index) => {
    if (op[0] === ' ') return;
    for (let k = Math.max(0, index - context); k <= Math.min(ops.length - 1, index + context); k += 1) shown.add(k);
  });
  const out = [];
  let line = 1; // the line of the checked-in file an op stands at
  let previous = -2;
  ops.forEach((op, index) => {
    if (shown.has(index)) {
      if (index !== previous + 1) out.push(`@@ line ${line} @@`);
      out.push(`${op[0]} ${op[1]}`);
      previous = index;
    }
    if (op[0] !== '+') line += 1;
  });
  return out;
}

/**
 * Compares the report built from `packageRoot`'s declarations with the one checked in at
 * `reportRoot`: `{ ok, diff, report, names }` (`names` as {@link readApi} gives them).
 */
export function checkReport(packageRoot = root, reportRoot = root) {
  const { report, names } = readApi(packageRoot, packageEntries(reportRoot));
  const diff = reportDiff(readReport(join(reportRoot, REPORT_DIR)), report);
  return { ok: diff === '', diff, report, names };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const from = args.includes('--from') ? resolve(args[args.indexOf('--from') + 1]) : root;
  if (args.includes('--check')) {
    const { ok, diff, report } = checkReport(from, root);
    if (!ok) {
      console.error(
        `api-report: ${REPORT_DIR}/ differs from what the build exports:\n${diff}\napi-report: if the change is meant, run \`${UPDATE_COMMAND}\` and commit ${REPORT_DIR}/`,
      );
      process.exitCode = 1;
    } else console.log(`api-report: ${REPORT_DIR}/ matches the build (${Object.keys(report).length} files)`);
  } else {
    const report = apiReport(from, packageEntries(root));
    writeReport(join(root, REPORT_DIR), report);
    for (const [name, text] of Object.entries(report))
      console.log(`api-report: ${REPORT_DIR}/${name} — ${text.split('\n')[4]}`);
  }
}
