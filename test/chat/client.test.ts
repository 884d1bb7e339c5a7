// @vitest-environment node
/**
 * The chat client against the fake chat server, over real HTTP on 127.0.0.1: whole
 * conversations, both authentication methods, the request rules, reconnect without duplicates,
 * attach, abort, and every error mapping.
 */
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ChatMessage, type ChatRun, createChatClient, finalAnswer } from '../../src/chat/index.js';
import {
  FAKE_CHAT_API_KEY,
  FAKE_CHAT_TOKEN,
  type FakeChatServer,
  fakeChatToken,
  sqlToolCall,
} from '../../src/testing/servers/index.js';
import { expectApiError } from '../support/expect-api-error.js';
import { allowConsole } from '../support/fail-on-console.js';
import { fakeChatPerTest } from '../support/fake-chat-per-test.js';

const start = fakeChatPerTest();

afterEach(() => {
  vi.unstubAllGlobals();
});

const tokenClient = (s: FakeChatServer, extra = {}) =>
  createChatClient({ url: s.url, auth: { token: FAKE_CHAT_TOKEN }, reconnect: { attempts: 3, delayMs: 0 }, ...extra });
const keyClient = (s: FakeChatServer) =>
  createChatClient({
    url: s.url,
    auth: { apiKey: FAKE_CHAT_API_KEY, sessionSettings: { externalId: 'alice' } },
    reconnect: { delayMs: 0 },
  });

/** Every event of a run, in order, by name. */
function recordEvents(run: ChatRun): string[] {
  const seen: string[] = [];
  for (const name of ['thread', 'message', 'delta', 'tool-call', 'answer', 'reconnect', 'end', 'error'] as const)
    run.on(name, () => seen.push(name));
  return seen;
}

/**
 * A fetch whose response bodies break after `lines` complete lines, as a dropped connection
 * does: the client sees the first lines, then a failing read.
 */
function droppingFetch(lines: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const reader = response.body!.getReader();
    let buffered = '';
    const decoder = new TextDecoder();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        for (;;) {
          const complete = buffered.split('\n').length - 1;
          if (complete >= lines) {
            const cut = buffered.split('\n').slice(0, lines).join('\n');
            if (cut) controller.enqueue(encoder.encode(`${cut}\n`));
            await reader.cancel();
            controller.error(new TypeError('terminated'));
            return;
          }
          const { done, value } = await reader.read();
          if (done) return controller.close();
          buffered += decoder.decode(value, { stream: true });
        }
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

/** Ids that appear more than once. */
const duplicates = (ids: string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);

describe('a whole conversation', () => {
  it('streams the typical answer: thread, deltas, two tool calls, the final answer, the authoritative thread', async () => {
    const s = await start();
    const run = tokenClient(s).send('Which region grew fastest?');
    const events = recordEvents(run);
    const calls: string[] = [];
    run.on('tool-call', (call) => calls.push(`${call.name}:${call.status}`));
    const lines: string[] = [];
    for await (const line of run) lines.push(line.id);
    const result = await run.result();

    expect(lines[0]).toBe('__cutoff__');
    expect(lines.slice(-2)).toEqual(['__state__', '__usage__']);
    expect(result.status).toBe('done');
    expect(result.chatId).toMatch(/./);
    expect(run.chatId).toBe(result.chatId);
    expect(result.messageId).toMatch(/^\d{13,}-message$/);
    expect(duplicates(result.messages.map((m) => m.id))).toEqual([]);
    expect(result.messages.find((m) => m.role === 'user')?.content).toBe('Which region grew fastest?');
    expect(result.answer?.graphPath?.[0]).toBe('final');
    expect(result.answer?.content).toBeTruthy();
    expect(run.answer).toBe(result.answer);
    expect(calls).toEqual([
      'platformMeta:running',
      'platformMeta:done',
      'platformSqlApi:running',
      'platformSqlApi:done',
    ]);
    const sql = result.toolCalls.find((call) => call.name === 'platformSqlApi');
    expect(sql?.status).toBe('done');
    expect(sql?.result).toMatchObject({ totalRows: 4, truncated: false });
    expect(events[0]).toBe('thread');
    expect(events).toContain('delta');
    expect(events.at(-1)).toBe('end');
    expect(events).not.toContain('error');
    expect(run.status).toBe('done');
  });

  it('a follow-up in the same thread, and getThread returns the thread', async () => {
    const s = await start();
    const chat = tokenClient(s);
    const first = await chat.send('First?').result();
    const second = await chat.send('Second?', { chatId: first.chatId! }).result();
    expect(second.chatId).toBe(first.chatId);
    expect(second.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['First?', 'Second?']);
    // The service's own state (LangChain messages) names no user message: the thread read has
    // the same messages in the same order, the user's under ids of their own.
    const said = (messages: readonly ChatMessage[]) =>
      messages.map((m) => `${m.role}: ${m.toolCall?.name ?? m.content}`);
    const thread = await chat.getThread(first.chatId!);
    expect(said(thread)).toEqual(said(second.messages));
    expect(thread.filter((m) => m.role !== 'user').map((m) => m.id)).toEqual(
      second.messages.filter((m) => m.role !== 'user').map((m) => m.id),
    );
    expect(finalAnswer(thread)?.content).toBe(second.answer?.content);
  });

  it('getThread of a state shaped like stream lines gives the thread as it streamed, ids and all', async () => {
    const s = await start({ stateShape: 'lines' });
    const chat = tokenClient(s);
    const first = await chat.send('First?').result();
    const second = await chat.send('Second?', { chatId: first.chatId! }).result();
    const thread = await chat.getThread(first.chatId!);
    expect(thread.map((m) => m.id)).toEqual(second.messages.map((m) => m.id));
    expect(thread.suspended).toBeUndefined();
  });

  it('a truncated SQL result says so, and a failed tool call is failed with its error', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [`r${i}`, i, i]);
    const s = await start({
      answers: {
        'Big?': { text: 'Done.', toolCalls: [sqlToolCall({ rows }), sqlToolCall({ error: 'column not found' })] },
      },
    });
    const result = await tokenClient(s).send('Big?').result();
    const [big, broken] = result.toolCalls;
    expect(big?.result).toMatchObject({ totalRows: 150, truncated: true });
    expect((big!.result as { data: unknown[] }).data).toHaveLength(100);
    expect(broken).toMatchObject({ status: 'failed', error: 'column not found' });
  });

  it('survives lines cut at arbitrary bytes', async () => {
    const s = await start({ splitLines: true, seed: 7 });
    const result = await tokenClient(s).send('Grüße, 日本? 📈').result();
    expect(result.status).toBe('done');
    expect(result.messages.find((m) => m.role === 'user')?.content).toBe('Grüße, 日本? 📈');
  });
});

describe('authentication', () => {
  it('a token as X-Platform-Auth-Token, from a provider called per request; no sessionSettings sent', async () => {
    const s = await start();
    const provider = vi.fn(() => Promise.resolve(FAKE_CHAT_TOKEN));
    const chat = createChatClient({ url: s.url, auth: { token: provider } });
    await chat.send('One?').result();
    await chat.send('Two?').result();
    expect(provider).toHaveBeenCalledTimes(2);
    const recorded = s.requests.filter((r) => r.method === 'POST');
    expect(
      recorded.every((r) => r.headers['x-platform-auth-token'] !== undefined && r.headers.authorization === undefined),
    ).toBe(true);
    expect(recorded.every((r) => !('sessionSettings' in (r.body as object)))).toBe(true);
  });

  it('an API key with sessionSettings, from the client or the call', async () => {
    const s = await start();
    const result = await keyClient(s).send('Hi?').result();
    expect(result.status).toBe('done');
    const body = s.requests.find((r) => r.method === 'POST')?.body as { sessionSettings?: unknown };
    expect(body.sessionSettings).toEqual({ externalId: 'alice' });
  });

  it('a token function that fails is NETWORK (retryable), its error the cause, for every call; nothing is sent', async () => {
    const s = await start();
    const failure = new TypeError('token service down');
    const chat = createChatClient({
      url: s.url,
      auth: {
        token: () => {
          throw failure;
        },
      },
    });
    for (const call of [() => chat.send('Hi?').result(), () => chat.getThread('chat-1'), () => chat.abort('chat-1')]) {
      const error = await expectApiError(call(), 'NETWORK');
      expect(error.message).toMatch(/^auth\.token: the token function failed: .*token service down/);
      expect(error.cause === failure || (error.cause as ApiError).cause === failure).toBe(true);
    }
    expect(s.requests).toEqual([]);
  });

  it('a bad token is UNAUTHORIZED (an error object inside a 200), the token never in the message', async () => {
    const s = await start({ token: 'only-this-token' });
    const secret = fakeChatToken({ externalId: 'mallory' });
    const run = createChatClient({ url: s.url, auth: { token: secret } }).send('Hi?');
    const error = await expectApiError(run.result(), 'UNAUTHORIZED');
    expect(error.message).not.toContain(secret);
    expect(run.status).toBe('failed');
  });

  it('an API key in a browser page is refused unless allowed on purpose', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    const options = {
      url: 'https://chat.example.com/api/v1/public/a/agents/b/chat/stream-chat-state',
      auth: { apiKey: 'SECRET-KEY', sessionSettings: { externalId: 'a' } },
    };
    const error = expectApiError(() => createChatClient(options), 'INVALID_OPTIONS');
    expect(error.message).not.toContain('SECRET-KEY');
    expect(() => createChatClient({ ...options, dangerouslyAllowApiKeyInBrowser: true })).not.toThrow();
  });

  it.each([
    ['no auth', { auth: undefined }],
    ['both methods', { auth: { token: 't', apiKey: 'k' } }],
    ['a relative url', { url: '/chat/stream-chat-state' }],
    ['a url that is not the stream URL', { url: 'https://chat.example.com/api/v1/public/a/agents/b/chat' }],
    ['negative reconnect attempts', { reconnect: { attempts: -1 } }],
  ])('%s is INVALID_OPTIONS', (_label, extra) => {
    expectApiError(
      () =>
        createChatClient({
          url: 'https://chat.example.com/api/v1/public/a/agents/b/chat/stream-chat-state',
          auth: { token: 't' },
          ...extra,
        } as never),
      'INVALID_OPTIONS',
    );
  });

  it('builds the stream URL from its parts', async () => {
    const s = await start();
    const chat = createChatClient({
      url: { chatBaseUrl: s.chatBaseUrl, accountName: s.accountName, agentId: s.agentId },
      auth: { token: FAKE_CHAT_TOKEN },
    });
    expect((await chat.send('Hi?').result()).status).toBe('done');
  });
});

describe('a credential the service echoes back', () => {
  const URL_OF_CHAT = 'https://chat.example.invalid/api/v1/public/acct/agents/1/chat/stream-chat-state';
  const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.ZWNobw.echoed-token';
  const KEY = 'pk_live_echoed_api_key_123';

  /** A fetch answering every request with `status` and a body made of the credential the request carried. */
  const echoing =
    (status: number, bodyOf: (credential: string) => string): typeof fetch =>
    async (_input, init) => {
      const sent = new Headers(init?.headers);
      const credential = sent.get('x-platform-auth-token') ?? sent.get('authorization') ?? '';
      return new Response(bodyOf(credential), { status, headers: { 'content-type': 'application/json' } });
    };

  /** Everything an error shows: its message, body, stack and its cause's message. */
  const shown = (error: ApiError) =>
    `${error.message} ${JSON.stringify(error.body)} ${error.stack} ${(error.cause as Error | undefined)?.message}`;

  it.each([
    [
      'a 401 whose body quotes it',
      401,
      'UNAUTHORIZED',
      (credential: string) => JSON.stringify({ message: `Invalid credential ${credential}`, header: credential }),
    ],
    ['a 500 whose text quotes it', 500, 'SERVER_ERROR', (credential: string) => `upstream rejected ${credential}`],
    [
      'an error object inside a 200',
      200,
      'UNAUTHORIZED',
      (credential: string) =>
        `${JSON.stringify({ jsonrpc: '2.0', error: { code: 401, message: `bad token ${credential}` } })}\n`,
    ],
    [
      'a stream line that is not JSON',
      200,
      'INVALID_RESPONSE',
      (credential: string) => `{"id": "a", "content": ${credential}\n`,
    ],
  ] as const)('%s: never in the error, with a token or an API key', async (_label, status, code, bodyOf) => {
    for (const auth of [
      { token: TOKEN },
      { token: () => TOKEN },
      { apiKey: KEY, sessionSettings: { externalId: 'alice' } },
    ]) {
      const secret = 'apiKey' in auth ? KEY : TOKEN;
      const chat = createChatClient({ url: URL_OF_CHAT, auth, fetch: echoing(status, bodyOf), reconnect: false });
      const error = await expectApiError(chat.send('Hi?').result(), code);
      expect(shown(error)).not.toContain(secret);
      expect(shown(error)).toContain('[redacted]');
      const thread = await expectApiError(chat.getThread('chat-1'), code);
      expect(shown(thread)).not.toContain(secret);
    }
  });

  it('a credential holding CR/LF (or any character a header refuses) is INVALID_OPTIONS, never shown, nothing sent', async () => {
    const s = await start();
    for (const bad of [`${KEY}\ninner-line`, `${KEY}\r`, `${KEY} x`, `${KEY}\u0000`, `${KEY}é`]) {
      const key = () =>
        createChatClient({ url: s.url, auth: { apiKey: bad, sessionSettings: { externalId: 'alice' } } });
      const token = () => createChatClient({ url: s.url, auth: { token: bad } });
      for (const build of [key, token]) {
        const error = (() => {
          try {
            build();
          } catch (caught) {
            return caught as ApiError;
          }
          throw new Error('expected INVALID_OPTIONS');
        })();
        expect(error.code).toBe('INVALID_OPTIONS');
        expect(shown(error)).not.toContain(KEY);
      }
    }
    // From a token function: refused per call, before anything is sent, and never retried.
    const chat = createChatClient({
      url: s.url,
      auth: { token: () => `${KEY}\r\nx-injected: 1` },
      reconnect: { delayMs: 0 },
    });
    for (const call of [() => chat.abort('chat-1'), () => chat.getThread('chat-1'), () => chat.send('Hi?').result()]) {
      const error = await expectApiError(call(), 'INVALID_OPTIONS');
      expect(error.retryable).toBe(false);
      expect(shown(error)).not.toContain(KEY);
    }
    expect(s.requests).toEqual([]);
  });

  it('each token a provider gives is redacted, not only the first', async () => {
    let turn = 0;
    const nextToken = () => {
      turn += 1;
      return `${TOKEN}-${turn}`;
    };
    const chat = createChatClient({
      url: URL_OF_CHAT,
      auth: { token: nextToken },
      fetch: echoing(403, (credential) => `no access for ${credential}`),
    });
    for (const expected of [1, 2, 3]) {
      const error = await expectApiError(chat.send('Hi?').result(), 'FORBIDDEN');
      expect(shown(error)).not.toContain(`${TOKEN}-${expected}`);
    }
  });
});

describe('event handlers', () => {
  it('a handler that throws neither ends nor re-sends the run, nor ends the process: the others run, the error goes to console.error', async () => {
    allowConsole(/bug/);
    const s = await start();
    const run = tokenClient(s).send('Hi?');
    const after = vi.fn();
    const bug = new Error('handler bug');
    const endBug = new Error('end handler bug');
    run.on('message', () => {
      throw bug;
    });
    run.on('message', after);
    run.on('end', () => {
      throw endBug;
    });
    const result = await run.result();
    expect(result.status).toBe('done');
    expect(after).toHaveBeenCalled();
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    const reported = vi.mocked(console.error).mock.calls.map(([error]) => error);
    expect(reported).toContain(bug);
    expect(reported).toContain(endBug);
  });

  it('a handler that ends the run (detach) while a line is told: no event comes after end', async () => {
    const s = await start();
    const run = tokenClient(s).send('Which region grew fastest?');
    const seen = recordEvents(run);
    run.on('message', (message) => {
      if (message.toolCall) run.detach();
    });
    expect((await run.result()).status).toBe('aborted');
    expect(seen.at(-1)).toBe('end');
    expect(seen.filter((name) => name === 'end')).toHaveLength(1);
  });

  it('an unknown event or a handler that is not a function is INVALID_OPTIONS', async () => {
    const s = await start();
    const run = tokenClient(s).send('Hi?');
    const on = run.on as (event: string, handler: unknown) => () => void;
    expect(expectApiError(() => on('messages', () => undefined), 'INVALID_OPTIONS').message).toContain('"messages"');
    expectApiError(() => on('message', 'nope'), 'INVALID_OPTIONS');
    await run.result();
  });
});

describe('request rules, checked before anything is sent', () => {
  it.each([
    ['a messageId of another form', (c: ReturnType<typeof keyClient>) => c.send('Hi?', { messageId: '123-message' })],
    ['an empty input', (c: ReturnType<typeof keyClient>) => c.send('  ')],
    [
      'both externalId and internalId',
      (c: ReturnType<typeof keyClient>) =>
        c.send('Hi?', { sessionSettings: { externalId: 'a', internalId: 'a@example.com' } }),
    ],
    [
      'an externalId with capitals',
      (c: ReturnType<typeof keyClient>) => c.send('Hi?', { sessionSettings: { externalId: 'Alice' } }),
    ],
    [
      'an externalId with a space',
      (c: ReturnType<typeof keyClient>) => c.send('Hi?', { sessionSettings: { externalId: 'al ice' } }),
    ],
    [
      'groups with internalId',
      (c: ReturnType<typeof keyClient>) =>
        c.send('Hi?', { sessionSettings: { internalId: 'a@example.com', groups: ['x'] } }),
    ],
    [
      'a user attribute value of no type the session call takes',
      (c: ReturnType<typeof keyClient>) =>
        c.send('Hi?', {
          sessionSettings: { externalId: 'a', userAttributes: [{ name: 'region', value: { tier: 5 } as never }] },
        }),
    ],
    // A hole in an array would go out as null.
    [
      'a hole in userAttributes',
      (c: ReturnType<typeof keyClient>) =>
        c.send('Hi?', {
          sessionSettings: { externalId: 'a', userAttributes: [, { name: 'region', value: 'west' }] as never },
        }),
    ],
    [
      'a hole in groups',
      (c: ReturnType<typeof keyClient>) =>
        c.send('Hi?', { sessionSettings: { externalId: 'a', groups: [, 'sales'] as never } }),
    ],
    [
      'an abort for an externalId with capitals',
      (c: ReturnType<typeof keyClient>) => c.abort('chat-1', { sessionSettings: { externalId: 'Bad Id' } }),
    ],
    [
      'roles with internalId',
      (c: ReturnType<typeof keyClient>) =>
        c.send('Hi?', { sessionSettings: { internalId: 'a@example.com', roles: ['admin'] } as never }),
    ],
    [
      'an email that is not a string',
      (c: ReturnType<typeof keyClient>) => c.send('Hi?', { sessionSettings: { externalId: 'a', email: 5 as never } }),
    ],
    [
      'isEphemeral that is not a boolean',
      (c: ReturnType<typeof keyClient>) =>
        c.send('Hi?', { sessionSettings: { externalId: 'a', isEphemeral: 'no' as never } }),
    ],
    [
      'ephemeralTtlSeconds that is not a number',
      (c: ReturnType<typeof keyClient>) =>
        c.send('Hi?', { sessionSettings: { externalId: 'a', ephemeralTtlSeconds: '1w' as never } }),
    ],
    [
      'sessionSettings that are not JSON data',
      (c: ReturnType<typeof keyClient>) =>
        c.send('Hi?', { sessionSettings: { externalId: 'a', securityContext: { n: 1n } } as never }),
    ],
    [
      'a send signal that is not an AbortSignal',
      (c: ReturnType<typeof keyClient>) => c.send('Hi?', { signal: {} as never }),
    ],
    [
      'an attach signal that is not an AbortSignal',
      (c: ReturnType<typeof keyClient>) =>
        c.attach({ chatId: 'chat-1', messageId: '1767225600000-message', signal: 'stop' as never }),
    ],
    [
      'a getThread signal that is not an AbortSignal',
      (c: ReturnType<typeof keyClient>) => c.getThread('chat-1', { signal: {} as never }),
    ],
    ['send options that are null', (c: ReturnType<typeof keyClient>) => c.send('Hi?', null as never)],
    ['send options that are a string', (c: ReturnType<typeof keyClient>) => c.send('Hi?', 'chat-1' as never)],
    ['attach options that are null', (c: ReturnType<typeof keyClient>) => c.attach(null as never)],
    ['abort options that are not an object', (c: ReturnType<typeof keyClient>) => c.abort('chat-1', null as never)],
    [
      'getThread options that are not an object',
      (c: ReturnType<typeof keyClient>) => c.getThread('chat-1', null as never),
    ],
  ])('%s is INVALID_REQUEST, nothing sent', async (_label, call) => {
    const s = await start();
    let outcome: unknown;
    try {
      outcome = call(keyClient(s));
    } catch (error) {
      outcome = Promise.reject(error);
    }
    await expectApiError(Promise.resolve(outcome), 'INVALID_REQUEST');
    expect(s.requests).toEqual([]);
  });

  it('settings go out as checked: a change to the caller’s object afterwards, or a getter, sends nothing unchecked', async () => {
    const s = await start();
    const defaults = { externalId: 'alice', groups: ['sales'] };
    const chat = createChatClient({
      url: s.url,
      auth: { apiKey: FAKE_CHAT_API_KEY, sessionSettings: defaults },
      reconnect: { delayMs: 0 },
    });
    defaults.externalId = 'Bob Jones';
    defaults.groups.push(5 as never);
    const perCall = { externalId: 'carol', userAttributes: [{ name: 'region', value: 'west' }] };
    s.dropNextStreamAfter(4);
    const run = chat.send('Hi?', { sessionSettings: perCall });
    perCall.externalId = 'Carol X';
    perCall.userAttributes[0]!.value = 5 as never;
    let reads = 0;
    const changing = {
      get externalId() {
        reads += 1;
        return reads === 1 ? 'dave' : 'DAVE X';
      },
    };
    await Promise.all([
      run.result(),
      chat.send('Again?', { sessionSettings: changing }).result(),
      chat.send('And again?').result(),
    ]);
    const sent = s.requests
      .filter((r) => r.path.endsWith('/stream-chat-state'))
      .map((r) => (r.body as { sessionSettings: unknown }).sessionSettings);
    // The run's reconnect re-sends its settings as they were checked too.
    expect(sent).toHaveLength(4);
    expect(sent).toEqual(
      expect.arrayContaining([
        { externalId: 'carol', userAttributes: [{ name: 'region', value: 'west' }] },
        { externalId: 'dave' },
        { externalId: 'alice', groups: ['sales'] },
      ]),
    );
    expect(sent.filter((settings) => (settings as { externalId: string }).externalId === 'carol')).toHaveLength(2);
    expect(reads).toBe(1);
  });

  it('client sessionSettings that break a rule are INVALID_OPTIONS: the client is built wrong', () => {
    const error = expectApiError(
      () =>
        createChatClient({
          url: 'https://chat.example.com/api/v1/public/acct/agents/1/chat/stream-chat-state',
          auth: { apiKey: FAKE_CHAT_API_KEY, sessionSettings: { externalId: 'Alice' } },
        }),
      'INVALID_OPTIONS',
    );
    expect(error.message).toMatch(/^auth\.sessionSettings\.externalId: expected a lowercase id/);
  });

  it('an API key without sessionSettings is INVALID_REQUEST', async () => {
    const s = await start();
    const chat = createChatClient({ url: s.url, auth: { apiKey: FAKE_CHAT_API_KEY } });
    expect(expectApiError(() => chat.send('Hi?'), 'INVALID_REQUEST').message).toMatch(/^sessionSettings: expected/);
    expect(s.requests).toEqual([]);
  });
});

describe('a run’s own turn', () => {
  it('a follow-up’s answer and tool calls are its own turn’s, though its final state holds the earlier turns too', async () => {
    const s = await start();
    const chat = tokenClient(s);
    const first = await chat.send('First?').result();
    const run = chat.send('Second?', { chatId: first.chatId });
    const calls: string[] = [];
    run.on('tool-call', (call) => calls.push(`${call.id} ${call.status}`));
    const second = await run.result();
    expect(second.messages.length).toBeGreaterThan(first.messages.length);
    expect(second.answer).toBeDefined();
    expect(second.answer!.id).not.toBe(first.answer!.id);
    expect(second.toolCalls).toHaveLength(first.toolCalls.length);
    expect(second.toolCalls.map((call) => call.id)).not.toEqual(
      expect.arrayContaining(first.toolCalls.map((call) => call.id)),
    );
    expect(calls.every((call) => !first.toolCalls.some((earlier) => call.startsWith(`${earlier.id} `)))).toBe(true);
  });

  it('the answer event comes once for an answer that does not change', async () => {
    const s = await start();
    const run = tokenClient(s).send('Hi?');
    const answers: string[] = [];
    run.on('answer', (answer) => answers.push(answer.id));
    await run.result();
    expect(answers).toHaveLength(1);
  });

  it('after a reconnect, what the final thread changes is told as message events', async () => {
    const s = await start();
    for (const after of [8, 20]) {
      s.dropNextStreamAfter(after);
      const run = tokenClient(s).send('Same question?');
      const told = new Map<string, ChatMessage>();
      run.on('message', (message) => told.set(message.id, message));
      const result = await run.result();
      for (const message of result.messages) expect(told.get(message.id)).toEqual(message);
    }
  });
});

describe('reconnect', () => {
  it('a connection dropped mid-answer resumes through the same messageId: every message once, complete', async () => {
    const s = await start();
    s.dropNextStreamAfter(6);
    const reference = await tokenClient(s).send('Same question?').result();
    s.dropNextStreamAfter(6);
    const run = tokenClient(s).send('Same question?');
    const reconnects: number[] = [];
    run.on('reconnect', ({ attempt, cause }) => {
      expect(cause.code).toBe('NETWORK');
      reconnects.push(attempt);
    });
    const seen = new Map<string, number>();
    run.on('answer', (answer) => seen.set(answer.id, (seen.get(answer.id) ?? 0) + 1));
    const threads: string[] = [];
    run.on('thread', ({ chatId }) => threads.push(chatId));
    const result = await run.result();
    expect(reconnects).toEqual([1]);
    expect(threads).toEqual([result.chatId, result.chatId]); // and again when the re-attached stream is back
    expect(result.status).toBe('done');
    expect(duplicates(result.messages.map((m) => m.id))).toEqual([]);
    expect(result.answer?.content).toBe(reference.answer?.content);
    expect([...seen.values()]).toEqual([1]);
    const posts = s.requests
      .filter((r) => r.method === 'POST')
      .slice(-2)
      .map((r) => r.body as { messageId: string; chatId?: string; input: string });
    expect(posts[1]?.messageId).toBe(posts[0]?.messageId);
    expect(posts[1]?.input).toBe(posts[0]?.input);
    expect(posts[1]?.chatId).toBe(result.chatId);
  });

  it('before the thread is known it fails with NETWORK rather than risk a second thread', async () => {
    const s = await start();
    const chat = createChatClient({
      url: s.url,
      auth: { token: FAKE_CHAT_TOKEN },
      reconnect: { delayMs: 0 },
      fetch: droppingFetch(0),
    });
    const error = await expectApiError(chat.send('Hi?').result(), 'NETWORK');
    expect(error.message).toMatch(/before the thread was known/);
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('gives up after the attempts', async () => {
    const s = await start();
    const chat = createChatClient({
      url: s.url,
      auth: { token: FAKE_CHAT_TOKEN },
      reconnect: { attempts: 2, delayMs: 0 },
      fetch: droppingFetch(1),
    });
    const run = chat.send('Hi?');
    const attempts: number[] = [];
    run.on('reconnect', ({ attempt }) => attempts.push(attempt));
    await expectApiError(run.result(), 'NETWORK');
    expect(attempts).toEqual([1, 2]);
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
  });

  it('a re-attach that brings messages starts the count over: a long answer on a link that keeps dropping still ends well', async () => {
    // Paced, so that the answer is still going on at each re-attach.
    const s = await start({ dropAfterLines: 4, delayMs: 5 });
    const run = createChatClient({
      url: s.url,
      auth: { token: FAKE_CHAT_TOKEN },
      reconnect: { attempts: 1, delayMs: 0 },
    }).send('Which region grew fastest?');
    const attempts: number[] = [];
    run.on('reconnect', ({ attempt }) => attempts.push(attempt));
    const result = await run.result();
    expect(result.status).toBe('done');
    expect(attempts.length).toBeGreaterThan(2);
    expect(new Set(attempts)).toEqual(new Set([1]));
    expect(duplicates(result.messages.map((m) => m.id))).toEqual([]);
  });

  it('a re-attach the service fails for a while (503) is tried again; the same on the first request is not', async () => {
    const s = await start();
    s.dropNextStreamAfter(4);
    const run = tokenClient(s).send('Hi?');
    const causes: string[] = [];
    run.on('reconnect', ({ attempt, cause }) => {
      causes.push(`${attempt} ${cause.code}`);
      if (attempt === 1) s.failNextRequest(503);
    });
    expect((await run.result()).status).toBe('done');
    expect(causes).toEqual(['1 NETWORK', '2 SERVER_ERROR']);

    s.failNextRequest(503);
    const first = tokenClient(s).send('Again?');
    first.on('reconnect', () => causes.push('re-sent'));
    await expectApiError(first.result(), 'SERVER_ERROR');
    expect(causes).toHaveLength(2);
  });

  it('a re-attach that only repeats what the thread holds is no progress: the attempts run out', async () => {
    const messageId = '1767225600000-message';
    const encoder = new TextEncoder();
    let requests = 0;
    // Every answer: the thread's line and the same user message again, then the connection drops.
    const repeating: typeof fetch = async () => {
      requests += 1;
      const lines = [
        { id: '__cutoff__', sort: 0, state: { isStreaming: true, chatId: 'thread-1' } },
        { id: messageId, role: 'user', content: 'Hi?', isDelta: false, isInProcess: false, sort: 1 },
      ];
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const line of lines) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
          setTimeout(() => controller.error(new TypeError('terminated')), 1);
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
    };
    const chat = createChatClient({
      url: 'https://chat.example.invalid/api/v1/public/acct/agents/1/chat/stream-chat-state',
      auth: { token: FAKE_CHAT_TOKEN },
      fetch: repeating,
      reconnect: { attempts: 3, delayMs: 0 },
    });
    const run = chat.send('Hi?', { messageId });
    const attempts: number[] = [];
    run.on('reconnect', ({ attempt }) => attempts.push(attempt));
    await expectApiError(run.result(), 'NETWORK');
    expect(attempts).toEqual([1, 2, 3]);
    expect(requests).toBe(4);
  });

  it('a token function that fails while reconnecting (the same outage) is tried again', async () => {
    const s = await start();
    s.dropNextStreamAfter(4);
    let calls = 0;
    const token = () => {
      calls += 1;
      if (calls === 2) throw new TypeError('fetch failed');
      return FAKE_CHAT_TOKEN;
    };
    const run = createChatClient({ url: s.url, auth: { token }, reconnect: { attempts: 3, delayMs: 0 } }).send('Hi?');
    const causes: string[] = [];
    run.on('reconnect', ({ cause }) => causes.push(cause.message));
    expect((await run.result()).status).toBe('done');
    expect(causes[1]).toMatch(/^auth\.token: the token function failed: /);
  });

  it('reconnect: false never re-sends', async () => {
    const s = await start();
    s.dropNextStreamAfter(4);
    const run = createChatClient({ url: s.url, auth: { token: FAKE_CHAT_TOKEN }, reconnect: false }).send('Hi?');
    await expectApiError(run.result(), 'NETWORK');
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('attach, detach, abort', () => {
  it('attach() re-attaches to an answer in progress by its messageId', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const chat = tokenClient(s);
    const first = chat.send('Long one?');
    await hold.reached;
    first.detach();
    expect((await first.result()).status).toBe('aborted');
    const again = chat.attach({ chatId: first.chatId!, messageId: first.messageId });
    hold.release();
    const result = await again.result();
    expect(result.status).toBe('done');
    expect(result.answer?.content).toBeTruthy();
    expect(duplicates(result.messages.map((m) => m.id))).toEqual([]);
  });

  it('another message to a streaming thread is THREAD_BUSY', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const chat = tokenClient(s);
    const first = chat.send('Long one?');
    await hold.reached;
    await expectApiError(chat.send('Another?', { chatId: first.chatId! }).result(), 'THREAD_BUSY');
    hold.release();
    expect((await first.result()).status).toBe('done');
  });

  it('stop() detaches and aborts at the service: 204, result aborted, iteration ends quietly', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const run = tokenClient(s).send('Long one?');
    const lines: string[] = [];
    const iterating = (async () => {
      for await (const line of run) lines.push(line.id);
    })();
    await hold.reached;
    await run.stop();
    await iterating;
    expect((await run.result()).status).toBe('aborted');
    expect(run.status).toBe('aborted');
    const abort = s.requests.find((r) => r.path.endsWith('/chat/abort'));
    expect(abort?.body).toEqual({ chatId: run.chatId });
    hold.release();
  });

  it('abort of an unknown thread is NOT_FOUND, of another user’s FORBIDDEN', async () => {
    const s = await start();
    const mine = await tokenClient(s).send('Mine?').result();
    await expectApiError(tokenClient(s).abort('no-such-chat'), 'NOT_FOUND');
    const other = createChatClient({ url: s.url, auth: { token: fakeChatToken({ externalId: 'bob' }) } });
    await expectApiError(other.abort(mine.chatId!), 'FORBIDDEN');
  });

  it('with an API key, abort needs an external user: the run’s own for stop(); without one nothing is sent', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const chat = keyClient(s);
    const bobs = chat.send('Bob’s?', { sessionSettings: { externalId: 'bob' } });
    await hold.reached;
    await bobs.stop();
    hold.release();
    expect(s.requests.find((r) => r.path.endsWith('/chat/abort'))?.body).toEqual({
      chatId: bobs.chatId,
      sessionSettings: { externalId: 'bob' },
    });

    const internal = s.holdNextStreamAfter(4);
    const analysts = chat.send('An analyst’s?', { sessionSettings: { internalId: 'analyst@example.com' } });
    await internal.reached;
    await expectApiError(analysts.stop(), 'INVALID_REQUEST');
    expect(analysts.status).toBe('aborted');
    internal.release();
    const noDefault = createChatClient({ url: s.url, auth: { apiKey: FAKE_CHAT_API_KEY } });
    const error = await expectApiError(noDefault.abort('chat-1'), 'INVALID_REQUEST');
    expect(error.message).toMatch(/^sessionSettings\.externalId: expected the external user/);
    expect(s.requests.filter((r) => r.path.endsWith('/chat/abort'))).toHaveLength(1);
  });

  it('abort refused inside a 200 (a JSON-RPC authentication error) is UNAUTHORIZED, not success', async () => {
    const s = await start();
    const mine = await keyClient(s).send('Mine?').result();
    const wrongKey = createChatClient({
      url: s.url,
      auth: { apiKey: 'not-the-key', sessionSettings: { externalId: 'alice' } },
    });
    const error = await expectApiError(wrongKey.abort(mine.chatId!), 'UNAUTHORIZED');
    expect(error.message).not.toContain('not-the-key');
  });

  it('stop() before the first line: the run ends at once, and the answer is aborted once its line names the thread', async () => {
    const s = await start();
    // The service pauses the answer after its first line; the client sees nothing until `open()`.
    const hold = s.holdNextStreamAfter(1);
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const gated: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!response.body) return response; // the abort's 204
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await gate;
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const chat = createChatClient({ url: s.url, auth: { token: FAKE_CHAT_TOKEN }, fetch: gated });
    const run = chat.send('Long one?');
    const seen: string[] = [];
    run.on('message', (message) => seen.push(message.id));
    await hold.reached;
    const stopping = run.stop();
    expect((await run.result()).status).toBe('aborted');
    expect(run.chatId).toBeUndefined();
    open();
    await stopping;
    hold.release();
    const abort = s.requests.find((r) => r.path.endsWith('/chat/abort'))?.body as { chatId?: unknown } | undefined;
    expect(typeof abort?.chatId).toBe('string');
    expect(seen).toEqual([]); // nothing told after the end
    // The thread is free for the next question.
    expect((await chat.send('Next?', { chatId: abort!.chatId as string }).result()).status).toBe('done');
  });

  it('stop() before the first line of a stream that never names its thread resolves, with nothing to abort', async () => {
    const s = await start();
    const chat = createChatClient({
      url: s.url,
      auth: { token: FAKE_CHAT_TOKEN },
      reconnect: { delayMs: 0 },
      fetch: droppingFetch(0),
    });
    const run = chat.send('Hi?');
    await run.stop();
    expect((await run.result()).status).toBe('aborted');
    expect(s.requests.filter((r) => r.path.endsWith('/chat/abort'))).toEqual([]);
  });

  it('stop() on a run that has ended does nothing: the next answer on the thread goes on', async () => {
    const s = await start();
    const chat = tokenClient(s);
    const first = chat.send('First?');
    const { chatId } = await first.result();
    const hold = s.holdNextStreamAfter(4);
    const second = chat.send('Second?', { chatId });
    await hold.reached;
    await first.stop();
    expect(first.status).toBe('done');
    hold.release();
    expect((await second.result()).status).toBe('done');
    expect(s.requests.filter((r) => r.path.endsWith('/chat/abort'))).toEqual([]);
  });

  it('a run that has ended lets go of the call’s signal', async () => {
    const s = await start();
    const controller = new AbortController();
    for (const question of ['One?', 'Two?', 'Three?'])
      await tokenClient(s).send(question, { signal: controller.signal }).result();
    expect(EventEmitter.getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('the call’s signal detaches the run', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(3);
    const controller = new AbortController();
    const run = tokenClient(s).send('Long one?', { signal: controller.signal });
    await hold.reached;
    controller.abort();
    expect((await run.result()).status).toBe('aborted');
    hold.release();
  });
});

describe('HTTP errors', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [500, 'SERVER_ERROR'],
    [503, 'SERVER_ERROR'],
  ] as const)('%i is %s, with the status', async (status, code) => {
    const s = await start();
    s.failNextRequest(status);
    const error = await expectApiError(tokenClient(s).send('Hi?').result(), code);
    expect(error.status).toBe(status);
    expect(error.retryable).toBe(code === 'RATE_LIMITED' || code === 'SERVER_ERROR');
  });

  it.each([409, 400, 500])(
    'a busy thread refused with HTTP %i is THREAD_BUSY, with the status, not retried',
    async (status) => {
      const fetch: typeof globalThis.fetch = async () =>
        new Response(JSON.stringify({ error: 'Streaming for thread is in progress' }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      const chat = createChatClient({
        url: 'https://chat.example.invalid/api/v1/public/acct/agents/1/chat/stream-chat-state',
        auth: { token: 't' },
        fetch,
      });
      const error = await expectApiError(chat.send('Hi?', { chatId: 'chat-1' }).result(), 'THREAD_BUSY');
      expect([error.status, error.retryable]).toEqual([status, false]);
      expect(error.message).toContain('Streaming for thread is in progress');
    },
  );

  it('an unknown thread is NOT_FOUND; a service that cannot be reached is NETWORK', async () => {
    const s = await start();
    await expectApiError(tokenClient(s).send('Hi?', { chatId: 'no-such-chat' }).result(), 'NOT_FOUND');
    const url = s.url;
    await s.close();
    const error = await expectApiError(
      createChatClient({ url, auth: { token: FAKE_CHAT_TOKEN } })
        .send('Hi?')
        .result(),
      'NETWORK',
    );
    expect(error.cause).toBeDefined();
    expect(error).toBeInstanceOf(ApiError);
  });
});
