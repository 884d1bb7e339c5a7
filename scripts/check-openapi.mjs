#!/usr/bin/env node
/**
 * `npm run check:openapi`: validates openapi/platform.yaml against OpenAPI 3.1 with Redocly's
 * `recommended` rules (openapi/redocly.yaml says which are off and why). Prints each problem on a
 * line of its own, then one summary line; exits 1 when there is an error (warnings are printed
 * but do not fail).
 *
 * `--root <dir>` checks another checkout (the tests use a temporary copy).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lint, loadConfig } from '@redocly/openapi-core';

const SOURCE_PATH = 'openapi/platform.yaml';
const REDOCLY_CONFIG_PATH = 'openapi/redocly.yaml';

/**
 * The problems Redocly finds in the document under `root`.
 * @param {string} root the checkout whose openapi/ directory to read
 * @returns {Promise<{ errors: number, warnings: number, lines: string[] }>}
 */
export async function checkOpenapi(root) {
  const config = await loadConfig({ configPath: join(root, REDOCLY_CONFIG_PATH) });
  const problems = await lint({ ref: join(root, SOURCE_PATH), config });
  const lines = problems.map((problem) => {
    const where = problem.location[0]?.pointer ?? '';
    return `${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`;
  });
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.filter((problem) => problem.severity === 'warn').length;
  return { errors, warnings, lines };
}

async function main(argv) {
  const rootIndex = argv.indexOf('--root');
  const root = rootIndex === -1 ? fileURLToPath(new URL('..', import.meta.url)) : resolve(argv[rootIndex + 1] ?? '.');
  const { errors, warnings, lines } = await checkOpenapi(root);
  for (const line of lines) console.log(`check:openapi: ${line}`);
  const summary = `check:openapi: ${SOURCE_PATH} (OpenAPI 3.1, Redocly recommended): ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  if (errors > 0) console.error(summary);
  else console.log(summary);
  return errors > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
