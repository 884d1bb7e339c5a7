/**
 * The options of createPlatformClient, checked up front: each refusal is INVALID_OPTIONS naming
 * the option and the value — never the token — and the defaults are what the docs say.
 */
import { describe, expect, it } from 'vitest';
import { checkBaseUrl, checkRetry, checkToken, DEFAULT_TIMEOUT_MS, resolveOptions } from '../../src/api/options.js';
import { ApiError } from '../../src/http/api-error.js';
import { expectApiError } from '../support/expect-api-error.js';

const TOKEN = 'tok_SECRET-1234567890';
const fakeFetch = (async () => new Response('{}')) as typeof fetch;
const valid = { baseUrl: 'https://acme.example.com', token: TOKEN, fetch: fakeFetch };

describe('resolveOptions', () => {
  it('fills in the defaults', () => {
    const resolved = resolveOptions(valid);
    expect(resolved.baseUrl).toBe('https://acme.example.com');
    expect(resolved.credentials).toBe('same-origin');
    expect(resolved.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(resolved.retry).toEqual({ attempts: 2, minDelayMs: 500, maxDelayMs: 10_000 });
    expect(resolved.fetch).toBe(fakeFetch);
  });

  it('takes embedBaseUrl, checked as baseUrl is, and defaults it to baseUrl', () => {
    expect(resolveOptions(valid).embedBaseUrl).toBe('https://acme.example.com');
    expect(resolveOptions({ ...valid, embedBaseUrl: new URL('https://embed.acme.example.com/') }).embedBaseUrl).toBe(
      'https://embed.acme.example.com',
    );
    expect(
      expectApiError(() => resolveOptions({ ...valid, embedBaseUrl: 'embed.acme.example.com' }), 'INVALID_OPTIONS')
        .message,
    ).toBe(
      'embedBaseUrl: expected an absolute http(s) URL, got "embed.acme.example.com": did you mean "https://embed.acme.example.com"?',
    );
    for (const value of ['https://embed.acme.example.com/?x=1', 'ftp://embed.acme.example.com', '', 42]) {
      expect(
        expectApiError(() => resolveOptions({ ...valid, embedBaseUrl: value }), 'INVALID_OPTIONS').message,
      ).toMatch(/^embedBaseUrl: expected /);
    }
    const withUser = expectApiError(
      () => resolveOptions({ ...valid, embedBaseUrl: 'https://admin:hunter2@embed.acme.example.com' }),
      'INVALID_OPTIONS',
    );
    expect(withUser.message).not.toContain('hunter2');
  });

  it('uses the global fetch when none is given', () => {
    expect(typeof resolveOptions({ baseUrl: valid.baseUrl, token: TOKEN }).fetch).toBe('function');
  });

  it('refuses what is not an options object', () => {
    for (const options of [undefined, null, 'https://acme.example.com', [valid]])
      expect(expectApiError(() => resolveOptions(options), 'INVALID_OPTIONS').message).toMatch(
        /^options: expected an object/,
      );
  });

  it('reads own properties only: a polluted Object.prototype supplies nothing', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.baseUrl = 'https://evil.example';
    try {
      expectApiError(() => resolveOptions({ token: TOKEN, fetch: fakeFetch }), 'INVALID_OPTIONS');
    } finally {
      delete proto.baseUrl;
    }
  });

  it('keeps credentials and timeoutMs, and refuses values outside their rules, naming option and value', () => {
    expect(resolveOptions({ ...valid, credentials: 'omit' }).credentials).toBe('omit');
    expect(resolveOptions({ ...valid, credentials: 'include' }).credentials).toBe('include');
    expect(resolveOptions({ ...valid, timeoutMs: 1 }).timeoutMs).toBe(1);
    expect(expectApiError(() => resolveOptions({ ...valid, credentials: 'cors' }), 'INVALID_OPTIONS').message).toBe(
      'credentials: expected one of "omit", "same-origin", "include", got "cors"',
    );
    for (const timeoutMs of [0, -1, 1.5, 2 ** 31, Number.NaN, '1000', Infinity]) {
      expect(expectApiError(() => resolveOptions({ ...valid, timeoutMs }), 'INVALID_OPTIONS').message).toMatch(
        /^timeoutMs: expected whole milliseconds from 1 to 2147483647, got /,
      );
    }
    expect(expectApiError(() => resolveOptions({ ...valid, fetch: 'fetch' }), 'INVALID_OPTIONS').message).toMatch(
      /^fetch: expected a fetch function/,
    );
  });
});

describe('checkBaseUrl', () => {
  it('accepts absolute http(s) URLs, keeping a path prefix without its trailing slash', () => {
    expect(checkBaseUrl('https://acme.example.com/')).toBe('https://acme.example.com');
    expect(checkBaseUrl(new URL('http://127.0.0.1:8080'))).toBe('http://127.0.0.1:8080');
    expect(checkBaseUrl('https://proxy.example.com/platform/')).toBe('https://proxy.example.com/platform');
  });

  it('refuses relative, scheme-less and non-http URLs, with a hint for a missing scheme', () => {
    expect(expectApiError(() => checkBaseUrl('acme.example.com'), 'INVALID_OPTIONS').message).toBe(
      'baseUrl: expected an absolute http(s) URL, got "acme.example.com": did you mean "https://acme.example.com"?',
    );
    for (const value of ['/api', 'ftp://acme.example.com', 'javascript:alert(1)', '', undefined, 42]) {
      expect(expectApiError(() => checkBaseUrl(value), 'INVALID_OPTIONS').message).toMatch(
        /^baseUrl: expected an absolute http\(s\) URL/,
      );
    }
  });

  it('refuses credentials, a query or a fragment, without showing them', () => {
    const withUser = expectApiError(() => checkBaseUrl('https://admin:hunter2@acme.example.com'), 'INVALID_OPTIONS');
    expect(withUser.message).toMatch(/^baseUrl: expected a URL without user name or password/);
    expect(withUser.message).not.toContain('hunter2');
    const withQuery = expectApiError(
      () => checkBaseUrl('https://acme.example.com/?token=hunter2#x'),
      'INVALID_OPTIONS',
    );
    expect(withQuery.message).toBe(
      'baseUrl: expected a URL without query or fragment, got "https://acme.example.com/"',
    );
    const schemeLess = expectApiError(() => checkBaseUrl('admin:hunter2@acme.example.com'), 'INVALID_OPTIONS');
    expect(schemeLess.message).not.toContain('hunter2');
  });
});

describe('checkToken', () => {
  it('accepts a token, and a function whose result is checked at each call', async () => {
    expect(await checkToken(TOKEN)()).toBe(TOKEN);
    let n = 0;
    const provider = checkToken(() => `tok_${++n}`);
    expect([await provider(), await provider()]).toEqual(['tok_1', 'tok_2']);
    expect(await checkToken(async () => TOKEN)()).toBe(TOKEN);
  });

  it('refuses unusable tokens without ever showing them', () => {
    const cases: Array<[unknown, RegExp]> = [
      [undefined, /got undefined$/],
      ['', /got ""$/],
      [42, /got a number$/],
      [`Bearer ${TOKEN}`, /starting with "Bearer "/],
      [`${TOKEN} `, /a space, a line break or another character a header cannot carry \(not shown\)/],
      [`${TOKEN}\n`, /not shown/],
      [`tök${TOKEN}`, /not shown/],
    ];
    for (const [token, pattern] of cases) {
      const error = expectApiError(() => checkToken(token), 'INVALID_OPTIONS');
      expect(error.message).toMatch(/^token: expected a bearer token or a function returning one, /);
      expect(error.message).toMatch(pattern);
      expect(error.message).not.toContain(TOKEN);
    }
  });

  it('rejects when the function returns no usable token (INVALID_OPTIONS), or fails (NETWORK, as in the chat client: keeping the cause; an ApiError passes as it is)', async () => {
    const bad = await expectApiError(checkToken(() => ` ${TOKEN}`)(), 'INVALID_OPTIONS');
    expect(bad.message).toMatch(/^token: expected the token function to return a token, got a string/);
    expect(bad.message).not.toContain(TOKEN);
    await expectApiError(checkToken(async () => undefined as unknown as string)(), 'INVALID_OPTIONS');
    const cause = new Error('refresh failed');
    const failed = await expectApiError(
      checkToken(() => {
        throw cause;
      })(),
      'NETWORK',
    );
    expect(failed.message).toBe('token: the token function failed: "Error: refresh failed"');
    expect(failed.retryable).toBe(true);
    expect(failed.cause).toBe(cause);
    const own = new ApiError('NETWORK', 'The token endpoint could not be reached');
    expect(
      await checkToken(() => {
        throw own;
      })().catch((error: unknown) => error),
    ).toBe(own);
  });
});

describe('checkRetry', () => {
  it('turns false into no retry, undefined into the default, and fills in missing fields', () => {
    expect(checkRetry(false)).toEqual({ attempts: 0, minDelayMs: 0, maxDelayMs: 0 });
    expect(checkRetry(undefined)).toEqual({ attempts: 2, minDelayMs: 500, maxDelayMs: 10_000 });
    expect(checkRetry({ attempts: 5 })).toEqual({ attempts: 5, minDelayMs: 500, maxDelayMs: 10_000 });
    expect(checkRetry({ minDelayMs: 0, maxDelayMs: 0 })).toEqual({ attempts: 2, minDelayMs: 0, maxDelayMs: 0 });
  });

  it('moves the other default out of the way of a lone bound', () => {
    expect(checkRetry({ minDelayMs: 20_000 })).toEqual({ attempts: 2, minDelayMs: 20_000, maxDelayMs: 20_000 });
    expect(checkRetry({ maxDelayMs: 100 })).toEqual({ attempts: 2, minDelayMs: 100, maxDelayMs: 100 });
  });

  it('refuses anything else, naming the field and value', () => {
    expect(expectApiError(() => checkRetry(true), 'INVALID_OPTIONS').message).toBe(
      'retry: expected { attempts, minDelayMs, maxDelayMs } or false, got true',
    );
    expect(expectApiError(() => checkRetry({ attempts: -1 }), 'INVALID_OPTIONS').message).toBe(
      'retry.attempts: expected a whole number of retries from 0 to 100, got -1',
    );
    expect(expectApiError(() => checkRetry({ attempts: 1.5 }), 'INVALID_OPTIONS').message).toMatch(
      /^retry\.attempts: .*got 1\.5$/,
    );
    expect(expectApiError(() => checkRetry({ minDelayMs: -5 }), 'INVALID_OPTIONS').message).toMatch(
      /^retry\.minDelayMs: expected whole milliseconds from 0 to 2147483647, got -5$/,
    );
    expect(expectApiError(() => checkRetry({ minDelayMs: 2000, maxDelayMs: 1000 }), 'INVALID_OPTIONS').message).toBe(
      'retry.maxDelayMs: expected at least retry.minDelayMs (2000), got 1000',
    );
  });
});
