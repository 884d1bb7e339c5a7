/**
 * Behaviours 2–4: actions go only to the embed's window at its origin, are validated before
 * anything is sent, wait for ready in order, and are replayed after a later ready.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedController } from '../../src/index.js';
import { setContentWindow } from '../../src/testing/fake-iframe.js';
import { FakeWindow } from '../../src/testing/fake-window.js';
import { createTestEmbed, type FakeEmbed } from '../../src/testing/test-embed.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { nextTask } from '../support/next-task.js';
import { EMBED_ORIGIN, eventData, posted, READY } from './harness.js';

let embed: EmbedController;
let frame: FakeEmbed;
/** A trusted ready from the embed, delivered (on a later task, as in a browser). */
const ready = async (payload = READY) => {
  frame.ready(payload);
  await nextTask();
};

beforeEach(() => {
  ({ controller: embed, embed: frame } = createTestEmbed({ maxQueuedActions: 5 }));
});

afterEach(() => embed.destroy());

describe('every action method posts the exact spec envelope to the embed window at the trusted origin', () => {
  beforeEach(() => ready());

  it.each<[string, (e: EmbedController) => void, string, unknown]>([
    ['setColorScheme', (e) => e.setColorScheme('dark'), 'set-color-scheme', { scheme: 'dark' }],
    [
      'setTheme',
      (e) => e.setTheme({ primaryColor: '#0044ff', borderRadius: '8px', font: 'Inter', chartPalette: ['#111'] }),
      'set-theme',
      { primaryColor: '#0044ff', borderRadius: '8px', font: 'Inter', chartPalette: ['#111'] },
    ],
    [
      "setTheme, the reference's example",
      (e) => e.setTheme({ primaryColor: '#7c5cff', borderRadius: 8 }),
      'set-theme',
      { primaryColor: '#7c5cff', borderRadius: 8 },
    ],
    [
      "setTheme, every field of the reference's EmbedTheme",
      (e) =>
        e.setTheme({
          primaryColor: '#7c5cff',
          font: 'Inter',
          analyticsChat: {
            backgroundColor: '#ffffff',
            chatInput: { backgroundColor: '#fafafa', borderColor: '#dddddd' },
          },
          chat: { inputColor: '#eeeeee' },
        }),
      'set-theme',
      {
        primaryColor: '#7c5cff',
        font: 'Inter',
        analyticsChat: {
          backgroundColor: '#ffffff',
          chatInput: { backgroundColor: '#fafafa', borderColor: '#dddddd' },
        },
        chat: { inputColor: '#eeeeee' },
      },
    ],
    [
      'setTheme, null (the default) for every field',
      (e) =>
        e.setTheme({
          primaryColor: null,
          borderRadius: null,
          font: null,
          analyticsChat: { backgroundColor: null, chatInput: { backgroundColor: null, borderColor: null } },
          chat: null,
        }),
      'set-theme',
      {
        primaryColor: null,
        borderRadius: null,
        font: null,
        analyticsChat: { backgroundColor: null, chatInput: { backgroundColor: null, borderColor: null } },
        chat: null,
      },
    ],
    [
      'setTheme, analyticsChat and chatInput null',
      (e) => e.setTheme({ analyticsChat: { chatInput: null } }),
      'set-theme',
      { analyticsChat: { chatInput: null } },
    ],
    ['setLocale', (e) => e.setLocale('de-DE'), 'set-locale', { locale: 'de-DE' }],
    ['setTimezone', (e) => e.setTimezone('Asia/Tokyo'), 'set-timezone', { timezone: 'Asia/Tokyo' }],
    [
      'send set-timezone',
      (e) => e.send('set-timezone', { timezone: 'Etc/GMT+5' }),
      'set-timezone',
      { timezone: 'Etc/GMT+5' },
    ],
    ['send refresh, with no payload', (e) => e.send('refresh'), 'refresh', {}],
    [
      'setFilter(string)',
      (e) => e.setFilter('f_orders.status=["paid"]'),
      'set-filter',
      { filterUrlParameter: 'f_orders.status=["paid"]' },
    ],
    [
      'setFilter(object)',
      (e) => e.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] }),
      'set-filter',
      { filterUrlParameter: 'f_orders.status=["paid"]' },
    ],
    ['navigate', (e) => e.navigate('/dashboards/42'), 'navigate', { path: '/dashboards/42' }],
    ['refresh', (e) => e.refresh(), 'refresh', {}],
    ['send', (e) => e.send('set-locale', { locale: 'fr' }), 'set-locale', { locale: 'fr' }],
  ])('%s', async (_label, act, name, payload) => {
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    try {
      act(embed);
    } finally {
      vi.useRealTimers();
    }
    const envelope = {
      source: 'platform-embed',
      direction: 'action',
      type: `platform:action:${name}`,
      payload,
      timestamp: 1_700_000_000_000,
    };
    expect(frame.window.posted).toEqual([{ message: envelope, targetOrigin: EMBED_ORIGIN }]);
    expect(Object.keys(frame.window.posted[0]!.message as object)).not.toContain('surface');
    // and the embed receives exactly that, valid
    await expect(frame.waitForAction(name as never)).resolves.toEqual(envelope);
  });

  it("never uses '*' as targetOrigin, whatever is sent", async () => {
    embed.setColorScheme('light');
    embed.setTheme({});
    embed.setFilter({ view: 'v', dimension: 'd', value: 1 });
    embed.refresh();
    expect(frame.window.posted.length).toBe(4);
    for (const { targetOrigin } of frame.window.posted) expect(targetOrigin).toBe(EMBED_ORIGIN);
    await nextTask();
    expect(frame.actions).toHaveLength(4); // the embed, at that exact origin, received every one
  });

  it('posts to whatever window the iframe holds now (a reloaded frame), never to another', () => {
    const reloaded = new FakeWindow();
    setContentWindow(embed.iframe, reloaded);
    embed.refresh();
    expect(reloaded.posted).toHaveLength(1);
    expect(frame.window.posted).toEqual([]);
  });

  it('drops an action when the iframe has no window (detached) instead of throwing', () => {
    setContentWindow(embed.iframe, null);
    expect(() => embed.refresh()).not.toThrow();
  });
});

describe('validation is synchronous and nothing is posted on bad input', () => {
  it.each<[string, (e: EmbedController) => void, 'INVALID_PAYLOAD' | 'INVALID_FILTER']>([
    ['a scheme outside the enum', (e) => e.setColorScheme('blue' as never), 'INVALID_PAYLOAD'],
    ['a theme that is not an object', (e) => e.setTheme('dark' as never), 'INVALID_PAYLOAD'],
    ['a theme color that is not a string', (e) => e.setTheme({ primaryColor: 255 as never }), 'INVALID_PAYLOAD'],
    ['a theme value that cannot be posted', (e) => e.setTheme({ onClick: () => 1 }), 'INVALID_PAYLOAD'],
    ['an empty locale', (e) => e.setLocale(''), 'INVALID_PAYLOAD'],
    ['an empty time zone', (e) => e.setTimezone(''), 'INVALID_PAYLOAD'],
    ['an offset for a time zone', (e) => e.setTimezone('+09:00'), 'INVALID_PAYLOAD'],
    ['an action with fields but no payload', (e) => e.send('set-locale', undefined as never), 'INVALID_PAYLOAD'],
    ['a filter string not in the spec form', (e) => e.setFilter('status=paid'), 'INVALID_FILTER'],
    [
      'a filter object with a bad value',
      (e) => e.setFilter({ view: 'v', dimension: 'd', value: undefined }),
      'INVALID_FILTER',
    ],
    [
      'a filter object with a dotted view',
      (e) => e.setFilter({ view: 'a.b', dimension: 'd', value: 1 }),
      'INVALID_FILTER',
    ],
    ['a URL as path', (e) => e.navigate('https://evil.example/'), 'INVALID_PAYLOAD'],
    ['an unknown action', (e) => e.send('reload' as never, {} as never), 'INVALID_PAYLOAD'],
  ])('%s → %s', async (_label, act, code) => {
    await ready();
    expectEmbedError(() => act(embed), code);
    expect(frame.window.posted).toEqual([]);
  });

  it('a bad action before ready is not queued either', async () => {
    expectEmbedError(() => embed.setColorScheme('blue' as never), 'INVALID_PAYLOAD');
    await ready();
    expect(frame.window.posted).toEqual([]);
  });

  it('names the field and the value', () => {
    expect(() => embed.setColorScheme('blue' as never)).toThrow(
      /payload\.scheme: expected one of "light", "dark", "auto", got "blue"/,
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a number as primaryColor', { primaryColor: 5 }, 'payload.primaryColor: expected string, got 5'],
    ['a string as analyticsChat', { analyticsChat: 'x' }, 'payload.analyticsChat: expected object, got "x"'],
    [
      'an array as chatInput',
      { analyticsChat: { chatInput: [] } },
      'payload.analyticsChat.chatInput: expected object, got an array',
    ],
    ['a number as a nested color', { chat: { inputColor: 7 } }, 'payload.chat.inputColor: expected string, got 7'],
    ['a boolean as borderRadius', { borderRadius: true }, 'payload.borderRadius: expected number or string, got true'],
    ['NaN as borderRadius', { borderRadius: Number.NaN }, 'payload.borderRadius: expected number or string, got NaN'],
    [
      'Infinity as borderRadius',
      { borderRadius: Number.NEGATIVE_INFINITY },
      'payload.borderRadius: expected number or string, got -Infinity',
    ],
    ['a function deep in a theme', { analyticsChat: { chatInput: { onFocus: () => 1 } } }, 'payload: cannot be posted'],
  ])('a theme with %s is INVALID_PAYLOAD naming the path, and nothing is posted', async (_label, theme, detail) => {
    await ready();
    const error = expectEmbedError(() => embed.setTheme(theme as never), 'INVALID_PAYLOAD');
    expect(error.message).toContain(detail);
    expect(frame.window.posted).toEqual([]);
  });
});

describe('the queue before ready', () => {
  it('holds actions in call order and flushes them exactly once, before ready handlers and whenReady', async () => {
    const order: string[] = [];
    const post = frame.window.postMessage.bind(frame.window);
    vi.spyOn(frame.window, 'postMessage').mockImplementation((m, target) => {
      order.push(`post ${(m as { type: string }).type}`);
      post(m, target);
    });
    embed.setColorScheme('dark');
    embed.navigate('/a');
    embed.setFilter({ view: 'orders', dimension: 'status', value: 'paid' });
    embed.refresh();
    expect(frame.window.posted).toEqual([]);

    embed.on('ready', () => order.push('ready handler'));
    const whenReady = embed.whenReady().then(() => order.push('whenReady'));
    frame.ready(READY);
    await whenReady;
    expect(order).toEqual([
      'post platform:action:set-color-scheme',
      'post platform:action:navigate',
      'post platform:action:set-filter',
      'post platform:action:refresh',
      'ready handler',
      'whenReady',
    ]);
    for (const { targetOrigin } of frame.window.posted) expect(targetOrigin).toBe(EMBED_ORIGIN);

    // after ready, actions go straight out
    embed.setLocale('de');
    expect(posted(frame.window).at(-1)?.[0]).toBe('platform:action:set-locale');
    expect(frame.window.posted).toHaveLength(5);
  });

  it('is bounded by maxQueuedActions: one more throws QUEUE_FULL and is neither queued nor remembered', async () => {
    for (let i = 0; i < 5; i += 1) embed.navigate(`/${i}`);
    expectEmbedError(() => embed.setLocale('de'), 'QUEUE_FULL');
    expect(() => embed.refresh()).toThrow(/maxQueuedActions \(5\)/);
    await ready();
    expect(posted(frame.window).map(([, p]) => p)).toEqual([0, 1, 2, 3, 4].map((i) => ({ path: `/${i}` })));
    // the refused locale is not replayed after a later ready either
    await ready();
    expect(posted(frame.window)).toHaveLength(5);
  });

  it('maxQueuedActions: 0 refuses every action before ready', () => {
    const strict = createTestEmbed({ maxQueuedActions: 0 }).controller;
    expectEmbedError(() => strict.refresh(), 'QUEUE_FULL');
    strict.destroy();
  });

  it('defaults to a bound of 100', () => {
    const roomy = createTestEmbed().controller;
    for (let i = 0; i < 100; i += 1) roomy.refresh();
    expectEmbedError(() => roomy.refresh(), 'QUEUE_FULL');
    roomy.destroy();
  });

  it('is not flushed by an untrusted ready', async () => {
    embed.refresh();
    frame.post(eventData('ready', READY), { origin: 'https://evil.example' });
    frame.post(eventData('ready', READY), { source: 'other' });
    await nextTask();
    expect(frame.window.posted).toEqual([]);
    expect(embed.state).toBe('connecting');
  });
});

describe('a later ready (the embed reloaded) replays the settings', () => {
  it('sends again the last scheme, theme, locale and time zone, then the last filter per view.dimension, in that order', async () => {
    await ready();
    embed.setFilter({ view: 'orders', dimension: 'status', value: 'paid' });
    embed.setTimezone('UTC');
    embed.setLocale('fr');
    embed.setFilter({ view: 'orders', dimension: 'region', value: 'EU' });
    embed.setTheme({ primaryColor: '#111' });
    embed.setColorScheme('dark');
    embed.navigate('/once');
    embed.refresh();
    embed.setColorScheme('light');
    embed.setTheme({ primaryColor: '#222' });
    embed.setLocale('de');
    embed.setTimezone('America/Argentina/Buenos_Aires');
    embed.setFilter('f_orders.status=["shipped"]');
    embed.send('set-filter', { filterUrlParameter: 'f_customers.tier="gold"' });
    const before = frame.window.posted.length;

    await ready();
    expect(posted(frame.window).slice(before)).toEqual([
      ['platform:action:set-color-scheme', { scheme: 'light' }, EMBED_ORIGIN],
      ['platform:action:set-theme', { primaryColor: '#222' }, EMBED_ORIGIN],
      ['platform:action:set-locale', { locale: 'de' }, EMBED_ORIGIN],
      ['platform:action:set-timezone', { timezone: 'America/Argentina/Buenos_Aires' }, EMBED_ORIGIN],
      ['platform:action:set-filter', { filterUrlParameter: 'f_orders.region="EU"' }, EMBED_ORIGIN],
      ['platform:action:set-filter', { filterUrlParameter: 'f_orders.status=["shipped"]' }, EMBED_ORIGIN],
      ['platform:action:set-filter', { filterUrlParameter: 'f_customers.tier="gold"' }, EMBED_ORIGIN],
    ]);
  });

  it('replays settings that were queued before the first ready, without sending them twice at first', async () => {
    embed.setLocale('it');
    await ready();
    expect(posted(frame.window)).toEqual([['platform:action:set-locale', { locale: 'it' }, EMBED_ORIGIN]]);
    await ready();
    expect(posted(frame.window)).toHaveLength(2);
  });

  it('a later ready with nothing set sends nothing, and updates readyPayload', async () => {
    await ready();
    await ready({ ...READY, deploymentId: 8 });
    expect(frame.window.posted).toEqual([]);
    expect(embed.readyPayload?.deploymentId).toBe(8);
  });
});
