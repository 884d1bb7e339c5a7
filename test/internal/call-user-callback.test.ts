// @vitest-environment happy-dom
/**
 * `callUserCallback`: user code called with exactly the arguments given; what it throws never reaches the
 * caller — in a page it is re-thrown on a later task (the page's error reporting sees it), in
 * Node it is written to console.error (an uncaught error would end the process).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callUserCallback } from '../../src/internal/call-user-callback.js';
import { allowConsole } from '../support/fail-on-console.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** What the throwing callback throws. */
const error = new Error('handler bug');

/** callUserCallback() around a callback that throws. */
const callThrowing = () =>
  callUserCallback(() => {
    throw error;
  }, 1);

describe('callUserCallback', () => {
  it('passes one argument, or two when the second is defined', () => {
    const seen: unknown[][] = [];
    const record = (...args: unknown[]) => void seen.push(args);
    callUserCallback(record, 'a');
    callUserCallback(record, 'a', undefined);
    callUserCallback(record, 'a', 0);
    expect(seen).toEqual([['a'], ['a'], ['a', 0]]);
  });

  it('in a page, keeps a throw from the caller and re-throws it on a later task', () => {
    vi.useFakeTimers();
    expect(callThrowing).not.toThrow();
    expect(() => vi.runOnlyPendingTimers()).toThrow(error);
  });

  it('in Node (no document), keeps a throw from the caller and writes it to console.error, scheduling nothing', () => {
    allowConsole(/bug/);
    vi.stubGlobal('document', undefined);
    vi.useFakeTimers();
    expect(callThrowing).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
    expect(vi.mocked(console.error)).toHaveBeenCalledWith(error);
  });
});
