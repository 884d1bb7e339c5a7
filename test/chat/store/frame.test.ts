// @vitest-environment node
/**
 * The frame scheduler of `useChat` (src/chat/store/frame.ts): one call per frame however often it is
 * asked, through `requestAnimationFrame` where there is one, else a 16 ms timer; cancel drops it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_FRAME_MS, frameScheduler } from '../../../src/chat/store/frame.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('frameScheduler', () => {
  it('asks requestAnimationFrame once for any number of requests, and calls once per frame', () => {
    const callbacks: FrameRequestCallback[] = [];
    const raf = vi.fn((callback: FrameRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('requestAnimationFrame', raf);
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const flush = vi.fn();
    const frame = frameScheduler(flush);
    for (let index = 0; index < 1000; index += 1) frame.request();
    expect(raf).toHaveBeenCalledTimes(1);
    callbacks[0]!(16);
    expect(flush).toHaveBeenCalledTimes(1);
    frame.request();
    expect(raf).toHaveBeenCalledTimes(2);
  });

  it('cancel() drops the pending call (cancelAnimationFrame), and the next request asks again', () => {
    vi.stubGlobal(
      'requestAnimationFrame',
      vi.fn(() => 7),
    );
    const cancel = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancel);
    const frame = frameScheduler(vi.fn());
    frame.request();
    frame.cancel();
    expect(cancel).toHaveBeenCalledWith(7);
    frame.request();
    expect(globalThis.requestAnimationFrame).toHaveBeenCalledTimes(2);
  });

  it(`without requestAnimationFrame: a ${FALLBACK_FRAME_MS} ms timer, once for many requests`, () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const flush = vi.fn();
    const frame = frameScheduler(flush);
    frame.request();
    frame.request();
    vi.advanceTimersByTime(FALLBACK_FRAME_MS - 1);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    frame.request();
    frame.cancel();
    vi.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
