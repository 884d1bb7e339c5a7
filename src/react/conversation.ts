/**
 * What the chat store shows across turns, where `useChat`'s tests and earlier imports find it: it
 * lives with the store, in src/chat/store/conversation.ts.
 *
 * @module
 * @internal
 */

export { conversation, conversationCalls } from '../chat/store/conversation.js';
