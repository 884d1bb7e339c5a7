// @vitest-environment happy-dom
/**
 * Behaviour 1 (inbound trust) and the typed subscriptions: every security rule has a test that
 * shows the forged or malformed message going nowhere but onInvalidMessage.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbed, EmbedError, type EmbedController, type InvalidMessageInfo } from '../../src/index.js';
import { allowConsole } from '../support/fail-on-console.js';
import { EMBED_ORIGIN, eventData, FakeHostWindow, fakeEmbedWindow, fakeIframe, READY, type FakeEmbedWindow } from './harness.js';

let host: FakeHostWindow;
let embedWin: FakeEmbedWindow;
let embed: EmbedController;
let invalid: InvalidMessageInfo[];
const from = () => ({ origin: EMBED_ORIGIN, source: embedWin });

beforeEach(() => {
  host = new FakeHostWindow();
  embedWin = fakeEmbedWindow();
  invalid = [];
  embed = createEmbed({ iframe: fakeIframe(embedWin), window: host, onInvalidMessage: (info) => invalid.push(info) });
});

afterEach(() => embed.destroy());

describe('trust: exact origin, then window identity, then parse', () => {
  it('hands a valid event from the embed to its handler, typed', () => {
    const handler = vi.fn();
    embed.on('download', handler);
    const data = eventData('download', { format: 'csv', target: 'widget', widgetId: 'w1', rowCount: 10 });
    host.deliver(data, from());
    expect(handler).toHaveBeenCalledExactlyOnceWith(data.payload, data);
    expect(invalid).toEqual([]);
  });

  it.each(['https://evil.example', 'http://tenant.example.com', 'https://tenant.example.com:444', 'https://sub.tenant.example.com', 'null'])(
    'drops an event from origin %s and reports the forgery',
    (origin) => {
      const handler = vi.fn();
      embed.on('*', handler);
      host.deliver(eventData('ready', READY), { origin, source: embedWin });
      expect(handler).not.toHaveBeenCalled();
      expect(embed.state).toBe('connecting');
      expect(invalid).toEqual([expect.objectContaining({ reason: 'untrusted-origin' })]);
    },
  );

  it('drops an event from the right origin but another window (another frame of the tenant)', () => {
    const handler = vi.fn();
    embed.on('*', handler);
    host.deliver(eventData('ready', READY), { origin: EMBED_ORIGIN, source: fakeEmbedWindow() });
    host.deliver(eventData('ready', READY), { origin: EMBED_ORIGIN, source: null });
    expect(handler).not.toHaveBeenCalled();
    expect(invalid.map((i) => i.reason)).toEqual(['untrusted-window', 'untrusted-window']);
  });

  it("drops events from the embed's window once it navigated to another origin", () => {
    const handler = vi.fn();
    embed.on('*', handler);
    host.deliver(eventData('ready', READY), { origin: 'https://phish.example', source: embedWin });
    expect(handler).not.toHaveBeenCalled();
    expect(invalid[0]?.reason).toBe('untrusted-origin');
  });

  it('drops a synthetic MessageEvent built by a page script, whatever it claims', () => {
    const handler = vi.fn();
    embed.on('*', handler);
    const forged = { data: eventData('ready', READY), origin: EMBED_ORIGIN, source: embedWin, isTrusted: false } as unknown as MessageEvent;
    for (const listener of host.listeners) listener(forged);
    expect(handler).not.toHaveBeenCalled();
    expect(invalid[0]?.reason).toBe('untrusted-origin');
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'hello', 'not-an-object'],
    ['another library', { source: 'react-devtools', payload: {} }, 'wrong-source'],
    ['an action echoed back', { source: 'platform-embed', direction: 'action', type: 'platform:action:refresh', payload: {}, timestamp: 1 }, 'wrong-direction'],
    ['a bad type', { ...eventData('navigate', { path: '/' }), type: 'navigate' }, 'invalid-envelope'],
    ['an unknown event', { ...eventData('navigate', { path: '/' }), type: 'platform:event:teleport' }, 'unknown-type'],
    ['no timestamp', { ...eventData('navigate', { path: '/' }), timestamp: undefined }, 'invalid-envelope'],
    ['no surface', { ...eventData('navigate', { path: '/' }), surface: undefined }, 'invalid-envelope'],
    ['a bad payload', { ...eventData('navigate', { path: '/' }), payload: { path: 42 } }, 'invalid-payload'],
  ])('drops malformed data from the embed (%s) and reports it as %s', (_label, data, reason) => {
    const handler = vi.fn();
    embed.on('*', handler);
    host.deliver(data, from());
    expect(handler).not.toHaveBeenCalled();
    expect(invalid).toEqual([{ reason, detail: expect.any(String), data }]);
    // and nothing is broken: the next good event still arrives
    host.deliver(eventData('navigate', { path: '/next' }), from());
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('ignores unrelated page traffic from other windows without a report', () => {
    host.deliver({ type: 'webpackOk' }, { origin: 'https://host.example', source: {} });
    host.deliver('some string', { origin: 'https://ads.example', source: {} });
    host.deliver({ source: 'other-sdk', direction: 'event' }, { origin: 'https://ads.example', source: {} });
    expect(invalid).toEqual([]);
  });

  it('never lets a throwing onInvalidMessage break the controller', () => {
    vi.useFakeTimers();
    try {
      const other = createEmbed({
        iframe: fakeIframe(embedWin),
        window: host,
        onInvalidMessage: () => {
          throw new Error('reporter broke');
        },
      });
      host.deliver('junk', from());
      expect(() => vi.runOnlyPendingTimers()).toThrow('reporter broke');
      const handler = vi.fn();
      other.on('navigate', handler);
      host.deliver(eventData('navigate', { path: '/' }), from());
      expect(handler).toHaveBeenCalledOnce();
      other.destroy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('two embeds of one origin on one page', () => {
  it('never see each other’s events; each reports the other’s as untrusted-window (a window not its own)', () => {
    const secondWin = fakeEmbedWindow();
    const secondInvalid: InvalidMessageInfo[] = [];
    const second = createEmbed({ iframe: fakeIframe(secondWin), window: host, onInvalidMessage: (i) => secondInvalid.push(i) });
    const first = vi.fn();
    const other = vi.fn();
    embed.on('*', first);
    second.on('*', other);

    host.deliver(eventData('navigate', { path: '/a' }), { origin: EMBED_ORIGIN, source: embedWin });
    host.deliver(eventData('navigate', { path: '/b' }), { origin: EMBED_ORIGIN, source: secondWin });
    expect(first.mock.calls.map(([m]) => m.payload.path)).toEqual(['/a']);
    expect(other.mock.calls.map(([m]) => m.payload.path)).toEqual(['/b']);
    expect(invalid.map((i) => i.reason)).toEqual(['untrusted-window']);
    expect(secondInvalid.map((i) => i.reason)).toEqual(['untrusted-window']);
    second.destroy();
  });
});

describe('subscriptions', () => {
  it('on by short name and by full type; * gets every event; each returns an unsubscribe', () => {
    const short = vi.fn();
    const full = vi.fn();
    const all = vi.fn();
    const offShort = embed.on('view', short);
    embed.on('platform:event:view', full);
    embed.on('*', all);
    const view = eventData('view', { surface: 'dashboard', path: '/' });
    host.deliver(view, from());
    host.deliver(eventData('navigate', { path: '/x' }), from());
    expect(short).toHaveBeenCalledExactlyOnceWith(view.payload, view);
    expect(full).toHaveBeenCalledExactlyOnceWith(view.payload, view);
    expect(all.mock.calls.map(([m]) => m.type)).toEqual(['platform:event:view', 'platform:event:navigate']);
    // Exactly the arguments the contract names: `embed.on('*', console.log)` prints no stray undefined.
    expect(all.mock.calls[0]).toHaveLength(1);
    expect(short.mock.calls[0]).toHaveLength(2);
    offShort();
    offShort();
    host.deliver(view, from());
    expect(short).toHaveBeenCalledTimes(1);
    expect(full).toHaveBeenCalledTimes(2);
  });

  it('once runs a handler for the first matching event only', () => {
    const handler = vi.fn();
    const all = vi.fn();
    embed.once('navigate', handler);
    embed.once('*', all);
    host.deliver(eventData('navigate', { path: '/1' }), from());
    host.deliver(eventData('navigate', { path: '/2' }), from());
    expect(handler.mock.calls.map(([p]) => p.path)).toEqual(['/1']);
    expect(all).toHaveBeenCalledTimes(1);
  });

  it('a once handler can be cancelled before it runs', () => {
    const handler = vi.fn();
    embed.once('navigate', handler)();
    host.deliver(eventData('navigate', { path: '/1' }), from());
    expect(handler).not.toHaveBeenCalled();
  });

  it.each(['downloaded', 'platform:event:nope', 'platform:action:refresh', '', 'READY', 'toString'])('on/once(%j) throws INVALID_OPTIONS', (name) => {
    expect(() => embed.on(name as never, () => undefined)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS', message: expect.stringContaining(JSON.stringify(name)) }));
    expect(() => embed.once(name as never, () => undefined)).toThrow(EmbedError);
  });

  it('on with a handler that is not a function throws INVALID_OPTIONS', () => {
    expect(() => embed.on('view', 'nope' as never)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });

  it('a throwing handler does not stop the others; its error is re-thrown asynchronously', () => {
    vi.useFakeTimers();
    try {
      const before = vi.fn();
      const after = vi.fn();
      const all = vi.fn();
      embed.on('navigate', before);
      embed.on('navigate', () => {
        throw new Error('handler bug');
      });
      embed.on('navigate', after);
      embed.on('*', all);
      expect(() => host.deliver(eventData('navigate', { path: '/' }), from())).not.toThrow();
      expect([before.mock.calls.length, after.mock.calls.length, all.mock.calls.length]).toEqual([1, 1, 1]);
      expect(() => vi.runOnlyPendingTimers()).toThrow('handler bug');
    } finally {
      vi.useRealTimers();
    }
  });

  it('debug: true logs decisions with console.debug; a function receives them instead', () => {
    allowConsole(/console\.debug\(\[platform-embed\]/);
    const lines: string[] = [];
    const logged = createEmbed({ iframe: fakeIframe(embedWin), window: host, debug: (line) => lines.push(line) });
    host.deliver('junk', from());
    host.deliver(eventData('navigate', { path: '/' }), from());
    expect(lines).toEqual([
      expect.stringMatching(/^refused not-an-object/),
      'received platform:event:navigate',
    ]);
    logged.destroy();
    const consoled = createEmbed({ iframe: fakeIframe(embedWin), window: host, debug: true });
    host.deliver('junk', from());
    expect(console.debug).toHaveBeenCalledWith('[platform-embed] refused not-an-object: message: expected an object, got "junk"', 'junk');
    consoled.destroy();
  });

  it('logs nothing without debug', () => {
    host.deliver('junk', from());
    embed.setLocale('de');
    expect(console.debug).not.toHaveBeenCalled();
  });
});
