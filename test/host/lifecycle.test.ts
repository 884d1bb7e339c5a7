// @vitest-environment happy-dom
/**
 * Behaviours 5–8: whenReady and its timeout, waitFor, destroy.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbed, type EmbedController, type EventName, type EventPayloads } from '../../src/index.js';
import { createTestEmbed, type FakeEmbed, type TestEmbed } from '../../src/testing/test-embed.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { allowConsole } from '../support/fail-on-console.js';
import { EMBED_ORIGIN, EMBED_URL, posted, READY } from './harness.js';

/** A trusted ready from the embed, delivered now (on the fake clock: a later task, run at once). */
const ready = (frame: FakeEmbed, payload = READY) => {
  frame.ready(payload);
  vi.advanceTimersByTime(0);
};
/** An event from the embed, delivered now. */
const emit = <N extends EventName>(frame: FakeEmbed, name: N, payload: EventPayloads[N]) => {
  frame.emit(name, payload);
  vi.advanceTimersByTime(0);
};
const make = (extra: { readyTimeoutMs?: number } = {}): TestEmbed => createTestEmbed(extra);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('ready', () => {
  it('whenReady resolves with the ready payload; state and readyPayload follow', async () => {
    const { controller: embed, embed: frame } = make();
    expect(embed.state).toBe('connecting');
    expect(embed.readyPayload).toBeUndefined();
    const waiting = embed.whenReady();
    ready(frame);
    await expect(waiting).resolves.toEqual(READY);
    expect(embed.state).toBe('ready');
    expect(embed.readyPayload).toEqual(READY);
    await expect(embed.whenReady()).resolves.toEqual(READY); // at once when already ready
    embed.destroy();
  });

  it('rejects with READY_TIMEOUT after the default 30 s; stays connecting; a late ready still flushes the queue', async () => {
    const { controller: embed, embed: frame } = make();
    const waiting = embed.whenReady();
    embed.setLocale('de');
    vi.advanceTimersByTime(29_999);
    expect(embed.state).toBe('connecting');
    vi.advanceTimersByTime(1);
    const error = await expectEmbedError(waiting, 'READY_TIMEOUT');
    expect(error.message).toContain('30000 ms');
    expect(embed.state).toBe('connecting');
    await expectEmbedError(embed.whenReady(), 'READY_TIMEOUT');

    ready(frame);
    expect(embed.state).toBe('ready');
    expect(posted(frame.window)).toEqual([['platform:action:set-locale', { locale: 'de' }, EMBED_ORIGIN]]);
    await expect(embed.whenReady()).resolves.toEqual(READY);
    embed.destroy();
  });

  it('honours readyTimeoutMs, and 0 disables the timeout (no timer at all)', async () => {
    const quick = make({ readyTimeoutMs: 50 }).controller;
    const waiting = quick.whenReady();
    vi.advanceTimersByTime(50);
    await expectEmbedError(waiting, 'READY_TIMEOUT');
    quick.destroy();

    const { controller: patient, embed: frame, host } = make({ readyTimeoutMs: 0 });
    expect(host.timerCount).toBe(0);
    let settled = false;
    void patient.whenReady().then(() => (settled = true));
    vi.advanceTimersByTime(10 * 60_000);
    await Promise.resolve();
    expect(settled).toBe(false);
    ready(frame);
    await vi.waitFor(() => expect(settled).toBe(true));
    patient.destroy();
  });

  it('a ready clears the timeout timer', () => {
    const { controller: embed, embed: frame, host } = make();
    expect(host.timerCount).toBe(1);
    ready(frame);
    expect(host.timerCount).toBe(0);
    embed.destroy();
  });
});

describe('waitFor', () => {
  let embed: EmbedController;
  let frame: FakeEmbed;
  let host: TestEmbed['host'];
  beforeEach(() => {
    ({ controller: embed, embed: frame, host } = make({ readyTimeoutMs: 0 }));
  });
  afterEach(() => embed.destroy());

  it('resolves with the next matching payload after the call, by short name or full type', async () => {
    emit(frame, 'navigate', { path: '/before' });
    const short = embed.waitFor('navigate');
    const full = embed.waitFor('platform:event:navigate');
    emit(frame, 'navigate', { path: '/after' });
    await expect(short).resolves.toEqual({ path: '/after' });
    await expect(full).resolves.toEqual({ path: '/after' });
  });

  it('skips payloads the filter refuses', async () => {
    const completed = embed.waitFor('ai-query', { filter: (p) => p.status === 'completed' });
    emit(frame, 'ai-query', { query: 'q', status: 'submitted' });
    emit(frame, 'ai-query', { query: 'q', status: 'completed', chatId: 'c1' });
    await expect(completed).resolves.toEqual({ query: 'q', status: 'completed', chatId: 'c1' });
  });

  it('rejects with the filter’s error as cause when the filter throws', async () => {
    const cause = new Error('bad filter');
    const waiting = embed.waitFor('navigate', {
      filter: () => {
        throw cause;
      },
    });
    emit(frame, 'navigate', { path: '/' });
    const error = await expectEmbedError(waiting, 'INVALID_OPTIONS');
    expect(error.cause).toBe(cause);
  });

  it('has no timeout unless timeoutMs is given; then rejects with TIMEOUT and leaves no timer', async () => {
    const forever = embed.waitFor('download');
    expect(host.timerCount).toBe(0);
    const timed = embed.waitFor('download', { timeoutMs: 1000 });
    expect(host.timerCount).toBe(1);
    vi.advanceTimersByTime(1000);
    const error = await expectEmbedError(timed, 'TIMEOUT');
    expect(error.message).toContain('download');
    expect(host.timerCount).toBe(0);
    emit(frame, 'download', { format: 'png', target: 'dashboard' });
    await expect(forever).resolves.toEqual({ format: 'png', target: 'dashboard' });
  });

  it('a match clears its timer', async () => {
    const timed = embed.waitFor('navigate', { timeoutMs: 1000 });
    emit(frame, 'navigate', { path: '/' });
    await timed;
    expect(host.timerCount).toBe(0);
  });

  it('rejects with ABORTED when the signal aborts, or at once when it already has', async () => {
    const controller = new AbortController();
    const waiting = embed.waitFor('navigate', { signal: controller.signal, timeoutMs: 5000 });
    controller.abort();
    await expectEmbedError(waiting, 'ABORTED');
    expect(host.timerCount).toBe(0);
    await expectEmbedError(embed.waitFor('navigate', { signal: AbortSignal.abort() }), 'ABORTED');
  });

  it('rejects with INVALID_OPTIONS for a name outside the catalog or bad options', async () => {
    await expectEmbedError(embed.waitFor('teleport' as never), 'INVALID_OPTIONS');
    await expectEmbedError(embed.waitFor('navigate', { timeoutMs: -1 }), 'INVALID_OPTIONS');
    await expectEmbedError(embed.waitFor('navigate', { filter: 'yes' as never }), 'INVALID_OPTIONS');
  });

  it('a resolved waitFor stops listening', async () => {
    const waiting = embed.waitFor('navigate');
    emit(frame, 'navigate', { path: '/1' });
    await waiting;
    const filter = vi.fn(() => true);
    const second = embed.waitFor('navigate', { filter });
    emit(frame, 'navigate', { path: '/2' });
    emit(frame, 'navigate', { path: '/3' });
    await second;
    expect(filter).toHaveBeenCalledTimes(1);
  });
});

describe('destroy', () => {
  it('removes the listener and every timer, rejects pending waits with DESTROYED, and is idempotent', async () => {
    const { controller: embed, host } = make();
    const waits = [embed.whenReady(), embed.waitFor('navigate'), embed.waitFor('download', { timeoutMs: 5000 })];
    expect(host.listenerCount).toBe(1);
    expect(host.timerCount).toBe(2);
    embed.destroy();
    expect(host.listenerCount).toBe(0);
    expect(host.timerCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    for (const wait of waits) await expectEmbedError(wait, 'DESTROYED');
    expect(embed.state).toBe('destroyed');
    expect(() => embed.destroy()).not.toThrow();
    expect(embed.state).toBe('destroyed');
  });

  it('after destroy, actions, subscriptions and waits fail with DESTROYED, and no event is handled', async () => {
    const { controller: embed, embed: frame } = make();
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
    await expectEmbedError(embed.whenReady(), 'DESTROYED');
    await expectEmbedError(embed.waitFor('navigate'), 'DESTROYED');
    ready(frame);
    expect(handler).not.toHaveBeenCalled();
    expect(frame.window.posted).toEqual([]);
  });

  it('removes an iframe the SDK created', () => {
    allowConsole(/Iframe page loading is disabled/);
    document.body.innerHTML = '<div id="c"></div>';
    const embed = createTestEmbed({ url: `${EMBED_ORIGIN}/embed`, container: '#c' }).controller;
    expect(document.querySelectorAll('#c iframe')).toHaveLength(1);
    embed.destroy();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('leaves an adopted iframe in place', () => {
    allowConsole(/Iframe page loading is disabled/);
    const iframe = document.createElement('iframe');
    iframe.setAttribute('src', EMBED_URL);
    document.body.append(iframe);
    createTestEmbed({ iframe }).controller.destroy();
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
    const { controller: embed, embed: frame } = make({ readyTimeoutMs: 0 });
    const later = vi.fn();
    embed.on('navigate', () => embed.destroy());
    embed.on('navigate', later);
    embed.on('*', later);
    emit(frame, 'navigate', { path: '/' });
    expect(later).not.toHaveBeenCalled();
    expect(embed.state).toBe('destroyed');
  });
});
