#!/usr/bin/env node
// The `<script>` file's subresource-integrity hash: `npm run build` writes it beside the file
// (dist/platform-embed.min.js.sri, shipped in the package, so a CDN serves it too), and
// `npm run release:sri` writes it into the CHANGELOG's newest release, where the README tells
// users to take it from.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The `<script>` file, relative to the root. */
export const SCRIPT_FILE = 'dist/platform-embed.min.js';

/** The `integrity` value of `bytes`: SHA-384, the hash the README's snippet uses. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The line of a release's CHANGELOG section that gives the hash. */
const LINE = /^`<script>` file integrity: `sha384-[A-Za-z0-9+/=]+`$/m;

/**
 * `changelog` with `integrity` stated in its newest release section (the first `## [`
 * heading): the line replaced if the section has one, else added under the heading.
 */
export function withIntegrity(changelog, integrity) {
  const line = `\`<script>\` file integrity: \`${integrity}\``;
  const start = changelog.indexOf('\n## [');
  if (start < 0) throw new Error('the CHANGELOG has no "## [version]" heading');
  const headingEnd = changelog.indexOf('\n', start + 1);
  const next = changelog.indexOf('\n## [', headingEnd);
  const section = changelog.slice(headingEnd, next < 0 ? undefined : next);
  const updated = LINE.test(section) ? section.replace(LINE, line) : `\n\n${line}${section}`;
  return changelog.slice(0, headingEnd) + updated + (next < 0 ? '' : changelog.slice(next));
}

/** Writes dist/platform-embed.min.js.sri; returns the hash. */
export function writeSriFile(base = root) {
  const integrity = integrityOf(readFileSync(join(base, SCRIPT_FILE)));
  writeFileSync(join(base, `${SCRIPT_FILE}.sri`), `${integrity}\n`);
  return integrity;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const integrity = writeSriFile();
  if (process.argv.includes('--changelog')) {
    const path = join(root, 'CHANGELOG.md');
    writeFileSync(path, withIntegrity(readFileSync(path, 'utf8'), integrity));
    console.log(`sri: ${integrity} written to ${SCRIPT_FILE}.sri and CHANGELOG.md`);
  } else console.log(`sri: ${integrity} written to ${SCRIPT_FILE}.sri`);
}
