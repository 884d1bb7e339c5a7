// @vitest-environment node
/**
 * Server-side: importing `platform-embed/chat/render` — markdown-it with it — touches no DOM
 * global (each replaced by a tripwire, test/support/dom-tripwires.ts): a server-rendered page
 * can import the renderers and call them in the browser only.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { importWithTripwires } from '../../support/dom-tripwires.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('imports without touching a DOM global', async () => {
  const { module, touched } = await importWithTripwires(() => import('../../../src/chat/render/index.js'));
  expect(Object.keys(module).sort()).toEqual(['renderAnswerText', 'renderSqlChart', 'renderSqlTable']);
  expect(touched).toEqual([]);
});
