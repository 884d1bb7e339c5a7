#!/usr/bin/env node
// `npm run check:imports`: the layers of src/ point down, and no modules import each other in a
// circle. Every import and re-export of a relative module counts, types included: a type that
// reaches up ties the layers as surely as a value does. A layer may import its own modules and
// any layer below it; the table below is the whole rule (docs/architecture.md explains it).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'src');

/**
 * The layers, lowest first: a module's layer is the first whose prefix its path (relative to
 * src/, with '/') starts with.
 */
export const LAYERS = [
  { name: 'base', prefixes: ['errors.ts', 'internal/'] },
  { name: 'wire', prefixes: ['protocol/', 'http/'] },
  { name: 'clients', prefixes: ['host/', 'embed/', 'chat/', 'api/', 'schemas/'] },
  { name: 'bindings', prefixes: ['bindings/', 'element/', 'react/'] },
  { name: 'tools', prefixes: ['testing/', 'cli/', 'index.ts', 'cdn.ts'] },
];

/** The layer index of a module, by its path relative to src/. */
export function layerOf(path) {
  const index = LAYERS.findIndex((layer) =>
    layer.prefixes.some((prefix) => path === prefix || path.startsWith(prefix)),
  );
  if (index < 0)
    throw new Error(`check-imports: ${path} is in no layer: add it to LAYERS in scripts/check-imports.mjs`);
  return index;
}

/** Every .ts/.tsx module under `dir`. */
function modules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The import graph of src/: module (relative, with '/') → the relative modules it imports. */
export function importGraph() {
  const graph = new Map();
  for (const file of modules(src)) {
    const from = relative(src, file).split(sep).join('/');
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      const target = relative(src, resolve(dirname(file), specifier.replace(/\.js$/, '.ts')))
        .split(sep)
        .join('/');
      targets.add(target);
    }
    graph.set(from, [...targets]);
  }
  return graph;
}

/** Imports from a module to a higher layer, as "from → to (layer → layer)". */
export function upwardImports(graph) {
  const found = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      if (!graph.has(to)) continue; // not a module of src/ (a generated file outside, say)
      const a = layerOf(from);
      const b = layerOf(to);
      if (b > a) found.push(`${from} → ${to} (${LAYERS[a].name} → ${LAYERS[b].name})`);
    }
  }
  return found;
}

/** The circles of the graph (strongly connected components of more than one module, or a module importing itself). */
export function circles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const indices = new Map();
  const low = new Map();
  const found = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    on.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (on.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        on.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const graph = importGraph();
  const up = upwardImports(graph);
  const loops = circles(graph);
  for (const line of up) console.error(`imports: upward: ${line}`);
  for (const loop of loops) console.error(`imports: circle: ${loop.join(' ↔ ')}`);
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
  console.log(`imports: ${graph.size} modules, ${edges} imports, ${up.length} upward, ${loops.length} circles`);
  if (up.length > 0 || loops.length > 0) process.exitCode = 1;
}
