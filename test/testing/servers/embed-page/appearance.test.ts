// @vitest-environment happy-dom
/** The fake embed page's looks: scheme (auto following the system), theme read tolerantly, locale and time zone. */
import { describe, expect, it } from 'vitest';
import {
  applyLocale,
  applyScheme,
  applyTheme,
  applyTimezone,
  followSystemScheme,
  intlLocaleOf,
  length,
  member,
  text,
} from '../../../../src/testing/servers/embed-page/appearance.js';
import { recordedPage, textOf } from './page-fixture.js';

describe('the fake embed page’s looks', () => {
  it('reads theme values tolerantly: a field of an object only, a length from a number or a string, a non-empty string', () => {
    expect([member({ a: 1 }, 'a'), member('x', 'a'), member(null, 'a')]).toEqual([1, undefined, undefined]);
    expect([length(4), length('1rem'), length(''), length(Number.NaN), length(null)]).toEqual([
      '4px',
      '1rem',
      undefined,
      undefined,
      undefined,
    ]);
    expect([text('red'), text(''), text(3)]).toEqual(['red', undefined, undefined]);
  });

  it('a theme’s absent or null fields fall back to the defaults or are removed', () => {
    recordedPage();
    const style = document.documentElement.style;
    applyTheme({ primaryColor: '#112233', font: 'Inter', chat: { inputColor: 'blue' } });
    expect([
      style.getPropertyValue('--accent'),
      style.getPropertyValue('--font'),
      style.getPropertyValue('--chat-input-color'),
    ]).toEqual(['#112233', 'Inter, system-ui, sans-serif', 'blue']);
    applyTheme({ primaryColor: null });
    expect([
      style.getPropertyValue('--accent'),
      style.getPropertyValue('--radius'),
      style.getPropertyValue('--font'),
    ]).toEqual(['#4f46e5', '10px', '']);
    expect(textOf('theme')).toBe('{"primaryColor":null}');
  });

  it('auto follows the system’s scheme, and changes with it', () => {
    const { page } = recordedPage();
    const query = page.darkQuery as MediaQueryList & { matches: boolean };
    Object.defineProperty(query, 'matches', { value: true, configurable: true });
    followSystemScheme(page);
    applyScheme(page, 'auto');
    expect([textOf('scheme'), textOf('scheme-resolved'), document.documentElement.dataset.scheme]).toEqual([
      'auto',
      'dark',
      'dark',
    ]);
    Object.defineProperty(query, 'matches', { value: false, configurable: true });
    query.dispatchEvent(new Event('change'));
    expect(document.documentElement.dataset.scheme).toBe('light');
  });

  it('a locale as Intl takes it (pt_BR too); en-US for one it cannot take', () => {
    expect([intlLocaleOf('pt_BR'), intlLocaleOf('de-de'), intlLocaleOf('not a locale!')]).toEqual([
      'pt-BR',
      'de-DE',
      'en-US',
    ]);
    const { page } = recordedPage();
    applyLocale(page, 'fr_FR');
    expect([page.state.locale, page.state.intlLocale, textOf('greeting'), document.documentElement.lang]).toEqual([
      'fr_FR',
      'fr-FR',
      'Bonjour',
      'fr-FR',
    ]);
    applyLocale(page, 'xx');
    expect(textOf('greeting')).toBe('Hello');
  });

  it('a time zone shown, and the data’s time in it', () => {
    const { page } = recordedPage();
    applyTimezone(page, 'Asia/Tokyo');
    expect([page.state.timezone, textOf('timezone'), textOf('formatted-date')]).toEqual([
      'Asia/Tokyo',
      'Asia/Tokyo',
      expect.stringMatching(/9:00 PM$/),
    ]);
  });
});
