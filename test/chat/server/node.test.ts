// @vitest-environment node
/**
 * `toNodeHandler` over real HTTP on 127.0.0.1: the IncomingMessage as a Request (URL, headers,
 * body streamed), the Response written as it streams — the first chunk before the last is made,
 * with backpressure — the request's signal aborted when the client goes away (and only then), a
 * body that fails dropping the connection, a handler that throws answering 500.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toNodeHandler } from '../../../src/chat/server/index.js';

let server: Server | undefined;

afterEach(async () => {
  const closing = server;
  server = undefined;
  if (closing) {
    closing.closeAllConnections();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }
});

/** Serves `handler` through `toNodeHandler` on 127.0.0.1; resolves with its origin. */
async function serve(
  handler: (request: Request) => Response | Promise<Response>,
  options?: Parameters<typeof toNodeHandler>[1],
): Promise<string> {
  const node = toNodeHandler(handler, options);
  server = createServer((request, response) => void node(request, response));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** A GET of `url` with node:http, resolving with the response once its headers come. */
function get(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => httpRequest(url, resolve).on('error', reject).end());
}

describe('toNodeHandler', () => {
  it('hands the handler a Request: method, URL from the Host header, headers, the body streamed', async () => {
    const seen: Array<{ method: string; url: string; cookie: string | null; custom: string | null; size: number }> = [];
    const origin = await serve(async (request) => {
      const body = new Uint8Array(await request.arrayBuffer());
      seen.push({
        method: request.method,
        url: request.url,
        cookie: request.headers.get('cookie'),
        custom: request.headers.get('x-custom'),
        size: body.length,
      });
      const headers = new Headers({ 'content-type': 'text/plain' });
      headers.append('set-cookie', 'a=1');
      headers.append('set-cookie', 'b=2');
      return new Response(`got ${body.length}`, { status: 201, headers });
    });
    const body = new Uint8Array(1_500_000).fill(120);
    const response = await fetch(`${origin}/api/chat/stream-chat-state?x=1`, {
      method: 'POST',
      body,
      headers: { cookie: 'session=abc', 'x-custom': 'yes' },
    });
    expect([response.status, await response.text()]).toEqual([201, 'got 1500000']);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: `${origin}/api/chat/stream-chat-state?x=1`,
        cookie: 'session=abc',
        custom: 'yes',
        size: 1_500_000,
      },
    ]);
  });

  it('writes each chunk as it comes: the client has the first before the handler makes the last', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const events: string[] = [];
    const origin = await serve(
      () =>
        new Response(
          new ReadableStream({
            async start(controller) {
              controller.enqueue(new TextEncoder().encode('first\n'));
              await finished;
              events.push('handler: last chunk');
              controller.enqueue(new TextEncoder().encode('last\n'));
              controller.close();
            },
          }),
        ),
    );
    const response = await get(origin);
    const text: string[] = [];
    const ended = new Promise<void>((resolve) => response.on('end', () => resolve()));
    response.on('data', (chunk: Buffer) => {
      text.push(chunk.toString());
      events.push(`client: ${chunk.toString().trim()}`);
      if (text.length === 1) finish();
    });
    await ended;
    expect(events).toEqual(['client: first', 'handler: last chunk', 'client: last']);
  });

  it('reads the body only as fast as the client takes it (backpressure), and a client gone cancels it and aborts the request’s signal', async () => {
    let pulled = 0;
    let cancelled = false;
    let signal: AbortSignal | undefined;
    const chunk = new Uint8Array(64 * 1024);
    const origin = await serve((request) => {
      signal = request.signal;
      return new Response(
        new ReadableStream({
          pull(controller) {
            pulled += 1;
            controller.enqueue(chunk);
          },
          cancel() {
            cancelled = true;
          },
        }),
      );
    });
    const response = await get(origin);
    response.pause();
    // The socket's buffers fill, then the handler's stream is pulled no more.
    await vi.waitFor(async () => {
      const before = pulled;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pulled).toBe(before);
    });
    expect(pulled).toBeGreaterThan(0);
    expect(pulled * chunk.length).toBeLessThan(64 * 1024 * 1024);
    expect(signal?.aborted).toBe(false);
    response.destroy();
    await vi.waitFor(() => expect(cancelled).toBe(true));
    expect(signal?.aborted).toBe(true);
  });

  it('does not abort the request’s signal once the response is complete', async () => {
    let signal: AbortSignal | undefined;
    const origin = await serve((request) => {
      signal = request.signal;
      return new Response('done');
    });
    expect(await (await fetch(origin)).text()).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(signal?.aborted).toBe(false);
  });

  it('a body that fails mid-way drops the connection: the client never sees a complete answer', async () => {
    const origin = await serve(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"id":"__cutoff__"}\n'));
              setTimeout(() => controller.error(new TypeError('terminated')), 10);
            },
          }),
        ),
    );
    const response = await fetch(origin);
    await expect(response.text()).rejects.toThrow();
  });

  it('a handler that throws answers 500 { error } (its error to onError only); a throwing onError changes nothing', async () => {
    const failure = new Error('session store down: password=hunter2');
    const onError = vi.fn(() => {
      throw new Error('logger down');
    });
    const origin = await serve(
      () => {
        throw failure;
      },
      { onError },
    );
    const response = await fetch(origin, { method: 'POST', body: '{}' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal server error' });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('a handler that answers before reading the whole body still answers (the rest is read and dropped)', async () => {
    const origin = await serve(async (request) => {
      const reader = request.body!.getReader();
      await reader.read();
      await reader.cancel();
      return new Response('early', { status: 400 });
    });
    const body = new Uint8Array(4_000_000);
    const response = await fetch(origin, { method: 'POST', body });
    expect([response.status, await response.text()]).toEqual([400, 'early']);
    // The connection serves another request.
    expect((await fetch(origin, { method: 'POST', body: 'x' })).status).toBe(400);
  });
});
