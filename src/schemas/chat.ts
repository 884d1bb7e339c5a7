/**
 * The zod schemas of the chat API (spec 2.4–2.6, 4.2, 8), for servers and tools that validate
 * with zod: the request bodies the SDK sends (held to the spec's rules: the `messageId` format,
 * exactly one of `externalId` / `internalId`…), the stream line it reads, and the tools' inputs
 * and results. They are the source the chat types derive from; the SDK's own stream validator is
 * held to `CHAT_STREAM_MESSAGE_SCHEMA` by a property test.
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
  CHAT_ABORT_REQUEST_SCHEMA,
  CHAT_MESSAGE_SCHEMA,
  CHAT_REQUEST_SCHEMA,
  CHAT_STREAM_MESSAGE_SCHEMA,
  CHAT_USAGE_SCHEMA,
  IMAGE_ATTACHMENT_SCHEMA,
  META_CUBE_SCHEMA,
  META_INPUT_SCHEMA,
  META_MEMBER_SCHEMA,
  META_RESULT_SCHEMA,
  SESSION_SETTINGS_SCHEMA,
  SQL_COLUMN_SCHEMA,
  SQL_INPUT_SCHEMA,
  SQL_RESULT_SCHEMA,
  STREAM_STATE_SCHEMA,
  TOOL_CALL_FIELD_SCHEMA,
  USER_ATTRIBUTE_SCHEMA,
} from '../chat/schemas.js';
