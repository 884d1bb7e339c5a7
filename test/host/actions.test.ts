// @vitest-environment happy-dom
/**
 * Behaviours 2–4: actions go only to the embed's window at its origin, are validated before
 * anything is sent, wait for ready in order, and are replayed after a later ready.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbed, EmbedError, type EmbedController } from '../../src/index.js';
import { EMBED_ORIGIN, eventData, FakeHostWindow, fakeEmbedWindow, fakeIframe, posted, READY, setWindow, type FakeEmbedWindow } from './harness.js';

let host: FakeHostWindow;
let embedWin: FakeEmbedWindow;
let embed: EmbedController;
const from = () => ({ origin: EMBED_ORIGIN, source: embedWin });
const ready = () => host.deliver(eventData('ready', READY), from());

beforeEach(() => {
  host = new FakeHostWindow();
  embedWin = fakeEmbedWindow();
  embed = createEmbed({ iframe: fakeIframe(embedWin), window: host, maxQueuedActions: 5 });
});

afterEach(() => embed.destroy());

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof EmbedError ? error.code : `not an EmbedError: ${String(error)}`;
  }
  return 'no error';
}

describe('every action method posts the exact spec envelope to the embed window at the trusted origin', () => {
  beforeEach(ready);

  it.each<[string, (e: EmbedController) => void, string, unknown]>([
    ['setColorScheme', (e) => e.setColorScheme('dark'), 'set-color-scheme', { scheme: 'dark' }],
    ['setTheme', (e) => e.setTheme({ primaryColor: '#0044ff', borderRadius: '8px', font: 'Inter', chartPalette: ['#111'] }), 'set-theme', { primaryColor: '#0044ff', borderRadius: '8px', font: 'Inter', chartPalette: ['#111'] }],
    ['setLocale', (e) => e.setLocale('de-DE'), 'set-locale', { locale: 'de-DE' }],
    ['setFilter(string)', (e) => e.setFilter('f_orders.status=["paid"]'), 'set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
    ['setFilter(object)', (e) => e.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] }), 'set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
    ['navigate', (e) => e.navigate('/dashboards/42'), 'navigate', { path: '/dashboards/42' }],
    ['refresh', (e) => e.refresh(), 'refresh', {}],
    ['send', (e) => e.send('set-locale', { locale: 'fr' }), 'set-locale', { locale: 'fr' }],
  ])('%s', (_label, act, name, payload) => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    try {
      act(embed);
    } finally {
      vi.useRealTimers();
    }
    expect(embedWin.postMessage).toHaveBeenCalledExactlyOnceWith(
      { source: 'platform-embed', direction: 'action', type: `platform:action:${name}`, payload, timestamp: 1_700_000_000_000 },
      EMBED_ORIGIN,
    );
    const [message] = embedWin.postMessage.mock.calls[0]!;
    expect(Object.keys(message as object)).not.toContain('surface');
  });

  it("never uses '*' as targetOrigin, whatever is sent", () => {
    embed.setColorScheme('light');
    embed.setTheme({});
    embed.setFilter({ view: 'v', dimension: 'd', value: 1 });
    embed.refresh();
    expect(embedWin.postMessage.mock.calls.length).toBe(4);
    for (const [, target] of embedWin.postMessage.mock.calls) expect(target).toBe(EMBED_ORIGIN);
  });

  it('posts to whatever window the iframe holds now (a reloaded frame), never to another', () => {
    const reloaded = fakeEmbedWindow();
    setWindow(embed.iframe, reloaded);
    embed.refresh();
    expect(reloaded.postMessage).toHaveBeenCalledOnce();
    expect(embedWin.postMessage).not.toHaveBeenCalled();
  });

  it('drops an action when the iframe has no window (detached) instead of throwing', () => {
    setWindow(embed.iframe, null);
    expect(() => embed.refresh()).not.toThrow();
  });
});

describe('validation is synchronous and nothing is posted on bad input', () => {
  it.each<[string, (e: EmbedController) => void, string]>([
    ['a scheme outside the enum', (e) => e.setColorScheme('blue' as never), 'INVALID_PAYLOAD'],
    ['a theme that is not an object', (e) => e.setTheme('dark' as never), 'INVALID_PAYLOAD'],
    ['a theme color that is not a string', (e) => e.setTheme({ primaryColor: 255 as never }), 'INVALID_PAYLOAD'],
    ['a theme value that cannot be posted', (e) => e.setTheme({ onClick: () => 1 }), 'INVALID_PAYLOAD'],
    ['an empty locale', (e) => e.setLocale(''), 'INVALID_PAYLOAD'],
    ['a filter string not in the spec form', (e) => e.setFilter('status=paid'), 'INVALID_FILTER'],
    ['a filter object with a bad value', (e) => e.setFilter({ view: 'v', dimension: 'd', value: undefined }), 'INVALID_FILTER'],
    ['a filter object with a dotted view', (e) => e.setFilter({ view: 'a.b', dimension: 'd', value: 1 }), 'INVALID_FILTER'],
    ['a URL as path', (e) => e.navigate('https://evil.example/'), 'INVALID_PAYLOAD'],
    ['an unknown action', (e) => e.send('reload' as never, {} as never), 'INVALID_PAYLOAD'],
  ])('%s → %s', (_label, act, code) => {
    ready();
    expect(codeOf(() => act(embed))).toBe(code);
    expect(embedWin.postMessage).not.toHaveBeenCalled();
  });

  it('a bad action before ready is not queued either', () => {
    expect(codeOf(() => embed.setColorScheme('blue' as never))).toBe('INVALID_PAYLOAD');
    ready();
    expect(embedWin.postMessage).not.toHaveBeenCalled();
  });

  it('names the field and the value', () => {
    expect(() => embed.setColorScheme('blue' as never)).toThrow(/payload\.scheme: expected one of "light", "dark", "auto", got "blue"/);
  });
});

describe('the queue before ready', () => {
  it('holds actions in call order and flushes them exactly once, before ready handlers and whenReady', async () => {
    const order: string[] = [];
    embedWin.postMessage.mockImplementation((m) => order.push(`post ${(m as { type: string }).type}`));
    embed.setColorScheme('dark');
    embed.navigate('/a');
    embed.setFilter({ view: 'orders', dimension: 'status', value: 'paid' });
    embed.refresh();
    expect(embedWin.postMessage).not.toHaveBeenCalled();

    embed.on('ready', () => order.push('ready handler'));
    const whenReady = embed.whenReady().then(() => order.push('whenReady'));
    ready();
    await whenReady;
    expect(order).toEqual([
      'post platform:action:set-color-scheme',
      'post platform:action:navigate',
      'post platform:action:set-filter',
      'post platform:action:refresh',
      'ready handler',
      'whenReady',
    ]);
    for (const [, target] of embedWin.postMessage.mock.calls) expect(target).toBe(EMBED_ORIGIN);

    // after ready, actions go straight out
    embed.setLocale('de');
    expect(posted(embedWin).at(-1)?.[0]).toBe('platform:action:set-locale');
    expect(embedWin.postMessage).toHaveBeenCalledTimes(5);
  });

  it('is bounded by maxQueuedActions: one more throws QUEUE_FULL and is neither queued nor remembered', () => {
    for (let i = 0; i < 5; i += 1) embed.navigate(`/${i}`);
    expect(codeOf(() => embed.setLocale('de'))).toBe('QUEUE_FULL');
    expect(() => embed.refresh()).toThrow(/maxQueuedActions \(5\)/);
    ready();
    expect(posted(embedWin).map(([, p]) => p)).toEqual([0, 1, 2, 3, 4].map((i) => ({ path: `/${i}` })));
    // the refused locale is not replayed after a later ready either
    ready();
    expect(posted(embedWin)).toHaveLength(5);
  });

  it('maxQueuedActions: 0 refuses every action before ready', () => {
    const strict = createEmbed({ iframe: fakeIframe(embedWin), window: host, maxQueuedActions: 0 });
    expect(codeOf(() => strict.refresh())).toBe('QUEUE_FULL');
    strict.destroy();
  });

  it('defaults to a bound of 100', () => {
    const roomy = createEmbed({ iframe: fakeIframe(fakeEmbedWindow()), window: host });
    for (let i = 0; i < 100; i += 1) roomy.refresh();
    expect(codeOf(() => roomy.refresh())).toBe('QUEUE_FULL');
    roomy.destroy();
  });

  it('is not flushed by an untrusted ready', () => {
    embed.refresh();
    host.deliver(eventData('ready', READY), { origin: 'https://evil.example', source: embedWin });
    host.deliver(eventData('ready', READY), { origin: EMBED_ORIGIN, source: fakeEmbedWindow() });
    expect(embedWin.postMessage).not.toHaveBeenCalled();
    expect(embed.state).toBe('connecting');
  });
});

describe('a later ready (the embed reloaded) replays the settings', () => {
  it('sends again the last scheme, theme and locale, then the last filter per view.dimension, in that order', () => {
    ready();
    embed.setFilter({ view: 'orders', dimension: 'status', value: 'paid' });
    embed.setLocale('fr');
    embed.setFilter({ view: 'orders', dimension: 'region', value: 'EU' });
    embed.setTheme({ primaryColor: '#111' });
    embed.setColorScheme('dark');
    embed.navigate('/once');
    embed.refresh();
    embed.setColorScheme('light');
    embed.setTheme({ primaryColor: '#222' });
    embed.setLocale('de');
    embed.setFilter('f_orders.status=["shipped"]');
    embed.send('set-filter', { filterUrlParameter: 'f_customers.tier="gold"' });
    embedWin.postMessage.mockClear();

    ready();
    expect(posted(embedWin)).toEqual([
      ['platform:action:set-color-scheme', { scheme: 'light' }, EMBED_ORIGIN],
      ['platform:action:set-theme', { primaryColor: '#222' }, EMBED_ORIGIN],
      ['platform:action:set-locale', { locale: 'de' }, EMBED_ORIGIN],
      ['platform:action:set-filter', { filterUrlParameter: 'f_orders.region="EU"' }, EMBED_ORIGIN],
      ['platform:action:set-filter', { filterUrlParameter: 'f_orders.status=["shipped"]' }, EMBED_ORIGIN],
      ['platform:action:set-filter', { filterUrlParameter: 'f_customers.tier="gold"' }, EMBED_ORIGIN],
    ]);
  });

  it('replays settings that were queued before the first ready, without sending them twice at first', () => {
    embed.setLocale('it');
    ready();
    expect(posted(embedWin)).toEqual([['platform:action:set-locale', { locale: 'it' }, EMBED_ORIGIN]]);
    ready();
    expect(posted(embedWin)).toHaveLength(2);
  });

  it('a later ready with nothing set sends nothing, and updates readyPayload', () => {
    ready();
    host.deliver(eventData('ready', { ...READY, deploymentId: 8 }), from());
    expect(embedWin.postMessage).not.toHaveBeenCalled();
    expect(embed.readyPayload?.deploymentId).toBe(8);
  });
});
