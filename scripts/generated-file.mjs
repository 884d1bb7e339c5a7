/**
 * What both generators (`scripts/generate-protocol.ts`, `scripts/generate-api-types.mjs`) do with
 * the source they generate: write it when it changed, or, with `--check` (what `npm run build`
 * runs), write nothing and fail when the committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes `source` to `file` (shown as `path`) unless it is there already; with `check`, only
 * compares. Prints one line; returns the exit code: 1 when `check` finds the file stale, else 0.
 * @param {{ file: string; path: string; source: string; check: boolean }} target
 * @returns {0 | 1}
 */
export function syncGeneratedFile({ file, path, source, check }) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not generated yet
  }
  if (check) {
    if (current !== source) {
      console.error(`generate: ${path} is stale: run \`npm run generate\` and commit it`);
      return 1;
    }
    console.log(`generate: ${path} is up to date`);
  } else if (current === source) {
    console.log(`generate: ${path} unchanged`);
  } else {
    writeFileSync(file, source);
    console.log(`generate: wrote ${path}`);
  }
  return 0;
}
