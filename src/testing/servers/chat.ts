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
 * @module
 */

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { MESSAGE_ID, SPECIAL_ID, THREAD_BUSY_TEXT } from '../../chat/rules.js';
import { check, milliseconds, ownOptions, refuseOption, whole } from '../../internal/checks.js';
import { describeThrown, expected } from '../../internal/describe.js';
import { isRecord } from '../../internal/is-record.js';
import { copyMessage, defaultChatAnswer, type FakeChatMessage, mergeIntoThread, type PlannedLine, planAnswer, type ScriptedAnswer } from './chat-answer.js';
import { authenticate, FAKE_CHAT_API_KEY, type FakeChatUser, type TokenPolicy } from './chat-auth.js';
import { type FakeChatStateShape, stateMessages, usageLine, usageOf } from './chat-state.js';
import { allowedOriginsOption, bodyForRecord, corsHeaders, type Exchange, listenOnLoopback, readBody, redactedHeaders } from './local-server.js';
import { NdjsonWriter, seededRandom } from './ndjson.js';
import type { AllowedOrigins, RecordedRequest, SplitLines } from './types.js';

/** The error line of a message sent to a thread whose answer is still streaming (spec 4.2, 7). */
export const THREAD_BUSY_MESSAGE = THREAD_BUSY_TEXT;

/** The JSON-RPC error code of an authentication failure (inside an HTTP 200, spec 7). */
export const AUTH_ERROR_CODE = -32001;

const ALLOW_HEADERS = 'content-type, authorization, x-platform-auth-token';

/** What a {@link FakeChatServerOptions.script} is asked to answer. */
export interface ChatScriptRequest {
  /** The user's message. */
  input: string;
  /** The thread (new or existing). */
  chatId: string;
  /** The user message's id (the request's, or one the server made). */
  messageId: string;
  /** 1 for the first message of the thread, 2 for the next… */
  turn: number;
  /** Who asked. */
  user: FakeChatUser;
  /** `sessionSettings` as sent, with API key authentication (with a token they are ignored). */
  sessionSettings?: unknown;
  /** The request's `activeBranchName`, when sent. */
  activeBranchName?: string;
  /** The request's `isDefaultBranch`, when sent. */
  isDefaultBranch?: boolean;
  /** The thread before this message (copies). */
  history: readonly FakeChatMessage[];
}

/** A thread as the server holds it (a copy: changing it changes nothing). */
export interface FakeChatThread {
  /** The thread's id. */
  chatId: string;
  /** Its user: `external:<externalId>` or `internal:<internalId>`. */
  owner: string;
  /** Whether an answer is streaming now. */
  isStreaming: boolean;
  /** The user message whose answer is streaming, while one is. */
  activeMessageId?: string;
  /** The user message whose answer is suspended (see {@link FakeChatServer.suspendNextStreamAfter}), until it is resumed or another message ends it. */
  suspendedMessageId?: string;
  /** The thread so far, merged as a client merges it, in `sort` order. */
  messages: FakeChatMessage[];
}

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

/** Options of {@link startFakeChatServer}; all optional. */
export interface FakeChatServerOptions {
  /** The port on 127.0.0.1. Default 0: a free one. */
  port?: number;
  /** The account of the chat URL. Default `'acme'`. */
  accountName?: string;
  /** The agent of the chat URL. Default `'agent-1'`. */
  agentId?: string;
  /**
   * The key of `Authorization: Api-Key <key>`; `false` refuses every key. Default
   * `'test-api-key'` ({@link FAKE_CHAT_API_KEY}).
   */
  apiKey?: string | false;
  /**
   * Which `X-Platform-Auth-Token` values are valid, in place of the deployment's signature
   * check: a token, a list of tokens, a predicate, or `false` (token authentication off, the
   * service's default). A valid token must still be a JWT whose claims follow the spec:
   * `externalId` or `sub`, and a `scope` holding `'chat'`. Default: any JWT (the signature is
   * not checked), such as those of {@link fakeChatToken}.
   */
  token?: TokenPolicy;
  /** The internal users (emails) that `sessionSettings.internalId` may name. Default: any. */
  internalUsers?: readonly string[];
  /**
   * Scripts the answers: called for each new user message; a string is a text-only answer;
   * `undefined` falls back to {@link FakeChatServerOptions.answers}, then to the default
   * answer. A script that throws makes the request a 500.
   */
  script?: (request: ChatScriptRequest) => ScriptedAnswer | string | undefined;
  /**
   * Answers by question: the user's message (trimmed, exact) → an answer, a string being a
   * text-only answer. Other questions get the default answer ({@link defaultChatAnswer}).
   */
  answers?: Readonly<Record<string, ScriptedAnswer | string>>;
  /**
   * Milliseconds between two lines of an answer, so that a page sees it stream. Default 5;
   * 0 for tests (lines still go out on separate turns of the event loop).
   */
  delayMs?: number;
  /** Cuts every line into several writes (see {@link SplitLines}). Default `false`. */
  splitLines?: SplitLines;
  /** The seed of the random cuts of `splitLines: true`. Default 1: the same cuts every run. */
  seed?: number;
  /**
   * Drops the connection of every answer after this many lines (the `__cutoff__` line
   * included). The answer goes on at the server: a request with the same `messageId`
   * attaches to it. See also {@link FakeChatServer.dropNextStreamAfter}.
   */
  dropAfterLines?: number;
  /**
   * Fails the first requests (preflights aside) with `status` (default 500), `count` of them
   * (default 1). See also {@link FakeChatServer.failNextRequest}.
   */
  failNext?: {
    /** The HTTP status. Default 500. */
    status?: number;
    /** How many requests fail. Default 1. */
    count?: number;
  };
  /**
   * The browser origins that may call the server (CORS), or `'*'` for any (each echoed back).
   * Default `'*'`.
   */
  allowedOrigins?: AllowedOrigins;
  /**
   * The shape of `state.messages` in `__state__` lines (see {@link FakeChatStateShape}):
   * `'langchain'` (default, as the service sends it), `'lines'` or `'empty'`.
   */
  stateShape?: FakeChatStateShape;
  /**
   * Whether every stream ends with the `__usage__` frame — after `__state__`, `__aborted__`,
   * `__suspended__` or an error line — as the service's do. Default `true`.
   */
  usage?: boolean;
  /** The `Content-Type` of streams. Default `'application/json'`, as the service serves them. */
  contentType?: string;
  /**
   * Suspends every answer after this many lines (the `__cutoff__` line included) — a resumed
   * one after as many more — as a restart of the service does: see
   * {@link FakeChatServer.suspendNextStreamAfter}.
   */
  suspendAfterLines?: number;
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

interface Thread {
  chatId: string;
  owner: string;
  messages: FakeChatMessage[];
  nextSort: number;
  active?: Stream;
  /** The answer a suspension paused, waiting to be resumed. */
  suspended?: Stream;
}

interface Hold {
  after: number;
  reach: () => void;
  released: Promise<void>;
  release: () => void;
}

interface Stream {
  thread: Thread;
  messageId: string;
  input: string;
  lines: PlannedLine[];
  /** The index in `lines` of the next line to send. */
  next: number;
  emitted: number;
  /** The messages sent to this request's clients (since a resume), for its usage. */
  streamed: FakeChatMessage[];
  writers: Set<NdjsonWriter>;
  finished: boolean;
  hold?: Hold | undefined;
  /** Suspends the answer once its first client has been sent this many lines. */
  suspendAfter?: number | undefined;
}

/** What one request handler needs: the exchange, its record, its CORS headers. */

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
 * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_OPTIONS` (the promise rejects) for an option that is not
 * as documented, naming it and its value; the listen error when the port is taken.
 */
export async function startFakeChatServer(options: FakeChatServerOptions = {}): Promise<FakeChatServer> {
  const own = ownOptions(options, 'options', refuseOption);
  const port = whole(own.port, 'port', refuseOption, 0, 65535) ?? 0;
  const accountName = pathSegment(own.accountName, 'accountName') ?? 'acme';
  const agentId = pathSegment(own.agentId, 'agentId') ?? 'agent-1';
  check(own.apiKey === undefined || own.apiKey === false || (typeof own.apiKey === 'string' && /^\S+$/.test(own.apiKey)), 'apiKey', 'a key without spaces, or false', own.apiKey);
  const apiKey = own.apiKey ?? FAKE_CHAT_API_KEY;
  const token = own.token;
  check(
    token === undefined || token === false || typeof token === 'string' || typeof token === 'function' || (Array.isArray(token) && token.every((item) => typeof item === 'string')),
    'token',
    'a token, a list of tokens, a predicate, or false',
    token,
  );
  check(
    own.internalUsers === undefined || (Array.isArray(own.internalUsers) && own.internalUsers.every((item) => typeof item === 'string')),
    'internalUsers',
    'an array of emails',
    own.internalUsers,
  );
  check(own.script === undefined || typeof own.script === 'function', 'script', 'a function', own.script);
  check(own.answers === undefined || isRecord(own.answers), 'answers', 'an object of question → answer', own.answers);
  const delayMs = milliseconds(own.delayMs, 'delayMs', refuseOption) ?? 5;
  const split = own.splitLines ?? false;
  check(
    typeof split === 'boolean' || typeof split === 'function' || (Array.isArray(split) && split.every((item) => Number.isInteger(item))),
    'splitLines',
    'a boolean, a list of byte offsets, or a function',
    split,
  );
  const random = seededRandom(whole(own.seed, 'seed', refuseOption, 0, 2 ** 32 - 1) ?? 1);
  const dropAfterLines = whole(own.dropAfterLines, 'dropAfterLines', refuseOption, 1);
  check(own.failNext === undefined || isRecord(own.failNext), 'failNext', 'an object { status?, count? }', own.failNext);
  const allowedOrigins = allowedOriginsOption(own.allowedOrigins);
  const stateShape = own.stateShape ?? 'langchain';
  check(['langchain', 'lines', 'empty'].includes(stateShape), 'stateShape', 'one of "langchain", "lines", "empty"', stateShape);
  check(own.usage === undefined || typeof own.usage === 'boolean', 'usage', 'a boolean', own.usage);
  const withUsage = own.usage !== false;
  check(own.contentType === undefined || (typeof own.contentType === 'string' && own.contentType !== ''), 'contentType', 'a media type', own.contentType);
  const contentType = own.contentType ?? 'application/json';
  const suspendAfterLines = whole(own.suspendAfterLines, 'suspendAfterLines', refuseOption, 1);
  const answers = own.answers ? (Object.assign(Object.create(null), own.answers) as Record<string, ScriptedAnswer | string>) : undefined;

  const requests: RecordedRequest[] = [];
  const threads = new Map<string, Thread>();
  const openWriters = new Set<NdjsonWriter>();
  const timers = new Set<() => void>();
  const failures: Array<{ status: number; left: number }> = [];
  let pendingDrop: number | undefined;
  let pendingHold: Hold | undefined;
  let pendingSuspend: number | undefined;
  let lastMessageTime = 0;
  let closed = false;

  const failNextRequest = (status = 500, count = 1) => {
    check(Number.isInteger(status) && status >= 400 && status <= 599, 'status', 'an HTTP error status from 400 to 599', status);
    failures.push({ status, left: whole(count, 'count', refuseOption, 1)! });
  };
  /** The status the next request must fail with, if any. */
  const nextFailure = () => {
    const failure = failures[0];
    if (!failure) return undefined;
    failure.left -= 1;
    if (failure.left === 0) failures.shift();
    return failure.status;
  };
  if (own.failNext) failNextRequest(own.failNext.status, own.failNext.count);

  /** Resolves `true` after `ms` (0: the next turn of the event loop), `false` if the server closes first. */
  const sleep = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closed) return resolve(false);
      const done = (ok: boolean) => {
        timers.delete(cancel);
        resolve(ok);
      };
      let cancel: () => void;
      if (ms === 0) {
        const handle = setImmediate(() => done(true));
        cancel = () => (clearImmediate(handle), done(false));
      } else {
        const handle = setTimeout(() => done(true), ms);
        cancel = () => (clearTimeout(handle), done(false));
      }
      timers.add(cancel);
    });

  // ---- Responses ---------------------------------------------------------------------------

  const head = (exchange: Exchange, status: number, headers: Record<string, string> = {}) => {
    exchange.record.status = status;
    exchange.response.writeHead(status, { ...exchange.cors, ...headers });
  };
  const sendJson = (exchange: Exchange, status: number, body: unknown) => {
    head(exchange, status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    exchange.response.end(`${JSON.stringify(body)}\n`);
  };
  const sendError = (exchange: Exchange, status: number, message: string) => sendJson(exchange, status, { error: message });
  const sendAuthError = (exchange: Exchange, message: string) => sendJson(exchange, 200, { jsonrpc: '2.0', error: { code: AUTH_ERROR_CODE, message } });

  /** Opens an NDJSON 200 on the exchange. `drop`: drop it after that many lines. */
  const openStream = (exchange: Exchange, drop?: number) => {
    head(exchange, 200, { 'content-type': contentType, 'cache-control': 'no-cache, no-transform', 'x-content-type-options': 'nosniff' });
    exchange.response.flushHeaders();
    const writer: NdjsonWriter = new NdjsonWriter(exchange.response, { split, random, dropAfter: drop, onClose: () => openWriters.delete(writer) });
    openWriters.add(writer);
    return writer;
  };

  const cutoff = (thread: Thread, isStreaming: boolean): FakeChatMessage => ({
    id: SPECIAL_ID.cutoff,
    role: 'assistant',
    sort: 0,
    state: { isStreaming, chatId: thread.chatId, ...(thread.suspended && { suspended: { messageId: thread.suspended.messageId } }) },
  });
  const stateLine = (thread: Thread) => ({
    id: SPECIAL_ID.state,
    role: 'assistant',
    isDelta: false,
    sort: thread.nextSort,
    state: { messages: stateMessages(sorted(thread.messages), stateShape) },
  });
  /** Ends a writer's stream: `last` (if any), the usage of what it was sent, the end. */
  const endWith = (writer: NdjsonWriter, last: unknown, streamed: readonly FakeChatMessage[] = [], input?: string) => {
    if (last !== undefined) writer.write(last);
    if (withUsage) writer.write(usageLine(usageOf(streamed, input)));
    void writer.end();
  };

  // ---- Answers -----------------------------------------------------------------------------

  const answerFor = (request: ChatScriptRequest): ScriptedAnswer => {
    const scripted = own.script?.(request);
    const chosen = scripted ?? answers?.[request.input.trim()] ?? defaultChatAnswer(request.input);
    const answer = typeof chosen === 'string' ? { text: chosen } : chosen;
    const shape = 'a string or { text, thinking?, toolCalls?, error? }';
    if (!isRecord(answer) || typeof answer.text !== 'string') throw new TypeError(expected('the scripted answer', shape, answer));
    for (const key of ['thinking', 'error'] as const) {
      if (answer[key] !== undefined && typeof answer[key] !== 'string') throw new TypeError(expected(`the scripted answer's ${key}`, 'a string', answer[key]));
    }
    const calls: unknown = answer.toolCalls;
    if (
      calls !== undefined &&
      (!Array.isArray(calls) || !calls.every((call) => isRecord(call) && typeof call.name === 'string' && (call.error === undefined || typeof call.error === 'string')))
    ) {
      throw new TypeError(expected("the scripted answer's toolCalls", 'an array of { name, input, result?, error? }', calls));
    }
    return answer;
  };

  const emit = (stream: Stream, line: PlannedLine) => {
    const { thread } = stream;
    if ('error' in line) {
      for (const writer of stream.writers) endWith(writer, { error: line.error }, stream.streamed, stream.input);
      finish(stream, { end: 'error' });
      return;
    }
    const message = { ...line.message, sort: thread.nextSort } as FakeChatMessage;
    thread.nextSort += 1;
    stream.emitted += 1;
    stream.streamed.push(message);
    mergeIntoThread(thread.messages, message);
    for (const writer of stream.writers) writer.write(message);
  };

  /**
   * Ends an answer: the thread is idle again; its clients get `__state__` (`done`) or
   * `__aborted__` (`aborted`: stopped through the abort endpoint), then `__usage__`, and the end.
   * An answer that failed (`error`) has told its clients already.
   */
  const finish = (stream: Stream, { end }: { end: 'done' | 'aborted' | 'error' }) => {
    if (stream.finished) return;
    stream.finished = true;
    stream.hold?.release();
    const { thread } = stream;
    if (thread.active === stream) thread.active = undefined;
    if (end !== 'done') {
      // What was still being written stays as it is, no longer in process.
      for (const message of thread.messages) if (message.isInProcess) message.isInProcess = false;
    }
    if (end === 'error') return;
    const last = end === 'done' ? stateLine(thread) : { id: SPECIAL_ID.aborted, type: 'abort', code: 'chat_aborted', error: 'The answer was aborted' };
    for (const writer of stream.writers) endWith(writer, last, stream.streamed, stream.input);
  };

  /**
   * Suspends an answer, as a restart of the service does: its clients get `__suspended__` (and
   * `__usage__`) and the end; the thread keeps the answer to resume (see {@link resume}).
   */
  const suspend = (stream: Stream) => {
    stream.suspendAfter = undefined;
    const { thread } = stream;
    thread.active = undefined;
    thread.suspended = stream;
    const frame = {
      id: SPECIAL_ID.suspended,
      type: 'suspend',
      code: 'chat_suspended',
      retryable: true,
      messageId: stream.messageId,
      error: 'The server restarted before the agent finished responding; retry the same request to resume',
    };
    for (const writer of stream.writers) endWith(writer, frame, stream.streamed, stream.input);
    stream.writers.clear();
  };

  /**
   * Resumes a suspended answer for `exchange`: `__cutoff__`, the turn as streamed so far (one
   * line per message), then the rest of the answer.
   */
  const resume = (exchange: Exchange, stream: Stream) => {
    const { thread } = stream;
    thread.suspended = undefined;
    thread.active = stream;
    stream.streamed = [];
    // With `suspendAfterLines`, every stream is suspended after that many lines: a resumed one too.
    if (suspendAfterLines !== undefined) stream.suspendAfter = stream.emitted + suspendAfterLines;
    const writer = openStream(exchange, takeDrop());
    writer.write(cutoff(thread, true));
    const echo = thread.messages.find((message) => message.id === stream.messageId);
    for (const message of sorted(thread.messages)) if (echo && message.sort >= echo.sort) writer.write({ ...message, isDelta: false });
    stream.writers.add(writer);
    exchange.response.once('close', () => stream.writers.delete(writer));
    void run(stream);
  };

  /** Ends a suspended turn that will not be resumed: another message came to its thread. */
  const dropSuspension = (thread: Thread) => {
    if (!thread.suspended) return;
    thread.suspended.finished = true;
    thread.suspended = undefined;
    for (const message of thread.messages) if (message.isInProcess) message.isInProcess = false;
  };

  const run = async (stream: Stream) => {
    while (stream.next < stream.lines.length) {
      const { hold } = stream;
      // The first client has been sent `__cutoff__` and every line emitted so far.
      if (hold && 1 + stream.emitted >= hold.after) {
        hold.reach();
        await hold.released;
        stream.hold = undefined;
      }
      if (stream.finished || !(await sleep(delayMs)) || stream.finished) return;
      if (stream.suspendAfter !== undefined && 1 + stream.emitted >= stream.suspendAfter) return suspend(stream);
      emit(stream, stream.lines[stream.next++]!);
      if (stream.finished) return;
    }
    finish(stream, { end: 'done' });
  };

  // ---- Endpoints ---------------------------------------------------------------------------

  const streamChat = (exchange: Exchange, text: string | undefined) => {
    const parsed = parseBody(text);
    if ('problem' in parsed) return sendError(exchange, 400, parsed.problem);
    const body = parsed.body;
    const problem = streamBodyProblem(body);
    if (problem) return sendError(exchange, 400, problem);
    const auth = authenticate(exchange.request.headers, body.sessionSettings, { apiKey, token, internalUsers: own.internalUsers });
    if ('badRequest' in auth) return sendError(exchange, 400, auth.badRequest);
    if ('denied' in auth) return sendAuthError(exchange, auth.denied);
    const { user } = auth;

    let thread: Thread | undefined;
    if (body.chatId !== undefined) {
      thread = threads.get(body.chatId as string);
      // Another user's thread is not theirs to see: as unknown as a thread that never was.
      if (!thread || thread.owner !== user.owner) return sendError(exchange, 404, `Chat thread ${JSON.stringify(body.chatId)} not found`);
    }
    const input = body.input as string | undefined;
    const suspended = thread?.suspended;
    // The suspended message, again (with or without its input): its answer goes on from where it stopped.
    if (suspended && body.messageId === suspended.messageId) return resume(exchange, suspended);
    const active = thread?.active;
    if (thread && active && body.messageId === active.messageId) {
      // The message being answered, again (re-sent, or a re-attach without its input): attach
      // to the answer, from where it is (spec 4.2).
      const writer = openStream(exchange, takeDrop());
      writer.write(cutoff(thread, true));
      active.writers.add(writer);
      exchange.response.once('close', () => active.writers.delete(writer));
      return;
    }
    if (input === undefined) {
      // No message: the thread's current state.
      const writer = openStream(exchange);
      writer.write(cutoff(thread!, active !== undefined));
      endWith(writer, stateLine(thread!));
      return;
    }
    const messageId = (body.messageId as string | undefined) ?? newMessageId();
    if (thread && active) {
      endWith(openStream(exchange), { error: THREAD_BUSY_MESSAGE });
      return;
    }
    if (thread?.messages.some((message) => message.id === messageId && message.role === 'user')) {
      // Answered already: the thread as it is, nothing answered twice.
      const writer = openStream(exchange);
      writer.write(cutoff(thread, false));
      endWith(writer, stateLine(thread));
      return;
    }
    // Another message: the suspended turn will not be resumed.
    if (thread) dropSuspension(thread);

    const target = thread ?? { chatId: randomUUID(), owner: user.owner, messages: [], nextSort: 1 };
    // Scripted and planned before the thread is kept: a script that throws, or an answer of the
    // wrong shape, is a 500 that leaves nothing behind.
    let lines: PlannedLine[];
    try {
      const answer: ScriptedAnswer = answerFor({
        input,
        chatId: target.chatId,
        messageId,
        turn: target.messages.filter((message) => message.role === 'user').length + 1,
        user: { ...user },
        ...(user.method === 'api-key' ? { sessionSettings: body.sessionSettings } : {}),
        ...(body.activeBranchName === undefined ? {} : { activeBranchName: body.activeBranchName as string }),
        ...(body.isDefaultBranch === undefined ? {} : { isDefaultBranch: body.isDefaultBranch as boolean }),
        history: sorted(target.messages),
      });
      lines = planAnswer(answer, { input, messageId });
    } catch (error) {
      // Whole, not cut short: it is what the test's author needs to mend the script.
      return sendError(exchange, 500, `The scripted answer failed: ${error instanceof Error ? `${error.name}: ${error.message}` : describeThrown(error)}`);
    }
    threads.set(target.chatId, target);
    const stream: Stream = {
      thread: target,
      messageId,
      input,
      lines,
      next: 0,
      emitted: 0,
      streamed: [],
      writers: new Set(),
      finished: false,
      hold: pendingHold,
      suspendAfter: pendingSuspend ?? suspendAfterLines,
    };
    pendingHold = undefined;
    pendingSuspend = undefined;
    target.active = stream;
    const writer = openStream(exchange, takeDrop());
    writer.write(cutoff(target, false));
    stream.writers.add(writer);
    exchange.response.once('close', () => stream.writers.delete(writer));
    void run(stream);
  };

  const abortChat = (exchange: Exchange, text: string | undefined) => {
    const parsed = parseBody(text);
    if ('problem' in parsed) return sendError(exchange, 400, parsed.problem);
    const { chatId, sessionSettings } = parsed.body;
    if (typeof chatId !== 'string' || chatId === '') return sendError(exchange, 400, expected('chatId', 'a non-empty string', chatId));
    const auth = authenticate(exchange.request.headers, sessionSettings, { apiKey, token, internalUsers: own.internalUsers });
    if ('badRequest' in auth) return sendError(exchange, 400, auth.badRequest);
    if ('denied' in auth) return sendAuthError(exchange, auth.denied);
    const thread = threads.get(chatId);
    if (!thread) return sendError(exchange, 404, `Chat thread ${JSON.stringify(chatId)} not found`);
    if (thread.owner !== auth.user.owner) return sendError(exchange, 403, 'The chat thread belongs to another user');
    if (thread.active) finish(thread.active, { end: 'aborted' });
    head(exchange, 204);
    exchange.response.end();
  };

  const takeDrop = () => {
    const drop = pendingDrop ?? dropAfterLines;
    pendingDrop = undefined;
    return drop;
  };

  /** `<ms>-message`, never the same twice in a row. */
  const newMessageId = () => {
    lastMessageTime = Math.max(Date.now(), lastMessageTime + 1);
    return `${lastMessageTime}-message`;
  };

  // ---- The server --------------------------------------------------------------------------

  const streamPath = `/api/v1/public/${encodeURIComponent(accountName)}/agents/${encodeURIComponent(agentId)}/chat/stream-chat-state`;
  const route = /^\/api\/v1\/public\/([^/]+)\/agents\/([^/]+)\/chat\/(stream-chat-state|abort)\/?$/;

  /** The CORS headers of every answer to `request`. */
  const corsOf = (request: IncomingMessage) => corsHeaders(request, allowedOrigins, ALLOW_HEADERS, 'POST, OPTIONS');

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readBody(request);
    const record: RecordedRequest = { method: request.method ?? 'GET', path: request.url ?? '/', headers: redactedHeaders(request), body: bodyForRecord(text) };
    requests.push(record);
    const exchange: Exchange = { request, response, record, cors: corsOf(request) };
    if (closed) return sendError(exchange, 503, 'The server is closing');
    if (request.method === 'OPTIONS') {
      head(exchange, 204);
      return void response.end();
    }
    const failure = nextFailure();
    if (failure !== undefined) return sendError(exchange, failure, failure >= 500 ? 'Internal server error (failed on request)' : 'Request failed (on request)');

    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const match = route.exec(pathname);
    if (!match) return sendError(exchange, 404, `No such endpoint: ${pathname}`);
    if (request.method !== 'POST') {
      head(exchange, 405, { allow: 'POST, OPTIONS', 'content-type': 'application/json; charset=utf-8' });
      return void response.end(`${JSON.stringify({ error: `${request.method} is not allowed: use POST` })}\n`);
    }
    const [, account, agent, action] = match;
    if (safeDecode(account!) !== accountName || safeDecode(agent!) !== agentId) {
      return sendError(exchange, 404, `Agent ${JSON.stringify(safeDecode(agent!))} of account ${JSON.stringify(safeDecode(account!))} not found`);
    }
    if (text === undefined) return sendError(exchange, 400, 'The body is too large');
    if (action === 'abort') abortChat(exchange, text);
    else streamChat(exchange, text);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        // With CORS headers, as every answer: a page that calls the server reads the failure.
        response.writeHead(500, { ...corsOf(request), 'content-type': 'application/json; charset=utf-8' });
        response.end(`${JSON.stringify({ error: `Fake chat server failure: ${describeThrown(error)}` })}\n`);
      } else response.destroy();
    });
  });
  const local = await listenOnLoopback(server, port);
  const chatBaseUrl = `http://127.0.0.1:${local.port}`;
  let closing: Promise<void> | undefined;

  return {
    url: `${chatBaseUrl}${streamPath}`,
    abortUrl: `${chatBaseUrl}${streamPath.replace(/stream-chat-state$/, 'abort')}`,
    chatBaseUrl,
    accountName,
    agentId,
    apiKey: apiKey === false ? undefined : apiKey,
    requests,
    get threads() {
      return [...threads.values()].map(snapshot);
    },
    thread(chatId) {
      const thread = threads.get(chatId);
      return thread && snapshot(thread);
    },
    dropNextStreamAfter(lines) {
      pendingDrop = whole(lines, 'lines', refuseOption, 1);
    },
    holdNextStreamAfter(lines) {
      const after = whole(lines, 'lines', refuseOption, 1)!;
      let reach!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => (reach = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const hold: Hold = { after, reach, released, release };
      pendingHold = hold;
      return {
        reached,
        release() {
          if (pendingHold === hold) pendingHold = undefined;
          hold.release();
        },
      };
    },
    failNextRequest,
    suspendNextStreamAfter(lines) {
      pendingSuspend = whole(lines, 'lines', refuseOption, 1);
    },
    close() {
      closing ??= (async () => {
        closed = true;
        for (const cancel of [...timers]) cancel();
        for (const thread of threads.values()) {
          if (!thread.active) continue;
          thread.active.finished = true;
          thread.active.hold?.release();
          thread.active = undefined;
        }
        pendingHold?.release();
        // Open streams end cleanly (their last chunk sent), within a moment; then every socket goes.
        const ends = Promise.all([...openWriters].map((writer) => writer.endNow()));
        await Promise.race([ends, new Promise((resolve) => setTimeout(resolve, 200).unref())]);
        await local.close();
      })();
      return closing;
    },
  };
}

/** An optional path-segment option (an account or agent name). */
function pathSegment(value: unknown, what: string): string | undefined {
  check(value === undefined || (typeof value === 'string' && value !== '' && !/[/?#\s]/.test(value)), what, 'a non-empty name without "/", "?", "#" or spaces', value);
  return value as string | undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The JSON object of a body, or why it is not one. */
function parseBody(text: string | undefined): { body: Record<string, unknown> } | { problem: string } {
  let body: unknown;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    return { problem: expected('the body', 'JSON', text ?? '') };
  }
  return isRecord(body) ? { body } : { problem: expected('the body', 'a JSON object', body) };
}

/** Why a stream-chat-state body breaks the rules of spec 2.4 (a 400), or `undefined`. */
function streamBodyProblem(body: Record<string, unknown>): string | undefined {
  const { input, chatId, messageId, activeBranchName, isDefaultBranch } = body;
  if (input !== undefined && (typeof input !== 'string' || input.trim() === '')) return expected('input', 'a non-empty string', input);
  if (chatId !== undefined && (typeof chatId !== 'string' || chatId === '')) return expected('chatId', 'a non-empty string', chatId);
  if (messageId !== undefined && (typeof messageId !== 'string' || !MESSAGE_ID.test(messageId))) return expected('messageId', '"<timestamp of 13+ digits>-message"', messageId);
  if (activeBranchName !== undefined && typeof activeBranchName !== 'string') return expected('activeBranchName', 'a string', activeBranchName);
  if (isDefaultBranch !== undefined && typeof isDefaultBranch !== 'boolean') return expected('isDefaultBranch', 'a boolean', isDefaultBranch);
  if (input === undefined && chatId === undefined) return 'input or chatId is required: a message, or the thread whose state to return';
  return undefined;
}

function sorted(messages: readonly FakeChatMessage[]): FakeChatMessage[] {
  return messages.map(copyMessage).sort((a, b) => a.sort - b.sort);
}

function snapshot(thread: Thread): FakeChatThread {
  const view: FakeChatThread = { chatId: thread.chatId, owner: thread.owner, isStreaming: thread.active !== undefined, messages: sorted(thread.messages) };
  if (thread.active) view.activeMessageId = thread.active.messageId;
  if (thread.suspended) view.suspendedMessageId = thread.suspended.messageId;
  return view;
}
