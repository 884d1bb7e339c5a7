// @vitest-environment node
/**
 * `createChatStore` in Node against the fake chat server over real HTTP: its options (a client
 * made of the client's options, or one given), subscribe/unsubscribe, destroy (no listener told
 * again, sends refused), and options refused naming the field. What the store does with its
 * turns, runs and history: test/chat/store/store.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { type ChatClient, type ChatStoreOptions, createChatStore } from '../../../src/chat/index.js';
import { FAKE_CHAT_TOKEN } from '../../../src/testing/servers/index.js';
import { fakeChatPerTest } from '../../support/fake-chat-per-test.js';
import { clientOf, STORE_ANSWERS } from './fake-chat.js';

const start = fakeChatPerTest({ answers: STORE_ANSWERS });

describe('createChatStore', () => {
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
    const refusal = (field: string) =>
      expect.objectContaining({ name: 'ApiError', code: 'INVALID_OPTIONS', message: expect.stringContaining(field) });
    for (const options of [undefined, null, 'options', [], 42]) {
      expect(() => createChatStore(options as unknown as ChatStoreOptions)).toThrow(refusal('options'));
    }
    expect(() => createChatStore({ url: 'not a url', auth: { token: FAKE_CHAT_TOKEN } })).toThrow(refusal('url'));
    for (const client of [{}, null, 'client', { send: 'no function' }]) {
      expect(() => createChatStore({ client: client as unknown as ChatClient })).toThrow(refusal('client'));
    }
    for (const chatId of ['', 42, null, {}]) {
      expect(() => createChatStore({ client: clientOf(s), chatId: chatId as unknown as string })).toThrow(
        refusal('chatId'),
      );
    }
    expect(() => createChatStore({ client: clientOf(s), chatId: '' })).toThrow(
      /expected the id of a thread \(a non-empty string\)/,
    );
  });
});
