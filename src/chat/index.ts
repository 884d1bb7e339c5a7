/**
 * `platform-embed/chat`: the chat API of the platform's analytics agent (spec 2.4–2.6, 4.2,
 * 6.4, 7, 8, and the service's reference) — stream an answer with its thinking, tool calls, SQL
 * results, charts and usage, re-attach after a dropped connection or a suspension without
 * losing or repeating a message, read a thread, and abort; `createChatStore` keeps a conversation
 * (its turns, as they stream) for any framework. Runs in browsers (with a deployment
 * token) and in Node 18+ (with a token or an API key).
 *
 * @module
 */

export type { ApiErrorCode, ApiErrorOptions } from '../http/api-error.js';
export { API_ERROR_CODES, ApiError } from '../http/api-error.js';
export { finalAnswer, isToolCall, sqlChartSpec, sqlRows, toolCallOf } from './answer.js';
export type { ChatAuth, ChatClient, ChatClientOptions, ChatThread, ChatUrl, SendOptions } from './client.js';
export { createChatClient } from './client.js';
export type { ChatResult, ChatRun, ChatRunEvents, ChatRunStatus } from './run.js';
export { createChatStore } from './store/create.js';
export type {
  ChatStore,
  ChatStoreActions,
  ChatStoreOptions,
  ChatStoreSendOptions,
  ChatStoreSnapshot,
  ChatStoreStatus,
  ChatStoreThreadOption,
  ChatTurn,
  ChatTurnStatus,
} from './store/types.js';
export type * from './types.js';
