// @vitest-environment happy-dom
/**
 * The attributes of `<platform-embed>`: which it observes, which set a setting, and the
 * `createEmbed` options the others give — only those present, a whole-number attribute as a
 * number, anything else passed on as it is for `createEmbed` to refuse with the value.
 */
import { describe, expect, it } from 'vitest';
import { attributeOptions, OBSERVED_ATTRIBUTES, SETTING_ATTRIBUTES } from '../../src/element/attributes.js';

/** An element with `attributes`. */
function element(attributes: Record<string, string>): Element {
  const made = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

describe('attributeOptions', () => {
  it('gives no option for absent attributes', () => {
    expect(attributeOptions(element({}))).toEqual({});
    expect(attributeOptions(element({ src: 'https://embed.example.com/', 'color-scheme': 'dark' }))).toEqual({});
  });

  it('gives each present attribute’s option, the counts as numbers', () => {
    expect(
      attributeOptions(
        element({
          origin: 'https://embed.example.com',
          title: 'Sales',
          'ready-timeout': '5000',
          'max-queued-actions': ' 12 ',
          loading: 'lazy',
        }),
      ),
    ).toEqual({
      origin: 'https://embed.example.com',
      title: 'Sales',
      readyTimeoutMs: 5000,
      maxQueuedActions: 12,
      loading: 'lazy',
    });
  });

  it('passes a count that is not a whole number on as text, for createEmbed to refuse with the value', () => {
    expect(attributeOptions(element({ 'ready-timeout': 'soon', 'max-queued-actions': '1.5' }))).toEqual({
      readyTimeoutMs: 'soon',
      maxQueuedActions: '1.5',
    });
    expect(attributeOptions(element({ 'ready-timeout': '-1' }))).toEqual({ readyTimeoutMs: '-1' });
    expect(attributeOptions(element({ title: '' }))).toEqual({ title: '' });
  });
});

describe('the attributes followed', () => {
  it('color-scheme, locale and timezone set settings', () => {
    expect(SETTING_ATTRIBUTES).toEqual({ 'color-scheme': 'colorScheme', locale: 'locale', timezone: 'timezone' });
  });

  it('observes src, session-endpoint, the settings’ and the options’ attributes, each once', () => {
    expect([...OBSERVED_ATTRIBUTES].sort()).toEqual([
      'color-scheme',
      'loading',
      'locale',
      'max-queued-actions',
      'origin',
      'ready-timeout',
      'session-endpoint',
      'src',
      'timezone',
      'title',
    ]);
  });
});
