// @vitest-environment node
/**
 * Server-side: importing `platform-embed/element` (and the `<script>` file's module) touches no
 * DOM global, with every one replaced by a tripwire (test/support/dom-tripwires.ts), and
 * `defineEmbedElement` is a no-op returning `undefined` where there is no `customElements`.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { importWithTripwires } from '../support/dom-tripwires.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('imports without touching a DOM global; defineEmbedElement returns undefined and defines nothing', async () => {
  expect(globalThis.customElements).toBeUndefined();
  const { module, touched } = await importWithTripwires(() => import('../../src/element/index.js'));
  expect(Object.keys(module).sort()).toEqual(['defineEmbedElement']);
  expect(module.defineEmbedElement()).toBeUndefined();
  expect(module.defineEmbedElement('report-embed')).toBeUndefined();
  expect(touched).toEqual([]);
});

it('the <script> file module loads in Node: nothing registered, PlatformEmbedElement undefined', async () => {
  const { module, touched } = await importWithTripwires(() => import('../../src/cdn.js'));
  expect(module.PlatformEmbedElement).toBeUndefined();
  expect(typeof module.defineEmbedElement).toBe('function');
  expect(typeof module.createEmbed).toBe('function');
  expect(touched).toEqual([]);
});
