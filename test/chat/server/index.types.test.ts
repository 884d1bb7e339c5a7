/**
 * Type tests of `platform-embed/chat/server` and of `auth: { proxy: true }`: checked by `tsc` in
 * `npm run typecheck` (a wrong type or a stale `@ts-expect-error` fails it); the `it` blocks only
 * make vitest list them.
 */
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { describe, expectTypeOf, it } from 'vitest';
import type { ChatAuth, ChatClientOptions } from '../../../src/chat/index.js';
import {
  ApiError,
  type ChatBranch,
  type ChatProxyHandler,
  type ChatProxyOptions,
  createChatProxy,
  type NodeRequest,
  type NodeResponse,
  type SessionSettings,
  toNodeHandler,
} from '../../../src/chat/server/index.js';

const options: ChatProxyOptions = {
  url: 'https://chat.example.com/api/v1/public/acme/agents/agent-1/chat/stream-chat-state',
  apiKey: 'sk-live-0123456789',
  sessionSettings: async (request) => ({ externalId: request.headers.get('x-user') ?? 'anonymous' }),
};

describe('createChatProxy', () => {
  it('is a standard Request → Response handler, a Next.js route handler as it is', () => {
    const POST = createChatProxy(options);
    expectTypeOf(POST).toEqualTypeOf<ChatProxyHandler>();
    expectTypeOf(POST).toEqualTypeOf<(request: Request) => Promise<Response>>();
    // What Next.js's app router calls a route handler with: the request and a context.
    type RouteHandler = (
      request: Request,
      context: { params: Promise<{ path: string[] }> },
    ) => Response | Promise<Response>;
    expectTypeOf(POST).toMatchTypeOf<RouteHandler>();
  });

  it('takes the client’s url forms, a sync or async sessionSettings function, and the bounds', () => {
    expectTypeOf<ChatProxyOptions['url']>().toEqualTypeOf<ChatClientOptions['url']>();
    expectTypeOf<ChatProxyOptions['sessionSettings']>().returns.toEqualTypeOf<
      SessionSettings | Promise<SessionSettings>
    >();
    // Type-checked, never called.
    void (() => {
      createChatProxy({
        ...options,
        sessionSettings: () => ({ internalId: 'analyst@example.com' }),
        timeouts: { connectMs: 5000 },
        maxBodyBytes: 1024,
        maxLineBytes: 1024,
      });
      createChatProxy({
        ...options,
        url: { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', agentId: 'agent-1' },
        fetch,
      });
      // @ts-expect-error the key is required
      createChatProxy({ url: options.url, sessionSettings: options.sessionSettings });
      // @ts-expect-error sessionSettings is a function of the request, never fixed settings from anywhere
      createChatProxy({ ...options, sessionSettings: { externalId: 'alice' } });
      // @ts-expect-error a field of the wrong type is a compile error
      createChatProxy({ ...options, sessionSettings: () => ({ externalId: 'alice', groups: 'admins' }) });
    });
    expectTypeOf(ApiError).toBeConstructibleWith('INVALID_OPTIONS', 'apiKey: expected …');
  });
});

describe('createChatProxy({ branch })', () => {
  it('is a function of the request answering a branch, undefined, or a Promise of either', () => {
    expectTypeOf<ChatBranch>().toEqualTypeOf<{ activeBranchName: string; isDefaultBranch?: boolean }>();
    expectTypeOf<NonNullable<ChatProxyOptions['branch']>>().parameters.toEqualTypeOf<[request: Request]>();
    expectTypeOf<NonNullable<ChatProxyOptions['branch']>>().returns.toEqualTypeOf<
      ChatBranch | undefined | Promise<ChatBranch | undefined>
    >();
    // Type-checked, never called.
    void (() => {
      createChatProxy({ ...options, branch: () => ({ activeBranchName: 'dev' }) });
      createChatProxy({
        ...options,
        branch: async (request) =>
          request.headers.get('x-team') ? { activeBranchName: 'team', isDefaultBranch: false } : undefined,
      });
      createChatProxy({ ...options, branch: () => undefined });
      // @ts-expect-error the branch is a function of the request, never a fixed answer
      createChatProxy({ ...options, branch: { activeBranchName: 'dev' } });
      // @ts-expect-error the name is required
      createChatProxy({ ...options, branch: () => ({ isDefaultBranch: true }) });
      // @ts-expect-error a name that is no string
      createChatProxy({ ...options, branch: () => ({ activeBranchName: 7 }) });
    });
  });
});

describe('toNodeHandler', () => {
  it('fits Node’s http: its IncomingMessage and ServerResponse are what it takes', () => {
    const handler = toNodeHandler(createChatProxy(options));
    expectTypeOf(handler).toEqualTypeOf<(request: NodeRequest, response: NodeResponse) => Promise<void>>();
    expectTypeOf<IncomingMessage>().toMatchTypeOf<NodeRequest>();
    expectTypeOf<ServerResponse>().toMatchTypeOf<NodeResponse>();
    const listener: RequestListener = (request, response) => void handler(request, response);
    // Type-checked, never called.
    void (() => [createServer(listener), createServer(handler)]);
    toNodeHandler(() => new Response('any handler'), { onError: (error: unknown) => void error });
  });
});

describe('auth: { proxy: true }', () => {
  it('is one of the client’s auth methods, alone', () => {
    expectTypeOf<{ proxy: true }>().toMatchTypeOf<ChatAuth>();
    const proxied: ChatClientOptions = { url: '/api/chat', auth: { proxy: true } };
    void proxied;
    // @ts-expect-error only `true`
    const off: ChatAuth = { proxy: false };
    // @ts-expect-error no credential with a proxy
    const both: ChatAuth = { proxy: true, token: 'header.payload.sig' };
    // @ts-expect-error nor an API key
    const key: ChatAuth = { proxy: true, apiKey: 'sk-live-0123456789' };
    void [off, both, key];
  });
});
