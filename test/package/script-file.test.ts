/**
 * The `<script>` file, run the way a browser runs a classic script (in a fresh global scope):
 * it defines `PlatformEmbed` with the root entry's API and the element's, and nothing else. The real-browser
 * proof (CSP, cross-origin iframes) is in the e2e suite.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import * as root from '../../src/index.js';

const file = fileURLToPath(new URL('../../dist/platform-embed.min.js', import.meta.url));

it('defines only the global PlatformEmbed, holding every export of the root entry and the element', () => {
  const code = readFileSync(file, 'utf8');
  const sandbox: Record<string, unknown> = {};
  const before = new Set(Object.getOwnPropertyNames(runInNewContext('globalThis', sandbox)));
  const global = runInNewContext(`${code};globalThis`, sandbox) as Record<string, unknown>;
  const added = Object.getOwnPropertyNames(global).filter((key) => !before.has(key));
  expect(added).toEqual(['PlatformEmbed']);
  const api = global.PlatformEmbed as Record<string, unknown>;
  expect(Object.keys(api).sort()).toEqual([...Object.keys(root), 'PlatformEmbedElement', 'defineEmbedElement'].sort());
  // No customElements in this scope: nothing to register, and no class to give.
  expect(api.PlatformEmbedElement).toBeUndefined();
  expect(typeof api.createEmbed).toBe('function');
});

it('is one minified file with no eval or new Function', () => {
  const code = readFileSync(file, 'utf8');
  expect(code.split('\n').length).toBeLessThanOrEqual(3);
  expect(code).not.toMatch(/\beval\s*\(|new Function|\bFunction\s*\(/);
});
