/**
 * Animation frames the test runs itself: `requestAnimationFrame` and `cancelAnimationFrame`
 * replaced by a queue, run by `frames.run()` inside `act()` — so a store that renders once per
 * frame renders exactly when the test says, and the test can count the frames that passed.
 * Undo with `vi.unstubAllGlobals()`.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface FakeFrames {
  /** Runs one frame: the callbacks asked for until now, inside `act`. */
  run(): void;
  /** The frames run so far. */
  readonly count: number;
  /** The callbacks waiting for the next frame. */
  readonly pending: number;
}

export function fakeFrames(): FakeFrames {
  let waiting = new Map<number, FrameRequestCallback>();
  let next = 1;
  let count = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    const id = next++;
    waiting.set(id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    waiting.delete(id);
  });
  return {
    run() {
      const due = [...waiting.values()];
      waiting = new Map();
      count += 1;
      act(() => {
        for (const callback of due) callback(count * 16);
      });
    },
    get count() {
      return count;
    },
    get pending() {
      return waiting.size;
    },
  };
}
