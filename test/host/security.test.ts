// @vitest-environment happy-dom
/**
 * The controller against hostile input and misuse (API "Host", behaviours 9–18), each test
 * failing without the rule it checks: replay stays with its tenant; URLs are absolute; user
 * callbacks are isolated; options are own properties; sibling embeds raise no false alarm;
 * unsubscribe during dispatch; numbers and signals are checked; reload(); a READY_TIMEOUT that
 * says why; created iframe defaults.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbed, EMBED_ERROR_CODES, type EmbedController, type EventPayloads } from '../../src/index.js';
import { createEventMessage } from '../../src/protocol/index.js';
import { createTestEmbed, FakeIframe, FakeWindow, TEST_EMBED_ORIGIN } from '../../src/testing/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { allowConsole } from '../support/fail-on-console.js';
import { nextTask } from '../support/next-task.js';

const ORIGIN = TEST_EMBED_ORIGIN;
const typesAfter = (actions: readonly { type: string }[], from: number) =>
  actions.slice(from).map((action) => action.type.replace('platform:action:', ''));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('replay stays with its tenant (behaviour 17)', () => {
  async function readyWithSettings(options = {}) {
    const test = createTestEmbed(options);
    test.embed.ready({ embedTenant: 'acme', deploymentId: 7 });
    await test.controller.whenReady();
    test.controller.setTheme({ primaryColor: '#ff0066' });
    test.controller.setFilter({ view: 'accounts', dimension: 'id', value: 'CONFIDENTIAL-42' });
    await test.embed.waitForAction('set-filter');
    return { ...test, sent: test.embed.actions.length };
  }

  it('a later ready of the same tenant gets the settings again (the embed reloaded itself)', async () => {
    const { controller, embed, sent } = await readyWithSettings();
    embed.ready({ embedTenant: 'acme', deploymentId: 7 });
    await controller.waitFor('ready');
    controller.refresh();
    await embed.waitForAction('refresh');
    expect(typesAfter(embed.actions, sent)).toEqual(['set-theme', 'set-filter', 'refresh']);
  });

  it.each([
    ['another tenant', { embedTenant: 'evil', deploymentId: 7 }],
    ['another deployment', { embedTenant: 'acme', deploymentId: 8 }],
    ['no tenant', { embedTenant: null, deploymentId: null }],
  ])('a later ready of %s gets no replay, is still delivered, and debug says why', async (_label, tenant) => {
    const lines: string[] = [];
    const { controller, embed, sent } = await readyWithSettings({ debug: (line: string) => lines.push(line) });
    const handler = vi.fn();
    controller.on('ready', handler);
    embed.ready(tenant);
    await controller.waitFor('ready');
    controller.refresh(); // a marker: everything posted before it has arrived when it has
    await embed.waitForAction('refresh');
    expect(typesAfter(embed.actions, sent)).toEqual(['refresh']);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining(tenant), expect.anything());
    expect(controller.readyPayload).toMatchObject(tenant);
    expect(lines.some((line) => /replayed nothing: the embed changed tenant/.test(line))).toBe(true);
  });

  it('the new tenant reloading itself later still gets nothing of the old tenant’s settings and filters', async () => {
    const { controller, embed, sent } = await readyWithSettings();
    const evil = { embedTenant: 'evil', deploymentId: 7 };
    embed.ready(evil);
    await controller.waitFor('ready');
    embed.ready(evil);
    await controller.waitFor('ready');
    controller.refresh();
    await embed.waitForAction('refresh');
    expect(typesAfter(embed.actions, sent)).toEqual(['refresh']);
  });

  it('after reload(), the next ready of any tenant gets the replay', async () => {
    const { controller, embed, sent } = await readyWithSettings();
    controller.reload(`${ORIGIN}/embed/dashboard/test?session=fresh`);
    embed.ready({ embedTenant: 'other', deploymentId: 9 });
    await controller.whenReady();
    controller.refresh();
    await embed.waitForAction('refresh');
    expect(typesAfter(embed.actions, sent)).toEqual(['set-theme', 'set-filter', 'refresh']);
  });
});

describe('url must be absolute http(s) (behaviour 9)', () => {
  it.each([
    [
      'tenant.example.com/embed/x',
      /^url: expected an absolute http\(s\) URL, got "tenant\.example\.com\/embed\/x": did you mean "https:\/\/tenant\.example\.com\/embed\/x"\?$/,
    ],
    ['/embed/x', /a relative URL is never resolved against the page$/],
    ['//tenant.example.com/embed/x', /^url: expected an absolute http\(s\) URL/],
  ])('createEmbed refuses %j with INVALID_OPTIONS, creating nothing', (url, message) => {
    const container = document.createElement('div');
    document.body.append(container);
    const error = expectEmbedError(() => createEmbed({ url, container }), 'INVALID_OPTIONS');
    expect(error.message).toMatch(message);
    expect(container.children).toHaveLength(0);
  });

  it('an adopted iframe given a scheme-less url is refused too', () => {
    expectEmbedError(
      () => createEmbed({ iframe: document.createElement('iframe'), url: 'tenant.example.com/embed/x' }),
      'INVALID_OPTIONS',
    );
  });
});

/** Runs fake timers until none is left, collecting what they throw (errors re-thrown by callUserCallback). */
function runTimersCollectingErrors(): unknown[] {
  const errors: unknown[] = [];
  for (let round = 0; round < 100 && vi.getTimerCount() > 0; round++) {
    try {
      vi.runOnlyPendingTimers();
    } catch (error) {
      errors.push(error);
    }
  }
  expect(vi.getTimerCount()).toBe(0);
  expect(errors.length).toBeGreaterThan(0);
  return errors;
}

describe('every user callback is isolated (behaviour 13)', () => {
  it('a debug sink that throws on every line stops nothing: every queued action arrives, ready handlers run, whenReady resolves', async () => {
    vi.useFakeTimers();
    const { controller, embed } = createTestEmbed({
      debug: () => {
        throw new Error('debug broke');
      },
    });
    controller.setLocale('de');
    controller.setColorScheme('dark');
    controller.refresh();
    const onReady = vi.fn();
    controller.on('ready', onReady);
    const ready = controller.whenReady();
    embed.ready();
    // Delivers ready, the flushed actions, and the sink's errors, re-thrown on later tasks.
    expect(runTimersCollectingErrors().every((error) => (error as Error).message === 'debug broke')).toBe(true);
    await expect(ready).resolves.toMatchObject({ embedTenant: 'acme' });
    expect(controller.state).toBe('ready');
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(typesAfter(embed.actions, 0)).toEqual(['set-locale', 'set-color-scheme', 'refresh']);
    controller.destroy();
  });

  it('an onInvalidMessage that throws stops nothing either', () => {
    vi.useFakeTimers();
    const { controller, embed } = createTestEmbed({
      onInvalidMessage: () => {
        throw new Error('reporter broke');
      },
    });
    const onView = vi.fn();
    controller.on('view', onView);
    embed.post('junk');
    embed.emit('view', { surface: 'dashboard', path: '/a' });
    expect(runTimersCollectingErrors().map((error) => (error as Error).message)).toEqual(['reporter broke']);
    expect(onView).toHaveBeenCalledTimes(1);
  });
});

describe('options are read as own properties (behaviour 15)', () => {
  const POLLUTION: Record<string, unknown> = {
    origin: 'https://evil.example',
    url: 'https://evil.example/x',
    readyTimeoutMs: 1,
    maxQueuedActions: 0,
    timeoutMs: 1,
    surface: 'chat',
    hostOrigin: 'https://evil.example',
    loading: 'bogus',
  };

  function polluted(run: () => void, extra: Record<string, unknown> = {}) {
    const proto = Object.prototype as Record<string, unknown>;
    const keys = Object.keys({ ...POLLUTION, ...extra });
    Object.assign(proto, POLLUTION, extra);
    try {
      run();
    } finally {
      for (const key of keys) delete proto[key];
    }
  }

  it('a polluted Object.prototype changes nothing createEmbed decides', () => {
    vi.useFakeTimers();
    const reports: unknown[] = [];
    const lines: unknown[] = [];
    let embed: EmbedController | undefined;
    const host = new FakeWindow();
    polluted(
      () => {
        embed = createEmbed({
          iframe: new FakeIframe({ src: `${ORIGIN}/embed/x` }) as unknown as HTMLIFrameElement,
          window: host,
        });
        embed.setLocale('de'); // maxQueuedActions would be 0
      },
      { debug: (line: unknown) => lines.push(line), onInvalidMessage: (info: unknown) => reports.push(info) },
    );
    expect(embed!.origin).toBe(ORIGIN);
    vi.advanceTimersByTime(29_999); // readyTimeoutMs would be 1
    expect(host.timerCount).toBe(1);
    host.deliver('junk', { origin: ORIGIN, source: null });
    expect(reports).toEqual([]);
    expect(lines).toEqual([]);
    embed!.destroy();
  });

  it('a polluted Object.prototype changes nothing waitFor decides', async () => {
    vi.useFakeTimers();
    const { controller, embed } = createTestEmbed();
    let waiting: Promise<unknown> | undefined;
    polluted(
      () => {
        waiting = controller.waitFor('view', {});
      },
      { signal: { aborted: true }, filter: () => false },
    );
    vi.advanceTimersByTime(10); // timeoutMs would be 1
    embed.emit('view', { surface: 'dashboard', path: '/a' });
    await vi.runAllTimersAsync();
    await expect(waiting).resolves.toEqual({ surface: 'dashboard', path: '/a' });
  });
});

describe('sibling embeds (behaviour 12)', () => {
  function page() {
    const host = new FakeWindow();
    const frame = (origin: string) => {
      const win = new FakeWindow({ parent: host });
      return {
        win,
        iframe: new FakeIframe({ src: `${origin}/embed/x`, contentWindow: win }) as unknown as HTMLIFrameElement,
      };
    };
    const make = (origin: string) => {
      const { win, iframe } = frame(origin);
      const reports: string[] = [];
      const events: string[] = [];
      const controller = createEmbed({ iframe, window: host, onInvalidMessage: ({ reason }) => reports.push(reason) });
      controller.on('view', ({ path }) => events.push(path));
      return { win, controller, reports, events, origin };
    };
    return { host, frame, make };
  }
  const view = (path: string) => createEventMessage('view', { surface: 'dashboard', path }, 'dashboard');

  it.each([
    ['of one origin', 'https://tenant.example.com'],
    ['of two origins', 'https://other.example.com'],
  ])(
    'two live embeds %s: no false report, and each handler sees only its own embed’s events',
    (_label, secondOrigin) => {
      const { host, make } = page();
      const a = make(ORIGIN);
      const b = make(secondOrigin);
      host.deliver(view('/a'), { origin: a.origin, source: a.win });
      host.deliver(view('/b'), { origin: b.origin, source: b.win });
      expect(a.events).toEqual(['/a']);
      expect(b.events).toEqual(['/b']);
      expect(a.reports).toEqual([]);
      expect(b.reports).toEqual([]);
      a.controller.destroy();
      b.controller.destroy();
    },
  );

  it('a window no controller trusts is still reported, and so is a destroyed sibling’s', () => {
    const { host, frame, make } = page();
    const a = make(ORIGIN);
    const b = make(ORIGIN);
    const stranger = frame(ORIGIN).win;
    host.deliver(view('/x'), { origin: ORIGIN, source: stranger });
    expect(a.reports).toEqual(['untrusted-window']);
    b.controller.destroy();
    host.deliver(view('/b'), { origin: ORIGIN, source: b.win });
    expect(a.reports).toEqual(['untrusted-window', 'untrusted-window']);
    expect(a.events).toEqual([]);
    a.controller.destroy();
  });

  it('a frame the SDK created and removed: its last messages are not reported, unless from another origin', () => {
    const { host, frame, make } = page();
    allowConsole(/Iframe page loading is disabled/);
    const a = make(ORIGIN);
    document.body.innerHTML = '<div id="c"></div>';
    const created = createEmbed({ url: `${ORIGIN}/embed/x`, container: '#c', window: host });
    // happy-dom loads no page in a created iframe: its window is the fake's.
    const old = frame(ORIGIN).win;
    Object.defineProperty(created.iframe, 'contentWindow', { value: old, configurable: true });
    created.destroy();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    // Posted before the frame went, delivered after: nothing to report.
    host.deliver(view('/late'), { origin: ORIGIN, source: old });
    expect(a.reports).toEqual([]);
    // The same window claiming another origin is no last word of that embed.
    host.deliver(view('/other'), { origin: 'https://other.example.com', source: old });
    expect(a.reports).toEqual(['untrusted-origin']);
    host.dispatch({ data: view('/forged'), origin: ORIGIN, source: old, isTrusted: false } as unknown as MessageEvent);
    expect(a.reports).toEqual(['untrusted-origin', 'untrusted-origin']);
    expect(a.events).toEqual([]);
    a.controller.destroy();
  });

  it('a message from no window (its document gone: a reload, a navigation) is not reported from the trusted origin, and is from another', () => {
    const { host, make } = page();
    const a = make(ORIGIN);
    host.deliver(view('/unloading'), { origin: ORIGIN, source: null });
    expect(a.reports).toEqual([]);
    host.deliver(view('/elsewhere'), { origin: 'https://other.example.com', source: null });
    expect(a.reports).toEqual(['untrusted-origin']);
    host.dispatch({ data: view('/forged'), origin: ORIGIN, source: null, isTrusted: false } as unknown as MessageEvent);
    expect(a.reports).toEqual(['untrusted-origin', 'untrusted-origin']);
    expect(a.events).toEqual([]);
    a.controller.destroy();
  });

  it('a synthetic event claiming a sibling’s window is still reported', () => {
    const { host, make } = page();
    const a = make(ORIGIN);
    const b = make(ORIGIN);
    host.dispatch({
      data: view('/forged'),
      origin: ORIGIN,
      source: b.win,
      isTrusted: false,
    } as unknown as MessageEvent);
    expect(a.reports).toEqual(['untrusted-origin']);
    expect(b.reports).toEqual(['untrusted-origin']);
    a.controller.destroy();
    b.controller.destroy();
  });
});

describe('unsubscribe during dispatch follows EventTarget (behaviour 16)', () => {
  it('a handler removed by an earlier handler of the same event is not called for it', async () => {
    const { controller, embed } = createTestEmbed();
    const calls: string[] = [];
    let offSecond = () => {};
    controller.on('view', () => {
      calls.push('first');
      offSecond();
    });
    offSecond = controller.on('view', () => calls.push('second'));
    embed.emit('view', { surface: 'dashboard', path: '/a' });
    await controller.waitFor('view');
    expect(calls).toEqual(['first']);
  });

  it('a handler added during dispatch is called from the next event', async () => {
    const { controller, embed } = createTestEmbed();
    const calls: string[] = [];
    let added = false;
    controller.on('view', ({ path }) => {
      if (!added) (added = true), controller.on('view', (p) => calls.push(p.path));
      calls.push(`outer ${path}`);
    });
    embed.emit('view', { surface: 'dashboard', path: '/1' });
    embed.emit('view', { surface: 'dashboard', path: '/2' });
    await nextTask();
    await nextTask();
    expect(calls).toEqual(['outer /1', 'outer /2', '/2']);
  });
});

describe('numbers and signals are checked (behaviour 18)', () => {
  it.each([2 ** 31, 2 ** 40, Infinity, -1, 0.5, '50'])('readyTimeoutMs %p is INVALID_OPTIONS', (readyTimeoutMs) => {
    expectEmbedError(() => createTestEmbed({ readyTimeoutMs: readyTimeoutMs as number }), 'INVALID_OPTIONS');
  });

  it('2^31 − 1 is the largest readyTimeoutMs, and it does not fire at once', () => {
    vi.useFakeTimers();
    const { controller } = createTestEmbed({ readyTimeoutMs: 2 ** 31 - 1 });
    const settled = vi.fn();
    controller.whenReady().then(settled, settled);
    vi.advanceTimersByTime(1000);
    expect(controller.state).toBe('connecting');
    controller.destroy();
  });

  it.each([
    ['timeoutMs 2^31', { timeoutMs: 2 ** 31 }, /^timeoutMs: expected whole milliseconds/],
    ['timeoutMs "50"', { timeoutMs: '50' }, /^timeoutMs: expected whole milliseconds from 0 to 2147483647, got "50"$/],
    ['a fake signal', { signal: { aborted: false } }, /^signal: expected an AbortSignal, got an object$/],
    ['a signal that is a string', { signal: 'abort' }, /^signal: expected an AbortSignal/],
    ['options that are not an object', 5, /^options: expected an object, got 5$/],
  ])('waitFor with %s rejects with INVALID_OPTIONS, never a TypeError', async (_label, options, message) => {
    const { controller } = createTestEmbed();
    const error = await expectEmbedError(controller.waitFor('view', options as never), 'INVALID_OPTIONS');
    expect(error.message).toMatch(message);
    controller.destroy();
  });
});

describe('reload(url?) (behaviour 10)', () => {
  async function readyEmbed(options = {}) {
    const test = createTestEmbed(options);
    test.embed.ready({ embedTenant: 'acme', deploymentId: 7 });
    await test.controller.whenReady();
    return test;
  }
  const FRESH = `${ORIGIN}/embed/dashboard/test?session=fresh`;

  it('points the iframe at the new URL, returns to connecting, and keeps readyPayload until the next ready', async () => {
    const { controller } = await readyEmbed();
    const before = controller.readyPayload;
    controller.reload(FRESH);
    expect(controller.iframe.src).toBe(FRESH);
    expect(controller.state).toBe('connecting');
    expect(controller.readyPayload).toBe(before);
    controller.destroy();
  });

  it('on the next ready: the latest scheme, theme, locale and filters once each, then queued one-shots in call order', async () => {
    const { controller, embed } = await readyEmbed();
    controller.setColorScheme('dark');
    controller.setLocale('de');
    controller.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] });
    controller.setFilter({ view: 'orders', dimension: 'region', value: 'EU' });
    await embed.waitForAction('set-filter');
    await embed.waitForAction('set-filter');
    const sent = embed.actions.length;

    controller.reload(FRESH);
    controller.navigate('/a');
    controller.setLocale('fr'); // set since reload(): the latest wins, sent once
    controller.setFilter({ view: 'orders', dimension: 'status', value: ['open'] });
    controller.refresh();
    const ready = controller.whenReady();
    await nextTask();
    expect(embed.actions.length).toBe(sent); // queued, not sent

    embed.ready({ embedTenant: 'acme', deploymentId: 7 });
    await expect(ready).resolves.toMatchObject({ embedTenant: 'acme' });
    await embed.waitForAction('refresh');
    const after = embed.actions
      .slice(sent)
      .map((action) => [action.type.replace('platform:action:', ''), action.payload]);
    expect(after).toEqual([
      ['set-color-scheme', { scheme: 'dark' }],
      ['set-locale', { locale: 'fr' }],
      ['set-filter', { filterUrlParameter: 'f_orders.region="EU"' }],
      ['set-filter', { filterUrlParameter: 'f_orders.status=["open"]' }],
      ['navigate', { path: '/a' }],
      ['refresh', {}],
    ]);
    controller.destroy();
  });

  it('reload() without a URL reloads the current one', async () => {
    allowConsole(/reload\(\) of a signed session/);
    const { controller, embed } = await readyEmbed();
    const src = controller.iframe.src;
    controller.reload();
    expect(controller.iframe.src).toBe(src);
    expect(controller.state).toBe('connecting');
    embed.ready();
    await controller.whenReady();
    expect(controller.state).toBe('ready');
  });

  it('reload() without a URL reloads the current one when the trusted origin is another (origin option)', async () => {
    const { controller, embed } = createTestEmbed({
      url: 'https://tenant.example.com/embed/dashboard/abc',
      origin: 'https://bi.acme.example',
    });
    embed.ready({ mode: 'private' });
    await controller.whenReady();
    controller.reload();
    expect(controller.iframe.src).toBe('https://tenant.example.com/embed/dashboard/abc');
    expect(controller.state).toBe('connecting');
    // A new URL still has to be of the trusted origin.
    expectEmbedError(() => controller.reload('https://tenant.example.com/embed/dashboard/xyz'), 'INVALID_OPTIONS');
    controller.destroy();
  });

  it('reload() of an adopted iframe without a src is INVALID_OPTIONS, nothing changes', async () => {
    const { controller, embed } = await readyEmbed();
    controller.iframe.removeAttribute('src');
    expect(expectEmbedError(() => controller.reload(), 'INVALID_OPTIONS').message).toMatch(
      /^url: expected a URL to reload: the iframe has none/,
    );
    expect(controller.state).toBe('ready');
    embed.ready();
    controller.destroy();
  });

  it('arms the ready timeout again', async () => {
    vi.useFakeTimers();
    const { controller, embed } = createTestEmbed({ readyTimeoutMs: 1000 });
    embed.ready();
    await vi.advanceTimersByTimeAsync(5);
    expect(controller.state).toBe('ready');
    controller.reload(FRESH);
    const waiting = controller.whenReady();
    const assertion = expectEmbedError(waiting, 'READY_TIMEOUT');
    await vi.advanceTimersByTimeAsync(1000);
    expect((await assertion).message).toMatch(/^No ready from https:\/\/tenant\.example\.com within 1000 ms/);
    await expectEmbedError(controller.whenReady(), 'READY_TIMEOUT');
    controller.destroy();
  });

  it.each([
    [
      'another origin',
      'https://evil.example/embed/x?session=SECRET',
      /^url: expected a URL of the trusted origin https:\/\/tenant\.example\.com, got "https:\/\/evil\.example\/embed\/x"$/,
    ],
    ['a scheme-less URL', 'tenant.example.com/embed/x', /did you mean "https:\/\/tenant\.example\.com\/embed\/x"\?$/],
    ['a javascript: URL', 'javascript:alert(1)', /^url: expected an absolute http\(s\) URL/],
  ])('refuses %s with INVALID_OPTIONS, and nothing changes', async (_label, url, message) => {
    const { controller } = await readyEmbed();
    const src = controller.iframe.src;
    const error = expectEmbedError(() => controller.reload(url), 'INVALID_OPTIONS');
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('SECRET');
    expect(controller.state).toBe('ready');
    expect(controller.iframe.src).toBe(src);
    controller.destroy();
  });

  it('throws DESTROYED after destroy()', () => {
    const { controller } = createTestEmbed();
    controller.destroy();
    expectEmbedError(() => controller.reload(), 'DESTROYED');
  });
});

describe('a READY_TIMEOUT that says why (behaviour 11)', () => {
  const readyData = (payload: Partial<EventPayloads['ready']> = {}) =>
    createEventMessage(
      'ready',
      { embedTenant: 'acme', deploymentId: 1, mode: 'signed', surface: 'dashboard', ...payload },
      'dashboard',
    );

  async function timeoutMessage(send: (embed: ReturnType<typeof createTestEmbed>['embed']) => void): Promise<string> {
    vi.useFakeTimers();
    const { controller, embed } = createTestEmbed({ readyTimeoutMs: 30_000, onInvalidMessage: () => {} });
    const assertion = expectEmbedError(controller.whenReady(), 'READY_TIMEOUT');
    send(embed);
    await vi.advanceTimersByTimeAsync(30_000);
    const { message } = await assertion;
    controller.destroy();
    return message;
  }

  it('names the origin the embed really answers from', async () => {
    const message = await timeoutMessage((embed) => {
      for (let i = 0; i < 3; i++) embed.post(readyData(), { origin: 'https://b.example' });
    });
    expect(message).toBe(
      'No ready from https://tenant.example.com within 30000 ms; refused 3 messages claiming to be the embed from https://b.example (untrusted-origin): is "origin" right?',
    );
  });

  it('blames only what could have been its embed: not the messages of another frame (another embed of the page, say)', async () => {
    const message = await timeoutMessage((embed) => {
      embed.post(readyData(), { source: 'other' });
      embed.post(readyData(), { source: 'other', origin: 'https://b.example' });
    });
    expect(message).toMatch(/nothing claiming to be the embed arrived/);
    expect(message).not.toContain('b.example');
  });

  it('quotes what was wrong with a malformed message from the embed', async () => {
    const message = await timeoutMessage((embed) =>
      embed.post({ ...readyData(), payload: { ...readyData().payload, mode: 'public' } }),
    );
    expect(message).toMatch(
      /refused 1 message from the embed \(invalid-payload: payload\.mode: expected one of "signed", "private", got "public"\)/,
    );
  });

  it('says when nothing arrived at all', async () => {
    const message = await timeoutMessage(() => {});
    expect(message).toMatch(/nothing claiming to be the embed arrived/);
  });

  it('ignores unrelated traffic, and bounds what it keeps', async () => {
    const message = await timeoutMessage((embed) => {
      embed.post({ hello: 'world' }, { origin: 'https://ads.example' });
      for (let i = 0; i < 10; i++) embed.post(readyData(), { origin: `https://f${i}.example` });
    });
    expect(message).not.toContain('ads.example');
    expect(message.match(/refused 1 message/g)).toHaveLength(3);
    expect(message).toMatch(/; and 7 more$/);
  });

  it('forgets refusals from before a ready, and what came after the wait', async () => {
    vi.useFakeTimers();
    const { controller, embed } = createTestEmbed({ readyTimeoutMs: 1000, onInvalidMessage: () => {} });
    embed.post(readyData(), { origin: 'https://b.example' });
    embed.ready();
    await vi.advanceTimersByTimeAsync(5);
    controller.reload(`${ORIGIN}/embed/x`);
    const assertion = expectEmbedError(controller.whenReady(), 'READY_TIMEOUT');
    await vi.advanceTimersByTimeAsync(1000);
    expect((await assertion).message).toMatch(/nothing claiming to be the embed arrived/);
    controller.destroy();
  });
});

describe('created iframe defaults (behaviour 14) and attributes', () => {
  it('fills the container width with no border, as presentational attributes the page’s CSS overrides (no inline style)', () => {
    allowConsole(/Iframe page loading is disabled/);
    const container = document.createElement('div');
    document.body.append(container);
    const embed = createEmbed({
      url: `${ORIGIN}/embed/x`,
      container,
      loading: 'lazy',
      referrerPolicy: 'strict-origin',
    });
    expect(embed.iframe.getAttribute('width')).toBe('100%');
    expect(embed.iframe.getAttribute('frameborder')).toBe('0');
    expect(embed.iframe.hasAttribute('style')).toBe(false);
    expect(embed.iframe.getAttribute('loading')).toBe('lazy');
    expect(embed.iframe.getAttribute('referrerpolicy')).toBe('strict-origin');
    embed.destroy();
  });

  it.each([
    ['loading', { loading: 'soon' }],
    ['referrerPolicy', { referrerPolicy: 'everything' }],
  ])('refuses a bad %s', (name, extra) => {
    const container = document.createElement('div');
    const error = expectEmbedError(
      () => createEmbed({ url: `${ORIGIN}/embed/x`, container, ...(extra as object) }),
      'INVALID_OPTIONS',
    );
    expect(error.message).toMatch(new RegExp(`^${name}: expected one of`));
  });
});

describe('EMBED_ERROR_CODES', () => {
  it('lists every code, frozen', () => {
    expect(EMBED_ERROR_CODES).toEqual([
      'INVALID_OPTIONS',
      'INVALID_PAYLOAD',
      'INVALID_FILTER',
      'READY_TIMEOUT',
      'DESTROYED',
      'QUEUE_FULL',
      'TIMEOUT',
      'ABORTED',
      'SESSION_FAILED',
      'EMBED_FAILED',
    ]);
    expect(Object.isFrozen(EMBED_ERROR_CODES)).toBe(true);
  });
});
