/**
 * The chat store: one conversation, for any framework. It holds what the current answer (a
 * `ChatRun`) does not — the turns and tool calls shown before it (this store's, or the thread's
 * history), the thread to continue, the question until its echo, a failure before any run, the
 * answer's tool calls as its `tool-call` events tell them, each turn's record — and reads the
 * rest from the run whenever the run says something changed: its thread, answer, status and
 * usage are never copied by hand.
 *
 * While an answer streams, the run's events only ask for a frame: the snapshot is rebuilt and
 * listeners told at most once per animation frame. A `send`, a `stop`, a `reset` and the end of an
 * answer are shown at once.
 *
 * @module
 * @internal
 */

import type { ApiError } from '../../http/api-error.js';
import { toolCallOf } from '../answer.js';
import type { ChatClient } from '../client.js';
import { newMessageId } from '../rules.js';
import type { ChatResult, ChatRun } from '../run.js';
import { isOver } from '../run-status.js';
import type { ChatMessage, ToolCall } from '../types.js';
import { conversationCalls } from './conversation.js';
import { followRun } from './follow-run.js';
import { frameScheduler } from './frame.js';
import { forgetAnswer, rememberedAnswer } from './remembered-answers.js';
import { initialSnapshot, NO_MESSAGES, ShownConversation, sameCallsOr } from './snapshot.js';
import { currentTurnRecord, LOADED_TURN, type Phase, TurnBuilder, type TurnRecord } from './turns.js';
import type { ChatStoreSendOptions, ChatStoreSnapshot } from './types.js';

/**
 * See the module's documentation. `connect` starts it (the re-attach or the history load),
 * `disconnect` lets its answer go; its methods are bound, to be handed on as they are.
 */
export class ConversationStore {
  protected snapshot: ChatStoreSnapshot;
  readonly #listeners = new Set<() => void>();
  readonly #frame = frameScheduler(() => this.#publish());
  readonly #turnBuilder = new TurnBuilder();
  #client: ChatClient | Promise<ChatClient> | undefined;
  /** Loads the client, when none was given. */
  readonly #load: (() => Promise<ChatClient>) | undefined;
  /** The thread the next question goes to: the `chatId` option, then the one an answer named. */
  #chatId: string | undefined;
  /** The conversation as shown before the current answer. */
  #earlier: readonly ChatMessage[] = NO_MESSAGES;
  /** The tool calls shown before the current answer. */
  #earlierCalls: readonly ToolCall[] = [];
  /** The current answer's tool calls, by id, in the order they started (its `tool-call` events). */
  #calls = new Map<string, ToolCall>();
  /** The current answer. */
  #run: ChatRun | undefined;
  /** Stops listening to `#run`. */
  #unfollow: (() => void) | undefined;
  /** The current turn: its user message's id and its text; the question shown until its answer's thread has a message. */
  #current:
    | { id: string; question: string; shown: ChatMessage | undefined; abortedBy?: 'client' | 'service' }
    | undefined;
  /** The records of the turns before the current one, by id. */
  #records = new Map<string, TurnRecord>();
  #phase: Phase = 'idle';
  #error: ApiError | undefined;
  /** Whether the history of the `chatId` option was asked for (once per store, unless let go while it loaded). */
  #historyAsked = false;
  /** Ends the history read in flight. */
  #stopReading: (() => void) | undefined;
  /** Bumped by every send, stop before the run, reset and disconnect: a client or history that loaded meanwhile starts nothing. */
  #generation = 0;
  /** Whether the store is started: from `connect` to `disconnect`. */
  protected connected = false;
  /** The messages last shown, kept while what they are made of is the same. */
  readonly #shown = new ShownConversation();

  /**
   * `client`: the client, or a function that loads it (its code, on first need); a promise it
   * returns that rejects fails every `send` with its reason.
   */
  constructor(client: ChatClient | (() => Promise<ChatClient>), chatId: string | undefined) {
    if (typeof client === 'function') this.#load = client;
    else this.#client = client;
    this.#chatId = chatId;
    this.snapshot = initialSnapshot(chatId);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): ChatStoreSnapshot => this.snapshot;

  /** Lets the answer go and drops every listener: none is called again. */
  destroy(): void {
    this.disconnect();
    this.#listeners.clear();
  }

  /**
   * Starts the store: an answer of the thread left running by an earlier store is re-attached,
   * else the thread's history is loaded (once); the client's failure to load shows in `error`.
   */
  connect(): void {
    this.connected = true;
    const run = this.#run;
    if (!run || isOver(run.status)) this.#reattach();
    // Started again after a disconnect: the answer let go meanwhile shows as it ended.
    if (this.#run === run && run && this.snapshot.status !== run.status) this.commit();
  }

  /** Lets the answer go (it goes on at the service, and stays remembered); what is shown stays. */
  disconnect(): void {
    this.connected = false;
    this.#generation += 1;
    if (this.#phase === 'loading') {
      this.#phase = 'idle';
      this.#historyAsked = false;
    }
    this.#letGo();
  }

  // ---- For the app ----------------------------------------------------------------------------

  readonly send = (input: string, options?: ChatStoreSendOptions): Promise<ChatResult | undefined> => {
    if (this.#busy()) return Promise.resolve(undefined);
    const generation = ++this.#generation;
    this.#nextTurn();
    this.#error = undefined;
    this.#phase = 'connecting';
    const messageId = options?.messageId ?? newMessageId();
    const question = typeof input === 'string' ? input : '';
    this.#current = {
      id: messageId,
      question,
      shown: question.trim() !== '' ? { id: messageId, role: 'user', content: input } : undefined,
    };
    const sendOptions = { ...options, messageId };
    return new Promise((resolve) => {
      this.#withClient(
        (client) => resolve(generation === this.#generation ? this.#start(client, input, sendOptions) : undefined),
        (error) => {
          if (generation === this.#generation) this.#fail(error);
          resolve(undefined);
        },
      );
      // The client is loading: the question shows, connecting.
      if (!this.#run && generation === this.#generation && this.#phase === 'connecting') this.commit();
    });
  };

  readonly stop = async (): Promise<void> => {
    const run = this.#run;
    if (!run) {
      if (this.#phase !== 'connecting') return;
      // The client is still loading: the question is never sent.
      this.#generation += 1;
      this.#phase = 'aborted';
      if (this.#current) this.#current.abortedBy = 'client';
      this.commit();
      return;
    }
    try {
      await run.stop();
    } catch (error) {
      if (this.#run !== run) return;
      this.#error = error as ApiError;
      this.commit();
    }
  };

  readonly reset = (): void => {
    this.#generation += 1;
    this.#letGo();
    this.#run = undefined;
    this.#earlier = NO_MESSAGES;
    this.#earlierCalls = [];
    this.#calls = new Map();
    this.#records = new Map();
    this.#current = undefined;
    this.#turnBuilder.clear();
    this.#chatId = undefined;
    this.#error = undefined;
    this.#phase = 'idle';
    this.commit();
  };

  // ---- Runs -----------------------------------------------------------------------------------

  /** Whether an answer is on its way, or the history loading: a thread does one thing at a time. */
  #busy(): boolean {
    if (this.#phase === 'loading') return true;
    return this.#run ? !isOver(this.#run.status) : this.#phase === 'connecting';
  }

  /** The client, now or once loaded: `ready` gets it, `failed` gets why there is none (never both, never a throw). */
  #withClient(ready: (client: ChatClient) => void, failed: (error: ApiError) => void): void {
    this.#client ??= this.#load!().then((loaded) => {
      this.#client = loaded;
      return loaded;
    });
    const client = this.#client;
    if (client instanceof Promise) client.then(ready, failed);
    else ready(client);
  }

  /** Re-attaches to the answer of the thread left running by an earlier store, if one was remembered; else loads the thread's history. */
  #reattach(): void {
    const chatId = this.#chatId;
    const messageId = chatId === undefined ? undefined : rememberedAnswer(chatId);
    const generation = this.#generation;
    const loadHistory =
      chatId !== undefined && messageId === undefined && !this.#historyAsked && !this.#run && this.#phase === 'idle';
    if (loadHistory) {
      this.#historyAsked = true;
      this.#phase = 'loading';
      this.commit();
    }
    this.#withClient(
      (client) => {
        if (chatId === undefined || generation !== this.#generation || !this.connected) return;
        if (loadHistory) this.#loadHistory(client, chatId);
        else if (messageId !== undefined && !this.#busy()) this.#attach(client, chatId, messageId);
      },
      (error) => {
        // The options are wrong (or the client could not load): shown before any send.
        if (generation !== this.#generation || this.#run || (this.#phase !== 'idle' && this.#phase !== 'loading'))
          return;
        this.#phase = 'idle';
        this.#error = error;
        this.commit();
      },
    );
  }

  #attach(client: ChatClient, chatId: string, messageId: string): void {
    try {
      const run = client.attach({ chatId, messageId });
      this.#nextTurn();
      this.#current = { id: messageId, question: '', shown: undefined };
      this.#follow(run);
    } catch {
      // A stored id the client refuses: nothing to re-attach to.
      forgetAnswer(chatId, messageId);
    }
  }

  /** Reads the thread's messages into the conversation; a failed read is `error`, status `failed`. */
  #loadHistory(client: ChatClient, chatId: string): void {
    const generation = this.#generation;
    const reading = new AbortController();
    this.#stopReading = () => reading.abort();
    client.getThread(chatId, { signal: reading.signal }).then(
      (thread) => {
        if (generation !== this.#generation) return;
        this.#earlier = Object.freeze([...thread]);
        this.#earlierCalls = this.#earlier.map(toolCallOf).filter((call): call is ToolCall => call !== undefined);
        this.#phase = 'idle';
        this.commit();
      },
      (error: ApiError) => {
        if (generation !== this.#generation) return;
        this.#fail(error);
      },
    );
  }

  /** Sends the question; resolves with the answer's result, or undefined when it failed. */
  #start(
    client: ChatClient,
    input: string,
    options: ChatStoreSendOptions & { messageId: string },
  ): Promise<ChatResult | undefined> {
    let run: ChatRun;
    try {
      run = client.send(input, this.#chatId === undefined ? options : { ...options, chatId: this.#chatId });
    } catch (error) {
      // Refused before sending (INVALID_REQUEST): no question went out.
      if (this.#current) this.#current.shown = undefined;
      this.#fail(error as ApiError);
      return Promise.resolve(undefined);
    }
    this.#follow(run);
    return run.result().then(
      (result) => result,
      () => undefined,
    );
  }

  /** Makes `run` the current answer: shown as it streams, remembered while it runs in a known thread, forgotten when it ends. */
  #follow(run: ChatRun): void {
    this.#run = run;
    const offs = followRun(run, {
      changed: this.#changed,
      toolCall: (call) => {
        this.#calls.set(call.id, call);
        this.#changed();
      },
      ended: (result, error) => {
        if (result?.abortedBy && this.#current) this.#current.abortedBy = result.abortedBy;
        if (error) this.#error = error;
        if (run.chatId !== undefined) this.#chatId = run.chatId;
        this.commit();
      },
    });
    this.#unfollow = () => {
      for (const off of offs) off();
    };
    this.commit();
  }

  /** What is shown becomes the earlier part of the conversation, for a new answer; the answer before is let go. */
  #nextTurn(): void {
    this.#earlier = this.#messages(false);
    this.#earlierCalls = this.#toolCalls();
    this.#chatId = this.#run?.chatId ?? this.#chatId;
    if (this.#current)
      this.#records.set(
        this.#current.id,
        currentTurnRecord(this.#run, this.#phase, this.#error, this.#current.abortedBy),
      );
    this.#letGo();
    this.#run = undefined;
    this.#calls = new Map();
    this.#current = undefined;
  }

  /** Stops showing the current answer; one still running is detached (it goes on at the service, and stays remembered). */
  #letGo(): void {
    this.#stopReading?.();
    this.#stopReading = undefined;
    this.#unfollow?.();
    this.#unfollow = undefined;
    this.#frame.cancel();
    const run = this.#run;
    if (run && !isOver(run.status)) run.detach();
  }

  #fail(error: ApiError): void {
    this.#phase = 'failed';
    this.#error = error;
    this.commit();
  }

  // ---- Telling the listeners ------------------------------------------------------------------

  /** The run changed: shown at the next frame. */
  readonly #changed = (): void => this.#frame.request();

  /** Shows the current state now (a pending frame is dropped). */
  protected commit(): void {
    this.#frame.cancel();
    this.#publish();
  }

  #publish(): void {
    const run = this.#run;
    const messages = this.#messages(true);
    const current = this.#current;
    const record = current && currentTurnRecord(run, this.#phase, this.#error, current.abortedBy);
    const turns = this.#turnBuilder.build(
      messages,
      (id) => (current && id === current.id ? record! : (this.#records.get(id) ?? LOADED_TURN)),
      current && (current.shown === undefined ? current : undefined),
    );
    this.snapshot = Object.freeze({
      messages,
      turns,
      answer: run?.answer,
      toolCalls: this.#toolCalls(),
      status: run ? run.status : this.#phase,
      error: this.#error,
      usage: run?.usage,
      chatId: run?.chatId ?? this.#chatId,
    });
    for (const listener of this.#listeners) listener();
  }

  /** The tool calls of the conversation: the same array while none changed. */
  #toolCalls(): readonly ToolCall[] {
    return sameCallsOr(this.snapshot.toolCalls, conversationCalls(this.#earlierCalls, this.#calls));
  }

  /** The conversation: the earlier turns and the current answer's thread, and the question until that thread has a message. */
  #messages(withQuestion: boolean): readonly ChatMessage[] {
    const run = this.#run;
    const thread = run ? run.messages : NO_MESSAGES;
    const question = withQuestion && thread.length === 0 ? this.#current?.shown : undefined;
    return this.#shown.of({ earlier: this.#earlier, thread, messageId: run?.messageId, question });
  }
}
