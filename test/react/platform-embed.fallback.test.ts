// @vitest-environment happy-dom
/**
 * `<PlatformEmbed placeholder fallback>`: the placeholder while the embed loads (and on the
 * server), the fallback in place of the container once a load failed, and its `retry`, which
 * reloads. Runs on React 19 and, in the `react-18` project, on React 18.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { EmbedError } from '../../src/index.js';
import { PlatformEmbed, type PlatformEmbedProps } from '../../src/react/index.js';
import { embedUrl, type FakePage, setUpFakePagePerTest } from './fake-page.js';

let page: FakePage;

setUpFakePagePerTest((created) => {
  page = created;
});

const placeholder = h('p', { 'data-testid': 'placeholder' }, 'Loading the report…');
const fallback = (error: EmbedError, retry: () => void) =>
  h('button', { type: 'button', 'data-testid': 'fallback', onClick: retry }, `${error.code}: retry`);

const embed = (props: Omit<PlatformEmbedProps, 'window'>) =>
  h(PlatformEmbed, { window: page.host, className: 'report', placeholder, fallback, ...props });

/** The container div (the one with the report class). */
const containerDiv = (root: HTMLElement) => root.querySelector<HTMLElement>('div.report')!;

/** Lets a session provider's promise chain settle, inside act. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('placeholder', () => {
  it('shows while the embed loads, beside the container with its iframe, and goes on ready', () => {
    const { container } = render(embed({ url: embedUrl('s1') }));
    expect(screen.getByTestId('placeholder').textContent).toBe('Loading the report…');
    expect(containerDiv(container).querySelector('iframe')).toBe(page.iframe());
    expect(containerDiv(container).hidden).toBe(false);
    act(() => page.ready());
    expect(screen.queryByTestId('placeholder')).toBeNull();
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('is what a server render outputs, before the empty container', () => {
    const html = renderToString(embed({ url: embedUrl('s1') }));
    expect(html).toBe('<p data-testid="placeholder">Loading the report…</p><div class="report"></div>');
  });

  it('without placeholder or fallback, the container alone, as before', () => {
    const { container } = render(h(PlatformEmbed, { window: page.host, url: embedUrl('s1') }));
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});

describe('fallback', () => {
  it('replaces the placeholder and hides the container on a failure, with the error', async () => {
    const { container } = render(embed({ url: () => Promise.reject(new Error('no session')) }));
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    await settle();
    expect(screen.getByTestId('fallback').textContent).toBe('SESSION_FAILED: retry');
    expect(screen.queryByTestId('placeholder')).toBeNull();
    expect(containerDiv(container).hidden).toBe(true);
  });

  it('retry reloads: a new session is asked for, the placeholder is back, and ready shows the embed', async () => {
    const provider = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(embedUrl('s2'));
    const { container } = render(embed({ url: provider }));
    await settle();
    act(() => screen.getByTestId('fallback').click());
    expect(provider).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    expect(containerDiv(container).hidden).toBe(false);
    await settle();
    expect(page.iframe().src).toBe(embedUrl('s2'));
    act(() => page.ready());
    expect([screen.queryByTestId('placeholder'), screen.queryByTestId('fallback')]).toEqual([null, null]);
  });

  it('a READY_TIMEOUT shows it too; without a fallback the placeholder goes and the container stays', () => {
    vi.useFakeTimers();
    render(embed({ url: embedUrl('s1'), readyTimeoutMs: 500 }));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByTestId('fallback').textContent).toBe('READY_TIMEOUT: retry');
    cleanup();
    const { container } = render(embed({ url: embedUrl('s1'), readyTimeoutMs: 500, fallback: undefined }));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('placeholder')).toBeNull();
    expect(containerDiv(container).hidden).toBe(false);
  });
});
