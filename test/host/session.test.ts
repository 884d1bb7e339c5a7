// @vitest-environment happy-dom
/**
 * Session providers (signed embedding): `url` as a function asked for a fresh URL for every
 * load — the first (a lazy frame's when it nears the viewport), every reload() without a URL —
 * with the trusted origin from the first URL, SESSION_FAILED for every way a provider can
 * fail, onFailure, and the warning for reloading a signed session without a provider.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbed, type EmbedError, type EmbedSessionContext } from '../../src/index.js';
import { createTestEmbed, TEST_EMBED_ORIGIN } from '../../src/testing/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { allowConsole } from '../support/fail-on-console.js';

const ORIGIN = TEST_EMBED_ORIGIN;
const sessionUrl = (id: string) => `${ORIGIN}/embed/dashboard/abc?session=${id}`;

/** A provider answering `session=s1`, `s2`… in turn, recording each call's signal. */
function sessions() {
  const signals: AbortSignal[] = [];
  const provider = vi.fn(({ signal }: EmbedSessionContext) => {
    signals.push(signal);
    return sessionUrl(`s${signals.length}`);
  });
  return { provider, signals };
}

/** A provider whose answers the test gives: `answer(n, value)` settles the n-th call. */
function deferredProvider() {
  const calls: Array<{ signal: AbortSignal; resolve: (url: string | URL) => void; reject: (error: unknown) => void }> =
    [];
  const provider = vi.fn(
    ({ signal }: EmbedSessionContext) =>
      new Promise<string | URL>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { provider, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a session provider as url', () => {
  it('is asked for the first load; the trusted origin comes from its first URL', async () => {
    const { provider } = sessions();
    const { controller, embed } = createTestEmbed({ url: provider });
    expect(controller.origin).toBe(''); // nothing trusted before the first URL
    expect(controller.iframe.getAttribute('src')).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(provider).toHaveBeenCalledTimes(1);
    expect(controller.iframe.src).toBe(sessionUrl('s1'));
    expect(controller.origin).toBe(ORIGIN);
    embed.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.state).toBe('ready');
    controller.destroy();
  });

  it('queues actions while it is asked, and sends them once ready', async () => {
    const { provider, calls } = deferredProvider();
    const { controller, embed } = createTestEmbed({ url: provider });
    controller.setLocale('de-DE');
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve(new URL(sessionUrl('s1')));
    await vi.advanceTimersByTimeAsync(0);
    embed.ready();
    await vi.advanceTimersByTimeAsync(1); // ready, then the flushed queue, each on a later task
    expect((await embed.waitForAction('set-locale')).payload).toEqual({ locale: 'de-DE' });
    controller.destroy();
  });

  it('is asked again for every reload() without a URL; the settings are replayed to the new session', async () => {
    const { provider } = sessions();
    const { controller, embed } = createTestEmbed({ url: provider });
    await vi.advanceTimersByTimeAsync(0);
    embed.ready();
    await vi.advanceTimersByTimeAsync(0);
    controller.setColorScheme('dark');
    await vi.advanceTimersByTimeAsync(1);
    controller.reload();
    expect(controller.state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(provider).toHaveBeenCalledTimes(2);
    expect(controller.iframe.src).toBe(sessionUrl('s2'));
    await embed.waitForAction('set-color-scheme');
    embed.ready();
    await vi.advanceTimersByTimeAsync(1);
    expect((await embed.waitForAction('set-color-scheme')).payload).toEqual({ scheme: 'dark' });
    // reload(url) still loads the URL given, without asking.
    controller.reload(sessionUrl('mine'));
    expect(controller.iframe.src).toBe(sessionUrl('mine'));
    expect(provider).toHaveBeenCalledTimes(2);
    controller.destroy();
  });

  it('a new controller (a re-create) asks again', async () => {
    const { provider } = sessions();
    createTestEmbed({ url: provider }).controller.destroy();
    const { controller } = createTestEmbed({ url: provider });
    await vi.advanceTimersByTimeAsync(0);
    expect(provider).toHaveBeenCalledTimes(2);
    expect(controller.iframe.src).toBe(sessionUrl('s2'));
    controller.destroy();
  });

  it('arms the ready timeout when the URL is loaded, not while the provider works', async () => {
    const { provider, calls } = deferredProvider();
    const { controller, embed } = createTestEmbed({ url: provider, readyTimeoutMs: 1000 });
    const ready = controller.whenReady();
    await vi.advanceTimersByTimeAsync(900);
    calls[0]!.resolve(sessionUrl('s1'));
    await vi.advanceTimersByTimeAsync(900); // 1,800 ms since creation, 900 since the load
    embed.ready();
    await vi.advanceTimersByTimeAsync(0);
    await expect(ready).resolves.toMatchObject({ mode: 'signed' });
    controller.destroy();
  });

  it('with an origin option, that is the trusted origin from the start', async () => {
    const { provider } = sessions();
    const { controller } = createTestEmbed({ url: provider, origin: ORIGIN });
    expect(controller.origin).toBe(ORIGIN);
    controller.destroy();
  });

  it('an adopted iframe with a src keeps it; the provider is asked on reload()', async () => {
    const iframe = document.createElement('iframe');
    allowConsole(/Iframe page loading is disabled/);
    iframe.src = sessionUrl('given');
    const { provider } = sessions();
    const { controller } = createTestEmbed({ iframe, url: provider });
    await vi.advanceTimersByTimeAsync(0);
    expect(provider).not.toHaveBeenCalled();
    expect(controller.origin).toBe(ORIGIN);
    controller.reload();
    await vi.advanceTimersByTimeAsync(0);
    expect(iframe.src).toBe(sessionUrl('s1'));
    controller.destroy();
  });
});

describe('SESSION_FAILED', () => {
  const failures: Array<[string, () => unknown, RegExp, boolean]> = [
    [
      'a provider that throws',
      () => {
        throw new TypeError('no cookie');
      },
      /^session provider: "TypeError: no cookie"$/,
      true,
    ],
    [
      'a provider that rejects',
      () => Promise.reject(new Error('HTTP 500')),
      /^session provider: "Error: HTTP 500"$/,
      true,
    ],
    [
      'a relative URL',
      () => '/embed/dashboard/abc?session=s1',
      /^session provider: url: expected an absolute http\(s\) URL, got "\/embed\/dashboard\/abc"/,
      true,
    ],
    [
      'a javascript: URL',
      () => 'javascript:alert(1)',
      /^session provider: url: expected an absolute http\(s\) URL/,
      true,
    ],
    ['nothing', () => undefined, /^session provider: url: expected an absolute http\(s\) URL, got undefined$/, true],
    [
      'a URL of another origin',
      () => 'https://evil.example/embed/dashboard/abc?session=s1',
      /^session provider: a URL of https:\/\/evil\.example, not of the trusted origin https:\/\/tenant\.example\.com$/,
      false,
    ],
  ];

  for (const [name, provider, message, hasCause] of failures) {
    it(`${name}: whenReady rejects, onFailure hears it, nothing is loaded; reload() tries again`, async () => {
      const onFailure = vi.fn();
      let answer = provider;
      const { controller, embed } = createTestEmbed({ url: () => answer() as string, origin: ORIGIN, onFailure });
      const ready = expectEmbedError(controller.whenReady(), 'SESSION_FAILED');
      await vi.advanceTimersByTimeAsync(0);
      const error = await ready;
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain('session=s1'); // the session id is a secret of sorts
      expect(error.cause !== undefined).toBe(hasCause);
      expect(onFailure).toHaveBeenCalledExactlyOnceWith(error);
      expect(controller.iframe.getAttribute('src')).toBeNull();
      expect(controller.state).toBe('connecting');
      expect(await expectEmbedError(controller.whenReady(), 'SESSION_FAILED')).toBe(error); // until the next load

      answer = () => sessionUrl('good');
      controller.reload();
      const again = controller.whenReady();
      await vi.advanceTimersByTimeAsync(0);
      expect(controller.iframe.src).toBe(sessionUrl('good'));
      embed.ready();
      await vi.advanceTimersByTimeAsync(0);
      await expect(again).resolves.toMatchObject({ mode: 'signed' });
      controller.destroy();
    });
  }

  it('a provider that throws keeps its error as the cause', async () => {
    const thrown = new Error('offline');
    const { controller } = createTestEmbed({
      url: () => {
        throw thrown;
      },
    });
    const error = await expectEmbedError(controller.whenReady(), 'SESSION_FAILED');
    expect(error.cause).toBe(thrown);
    controller.destroy();
  });

  it('a provider slower than readyTimeoutMs: its signal aborts, its late answer is dropped', async () => {
    const { provider, calls } = deferredProvider();
    const onFailure = vi.fn();
    const { controller } = createTestEmbed({ url: provider, readyTimeoutMs: 500, onFailure });
    const ready = expectEmbedError(controller.whenReady(), 'SESSION_FAILED');
    await vi.advanceTimersByTimeAsync(499);
    expect(calls[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await ready;
    expect(error.message).toBe('session provider: no URL within 500 ms (readyTimeoutMs)');
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[0]!.signal.reason).toBe(error);
    calls[0]!.resolve(sessionUrl('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.iframe.getAttribute('src')).toBeNull();
    expect(onFailure).toHaveBeenCalledTimes(1);
    controller.destroy();
  });

  it('readyTimeoutMs 0: the provider has all the time it needs', async () => {
    const { provider, calls } = deferredProvider();
    const { controller } = createTestEmbed({ url: provider, readyTimeoutMs: 0 });
    await vi.advanceTimersByTimeAsync(600_000);
    calls[0]!.resolve(sessionUrl('s1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.iframe.src).toBe(sessionUrl('s1'));
    controller.destroy();
  });

  it('a later URL of another origin than the first fails; the frame keeps the first', async () => {
    let next = sessionUrl('s1');
    const { controller, embed } = createTestEmbed({ url: () => next });
    await vi.advanceTimersByTimeAsync(0);
    embed.ready();
    await vi.advanceTimersByTimeAsync(0);
    next = 'https://other.example/embed/dashboard/abc?session=s2';
    controller.reload();
    await vi.advanceTimersByTimeAsync(0);
    await expectEmbedError(controller.whenReady(), 'SESSION_FAILED');
    expect(controller.iframe.src).toBe(sessionUrl('s1'));
    expect(controller.origin).toBe(ORIGIN);
    controller.destroy();
  });

  it('destroy() aborts a pending call and drops its answer; a newer reload() supersedes an older call', async () => {
    const { provider, calls } = deferredProvider();
    const onFailure = vi.fn();
    const { controller } = createTestEmbed({ url: provider, onFailure });
    await vi.advanceTimersByTimeAsync(0);
    controller.reload();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve(sessionUrl('old'));
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.iframe.getAttribute('src')).toBeNull();

    const ready = expectEmbedError(controller.whenReady(), 'DESTROYED');
    controller.destroy();
    expect(calls[1]!.signal.aborted).toBe(true);
    calls[1]!.reject(new Error('too late'));
    await ready;
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailure).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('onFailure hears READY_TIMEOUT too; one that throws stops nothing', async () => {
    const errors: EmbedError[] = [];
    const { controller } = createTestEmbed({
      readyTimeoutMs: 100,
      onFailure: (error) => {
        errors.push(error);
        throw new Error('handler bug');
      },
    });
    const ready = expectEmbedError(controller.whenReady(), 'READY_TIMEOUT');
    // The handler's error is re-thrown on a task of its own, which the fake clock runs here.
    vi.advanceTimersByTime(100);
    expect(() => vi.advanceTimersByTime(1)).toThrow('handler bug');
    const error = await ready;
    expect(errors).toEqual([error]);
    controller.destroy();
  });

  it('onFailure must be a function', () => {
    expectEmbedError(() => createTestEmbed({ onFailure: 'log' as never }), 'INVALID_OPTIONS');
  });

  it('a provider and neither origin nor a frame to load: container required as for a URL', () => {
    expectEmbedError(() => createEmbed({ container: document.body } as never), 'INVALID_OPTIONS');
  });
});

describe('lazy frames', () => {
  /** A fake IntersectionObserver on the page's window: the test says when the frame nears the viewport. */
  function fakeObserver() {
    const observers: Array<{
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
      targets: Element[];
      disconnected: boolean;
    }> = [];
    class FakeIntersectionObserver {
      private readonly record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, targets: [], disconnected: false };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const view = document.defaultView as unknown as Record<string, unknown>;
    const before = view.IntersectionObserver;
    view.IntersectionObserver = FakeIntersectionObserver;
    const near = (isIntersecting: boolean) => {
      for (const record of observers) {
        if (!record.disconnected) {
          record.callback(
            record.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            record as unknown as IntersectionObserver,
          );
        }
      }
    };
    return { observers, near, restore: () => (view.IntersectionObserver = before) };
  }

  it('asks the provider only when the frame nears the viewport, once', async () => {
    allowConsole(/Iframe page loading is disabled/);
    const observer = fakeObserver();
    try {
      const { provider } = sessions();
      const container = document.body.appendChild(document.createElement('div'));
      const { controller, embed } = createTestEmbed({
        url: provider,
        container,
        loading: 'lazy',
        readyTimeoutMs: 1000,
      });
      const ready = controller.whenReady();
      await vi.advanceTimersByTimeAsync(60_000); // far below the fold for a minute: no session made, no timeout
      expect(provider).not.toHaveBeenCalled();
      expect(controller.iframe.getAttribute('loading')).toBe('lazy');
      expect(observer.observers[0]!.targets).toEqual([controller.iframe]);
      expect(observer.observers[0]!.options?.rootMargin).toMatch(/px$/);
      observer.near(false);
      expect(provider).not.toHaveBeenCalled();
      observer.near(true);
      observer.near(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(provider).toHaveBeenCalledTimes(1);
      expect(observer.observers[0]!.disconnected).toBe(true);
      expect(controller.iframe.src).toBe(sessionUrl('s1'));
      embed.ready();
      await vi.advanceTimersByTimeAsync(0);
      await expect(ready).resolves.toMatchObject({ mode: 'signed' });
      controller.destroy();
    } finally {
      observer.restore();
    }
  });

  it('destroy() before the frame nears the viewport stops watching; the provider is never asked', () => {
    allowConsole(/Iframe page loading is disabled/);
    const observer = fakeObserver();
    try {
      const { provider } = sessions();
      const { controller } = createTestEmbed({ url: provider, container: document.body, loading: 'lazy' });
      controller.destroy();
      expect(observer.observers[0]!.disconnected).toBe(true);
      observer.near(true);
      expect(provider).not.toHaveBeenCalled();
    } finally {
      observer.restore();
    }
  });

  it('without IntersectionObserver, asks at once', async () => {
    const view = document.defaultView as unknown as Record<string, unknown>;
    const before = view.IntersectionObserver;
    view.IntersectionObserver = undefined;
    allowConsole(/Iframe page loading is disabled/);
    try {
      const { provider } = sessions();
      const { controller } = createTestEmbed({ url: provider, container: document.body, loading: 'lazy' });
      await vi.advanceTimersByTimeAsync(0);
      expect(provider).toHaveBeenCalledTimes(1);
      controller.destroy();
    } finally {
      view.IntersectionObserver = before;
    }
  });
});

describe('reloading a signed session without a provider', () => {
  it('warns once (console and debug): a session is redeemed once', async () => {
    allowConsole(/reload\(\) of a signed session/);
    const debug = vi.fn();
    const { controller, embed } = createTestEmbed({ url: sessionUrl('s1'), debug });
    embed.ready({ mode: 'signed' });
    await vi.advanceTimersByTimeAsync(0);
    controller.reload();
    controller.reload();
    expect(vi.mocked(console.warn)).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.warn).mock.calls[0]![0])).toMatch(/session provider/);
    expect(debug.mock.calls.filter(([line]) => /reload\(\) of a signed session/.test(line))).toHaveLength(2);
    controller.destroy();
  });

  it('says nothing for a private embed, a reload to a new URL, or with a provider', async () => {
    const { controller, embed } = createTestEmbed({ url: sessionUrl('s1') });
    embed.ready({ mode: 'private' });
    await vi.advanceTimersByTimeAsync(0);
    controller.reload();
    embed.ready({ mode: 'signed' });
    await vi.advanceTimersByTimeAsync(0);
    controller.reload(sessionUrl('s2'));
    const signed = createTestEmbed({ url: sessions().provider });
    await vi.advanceTimersByTimeAsync(0);
    signed.embed.ready({ mode: 'signed' });
    await vi.advanceTimersByTimeAsync(0);
    signed.controller.reload();
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
    controller.destroy();
    signed.controller.destroy();
  });
});
