/**
 * `npm run generate`: writes src/protocol/generated.ts from the catalog. With `--check` (what
 * `npm run build` runs) it writes nothing and fails when the file is stale, so CI cannot ship
 * validators that disagree with the schemas.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_PATH, generateProtocolModule } from './protocol-codegen.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = join(root, GENERATED_PATH);
const source = generateProtocolModule();
let current = '';
try {
  current = readFileSync(file, 'utf8');
} catch {
  // not generated yet
}
if (process.argv.includes('--check')) {
  if (current !== source) {
    console.error(`generate: ${GENERATED_PATH} is stale: run \`npm run generate\` and commit it`);
    process.exit(1);
  }
  console.log(`generate: ${GENERATED_PATH} is up to date`);
} else if (current === source) {
  console.log(`generate: ${GENERATED_PATH} unchanged`);
} else {
  writeFileSync(file, source);
  console.log(`generate: wrote ${GENERATED_PATH}`);
}
