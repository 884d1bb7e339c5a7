// @vitest-environment happy-dom
/**
 * Behaviours 5–8: whenReady and its timeout, waitFor, destroy.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbed, EmbedError, type EmbedController } from '../../src/index.js';
import { allowConsole } from '../support/fail-on-console.js';
import { EMBED_ORIGIN, eventData, FakeHostWindow, fakeEmbedWindow, fakeIframe, posted, READY, type FakeEmbedWindow } from './harness.js';

let host: FakeHostWindow;
let embedWin: FakeEmbedWindow;
const from = () => ({ origin: EMBED_ORIGIN, source: embedWin });
const ready = (payload = READY) => host.deliver(eventData('ready', payload), from());
const make = (extra: { readyTimeoutMs?: number } = {}) => createEmbed({ iframe: fakeIframe(embedWin), window: host, ...extra });

async function rejection(promise: Promise<unknown>): Promise<EmbedError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EmbedError);
  return error as EmbedError;
}

beforeEach(() => {
  vi.useFakeTimers();
  host = new FakeHostWindow();
  embedWin = fakeEmbedWindow();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('ready', () => {
  it('whenReady resolves with the ready payload; state and readyPayload follow', async () => {
    const embed = make();
    expect(embed.state).toBe('connecting');
    expect(embed.readyPayload).toBeUndefined();
    const waiting = embed.whenReady();
    ready();
    await expect(waiting).resolves.toEqual(READY);
    expect(embed.state).toBe('ready');
    expect(embed.readyPayload).toEqual(READY);
    await expect(embed.whenReady()).resolves.toEqual(READY); // at once when already ready
    embed.destroy();
  });

  it('rejects with READY_TIMEOUT after the default 30 s; stays connecting; a late ready still flushes the queue', async () => {
    const embed = make();
    const waiting = embed.whenReady();
    embed.setLocale('de');
    vi.advanceTimersByTime(29_999);
    expect(embed.state).toBe('connecting');
    vi.advanceTimersByTime(1);
    const error = await rejection(waiting);
    expect(error.code).toBe('READY_TIMEOUT');
    expect(error.message).toContain('30000 ms');
    expect(embed.state).toBe('connecting');
    expect((await rejection(embed.whenReady())).code).toBe('READY_TIMEOUT');

    ready();
    expect(embed.state).toBe('ready');
    expect(posted(embedWin)).toEqual([['platform:action:set-locale', { locale: 'de' }, EMBED_ORIGIN]]);
    await expect(embed.whenReady()).resolves.toEqual(READY);
    embed.destroy();
  });

  it('honours readyTimeoutMs, and 0 disables the timeout (no timer at all)', async () => {
    const quick = make({ readyTimeoutMs: 50 });
    const waiting = quick.whenReady();
    vi.advanceTimersByTime(50);
    expect((await rejection(waiting)).code).toBe('READY_TIMEOUT');
    quick.destroy();

    const patient = make({ readyTimeoutMs: 0 });
    expect(host.timers.size).toBe(0);
    let settled = false;
    void patient.whenReady().then(() => (settled = true));
    vi.advanceTimersByTime(10 * 60_000);
    await Promise.resolve();
    expect(settled).toBe(false);
    ready();
    await vi.waitFor(() => expect(settled).toBe(true));
    patient.destroy();
  });

  it('a ready clears the timeout timer', () => {
    const embed = make();
    expect(host.timers.size).toBe(1);
    ready();
    expect(host.timers.size).toBe(0);
    embed.destroy();
  });
});

describe('waitFor', () => {
  let embed: EmbedController;
  beforeEach(() => {
    embed = make({ readyTimeoutMs: 0 });
  });
  afterEach(() => embed.destroy());

  it('resolves with the next matching payload after the call, by short name or full type', async () => {
    host.deliver(eventData('navigate', { path: '/before' }), from());
    const short = embed.waitFor('navigate');
    const full = embed.waitFor('platform:event:navigate');
    host.deliver(eventData('navigate', { path: '/after' }), from());
    await expect(short).resolves.toEqual({ path: '/after' });
    await expect(full).resolves.toEqual({ path: '/after' });
  });

  it('skips payloads the filter refuses', async () => {
    const completed = embed.waitFor('ai-query', { filter: (p) => p.status === 'completed' });
    host.deliver(eventData('ai-query', { query: 'q', status: 'submitted' }), from());
    host.deliver(eventData('ai-query', { query: 'q', status: 'completed', chatId: 'c1' }), from());
    await expect(completed).resolves.toEqual({ query: 'q', status: 'completed', chatId: 'c1' });
  });

  it('rejects with the filter’s error as cause when the filter throws', async () => {
    const cause = new Error('bad filter');
    const waiting = embed.waitFor('navigate', {
      filter: () => {
        throw cause;
      },
    });
    host.deliver(eventData('navigate', { path: '/' }), from());
    const error = await rejection(waiting);
    expect(error.cause).toBe(cause);
  });

  it('has no timeout unless timeoutMs is given; then rejects with TIMEOUT and leaves no timer', async () => {
    const forever = embed.waitFor('download');
    expect(host.timers.size).toBe(0);
    const timed = embed.waitFor('download', { timeoutMs: 1000 });
    expect(host.timers.size).toBe(1);
    vi.advanceTimersByTime(1000);
    const error = await rejection(timed);
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toContain('download');
    expect(host.timers.size).toBe(0);
    host.deliver(eventData('download', { format: 'png', target: 'dashboard' }), from());
    await expect(forever).resolves.toEqual({ format: 'png', target: 'dashboard' });
  });

  it('a match clears its timer', async () => {
    const timed = embed.waitFor('navigate', { timeoutMs: 1000 });
    host.deliver(eventData('navigate', { path: '/' }), from());
    await timed;
    expect(host.timers.size).toBe(0);
  });

  it('rejects with ABORTED when the signal aborts, or at once when it already has', async () => {
    const controller = new AbortController();
    const waiting = embed.waitFor('navigate', { signal: controller.signal, timeoutMs: 5000 });
    controller.abort();
    expect((await rejection(waiting)).code).toBe('ABORTED');
    expect(host.timers.size).toBe(0);
    expect((await rejection(embed.waitFor('navigate', { signal: AbortSignal.abort() }))).code).toBe('ABORTED');
  });

  it('rejects with INVALID_OPTIONS for a name outside the catalog or bad options', async () => {
    expect((await rejection(embed.waitFor('teleport' as never))).code).toBe('INVALID_OPTIONS');
    expect((await rejection(embed.waitFor('navigate', { timeoutMs: -1 }))).code).toBe('INVALID_OPTIONS');
    expect((await rejection(embed.waitFor('navigate', { filter: 'yes' as never }))).code).toBe('INVALID_OPTIONS');
  });

  it('a resolved waitFor stops listening', async () => {
    const waiting = embed.waitFor('navigate');
    host.deliver(eventData('navigate', { path: '/1' }), from());
    await waiting;
    const filter = vi.fn(() => true);
    const second = embed.waitFor('navigate', { filter });
    host.deliver(eventData('navigate', { path: '/2' }), from());
    host.deliver(eventData('navigate', { path: '/3' }), from());
    await second;
    expect(filter).toHaveBeenCalledTimes(1);
  });
});

describe('destroy', () => {
  it('removes the listener and every timer, rejects pending waits with DESTROYED, and is idempotent', async () => {
    const embed = make();
    const waits = [embed.whenReady(), embed.waitFor('navigate'), embed.waitFor('download', { timeoutMs: 5000 })];
    expect(host.listeners.size).toBe(1);
    expect(host.timers.size).toBe(2);
    embed.destroy();
    expect(host.listeners.size).toBe(0);
    expect(host.timers.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    for (const wait of waits) expect((await rejection(wait)).code).toBe('DESTROYED');
    expect(embed.state).toBe('destroyed');
    expect(() => embed.destroy()).not.toThrow();
    expect(embed.state).toBe('destroyed');
  });

  it('after destroy, actions, subscriptions and waits fail with DESTROYED, and no event is handled', async () => {
    const embed = make();
    const handler = vi.fn();
    embed.on('*', handler);
    embed.refresh(); // queued, then dropped by destroy
    embed.destroy();
    for (const act of [
      () => embed.refresh(),
      () => embed.setColorScheme('dark'),
      () => embed.setTheme({}),
      () => embed.setLocale('de'),
      () => embed.setFilter('f_a.b=1'),
      () => embed.setFilter({ view: 'a', dimension: 'b', value: 1 }),
      () => embed.navigate('/'),
      () => embed.send('refresh', {}),
      () => embed.on('ready', () => undefined),
      () => embed.once('*', () => undefined),
    ]) {
      expect(act).toThrow(expect.objectContaining({ code: 'DESTROYED' }));
    }
    expect((await rejection(embed.whenReady())).code).toBe('DESTROYED');
    expect((await rejection(embed.waitFor('navigate'))).code).toBe('DESTROYED');
    ready();
    expect(handler).not.toHaveBeenCalled();
    expect(embedWin.postMessage).not.toHaveBeenCalled();
  });

  it('removes an iframe the SDK created', () => {
    allowConsole(/Iframe page loading is disabled/);
    document.body.innerHTML = '<div id="c"></div>';
    const embed = createEmbed({ url: `${EMBED_ORIGIN}/embed`, container: '#c', window: host });
    expect(document.querySelectorAll('#c iframe')).toHaveLength(1);
    embed.destroy();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('leaves an adopted iframe in place', () => {
    allowConsole(/Iframe page loading is disabled/);
    const iframe = fakeIframe(embedWin);
    document.body.append(iframe);
    createEmbed({ iframe, window: host }).destroy();
    expect(iframe.isConnected).toBe(true);
  });

  it('listens on the window of the iframe by default and cleans it up (real happy-dom window)', () => {
    allowConsole(/Iframe page loading is disabled/);
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    document.body.innerHTML = '<div id="c"></div>';
    const embed = createEmbed({ url: `${EMBED_ORIGIN}/embed`, container: '#c' });
    const added = add.mock.calls.filter(([type]) => type === 'message');
    expect(added).toHaveLength(1);
    embed.destroy();
    expect(remove.mock.calls.filter(([type]) => type === 'message').map(([, l]) => l)).toEqual([added[0]![1]]);
  });
});

describe('destroy inside a handler', () => {
  it('stops the handlers after it for the same event', () => {
    const embed = make({ readyTimeoutMs: 0 });
    const later = vi.fn();
    embed.on('navigate', () => embed.destroy());
    embed.on('navigate', later);
    embed.on('*', later);
    host.deliver(eventData('navigate', { path: '/' }), from());
    expect(later).not.toHaveBeenCalled();
    expect(embed.state).toBe('destroyed');
  });
});
