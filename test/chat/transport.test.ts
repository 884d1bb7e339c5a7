// @vitest-environment node
/**
 * The chat client's HTTP, against a scripted fetch: a JSON POST with the credential (a token,
 * asked per request when it is a function; an API key; none through a proxy), its lines read a
 * chunk at a time; the headers within connectMs, the caller's abort honoured; a same-origin
 * 307/308 followed, any other redirect refused; an HTTP error by its status (THREAD_BUSY when the
 * thread is busy); the abort endpoint's 204, or the refusal a 200 carries; no credential in any
 * error.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ChatConfig } from '../../src/chat/options.js';
import { createChatTransport } from '../../src/chat/transport.js';
import { expectApiError } from '../support/expect-api-error.js';

const STREAM = new URL('https://chat.example.com/api/v1/public/acme/agents/agent-1/chat/stream-chat-state');
const ABORT = new URL('https://chat.example.com/api/v1/public/acme/agents/agent-1/chat/abort');
const TOKEN = 'eyJhbGciOiJub25lIn0.eyJzY29wZSI6WyJjaGF0Il19.c2lnbmF0dXJl';

/** A config whose fetch answers with `answer`; the calls are recorded. */
function transportOf(
  answer: (url: URL, init: RequestInit) => Response | Promise<Response>,
  fields: Partial<ChatConfig> = {},
) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: URL | RequestInfo, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    return answer(new URL(String(url)), init!);
  }) as unknown as typeof globalThis.fetch;
  const config: ChatConfig = {
    streamUrl: STREAM,
    abortUrl: ABORT,
    auth: { token: TOKEN },
    fetch,
    reconnect: { attempts: 3, delayMs: 0 },
    timeouts: { connectMs: 5_000, idleMs: 5_000 },
    maxLineBytes: 1_000_000,
    ...fields,
  };
  return { transport: createChatTransport(config), calls };
}

const lines = (...texts: string[]) =>
  new Response(texts.join(''), { status: 200, headers: { 'content-type': 'application/x-ndjson' } });

/** Every line of a stream, its chunks flattened. */
async function read(stream: AsyncIterable<readonly string[]>): Promise<string[]> {
  const all: string[] = [];
  for await (const chunk of stream) all.push(...chunk);
  return all;
}

describe('open', () => {
  it('POSTs the body as JSON with the token, no redirect followed by fetch, and reads the lines', async () => {
    const { transport, calls } = transportOf(() => lines('{"id":"__cutoff__"}\n', '{"id":"m1"}\n'));
    expect(await read(await transport.open({ input: 'Hi' }))).toEqual(['{"id":"__cutoff__"}', '{"id":"m1"}']);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(STREAM.href);
    expect(calls[0]!.init).toMatchObject({ method: 'POST', body: '{"input":"Hi"}', redirect: 'manual' });
    expect(calls[0]!.init.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/x-ndjson, application/json',
      'x-platform-auth-token': TOKEN,
    });
  });

  it('asks a token function for every request; an API key goes as Api-Key; a proxy gets no credential', async () => {
    let asked = 0;
    const provider = transportOf(() => lines(), {
      auth: {
        token: () => {
          asked += 1;
          return `${TOKEN}${asked}`;
        },
      },
    });
    await provider.transport.open({});
    await provider.transport.open({});
    expect(provider.calls.map(({ init }) => (init.headers as Record<string, string>)['x-platform-auth-token'])).toEqual(
      [`${TOKEN}1`, `${TOKEN}2`],
    );
    const keyed = transportOf(() => lines(), { auth: { apiKey: 'key-0123456789abcdef', sessionSettings: undefined } });
    await keyed.transport.open({});
    expect((keyed.calls[0]!.init.headers as Record<string, string>).authorization).toBe('Api-Key key-0123456789abcdef');
    const proxied = transportOf(() => lines(), { auth: { proxy: true } });
    await proxied.transport.open({});
    expect(Object.keys(proxied.calls[0]!.init.headers as object).sort()).toEqual(['accept', 'content-type']);
  });

  it('an HTTP error is an ApiError of its status quoting the service; the busy thread is THREAD_BUSY whatever the status', async () => {
    const refused = transportOf(() => Response.json({ message: 'Invalid token' }, { status: 401 }));
    expect((await expectApiError(refused.transport.open({}), 'UNAUTHORIZED')).message).toBe(
      'The chat request failed with HTTP 401: Invalid token',
    );
    const busy = transportOf(() => Response.json({ error: 'Streaming for thread is in progress' }, { status: 400 }));
    expect((await expectApiError(busy.transport.open({}), 'THREAD_BUSY')).status).toBe(400);
  });

  it('no response headers within connectMs is TIMEOUT; the caller’s abort is ABORTED', async () => {
    const hanging = transportOf(() => new Promise<Response>(() => undefined), {
      timeouts: { connectMs: 20, idleMs: 5_000 },
    });
    expect((await expectApiError(hanging.transport.open({}), 'TIMEOUT')).message).toBe(
      'The chat request: no response from the service within 20 ms (timeouts.connectMs)',
    );
    const controller = new AbortController();
    const waiting = transportOf(() => new Promise<Response>(() => undefined)).transport.open({}, controller.signal);
    controller.abort();
    await expectApiError(waiting, 'ABORTED');
  });

  it('follows a same-origin 307 with the body, refuses another origin', async () => {
    const moved = transportOf((url) =>
      url.pathname.endsWith('/moved')
        ? lines('{"id":"m"}\n')
        : new Response(null, { status: 307, headers: { location: '/moved' } }),
    );
    expect(await read(await moved.transport.open({ input: 'x' }))).toEqual(['{"id":"m"}']);
    expect(moved.calls.map(({ url, init }) => [url, init.body])).toEqual([
      [STREAM.href, '{"input":"x"}'],
      ['https://chat.example.com/moved', '{"input":"x"}'],
    ]);
    const away = transportOf(
      () => new Response(null, { status: 307, headers: { location: 'https://evil.example/x' } }),
    );
    expect((await expectApiError(away.transport.open({}), 'INVALID_RESPONSE')).message).toMatch(
      /https:\/\/chat\.example\.com redirected it to https:\/\/evil\.example, which is not followed/,
    );
    expect(away.calls).toHaveLength(1);
  });

  it('no error holds the credential, even one the service echoes', async () => {
    const echo = transportOf(() => Response.json({ message: `bad token ${TOKEN}` }, { status: 403 }));
    const error = await expectApiError(echo.transport.open({}), 'FORBIDDEN');
    expect(JSON.stringify([error.message, error.body])).not.toContain(TOKEN);
    const thrown = transportOf(() => Promise.reject(new TypeError(`connect failed for ${TOKEN}`)));
    expect((await expectApiError(thrown.transport.open({}), 'NETWORK')).message).not.toContain(TOKEN);
  });
});

describe('abort', () => {
  it('POSTs to the abort endpoint and resolves on 204', async () => {
    const { transport, calls } = transportOf(() => new Response(null, { status: 204 }));
    await expect(transport.abort({ chatId: 'c1' })).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ url: ABORT.href, init: { body: '{"chatId":"c1"}' } });
  });

  it('a 200 carrying a refusal is that refusal; any other 200 is not what the spec says', async () => {
    const refused = transportOf(() =>
      Response.json({ jsonrpc: '2.0', error: { code: -32001, message: 'Unauthorized' } }),
    );
    await expectApiError(refused.transport.abort({}), 'UNAUTHORIZED');
    const other = transportOf(() => Response.json({ ok: true }));
    expect((await expectApiError(other.transport.abort({}), 'INVALID_RESPONSE')).message).toBe(
      'The abort request: expected 204 with no body, got 200 "{\\"ok\\":true}"',
    );
  });
});

describe('redact', () => {
  it('makes any failure an ApiError of what failed, ABORTED when the signal ended it, without the credential', async () => {
    const { transport } = transportOf(() => lines());
    await transport.open({});
    expect(transport.redact(new Error(`reset while sending ${TOKEN}`)).message).toBe(
      'The chat request could not reach the service: reset while sending [redacted]',
    );
    expect(transport.redact(new Error('x'), AbortSignal.abort(), 'The thread read').code).toBe('ABORTED');
  });
});
