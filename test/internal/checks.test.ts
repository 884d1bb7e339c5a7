/**
 * The shared option checks: absolute URLs with a hint, millisecond bounds, abort signals and
 * own-property reading.
 */
import { describe, expect, it } from 'vitest';
import type { EmbedError } from '../../src/errors.js';
import { absoluteHttpUrl, isAbortSignal, milliseconds, ownOptions, withoutQuery } from '../../src/internal/checks.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

/** The message of the INVALID_OPTIONS error that `run` must throw. */
const messageOf = (run: () => unknown): string => expectEmbedError(run, 'INVALID_OPTIONS').message;

describe('absoluteHttpUrl', () => {
  it('returns the href of an absolute http(s) URL', () => {
    expect(absoluteHttpUrl('https://tenant.example.com/embed/x?session=1', 'url')).toBe('https://tenant.example.com/embed/x?session=1');
    expect(absoluteHttpUrl(new URL('http://127.0.0.1:8080/e'), 'url')).toBe('http://127.0.0.1:8080/e');
  });

  it.each([
    ['tenant.example.com/embed/x', 'url: expected an absolute http(s) URL, got "tenant.example.com/embed/x": did you mean "https://tenant.example.com/embed/x"?'],
    ['tenant.example.com:8443/e', 'url: expected an absolute http(s) URL, got "tenant.example.com:8443/e": did you mean "https://tenant.example.com:8443/e"?'],
    ['localhost:5174/embed/', 'url: expected an absolute http(s) URL, got "localhost:5174/embed/": did you mean "https://localhost:5174/embed/"?'],
    ['/embed/x', 'url: expected an absolute http(s) URL, got "/embed/x": a relative URL would load this page itself'],
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
    expect(withoutQuery('https://a.example/p?session=1#x')).toBe('https://a.example/p');
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
  it('accepts whole numbers from 0 to 2^31 − 1, and gives the fallback for undefined', () => {
    expect(milliseconds(0, 'ms')).toBe(0);
    expect(milliseconds(2 ** 31 - 1, 'ms')).toBe(2 ** 31 - 1);
    expect(milliseconds(undefined, 'ms', 30_000)).toBe(30_000);
  });

  it.each([2 ** 31, 2 ** 53, Infinity, -1, 1.5, NaN, '50', null, 50n])('refuses %p', (value) => {
    expect(messageOf(() => milliseconds(value, 'timeoutMs'))).toMatch(/^timeoutMs: expected whole milliseconds from 0 to 2147483647, got /);
  });
});

describe('isAbortSignal', () => {
  it('knows a real signal', () => {
    expect(isAbortSignal(new AbortController().signal)).toBe(true);
    expect(isAbortSignal(AbortSignal.abort())).toBe(true);
  });

  it.each([{}, { aborted: false }, { aborted: 'no', addEventListener() {}, removeEventListener() {} }, null, 'signal', () => {}])('refuses %p', (value) => {
    expect(isAbortSignal(value)).toBe(false);
  });
});

describe('ownOptions', () => {
  it('reads own properties only, whatever Object.prototype holds', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.origin = 'https://evil.example';
    try {
      const own = ownOptions({ url: 'https://tenant.example.com/' }) as Record<string, unknown>;
      expect(own.origin).toBeUndefined();
      expect(own.url).toBe('https://tenant.example.com/');
    } finally {
      delete proto.origin;
    }
  });

  it('refuses what is not an object', () => {
    expect(messageOf(() => ownOptions(null as never))).toBe('options: expected an object, got null');
    expect(messageOf(() => ownOptions('x' as never, 'waitFor options'))).toBe('waitFor options: expected an object, got "x"');
  });
});
