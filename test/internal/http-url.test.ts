/**
 * The one reading of a URL option (`httpUrlOf`) and of a URL's origin (`originOf`).
 */
import { describe, expect, it } from 'vitest';
import { httpUrlOf, originOf } from '../../src/internal/http-url.js';

describe('httpUrlOf', () => {
  it('reads an absolute http(s) URL given as a string or a URL, as a new URL', () => {
    expect(httpUrlOf('https://a.example/x')?.href).toBe('https://a.example/x');
    const given = new URL('http://127.0.0.1:8080/');
    const read = httpUrlOf(given);
    expect(read?.href).toBe(given.href);
    expect(read).not.toBe(given);
  });

  it.each([
    '/x',
    'a.example',
    'ftp://a.example/',
    'javascript:alert(1)',
    '',
    42,
    null,
    { toString: () => 'https://a.example/' },
  ])('is undefined for %p', (value) => {
    expect(httpUrlOf(value)).toBeUndefined();
  });
});

describe('originOf', () => {
  it('is the origin of an absolute URL, or undefined for text that is none', () => {
    expect(originOf('https://tenant.example.com:8443/embed/x?session=1')).toBe('https://tenant.example.com:8443');
    expect(originOf('http://127.0.0.1/')).toBe('http://127.0.0.1');
    expect(originOf('/embed/x')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
  });
});
