// @vitest-environment node
/**
 * The conversation store (`ConversationStore`, which createChatStore and React's store build on)
 * in Node against the fake chat server over real HTTP: turns across several questions (each
 * keeping its status, usage and tool calls), unchanged turns keeping their identity, an aborted
 * turn (`abortedBy`), a failed turn, a thread's history loaded with its tool calls (`loading`
 * until then, a `send` refused meanwhile, a failed read as `error`); a client that loads (the
 * question shown while it does, a load that fails as `error`, a `stop` meanwhile sending
 * nothing); `reset`; listeners dropped by `destroy`.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ChatClient } from '../../../src/chat/client.js';
import { ConversationStore } from '../../../src/chat/store/store.js';
import type { ChatStoreSnapshot } from '../../../src/chat/store/types.js';
import { ApiError } from '../../../src/http/api-error.js';
import type { FakeChatServer } from '../../../src/testing/servers/index.js';
import { fakeChatPerTest } from '../../support/fake-chat-per-test.js';
import { clientOf, STORE_ANSWERS } from './fake-chat.js';

const start = fakeChatPerTest({ answers: STORE_ANSWERS });

/** A store of `client`, started. */
function connected(client: ChatClient | (() => Promise<ChatClient>), chatId?: string): ConversationStore {
  const store = new ConversationStore(client, chatId);
  store.connect();
  return store;
}

/** Resolves once `check` holds of the store's snapshot. */
async function until(
  store: ConversationStore,
  check: (snapshot: ChatStoreSnapshot) => boolean,
): Promise<ChatStoreSnapshot> {
  for (let tries = 0; tries < 500; tries += 1) {
    if (check(store.getSnapshot())) return store.getSnapshot();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${store.getSnapshot().status}`);
}

/** The questions the server was sent. */
const questionsSent = (s: FakeChatServer) =>
  s.requests
    .filter((request) => request.path.endsWith('stream-chat-state'))
    .map((request) => (request.body as { input?: string }).input);

describe('ConversationStore', () => {
  it('keeps one turn per question, each with its status, usage, thinking and tool calls', async () => {
    const s = await start();
    const store = connected(clientOf(s));
    await store.send('Revenue?');
    const first = store.getSnapshot().turns[0]!;
    expect(first).toMatchObject({
      question: 'Revenue?',
      status: 'done',
      thinking: 'Look at revenue by region.',
      answer: { content: 'North leads.' },
      abortedBy: undefined,
    });
    expect(first.usage?.totalTokens).toBeGreaterThan(0);
    expect(first.toolCalls).toMatchObject([{ name: 'platformMeta', status: 'done' }]);
    await store.send('And East?');
    const { turns, messages } = await until(
      store,
      (snapshot) => snapshot.status === 'done' && snapshot.turns.length === 2,
    );
    expect(turns.map((turn) => [turn.question, turn.status, turn.answer?.content])).toEqual([
      ['Revenue?', 'done', 'North leads.'],
      ['And East?', 'done', 'East shrank.'],
    ]);
    expect(turns[0]!.usage).toEqual(first.usage);
    expect(turns[0]!.toolCalls).toMatchObject([{ name: 'platformMeta', status: 'done' }]);
    expect(turns[1]!.toolCalls).toEqual([]);
    expect(turns.flatMap((turn) => turn.messages)).toEqual(messages);
    store.destroy();
  });

  it('a turn that did not change keeps its identity in the next snapshot', async () => {
    const s = await start();
    const store = connected(clientOf(s));
    await store.send('Revenue?');
    const before = await until(store, (snapshot) => snapshot.status === 'done');
    const hold = s.holdNextStreamAfter(3);
    void store.send('And East?');
    await hold.reached;
    const during = await until(store, (snapshot) => snapshot.turns.length === 2 && snapshot.status === 'streaming');
    expect(during).not.toBe(before);
    expect(during.turns[0]).toBe(before.turns[0]);
    hold.release();
    await until(store, (snapshot) => snapshot.status === 'done');
    store.destroy();
  });

  it('an aborted turn says who stopped it; a failed one keeps its error', async () => {
    const s = await start();
    const store = connected(clientOf(s));
    const hold = s.holdNextStreamAfter(3);
    const sent = store.send('Revenue?');
    await hold.reached;
    await until(store, (snapshot) => snapshot.chatId !== undefined);
    await store.stop();
    hold.release();
    await sent;
    const stopped = await until(store, (snapshot) => snapshot.status === 'aborted');
    expect(stopped.turns[0]).toMatchObject({ status: 'aborted', abortedBy: 'client' });
    await store.send('Broken?');
    const failed = await until(store, (snapshot) => snapshot.status === 'failed');
    expect(failed.turns.map((turn) => turn.status)).toEqual(['aborted', 'failed']);
    expect(failed.turns[1]!.error).toBe(failed.error);
    expect(failed.turns[1]!.error?.message).toContain('the model failed');
    expect(failed.turns[0]!.abortedBy).toBe('client');
    store.destroy();
  });

  it('given a chatId, loads the thread’s history with its tool calls: loading until then, a send refused meanwhile', async () => {
    const s = await start();
    const { chatId } = await clientOf(s).send('Revenue?').result();
    const store = connected(clientOf(s), chatId);
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', turns: [], chatId });
    expect(await store.send('And East?')).toBeUndefined();
    const loaded = await until(store, (snapshot) => snapshot.status === 'idle');
    expect(loaded.turns).toHaveLength(1);
    expect(loaded.turns[0]).toMatchObject({
      question: 'Revenue?',
      status: 'done',
      answer: { content: 'North leads.' },
      usage: undefined,
    });
    expect(loaded.turns[0]!.toolCalls).toMatchObject([{ name: 'platformMeta', status: 'done' }]);
    expect(loaded.toolCalls).toEqual(loaded.turns[0]!.toolCalls);
    expect(questionsSent(s)).toEqual(['Revenue?', undefined]);
    await store.send('And East?');
    expect(store.getSnapshot().turns.map((turn) => turn.question)).toEqual(['Revenue?', 'And East?']);
    store.destroy();
  });

  it('a history that cannot be read is error, status failed', async () => {
    const s = await start();
    const store = connected(clientOf(s), 'no-such-thread');
    const failed = await until(store, (snapshot) => snapshot.status === 'failed');
    expect(failed.error).toMatchObject({ name: 'ApiError', code: 'NOT_FOUND' });
    expect(failed.turns).toEqual([]);
    store.destroy();
  });

  it('a client that loads: the question shows, connecting, until it has loaded', async () => {
    const s = await start();
    let loaded!: (client: ChatClient) => void;
    const store = connected(() => new Promise<ChatClient>((resolve) => (loaded = resolve)));
    const sent = store.send('Revenue?');
    expect(store.getSnapshot()).toMatchObject({
      status: 'connecting',
      messages: [{ role: 'user', content: 'Revenue?' }],
    });
    expect(store.getSnapshot().turns).toMatchObject([{ question: 'Revenue?', status: 'connecting' }]);
    loaded(clientOf(s));
    expect((await sent)?.answer?.content).toBe('North leads.');
    expect(store.getSnapshot().status).toBe('done');
    store.destroy();
  });

  it('a client that fails to load fails the send with its reason, as error', async () => {
    const reason = new ApiError('INVALID_OPTIONS', 'the client did not load');
    const store = connected(() => Promise.reject(reason));
    expect(await store.send('Revenue?')).toBeUndefined();
    const failed = await until(store, (snapshot) => snapshot.status === 'failed');
    expect(failed.error).toBe(reason);
    expect(failed.turns).toMatchObject([{ question: 'Revenue?', status: 'failed', error: reason }]);
    store.destroy();
  });

  it('a stop while the client loads sends nothing: the turn is aborted by the client', async () => {
    const s = await start();
    let loaded!: (client: ChatClient) => void;
    const store = connected(() => new Promise<ChatClient>((resolve) => (loaded = resolve)));
    const sent = store.send('Revenue?');
    await store.stop();
    loaded(clientOf(s));
    expect(await sent).toBeUndefined();
    expect(store.getSnapshot()).toMatchObject({
      status: 'aborted',
      turns: [{ question: 'Revenue?', status: 'aborted', abortedBy: 'client' }],
    });
    expect(questionsSent(s)).toEqual([]);
    store.destroy();
  });

  it('reset forgets the conversation and its thread: the next question starts a new one', async () => {
    const s = await start();
    const store = connected(clientOf(s));
    await store.send('Revenue?');
    const listener = vi.fn();
    store.subscribe(listener);
    store.reset();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({
      status: 'idle',
      messages: [],
      turns: [],
      toolCalls: [],
      chatId: undefined,
      answer: undefined,
    });
    await store.send('And East?');
    const chatIds = s.requests
      .filter((request) => request.path.endsWith('stream-chat-state'))
      .map((request) => (request.body as { chatId?: string }).chatId);
    expect(chatIds).toEqual([undefined, undefined]);
    expect(store.getSnapshot().turns.map((turn) => turn.question)).toEqual(['And East?']);
    store.destroy();
  });

  it('destroy drops every listener: none is told again', async () => {
    const s = await start();
    const store = connected(clientOf(s));
    const listener = vi.fn();
    store.subscribe(listener);
    store.destroy();
    store.reset();
    await store.send('Revenue?');
    expect(listener).not.toHaveBeenCalled();
  });
});
