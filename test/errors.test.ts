/**
 * The error class of the embed messaging side: an Error named EmbedError with a code from a
 * frozen runtime list and its message; a cause kept when given, and only then.
 */
import { describe, expect, it } from 'vitest';
import { EMBED_ERROR_CODES, EmbedError } from '../src/errors.js';

describe('EmbedError', () => {
  it('is an Error named EmbedError with its code and message', () => {
    const error = new EmbedError('INVALID_PAYLOAD', 'set-locale: locale: expected a locale code, got 42');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(EmbedError);
    expect(error.name).toBe('EmbedError');
    expect(error.code).toBe('INVALID_PAYLOAD');
    expect(error.message).toBe('set-locale: locale: expected a locale code, got 42');
    expect(String(error)).toBe('EmbedError: set-locale: locale: expected a locale code, got 42');
  });

  it('keeps a cause when given, and only then', () => {
    const cause = new TypeError('provider failed');
    expect(new EmbedError('SESSION_FAILED', 'x', { cause }).cause).toBe(cause);
    expect('cause' in new EmbedError('SESSION_FAILED', 'x', { cause: null })).toBe(true);
    expect('cause' in new EmbedError('SESSION_FAILED', 'x')).toBe(false);
  });
});

describe('EMBED_ERROR_CODES', () => {
  it('lists every code once, in a frozen list', () => {
    expect([...EMBED_ERROR_CODES]).toEqual([
      'INVALID_OPTIONS',
      'INVALID_PAYLOAD',
      'INVALID_FILTER',
      'READY_TIMEOUT',
      'DESTROYED',
      'QUEUE_FULL',
      'TIMEOUT',
      'ABORTED',
      'SESSION_FAILED',
      'EMBED_FAILED',
    ]);
    expect(Object.isFrozen(EMBED_ERROR_CODES)).toBe(true);
  });
});
