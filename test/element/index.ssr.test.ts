// @vitest-environment node
/**
 * Server-side: importing `platform-embed/element` (and the `<script>` file's module) touches no
 * DOM global, with every one replaced by a tripwire (test/support/dom-tripwires.ts), and
 * `defineEmbedElement` registers nothing where there is no `customElements`: the constructor it
 * returns there explains, when used, that an element needs a browser page.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { importWithTripwires } from '../support/dom-tripwires.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('imports without touching a DOM global; defineEmbedElement defines nothing and returns a constructor that explains', async () => {
  expect(globalThis.customElements).toBeUndefined();
  const { module, touched } = await importWithTripwires(() => import('../../src/element/index.js'));
  expect(Object.keys(module).sort()).toEqual(['defineEmbedElement']);
  expect(touched).toEqual([]);
  const returned = module.defineEmbedElement();
  expect(typeof returned).toBe('function');
  expect(module.defineEmbedElement('report-embed')).toBe(returned);
  expect(() => new returned()).toThrow(
    new TypeError('<platform-embed> needs a browser page: there is no HTMLElement here'),
  );
});

it('the <script> file module loads in Node: nothing registered, PlatformEmbedElement undefined', async () => {
  const { module, touched } = await importWithTripwires(() => import('../../src/cdn.js'));
  expect(module.PlatformEmbedElement).toBeUndefined();
  expect(typeof module.defineEmbedElement).toBe('function');
  expect(typeof module.createEmbed).toBe('function');
  expect(touched).toEqual([]);
});
