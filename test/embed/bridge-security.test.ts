/**
 * The embed bridge against what a host or a page can hand it: a navigate path that would leave
 * the embed's origin never reaches a handler; options are own properties; a throwing debug sink
 * stops nothing; unsubscribe during dispatch follows EventTarget.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbedBridge, type EmbedBridgeOptions } from '../../src/embed/index.js';
import { createActionMessage } from '../../src/protocol/index.js';
import { FakeWindow } from '../../src/testing/index.js';
import { inAPage } from '../support/in-a-page.js';

const HOST = 'https://host.example';

function setup(options: Partial<EmbedBridgeOptions> = {}) {
  const host = new FakeWindow();
  const win = new FakeWindow({ parent: host });
  const reports: Array<{ reason: string; detail: string }> = [];
  const bridge = createEmbedBridge({
    surface: 'dashboard',
    hostOrigin: HOST,
    window: win as unknown as Window,
    onInvalidMessage: ({ reason, detail }) => reports.push({ reason, detail }),
    ...options,
  });
  const fromHost = (data: unknown) => win.deliver(data, { origin: HOST, source: host });
  return { host, win, bridge, reports, fromHost };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('navigate paths that leave the embed’s origin', () => {
  it.each(['/\\evil.com', '/\t/evil.com', '/\n/evil.com', '//evil.com', '/a\\b'])(
    '%j from the trusted host reaches no handler and is reported',
    (path) => {
      const { bridge, reports, fromHost } = setup();
      const handler = vi.fn();
      bridge.onAction('navigate', handler);
      // Built by hand: createActionMessage refuses it, a hostile or outdated host might not.
      fromHost({
        source: 'platform-embed',
        direction: 'action',
        type: 'platform:action:navigate',
        payload: { path },
        timestamp: Date.now(),
      });
      expect(handler).not.toHaveBeenCalled();
      expect(reports).toEqual([
        {
          reason: 'invalid-payload',
          detail: expect.stringContaining('payload.path: expected an in-embed path starting with "/"'),
        },
      ]);
      bridge.destroy();
    },
  );

  it('an in-embed path still arrives', () => {
    const { bridge, fromHost } = setup();
    const handler = vi.fn();
    bridge.onAction('navigate', handler);
    fromHost(createActionMessage('navigate', { path: '/dashboards/abc?tab=2' }));
    expect(handler).toHaveBeenCalledWith({ path: '/dashboards/abc?tab=2' }, expect.anything());
    bridge.destroy();
  });
});

describe('options are own properties (behaviour 15)', () => {
  it('a polluted Object.prototype supplies no target, surface, hostOrigin, debug or onInvalidMessage', () => {
    const attacker = new FakeWindow();
    const lines: unknown[] = [];
    const reports: unknown[] = [];
    const proto = Object.prototype as Record<string, unknown>;
    const pollution = {
      target: attacker,
      surface: 'chat',
      debug: (line: unknown) => lines.push(line),
      onInvalidMessage: (info: unknown) => reports.push(info),
    };
    Object.assign(proto, pollution);
    const host = new FakeWindow();
    const win = new FakeWindow({ parent: host });
    let bridge: ReturnType<typeof createEmbedBridge>;
    try {
      bridge = createEmbedBridge({
        surface: 'dashboard',
        hostOrigin: HOST,
        window: win as unknown as Window,
      } as EmbedBridgeOptions);
    } finally {
      for (const key of Object.keys(pollution)) delete proto[key];
    }
    bridge.emit('view', { surface: 'dashboard', path: '/a' });
    win.deliver('junk', { origin: HOST, source: host });
    expect(attacker.posted).toEqual([]);
    expect(host.posted).toEqual([{ message: expect.objectContaining({ surface: 'dashboard' }), targetOrigin: HOST }]);
    expect(lines).toEqual([]);
    expect(reports).toEqual([]);
    bridge.destroy();
  });

  it('a missing hostOrigin is not taken from the prototype', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.hostOrigin = 'https://evil.example';
    try {
      expect(() =>
        createEmbedBridge({
          surface: 'dashboard',
          window: new FakeWindow() as unknown as Window,
        } as EmbedBridgeOptions),
      ).toThrow("hostOrigin: expected the host page's origin, got undefined");
    } finally {
      delete proto.hostOrigin;
    }
  });
});

describe('isolation and dispatch', () => {
  it('a debug function that throws stops neither handlers nor emit', () => {
    inAPage();
    vi.useFakeTimers();
    const { bridge, host, fromHost } = setup({
      debug: () => {
        throw new Error('debug broke');
      },
    });
    const handler = vi.fn();
    bridge.onAction('refresh', handler);
    fromHost(createActionMessage('refresh', {}));
    expect(() => bridge.emit('view', { surface: 'dashboard', path: '/a' })).not.toThrow();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(host.posted).toHaveLength(1);
    expect(() => vi.runAllTimers()).toThrow('debug broke');
    bridge.destroy();
  });

  it('a handler removed by an earlier handler of the same action is not called for it', () => {
    const { bridge, fromHost } = setup();
    const calls: string[] = [];
    let offSecond = () => {};
    bridge.onAction('refresh', () => {
      calls.push('first');
      offSecond();
    });
    offSecond = bridge.onAction('refresh', () => calls.push('second'));
    fromHost(createActionMessage('refresh', {}));
    fromHost(createActionMessage('refresh', {}));
    expect(calls).toEqual(['first', 'first']);
    bridge.destroy();
  });
});
