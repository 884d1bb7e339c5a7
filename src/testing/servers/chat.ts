/// <reference types="node" />
/**
 * `startFakeChatServer`: the chat API of the spec on a real `node:http` server, for the SDK's
 * own tests, the demo and integrators' tests. It streams answers in the typical order of a
 * conversation, keeps threads in memory, attaches a repeated `messageId` to the running
 * stream, refuses a second message to a busy thread, aborts, authenticates both ways, and
 * misbehaves on request: failed requests, lines cut at any byte, dropped connections,
 * suspended answers. Its streams have the shapes of the service's reference: LangChain-serialized
 * `__state__` threads, `__usage__` last, `__aborted__` after an abort (other shapes on request).
 *
 * This module is the thin HTTP adapter: routing, body reading, records, CORS, failures and
 * drops on request, NDJSON responses. The threads, rules and answers are the service's
 * (chat-service.ts); an answer's streaming is the stream writer's (chat-stream.ts).
 *
 * @module
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { THREAD_BUSY_TEXT } from '../../chat/rules.js';
import { check, refuseOption, whole } from '../../internal/checks.js';
import { describeThrown, expected } from '../../internal/describe.js';
import { isRecord } from '../../internal/is-record.js';
import { type ChatSettings, chatSettings, type FakeChatServerOptions } from './chat-options.js';
import { AUTH_ERROR_CODE, type ChatReply, FakeChatService } from './chat-service.js';
import type { LineSink } from './chat-stream.js';
import type { FakeChatThread } from './chat-thread.js';
import {
  bodyForRecord,
  corsHeaders,
  type Exchange,
  listenOnLoopback,
  readBody,
  redactedHeaders,
} from './local-server.js';
import { NdjsonWriter } from './ndjson.js';
import type { RecordedRequest } from './types.js';

export { AUTH_ERROR_CODE } from './chat-service.js';

/** The error line of a message sent to a thread whose answer is still streaming (spec 4.2, 7). */
export const THREAD_BUSY_MESSAGE = THREAD_BUSY_TEXT;

const ALLOW_HEADERS = 'content-type, authorization, x-platform-auth-token';

/** A pause of the next answer, from {@link FakeChatServer.holdNextStreamAfter}. */
export interface StreamHold {
  /**
   * Resolves once the answer is paused: its first client has been sent that many lines. Stays
   * pending when no new answer starts, or when the answer is shorter than that.
   */
  readonly reached: Promise<void>;
  /** Lets the answer go on (before it is reached: it never pauses). */
  release(): void;
}

/** A running fake chat server: its addresses, what it saw, and the means to steer it. */
export interface FakeChatServer {
  /** The stream URL, e.g. `http://127.0.0.1:41234/api/v1/public/acme/agents/agent-1/chat/stream-chat-state`. */
  readonly url: string;
  /** The abort URL: `url` with `stream-chat-state` replaced by `abort`. */
  readonly abortUrl: string;
  /** The chat service's base URL, e.g. `http://127.0.0.1:41234`. */
  readonly chatBaseUrl: string;
  /** The account of the chat URL. */
  readonly accountName: string;
  /** The agent of the chat URL. */
  readonly agentId: string;
  /** The API key it accepts, unless API keys are refused (`apiKey: false`). */
  readonly apiKey: string | undefined;
  /** Every request received, oldest first, secrets redacted. */
  readonly requests: readonly RecordedRequest[];
  /** Every thread, oldest first (copies). */
  readonly threads: readonly FakeChatThread[];
  /** One thread (a copy), or `undefined` when there is no such `chatId`. */
  thread(chatId: string): FakeChatThread | undefined;
  /**
   * Drops the connection of the next answer (a new message, or an attach by `messageId`)
   * after `lines` lines, `__cutoff__` included: the socket is destroyed mid-answer, while the
   * answer goes on at the server.
   */
  dropNextStreamAfter(lines: number): void;
  /**
   * Pauses the next new answer once its first client has been sent `lines` lines
   * (`__cutoff__` included), until `release()` — to act while an answer is surely streaming:
   * send another message (refused as busy), attach by `messageId`, abort, drop.
   */
  holdNextStreamAfter(lines: number): StreamHold;
  /** Answers the next `count` requests (preflights aside; default 1) with `status` (default 500). */
  failNextRequest(status?: number, count?: number): void;
  /**
   * Suspends the next new answer after `lines` lines (`__cutoff__` included), as a restart of
   * the service does: its streams get `__suspended__` (and `__usage__`) and end; the thread keeps
   * the turn, and a thread read says so (`state.suspended.messageId` on `__cutoff__`). The same
   * request again — the thread's `chatId` and the suspended `messageId`, with or without its
   * `input` — resumes it: `__cutoff__`, the turn so far, then the rest of the answer. Another
   * message to the thread ends the suspended turn.
   */
  suspendNextStreamAfter(lines: number): void;
  /** Ends the open streams, stops the answers, and resolves once the port is released. */
  close(): Promise<void>;
}

/**
 * Starts a fake chat server on 127.0.0.1 (a free port unless `port` is given), speaking the
 * chat API of the spec:
 *
 * - `POST …/chat/stream-chat-state`: an HTTP 200 of newline-delimited JSON, served as
 *   `application/json` as the service does: `__cutoff__` (`sort` 0, `chatId`), the user echo,
 *   the assistant start, `thinking` deltas, content deltas, a `platformMeta` and a
 *   `platformSqlApi` tool call (each started, then complete), the final message
 *   (`graphPath: ['final']`), `__state__` with the thread (as LangChain-serialized messages
 *   unless `stateShape` says otherwise), then `__usage__`, the last frame of every stream. A
 *   body without `input` gets the thread's state (`__cutoff__`, with `state.suspended` for a
 *   suspended turn, `__state__`, `__usage__`). A message to a thread that is streaming gets the
 *   line `{"error":"Streaming for thread is in progress"}`, unless its `messageId` is the
 *   streaming one: then it attaches to the answer and gets `__cutoff__` and the rest of it (with
 *   or without its `input`: a re-attach). A `messageId` already answered gets the thread's state
 *   (nothing is answered twice); the suspended one resumes its answer.
 * - `POST …/chat/abort` with `{ chatId }`: 204; the answer stops, its streams end with
 *   `__aborted__` and `__usage__`; 403 for another user's thread, 404 for an unknown one.
 * - Authentication: `Authorization: Api-Key <key>` with `sessionSettings` naming the user by
 *   exactly one of `externalId` and `internalId`, or `X-Platform-Auth-Token: <JWT>`
 *   (`sessionSettings` ignored); `Authorization` wins when both are sent. A failure is a
 *   JSON-RPC error in an HTTP 200: `{"jsonrpc":"2.0","error":{"code":-32001,"message":…}}`.
 * - 400 for a body that is not JSON or breaks the field rules (a `messageId` not of the form
 *   `<13+ digits>-message`, say), 404 for another account or agent and for an unknown or
 *   another user's `chatId`, any status on request (`failNextRequest`).
 * - A suspension on request (`suspendNextStreamAfter`, `suspendAfterLines`): `__suspended__`,
 *   `__usage__`, the end; the same request resumes the answer.
 * - CORS: preflights answered, allowed origins echoed, headers `content-type, authorization,
 *   x-platform-auth-token` allowed.
 *
 * Close it when done (`afterEach(() => server.close())`).
 *
 * @example
 * ```ts
 * import { startFakeChatServer, FAKE_CHAT_TOKEN } from 'platform-embed/testing/servers';
 *
 * const server = await startFakeChatServer({ delayMs: 0, answers: { 'Hi?': 'Hello!' } });
 * const response = await fetch(server.url, {
 *   method: 'POST',
 *   headers: { 'content-type': 'application/json', 'x-platform-auth-token': FAKE_CHAT_TOKEN },
 *   body: JSON.stringify({ input: 'Hi?', messageId: `${Date.now()}-message` }),
 * });
 * const lines = (await response.text()).trim().split('\n').map((line) => JSON.parse(line));
 * await server.close();
 * ```
 * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_OPTIONS` (the promise rejects) for an option that is
 * not
 * as documented, naming it and its value; the listen error when the port is taken.
 */
export async function startFakeChatServer(options: FakeChatServerOptions = {}): Promise<FakeChatServer> {
  const settings = chatSettings(options);
  const adapter = new ChatHttpAdapter(settings);
  const local = await listenOnLoopback(
    createServer((request, response) => adapter.serve(request, response)),
    settings.port,
  );
  const chatBaseUrl = `http://127.0.0.1:${local.port}`;
  const streamPath = `/api/v1/public/${encodeURIComponent(settings.accountName)}/agents/${encodeURIComponent(settings.agentId)}/chat/stream-chat-state`;
  const { service } = adapter;
  let closing: Promise<void> | undefined;
  return {
    url: `${chatBaseUrl}${streamPath}`,
    abortUrl: `${chatBaseUrl}${streamPath.replace(/stream-chat-state$/, 'abort')}`,
    chatBaseUrl,
    accountName: settings.accountName,
    agentId: settings.agentId,
    apiKey: settings.apiKey === false ? undefined : settings.apiKey,
    requests: adapter.requests,
    get threads() {
      return service.threads;
    },
    thread: (chatId) => service.thread(chatId),
    dropNextStreamAfter: (lines) => adapter.dropNextStreamAfter(lines),
    holdNextStreamAfter: (lines) => service.holdNext(whole(lines, 'lines', refuseOption, 1)!),
    failNextRequest: (status, count) => adapter.failNextRequest(status, count),
    suspendNextStreamAfter: (lines) => service.suspendNext(whole(lines, 'lines', refuseOption, 1)!),
    close() {
      closing ??= adapter.close().then(() => local.close());
      return closing;
    },
  };
}

/** The paths of the chat API: `/api/v1/public/<account>/agents/<agent>/chat/<action>`. */
const ROUTE = /^\/api\/v1\/public\/([^/]+)\/agents\/([^/]+)\/chat\/(stream-chat-state|abort)\/?$/;

/** A failure on request: `left` more requests answered with `status`. */
interface Failure {
  status: number;
  left: number;
}

/**
 * The HTTP side of the fake chat server: a request read, recorded and routed to the service,
 * and the service's reply written — a JSON error, a JSON-RPC error, a 204, or an NDJSON stream
 * (cut into pieces, dropped, on request).
 */
class ChatHttpAdapter {
  readonly service: FakeChatService;
  readonly requests: RecordedRequest[] = [];
  readonly #settings: ChatSettings;
  readonly #openWriters = new Set<NdjsonWriter>();
  readonly #failures: Failure[] = [];
  #pendingDrop: number | undefined;
  #closed = false;

  constructor(settings: ChatSettings) {
    this.#settings = settings;
    this.service = new FakeChatService(settings);
    if (settings.failNext) this.failNextRequest(settings.failNext.status, settings.failNext.count);
  }

  failNextRequest(status = 500, count = 1): void {
    check(
      Number.isInteger(status) && status >= 400 && status <= 599,
      'status',
      'an HTTP error status from 400 to 599',
      status,
    );
    this.#failures.push({ status, left: whole(count, 'count', refuseOption, 1)! });
  }

  dropNextStreamAfter(lines: number): void {
    this.#pendingDrop = whole(lines, 'lines', refuseOption, 1);
  }

  /** Answers one request; a failure of the fake itself is a 500 (or a dropped connection once streaming). */
  serve(request: IncomingMessage, response: ServerResponse): void {
    this.#handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        // With CORS headers, as every answer: a page that calls the server reads the failure.
        response.writeHead(500, { ...this.#corsOf(request), 'content-type': 'application/json; charset=utf-8' });
        response.end(`${JSON.stringify({ error: `Fake chat server failure: ${describeThrown(error)}` })}\n`);
      } else response.destroy();
    });
  }

  /** Stops the service; open streams end cleanly (their last chunk sent) within a moment. */
  async close(): Promise<void> {
    this.#closed = true;
    this.service.close();
    const ends = Promise.all([...this.#openWriters].map((writer) => writer.endNow()));
    await Promise.race([ends, new Promise((resolve) => setTimeout(resolve, 200).unref())]);
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request);
    const record: RecordedRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: redactedHeaders(request),
      body: bodyForRecord(text),
    };
    this.requests.push(record);
    const exchange: Exchange = { request, response, record, cors: this.#corsOf(request) };
    if (this.#closed) return this.#sendError(exchange, 503, 'The server is closing');
    if (request.method === 'OPTIONS') {
      this.#head(exchange, 204);
      return void response.end();
    }
    const failure = this.#nextFailure();
    if (failure !== undefined)
      return this.#sendError(
        exchange,
        failure,
        failure >= 500 ? 'Internal server error (failed on request)' : 'Request failed (on request)',
      );
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const match = ROUTE.exec(pathname);
    if (!match) return this.#sendError(exchange, 404, `No such endpoint: ${pathname}`);
    if (request.method !== 'POST') {
      this.#head(exchange, 405, { allow: 'POST, OPTIONS', 'content-type': 'application/json; charset=utf-8' });
      return void response.end(`${JSON.stringify({ error: `${request.method} is not allowed: use POST` })}\n`);
    }
    const [, account, agent, action] = match;
    if (safeDecode(account!) !== this.#settings.accountName || safeDecode(agent!) !== this.#settings.agentId) {
      return this.#sendError(
        exchange,
        404,
        `Agent ${JSON.stringify(safeDecode(agent!))} of account ${JSON.stringify(safeDecode(account!))} not found`,
      );
    }
    if (text === undefined) return this.#sendError(exchange, 400, 'The body is too large');
    const parsed = parseBody(text);
    if ('problem' in parsed) return this.#sendError(exchange, 400, parsed.problem);
    const { headers } = request;
    this.#reply(
      exchange,
      action === 'abort' ? this.service.abortChat(headers, parsed.body) : this.service.streamChat(headers, parsed.body),
    );
  }

  #reply(exchange: Exchange, reply: ChatReply): void {
    if ('error' in reply) this.#sendError(exchange, reply.status, reply.error);
    else if ('authError' in reply)
      this.#sendJson(exchange, 200, { jsonrpc: '2.0', error: { code: AUTH_ERROR_CODE, message: reply.authError } });
    else if ('noContent' in reply) {
      this.#head(exchange, 204);
      exchange.response.end();
    } else reply.start(this.#openStream(exchange, reply.answer ? this.#takeDrop() : undefined));
  }

  /** The status the next request must fail with, if any. */
  #nextFailure(): number | undefined {
    const failure = this.#failures[0];
    if (!failure) return undefined;
    failure.left -= 1;
    if (failure.left === 0) this.#failures.shift();
    return failure.status;
  }

  #takeDrop(): number | undefined {
    const drop = this.#pendingDrop ?? this.#settings.dropAfterLines;
    this.#pendingDrop = undefined;
    return drop;
  }

  /** The CORS headers of every answer to `request`. */
  #corsOf(request: IncomingMessage): Record<string, string> {
    return corsHeaders(request, this.#settings.allowedOrigins, ALLOW_HEADERS, 'POST, OPTIONS');
  }

  #head(exchange: Exchange, status: number, headers: Record<string, string> = {}): void {
    exchange.record.status = status;
    exchange.response.writeHead(status, { ...exchange.cors, ...headers });
  }

  #sendJson(exchange: Exchange, status: number, body: unknown): void {
    this.#head(exchange, status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    exchange.response.end(`${JSON.stringify(body)}\n`);
  }

  #sendError(exchange: Exchange, status: number, message: string): void {
    this.#sendJson(exchange, status, { error: message });
  }

  /** Opens an NDJSON 200 on the exchange, as a sink of lines. `drop`: drop it after that many lines. */
  #openStream(exchange: Exchange, drop: number | undefined): LineSink {
    this.#head(exchange, 200, {
      'content-type': this.#settings.contentType,
      'cache-control': 'no-cache, no-transform',
      'x-content-type-options': 'nosniff',
    });
    exchange.response.flushHeaders();
    const { split, random } = this.#settings;
    const writer: NdjsonWriter = new NdjsonWriter(exchange.response, {
      split,
      random,
      dropAfter: drop,
      onClose: () => this.#openWriters.delete(writer),
    });
    this.#openWriters.add(writer);
    return {
      write: (line) => writer.write(line),
      end: () => void writer.end(),
      onGone: (listener) => void exchange.response.once('close', listener),
    };
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The JSON object of a body, or why it is not one. */
function parseBody(text: string): { body: Record<string, unknown> } | { problem: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: expected('the body', 'JSON', text) };
  }
  return isRecord(body) ? { body } : { problem: expected('the body', 'a JSON object', body) };
}
