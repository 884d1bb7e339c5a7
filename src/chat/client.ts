/**
 * `createChatClient`: the chat API of an analytics agent (spec 2.4–2.6, 4.2, 5.2, 7, the
 * reference) — send a question and stream the answer, re-attach to an answer in progress, read a
 * thread, abort.
 *
 * @module
 */

import { ApiError } from '../http/api-error.js';
import { callOptions, refuseApiRequest } from '../http/refuse.js';
import { realTiming, type Timing } from '../http/timing.js';
import { isRecord } from '../internal/is-record.js';
import { cutoffOf } from './frames.js';
import { type ChatClientOptions, type ChatConfig, chatConfig } from './options.js';
import {
  abortUserOf,
  checkChatId,
  checkChatRequest,
  checkExternalId,
  checkMessageId,
  checkSessionSettings,
  checkSignal,
} from './request.js';
import { newMessageId, SPECIAL_ID } from './rules.js';
import { type ChatRun, Run } from './run.js';
import { parseLine } from './stream.js';
import { ThreadBuilder } from './thread-builder.js';
import { type ChatTransport, createChatTransport } from './transport.js';
import type { ChatMessage, ImageAttachment, SessionSettings } from './types.js';

export type { ChatAuth, ChatClientOptions, ChatUrl } from './options.js';

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
  /** Images sent with the question: `{ mimeType, data (base64), name? }` each. */
  images?: readonly ImageAttachment[];
  /**
   * Whether the agent may author in the workspace for this question (the service's
   * `allowChatWorkspaceAuthoring`). Through a chat proxy the app decides it (the proxy's option
   * of that name): a browser's is refused, or replaced.
   */
  allowChatWorkspaceAuthoring?: boolean;
  /** Aborting it detaches the run (the answer goes on at the service). */
  signal?: AbortSignal;
}

/**
 * A thread as `getThread` reads it: its messages, in `sort` order — and, when the thread holds a
 * turn the service suspended (a restart) that is not resumed yet, `suspended` with its
 * `messageId`: `attach({ chatId, messageId })` resumes it.
 */
export type ChatThread = ChatMessage[] & {
  /** The suspended turn not resumed yet, if any. */
  suspended?: {
    /** Its user message's id: `attach({ chatId, messageId })` resumes it. */
    messageId: string;
  };
};

/** A client of one agent's chat API. */
export interface ChatClient {
  /** Sends a question and streams its answer. Rule violations throw `INVALID_REQUEST` at once, with nothing sent. */
  send(input: string, options?: SendOptions): ChatRun;
  /** Re-attaches to an answer still streaming — or resumes a suspended one — by its thread and user message id (spec 4.2). */
  attach(options: { chatId: string; messageId: string; signal?: AbortSignal }): ChatRun;
  /** The thread's messages, as the service holds them (a request without input), from any documented shape of its state. */
  getThread(chatId: string, options?: { signal?: AbortSignal }): Promise<ChatThread>;
  /**
   * Asks the service to abort the thread's answer: resolves on 204; `FORBIDDEN` (403),
   * `NOT_FOUND` (404). A run of this client reading that thread ends as `aborted`. With an API
   * key it names the external user (the call's, else the client's): the endpoint knows no
   * internal one, so without it nothing is sent (`INVALID_REQUEST`).
   */
  abort(
    chatId: string,
    options?: { sessionSettings?: Pick<SessionSettings, 'externalId'>; signal?: AbortSignal },
  ): Promise<void>;
}

/** A call's options, own properties only (none: `{}`); anything but an object is `INVALID_REQUEST`. */
const callOptionsOf = (options: unknown): Record<string, unknown> => callOptions(options, 'options');

/**
 * Creates a chat client.
 *
 * @example In a browser, with a deployment token
 * ```ts
 * const chat = createChatClient({ url: CHAT_URL, auth: { token: () => fetchToken() } });
 * const run = chat.send('Which region grew fastest?');
 * run.on('delta', ({ content }) => content && append(content));
 * const { answer, usage } = await run.result();
 * ```
 * @throws {@link ApiError} `INVALID_OPTIONS` naming the option and value.
 */
export function createChatClient(options: ChatClientOptions): ChatClient {
  return buildChatClient(options, realTiming);
}

/**
 * Builds a client on the given clock (the tests' virtual one, or real time).
 *
 * @internal
 */
export function buildChatClient(options: ChatClientOptions, timing: Timing): ChatClient {
  return new Client(chatConfig(options), timing);
}

/**
 * {@link ChatClient}: each call checks its request, then hands it to the transport or a run. Its
 * methods are bound: `const { send } = client` works.
 */
class Client implements ChatClient {
  readonly #config: ChatConfig;
  readonly #transport: ChatTransport;
  /** The runs still reading, so that `abort()` of their thread ends them. */
  readonly #runs = new Set<Run>();

  readonly #timing: Timing;

  constructor(config: ChatConfig, timing: Timing) {
    this.#config = config;
    this.#timing = timing;
    this.#transport = createChatTransport(config, timing);
  }

  readonly send = (input: string, sendOptions?: SendOptions): ChatRun => {
    if (typeof input !== 'string' || !input.trim())
      refuseApiRequest('input', 'the question, a non-empty string', input);
    const call = callOptionsOf(sendOptions) as SendOptions;
    const signal = checkSignal(call.signal);
    const {
      chatId,
      messageId = newMessageId(),
      activeBranchName,
      isDefaultBranch,
      images,
      allowChatWorkspaceAuthoring,
    } = call;
    // The one definition of a request's fields, which the chat proxy applies to a browser's too.
    const fields = checkChatRequest({
      input,
      messageId,
      chatId,
      activeBranchName,
      isDefaultBranch,
      images,
      allowChatWorkspaceAuthoring,
    });
    const settings = this.#settingsFor(call.sessionSettings);
    const body: Record<string, unknown> = settings ? { ...fields, sessionSettings: settings } : { ...fields };
    return this.#start(body, messageId, fields.chatId, signal);
  };

  readonly attach = (attachOptions: { chatId: string; messageId: string; signal?: AbortSignal }): ChatRun => {
    const { chatId, messageId: given, signal } = callOptionsOf(attachOptions);
    const thread = checkChatId(chatId);
    const messageId = checkMessageId(given);
    const checkedSignal = checkSignal(signal);
    const settings = this.#settingsFor(undefined);
    const body: Record<string, unknown> = { chatId: thread, messageId };
    if (settings) body.sessionSettings = settings;
    return this.#start(body, messageId, thread, checkedSignal);
  };

  readonly getThread = async (chatId: string, threadOptions?: { signal?: AbortSignal }): Promise<ChatThread> => {
    checkChatId(chatId);
    const signal = checkSignal(callOptionsOf(threadOptions).signal);
    const settings = this.#settingsFor(undefined);
    const thread = new ThreadBuilder();
    let suspended: string | undefined;
    const chunks = await this.#transport.open(settings ? { chatId, sessionSettings: settings } : { chatId }, signal);
    try {
      for await (const lines of chunks) {
        for (const text of lines) {
          const line = parseLine(text);
          if (line.id === SPECIAL_ID.cutoff) suspended = cutoffOf(line).suspendedMessageId ?? suspended;
          else if (line.id === SPECIAL_ID.state) {
            // The thread's state is all a read asks for: the stream is let go here.
            thread.mergeState(line);
            const messages = [...thread.messages] as ChatThread;
            if (suspended !== undefined) messages.suspended = { messageId: suspended };
            return messages;
          } else thread.add(line);
        }
      }
    } catch (error) {
      throw this.#transport.redact(error, signal, 'The thread request');
    }
    throw new ApiError('INVALID_RESPONSE', 'The thread response ended without its state (__state__)');
  };

  readonly abort = async (
    chatId: string,
    abortOptions?: { sessionSettings?: Pick<SessionSettings, 'externalId'>; signal?: AbortSignal },
  ): Promise<void> => {
    checkChatId(chatId);
    const call = callOptionsOf(abortOptions);
    const signal = checkSignal(call.signal);
    const given = call.sessionSettings;
    if (given !== undefined && !isRecord(given))
      refuseApiRequest('sessionSettings', 'an object with externalId', given);
    const externalId =
      given === undefined
        ? this.#defaultSettings?.externalId
        : checkExternalId((given as { externalId?: unknown }).externalId, 'sessionSettings.externalId');
    return this.#abortThread(chatId, externalId, signal);
  };

  /** The client's own user, with an API key. */
  get #defaultSettings(): SessionSettings | undefined {
    const { auth } = this.#config;
    return 'apiKey' in auth ? auth.sessionSettings : undefined;
  }

  /** Session settings for a request: only with an API key, where they are required. */
  #settingsFor(given: unknown): SessionSettings | undefined {
    if (!('apiKey' in this.#config.auth)) return undefined;
    const settings = given === undefined ? this.#defaultSettings : checkSessionSettings(given);
    if (!settings)
      refuseApiRequest('sessionSettings', 'session settings naming the user (required with an API key)', settings);
    return settings;
  }

  /**
   * POSTs the abort of a thread for the external user `externalId` (spec 4.2), and ends this
   * client's runs on it. With an API key the endpoint needs that user — it knows no internal
   * one — so without it nothing is sent (`INVALID_REQUEST`); a token names its user itself.
   */
  async #abortThread(chatId: string, externalId: string | undefined, signal?: AbortSignal): Promise<void> {
    const body = 'apiKey' in this.#config.auth ? { chatId, sessionSettings: abortUserOf(externalId) } : { chatId };
    await this.#transport.abort(body, signal);
    for (const run of [...this.#runs]) if (run.chatId === chatId) run.abortedByClient();
  }

  /** Starts a run of the request `body`. */
  #start(
    body: Record<string, unknown>,
    messageId: string,
    chatId: string | undefined,
    signal: AbortSignal | undefined,
  ): ChatRun {
    const run = new Run({
      messageId,
      chatId,
      // A re-send is the same request, now naming the thread: the service attaches it to the
      // answer in progress, or resumes a suspended one, by its messageId (spec 4.2).
      open: (thread, streamSignal) =>
        this.#transport.open(thread === undefined ? body : { ...body, chatId: thread }, streamSignal),
      redact: (error) => this.#transport.redact(error),
      // The run's own user, not the client's default: the one whose answer it is.
      abort: (thread) => this.#abortThread(thread, (body.sessionSettings as SessionSettings | undefined)?.externalId),
      reconnect: this.#config.reconnect,
      timing: this.#timing,
      signal,
      ended: (ended) => this.#runs.delete(ended),
    });
    if (run.status !== 'done' && run.status !== 'aborted' && run.status !== 'failed') this.#runs.add(run);
    return run;
  }
}
