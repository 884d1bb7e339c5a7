/**
 * The built entries, loaded the way Node users load them (ESM import and CJS require, in a
 * fresh process with no DOM): they load, export the API, touch no DOM global and leave the
 * global object as they found it. Needs `npm run build` first (`npm test` does it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs code in a fresh Node process with tripwires on every DOM global; returns its JSON report. */
function probe(kind: 'import' | 'require', specifier: string): { touched: string[]; added: string[]; exports: string[] } {
  const load = kind === 'import' ? `await import(${JSON.stringify(specifier)})` : `require(${JSON.stringify(specifier)})`;
  const script = `
    ${kind === 'require' ? "const { createRequire } = await import('node:module'); const require = createRequire(process.cwd() + '/');" : ''}
    // zod is a dependency: its own load-time globals are its business, so load it first.
    await import('zod/mini');
    const touched = [];
    for (const name of ['window', 'document', 'self', 'location', 'navigator', 'parent', 'top', 'HTMLElement', 'HTMLIFrameElement', 'addEventListener', 'postMessage', 'MessageChannel']) {
      Object.defineProperty(globalThis, name, { configurable: true, get() { touched.push(name); return undefined; } });
    }
    const before = new Set(Reflect.ownKeys(globalThis).map(String));
    const mod = ${load};
    const added = Reflect.ownKeys(globalThis).map(String).filter((k) => !before.has(k));
    console.log(JSON.stringify({ touched, added, exports: Object.keys(mod).sort() }));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`node failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!) as never;
}

const PROTOCOL_EXPORTS = [
  'ACTION_NAMES', 'ACTION_PREFIX', 'EMBED_SOURCE', 'EVENT_NAMES', 'EVENT_PREFIX', 'EmbedError', 'SURFACES',
  'buildFilterParameter', 'checkActionMessage', 'checkEventMessage', 'createActionMessage', 'createEventMessage',
  'parseActionMessage', 'parseEventMessage', 'parseFilterParameter',
];

describe.each(['import', 'require'] as const)('Node %s of the built package', (kind) => {
  it('dist has been built', () => {
    expect(existsSync(`${root}/dist/index.js`), 'run `npm run build` first').toBe(true);
  });

  it.each([
    ['platform-embed', [...PROTOCOL_EXPORTS, 'createEmbed']],
    ['platform-embed/protocol', PROTOCOL_EXPORTS],
    ['platform-embed/embed', ['EmbedError', 'createEmbedBridge']],
  ])('%s loads with no DOM, touches no DOM global, adds no global, and exports its API', (specifier, expected) => {
    const report = probe(kind, specifier);
    expect(report.touched).toEqual([]);
    expect(report.added).toEqual([]);
    expect(report.exports).toEqual(expect.arrayContaining(expected));
  });

  it('the host entry does not carry the embed bridge, nor the embed entry the host controller', () => {
    expect(probe(kind, 'platform-embed').exports).not.toContain('createEmbedBridge');
    expect(probe(kind, 'platform-embed/embed').exports).not.toContain('createEmbed');
  });
});
