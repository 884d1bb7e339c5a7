/**
 * Behaviour 1 (inbound trust) and the typed subscriptions: every security rule has a test that
 * shows the forged or malformed message going nowhere but onInvalidMessage.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbed, type EmbedController, EmbedError, type InvalidMessageInfo } from '../../src/index.js';
import { FakeIframe } from '../../src/testing/fake-iframe.js';
import { FakeWindow } from '../../src/testing/fake-window.js';
import { createTestEmbed, type FakeEmbed } from '../../src/testing/test-embed.js';
import { allowConsole } from '../support/fail-on-console.js';
import { inAPage } from '../support/in-a-page.js';
import { nextTask } from '../support/next-task.js';
import { EMBED_ORIGIN, EMBED_URL, eventData, READY } from './harness.js';

let host: FakeWindow;
let frame: FakeEmbed;
let embed: EmbedController;
let invalid: InvalidMessageInfo[];

beforeEach(() => {
  invalid = [];
  ({ controller: embed, embed: frame, host } = createTestEmbed({ onInvalidMessage: (info) => invalid.push(info) }));
});

afterEach(() => embed.destroy());

describe('trust: exact origin, then window identity, then parse', () => {
  it('hands a valid event from the embed to its handler, typed', async () => {
    const handler = vi.fn();
    embed.on('download', handler);
    const data = eventData('download', { format: 'csv', target: 'widget', widgetId: 'w1', rowCount: 10 });
    frame.post(data);
    await nextTask();
    expect(handler).toHaveBeenCalledExactlyOnceWith(data.payload, data);
    expect(invalid).toEqual([]);
  });

  it.each([
    'https://evil.example',
    'http://tenant.example.com',
    'https://tenant.example.com:444',
    'https://sub.tenant.example.com',
    'null',
  ])('drops an event from origin %s and reports the forgery', async (origin) => {
    const handler = vi.fn();
    embed.on('*', handler);
    frame.post(eventData('ready', READY), { origin });
    await nextTask();
    expect(handler).not.toHaveBeenCalled();
    expect(embed.state).toBe('connecting');
    expect(invalid).toEqual([expect.objectContaining({ reason: 'untrusted-origin' })]);
  });

  it('drops an event from the right origin but another window (another frame of the tenant)', async () => {
    const handler = vi.fn();
    embed.on('*', handler);
    frame.post(eventData('ready', READY), { source: 'other' });
    await nextTask();
    // A sender whose window is gone (lower level than the test embed offers): dropped too, but
    // not reported — from the trusted origin, it is the embed's previous document's last word.
    host.deliver(eventData('ready', READY), { origin: EMBED_ORIGIN, source: null });
    expect(handler).not.toHaveBeenCalled();
    expect(invalid.map((i) => i.reason)).toEqual(['untrusted-window']);
  });

  it("drops events from the embed's window once it navigated to another origin", async () => {
    const handler = vi.fn();
    embed.on('*', handler);
    frame.post(eventData('ready', READY), { origin: 'https://phish.example' });
    await nextTask();
    expect(handler).not.toHaveBeenCalled();
    expect(invalid[0]?.reason).toBe('untrusted-origin');
  });

  it('drops a synthetic MessageEvent built by a page script, whatever it claims', () => {
    const handler = vi.fn();
    embed.on('*', handler);
    const forged = {
      data: eventData('ready', READY),
      origin: EMBED_ORIGIN,
      source: frame.window,
      isTrusted: false,
    } as unknown as MessageEvent;
    host.dispatch(forged);
    expect(handler).not.toHaveBeenCalled();
    expect(invalid[0]?.reason).toBe('untrusted-origin');
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'hello', 'not-an-object'],
    ['another library', { source: 'react-devtools', payload: {} }, 'wrong-source'],
    [
      'an action echoed back',
      { source: 'platform-embed', direction: 'action', type: 'platform:action:refresh', payload: {}, timestamp: 1 },
      'wrong-direction',
    ],
    ['a bad type', { ...eventData('navigate', { path: '/' }), type: 'navigate' }, 'invalid-envelope'],
    ['an unknown event', { ...eventData('navigate', { path: '/' }), type: 'platform:event:teleport' }, 'unknown-type'],
    ['no timestamp', { ...eventData('navigate', { path: '/' }), timestamp: undefined }, 'invalid-envelope'],
    ['no surface', { ...eventData('navigate', { path: '/' }), surface: undefined }, 'invalid-envelope'],
    ['a bad payload', { ...eventData('navigate', { path: '/' }), payload: { path: 42 } }, 'invalid-payload'],
  ])('drops malformed data from the embed (%s) and reports it as %s', async (_label, data, reason) => {
    const handler = vi.fn();
    embed.on('*', handler);
    frame.post(data);
    await nextTask();
    expect(handler).not.toHaveBeenCalled();
    expect(invalid).toEqual([{ reason, detail: expect.any(String), data }]);
    // and nothing is broken: the next good event still arrives
    frame.emit('navigate', { path: '/next' });
    await nextTask();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('ignores unrelated page traffic from other windows without a report', async () => {
    frame.post({ type: 'webpackOk' }, { origin: 'https://host.example', source: 'other' });
    frame.post('some string', { origin: 'https://ads.example', source: 'other' });
    frame.post({ source: 'other-sdk', direction: 'event' }, { origin: 'https://ads.example', source: 'other' });
    await nextTask();
    expect(invalid).toEqual([]);
  });

  it('never lets a throwing onInvalidMessage break the controller', () => {
    inAPage();
    vi.useFakeTimers();
    try {
      const other = createTestEmbed({
        onInvalidMessage: () => {
          throw new Error('reporter broke');
        },
      });
      other.embed.post('junk');
      expect(() => vi.advanceTimersByTime(0)).not.toThrow(); // delivered: the listener did not throw
      expect(() => vi.runOnlyPendingTimers()).toThrow('reporter broke');
      const handler = vi.fn();
      other.controller.on('navigate', handler);
      other.embed.emit('navigate', { path: '/' });
      vi.advanceTimersByTime(0);
      expect(handler).toHaveBeenCalledOnce();
      other.controller.destroy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('two embeds of one origin on one page', () => {
  it('never see each other’s events, and neither reports the other’s as a forgery (behaviour 12)', () => {
    // One page: one host window for both controllers, below what createTestEmbed offers.
    const page = new FakeWindow();
    const firstWin = new FakeWindow({ parent: page });
    const secondWin = new FakeWindow({ parent: page });
    const firstInvalid: InvalidMessageInfo[] = [];
    const secondInvalid: InvalidMessageInfo[] = [];
    const adopt = (win: FakeWindow) =>
      new FakeIframe({ contentWindow: win, src: EMBED_URL }) as unknown as HTMLIFrameElement;
    const firstEmbed = createEmbed({
      iframe: adopt(firstWin),
      window: page,
      onInvalidMessage: (i) => firstInvalid.push(i),
    });
    const second = createEmbed({
      iframe: adopt(secondWin),
      window: page,
      onInvalidMessage: (i) => secondInvalid.push(i),
    });
    const first = vi.fn();
    const other = vi.fn();
    firstEmbed.on('*', first);
    second.on('*', other);

    page.deliver(eventData('navigate', { path: '/a' }), { origin: EMBED_ORIGIN, source: firstWin });
    page.deliver(eventData('navigate', { path: '/b' }), { origin: EMBED_ORIGIN, source: secondWin });
    expect(first.mock.calls.map(([m]) => m.payload.path)).toEqual(['/a']);
    expect(other.mock.calls.map(([m]) => m.payload.path)).toEqual(['/b']);
    expect(firstInvalid).toEqual([]);
    expect(secondInvalid).toEqual([]);
    firstEmbed.destroy();
    second.destroy();
  });
});

describe('subscriptions', () => {
  it('on by short name and by full type; * gets every event; each returns an unsubscribe', async () => {
    const short = vi.fn();
    const full = vi.fn();
    const all = vi.fn();
    const offShort = embed.on('view', short);
    embed.on('platform:event:view', full);
    embed.on('*', all);
    const view = eventData('view', { surface: 'dashboard', path: '/' });
    frame.post(view);
    frame.emit('navigate', { path: '/x' });
    await nextTask();
    expect(short).toHaveBeenCalledExactlyOnceWith(view.payload, view);
    expect(full).toHaveBeenCalledExactlyOnceWith(view.payload, view);
    expect(all.mock.calls.map(([m]) => m.type)).toEqual(['platform:event:view', 'platform:event:navigate']);
    // Exactly the arguments the contract names: `embed.on('*', console.log)` prints no stray undefined.
    expect(all.mock.calls[0]).toHaveLength(1);
    expect(short.mock.calls[0]).toHaveLength(2);
    offShort();
    offShort();
    frame.post(view);
    await nextTask();
    expect(short).toHaveBeenCalledTimes(1);
    expect(full).toHaveBeenCalledTimes(2);
  });

  it('once runs a handler for the first matching event only', async () => {
    const handler = vi.fn();
    const all = vi.fn();
    embed.once('navigate', handler);
    embed.once('*', all);
    frame.emit('navigate', { path: '/1' });
    frame.emit('navigate', { path: '/2' });
    await nextTask();
    expect(handler.mock.calls.map(([p]) => p.path)).toEqual(['/1']);
    expect(all).toHaveBeenCalledTimes(1);
  });

  it('a once handler can be cancelled before it runs', async () => {
    const handler = vi.fn();
    embed.once('navigate', handler)();
    frame.emit('navigate', { path: '/1' });
    await nextTask();
    expect(handler).not.toHaveBeenCalled();
  });

  it.each(['downloaded', 'platform:event:nope', 'platform:action:refresh', '', 'READY', 'toString'])(
    'on/once(%j) throws INVALID_OPTIONS',
    (name) => {
      expect(() => embed.on(name as never, () => undefined)).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTIONS', message: expect.stringContaining(JSON.stringify(name)) }),
      );
      expect(() => embed.once(name as never, () => undefined)).toThrow(EmbedError);
    },
  );

  it('on with a handler that is not a function throws INVALID_OPTIONS', () => {
    expect(() => embed.on('view', 'nope' as never)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });

  it('a throwing handler does not stop the others; its error is re-thrown asynchronously', () => {
    inAPage();
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
      frame.emit('navigate', { path: '/' });
      expect(() => vi.advanceTimersByTime(0)).not.toThrow(); // delivered: the listener did not throw
      expect([before.mock.calls.length, after.mock.calls.length, all.mock.calls.length]).toEqual([1, 1, 1]);
      expect(() => vi.runOnlyPendingTimers()).toThrow('handler bug');
    } finally {
      vi.useRealTimers();
    }
  });

  it('debug: true logs decisions with console.debug; a function receives them instead', async () => {
    allowConsole(/console\.debug\(\[platform-embed\]/);
    const lines: string[] = [];
    const logged = createTestEmbed({ debug: (line) => lines.push(line) });
    logged.embed.post('junk');
    logged.embed.emit('navigate', { path: '/' });
    await nextTask();
    expect(lines).toEqual([expect.stringMatching(/^refused not-an-object/), 'received platform:event:navigate']);
    logged.controller.destroy();
    const consoled = createTestEmbed({ debug: true });
    consoled.embed.post('junk');
    await nextTask();
    expect(console.debug).toHaveBeenCalledWith(
      '[platform-embed] refused not-an-object: message: expected an object, got "junk"',
      'junk',
    );
    consoled.controller.destroy();
  });

  it('logs nothing without debug', async () => {
    frame.post('junk');
    await nextTask();
    embed.setLocale('de');
    expect(console.debug).not.toHaveBeenCalled();
  });
});
