// @vitest-environment node
/**
 * `createChatStore` in Node against the fake chat server over real HTTP: turns across several
 * questions (each keeping its status, usage and tool calls), an aborted turn (`abortedBy`), a
 * failed turn, a thread's history loaded with its tool calls (`loading` until then, a `send`
 * refused meanwhile, a failed read as `error`), unchanged turns keeping their identity,
 * subscribe/unsubscribe, destroy, and options refused naming the field.
 */
import { describe, expect, it, vi } from 'vitest';
import { type ChatClient, type ChatStore, type ChatStoreOptions, type ChatStoreSnapshot, createChatClient, createChatStore } from '../../../src/chat/index.js';
import { FAKE_CHAT_TOKEN, type FakeChatServer } from '../../../src/testing/servers/index.js';
import { fakeChatPerTest } from '../../support/fake-chat-per-test.js';

const start = fakeChatPerTest({
  answers: {
    'Revenue?': { text: 'North leads.', thinking: 'Look at revenue by region.', toolCalls: [{ name: 'platformMeta', input: { searchQuery: 'revenue' }, result: { cubes: [] } }] },
    'And East?': 'East shrank.',
    'Broken?': { text: 'never', error: 'the model failed' },
  },
});

const clientOf = (s: FakeChatServer): ChatClient => createChatClient({ url: s.url, auth: { token: FAKE_CHAT_TOKEN }, reconnect: false });

/** Resolves once `check` holds of the store's snapshot. */
async function until(store: ChatStore, check: (snapshot: ChatStoreSnapshot) => boolean): Promise<ChatStoreSnapshot> {
  for (let tries = 0; tries < 500; tries += 1) {
    if (check(store.getSnapshot())) return store.getSnapshot();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${store.getSnapshot().status}`);
}

describe('createChatStore', () => {
  it('keeps one turn per question, each with its status, usage, thinking and tool calls', async () => {
    const s = await start();
    const store = createChatStore({ client: clientOf(s) });
    await store.send('Revenue?');
    const first = store.getSnapshot().turns[0]!;
    expect(first).toMatchObject({ question: 'Revenue?', status: 'done', thinking: 'Look at revenue by region.', answer: { content: 'North leads.' }, abortedBy: undefined });
    expect(first.usage?.totalTokens).toBeGreaterThan(0);
    expect(first.toolCalls).toMatchObject([{ name: 'platformMeta', status: 'done' }]);
    await store.send('And East?');
    const { turns, messages } = await until(store, (snapshot) => snapshot.status === 'done' && snapshot.turns.length === 2);
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
    const store = createChatStore({ client: clientOf(s) });
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
    const store = createChatStore({ client: clientOf(s) });
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
    const store = createChatStore({ client: clientOf(s), chatId });
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', turns: [], chatId });
    expect(await store.send('And East?')).toBeUndefined();
    const loaded = await until(store, (snapshot) => snapshot.status === 'idle');
    expect(loaded.turns).toHaveLength(1);
    expect(loaded.turns[0]).toMatchObject({ question: 'Revenue?', status: 'done', answer: { content: 'North leads.' }, usage: undefined });
    expect(loaded.turns[0]!.toolCalls).toMatchObject([{ name: 'platformMeta', status: 'done' }]);
    expect(loaded.toolCalls).toEqual(loaded.turns[0]!.toolCalls);
    const questions = s.requests.filter((request) => request.path.endsWith('stream-chat-state')).map((request) => (request.body as { input?: string }).input);
    expect(questions).toEqual(['Revenue?', undefined]);
    await store.send('And East?');
    expect(store.getSnapshot().turns.map((turn) => turn.question)).toEqual(['Revenue?', 'And East?']);
    store.destroy();
  });

  it('a history that cannot be read is error, status failed', async () => {
    const s = await start();
    const store = createChatStore({ client: clientOf(s), chatId: 'no-such-thread' });
    const failed = await until(store, (snapshot) => snapshot.status === 'failed');
    expect(failed.error).toMatchObject({ name: 'ApiError', code: 'NOT_FOUND' });
    expect(failed.turns).toEqual([]);
    store.destroy();
  });

  it('subscribe tells each change until unsubscribed; destroy stops telling and refuses sends', async () => {
    const s = await start();
    const store = createChatStore({ url: s.url, auth: { token: FAKE_CHAT_TOKEN } });
    const listener = vi.fn();
    const other = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.subscribe(other);
    await store.send('Revenue?');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    const told = listener.mock.calls.length;
    await store.send('And East?');
    expect(listener).toHaveBeenCalledTimes(told);
    store.destroy();
    const otherTold = other.mock.calls.length;
    expect(await store.send('Revenue?')).toBeUndefined();
    store.reset();
    expect(other).toHaveBeenCalledTimes(otherTold);
  });

  it('refuses options that are not as documented, naming the field', async () => {
    const s = await start();
    const refusal = (field: string) => expect.objectContaining({ name: 'ApiError', code: 'INVALID_OPTIONS', message: expect.stringContaining(field) });
    for (const options of [undefined, null, 'options', [], 42]) {
      expect(() => createChatStore(options as unknown as ChatStoreOptions)).toThrow(refusal('options'));
    }
    expect(() => createChatStore({ url: 'not a url', auth: { token: FAKE_CHAT_TOKEN } })).toThrow(refusal('url'));
    for (const client of [{}, null, 'client', { send: 'no function' }]) {
      expect(() => createChatStore({ client: client as unknown as ChatClient })).toThrow(refusal('client'));
    }
    for (const chatId of ['', 42, null, {}]) {
      expect(() => createChatStore({ client: clientOf(s), chatId: chatId as unknown as string })).toThrow(refusal('chatId'));
    }
    expect(() => createChatStore({ client: clientOf(s), chatId: '' })).toThrow(/expected the id of a thread \(a non-empty string\)/);
  });
});
