/**
 * The answers a page left running, where `useChat`'s tests and earlier imports find them: they
 * live with the chat store, in src/chat/store/remembered-answers.ts.
 *
 * @module
 * @internal
 */

export { forgetAnswer, rememberAnswer, rememberedAnswer, STORAGE_PREFIX } from '../chat/store/remembered-answers.js';
