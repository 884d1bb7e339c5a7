// @vitest-environment node
/**
 * `createChatProxy` as a pure `Request → Response` handler, with a `fetch` standing in for the
 * service: what a browser may send (and what is refused, with nothing sent), what goes to the
 * service (the app's user, the key), what comes back (the status, the bytes as they come, the key
 * redacted — a property over random keys and echoes), the bounds, and where it may run.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChatProxyOptions, createChatProxy } from '../../../src/chat/server/index.js';
import { secretSearch } from '../../../src/http/redacted.js';
import { expectApiError } from '../../support/expect-api-error.js';
import { inScope } from '../../support/global-scopes.js';

afterEach(() => vi.unstubAllGlobals());

const KEY = 'sk-live-proxy-key-0123456789';
const SERVICE = 'https://chat.example.com/api/v1/public/acme/agents/agent-1/chat';
const APP = 'https://app.example.com';
const MESSAGE_ID = '1767225600000-message';
const encoder = new TextEncoder();

/** A request the service got: its URL, headers, JSON body and signal. */
interface Upstream {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
  signal: AbortSignal;
}

/** A fetch standing in for the service: records each request, answers with `answer`. */
function service(
  answer: (request: Upstream) => Response | Promise<Response> = () => ndjson([{ id: '__cutoff__', sort: 0 }]),
) {
  const calls: Upstream[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      signal: init!.signal!,
    };
    calls.push(call);
    return answer(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const ndjson = (lines: unknown[], init?: ResponseInit) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    headers: { 'content-type': 'application/json' },
    ...init,
  });

/** A body whose chunks the test pushes, one at a time, and ends or breaks when it likes. */
function pushedBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  return {
    body,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('terminated')),
    get cancelled() {
      return cancelled;
    },
  };
}

/** The app's user of every request, unless a test says otherwise. */
const appUser = vi.fn((_request: Request) => ({
  externalId: 'app-user',
  userAttributes: [{ name: 'region', value: 'west' }],
}));

function proxy(fetch: typeof globalThis.fetch, extra: Partial<ChatProxyOptions> = {}) {
  appUser.mockClear();
  return createChatProxy({
    url: `${SERVICE}/stream-chat-state`,
    apiKey: KEY,
    sessionSettings: appUser,
    fetch,
    ...extra,
  });
}

/** A browser's POST of `body` (JSON unless a string) to `path` of the app. */
function browser(path: string, body: unknown, init: RequestInit & { headers?: Record<string, string> } = {}): Request {
  return new Request(`${APP}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** All the bytes of a body, as chunks and as one array. */
async function readAll(response: Response): Promise<{ chunks: Uint8Array[]; bytes: Uint8Array }> {
  const chunks: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { chunks, bytes };
}

describe('what a browser sends: refused before anything goes to the service', () => {
  const streaming = (body: unknown, init?: RequestInit & { headers?: Record<string, string> }) =>
    browser('/api/chat/stream-chat-state', body, init);
  it.each([
    ['a body that is not JSON', streaming('{"input": "Hi?"'), 400, /^the body: expected JSON, got "\{/],
    ['a JSON array', streaming([{ input: 'Hi?' }]), 400, /^the body: expected a JSON object, got an array$/],
    [
      'no body',
      new Request(`${APP}/api/chat/stream-chat-state`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      /^the body: expected a JSON object, got none$/,
    ],
    [
      'bytes that are not UTF-8',
      new Request(`${APP}/api/chat/stream-chat-state`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array([0x7b, 0xff, 0x7d]),
      }),
      400,
      /^the body: expected UTF-8 text, got other bytes$/,
    ],
    [
      'another content type (a form of another site)',
      streaming({ input: 'Hi?' }, { headers: { 'content-type': 'text/plain' } }),
      400,
      /^content-type: expected application\/json, got "text\/plain"$/,
    ],
    [
      'a bad messageId',
      streaming({ input: 'Hi?', messageId: '42' }),
      400,
      /^messageId: expected a "<epoch ms>-message" id/,
    ],
    ['an empty question', streaming({ input: ' ', messageId: MESSAGE_ID }), 400, /^input: expected the question/],
    ['neither a question nor a thread', streaming({ messageId: MESSAGE_ID }), 400, /^input: expected the question/],
    [
      'an image without its type',
      streaming({ input: 'Hi?', images: [{ data: 'aGk=' }] }),
      400,
      /^images\[0\]\.mimeType: expected/,
    ],
    [
      'a branch, which is the app’s to choose',
      streaming({ input: 'Hi?', activeBranchName: 7 }),
      400,
      /^activeBranchName: expected none from the browser/,
    ],
    [
      'an abort without chatId',
      browser('/api/chat/abort', { sessionSettings: { externalId: 'x' } }),
      400,
      /^chatId: expected the id of a thread/,
    ],
    [
      'an unknown path',
      browser('/api/chat/stream', { input: 'Hi?' }),
      404,
      /^the path: expected one ending in \/stream-chat-state or \/abort, got "\/api\/chat\/stream"$/,
    ],
    ['another method', new Request(`${APP}/api/chat/stream-chat-state`), 405, /^the method: expected POST, got "GET"$/],
  ])('%s: %d with { error } naming the field, nothing sent', async (_label, request, status, message) => {
    const { fetch, calls } = service();
    const response = await proxy(fetch)(request);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(message);
    if (status === 405) expect(response.headers.get('allow')).toBe('POST');
    expect(calls).toEqual([]);
    expect(appUser).not.toHaveBeenCalled();
  });

  it('a body over maxBodyBytes: refused by its Content-Length before a byte is read, or as it streams', async () => {
    const { fetch, calls } = service();
    const handler = proxy(fetch, { maxBodyBytes: 100 });
    const big = { input: 'x'.repeat(200) };
    const declared = await handler(browser('/api/chat/stream-chat-state', big));
    expect(((await declared.json()) as { error: string }).error).toBe(
      'the body: expected at most 100 bytes (maxBodyBytes), got 212 or more',
    );
    const pushed = pushedBody();
    const streamed = handler(
      new Request(`${APP}/api/chat/stream-chat-state`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: pushed.body,
        duplex: 'half',
      } as RequestInit),
    );
    pushed.push(`{"input":"${'x'.repeat(60)}`);
    pushed.push('x'.repeat(60));
    const response = await streamed;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^the body: expected at most 100 bytes \(maxBodyBytes\), got 1\d\d or more$/,
    );
    expect(calls).toEqual([]);
  });

  it('a body that stops coming for idleMs is 408, nothing sent', async () => {
    const { fetch, calls } = service();
    const pushed = pushedBody();
    const request = new Request(`${APP}/api/chat/stream-chat-state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: pushed.body,
      duplex: 'half',
    } as RequestInit);
    pushed.push('{"input":');
    const response = await proxy(fetch, { timeouts: { idleMs: 30 } })(request);
    expect(response.status).toBe(408);
    expect(((await response.json()) as { error: string }).error).toMatch(/timeouts\.idleMs/);
    expect(calls).toEqual([]);
  });
});

describe('what goes to the service', () => {
  it('the browser’s question with the app’s user: a forged sessionSettings replaced, unknown fields left out, the key added', async () => {
    const { fetch, calls } = service();
    const request = browser(
      '/api/chat/stream-chat-state',
      {
        input: 'Hi?',
        messageId: MESSAGE_ID,
        chatId: 'c-1',
        images: [{ mimeType: 'image/png', data: 'aGk=', name: 'a.png' }],
        sessionSettings: { externalId: 'mallory', securityContext: { tenant: 'everyone' } },
        admin: true,
      },
      { headers: { cookie: 'session=abc', authorization: 'Bearer browser-token' } },
    );
    const response = await proxy(fetch)(request);
    expect(response.status).toBe(200);
    expect(appUser).toHaveBeenCalledWith(request);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe(`${SERVICE}/stream-chat-state`);
    expect(call!.body).toEqual({
      input: 'Hi?',
      messageId: MESSAGE_ID,
      chatId: 'c-1',
      images: [{ mimeType: 'image/png', data: 'aGk=', name: 'a.png' }],
      sessionSettings: { externalId: 'app-user', userAttributes: [{ name: 'region', value: 'west' }] },
    });
    expect(Object.fromEntries(call!.headers.entries())).toEqual({
      accept: 'application/x-ndjson, application/json',
      authorization: `Api-Key ${KEY}`,
      'content-type': 'application/json',
    });
  });

  it('a re-attach or a thread read (no input) goes as it is', async () => {
    const { fetch, calls } = service();
    await proxy(fetch)(browser('/any/prefix/stream-chat-state', { chatId: 'c-1', messageId: MESSAGE_ID }));
    await proxy(fetch)(browser('/any/prefix/stream-chat-state', { chatId: 'c-1' }));
    expect(calls.map((call) => call.body)).toEqual([
      {
        chatId: 'c-1',
        messageId: MESSAGE_ID,
        sessionSettings: { externalId: 'app-user', userAttributes: [{ name: 'region', value: 'west' }] },
      },
      {
        chatId: 'c-1',
        sessionSettings: { externalId: 'app-user', userAttributes: [{ name: 'region', value: 'west' }] },
      },
    ]);
  });

  it('an abort goes to the abort endpoint as the app’s external user, and its 204 comes back', async () => {
    const { fetch, calls } = service(() => new Response(null, { status: 204 }));
    const response = await proxy(fetch)(
      browser('/api/chat/abort', { chatId: 'c-1', sessionSettings: { externalId: 'mallory' } }),
    );
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(calls.map((call) => [call.url, call.body, call.headers.get('authorization')])).toEqual([
      [`${SERVICE}/abort`, { chatId: 'c-1', sessionSettings: { externalId: 'app-user' } }, `Api-Key ${KEY}`],
    ]);
  });

  it('an abort for an internal user is 400 (the endpoint knows external users only), nothing sent', async () => {
    const { fetch, calls } = service();
    const response = await proxy(fetch, { sessionSettings: () => ({ internalId: 'analyst@example.com' }) })(
      browser('/api/chat/abort', { chatId: 'c-1' }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^sessionSettings\.externalId: expected the external user/,
    );
    expect(calls).toEqual([]);
  });

  it('the app refuses by throwing a Response: that is the answer, nothing sent', async () => {
    const { fetch, calls } = service();
    const sessionSettings = (request: Request) => {
      if (!request.headers.get('cookie')?.includes('session=')) throw new Response('sign in first', { status: 401 });
      return { externalId: 'app-user' };
    };
    const response = await proxy(fetch, { sessionSettings })(browser('/api/chat/stream-chat-state', { input: 'Hi?' }));
    expect([response.status, await response.text()]).toEqual([401, 'sign in first']);
    expect(calls).toEqual([]);
  });

  it('settings of the app that break the chat rules, or its own error, reject the handler: nothing sent', async () => {
    const { fetch, calls } = service();
    const request = () => browser('/api/chat/stream-chat-state', { input: 'Hi?' });
    const bad = await expectApiError(
      proxy(fetch, { sessionSettings: () => ({ externalId: 'Alice Smith' }) })(request()),
      'INVALID_OPTIONS',
    );
    expect(bad.message).toMatch(
      /^sessionSettings \(as the chat proxy’s sessionSettings function returned them\)\.externalId: expected a lowercase id/,
    );
    const failure = new Error('session store down');
    await expect(
      proxy(fetch, {
        sessionSettings: () => {
          throw failure;
        },
      })(request()),
    ).rejects.toBe(failure);
    expect(calls).toEqual([]);
  });
});

describe('what comes back', () => {
  it('the service’s bytes as they came, whatever their chunking (a character split across chunks too), with its status and content type', async () => {
    const text =
      '{"id":"__cutoff__","sort":0}\n{"id":"m-1","content":"Grüße 👋 — 東京","sort":1}\r\n{"id":"__state__","sort":2}';
    const bytes = encoder.encode(text);
    const cuts = [3, 29, 45, 46, 47, 60, 61, bytes.length];
    const { fetch } = service(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              let from = 0;
              for (const cut of cuts) {
                controller.enqueue(bytes.slice(from, cut));
                from = cut;
              }
              controller.close();
            },
          }),
          { headers: { 'content-type': 'application/x-ndjson', 'set-cookie': 'service=1', 'x-request-id': 'req-1' } },
        ),
    );
    const response = await proxy(fetch)(browser('/api/chat/stream-chat-state', { input: 'Hi?' }));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers.entries())).toEqual({
      'cache-control': 'no-cache, no-transform',
      'content-type': 'application/x-ndjson',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-request-id': 'req-1',
    });
    const { chunks, bytes: received } = await readAll(response);
    expect(received).toEqual(bytes);
    // Whole lines at a time; the last one, without a newline, at the end.
    for (const chunk of chunks.slice(0, -1)) expect(chunk.at(-1)).toBe(10);
  });

  it('each line as soon as its newline comes: the first reaches the browser while the service is still answering', async () => {
    const pushed = pushedBody();
    const { fetch } = service(() => new Response(pushed.body, { headers: { 'content-type': 'application/json' } }));
    const response = await proxy(fetch)(browser('/api/chat/stream-chat-state', { input: 'Hi?' }));
    const reader = response.body!.getReader();
    pushed.push('{"id":"__cutoff__"');
    pushed.push(',"sort":0}\n{"id":"m-');
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('{"id":"__cutoff__","sort":0}\n');
    pushed.push('1","sort":1}\n');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"id":"m-1","sort":1}\n');
    pushed.end();
    expect((await reader.read()).done).toBe(true);
  });

  it('a service error’s status and body pass through, the key redacted as it is and JSON-escaped', async () => {
    const escaped = [...KEY]
      .map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`)
      .join('');
    const { fetch } = service(
      () =>
        new Response(`{"error":"Invalid API key ${KEY}","echo":"${escaped}","code":"bad_key"}`, {
          status: 401,
          headers: { 'content-type': 'application/json', 'retry-after': '3', 'x-request-id': `id-${KEY}` },
        }),
    );
    const response = await proxy(fetch)(browser('/api/chat/stream-chat-state', { input: 'Hi?' }));
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('3');
    expect(response.headers.get('x-request-id')).toBe('id-[redacted]');
    expect(await response.json()).toEqual({ error: 'Invalid API key [redacted]', echo: '[redacted]', code: 'bad_key' });
  });

  it('a dropped service connection reaches the browser as a drop, not as the end of the answer', async () => {
    const pushed = pushedBody();
    const { fetch } = service(() => new Response(pushed.body));
    const response = await proxy(fetch)(browser('/api/chat/stream-chat-state', { input: 'Hi?' }));
    const reader = response.body!.getReader();
    pushed.push('{"id":"__cutoff__","sort":0}\n{"id":"m-1","con');
    expect((await reader.read()).value).toEqual(encoder.encode('{"id":"__cutoff__","sort":0}\n'));
    pushed.fail();
    await expect(reader.read()).rejects.toThrow('terminated');
  });

  it('a line that grows past maxLineBytes without ending ends the answer with an error line, nothing of that line passed on', async () => {
    const pushed = pushedBody();
    const { fetch } = service(() => new Response(pushed.body));
    const response = await proxy(fetch, { maxLineBytes: 100 })(
      browser('/api/chat/stream-chat-state', { input: 'Hi?' }),
    );
    pushed.push('{"id":"__cutoff__","sort":0}\n{"id":"m-1","content":"');
    for (let piece = 0; piece < 5; piece += 1) pushed.push('x'.repeat(30));
    const text = new TextDecoder().decode((await readAll(response)).bytes);
    expect(text).toBe(
      '{"id":"__cutoff__","sort":0}\n{"error":"The chat service sent a line longer than 100 bytes (maxLineBytes)"}\n',
    );
  });
});

describe('the key is never in a response', () => {
  const visible = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
  const keys = fc.string({ unit: visible, minLength: 8, maxLength: 40 }).filter((key) => !key.includes('[redacted]'));
  /** The ways a service may echo the key: as it is, JSON-escaped, every character a \u escape (either case), in a JSON string. */
  const echo = (key: string) =>
    fc
      .constantFrom<(key: string) => string>(
        (k) => k,
        (k) => JSON.stringify(k).slice(1, -1),
        (k) => [...k].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
        (k) =>
          [...k]
            .map((c, i) => (i % 2 ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`))
            .join(''),
        (k) => JSON.stringify({ error: `Invalid key ${k}` }),
      )
      .map((form) => form(key));
  /** A body of lines holding random text and echoes of the key, with a newline here and there. */
  const bodyOf = (key: string) =>
    fc
      .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), echo(key), fc.constant('\n')), {
        minLength: 1,
        maxLength: 20,
      })
      .map((parts) => encoder.encode(parts.join('')));

  it('in no byte and no header, whatever the status, the echo and the chunking (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        keys.chain((key) =>
          fc.tuple(
            fc.constant(key),
            bodyOf(key),
            fc.array(fc.nat(), { maxLength: 8 }),
            fc.constantFrom(200, 400, 401, 403, 500),
          ),
        ),
        async ([key, bytes, cutsAt, status]) => {
          const cuts = [...new Set(cutsAt.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
          const { fetch } = service(
            () =>
              new Response(
                new ReadableStream({
                  start(controller) {
                    let from = 0;
                    for (const cut of [...cuts, bytes.length]) {
                      if (cut > from) controller.enqueue(bytes.slice(from, cut));
                      from = cut;
                    }
                    controller.close();
                  },
                }),
                { status, headers: { 'content-type': 'application/json', 'x-request-id': key } },
              ),
          );
          const response = await createChatProxy({
            url: `${SERVICE}/stream-chat-state`,
            apiKey: key,
            sessionSettings: () => ({ externalId: 'u' }),
            fetch,
          })(browser('/api/chat/stream-chat-state', { input: 'Hi?' }));
          const received = (await readAll(response)).bytes;
          // Each byte one character: every form of the key is ASCII.
          const text = String.fromCharCode(...received);
          const search = secretSearch(key)!;
          expect(search.find(text, 0)).toBeUndefined();
          for (const [, value] of response.headers) expect(search.find(value, 0)).toBeUndefined();
          expect(response.status).toBe(status);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('nor in a refusal of the proxy’s own', async () => {
    const { fetch } = service();
    const response = await proxy(fetch)(browser(`/api/chat/${KEY}`, { input: 'Hi?' }));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(KEY);
  });
});

describe('bounds', () => {
  it('no response headers from the service within connectMs: 504, and the service’s request aborted', async () => {
    const { fetch, calls } = service(() => new Promise<Response>(() => undefined));
    const response = await proxy(fetch, { timeouts: { connectMs: 30 } })(
      browser('/api/chat/stream-chat-state', { input: 'Hi?' }),
    );
    expect(response.status).toBe(504);
    expect(((await response.json()) as { error: string }).error).toBe(
      'The chat request: no response from the chat service within 30 ms (timeouts.connectMs)',
    );
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('no byte of the answer for idleMs: a drop (the client re-attaches), the service’s answer cancelled', async () => {
    const pushed = pushedBody();
    const { fetch } = service(() => new Response(pushed.body));
    const response = await proxy(fetch, { timeouts: { idleMs: 40 } })(
      browser('/api/chat/stream-chat-state', { input: 'Hi?' }),
    );
    const reader = response.body!.getReader();
    pushed.push('{"id":"__cutoff__","sort":0}\n');
    await reader.read();
    await expect(reader.read()).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(pushed.cancelled).toBe(true);
  });

  it('bytes without a newline are no line: a byte every 10 ms ends the answer at idleMs, the service’s answer cancelled', async () => {
    const pushed = pushedBody();
    const { fetch } = service(() => new Response(pushed.body));
    const response = await proxy(fetch, { timeouts: { idleMs: 80 } })(
      browser('/api/chat/stream-chat-state', { input: 'Hi?' }),
    );
    const reader = response.body!.getReader();
    pushed.push('{"id":"__cutoff__","sort":0}\n');
    await reader.read();
    pushed.push('{"id":"answer","content":"');
    const drip = setInterval(() => pushed.cancelled || pushed.push('x'), 10);
    try {
      await expect(reader.read()).rejects.toMatchObject({
        code: 'TIMEOUT',
        message: 'The chat answer: the service sent no complete line for 80 ms (timeouts.idleMs)',
      });
      expect(pushed.cancelled).toBe(true);
    } finally {
      clearInterval(drip);
    }
  });

  it('a redirect to another origin is not followed: 502 naming it; a same-origin 307 is', async () => {
    const { fetch, calls } = service((call) =>
      call.url.includes('moved')
        ? ndjson([{ id: '__cutoff__' }])
        : call.url.startsWith(SERVICE)
          ? new Response(null, {
              status: 307,
              headers: {
                location:
                  call.body.input === 'away' ? 'https://evil.example.net/x' : `${SERVICE}/moved/stream-chat-state`,
              },
            })
          : ndjson([]),
    );
    const away = await proxy(fetch)(browser('/api/chat/stream-chat-state', { input: 'away' }));
    expect(away.status).toBe(502);
    expect(((await away.json()) as { error: string }).error).toMatch(
      /https:\/\/chat\.example\.com redirected it to https:\/\/evil\.example\.net, which is not followed/,
    );
    const near = await proxy(fetch)(browser('/api/chat/stream-chat-state', { input: 'near' }));
    expect(near.status).toBe(200);
    expect(calls.map((call) => call.url)).toEqual([
      `${SERVICE}/stream-chat-state`,
      `${SERVICE}/stream-chat-state`,
      `${SERVICE}/moved/stream-chat-state`,
    ]);
  });

  it('a service out of reach: 502', async () => {
    const { fetch } = service(() => Promise.reject(new TypeError('fetch failed')));
    const response = await proxy(fetch)(browser('/api/chat/stream-chat-state', { input: 'Hi?' }));
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: string }).error).toBe(
      'The chat request could not reach the chat service: "TypeError: fetch failed"',
    );
  });

  it('never reads the request’s signal (Deno warns as soon as it is): a Request whose signal getter throws is served whole', async () => {
    const { fetch, calls } = service(() =>
      ndjson([
        { id: '__cutoff__', sort: 0 },
        { id: 'm-1', content: 'Hello.', sort: 1 },
      ]),
    );
    const request = browser('/api/chat/stream-chat-state', { input: 'Hi?' });
    Object.defineProperty(request, 'signal', {
      get() {
        throw new Error('request.signal read');
      },
    });
    const response = await proxy(fetch)(request);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"id":"__cutoff__","sort":0}\n{"id":"m-1","content":"Hello.","sort":1}\n');
    expect(calls).toHaveLength(1);
  });

  it('a browser that stops reading or goes away (its response cancelled) cancels the service’s answer, and sends no abort', async () => {
    const pushed = pushedBody();
    const { fetch, calls } = service(() => new Response(pushed.body));
    const response = await proxy(fetch)(browser('/api/chat/stream-chat-state', { input: 'Hi?' }));
    const reader = response.body!.getReader();
    pushed.push('{"id":"__cutoff__","sort":0}\n');
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(pushed.cancelled).toBe(true));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls.map((call) => call.url)).toEqual([`${SERVICE}/stream-chat-state`]);
  });
});

describe('where it may run, and its options', () => {
  const options = { url: `${SERVICE}/stream-chat-state`, apiKey: KEY, sessionSettings: () => ({ externalId: 'u' }) };

  it.each(['page', 'dedicated worker'] as const)('refused in a %s: INVALID_OPTIONS, the key not shown', (kind) => {
    inScope(kind);
    const error = expectApiError(() => createChatProxy(options), 'INVALID_OPTIONS');
    expect(error.message).toMatch(/^createChatProxy: expected a server/);
    expect(error.message).not.toContain(KEY);
  });

  it.each([
    ['no key', { apiKey: undefined }, /^apiKey: expected an API key, got undefined$/],
    [
      'a key with a line break',
      { apiKey: `${KEY}\r\nx-evil: 1` },
      /^apiKey: expected an API key, got a string with a space, a line break or another character a header cannot carry \(not shown\)$/,
    ],
    ['no sessionSettings function', { sessionSettings: { externalId: 'u' } }, /^sessionSettings: expected a function/],
    ['a relative url', { url: '/api/chat/stream-chat-state' }, /^url: expected an absolute http\(s\) URL/],
    [
      'a deployment url',
      { url: 'https://chat.example.com/api/v1/public/acme/deployments/7/chat/stream-chat-state' },
      /^url: expected an agent's chat URL/,
    ],
    ['maxBodyBytes 0', { maxBodyBytes: 0 }, /^maxBodyBytes: expected a whole number/],
    [
      'timeouts of 0 ms',
      { timeouts: { connectMs: 0 } },
      /^timeouts\.connectMs: expected whole milliseconds from 1 to 2147483647/,
    ],
  ])('%s is INVALID_OPTIONS naming it, the key not shown', (_label, extra, message) => {
    const error = expectApiError(() => createChatProxy({ ...options, ...extra } as never), 'INVALID_OPTIONS');
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(KEY);
  });

  it('takes the parts of the chat URL, as the client does', async () => {
    const { fetch, calls } = service(() => new Response(null, { status: 204 }));
    const handler = createChatProxy({
      ...options,
      url: { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', agentId: 'agent-1' },
      fetch,
    });
    await handler(browser('/api/chat/abort', { chatId: 'c-1' }));
    expect(calls[0]!.url).toBe(`${SERVICE}/abort`);
  });
});
