// @vitest-environment happy-dom
/**
 * createTestEmbed with the caller's own iframe or container in a DOM: the iframe's
 * contentWindow is the fake embed's window, everything else is createEmbed's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEmbed } from '../../src/testing/test-embed.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { allowConsole } from '../support/fail-on-console.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a container', () => {
  it('gets a created iframe whose window is the fake embed; destroy removes it', async () => {
    allowConsole(/Iframe page loading is disabled/);
    document.body.innerHTML = '<div id="report"></div>';
    const { controller, embed } = createTestEmbed({ container: '#report', title: 'Sales' });
    const iframe = document.querySelector('#report iframe');
    expect(iframe).toBe(controller.iframe);
    expect(controller.iframe.getAttribute('src')).toBe('https://tenant.example.com/embed/dashboard/test');
    expect(controller.iframe.title).toBe('Sales');
    expect(controller.iframe.contentWindow).toBe(embed.window);
    controller.setLocale('fr');
    embed.ready();
    await controller.whenReady();
    expect((await embed.waitForAction('set-locale')).payload).toEqual({ locale: 'fr' });
    controller.destroy();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});

describe('an iframe', () => {
  it('without src is pointed at the default url; its contentWindow is the fake embed', async () => {
    allowConsole(/Iframe page loading is disabled/);
    const iframe = document.createElement('iframe');
    const { controller, embed } = createTestEmbed({ iframe });
    expect(controller.iframe).toBe(iframe);
    expect(iframe.getAttribute('src')).toBe('https://tenant.example.com/embed/dashboard/test');
    expect(iframe.contentWindow).toBe(embed.window);
    embed.ready();
    await expect(controller.whenReady()).resolves.toMatchObject({ embedTenant: 'acme' });
    controller.destroy();
  });

  it('with a src keeps it, and its origin is the one trusted', async () => {
    const iframe = document.createElement('iframe');
    iframe.setAttribute('src', 'https://bi.acme.com/embed/app/1');
    const { controller, embed } = createTestEmbed({ iframe, surface: 'app' });
    expect(iframe.getAttribute('src')).toBe('https://bi.acme.com/embed/app/1');
    expect(controller.origin).toBe('https://bi.acme.com');
    expect(embed.origin).toBe('https://bi.acme.com');
    embed.ready();
    await expect(controller.whenReady()).resolves.toMatchObject({ surface: 'app' });
    controller.destroy();
  });

  it('is left as it was when createEmbed refuses the options', () => {
    const iframe = document.createElement('iframe');
    const before = iframe.contentWindow;
    expectEmbedError(
      () => createTestEmbed({ iframe, origin: 'https://tenant.example.com', maxQueuedActions: -1 }),
      'INVALID_OPTIONS',
    );
    expect(Object.getOwnPropertyDescriptor(iframe, 'contentWindow')).toBeUndefined();
    expect(iframe.contentWindow).toBe(before);
  });

  it('an element that is not an iframe is refused by createEmbed, untouched', () => {
    const div = document.createElement('div');
    const error = expectEmbedError(
      () => createTestEmbed({ iframe: div as unknown as HTMLIFrameElement }),
      'INVALID_OPTIONS',
    );
    expect(error.message).toMatch(/^iframe: /);
    expect(Object.getOwnPropertyDescriptor(div, 'contentWindow')).toBeUndefined();
  });
});
