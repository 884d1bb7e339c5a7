// @vitest-environment happy-dom
/**
 * Following a run for the store, with a fake run (an emitter of the run's events): each event
 * that changes what is shown calls `changed`, a tool call `toolCall`, the end and a failure
 * `ended`; the answer is remembered while it runs in a known thread (sessionStorage included)
 * and forgotten when it ends or fails — kept when the service suspended it; the unsubscribe
 * functions remove every listener.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatResult, ChatRun, ChatRunEvents, ChatRunStatus } from '../../../src/chat/run-types.js';
import { followRun, type RunFollower } from '../../../src/chat/store/follow-run.js';
import { rememberedAnswer, STORAGE_PREFIX } from '../../../src/chat/store/remembered-answers.js';
import type { ChatUsage } from '../../../src/chat/types.js';
import { ApiError } from '../../../src/http/api-error.js';

const MESSAGE_ID = '1732512345678-message';
const USAGE: ChatUsage = {
  models: ['m'],
  llmCalls: 1,
  inputTokens: 1,
  outputTokens: 1,
  cacheWriteTokens: 0,
  cacheReadTokens: 0,
  totalTokens: 2,
};
let thread = 0;
/** A thread of its own for each test: the remembered answers are the module's. */
function newThread(): string {
  thread += 1;
  return `follow-thread-${thread}`;
}

type Handler = (value: unknown) => void;

/** A run that emits what the test tells it to; status and chatId set by the test. */
class FakeRun {
  status: ChatRunStatus = 'connecting';
  chatId: string | undefined;
  readonly messageId = MESSAGE_ID;
  private readonly handlers = new Map<string, Set<Handler>>();

  on<E extends keyof ChatRunEvents>(event: E, handler: ChatRunEvents[E]): () => void {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    this.handlers.set(event, set);
    set.add(handler as Handler);
    return () => set.delete(handler as Handler);
  }

  emit<E extends keyof ChatRunEvents>(event: E, value: Parameters<ChatRunEvents[E]>[0]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(value);
  }

  /** How many listeners are on, over every event. */
  listeners(): number {
    return [...this.handlers.values()].reduce((count, set) => count + set.size, 0);
  }

  asRun(): ChatRun {
    return this as unknown as ChatRun;
  }
}

const follower = (): RunFollower & { [K in keyof RunFollower]: ReturnType<typeof vi.fn> } => ({
  changed: vi.fn(),
  toolCall: vi.fn(),
  ended: vi.fn(),
});

/** The run's thread named: `__cutoff__`. */
function named(run: FakeRun, chatId: string): void {
  run.chatId = chatId;
  run.status = 'streaming';
  run.emit('thread', { chatId, isStreaming: false });
}

const resultOf = (chatId: string): ChatResult => ({
  chatId,
  messageId: MESSAGE_ID,
  status: 'done',
  messages: [],
  answer: undefined,
  toolCalls: [],
  usage: undefined,
});

afterEach(() => sessionStorage.clear());

describe('followRun', () => {
  it('calls changed on each event that changes what is shown, toolCall on a tool call', () => {
    const run = new FakeRun();
    const told = follower();
    followRun(run.asRun(), told);
    named(run, newThread());
    run.emit('message', { id: 'a1', role: 'assistant' });
    run.emit('answer', { id: 'f1', role: 'assistant', graphPath: ['final'] });
    run.emit('usage', USAGE);
    run.emit('reconnect', { attempt: 1, cause: new ApiError('NETWORK', 'cut') });
    run.emit('suspended', { messageId: MESSAGE_ID });
    expect(told.changed).toHaveBeenCalledTimes(6);
    run.emit('delta', { id: 'a1', content: 'x' });
    expect(told.changed).toHaveBeenCalledTimes(6);
    const call = { id: 't1', name: 'platformMeta', status: 'running', input: {} } as const;
    run.emit('tool-call', call);
    expect(told.toolCall).toHaveBeenCalledWith(call);
    expect(told.changed).toHaveBeenCalledTimes(6);
    expect(told.ended).not.toHaveBeenCalled();
  });

  it('remembers the answer once the thread is named, and forgets it at the end', () => {
    const run = new FakeRun();
    const told = follower();
    const chatId = newThread();
    followRun(run.asRun(), told);
    expect(rememberedAnswer(chatId)).toBeUndefined();
    named(run, chatId);
    expect(rememberedAnswer(chatId)).toBe(MESSAGE_ID);
    expect(sessionStorage.getItem(STORAGE_PREFIX + chatId)).toBe(MESSAGE_ID);
    run.status = 'done';
    const result = resultOf(chatId);
    run.emit('end', result);
    expect(told.ended).toHaveBeenCalledWith(result, undefined);
    expect(rememberedAnswer(chatId)).toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_PREFIX + chatId)).toBeNull();
  });

  it('remembers at once a run already in a known thread (an attach), not one that has ended', () => {
    const running = new FakeRun();
    const chatId = newThread();
    running.chatId = chatId;
    running.status = 'streaming';
    followRun(running.asRun(), follower());
    expect(rememberedAnswer(chatId)).toBe(MESSAGE_ID);
    const ended = new FakeRun();
    const other = newThread();
    ended.chatId = other;
    for (const status of ['done', 'aborted', 'failed'] as const) {
      ended.status = status;
      followRun(ended.asRun(), follower());
      expect(rememberedAnswer(other)).toBeUndefined();
    }
  });

  it('a failure forgets the answer and tells ended with the error; a suspension keeps it', () => {
    const chatId = newThread();
    const failing = new FakeRun();
    const told = follower();
    followRun(failing.asRun(), told);
    named(failing, chatId);
    const error = new ApiError('NETWORK', 'gone');
    failing.emit('error', error);
    expect(told.ended).toHaveBeenCalledWith(undefined, error);
    expect(rememberedAnswer(chatId)).toBeUndefined();
    const suspended = new FakeRun();
    followRun(suspended.asRun(), follower());
    named(suspended, chatId);
    suspended.emit('error', new ApiError('SUSPENDED', 'the service restarted'));
    expect(rememberedAnswer(chatId)).toBe(MESSAGE_ID);
  });

  it('the unsubscribe functions remove every listener', () => {
    const run = new FakeRun();
    const told = follower();
    const offs = followRun(run.asRun(), told);
    expect(run.listeners()).toBe(offs.length);
    for (const off of offs) off();
    expect(run.listeners()).toBe(0);
    named(run, newThread());
    run.emit('tool-call', { id: 't1', name: 'platformMeta', status: 'running', input: {} });
    run.emit('end', resultOf('x'));
    expect(told.changed).not.toHaveBeenCalled();
    expect(told.toolCall).not.toHaveBeenCalled();
    expect(told.ended).not.toHaveBeenCalled();
  });
});
