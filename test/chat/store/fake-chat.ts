/** What the store's tests ask the fake chat server, and the client they ask it with. */
import { type ChatClient, createChatClient } from '../../../src/chat/index.js';
import { FAKE_CHAT_TOKEN, type FakeChatServer } from '../../../src/testing/servers/index.js';

/** The scripted answers: one with thinking and a tool call, a plain one, and one that fails. */
export const STORE_ANSWERS = {
  'Revenue?': {
    text: 'North leads.',
    thinking: 'Look at revenue by region.',
    toolCalls: [{ name: 'platformMeta', input: { searchQuery: 'revenue' }, result: { cubes: [] } }],
  },
  'And East?': 'East shrank.',
  'Broken?': { text: 'never', error: 'the model failed' },
};

/** A client of the fake server `s`, without reconnecting (a test's failure shows at once). */
export const clientOf = (s: FakeChatServer): ChatClient =>
  createChatClient({ url: s.url, auth: { token: FAKE_CHAT_TOKEN }, reconnect: false });
