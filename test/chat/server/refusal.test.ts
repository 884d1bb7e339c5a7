/**
 * The proxy's own answers: a ProxyRefusal carries the status and extra headers of the answer;
 * errorResponse is a JSON `{ error }`, not to be cached, with the API key redacted from its text
 * in whatever form it was quoted.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_GONE, errorResponse, ProxyRefusal } from '../../../src/chat/server/refusal.js';

const KEY = 'sk-live-0123456789abcdef0123456789';

describe('ProxyRefusal', () => {
  it('is an Error named ProxyRefusal with the status and the headers of the answer', () => {
    const refusal = new ProxyRefusal(405, 'the method: expected POST, got "GET"', { allow: 'POST' });
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({
      name: 'ProxyRefusal',
      status: 405,
      message: 'the method: expected POST, got "GET"',
      headers: { allow: 'POST' },
    });
    expect(new ProxyRefusal(404, 'no').headers).toEqual({});
  });

  it('a client that went away is answered 499, which nobody reads', () => {
    expect(CLIENT_GONE).toBe(499);
  });
});

describe('errorResponse', () => {
  it('is the status with a JSON { error } line, uncached, with the extra headers', async () => {
    const response = errorResponse(405, 'the method: expected POST', KEY, { allow: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.text()).toBe('{"error":"the method: expected POST"}\n');
  });

  it('never holds the API key, however the message quotes it', async () => {
    for (const message of [
      `Invalid key ${KEY}`,
      `{"key":${JSON.stringify(KEY)}}`,
      `url?key=${encodeURIComponent(KEY)}`,
    ]) {
      const text = await errorResponse(502, message, KEY).text();
      expect(text, message).not.toContain(KEY);
      expect(JSON.parse(text).error, message).not.toContain(KEY);
    }
  });
});
