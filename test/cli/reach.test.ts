/**
 * Where a request that got no answer was going: the origin that may be shown (scheme, host,
 * port — never a user name, password, path or query), noted against the error `fetch` threw,
 * found again through the error's chain of causes, by the management client's middleware too.
 */
import { describe, expect, it } from 'vitest';
import { causesOf, noteTried, REACH_MIDDLEWARE, shownOrigin, triedBy } from '../../src/cli/reach.js';

describe('shownOrigin', () => {
  it('is scheme://host:port, the default port included, nothing of the credentials, path, query or fragment', () => {
    expect(shownOrigin('https://user:secret@acme.example.com/api/v1/x?token=abc#f')).toBe(
      'https://acme.example.com:443',
    );
    expect(shownOrigin('http://127.0.0.1:9/x')).toBe('http://127.0.0.1:9');
    expect(shownOrigin('http://localhost/')).toBe('http://localhost:80');
    expect(shownOrigin('http://[::1]:3000/')).toBe('http://[::1]:3000');
  });

  it('is undefined for what does not parse, and for other schemes', () => {
    for (const url of ['', 'not a url', '/relative', 'ftp://files.example.com/', 'file:///etc/passwd'])
      expect(shownOrigin(url), url).toBeUndefined();
  });
});

describe('noting and finding what was tried', () => {
  it('finds the origin noted against an error, through its causes, with the error fetch threw', () => {
    const thrown = new TypeError('fetch failed');
    noteTried(thrown, 'https://acme.example.com/api/v1/deployments?token=secret');
    const wrapped = new Error('GET /api/v1/deployments could not reach the service', { cause: thrown });
    const outer = new Error('outer', { cause: wrapped });
    expect(triedBy(outer)).toEqual({ origin: 'https://acme.example.com:443', thrown });
    expect(triedBy(new Error('never noted'))).toBeUndefined();
  });

  it('notes nothing for a value that is not an object, or a URL it cannot show', () => {
    const error = new Error('x');
    noteTried(error, 'not a url');
    expect(triedBy(error)).toBeUndefined();
    expect(() => noteTried('a string', 'https://acme.example.com/')).not.toThrow();
  });

  it('the middleware notes the request’s address and leaves the error as it is', () => {
    const error = new TypeError('fetch failed');
    const onError = REACH_MIDDLEWARE.onError as (context: { request: Request; error: unknown }) => unknown;
    expect(onError({ request: new Request('http://127.0.0.1:9/api/v1/x'), error })).toBeUndefined();
    expect(triedBy(error)?.origin).toBe('http://127.0.0.1:9');
    expect(Object.isFrozen(REACH_MIDDLEWARE)).toBe(true);
  });
});

describe('causesOf', () => {
  it('is the error then its causes, objects only, stopping at a loop and after six', () => {
    const root = new Error('root');
    const middle = new Error('middle', { cause: root });
    expect(causesOf(new Error('top', { cause: middle })).map((error) => (error as Error).message)).toEqual([
      'top',
      'middle',
      'root',
    ]);
    const looped = new Error('a') as Error & { cause?: unknown };
    looped.cause = new Error('b', { cause: looped });
    expect(causesOf(looped)).toHaveLength(2);
    let deep: Error = new Error('0');
    for (let index = 1; index < 10; index += 1) deep = new Error(String(index), { cause: deep });
    expect(causesOf(deep)).toHaveLength(6);
    expect(causesOf(new Error('x', { cause: 'a string' }))).toHaveLength(1);
    expect(causesOf(undefined)).toEqual([]);
  });
});
