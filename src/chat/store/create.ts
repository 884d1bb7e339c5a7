/**
 * `createChatStore`: the chat store for any framework — Vue, Svelte, Angular, a plain page.
 *
 * @module
 */

import { refuseApiOption } from '../../http/refuse.js';
import { ownOptions } from '../../internal/checks.js';
import { type ChatClient, type ChatClientOptions, createChatClient } from '../client.js';
import { ConversationStore } from './store.js';
import type { ChatStore, ChatStoreOptions } from './types.js';

/**
 * A conversation with the agent, for any framework: `subscribe` to it, read `getSnapshot()`
 * (replaced whole on every change; unchanged messages and turns keep their identity), and drive it
 * with `send`, `stop` and `reset`. `useChat` of `platform-embed/react` is built on it.
 *
 * - **The client.** Given the options of `createChatClient`, the store creates its client (an
 *   option it refuses throws here, `INVALID_OPTIONS`); or pass `{ client }`, a client of your own.
 * - **The thread.** With a `chatId`, the store starts at once: it re-attaches to an answer of
 *   that thread left running by a store let go earlier in this tab (remembered in memory and in
 *   `sessionStorage`), or else loads the thread's history (`getThread`) into `messages` and
 *   `turns`, tool calls included — `status` is `loading` until then, `failed` with `error` when
 *   the read fails. `send` is refused while it loads (it resolves undefined and sends nothing).
 * - **Turns.** `turns` holds one entry per question, each with its own status, usage, tool calls,
 *   error and `abortedBy`: an earlier answer keeps them when the next question is asked.
 * - **Updates.** While an answer streams, listeners are told at most once per animation frame
 *   (a 16 ms timer where there is none, as in Node); a `send`, a `stop`, a `reset` and the end of an
 *   answer at once.
 * - **`destroy()`** detaches a running answer (it goes on at the service, and a later store with
 *   its `chatId` re-attaches to it) and drops the listeners.
 *
 * @example A plain page
 * ```ts
 * import { createChatStore } from 'platform-embed/chat';
 *
 * const chat = createChatStore({ url: '/api/chat', auth: { proxy: true } });
 * chat.subscribe(() => {
 *   const { turns, status } = chat.getSnapshot();
 *   console.log(status, turns.map((turn) => `${turn.question} → ${turn.answer?.content ?? '…'}`));
 * });
 * await chat.send('Show me revenue trends');
 * chat.destroy();
 * ```
 * @throws {@link ApiError} `INVALID_OPTIONS` for options that are not an object, a `client` that is
 * no client, a `chatId` that is not a non-empty string, or client options `createChatClient` refuses.
 */
export function createChatStore(options: ChatStoreOptions): ChatStore {
  const own = ownOptions(options, 'options', refuseApiOption);
  const { client, chatId, ...clientOptions } = own;
  if (chatId !== undefined && (typeof chatId !== 'string' || chatId === ''))
    refuseApiOption('chatId', 'the id of a thread (a non-empty string), or undefined', chatId);
  if (
    client !== undefined &&
    (typeof client !== 'object' || client === null || typeof (client as ChatClient).send !== 'function')
  ) {
    refuseApiOption('client', 'a ChatClient (from createChatClient)', client);
  }
  const store = new ConversationStore(
    client === undefined ? createChatClient(clientOptions as ChatClientOptions) : (client as ChatClient),
    chatId as string | undefined,
  );
  let destroyed = false;
  store.connect();
  return {
    subscribe: (listener) => (destroyed ? () => undefined : store.subscribe(listener)),
    getSnapshot: store.getSnapshot,
    send: (input, sendOptions) => (destroyed ? Promise.resolve(undefined) : store.send(input, sendOptions)),
    stop: store.stop,
    reset: store.reset,
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      store.destroy();
    },
  };
}
