// @vitest-environment node
/**
 * A browser that goes away is seen through the answer's body being cancelled — never through
 * the request's `signal`, which the proxy does not read (Deno warns as soon as it is): the
 * service's request is then aborted, its connection closed. Over real HTTP on 127.0.0.1: a
 * service that streams and never ends, the proxy with the global `fetch`, and `toNodeHandler`.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatProxy, toNodeHandler } from '../../../src/chat/server/index.js';

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** Listens on 127.0.0.1 (a free port); resolves with its origin. */
async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** A service whose answer streams a line every 20 ms and never ends; `closed` once a request's connection is closed. */
async function endlessService() {
  const state = { requests: 0, closed: 0 };
  const origin = await listen(
    createServer((_request, response) => {
      state.requests += 1;
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.write('{"id":"__cutoff__","sort":0}\n');
      const timer = setInterval(() => response.write('{"id":"m-1","content":"more ","isDelta":true}\n'), 20);
      response.on('close', () => {
        clearInterval(timer);
        state.closed += 1;
      });
    }),
  );
  return { url: `${origin}/api/v1/public/acme/agents/agent-1/chat/stream-chat-state`, state };
}

const question = () =>
  new Request('http://app.example.com/api/chat/stream-chat-state', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: 'Hi?' }),
  });

describe('a browser that goes away', () => {
  it('cancelling the proxied answer’s body aborts the service’s request: its connection is closed', async () => {
    const service = await endlessService();
    const proxy = createChatProxy({
      url: service.url,
      apiKey: 'sk-live-0123456789',
      sessionSettings: () => ({ externalId: 'u' }),
    });
    const request = question();
    Object.defineProperty(request, 'signal', {
      get() {
        throw new Error('request.signal read');
      },
    });
    const response = await proxy(request);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('__cutoff__');
    expect(service.state.closed).toBe(0);
    await reader.cancel();
    await vi.waitFor(() => expect(service.state.closed).toBe(1));
  });

  it('through toNodeHandler: a client that disconnects closes the service’s connection too', async () => {
    const service = await endlessService();
    const proxy = createChatProxy({
      url: service.url,
      apiKey: 'sk-live-0123456789',
      sessionSettings: () => ({ externalId: 'u' }),
    });
    const node = toNodeHandler(proxy);
    const origin = await listen(createServer((request, response) => void node(request, response)));
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const sent = httpRequest(
        `${origin}/api/chat/stream-chat-state`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        resolve,
      );
      sent.on('error', reject);
      sent.end(JSON.stringify({ input: 'Hi?' }));
    });
    await new Promise<void>((resolve) => answer.once('data', () => resolve()));
    expect(service.state.closed).toBe(0);
    answer.destroy();
    await vi.waitFor(() => expect(service.state.closed).toBe(1));
    expect(service.state.requests).toBe(1);
  });
});
