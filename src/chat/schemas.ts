/**
 * The zod schemas of the chat API (spec 2.4–2.6, 4.2, 8): the request body, the stream line,
 * and the tools' inputs and results. They are the single source of truth of the chat types:
 * src/chat/types.ts infers its types from them (`import type` only), the line validator is
 * generated from the stream line's (scripts/chat-codegen.ts, into src/chat/generated.ts), and
 * `platform-embed/schemas` exports those of a stream line, the session settings and the tools
 * for servers and tools that validate with zod (the request bodies' stay internal).
 *
 * zod runs here only: no browser entry imports this module at run time.
 *
 * What the service sends is read leniently: every object it sends is open (unknown fields are
 * kept, so a field the service adds tomorrow reaches the caller), and a field is optional
 * unless the spec shows it on every message. What the SDK sends is held to the spec's rules.
 *
 * @module
 * @internal
 */

import * as z from 'zod/mini';
import { isExternalId, MESSAGE_ID, NOT_WITH_INTERNAL_ID } from './rules.js';

const text = z.string();
const maybeText = z.optional(text);
/** A name or id: never empty. */
const name = text.check(z.minLength(1, 'a non-empty string'));
const maybeFlag = z.optional(z.boolean());

// ---- The request (spec 2.4, 4.2, 8) -------------------------------------------------------------

/** One row-level-security attribute of a user (spec 2.4): `name` as configured in the admin area. */
export const USER_ATTRIBUTE_SCHEMA = /* @__PURE__ */ z.object({
  name,
  /** The user's value of the attribute: of any type the session call takes (as the attribute's type is), or `null`. */
  value: z.optional(z.nullable(z.union([text, z.number(), z.boolean(), z.array(text), z.array(z.number())]))),
});

/**
 * Identity and security data of the user (spec 2.4 and the reference), sent with API-key
 * authentication (spec 5.2). Exactly one of `externalId` / `internalId`; with `internalId` the
 * internal user's own permissions apply, so `roles`, `userAttributes`, `groups`,
 * `securityContext` and `publicDashboardId` are refused. Open: a key the service adds tomorrow
 * passes.
 */
export const SESSION_SETTINGS_SCHEMA = /* @__PURE__ */ z
  .looseObject({
    /** Unique id of an external user: lowercase, no spaces. */
    externalId: z.optional(text.check(z.refine(isExternalId, 'a lowercase id without spaces'))),
    /** Email address of an existing internal user. */
    internalId: z.optional(name),
    /** Email of the user. */
    email: maybeText,
    /** Row-level-security attributes, `userAttributes.<name>` in access policies. */
    userAttributes: z.optional(z.array(USER_ATTRIBUTE_SCHEMA)),
    /** Group names of the user. */
    groups: z.optional(z.array(text)),
    /** Custom security context passed to data queries. */
    securityContext: z.optional(z.record(text, z.unknown())),
    /** Role names of the user. */
    roles: z.optional(z.array(text)),
    /** The public id of a dashboard the chat is about. */
    publicDashboardId: maybeText,
    /** `false` makes a user created through the API permanent (spec 8); users are ephemeral by default. */
    isEphemeral: maybeFlag,
    /** Lifetime of an ephemeral user, in seconds (spec 8; default one week). */
    ephemeralTtlSeconds: z.optional(z.number()),
  })
  .check(
    z.superRefine((settings, context) => {
      const external = settings.externalId !== undefined;
      const internal = settings.internalId !== undefined;
      if (external === internal) {
        context.issues.push({
          code: 'custom',
          message: 'exactly one of externalId and internalId',
          path: [],
          input: settings,
        });
      }
      if (internal) {
        for (const name of NOT_WITH_INTERNAL_ID) {
          const value = (settings as Record<string, unknown>)[name];
          if (value !== undefined)
            context.issues.push({ code: 'custom', message: 'nothing with internalId', path: [name], input: value });
        }
      }
    }),
  );

/** An image sent with a question (the reference's image attachment): its type and its data, base64. */
export const IMAGE_ATTACHMENT_SCHEMA = /* @__PURE__ */ z.object({
  /** The image's media type, e.g. `image/png`. */
  mimeType: name,
  /** The image's bytes, base64-encoded. */
  data: name,
  /** A file name, shown to the agent. */
  name: maybeText,
});

/** The body of a chat request (spec 2.4): a new message, or, without `input`, a request for the thread's state. */
export const CHAT_REQUEST_SCHEMA = /* @__PURE__ */ z.object({
  /** The user's message; omitted, the response is the current state of the thread `chatId`. */
  input: maybeText,
  /** The thread: the `state.chatId` of its `__cutoff__` message; omitted, a new thread is created. */
  chatId: maybeText,
  /** `<timestamp>-message`: the id of the user message, for idempotency (spec 4.2). */
  messageId: z.optional(text.check(z.regex(MESSAGE_ID, 'a message id such as "1718000000000-message"'))),
  /** Required with API-key authentication, ignored with a token (spec 5.2). */
  sessionSettings: z.optional(SESSION_SETTINGS_SCHEMA),
  /** Development branch to run queries against instead of the main branch. */
  activeBranchName: maybeText,
  /** Whether `activeBranchName` names the default branch. */
  isDefaultBranch: maybeFlag,
  /** Images sent with the question. */
  images: z.optional(z.array(IMAGE_ATTACHMENT_SCHEMA)),
  /** Whether the agent may author in the workspace (create or change its content) for this question. */
  allowChatWorkspaceAuthoring: maybeFlag,
});

/** The body of an abort request (spec 4.2): the thread, and with API-key authentication the user. */
export const CHAT_ABORT_REQUEST_SCHEMA = /* @__PURE__ */ z.object({
  chatId: text,
  sessionSettings: z.optional(z.looseObject({ externalId: maybeText })),
});

// ---- The stream (spec 2.5, 6.4) -----------------------------------------------------------------

/** `toolCall` of a stream line (spec 2.5, 2.6): the tool's name, its input and, once complete, its result, both JSON text. */
export const TOOL_CALL_FIELD_SCHEMA = /* @__PURE__ */ z.looseObject({
  /** The tool's name: `platformMeta`, `platformSqlApi` or another. */
  name: text,
  /** The tool's parameters, as JSON text. */
  input: maybeText,
  /** The tool's result, as JSON text; present only once the call is complete. */
  result: maybeText,
});

/**
 * `state` of a stream line (spec 2.5, the reference): on `__cutoff__` the thread's `chatId`,
 * whether it is `isStreaming`, and, when a suspended turn is pending, `suspended.messageId`; on
 * `__state__` the thread's messages — an array or the JSON text of one, of stream lines or of
 * LangChain-serialized messages, read leniently by the merge (an item of an unknown shape is
 * skipped).
 */
export const STREAM_STATE_SCHEMA = /* @__PURE__ */ z.looseObject({
  /** On `__cutoff__`: whether the answer is still being generated. */
  isStreaming: maybeFlag,
  /** On `__cutoff__`: the thread's id, to continue it or re-attach to it. */
  chatId: maybeText,
  /** On `__cutoff__`: the suspended turn, when one is pending. */
  suspended: z.optional(
    z.looseObject({
      /** The suspended turn's user message id: re-attaching with it resumes the turn. */
      messageId: maybeText,
    }),
  ),
  /** On `__state__`: the thread's messages, an array or its JSON text. */
  messages: z.optional(z.unknown()),
});

/**
 * `usage` of the `__usage__` frame (the reference): the models the run used, and its model calls
 * and token counts. `totalTokens` is the sum of the four token counts; there is no cost.
 */
export const CHAT_USAGE_SCHEMA = /* @__PURE__ */ z.looseObject({
  /** The distinct models of the run's model calls. */
  models: z.optional(z.array(text)),
  /** How many model calls the run made. */
  llmCalls: z.optional(z.number()),
  /** Input tokens of the model calls. */
  inputTokens: z.optional(z.number()),
  /** Output tokens of the model calls. */
  outputTokens: z.optional(z.number()),
  /** Tokens written to the prompt cache. */
  cacheWriteTokens: z.optional(z.number()),
  /** Tokens read from the prompt cache. */
  cacheReadTokens: z.optional(z.number()),
  /** The sum of the four token counts. */
  totalTokens: z.optional(z.number()),
});

/** The fields of a chat message (spec 2.5): shared by the stream line and the thread message. */
const MESSAGE_FIELDS = {
  /** Message id; `__cutoff__`, `__state__` (and any other `__…__`) are special. */
  id: text,
  /** `user` or `assistant`; other values are kept as sent. */
  role: maybeText,
  /** Message text, streamed in deltas for assistant messages. */
  content: maybeText,
  /** The agent's reasoning. */
  thinking: maybeText,
  /** The tool call the message carries, if any. */
  toolCall: z.optional(TOOL_CALL_FIELD_SCHEMA),
  /** The node of the agent graph that produced the message; `final` first marks the final answer. */
  graphPath: z.optional(z.array(text)),
  /** An incremental update: `content` and `thinking` are appended to the message of that id. */
  isDelta: maybeFlag,
  /** The message is still being generated. */
  isInProcess: maybeFlag,
  /** The message is the agent's structured answer rather than free text. */
  isStructuredResponse: maybeFlag,
  /** Ordering sequence number. */
  sort: z.optional(z.number()),
};

/** A message of a thread, as merged from the stream or read from `__state__` (spec 2.5): a stream line without its `state`. */
export const CHAT_MESSAGE_SCHEMA = /* @__PURE__ */ z.looseObject(MESSAGE_FIELDS);

/**
 * One line of the chat stream (spec 2.5, the reference): a chat message, a state update, or a
 * terminal frame. Only `id` is required. The frames' own fields: `type` (`abort`, `suspend`,
 * `usage`), `code` (`chat_aborted`, `chat_suspended`), `retryable` and `messageId` (of the
 * suspended turn) on `__aborted__` / `__suspended__`, `usage` on `__usage__`; their `error`
 * text is read leniently, as an unknown field.
 */
export const CHAT_STREAM_MESSAGE_SCHEMA = /* @__PURE__ */ z.looseObject({
  ...MESSAGE_FIELDS,
  /** On `__cutoff__` and `__state__`: the thread's state. */
  state: z.optional(STREAM_STATE_SCHEMA),
  /** On a terminal frame: `abort`, `suspend` or `usage`. */
  type: maybeText,
  /** On `__aborted__` and `__suspended__`: `chat_aborted` or `chat_suspended`. */
  code: maybeText,
  /** On `__aborted__` and `__suspended__`: whether the service says the turn may be tried again. */
  retryable: maybeFlag,
  /** On `__suspended__`: the suspended turn's user message id. */
  messageId: maybeText,
  /** On `__usage__`: the run's model calls and tokens. */
  usage: z.optional(CHAT_USAGE_SCHEMA),
});

// ---- The tools (spec 2.6) -----------------------------------------------------------------------
// Their inputs and results arrive as JSON text inside `toolCall`. Read leniently: open objects,
// and a field optional unless the spec shows it on every call. A failed call's result is
// `{ error }` instead (spec 2.6, 7), which these schemas do not describe.

/** Input of `platformMeta`, the data-model search. */
export const META_INPUT_SCHEMA = /* @__PURE__ */ z.looseObject({
  /** What to search the data model for. */
  searchQuery: text,
});

/** A member of a cube or view in a `platformMeta` result. */
export const META_MEMBER_SCHEMA = /* @__PURE__ */ z.looseObject({
  /** Fully qualified name, e.g. `orders.count`. */
  name: text,
  /** Display title. */
  title: text,
  /** Description, as the data model has it. */
  description: text,
  /** Values seen: `string`, `number`, `time`, `boolean`. */
  type: text,
  /** Values seen: `count`, `sum`; on measures only. */
  aggType: maybeText,
});

/** A cube or view in a `platformMeta` result. */
export const META_CUBE_SCHEMA = /* @__PURE__ */ z.looseObject({
  /** Name, e.g. `orders`. */
  name: text,
  /** For example `view`. */
  type: text,
  /** Display title. */
  title: text,
  /** Its measures and dimensions that matched. */
  members: z.array(META_MEMBER_SCHEMA),
});

/** Result of `platformMeta`: the matching cubes and views, and the query used. */
export const META_RESULT_SCHEMA = /* @__PURE__ */ z.looseObject({
  /** The cubes and views that matched. */
  cubes: z.array(META_CUBE_SCHEMA),
  /** The search query used. */
  searchQuery: text,
});

/**
 * Input of `platformSqlApi`, the SQL run against the data model. Only `sqlQuery` is sure to be
 * there; the rest describe it, and `vegaSpec` comes when a chart is generated.
 */
export const SQL_INPUT_SCHEMA = /* @__PURE__ */ z.looseObject({
  /** The SQL to run. */
  sqlQuery: text,
  /** A short title of the query. */
  queryTitle: maybeText,
  /** What the query computes. */
  description: maybeText,
  /** The user's request the query answers. */
  userRequest: maybeText,
  /** Reference to earlier analysis context. */
  memoryId: maybeText,
  /** A Vega-Lite v5 spec, as JSON text. */
  vegaSpec: maybeText,
});

/** A column of a `platformSqlApi` result. */
export const SQL_COLUMN_SCHEMA = /* @__PURE__ */ z.looseObject({
  /** Column name. */
  name: text,
  /** Values seen: `String`, `Double`, `Int64`. */
  column_type: text,
});

/**
 * Result of `platformSqlApi`. The echo of the input follows the input: `sqlQuery` always,
 * `queryTitle`, `description` and `userRequest` when they were given. `data` holds at most 100
 * rows by default (spec 2.6, 8); `totalRows` counts them all, and the full set is for the regular
 * data API. `vegaSpec` holds no data: render it with `data` (see `sqlChartSpec`).
 */
export const SQL_RESULT_SCHEMA = /* @__PURE__ */ z.looseObject({
  /** The SQL that ran. */
  sqlQuery: text,
  /** The input's `queryTitle`, when given. */
  queryTitle: maybeText,
  /** The input's `description`, when given. */
  description: maybeText,
  /** The input's `userRequest`, when given. */
  userRequest: maybeText,
  /** The columns, in the order of each row's values. */
  schema: z.array(SQL_COLUMN_SCHEMA),
  /** Rows as value arrays in the order of `schema`, or (newer results) as objects keyed by column name. */
  data: z.array(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
  /** How many rows the result has in all (`data` may hold fewer). */
  totalRows: z.number(),
  /** Id of this result. */
  uuid: maybeText,
  /** A Vega-Lite v5 spec without data, as JSON text. */
  vegaSpec: maybeText,
});
