/**
 * The store behind `useChat`: one conversation, read by `useSyncExternalStore`. It holds what the
 * current answer (a `ChatRun`) does not — the turns and tool calls shown before it, the thread to
 * continue, the question until its echo, a failure before any run, the answer's tool calls as its
 * `tool-call` events tell them — and reads the rest from the run whenever the run says something
 * changed: its thread, answer, status and usage are never copied by hand.
 *
 * While an answer streams, the run's events only ask for a frame: the view is rebuilt and React
 * told at most once per animation frame. A `send`, a `stop`, a `reset` and the end of an answer
 * are shown at once.
 *
 * @module
 * @internal
 */

import type { ChatClient, ChatClientOptions } from '../chat/client.js';
import { newMessageId } from '../chat/rules.js';
import type { ChatResult, ChatRun, ChatRunStatus } from '../chat/run.js';
import type { ChatMessage, ToolCall } from '../chat/types.js';
import type { ApiError } from '../http/api-error.js';
import type { UseChatOptions, UseChatResult, UseChatSendOptions } from './chat-types.js';
import { conversation, conversationCalls } from './conversation.js';
import { frameScheduler } from './frame.js';
import { forgetAnswer, rememberAnswer, rememberedAnswer } from './remembered-answers.js';

/** What a component shows: {@link UseChatResult} without its calls. Replaced whole on every change, never mutated. */
export type ChatView = Omit<UseChatResult, 'send' | 'stop' | 'reset'>;

/** The status of a conversation without a run: idle, the client loading for a `send`, or how a `send` ended before its run. */
type Phase = 'idle' | 'connecting' | 'aborted' | 'failed';

const isOver = (status: ChatRunStatus): boolean => status === 'done' || status === 'aborted' || status === 'failed';

/** The events of a run after which what it shows may have changed (`tool-call` aside); shown at the next frame. */
const STREAM_EVENTS = ['thread', 'message', 'answer', 'usage', 'reconnect', 'suspended'] as const;

const NO_MESSAGES: readonly ChatMessage[] = Object.freeze([]);

/** `createChatClient`, loaded when a component first needs it: the React entry does not carry the chat client. */
const loadChatClient = () => import('../chat/client.js').then((module) => module.createChatClient);

/** See the module's documentation. Its methods are bound: they are handed to React and to the app as they are. */
export class ChatStore {
  /** The view of a server render, and of the first render in the browser (hydration). */
  readonly initial: ChatView;
  private view: ChatView;
  private readonly listeners = new Set<() => void>();
  private readonly frame = frameScheduler(() => this.publish());
  /** The options of the first render: the client is created from them, once. */
  private readonly options: UseChatOptions;
  private client: ChatClient | Promise<ChatClient> | undefined;
  /** The thread the next question goes to: the `chatId` option, then the one an answer named. */
  private chatId: string | undefined;
  /** The conversation as shown before the current answer. */
  private earlier: readonly ChatMessage[] = NO_MESSAGES;
  /** The tool calls shown before the current answer. */
  private earlierCalls: readonly ToolCall[] = [];
  /** The current answer's tool calls, by id, in the order they started (its `tool-call` events). */
  private calls = new Map<string, ToolCall>();
  /** The current answer. */
  private run: ChatRun | undefined;
  /** Stops listening to {@link ChatStore.run}. */
  private unfollow: (() => void) | undefined;
  /** The question of the current `send`, shown until its answer's thread has a message. */
  private question: ChatMessage | undefined;
  private phase: Phase = 'idle';
  private error: ApiError | undefined;
  /** Bumped by every send, stop before the run, reset and unmount: a client that loaded meanwhile starts nothing. */
  private generation = 0;
  /** Whether a component shows the store: from its effect to that effect's cleanup. */
  private mounted = false;
  /**
   * Why the chat client's code could not be loaded (a chunk the network did not deliver): thrown
   * to the nearest error boundary by the hook, as `React.lazy` does.
   */
  loadFailure: unknown;
  /** The messages last shown, and what they were made of. */
  private shown: { earlier: readonly ChatMessage[]; thread: readonly ChatMessage[]; question: ChatMessage | undefined; messages: readonly ChatMessage[] } | undefined;

  constructor(options: UseChatOptions) {
    this.options = options;
    this.chatId = options.chatId;
    this.initial = { messages: NO_MESSAGES, answer: undefined, toolCalls: [], status: 'idle', error: undefined, usage: undefined, chatId: options.chatId };
    this.view = this.initial;
  }

  // ---- For useSyncExternalStore ---------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): ChatView => this.view;

  readonly getServerSnapshot = (): ChatView => this.initial;

  // ---- For the component's effect -------------------------------------------------------------

  /**
   * The component is shown: the client starts loading (its option errors shown), and an answer
   * of the thread left running by an earlier component is re-attached. Returns the cleanup,
   * which lets the answer go — a microtask later, so that StrictMode's unmount and mount again keep it.
   */
  readonly mount = (): (() => void) => {
    this.mounted = true;
    const run = this.run;
    if (!run || isOver(run.status)) this.reattach();
    // Shown again after a real unmount (an <Activity> hidden, then visible): the answer let go meanwhile shows as it ended.
    if (this.run === run && run && this.view.status !== run.status) this.commit();
    return () => {
      this.mounted = false;
      queueMicrotask(() => {
        if (!this.mounted) this.unmount();
      });
    };
  };

  // ---- For the app ----------------------------------------------------------------------------

  readonly send = (input: string, options?: UseChatSendOptions): Promise<ChatResult | undefined> => {
    if (this.busy()) return Promise.resolve(undefined);
    const generation = ++this.generation;
    this.nextTurn();
    this.error = undefined;
    this.phase = 'connecting';
    const messageId = options?.messageId ?? newMessageId();
    this.question = typeof input === 'string' && input.trim() !== '' ? { id: messageId, role: 'user', content: input } : undefined;
    const sendOptions = { ...options, messageId };
    return new Promise((resolve) => {
      this.withClient(
        (client) => resolve(generation === this.generation ? this.start(client, input, sendOptions) : undefined),
        (error) => {
          if (generation === this.generation) this.fail(error);
          resolve(undefined);
        },
      );
      // The client is loading: the question shows, connecting.
      if (!this.run && generation === this.generation && this.phase === 'connecting') this.commit();
    });
  };

  readonly stop = async (): Promise<void> => {
    const run = this.run;
    if (!run) {
      if (this.phase !== 'connecting') return;
      // The client is still loading: the question is never sent.
      this.generation += 1;
      this.phase = 'aborted';
      this.commit();
      return;
    }
    try {
      await run.stop();
    } catch (error) {
      if (this.run !== run) return;
      this.error = error as ApiError;
      this.commit();
    }
  };

  readonly reset = (): void => {
    this.generation += 1;
    this.letGo();
    this.run = undefined;
    this.earlier = NO_MESSAGES;
    this.earlierCalls = [];
    this.calls = new Map();
    this.chatId = undefined;
    this.question = undefined;
    this.error = undefined;
    this.phase = 'idle';
    this.commit();
  };

  // ---- Runs -----------------------------------------------------------------------------------

  /** Whether an answer is on its way: a thread answers one question at a time. */
  private busy(): boolean {
    return this.run ? !isOver(this.run.status) : this.phase === 'connecting';
  }

  /** The client, now or once loaded: `ready` gets it, `failed` gets why there is none (never both, never a throw). */
  private withClient(ready: (client: ChatClient) => void, failed: (error: ApiError) => void): void {
    this.client ??= this.createClient();
    const client = this.client;
    if (client instanceof Promise) client.then(ready, failed);
    else ready(client);
  }

  /** The app's client, or a promise of one created from the options of the first render. */
  private createClient(): ChatClient | Promise<ChatClient> {
    const { client, chatId: _thread, ...clientOptions } = this.options;
    if (client) return client;
    return loadChatClient().then(
      (createChatClient) => {
        // INVALID_OPTIONS rejects this promise: every send fails with it.
        this.client = createChatClient(clientOptions as ChatClientOptions);
        return this.client;
      },
      (cause: unknown) => {
        this.loadFailure = cause;
        throw cause;
      },
    );
  }

  /** Re-attaches to the answer of the thread left running by an earlier component, if one was remembered. */
  private reattach(): void {
    const chatId = this.chatId;
    const messageId = chatId === undefined ? undefined : rememberedAnswer(chatId);
    const generation = this.generation;
    this.withClient(
      (client) => {
        if (chatId === undefined || messageId === undefined || generation !== this.generation || !this.mounted || this.busy()) return;
        try {
          const run = client.attach({ chatId, messageId });
          this.nextTurn();
          this.follow(run);
        } catch {
          // A stored id the client refuses: nothing to re-attach to.
          forgetAnswer(chatId, messageId);
        }
      },
      (error) => {
        // The options are wrong (or the client could not load): shown before any send.
        if (generation !== this.generation || this.run || this.phase !== 'idle') return;
        this.error = error;
        this.commit();
      },
    );
  }

  /** Sends the question; resolves with the answer's result, or undefined when it failed. */
  private start(client: ChatClient, input: string, options: UseChatSendOptions & { messageId: string }): Promise<ChatResult | undefined> {
    let run: ChatRun;
    try {
      run = client.send(input, this.chatId === undefined ? options : { ...options, chatId: this.chatId });
    } catch (error) {
      // Refused before sending (INVALID_REQUEST): no question went out.
      this.question = undefined;
      this.fail(error as ApiError);
      return Promise.resolve(undefined);
    }
    this.follow(run);
    return run.result().then(
      (result) => result,
      () => undefined,
    );
  }

  /** Makes `run` the current answer: shown as it streams, remembered while it runs in a known thread, forgotten when it ends. */
  private follow(run: ChatRun): void {
    this.run = run;
    const remember = () => {
      if (run.chatId !== undefined && !isOver(run.status)) rememberAnswer(run.chatId, run.messageId);
    };
    const ended = () => {
      if (run.chatId !== undefined) this.chatId = run.chatId;
      this.commit();
    };
    const offs = STREAM_EVENTS.map((event) => run.on(event, this.changed));
    offs.push(
      run.on('tool-call', (call) => {
        this.calls.set(call.id, call);
        this.changed();
      }),
      run.on('thread', remember),
      run.on('end', () => {
        if (run.chatId !== undefined) forgetAnswer(run.chatId, run.messageId);
        ended();
      }),
      run.on('error', (error) => {
        this.error = error;
        // A suspended answer can still be resumed: a later mount re-attaches to it.
        if (run.chatId !== undefined && error.code !== 'SUSPENDED') forgetAnswer(run.chatId, run.messageId);
        ended();
      }),
    );
    this.unfollow = () => {
      for (const off of offs) off();
    };
    remember();
    this.commit();
  }

  /** What is shown becomes the earlier part of the conversation, for a new answer; the answer before is let go. */
  private nextTurn(): void {
    this.earlier = this.messages(false);
    this.earlierCalls = this.toolCalls();
    this.chatId = this.run?.chatId ?? this.chatId;
    this.letGo();
    this.run = undefined;
    this.calls = new Map();
  }

  /** Stops showing the current answer; one still running is detached (it goes on at the service, and stays remembered). */
  private letGo(): void {
    this.unfollow?.();
    this.unfollow = undefined;
    this.frame.cancel();
    const run = this.run;
    if (run && !isOver(run.status)) run.detach();
  }

  private unmount(): void {
    this.generation += 1;
    this.letGo();
  }

  private fail(error: ApiError): void {
    this.phase = 'failed';
    this.error = error;
    this.commit();
  }

  // ---- Telling React --------------------------------------------------------------------------

  /** The run changed: shown at the next frame. */
  private readonly changed = (): void => this.frame.request();

  /** Shows the current state now (a pending frame is dropped). */
  private commit(): void {
    this.frame.cancel();
    this.publish();
  }

  private publish(): void {
    const run = this.run;
    const messages = this.messages(true);
    this.view = {
      messages,
      answer: run?.answer,
      toolCalls: this.toolCalls(),
      status: run ? run.status : this.phase,
      error: this.error,
      usage: run?.usage,
      chatId: run?.chatId ?? this.chatId,
    };
    for (const listener of this.listeners) listener();
  }

  /** The tool calls of the conversation: the same array while none changed. */
  private toolCalls(): readonly ToolCall[] {
    const calls = conversationCalls(this.earlierCalls, this.calls);
    const shown = this.view.toolCalls;
    return calls.length === shown.length && calls.every((call, index) => call === shown[index]) ? shown : calls;
  }

  /** The conversation: the earlier turns and the current answer's thread, and the question until that thread has a message. */
  private messages(withQuestion: boolean): readonly ChatMessage[] {
    const run = this.run;
    const thread = run ? run.messages : NO_MESSAGES;
    const question = withQuestion && thread.length === 0 ? this.question : undefined;
    const shown = this.shown;
    if (shown && shown.earlier === this.earlier && shown.thread === thread && shown.question === question) return shown.messages;
    const merged = run ? conversation(this.earlier, thread, run.messageId) : this.earlier;
    const messages = question ? [...merged, question] : merged;
    this.shown = { earlier: this.earlier, thread, question, messages };
    return messages;
  }
}
