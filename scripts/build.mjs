#!/usr/bin/env node
// `npm run build`: checks that the generated validators and REST types are fresh, then a clean
// dist/ with the JavaScript of rollup.config.mjs and the type declarations, as .d.ts for `import`
// and .d.cts for `require`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeSriFile } from './sri.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(command, args) {
  console.log(`> ${[command.replace(root, ''), ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The validators must match the catalog: a stale src/protocol/generated.ts fails the build.
run(bin('vite-node'), ['scripts/generate-protocol.ts', '--check']);
// The REST types must match openapi/platform.yaml: a stale src/api/platform-paths.ts fails it too.
run(process.execPath, ['scripts/generate-api-types.mjs', '--check']);
rmSync(join(root, 'dist'), { recursive: true, force: true });
run(bin('rollup'), ['-c', '--silent']);
// The <script> file's integrity hash beside it, for the README's snippet (scripts/sri.mjs).
console.log(`> ${writeSriFile()} written to dist/platform-embed.min.js.sri`);
run(bin('tsc'), ['-p', 'tsconfig.build.json']);
// The fake embed's page script (rollup.config.mjs builds it) runs in a browser and exports nothing: no types.
rmSync(join(root, 'dist', 'types', 'testing', 'servers', 'embed-page'), { recursive: true, force: true });

// For each .d.ts, a .d.cts twin whose relative imports name .cjs files: TypeScript then reads
// the CJS build's types as CommonJS under `require`, and the ESM ones as ESM under `import`.
let count = 0;
for (const file of walk(join(root, 'dist', 'types'))) {
  if (!file.endsWith('.d.ts')) continue;
  const source = readFileSync(file, 'utf8');
  const cjs = source.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.js\2/g, '$1$2$3.cjs$2');
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), cjs);
  count += 1;
}
console.log(`> wrote ${count} .d.ts files and their .d.cts twins to dist/types`);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
