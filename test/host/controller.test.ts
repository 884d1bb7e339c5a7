// @vitest-environment happy-dom
/**
 * The controller as a store: `error` and `subscribe` (what bindings read state through), and its
 * methods bound to it. Loading, events, actions and clean-up have their own files beside this.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedController } from '../../src/index.js';
import { createTestEmbed, type TestEmbed } from '../../src/testing/test-embed.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { EMBED_URL, READY } from './harness.js';

/** The controller's state, payload and error each time a subscriber is told. */
function watch(controller: EmbedController) {
  const seen: Array<{ state: string; ready: boolean; error: string | undefined }> = [];
  const unsubscribe = controller.subscribe(() =>
    seen.push({ state: controller.state, ready: controller.readyPayload !== undefined, error: controller.error?.code }),
  );
  return { seen, unsubscribe };
}

const make = (extra: { readyTimeoutMs?: number } = {}): TestEmbed => createTestEmbed(extra);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('subscribe', () => {
  it('tells of a ready, a failed load, a reload (the app’s own) and destroy, each as the controller then is', async () => {
    const { controller, embed } = make({ readyTimeoutMs: 1000 });
    const { seen } = watch(controller);
    vi.advanceTimersByTime(1000);
    await expectEmbedError(controller.whenReady(), 'READY_TIMEOUT');
    expect(seen).toEqual([{ state: 'connecting', ready: false, error: 'READY_TIMEOUT' }]);
    expect(controller.error?.code).toBe('READY_TIMEOUT');

    embed.ready(READY);
    vi.advanceTimersByTime(0);
    expect(seen.at(-1)).toEqual({ state: 'ready', ready: true, error: undefined });
    expect(controller.error).toBeUndefined();

    controller.reload(EMBED_URL);
    expect(seen.at(-1)).toEqual({ state: 'connecting', ready: true, error: undefined });

    controller.destroy();
    expect(seen.at(-1)).toEqual({ state: 'destroyed', ready: true, error: undefined });
    const count = seen.length;
    controller.destroy();
    expect(seen).toHaveLength(count);
  });

  it('a reload clears the failure of the load before it', () => {
    const { controller } = make({ readyTimeoutMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(controller.error?.code).toBe('READY_TIMEOUT');
    controller.reload();
    expect(controller.error).toBeUndefined();
  });

  it('unsubscribing stops the calls; the same function twice is two subscriptions', () => {
    const { controller, embed } = make();
    const listener = vi.fn();
    const first = controller.subscribe(listener);
    controller.subscribe(listener);
    embed.ready(READY);
    vi.advanceTimersByTime(0);
    expect(listener).toHaveBeenCalledTimes(2);
    first();
    controller.reload(EMBED_URL);
    expect(listener).toHaveBeenCalledTimes(3);
    controller.destroy();
  });

  it('a throwing listener is isolated: the others are told, the error re-thrown asynchronously', () => {
    const { controller, embed } = make();
    const after = vi.fn();
    controller.subscribe(() => {
      throw new Error('listener bug');
    });
    controller.subscribe(after);
    embed.ready(READY);
    expect(() => vi.advanceTimersByTime(0)).not.toThrow(); // delivered: the controller went on
    expect(after).toHaveBeenCalledTimes(1);
    expect(() => vi.runOnlyPendingTimers()).toThrow('listener bug');
    expect(controller.state).toBe('ready');
    controller.destroy();
  });

  it('refuses a listener that is not a function; after destroy it subscribes nothing', () => {
    const { controller } = make();
    expect(() => controller.subscribe('no' as never)).toThrow(/listener: expected a function/);
    controller.destroy();
    const listener = vi.fn();
    controller.subscribe(listener)();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('methods', () => {
  it('are bound to their controller: a method passed on as a callback still works', async () => {
    const { controller, embed } = make();
    const { whenReady, setLocale, refresh, reload, destroy } = controller;
    setLocale('de');
    refresh();
    embed.ready(READY);
    vi.advanceTimersByTime(0);
    await expect(whenReady()).resolves.toEqual(READY);
    vi.advanceTimersByTime(1); // the actions, posted while the ready was delivered, arrive a tick later
    expect(embed.actions.map((message) => message.type)).toEqual([
      'platform:action:set-locale',
      'platform:action:refresh',
    ]);
    reload(EMBED_URL);
    expect(controller.state).toBe('connecting');
    destroy();
    expect(controller.state).toBe('destroyed');
  });
});
