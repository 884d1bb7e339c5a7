// @vitest-environment happy-dom
/**
 * `useChat`: a conversation streamed into a component — against the fake chat server over real
 * HTTP on 127.0.0.1, and a scripted `fetch` where the test must set the pace (2,000 deltas and
 * the frames they render in). Animation frames are the test's own (test/react/fake-frames.ts):
 * a render happens when the test runs a frame, or when the hook shows something at once (a
 * send, a stop, a reset, the end of an answer). Runs on React 19 and, in the `react-18` project,
 * on React 18.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChatClient,
  type ChatResult,
  type ChatRun,
  createChatClient,
  isToolCall,
  type SqlResult,
  sqlRows,
} from '../../src/chat/index.js';
import { STORAGE_PREFIX } from '../../src/chat/store/remembered-answers.js';
import { type UseChatOptions, type UseChatResult, useChat } from '../../src/react/index.js';
import { FAKE_CHAT_MODEL, FAKE_CHAT_TOKEN, type FakeChatServer } from '../../src/testing/servers/index.js';
import { fakeChatPerTest } from '../support/fake-chat-per-test.js';
import { type FakeFrames, fakeFrames } from './fake-frames.js';

const start = fakeChatPerTest();
let frames: FakeFrames;

beforeEach(() => {
  frames = fakeFrames();
  sessionStorage.clear();
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
});

const tokenClient = (s: FakeChatServer): ChatClient =>
  createChatClient({ url: s.url, auth: { token: FAKE_CHAT_TOKEN }, reconnect: { delayMs: 0 } });

/** The stream requests the server received (sends and re-attaches), their bodies parsed. */
const streamBodies = (s: FakeChatServer) =>
  s.requests
    .filter((request) => request.method === 'POST' && request.path.endsWith('stream-chat-state'))
    .map((request) => request.body as Record<string, unknown>);
const abortCalls = (s: FakeChatServer) =>
  s.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/abort'));

/**
 * Waits until `check` passes, running a frame before each try (what streamed shows only at a
 * frame). The stream goes on meanwhile; what the hook shows at once then is outside `act`, as
 * `waitFor` allows.
 */
const until = (check: () => void) =>
  waitFor(() => {
    frames.run();
    check();
  });

/** Calls `send` inside `act`, and returns its promise (which never rejects). */
function send(result: { current: UseChatResult }, input: string): Promise<ChatResult | undefined> {
  let sent!: Promise<ChatResult | undefined>;
  act(() => {
    sent = result.current.send(input);
  });
  return sent;
}

/** The hook on `options`; `renders` counts its renders. */
function chat(options: UseChatOptions, wrapper?: typeof StrictMode) {
  let renders = 0;
  const hook = renderHook(
    () => {
      renders += 1;
      return useChat(options);
    },
    wrapper ? { wrapper } : {},
  );
  return {
    ...hook,
    get renders() {
      return renders;
    },
  };
}

const QUESTION = 'Which region grew fastest?';
const ANSWER =
  'North leads with €1.24M of revenue — 38 % of the total. South follows with €0.91M, then East (€0.71M) and West (€0.40M).';

describe('streaming', () => {
  it('idle at first; the question at once, connecting; the thread streaming; typed tool calls, the answer and the usage at the end', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const { result } = chat({ client: tokenClient(s) });
    expect(result.current).toMatchObject({
      messages: [],
      answer: undefined,
      toolCalls: [],
      status: 'idle',
      error: undefined,
      usage: undefined,
      chatId: undefined,
    });

    const sent = send(result, QUESTION);
    expect(result.current.status).toBe('connecting');
    expect(result.current.messages).toEqual([
      { id: expect.stringMatching(/^\d{13,}-message$/), role: 'user', content: QUESTION },
    ]);
    const messageId = result.current.messages[0]!.id;

    await hold.reached;
    await until(() => expect(result.current.status).toBe('streaming'));
    const thread = s.threads[0]!;
    expect(result.current.chatId).toBe(thread.chatId);
    // The echo replaced the question; the assistant's message has started.
    expect(result.current.messages.map((message) => message.id)).toEqual([
      messageId,
      `${messageId.replace(/-message$/, '')}-assistant`,
    ]);
    expect(result.current.messages[0]).toMatchObject({ role: 'user', content: QUESTION, sort: expect.any(Number) });
    expect(result.current.answer).toBeUndefined();
    expect(result.current.usage).toBeUndefined();

    hold.release();
    await until(() => expect(result.current.status).toBe('done'));
    const done = result.current;
    expect(done.answer).toMatchObject({ role: 'assistant', content: ANSWER, graphPath: ['final'] });
    expect(done.usage).toMatchObject({ models: [FAKE_CHAT_MODEL], llmCalls: 3 });
    expect(done.error).toBeUndefined();
    expect(done.toolCalls.map((call) => [call.name, call.status])).toEqual([
      ['platformMeta', 'done'],
      ['platformSqlApi', 'done'],
    ]);
    const sql = done.toolCalls.find((call) => isToolCall(call, 'platformSqlApi'));
    if (!sql || !isToolCall(sql, 'platformSqlApi') || !sql.result) throw new Error('no SQL result');
    const typed: SqlResult = sql.result;
    expect(sqlRows(typed)[0]).toMatchObject({ region: expect.any(String), revenue: expect.any(Number) });
    expect(sql.input.sqlQuery).toContain('SELECT');
    // No message twice: the final state (LangChain-shaped) corrected the streamed thread.
    const ids = done.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(done.messages.filter((message) => message.role === 'user')).toHaveLength(1);

    const settled = await sent;
    expect(settled).toMatchObject({ status: 'done', chatId: thread.chatId, messageId });
    expect(streamBodies(s)).toEqual([{ input: QUESTION, messageId }]);
  });

  it('a message that has not changed keeps its identity from frame to frame', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(6);
    const { result } = chat({ client: tokenClient(s) });
    send(result, QUESTION);
    await hold.reached;
    await until(() => expect(result.current.messages).toHaveLength(2));
    const echo = result.current.messages[0];
    hold.release();
    await until(() => expect(result.current.status).toBe('done'));
    // The final state changed the echo? Only if its fields differ: here it names the same question.
    expect(result.current.messages.find((message) => message.id === echo!.id)).toBe(echo);
  });
});

describe('rendering: at most once per animation frame', () => {
  const encoder = new TextEncoder();
  const MESSAGE_ID = '1767225600000-message';

  /** A response body the test writes to, line by line. */
  function pushedBody() {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(given) {
        controller = given;
      },
    });
    return {
      body,
      push: (line: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)),
      end: () => controller.close(),
    };
  }

  it('2,000 deltas render no more often than the frames that passed (plus the send and the end)', async () => {
    const stream = pushedBody();
    const fetch = vi.fn(async () => new Response(stream.body, { headers: { 'content-type': 'application/json' } }));
    const client = createChatClient({
      url: 'https://chat.example.com/api/v1/public/acme/agents/a/chat/stream-chat-state',
      auth: { token: 'token' },
      fetch,
    });
    const hook = chat({ client });
    send(hook.result, 'Hi?');
    const before = hook.renders;
    const framesBefore = frames.count;

    stream.push({ id: '__cutoff__', sort: 0, state: { chatId: 'chat-1', isStreaming: false } });
    stream.push({ id: MESSAGE_ID, role: 'user', content: 'Hi?', sort: 1 });
    const lines = 2000;
    for (let index = 0; index < lines; index += 1) {
      stream.push({
        id: 'answer',
        role: 'assistant',
        content: 'x',
        isDelta: true,
        isInProcess: true,
        graphPath: ['final'],
        sort: 2,
      });
      // Ten lines a task; a frame every hundred lines.
      if (index % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 0));
      if (index % 100 === 99) {
        frames.run();
        expect(hook.result.current.messages[1]?.content).toHaveLength(index + 1);
      }
    }
    expect(hook.result.current.status).toBe('streaming');
    stream.push({
      id: 'answer',
      role: 'assistant',
      content: 'x'.repeat(lines),
      isDelta: false,
      isInProcess: false,
      graphPath: ['final'],
      sort: 2,
    });
    stream.push({ id: '__state__', sort: 3, state: { messages: [] } });
    stream.push({
      id: '__usage__',
      type: 'usage',
      usage: {
        models: ['m'],
        llmCalls: 1,
        inputTokens: 1,
        outputTokens: 1,
        cacheWriteTokens: 0,
        cacheReadTokens: 0,
        totalTokens: 2,
      },
    });
    stream.end();
    await until(() => expect(hook.result.current.status).toBe('done'));

    const renders = hook.renders - before;
    const elapsed = frames.count - framesBefore;
    expect(elapsed).toBeGreaterThanOrEqual(20);
    // One render per frame at most, and one for the end (shown at once).
    expect(renders).toBeLessThanOrEqual(elapsed + 2);
    expect(hook.result.current.answer?.content).toHaveLength(lines);
    expect(hook.result.current.usage?.totalTokens).toBe(2);
  });
});

describe('StrictMode', () => {
  it('sends each question once, and re-attaches once', async () => {
    const s = await start();
    const client = tokenClient(s);
    const { result } = chat({ client }, StrictMode);
    send(result, QUESTION);
    await until(() => expect(result.current.status).toBe('done'));
    expect(streamBodies(s)).toHaveLength(1);

    const hold = s.holdNextStreamAfter(3);
    send(result, 'And East?');
    await hold.reached;
    const { chatId } = result.current;
    expect(chatId).toBe(s.threads[0]!.chatId);
    cleanup();
    const attach = vi.spyOn(client, 'attach');
    const again = chat({ client, chatId }, StrictMode);
    await until(() => expect(streamBodies(s)).toHaveLength(3));
    hold.release();
    await until(() => expect(again.result.current.status).toBe('done'));
    // One send per question, one re-attach (no input) for the remount: StrictMode's unmount and
    // mount again kept the answer, rather than letting it go and attaching again.
    expect(streamBodies(s).map((body) => body.input)).toEqual([QUESTION, 'And East?', undefined]);
    expect(attach).toHaveBeenCalledTimes(1);
  });
});

describe('unmount and re-attach', () => {
  it('unmounting detaches (the answer goes on); a mount with the chatId re-attaches and shows it continuing, then forgets it', async () => {
    const s = await start();
    const client = tokenClient(s);
    const hold = s.holdNextStreamAfter(4);
    const sends = vi.spyOn(client, 'send');
    const first = chat({ client });
    send(first.result, QUESTION);
    await hold.reached;
    await until(() => expect(first.result.current.status).toBe('streaming'));
    const { chatId } = first.result.current;
    const messageId = first.result.current.messages[0]!.id;
    const run = sends.mock.results[0]!.value as ChatRun;
    first.unmount();
    // Let go a microtask later (StrictMode keeps it across its unmount and mount again): detached.
    await act(() => Promise.resolve());
    expect(run.status).toBe('aborted');
    expect(await run.result()).toMatchObject({ status: 'aborted', abortedBy: 'client' });
    expect(abortCalls(s)).toHaveLength(0);
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}${chatId}`)).toBe(messageId);
    expect(s.thread(chatId!)?.isStreaming).toBe(true);

    const second = chat({ client, chatId });
    await until(() => expect(streamBodies(s)).toHaveLength(2));
    expect(streamBodies(s)[1]).toEqual({ chatId, messageId });
    hold.release();
    await until(() => expect(second.result.current.status).toBe('done'));
    expect(second.result.current).toMatchObject({ chatId, answer: { content: ANSWER }, error: undefined });
    expect(second.result.current.usage).toBeDefined();
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}${chatId}`)).toBeNull();

    // Forgotten: a later mount re-attaches to nothing; it reads the thread (no messageId) instead.
    const third = chat({ client, chatId });
    await until(() => expect(third.result.current.status).toBe('idle'));
    expect(streamBodies(s)).toHaveLength(3);
    expect(streamBodies(s)[2]).toEqual({ chatId });
    expect(third.result.current.turns.map((turn) => turn.question)).toEqual([QUESTION]);
  });

  it('without sessionStorage, the memory of the page re-attaches', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    const s = await start();
    const client = tokenClient(s);
    const hold = s.holdNextStreamAfter(4);
    const first = chat({ client });
    send(first.result, QUESTION);
    await hold.reached;
    await until(() => expect(first.result.current.chatId).toBeDefined());
    const { chatId } = first.result.current;
    first.unmount();
    await act(() => Promise.resolve());
    hold.release();

    const second = chat({ client, chatId });
    await until(() => expect(second.result.current.status).toBe('done'));
    expect(streamBodies(s).at(-1)).toEqual({ chatId, messageId: expect.stringMatching(/-message$/) });
    expect(second.result.current.answer?.content).toBe(ANSWER);
  });

  it('from sessionStorage alone: an answer left running by an earlier page of the tab', async () => {
    const s = await start();
    const client = tokenClient(s);
    const hold = s.holdNextStreamAfter(4);
    // An earlier page: its own client, its run detached as the page went.
    const run = client.send(QUESTION);
    await hold.reached;
    const chatId = run.chatId!;
    run.detach();
    sessionStorage.setItem(`${STORAGE_PREFIX}${chatId}`, run.messageId);

    const { result } = chat({ client, chatId });
    await until(() => expect(streamBodies(s)).toHaveLength(2));
    hold.release();
    await until(() => expect(result.current.status).toBe('done'));
    expect(streamBodies(s)[1]).toEqual({ chatId, messageId: run.messageId });
    expect(result.current.answer?.content).toBe(ANSWER);
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}${chatId}`)).toBeNull();
  });

  it('a stored value that is no message id re-attaches nothing', async () => {
    const s = await start();
    const thread = await tokenClient(s).send(QUESTION).result();
    sessionStorage.setItem(`${STORAGE_PREFIX}${thread.chatId}`, 'not a message id');
    const { result } = chat({ client: tokenClient(s), chatId: thread.chatId });
    await until(() => expect(result.current).toMatchObject({ status: 'idle', chatId: thread.chatId }));
    // No attach: the one request after the question's reads the thread.
    expect(streamBodies(s).slice(1)).toEqual([{ chatId: thread.chatId }]);
  });
});

describe('errors', () => {
  it('a failed send: status failed, error set, the promise resolves undefined, no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const s = await start({ token: false });
      const { result } = chat({ client: tokenClient(s) });
      const sent = send(result, QUESTION);
      await until(() => expect(result.current.status).toBe('failed'));
      expect(result.current.error).toMatchObject({ name: 'ApiError', code: 'UNAUTHORIZED' });
      // The question stays shown: it is what failed.
      expect(result.current.messages).toMatchObject([{ role: 'user', content: QUESTION }]);
      expect(await sent).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('a question the client refuses before sending: failed with INVALID_REQUEST, nothing sent, nothing shown', async () => {
    const s = await start();
    const { result } = chat({ client: tokenClient(s) });
    const sent = send(result, '   ');
    expect(result.current).toMatchObject({ status: 'failed', error: { code: 'INVALID_REQUEST' }, messages: [] });
    expect(await sent).toBeUndefined();
    expect(s.requests).toHaveLength(0);
  });

  it('a send while an answer streams does nothing', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const { result } = chat({ client: tokenClient(s) });
    send(result, QUESTION);
    await hold.reached;
    expect(await send(result, 'And East?')).toBeUndefined();
    hold.release();
    await until(() => expect(result.current.status).toBe('done'));
    expect(streamBodies(s)).toHaveLength(1);
  });
});

describe('stop, reset and the thread', () => {
  it('stop() aborts the answer at the service: status aborted, the abort sent, the answer forgotten', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const { result } = chat({ client: tokenClient(s) });
    send(result, QUESTION);
    await hold.reached;
    await until(() => expect(result.current.status).toBe('streaming'));
    const { chatId } = result.current;
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}${chatId}`)).not.toBeNull();
    await act(() => result.current.stop());
    expect(result.current.status).toBe('aborted');
    expect(result.current.error).toBeUndefined();
    expect(abortCalls(s)).toHaveLength(1);
    expect(abortCalls(s)[0]!.body).toEqual({ chatId });
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}${chatId}`)).toBeNull();
    hold.release();
  });

  it('a second send continues the thread: the same chatId, both turns shown, no message twice', async () => {
    const s = await start();
    const { result } = chat({ client: tokenClient(s) });
    send(result, QUESTION);
    await until(() => expect(result.current.status).toBe('done'));
    const { chatId } = result.current;
    const firstTurn = result.current.messages;

    const sent = send(result, 'And East?');
    // The earlier turn stays; the new question shows at once; the earlier answer is no longer this turn's.
    expect(result.current.messages).toEqual([
      ...firstTurn,
      { id: expect.any(String), role: 'user', content: 'And East?' },
    ]);
    expect(result.current).toMatchObject({ status: 'connecting', answer: undefined, usage: undefined, chatId });
    await until(() => expect(result.current.status).toBe('done'));
    expect((await sent)?.chatId).toBe(chatId);

    expect(streamBodies(s)[1]).toMatchObject({ chatId, input: 'And East?' });
    const { messages, toolCalls } = result.current;
    const ids = messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(messages.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
      QUESTION,
      'And East?',
    ]);
    expect(messages.slice(0, firstTurn.length).map((message) => message.id)).toEqual(
      firstTurn.map((message) => message.id),
    );
    // The tool calls of both turns, each once.
    expect(toolCalls).toHaveLength(4);
    expect(new Set(toolCalls.map((call) => call.id)).size).toBe(4);
    expect(s.thread(chatId!)?.messages.filter((message) => message.role === 'user')).toHaveLength(2);
  });

  it('reset() is idle with nothing shown; the next send starts a new thread', async () => {
    const s = await start();
    const { result } = chat({ client: tokenClient(s) });
    send(result, QUESTION);
    await until(() => expect(result.current.status).toBe('done'));
    const first = result.current.chatId;

    act(() => result.current.reset());
    expect(result.current).toMatchObject({
      messages: [],
      answer: undefined,
      toolCalls: [],
      status: 'idle',
      error: undefined,
      usage: undefined,
      chatId: undefined,
    });

    send(result, 'And East?');
    await until(() => expect(result.current.status).toBe('done'));
    expect(streamBodies(s)[1]).not.toHaveProperty('chatId');
    expect(result.current.chatId).not.toBe(first);
    expect(s.threads).toHaveLength(2);
  });

  it('reset() while an answer streams detaches it: it goes on at the service, and stays remembered', async () => {
    const s = await start();
    const hold = s.holdNextStreamAfter(4);
    const { result } = chat({ client: tokenClient(s) });
    send(result, QUESTION);
    await hold.reached;
    await until(() => expect(result.current.chatId).toBeDefined());
    const { chatId } = result.current;
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
    hold.release();
    await waitFor(() => expect(s.thread(chatId!)?.isStreaming).toBe(false));
    expect(abortCalls(s)).toHaveLength(0);
    expect(result.current.status).toBe('idle');
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}${chatId}`)).not.toBeNull();
  });
});

describe('with the client options', () => {
  it('creates the client once, from the first render; sends and streams with it', async () => {
    const s = await start();
    let reads = 0;
    const options = {
      url: s.url,
      auth: { token: FAKE_CHAT_TOKEN },
      reconnect: { delayMs: 0 },
      get fetch() {
        reads += 1;
        return globalThis.fetch;
      },
    };
    const { result, rerender } = chat(options);
    await waitFor(() => expect(reads).toBe(1));
    rerender();
    send(result, QUESTION);
    await until(() => expect(result.current.status).toBe('done'));
    send(result, 'And East?');
    await until(() => expect(result.current.status).toBe('done'));
    expect(reads).toBe(1);
    expect(streamBodies(s)).toHaveLength(2);
  });

  it('options the client refuses show as error (INVALID_OPTIONS) from the first mount; a send fails with it', async () => {
    const { result } = chat({ url: 'ftp://chat.example.com/chat/stream-chat-state', auth: { token: 'token' } });
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'INVALID_OPTIONS' }));
    expect(result.current.status).toBe('idle');
    const sent = send(result, QUESTION);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toMatchObject({ code: 'INVALID_OPTIONS' });
    expect(await sent).toBeUndefined();
  });
});
