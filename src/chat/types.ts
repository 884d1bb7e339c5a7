/**
 * The types of the chat API: inferred from the zod schemas of src/chat/schemas.ts (types only:
 * nothing here loads zod at run time), and the few the client builds from them (thread
 * messages, tool calls, the SQL result as exposed).
 *
 * @module
 */

import type * as z from 'zod/mini';
import type {
  CHAT_MESSAGE_SCHEMA,
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
  USER_ATTRIBUTE_SCHEMA,
} from './schemas.js';

/** A type without its index signature: its named fields only. */
type NamedFieldsOf<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/**
 * Identity and security data of the user, sent with API-key authentication (spec 2.4, 5.2, 8):
 * exactly one of `externalId` (lowercase, no spaces) and `internalId`; with `internalId`, no
 * `roles`, `userAttributes`, `groups` or `securityContext`.
 *
 * Its fields are the spec's, and only they type-check: a misspelt one (`userAttribute`) is a
 * compile error, where the service would ignore it and the user's row-level security with it.
 * A key the spec does not name yet is sent as given at run time (cast to pass it).
 */
export type SessionSettings = NamedFieldsOf<z.output<typeof SESSION_SETTINGS_SCHEMA>>;

/** An image sent with a question: `mimeType` (`image/png`…), `data` (base64) and an optional file `name`. */
export type ImageAttachment = z.output<typeof IMAGE_ATTACHMENT_SCHEMA>;

/**
 * What a run cost, from the `__usage__` frame (the reference): the distinct `models` it used, its
 * `llmCalls`, and its token counts, `totalTokens` being the sum of the other four. Every count is
 * there (0 when the service left it out). There is no cost in money.
 */
export type ChatUsage = {
  [K in keyof NamedFieldsOf<z.output<typeof CHAT_USAGE_SCHEMA>>]-?: NonNullable<z.output<typeof CHAT_USAGE_SCHEMA>[K]>;
};

/** A row-level-security attribute of the user: `{ name, value }`, `value` a string. */
export type UserAttribute = z.output<typeof USER_ATTRIBUTE_SCHEMA>;

/** One line of the chat stream, as sent (spec 2.5): a chat message or a state update. Unknown fields are kept. */
export type ChatStreamMessage = z.output<typeof CHAT_STREAM_MESSAGE_SCHEMA>;

/**
 * A message of the thread: the stream lines of one id merged (deltas appended, other fields
 * replaced), without `state` — that belongs to the special `__cutoff__` / `__state__` lines,
 * which are not messages. Unknown fields are kept.
 */
export type ChatMessage = z.output<typeof CHAT_MESSAGE_SCHEMA>;

/** Input of the `platformMeta` tool, the data-model search (spec 2.6). */
export type MetaInput = z.output<typeof META_INPUT_SCHEMA>;

/** Result of the `platformMeta` tool: the matching cubes and views (spec 2.6). */
export type MetaResult = z.output<typeof META_RESULT_SCHEMA>;

/** A cube or view of a {@link MetaResult}. */
export type MetaCube = z.output<typeof META_CUBE_SCHEMA>;

/** A member (dimension or measure) of a {@link MetaCube}. */
export type MetaMember = z.output<typeof META_MEMBER_SCHEMA>;

/** Input of the `platformSqlApi` tool: the SQL, what it is for, and the chart spec when there is one (spec 2.6). */
export type SqlInput = z.output<typeof SQL_INPUT_SCHEMA>;

/** A column of a {@link SqlResult}: `name` and `column_type` (`String`, `Double`, `Int64`…). */
export type SqlColumn = z.output<typeof SQL_COLUMN_SCHEMA>;

/**
 * Result of the `platformSqlApi` tool, as the client exposes it (spec 2.6): the result as sent,
 * plus `truncated`. `data` holds at most 100 rows by default; `truncated` is true when
 * `totalRows` is larger, and the full set is then for the regular data API (run `sqlQuery`).
 */
export type SqlResult = z.output<typeof SQL_RESULT_SCHEMA> & {
  /** `totalRows > data.length`: `data` holds only the first rows of the result. */
  truncated: boolean;
};

/** Where a tool call stands: `running` without a result, `done` with one, `failed` with a result `{ error }`. */
export type ToolStatus = 'running' | 'done' | 'failed';

/** What every {@link ToolCall} has, whatever the tool. */
interface ToolCallBase {
  /** The id of the stream message that carries the call (a call is sent twice under one id). */
  id: string;
  /** Where the call stands. */
  status: ToolStatus;
  /** The tool's error, as a message, when `status` is `failed`. */
  error?: string;
}

/** A call of `platformMeta`, the data-model search. */
export interface MetaToolCall extends ToolCallBase {
  /** The tool's name. */
  name: 'platformMeta';
  /** What the model asked the tool. */
  input: MetaInput;
  /** Present once `done`. */
  result?: MetaResult;
}

/** A call of `platformSqlApi`, the SQL run against the data model. */
export interface SqlToolCall extends ToolCallBase {
  /** The tool's name. */
  name: 'platformSqlApi';
  /** What the model asked the tool. */
  input: SqlInput;
  /** Present once `done`, with `truncated`. */
  result?: SqlResult;
}

/** A call of any other tool: its input and result parsed from JSON, nothing more known. */
export interface OtherToolCall extends ToolCallBase {
  /** The tool's name. */
  name: string;
  /** What the model asked the tool, as the service sent it. */
  input: unknown;
  /** The tool's answer, as the service sent it; present once `done`. */
  result?: unknown;
}

/**
 * A tool call of the agent, from the `toolCall` of a message (spec 2.6, 6.4): `input` and
 * `result` parsed from their JSON text. Text that does not parse is kept as the string it was,
 * so a misbehaving service can make `input` or `result` a string whatever the tool.
 *
 * `name` alone does not narrow this union in TypeScript (the `string` of {@link OtherToolCall}
 * includes every literal): use `isToolCall(call, 'platformSqlApi')`, or
 * `ToolCallNamed<'platformSqlApi'>`.
 */
export type ToolCall = MetaToolCall | SqlToolCall | OtherToolCall;

/** The names of the tools whose input and result the SDK types. */
export type KnownToolName = 'platformMeta' | 'platformSqlApi';

/** The call type of a known tool, by name: `ToolCallNamed<'platformSqlApi'>` is {@link SqlToolCall}. */
export type ToolCallNamed<N extends KnownToolName> = Extract<ToolCall, { name: N }>;
