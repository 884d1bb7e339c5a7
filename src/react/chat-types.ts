/**
 * The public types of `useChat`: those of the chat store it is built on (`createChatStore` of
 * `platform-embed/chat`), under the names `platform-embed/react` has exported since 0.3.
 *
 * @module
 */

import type {
  ChatStoreActions,
  ChatStoreOptions,
  ChatStoreSendOptions,
  ChatStoreSnapshot,
  ChatStoreStatus,
} from '../chat/store/types.js';

/**
 * Options of `useChat`: the options of `createChatClient` (the hook creates its client, once,
 * from the options of its first render), or a `client` of your own — and, either way, the
 * thread to continue (`chatId`, read at mount: a running answer of it is re-attached, else its
 * history is loaded). The same as `createChatStore`'s.
 */
export type UseChatOptions = ChatStoreOptions;

/** Options of `useChat().send`: those of `ChatClient.send` but the thread, which the hook keeps (`reset()` starts a new one). */
export type UseChatSendOptions = ChatStoreSendOptions;

/** Where the chat stands: see `ChatStoreStatus` of `platform-embed/chat`. */
export type UseChatStatus = ChatStoreStatus;

/**
 * What `useChat` returns: the chat store's snapshot — the conversation as it streams, its
 * `turns` — and the calls that drive it (see `ChatStoreSnapshot` and `ChatStoreActions` of
 * `platform-embed/chat`).
 */
export interface UseChatResult extends ChatStoreSnapshot, ChatStoreActions {}
