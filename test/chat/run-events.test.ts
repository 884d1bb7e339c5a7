/**
 * A run's events: the subscription check, each handler isolated, and nothing but the run's
 * ending told once it has ended.
 */
import { describe, expect, it, vi } from 'vitest';
import { checkSubscription, RunEvents } from '../../src/chat/run-events.js';
import { ApiError } from '../../src/http/api-error.js';
import { expectApiError } from '../support/expect-api-error.js';
import { allowConsole } from '../support/fail-on-console.js';

describe('checkSubscription', () => {
  it('lets every event of a run through with a function', () => {
    for (const event of [
      'thread',
      'message',
      'delta',
      'tool-call',
      'answer',
      'usage',
      'suspended',
      'reconnect',
      'end',
      'error',
    ]) {
      expect(() => checkSubscription(event, () => undefined)).not.toThrow();
    }
  });

  it('refuses an unknown event, naming it and the events there are', () => {
    const error = expectApiError(() => checkSubscription('done', () => undefined), 'INVALID_OPTIONS');
    expect(error.message).toMatch(
      /^event: expected one of thread, message, delta, tool-call, answer, usage, suspended, reconnect, end, error, got "done"/,
    );
    expectApiError(() => checkSubscription('toString', () => undefined), 'INVALID_OPTIONS');
  });

  it('refuses a handler that is not a function', () => {
    const error = expectApiError(() => checkSubscription('end', 'handler'), 'INVALID_OPTIONS');
    expect(error.message).toMatch(/^handler: expected a function, got "handler"/);
  });
});

describe('RunEvents', () => {
  it('tells subscribers until they unsubscribe, and says whether anyone listens', () => {
    const events = new RunEvents(() => false);
    const seen: string[] = [];
    expect(events.listened('delta')).toBe(false);
    const off = events.on('delta', (delta) => seen.push(delta.content ?? ''));
    expect(events.listened('delta')).toBe(true);
    expect(events.listened('message')).toBe(false);
    events.tell('delta', { id: 'a', content: 'one' });
    off();
    events.tell('delta', { id: 'a', content: 'two' });
    expect(seen).toEqual(['one']);
    expect(events.listened('delta')).toBe(false);
  });

  it('keeps telling the other handlers when one throws', () => {
    // In Node callUserCallback logs a handler's error rather than throw it from a fresh task.
    allowConsole(/handler bug/);
    const events = new RunEvents(() => false);
    const seen: string[] = [];
    events.on('usage', () => {
      throw new Error('handler bug');
    });
    events.on('usage', (usage) => seen.push(usage.models.join()));
    expect(() =>
      events.tell('usage', {
        models: ['m'],
        llmCalls: 1,
        inputTokens: 0,
        outputTokens: 0,
        cacheWriteTokens: 0,
        cacheReadTokens: 0,
        totalTokens: 0,
      }),
    ).not.toThrow();
    expect(seen).toEqual(['m']);
    expect(vi.mocked(console.error)).toHaveBeenCalledWith(expect.objectContaining({ message: 'handler bug' }));
  });

  it('tells nothing once the run has ended, but emits its ending', () => {
    let over = false;
    const events = new RunEvents(() => over);
    const seen: string[] = [];
    events.on('thread', ({ chatId }) => seen.push(`thread ${chatId}`));
    events.on('error', (error) => seen.push(`error ${error.code}`));
    events.tell('thread', { chatId: 'c1', isStreaming: false });
    over = true;
    events.tell('thread', { chatId: 'c2', isStreaming: false });
    events.emit('error', new ApiError('ABORTED', 'stopped'));
    expect(seen).toEqual(['thread c1', 'error ABORTED']);
  });
});
