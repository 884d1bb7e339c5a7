import { describe, expect, it } from 'vitest';
import { isOver } from '../../src/chat/run-status.js';
import type { ChatRunStatus } from '../../src/chat/run-types.js';

describe('isOver', () => {
  it('holds for the statuses after which nothing changes', () => {
    expect(['done', 'aborted', 'failed'].map((status) => isOver(status as never))).toEqual([true, true, true]);
    expect(['connecting', 'streaming', 'reconnecting'].map((status) => isOver(status as never))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('is true of done, aborted and failed only', () => {
    const statuses: ChatRunStatus[] = ['connecting', 'streaming', 'reconnecting', 'done', 'aborted', 'failed'];
    expect(statuses.filter(isOver)).toEqual(['done', 'aborted', 'failed']);
  });
});
