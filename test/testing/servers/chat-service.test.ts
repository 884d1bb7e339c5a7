/**
 * The fake chat service without HTTP: requests as headers and bodies, replies as values, streams
 * written to arrays. Its threads are the threads the SDK's client builds from the same lines.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mergeChatMessage } from '../../../src/chat/thread-builder.js';
import type { ChatMessage, ChatStreamMessage } from '../../../src/chat/types.js';
import { FAKE_CHAT_API_KEY, FAKE_CHAT_TOKEN } from '../../../src/testing/servers/chat-auth.js';
import { chatSettings, type FakeChatServerOptions } from '../../../src/testing/servers/chat-options.js';
import { type ChatReply, FakeChatService } from '../../../src/testing/servers/chat-service.js';
import type { LineSink } from '../../../src/testing/servers/chat-stream.js';

type Line = Record<string, unknown> & {
  id?: string;
  sort?: number;
  state?: { chatId?: string; isStreaming?: boolean; messages?: unknown[] };
};

/** A sink that keeps what it is sent, and resolves `ended` at the end. */
function arraySink() {
  const lines: Line[] = [];
  let gone: (() => void) | undefined;
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  const sink: LineSink = {
    write: (line) => lines.push(JSON.parse(JSON.stringify(line)) as Line),
    end: () => {
      gone?.();
      finish();
    },
    onGone: (listener) => (gone = listener),
  };
  return { sink, lines, ended };
}

const services: FakeChatService[] = [];
afterEach(() => {
  for (const service of services.splice(0)) service.close();
});

function serviceOf(options: FakeChatServerOptions = {}): FakeChatService {
  const service = new FakeChatService(chatSettings({ delayMs: 0, stateShape: 'lines', ...options }));
  services.push(service);
  return service;
}

const token = { 'x-platform-auth-token': FAKE_CHAT_TOKEN };
let clock = 1_770_000_000_000;
const nextMessageId = () => `${clock++}-message`;

/** Starts a reply's stream on an array sink. */
function streamOf(reply: ChatReply) {
  expect(reply).toHaveProperty('start');
  const sink = arraySink();
  (reply as { start(sink: LineSink): void }).start(sink.sink);
  return sink;
}

describe('the fake chat service, without HTTP', () => {
  it('answers a message on a sink: cutoff, the answer numbered in sort order, state, usage', async () => {
    const service = serviceOf({ answers: { 'Hi?': 'Hello there.' } });
    const { lines, ended } = streamOf(service.streamChat(token, { input: 'Hi?', messageId: nextMessageId() }));
    await ended;
    expect(lines.map((line) => line.id).slice(0, 2)).toEqual(['__cutoff__', expect.stringMatching(/-message$/)]);
    expect(lines.slice(-2).map((line) => line.id)).toEqual(['__state__', '__usage__']);
    const sorts = lines.slice(1, -2).map((line) => line.sort);
    expect(sorts).toEqual(sorts.map((_, index) => index + 1));
    const chatId = lines[0]!.state!.chatId!;
    expect(service.thread(chatId)).toMatchObject({ chatId, owner: 'external:test-user', isStreaming: false });
  });

  it('keeps the thread the SDK’s client builds from the same lines (its own merge)', async () => {
    const service = serviceOf();
    const { lines, ended } = streamOf(service.streamChat(token, { input: 'Revenue?', messageId: nextMessageId() }));
    await ended;
    let client: ChatMessage[] = [];
    for (const line of lines)
      if (line.id !== '__state__') client = mergeChatMessage(client, line as unknown as ChatStreamMessage);
    expect(service.thread(lines[0]!.state!.chatId!)!.messages).toEqual(client);
  });

  it('refuses as the service does: 400 for a bad body, an auth error, 404 for another user’s thread', async () => {
    const service = serviceOf();
    expect(service.streamChat(token, { input: '' })).toMatchObject({
      status: 400,
      error: expect.stringContaining('input'),
    });
    expect(service.streamChat({}, { input: 'Hi?' })).toEqual({
      authError: expect.stringContaining('Authentication required'),
    });
    expect(service.streamChat({ authorization: 'Api-Key wrong' }, { input: 'Hi?' })).toEqual({
      authError: 'Invalid API key',
    });
    const { lines, ended } = streamOf(service.streamChat(token, { input: 'Hi?' }));
    await ended;
    const chatId = lines[0]!.state!.chatId!;
    const alice = { authorization: `Api-Key ${FAKE_CHAT_API_KEY}` };
    expect(
      service.streamChat(alice, { input: 'Mine?', chatId, sessionSettings: { externalId: 'alice' } }),
    ).toMatchObject({ status: 404 });
    expect(service.abortChat(alice, { chatId, sessionSettings: { externalId: 'alice' } })).toMatchObject({
      status: 403,
    });
    expect(service.abortChat(token, { chatId: 'nope' })).toMatchObject({ status: 404 });
  });

  it('holds an answer: a second message is busy, the same messageId joins, abort ends both streams', async () => {
    const service = serviceOf();
    const hold = service.holdNext(3);
    const messageId = nextMessageId();
    const first = streamOf(service.streamChat(token, { input: 'Revenue?', messageId }));
    await hold.reached;
    const chatId = first.lines[0]!.state!.chatId!;
    expect(service.thread(chatId)).toMatchObject({ isStreaming: true, activeMessageId: messageId });
    const busy = streamOf(service.streamChat(token, { input: 'Other?', chatId }));
    await busy.ended;
    expect(busy.lines.map((line) => line.error ?? line.id)).toEqual([
      'Streaming for thread is in progress',
      '__usage__',
    ]);
    const joined = streamOf(service.streamChat(token, { chatId, messageId }));
    expect(joined.lines[0]).toMatchObject({ id: '__cutoff__', state: { isStreaming: true, chatId } });
    expect(service.abortChat(token, { chatId })).toEqual({ noContent: true });
    hold.release();
    await Promise.all([first.ended, joined.ended]);
    for (const { lines } of [first, joined])
      expect(lines.slice(-2).map((line) => line.id)).toEqual(['__aborted__', '__usage__']);
    expect(service.thread(chatId)!.messages.some((message) => message.isInProcess)).toBe(false);
  });

  it('suspends an answer on request and resumes it for the same request', async () => {
    const service = serviceOf({ answers: { 'One?': 'The first answer, in several words.' } });
    service.suspendNext(3);
    const messageId = nextMessageId();
    const first = streamOf(service.streamChat(token, { input: 'One?', messageId }));
    await first.ended;
    expect(first.lines.slice(-2).map((line) => line.id)).toEqual(['__suspended__', '__usage__']);
    const chatId = first.lines[0]!.state!.chatId!;
    expect(service.thread(chatId)).toMatchObject({ isStreaming: false, suspendedMessageId: messageId });
    const resumed = streamOf(service.streamChat(token, { chatId, messageId }));
    await resumed.ended;
    expect(resumed.lines[0]).toMatchObject({ id: '__cutoff__', state: { isStreaming: true, chatId } });
    expect(resumed.lines.slice(-2).map((line) => line.id)).toEqual(['__state__', '__usage__']);
    expect(service.thread(chatId)!.suspendedMessageId).toBeUndefined();
  });

  it('a script that throws is a 500 that leaves no thread behind', () => {
    const service = serviceOf({
      script: () => {
        throw new RangeError('no such question');
      },
    });
    expect(service.streamChat(token, { input: 'Hi?' })).toEqual({
      status: 500,
      error: 'The scripted answer failed: RangeError: no such question',
    });
    expect(service.threads).toEqual([]);
  });

  it('close() stops the answers: nothing more is streamed', async () => {
    const service = serviceOf();
    const hold = service.holdNext(2);
    const { lines } = streamOf(service.streamChat(token, { input: 'Revenue?' }));
    await hold.reached;
    const count = lines.length;
    service.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toHaveLength(count);
    expect(service.threads[0]!.isStreaming).toBe(false);
  });
});
