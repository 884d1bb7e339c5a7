/**
 * `createChatClient`: the chat API of an analytics agent (spec 2.4–2.6, 4.2, 5.2, 7) — send a
 * question and stream the answer, re-attach to an answer in progress, read a thread, abort.
 *
 * @module
 */

import { ApiError, errorBody, shortenBody } from '../http/api-error.js';
import { errorOfFetch, errorOfResponse } from '../http/errors-of.js';
import { withoutSecrets } from '../http/redacted.js';
import { refuse } from '../http/refuse.js';
import { MAX_DELAY_MS } from '../internal/checks.js';
import { describeThrown } from '../internal/describe.js';
import { mergeChatMessage } from './merge.js';
import { abortUrl, checkExternalId, checkMessageId, checkSessionSettings, checkSignal, newMessageId, streamUrl } from './request.js';
import { type ChatRun, type RunDriver, startRun } from './run.js';
import { errorInBody, readChatStream, saysThreadBusy } from './stream.js';
import type { ChatMessage, SessionSettings } from './types.js';

/** How the client authenticates (spec 5.2): exactly one method. */
export type ChatAuth =
  /** A deployment token (a JWT), as `X-Platform-Auth-Token`; a function is called per request (to refresh it). Identity comes from the token. */
  | { token: string | (() => string | Promise<string>); apiKey?: never }
  /**
   * An API key, as `Authorization: Api-Key <key>`: a server-side secret. Every request needs
   * `sessionSettings` (here, or per call) naming the user.
   */
  | { apiKey: string; sessionSettings?: SessionSettings; token?: never };

/** Options of {@link createChatClient}. */
export interface ChatClientOptions {
  /**
   * The chat URL shown in the agent settings (`…/api/v1/public/<account>/agents/<agent>/chat/stream-chat-state`),
   * or its parts.
   */
  url: string | URL | { chatBaseUrl: string | URL; accountName: string; agentId: string };
  /** How the client authenticates: a deployment token (browsers), or an API key with the user's `sessionSettings` (servers). */
  auth: ChatAuth;
  /** The `fetch` to use. Default: the global one. */
  fetch?: typeof fetch;
  /**
   * Re-attaching after a dropped connection: attempts, and the first delay, doubling. Default
   * `{ attempts: 3, delayMs: 500 }`; `false` never re-attaches. The attempts are those of one
   * outage: once a re-attached stream changes the thread, the next drop gets them all again. A
   * re-attach the service fails for a while (5xx, 429) counts as one and is tried again.
   */
  reconnect?: { attempts?: number; delayMs?: number } | false;
  /**
   * An API key in a browser page is readable by every script of the page and every user: it is
   * refused there (`INVALID_OPTIONS`) unless this is `true`. Use a deployment token in browsers.
   */
  dangerouslyAllowApiKeyInBrowser?: boolean;
}

/** Options of {@link ChatClient.send}. */
export interface SendOptions {
  /** The thread to continue; omit for a new thread. */
  chatId?: string;
  /** The user message's id, `<epoch ms>-message`. Default: one made from the current time. */
  messageId?: string;
  /** Who asks (API key only; with a token, identity comes from the token). Overrides the client's. */
  sessionSettings?: SessionSettings;
  /** A development branch to query instead of the main one. */
  activeBranchName?: string;
  /** Whether `activeBranchName` is the default branch. */
  isDefaultBranch?: boolean;
  /** Aborting it detaches the run (the answer goes on at the service). */
  signal?: AbortSignal;
}

/** A client of one agent's chat API. */
export interface ChatClient {
  /** Sends a question and streams its answer. Rule violations throw `INVALID_REQUEST` at once, with nothing sent. */
  send(input: string, options?: SendOptions): ChatRun;
  /** Re-attaches to an answer still streaming, by its thread and user message id (spec 4.2). */
  attach(options: { chatId: string; messageId: string; signal?: AbortSignal }): ChatRun;
  /** The thread's messages, as the service holds them (a request without input). */
  getThread(chatId: string, options?: { signal?: AbortSignal }): Promise<ChatMessage[]>;
  /**
   * Asks the service to abort the thread's answer: resolves on 204; `FORBIDDEN` (403),
   * `NOT_FOUND` (404). With an API key it names the external user (the call's, else the
   * client's): the endpoint knows no internal one, so without it nothing is sent
   * (`INVALID_REQUEST`).
   */
  abort(chatId: string, options?: { sessionSettings?: Pick<SessionSettings, 'externalId'> }): Promise<void>;
}

/** A call's options, own properties only (none: `{}`); anything but an object is `INVALID_REQUEST`. */
function callOptions(options: unknown): Record<string, unknown> {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null) refuse('INVALID_REQUEST', 'options', 'an object', options);
  return Object.assign(Object.create(null), options) as Record<string, unknown>;
}

/** Whether this runs in a browser page (where an API key would be public). */
const inBrowserPage = () => typeof (globalThis as { document?: unknown }).document === 'object' && typeof (globalThis as { window?: unknown }).window === 'object';

/**
 * Creates a chat client.
 *
 * @example In a browser, with a deployment token
 * ```ts
 * const chat = createChatClient({ url: CHAT_URL, auth: { token: () => fetchToken() } });
 * const run = chat.send('Which region grew fastest?');
 * run.on('delta', ({ content }) => content && append(content));
 * const { answer } = await run.result();
 * ```
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option and value.
 */
export function createChatClient(options: ChatClientOptions): ChatClient {
  if (typeof options !== 'object' || options === null) refuse('INVALID_OPTIONS', 'options', 'an object', options);
  const own = Object.assign(Object.create(null), options) as Partial<ChatClientOptions>;
  const stream = streamUrl(own.url);
  const auth = (typeof own.auth === 'object' && own.auth !== null ? Object.assign(Object.create(null), own.auth) : undefined) as Record<string, unknown> | undefined;
  const token = auth?.token;
  const apiKey = auth?.apiKey;
  if (!auth || (token === undefined) === (apiKey === undefined)) refuse('INVALID_OPTIONS', 'auth', 'exactly one of { token } and { apiKey }', own.auth);
  if (token !== undefined && typeof token !== 'function' && (typeof token !== 'string' || !token))
    refuse('INVALID_OPTIONS', 'auth.token', 'a token or a function returning one', '(not shown)');
  if (apiKey !== undefined && (typeof apiKey !== 'string' || !apiKey)) refuse('INVALID_OPTIONS', 'auth.apiKey', 'a non-empty string', '(not shown)');
  if (apiKey !== undefined && inBrowserPage() && own.dangerouslyAllowApiKeyInBrowser !== true) {
    throw new ApiError(
      'INVALID_OPTIONS',
      'auth.apiKey: expected no API key in a browser page, where every script and user can read it: use a deployment token ({ token }), or set dangerouslyAllowApiKeyInBrowser',
    );
  }
  const defaultSettings = auth.sessionSettings === undefined ? undefined : checkSessionSettings(auth.sessionSettings, 'auth.sessionSettings', 'INVALID_OPTIONS');
  const doFetch = own.fetch ?? globalThis.fetch?.bind(globalThis);
  if (typeof doFetch !== 'function') refuse('INVALID_OPTIONS', 'fetch', 'a fetch function (none is global here)', own.fetch);
  const reconnectOption = own.reconnect === undefined ? {} : own.reconnect;
  if (reconnectOption !== false && (typeof reconnectOption !== 'object' || reconnectOption === null))
    refuse('INVALID_OPTIONS', 'reconnect', '{ attempts, delayMs } or false', reconnectOption);
  const attempts = reconnectOption === false ? 0 : (reconnectOption.attempts ?? 3);
  const delayMs = reconnectOption === false ? 0 : (reconnectOption.delayMs ?? 500);
  if (!Number.isInteger(attempts) || attempts < 0) refuse('INVALID_OPTIONS', 'reconnect.attempts', 'a whole number ≥ 0', attempts);
  if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) refuse('INVALID_OPTIONS', 'reconnect.delayMs', `whole milliseconds from 0 to ${MAX_DELAY_MS}`, delayMs);

  /**
   * The credentials the client's latest requests carried (the API key, or each token the
   * provider gave, the latest first; a few are enough: a response can only echo its own
   * request's): redacted from every error made of what the service sends back.
   */
  const sentSecrets: string[] = [];
  const remember = (secret: string) => {
    if (sentSecrets[0] === secret) return;
    const known = sentSecrets.indexOf(secret);
    if (known !== -1) sentSecrets.splice(known, 1);
    sentSecrets.unshift(secret);
    sentSecrets.length = Math.min(sentSecrets.length, 8);
  };
  /** `error` without any credential the client sent (see {@link withoutSecrets}). */
  const redact = (error: ApiError): ApiError => withoutSecrets(error, sentSecrets);

  /** The authentication header, the token provider called per request. */
  const headers = async (): Promise<Record<string, string>> => {
    if (apiKey !== undefined) {
      remember(apiKey as string);
      return { authorization: `Api-Key ${apiKey as string}` };
    }
    let value: unknown = token;
    if (typeof token === 'function') {
      try {
        value = await (token as () => string | Promise<string>)();
      } catch (cause) {
        // Most often the app's own token endpoint out of reach — as the service may be, in the
        // same outage: NETWORK, which a reconnect tries again.
        throw new ApiError('NETWORK', `The token function failed: ${describeThrown(cause)}`, { cause });
      }
    }
    if (typeof value !== 'string' || !value) throw new ApiError('INVALID_OPTIONS', 'auth.token: the token function returned no token');
    remember(value);
    return { 'x-platform-auth-token': value };
  };

  /** POSTs a JSON body; a response that is not 2xx, or a network failure, is an `ApiError`. */
  const post = async (url: URL, body: unknown, what: string, signal?: AbortSignal): Promise<Response> => {
    const init: RequestInit = {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson, application/json', ...(await headers()) },
      body: JSON.stringify(body),
    };
    if (signal) init.signal = signal;
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      // A header the runtime refuses is quoted in its error, credential and all.
      throw redact(errorOfFetch(cause, what, signal));
    }
    if (!response.ok) {
      const error = await errorOfResponse(response, what);
      // The busy thread's refusal may come as an HTTP error too: it is THREAD_BUSY whatever the status.
      throw redact(
        saysThreadBusy(JSON.stringify([error.message, error.body]))
          ? new ApiError('THREAD_BUSY', `${error.message} (the thread is streaming another answer: re-attach with its messageId, or wait)`, {
              status: error.status,
              body: error.body,
            })
          : error,
      );
    }
    return response;
  };

  /** Session settings for a request: only with an API key, where they are required. */
  const settingsFor = (given: unknown): SessionSettings | undefined => {
    if (apiKey === undefined) return undefined;
    const settings = given === undefined ? defaultSettings : checkSessionSettings(given);
    if (!settings) refuse('INVALID_REQUEST', 'sessionSettings', 'session settings naming the user (required with an API key)', settings);
    return settings;
  };

  const openStream = async (body: Record<string, unknown>, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> => {
    const response = await post(stream, body, 'The chat request', signal);
    if (!response.body) throw new ApiError('INVALID_RESPONSE', 'The chat response has no body to stream');
    return response.body;
  };

  const run = (body: Record<string, unknown>, messageId: string, chatId: string | undefined, signal: AbortSignal | undefined): ChatRun => {
    const driver: RunDriver = {
      messageId,
      chatId,
      // A re-attach re-sends the same request, now naming the thread: the service attaches it
      // to the answer in progress by its messageId (spec 4.2).
      open: (thread, abortSignal) => openStream(thread === undefined ? body : { ...body, chatId: thread }, abortSignal),
      // The run's own user, not the client's default: the one whose answer it is.
      abort: (thread) => abortThread(thread, (body.sessionSettings as SessionSettings | undefined)?.externalId),
      reconnect: { attempts, delayMs },
      signal,
      redact,
    };
    return startRun(driver);
  };

  const abort = async (chatId: string, options?: { sessionSettings?: Pick<SessionSettings, 'externalId'> }): Promise<void> => {
    if (typeof chatId !== 'string' || !chatId) refuse('INVALID_REQUEST', 'chatId', 'the id of a thread', chatId);
    const given = callOptions(options).sessionSettings as unknown;
    if (given !== undefined && (typeof given !== 'object' || given === null)) refuse('INVALID_REQUEST', 'sessionSettings', 'an object with externalId', given);
    return abortThread(chatId, given === undefined ? defaultSettings?.externalId : checkExternalId((given as { externalId?: unknown }).externalId, 'sessionSettings.externalId'));
  };

  /**
   * POSTs the abort of a thread for the external user `externalId` (spec 4.2). With an API key
   * the endpoint needs that user — it knows no internal one — so without it nothing is sent
   * (`INVALID_REQUEST`); a token names its user itself.
   */
  const abortThread = async (chatId: string, externalId: string | undefined): Promise<void> => {
    if (apiKey !== undefined && externalId === undefined) {
      refuse('INVALID_REQUEST', 'sessionSettings.externalId', 'the external user whose answer it is (with an API key, the abort endpoint knows external users only)', externalId);
    }
    const response = await post(abortUrl(stream), apiKey === undefined ? { chatId } : { chatId, sessionSettings: { externalId } }, 'The abort request');
    if (response.status === 204) {
      await response.body?.cancel();
      return;
    }
    // Spec 4.2: 204 is the one success. A 200 carries a refusal (spec 7: authentication fails
    // inside a 200), or is not what the spec says.
    const text = await response.text();
    throw redact(
      errorInBody(text) ??
        new ApiError('INVALID_RESPONSE', `The abort request: expected 204 with no body, got ${response.status} ${JSON.stringify(shortenBody(text, 200))}`, {
          status: response.status,
          body: errorBody(text),
        }),
    );
  };

  return {
    send(input, sendOptions) {
      if (typeof input !== 'string' || !input.trim()) refuse('INVALID_REQUEST', 'input', 'the question, a non-empty string', input);
      const call = callOptions(sendOptions) as SendOptions;
      const signal = checkSignal(call.signal);
      const messageId = checkMessageId(call.messageId ?? newMessageId());
      if (call.chatId !== undefined && (typeof call.chatId !== 'string' || !call.chatId)) refuse('INVALID_REQUEST', 'chatId', 'the chatId of __cutoff__', call.chatId);
      if (call.activeBranchName !== undefined && typeof call.activeBranchName !== 'string') refuse('INVALID_REQUEST', 'activeBranchName', 'a branch name', call.activeBranchName);
      if (call.isDefaultBranch !== undefined && typeof call.isDefaultBranch !== 'boolean') refuse('INVALID_REQUEST', 'isDefaultBranch', 'a boolean', call.isDefaultBranch);
      const settings = settingsFor(call.sessionSettings);
      const body: Record<string, unknown> = { input, messageId };
      if (call.chatId !== undefined) body.chatId = call.chatId;
      if (settings) body.sessionSettings = settings;
      if (call.activeBranchName !== undefined) body.activeBranchName = call.activeBranchName;
      if (call.isDefaultBranch !== undefined) body.isDefaultBranch = call.isDefaultBranch;
      return run(body, messageId, call.chatId, signal);
    },
    attach(attachOptions) {
      const { chatId, messageId: given, signal } = callOptions(attachOptions);
      if (typeof chatId !== 'string' || !chatId) refuse('INVALID_REQUEST', 'chatId', 'the id of a thread', chatId);
      const messageId = checkMessageId(given);
      const checkedSignal = checkSignal(signal);
      const settings = settingsFor(undefined);
      const body: Record<string, unknown> = { chatId, messageId };
      if (settings) body.sessionSettings = settings;
      return run(body, messageId, chatId, checkedSignal);
    },
    async getThread(chatId, threadOptions) {
      if (typeof chatId !== 'string' || !chatId) refuse('INVALID_REQUEST', 'chatId', 'the id of a thread', chatId);
      const signal = checkSignal(callOptions(threadOptions).signal);
      const settings = settingsFor(undefined);
      const body: Record<string, unknown> = { chatId };
      if (settings) body.sessionSettings = settings;
      let thread: ChatMessage[] = [];
      try {
        for await (const line of readChatStream(await openStream(body, signal))) {
          thread = mergeChatMessage(thread, line);
          if (line.id === '__state__') return thread;
        }
      } catch (error) {
        throw redact(errorOfFetch(error, 'The thread request', signal));
      }
      throw new ApiError('INVALID_RESPONSE', 'The thread response ended without its state (__state__)');
    },
    abort,
  };
}
