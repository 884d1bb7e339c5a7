/**
 * The idle bound of a stream read a line at a time, on the virtual clock: it fires once a wait
 * lasts `idleMs` without a complete line, counts only the waits (not the reader's time on the
 * lines), keeps one timer at a time, and leaves none once stopped.
 */
import { describe, expect, it, vi } from 'vitest';
import { lineIdleBound, noLineError } from '../../src/http/idle-bound.js';
import { VirtualTime } from '../support/virtual-time.js';

/** Moves the clock `ms` on, firing every sleep due meanwhile. */
async function pass(time: VirtualTime, ms: number): Promise<void> {
  await time.run(time.sleep(ms));
}

describe('lineIdleBound', () => {
  it('fires once, idleMs after the wait began, with one timer at a time', async () => {
    const time = new VirtualTime();
    const onIdle = vi.fn();
    lineIdleBound(5_000, time, onIdle);
    await pass(time, 4_999);
    expect(onIdle).not.toHaveBeenCalled();
    expect(time.pending).toEqual([5_000]);
    await pass(time, 1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    await pass(time, 20_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(time.pending).toEqual([]);
  });

  it('counts from the last line, and not while the reader handles lines', async () => {
    const time = new VirtualTime();
    const onIdle = vi.fn();
    const bound = lineIdleBound(5_000, time, onIdle);
    await pass(time, 3_000);
    bound.arrived();
    // The reader's time on the lines is not the service's silence.
    await pass(time, 12_000);
    bound.waiting();
    await pass(time, 2_000);
    // A wait begun goes on: asking again does not start it anew.
    bound.waiting();
    await pass(time, 2_999);
    expect(onIdle).not.toHaveBeenCalled();
    // Still one timer, set for what is left of the bound.
    expect(time.pending).toHaveLength(1);
    await pass(time, 1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stopped, it never fires and leaves no timer', async () => {
    const time = new VirtualTime();
    const onIdle = vi.fn();
    lineIdleBound(5_000, time, onIdle).stop();
    expect(time.pending).toEqual([]);
    await pass(time, 10_000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('its error is a TIMEOUT naming what and the option', () => {
    const error = noLineError('The chat answer', 5_000);
    expect([error.code, error.message]).toEqual([
      'TIMEOUT',
      'The chat answer: the service sent no complete line for 5000 ms (timeouts.idleMs)',
    ]);
    expect(error.cause).toMatchObject({ name: 'TimeoutError' });
  });
});
