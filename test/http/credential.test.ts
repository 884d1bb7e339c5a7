/**
 * What the HTTP clients send a request with, checked by one rule (the chat client, its proxy
 * and the management client alike): a credential's characters, never shown; a token function's
 * failure — `NETWORK` in both clients —; an API key's place; `fetch`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/http/api-error.js';
import {
  askToken,
  checkApiKeyPlace,
  checkCredential,
  credentialProblem,
  fetchOption,
  isVisibleAscii,
} from '../../src/http/credential.js';
import { expectApiError } from '../support/expect-api-error.js';

const TOKEN = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1In0.sig';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('credentialProblem and checkCredential', () => {
  it('takes a non-empty string of visible ASCII', () => {
    expect(credentialProblem(TOKEN)).toBeUndefined();
    expect(checkCredential(TOKEN, 'token', 'a token')).toBe(TOKEN);
  });

  it.each([
    [undefined, 'got undefined'],
    [null, 'got null'],
    [42, 'got a number'],
    [{}, 'got an object'],
    ['', 'got ""'],
    [`Bearer ${TOKEN}`, 'got a value starting with "Bearer " (pass the token alone: the client adds the scheme)'],
    [
      `${TOKEN}\r\nx-evil: 1`,
      'got a string with a space, a line break or another character a header cannot carry (not shown)',
    ],
    [`tök${TOKEN}`, 'got a string with a space, a line break or another character a header cannot carry (not shown)'],
  ])('refuses %j as INVALID_OPTIONS, never showing it', (value, problem) => {
    expect(credentialProblem(value)).toBe(problem);
    const error = expectApiError(() => checkCredential(value, 'auth.apiKey', 'an API key'), 'INVALID_OPTIONS');
    expect(error.message).toBe(`auth.apiKey: expected an API key, ${problem}`);
    expect(error.message).not.toContain(TOKEN);
  });
});

describe('askToken', () => {
  it('resolves with what the function gives, checked', async () => {
    expect(await askToken(() => TOKEN, 'token')).toBe(TOKEN);
    expect(await askToken(async () => TOKEN, 'token')).toBe(TOKEN);
    const bad = await expectApiError(
      askToken(() => `${TOKEN} x`, 'auth.token'),
      'INVALID_OPTIONS',
    );
    expect(bad.message).toMatch(/^auth\.token: expected the token function to return a token, got a string/);
    expect(bad.retryable).toBe(false);
  });

  it('a function that throws or rejects is NETWORK (retryable), its error the cause; an ApiError passes as it is', async () => {
    const cause = new TypeError('token service down');
    for (const provider of [
      () => {
        throw cause;
      },
      () => Promise.reject(cause),
    ]) {
      const error = await expectApiError(askToken(provider, 'token'), 'NETWORK');
      expect(error.message).toBe('token: the token function failed: "TypeError: token service down"');
      expect(error.cause).toBe(cause);
      expect(error.retryable).toBe(true);
    }
    const own = new ApiError('UNAUTHORIZED', 'signed out');
    expect(
      await askToken(() => {
        throw own;
      }, 'token').catch((error: unknown) => error),
    ).toBe(own);
  });
});

describe('checkApiKeyPlace', () => {
  it('refuses an API key in a page or a worker unless allowed on purpose; a server is fine', () => {
    expect(() => checkApiKeyPlace(undefined, 'apiKey', 'a token')).not.toThrow();
    vi.stubGlobal('document', {});
    const error = expectApiError(() => checkApiKeyPlace(undefined, 'apiKey', 'a token'), 'INVALID_OPTIONS');
    expect(error.message).toBe(
      'apiKey: expected no API key in a browser (a page or a worker), where every script and user can read it: use a token, or set dangerouslyAllowApiKeyInBrowser',
    );
    expect(() => checkApiKeyPlace(true, 'apiKey', 'a token')).not.toThrow();
  });
});

describe('fetchOption', () => {
  it('is the given fetch, else the global one; INVALID_OPTIONS when neither is a function', () => {
    const given = (async () => new Response()) as typeof fetch;
    expect(fetchOption(given)).toBe(given);
    expect(typeof fetchOption(undefined)).toBe('function');
    vi.stubGlobal('fetch', undefined);
    expect(expectApiError(() => fetchOption(undefined), 'INVALID_OPTIONS').message).toBe(
      'fetch: expected a fetch function (none is global here), got undefined',
    );
  });
});

describe('isVisibleAscii', () => {
  it('is a non-empty string of visible ASCII', () => {
    expect(isVisibleAscii('eyJ.abc-_~!')).toBe(true);
    for (const value of ['', 'a b', 'a\r\nb', 'tök', 42, undefined]) expect(isVisibleAscii(value)).toBe(false);
  });
});
