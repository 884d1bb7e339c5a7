// @vitest-environment node
/**
 * The fake chat server over real HTTP, with plain `fetch` (no SDK client): the stream of spec
 * 2.5 in its typical order, scripted answers, both authentication methods and their failures,
 * threads (busy, attach by messageId, state without input), abort, error statuses, lines cut at
 * any byte, dropped connections, CORS, and a close that releases the port.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatUsage } from '../../../src/chat/index.js';
import { mergeChatMessage } from '../../../src/chat/thread-builder.js';
import type { ChatMessage, ChatStreamMessage } from '../../../src/chat/types.js';
import { THREAD_BUSY_MESSAGE } from '../../../src/testing/servers/chat.js';
import { AGENT_NODE, SQL_ROW_LIMIT } from '../../../src/testing/servers/chat-answer.js';
import {
  FAKE_CHAT_API_KEY,
  FAKE_CHAT_TOKEN,
  type FakeChatMessage,
  type FakeChatServer,
  type FakeChatServerOptions,
  fakeChatToken,
  metaToolCall,
  sqlToolCall,
  startFakeChatServer,
} from '../../../src/testing/servers/index.js';
import { importWithTripwires } from '../../support/dom-tripwires.js';
import { fakeChatPerTest } from '../../support/fake-chat-per-test.js';
import { connectToLoopback } from '../../support/loopback.js';

/** A server whose state lines hold stream-line messages, easy to check; the defaults (the reference's shapes) have tests of their own. */
const start = fakeChatPerTest({ stateShape: 'lines' });
afterEach(() => {
  vi.unstubAllGlobals();
});

let clock = 1_760_000_000_000;
const nextMessageId = () => `${clock++}-message`;

type Headers = Record<string, string>;
const tokenAuth = (token = FAKE_CHAT_TOKEN): Headers => ({ 'x-platform-auth-token': token });
const keyAuth = (key = FAKE_CHAT_API_KEY): Headers => ({ authorization: `Api-Key ${key}` });

function post(url: string, body: unknown, headers: Headers = tokenAuth()): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type Line = FakeChatMessage & { error?: unknown; jsonrpc?: string; messageId?: string; usage?: ChatUsage };

/** Every line of a finished response, parsed. */
async function linesOf(response: Response): Promise<Line[]> {
  const text = await response.text();
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as Line);
}

/** Reads a streamed response line by line, as a client would. */
function reader(response: Response) {
  const body = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<Line | undefined> => {
    for (;;) {
      const newline = buffer.indexOf('\n');
      if (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        return JSON.parse(line) as Line;
      }
      const { done, value } = await body.read();
      if (done) {
        expect(buffer).toBe('');
        return undefined;
      }
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return {
    next,
    async take(count: number): Promise<Line[]> {
      const lines: Line[] = [];
      for (let index = 0; index < count; index += 1) lines.push((await next())!);
      return lines;
    },
    async rest(): Promise<Line[]> {
      const lines: Line[] = [];
      for (let line = await next(); line; line = await next()) lines.push(line);
      return lines;
    },
  };
}

/** Sends a message and reads the whole answer. */
async function ask(server: FakeChatServer, body: Record<string, unknown>, headers?: Headers): Promise<Line[]> {
  const response = await post(server.url, { messageId: nextMessageId(), ...body }, headers);
  expect(response.status).toBe(200);
  return linesOf(response);
}

/** The thread of the `__state__` line. */
const stateOf = (lines: Line[]) => lines.find((line) => line.id === '__state__')!.state!.messages!;
/** The lines before the closing `__usage__` frame (which every stream ends with). */
const withoutUsage = (lines: Line[]) => {
  expect(lines.at(-1)?.id).toBe('__usage__');
  return lines.slice(0, -1);
};
const parse = (text: string | undefined) => JSON.parse(text ?? 'null') as Record<string, unknown>;

describe('the stream (spec 2.5)', () => {
  it('sends the typical order of spec 2.5: cutoff, echo, start, thinking and content deltas, both tools, final, state', async () => {
    const server = await start();
    const messageId = nextMessageId();
    const response = await post(server.url, { input: 'Revenue by region?', messageId });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const lines = withoutUsage(await linesOf(response));

    const [cutoff, echo, begin] = lines;
    expect(cutoff).toEqual({
      id: '__cutoff__',
      role: 'assistant',
      sort: 0,
      state: { isStreaming: false, chatId: expect.any(String) },
    });
    expect(echo).toMatchObject({ id: messageId, role: 'user', content: 'Revenue by region?' });
    expect(begin).toMatchObject({
      role: 'assistant',
      content: '',
      isInProcess: true,
      isDelta: true,
      graphPath: [AGENT_NODE],
    });

    const kinds = lines.slice(2, -1).map((line) => {
      if (line.toolCall) return `${line.toolCall.name}:${line.isInProcess ? 'start' : 'done'}`;
      if (line.graphPath?.[0] === 'final') return 'final';
      if (line.thinking !== undefined) return 'thinking';
      return line.content === '' ? 'start' : 'content';
    });
    const collapsed = kinds.filter((kind, index) => kind !== kinds[index - 1]);
    expect(collapsed).toEqual([
      'start',
      'thinking',
      'content',
      'platformMeta:start',
      'platformMeta:done',
      'platformSqlApi:start',
      'platformSqlApi:done',
      'final',
    ]);
    expect(lines.at(-1)!.id).toBe('__state__');

    // Sort numbers increase along the stream; the tool calls sit under the tools node.
    const sorts = lines.map((line) => line.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(new Set(sorts).size).toBe(sorts.length);
    const tools = lines.filter((line) => line.toolCall);
    for (const tool of tools) expect(tool.graphPath).toEqual([AGENT_NODE, 'tools']);
    expect(tools[0]!.id).toBe(tools[1]!.id);
    expect(tools[0]!.toolCall!.result).toBeUndefined();

    // Tool inputs and results are JSON strings with the fields of spec 2.6.
    const meta = parse(tools[1]!.toolCall!.result);
    expect(parse(tools[1]!.toolCall!.input)).toEqual({ searchQuery: 'Revenue by region?' });
    expect(meta).toMatchObject({
      searchQuery: 'Revenue by region?',
      cubes: [expect.objectContaining({ name: 'orders_view', type: 'view', members: expect.any(Array) })],
    });
    const sqlInput = parse(tools[3]!.toolCall!.input);
    expect(Object.keys(sqlInput).sort()).toEqual(['description', 'queryTitle', 'sqlQuery', 'userRequest', 'vegaSpec']);
    expect(sqlInput.userRequest).toBe('Revenue by region?');
    const sql = parse(tools[3]!.toolCall!.result);
    expect(sql.schema).toEqual([
      { name: 'region', column_type: 'String' },
      { name: 'revenue', column_type: 'Double' },
      { name: 'orders', column_type: 'Int64' },
    ]);
    expect(sql.data).toHaveLength(4);
    expect(sql.data).toContainEqual(['North', 1240000.5, 3120]);
    expect(sql).toMatchObject({ totalRows: 4, uuid: expect.any(String), userRequest: 'Revenue by region?' });
    const chart = JSON.parse(sql.vegaSpec as string) as Record<string, unknown>;
    expect(chart).toMatchObject({ $schema: 'https://vega.github.io/schema/vega-lite/v5.json', mark: { type: 'bar' } });
    expect(chart).not.toHaveProperty('data');

    // The deltas add up to the final content; the state holds the merged thread.
    const final = lines.at(-2)!;
    expect(final).toMatchObject({
      id: begin!.id,
      role: 'assistant',
      graphPath: ['final'],
      isInProcess: false,
      isDelta: false,
    });
    const streamed = lines.filter((line) => line.id === begin!.id && line.isDelta).map((line) => line.content ?? '');
    expect(streamed.join('')).toBe(final.content);
    expect(final.content).toContain('€');
    const state = stateOf(lines);
    expect(state.map((message) => [message.role, message.toolCall?.name ?? message.graphPath?.[0] ?? null])).toEqual([
      ['user', null],
      ['assistant', 'platformMeta'],
      ['assistant', 'platformSqlApi'],
      ['assistant', 'final'],
    ]);
    expect(state.at(-1)).toMatchObject({
      content: final.content,
      thinking: expect.stringContaining('revenue'),
      isInProcess: false,
    });
    expect(lines.at(-1)).toMatchObject({ id: '__state__', role: 'assistant', isDelta: false });
  });

  it('keeps a thread: a second message continues its sort numbers and the state holds both turns', async () => {
    const server = await start({ answers: { 'One?': 'First.', 'Two?': 'Second.' } });
    const first = withoutUsage(await ask(server, { input: 'One?' }));
    const chatId = first[0]!.state!.chatId!;
    const second = await ask(server, { input: 'Two?', chatId });
    expect(second[0]!.state).toEqual({ isStreaming: false, chatId });
    expect(second[1]!.sort).toBeGreaterThan(first.at(-2)!.sort);
    expect(stateOf(second).map((message) => message.content)).toEqual(['One?', 'First.', 'Two?', 'Second.']);
    expect(server.thread(chatId)).toMatchObject({ chatId, owner: 'external:test-user', isStreaming: false });
    expect(server.threads).toHaveLength(1);
  });

  it('answers from the map, the script, or the default; a failing tool call has an error result', async () => {
    const script = vi.fn((request: { input: string; turn: number }) =>
      request.input === 'Fail?'
        ? {
            text: 'The query failed.',
            toolCalls: [metaToolCall(), sqlToolCall({ error: 'column "x" does not exist' })],
          }
        : request.input === 'Big?'
          ? {
              text: 'Many rows.',
              toolCalls: [
                sqlToolCall({
                  rows: Array.from({ length: 250 }, (_, index) => [`r${index}`, index]),
                  columns: [
                    { name: 'name', column_type: 'String' },
                    { name: 'n', column_type: 'Int64' },
                  ],
                }),
              ],
            }
          : undefined,
    );
    const server = await start({ script, answers: { 'Hi?': 'Hello!' } });

    const hello = withoutUsage(await ask(server, { input: 'Hi?' }));
    expect(hello.some((line) => line.toolCall || line.thinking)).toBe(false);
    expect(hello.at(-2)).toMatchObject({ content: 'Hello!', graphPath: ['final'] });

    const failed = await ask(server, { input: 'Fail?' });
    const done = failed.filter((line) => line.toolCall?.name === 'platformSqlApi' && !line.isInProcess);
    expect(done).toHaveLength(1);
    expect(parse(done[0]!.toolCall!.result)).toEqual({ error: 'column "x" does not exist' });

    const big = await ask(server, { input: 'Big?' });
    const result = parse(big.find((line) => line.toolCall?.result)!.toolCall!.result);
    expect(result.data).toHaveLength(SQL_ROW_LIMIT);
    expect(result.totalRows).toBe(250);

    const other = await ask(server, { input: 'Anything else?' });
    expect(other.filter((line) => line.toolCall).map((line) => line.toolCall!.name)).toEqual([
      'platformMeta',
      'platformMeta',
      'platformSqlApi',
      'platformSqlApi',
    ]);
    expect(script).toHaveBeenCalledTimes(4);
    expect(script.mock.calls[0]![0]).toMatchObject({
      input: 'Hi?',
      turn: 1,
      user: { method: 'token', externalId: 'test-user', owner: 'external:test-user' },
      history: [],
    });
  });

  it('ends an answer scripted to fail with an error line, and a throwing script with a 500', async () => {
    const server = await start({
      script: ({ input }) => {
        if (input === 'Throw?') throw new Error('script bug');
        return { text: 'Partial', error: 'The agent failed' };
      },
    });
    const lines = withoutUsage(await ask(server, { input: 'Error?' }));
    expect(lines.at(-1)).toEqual({ error: 'The agent failed' });
    expect(lines.some((line) => line.id === '__state__' || line.graphPath?.[0] === 'final')).toBe(false);
    expect(server.threads[0]!.isStreaming).toBe(false);

    const response = await post(server.url, { input: 'Throw?' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: expect.stringContaining('script bug') });
  });
  it.each([
    ['a thinking that is not a string', { text: 'x', thinking: 5 }, /thinking: expected a string/],
    ['an error that is not a string', { text: 'x', error: { code: 1 } }, /error: expected a string/],
    ['toolCalls that are not an array', { text: 'x', toolCalls: 'platformMeta' }, /toolCalls: expected an array/],
    ['a tool call without a name', { text: 'x', toolCalls: [{ input: {} }] }, /toolCalls: expected an array/],
  ])(
    'a scripted answer with %s is a 500 naming it, readable by a page (CORS), and leaves no thread',
    async (_label, answer, message) => {
      const server = await start({ script: () => answer as never });
      const response = await post(server.url, { input: 'Hi?' }, { ...tokenAuth(), origin: 'https://app.example.com' });
      expect(response.status).toBe(500);
      expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(((await response.json()) as { error: string }).error).toMatch(message);
      expect(server.threads).toEqual([]);
    },
  );
});

describe('authentication (spec 5.2)', () => {
  const rpcError = async (response: Response) => {
    expect(response.status).toBe(200);
    const body = (await response.json()) as { jsonrpc: string; error: { code: number; message: string } };
    expect(body).toEqual({ jsonrpc: '2.0', error: { code: -32001, message: expect.any(String) } });
    return body.error.message;
  };

  it('accepts an API key with sessionSettings naming one user', async () => {
    const server = await start({ answers: { 'Hi?': 'Hello!' } });
    const lines = await ask(
      server,
      { input: 'Hi?', sessionSettings: { externalId: 'alice', email: 'alice@example.com' } },
      keyAuth(),
    );
    expect(server.thread(lines[0]!.state!.chatId!)!.owner).toBe('external:alice');
    const internal = await ask(server, { input: 'Hi?', sessionSettings: { internalId: 'Ana@Example.com' } }, keyAuth());
    expect(server.thread(internal[0]!.state!.chatId!)!.owner).toBe('internal:ana@example.com');
  });

  it('refuses API-key failures with a JSON-RPC error inside a 200, never echoing the key', async () => {
    const server = await start();
    const body = { input: 'Hi?', sessionSettings: { externalId: 'alice' } };
    expect(await rpcError(await post(server.url, body, keyAuth('wrong-key')))).toBe('Invalid API key');
    expect(await rpcError(await post(server.url, body, { authorization: `Bearer ${FAKE_CHAT_API_KEY}` }))).toMatch(
      /Api-Key/,
    );
    expect(await rpcError(await post(server.url, { input: 'Hi?' }, keyAuth()))).toMatch(/sessionSettings is required/);
    expect(await rpcError(await post(server.url, { input: 'Hi?', sessionSettings: {} }, keyAuth()))).toMatch(
      /exactly one/,
    );
    expect(
      await rpcError(
        await post(server.url, { input: 'Hi?', sessionSettings: { externalId: 'a', internalId: 'a@b.c' } }, keyAuth()),
      ),
    ).toMatch(/exactly one/);
    expect(await rpcError(await post(server.url, { input: 'Hi?' }, {}))).toMatch(/Authentication required/);
    const closed = await start({ apiKey: false, internalUsers: ['ana@example.com'] });
    expect(await rpcError(await post(closed.url, body, keyAuth()))).toBe('Invalid API key');
    const strict = await start({ internalUsers: ['ana@example.com'] });
    expect(
      await rpcError(
        await post(strict.url, { input: 'Hi?', sessionSettings: { internalId: 'bob@example.com' } }, keyAuth()),
      ),
    ).toMatch(/existing internal user/);
    expect(server.threads).toEqual([]);
  });

  it('answers 400 for sessionSettings that break the rules, with an API key only', async () => {
    const server = await start({ answers: { 'Hi?': 'Hello!' } });
    const bad = [
      { externalId: 'Alice' },
      { externalId: 'a b' },
      { internalId: 'a@b.c', groups: ['x'] },
      { externalId: 'a', userAttributes: [{ name: 'r', value: { tier: 1 } }] },
      'alice',
    ];
    for (const sessionSettings of bad) {
      const response = await post(server.url, { input: 'Hi?', sessionSettings }, keyAuth());
      expect(response.status, JSON.stringify(sessionSettings)).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining('sessionSettings') });
    }
    // With a token they are ignored.
    const lines = await ask(server, { input: 'Hi?', sessionSettings: { externalId: 'Not Valid' } });
    expect(server.thread(lines[0]!.state!.chatId!)!.owner).toBe('external:test-user');
  });

  it('accepts a token by its claims (externalId, else sub, lower-cased) and refuses bad ones', async () => {
    const server = await start({ answers: { 'Hi?': 'Hello!' } });
    const bySub = await ask(server, { input: 'Hi?' }, tokenAuth(fakeChatToken({ sub: 'Bob' })));
    expect(server.thread(bySub[0]!.state!.chatId!)!.owner).toBe('external:bob');
    expect(FAKE_CHAT_TOKEN).toBe(fakeChatToken({ externalId: 'test-user', email: 'test-user@example.com' }));

    expect(
      await rpcError(
        await post(server.url, { input: 'Hi?' }, tokenAuth(fakeChatToken({ externalId: 'bob', scope: ['read'] }))),
      ),
    ).toMatch(/scope/);
    expect(
      await rpcError(await post(server.url, { input: 'Hi?' }, tokenAuth(fakeChatToken({ email: 'x@y.z' })))),
    ).toMatch(/externalId nor a sub/);
    expect(await rpcError(await post(server.url, { input: 'Hi?' }, tokenAuth('not-a-jwt')))).toMatch(/Invalid token/);

    const listed = await start({ token: [FAKE_CHAT_TOKEN] });
    expect(
      await rpcError(await post(listed.url, { input: 'Hi?' }, tokenAuth(fakeChatToken({ externalId: 'eve' })))),
    ).toMatch(/Invalid token/);
    expect((await ask(listed, { input: 'Hi?' })).at(-2)!.id).toBe('__state__');
    const off = await start({ token: false });
    expect(await rpcError(await post(off.url, { input: 'Hi?' }))).toMatch(/not enabled/);
  });

  it('lets Authorization win when both headers are sent', async () => {
    const server = await start({ answers: { 'Hi?': 'Hello!' } });
    const both = { ...keyAuth(), ...tokenAuth('not-a-jwt') };
    const lines = await ask(server, { input: 'Hi?', sessionSettings: { externalId: 'carol' } }, both);
    expect(server.thread(lines[0]!.state!.chatId!)!.owner).toBe('external:carol');
    expect(await rpcError(await post(server.url, { input: 'Hi?' }, { ...keyAuth('wrong'), ...tokenAuth() }))).toBe(
      'Invalid API key',
    );
  });

  it('records requests with their secrets redacted', async () => {
    const server = await start({ answers: { 'Hi?': 'Hello!' } });
    await ask(server, { input: 'Hi?', sessionSettings: { externalId: 'alice' } }, keyAuth());
    await ask(server, { input: 'Hi?' });
    const [withKey, withToken] = server.requests;
    expect(withKey).toMatchObject({
      method: 'POST',
      path: new URL(server.url).pathname,
      status: 200,
      body: { input: 'Hi?', sessionSettings: { externalId: 'alice' } },
    });
    expect(withKey!.headers.authorization).toBe('Api-Key [redacted]');
    expect(withToken!.headers['x-platform-auth-token']).toBe('[redacted]');
    expect(JSON.stringify(server.requests)).not.toContain(FAKE_CHAT_API_KEY);
    expect(JSON.stringify(server.requests)).not.toContain(FAKE_CHAT_TOKEN.slice(0, 20));
  });
});

describe("the reference's shapes, by default", () => {
  /** A server with the defaults: no `stateShape` given. */
  const startDefault = fakeChatPerTest();

  it('serves streams as application/json, the thread as LangChain messages, and __usage__ last', async () => {
    const server = await startDefault({
      answers: { 'Hi?': { text: 'Hello!', toolCalls: [sqlToolCall({ error: 'no such column' }), metaToolCall()] } },
    });
    const response = await post(server.url, { input: 'Hi?', messageId: nextMessageId() });
    expect(response.headers.get('content-type')).toBe('application/json');
    const lines = await linesOf(response);
    expect(lines.slice(-2).map((line) => line.id)).toEqual(['__state__', '__usage__']);
    const final = lines.find((line) => line.graphPath?.[0] === 'final')!;
    const calls = lines.filter((line) => line.toolCall?.result !== undefined);
    const serialized = (kind: string, kwargs: Record<string, unknown>) => ({
      lc: 1,
      type: 'constructor',
      id: ['langchain_core', 'messages', kind],
      kwargs,
    });
    expect(stateOf(lines)).toEqual([
      serialized('HumanMessage', { content: 'Hi?' }),
      serialized('AIMessage', {
        content: '',
        tool_calls: [
          {
            id: calls[0]!.id,
            name: 'platformSqlApi',
            args: expect.objectContaining({ sqlQuery: expect.any(String) }),
            type: 'tool_call',
          },
        ],
      }),
      serialized('ToolMessage', {
        content: calls[0]!.toolCall!.result,
        tool_call_id: calls[0]!.id,
        name: 'platformSqlApi',
        status: 'error',
      }),
      serialized('AIMessage', {
        content: '',
        tool_calls: [
          { id: calls[1]!.id, name: 'platformMeta', args: { searchQuery: 'revenue by region' }, type: 'tool_call' },
        ],
      }),
      serialized('ToolMessage', {
        content: calls[1]!.toolCall!.result,
        tool_call_id: calls[1]!.id,
        name: 'platformMeta',
      }),
      serialized('AIMessage', { id: final.id, content: 'Hello!' }),
    ]);
    // One model call for the answer and one per tool call; the total is the sum of the four counts.
    const usage = lines.at(-1)!.usage!;
    expect(lines.at(-1)).toEqual({ id: '__usage__', type: 'usage', usage: expect.any(Object) });
    expect(usage).toMatchObject({ models: ['fake-analyst-model'], llmCalls: 3 });
    expect(usage.totalTokens).toBe(
      usage.inputTokens + usage.outputTokens + usage.cacheWriteTokens + usage.cacheReadTokens,
    );
    expect(usage.outputTokens).toBeGreaterThan(0);
  });

  it('states the thread in the other shapes on request, and leaves the usage frame out on request', async () => {
    const empty = await startDefault({ stateShape: 'empty', answers: { 'Hi?': 'Hello!' } });
    expect(stateOf(await ask(empty, { input: 'Hi?' }))).toEqual([]);
    const bare = await startDefault({
      usage: false,
      contentType: 'application/x-ndjson',
      answers: { 'Hi?': 'Hello!' },
    });
    const response = await post(bare.url, { input: 'Hi?', messageId: nextMessageId() });
    expect(response.headers.get('content-type')).toBe('application/x-ndjson');
    expect((await linesOf(response)).at(-1)!.id).toBe('__state__');
    await expect(startFakeChatServer({ stateShape: 'xml' as never })).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
    });
    await expect(startFakeChatServer({ usage: 'yes' as never })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    await expect(startFakeChatServer({ suspendAfterLines: 0 })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
  });

  it('suspends an answer on request; a read of the thread says so; the same request resumes it', async () => {
    const server = await startDefault({ stateShape: 'lines' });
    server.suspendNextStreamAfter(4);
    const messageId = nextMessageId();
    const first = await ask(server, { input: 'Revenue?', messageId });
    expect(first.slice(-2).map((line) => line.id)).toEqual(['__suspended__', '__usage__']);
    expect(first).toHaveLength(6);
    expect(first.at(-2)).toEqual({
      id: '__suspended__',
      type: 'suspend',
      code: 'chat_suspended',
      retryable: true,
      messageId,
      error: expect.any(String),
    });
    const chatId = first[0]!.state!.chatId!;
    expect(server.thread(chatId)).toMatchObject({ isStreaming: false, suspendedMessageId: messageId });

    const read = await linesOf(await post(server.url, { chatId }));
    expect(read[0]!.state).toEqual({ isStreaming: false, chatId, suspended: { messageId } });

    // Resumed without its input: the turn so far, then the rest, nothing twice.
    const resumed = await linesOf(await post(server.url, { chatId, messageId }));
    expect(resumed[0]!.state).toEqual({ isStreaming: true, chatId });
    expect(resumed.slice(-2).map((line) => line.id)).toEqual(['__state__', '__usage__']);
    const streamedIds = (lines: Line[]) => lines.filter((line) => !line.id.startsWith('__')).map((line) => line.id);
    expect(new Set(streamedIds(resumed))).toEqual(new Set([...streamedIds(first), ...streamedIds(resumed)]));
    expect(stateOf(resumed).filter((message) => message.graphPath?.[0] === 'final')).toHaveLength(1);
    expect(server.thread(chatId)!.suspendedMessageId).toBeUndefined();
  });

  it('another message to a thread with a suspended turn ends that turn', async () => {
    const server = await startDefault({ suspendAfterLines: 3, answers: { 'Two?': 'Second.' } });
    const messageId = nextMessageId();
    const chatId = (await ask(server, { input: 'One?', messageId }))[0]!.state!.chatId!;
    expect(server.thread(chatId)!.suspendedMessageId).toBe(messageId);
    // Every answer of this server is suspended: the second too, but the first is over.
    const second = await ask(server, { input: 'Two?', chatId });
    expect(second.at(-2)!.id).toBe('__suspended__');
    expect(server.thread(chatId)!.suspendedMessageId).toBe(second.at(-2)!.messageId);
    const firstTurn = server.thread(chatId)!.messages.filter((message) => message.sort < second[1]!.sort);
    expect(firstTurn.some((message) => message.isInProcess)).toBe(false);
    const again = await ask(server, { input: 'One?', chatId, messageId });
    expect(again.map((line) => line.id)).toEqual(['__cutoff__', '__state__', '__usage__']);
  });
});

describe('threads (spec 4.2)', () => {
  it('refuses a new message to a busy thread with the THREAD_BUSY line, inside a 200', async () => {
    const server = await start();
    const hold = server.holdNextStreamAfter(3);
    const first = reader(await post(server.url, { input: 'Revenue?', messageId: nextMessageId() }));
    const [cutoff] = await first.take(3);
    await hold.reached;
    const chatId = cutoff!.state!.chatId!;
    expect(server.thread(chatId)).toMatchObject({ isStreaming: true });

    const busy = await post(server.url, { input: 'Another?', chatId, messageId: nextMessageId() });
    expect(busy.status).toBe(200);
    // The refusal, then the usage of a request that reached no model.
    const nothing = {
      id: '__usage__',
      type: 'usage',
      usage: {
        models: [],
        llmCalls: 0,
        inputTokens: 0,
        outputTokens: 0,
        cacheWriteTokens: 0,
        cacheReadTokens: 0,
        totalTokens: 0,
      },
    };
    expect(await linesOf(busy)).toEqual([{ error: THREAD_BUSY_MESSAGE }, nothing]);
    // Without a messageId it is a new message too.
    expect(await linesOf(await post(server.url, { input: 'Again?', chatId }))).toEqual([
      { error: THREAD_BUSY_MESSAGE },
      nothing,
    ]);

    hold.release();
    const rest = withoutUsage(await first.rest());
    expect(rest.at(-1)!.id).toBe('__state__');
    expect(stateOf(rest).filter((message) => message.role === 'user')).toHaveLength(1);
  });

  it('attaches a repeated messageId to the running answer: cutoff, then the rest, nothing twice', async () => {
    const server = await start();
    const hold = server.holdNextStreamAfter(5);
    const messageId = nextMessageId();
    const first = reader(await post(server.url, { input: 'Revenue?', messageId }));
    const seen = await first.take(5);
    await hold.reached;
    const chatId = seen[0]!.state!.chatId!;

    const second = reader(await post(server.url, { input: 'Revenue?', chatId, messageId }));
    expect(await second.next()).toEqual({
      id: '__cutoff__',
      role: 'assistant',
      sort: 0,
      state: { isStreaming: true, chatId },
    });
    hold.release();
    const [restOfFirst, restOfSecond] = await Promise.all([first.rest(), second.rest()]);

    // Both clients get the same rest: no user echo again, one final answer, one state.
    expect(restOfSecond).toEqual(restOfFirst);
    expect(restOfSecond.some((line) => line.role === 'user')).toBe(false);
    expect(restOfSecond.filter((line) => line.graphPath?.[0] === 'final')).toHaveLength(1);
    expect(restOfSecond[0]!.sort).toBe(seen.at(-1)!.sort + 1);
    const state = stateOf(restOfSecond);
    expect(state.map((message) => message.id)).toEqual([...new Set(state.map((message) => message.id))]);
    expect(state.filter((message) => message.role === 'user')).toHaveLength(1);
    expect(state.filter((message) => message.graphPath?.[0] === 'final')).toHaveLength(1);

    // Once answered, the same messageId gets the thread as it is: still nothing twice.
    const again = await ask(server, { input: 'Revenue?', chatId, messageId });
    expect(again.map((line) => line.id)).toEqual(['__cutoff__', '__state__', '__usage__']);
    expect(stateOf(again)).toEqual(state);
  });

  it('returns the state of a thread for a body without input', async () => {
    const server = await start({ answers: { 'Hi?': 'Hello!' } });
    const answered = await ask(server, { input: 'Hi?' });
    const chatId = answered[0]!.state!.chatId!;
    const lines = await linesOf(await post(server.url, { chatId }));
    expect(lines.map((line) => line.id)).toEqual(['__cutoff__', '__state__', '__usage__']);
    expect(lines[0]!.state).toEqual({ isStreaming: false, chatId });
    expect(stateOf(lines)).toEqual(stateOf(answered));
    expect(lines[1]!.sort).toBeGreaterThan(answered.at(-3)!.sort);
    // A read reaches no model: it used nothing.
    expect(lines[2]!.usage).toMatchObject({ models: [], llmCalls: 0, totalTokens: 0 });
  });

  it('answers 404 for an unknown chatId or another user’s thread, 400 without input and chatId', async () => {
    const server = await start({ answers: { 'Hi?': 'Hello!' } });
    const chatId = (await ask(server, { input: 'Hi?' }))[0]!.state!.chatId!;
    expect((await post(server.url, { chatId: 'no-such-thread' })).status).toBe(404);
    expect((await post(server.url, { input: 'Hi?', chatId: 'no-such-thread' })).status).toBe(404);
    expect((await post(server.url, { chatId }, tokenAuth(fakeChatToken({ externalId: 'mallory' })))).status).toBe(404);
    const response = await post(server.url, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('input or chatId') });
  });
});

describe('abort (spec 4.2)', () => {
  it('answers 204 with no body and ends the running answer with __aborted__ and __usage__', async () => {
    const server = await start();
    const hold = server.holdNextStreamAfter(4);
    const stream = reader(await post(server.url, { input: 'Revenue?', messageId: nextMessageId() }));
    const chatId = (await stream.take(4))[0]!.state!.chatId!;
    await hold.reached;

    const response = await post(server.abortUrl, { chatId });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const rest = await stream.rest();
    expect(rest.map((line) => line.id)).toEqual(['__aborted__', '__usage__']);
    expect(rest[0]).toEqual({ id: '__aborted__', type: 'abort', code: 'chat_aborted', error: expect.any(String) });
    expect(rest[1]!.usage).toMatchObject({ llmCalls: 1, models: ['fake-analyst-model'] });
    expect(server.thread(chatId)!.isStreaming).toBe(false);
    expect(server.thread(chatId)!.messages.some((message) => message.isInProcess)).toBe(false);
    // The thread takes a new message at once; aborting an idle thread is a 204 too.
    expect((await ask(server, { input: 'Next?', chatId })).at(-2)!.id).toBe('__state__');
    expect((await post(server.abortUrl, { chatId })).status).toBe(204);
  });

  it('answers 403 for another user, 404 for an unknown chatId, 400 for a bad body, and authenticates', async () => {
    const server = await start({ answers: { 'Hi?': 'Hello!' } });
    const chatId = (await ask(server, { input: 'Hi?', sessionSettings: { externalId: 'alice' } }, keyAuth()))[0]!.state!
      .chatId!;
    expect((await post(server.abortUrl, { chatId }, tokenAuth(fakeChatToken({ externalId: 'mallory' })))).status).toBe(
      403,
    );
    expect(
      (await post(server.abortUrl, { chatId, sessionSettings: { externalId: 'mallory' } }, keyAuth())).status,
    ).toBe(403);
    expect((await post(server.abortUrl, { chatId: 'no-such-thread' })).status).toBe(404);
    expect((await post(server.abortUrl, { chat: chatId })).status).toBe(400);
    expect((await post(server.abortUrl, 'nope')).status).toBe(400);
    const denied = await post(server.abortUrl, { chatId }, keyAuth('wrong'));
    expect([denied.status, ((await denied.json()) as { error: { code: number } }).error.code]).toEqual([200, -32001]);
    expect((await post(server.abortUrl, { chatId }, tokenAuth(fakeChatToken({ externalId: 'Alice' })))).status).toBe(
      204,
    );
    expect((await post(server.abortUrl, { chatId, sessionSettings: { externalId: 'alice' } }, keyAuth())).status).toBe(
      204,
    );
  });
});

describe('errors (spec 7)', () => {
  it('answers 400 for a bad body', async () => {
    const server = await start();
    const bad: unknown[] = [
      'not json',
      '[1,2]',
      { input: 42 },
      { input: '' },
      { input: 'Hi?', messageId: 'abc-message' },
      { input: 'Hi?', messageId: '123456789012-message' },
      { input: 'Hi?', chatId: 7 },
      { input: 'Hi?', isDefaultBranch: 'yes' },
      { input: 'Hi?', activeBranchName: ['dev'] },
    ];
    for (const body of bad) {
      const response = await post(server.url, typeof body === 'string' ? body : JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/expected/);
    }
    expect(server.threads).toEqual([]);
  });

  it('answers 404 for another account or agent and unknown paths, 405 for another method', async () => {
    const server = await start();
    expect((await post(server.url.replace('/acme/', '/other/'), { input: 'Hi?' })).status).toBe(404);
    expect((await post(server.url.replace('/agent-1/', '/agent-2/'), { input: 'Hi?' })).status).toBe(404);
    expect((await post(`${server.chatBaseUrl}/api/v1/other`, { input: 'Hi?' })).status).toBe(404);
    const get = await fetch(server.url);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST, OPTIONS']);
  });

  it('fails requests on demand: failNextRequest(status, count) and the failNext option', async () => {
    const server = await start({ failNext: { count: 2 }, answers: { 'Hi?': 'Hello!' } });
    expect((await post(server.url, { input: 'Hi?' })).status).toBe(500);
    expect((await post(server.abortUrl, { chatId: 'x' })).status).toBe(500);
    expect((await ask(server, { input: 'Hi?' })).at(-2)!.id).toBe('__state__');
    server.failNextRequest(503);
    expect((await post(server.url, { input: 'Hi?' })).status).toBe(503);
    server.failNextRequest();
    expect((await post(server.url, { input: 'Hi?' })).status).toBe(500);
    expect((await post(server.url, { input: 'Hi?' })).status).toBe(200);
    expect(() => server.failNextRequest(200)).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });
});

/** The raw chunks of a response, as the socket delivered them. */
function rawChunks(url: string, body: unknown, headers: Headers = tokenAuth()): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(chunks));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('the network, misbehaving on request', () => {
  it('cuts lines at random bytes: the chunks still reassemble to the same valid NDJSON', async () => {
    const plain = await start({ answers: { 'Hi?': 'Grüße — €1.24M ✓ and more words to stream here' } });
    const split = await start({
      answers: { 'Hi?': 'Grüße — €1.24M ✓ and more words to stream here' },
      splitLines: true,
      seed: 7,
    });
    const messageId = nextMessageId();
    const chunks = await rawChunks(split.url, { input: 'Hi?', messageId });
    const whole = Buffer.concat(chunks).toString('utf8');
    const expectedText = Buffer.concat(await rawChunks(plain.url, { input: 'Hi?', messageId })).toString('utf8');
    const withoutChatId = (text: string) => text.replace(/"chatId":"[^"]+"/g, '"chatId":"…"');
    expect(withoutChatId(whole)).toBe(withoutChatId(expectedText));
    for (const line of whole.trimEnd().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
    // Lines really arrived in pieces.
    expect(chunks.filter((chunk) => chunk.at(-1) !== 0x0a).length).toBeGreaterThan(3);
  });

  it('cuts lines at the given byte offsets, inside multi-byte characters too', async () => {
    // Cut every line at the middle byte of each € (3 bytes: e2 82 ac).
    const inEuro = (line: Uint8Array) =>
      [...line.keys()].filter((index) => line[index - 1] === 0xe2 && line[index] === 0x82);
    const server = await start({ answers: { 'Price?': '€5' }, splitLines: inEuro });
    const chunks = await rawChunks(server.url, { input: 'Price?', messageId: nextMessageId() });
    expect(chunks.some((chunk) => chunk.at(-1) === 0xe2)).toBe(true);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Line);
    expect(lines.at(-3)!.content).toBe('€5');
  });

  it('drops the connection mid-answer; the answer goes on and a re-attach gets the rest', async () => {
    const server = await start();
    const hold = server.holdNextStreamAfter(6);
    server.dropNextStreamAfter(3);
    const messageId = nextMessageId();
    const first = reader(await post(server.url, { input: 'Revenue?', messageId }));
    const seen = await first.take(3);
    await expect(first.next()).rejects.toThrow();
    await hold.reached;
    const chatId = seen[0]!.state!.chatId!;
    expect(server.thread(chatId)!.isStreaming).toBe(true);

    const again = reader(await post(server.url, { input: 'Revenue?', chatId, messageId }));
    expect((await again.next())!.state).toEqual({ isStreaming: true, chatId });
    hold.release();
    const rest = withoutUsage(await again.rest());
    expect(rest.at(-1)!.id).toBe('__state__');
    expect(rest.some((line) => line.role === 'user')).toBe(false);
    expect(stateOf(rest).filter((message) => message.role === 'user')).toHaveLength(1);
  });

  it('a drop is a dropped connection even when the answer ends before the cut (no pacing): never a whole body', async () => {
    const server = await start();
    for (let round = 0; round < 5; round += 1) {
      server.dropNextStreamAfter(3);
      const response = await post(server.url, { input: 'Revenue?', messageId: nextMessageId() });
      await expect(response.text()).rejects.toThrow();
    }
  });

  it('close() during a line of a connection about to drop cuts it at once, without waiting for its sockets', async () => {
    // No timer runs in this test: close() may not need its fallback (destroying what is still open after a while).
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const server = await start({ splitLines: () => [1] });
      server.dropNextStreamAfter(3);
      const closed = await new Promise<boolean>((resolve) => {
        const request = httpRequest(
          server.url,
          { method: 'POST', headers: { 'content-type': 'application/json', ...tokenAuth() } },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => {
              text += chunk.toString();
              // The first piece of the third line has come: the drop is due after it.
              if (text.split('\n').length === 3 && !text.endsWith('\n')) void server.close().then(() => resolve(true));
            });
            response.on('error', () => undefined);
          },
        );
        request.on('error', () => undefined);
        request.end(JSON.stringify({ input: 'Hi?', messageId: nextMessageId() }));
      });
      expect(closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops every answer after dropAfterLines lines; re-attaching until the end collects the whole answer', async () => {
    const server = await start({ dropAfterLines: 4, delayMs: 1 });
    const messageId = nextMessageId();
    let body: Record<string, unknown> = { input: 'Revenue?', messageId };
    let state: Line | undefined;
    for (let attempt = 0; attempt < 50 && !state; attempt += 1) {
      const stream = reader(await post(server.url, body));
      for (;;) {
        const line = await stream.next().catch(() => undefined);
        if (!line) break;
        if (line.id === '__state__') state = line;
        if (line.id === '__cutoff__') body = { ...body, chatId: line.state!.chatId };
      }
    }
    expect(stateOf([state!]).filter((message) => message.role === 'user')).toHaveLength(1);
  });
});

describe('CORS', () => {
  it('answers preflights and echoes an allowed origin', async () => {
    const server = await start({ answers: { 'Hi?': 'Hello!' } });
    const preflight = await fetch(server.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-platform-auth-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'content-type, authorization, x-platform-auth-token',
    );
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const response = await post(server.url, { input: 'Hi?' }, { ...tokenAuth(), origin: 'https://app.example.com' });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    await response.text();
  });

  it('allows only the listed origins when given', async () => {
    const server = await start({ allowedOrigins: ['https://app.example.com'] });
    const other = await fetch(server.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const listed = await fetch(server.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
  });
});

describe('the server itself', () => {
  it('binds 127.0.0.1 and gives its URLs', async () => {
    const server = await start({ accountName: 'globex', agentId: 'a-9' });
    expect(server.url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/public\/globex\/agents\/a-9\/chat\/stream-chat-state$/,
    );
    expect(server.abortUrl).toBe(server.url.replace(/stream-chat-state$/, 'abort'));
    expect(server.url.startsWith(`${server.chatBaseUrl}/`)).toBe(true);
    expect([server.accountName, server.agentId, server.apiKey]).toEqual(['globex', 'a-9', FAKE_CHAT_API_KEY]);
  });

  it('close() ends open streams and releases the port; it is idempotent', async () => {
    const server = await startFakeChatServer({ delayMs: 0 });
    const hold = server.holdNextStreamAfter(3);
    const stream = reader(await post(server.url, { input: 'Revenue?', messageId: nextMessageId() }));
    await stream.take(3);
    await hold.reached;
    const port = Number(new URL(server.url).port);
    await Promise.all([server.close(), server.close()]);
    // The open stream ended, without its __state__.
    await expect(stream.rest().catch(() => [])).resolves.not.toContainEqual(
      expect.objectContaining({ id: '__state__' }),
    );
    await expect(connectToLoopback(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The same port can be taken again.
    const again = await start({ port });
    expect(again.chatBaseUrl).toBe(`http://127.0.0.1:${port}`);
  });

  it('refuses options that are not as documented', async () => {
    for (const options of [
      { port: -1 },
      { delayMs: 1.5 },
      { accountName: 'a/b' },
      { apiKey: '' },
      { splitLines: 'yes' },
      { dropAfterLines: 0 },
      { allowedOrigins: 'x' },
    ]) {
      await expect(
        startFakeChatServer(options as FakeChatServerOptions),
        JSON.stringify(options),
      ).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    }
  });

  it('importing the entry starts nothing and touches no DOM global', async () => {
    const { module, touched } = await importWithTripwires(() => import('../../../src/testing/servers/index.js'));
    expect(typeof module.startFakeChatServer).toBe('function');
    expect(touched).toEqual([]);
  });
});

describe('the thread agrees with the client it tests', () => {
  it('an answer stopped mid-delta: the thread kept is the thread the SDK merges from the lines streamed', async () => {
    const server = await start();
    const hold = server.holdNextStreamAfter(4);
    const stream = reader(await post(server.url, { input: 'Revenue?', messageId: nextMessageId() }));
    const seen = await stream.take(4);
    const chatId = seen[0]!.state!.chatId!;
    await hold.reached;
    let client: ChatMessage[] = [];
    for (const line of seen) client = mergeChatMessage(client, line as unknown as ChatStreamMessage);
    // The assistant's message ends on a delta: the SDK keeps it as its last line left it.
    expect(server.thread(chatId)!.messages).toEqual(client);
    expect((await post(server.abortUrl, { chatId })).status).toBe(204);
    await stream.rest();
  });
});
