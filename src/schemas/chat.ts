/**
 * The zod schemas of the chat API (spec 2.4–2.6, 4.2, 8), for servers and tools
 * that validate with zod what the chat API sends and takes: a stream line, the user's session
 * settings, and the tools' inputs and results. They are the source the chat types derive from;
 * the SDK's own stream validator is held to `CHAT_STREAM_MESSAGE_SCHEMA` by a property test.
 * The schemas of their parts are their fields (`CHAT_STREAM_MESSAGE_SCHEMA.shape.usage`,
 * `SQL_RESULT_SCHEMA.shape.schema`); the request bodies the SDK sends are its own business (a
 * server that forwards the browser's calls uses `createChatProxy` of `platform-embed/chat/server`,
 * which checks them).
 *
 * What the service sends is read leniently: every such object is open (unknown fields kept) and
 * a field is optional unless the spec shows it on every message. A tool's `input` and `result`
 * arrive as JSON text inside `toolCall`: parse them, then validate with the tool's schema.
 *
 * @example
 * ```ts
 * import * as z from 'zod/mini';
 * import { CHAT_STREAM_MESSAGE_SCHEMA, SQL_RESULT_SCHEMA } from 'platform-embed/schemas';
 *
 * const line = z.parse(CHAT_STREAM_MESSAGE_SCHEMA, JSON.parse(text));
 * if (line.toolCall?.name === 'platformSqlApi' && line.toolCall.result) z.parse(SQL_RESULT_SCHEMA, JSON.parse(line.toolCall.result));
 * ```
 *
 * @module
 */

export {
  CHAT_STREAM_MESSAGE_SCHEMA,
  META_INPUT_SCHEMA,
  META_RESULT_SCHEMA,
  SESSION_SETTINGS_SCHEMA,
  SQL_INPUT_SCHEMA,
  SQL_RESULT_SCHEMA,
} from '../chat/schemas.js';
