// @vitest-environment happy-dom
/**
 * `useEmbed` itself: what it returns through the lifecycle (`state`, `readyPayload`,
 * `controller`, `error`), the element its `ref` is put on, a session provider as `url`, the
 * failures of a load, and the page's own window when no `window` is injected. Runs on React 19
 * and, in the `react-18` project, on React 18.
 */
import { act, render } from '@testing-library/react';
import { createElement as h, StrictMode, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EmbedError, EmbedSessionContext } from '../../src/index.js';
import { type UseEmbedOptions, type UseEmbedResult, useEmbed } from '../../src/react/index.js';
import { EMBED_ORIGIN, embedUrl, type FakePage, OTHER_ORIGIN, READY, setUpFakePagePerTest } from './fake-page.js';

let page: FakePage;

setUpFakePagePerTest((created) => {
  page = created;
});

/** Lets every pending promise settle (a session provider's answer reaching the iframe), inside `act`. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * Session providers named `name`, each new function recording its calls in one list: the name
 * of the provider called, and its signal. Answers `embedUrl('<name>-<call number>')`.
 */
function providers(origin = EMBED_ORIGIN) {
  const calls: Array<{ name: string; signal: AbortSignal }> = [];
  const provider =
    (name: string) =>
    ({ signal }: EmbedSessionContext) => {
      calls.push({ name, signal });
      return embedUrl(`${name}-${calls.length}`, origin);
    };
  return { provider, calls, names: () => calls.map(({ name }) => name) };
}

/** A session provider whose calls wait for the test: `calls[n].resolve(url)` answers the n-th. */
function deferredProvider() {
  const calls: Array<{ signal: AbortSignal; resolve: (url: string) => void; reject: (error: unknown) => void }> = [];
  const provider = vi.fn(
    ({ signal }: EmbedSessionContext) =>
      new Promise<string>((resolve, reject) => void calls.push({ signal, resolve, reject })),
  );
  return { provider, calls };
}

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
  const element = (options: Omit<UseEmbedOptions, 'window'>, slot: Slot) =>
    h(Host, { options: { window: page.host, ...options }, slot, seen });
  const last = () => {
    if (!seen.result) throw new Error('not rendered');
    return seen.result;
  };
  return { element, last };
}

/** Counts the mounts of its effect: under StrictMode, two. */
function MountCounter({ mounts }: { mounts: { count: number } }) {
  useEffect(() => {
    mounts.count += 1;
  }, [mounts]);
  return null;
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
    const add = vi.spyOn(window, 'addEventListener').mockImplementation(function (
      this: Window,
      type: string,
      listener: unknown,
    ) {
      if (type === 'message') active.add(listener);
    } as typeof window.addEventListener);
    const remove = vi.spyOn(window, 'removeEventListener').mockImplementation(function (
      this: Window,
      type: string,
      listener: unknown,
    ) {
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

describe('state follows the controller', () => {
  it("the app's own controller.reload() takes the state back to connecting, and the next ready to ready", () => {
    const { element, last } = harness();
    render(element({ url: embedUrl('s1') }, 'first'));
    const controller = last().controller!;
    page.ready();
    expect(last().state).toBe('ready');

    act(() => controller.reload(embedUrl('s2')));
    expect(last()).toMatchObject({ state: 'connecting', controller, readyPayload: READY });
    expect(page.iframe().getAttribute('src')).toBe(embedUrl('s2'));
    page.ready({ publicId: 'two' });
    expect(last()).toMatchObject({ state: 'ready', readyPayload: { publicId: 'two' } });
  });

  it('a reload the controller refuses changes nothing', () => {
    const { element, last } = harness();
    render(element({ url: embedUrl('s1') }, 'first'));
    const controller = last().controller!;
    page.ready();
    expect(() => act(() => controller.reload(embedUrl('s2', OTHER_ORIGIN)))).toThrow(/trusted origin/);
    expect(last().state).toBe('ready');
  });
});

describe('a session provider as url', () => {
  it('is called once on mount; new arrow functions on later renders re-create and call nothing; controller.reload() calls the latest', async () => {
    const { provider, names } = providers();
    const { element, last } = harness();
    const { rerender } = render(element({ url: provider('first') }, 'first'));
    await settle();
    expect(names()).toEqual(['first']);
    const controller = last().controller!;
    const iframe = page.iframe();
    expect(iframe.getAttribute('src')).toBe(embedUrl('first-1'));
    expect(controller.origin).toBe(EMBED_ORIGIN);

    for (const name of ['second', 'third', 'latest']) rerender(element({ url: provider(name) }, 'first'));
    await settle();
    expect(names()).toEqual(['first']);
    expect(last().controller).toBe(controller);
    expect(page.iframes()).toEqual([iframe]);

    page.ready();
    expect(last().state).toBe('ready');
    act(() => controller.reload());
    expect(last().state).toBe('connecting');
    await settle();
    expect(names()).toEqual(['first', 'latest']);
    expect(iframe.getAttribute('src')).toBe(embedUrl('latest-2'));
    page.ready();
    expect(last().state).toBe('ready');
  });

  it('switching between a URL and a provider re-creates; so does a new origin with a provider, but not a new provider', async () => {
    const { provider, names } = providers();
    const { element, last } = harness();
    const { rerender } = render(element({ url: embedUrl('s1') }, 'first'));
    const byUrl = last().controller!;

    rerender(element({ url: provider('a') }, 'first'));
    await settle();
    const byProvider = last().controller!;
    expect(byUrl.state).toBe('destroyed');
    expect(byProvider).not.toBe(byUrl);
    expect(page.iframe().getAttribute('src')).toBe(embedUrl('a-1'));

    rerender(element({ url: provider('b'), origin: EMBED_ORIGIN }, 'first'));
    await settle();
    const withOrigin = last().controller!;
    expect(byProvider.state).toBe('destroyed');
    expect(names()).toEqual(['a', 'b']);

    rerender(element({ url: provider('c'), origin: `${EMBED_ORIGIN}/` }, 'first'));
    await settle();
    expect(last().controller).toBe(withOrigin);
    expect(names()).toEqual(['a', 'b']);

    rerender(element({ url: embedUrl('s2'), origin: EMBED_ORIGIN }, 'first'));
    expect(withOrigin.state).toBe('destroyed');
    expect(page.iframe().getAttribute('src')).toBe(embedUrl('s2'));
    expect(page.iframes()).toHaveLength(1);
    expect(page.host.listenerCount).toBe(1);
  });

  it('a pending call is aborted when the hook re-creates or unmounts, and its late answer loads nothing', async () => {
    const { provider, calls } = deferredProvider();
    const { element, last } = harness();
    const { rerender, unmount } = render(element({ url: provider, origin: EMBED_ORIGIN }, 'first'));
    await settle();
    expect(calls).toHaveLength(1);

    rerender(element({ url: provider, origin: OTHER_ORIGIN }, 'first'));
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve(embedUrl('late'));
    await settle();
    expect(page.iframe().getAttribute('src')).toBeNull();
    expect(last()).toMatchObject({ state: 'connecting', error: undefined });

    unmount();
    expect(calls[1]!.signal.aborted).toBe(true);
    calls[1]!.resolve(embedUrl('late', OTHER_ORIGIN));
    await settle();
    expect(page.iframes()).toHaveLength(0);
    expect(page.host.timerCount).toBe(0);
  });

  it('under StrictMode (mount, unmount, mount): one iframe, and the provider called once', async () => {
    const created = vi.spyOn(document, 'createElement');
    const { provider, calls } = providers();
    const { element, last } = harness();
    const mounts = { count: 0 };
    render(h(StrictMode, null, element({ url: provider('only') }, 'first'), h(MountCounter, { mounts })));
    await settle();
    // StrictMode ran the effects twice, but then the element was not there yet: the ref gives it
    // to the next commit, whose effect runs once. One iframe made, one session asked for.
    expect(mounts.count).toBe(2);
    expect(created.mock.calls.filter(([tag]) => tag === 'iframe')).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(page.iframes()).toEqual([last().controller!.iframe]);
    expect(page.iframe().getAttribute('src')).toBe(embedUrl('only-1'));
    expect(page.host.listenerCount).toBe(1);
    page.ready();
    expect(last().state).toBe('ready');
  });
});

describe('failures', () => {
  it('SESSION_FAILED: onFailure of the latest render and error; a reload clears the error, the next ready keeps it clear', async () => {
    const offline = new Error('offline');
    let fail = true;
    const url = () => (fail ? Promise.reject(offline) : embedUrl('s2'));
    const first = vi.fn();
    const latest = vi.fn();
    const { element, last } = harness();
    const { rerender } = render(element({ url, onFailure: first }, 'first'));
    rerender(element({ url, onFailure: latest }, 'first'));
    await settle();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    const error = latest.mock.calls[0]![0] as EmbedError;
    expect([error.code, error.cause]).toEqual(['SESSION_FAILED', offline]);
    expect(last()).toMatchObject({ state: 'connecting', error });
    await expect(last().controller!.whenReady()).rejects.toBe(error);

    fail = false;
    act(() => last().controller!.reload());
    expect(last()).toMatchObject({ state: 'connecting', error: undefined });
    await settle();
    page.ready();
    expect(last()).toMatchObject({ state: 'ready', error: undefined });
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('READY_TIMEOUT: onFailure and error, cleared by the ready that comes late', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onFailure = vi.fn();
    const { element, last } = harness();
    render(element({ url: embedUrl('s1'), readyTimeoutMs: 1000, onFailure }, 'first'));
    act(() => vi.advanceTimersByTime(999));
    expect(last().error).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(onFailure).toHaveBeenCalledTimes(1);
    const error = onFailure.mock.calls[0]![0] as EmbedError;
    expect(error.code).toBe('READY_TIMEOUT');
    expect(error.message).toContain('within 1000 ms');
    expect(last()).toMatchObject({ state: 'connecting', error });

    page.ready();
    expect(last()).toMatchObject({ state: 'ready', error: undefined });
  });

  it('SESSION_FAILED from the embed (a fatal error event before ready): onFailure and error at once, no READY_TIMEOUT after', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onFailure = vi.fn();
    const { element, last } = harness();
    render(element({ url: embedUrl('used'), onFailure }, 'first'));
    act(() =>
      page.emit('error', {
        message: 'The embed session cannot be used: expired',
        name: 'EmbedSessionError',
        context: 'session',
        fatal: true,
      }),
    );
    expect(onFailure).toHaveBeenCalledTimes(1);
    const error = onFailure.mock.calls[0]![0] as EmbedError;
    expect([error.code, error.message]).toEqual([
      'SESSION_FAILED',
      `The embed at ${EMBED_ORIGIN} refused its session: The embed session cannot be used: expired`,
    ]);
    expect(last()).toMatchObject({ state: 'connecting', error });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('a new controller starts with no error, and the old one reports nothing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onFailure = vi.fn();
    const { element, last } = harness();
    const { rerender } = render(element({ url: embedUrl('s1'), readyTimeoutMs: 1000, onFailure }, 'first'));
    act(() => vi.advanceTimersByTime(1000));
    expect(last().error?.code).toBe('READY_TIMEOUT');
    rerender(element({ url: embedUrl('s1', OTHER_ORIGIN), readyTimeoutMs: 1000, onFailure }, 'first'));
    expect(last()).toMatchObject({ state: 'connecting', error: undefined });
    expect(onFailure).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(last().error?.message).toContain(OTHER_ORIGIN);
  });
});
