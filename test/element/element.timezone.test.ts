// @vitest-environment happy-dom
/**
 * The `timezone` attribute of `<platform-embed>` (the reference's seventh action,
 * `set-timezone`): a setting like `locale`, sent once the embed is ready, again when it changes,
 * replayed after a reload, and a bad zone name reported as `platform-options-error`.
 */
import { describe, expect, it } from 'vitest';
import type { EmbedError } from '../../src/index.js';
import { allowConsole } from '../support/fail-on-console.js';
import { type ElementPage, embedUrl, setUpPagePerTest } from './page.js';

let page: ElementPage;

setUpPagePerTest((created) => {
  page = created;
});

const optionErrors = () =>
  page.events.filter((event) => event.type === 'platform-options-error').map((event) => event.detail as EmbedError);

describe('the timezone attribute', () => {
  it('is sent once the embed is ready, after the locale, and the property reflects it', () => {
    const el = page.mount({ src: embedUrl('s1'), locale: 'ja-JP', timezone: 'Asia/Tokyo' });
    expect(el.timezone).toBe('Asia/Tokyo');
    page.ready(el);
    expect(page.actions(page.iframe(el))).toEqual([
      ['set-locale', { locale: 'ja-JP' }],
      ['set-timezone', { timezone: 'Asia/Tokyo' }],
    ]);
  });

  it('is sent again when it changes (attribute or property), not for the same value, not when removed', () => {
    const el = page.mount({ src: embedUrl('s1'), timezone: 'UTC' });
    page.ready(el);
    const frame = page.iframe(el);
    el.setAttribute('timezone', 'UTC');
    el.timezone = 'Etc/GMT+5';
    el.setAttribute('timezone', 'America/Argentina/Buenos_Aires');
    el.timezone = null;
    expect(el.hasAttribute('timezone')).toBe(false);
    expect(page.actions(frame)).toEqual([
      ['set-timezone', { timezone: 'UTC' }],
      ['set-timezone', { timezone: 'Etc/GMT+5' }],
      ['set-timezone', { timezone: 'America/Argentina/Buenos_Aires' }],
    ]);
  });

  it('is replayed after reload()', () => {
    allowConsole(/reload\(\) of a signed session/);
    const el = page.mount({ src: embedUrl('s1'), timezone: 'Europe/Paris' });
    page.ready(el);
    const frame = page.iframe(el);
    el.reload();
    const before = page.actions(frame).length;
    page.ready(el);
    expect(page.actions(frame).slice(before)).toEqual([['set-timezone', { timezone: 'Europe/Paris' }]]);
  });

  it('reports a value that is not a zone name as platform-options-error naming it, and sends the rest', () => {
    const el = page.mount({ src: embedUrl('s1'), timezone: 'GMT+09:00', locale: 'de' });
    expect(optionErrors().map((error) => [error.code, error.message])).toEqual([
      [
        'INVALID_PAYLOAD',
        expect.stringContaining(
          'payload.timezone: expected an IANA time zone name such as "Asia/Tokyo", got "GMT+09:00"',
        ),
      ],
    ]);
    page.ready(el);
    expect(page.actions(page.iframe(el))).toEqual([['set-locale', { locale: 'de' }]]);
  });
});
