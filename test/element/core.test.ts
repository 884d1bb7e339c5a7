// @vitest-environment happy-dom
/**
 * `ElementCore`, the state and steps of one `<platform-embed>`, on a plain element (no custom
 * element class): idle until connected, a controller in its shadow root once connected with a
 * `src`, destroyed on disconnect; a refused `src` kept as the failure until the next try; waits
 * made while idle handed to the next controller; setters that refuse what they cannot take.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ElementCore } from '../../src/element/core.js';
import type { PlatformEmbedElement } from '../../src/element/types.js';
import { allowConsole } from '../support/fail-on-console.js';
import { type ElementPage, elementPage, embedUrl, READY } from './page.js';

let page: ElementPage;

beforeEach(() => {
  allowConsole(/Iframe page loading is disabled/);
  page = elementPage();
});

afterEach(() => page.close());

/**
 * A plain element with the properties the core reads, and its core; appended after the core is made unless
 * `detached`, or before (`upgraded`: as when the element's class is defined after the page parsed it).
 */
function coreOn(
  attributes: Record<string, string>,
  detached = false,
  upgraded = false,
): { element: PlatformEmbedElement; core: ElementCore } {
  const element = Object.assign(document.createElement('div'), {
    sessionEndpoint: null,
    colorScheme: null,
    locale: null,
    timezone: null,
  }) as unknown as PlatformEmbedElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (upgraded) document.body.append(element);
  const core = new ElementCore(element);
  if (!detached && !upgraded) document.body.append(element);
  return { element, core };
}

describe('ElementCore', () => {
  it('is idle until connected: an attribute change before then makes no controller', () => {
    const { element, core } = coreOn({});
    element.setAttribute('src', embedUrl('s1'));
    core.attributeChanged('src', null, embedUrl('s1'));
    expect(core.state).toBe('idle');
    expect(core.controller).toBeUndefined();
    expect(page.iframes(element)).toHaveLength(0);
  });

  it('connected with a src: one controller, its frame in the shadow root; disconnected: destroyed and idle', () => {
    const { element, core } = coreOn({ src: embedUrl('s1') });
    core.connected();
    expect(core.state).toBe('connecting');
    expect(page.iframe(element).getAttribute('part')).toBe('frame');
    page.ready(element);
    expect(core.state).toBe('ready');
    expect(page.events.map((event) => event.type)).toContain('platform-ready');
    core.disconnected();
    expect(core.controller).toBeUndefined();
    expect(core.state).toBe('idle');
    expect(page.iframes(element)).toHaveLength(0);
  });

  it('a src createEmbed refuses: failed with INVALID_OPTIONS, told twice; the next try forgets it', () => {
    const { element, core } = coreOn({ src: 'ftp://tenant.example.com/embed' });
    core.connected();
    expect(core.state).toBe('failed');
    expect(core.failure?.code).toBe('INVALID_OPTIONS');
    expect(page.events.map((event) => event.type)).toEqual(['platform-options-error', 'platform-failure']);
    element.setAttribute('src', embedUrl('s2'));
    core.attributeChanged('src', 'ftp://tenant.example.com/embed', embedUrl('s2'));
    expect(core.failure).toBeUndefined();
    expect(core.state).toBe('connecting');
  });

  it('a failure of an upgraded element, which no script could hear yet, is logged on the console too', () => {
    allowConsole(/<platform-embed>:/);
    const { core } = coreOn({ src: 'ftp://tenant.example.com/embed' }, false, true);
    core.connected();
    expect(core.state).toBe('failed');
    expect(vi.mocked(console.error)).toHaveBeenCalledWith('<platform-embed>:', core.failure);
  });

  it('a wait made while idle gets the next controller’s ready', async () => {
    const { element, core } = coreOn({});
    const ready = core.whenReady();
    element.setAttribute('src', embedUrl('s3'));
    core.connected();
    page.ready(element);
    await expect(ready).resolves.toEqual(READY);
  });

  it('refuses filters that are not an array and a session provider that is not a function', () => {
    const { core } = coreOn({}, true);
    expect(() => {
      core.filters = 'country' as never;
    }).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(() => {
      core.sessionProvider = 'https://acme.example/session' as never;
    }).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(core.filters).toEqual([]);
    expect(core.sessionProvider).toBeUndefined();
  });
});
