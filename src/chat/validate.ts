/**
 * Validation of one chat stream line (spec 2.5): the validator generated ahead of time from
 * `CHAT_STREAM_MESSAGE_SCHEMA` (src/chat/schemas.ts) by `npm run generate`
 * (scripts/chat-codegen.ts, into src/chat/generated.ts), so the browser carries no zod. A
 * property test holds it to the schema (test/chat/validate.test.ts).
 *
 * @module
 * @internal
 */

export { validateChatStreamMessage } from './generated.js';
