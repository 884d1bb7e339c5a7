import { describe, expect, it } from 'vitest';
import { isOver } from '../../src/chat/run-status.js';

describe('isOver', () => {
  it('holds for the statuses after which nothing changes', () => {
    expect(['done', 'aborted', 'failed'].map((status) => isOver(status as never))).toEqual([true, true, true]);
    expect(['connecting', 'streaming', 'reconnecting'].map((status) => isOver(status as never))).toEqual([false, false, false]);
  });
});
