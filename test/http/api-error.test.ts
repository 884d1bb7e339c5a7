/**
 * ApiError: one class with a code from a frozen list, `retryable` by code, `status` / `body`
 * / `cause` kept when given; and the body helpers.
 */
import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  ApiError,
  type ApiErrorCode,
  errorBody,
  MAX_BODY_LENGTH,
  shortenBody,
} from '../../src/http/api-error.js';

describe('ApiError', () => {
  it('is an Error named ApiError with its code and message', () => {
    const error = new ApiError('BAD_REQUEST', 'input: expected string, got 5');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('input: expected string, got 5');
    expect(String(error)).toBe('ApiError: input: expected string, got 5');
    expect(error.stack).toContain('ApiError');
  });

  it('keeps the status, the body and the cause when given, and only then', () => {
    const cause = new TypeError('fetch failed');
    const error = new ApiError('SERVER_ERROR', 'The chat request failed with HTTP 502', {
      status: 502,
      body: { message: 'bad gateway' },
      cause,
    });
    expect(error.status).toBe(502);
    expect(error.body).toEqual({ message: 'bad gateway' });
    expect(error.cause).toBe(cause);

    const bare = new ApiError('NETWORK', 'no response');
    expect('status' in bare).toBe(false);
    expect('body' in bare).toBe(false);
    expect('cause' in bare).toBe(false);
    // An undefined cause is none, as for every error class of the SDK (see causeOption in src/errors.ts).
    expect('cause' in new ApiError('NETWORK', 'x', { cause: undefined })).toBe(false);
  });

  it.each<[ApiErrorCode, boolean]>([
    ['INVALID_OPTIONS', false],
    ['INVALID_REQUEST', false],
    ['BAD_REQUEST', false],
    ['UNAUTHORIZED', false],
    ['FORBIDDEN', false],
    ['NOT_FOUND', false],
    ['CONFLICT', false],
    ['RATE_LIMITED', true],
    ['SERVER_ERROR', true],
    ['THREAD_BUSY', false],
    ['STREAM_ERROR', false],
    ['INVALID_RESPONSE', false],
    ['SYNC_FAILED', false],
    ['SYNC_CANCELLED', false],
    ['SUSPENDED', true],
    ['NETWORK', true],
    ['TIMEOUT', true],
    ['ABORTED', false],
  ])('%s: retryable %s', (code, retryable) => {
    expect(new ApiError(code, 'x').retryable).toBe(retryable);
  });

  it('a conflict the service says to try again (upsert_branch_changed) is retryable; others are not', () => {
    expect(new ApiError('CONFLICT', 'x', { status: 409, serviceCode: 'upsert_branch_changed' }).retryable).toBe(true);
    expect(new ApiError('CONFLICT', 'x', { status: 409, serviceCode: 'ambiguous_legacy_id' }).retryable).toBe(false);
    expect(new ApiError('BAD_REQUEST', 'x', { status: 400, serviceCode: 'upsert_branch_changed' }).retryable).toBe(
      false,
    );
  });

  it('keeps the service code, the request id and the headers, and leaves out what was not given', () => {
    const headers = new Headers({ 'x-request-id': 'req-1' });
    const error = new ApiError('CONFLICT', 'x', { status: 409, serviceCode: 'none', requestId: 'req-1', headers });
    expect(error).toMatchObject({ serviceCode: 'none', requestId: 'req-1', headers });
    const bare = new ApiError('NETWORK', 'x');
    expect(['serviceCode', 'requestId', 'headers'].filter((key) => key in bare)).toEqual([]);
  });

  it('lists every code once, in a frozen list', () => {
    expect(Object.isFrozen(API_ERROR_CODES)).toBe(true);
    expect(API_ERROR_CODES).toHaveLength(18);
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    expect(() => (API_ERROR_CODES as unknown as string[]).push('OTHER')).toThrow(TypeError);
  });
});

describe('shortenBody', () => {
  it('keeps a short text as it is', () => {
    expect(shortenBody('')).toBe('');
    expect(shortenBody('x'.repeat(MAX_BODY_LENGTH))).toBe('x'.repeat(MAX_BODY_LENGTH));
  });

  it(`cuts a longer one to ${MAX_BODY_LENGTH} characters and marks the cut`, () => {
    expect(shortenBody('x'.repeat(MAX_BODY_LENGTH + 1))).toBe(`${'x'.repeat(MAX_BODY_LENGTH)}…`);
    expect(shortenBody('abcdef', 3)).toBe('abc…');
  });

  it('never splits a surrogate pair', () => {
    expect(shortenBody('ab😀cd', 3)).toBe('ab…');
    expect(shortenBody('ab😀cd', 4)).toBe('ab😀…');
  });
});

describe('errorBody', () => {
  it('is the parsed JSON, the shortened text, or undefined for nothing', () => {
    expect(errorBody('{"message":"no"}')).toEqual({ message: 'no' });
    expect(errorBody('<html>bad gateway</html>')).toBe('<html>bad gateway</html>');
    expect(errorBody('x'.repeat(5_000))).toBe(`${'x'.repeat(MAX_BODY_LENGTH)}…`);
    expect(errorBody('')).toBeUndefined();
  });
});
