/**
 * The types of `createChatStore`: its options (client options or a client, not both), its
 * snapshot's `turns`, and `useChat`'s result built on the same shapes (one definition of each).
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  type ApiError,
  type ChatClient,
  type ChatMessage,
  type ChatStore,
  type ChatStoreSnapshot,
  type ChatTurn,
  type ChatUsage,
  createChatStore,
  type ToolCall,
} from '../../../src/chat/index.js';
import type { UseChatResult, UseChatStatus } from '../../../src/react/index.js';

declare const client: ChatClient;
const url = 'https://chat.example.com/api/v1/public/acme/agents/a/chat/stream-chat-state';

describe('createChatStore types', () => {
  it('takes client options or a client, with a chatId; not both', () => {
    // Type-checked, never called: there is no service to talk to here.
    void (() => {
      expectTypeOf(createChatStore({ url, auth: { token: 'jwt' }, chatId: 'c' })).toEqualTypeOf<ChatStore>();
      createChatStore({ client, chatId: 'c' });
      // @ts-expect-error a client and the client's options
      createChatStore({ client, url, auth: { token: 'jwt' } });
      // @ts-expect-error the thread is chatId
      createChatStore({ client, threadId: 'c' });
    });
  });

  it('types each turn’s fields', () => {
    expectTypeOf<ChatStoreSnapshot['turns']>().toEqualTypeOf<readonly ChatTurn[]>();
    expectTypeOf<ChatTurn['question']>().toEqualTypeOf<string>();
    expectTypeOf<ChatTurn['messages']>().toEqualTypeOf<readonly ChatMessage[]>();
    expectTypeOf<ChatTurn['thinking']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ChatTurn['toolCalls']>().toEqualTypeOf<readonly ToolCall[]>();
    expectTypeOf<ChatTurn['usage']>().toEqualTypeOf<ChatUsage | undefined>();
    expectTypeOf<ChatTurn['error']>().toEqualTypeOf<ApiError | undefined>();
    expectTypeOf<ChatTurn['abortedBy']>().toEqualTypeOf<'client' | 'service' | undefined>();
    expectTypeOf<ChatTurn['status']>().toEqualTypeOf<
      'connecting' | 'streaming' | 'reconnecting' | 'done' | 'aborted' | 'failed'
    >();
  });

  it('useChat returns the same snapshot shapes', () => {
    expectTypeOf<UseChatResult['turns']>().toEqualTypeOf<ChatStoreSnapshot['turns']>();
    expectTypeOf<UseChatStatus>().toEqualTypeOf<ChatStoreSnapshot['status']>();
    expectTypeOf<Omit<UseChatResult, 'send' | 'stop' | 'reset'>>().toEqualTypeOf<ChatStoreSnapshot>();
  });
});
