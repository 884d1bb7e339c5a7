/**
 * The lines of a chat stream that are not messages: error objects (each an `ApiError` —
 * THREAD_BUSY, UNAUTHORIZED for a JSON-RPC error, STREAM_ERROR otherwise — its parsed line the
 * body), a whole body that is one, and the frames `__cutoff__`, `__usage__`, `__aborted__` and
 * `__suspended__`, read as the run needs them.
 */
import { describe, expect, it } from 'vitest';
import { addUsage, cutoffOf, errorInBody, errorOfLine, isErrorLine, reasonOf, usageOf } from '../../src/chat/frames.js';
import type { ChatStreamMessage, ChatUsage } from '../../src/chat/types.js';
import { ApiError } from '../../src/http/api-error.js';

describe('isErrorLine', () => {
  it('is an error and no message id, or a JSON-RPC error whatever its id', () => {
    expect(isErrorLine({ error: 'Internal error' })).toBe(true);
    expect(isErrorLine({ error: { code: -32001, message: 'Unauthorized' }, id: null })).toBe(true);
    expect(isErrorLine({ jsonrpc: '2.0', error: { code: 401, message: 'no' }, id: 'request-7' })).toBe(true);
    expect(isErrorLine({ error: 'x', id: 42 })).toBe(true);
  });

  it('is not a frame or a message that happens to have an error field, nor anything without one', () => {
    expect(isErrorLine({ id: '__aborted__', error: 'Stopped by the user' })).toBe(false);
    expect(isErrorLine({ id: '__suspended__', error: 'restart' })).toBe(false);
    expect(isErrorLine({ id: 'm1', role: 'assistant', content: 'hi' })).toBe(false);
    expect(isErrorLine({ error: undefined })).toBe(false);
    for (const value of [null, 'error', 42, ['error']]) expect(isErrorLine(value)).toBe(false);
  });
});

describe('errorOfLine', () => {
  it('a plain error is STREAM_ERROR quoting the service, the line its body', () => {
    const line = { error: 'The model failed' };
    const error = errorOfLine(line);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('STREAM_ERROR');
    expect(error.message).toBe('chat stream: the service reported an error: "The model failed"');
    expect(error.body).toBe(line);
  });

  it('a JSON-RPC error object is UNAUTHORIZED: the way the service refuses a credential', () => {
    expect(errorOfLine({ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid token' }, id: null })).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'chat stream: the service refused the request: "Invalid token"',
    });
    expect(errorOfLine({ error: { code: 401, message: 'expired' } }).code).toBe('UNAUTHORIZED');
  });

  it('the busy-thread text is THREAD_BUSY, in any case, in any of the places the text may be', () => {
    expect(errorOfLine({ error: 'Streaming for thread is in progress' }).code).toBe('THREAD_BUSY');
    expect(errorOfLine({ error: { message: 'STREAMING FOR THREAD IS IN PROGRESS: wait' } }).code).toBe('THREAD_BUSY');
    expect(errorOfLine({ error: {}, message: 'streaming for thread is in progress' }).code).toBe('THREAD_BUSY');
  });

  it('quotes error.message, then the line’s message, then the error as JSON; a long text is shortened', () => {
    expect(errorOfLine({ error: { message: 'inner' }, message: 'outer' }).message).toMatch(/"inner"$/);
    expect(errorOfLine({ error: { detail: 1 }, message: 'outer' }).message).toMatch(/"outer"$/);
    expect(errorOfLine({ error: { detail: 1 } }).message).toMatch(/"\{\\"detail\\":1\}"$/);
    const long = errorOfLine({ error: 'x'.repeat(5_000) }).message;
    expect(long.length).toBeLessThan(400);
  });
});

describe('errorInBody', () => {
  it('the ApiError of a body that is an error object, and nothing for any other body', () => {
    expect(errorInBody('{"error":"Not allowed"}')).toMatchObject({ code: 'STREAM_ERROR' });
    expect(errorInBody('{"jsonrpc":"2.0","error":{"code":1,"message":"no"}}')).toMatchObject({ code: 'UNAUTHORIZED' });
    for (const body of ['', 'not json', '{"message":"ok"}', '[]', 'null', '{"id":"__aborted__","error":"x"}'])
      expect(errorInBody(body), body).toBeUndefined();
  });
});

describe('the frames', () => {
  it('cutoffOf: the thread, whether it streams, and a suspended turn’s message id', () => {
    const line = {
      id: '__cutoff__',
      state: { chatId: 'chat-1', isStreaming: true, suspended: { messageId: '1732512345678-message' } },
    } as ChatStreamMessage;
    expect(cutoffOf(line)).toEqual({
      chatId: 'chat-1',
      isStreaming: true,
      suspendedMessageId: '1732512345678-message',
    });
    expect(cutoffOf({ id: '__cutoff__' } as ChatStreamMessage)).toEqual({
      chatId: undefined,
      isStreaming: false,
      suspendedMessageId: undefined,
    });
    expect(
      cutoffOf({ id: '__cutoff__', state: { isStreaming: 'yes' } } as unknown as ChatStreamMessage).isStreaming,
    ).toBe(false);
  });

  it('usageOf: every count, 0 for each the service left out; the models copied', () => {
    const models = ['model-a'];
    const usage = usageOf({
      id: '__usage__',
      usage: { models, llmCalls: 2, inputTokens: 100, totalTokens: 150 },
    } as ChatStreamMessage);
    expect(usage).toEqual({
      models: ['model-a'],
      llmCalls: 2,
      inputTokens: 100,
      outputTokens: 0,
      cacheWriteTokens: 0,
      cacheReadTokens: 0,
      totalTokens: 150,
    });
    expect(usage.models).not.toBe(models);
    expect(usageOf({ id: '__usage__' } as ChatStreamMessage)).toEqual({
      models: [],
      llmCalls: 0,
      inputTokens: 0,
      outputTokens: 0,
      cacheWriteTokens: 0,
      cacheReadTokens: 0,
      totalTokens: 0,
    });
  });

  it('addUsage: the counts added, each model once; nothing before is the other usage', () => {
    const one: ChatUsage = {
      models: ['a', 'b'],
      llmCalls: 1,
      inputTokens: 10,
      outputTokens: 5,
      cacheWriteTokens: 1,
      cacheReadTokens: 2,
      totalTokens: 15,
    };
    const other: ChatUsage = {
      models: ['b', 'c'],
      llmCalls: 2,
      inputTokens: 20,
      outputTokens: 7,
      cacheWriteTokens: 0,
      cacheReadTokens: 3,
      totalTokens: 27,
    };
    expect(addUsage(one, other)).toEqual({
      models: ['a', 'b', 'c'],
      llmCalls: 3,
      inputTokens: 30,
      outputTokens: 12,
      cacheWriteTokens: 1,
      cacheReadTokens: 5,
      totalTokens: 42,
    });
    expect(addUsage(undefined, other)).toBe(other);
  });

  it('reasonOf: the error text of an aborted or suspended frame, when it is a non-empty string', () => {
    expect(reasonOf({ id: '__aborted__', error: 'Stopped by the user' } as ChatStreamMessage)).toBe(
      'Stopped by the user',
    );
    expect(reasonOf({ id: '__aborted__', error: '' } as ChatStreamMessage)).toBeUndefined();
    expect(reasonOf({ id: '__suspended__' } as ChatStreamMessage)).toBeUndefined();
  });
});
