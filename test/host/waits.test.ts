/**
 * The waits module on its own: a wait settles once, by its event, its timeout, its signal or
 * `rejectAll`, and leaves no timer or listener behind. The controller-level tests
 * (lifecycle.test.ts, security.test.ts) prove `waitFor` and `whenReady` end to end.
 */
import { createNanoEvents } from 'nanoevents';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedError } from '../../src/errors.js';
import { createReadyTimer, createWait, rejectAll, type Waits } from '../../src/host/waits.js';
import { FakeWindow } from '../../src/testing/fake-window.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

type Listener = (payload: never) => void;

let events: ReturnType<typeof createNanoEvents<Record<string, Listener>>>;
let clock: FakeWindow;
let group: Waits;
let destroyed: boolean;
/** Resolves names as a controller would: refused once destroyed, and outside a tiny catalog. */
const eventName = (name: unknown) => {
  if (destroyed) throw new EmbedError('DESTROYED', 'The embed was destroyed');
  if (name !== 'view' && name !== 'navigate') throw new EmbedError('INVALID_OPTIONS', `event: unknown ${String(name)}`);
  return name;
};
const listeners = () => Object.values(events.events).reduce((count, list) => count + (list?.length ?? 0), 0);

beforeEach(() => {
  vi.useFakeTimers();
  events = createNanoEvents<Record<string, Listener>>();
  clock = new FakeWindow();
  group = new Set();
  destroyed = false;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createWait', () => {
  it('resolves with the next event after the call, then leaves its group and stops listening', async () => {
    const wait = createWait(events, clock, eventName);
    events.emit('view', { path: '/before' } as never);
    const waiting = wait('view', group);
    expect(group.size).toBe(1);
    events.emit('navigate', { path: '/other' } as never);
    events.emit('view', { path: '/after' } as never);
    await expect(waiting).resolves.toEqual({ path: '/after' });
    expect(group.size).toBe(0);
    expect(listeners()).toBe(0);
  });

  it('skips what the filter refuses; a throwing filter rejects with INVALID_OPTIONS, its error as cause', async () => {
    const wait = createWait(events, clock, eventName);
    const second = wait('view', group, { filter: (payload: { path: string }) => payload.path === '/2' });
    const cause = new Error('bad filter');
    const broken = wait('view', group, {
      filter: () => {
        throw cause;
      },
    });
    events.emit('view', { path: '/1' } as never);
    events.emit('view', { path: '/2' } as never);
    await expect(second).resolves.toEqual({ path: '/2' });
    const error = await expectEmbedError(broken, 'INVALID_OPTIONS');
    expect(error.message).toBe('waitFor view: the filter threw');
    expect(error.cause).toBe(cause);
    expect(group.size).toBe(0);
  });

  it('times out on the given clock with TIMEOUT; an event first stops the timer', async () => {
    const wait = createWait(events, clock, eventName);
    const late = wait('view', group, { timeoutMs: 50 });
    const early = wait('navigate', group, { timeoutMs: 50 });
    expect(clock.timerCount).toBe(2);
    events.emit('navigate', { path: '/' } as never);
    await expect(early).resolves.toEqual({ path: '/' });
    expect(clock.timerCount).toBe(1);
    vi.advanceTimersByTime(50);
    expect((await expectEmbedError(late, 'TIMEOUT')).message).toBe('waitFor view: no event within 50 ms');
    expect(clock.timerCount).toBe(0);
    expect(group.size).toBe(0);
    expect(listeners()).toBe(0);
  });

  it('rejects with ABORTED when the signal aborts, or at once (registering nothing) when it already has', async () => {
    const wait = createWait(events, clock, eventName);
    const controller = new AbortController();
    const waiting = wait('view', group, { signal: controller.signal, timeoutMs: 1000 });
    controller.abort();
    expect((await expectEmbedError(waiting, 'ABORTED')).message).toBe('waitFor view: the signal was aborted');
    expect(clock.timerCount).toBe(0);
    await expectEmbedError(wait('view', group, { signal: AbortSignal.abort() }), 'ABORTED');
    expect(group.size).toBe(0);
    expect(listeners()).toBe(0);
  });

  it('turns every refusal into a rejection, never a synchronous throw', async () => {
    const wait = createWait(events, clock, eventName);
    let pending: Promise<unknown>[] = [];
    expect(() => {
      pending = [
        wait('teleport', group),
        wait('view', group, { timeoutMs: -1 }),
        wait('view', group, { signal: 'abort' as never }),
        wait('view', group, { filter: 'yes' as never }),
        wait('view', group, 5 as never),
      ];
    }).not.toThrow();
    for (const promise of pending) await expectEmbedError(promise, 'INVALID_OPTIONS');
    destroyed = true;
    await expectEmbedError(wait('view', group), 'DESTROYED');
    expect(group.size).toBe(0);
    expect(clock.timerCount).toBe(0);
  });
});

describe('rejectAll', () => {
  it('rejects every pending wait of a group, in the order they began, each with its own error, leaving no timer or listener', async () => {
    const wait = createWait(events, clock, eventName);
    const other: Waits = new Set();
    const waits = [
      wait('view', group),
      wait('navigate', group, { timeoutMs: 5000 }),
      wait('view', group, { signal: new AbortController().signal }),
    ];
    const untouched = wait('view', other);
    const order: number[] = [];
    for (const [index, waiting] of waits.entries()) {
      waiting.catch(() => {
        order.push(index);
      });
    }
    let made = 0;
    rejectAll(group, () => new EmbedError('DESTROYED', `destroyed ${++made}`));
    const errors = await Promise.all(waits.map((waiting) => expectEmbedError(waiting, 'DESTROYED')));
    expect(errors.map((error) => error.message)).toEqual(['destroyed 1', 'destroyed 2', 'destroyed 3']);
    expect(order).toEqual([0, 1, 2]);
    expect(group.size).toBe(0);
    expect(clock.timerCount).toBe(0);
    expect(other.size).toBe(1);
    events.emit('view', { path: '/x' } as never);
    await expect(untouched).resolves.toEqual({ path: '/x' });
    expect(listeners()).toBe(0);
  });
});

describe('createReadyTimer', () => {
  it('runs once after its time; a restart drops the timer before; stop drops it; 0 starts none', () => {
    const timer = createReadyTimer(clock);
    const timedOut = vi.fn();
    timer.start(100, timedOut);
    vi.advanceTimersByTime(60);
    timer.start(100, timedOut);
    vi.advanceTimersByTime(60);
    expect(timedOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(timedOut).toHaveBeenCalledTimes(1);
    timer.start(100, timedOut);
    timer.stop();
    timer.start(0, timedOut);
    vi.advanceTimersByTime(1_000);
    expect(timedOut).toHaveBeenCalledTimes(1);
    expect(clock.timerCount).toBe(0);
  });
});
