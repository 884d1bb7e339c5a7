// @vitest-environment node
/**
 * A run against the frames the service's reference documents, over real HTTP with the fake chat
 * server: usage, an abort at the service (by another client, or by this one), a suspension
 * resumed within the budget or reported, the requests' new fields, the deployment-scoped URL.
 */
import { describe, expect, it } from 'vitest';
import { type ChatUsage, createChatClient } from '../../src/chat/index.js';
import {
  FAKE_CHAT_API_KEY,
  FAKE_CHAT_MODEL,
  FAKE_CHAT_TOKEN,
  type FakeChatServer,
} from '../../src/testing/servers/index.js';
import { expectApiError } from '../support/expect-api-error.js';
import { fakeChatPerTest } from '../support/fake-chat-per-test.js';

const start = fakeChatPerTest();

const tokenClient = (s: FakeChatServer, reconnect: { attempts?: number; delayMs?: number } | false = { delayMs: 0 }) =>
  createChatClient({ url: s.url, auth: { token: FAKE_CHAT_TOKEN }, reconnect });
const posts = (s: FakeChatServer) =>
  s.requests.filter((request) => request.method === 'POST' && request.path.endsWith('stream-chat-state'));

describe('usage (__usage__, the last frame)', () => {
  it('is read after the final state: run.usage, the usage event and the result', async () => {
    const s = await start();
    const run = tokenClient(s).send('Which region grew fastest?');
    const told: ChatUsage[] = [];
    run.on('usage', (usage) => told.push(usage));
    const result = await run.result();
    expect(result.usage).toMatchObject({ models: [FAKE_CHAT_MODEL], llmCalls: 3 });
    expect(result.usage!.totalTokens).toBe(
      result.usage!.inputTokens +
        result.usage!.outputTokens +
        result.usage!.cacheWriteTokens +
        result.usage!.cacheReadTokens,
    );
    expect(run.usage).toEqual(result.usage);
    expect(told).toEqual([result.usage]);
  });

  it('a service that sends no usage leaves it undefined, and the run still ends at once', async () => {
    const s = await start({ usage: false });
    const result = await tokenClient(s).send('Hi?').result();
    expect(result).toMatchObject({ status: 'done', usage: undefined });
  });
});

describe('aborted (__aborted__)', () => {
  it('an abort by anyone ends the run aborted by the service, and the question is never sent again', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const run = tokenClient(s).send('Revenue?');
    await hold.reached;
    // Another client of the same user (another tab, a server job) aborts the answer.
    expect(
      (
        await fetch(s.abortUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-platform-auth-token': FAKE_CHAT_TOKEN },
          body: JSON.stringify({ chatId: run.chatId }),
        })
      ).status,
    ).toBe(204);
    const result = await run.result();
    expect(result).toMatchObject({ status: 'aborted', abortedBy: 'service' });
    expect(run.status).toBe('aborted');
    expect(posts(s)).toHaveLength(1);
  });

  it('abort() of this client ends its run on that thread as aborted by the client', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const chat = tokenClient(s);
    const run = chat.send('Revenue?');
    await hold.reached;
    await chat.abort(run.chatId!);
    expect(await run.result()).toMatchObject({ status: 'aborted', abortedBy: 'client' });
    expect(posts(s)).toHaveLength(1);
  });

  it('stop() gives aborted by the client too', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const run = tokenClient(s).send('Revenue?');
    await hold.reached;
    await run.stop();
    expect(await run.result()).toMatchObject({ status: 'aborted', abortedBy: 'client' });
  });
});

describe('suspended (__suspended__)', () => {
  it('is told, and resumed by re-sending the same request: the answer completes, usage summed', async () => {
    const s = await start();
    s.suspendNextStreamAfter(5);
    const run = tokenClient(s).send('Which region grew fastest?');
    const suspended: Array<{ messageId: string; reason?: string }> = [];
    run.on('suspended', (info) => suspended.push(info));
    const reconnects: string[] = [];
    run.on('reconnect', ({ cause }) => reconnects.push(cause.code));
    const result = await run.result();
    expect(suspended).toEqual([{ messageId: run.messageId, reason: expect.stringContaining('restarted') }]);
    expect(reconnects).toEqual(['SUSPENDED']);
    expect(result).toMatchObject({ status: 'done', answer: { graphPath: ['final'] } });
    expect(new Set(result.messages.map((message) => message.id)).size).toBe(result.messages.length);
    const [first, second] = posts(s).map((request) => request.body as Record<string, unknown>);
    expect(second).toEqual({ ...first, chatId: result.chatId });
    // Each request's usage, added up.
    expect(result.usage!.llmCalls).toBeGreaterThan(1);
    expect(result.usage!.models).toEqual([FAKE_CHAT_MODEL]);
  });

  it('without re-sends it fails SUSPENDED (retryable); getThread says so; attach resumes it later', async () => {
    const s = await start();
    s.suspendNextStreamAfter(4);
    const chat = tokenClient(s, false);
    const run = chat.send('Which region grew fastest?');
    const error = await expectApiError(run.result(), 'SUSPENDED');
    expect(error.retryable).toBe(true);
    expect(error.message).toContain(run.messageId);
    const thread = await chat.getThread(run.chatId!);
    expect(thread.suspended).toEqual({ messageId: run.messageId });
    const resumed = await chat.attach({ chatId: run.chatId!, messageId: run.messageId }).result();
    expect(resumed).toMatchObject({ status: 'done', answer: { graphPath: ['final'] } });
    expect((await chat.getThread(run.chatId!)).suspended).toBeUndefined();
  });

  it('an answer suspended again at once each time it is resumed is given up on after the attempts, with SUSPENDED', async () => {
    const s = await start({ suspendAfterLines: 1 });
    await expectApiError(tokenClient(s, { attempts: 2, delayMs: 0 }).send('Hi?').result(), 'SUSPENDED');
    expect(posts(s)).toHaveLength(3);
  });
});

describe('requests: the reference’s fields', () => {
  it('sends images, roles and publicDashboardId', async () => {
    const s = await start();
    const chat = createChatClient({
      url: s.url,
      auth: {
        apiKey: FAKE_CHAT_API_KEY,
        sessionSettings: { externalId: 'alice', roles: ['analyst'], publicDashboardId: 'dash-1' },
      },
    });
    await chat
      .send('What is in this chart?', { images: [{ mimeType: 'image/png', data: 'iVBORw0KGgo=', name: 'chart.png' }] })
      .result();
    expect(posts(s)[0]!.body).toMatchObject({
      images: [{ mimeType: 'image/png', data: 'iVBORw0KGgo=', name: 'chart.png' }],
      sessionSettings: { externalId: 'alice', roles: ['analyst'], publicDashboardId: 'dash-1' },
    });
  });

  it('sends allowChatWorkspaceAuthoring and user attribute values of every type', async () => {
    const s = await start();
    const userAttributes = [
      { name: 'level', value: 3 },
      { name: 'manager', value: true },
      { name: 'regions', value: ['west', 'east'] },
      { name: 'accounts', value: [7, 9] },
    ];
    const chat = createChatClient({
      url: s.url,
      auth: { apiKey: FAKE_CHAT_API_KEY, sessionSettings: { externalId: 'alice', userAttributes } },
    });
    await chat.send('Draft a dashboard of revenue', { allowChatWorkspaceAuthoring: true }).result();
    await chat.send('And a second one', { allowChatWorkspaceAuthoring: false }).result();
    await chat.send('Only answer').result();
    expect(posts(s).map((post) => (post.body as Record<string, unknown>).allowChatWorkspaceAuthoring)).toEqual([
      true,
      false,
      undefined,
    ]);
    expect(posts(s)[0]!.body).toMatchObject({ sessionSettings: { externalId: 'alice', userAttributes } });
  });

  it.each([
    ['allowChatWorkspaceAuthoring that is not a boolean', { allowChatWorkspaceAuthoring: 'yes' }],
    ['images that are not an array', { images: 'x' }],
    ['an image without data', { images: [{ mimeType: 'image/png' }] }],
    ['an image without a type', { images: [{ data: 'AAAA' }] }],
    ['roles with internalId', { sessionSettings: { internalId: 'ann@example.com', roles: ['x'] } }],
    [
      'publicDashboardId with internalId',
      { sessionSettings: { internalId: 'ann@example.com', publicDashboardId: 'd' } },
    ],
    ['roles that are not strings', { sessionSettings: { externalId: 'alice', roles: [1] } }],
  ])('%s is INVALID_REQUEST, nothing sent', async (_label, options) => {
    const s = await start();
    const chat = createChatClient({
      url: s.url,
      auth: { apiKey: FAKE_CHAT_API_KEY, sessionSettings: { externalId: 'alice' } },
    });
    expectApiError(() => chat.send('Hi?', options as never), 'INVALID_REQUEST');
    expect(s.requests).toEqual([]);
  });
});

describe('the deployment-scoped endpoint', () => {
  it('builds …/deployments/{id}/chat/stream-chat-state and …/chat/abort from its parts, with a token', async () => {
    const requested: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return new Response(
        String(input).endsWith('/abort')
          ? null
          : '{"id":"__cutoff__","state":{"chatId":"c"}}\n{"id":"__state__","state":{"messages":[]}}\n',
        {
          status: String(input).endsWith('/abort') ? 204 : 200,
        },
      );
    }) as typeof globalThis.fetch;
    const chat = createChatClient({
      url: { chatBaseUrl: 'https://ai.example.com', accountName: 'acme', deploymentId: 42 },
      auth: { token: FAKE_CHAT_TOKEN },
      fetch,
    });
    await chat.getThread('c');
    await chat.abort('c');
    expect(requested).toEqual([
      'https://ai.example.com/api/v1/public/acme/deployments/42/chat/stream-chat-state',
      'https://ai.example.com/api/v1/public/acme/deployments/42/chat/abort',
    ]);
  });

  it('refuses an API key there (it names no agent), from the parts or the URL', () => {
    const auth = { apiKey: FAKE_CHAT_API_KEY, sessionSettings: { externalId: 'alice' } };
    expectApiError(
      () =>
        createChatClient({
          url: { chatBaseUrl: 'https://ai.example.com', accountName: 'acme', deploymentId: '42' },
          auth,
        }),
      'INVALID_OPTIONS',
    );
    expectApiError(
      () =>
        createChatClient({
          url: 'https://ai.example.com/api/v1/public/acme/deployments/42/chat/stream-chat-state',
          auth,
        }),
      'INVALID_OPTIONS',
    );
    expectApiError(
      () =>
        createChatClient({
          url: {
            chatBaseUrl: 'https://ai.example.com',
            accountName: 'acme',
            agentId: '1',
            deploymentId: '42',
          } as never,
          auth: { token: FAKE_CHAT_TOKEN },
        }),
      'INVALID_OPTIONS',
    );
  });
});
