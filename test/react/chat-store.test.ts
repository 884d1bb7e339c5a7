// @vitest-environment node
/**
 * The store behind `useChat`, driven without React against the fake chat server over real HTTP:
 * the view a server renders, a send shown at once (the question, connecting or streaming) and its
 * answer once done, one answer at a time, listeners told, stop before the client loaded, reset,
 * option errors shown before any send, and an answer left running re-attached by the next mount.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ChatClient, createChatClient } from '../../src/chat/index.js';
import { rememberedAnswer } from '../../src/chat/store/remembered-answers.js';
import { ChatStore, type ChatView } from '../../src/react/chat-store.js';
import { FAKE_CHAT_TOKEN, type FakeChatServer } from '../../src/testing/servers/index.js';
import { fakeChatPerTest } from '../support/fake-chat-per-test.js';

const start = fakeChatPerTest();
let server: FakeChatServer;
let unmounts: Array<() => void>;

beforeEach(async () => {
  server = await start();
  unmounts = [];
});

afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
});

const clientOf = (s: FakeChatServer): ChatClient =>
  createChatClient({ url: s.url, auth: { token: FAKE_CHAT_TOKEN }, reconnect: { delayMs: 0 } });

/** A store shown by a component (mounted) until the end of the test, and every view it published. */
function shown(store: ChatStore): ChatView[] {
  const views: ChatView[] = [];
  store.subscribe(() => views.push(store.getSnapshot()));
  unmounts.push(store.mount());
  return views;
}

/** Resolves once `check` holds of the store's view. */
async function until(store: ChatStore, check: (view: ChatView) => boolean): Promise<ChatView> {
  for (let tries = 0; tries < 500; tries += 1) {
    if (check(store.getSnapshot())) return store.getSnapshot();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${JSON.stringify(store.getSnapshot().status)}`);
}

describe('ChatStore', () => {
  it('a server renders the idle view with the chatId option, and the first snapshot is the same', () => {
    const store = new ChatStore({ client: clientOf(server), chatId: 'thread-1' });
    expect(store.getServerSnapshot()).toEqual({
      messages: [],
      turns: [],
      answer: undefined,
      toolCalls: [],
      status: 'idle',
      error: undefined,
      usage: undefined,
      chatId: 'thread-1',
    });
    expect(store.getSnapshot()).toBe(store.getServerSnapshot());
  });

  it('a send shows the question at once, then the whole answer once done, telling the listeners', async () => {
    const store = new ChatStore({ client: clientOf(server) });
    const views = shown(store);
    const result = store.send('Show me revenue trends');
    const first = views[0]!;
    expect(['connecting', 'streaming']).toContain(first.status);
    expect(first.messages.at(-1)).toMatchObject({ role: 'user', content: 'Show me revenue trends' });
    const ended = await result;
    expect(ended?.chatId).toBeDefined();
    const done = await until(store, (view) => view.status === 'done');
    expect(done.chatId).toBe(ended?.chatId);
    expect(done.messages[0]).toMatchObject({ role: 'user', content: 'Show me revenue trends' });
    expect(done.answer?.role).toBe('assistant');
    expect(done.usage).toBeDefined();
  });

  it('answers one question at a time: a send while an answer streams does nothing', async () => {
    const slow = await start({ delayMs: 20 });
    const store = new ChatStore({ client: clientOf(slow) });
    shown(store);
    const first = store.send('first');
    expect(await store.send('second')).toBeUndefined();
    await first;
    const questions = slow.requests
      .filter((request) => request.path.endsWith('stream-chat-state'))
      .map((request) => (request.body as { input: string }).input);
    expect(questions).toEqual(['first']);
  });

  it('the next send continues the thread the answer named, the earlier turn kept', async () => {
    const store = new ChatStore({ client: clientOf(server) });
    shown(store);
    const first = await store.send('first');
    await store.send('second');
    const view = await until(
      store,
      (each) => each.status === 'done' && each.messages.filter((message) => message.role === 'user').length === 2,
    );
    expect(view.chatId).toBe(first?.chatId);
    expect(view.messages.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
      'first',
      'second',
    ]);
  });

  it('reset shows the idle view and forgets the thread', async () => {
    const store = new ChatStore({ client: clientOf(server) });
    shown(store);
    await store.send('first');
    store.reset();
    expect(store.getSnapshot()).toMatchObject({ messages: [], status: 'idle', chatId: undefined, answer: undefined });
  });

  it('stop while the client still loads: the question is never sent, the view says aborted', async () => {
    const store = new ChatStore({ url: server.url, auth: { token: FAKE_CHAT_TOKEN } });
    shown(store);
    const sent = store.send('never sent');
    expect(store.getSnapshot().status).toBe('connecting');
    await store.stop();
    expect(store.getSnapshot().status).toBe('aborted');
    expect(await sent).toBeUndefined();
    expect(server.requests.filter((request) => request.path.endsWith('stream-chat-state'))).toEqual([]);
  });

  it('options the client refuses are shown when mounted, before any send', async () => {
    const store = new ChatStore({ url: 'not a url', auth: { token: FAKE_CHAT_TOKEN } });
    shown(store);
    const view = await until(store, (each) => each.error !== undefined);
    expect(view.error?.code).toBe('INVALID_OPTIONS');
    expect(view.status).toBe('idle');
  });

  it('an answer left running when its component goes is remembered, and the next mount in that thread re-attaches to it', async () => {
    const slow = await start({ delayMs: 15 });
    const client = clientOf(slow);
    const store = new ChatStore({ client });
    const unmount = store.mount();
    void store.send('a long answer');
    const streaming = await until(store, (view) => view.chatId !== undefined && view.status === 'streaming');
    const chatId = streaming.chatId!;
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rememberedAnswer(chatId)).toMatch(/^\d{13,}-message$/);
    const again = new ChatStore({ client, chatId });
    shown(again);
    const done = await until(again, (view) => view.status === 'done');
    expect(done.answer?.role).toBe('assistant');
    expect(rememberedAnswer(chatId)).toBeUndefined();
  });
});
