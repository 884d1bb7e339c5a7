// @vitest-environment node
/**
 * The testing entry in bare Node: no document, no window, nothing global touched — the whole
 * round trip still works.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWithTripwires } from '../support/dom-tripwires.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('in bare Node', () => {
  it('has no DOM here', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });

  it('importing touches no DOM global', async () => {
    const { module, touched } = await importWithTripwires(() => import('../../src/testing/index.js'));
    expect(typeof module.createTestEmbed).toBe('function');
    expect(touched).toEqual([]);
  });

  it('runs the whole round trip: ready, queued and direct actions, events, destroy', async () => {
    const { createTestEmbed } = await import('../../src/testing/index.js');
    const { controller, embed, host } = createTestEmbed();
    controller.setColorScheme('dark');
    embed.ready({ publicId: 'd-1' });
    await expect(controller.whenReady()).resolves.toEqual({
      embedTenant: 'acme',
      deploymentId: 1,
      mode: 'signed',
      surface: 'dashboard',
      publicId: 'd-1',
    });
    controller.navigate('/orders');
    expect((await embed.waitForAction('set-color-scheme')).payload).toEqual({ scheme: 'dark' });
    expect((await embed.waitForAction('navigate')).payload).toEqual({ path: '/orders' });

    const download = controller.waitFor('download');
    embed.emit('download', { format: 'csv', target: 'dashboard' });
    await expect(download).resolves.toEqual({ format: 'csv', target: 'dashboard' });

    controller.destroy();
    expect([host.listenerCount, host.timerCount]).toEqual([0, 0]);
  });
});
