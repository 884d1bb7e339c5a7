// @vitest-environment node
/**
 * The chat client against the service's documented stream: every recorded stream of
 * test/fixtures/chat/ (written from the reference's frames, see its README) served over real
 * HTTP on 127.0.0.1 as `application/json`, in small chunks that split lines and characters.
 * Each `__state__` shape ends a run `done` with its answer and never empties the thread;
 * `__usage__` is read; `__aborted__` ends the run as aborted by the service and is never
 * re-sent; `__suspended__` is told and resumed by the same request (or fails `SUSPENDED`); an
 * error line is `STREAM_ERROR`; a thread read maps LangChain messages and tells a pending
 * suspension.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ChatClientOptions,
  type ChatStreamMessage,
  type ChatUsage,
  createChatClient,
  finalAnswer,
  sqlRows,
  type ToolCall,
  toolCallOf,
} from '../../src/chat/index.js';
import {
  ANSWER_FIXTURES,
  type ChatFixture,
  type ChatFixtureServer,
  type ChatFixtureServerOptions,
  fixtureLines,
  startChatFixtureServer,
} from '../support/chat-fixture-server.js';
import { expectApiError } from '../support/expect-api-error.js';

let server: ChatFixtureServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: ChatFixtureServerOptions = {}): Promise<ChatFixtureServer> {
  server = await startChatFixtureServer(options);
  return server;
}

/** A client of the fixture server: any token passes, re-sends without waiting. */
const clientOf = (s: ChatFixtureServer, extra: Partial<ChatClientOptions> = {}) =>
  createChatClient({
    url: s.url,
    auth: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJmaXh0dXJlIn0.c2lnbmVk' },
    reconnect: { delayMs: 0 },
    ...extra,
  });

// What the fixtures hold (test/fixtures/chat/README.md).
const CHAT_ID = 'a1b2c3d4-08d7-40b9-8b1c-e7e3a698647e';
const MESSAGE_ID = '1732512345678-message';
const QUESTION = 'Show me revenue trends for the last 6 months';
const AGENT_MESSAGE_ID = 'cdfe1a84-3b5f-4d2e-9a61-7c0e8b4f2d19';
const META_ID = '4849adb2-6c1e-4f7a-8d3b-2a9e5f1c7b60';
const SQL_ID = '9e2f7c41-8a3d-4b6e-a1f0-5d7c3e9b2a84';
const FINAL_ID = 'f3a8d2c6-1e4b-4c9f-b7a2-6d0e8f1a3c57';
const FINAL_TEXT =
  'Revenue grew in five of the last six months, from $1.80M in January to $2.30M in June (+27.7 %). The only dip was February ($1.73M, −4.2 % on January); since March, revenue has risen every month, fastest in March (+12.0 %).';
/** The ids of a whole answer's thread, in `sort` order: the user's question, the agent's message, two tool calls, the final answer. */
const ANSWER_IDS = [MESSAGE_ID, AGENT_MESSAGE_ID, META_ID, SQL_ID, FINAL_ID];
const SUSPENSION_REASON = 'The server restarted before the agent finished responding; retry the same request to resume';

/** The counts of a fixture's `__usage__` line. */
function usageIn(name: ChatFixture): ChatUsage {
  const line = fixtureLines(name).find((item) => item.id === '__usage__');
  if (!line) throw new Error(`${name} has no __usage__ line`);
  return line.usage as ChatUsage;
}

/** A tool call as `<name> <status>`, and its error when it failed. */
const described = (call: ToolCall) => `${call.name} ${call.status}${call.error ? `: ${call.error}` : ''}`;

describe('the fixture server', () => {
  it('streams a fixture as the service does: application/json, in many small chunks, byte for byte', async () => {
    const s = await start();
    const response = await fetch(s.url, {
      method: 'POST',
      headers: { 'x-platform-auth-token': 't', 'content-type': 'application/json' },
      body: JSON.stringify({ input: 'aborted' }),
    });
    expect(response.headers.get('content-type')).toBe('application/json');
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(chunks.length).toBeGreaterThan(10);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual(fixtureLines('aborted'));
  });
});

describe('a whole answer, for every documented shape of __state__', () => {
  it.each(ANSWER_FIXTURES)(
    '%s: done with the final answer, every streamed message kept once, the usage told',
    async (name) => {
      const s = await start();
      const run = clientOf(s).send(name, { messageId: MESSAGE_ID });
      const usages: ChatUsage[] = [];
      const answers: string[] = [];
      const calls: string[] = [];
      const ends: string[] = [];
      run.on('usage', (usage) => usages.push(usage));
      run.on('answer', (message) => answers.push(message.content ?? ''));
      run.on('tool-call', (call) => calls.push(described(call)));
      run.on('end', (result) => ends.push(result.status));
      const result = await run.result();

      expect(result.status).toBe('done');
      expect(result.chatId).toBe(CHAT_ID);
      expect(result.answer).toMatchObject({
        id: FINAL_ID,
        role: 'assistant',
        content: FINAL_TEXT,
        graphPath: ['final'],
      });
      expect(run.answer).toEqual(result.answer);
      expect(answers).toEqual([FINAL_TEXT]);
      // The thread is what streamed — `state.messages: []` empties nothing, and no state shape adds a copy.
      expect(result.messages.map((message) => message.id)).toEqual(ANSWER_IDS);
      expect(result.messages[0]).toMatchObject({ role: 'user', content: QUESTION });
      expect(result.messages[1]).toMatchObject({
        role: 'assistant',
        thinking:
          'The user wants monthly revenue for the last six months. I should find the revenue measure in the data model first, then query it by month.',
        content: "I'll look up the revenue measure in the data model, then sum it by month.",
      });
      expect(result.messages.some((message) => /data analyst of Acme/.test(String(message.content)))).toBe(false);
      expect(calls).toEqual([
        'platformMeta running',
        'platformMeta done',
        'platformSqlApi running',
        'platformSqlApi done',
      ]);
      expect(result.toolCalls.map(described)).toEqual(['platformMeta done', 'platformSqlApi done']);
      const sql = result.toolCalls[1]!;
      expect(sql.result).toMatchObject({ totalRows: 6, truncated: false });
      expect(sqlRows(sql.result as Parameters<typeof sqlRows>[0]).at(-1)).toEqual({
        month: '2024-06',
        revenue: '2298900',
      });
      expect(result.usage).toEqual(usageIn(name));
      expect(usages).toEqual([usageIn(name)]);
      expect(ends).toEqual(['done']);
      expect(s.streamRequests()).toHaveLength(1);
    },
  );

  it('reads the counts of __usage__ as the reference shows them', async () => {
    const s = await start();
    const { usage } = await clientOf(s).send('answer-langchain-state', { messageId: MESSAGE_ID }).result();
    expect(usage).toEqual({
      models: ['model-x'],
      llmCalls: 7,
      inputTokens: 18412,
      outputTokens: 2280,
      cacheWriteTokens: 31006,
      cacheReadTokens: 264118,
      totalTokens: 315816,
    });
  });

  it('a state of stream-line messages corrects what streamed: the agent message is no longer in process', async () => {
    const s = await start();
    const corrected = await clientOf(s).send('answer-lines-state', { messageId: MESSAGE_ID }).result();
    expect(corrected.messages[1]).toMatchObject({ id: AGENT_MESSAGE_ID, isInProcess: false });
    // Without a correction, the last line of that message said it was in process.
    const streamed = await clientOf(s).send('answer-empty-state', { messageId: MESSAGE_ID }).result();
    expect(streamed.messages[1]).toMatchObject({ id: AGENT_MESSAGE_ID, isInProcess: true });
  });

  it.each(ANSWER_FIXTURES)(
    '%s: iterating the run gives every line of the fixture, as sent, however the bytes were cut',
    async (name) => {
      const s = await start();
      const run = clientOf(s).send(name, { messageId: MESSAGE_ID });
      const lines: ChatStreamMessage[] = [];
      for await (const line of run) lines.push(line);
      expect(lines).toEqual(fixtureLines(name));
    },
  );
});

describe('__aborted__', () => {
  it('ends the run at once as aborted by the service; the request is never sent again, nor an abort', async () => {
    const s = await start();
    const run = clientOf(s).send('aborted', { messageId: MESSAGE_ID });
    const calls: string[] = [];
    const events: string[] = [];
    run.on('tool-call', (call) => calls.push(described(call)));
    for (const name of ['reconnect', 'usage', 'end', 'error'] as const) run.on(name, () => events.push(name));
    const result = await run.result();

    expect(result).toMatchObject({
      status: 'aborted',
      abortedBy: 'service',
      reason: 'Chat aborted by user',
      chatId: CHAT_ID,
      messageId: MESSAGE_ID,
      answer: undefined,
    });
    // The usage frame that follows __aborted__ is read: what the stopped answer cost.
    expect(result.usage).toEqual(usageIn('aborted'));
    expect(run.status).toBe('aborted');
    expect(calls).toEqual(['platformMeta running', 'platformMeta done', 'platformSqlApi running']);
    expect(result.messages.map((message) => message.id)).toEqual(ANSWER_IDS.slice(0, 4));
    expect(events).toEqual(['usage', 'end']);
    // Give a re-send every chance to happen: none does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(s.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});

describe('__suspended__', () => {
  it('is told, then the run re-sends the same request, now naming the thread, and ends done with the usage of both streams', async () => {
    const s = await start();
    const run = clientOf(s).send('suspended', { messageId: MESSAGE_ID });
    const events: string[] = [];
    const usages: ChatUsage[] = [];
    run.on('suspended', (info) => events.push(`suspended ${JSON.stringify(info)}`));
    run.on('reconnect', ({ attempt, cause }) => events.push(`reconnect ${attempt} ${cause.code}`));
    run.on('thread', ({ chatId }) => events.push(`thread ${chatId}`));
    run.on('usage', (usage) => usages.push(usage));
    const result = await run.result();

    expect(events).toEqual([
      `thread ${CHAT_ID}`,
      `suspended ${JSON.stringify({ messageId: MESSAGE_ID, reason: SUSPENSION_REASON })}`,
      'reconnect 1 SUSPENDED',
      `thread ${CHAT_ID}`,
    ]);
    const [first, second, ...more] = s.streamRequests();
    expect(more).toEqual([]);
    expect(first?.body).toEqual({ input: 'suspended', messageId: MESSAGE_ID });
    expect(second?.body).toEqual({ input: 'suspended', messageId: MESSAGE_ID, chatId: CHAT_ID });
    expect(result).toMatchObject({ status: 'done', chatId: CHAT_ID, answer: { id: FINAL_ID, content: FINAL_TEXT } });
    // The resumed stream echoes the question again: still one message of each id.
    expect(result.messages.map((message) => message.id)).toEqual(ANSWER_IDS);
    expect(result.toolCalls.map(described)).toEqual(['platformMeta done', 'platformSqlApi done']);
    const total = {
      models: ['model-x'],
      llmCalls: 7,
      inputTokens: 18412,
      outputTokens: 2280,
      cacheWriteTokens: 31006,
      cacheReadTokens: 264118,
      totalTokens: 315816,
    };
    expect(usages).toEqual([usageIn('suspended'), total]);
    expect(result.usage).toEqual(total);
  });

  it('with reconnect: false fails SUSPENDED (retryable), sends nothing more, and attach() resumes the answer later', async () => {
    const s = await start();
    const chat = clientOf(s, { reconnect: false });
    const run = chat.send('suspended', { messageId: MESSAGE_ID });
    const told: unknown[] = [];
    run.on('suspended', (info) => told.push(info));
    const error = await expectApiError(run.result(), 'SUSPENDED');
    expect(error.retryable).toBe(true);
    expect(error.message).toContain(MESSAGE_ID);
    expect(told).toEqual([{ messageId: MESSAGE_ID, reason: SUSPENSION_REASON }]);
    expect(run.status).toBe('failed');
    expect(s.streamRequests()).toHaveLength(1);

    const resumed = await chat.attach({ chatId: CHAT_ID, messageId: MESSAGE_ID }).result();
    expect(s.streamRequests()[1]?.body).toEqual({ chatId: CHAT_ID, messageId: MESSAGE_ID });
    expect(resumed).toMatchObject({
      status: 'done',
      answer: { id: FINAL_ID, content: FINAL_TEXT },
      usage: usageIn('suspended-resumed'),
    });
  });
});

describe('error objects in the stream', () => {
  it('an error line mid-answer fails STREAM_ERROR — not UNAUTHORIZED — after what streamed before it, and is not re-sent', async () => {
    const s = await start();
    const run = clientOf(s).send('error-line', { messageId: MESSAGE_ID });
    const calls: string[] = [];
    run.on('tool-call', (call) => calls.push(described(call)));
    const error = await expectApiError(run.result(), 'STREAM_ERROR');
    expect(error.message).toContain('BadRequestError: Bad branch');
    expect(error.body).toEqual({ error: 'BadRequestError: Bad branch' });
    expect(error.retryable).toBe(false);
    expect(calls).toEqual([
      'platformMeta running',
      'platformMeta done',
      'platformSqlApi running',
      'platformSqlApi failed: Error: BadRequestError: Bad branch',
    ]);
    expect(run.messages.map((message) => message.id)).toEqual(ANSWER_IDS.slice(0, 4));
    expect(s.streamRequests()).toHaveLength(1);
  });

  it('a JSON-RPC error object is UNAUTHORIZED', async () => {
    const s = await start();
    const error = await expectApiError(clientOf(s).send('unauthorized').result(), 'UNAUTHORIZED');
    expect(error.message).toContain('Authentication failed');
    expect(s.streamRequests()).toHaveLength(1);
  });
});

describe('getThread', () => {
  it('maps a LangChain thread read: Human → user, AI → assistant, Tool → the result of its call; says which turn is suspended', async () => {
    const s = await start();
    const thread = await clientOf(s).getThread(CHAT_ID);

    expect(s.streamRequests().map((request) => request.body)).toEqual([{ chatId: CHAT_ID }]);
    expect(thread.suspended).toEqual({ messageId: '1732512399999-message' });
    expect(thread.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'assistant',
      'assistant',
      'assistant',
      'user',
      'assistant',
      'assistant',
    ]);
    expect(thread[0]).toMatchObject({ role: 'user', content: QUESTION });
    expect(thread[1]).toMatchObject({
      content: "I'll look up the revenue measure in the data model, then sum it by month.",
      thinking: expect.stringMatching(/^The user wants/),
    });
    expect(thread[5]).toMatchObject({
      role: 'user',
      content: 'And how did the number of orders change over the same months?',
    });
    // The system prompt is no message of the thread; tool results are their calls' results, not messages.
    expect(thread.some((message) => /data analyst of Acme/.test(String(message.content)))).toBe(false);
    const calls = thread.map(toolCallOf).filter((call): call is ToolCall => call !== undefined);
    expect(calls.map((call) => `${call.id} ${described(call)}`)).toEqual([
      `${META_ID} platformMeta done`,
      `${SQL_ID} platformSqlApi done`,
      'b6d0e2f4-7a1c-4e3b-9f58-0c2d4e6a8b13 platformSqlApi failed: Error: BadRequestError: Bad branch',
    ]);
    expect(calls[0]?.result).toMatchObject({ searchQuery: 'revenue trends', cubes: [{ name: 'orders_view' }] });
    expect(calls[1]?.result).toMatchObject({ totalRows: 6, truncated: false });
    expect(finalAnswer(thread)).toMatchObject({ id: FINAL_ID, role: 'assistant', content: FINAL_TEXT });
  });

  it.each(ANSWER_FIXTURES)(
    'reads a thread whose state is %s: what streamed, once each, with its final answer',
    async (name) => {
      const s = await start({ threadRead: name });
      const thread = await clientOf(s).getThread(CHAT_ID);
      expect(thread.map((message) => message.id)).toEqual(ANSWER_IDS);
      expect(finalAnswer(thread)).toMatchObject({ id: FINAL_ID, content: FINAL_TEXT });
      expect(thread.map(toolCallOf).flatMap((call) => (call ? [described(call)] : []))).toEqual([
        'platformMeta done',
        'platformSqlApi done',
      ]);
      expect(thread.suspended).toBeUndefined();
    },
  );
});
