/**
 * createTestEmbed: the real controller and a fake embed that behaves as a browser delivers —
 * on a later task, to the exact origin only, validated.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvalidMessageInfo } from '../../src/index.js';
import { createActionMessage, createEventMessage } from '../../src/protocol/index.js';
import { FakeIframe } from '../../src/testing/fake-iframe.js';
import { FakeWindow } from '../../src/testing/fake-window.js';
import { createTestEmbed, TEST_EMBED_ORIGIN } from '../../src/testing/test-embed.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { nextTask } from '../support/next-task.js';

const embeds: Array<ReturnType<typeof createTestEmbed>> = [];
function make(...args: Parameters<typeof createTestEmbed>) {
  const made = createTestEmbed(...args);
  embeds.push(made);
  return made;
}

afterEach(() => {
  for (const { controller } of embeds.splice(0)) controller.destroy();
  vi.useRealTimers();
});

describe('defaults', () => {
  it('a controller on an adopted fake iframe loading the default URL, trusting the default origin', () => {
    const { controller, embed, host } = make();
    expect(controller.origin).toBe(TEST_EMBED_ORIGIN);
    expect(TEST_EMBED_ORIGIN).toBe('https://tenant.example.com');
    expect(controller.iframe).toBeInstanceOf(FakeIframe);
    expect(controller.iframe.getAttribute('src')).toBe('https://tenant.example.com/embed/dashboard/test');
    expect(controller.iframe.contentWindow).toBe(embed.window);
    expect(controller.state).toBe('connecting');
    expect(embed.origin).toBe(TEST_EMBED_ORIGIN);
    expect(embed.surface).toBe('dashboard');
    expect(embed.actions).toEqual([]);
    expect(host.listenerCount).toBe(1);
    expect(embed.window).toBeInstanceOf(FakeWindow);
    expect(embed.window.parent).toBe(host);
    expect(embed.otherWindow).not.toBe(embed.window);
  });

  it('ready() sends the default payload, merged with the argument', async () => {
    const first = make();
    first.embed.ready();
    await expect(first.controller.whenReady()).resolves.toEqual({
      embedTenant: 'acme',
      deploymentId: 1,
      mode: 'signed',
      surface: 'dashboard',
    });

    const second = make({ surface: 'chat' });
    second.embed.ready({ deploymentId: 42, publicId: 'p-1', embedTenant: null });
    await expect(second.controller.whenReady()).resolves.toEqual({
      embedTenant: null,
      deploymentId: 42,
      mode: 'signed',
      surface: 'chat',
      publicId: 'p-1',
    });
  });

  it('stamps events with its surface', async () => {
    const { controller, embed } = make({ surface: 'app' });
    const seen = controller.waitFor('navigate');
    const messages: unknown[] = [];
    controller.on('*', (message) => messages.push(message));
    embed.emit('navigate', { path: '/x' });
    await expect(seen).resolves.toEqual({ path: '/x' });
    expect(messages).toEqual([expect.objectContaining({ type: 'platform:event:navigate', surface: 'app' })]);
  });

  it('takes its origin from url, or from origin (normalised), the url then defaulting to that origin', () => {
    expect(make({ url: 'https://bi.acme.com/embed/x' }).embed.origin).toBe('https://bi.acme.com');
    const custom = make({ origin: 'HTTPS://BI.Acme.com:443' });
    expect(custom.embed.origin).toBe('https://bi.acme.com');
    expect(custom.controller.iframe.getAttribute('src')).toBe('https://bi.acme.com/embed/dashboard/test');
    const both = make({ url: 'https://tenant.example.com/embed/x', origin: 'https://bi.acme.com' });
    expect(both.controller.origin).toBe('https://bi.acme.com');
    expect(both.embed.origin).toBe('https://bi.acme.com');
  });

  it('passes the other options to createEmbed', async () => {
    vi.useFakeTimers();
    const { controller } = make({ readyTimeoutMs: 100, maxQueuedActions: 1, title: 'Sales' });
    expect(controller.iframe.title).toBe('Sales');
    controller.refresh();
    expectEmbedError(() => controller.refresh(), 'QUEUE_FULL');
    const waiting = controller.whenReady();
    vi.advanceTimersByTime(100);
    await expectEmbedError(waiting, 'READY_TIMEOUT');
  });
});

describe('delivery on a later task, as in a browser', () => {
  it('ready and events reach the controller only after the current task', async () => {
    const { controller, embed } = make();
    const handler = vi.fn();
    controller.on('*', handler);
    embed.ready();
    embed.emit('navigate', { path: '/a' });
    expect(controller.state).toBe('connecting');
    expect(handler).not.toHaveBeenCalled();
    await Promise.resolve(); // not a microtask either
    expect(handler).not.toHaveBeenCalled();
    await nextTask();
    expect(controller.state).toBe('ready');
    expect(handler.mock.calls.map(([message]) => message.type)).toEqual([
      'platform:event:ready',
      'platform:event:navigate',
    ]);
  });

  it('actions reach the embed a task after they are posted', async () => {
    const { controller, embed } = make();
    embed.ready();
    await controller.whenReady();
    controller.setLocale('de-DE');
    expect(embed.window.posted).toHaveLength(1);
    expect(embed.actions).toEqual([]);
    await nextTask();
    expect(embed.actions).toEqual(
      [createActionMessage('set-locale', { locale: 'de-DE' })].map((m) => ({ ...m, timestamp: expect.any(Number) })),
    );
  });

  it('runs on fake timers: advancing the clock delivers', () => {
    vi.useFakeTimers();
    const { controller, embed } = make();
    controller.refresh();
    embed.ready();
    expect(controller.state).toBe('connecting');
    vi.advanceTimersByTime(0);
    expect(controller.state).toBe('ready');
    expect(embed.actions).toEqual([]); // the queued action was posted on ready: it arrives a task later
    // A timer set during a timer task runs 1 ms later at the earliest on the fake clock.
    vi.advanceTimersByTime(1);
    expect(embed.actions.map((action) => action.type)).toEqual(['platform:action:refresh']);
  });

  it('delivers a copy of what was posted, as a structured clone', async () => {
    const { controller, embed } = make();
    embed.ready();
    await controller.whenReady();
    controller.setTheme({ primaryColor: '#111', nested: { a: 1 } });
    const posted = embed.window.posted[0]!.message as { payload: { nested: { a: number } } };
    posted.payload.nested.a = 2; // the sender changes its object after posting
    const action = await embed.waitForAction('set-theme');
    expect(action.payload).toEqual({ primaryColor: '#111', nested: { a: 1 } });
  });

  it('an event payload the catalog refuses throws at once and sends nothing', async () => {
    const { controller, embed } = make();
    const handler = vi.fn();
    controller.on('*', handler);
    expectEmbedError(() => embed.emit('download', { format: 'gif' as never, target: 'dashboard' }), 'INVALID_PAYLOAD');
    expectEmbedError(() => embed.ready({ mode: 'public' as never }), 'INVALID_PAYLOAD');
    expectEmbedError(() => embed.ready('acme' as never), 'INVALID_OPTIONS');
    await nextTask();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('what reaches the embed: the exact origin only, validated', () => {
  it('records an action posted to its exact origin, and drops any other targetOrigin as a browser does', async () => {
    const { embed } = make();
    const action = createActionMessage('refresh', {});
    embed.window.postMessage(action, '*');
    embed.window.postMessage(action, 'https://evil.example');
    embed.window.postMessage(action, 'https://tenant.example.com/');
    embed.window.postMessage(action, 'http://tenant.example.com');
    embed.window.postMessage(action, TEST_EMBED_ORIGIN);
    await nextTask();
    expect(embed.actions).toEqual([action]);
    expect(embed.window.posted.map(({ targetOrigin }) => targetOrigin)).toEqual([
      '*',
      'https://evil.example',
      'https://tenant.example.com/',
      'http://tenant.example.com',
      TEST_EMBED_ORIGIN,
    ]);
  });

  it('an action that does not parse is an error of the delivery task, not a silent drop', () => {
    vi.useFakeTimers();
    const { embed } = make();
    embed.window.postMessage(
      { source: 'platform-embed', direction: 'action', type: 'platform:action:refresh' },
      TEST_EMBED_ORIGIN,
    );
    expect(() => vi.runOnlyPendingTimers()).toThrow(/received an action that does not parse \(invalid-envelope\)/);
    expect(embed.actions).toEqual([]);
  });

  it('the queue flushes to the embed in call order', async () => {
    const { controller, embed } = make();
    controller.setColorScheme('dark');
    controller.navigate('/a');
    controller.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] });
    embed.ready();
    await controller.whenReady();
    await nextTask();
    expect(embed.actions.map(({ type, payload }) => [type, payload])).toEqual([
      ['platform:action:set-color-scheme', { scheme: 'dark' }],
      ['platform:action:navigate', { path: '/a' }],
      ['platform:action:set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
    ]);
  });
});

describe('waitForAction', () => {
  it('resolves with an action that arrives later', async () => {
    const { controller, embed } = make();
    const waiting = embed.waitForAction('set-color-scheme');
    embed.ready();
    await controller.whenReady();
    controller.setColorScheme('light');
    const action = await waiting;
    expect(action).toEqual({
      ...createActionMessage('set-color-scheme', { scheme: 'light' }),
      timestamp: expect.any(Number),
    });
    expect(action.payload.scheme).toBe('light');
  });

  it('resolves with one that already arrived', async () => {
    const { controller, embed } = make();
    controller.navigate('/x');
    embed.ready();
    await controller.whenReady();
    await nextTask();
    expect(embed.actions).toHaveLength(1);
    await expect(embed.waitForAction('navigate')).resolves.toMatchObject({ payload: { path: '/x' } });
  });

  it('each call takes the earliest action of its name that no earlier call took', async () => {
    const { controller, embed } = make();
    const early = embed.waitForAction('navigate');
    controller.navigate('/1');
    controller.refresh();
    controller.navigate('/2');
    controller.navigate('/3');
    embed.ready();
    await controller.whenReady();
    await nextTask();
    const second = embed.waitForAction('navigate');
    const third = embed.waitForAction('navigate');
    const fourth = embed.waitForAction('navigate');
    expect((await early).payload).toEqual({ path: '/1' });
    expect((await second).payload).toEqual({ path: '/2' });
    expect((await third).payload).toEqual({ path: '/3' });
    let settled = false;
    void fourth.then(() => (settled = true));
    await nextTask();
    expect(settled).toBe(false);
    controller.navigate('/4');
    expect((await fourth).payload).toEqual({ path: '/4' });
    await expect(embed.waitForAction('refresh')).resolves.toMatchObject({ type: 'platform:action:refresh' });
  });

  it('rejects with INVALID_OPTIONS for a name outside the catalog', async () => {
    const { embed } = make();
    const error = await expectEmbedError(embed.waitForAction('reload' as never), 'INVALID_OPTIONS');
    expect(error.message).toBe(
      'action: expected one of set-color-scheme, set-theme, set-locale, set-filter, navigate, refresh, set-timezone, got "reload"',
    );
    await expectEmbedError(embed.waitForAction('platform:action:refresh' as never), 'INVALID_OPTIONS');
  });
});

describe('post: raw messages for negative tests', () => {
  const ready = () =>
    createEventMessage(
      'ready',
      { embedTenant: 'acme', deploymentId: 1, mode: 'signed', surface: 'dashboard' },
      'dashboard',
    );

  function watched(options: Parameters<typeof createTestEmbed>[0] = {}) {
    const invalid: InvalidMessageInfo[] = [];
    const made = make({ ...options, onInvalidMessage: (info) => invalid.push(info) });
    const handler = vi.fn();
    made.controller.on('*', handler);
    return { ...made, invalid, handler };
  }

  it('from the embed (the default): delivered as given, on a later task', async () => {
    const { controller, embed, handler } = watched();
    embed.post(ready());
    expect(handler).not.toHaveBeenCalled();
    await nextTask();
    expect(controller.state).toBe('ready');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('from another origin: reaches no handler and is reported as untrusted-origin', async () => {
    const { controller, embed, handler, invalid } = watched();
    const forged = ready();
    embed.post(forged, { origin: 'https://evil.example' });
    await nextTask();
    expect(handler).not.toHaveBeenCalled();
    expect(controller.state).toBe('connecting');
    expect(invalid).toEqual([
      { reason: 'untrusted-origin', detail: expect.stringContaining('https://evil.example'), data: forged },
    ]);
    expect(invalid[0]!.data).toBe(forged); // raw: delivered as given, not copied
  });

  it('from another window of the right origin: reaches no handler and is reported as untrusted-window', async () => {
    const { controller, embed, handler, invalid } = watched();
    embed.post(ready(), { source: 'other' });
    await nextTask();
    expect(handler).not.toHaveBeenCalled();
    expect(controller.state).toBe('connecting');
    expect(invalid.map((info) => info.reason)).toEqual(['untrusted-window']);
  });

  it('malformed data from the embed is reported with its reason; unrelated traffic from elsewhere is not', async () => {
    const { embed, handler, invalid } = watched();
    embed.post('junk');
    embed.post({ type: 'webpackOk' }, { origin: 'https://host.example', source: 'other' });
    await nextTask();
    expect(handler).not.toHaveBeenCalled();
    expect(invalid).toEqual([{ reason: 'not-an-object', detail: expect.any(String), data: 'junk' }]);
  });

  it('refuses a sender that is not as documented', () => {
    const { embed } = make();
    expectEmbedError(() => embed.post(1, { source: 'parent' as never }), 'INVALID_OPTIONS');
    expectEmbedError(() => embed.post(1, { origin: 42 as never }), 'INVALID_OPTIONS');
    expectEmbedError(() => embed.post(1, 'embed' as never), 'INVALID_OPTIONS');
  });
});

describe('clean-up', () => {
  it('after destroy: no listener, no timer, waits rejected; later messages reach nothing', async () => {
    vi.useFakeTimers();
    const { controller, embed, host } = make();
    const waits = [controller.whenReady(), controller.waitFor('download', { timeoutMs: 5000 })];
    expect(host.listenerCount).toBe(1);
    expect(host.timerCount).toBe(2); // the ready timeout and the waitFor timeout
    controller.destroy();
    expect(host.listenerCount).toBe(0);
    expect(host.timerCount).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    for (const wait of waits) await expectEmbedError(wait, 'DESTROYED');
    embed.ready();
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(controller.state).toBe('destroyed');
  });

  it('a ready clears the ready timeout', async () => {
    const { controller, embed, host } = make();
    expect(host.timerCount).toBe(1);
    embed.ready();
    await controller.whenReady();
    expect(host.timerCount).toBe(0);
  });
});

describe('options', () => {
  it.each<[string, unknown, RegExp]>([
    ['not an object', 'tenant', /^options: expected an object, got "tenant"$/],
    ['null', null, /^options: expected an object, got null$/],
    [
      'a surface outside the catalog',
      { surface: 'widget' },
      /^surface: expected one of dashboard, app, chat, got "widget"$/,
    ],
    [
      'a window of its own',
      { window: new FakeWindow() },
      /^window: expected none: createTestEmbed listens on its own fake window \(returned as host\), got an object$/,
    ],
    ['origin "*"', { origin: '*' }, /^origin: expected an http\(s\) URL, got "\*"$/],
    ['origin with a path', { origin: 'https://tenant.example.com/embed' }, /^origin: expected an origin such as/],
    ['an ftp url', { url: 'ftp://tenant.example.com/embed' }, /^url: expected /],
    ['a bad readyTimeoutMs (createEmbed says so)', { readyTimeoutMs: -1 }, /^readyTimeoutMs: expected /],
  ])('refuses %s with INVALID_OPTIONS', (_label, options, message) => {
    const error = expectEmbedError(() => createTestEmbed(options as never), 'INVALID_OPTIONS');
    expect(error.message).toMatch(message);
  });

  it('reads own properties only: a polluted Object.prototype changes nothing', async () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.window = {};
    proto.surface = 'widget';
    proto.origin = 'https://evil.example';
    try {
      const { controller, embed } = make({});
      expect(embed.surface).toBe('dashboard');
      expect(controller.origin).toBe(TEST_EMBED_ORIGIN);
    } finally {
      delete proto.window;
      delete proto.surface;
      delete proto.origin;
    }
  });
});
