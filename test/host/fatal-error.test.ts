/**
 * A fatal `error` event from the embed before `ready` ends the load at once: `SESSION_FAILED`
 * for a session the embed refused (used, expired, revoked), `EMBED_FAILED` for another, with the
 * event's text in the message and its payload as the `cause` — `whenReady()` rejects, `onFailure`
 * hears it once, the ready timeout is stopped (never a `READY_TIMEOUT` saying nothing arrived).
 * A non-fatal error, a fatal one after `ready`, one from another origin, and one from the frame
 * while a session provider is still asked for the next URL end nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventPayloads } from '../../src/index.js';
import { createTestEmbed, TEST_EMBED_ORIGIN } from '../../src/testing/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

const SESSION_USED: EventPayloads['error'] = {
  message: 'The embed session cannot be used: it was redeemed already',
  name: 'EmbedSessionError',
  context: 'session',
  fatal: true,
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A test embed whose failures are recorded, with the default 30 s ready timeout. */
function loading(options: Parameters<typeof createTestEmbed>[0] = {}) {
  const onFailure = vi.fn();
  const test = createTestEmbed({ onFailure, ...options });
  const errors: Array<EventPayloads['error']> = [];
  test.controller.on('error', (payload) => {
    errors.push(payload);
  });
  return { ...test, onFailure, errors };
}

describe('a fatal error event before ready', () => {
  it('of a refused session: SESSION_FAILED at once with the event’s text, the timeout stopped', async () => {
    const { controller, embed, host, onFailure, errors } = loading();
    const ready = expectEmbedError(controller.whenReady(), 'SESSION_FAILED');
    embed.emit('error', SESSION_USED);
    await vi.advanceTimersByTimeAsync(0); // one task: the message's delivery, not 30 s
    const error = await ready;
    expect(error.message).toBe(
      `The embed at ${TEST_EMBED_ORIGIN} refused its session: The embed session cannot be used: it was redeemed already`,
    );
    expect(error.cause).toEqual(SESSION_USED);
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(error);
    expect(controller.error).toBe(error);
    expect(controller.state).toBe('connecting');
    expect(errors).toEqual([SESSION_USED]); // the event is still delivered
    expect(host.timerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onFailure).toHaveBeenCalledTimes(1); // no READY_TIMEOUT after it
    expect(await expectEmbedError(controller.whenReady(), 'SESSION_FAILED')).toBe(error);
    controller.destroy();
  });

  it.each([
    [
      'an error name that names a session',
      { message: 'Session expired', name: 'SessionExpiredError', context: 'surface', fatal: true },
    ],
    ['the session context without a name', { message: 'Session revoked', context: 'session', fatal: true }],
  ])('of %s: SESSION_FAILED', async (_label, payload) => {
    const { controller, embed } = loading();
    const ready = expectEmbedError(controller.whenReady(), 'SESSION_FAILED');
    embed.emit('error', payload);
    await vi.advanceTimersByTimeAsync(0);
    expect((await ready).message).toContain(payload.message);
    controller.destroy();
  });

  it('of anything else: EMBED_FAILED at once, with the event’s text', async () => {
    const payload = {
      message: 'The surface could not start: out of memory',
      name: 'RenderError',
      context: 'surface',
      fatal: true,
    };
    const { controller, embed, onFailure } = loading();
    const ready = expectEmbedError(controller.whenReady(), 'EMBED_FAILED');
    embed.emit('error', payload);
    await vi.advanceTimersByTimeAsync(0);
    const error = await ready;
    expect(error.message).toBe(
      `The embed at ${TEST_EMBED_ORIGIN} failed before ready: The surface could not start: out of memory`,
    );
    expect(error.cause).toEqual(payload);
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(error);
    controller.destroy();
  });

  it('a late ready after it: the load succeeded after all, as after READY_TIMEOUT', async () => {
    const { controller, embed } = loading();
    embed.emit('error', SESSION_USED);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.error?.code).toBe('SESSION_FAILED');
    embed.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect([controller.state, controller.error]).toEqual(['ready', undefined]);
    controller.destroy();
  });

  it('reload(url) starts a new load, which a fatal error fails again', async () => {
    const { controller, embed, onFailure } = loading();
    embed.emit('error', SESSION_USED);
    await vi.advanceTimersByTimeAsync(0);
    controller.reload(`${TEST_EMBED_ORIGIN}/embed/dashboard/test?session=fresh`);
    expect(controller.error).toBeUndefined();
    const again = expectEmbedError(controller.whenReady(), 'SESSION_FAILED');
    embed.emit('error', SESSION_USED);
    await vi.advanceTimersByTimeAsync(0);
    await again;
    expect(onFailure).toHaveBeenCalledTimes(2);
    controller.destroy();
  });
});

describe('what a fatal error does not end', () => {
  it('a non-fatal error before ready: the load goes on, to ready or to READY_TIMEOUT', async () => {
    const { controller, embed, onFailure, errors } = loading({ readyTimeoutMs: 1000 });
    const ready = expectEmbedError(controller.whenReady(), 'READY_TIMEOUT');
    embed.emit('error', { message: 'Widget failed', name: 'QueryTimeoutError', context: 'widget:a', fatal: false });
    embed.emit('error', { message: 'No fatal field', name: 'EmbedSessionError', context: 'session' });
    await vi.advanceTimersByTimeAsync(999);
    expect(onFailure).not.toHaveBeenCalled();
    expect(errors).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    controller.destroy();
  });

  it('a fatal error after ready: delivered, the controller stays ready', async () => {
    const { controller, embed, onFailure, errors } = loading();
    embed.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.state).toBe('ready');
    embed.emit('error', SESSION_USED);
    await vi.advanceTimersByTimeAsync(0);
    expect([controller.state, controller.error, onFailure.mock.calls.length, errors.length]).toEqual([
      'ready',
      undefined,
      0,
      1,
    ]);
    controller.destroy();
  });

  it('a forged fatal error (another origin, another window) fails nothing', async () => {
    const { controller, embed, onFailure } = loading({ readyTimeoutMs: 0 });
    const data = {
      source: 'platform-embed',
      direction: 'event',
      type: 'platform:event:error',
      payload: SESSION_USED,
      timestamp: Date.now(),
      surface: 'dashboard',
    };
    embed.post(data, { origin: 'https://evil.example' });
    embed.post(data, { source: 'other' });
    await vi.advanceTimersByTimeAsync(0);
    expect([controller.state, controller.error, onFailure.mock.calls.length]).toEqual(['connecting', undefined, 0]);
    controller.destroy();
  });

  it('while a session provider is asked for the next URL, the frame still shows the last load: its fatal error fails nothing', async () => {
    let answer: (url: string) => void = () => undefined;
    let calls = 0;
    const provider = () => {
      calls += 1;
      return calls === 1
        ? `${TEST_EMBED_ORIGIN}/embed/dashboard/test?session=s1`
        : new Promise<string>((resolve) => (answer = resolve));
    };
    const { controller, embed, onFailure } = loading({ url: provider });
    await vi.advanceTimersByTimeAsync(0);
    embed.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.state).toBe('ready');
    controller.reload(); // asks the provider; its answer waits
    embed.emit('error', { ...SESSION_USED, message: 'The last session expired' });
    await vi.advanceTimersByTimeAsync(0);
    expect([controller.error, onFailure.mock.calls.length]).toEqual([undefined, 0]);
    answer(`${TEST_EMBED_ORIGIN}/embed/dashboard/test?session=s2`);
    await vi.advanceTimersByTimeAsync(0);
    const ready = expectEmbedError(controller.whenReady(), 'SESSION_FAILED');
    embed.emit('error', SESSION_USED); // now from the new session's load
    await vi.advanceTimersByTimeAsync(0);
    expect((await ready).message).toContain('redeemed already');
    controller.destroy();
  });
});
