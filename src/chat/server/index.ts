/**
 * `platform-embed/chat/server`: the chat API for browsers through your own server, which keeps
 * the API key and names the user — `createChatProxy`, a standard `Request → Response` handler
 * (a Next.js route handler as it is), and `toNodeHandler` for Node's `http`. Server only: no
 * browser may create it. The browser's side is `createChatClient({ url: '/api/chat', auth: { proxy: true } })`
 * of `platform-embed/chat`.
 *
 * @module
 */

export type { ApiErrorCode, ApiErrorOptions } from '../../http/api-error.js';
export { API_ERROR_CODES, ApiError } from '../../http/api-error.js';
export type { SessionSettings } from '../types.js';
export type { NodeHandlerOptions, NodeRequest, NodeResponse } from './node.js';
export { toNodeHandler } from './node.js';
export type { ChatBranch, ChatProxyHandler, ChatProxyOptions } from './proxy.js';
export { createChatProxy } from './proxy.js';
