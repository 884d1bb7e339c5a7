/**
 * `sendChangedSettings`, the one rule the element and the React binding share: what changed of
 * the settings, by value, is sent in the controller's replay order; nothing else is.
 */
import { describe, expect, it } from 'vitest';
import { type Settings, type SettingsTarget, sendChangedSettings } from '../../src/bindings/settings.js';
import type { Filter } from '../../src/protocol/filter.js';
import { createTestEmbed } from '../../src/testing/test-embed.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

const PAID: Filter = { view: 'orders', dimension: 'status', value: ['paid'] };
const OPEN: Filter = { view: 'orders', dimension: 'status', value: ['open'] };
const EU = 'f_orders.region="EU"';

/** A controller that records the setter calls it gets, as [method, argument]. */
function recorder(): SettingsTarget & { calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  return {
    calls,
    setColorScheme: (scheme) => void calls.push(['setColorScheme', scheme]),
    setTheme: (theme) => void calls.push(['setTheme', theme]),
    setLocale: (locale) => void calls.push(['setLocale', locale]),
    setTimezone: (timezone) => void calls.push(['setTimezone', timezone]),
    setFilter: (filter) => void calls.push(['setFilter', filter]),
  };
}

/** The calls `sendChangedSettings(previous → next)` makes. */
function sent(previous: Settings, next: Settings): Array<[string, unknown]> {
  const target = recorder();
  sendChangedSettings(target, previous, next);
  return target.calls;
}

describe('sendChangedSettings', () => {
  it('sends every given setting to a new controller, in the replay order: scheme, theme, locale, time zone, filters', () => {
    expect(
      sent(
        {},
        {
          filters: [PAID, EU],
          timezone: 'Asia/Tokyo',
          locale: 'de-DE',
          theme: { primaryColor: '#123456' },
          colorScheme: 'dark',
        },
      ),
    ).toEqual([
      ['setColorScheme', 'dark'],
      ['setTheme', { primaryColor: '#123456' }],
      ['setLocale', 'de-DE'],
      ['setTimezone', 'Asia/Tokyo'],
      ['setFilter', PAID],
      ['setFilter', EU],
    ]);
  });

  it('sends nothing for undefined settings, an empty filter list, or a setting set back to undefined', () => {
    expect(sent({}, {})).toEqual([]);
    expect(sent({}, { colorScheme: undefined, theme: undefined, locale: undefined, filters: [] })).toEqual([]);
    expect(sent({ colorScheme: 'dark', theme: { font: 'Inter' }, locale: 'de', filters: [PAID] }, {})).toEqual([]);
  });

  it('sends nothing for equal values: the same scheme and locale, a new theme object with the same data, a new filter list with the same filters', () => {
    const previous: Settings = {
      colorScheme: 'dark',
      theme: { primaryColor: '#123456', extra: { radius: [4, 8] } },
      locale: 'de-DE',
      filters: [PAID, EU],
    };
    const next: Settings = {
      colorScheme: 'dark',
      // the same data with its keys in another order
      theme: { extra: { radius: [4, 8] }, primaryColor: '#123456' },
      locale: 'de-DE',
      // the parameter form and the object form of one filter are the same filter
      filters: ['f_orders.status=["paid"]', { view: 'orders', dimension: 'region', value: 'EU' }],
    };
    expect(sent(previous, next)).toEqual([]);
  });

  it('sends only what changed, by value', () => {
    const previous: Settings = {
      colorScheme: 'dark',
      theme: { primaryColor: '#123456' },
      locale: 'de-DE',
      filters: [PAID],
    };
    expect(sent(previous, { ...previous, colorScheme: 'light' })).toEqual([['setColorScheme', 'light']]);
    expect(sent(previous, { ...previous, locale: 'fr' })).toEqual([['setLocale', 'fr']]);
    expect(sent({ ...previous, timezone: 'UTC' }, { ...previous, timezone: 'UTC' })).toEqual([]);
    expect(sent({ ...previous, timezone: 'UTC' }, { ...previous, timezone: 'Etc/GMT+5' })).toEqual([
      ['setTimezone', 'Etc/GMT+5'],
    ]);
    expect(sent(previous, { ...previous, theme: { primaryColor: '#654321' } })).toEqual([
      ['setTheme', { primaryColor: '#654321' }],
    ]);
    expect(sent(previous, { ...previous, theme: { primaryColor: '#123456', font: 'Inter' } })).toEqual([
      ['setTheme', { primaryColor: '#123456', font: 'Inter' }],
    ]);
    expect(
      sent(previous, { ...previous, theme: { primaryColor: '#123456', borderRadius: undefined as never } }),
    ).toHaveLength(1);
  });

  it.each<[string, unknown, unknown]>([
    ['an array and an object', { a: [1] }, { a: { 0: 1 } }],
    ['a longer array', { a: [1] }, { a: [1, 2] }],
    ['null and an object', { a: null }, { a: {} }],
    ['a string and a number', { a: '1' }, { a: 1 }],
  ])('tells %s apart in a theme', (_label, before, after) => {
    expect(sent({ theme: before as never }, { theme: after as never })).toEqual([['setTheme', after]]);
  });

  describe("a theme of the reference's shape compares by value at every depth", () => {
    const theme = () => ({
      primaryColor: '#7c5cff',
      borderRadius: 8,
      font: null,
      analyticsChat: { backgroundColor: '#ffffff', chatInput: { backgroundColor: null, borderColor: '#dddddd' } },
      chat: { inputColor: '#eeeeee' },
    });

    it('sends nothing for a new object with the same nested data, keys in any order', () => {
      const again = {
        chat: { inputColor: '#eeeeee' },
        analyticsChat: { chatInput: { borderColor: '#dddddd', backgroundColor: null }, backgroundColor: '#ffffff' },
        font: null,
        borderRadius: 8,
        primaryColor: '#7c5cff',
      };
      expect(sent({ theme: theme() }, { theme: theme() })).toEqual([]);
      expect(sent({ theme: theme() }, { theme: again })).toEqual([]);
    });

    it.each<[string, (t: ReturnType<typeof theme>) => unknown]>([
      [
        'a nested color',
        (t) => ({
          ...t,
          analyticsChat: { ...t.analyticsChat, chatInput: { ...t.analyticsChat.chatInput, borderColor: '#000000' } },
        }),
      ],
      [
        'a nested null becoming a color',
        (t) => ({
          ...t,
          analyticsChat: {
            ...t.analyticsChat,
            chatInput: { ...t.analyticsChat.chatInput, backgroundColor: '#fafafa' },
          },
        }),
      ],
      ['a nested object becoming null', (t) => ({ ...t, chat: null })],
      ['a nested field dropped', (t) => ({ ...t, analyticsChat: { backgroundColor: '#ffffff' } })],
      ['8 pixels becoming "8px"', (t) => ({ ...t, borderRadius: '8px' })],
    ])('sends %s', (_label, change) => {
      const next = change(theme()) as Settings['theme'];
      expect(sent({ theme: theme() }, { theme: next })).toEqual([['setTheme', next]]);
    });

    it('through a real controller, the same nested theme set twice reaches the embed once', async () => {
      const { controller, embed } = createTestEmbed();
      embed.ready();
      sendChangedSettings(controller, {}, { theme: theme() });
      sendChangedSettings(controller, { theme: theme() }, { theme: theme() });
      expect((await embed.waitForAction('set-theme')).payload).toEqual(theme());
      expect(embed.actions.map((action) => action.type)).toEqual(['platform:action:set-theme']);
      controller.destroy();
    });
  });

  it('sends a filter whose parameter is new, and nothing for a filter dropped from the list', () => {
    expect(sent({ filters: [PAID, EU] }, { filters: [OPEN, EU] })).toEqual([['setFilter', OPEN]]);
    expect(sent({ filters: [PAID, EU] }, { filters: [EU] })).toEqual([]);
    // back to a filter sent before: it is sent again (the embed holds OPEN now)
    expect(sent({ filters: [OPEN] }, { filters: [PAID] })).toEqual([['setFilter', PAID]]);
  });

  it('reaches the embed through a real controller, queued until ready', async () => {
    const { controller, embed } = createTestEmbed();
    sendChangedSettings(controller, {}, { colorScheme: 'dark', filters: [PAID] });
    embed.ready();
    expect((await embed.waitForAction('set-color-scheme')).payload).toEqual({ scheme: 'dark' });
    expect((await embed.waitForAction('set-filter')).payload).toEqual({
      filterUrlParameter: 'f_orders.status=["paid"]',
    });
    controller.destroy();
  });

  it("throws what the controller's setter throws, having sent the settings before it", () => {
    const { controller, embed } = createTestEmbed();
    expectEmbedError(
      () =>
        sendChangedSettings(
          controller,
          {},
          { colorScheme: 'dark', theme: { primaryColor: 42 as never }, locale: 'de' },
        ),
      'INVALID_PAYLOAD',
    );
    expectEmbedError(
      () => sendChangedSettings(controller, {}, { filters: [{ view: 'a.b', dimension: 'c', value: 1 }] }),
      'INVALID_FILTER',
    );
    expectEmbedError(() => sendChangedSettings(controller, {}, { filters: ['orders.status=1'] }), 'INVALID_FILTER');
    controller.destroy();
    expectEmbedError(() => sendChangedSettings(controller, {}, { locale: 'de' }), 'DESTROYED');
    expect(embed.actions).toEqual([]);
  });
});
