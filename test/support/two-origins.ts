/**
 * Two servers on 127.0.0.1, each on its own free port — two origins — for the redirect rule's
 * tests: `asked`, the one a client is pointed at, answers as the test says (a redirect, say),
 * and `other` answers every request with what a hostile host would (a session of its own), and
 * counts them: a refused cross-origin redirect must leave it with no request at all.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback, readBody } from '../../src/testing/servers/local-server.js';

/** One request a server saw. */
export interface SeenRequest {
  readonly method: string;
  /** The path and query. */
  readonly url: string;
  readonly body: string;
  readonly headers: IncomingMessage['headers'];
}

/** A started server of the pair. */
export interface CountingServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** Every request, in order. */
  readonly requests: readonly SeenRequest[];
}

/** How `asked` answers a request: write `response` (and end it). */
export type Answer = (
  request: SeenRequest,
  response: ServerResponse,
  servers: { asked: CountingServer; other: CountingServer },
) => void;

/** The session the other origin would hand out, if it were asked: a test finds it nowhere. */
export const OTHER_SESSION = 'f'.repeat(32);

/** Starts a server answering with `answer`; `answer` is read at each request. */
async function counting(answer: () => Answer, servers: () => { asked: CountingServer; other: CountingServer }) {
  const requests: SeenRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void readBody(request).then((body) => {
      const seen = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        body: body ?? '',
        headers: request.headers,
      };
      requests.push(seen);
      answer()(seen, response, servers());
    });
  });
  const local = await listenOnLoopback(server, 0);
  return { origin: `http://127.0.0.1:${local.port}`, requests, close: local.close };
}

/** What {@link startTwoOrigins} gives: the two servers, the answer of `asked` to set, and `close`. */
export interface TwoOrigins {
  readonly asked: CountingServer;
  readonly other: CountingServer;
  /** Sets how `asked` answers from now on. */
  answer(answer: Answer): void;
  /** Closes both; resolves once their ports are released. */
  close(): Promise<void>;
}

/** A redirect to `location`. */
export function redirectTo(response: ServerResponse, status: number, location: string): void {
  response.writeHead(status, { location, 'content-type': 'text/plain' });
  response.end(`see ${location}`);
}

/**
 * Starts the pair. `other` answers anything with a session and an embed URL of its own, as a
 * host that took over would; `asked` answers 404 until {@link TwoOrigins.answer} is called.
 */
export async function startTwoOrigins(): Promise<TwoOrigins> {
  let asked: CountingServer | undefined;
  let other: CountingServer | undefined;
  const servers = () => ({ asked: asked as CountingServer, other: other as CountingServer });
  let current: Answer = (_request, response) => {
    response.writeHead(404);
    response.end();
  };
  const hostile: Answer = (_request, response, { other: self }) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ sessionId: OTHER_SESSION, url: `${self.origin}/embed/dashboard/evil?session=${OTHER_SESSION}` }),
    );
  };
  const first = await counting(() => current, servers);
  const second = await counting(() => hostile, servers);
  asked = first;
  other = second;
  return {
    asked,
    other,
    answer: (answer) => {
      current = answer;
    },
    close: async () => {
      await Promise.all([first.close(), second.close()]);
    },
  };
}
