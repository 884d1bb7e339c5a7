#!/usr/bin/env node
/**
 * `npm run generate` (after the protocol validators): writes src/api/platform-paths.ts from
 * openapi/platform.yaml with openapi-typescript, formatted by Biome so `npm run lint` accepts it
 * as it is. With `--check` (what `npm run build` runs) it writes nothing and fails when the file
 * is stale, so the client can never ship types that disagree with the document.
 *
 * `--root <dir>` runs against another checkout (the tests use a temporary copy, so no test
 * rewrites a tracked file).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { syncGeneratedFile } from './generated-file.mjs';

export const SOURCE_PATH = 'openapi/platform.yaml';
export const REDOCLY_CONFIG_PATH = 'openapi/redocly.yaml';
export const GENERATED_PATH = 'src/api/platform-paths.ts';

const HEADER = `/**
 * The REST surface of the management and build API as TypeScript types: \`paths\`, \`components\`
 * and \`operations\`.
 *
 * Generated from ${SOURCE_PATH} by \`npm run generate\` (openapi-typescript): do not edit.
 * Change the document and run \`npm run generate\`; \`npm run build\` fails while this file is stale.
 */

`;

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The generated module for the document under `root`, formatted as the committed file is.
 * @param {string} root the checkout whose openapi/ directory to read
 * @returns {Promise<string>}
 */
export async function generateApiTypes(root) {
  const redocly = await loadConfig({ configPath: join(root, REDOCLY_CONFIG_PATH) });
  // silent: openapi-typescript's own progress lines would break the one-line output of the scripts.
  const ast = await openapiTS(pathToFileURL(join(root, SOURCE_PATH)), { redocly, silent: true });
  return format(HEADER + astToString(ast));
}

/**
 * Biome's formatting of `source` as if it were GENERATED_PATH, read from stdin. It always runs in
 * this project, so its biome.jsonc (line width, quotes…) applies whatever root was generated.
 */
function format(source) {
  const biome = join(projectRoot, 'node_modules', '.bin', 'biome');
  const result = spawnSync(biome, ['format', `--stdin-file-path=${GENERATED_PATH}`], {
    cwd: projectRoot,
    input: source,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

async function main(argv) {
  const rootIndex = argv.indexOf('--root');
  const root = rootIndex === -1 ? projectRoot : resolve(argv[rootIndex + 1] ?? '.');
  const file = join(root, GENERATED_PATH);
  return syncGeneratedFile({
    file,
    path: GENERATED_PATH,
    source: await generateApiTypes(root),
    check: argv.includes('--check'),
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
