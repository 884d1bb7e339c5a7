/**
 * The one fake window: listeners and timers counted, posts recorded, messages delivered as a
 * browser delivers them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWindow } from '../../src/testing/fake-window.js';

afterEach(() => vi.useRealTimers());

describe('listeners', () => {
  it('counts message listeners, once each, and ignores other event types', () => {
    const win = new FakeWindow();
    const a = () => undefined;
    const b = () => undefined;
    win.addEventListener('message', a);
    win.addEventListener('message', a);
    win.addEventListener('message', b);
    win.addEventListener('resize', b);
    expect(win.listenerCount).toBe(2);
    expect(win.listeners).toEqual([a, b]);
    win.removeEventListener('message', a);
    win.removeEventListener('message', a);
    win.removeEventListener('resize', b);
    expect(win.listenerCount).toBe(1);
  });

  it('listeners is a copy: changing it changes nothing', () => {
    const win = new FakeWindow();
    win.addEventListener('message', () => undefined);
    (win.listeners as unknown[]).length = 0;
    expect(win.listenerCount).toBe(1);
  });
});

describe('timers', () => {
  it('delegate to the global clock (fake timers drive them) and are counted until they run or are cleared', () => {
    vi.useFakeTimers();
    const win = new FakeWindow();
    const ran: string[] = [];
    const first = win.setTimeout(() => ran.push('first'), 10);
    const second = win.setTimeout(() => ran.push('second'), 20);
    expect(typeof first).toBe('number');
    expect(second).not.toBe(first);
    expect(win.timerCount).toBe(2);
    win.clearTimeout(second);
    win.clearTimeout(second);
    win.clearTimeout(12345);
    expect(win.timerCount).toBe(1);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['first']);
    expect(win.timerCount).toBe(0);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['first']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads globalThis.setTimeout at call time, so fake timers installed later still apply', () => {
    const win = new FakeWindow();
    vi.useFakeTimers();
    let ran = false;
    win.setTimeout(() => (ran = true), 1000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(ran).toBe(true);
  });

  it('run on real timers too', async () => {
    const win = new FakeWindow();
    await new Promise<void>((resolve) => win.setTimeout(resolve, 1));
    expect(win.timerCount).toBe(0);
  });
});

describe('postMessage', () => {
  it('records every call as made, uncopied, then calls onPostMessage', () => {
    const seen: unknown[] = [];
    const win = new FakeWindow({ onPostMessage: (message, targetOrigin) => seen.push([message, targetOrigin]) });
    const message = { hello: 1 };
    win.postMessage(message, 'https://a.example');
    win.postMessage('two', '*');
    expect(win.posted).toEqual([
      { message, targetOrigin: 'https://a.example' },
      { message: 'two', targetOrigin: '*' },
    ]);
    expect(win.posted[0]!.message).toBe(message);
    expect(seen).toEqual([
      [message, 'https://a.example'],
      ['two', '*'],
    ]);
  });

  it('a window is its own parent unless given one', () => {
    const host = new FakeWindow();
    expect(host.parent).toBe(host);
    expect(new FakeWindow({ parent: host }).parent).toBe(host);
  });

  it('keeps a document when given one, and has none otherwise', () => {
    const doc = {} as Document;
    expect(new FakeWindow({ document: doc }).document).toBe(doc);
    expect(new FakeWindow().document).toBeUndefined();
  });
});

describe('deliver', () => {
  it('dispatches a message event with data, origin, source and isTrusted, to every listener in order, synchronously', () => {
    const win = new FakeWindow();
    const sender = new FakeWindow();
    const events: MessageEvent[] = [];
    const order: string[] = [];
    win.addEventListener('message', (event) => {
      events.push(event);
      order.push('a');
    });
    win.addEventListener('message', () => order.push('b'));
    const data = { x: 1 };
    win.deliver(data, { origin: 'https://tenant.example.com', source: sender });
    expect(order).toEqual(['a', 'b']);
    const [event] = events;
    expect(event).toMatchObject({
      type: 'message',
      origin: 'https://tenant.example.com',
      isTrusted: true,
      lastEventId: '',
      ports: [],
    });
    expect(event!.data).toBe(data);
    expect(event!.source).toBe(sender);
    expect(Object.isFrozen(event)).toBe(true);
  });

  it('follows EventTarget: a listener added during dispatch waits for the next one; one removed is not called', () => {
    const win = new FakeWindow();
    const calls: string[] = [];
    const late = () => calls.push('late');
    const removed = () => calls.push('removed');
    win.addEventListener('message', () => {
      calls.push('first');
      win.addEventListener('message', late);
      win.removeEventListener('message', removed);
    });
    win.addEventListener('message', removed);
    win.deliver(1, { origin: 'https://a.example', source: null });
    expect(calls).toEqual(['first']);
    win.deliver(2, { origin: 'https://a.example', source: null });
    expect(calls).toEqual(['first', 'first', 'late']);
  });

  it('lets a listener error propagate, so a test sees it', () => {
    const win = new FakeWindow();
    win.addEventListener('message', () => {
      throw new Error('listener bug');
    });
    expect(() => win.deliver(1, { origin: 'https://a.example', source: null })).toThrow('listener bug');
  });

  it('dispatch passes an event exactly as given (a synthetic one, say)', () => {
    const win = new FakeWindow();
    const seen: MessageEvent[] = [];
    win.addEventListener('message', (event) => seen.push(event));
    const forged = { data: 1, origin: 'https://a.example', source: null, isTrusted: false } as unknown as MessageEvent;
    win.dispatch(forged);
    expect(seen).toEqual([forged]);
    expect(seen[0]).toBe(forged);
  });
});
