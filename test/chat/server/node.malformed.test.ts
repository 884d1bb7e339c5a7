// @vitest-environment node
/**
 * `toNodeHandler` answers 400 `{ error }`, never 500, to a request that cannot be a `Request` —
 * a `Host` with user info (never shown) or that is no host, a target that is no path, a method
 * `fetch` refuses — without calling the handler; and keeps a target beginning `//` a path.
 * Raw HTTP on 127.0.0.1, as a hostile client writes it.
 */
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
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

/** Serves `handler` through `toNodeHandler` on 127.0.0.1; resolves with its port. */
async function serve(handler: (request: Request) => Response | Promise<Response>, onError = vi.fn()): Promise<number> {
  const node = toNodeHandler(handler, { onError });
  server = createServer((request, response) => void node(request, response));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** Sends `head` (the request line and headers, as written) and resolves with the raw answer once the server ends it. */
function raw(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${head}\r\nconnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(answer.split(' ')[1]);
/** The `error` of the answer's JSON body (its one line beginning with "{", chunked or not). */
const errorOf = (answer: string) =>
  (JSON.parse(answer.split('\r\n').find((line) => line.startsWith('{'))!) as { error: string }).error;

describe('toNodeHandler and a malformed request', () => {
  it.each([
    [
      'a Host with user info',
      'POST /api/chat/stream-chat-state HTTP/1.1\r\nhost: admin:hunter2@app.example.com',
      /^the Host header: expected a host and port, got one with user info \(not shown\)$/,
    ],
    [
      'a Host that is no host',
      'POST /api/chat/stream-chat-state HTTP/1.1\r\nhost: app.example.com:99999',
      /^the Host header: expected a host and port, got "app\.example\.com:99999"$/,
    ],
    [
      'a Host with a path',
      'POST /x HTTP/1.1\r\nhost: app.example.com/evil',
      /^the Host header: expected a host and port, got "app\.example\.com\/evil"$/,
    ],
    [
      'a target that is no path',
      'OPTIONS * HTTP/1.1\r\nhost: app.example.com',
      /^the request target: expected a path beginning with \/, or an absolute http\(s\) URL without user info, got "\*"$/,
    ],
    [
      'an absolute target with user info',
      'POST http://admin:hunter2@app.example.com/x HTTP/1.1\r\nhost: app.example.com',
      /^the request target: expected .*, got one with user info \(not shown\)$/,
    ],
    [
      'a method fetch refuses',
      'TRACE /x HTTP/1.1\r\nhost: app.example.com',
      /^the request: expected one a fetch Request can carry, got one it refuses: /,
    ],
  ])('%s: 400 { error } saying which, the handler not called, no secret shown', async (_label, head, message) => {
    const handler = vi.fn(() => new Response('called'));
    const onError = vi.fn();
    const answer = await raw(await serve(handler, onError), head);
    expect(statusOf(answer)).toBe(400);
    expect(answer).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(errorOf(answer)).toMatch(message);
    expect(answer).not.toContain('hunter2');
    expect(handler).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('a target beginning "//" stays a path of the Host, never another host', async () => {
    const seen: string[] = [];
    const port = await serve((request) => {
      seen.push(request.url);
      return new Response('ok');
    });
    expect(statusOf(await raw(port, 'GET //evil.example.net/x?y=1 HTTP/1.1\r\nhost: app.example.com'))).toBe(200);
    expect(statusOf(await raw(port, 'GET http://other.example.com/z HTTP/1.1\r\nhost: app.example.com'))).toBe(200);
    expect(seen).toEqual(['http://app.example.com//evil.example.net/x?y=1', 'http://other.example.com/z']);
  });

  it('a request with no Host is for localhost', async () => {
    const seen: string[] = [];
    const port = await serve((request) => {
      seen.push(request.url);
      return new Response('ok');
    });
    expect(statusOf(await raw(port, 'GET /x HTTP/1.0'))).toBe(200);
    expect(seen).toEqual(['http://localhost/x']);
  });
});
