/**
 * `npm run generate`: writes src/protocol/generated.ts from the catalog. With `--check` (what
 * `npm run build` runs) it writes nothing and fails when the file is stale, so CI cannot ship
 * validators that disagree with the schemas.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncGeneratedFile } from './generated-file.mjs';
import { GENERATED_PATH, generateProtocolModule } from './protocol-codegen.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = join(root, GENERATED_PATH);
process.exitCode = syncGeneratedFile({ file, path: GENERATED_PATH, source: generateProtocolModule(), check: process.argv.includes('--check') });
