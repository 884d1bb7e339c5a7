// @vitest-environment happy-dom
/**
 * `useEmbed` itself: what it returns through the lifecycle (`state`, `readyPayload`,
 * `controller`), the element its `ref` is put on, and the page's own window when no `window`
 * is injected. Runs on React 19 and, in the `react-18` project, on React 18.
 */
import { cleanup, render } from '@testing-library/react';
import { createElement as h, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type UseEmbedOptions, type UseEmbedResult, useEmbed } from '../../src/react/index.js';
import { allowConsole } from '../support/fail-on-console.js';
import { embedUrl, type FakePage, fakePage, READY } from './fake-page.js';

let page: FakePage;

beforeEach(() => {
  allowConsole(/Iframe page loading is disabled/);
  page = fakePage();
});

afterEach(() => {
  cleanup();
});

type Slot = 'none' | 'first' | 'second';

/** What the hook returned at the last render of {@link Host}. */
interface Seen {
  result?: UseEmbedResult;
}

/** Puts the hook's ref on one of two elements (or none), and keeps what the hook returned last. */
function Host({ options, slot, seen }: { options: UseEmbedOptions; slot: Slot; seen: Seen }) {
  const result = useEmbed(options);
  seen.result = result;
  return h(
    'div',
    null,
    h('section', { id: 'first', ref: slot === 'first' ? result.ref : undefined }),
    h('section', { id: 'second', ref: slot === 'second' ? result.ref : undefined }),
  );
}

/** A {@link Host} on the fake page: the element to render for some options and slot, and the hook's last result. */
function harness() {
  const seen: Seen = {};
  const element = (options: Omit<UseEmbedOptions, 'window'>, slot: Slot) => h(Host, { options: { window: page.host, ...options }, slot, seen });
  const last = () => {
    if (!seen.result) throw new Error('not rendered');
    return seen.result;
  };
  return { element, last };
}

/** The hook on the page's own window (no `window` option). */
function OwnWindow() {
  const { ref } = useEmbed({ url: embedUrl('s1'), colorScheme: 'dark' });
  return h('div', { ref });
}

describe('what useEmbed returns', () => {
  it('idle without an element; connecting once mounted; ready with the payload; connecting again on a reload, keeping the payload', () => {
    const { element, last } = harness();
    const { rerender } = render(element({ url: embedUrl('s1') }, 'none'));
    expect(last()).toMatchObject({ state: 'idle', controller: undefined, readyPayload: undefined });
    expect(page.iframes()).toHaveLength(0);
    expect(page.host.listenerCount).toBe(0);

    rerender(element({ url: embedUrl('s1') }, 'first'));
    const controller = last().controller!;
    expect(controller.iframe.parentElement?.id).toBe('first');
    expect(last()).toMatchObject({ state: 'connecting', readyPayload: undefined });

    page.ready({ publicId: 'one' });
    expect(last()).toMatchObject({ state: 'ready', controller, readyPayload: { ...READY, publicId: 'one' } });

    rerender(element({ url: embedUrl('s2') }, 'first'));
    expect(last()).toMatchObject({ state: 'connecting', controller, readyPayload: { publicId: 'one' } });
    page.ready({ publicId: 'two' });
    expect(last()).toMatchObject({ state: 'ready', controller, readyPayload: { publicId: 'two' } });
  });

  it('a new origin gives a new controller, connecting, with no payload of the old one', () => {
    const { element, last } = harness();
    const { rerender } = render(element({ url: embedUrl('s1') }, 'first'));
    page.ready();
    const first = last().controller!;
    rerender(element({ url: embedUrl('s1', 'https://eu.tenant.example.com') }, 'first'));
    expect(last().controller).not.toBe(first);
    expect(last()).toMatchObject({ state: 'connecting', readyPayload: undefined });
  });
});

describe('the element', () => {
  it('moving the ref to another element re-creates the iframe there; removing it destroys the controller', () => {
    const { element, last } = harness();
    const { rerender } = render(element({ url: embedUrl('s1') }, 'first'));
    const first = last().controller!;
    rerender(element({ url: embedUrl('s1') }, 'second'));
    const second = last().controller!;
    expect(first.state).toBe('destroyed');
    expect(second.iframe.parentElement?.id).toBe('second');
    expect(page.iframes()).toEqual([second.iframe]);
    expect(page.host.listenerCount).toBe(1);

    rerender(element({ url: embedUrl('s1') }, 'none'));
    expect(second.state).toBe('destroyed');
    expect(last()).toMatchObject({ state: 'idle', controller: undefined });
    expect(page.iframes()).toHaveLength(0);
    expect(page.host.listenerCount).toBe(0);
    expect(page.host.timerCount).toBe(0);
  });
});

describe("the page's own window", () => {
  it('under StrictMode, one message listener on window while mounted, none after', () => {
    const active = new Set<unknown>();
    const add = vi.spyOn(window, 'addEventListener').mockImplementation(function (this: Window, type: string, listener: unknown) {
      if (type === 'message') active.add(listener);
    } as typeof window.addEventListener);
    const remove = vi.spyOn(window, 'removeEventListener').mockImplementation(function (this: Window, type: string, listener: unknown) {
      if (type === 'message') active.delete(listener);
    } as typeof window.removeEventListener);
    const { unmount } = render(h(StrictMode, null, h(OwnWindow)));
    expect(add).toHaveBeenCalled();
    expect(active.size).toBe(1);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    unmount();
    expect(remove).toHaveBeenCalled();
    expect(active.size).toBe(0);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});
