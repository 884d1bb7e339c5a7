// @vitest-environment node
/**
 * `run.stop()` never rejects because the connection closed under the abort: the abort is
 * idempotent, and one whose connection closed before its answer ("other side closed": a
 * kept-alive connection closed as the request went out) is sent once more, on a new
 * connection. Shown with the exact failure injected, and over real HTTP on 127.0.0.1 with a
 * server that closes the connection of every other abort as it arrives, many stops in a row,
 * each as docs/chat.md writes it (`void run.stop()`), with no unhandled rejection.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatClient } from '../../src/chat/index.js';
import { expectApiError } from '../support/expect-api-error.js';

const TOKEN = 'eyJhbGciOiJub25lIn0.eyJzY29wZSI6WyJjaGF0Il19.signature';
const PATH = '/api/v1/public/acme/agents/agent-1/chat';
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/** What undici's fetch rejects with when the connection closes before the answer. */
const otherSideClosed = () =>
  new TypeError('fetch failed', {
    cause: Object.assign(new Error('other side closed'), { name: 'SocketError', code: 'UND_ERR_SOCKET' }),
  });

let closing: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closing?.();
  closing = undefined;
});

/**
 * A chat service on 127.0.0.1: each stream names its thread, sends a delta and stays open; the
 * abort endpoint answers 204 — except that `closeAbort(n)` says, of the n-th abort, whether its
 * connection is closed as it arrives, without an answer.
 */
async function service(closeAbort: (n: number) => boolean) {
  const sockets = new Set<Socket>();
  const seen = { aborts: 0, streams: 0 };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      if (request.url === `${PATH}/abort`) {
        seen.aborts += 1;
        if (closeAbort(seen.aborts)) request.socket.destroy();
        else response.writeHead(204).end();
        return;
      }
      seen.streams += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(
        line({ id: '__cutoff__', sort: 0, state: { chatId: `chat-${seen.streams}`, isStreaming: false } }),
      );
      response.write(line({ id: 'answer', role: 'assistant', content: 'Hel', isDelta: true, sort: 2 }));
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}${PATH}/stream-chat-state`, seen };
}

describe('run.stop() and a connection that closes under the abort', () => {
  it('the exact failure, injected: the first abort fails with "other side closed", the second is sent, stop() resolves', async () => {
    const s = await service(() => false);
    const aborts: string[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (String(input).endsWith('/abort')) {
        aborts.push(String(init?.body));
        if (aborts.length === 1) throw otherSideClosed();
      }
      return globalThis.fetch(input, init);
    };
    const run = createChatClient({ url: s.url, auth: { token: TOKEN }, fetch }).send('Hi?');
    await new Promise<void>((resolve) => run.on('delta', () => resolve()));
    await expect(run.stop()).resolves.toBeUndefined();
    expect(aborts).toEqual([JSON.stringify({ chatId: 'chat-1' }), JSON.stringify({ chatId: 'chat-1' })]);
    expect(s.seen.aborts).toBe(1);
    expect((await run.result()).status).toBe('aborted');
  });

  it('over real HTTP, 40 stops in a row, every other abort’s connection closed as it arrives ("other side closed"): none rejects', async () => {
    const s = await service((n) => n % 2 === 1);
    const chat = createChatClient({ url: s.url, auth: { token: TOKEN } });
    const stops: Array<Promise<void>> = [];
    for (let index = 0; index < 40; index += 1) {
      const run = chat.send('Hi?');
      await new Promise<void>((resolve) => run.on('delta', () => resolve()));
      const stopping = run.stop();
      stops.push(stopping);
      await stopping.catch(() => undefined);
    }
    expect((await Promise.allSettled(stops)).filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(s.seen.aborts).toBe(80);
  });

  it('`void run.stop()`, as docs/chat.md writes it, with the abort’s connection closed: no unhandled rejection', async () => {
    const s = await service((n) => n === 1);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const run = createChatClient({ url: s.url, auth: { token: TOKEN } }).send('Hi?');
      await new Promise<void>((resolve) => run.on('delta', () => resolve()));
      void run.stop();
      expect((await run.result()).status).toBe('aborted');
      for (let wait = 0; wait < 100 && s.seen.aborts < 2; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(s.seen.aborts).toBe(2);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('an abort that keeps failing still rejects (NETWORK): a service out of reach is told, after one more try', async () => {
    const s = await service(() => true);
    const run = createChatClient({ url: s.url, auth: { token: TOKEN } }).send('Hi?');
    await new Promise<void>((resolve) => run.on('delta', () => resolve()));
    await expectApiError(run.stop(), 'NETWORK');
    expect(s.seen.aborts).toBe(2);
  });
});
