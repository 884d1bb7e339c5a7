/**
 * The fake chat service, without HTTP: its threads, its rules (authentication, the fields of a
 * body, a busy thread, an attach by `messageId`, nothing answered twice, abort, suspension) and
 * its scripted answers. A request is its headers and its parsed body; the reply says what to
 * answer — an error status, an authentication error, a 204, or a stream that the caller opens
 * and hands a {@link LineSink} to. The HTTP adapter (`startFakeChatServer`) maps requests to it;
 * a unit test drives it with arrays.
 *
 * @module
 */

import { randomUUID } from 'node:crypto';
import { MESSAGE_ID, THREAD_BUSY_TEXT } from '../../chat/rules.js';
import { describeThrown, expected } from '../../internal/describe.js';
import { isRecord } from '../../internal/is-record.js';
import { defaultChatAnswer, planAnswer, type ScriptedAnswer } from './chat-answer.js';
import { authenticate, type FakeChatUser } from './chat-auth.js';
import type { ChatScriptRequest, ChatSettings } from './chat-options.js';
import { AnswerStream, createHold, endStream, type Hold, type LineSink, type StreamContext } from './chat-stream.js';
import { type FakeChatThread, ServiceThread, sortedCopies } from './chat-thread.js';

/** The headers a request authenticates with, names in lower case (`authorization`, `x-platform-auth-token`). */
export type ChatHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** What to answer a request. */
export type ChatReply =
  /** A JSON `{ error }` with this status. */
  | { readonly status: number; readonly error: string }
  /** An authentication failure: a JSON-RPC error inside an HTTP 200 (spec 7). */
  | { readonly authError: string }
  /** A 204 without a body. */
  | { readonly noContent: true }
  /** An NDJSON 200: open it and call `start` with its sink. `answer`: the stream of an answer (a drop on request applies to it). */
  | { readonly answer: boolean; readonly start: (sink: LineSink) => void };

/** The settings the service runs with (see `chatSettings`). */
export type ChatServiceSettings = Pick<
  ChatSettings,
  | 'apiKey'
  | 'token'
  | 'internalUsers'
  | 'script'
  | 'answers'
  | 'delayMs'
  | 'stateShape'
  | 'withUsage'
  | 'suspendAfterLines'
>;

/** The JSON-RPC error code of an authentication failure (inside an HTTP 200, spec 7). */
export const AUTH_ERROR_CODE = -32001;

type Thread = ServiceThread<AnswerStream>;

const notFound = (chatId: unknown): ChatReply => ({
  status: 404,
  error: `Chat thread ${JSON.stringify(chatId)} not found`,
});

/** The fake chat service: see the module. */
export class FakeChatService {
  readonly #settings: ChatServiceSettings;
  readonly #threads = new Map<string, Thread>();
  readonly #timers = new Set<() => void>();
  readonly #context: StreamContext;
  #pendingHold: Hold | undefined;
  #pendingSuspend: number | undefined;
  #lastMessageTime = 0;
  #closed = false;

  constructor(settings: ChatServiceSettings) {
    this.#settings = settings;
    this.#context = {
      pause: () => this.#sleep(settings.delayMs),
      withUsage: settings.withUsage,
      stateShape: settings.stateShape,
    };
  }

  /** Every thread, oldest first (copies). */
  get threads(): FakeChatThread[] {
    return [...this.#threads.values()].map((thread) => thread.snapshot());
  }

  /** One thread (a copy), or `undefined`. */
  thread(chatId: string): FakeChatThread | undefined {
    return this.#threads.get(chatId)?.snapshot();
  }

  /** Pauses the next new answer once its first client has been sent `lines` lines. */
  holdNext(lines: number): { reached: Promise<void>; release(): void } {
    const hold = createHold(lines);
    this.#pendingHold = hold;
    return {
      reached: hold.reached,
      release: () => {
        if (this.#pendingHold === hold) this.#pendingHold = undefined;
        hold.release();
      },
    };
  }

  /** Suspends the next new answer after `lines` lines. */
  suspendNext(lines: number): void {
    this.#pendingSuspend = lines;
  }

  /** A message, a re-attach, a resume or a thread read (`POST …/stream-chat-state`). */
  streamChat(headers: ChatHeaders, body: Record<string, unknown>): ChatReply {
    const problem = streamBodyProblem(body);
    if (problem) return { status: 400, error: problem };
    const auth = this.#authenticate(headers, body.sessionSettings);
    if (!('user' in auth)) return auth;
    let thread: Thread | undefined;
    if (body.chatId !== undefined) {
      thread = this.#threads.get(body.chatId as string);
      // Another user's thread is not theirs to see: as unknown as a thread that never was.
      if (!thread || thread.owner !== auth.user.owner) return notFound(body.chatId);
    }
    return (thread && this.#toThread(thread, body)) ?? this.#newAnswer(thread, auth.user, body);
  }

  /** Stops a thread's answer (`POST …/abort`). */
  abortChat(headers: ChatHeaders, body: Record<string, unknown>): ChatReply {
    const { chatId, sessionSettings } = body;
    if (typeof chatId !== 'string' || chatId === '')
      return { status: 400, error: expected('chatId', 'a non-empty string', chatId) };
    const auth = this.#authenticate(headers, sessionSettings);
    if (!('user' in auth)) return auth;
    const thread = this.#threads.get(chatId);
    if (!thread) return notFound(chatId);
    if (thread.owner !== auth.user.owner) return { status: 403, error: 'The chat thread belongs to another user' };
    thread.active?.finish('aborted');
    return { noContent: true };
  }

  /** Stops every answer and timer: nothing more is streamed. */
  close(): void {
    this.#closed = true;
    for (const cancel of [...this.#timers]) cancel();
    for (const thread of this.#threads.values()) {
      thread.active?.stop();
      thread.active = undefined;
    }
    this.#pendingHold?.release();
  }

  #authenticate(headers: ChatHeaders, sessionSettings: unknown): { user: FakeChatUser } | ChatReply {
    const { apiKey, token, internalUsers } = this.#settings;
    const auth = authenticate(headers, sessionSettings, { apiKey, token, internalUsers });
    if ('badRequest' in auth) return { status: 400, error: auth.badRequest };
    if ('denied' in auth) return { authError: auth.denied };
    return auth;
  }

  /** The reply to a request to a known thread, unless it is a new message to answer. */
  #toThread(thread: Thread, body: Record<string, unknown>): ChatReply | undefined {
    const { suspended, active } = thread;
    // The suspended message, again (with or without its input): its answer goes on from where it stopped.
    if (suspended && body.messageId === suspended.messageId)
      return { answer: true, start: (sink) => suspended.resume(sink) };
    // The message being answered, again (re-sent, or a re-attach without its input): attach to the answer, from where
    // it is (spec 4.2).
    if (active && body.messageId === active.messageId) return { answer: true, start: (sink) => active.join(sink) };
    // No message: the thread's current state.
    if (body.input === undefined) return this.#stateReply(thread, active !== undefined);
    if (active) return { answer: false, start: (sink) => endStream(sink, this.#context, { error: THREAD_BUSY_TEXT }) };
    // Answered already: the thread as it is, nothing answered twice.
    if (typeof body.messageId === 'string' && thread.hasUserMessage(body.messageId))
      return this.#stateReply(thread, false);
    return undefined;
  }

  #stateReply(thread: Thread, isStreaming: boolean): ChatReply {
    return {
      answer: false,
      start: (sink) => {
        sink.write(thread.cutoff(isStreaming));
        endStream(sink, this.#context, thread.stateLine(this.#settings.stateShape));
      },
    };
  }

  /** A new message: scripted and planned before the thread is kept, then streamed. */
  #newAnswer(thread: Thread | undefined, user: FakeChatUser, body: Record<string, unknown>): ChatReply {
    const input = body.input as string;
    const messageId = (body.messageId as string | undefined) ?? this.#newMessageId();
    // Another message: the suspended turn will not be resumed.
    if (thread?.suspended) this.#dropSuspension(thread);
    const target = thread ?? new ServiceThread<AnswerStream>(randomUUID(), user.owner);
    const request: ChatScriptRequest = {
      input,
      chatId: target.chatId,
      messageId,
      turn: target.turns + 1,
      user: { ...user },
      ...(user.method === 'api-key' ? { sessionSettings: body.sessionSettings } : {}),
      ...(body.activeBranchName === undefined ? {} : { activeBranchName: body.activeBranchName as string }),
      ...(body.isDefaultBranch === undefined ? {} : { isDefaultBranch: body.isDefaultBranch as boolean }),
      history: sortedCopies(target.messages),
    };
    // A script that throws, or an answer of the wrong shape, is a 500 that leaves nothing behind.
    let lines: ReturnType<typeof planAnswer>;
    try {
      lines = planAnswer(this.#answerFor(request), { input, messageId });
    } catch (error) {
      // Whole, not cut short: it is what the test's author needs to mend the script.
      return {
        status: 500,
        error: `The scripted answer failed: ${error instanceof Error ? `${error.name}: ${error.message}` : describeThrown(error)}`,
      };
    }
    this.#threads.set(target.chatId, target);
    const suspendEvery = this.#settings.suspendAfterLines;
    const stream = new AnswerStream(
      {
        thread: target,
        messageId,
        input,
        lines,
        hold: this.#pendingHold,
        suspendAfter: this.#pendingSuspend ?? suspendEvery,
        suspendEvery,
      },
      this.#context,
    );
    this.#pendingHold = undefined;
    this.#pendingSuspend = undefined;
    target.active = stream;
    return { answer: true, start: (sink) => stream.start(sink) };
  }

  /** The answer to a message: the script's, else the map's, else the default; checked. */
  #answerFor(request: ChatScriptRequest): ScriptedAnswer {
    const scripted = this.#settings.script?.(request);
    const chosen = scripted ?? this.#settings.answers?.[request.input.trim()] ?? defaultChatAnswer(request.input);
    return checkedAnswer(typeof chosen === 'string' ? { text: chosen } : chosen);
  }

  /** Ends a suspended turn that will not be resumed: another message came to its thread. */
  #dropSuspension(thread: Thread): void {
    thread.suspended?.stop();
    thread.suspended = undefined;
    thread.settle();
  }

  /** `<ms>-message`, never the same twice in a row. */
  #newMessageId(): string {
    this.#lastMessageTime = Math.max(Date.now(), this.#lastMessageTime + 1);
    return `${this.#lastMessageTime}-message`;
  }

  /** Resolves `true` after `ms` (0: the next turn of the event loop), `false` if the service closes first. */
  #sleep(ms: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      if (this.#closed) return resolve(false);
      const done = (ok: boolean) => {
        this.#timers.delete(cancel);
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
      this.#timers.add(cancel);
    });
  }
}

/** A scripted answer of the documented shape, or a `TypeError` saying what it is instead. */
function checkedAnswer(answer: unknown): ScriptedAnswer {
  if (!isRecord(answer) || typeof answer.text !== 'string')
    throw new TypeError(expected('the scripted answer', 'a string or { text, thinking?, toolCalls?, error? }', answer));
  for (const key of ['thinking', 'error'] as const) {
    if (answer[key] !== undefined && typeof answer[key] !== 'string')
      throw new TypeError(expected(`the scripted answer's ${key}`, 'a string', answer[key]));
  }
  const calls: unknown = answer.toolCalls;
  const isCall = (call: unknown) =>
    isRecord(call) && typeof call.name === 'string' && (call.error === undefined || typeof call.error === 'string');
  if (calls !== undefined && (!Array.isArray(calls) || !calls.every(isCall))) {
    throw new TypeError(
      expected("the scripted answer's toolCalls", 'an array of { name, input, result?, error? }', calls),
    );
  }
  return answer as unknown as ScriptedAnswer;
}

/** Why a stream-chat-state body breaks the rules of spec 2.4 (a 400), or `undefined`. */
function streamBodyProblem(body: Record<string, unknown>): string | undefined {
  const { input, chatId, messageId, activeBranchName, isDefaultBranch } = body;
  if (input !== undefined && (typeof input !== 'string' || input.trim() === ''))
    return expected('input', 'a non-empty string', input);
  if (chatId !== undefined && (typeof chatId !== 'string' || chatId === ''))
    return expected('chatId', 'a non-empty string', chatId);
  if (messageId !== undefined && (typeof messageId !== 'string' || !MESSAGE_ID.test(messageId)))
    return expected('messageId', '"<timestamp of 13+ digits>-message"', messageId);
  if (activeBranchName !== undefined && typeof activeBranchName !== 'string')
    return expected('activeBranchName', 'a string', activeBranchName);
  if (isDefaultBranch !== undefined && typeof isDefaultBranch !== 'boolean')
    return expected('isDefaultBranch', 'a boolean', isDefaultBranch);
  if (input === undefined && chatId === undefined)
    return 'input or chatId is required: a message, or the thread whose state to return';
  return undefined;
}
