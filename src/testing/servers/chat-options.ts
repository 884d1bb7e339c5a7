/**
 * The options of the fake chat server, checked once into the settings its service and its HTTP
 * adapter run with: each option not as documented is an `INVALID_OPTIONS` naming it and its value.
 *
 * @module
 */

import { check, milliseconds, ownOptions, refuseOption, whole } from '../../internal/checks.js';
import { isRecord } from '../../internal/is-record.js';
import type { FakeChatMessage, ScriptedAnswer } from './chat-answer.js';
import type { FakeChatUser, TokenPolicy } from './chat-auth.js';
import { FAKE_CHAT_API_KEY } from './chat-auth.js';
import type { FakeChatStateShape } from './chat-state.js';
import { allowedOriginsOption } from './local-server.js';
import { seededRandom } from './ndjson.js';
import type { AllowedOrigins, SplitLines } from './types.js';

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

/** The options, checked: what the service and the adapter run with. */
export interface ChatSettings {
  readonly port: number;
  readonly accountName: string;
  readonly agentId: string;
  readonly apiKey: string | false;
  readonly token: TokenPolicy | undefined;
  readonly internalUsers: readonly string[] | undefined;
  readonly script: FakeChatServerOptions['script'];
  /** The answers by question, in an object without a prototype (a question `"__proto__"` is a question). */
  readonly answers: Readonly<Record<string, ScriptedAnswer | string>> | undefined;
  readonly delayMs: number;
  readonly split: SplitLines;
  readonly random: () => number;
  readonly dropAfterLines: number | undefined;
  readonly failNext: FakeChatServerOptions['failNext'];
  readonly allowedOrigins: AllowedOrigins;
  readonly stateShape: FakeChatStateShape;
  readonly withUsage: boolean;
  readonly contentType: string;
  readonly suspendAfterLines: number | undefined;
}

/**
 * The options checked into settings, or `INVALID_OPTIONS` naming the first option not as
 * documented and its value.
 */
export function chatSettings(options: FakeChatServerOptions = {}): ChatSettings {
  const own = ownOptions(options, 'options', refuseOption);
  return { ...addressSettings(own), ...authSettings(own), ...answerSettings(own), ...streamSettings(own) };
}

type OwnOptions = Partial<FakeChatServerOptions> & Record<string, unknown>;

function addressSettings(own: OwnOptions) {
  return {
    port: whole(own.port, 'port', refuseOption, 0, 65535) ?? 0,
    accountName: pathSegment(own.accountName, 'accountName') ?? 'acme',
    agentId: pathSegment(own.agentId, 'agentId') ?? 'agent-1',
  };
}

function authSettings(own: OwnOptions) {
  const { apiKey, token, internalUsers } = own;
  check(
    apiKey === undefined || apiKey === false || (typeof apiKey === 'string' && /^\S+$/.test(apiKey)),
    'apiKey',
    'a key without spaces, or false',
    apiKey,
  );
  check(
    token === undefined ||
      token === false ||
      typeof token === 'string' ||
      typeof token === 'function' ||
      (Array.isArray(token) && token.every((item) => typeof item === 'string')),
    'token',
    'a token, a list of tokens, a predicate, or false',
    token,
  );
  check(
    internalUsers === undefined ||
      (Array.isArray(internalUsers) && internalUsers.every((item) => typeof item === 'string')),
    'internalUsers',
    'an array of emails',
    internalUsers,
  );
  return { apiKey: apiKey ?? FAKE_CHAT_API_KEY, token, internalUsers };
}

function answerSettings(own: OwnOptions) {
  check(own.script === undefined || typeof own.script === 'function', 'script', 'a function', own.script);
  check(own.answers === undefined || isRecord(own.answers), 'answers', 'an object of question → answer', own.answers);
  const answers = own.answers
    ? (Object.assign(Object.create(null), own.answers) as Record<string, ScriptedAnswer | string>)
    : undefined;
  return { script: own.script, answers, delayMs: milliseconds(own.delayMs, 'delayMs', refuseOption) ?? 5 };
}

function streamSettings(own: OwnOptions) {
  const split = own.splitLines ?? false;
  check(
    typeof split === 'boolean' ||
      typeof split === 'function' ||
      (Array.isArray(split) && split.every((item) => Number.isInteger(item))),
    'splitLines',
    'a boolean, a list of byte offsets, or a function',
    split,
  );
  const random = seededRandom(whole(own.seed, 'seed', refuseOption, 0, 2 ** 32 - 1) ?? 1);
  const dropAfterLines = whole(own.dropAfterLines, 'dropAfterLines', refuseOption, 1);
  check(
    own.failNext === undefined || isRecord(own.failNext),
    'failNext',
    'an object { status?, count? }',
    own.failNext,
  );
  const allowedOrigins = allowedOriginsOption(own.allowedOrigins);
  const stateShape = own.stateShape ?? 'langchain';
  check(
    ['langchain', 'lines', 'empty'].includes(stateShape),
    'stateShape',
    'one of "langchain", "lines", "empty"',
    stateShape,
  );
  check(own.usage === undefined || typeof own.usage === 'boolean', 'usage', 'a boolean', own.usage);
  check(
    own.contentType === undefined || (typeof own.contentType === 'string' && own.contentType !== ''),
    'contentType',
    'a media type',
    own.contentType,
  );
  const suspendAfterLines = whole(own.suspendAfterLines, 'suspendAfterLines', refuseOption, 1);
  const contentType = own.contentType ?? 'application/json';
  return {
    split,
    random,
    dropAfterLines,
    failNext: own.failNext,
    allowedOrigins,
    stateShape,
    withUsage: own.usage !== false,
    contentType,
    suspendAfterLines,
  };
}

/** An optional path-segment option (an account or agent name). */
function pathSegment(value: unknown, what: string): string | undefined {
  check(
    value === undefined || (typeof value === 'string' && value !== '' && !/[/?#\s]/.test(value)),
    what,
    'a non-empty name without "/", "?", "#" or spaces',
    value,
  );
  return value as string | undefined;
}
