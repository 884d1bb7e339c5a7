import { describe, expect, it } from 'vitest';
import { mergeMessageLine, sortKey } from '../../src/chat/merge-line.js';
import { mergeChatMessage } from '../../src/chat/thread-builder.js';
import type { ChatMessage, ChatStreamMessage } from '../../src/chat/types.js';

const line = (id: string, sort: number | undefined, content: string, isDelta = true): ChatStreamMessage =>
  ({
    id,
    role: 'assistant',
    ...(sort === undefined ? {} : { sort }),
    content,
    isDelta,
    isInProcess: true,
  }) as ChatStreamMessage;

describe('mergeMessageLine', () => {
  it('appends a new id and appends deltas to a known one, leaving the thread given unchanged', () => {
    const first = mergeMessageLine([], line('a', 1, 'Hel'));
    const second = mergeMessageLine(first, line('a', 1, 'lo'));
    expect(second.map((message) => message.content)).toEqual(['Hello']);
    expect(first.map((message) => message.content)).toEqual(['Hel']);
  });

  it('keeps the thread in sort order, stable for equal keys, a message without sort last', () => {
    let thread: ChatMessage[] = [];
    for (const next of [line('c', 3, 'c'), line('x', undefined, 'x'), line('a', 1, 'a'), line('b', 1, 'b')])
      thread = mergeMessageLine(thread, next);
    expect(thread.map((message) => message.id)).toEqual(['a', 'b', 'c', 'x']);
  });

  it('is the rule mergeChatMessage applies to a message line', () => {
    const lines = [
      line('a', 2, 'one '),
      line('b', 1, 'two'),
      line('a', 2, 'more', true),
      line('a', 2, 'one more', false),
    ];
    let direct: ChatMessage[] = [];
    let public_: ChatMessage[] = [];
    for (const next of lines) {
      direct = mergeMessageLine(direct, next);
      public_ = mergeChatMessage(public_, next);
    }
    expect(direct).toEqual(public_);
  });
});

describe('sortKey', () => {
  it('is the sort, or last without one', () => {
    expect(sortKey({ id: 'a', role: 'assistant', sort: 4 } as ChatMessage)).toBe(4);
    expect(sortKey({ id: 'a', role: 'assistant' } as ChatMessage)).toBe(Number.POSITIVE_INFINITY);
  });
});
