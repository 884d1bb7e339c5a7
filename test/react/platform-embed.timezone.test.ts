// @vitest-environment happy-dom
/**
 * `<PlatformEmbed timezone>` (the reference's seventh action, `set-timezone`): a setting like
 * `locale`, sent once the embed is ready and again only when its value changes.
 */
import { render } from '@testing-library/react';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { PlatformEmbed, type PlatformEmbedProps } from '../../src/react/index.js';
import { embedUrl, type FakePage, setUpFakePagePerTest } from './fake-page.js';

let page: FakePage;

setUpFakePagePerTest((created) => {
  page = created;
});

function mount(props: Omit<PlatformEmbedProps, 'window'>) {
  const result = render(h(PlatformEmbed, { window: page.host, ...props }));
  return (next: Omit<PlatformEmbedProps, 'window'>) =>
    result.rerender(h(PlatformEmbed, { window: page.host, ...next }));
}

describe('the timezone prop', () => {
  it('is sent once the embed is ready, after the locale', () => {
    mount({ url: embedUrl('s1'), locale: 'ja-JP', timezone: 'Asia/Tokyo' });
    expect(page.actions()).toEqual([]);
    page.ready();
    expect(page.actions()).toEqual([
      ['set-locale', { locale: 'ja-JP' }],
      ['set-timezone', { timezone: 'Asia/Tokyo' }],
    ]);
  });

  it('is sent again when it changes, and not for the same value or when left out', () => {
    const update = mount({ url: embedUrl('s1'), timezone: 'UTC' });
    page.ready();
    update({ url: embedUrl('s1'), timezone: 'UTC' });
    update({ url: embedUrl('s1'), timezone: 'Etc/GMT+5' });
    update({ url: embedUrl('s1') });
    expect(page.actions()).toEqual([
      ['set-timezone', { timezone: 'UTC' }],
      ['set-timezone', { timezone: 'Etc/GMT+5' }],
    ]);
  });
});
