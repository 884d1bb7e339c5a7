/**
 * The shared option checks: absolute URLs with a hint, whole numbers and millisecond bounds,
 * abort signals and own-property reading — each
 * refusing as its caller says (an `EmbedError` by default, an `ApiError` for the HTTP clients).
 */
import { describe, expect, it } from 'vitest';
import type { EmbedError } from '../../src/errors.js';
import { refuseApiOption, refuseApiRequest } from '../../src/http/refuse.js';
import {
  absoluteHttpUrl,
  checkedUrl,
  isAbortSignal,
  milliseconds,
  ownOptions,
  refuseOption,
  signalOption,
  whole,
  withoutQueryOrUserInfo,
} from '../../src/internal/checks.js';
import { expectApiError } from '../support/expect-api-error.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

/** The message of the INVALID_OPTIONS error that `run` must throw. */
const messageOf = (run: () => unknown): string => expectEmbedError(run, 'INVALID_OPTIONS').message;

describe('absoluteHttpUrl', () => {
  it('returns the href of an absolute http(s) URL', () => {
    expect(absoluteHttpUrl('https://tenant.example.com/embed/x?session=1', 'url')).toBe(
      'https://tenant.example.com/embed/x?session=1',
    );
    expect(absoluteHttpUrl(new URL('http://127.0.0.1:8080/e'), 'url')).toBe('http://127.0.0.1:8080/e');
  });

  it.each([
    [
      'tenant.example.com/embed/x',
      'url: expected an absolute http(s) URL, got "tenant.example.com/embed/x": did you mean "https://tenant.example.com/embed/x"?',
    ],
    [
      'tenant.example.com:8443/e',
      'url: expected an absolute http(s) URL, got "tenant.example.com:8443/e": did you mean "https://tenant.example.com:8443/e"?',
    ],
    [
      'localhost:5174/embed/',
      'url: expected an absolute http(s) URL, got "localhost:5174/embed/": did you mean "https://localhost:5174/embed/"?',
    ],
    [
      '/embed/x',
      'url: expected an absolute http(s) URL, got "/embed/x": a relative URL is never resolved against the page',
    ],
    ['embed', 'url: expected an absolute http(s) URL, got "embed"'],
    ['javascript:alert(1)', 'url: expected an absolute http(s) URL, got "javascript:alert(1)"'],
    ['ftp://tenant.example.com/x', 'url: expected an absolute http(s) URL, got "ftp://tenant.example.com/x"'],
  ])('refuses %j with a hint where one helps', (value, message) => {
    expect(messageOf(() => absoluteHttpUrl(value, 'url'))).toBe(message);
  });

  it('never shows the query or fragment, where a session token lives', () => {
    const message = messageOf(() => absoluteHttpUrl('tenant.example.com/embed/x?session=SECRET#t=SECRET', 'url'));
    expect(message).not.toContain('SECRET');
    expect(message).toContain('did you mean "https://tenant.example.com/embed/x"?');
    expect(withoutQueryOrUserInfo('https://a.example/p?session=1#x')).toBe('https://a.example/p');
  });

  it('keeps the parser’s error as cause', () => {
    try {
      absoluteHttpUrl('not a url', 'url');
    } catch (error) {
      expect((error as EmbedError).cause).toBeInstanceOf(TypeError);
    }
  });
});

describe('milliseconds', () => {
  it('accepts whole numbers from 0 to 2^31 − 1, and undefined (the caller’s default)', () => {
    expect(milliseconds(0, 'ms', refuseOption)).toBe(0);
    expect(milliseconds(2 ** 31 - 1, 'ms', refuseOption)).toBe(2 ** 31 - 1);
    expect(milliseconds(undefined, 'ms', refuseOption)).toBeUndefined();
  });

  it.each([2 ** 31, 2 ** 53, Infinity, -1, 1.5, NaN, '50', null, 50n])('refuses %p', (value) => {
    expect(messageOf(() => milliseconds(value, 'timeoutMs', refuseOption))).toMatch(
      /^timeoutMs: expected whole milliseconds from 0 to 2147483647, got /,
    );
  });
});

describe('isAbortSignal', () => {
  it('knows a real signal', () => {
    expect(isAbortSignal(new AbortController().signal)).toBe(true);
    expect(isAbortSignal(AbortSignal.abort())).toBe(true);
  });

  it.each([
    {},
    { aborted: false },
    { aborted: 'no', addEventListener() {}, removeEventListener() {} },
    null,
    'signal',
    () => {},
  ])('refuses %p', (value) => {
    expect(isAbortSignal(value)).toBe(false);
  });
});

describe('ownOptions', () => {
  it('reads own properties only, whatever Object.prototype holds', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.origin = 'https://evil.example';
    try {
      const own = ownOptions({ url: 'https://tenant.example.com/' }, 'options', refuseOption) as Record<
        string,
        unknown
      >;
      expect(own.origin).toBeUndefined();
      expect(own.url).toBe('https://tenant.example.com/');
    } finally {
      delete proto.origin;
    }
  });

  it('refuses what is not an object', () => {
    expect(messageOf(() => ownOptions(null as never, 'options', refuseOption))).toBe(
      'options: expected an object, got null',
    );
    expect(messageOf(() => ownOptions('x' as never, 'waitFor options', refuseOption))).toBe(
      'waitFor options: expected an object, got "x"',
    );
  });
});

describe('one rule, either error class', () => {
  it('refuses with an EmbedError by default, and with the ApiError a client passes, in the same words', () => {
    const embed = messageOf(() => milliseconds(-1, 'timeoutMs', refuseOption));
    const api = expectApiError(() => milliseconds(-1, 'timeoutMs', refuseApiOption), 'INVALID_OPTIONS').message;
    expect(api).toBe(embed);
    expect(expectApiError(() => ownOptions(1, 'init', refuseApiRequest), 'INVALID_REQUEST').message).toBe(
      'init: expected an object, got 1',
    );
  });

  it('a hint and a cause reach either class', () => {
    const error = expectApiError(() => checkedUrl('tenant.example.com', 'baseUrl', refuseApiOption), 'INVALID_OPTIONS');
    expect(error.message).toBe(
      'baseUrl: expected an absolute http(s) URL, got "tenant.example.com": did you mean "https://tenant.example.com"?',
    );
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('whole', () => {
  it('accepts whole numbers within bounds, and undefined', () => {
    expect(whole(0, 'n', refuseOption, 0, 10)).toBe(0);
    expect(whole(10, 'n', refuseOption, 0, 10)).toBe(10);
    expect(whole(undefined, 'n', refuseOption, 1)).toBeUndefined();
    expect(whole(2 ** 40, 'n', refuseOption, 1)).toBe(2 ** 40);
  });

  it('says the bounds, or the lower one alone, and what is counted', () => {
    expect(messageOf(() => whole(11, 'n', refuseOption, 0, 10))).toBe(
      'n: expected a whole number from 0 to 10, got 11',
    );
    expect(messageOf(() => whole(-1, 'maxQueuedActions', refuseOption, 0))).toBe(
      'maxQueuedActions: expected a whole number ≥ 0, got -1',
    );
    expect(messageOf(() => whole(1.5, 'retry.attempts', refuseOption, 0, 100, 'a whole number of retries'))).toBe(
      'retry.attempts: expected a whole number of retries from 0 to 100, got 1.5',
    );
  });

  it.each([NaN, Infinity, '3', null, 3n])('refuses %p', (value) => {
    expect(messageOf(() => whole(value, 'n', refuseOption, 0))).toMatch(/^n: expected a whole number ≥ 0, got /);
  });
});

describe('milliseconds with a lower bound', () => {
  it('refuses below it, saying so', () => {
    expect(milliseconds(1, 'timeoutMs', refuseOption, 1)).toBe(1);
    expect(messageOf(() => milliseconds(0, 'timeoutMs', refuseOption, 1))).toBe(
      'timeoutMs: expected whole milliseconds from 1 to 2147483647, got 0',
    );
  });
});

describe('ownOptions, more', () => {
  it('refuses an array, saying the rule given', () => {
    expect(messageOf(() => ownOptions([] as never, 'options', refuseOption))).toBe(
      'options: expected an object, got an array',
    );
    expect(messageOf(() => ownOptions(true, 'retry', refuseOption, '{ attempts } or false'))).toBe(
      'retry: expected { attempts } or false, got true',
    );
  });
});

describe('signalOption', () => {
  it('passes a signal or undefined, and refuses anything else', () => {
    const { signal } = new AbortController();
    expect(signalOption(signal, 'signal', refuseOption)).toBe(signal);
    expect(signalOption(undefined, 'signal', refuseOption)).toBeUndefined();
    expect(messageOf(() => signalOption({}, 'signal', refuseOption))).toBe(
      'signal: expected an AbortSignal, got an object',
    );
    expect(expectApiError(() => signalOption('x', 'options.signal', refuseApiRequest), 'INVALID_REQUEST').message).toBe(
      'options.signal: expected an AbortSignal, got "x"',
    );
  });
});

describe('withoutQueryOrUserInfo', () => {
  it('drops the query, the fragment, and a user name and password', () => {
    expect(withoutQueryOrUserInfo('https://alice:s3cret@a.example/p?session=1#x')).toBe('https://a.example/p');
    expect(withoutQueryOrUserInfo('alice:s3cret@a.example/p')).toBe('a.example/p');
    expect(withoutQueryOrUserInfo('/embed/x?session=1')).toBe('/embed/x');
  });
});
