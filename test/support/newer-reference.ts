/**
 * The fixtures in the newer reference's shapes (test/fixtures/reference/newer/, see its README),
 * parsed.
 */
import { readFileSync } from 'node:fs';

/** A fixture of test/fixtures/reference/newer/ by file name, parsed as JSON. */
export function newerReference(file: string): unknown {
  return JSON.parse(readFileSync(new URL(`../fixtures/reference/newer/${file}`, import.meta.url), 'utf8'));
}
