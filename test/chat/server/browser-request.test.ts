/**
 * What a browser sends the chat proxy, checked cheapest first: the endpoint from the path's last
 * segment (404 otherwise), POST only (405 with Allow), `application/json` (so that a form of
 * another site cannot post), a size bound checked on Content-Length and on the bytes read, JSON,
 * an object, UTF-8; a body that stalls is a 408, a client that goes away a 499.
 */
import { describe, expect, it } from 'vitest';
import { endpointOf, jsonBodyOf } from '../../../src/chat/server/browser-request.js';
import { ProxyRefusal } from '../../../src/chat/server/refusal.js';

const BASE = 'https://app.example.com/api/chat/v1/public/acme/agents/agent-1';
const LIMITS = { maxBytes: 64, idleMs: 1_000 };

/** The refusal `promise` or `run` ends with. */
async function refusalOf(run: () => unknown): Promise<ProxyRefusal> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProxyRefusal);
    return error as ProxyRefusal;
  }
  throw new Error('not refused');
}

const post = (
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  init: RequestInit = {},
) =>
  new Request(`${BASE}/stream-chat-state`, {
    method: 'POST',
    body,
    headers,
    ...init,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

describe('endpointOf', () => {
  it('is the stream or the abort endpoint, by the last segment, whatever the path above it', () => {
    expect(endpointOf(new Request(`${BASE}/stream-chat-state`, { method: 'POST' }))).toBe('stream');
    expect(endpointOf(new Request(`${BASE}/abort`, { method: 'POST' }))).toBe('abort');
    expect(endpointOf(new Request('http://localhost/anything/else/abort?x=1', { method: 'POST' }))).toBe('abort');
  });

  it('any other path is a 404 naming it, checked before the method', async () => {
    for (const path of [
      '/api/chat',
      '/api/chat/stream-chat-state/',
      '/api/chat/abort/x',
      '/api/chat/stream-chat-statex',
    ]) {
      const refusal = await refusalOf(() =>
        endpointOf(new Request(`https://app.example.com${path}`, { method: 'GET' })),
      );
      expect(refusal.status, path).toBe(404);
      expect(refusal.message, path).toContain(path);
    }
  });

  it('a method but POST is a 405 with Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const refusal = await refusalOf(() => endpointOf(new Request(`${BASE}/abort`, { method })));
      expect([refusal.status, refusal.headers], method).toEqual([405, { allow: 'POST' }]);
    }
  });
});

describe('jsonBodyOf', () => {
  it('the JSON object of an application/json body, parameters of the type allowed', async () => {
    expect(await jsonBodyOf(post('{"input":"Hi","chatId":"c1"}'), LIMITS)).toEqual({ input: 'Hi', chatId: 'c1' });
    expect(await jsonBodyOf(post('{"a":1}', { 'content-type': 'Application/JSON; charset=utf-8' }), LIMITS)).toEqual({
      a: 1,
    });
  });

  it('refuses any other content type (400), a form or text included', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/jsonx',
    ]) {
      const refusal = await refusalOf(() => jsonBodyOf(post('{}', { 'content-type': type }), LIMITS));
      expect(refusal.status, type).toBe(400);
      expect(refusal.message, type).toMatch(/^content-type: expected application\/json/);
    }
    expect((await refusalOf(() => jsonBodyOf(post('{}', {}), LIMITS))).status).toBe(400);
  });

  it('refuses a body over maxBytes: on its Content-Length before reading, and as it is read', async () => {
    const declared = await refusalOf(() =>
      jsonBodyOf(post('{}', { 'content-type': 'application/json', 'content-length': '65' }), LIMITS),
    );
    expect([declared.status, declared.message]).toEqual([
      400,
      'the body: expected at most 64 bytes (maxBodyBytes), got 65 or more',
    ]);
    const read = await refusalOf(() => jsonBodyOf(post(JSON.stringify({ input: 'x'.repeat(100) })), LIMITS));
    expect(read.status).toBe(400);
    expect(read.message).toMatch(/^the body: expected at most 64 bytes/);
    expect(await jsonBodyOf(post(JSON.stringify({ input: 'x'.repeat(52) })), LIMITS)).toEqual({
      input: 'x'.repeat(52),
    });
  });

  it('refuses no body, text that is not JSON, JSON that is not an object, and bytes that are not UTF-8', async () => {
    expect((await refusalOf(() => jsonBodyOf(post(null), LIMITS))).message).toBe(
      'the body: expected a JSON object, got none',
    );
    expect((await refusalOf(() => jsonBodyOf(post('{"input":'), LIMITS))).message).toMatch(/^the body: expected JSON/);
    for (const body of ['[]', '"text"', '42', 'null'])
      expect((await refusalOf(() => jsonBodyOf(post(body), LIMITS))).message, body).toMatch(
        /^the body: expected a JSON object/,
      );
    expect((await refusalOf(() => jsonBodyOf(post(new Uint8Array([0x7b, 0xff, 0x7d])), LIMITS))).message).toBe(
      'the body: expected UTF-8 text, got other bytes',
    );
  });

  it('a body whose next bytes do not come within idleMs is a 408', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"in'));
      },
    });
    const refusal = await refusalOf(() => jsonBodyOf(post(stalled), { maxBytes: 64, idleMs: 20 }));
    expect([refusal.status, refusal.message]).toEqual([
      408,
      'the body: expected its next bytes within 20 ms (timeouts.idleMs)',
    ]);
  });

  it('a client that goes away while its body is read (the body breaks off) is a 499; its signal is never read', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"in'));
        setTimeout(() => controller.error(new TypeError('terminated')), 10);
      },
    });
    const request = post(broken);
    Object.defineProperty(request, 'signal', {
      get() {
        throw new Error('request.signal read');
      },
    });
    const refusal = await refusalOf(() => jsonBodyOf(request, { maxBytes: 64, idleMs: 5_000 }));
    expect([refusal.status, refusal.message]).toEqual([
      499,
      'the body: expected all of it, got a body that broke off: "TypeError: terminated"',
    ]);
  });
});
