// @vitest-environment node
/**
 * The chat client against a hostile network and a misbehaving service: every bound of the
 * contract, each with a test that fails without it — timeouts on every call, the line and depth
 * bounds, re-sends only on progress and at most 50, no credential or body to another origin, a
 * `__cutoff__` of another thread, no line kept for nobody, URLs with credentials, API keys in
 * workers. Most use a scripted `fetch` (exact and fast); redirects use real HTTP.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildChatClient } from '../../src/chat/client.js';
import { type ChatClientOptions, createChatClient } from '../../src/chat/index.js';
import { MAX_RESENDS, TAIL_MS } from '../../src/chat/run.js';
import { backoffDelay } from '../../src/http/backoff.js';
import { expectApiError } from '../support/expect-api-error.js';
import { inScope } from '../support/global-scopes.js';
import { VirtualTime } from '../support/virtual-time.js';

const URL_ = 'https://chat.example.com/api/v1/public/acme/agents/agent-1/chat/stream-chat-state';
const TOKEN = 'eyJhbGciOiJub25lIn0.eyJzY29wZSI6WyJjaGF0Il19.signature';
const MESSAGE_ID = '1767225600000-message';

const encoder = new TextEncoder();
const line = (value: unknown) => encoder.encode(`${JSON.stringify(value)}\n`);
const cutoff = (chatId = 'chat-1') => ({ id: '__cutoff__', sort: 0, state: { chatId, isStreaming: false } });
const echo = { id: MESSAGE_ID, role: 'user', content: 'Hi?', sort: 1 };
const final = (sort = 3) => ({
  id: 'answer',
  role: 'assistant',
  content: 'Hello.',
  graphPath: ['final'],
  isInProcess: false,
  sort,
});
const state = { id: '__state__', sort: 9, state: { messages: [] } };
const aborted = { id: '__aborted__', type: 'abort', code: 'chat_aborted', error: 'Chat aborted by user' };
const usage = {
  id: '__usage__',
  type: 'usage',
  usage: {
    models: ['m'],
    llmCalls: 1,
    inputTokens: 10,
    outputTokens: 5,
    cacheWriteTokens: 0,
    cacheReadTokens: 0,
    totalTokens: 15,
  },
};

/** How a scripted body ends after its lines: cleanly, never (a stalled service), or with a dropped connection. */
type Ending = 'end' | 'stall' | 'drop';

/** A response body of these lines (each a value or raw bytes), then `ending`. */
function body(lines: ReadonlyArray<unknown>, ending: Ending = 'end'): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < lines.length) {
        const next = lines[index++];
        controller.enqueue(next instanceof Uint8Array ? next : line(next));
      } else if (ending === 'end') controller.close();
      else if (ending === 'drop') controller.error(new TypeError('terminated'));
      // 'stall': nothing more, ever.
    },
  });
}

/** What a scripted fetch saw of one request. */
interface Seen {
  url: string;
  body: Record<string, unknown>;
  headers: Headers;
  signal: AbortSignal | undefined;
}

/** A `fetch` answering the n-th request with `answers[n]` (the last one again when they run out); it records every request. */
function scriptedFetch(...answers: Array<(seen: Seen) => Response | Promise<Response>>) {
  const requests: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const seen: Seen = {
      url: String(input),
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      headers: new Headers(init?.headers),
      signal: init?.signal ?? undefined,
    };
    requests.push(seen);
    return answers[Math.min(requests.length - 1, answers.length - 1)]!(seen);
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

/** A fetch that never answers, until its signal aborts it (as a real one does). */
const hangingFetch = (seen: Seen) =>
  new Promise<Response>((_resolve, reject) => {
    seen.signal?.addEventListener('abort', () => reject(seen.signal?.reason), { once: true });
  });

const client = (fetch: typeof globalThis.fetch, extra: Partial<ChatClientOptions> = {}) =>
  createChatClient({ url: URL_, auth: { token: TOKEN }, fetch, reconnect: { attempts: 3, delayMs: 0 }, ...extra });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('timeouts: every call, connect and idle', () => {
  it('no response headers within connectMs is TIMEOUT (retryable) for send, attach, getThread and abort', async () => {
    const { fetch, requests } = scriptedFetch(hangingFetch);
    const chat = client(fetch, { timeouts: { connectMs: 30 } });
    const send = await expectApiError(chat.send('Hi?').result(), 'TIMEOUT');
    expect(send.retryable).toBe(true);
    expect(send.message).toContain('30 ms');
    await expectApiError(chat.getThread('chat-1'), 'TIMEOUT');
    await expectApiError(chat.abort('chat-1'), 'TIMEOUT');
    // Before the thread is known a timeout is not re-sent (it could start a second thread).
    expect(requests).toHaveLength(3);
    // attach knows its thread: it re-sends, then gives up.
    await expectApiError(chat.attach({ chatId: 'chat-1', messageId: MESSAGE_ID }).result(), 'TIMEOUT');
    expect(requests).toHaveLength(3 + 4);
    // Every hanging request was let go of.
    expect(requests.every((seen) => seen.signal?.aborted)).toBe(true);
  });

  it('a stream silent for idleMs is TIMEOUT: the run re-sends, as after a dropped connection', async () => {
    const { fetch, requests } = scriptedFetch(
      () => new Response(body([cutoff(), echo], 'stall')),
      () => new Response(body([cutoff(), final(), state, usage])),
    );
    const run = client(fetch, { timeouts: { idleMs: 40 } }).send('Hi?', { messageId: MESSAGE_ID });
    const causes: string[] = [];
    run.on('reconnect', ({ cause }) => causes.push(cause.code));
    const result = await run.result();
    expect(causes).toEqual(['TIMEOUT']);
    expect(result).toMatchObject({ status: 'done', answer: { content: 'Hello.' } });
    expect(requests[1]!.body).toMatchObject({ chatId: 'chat-1', messageId: MESSAGE_ID, input: 'Hi?' });
  });

  it('only a complete line resets the idle bound: a byte a second, never a newline, is TIMEOUT after idleMs', async () => {
    const time = new VirtualTime();
    /** A body of whole lines, then one byte of a line that never ends each second, for ever. */
    const dripping = (lines: ReadonlyArray<unknown>) => {
      let index = 0;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (index < lines.length) controller.enqueue(line(lines[index++]));
          else {
            await time.sleep(1_000);
            controller.enqueue(encoder.encode(index++ === lines.length ? '{"id":"answer","content":"' : 'x'));
          }
        },
      });
    };
    const { fetch, requests } = scriptedFetch(() => new Response(dripping([cutoff(), echo])));
    const chat = buildChatClient(
      { url: URL_, auth: { token: TOKEN }, fetch, timeouts: { idleMs: 5_000 }, reconnect: false },
      time,
    );
    const started = time.now();
    const error = await expectApiError(time.run(chat.send('Hi?', { messageId: MESSAGE_ID }).result()), 'TIMEOUT');
    expect(error.message).toContain('no complete line for 5000 ms (timeouts.idleMs)');
    // Five bytes came meanwhile, none of them a line's end: the bound counts from the last line.
    expect(time.now() - started).toBe(5_000);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.signal?.aborted).toBe(true);
    // The same for a thread read.
    const read = scriptedFetch(() => new Response(dripping([cutoff()])));
    const reader = buildChatClient(
      { url: URL_, auth: { token: TOKEN }, fetch: read.fetch, timeouts: { idleMs: 3_000 } },
      time,
    );
    await expectApiError(time.run(reader.getThread('chat-1')), 'TIMEOUT');
  });

  it('the idle bound is the service’s wait alone: lines that keep coming within it keep the run open', async () => {
    const time = new VirtualTime();
    let sent = 0;
    const slow = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent > 0) await time.sleep(4_000);
        const next = [
          cutoff(),
          echo,
          ...Array.from({ length: 5 }, (_, n) => ({
            id: 'answer',
            role: 'assistant',
            content: `${n} `,
            isDelta: true,
            sort: 2 + n,
          })),
          final(8),
          state,
          usage,
        ][sent++];
        if (next) controller.enqueue(line(next));
        else controller.close();
      },
    });
    const { fetch } = scriptedFetch(() => new Response(slow));
    const chat = buildChatClient(
      { url: URL_, auth: { token: TOKEN }, fetch, timeouts: { idleMs: 5_000 }, reconnect: false },
      time,
    );
    const result = await time.run(chat.send('Hi?', { messageId: MESSAGE_ID }).result());
    expect(result).toMatchObject({ status: 'done', answer: { content: 'Hello.' } });
  });

  it('getThread and abort honour idleMs too; a stalled abort body does not hang', async () => {
    const silent = scriptedFetch(() => new Response(body([cutoff()], 'stall')));
    await expectApiError(client(silent.fetch, { timeouts: { idleMs: 30 } }).getThread('chat-1'), 'TIMEOUT');
    const slowRefusal = scriptedFetch(() => new Response(body([], 'stall'), { status: 403 }));
    const error = await expectApiError(
      client(slowRefusal.fetch, { timeouts: { idleMs: 30 } }).abort('chat-1'),
      'TIMEOUT',
    );
    expect(error.message).toContain('idleMs');
  });

  it('a hanging token function meets the connect timeout: TIMEOUT, nothing sent', async () => {
    const { fetch, requests } = scriptedFetch(() => new Response(body([cutoff()])));
    const chat = createChatClient({
      url: URL_,
      auth: { token: () => new Promise<string>(() => undefined) },
      fetch,
      timeouts: { connectMs: 30 },
    });
    await expectApiError(chat.getThread('chat-1'), 'TIMEOUT');
    expect(requests).toEqual([]);
  });

  it.each([
    ['the final state', [final(), state], { status: 'done', answer: { content: 'Hello.' } }],
    ['__aborted__', [aborted], { status: 'aborted', abortedBy: 'service', reason: 'Chat aborted by user' }],
  ])(
    'after %s the run reads on for __usage__ at most 2 s (TAIL_MS), then ends, sending nothing again',
    async (_, last, ending) => {
      const { fetch, requests } = scriptedFetch(() => new Response(body([cutoff(), echo, ...last], 'stall')));
      const time = new VirtualTime();
      const result = await time.run(
        buildChatClient({ url: URL_, auth: { token: TOKEN }, fetch }, time)
          .send('Hi?', { messageId: MESSAGE_ID })
          .result(),
      );
      expect(result).toMatchObject({ ...ending, usage: undefined });
      // The tail's wait ended the stream, not the idle timeout.
      expect(time.slept).toEqual([TAIL_MS]);
      expect(requests).toHaveLength(1);
    },
  );

  it('timeouts that are not whole milliseconds are INVALID_OPTIONS', () => {
    const { fetch } = scriptedFetch(() => new Response(body([])));
    for (const timeouts of [{ connectMs: 0 }, { idleMs: -1 }, { connectMs: 1.5 }, { idleMs: 2 ** 31 }, 'fast']) {
      expectApiError(() => client(fetch, { timeouts: timeouts as never }), 'INVALID_OPTIONS');
    }
  });
});

describe('lines: length and depth', () => {
  it('a line longer than maxLineBytes is INVALID_RESPONSE, never re-sent', async () => {
    const long = { id: 'answer', role: 'assistant', content: 'x'.repeat(2_000), isDelta: true, sort: 2 };
    const { fetch, requests } = scriptedFetch(() => new Response(body([cutoff(), echo, long, final(), state, usage])));
    const error = await expectApiError(
      client(fetch, { maxLineBytes: 1_000 }).send('Hi?', { messageId: MESSAGE_ID }).result(),
      'INVALID_RESPONSE',
    );
    expect(error.message).toContain('longer than 1000 bytes');
    expect(error.retryable).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it('a line that never ends is refused once it is over the bound, before it is whole', async () => {
    // 600 chunks of 1 KiB of one line, and no end: the client stops reading at the bound.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(line(cutoff()));
      },
      pull(controller) {
        pulled += 1;
        controller.enqueue(encoder.encode(pulled === 1 ? '{"id":"a","content":"' : 'y'.repeat(1_024)));
      },
    });
    const { fetch } = scriptedFetch(() => new Response(endless));
    await expectApiError(client(fetch, { maxLineBytes: 64 * 1_024 }).getThread('chat-1'), 'INVALID_RESPONSE');
    expect(pulled).toBeLessThan(80);
  });

  it('maxLineBytes counts bytes: a line of exactly the bound passes, one byte more does not', async () => {
    const text = JSON.stringify({ id: 'a', content: '€'.repeat(90) });
    const bytes = encoder.encode(text).length;
    const stream = () => scriptedFetch(() => new Response(body([cutoff(), encoder.encode(`${text}\r\n`), state])));
    expect(await client(stream().fetch, { maxLineBytes: bytes + 1 }).getThread('chat-1')).toEqual([
      { id: 'a', content: '€'.repeat(90) },
    ]);
    await expectApiError(client(stream().fetch, { maxLineBytes: bytes }).getThread('chat-1'), 'INVALID_RESPONSE');
  });

  it('a line nested deeper than 1,000 levels is INVALID_RESPONSE, never a bare RangeError; 1,000 pass', async () => {
    const nested = (depth: number) =>
      encoder.encode(`{"id":"a","extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}\n`);
    const deep = scriptedFetch(() => new Response(body([cutoff(), nested(1_001), state])));
    const error = await expectApiError(client(deep.fetch).getThread('chat-1'), 'INVALID_RESPONSE');
    expect(error.message).toContain('nested at most 1000 levels deep');
    const ok = scriptedFetch(() => new Response(body([cutoff(), nested(1_000), state])));
    expect(await client(ok.fetch).getThread('chat-1')).toHaveLength(1);
    // A stream line nested 100,000 deep, and an HTTP error body as deep: refused, with their status.
    const huge = scriptedFetch(
      () =>
        new Response(body([cutoff(), encoder.encode(`{"id":"a","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}\n`)])),
    );
    await expectApiError(client(huge.fetch).getThread('chat-1'), 'INVALID_RESPONSE');
    const deepError = scriptedFetch(
      () => new Response(`{"error":${'['.repeat(50_000)}${']'.repeat(50_000)}}`, { status: 500 }),
    );
    const failed = await expectApiError(
      client(deepError.fetch, { reconnect: false }).getThread('chat-1'),
      'SERVER_ERROR',
    );
    expect(failed.status).toBe(500);
    expect(typeof failed.body).toBe('string');
  });
});

describe('re-sends: only on progress, at most 50', () => {
  it('a service that re-sends the same delta and drops is re-sent to `attempts` times in a row, then given up', async () => {
    const delta = { id: 'answer', role: 'assistant', content: 'Hello ', isDelta: true, sort: 2 };
    const { fetch, requests } = scriptedFetch(() => new Response(body([cutoff(), echo, delta], 'drop')));
    const run = client(fetch, { reconnect: { attempts: 3, delayMs: 0 } }).send('Hi?', { messageId: MESSAGE_ID });
    const error = await expectApiError(run.result(), 'NETWORK');
    expect(error.message).toContain('3 re-sends in a row without progress');
    expect(requests).toHaveLength(4);
    // The repeated delta was appended once: the thread holds what streamed, not "Hello Hello …".
    expect(run.messages.find((message) => message.id === 'answer')?.content).toBe('Hello ');
  });

  describe('a re-sent delta without sort is appended once', () => {
    const start = { id: 'answer', role: 'assistant', content: '', isDelta: true, isInProcess: true };
    const delta = (content: string) => ({ id: 'answer', role: 'assistant', content, isDelta: true });
    const thought = (thinking: string) => ({ id: 'answer', role: 'assistant', thinking, isDelta: true });
    const whole = {
      id: 'answer',
      role: 'assistant',
      content: 'Hello, ',
      thinking: 'Greet.',
      isDelta: false,
      isInProcess: true,
    };
    const end = { id: 'answer', role: 'assistant', content: 'world.', isDelta: true, isInProcess: false };
    const first = [cutoff(), echo, start, thought('Greet.'), delta('Hello'), delta(', ')];

    it.each([
      [
        'repeats the stream from its start',
        [cutoff(), echo, start, thought('Greet.'), delta('Hello'), delta(', '), end, state, usage],
      ],
      ['goes on from where the run was', [cutoff(), echo, end, state, usage]],
      ['sends the message whole, then goes on', [cutoff(), echo, whole, end, state, usage]],
    ])('when the re-sent stream %s', async (_label, again) => {
      const { fetch, requests } = scriptedFetch(
        () => new Response(body(first, 'drop')),
        () => new Response(body(again)),
      );
      const run = client(fetch).send('Hi?', { messageId: MESSAGE_ID });
      const result = await run.result();
      expect(requests).toHaveLength(2);
      expect(result.messages.find((message) => message.id === 'answer')).toMatchObject({
        content: 'Hello, world.',
        thinking: 'Greet.',
      });
    });

    it('on every re-send: a stream cut three times, each re-send repeating it from the start', async () => {
      const lines = [cutoff(), echo, start, delta('a'), delta('b'), delta('a'), delta('b'), delta('c'), end];
      let cut = 2;
      const { fetch, requests } = scriptedFetch(() => {
        cut += 2;
        return new Response(cut < lines.length ? body(lines.slice(0, cut), 'drop') : body([...lines, state, usage]));
      });
      const result = await client(fetch).send('Hi?', { messageId: MESSAGE_ID }).result();
      expect(requests).toHaveLength(4);
      expect(result.messages.find((message) => message.id === 'answer')?.content).toBe('ababcworld.');
    });

    it('a first stream is never read for repeats: the same delta twice in it is appended twice', async () => {
      const { fetch } = scriptedFetch(
        () => new Response(body([cutoff(), echo, start, delta('ha'), delta('ha'), end, state, usage])),
      );
      const result = await client(fetch).send('Hi?', { messageId: MESSAGE_ID }).result();
      expect(result.messages.find((message) => message.id === 'answer')?.content).toBe('hahaworld.');
    });
  });

  it('a service that makes a little progress and drops, for ever, is re-sent to 50 times in all', async () => {
    let sort = 2;
    const { fetch, requests } = scriptedFetch(() => {
      sort += 1;
      return new Response(body([cutoff(), { id: `m${sort}`, role: 'assistant', content: '.', sort }], 'drop'));
    });
    const error = await expectApiError(
      client(fetch, { reconnect: { attempts: 3, delayMs: 0 } })
        .send('Hi?')
        .result(),
      'NETWORK',
    );
    expect(error.message).toContain(`${MAX_RESENDS} re-sends in all`);
    expect(requests).toHaveLength(MAX_RESENDS + 1);
  });

  it('waits between re-sends as the one backoff rule says (backoffDelay), on the clock and random source the client is given', async () => {
    const delta = { id: 'answer', role: 'assistant', content: 'x', isDelta: true, sort: 2 };
    const { fetch } = scriptedFetch(() => new Response(body([cutoff(), delta], 'drop')));
    for (const random of [0, 0.5, 0.999]) {
      const time = new VirtualTime();
      time.randomValue = random;
      const chat = buildChatClient(
        { url: URL_, auth: { token: TOKEN }, fetch, reconnect: { attempts: 2, delayMs: 40 } },
        time,
      );
      await expectApiError(time.run(chat.send('Hi?').result()), 'NETWORK');
      // Full jitter: from delayMs up to delayMs · 2^attempt, doubling per attempt.
      expect(time.slept).toEqual([backoffDelay(1, 40, 30_000, random), backoffDelay(2, 40, 30_000, random)]);
      expect(time.slept[0]).toBe(Math.floor(40 + random * 40));
      expect(time.slept[1]).toBe(Math.floor(40 + random * 120));
    }
  });
});

describe('the thread and the stream', () => {
  it('a __cutoff__ naming another thread is INVALID_RESPONSE, and the run does not move to it', async () => {
    const { fetch, requests } = scriptedFetch(
      () => new Response(body([cutoff('chat-1'), echo], 'drop')),
      () => new Response(body([cutoff('chat-2'), final(), state, usage])),
    );
    const run = client(fetch).send('Hi?', { messageId: MESSAGE_ID });
    const error = await expectApiError(run.result(), 'INVALID_RESPONSE');
    expect(error.message).toContain('"chat-2"');
    expect(run.chatId).toBe('chat-1');
    expect(requests).toHaveLength(2);
    // A follow-up names its thread from the start: another one is refused at once.
    const other = scriptedFetch(() => new Response(body([cutoff('chat-9'), final(), state])));
    await expectApiError(client(other.fetch).send('And?', { chatId: 'chat-1' }).result(), 'INVALID_RESPONSE');
  });

  it('a run keeps no line for nobody: an iteration sees the lines from its start, none before', async () => {
    const { fetch } = scriptedFetch(() => new Response(body([cutoff(), echo, final(), state, usage])));
    const run = client(fetch).send('Hi?', { messageId: MESSAGE_ID });
    const early: string[] = [];
    const iterating = (async () => {
      for await (const streamed of run) early.push(streamed.id);
    })();
    await run.result();
    await iterating;
    expect(early).toEqual(['__cutoff__', MESSAGE_ID, 'answer', '__state__', '__usage__']);
    const late: string[] = [];
    for await (const streamed of run) late.push(streamed.id);
    expect(late).toEqual([]);
  });

  it('an error line is STREAM_ERROR, however early; only a JSON-RPC error object is UNAUTHORIZED', async () => {
    const bad = scriptedFetch(() => new Response(body([{ error: 'BadRequestError: Bad branch' }, usage])));
    const error = await expectApiError(client(bad.fetch).send('Hi?').result(), 'STREAM_ERROR');
    expect(error.message).toContain('Bad branch');
    const denied = scriptedFetch(
      () => new Response(body([{ jsonrpc: '2.0', error: { code: -32001, message: 'Invalid token' } }])),
    );
    await expectApiError(client(denied.fetch).send('Hi?').result(), 'UNAUTHORIZED');
  });

  it('a stream served as application/json is read like any other', async () => {
    const { fetch } = scriptedFetch(
      () =>
        new Response(body([cutoff(), echo, final(), state, usage]), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect((await client(fetch).send('Hi?', { messageId: MESSAGE_ID }).result()).answer?.content).toBe('Hello.');
  });
});

describe('credentials stay where they belong', () => {
  it('a URL with a user name or password is INVALID_OPTIONS, the password never shown', () => {
    const { fetch } = scriptedFetch(() => new Response(body([])));
    for (const url of [
      'https://alice:s3cret-pass@chat.example.com/api/v1/public/acme/agents/1/chat/stream-chat-state',
      'https://alice@chat.example.com/x/chat/stream-chat-state',
    ]) {
      const error = expectApiError(() => createChatClient({ url, auth: { token: TOKEN }, fetch }), 'INVALID_OPTIONS');
      expect(error.message).not.toContain('s3cret');
      expect(error.message).not.toContain('alice');
      expect(error.message).toContain('expected a URL without user name or password');
    }
    const parts = expectApiError(
      () =>
        createChatClient({
          url: { chatBaseUrl: 'https://bob:hunter22@chat.example.com', accountName: 'acme', agentId: '1' },
          auth: { token: TOKEN },
          fetch,
        }),
      'INVALID_OPTIONS',
    );
    expect(parts.message).not.toContain('hunter22');
  });

  it('an API key is refused in a worker as in a page, unless allowed on purpose', () => {
    const { fetch } = scriptedFetch(() => new Response(body([])));
    const withKey = (extra = {}) =>
      createChatClient({
        url: URL_,
        auth: { apiKey: 'sk-live-1234567890', sessionSettings: { externalId: 'alice' } },
        fetch,
        ...extra,
      });
    expect(() => withKey()).not.toThrow();
    // A browser's dedicated worker (the shared and service ones: test/http/api-key-place.test.ts).
    inScope('dedicated worker');
    expect(expectApiError(() => withKey(), 'INVALID_OPTIONS').message).toContain('worker');
    expect(() => withKey({ dangerouslyAllowApiKeyInBrowser: true })).not.toThrow();
  });
});

/** A server on 127.0.0.1 answering with `handle`; records what it received. */
async function serve(handle: (request: IncomingMessage, response: ServerResponse, body: string) => void): Promise<{
  origin: string;
  received: Array<{ url: string; headers: IncomingMessage['headers']; body: string }>;
  close(): Promise<void>;
}> {
  const received: Array<{ url: string; headers: IncomingMessage['headers']; body: string }> = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: text });
      handle(request, response, text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('redirects: no token or body to another origin', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  const streamOk = (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end([cutoff(), echo, final(), state, usage].map((value) => JSON.stringify(value)).join('\n'));
  };

  it('a cross-origin redirect (307) is INVALID_RESPONSE naming both origins; the other host gets nothing', async () => {
    const other = await serve(streamOk);
    closers.push(other.close);
    for (const status of [301, 302, 303, 307, 308]) {
      const redirecting = await serve((_request, response) => {
        response.writeHead(status, {
          location: `${other.origin}/api/v1/public/acme/agents/agent-1/chat/stream-chat-state`,
        });
        response.end();
      });
      closers.push(redirecting.close);
      const chat = createChatClient({
        url: `${redirecting.origin}/api/v1/public/acme/agents/agent-1/chat/stream-chat-state`,
        auth: { token: TOKEN },
        reconnect: false,
      });
      const error = await expectApiError(chat.send('Hi?').result(), 'INVALID_RESPONSE');
      expect(error.message).toContain(`${redirecting.origin} redirected it to ${other.origin}, which is not followed`);
      await expectApiError(chat.abort('chat-1'), 'INVALID_RESPONSE');
      await expectApiError(chat.getThread('chat-1'), 'INVALID_RESPONSE');
      expect(redirecting.received.length).toBe(3);
    }
    expect(other.received).toEqual([]);
  });

  it('a same-origin 307 or 308 is followed with its body; a same-origin 302 is refused (it would drop the body)', async () => {
    const server = await serve((request, response, text) => {
      if (request.url?.includes('/old/')) {
        response.writeHead(request.url.includes('302') ? 302 : 308, {
          location: '/api/v1/public/acme/agents/agent-1/chat/stream-chat-state',
        });
        response.end();
        return;
      }
      expect(JSON.parse(text)).toMatchObject({ input: 'Hi?' });
      streamOk(request, response);
    });
    closers.push(server.close);
    const followed = await createChatClient({
      url: `${server.origin}/old/308/chat/stream-chat-state`,
      auth: { token: TOKEN },
    })
      .send('Hi?', { messageId: MESSAGE_ID })
      .result();
    expect(followed.answer?.content).toBe('Hello.');
    expect(server.received.at(-1)!.headers['x-platform-auth-token']).toBe(TOKEN);
    await expectApiError(
      createChatClient({
        url: `${server.origin}/old/302/chat/stream-chat-state`,
        auth: { token: TOKEN },
        reconnect: false,
      })
        .send('Hi?')
        .result(),
      'INVALID_RESPONSE',
    );
  });

  it('a fetch that follows a redirect anyway: an answer from another origin is INVALID_RESPONSE, not trusted', async () => {
    const { fetch } = scriptedFetch(() => {
      const response = new Response(body([cutoff(), echo, final(), state, usage]));
      Object.defineProperty(response, 'url', { value: 'https://evil.example.net/stream' });
      return response;
    });
    const error = await expectApiError(client(fetch, { reconnect: false }).send('Hi?').result(), 'INVALID_RESPONSE');
    expect(error.message).toContain('https://chat.example.com redirected it to https://evil.example.net');
  });
});
