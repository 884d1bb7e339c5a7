/**
 * How the HTTP clients refuse what they were given (`INVALID_OPTIONS` for a client built wrong,
 * `INVALID_REQUEST` for a call), in the shared checks' words, and how they read a call's options.
 */
import { describe, expect, it } from 'vitest';
import { callOptions, refuseApiOption, refuseApiRequest } from '../../src/http/refuse.js';
import { expectApiError } from '../support/expect-api-error.js';

describe('refuseApiOption and refuseApiRequest', () => {
  it('throw an ApiError of their code, naming the field and value, then the hint; the cause kept', () => {
    const cause = new TypeError('Invalid URL');
    const error = expectApiError(
      () => refuseApiOption('baseUrl', 'an absolute http(s) URL', 'x', 'did you mean "https://x"?', cause),
      'INVALID_OPTIONS',
    );
    expect(error.message).toBe('baseUrl: expected an absolute http(s) URL, got "x": did you mean "https://x"?');
    expect(error.cause).toBe(cause);
    expect('cause' in expectApiError(() => refuseApiRequest('n', 'a number', 'x'), 'INVALID_REQUEST')).toBe(false);
  });

  it('are the shared checks’ refusals of a client and of a call', () => {
    expect(
      expectApiError(() => refuseApiOption('timeoutMs', 'whole milliseconds', -1), 'INVALID_OPTIONS').message,
    ).toBe('timeoutMs: expected whole milliseconds, got -1');
    expect(
      expectApiError(() => refuseApiRequest('options.signal', 'an AbortSignal', 1), 'INVALID_REQUEST').message,
    ).toBe('options.signal: expected an AbortSignal, got 1');
  });
});

describe('callOptions', () => {
  it('a left-out options argument is none, on an object without prototype; an object is read by its own properties', () => {
    const none = callOptions(undefined, 'options');
    expect(Object.getPrototypeOf(none)).toBeNull();
    expect(Object.keys(none)).toEqual([]);
    expect(callOptions({ a: 1 }, 'options').a).toBe(1);
  });

  it('anything but an object is INVALID_REQUEST, or what the given refusal says', () => {
    expect(expectApiError(() => callOptions(null, 'options'), 'INVALID_REQUEST').message).toBe(
      'options: expected an object, got null',
    );
    expect(
      expectApiError(() => callOptions([], 'timeouts', refuseApiOption, '{ connectMs, idleMs }'), 'INVALID_OPTIONS')
        .message,
    ).toBe('timeouts: expected { connectMs, idleMs }, got an array');
  });
});
