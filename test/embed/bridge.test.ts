/**
 * The embed-side bridge against an injected fake window: what it posts (and where), which
 * messages reach handlers, and which never do.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbedBridge, type EmbedBridgeOptions, EmbedError } from '../../src/embed/index.js';
import { createActionMessage, createEventMessage } from '../../src/protocol/index.js';
import { FakeWindow } from '../../src/testing/fake-window.js';
import { importWithTripwires } from '../support/dom-tripwires.js';
import { inAPage } from '../support/in-a-page.js';

const HOST = 'https://host.example';

type MessageListener = (event: MessageEvent) => void;

/** A fake embed window whose parent (the host) records what is posted to it. */
function fakeWindow() {
  const parent = new FakeWindow();
  const win = new FakeWindow({ parent });
  const addEventListener = vi.spyOn(win, 'addEventListener');
  const removeEventListener = vi.spyOn(win, 'removeEventListener');
  /** Delivers a message the way the browser would: to every listener, with origin and source. */
  const deliver = (data: unknown, from: { origin?: string; source?: object | null } = {}): void => {
    win.deliver(data, { origin: from.origin ?? HOST, source: 'source' in from ? (from.source ?? null) : parent });
  };
  return { win, parent, addEventListener, removeEventListener, deliver, asWindow: win as unknown as Window };
}

/** Every host window of the test: checked after it for what was posted to it. */
let parents: FakeWindow[] = [];

function setup(options: Partial<EmbedBridgeOptions> = {}) {
  const fake = fakeWindow();
  parents.push(fake.parent);
  const bridge = createEmbedBridge({ surface: 'dashboard', hostOrigin: HOST, window: fake.asWindow, ...options });
  return { ...fake, bridge };
}

beforeEach(() => {
  parents = [];
});

afterEach(() => {
  // Security invariant over every test: nothing is ever posted with a wildcard target origin.
  for (const parent of parents) {
    for (const { targetOrigin } of parent.posted) expect(targetOrigin).toBe(HOST);
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setTheme = createActionMessage('set-theme', { primaryColor: '#ff0066', borderRadius: '8px', brandName: 'Acme' });
const refresh = createActionMessage('refresh', {});

describe('options', () => {
  it.each([
    ['*'],
    ['null'],
    [''],
    ['host.example'],
    ['/relative'],
    ['https://host.example/app'],
    ['https://host.example?x=1'],
    ['https://host.example/?'],
    ['https://host.example#top'],
    ['ftp://host.example'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
  ])('refuses hostOrigin %j with INVALID_OPTIONS naming the value', (hostOrigin) => {
    const fake = fakeWindow();
    const attempt = () => createEmbedBridge({ surface: 'dashboard', hostOrigin, window: fake.asWindow });
    expect(attempt).toThrow(EmbedError);
    expect(attempt).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        message: expect.stringContaining(JSON.stringify(hostOrigin)),
      }),
    );
    expect(fake.addEventListener).not.toHaveBeenCalled();
  });

  it('refuses a hostOrigin with a user name or password without showing them', () => {
    const fake = fakeWindow();
    const attempt = () =>
      createEmbedBridge({
        surface: 'dashboard',
        hostOrigin: 'https://user:secret@host.example',
        window: fake.asWindow,
      });
    expect(attempt).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        message: 'hostOrigin: expected a URL without user name or password, got "https://host.example/"',
      }),
    );
    expect(fake.addEventListener).not.toHaveBeenCalled();
  });

  it('refuses a hostOrigin that is not a string', () => {
    const fake = fakeWindow();
    expect(() =>
      createEmbedBridge({ surface: 'app', hostOrigin: 42 as unknown as string, window: fake.asWindow }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS', message: expect.stringContaining('42') }));
  });

  it('normalises the host origin through URL and posts to the normalised form', () => {
    const { bridge, parent } = setup({ hostOrigin: 'HTTPS://Host.Example:443/' });
    bridge.emit('navigate', { path: '/a' });
    expect(parent.posted).toContainEqual({ message: expect.anything(), targetOrigin: 'https://host.example' });
  });

  it('keeps a non-default port', () => {
    const { bridge, parent, deliver } = setup({ hostOrigin: 'http://127.0.0.1:5173' });
    parents.pop(); // this test's origin is not HOST
    const seen = vi.fn();
    bridge.onAction('refresh', seen);
    deliver(refresh, { origin: 'http://127.0.0.1:5173' });
    deliver(refresh, { origin: 'http://127.0.0.1:5174' });
    bridge.emit('navigate', { path: '/a' });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(parent.posted.map(({ targetOrigin }) => targetOrigin)).toEqual(['http://127.0.0.1:5173']);
  });

  it.each([['widget'], [undefined], ['Dashboard']])('refuses surface %j', (surface) => {
    const fake = fakeWindow();
    expect(() => createEmbedBridge({ surface: surface as never, hostOrigin: HOST, window: fake.asWindow })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS', message: expect.stringContaining(String(surface)) }),
    );
  });

  it('refuses options that are not an object', () => {
    expect(() => createEmbedBridge(undefined as never)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });

  it('refuses a target that cannot receive messages', () => {
    const fake = fakeWindow();
    expect(() =>
      createEmbedBridge({ surface: 'chat', hostOrigin: HOST, window: fake.asWindow, target: {} as Window }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });

  it('without a window (server-side rendering) throws INVALID_OPTIONS instead of crashing', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(() => createEmbedBridge({ surface: 'dashboard', hostOrigin: HOST })).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        message: 'window: expected options.window outside a browser, got undefined',
      }),
    );
  });

  it('defaults to the global window and its parent', () => {
    const fake = fakeWindow();
    parents.push(fake.parent);
    vi.stubGlobal('window', fake.win);
    const bridge = createEmbedBridge({ surface: 'dashboard', hostOrigin: HOST });
    expect(fake.addEventListener).toHaveBeenCalledTimes(1);
    bridge.emit('view', { surface: 'dashboard', path: '/' });
    expect(fake.parent.posted).toHaveLength(1);
    const seen = vi.fn();
    bridge.onAction('refresh', seen);
    fake.deliver(refresh);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('an explicit target replaces window.parent for both sending and trusting', () => {
    const opener = new FakeWindow();
    parents.push(opener);
    const { bridge, parent, deliver } = setup({ target: opener as unknown as Window });
    const seen = vi.fn();
    bridge.onAction('refresh', seen);
    bridge.emit('navigate', { path: '/x' });
    deliver(refresh); // from window.parent: not the target
    deliver(refresh, { source: opener });
    expect(opener.posted).toHaveLength(1);
    expect(parent.posted).toEqual([]);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('adds exactly one message listener', () => {
    const { addEventListener } = setup();
    expect(addEventListener).toHaveBeenCalledTimes(1);
    expect(addEventListener).toHaveBeenCalledWith('message', expect.any(Function));
  });
});

describe('emit', () => {
  it('posts a valid event envelope to the target at the host origin', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const { bridge, parent } = setup();
    bridge.emit('ready', {
      embedTenant: 'acme',
      deploymentId: null,
      mode: 'signed',
      surface: 'dashboard',
      publicId: 'd-1',
    });
    expect(parent.posted).toEqual([
      {
        message: {
          source: 'platform-embed',
          direction: 'event',
          type: 'platform:event:ready',
          payload: { embedTenant: 'acme', deploymentId: null, mode: 'signed', surface: 'dashboard', publicId: 'd-1' },
          timestamp: 1_700_000_000_000,
          surface: 'dashboard',
        },
        targetOrigin: HOST,
      },
    ]);
  });

  it('posts what createEventMessage would build', () => {
    const { bridge, parent } = setup();
    bridge.emit('download', { format: 'xlsx', target: 'widget', widgetId: 'w1', rowCount: 12 });
    const { message } = parent.posted[0]!;
    expect(message).toEqual({
      ...createEventMessage(
        'download',
        { format: 'xlsx', target: 'widget', widgetId: 'w1', rowCount: 12 },
        'dashboard',
      ),
      timestamp: expect.any(Number),
    });
  });

  it.each([
    ['download', { format: 'gif', target: 'widget' }, 'payload.format'],
    ['download', { format: 'csv', target: 'widget', rowCount: -1 }, 'payload.rowCount'],
    ['ready', { mode: 'signed', surface: 'dashboard' }, 'payload.embedTenant'],
    ['error', {}, 'payload.message'],
    ['drilldown', { member: 7 }, 'payload.member'],
  ])('%s with a bad payload throws INVALID_PAYLOAD naming the field, and posts nothing', (name, payload, field) => {
    const { bridge, parent } = setup();
    expect(() => bridge.emit(name as never, payload as never)).toThrow(
      expect.objectContaining({ name: 'EmbedError', code: 'INVALID_PAYLOAD', message: expect.stringContaining(field) }),
    );
    expect(parent.posted).toEqual([]);
  });

  it.each(['dashboard-loaded', 'download', 'drilldown'] as const)(
    'refuses %s on a surface other than a dashboard (spec 6.2), posting nothing',
    (name) => {
      const payloads = {
        'dashboard-loaded': { widgetCount: 3 },
        download: { format: 'csv', target: 'dashboard' },
        drilldown: { member: 'orders.count' },
      } as const;
      for (const surface of ['app', 'chat'] as const) {
        const { bridge, parent } = setup({ surface });
        expect(() => bridge.emit(name, payloads[name] as never)).toThrow(
          expect.objectContaining({ code: 'INVALID_PAYLOAD', message: expect.stringContaining(`got "${surface}"`) }),
        );
        expect(parent.posted).toEqual([]);
      }
      const { bridge, parent } = setup({ surface: 'dashboard' });
      bridge.emit(name, payloads[name] as never);
      expect(parent.posted).toHaveLength(1);
    },
  );

  it('refuses an unknown event, posting nothing', () => {
    const { bridge, parent } = setup({ surface: 'chat' });
    expect(() => bridge.emit('loaded' as never, {} as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_PAYLOAD' }),
    );
    expect(parent.posted).toEqual([]);
  });

  it('refuses a payload postMessage could not copy (a function as drilldown value), posting nothing', () => {
    const { bridge, parent } = setup();
    expect(() => bridge.emit('drilldown', { member: 'orders.count', value: () => 1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_PAYLOAD' }),
    );
    expect(parent.posted).toEqual([]);
  });

  it('wraps a postMessage failure in an EmbedError with the cause', () => {
    const { bridge, parent } = setup();
    const failure = new Error('the target window is gone');
    vi.spyOn(parent, 'postMessage').mockImplementationOnce(() => {
      throw failure;
    });
    let thrown: unknown;
    try {
      bridge.emit('drilldown', { member: 'orders.count', value: 3 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EmbedError);
    expect(thrown).toMatchObject({
      code: 'INVALID_PAYLOAD',
      cause: failure,
      message: expect.stringContaining('the target window is gone'),
    });
  });
});

describe('inbound trust (origin, then window, then parse)', () => {
  function subscribed(options: Partial<EmbedBridgeOptions> = {}) {
    const context = setup(options);
    const byName = vi.fn();
    const all = vi.fn();
    context.bridge.onAction('set-theme', byName);
    context.bridge.onAction('refresh', byName);
    context.bridge.onAction('*', all);
    return { ...context, byName, all };
  }

  it('hands a trusted action to its handlers, parsed', () => {
    const { deliver, byName, all } = subscribed();
    deliver(setTheme);
    expect(byName).toHaveBeenCalledTimes(1);
    expect(byName).toHaveBeenCalledWith({ primaryColor: '#ff0066', borderRadius: '8px', brandName: 'Acme' }, setTheme);
    expect(all).toHaveBeenCalledWith(setTheme);
  });

  it("hands over the reference's theme as sent: numbers of pixels, nulls and nested objects, further keys at every depth", () => {
    const { deliver, byName } = subscribed();
    const theme = {
      primaryColor: '#7c5cff',
      borderRadius: 8,
      font: null,
      analyticsChat: {
        backgroundColor: '#ffffff',
        chatInput: { backgroundColor: null, borderColor: '#dddddd', radius: 4 },
      },
      chat: { inputColor: '#eeeeee' },
      brandName: 'Acme',
    };
    const message = createActionMessage('set-theme', theme);
    // As postMessage delivers it: a structured clone, another object of the same data.
    deliver(structuredClone(message));
    expect(byName).toHaveBeenCalledTimes(1);
    expect(byName).toHaveBeenCalledWith(theme, message);
  });

  it.each([
    ['a number as a color', { primaryColor: 5 }, 'payload.primaryColor: expected string, got 5'],
    ['a boolean as borderRadius', { borderRadius: true }, 'payload.borderRadius: expected number or string, got true'],
    [
      'an array as chatInput',
      { analyticsChat: { chatInput: [] } },
      'payload.analyticsChat.chatInput: expected object, got an array',
    ],
    ['a string as chat', { chat: 'x' }, 'payload.chat: expected object, got "x"'],
  ])(
    'reports a theme with %s as invalid-payload naming the path, and hands it to no handler',
    (_label, payload, detail) => {
      const onInvalidMessage = vi.fn();
      const { deliver, byName, all } = subscribed({ onInvalidMessage });
      const data = { ...setTheme, payload };
      deliver(data);
      expect(byName).not.toHaveBeenCalled();
      expect(all).not.toHaveBeenCalled();
      expect(onInvalidMessage).toHaveBeenCalledWith({ reason: 'invalid-payload', detail, data });
    },
  );

  it.each([
    'https://evil.example',
    'https://host.example.evil.example',
    'http://host.example',
    'https://host.example:8443',
    'null',
    '',
  ])('ignores a valid action from origin %j', (origin) => {
    const onInvalidMessage = vi.fn();
    const { deliver, byName, all } = subscribed({ onInvalidMessage });
    deliver(setTheme, { origin });
    expect(byName).not.toHaveBeenCalled();
    expect(all).not.toHaveBeenCalled();
    expect(onInvalidMessage).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'untrusted-origin', data: setTheme }),
    );
  });

  it('ignores a valid action from the right origin but another window', () => {
    const onInvalidMessage = vi.fn();
    const { deliver, byName, all } = subscribed({ onInvalidMessage });
    const sibling = new FakeWindow();
    deliver(setTheme, { source: sibling });
    deliver(setTheme, { source: null });
    expect(byName).not.toHaveBeenCalled();
    expect(all).not.toHaveBeenCalled();
    expect(onInvalidMessage).toHaveBeenCalledTimes(2);
    expect(onInvalidMessage).toHaveBeenCalledWith(expect.objectContaining({ reason: 'untrusted-window' }));
  });

  const { surface: _surface, ...eventWithoutSurface } = createEventMessage('navigate', { path: '/x' }, 'app');
  it.each([
    ['a string', 'platform:action:refresh', 'not-an-object'],
    ['null', null, 'not-an-object'],
    ['an array', [refresh], 'not-an-object'],
    ['another source', { ...refresh, source: 'other-sdk' }, 'wrong-source'],
    [
      'an event (wrong direction)',
      createEventMessage('ready', { embedTenant: null, deploymentId: null, mode: 'private', surface: 'app' }, 'app'),
      'wrong-direction',
    ],
    ['an event relabelled as action-less', { ...eventWithoutSurface }, 'wrong-direction'],
    ['an unknown action', { ...refresh, type: 'platform:action:delete-everything' }, 'unknown-type'],
    ['an event type in an action', { ...refresh, type: 'platform:event:refresh' }, 'invalid-envelope'],
    ['an action with a surface key', { ...refresh, surface: 'dashboard' }, 'invalid-envelope'],
    ['a missing timestamp', { ...refresh, timestamp: undefined }, 'invalid-envelope'],
    [
      'a bad payload',
      { ...createActionMessage('set-color-scheme', { scheme: 'dark' }), payload: { scheme: 'sepia' } },
      'invalid-payload',
    ],
    [
      'a URL as navigate path',
      { ...createActionMessage('navigate', { path: '/a' }), payload: { path: 'https://evil.example/' } },
      'invalid-payload',
    ],
  ])('ignores %s from the trusted sender and reports it', (_label, data, reason) => {
    const onInvalidMessage = vi.fn();
    const { deliver, byName, all } = subscribed({ onInvalidMessage });
    deliver(data);
    expect(byName).not.toHaveBeenCalled();
    expect(all).not.toHaveBeenCalled();
    expect(onInvalidMessage).toHaveBeenCalledTimes(1);
    expect(onInvalidMessage).toHaveBeenCalledWith({ reason, detail: expect.any(String), data });
  });

  it('does not report unrelated traffic from other origins or windows', () => {
    const onInvalidMessage = vi.fn();
    const { deliver } = subscribed({ onInvalidMessage });
    deliver({ type: 'webpackHotUpdate' }, { origin: 'https://cdn.example' });
    deliver('hello', { source: new FakeWindow() });
    deliver(null, { origin: 'https://ads.example' });
    expect(onInvalidMessage).not.toHaveBeenCalled();
  });

  it('survives hostile data (throwing getters and proxies) without throwing', () => {
    const onInvalidMessage = vi.fn();
    const { deliver, all } = subscribed({ onInvalidMessage });
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        has() {
          throw new Error('trap');
        },
      },
    );
    const getter = Object.defineProperty({}, 'source', {
      get() {
        throw new Error('getter');
      },
    });
    expect(() => deliver(hostile, { origin: 'https://evil.example' })).not.toThrow();
    expect(() => deliver(getter, { origin: 'https://evil.example' })).not.toThrow();
    expect(() => deliver(hostile)).not.toThrow();
    expect(() => deliver(getter)).not.toThrow();
    expect(all).not.toHaveBeenCalled();
  });

  it('refuses a MessageEvent dispatched by a script (isTrusted false), whatever it claims', () => {
    const { parent, win, all } = subscribed();
    const forged = new MessageEvent('message', { origin: HOST, data: refresh });
    Object.defineProperty(forged, 'source', { value: parent });
    expect(forged.isTrusted).toBe(false);
    win.dispatch(forged);
    expect(all).not.toHaveBeenCalled();
  });

  it('a message from the parent to a top-level embed (parent === window) still needs the host origin', () => {
    // Opened directly rather than in an iframe: the window is its own parent.
    const self = new FakeWindow();
    expect(self.parent).toBe(self);
    const bridge = createEmbedBridge({ surface: 'app', hostOrigin: HOST, window: self as unknown as Window });
    const seen = vi.fn();
    bridge.onAction('*', seen);
    self.deliver(refresh, { origin: 'https://embed.example', source: self });
    expect(seen).not.toHaveBeenCalled();
  });
});

describe('onAction', () => {
  it('accepts the short name, the full type and "*"', () => {
    const { bridge, deliver } = setup();
    const short = vi.fn();
    const full = vi.fn();
    const all = vi.fn();
    bridge.onAction('set-theme', short);
    bridge.onAction('platform:action:set-theme', full);
    bridge.onAction('*', all);
    deliver(setTheme);
    deliver(refresh);
    expect(short).toHaveBeenCalledTimes(1);
    expect(full).toHaveBeenCalledTimes(1);
    expect(full).toHaveBeenCalledWith(setTheme.payload, setTheme);
    expect(all.mock.calls).toEqual([[setTheme], [refresh]]);
    // Exactly the arguments the contract names: no stray undefined for a '*' handler.
    expect(all.mock.calls.map((args) => args.length)).toEqual([1, 1]);
    expect(full.mock.calls[0]).toHaveLength(2);
  });

  it('dispatches each action only to its own handlers', () => {
    const { bridge, deliver } = setup();
    const handlers = Object.fromEntries(
      (['set-color-scheme', 'set-theme', 'set-locale', 'set-filter', 'navigate', 'refresh'] as const).map((name) => {
        const handler = vi.fn();
        bridge.onAction(name, handler);
        return [name, handler];
      }),
    );
    deliver(createActionMessage('set-locale', { locale: 'pt_BR' }));
    deliver(createActionMessage('set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }));
    expect(handlers['set-locale']).toHaveBeenCalledWith(
      { locale: 'pt_BR' },
      expect.objectContaining({ type: 'platform:action:set-locale' }),
    );
    expect(handlers['set-filter']).toHaveBeenCalledWith(
      { filterUrlParameter: 'f_orders.status=["paid"]' },
      expect.anything(),
    );
    for (const name of ['set-color-scheme', 'set-theme', 'navigate', 'refresh'])
      expect(handlers[name]).not.toHaveBeenCalled();
  });

  it.each([
    ['reload'],
    ['platform:action:reload'],
    ['platform:event:ready'],
    ['ready'],
    ['Set-Theme'],
    [''],
    [undefined],
    [42],
  ])('throws INVALID_OPTIONS for %j, naming it', (name) => {
    const { bridge } = setup();
    expect(() => bridge.onAction(name as never, () => {})).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS', message: expect.stringContaining(String(name)) }),
    );
  });

  it('throws INVALID_OPTIONS when the handler is not a function', () => {
    const { bridge } = setup();
    expect(() => bridge.onAction('refresh', 'nope' as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });

  it('returns an unsubscribe function that removes only that subscription, idempotently', () => {
    const { bridge, deliver } = setup();
    const handler = vi.fn();
    const other = vi.fn();
    const off = bridge.onAction('refresh', handler);
    const offSecond = bridge.onAction('refresh', handler); // the same function twice: two subscriptions
    bridge.onAction('refresh', other);
    deliver(refresh);
    expect(handler).toHaveBeenCalledTimes(2);
    off();
    off();
    deliver(refresh);
    expect(handler).toHaveBeenCalledTimes(3);
    offSecond();
    deliver(refresh);
    expect(handler).toHaveBeenCalledTimes(3);
    expect(other).toHaveBeenCalledTimes(3);
  });

  it('a wildcard subscription unsubscribes too', () => {
    const { bridge, deliver } = setup();
    const all = vi.fn();
    const off = bridge.onAction('*', all);
    off();
    deliver(refresh);
    expect(all).not.toHaveBeenCalled();
  });

  it('calls handlers in subscription order: by name first, then "*"', () => {
    const { bridge, deliver } = setup();
    const order: string[] = [];
    bridge.onAction('*', () => order.push('all'));
    bridge.onAction('refresh', () => order.push('first'));
    bridge.onAction('platform:action:refresh', () => order.push('second'));
    deliver(refresh);
    expect(order).toEqual(['first', 'second', 'all']);
  });
});

describe('handler isolation', () => {
  it('a throwing handler does not stop the others; its error is re-thrown asynchronously', () => {
    inAPage();
    vi.useFakeTimers();
    const { bridge, deliver } = setup();
    const boom = new Error('handler bug');
    const before = vi.fn();
    const after = vi.fn();
    const all = vi.fn();
    bridge.onAction('refresh', before);
    bridge.onAction('refresh', () => {
      throw boom;
    });
    bridge.onAction('refresh', after);
    bridge.onAction('*', all);
    expect(() => deliver(refresh)).not.toThrow();
    expect(before).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(all).toHaveBeenCalledTimes(1);
    // The error reaches the page's error reporting from a timer, not the message listener.
    expect(() => vi.runAllTimers()).toThrow(boom);
  });

  it('a throwing wildcard handler and a throwing onInvalidMessage do not break the bridge', () => {
    inAPage();
    vi.useFakeTimers();
    const { bridge, deliver } = setup({
      onInvalidMessage: () => {
        throw new Error('reporter bug');
      },
    });
    bridge.onAction('*', () => {
      throw new Error('wildcard bug');
    });
    const seen = vi.fn();
    bridge.onAction('refresh', seen);
    expect(() => deliver('junk')).not.toThrow();
    expect(() => deliver(refresh)).not.toThrow();
    expect(() => deliver(refresh)).not.toThrow();
    expect(seen).toHaveBeenCalledTimes(2);
    expect(() => vi.runOnlyPendingTimers()).toThrow(/reporter bug|wildcard bug/);
  });
});

describe('destroy', () => {
  it('removes the one listener it added, once, however often it is called', () => {
    const { bridge, win, addEventListener, removeEventListener } = setup();
    const [[, added]] = addEventListener.mock.calls as unknown as [[string, MessageListener]];
    bridge.destroy();
    bridge.destroy();
    expect(removeEventListener).toHaveBeenCalledTimes(1);
    expect(removeEventListener).toHaveBeenCalledWith('message', added);
    expect(win.listenerCount).toBe(0);
  });

  it('emit throws DESTROYED afterwards and posts nothing', () => {
    const { bridge, parent } = setup();
    bridge.destroy();
    expect(() => bridge.emit('navigate', { path: '/' })).toThrow(
      expect.objectContaining({ name: 'EmbedError', code: 'DESTROYED' }),
    );
    expect(parent.posted).toEqual([]);
  });

  it('handlers never fire again, even if the old listener is still called', () => {
    const { bridge, win, addEventListener } = setup();
    const [[, listener]] = addEventListener.mock.calls as unknown as [[string, MessageListener]];
    const seen = vi.fn();
    bridge.onAction('*', seen);
    bridge.destroy();
    listener({ origin: HOST, source: win.parent, data: refresh } as unknown as MessageEvent);
    expect(seen).not.toHaveBeenCalled();
  });

  it('destroy() inside a handler stops the handlers after it', () => {
    const { bridge, deliver } = setup();
    const later = vi.fn();
    bridge.onAction('refresh', () => bridge.destroy());
    bridge.onAction('refresh', later);
    bridge.onAction('*', later);
    deliver(refresh);
    expect(later).not.toHaveBeenCalled();
  });

  it('subscribing afterwards is harmless and returns a no-op unsubscribe', () => {
    const { bridge } = setup();
    bridge.destroy();
    const off = bridge.onAction('refresh', () => {});
    expect(() => off()).not.toThrow();
    expect(() => bridge.onAction('reload' as never, () => {})).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });
});

describe('debug', () => {
  it('a debug function receives what the bridge does', () => {
    const lines: string[] = [];
    const { bridge, deliver } = setup({ debug: (line) => lines.push(line) });
    bridge.emit('navigate', { path: '/a' });
    deliver(refresh);
    deliver('junk');
    bridge.destroy();
    expect(lines).toEqual([
      expect.stringContaining('listening'),
      expect.stringContaining('sent event navigate'),
      expect.stringContaining('received action refresh'),
      expect.stringContaining('not-an-object'),
      'destroyed',
    ]);
  });

  it('debug: true logs with console.debug, and nothing is logged without it', () => {
    const quiet = setup();
    quiet.bridge.emit('navigate', { path: '/a' });
    expect(console.debug).not.toHaveBeenCalled();

    const { bridge } = setup({ debug: true });
    bridge.emit('navigate', { path: '/a' });
    expect(console.debug).toHaveBeenCalledWith(expect.stringContaining('[platform-embed:embed] sent event navigate'), {
      path: '/a',
    });
    vi.mocked(console.debug).mockClear(); // asked-for output; keep fail-on-console quiet
  });
});

describe('importing', () => {
  it('touches no DOM global', async () => {
    const { module, touched } = await importWithTripwires(() => import('../../src/embed/index.js'));
    expect(typeof module.createEmbedBridge).toBe('function');
    expect(touched).toEqual([]);
  });
});
