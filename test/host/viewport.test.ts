/**
 * When a lazy frame nears the viewport: `then` runs once an IntersectionObserver (with a margin
 * of 1250 px) sees the element intersect — once, the observer disconnected — or at once where the
 * page has no IntersectionObserver; the returned function stops waiting.
 */
import { describe, expect, it, vi } from 'vitest';
import { whenNearViewport } from '../../src/host/viewport.js';

/** A page window whose IntersectionObserver is recorded and driven by the test. */
function pageWithObserver() {
  const observers: Array<{
    callback: (entries: Array<{ isIntersecting: boolean }>) => void;
    options: unknown;
    observed: Element[];
    disconnected: boolean;
  }> = [];
  class Observer {
    readonly record: (typeof observers)[number];
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options: unknown) {
      this.record = { callback, options, observed: [], disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const element = { ownerDocument: { defaultView: { IntersectionObserver: Observer } } } as unknown as Element;
  return { element, observers };
}

describe('whenNearViewport', () => {
  it('observes the element with a margin of 1250 px, and runs then once it intersects, once', () => {
    const { element, observers } = pageWithObserver();
    const then = vi.fn();
    whenNearViewport(element, then);
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    expect(observer!.options).toEqual({ rootMargin: '1250px' });
    expect(observer!.observed).toEqual([element]);
    observer!.callback([{ isIntersecting: false }]);
    expect(then).not.toHaveBeenCalled();
    observer!.callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(then).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
  });

  it('the function it returns stops waiting', () => {
    const { element, observers } = pageWithObserver();
    const stop = whenNearViewport(element, vi.fn());
    stop();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('runs then at once where the page has no IntersectionObserver, or the element no window', () => {
    for (const element of [
      { ownerDocument: { defaultView: {} } },
      { ownerDocument: { defaultView: null } },
      { ownerDocument: null },
    ] as unknown as Element[]) {
      const then = vi.fn();
      const stop = whenNearViewport(element, then);
      expect(then).toHaveBeenCalledTimes(1);
      expect(() => stop()).not.toThrow();
    }
  });
});
