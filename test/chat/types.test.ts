/**
 * Type tests of the chat types: checked by `tsc` in `npm run typecheck` (a wrong type or a
 * stale `@ts-expect-error` fails it); the `it` blocks only make vitest list them.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { finalAnswer, isToolCall, sqlChartSpec, sqlRows, toolCallOf } from '../../src/chat/answer.js';
import type {
  ChatClient,
  ChatClientOptions,
  ChatResult,
  ChatRun,
  ChatRunEvents,
  ChatThread,
  ChatUrl,
  ChatUsage,
  ImageAttachment,
  SendOptions,
} from '../../src/chat/index.js';
import type { CHAT_STREAM_MESSAGE_SCHEMA, SQL_RESULT_SCHEMA } from '../../src/chat/schemas.js';
import { type ReadChatStreamOptions, readChatStream } from '../../src/chat/stream.js';
import { mergeChatMessage } from '../../src/chat/thread-builder.js';
import type {
  ChatMessage,
  ChatStreamMessage,
  MetaInput,
  MetaResult,
  MetaToolCall,
  OtherToolCall,
  SessionSettings,
  SqlInput,
  SqlResult,
  SqlToolCall,
  ToolCall,
  ToolCallNamed,
  ToolStatus,
} from '../../src/chat/types.js';
import type { ApiErrorCode } from '../../src/http/api-error.js';

const call = { id: 't1', name: 'chartTool', status: 'running', input: undefined } as ToolCall;

describe('ToolCall', () => {
  it('narrows to the call of a known tool with isToolCall', () => {
    if (isToolCall(call, 'platformSqlApi')) {
      expectTypeOf(call).toEqualTypeOf<SqlToolCall>();
      expectTypeOf(call.input).toEqualTypeOf<SqlInput>();
      expectTypeOf(call.result).toEqualTypeOf<SqlResult | undefined>();
      expectTypeOf(call.input.sqlQuery).toEqualTypeOf<string>();
      expectTypeOf(call.input.vegaSpec).toEqualTypeOf<string | undefined>();
    }
    if (isToolCall(call, 'platformMeta')) {
      expectTypeOf(call).toEqualTypeOf<MetaToolCall>();
      expectTypeOf(call.input).toEqualTypeOf<MetaInput>();
      expectTypeOf(call.input.searchQuery).toEqualTypeOf<string>();
      expectTypeOf(call.result).toEqualTypeOf<MetaResult | undefined>();
    }
    // @ts-expect-error: only the known tools have a type of their own
    isToolCall(call, 'chartTool');
  });

  it('by name at the type level', () => {
    expectTypeOf<ToolCallNamed<'platformSqlApi'>>().toEqualTypeOf<SqlToolCall>();
    expectTypeOf<ToolCallNamed<'platformMeta'>>().toEqualTypeOf<MetaToolCall>();
  });

  it('a name check alone keeps the call of any other tool, whose name is any string', () => {
    if (call.name === 'platformSqlApi') expectTypeOf(call).toEqualTypeOf<SqlToolCall | OtherToolCall>();
    if (call.name === 'chartTool') expectTypeOf(call).toEqualTypeOf<OtherToolCall>();
  });

  it('has what every call has, whatever the tool', () => {
    expectTypeOf(call.id).toEqualTypeOf<string>();
    expectTypeOf(call.status).toEqualTypeOf<ToolStatus>();
    expectTypeOf<ToolStatus>().toEqualTypeOf<'running' | 'done' | 'failed'>();
    expectTypeOf(call.error).toEqualTypeOf<string | undefined>();
  });

  it('the exposed SQL result is the schema’s with truncated', () => {
    expectTypeOf<SqlResult>().toEqualTypeOf<z.output<typeof SQL_RESULT_SCHEMA> & { truncated: boolean }>();
    expectTypeOf<SqlResult['data']>().toEqualTypeOf<Array<unknown[] | Record<string, unknown>>>();
    expectTypeOf<SqlResult['totalRows']>().toEqualTypeOf<number>();
  });
});

describe('messages', () => {
  it('a stream line is what the schema infers: id required, the rest optional, unknown keys allowed', () => {
    expectTypeOf<ChatStreamMessage>().toEqualTypeOf<z.output<typeof CHAT_STREAM_MESSAGE_SCHEMA>>();
    expectTypeOf<ChatStreamMessage['id']>().toEqualTypeOf<string>();
    expectTypeOf<ChatStreamMessage['graphPath']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<NonNullable<ChatStreamMessage['state']>['chatId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NonNullable<ChatStreamMessage['toolCall']>['result']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<{ id: 'a'; future: number }>().toMatchTypeOf<ChatStreamMessage>();
  });

  it('a stream line is a thread message', () => {
    expectTypeOf<ChatStreamMessage>().toMatchTypeOf<ChatMessage>();
  });

  it('session settings', () => {
    expectTypeOf<SessionSettings['externalId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SessionSettings['userAttributes']>().toEqualTypeOf<
      Array<{ name: string; value?: string | number | boolean | string[] | number[] | null | undefined }> | undefined
    >();
    expectTypeOf<SessionSettings['securityContext']>().toEqualTypeOf<Record<string, unknown> | undefined>();
    expectTypeOf<SessionSettings['isEphemeral']>().toEqualTypeOf<boolean | undefined>();
    // Only the spec's fields: a misspelt one is an error, not a key the service would ignore.
    // @ts-expect-error: `userAttribute` is no field of the settings
    const misspelt: SessionSettings = { externalId: 'ann', userAttribute: [{ name: 'region', value: 'eu' }] };
    expectTypeOf(misspelt).toEqualTypeOf<SessionSettings>();
  });
});

describe('the pure helpers', () => {
  it('have the signatures of the API', () => {
    expectTypeOf(readChatStream)
      .parameter(0)
      .toEqualTypeOf<ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>>();
    expectTypeOf(readChatStream).returns.toEqualTypeOf<AsyncIterable<ChatStreamMessage>>();
    expectTypeOf(mergeChatMessage).toEqualTypeOf<
      (thread: readonly ChatMessage[], incoming: ChatStreamMessage) => ChatMessage[]
    >();
    expectTypeOf(finalAnswer).toEqualTypeOf<(messages: readonly ChatMessage[]) => ChatMessage | undefined>();
    expectTypeOf(toolCallOf).toEqualTypeOf<(message: ChatMessage) => ToolCall | undefined>();
    expectTypeOf(sqlRows).returns.toEqualTypeOf<Array<Record<string, unknown>>>();
    expectTypeOf(sqlChartSpec).returns.toMatchTypeOf<object | undefined>();
  });

  it('sqlRows and sqlChartSpec take an exposed SQL result, or the schema’s', () => {
    expectTypeOf<SqlResult>().toMatchTypeOf<Parameters<typeof sqlRows>[0]>();
    expectTypeOf<z.output<typeof SQL_RESULT_SCHEMA>>().toMatchTypeOf<Parameters<typeof sqlChartSpec>[0]>();
  });
});

describe('ApiErrorCode', () => {
  it('is the union of the codes of the API', () => {
    expectTypeOf<ApiErrorCode>().toEqualTypeOf<
      | 'INVALID_OPTIONS'
      | 'INVALID_REQUEST'
      | 'BAD_REQUEST'
      | 'UNAUTHORIZED'
      | 'FORBIDDEN'
      | 'NOT_FOUND'
      | 'CONFLICT'
      | 'RATE_LIMITED'
      | 'SERVER_ERROR'
      | 'THREAD_BUSY'
      | 'STREAM_ERROR'
      | 'INVALID_RESPONSE'
      | 'SYNC_FAILED'
      | 'SYNC_CANCELLED'
      | 'SUSPENDED'
      | 'NETWORK'
      | 'TIMEOUT'
      | 'ABORTED'
    >();
  });
});

describe('the reference’s frames and fields: usage, aborts, suspensions, images, roles, line bounds', () => {
  it('usage is typed whole: every count a number, the models strings', () => {
    expectTypeOf<ChatUsage>().toEqualTypeOf<{
      models: string[];
      llmCalls: number;
      inputTokens: number;
      outputTokens: number;
      cacheWriteTokens: number;
      cacheReadTokens: number;
      totalTokens: number;
    }>();
    expectTypeOf<ChatResult['usage']>().toEqualTypeOf<ChatUsage | undefined>();
    expectTypeOf<ChatRun['usage']>().toEqualTypeOf<ChatUsage | undefined>();
    expectTypeOf<Parameters<ChatRunEvents['usage']>[0]>().toEqualTypeOf<ChatUsage>();
  });

  it('an aborted result says by whom; a suspension is an event; a thread read may say one waits', () => {
    expectTypeOf<ChatResult['abortedBy']>().toEqualTypeOf<'client' | 'service' | undefined>();
    expectTypeOf<Parameters<ChatRunEvents['suspended']>[0]>().toEqualTypeOf<{ messageId: string; reason?: string }>();
    expectTypeOf<ChatThread>().toMatchTypeOf<ChatMessage[]>();
    expectTypeOf<ChatThread['suspended']>().toEqualTypeOf<{ messageId: string } | undefined>();
    expectTypeOf<ReturnType<ChatClient['getThread']>>().toEqualTypeOf<Promise<ChatThread>>();
    expectTypeOf<'SUSPENDED'>().toMatchTypeOf<ApiErrorCode>();
  });

  it('images, roles and publicDashboardId are typed; the deployment-scoped URL takes no agent', () => {
    expectTypeOf<SendOptions['images']>().toEqualTypeOf<readonly ImageAttachment[] | undefined>();
    expectTypeOf<ImageAttachment>().toEqualTypeOf<{ mimeType: string; data: string; name?: string | undefined }>();
    expectTypeOf<SessionSettings['roles']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<SessionSettings['publicDashboardId']>().toEqualTypeOf<string | undefined>();
    const deployment: ChatUrl = { chatBaseUrl: 'https://ai.example.com', accountName: 'acme', deploymentId: 42 };
    // @ts-expect-error: an agent or a deployment, never both
    const both: ChatUrl = {
      chatBaseUrl: 'https://ai.example.com',
      accountName: 'acme',
      agentId: '1',
      deploymentId: 42,
    };
    expectTypeOf(deployment).toMatchTypeOf<ChatClientOptions['url']>();
    void both;
  });

  it('readChatStream takes a line bound', () => {
    expectTypeOf(readChatStream).parameter(1).toEqualTypeOf<ReadChatStreamOptions | undefined>();
    expectTypeOf<ReadChatStreamOptions>().toEqualTypeOf<{ maxLineBytes?: number }>();
  });
});
