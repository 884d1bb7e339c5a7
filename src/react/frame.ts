/**
 * The frame scheduler of the chat store, where `useChat`'s tests and earlier imports find it: it
 * lives with the store, in src/chat/store/frame.ts.
 *
 * @module
 * @internal
 */

export { FALLBACK_FRAME_MS, type FrameScheduler, frameScheduler } from '../chat/store/frame.js';
