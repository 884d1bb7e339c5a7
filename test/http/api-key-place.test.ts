/**
 * "No API key in a browser", where users meet it: the chat client with `apiKey`, the
 * management client with `apiKey` and `createChatProxy`, in each kind of global scope
 * (simulated: test/support/global-scopes.ts). A page and every browser worker refuse the key
 * (`INVALID_OPTIONS`, the key never shown); the server runtimes — workerd and Vercel Edge
 * included, which 0.3 took for browsers — take it. Nothing is sent to build a client.
 */
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../src/api/index.js';
import { createChatClient } from '../../src/chat/index.js';
import { createChatProxy } from '../../src/chat/server/index.js';
import { expectApiError } from '../support/expect-api-error.js';
import { BROWSER_SCOPES, inScope, SERVER_SCOPES } from '../support/global-scopes.js';

const KEY = 'pk_live_0123456789abcdef';
const CHAT_URL = 'https://chat.example.com/api/v1/public/acme/agents/agent-1/chat/stream-chat-state';
const refusingFetch = (async () => {
  throw new Error('nothing is sent to build a client');
}) as typeof fetch;

/** The three ways a key is handed to the SDK, each building what it builds. */
const WITH_A_KEY = {
  'the chat client': () =>
    createChatClient({
      url: CHAT_URL,
      auth: { apiKey: KEY, sessionSettings: { externalId: 'alice' } },
      fetch: refusingFetch,
    }),
  'the management client': () =>
    createPlatformClient({ baseUrl: 'https://api.example.com', apiKey: KEY, fetch: refusingFetch }),
  createChatProxy: () =>
    createChatProxy({
      url: CHAT_URL,
      apiKey: KEY,
      sessionSettings: () => ({ externalId: 'alice' }),
      fetch: refusingFetch,
    }),
};
const USES = Object.keys(WITH_A_KEY) as Array<keyof typeof WITH_A_KEY>;

describe('an API key in each kind of global scope', () => {
  describe.each(BROWSER_SCOPES)('refused in a browser context: %s', (kind) => {
    it.each(USES)('%s: INVALID_OPTIONS, the key not shown', (use) => {
      inScope(kind);
      const error = expectApiError(WITH_A_KEY[use], 'INVALID_OPTIONS');
      expect(error.message).toMatch(/browser/);
      expect(error.message).not.toContain(KEY);
    });
  });

  describe.each(SERVER_SCOPES)('taken in a server runtime: %s', (kind) => {
    it.each(USES)('%s', (use) => {
      inScope(kind);
      expect(WITH_A_KEY[use]).not.toThrow();
    });
  });
});
