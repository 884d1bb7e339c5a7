// @vitest-environment node
/**
 * The whole chain over real HTTP on 127.0.0.1: the fake chat service (API-key auth) ← the chat
 * proxy served by `toNodeHandler` ← the real chat client with `auth: { proxy: true }`. A whole
 * answer streams through, as it streams; the app names the user, whatever the browser says; the
 * key never reaches a byte the client receives; an abort passes through; a client that goes
 * away cancels the service's request without aborting the answer; a service that drops the
 * connection makes the client re-attach.
 */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChatClientOptions, createChatClient } from '../../../src/chat/index.js';
import { type ChatProxyOptions, createChatProxy, toNodeHandler } from '../../../src/chat/server/index.js';
import {
  type FakeChatServer,
  type FakeChatServerOptions,
  startFakeChatServer,
} from '../../../src/testing/servers/index.js';
import { keyFormIn } from '../../support/key-forms.js';

const KEY = 'pk_live_proxy_integration_7f3a9c';
const APP_USER = { externalId: 'app-user-42', email: 'app-user@example.com' };

let fake: FakeChatServer | undefined;
let proxyServer: Server | undefined;

afterEach(async () => {
  const closing = proxyServer;
  proxyServer = undefined;
  if (closing) {
    closing.closeAllConnections();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }
  await fake?.close();
  fake = undefined;
});

/** What crossed the wire, in order: the client's and the service's side, as events. */
interface Wire {
  /** Every status line, header and body byte the client received, each byte one character. */
  received: string[];
  /** The signals of the proxy's requests to the service. */
  upstreamSignals: AbortSignal[];
  /** `client: first chunk`, `service: chunk`… in the order they happened. */
  events: string[];
}

/**
 * The fake service, the proxy in front of it on 127.0.0.1, and a client of the proxy whose
 * every received byte is recorded. `forge` makes the client's requests carry a forged user, as
 * a hostile page would.
 */
async function chain(
  fakeOptions: FakeChatServerOptions = {},
  { forge = false, proxyOptions = {} }: { forge?: boolean; proxyOptions?: Partial<ChatProxyOptions> } = {},
) {
  fake = await startFakeChatServer({ delayMs: 0, apiKey: KEY, ...fakeOptions });
  const wire: Wire = { received: [], upstreamSignals: [], events: [] };
  const upstreamFetch: typeof fetch = async (input, init) => {
    wire.upstreamSignals.push(init!.signal!);
    const response = await fetch(input, init);
    if (!response.body) return response;
    const watched = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          wire.events.push(latin1(chunk).includes('"__usage__"') ? 'service: last line' : 'service: chunk');
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(watched, { status: response.status, headers: response.headers });
  };
  const handler = toNodeHandler(
    createChatProxy({
      url: fake.url,
      apiKey: KEY,
      sessionSettings: () => APP_USER,
      fetch: upstreamFetch,
      ...proxyOptions,
    }),
  );
  proxyServer = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => proxyServer!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(proxyServer.address() as { port: number }).port}`;

  const browserFetch: typeof fetch = async (input, init) => {
    let body = init?.body;
    if (forge && typeof body === 'string')
      body = JSON.stringify({
        ...JSON.parse(body),
        sessionSettings: { externalId: 'mallory', securityContext: { tenant: '*' } },
      });
    const response = await fetch(input, { ...init, body });
    wire.received.push(`${response.status}`, ...[...response.headers].map(([name, value]) => `${name}: ${value}`));
    if (!response.body) return response;
    let first = true;
    const recorded = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (first) wire.events.push('client: first chunk');
          first = false;
          wire.received.push(latin1(chunk));
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(recorded, { status: response.status, headers: response.headers });
  };
  const client = (extra: Partial<ChatClientOptions> = {}) =>
    createChatClient({
      url: `${origin}/api/chat`,
      auth: { proxy: true },
      fetch: browserFetch,
      reconnect: { attempts: 3, delayMs: 0 },
      ...extra,
    });
  return { fake, wire, origin, client };
}

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const streamRequests = (server: FakeChatServer) =>
  server.requests.filter((request) => request.path.endsWith('/stream-chat-state'));
const abortRequests = (server: FakeChatServer) => server.requests.filter((request) => request.path.endsWith('/abort'));

describe('the browser client through the proxy, against the fake service', () => {
  it('a whole answer streams through, the service getting the key and the app’s user', async () => {
    const { fake, client } = await chain();
    const run = client().send('Which region grew fastest?');
    const result = await run.result();
    expect(result.status).toBe('done');
    expect(result.answer?.content).toMatch(/^North leads with €1.24M/);
    expect(result.toolCalls.map((call) => [call.name, call.status])).toEqual([
      ['platformMeta', 'done'],
      ['platformSqlApi', 'done'],
    ]);
    expect(result.usage?.totalTokens).toBeGreaterThan(0);
    const [request] = streamRequests(fake);
    expect(request!.headers.authorization).toBe('Api-Key [redacted]');
    expect(request!.body).toEqual({
      input: 'Which region grew fastest?',
      messageId: run.messageId,
      sessionSettings: APP_USER,
    });
  });

  it('the first chunk reaches the client before the service has written its last line', async () => {
    const { wire, client } = await chain({ delayMs: 25 });
    expect((await client().send('Hi?').result()).status).toBe('done');
    expect(wire.events).toContain('service: last line');
    expect(wire.events.indexOf('client: first chunk')).toBeGreaterThanOrEqual(0);
    expect(wire.events.indexOf('client: first chunk')).toBeLessThan(wire.events.indexOf('service: last line'));
    // And it streamed all the way: the client had many chunks, not one body at the end.
    expect(wire.events.filter((event) => event === 'service: chunk').length).toBeGreaterThan(5);
  });

  it('a browser that forges its user gets the app’s: the forged one never reaches the service', async () => {
    const { fake, client } = await chain({}, { forge: true });
    const chat = client();
    const result = await chat.send('Whose thread is this?').result();
    const chatId = result.chatId!;
    await chat.getThread(chatId);
    expect(fake.thread(chatId)?.owner).toBe('external:app-user-42');
    for (const request of fake.requests) {
      expect((request.body as { sessionSettings: unknown }).sessionSettings).toEqual(APP_USER);
      expect(JSON.stringify(request.body)).not.toContain('mallory');
    }
  });

  it('the key is in no byte nor header the client receives, though the service quotes it', async () => {
    const { client, wire } = await chain({
      answers: {
        'What is my key?': {
          text: `Your key is ${KEY} (use it well)`,
          toolCalls: [{ name: 'lookup', input: { key: KEY }, result: { echoed: `${KEY}` } }],
        },
      },
    });
    const result = await client().send('What is my key?').result();
    expect(result.status).toBe('done');
    expect(result.answer?.content).toBe('Your key is [redacted] (use it well)');
    expect(result.toolCalls[0]?.input).toEqual({ key: '[redacted]' });
    expect(keyFormIn(wire.received.join(''), KEY)).toBeUndefined();
    expect(wire.received.join('')).toContain('[redacted]');
  });

  it('an abort passes through: stop() aborts the answer at the service, as the app’s user', async () => {
    const { fake, client } = await chain();
    const hold = fake.holdNextStreamAfter(3);
    const run = client().send('Hi?');
    const chatId = await new Promise<string>((resolve) => run.on('thread', ({ chatId }) => resolve(chatId)));
    await hold.reached;
    await run.stop();
    const result = await run.result();
    expect([result.status, result.abortedBy, result.chatId]).toEqual(['aborted', 'client', chatId]);
    expect(abortRequests(fake).map((request) => request.body)).toEqual([
      { chatId, sessionSettings: { externalId: APP_USER.externalId } },
    ]);
    expect(fake.thread(chatId)?.isStreaming).toBe(false);
  });

  it('a client that goes away cancels the service’s request, aborts nothing, and can re-attach to the answer', async () => {
    const { fake, wire, client } = await chain();
    const hold = fake.holdNextStreamAfter(3);
    const chat = client();
    const run = chat.send('Hi?');
    const chatId = await new Promise<string>((resolve) => run.on('thread', ({ chatId }) => resolve(chatId)));
    await hold.reached;
    run.detach();
    await expect.poll(() => wire.upstreamSignals[0]?.aborted).toBe(true);
    expect(abortRequests(fake)).toEqual([]);
    expect(fake.thread(chatId)?.isStreaming).toBe(true);
    hold.release();
    const again = await chat.attach({ chatId, messageId: run.messageId }).result();
    expect(again.status).toBe('done');
    expect(again.answer?.content).toMatch(/^North leads/);
    expect(abortRequests(fake)).toEqual([]);
  });

  it('a dropped service connection reaches the client as a drop: it re-attaches, and nothing is lost or repeated', async () => {
    const { fake, client } = await chain();
    fake.dropNextStreamAfter(5);
    const run = client().send('Hi?');
    const reconnects: number[] = [];
    run.on('reconnect', ({ attempt }) => reconnects.push(attempt));
    const result = await run.result();
    expect(result.status).toBe('done');
    expect(reconnects).toEqual([1]);
    const ids = result.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.answer?.content).toMatch(/^North leads/);
    expect(streamRequests(fake).map((request) => (request.body as { messageId: string }).messageId)).toEqual([
      run.messageId,
      run.messageId,
    ]);
  });
});
