/**
 * A chat server on 127.0.0.1 that answers with the recorded streams of test/fixtures/chat/ (see
 * its README): the bytes of a fixture file as they are, cut into small chunks with short pauses,
 * so that a client reads them as it would read the service — lines and characters split across
 * chunks, served as `application/json`.
 *
 * Which fixture answers a request (`POST …/chat/stream-chat-state`):
 * - a request with `input` gets the fixture that `input` names (`"aborted"` → aborted.ndjson);
 * - the same request again — same `input` and `messageId` — after a fixture that has a
 *   `<name>-resumed` successor gets that successor: the service resuming a suspended answer;
 * - a request without `input` naming such a `messageId` (an attach) gets that successor too;
 * - any other request without `input` (a thread read) gets `threadRead` (default `thread-read`).
 *
 * `POST …/chat/abort` answers 204. Every request is recorded, its credential redacted.
 */

import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isRecord } from '../../src/internal/is-record.js';
import { bodyForRecord, listenOnLoopback, readBody, redactedHeaders } from '../../src/testing/servers/local-server.js';
import type { RecordedRequest } from '../../src/testing/servers/types.js';

/** The agent's path, as in the agent settings of account `acme`. */
export const FIXTURE_AGENT_PATH = '/api/v1/public/acme/agents/agent-1/chat';

/** The fixture files (test/fixtures/chat/<name>.ndjson). */
export const CHAT_FIXTURES = [
  'answer-langchain-state',
  'answer-empty-state',
  'answer-lines-state',
  'answer-state-as-text',
  'aborted',
  'suspended',
  'suspended-resumed',
  'error-line',
  'unauthorized',
  'thread-read',
] as const;

/** The name of a fixture file. */
export type ChatFixture = (typeof CHAT_FIXTURES)[number];

/** The fixtures whose `__state__` closes a whole answer, one per documented shape of `state.messages`. */
export const ANSWER_FIXTURES = [
  'answer-langchain-state',
  'answer-empty-state',
  'answer-lines-state',
  'answer-state-as-text',
] as const satisfies readonly ChatFixture[];

/** Options of {@link startChatFixtureServer}. */
export interface ChatFixtureServerOptions {
  /** The fixture that answers a request without `input`. Default `thread-read`. */
  threadRead?: ChatFixture;
  /** The sizes of the chunks a fixture is cut into, used in turn. Default: small and uneven, so that lines and characters split. */
  chunkBytes?: readonly number[];
  /** The pause between two chunks, in ms. Default 1. */
  pauseMs?: number;
  /** Whether a re-sent request gets the `-resumed` successor of its fixture. Default true; false: the service keeps suspending. */
  resumes?: boolean;
}

/** A running fixture server. */
export interface ChatFixtureServer {
  /** The chat URL of the agent settings: `http://127.0.0.1:<port>/api/v1/public/acme/agents/agent-1/chat/stream-chat-state`. */
  readonly url: string;
  /** Every request received, in order, its credential redacted. */
  readonly requests: readonly RecordedRequest[];
  /** The stream requests alone (`…/stream-chat-state`). */
  streamRequests(): RecordedRequest[];
  /** The abort requests alone (`…/abort`). */
  abortRequests(): RecordedRequest[];
  /** Stops listening and drops every connection; resolves once the port is free. */
  close(): Promise<void>;
}

/** The bytes of a fixture file. */
export function fixtureBytes(name: ChatFixture): Buffer {
  return readFileSync(new URL(`../fixtures/chat/${name}.ndjson`, import.meta.url));
}

/** The lines of a fixture file, parsed. */
export function fixtureLines(name: ChatFixture): Array<Record<string, unknown>> {
  return fixtureBytes(name)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Whether a name is a fixture's: what a request's `input` must be to choose one. */
const isFixture = (name: unknown): name is ChatFixture => (CHAT_FIXTURES as readonly unknown[]).includes(name);

/** The successor of a fixture that a re-sent request gets (`suspended` → `suspended-resumed`), if it has one. */
const successorOf = (name: ChatFixture): ChatFixture | undefined => {
  const next = `${name}-resumed`;
  return isFixture(next) ? next : undefined;
};

const DEFAULT_CHUNKS = [7, 61, 13, 97, 29, 3, 151] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Writes `bytes` in chunks of the given sizes, a pause between two; stops when the client has gone. */
async function writeInChunks(
  response: ServerResponse,
  bytes: Buffer,
  sizes: readonly number[],
  pauseMs: number,
): Promise<void> {
  for (let offset = 0, turn = 0; offset < bytes.length; turn += 1) {
    if (response.destroyed) return;
    const size = sizes[turn % sizes.length] ?? 64;
    response.write(bytes.subarray(offset, offset + size));
    offset += size;
    await pause(pauseMs);
  }
  if (!response.destroyed) response.end();
}

/** Answers with a JSON body and a status. */
function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Starts a fixture server on a free port of 127.0.0.1. */
export async function startChatFixtureServer(options: ChatFixtureServerOptions = {}): Promise<ChatFixtureServer> {
  const threadRead = options.threadRead ?? 'thread-read';
  const sizes = options.chunkBytes ?? DEFAULT_CHUNKS;
  const pauseMs = options.pauseMs ?? 1;
  const successor = options.resumes === false ? () => undefined : successorOf;
  const requests: RecordedRequest[] = [];
  /** The `input` each `messageId` was last sent with: the same request again resumes (see {@link successorOf}). */
  const asked = new Map<string, string>();

  /** The fixture that answers a stream request's body, or undefined when it names none. */
  const chosen = (body: Record<string, unknown>): ChatFixture | undefined => {
    const messageId = typeof body.messageId === 'string' ? body.messageId : '';
    const before = asked.get(messageId);
    if (body.input === undefined) {
      // An attach (`chatId` + `messageId`, no input) resumes the answer that messageId asked for.
      return (isFixture(before) && successor(before)) || threadRead;
    }
    if (!isFixture(body.input)) return undefined;
    asked.set(messageId, body.input);
    return (before === body.input && successor(body.input)) || body.input;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const text = await readBody(request);
    const body = bodyForRecord(text);
    const path = request.url ?? '/';
    requests.push({ method: request.method ?? 'GET', path, headers: redactedHeaders(request), body });
    if (request.method !== 'POST') return answerJson(response, 405, { error: `${request.method} is not allowed here` });
    if (request.headers['x-platform-auth-token'] === undefined && request.headers.authorization === undefined) {
      return answerJson(response, 401, { error: 'Missing credentials' });
    }
    if (path === `${FIXTURE_AGENT_PATH}/abort`) {
      response.writeHead(204);
      response.end();
      return;
    }
    if (path !== `${FIXTURE_AGENT_PATH}/stream-chat-state`)
      return answerJson(response, 404, { error: `No route ${path}` });
    const name = isRecord(body) ? chosen(body) : undefined;
    if (!name)
      return answerJson(response, 400, {
        error: `the input must name a fixture of test/fixtures/chat: ${CHAT_FIXTURES.join(', ')}`,
      });
    // The service's documented content type for the stream; the client must read it all the same.
    response.writeHead(200, { 'content-type': 'application/json' });
    await writeInChunks(response, fixtureBytes(name), sizes, pauseMs);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) answerJson(response, 500, { error: String(error) });
      else response.destroy();
    });
  });
  const local = await listenOnLoopback(server, 0);
  const isStream = (request: RecordedRequest) =>
    request.method === 'POST' && request.path.endsWith('/stream-chat-state');
  const isAbort = (request: RecordedRequest) => request.method === 'POST' && request.path.endsWith('/abort');
  return {
    url: `http://127.0.0.1:${local.port}${FIXTURE_AGENT_PATH}/stream-chat-state`,
    requests,
    streamRequests: () => requests.filter(isStream),
    abortRequests: () => requests.filter(isAbort),
    close: () => local.close(),
  };
}
