/**
 * Type tests for `platform-embed/react` (checked by `tsc` in `npm run typecheck`): the handler
 * props are the catalog's events, each typed with its payload and message; unknown props do not
 * compile; the ref is the controller; `useChat` takes client options or a client, and its tool
 * calls narrow to the typed tools.
 */
import type { ComponentProps, ReactNode, Ref } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type ApiError,
  type ChatMessage,
  type ChatResult,
  type ChatUsage,
  createChatClient,
  isToolCall,
  type SendOptions,
  type SqlResult,
  sqlRows,
  type ToolCall,
} from '../../src/chat/index.js';
import type {
  EmbedController,
  EmbedError,
  EmbedSessionContext,
  EmbedSessionProvider,
  EmbedState,
  EventMessage,
  EventName,
  EventPayloads,
  Filter,
} from '../../src/index.js';
import {
  type EventHandlerProps,
  type PlatformEmbed,
  type PlatformEmbedProps,
  type UseChatOptions,
  type UseChatResult,
  type UseChatSendOptions,
  type UseChatStatus,
  type UseEmbedOptions,
  type UseEmbedResult,
  useChat,
  useEmbed,
} from '../../src/react/index.js';

/** The bodies only need to compile: vitest lists them without running them. */
const typeOnly = (body: () => void): void => void body;

const url = 'https://tenant.example.com/embed/dashboard/abc';

/** The parameters of the handler prop `P`. */
type HandlerParameters<P extends keyof EventHandlerProps> = Parameters<NonNullable<EventHandlerProps[P]>>;

describe('handler props come from the catalog', () => {
  it('one prop per event, named on<PascalCase>', () => {
    expectTypeOf<keyof EventHandlerProps>().toEqualTypeOf<
      'onReady' | 'onView' | 'onNavigate' | 'onDashboardLoaded' | 'onDownload' | 'onDrilldown' | 'onAiQuery' | 'onError'
    >();
    expectTypeOf<EventName>().toEqualTypeOf<
      'ready' | 'view' | 'navigate' | 'dashboard-loaded' | 'download' | 'drilldown' | 'ai-query' | 'error'
    >();
  });

  it("each handler gets its event's payload and message", () => {
    expectTypeOf<HandlerParameters<'onReady'>>().toEqualTypeOf<[EventPayloads['ready'], EventMessage<'ready'>]>();
    expectTypeOf<HandlerParameters<'onView'>>().toEqualTypeOf<[EventPayloads['view'], EventMessage<'view'>]>();
    expectTypeOf<HandlerParameters<'onNavigate'>>().toEqualTypeOf<
      [EventPayloads['navigate'], EventMessage<'navigate'>]
    >();
    expectTypeOf<HandlerParameters<'onDashboardLoaded'>>().toEqualTypeOf<
      [EventPayloads['dashboard-loaded'], EventMessage<'dashboard-loaded'>]
    >();
    expectTypeOf<HandlerParameters<'onDownload'>>().toEqualTypeOf<
      [EventPayloads['download'], EventMessage<'download'>]
    >();
    expectTypeOf<HandlerParameters<'onDrilldown'>>().toEqualTypeOf<
      [EventPayloads['drilldown'], EventMessage<'drilldown'>]
    >();
    expectTypeOf<HandlerParameters<'onAiQuery'>>().toEqualTypeOf<
      [EventPayloads['ai-query'], EventMessage<'ai-query'>]
    >();
    expectTypeOf<HandlerParameters<'onError'>>().toEqualTypeOf<[EventPayloads['error'], EventMessage<'error'>]>();
    expectTypeOf<Parameters<NonNullable<PlatformEmbedProps['onInvalidMessage']>>[0]['reason']>().toEqualTypeOf<
      | 'untrusted-origin'
      | 'untrusted-window'
      | 'not-an-object'
      | 'wrong-source'
      | 'wrong-direction'
      | 'unknown-type'
      | 'invalid-envelope'
      | 'invalid-payload'
    >();
  });

  it('inline handlers are checked against the payload', () =>
    typeOnly(() => {
      const props: PlatformEmbedProps = {
        url,
        onDownload: (payload, message) => {
          expectTypeOf(payload.format).toEqualTypeOf<'csv' | 'xlsx' | 'png' | 'pdf'>();
          expectTypeOf(message.surface).toEqualTypeOf<'dashboard' | 'app' | 'chat'>();
        },
        onAiQuery: ({ status }) => expectTypeOf(status).toEqualTypeOf<'submitted' | 'completed' | 'error'>(),
        onReady: ({ deploymentId }) => expectTypeOf(deploymentId).toEqualTypeOf<number | null>(),
      };
      void props;
    }));
});

describe('props', () => {
  it('settings, options and the container', () => {
    expectTypeOf<PlatformEmbedProps['colorScheme']>().toEqualTypeOf<'light' | 'dark' | 'auto' | undefined>();
    expectTypeOf<PlatformEmbedProps['filters']>().toEqualTypeOf<ReadonlyArray<string | Filter> | undefined>();
    expectTypeOf<PlatformEmbedProps['url']>().toEqualTypeOf<string | URL | EmbedSessionProvider>();
    expectTypeOf<UseEmbedOptions['url']>().toEqualTypeOf<string | URL | EmbedSessionProvider>();
    expectTypeOf<PlatformEmbedProps['onFailure']>().toEqualTypeOf<((error: EmbedError) => void) | undefined>();
    expectTypeOf<PlatformEmbedProps>().toHaveProperty('className');
    expectTypeOf<PlatformEmbedProps>().toHaveProperty('style');
    expectTypeOf<PlatformEmbedProps['placeholder']>().toEqualTypeOf<ReactNode>();
    expectTypeOf<PlatformEmbedProps['fallback']>().toEqualTypeOf<
      ((error: EmbedError, retry: () => void) => ReactNode) | undefined
    >();
    // `loading` stays the iframe's; the placeholder is its own prop.
    expectTypeOf<PlatformEmbedProps['loading']>().toEqualTypeOf<'eager' | 'lazy' | undefined>();
    expectTypeOf<UseEmbedOptions>().not.toHaveProperty('placeholder');
    expectTypeOf<UseEmbedOptions>().not.toHaveProperty('fallback');
    expectTypeOf<UseEmbedOptions>().not.toHaveProperty('className');
    expectTypeOf<UseEmbedOptions>().not.toHaveProperty('container');
    expectTypeOf<UseEmbedOptions>().not.toHaveProperty('iframe');
  });

  it('url as a session provider: given a signal, answering a URL now or later', () =>
    typeOnly(() => {
      const sync: PlatformEmbedProps = { url: ({ signal }) => (signal.aborted ? url : new URL(url)) };
      const later: PlatformEmbedProps = {
        url: async ({ signal }) => {
          expectTypeOf(signal).toEqualTypeOf<AbortSignal>();
          return url;
        },
        onFailure: (error) => expectTypeOf(error.code).toEqualTypeOf<EmbedError['code']>(),
      };
      const named = (context: EmbedSessionContext) =>
        fetch('/embed-session', context).then((response) => response.text());
      const hook = useEmbed({ url: named, origin: 'https://tenant.example.com' });
      // @ts-expect-error a provider answers a URL, not a number
      const wrong: PlatformEmbedProps = { url: () => 42 };
      void [sync, later, hook, wrong];
    }));

  it('the ref is the controller', () => {
    expectTypeOf<ComponentProps<typeof PlatformEmbed>['ref']>().toEqualTypeOf<Ref<EmbedController> | undefined>();
  });

  it('misuse does not compile', () =>
    typeOnly(() => {
      // @ts-expect-error url is required
      const noUrl: PlatformEmbedProps = { title: 'Sales' };
      // @ts-expect-error not an event of the catalog
      const unknownEvent: PlatformEmbedProps = { url, onDownloaded: () => undefined };
      // @ts-expect-error the name is onDashboardLoaded
      const kebab: PlatformEmbedProps = { url, onDashboardloaded: () => undefined };
      // @ts-expect-error not a prop at all
      const unknownProp: ComponentProps<typeof PlatformEmbed> = { url, id: 'report' };
      // @ts-expect-error the download payload has no path
      const wrongField: PlatformEmbedProps = { url, onDownload: (payload) => payload.path };
      // @ts-expect-error not a color scheme
      const scheme: PlatformEmbedProps = { url, colorScheme: 'sepia' };
      // @ts-expect-error a filter needs a view and a dimension
      const filter: PlatformEmbedProps = { url, filters: [{ view: 'orders', value: 1 }] };
      // @ts-expect-error the binding creates the iframe itself
      const container: UseEmbedOptions = { url, container: '#report' };
      void [noUrl, unknownEvent, kebab, unknownProp, wrongField, scheme, filter, container];
    }));
});

describe('useEmbed', () => {
  it('returns a ref, the controller, the state, the ready payload and the failure', () =>
    typeOnly(() => {
      const result = useEmbed({ url, onView: ({ path }) => expectTypeOf(path).toEqualTypeOf<string>() });
      expectTypeOf(result).toEqualTypeOf<UseEmbedResult>();
      expectTypeOf(result.controller).toEqualTypeOf<EmbedController | undefined>();
      expectTypeOf(result.state).toEqualTypeOf<EmbedState | 'idle'>();
      expectTypeOf(result.readyPayload).toEqualTypeOf<EventPayloads['ready'] | undefined>();
      expectTypeOf(result.error).toEqualTypeOf<EmbedError | undefined>();
      expectTypeOf(result.ref).toBeCallableWith(null);
      expectTypeOf(result.ref).parameter(0).toEqualTypeOf<HTMLElement | null>();
    }));
});

describe('useChat', () => {
  const chatUrl = 'https://chat.example.com/api/v1/public/acme/agents/agent-1/chat/stream-chat-state';

  it('takes the options of createChatClient, or a client, and a chatId either way', () =>
    typeOnly(() => {
      useChat({ url: chatUrl, auth: { token: () => 'jwt' }, reconnect: false, chatId: 'chat-1' });
      const client = createChatClient({ url: chatUrl, auth: { token: 'jwt' } });
      useChat({ client, chatId: 'chat-1' });
      expectTypeOf<UseChatOptions>().toMatchTypeOf<{ chatId?: string }>();
      // @ts-expect-error a client and client options are two ways, not one
      useChat({ client, url: chatUrl, auth: { token: 'jwt' } });
      // @ts-expect-error the client options need auth
      useChat({ url: chatUrl });
      // @ts-expect-error not an option
      useChat({ client, threadId: 'chat-1' });
    }));

  it('returns the conversation, typed', () =>
    typeOnly(() => {
      const result = useChat({ url: chatUrl, auth: { token: 'jwt' } });
      expectTypeOf(result).toEqualTypeOf<UseChatResult>();
      expectTypeOf(result.messages).toEqualTypeOf<readonly ChatMessage[]>();
      expectTypeOf(result.answer).toEqualTypeOf<ChatMessage | undefined>();
      expectTypeOf(result.toolCalls).toEqualTypeOf<readonly ToolCall[]>();
      expectTypeOf(result.status).toEqualTypeOf<
        'idle' | 'loading' | 'connecting' | 'streaming' | 'reconnecting' | 'done' | 'aborted' | 'failed'
      >();
      expectTypeOf<UseChatStatus>().toEqualTypeOf<UseChatResult['status']>();
      expectTypeOf(result.error).toEqualTypeOf<ApiError | undefined>();
      expectTypeOf(result.usage).toEqualTypeOf<ChatUsage | undefined>();
      expectTypeOf(result.chatId).toEqualTypeOf<string | undefined>();
      expectTypeOf(result.send).returns.toEqualTypeOf<Promise<ChatResult | undefined>>();
      expectTypeOf(result.stop).returns.toEqualTypeOf<Promise<void>>();
      expectTypeOf(result.reset).returns.toEqualTypeOf<void>();
    }));

  it('send takes the options of ChatClient.send but the thread; tool calls narrow to SQL rows', () =>
    typeOnly(() => {
      const { send, toolCalls } = useChat({ url: chatUrl, auth: { token: 'jwt' } });
      void send('Revenue?', {
        messageId: '1767225600000-message',
        images: [{ mimeType: 'image/png', data: 'iVBORw0KGgo=' }],
      });
      expectTypeOf<UseChatSendOptions>().toEqualTypeOf<Omit<SendOptions, 'chatId'>>();
      // @ts-expect-error the hook keeps the thread (reset() starts a new one)
      void send('Revenue?', { chatId: 'chat-2' });
      const call = toolCalls[0]!;
      if (isToolCall(call, 'platformSqlApi')) {
        expectTypeOf(call.input.sqlQuery).toEqualTypeOf<string>();
        expectTypeOf(call.result).toEqualTypeOf<SqlResult | undefined>();
        if (call.result) expectTypeOf(sqlRows(call.result)).toEqualTypeOf<Array<Record<string, unknown>>>();
      }
      if (isToolCall(call, 'platformMeta')) expectTypeOf(call.input.searchQuery).toEqualTypeOf<string>();
    }));
});
