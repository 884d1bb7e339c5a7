/**
 * The management client's transport on a virtual clock with a scripted fetch: the bearer
 * token per try, retries (which methods, which failures, how many, how long), Retry-After,
 * the per-try timeout, the caller's abort at any point, and the ApiError of every failure —
 * without the token in any of them.
 */
import { describe, expect, it } from 'vitest';
import { type RetryOptions, resolveOptions } from '../../src/api/options.js';
import { createTransport } from '../../src/api/transport.js';
import { API_ERROR_CODES, ApiError } from '../../src/http/api-error.js';
import { REDACTED } from '../../src/http/redacted.js';
import { expectApiError } from '../support/expect-api-error.js';
import { settle, VirtualTime } from '../support/virtual-time.js';
import { type Answer, fakeFetch, json, text } from './fake-fetch.js';

const TOKEN = 'tok_SECRET-0123456789abcdef';
const BASE = 'https://acme.example.com';

interface Setup {
  answers: Answer[];
  token?: string | (() => string | Promise<string>);
  retry?: RetryOptions | false;
  timeoutMs?: number;
  credentials?: RequestCredentials;
  time?: VirtualTime;
}

function setup({
  answers,
  token = TOKEN,
  retry = { minDelayMs: 100, maxDelayMs: 1000 },
  timeoutMs,
  credentials,
  time = new VirtualTime(),
}: Setup) {
  const fake = fakeFetch(...answers);
  const options = resolveOptions({
    baseUrl: BASE,
    token,
    fetch: fake.fetch,
    retry,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(credentials ? { credentials } : {}),
  });
  const send = createTransport(options, time);
  const request = (method: string, path = '/api/v1/deployments/42', init: RequestInit = {}) =>
    new Request(`${BASE}${path}`, { method, ...init });
  return { fake, time, send, request };
}

describe('a successful request', () => {
  it('carries the bearer token, accepts JSON, passes credentials, and resolves with the response, body readable', async () => {
    const { fake, time, send, request } = setup({ answers: [json(200, { id: 42 })], credentials: 'omit' });
    const response = await time.run(send(request('GET')));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 42 });
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(fake.sent[0]?.headers.get('accept')).toBe('application/json');
    expect(fake.sent[0]?.credentials).toBe('omit');
    expect(time.slept).toEqual([]);
  });

  it('keeps the request’s own headers, method and body; 204 resolves with no body', async () => {
    const { fake, time, send, request } = setup({ answers: [json(204, undefined)] });
    const response = await time.run(
      send(
        request('PUT', '/api/v1/x', {
          body: '{"a":1}',
          headers: { 'content-type': 'application/json', accept: 'text/plain', 'x-trace': 't1' },
        }),
      ),
    );
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(fake.sent[0]).toMatchObject({ method: 'PUT', body: '{"a":1}' });
    expect(fake.sent[0]?.headers.get('x-trace')).toBe('t1');
    expect(fake.sent[0]?.headers.get('accept')).toBe('text/plain');
  });

  it('asks a token function for every try, retries included', async () => {
    let calls = 0;
    const { fake, time, send, request } = setup({
      answers: [json(503, {}), json(502, {}), json(200, {})],
      token: () => `tok_${++calls}`,
    });
    await time.run(send(request('GET')));
    expect(calls).toBe(3);
    expect(fake.sent.map((sent) => sent.headers.get('authorization'))).toEqual([
      'Bearer tok_1',
      'Bearer tok_2',
      'Bearer tok_3',
    ]);
  });
});

describe('retries', () => {
  it('retries GET, PUT and DELETE after 429, 502, 503, 504 and network failures, then succeeds', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      for (const failure of [
        json(429, {}),
        json(502, {}),
        json(503, {}),
        json(504, {}),
        new TypeError('fetch failed'),
      ]) {
        const { fake, time, send, request } = setup({ answers: [failure, json(200, { ok: true })] });
        const response = await time.run(send(request(method)));
        expect(response.status).toBe(200);
        expect(fake.sent).toHaveLength(2);
      }
    }
  });

  it('makes at most attempts + 1 requests (default 2 retries: 3), then rejects with the last failure', async () => {
    const { fake, time, send, request } = setup({ answers: [json(503, { message: 'busy' })], retry: {} });
    const error = await expectApiError(time.run(send(request('GET'))), 'SERVER_ERROR');
    expect(fake.sent).toHaveLength(3);
    expect(error.status).toBe(503);
    expect(error.retryable).toBe(true);
    const five = setup({ answers: [json(503, {})], retry: { attempts: 5, minDelayMs: 0, maxDelayMs: 0 } });
    await expectApiError(five.time.run(five.send(five.request('GET'))), 'SERVER_ERROR');
    expect(five.fake.sent).toHaveLength(6);
  });

  it('never retries with retry: false or attempts: 0', async () => {
    for (const retry of [false, { attempts: 0 }] as const) {
      const { fake, time, send, request } = setup({ answers: [json(503, {})], retry });
      await expectApiError(time.run(send(request('GET'))), 'SERVER_ERROR');
      expect(fake.sent).toHaveLength(1);
    }
  });

  it('never retries POST or PATCH, whatever the failure', async () => {
    for (const method of ['POST', 'PATCH']) {
      for (const [failure, code] of [
        [json(503, {}), 'SERVER_ERROR'],
        [json(429, {}, { 'retry-after': '1' }), 'RATE_LIMITED'],
        [new TypeError('fetch failed'), 'NETWORK'],
      ] as const) {
        const { fake, time, send, request } = setup({ answers: [failure, json(200, {})] });
        await expectApiError(time.run(send(request(method, '/api/v1/x', { body: '{}' }))), code);
        expect(fake.sent).toHaveLength(1);
        expect(time.slept).toEqual([]);
      }
    }
  });

  it('does not retry 500 or another 4xx', async () => {
    for (const [status, code] of [
      [500, 'SERVER_ERROR'],
      [501, 'SERVER_ERROR'],
      [400, 'BAD_REQUEST'],
      [401, 'UNAUTHORIZED'],
      [404, 'NOT_FOUND'],
    ] as const) {
      const { fake, time, send, request } = setup({ answers: [json(status, {}), json(200, {})] });
      await expectApiError(time.run(send(request('GET'))), code);
      expect(fake.sent).toHaveLength(1);
    }
  });

  it('waits an exponential backoff with full jitter between minDelayMs and maxDelayMs', async () => {
    const low = setup({ answers: [json(503, {})], retry: { attempts: 4, minDelayMs: 100, maxDelayMs: 500 } });
    low.time.randomValue = 0;
    await expectApiError(low.time.run(low.send(low.request('GET'))), 'SERVER_ERROR');
    expect(low.time.slept).toEqual([100, 100, 100, 100]);
    const high = setup({ answers: [json(503, {})], retry: { attempts: 4, minDelayMs: 100, maxDelayMs: 500 } });
    high.time.randomValue = 0.999_999;
    await expectApiError(high.time.run(high.send(high.request('GET'))), 'SERVER_ERROR');
    expect(high.time.slept).toEqual([199, 399, 499, 499]);
  });

  it('sends a PUT body again on each retry', async () => {
    const { fake, time, send, request } = setup({ answers: [json(503, {}), json(200, {})] });
    await time.run(send(request('PUT', '/api/v1/x', { body: '{"name":"n"}' })));
    expect(fake.sent.map((sent) => sent.body)).toEqual(['{"name":"n"}', '{"name":"n"}']);
  });

  it('retries after a body cut by the network, as a network failure', async () => {
    const broken = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":'));
            controller.error(new TypeError('terminated'));
          },
        }),
        { status: 200 },
      );
    const { fake, time, send, request } = setup({ answers: [broken, json(200, { id: 1 })] });
    expect(await (await time.run(send(request('GET')))).json()).toEqual({ id: 1 });
    expect(fake.sent).toHaveLength(2);
    const once = setup({ answers: [broken], retry: false });
    const error = await expectApiError(once.time.run(once.send(once.request('GET'))), 'NETWORK');
    expect(error.message).toBe('GET /api/v1/deployments/42 could not reach the service: terminated');
  });
});

describe('Retry-After', () => {
  it('waits the seconds it says, instead of the backoff', async () => {
    const { fake, time, send, request } = setup({
      answers: [json(429, {}, { 'retry-after': '7' }), json(503, {}, { 'retry-after': '0' }), json(200, {})],
    });
    await time.run(send(request('GET')));
    expect(time.slept).toEqual([7000, 0]);
    expect(fake.sent).toHaveLength(3);
  });

  it('waits until the HTTP date it gives', async () => {
    const time = new VirtualTime();
    const at = new Date(time.time + 12_000).toUTCString();
    const { fake, send, request } = setup({ answers: [json(429, {}, { 'retry-after': at }), json(200, {})], time });
    await time.run(send(request('GET')));
    expect(time.slept).toEqual([12_000]);
    expect(fake.sent).toHaveLength(2);
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo'])(
    'reads an asctime date (no zone) as GMT, as HTTP says, whatever the local zone (%s)',
    async (zone) => {
      const saved = process.env.TZ;
      process.env.TZ = zone;
      try {
        const time = new VirtualTime();
        const at = new Date(time.time + 12_000);
        // asctime: "Sun Nov  6 08:49:37 1994", in GMT
        const asctime = at
          .toUTCString()
          .replace(
            /^(\w{3}), (\d{2}) (\w{3}) (\d{4}) ([\d:]{8}) GMT$/,
            (_m, day, date, month, year, clock) =>
              `${day} ${month} ${String(Number(date)).padStart(2, ' ')} ${clock} ${year}`,
          );
        expect(asctime).not.toContain('GMT');
        const { send, request } = setup({ answers: [json(503, {}, { 'retry-after': asctime }), json(200, {})], time });
        await time.run(send(request('GET')));
        expect(time.slept).toEqual([12_000]);
      } finally {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    },
  );

  it('gives up at once when it asks for more than a minute: RATE_LIMITED, still retryable for the caller', async () => {
    const { fake, time, send, request } = setup({
      answers: [json(429, { message: 'slow down' }, { 'retry-after': '3600' }), json(200, {})],
    });
    const error = await expectApiError(time.run(send(request('GET'))), 'RATE_LIMITED');
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('GET /api/v1/deployments/42 failed with HTTP 429: slow down');
    expect(fake.sent).toHaveLength(1);
    expect(time.slept).toEqual([]);
  });

  it('falls back to the backoff for a header that is neither seconds nor a date', async () => {
    const { time, send, request } = setup({ answers: [json(503, {}, { 'retry-after': 'soon' }), json(200, {})] });
    time.randomValue = 0;
    await time.run(send(request('GET')));
    expect(time.slept).toEqual([100]);
  });
});

describe('timeout', () => {
  it('ends a try that gets no answer within timeoutMs with TIMEOUT, not retried, the request aborted', async () => {
    const { fake, time, send, request } = setup({ answers: ['hang'], timeoutMs: 5000 });
    const start = time.time;
    const error = await expectApiError(time.run(send(request('GET'))), 'TIMEOUT');
    expect(error.message).toBe('GET /api/v1/deployments/42 got no complete answer within 5000 ms');
    expect(error.retryable).toBe(true);
    expect(time.time - start).toBe(5000);
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]?.signal.aborted).toBe(true);
  });

  it('covers the body: headers then a stalled body is a TIMEOUT', async () => {
    const stalled = () =>
      new Response(
        new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{')) }),
        { status: 200 },
      );
    const { time, send, request } = setup({ answers: [stalled], timeoutMs: 2000 });
    await expectApiError(time.run(send(request('GET'))), 'TIMEOUT');
  });

  it('is per try: each try gets the whole timeoutMs', async () => {
    const time = new VirtualTime();
    const slow = (status: number) => async () => {
      await time.sleep(800);
      return new Response('{}', { status });
    };
    const { fake, send, request } = setup({ answers: [slow(503), slow(503), slow(200)], timeoutMs: 1000, time });
    const start = time.time;
    expect((await time.run(send(request('GET')))).status).toBe(200);
    expect(fake.sent).toHaveLength(3);
    expect(time.time - start).toBeGreaterThan(2400);
  });
});

describe('abort', () => {
  it('an aborted signal rejects with ABORTED before anything is sent', async () => {
    const { fake, time, send, request } = setup({ answers: [json(200, {})] });
    const reason = new Error('user left');
    const error = await expectApiError(
      time.run(send(request('GET', '/api/v1/x', { signal: AbortSignal.abort(reason) }))),
      'ABORTED',
    );
    expect(error.cause).toBe(reason);
    expect(fake.sent).toHaveLength(0);
  });

  it('aborting mid-request rejects at once with ABORTED, even when fetch ignores the signal', async () => {
    const { fake, send, request } = setup({ answers: ['hang'] });
    const controller = new AbortController();
    const pending = send(request('GET', '/api/v1/x', { signal: controller.signal }));
    await settle();
    expect(fake.sent).toHaveLength(1);
    controller.abort();
    const error = await expectApiError(pending, 'ABORTED');
    expect(error.message).toBe('GET /api/v1/x was aborted');
    expect(error.retryable).toBe(false);
    expect(fake.sent[0]?.signal.aborted).toBe(true);
  });

  it('aborting mid-backoff rejects at once with ABORTED, and nothing more is sent', async () => {
    const { fake, time, send, request } = setup({
      answers: [json(503, {}), json(200, {})],
      retry: { minDelayMs: 10_000, maxDelayMs: 10_000 },
    });
    const controller = new AbortController();
    const pending = send(request('GET', '/api/v1/x', { signal: controller.signal }));
    await settle();
    expect(time.pending).toEqual([10_000]);
    controller.abort();
    await expectApiError(pending, 'ABORTED');
    expect(time.pending).toEqual([]);
    expect(fake.sent).toHaveLength(1);
    expect(time.slept).toEqual([]);
  });

  it('aborting while the token function hangs rejects at once with ABORTED, and sends nothing', async () => {
    const controller = new AbortController();
    const { fake, send, request } = setup({
      answers: [json(200, {})],
      token: () => new Promise<string>(() => undefined),
    });
    const pending = send(request('GET', '/api/v1/x', { signal: controller.signal }));
    await settle();
    controller.abort();
    await expectApiError(pending, 'ABORTED');
    expect(fake.sent).toHaveLength(0);
  });

  it('timeoutMs covers the token function too: one that hangs is a TIMEOUT of the try', async () => {
    const { fake, time, send, request } = setup({
      answers: [json(200, {})],
      token: () => new Promise<string>(() => undefined),
      timeoutMs: 500,
      retry: false,
    });
    const start = time.time;
    await expectApiError(time.run(send(request('GET'))), 'TIMEOUT');
    expect(time.time - start).toBe(500);
    expect(fake.sent).toHaveLength(0);
  });

  it('a token function that throws is NETWORK, its error as cause: a GET tries again (asking anew), a POST does not; nothing sent', async () => {
    const broken = new Error('vault unreachable');
    let asked = 0;
    const { fake, time, send, request } = setup({
      answers: [json(200, {})],
      token: () => {
        asked += 1;
        throw broken;
      },
    });
    const error = (await time.run(send(request('GET'))).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.retryable]).toEqual(['NETWORK', true]);
    expect(error.message).toMatch(/^token: the token function failed/);
    expect(error.cause).toBe(broken);
    expect(asked).toBe(3); // the first try and the default policy's two retries
    asked = 0;
    await expectApiError(time.run(send(request('POST'))), 'NETWORK');
    expect(asked).toBe(1);
    expect(fake.sent).toHaveLength(0);
  });

  it('a token function that recovers: the retry gets a token and the answer', async () => {
    let asked = 0;
    const { fake, time, send, request } = setup({
      answers: [json(200, { ok: true })],
      token: () => {
        asked += 1;
        if (asked === 1) throw new Error('vault unreachable');
        return TOKEN;
      },
    });
    const response = await time.run(send(request('GET')));
    expect(response.status).toBe(200);
    expect(fake.sent).toHaveLength(1);
  });

  it('aborting while the token function runs sends nothing', async () => {
    const controller = new AbortController();
    const { fake, time, send, request } = setup({
      answers: [json(200, {})],
      token: async () => {
        controller.abort();
        return TOKEN;
      },
    });
    await expectApiError(time.run(send(request('GET', '/api/v1/x', { signal: controller.signal }))), 'ABORTED');
    expect(fake.sent).toHaveLength(0);
  });
});

describe('error mapping', () => {
  it('maps every status to its code, with the status, the parsed body and the service’s message', async () => {
    for (const [status, code] of [
      [400, 'BAD_REQUEST'],
      [401, 'UNAUTHORIZED'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [409, 'CONFLICT'],
      [418, 'INVALID_RESPONSE'],
      [429, 'RATE_LIMITED'],
      [500, 'SERVER_ERROR'],
      [503, 'SERVER_ERROR'],
    ] as const) {
      const { time, send, request } = setup({ answers: [json(status, { message: `said ${status}` })], retry: false });
      const error = await expectApiError(time.run(send(request('DELETE', '/api/v1/deployments/7'))), code);
      expect(error.status).toBe(status);
      expect(error.body).toEqual({ message: `said ${status}` });
      expect(error.message).toBe(`DELETE /api/v1/deployments/7 failed with HTTP ${status}: said ${status}`);
      expect(error.retryable).toBe(code === 'RATE_LIMITED' || code === 'SERVER_ERROR');
      expect(API_ERROR_CODES).toContain(error.code);
    }
  });

  it('a 409 carries the service’s code and request id; upsert_branch_changed is retried (an idempotent PUT), another conflict is not', async () => {
    const conflict = (code: string) => () =>
      new Response(JSON.stringify({ code, message: 'the branch changed' }), {
        status: 409,
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      });
    const other = setup({ answers: [conflict('ambiguous_legacy_id')] });
    const error = await expectApiError(
      other.time.run(other.send(other.request('PUT', '/api/v1/deployments/7'))),
      'CONFLICT',
    );
    expect(error).toMatchObject({
      status: 409,
      serviceCode: 'ambiguous_legacy_id',
      requestId: 'req-42',
      retryable: false,
    });
    expect(error.headers?.get('x-request-id')).toBe('req-42');
    expect(error.message).toBe(
      'PUT /api/v1/deployments/7 failed with HTTP 409 (ambiguous_legacy_id): the branch changed',
    );
    expect(other.fake.sent).toHaveLength(1);
    const changed = setup({ answers: [conflict('upsert_branch_changed'), json(200, { ok: true })] });
    const response = await changed.time.run(changed.send(changed.request('PUT', '/api/v1/deployments/7')));
    expect(response.status).toBe(200);
    expect(changed.fake.sent).toHaveLength(2);
    // A POST is never sent twice, whatever the service says.
    const posted = setup({ answers: [conflict('upsert_branch_changed'), json(200, { ok: true })] });
    expect(
      (await expectApiError(posted.time.run(posted.send(posted.request('POST', '/api/v1/deployments/7'))), 'CONFLICT'))
        .retryable,
    ).toBe(true);
    expect(posted.fake.sent).toHaveLength(1);
  });

  it('a body larger than maxResponseBytes is INVALID_RESPONSE, read no further, and never retried', async () => {
    let pulled = 0;
    const endless = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += 1;
            controller.enqueue(new Uint8Array(1_024));
          },
        }),
        { status: 200 },
      );
    const { fake, time, request } = setup({ answers: [endless] });
    const resolved = resolveOptions({ baseUrl: BASE, token: TOKEN, fetch: fake.fetch, maxResponseBytes: 10_000 });
    const bounded = createTransport(resolved, time);
    const error = await expectApiError(time.run(bounded(request('GET'))), 'INVALID_RESPONSE');
    expect(error.message).toContain('larger than 10000 bytes');
    expect(error.retryable).toBe(false);
    expect(fake.sent).toHaveLength(1);
    expect(pulled).toBeLessThan(15);
    // Announced by its length: not read at all.
    const announced = setup({
      answers: [() => new Response('x'.repeat(20), { status: 500, headers: { 'content-length': '20' } })],
      retry: false,
    });
    const small = createTransport(
      resolveOptions({ baseUrl: BASE, token: TOKEN, fetch: announced.fake.fetch, maxResponseBytes: 10 }),
      announced.time,
    );
    await expectApiError(announced.time.run(small(announced.request('GET'))), 'INVALID_RESPONSE');
    expect(() => resolveOptions({ baseUrl: BASE, token: TOKEN, maxResponseBytes: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });

  it('keeps a text body shortened, and says the service’s `error` when there is no `message`', async () => {
    const page = setup({ answers: [text(502, `<html>${'x'.repeat(5000)}</html>`)], retry: false });
    const error = await expectApiError(page.time.run(page.send(page.request('GET'))), 'SERVER_ERROR');
    expect(typeof error.body).toBe('string');
    expect((error.body as string).length).toBeLessThanOrEqual(2001);
    const said = setup({ answers: [json(403, { error: 'not yours' })], retry: false });
    expect((await expectApiError(said.time.run(said.send(said.request('GET'))), 'FORBIDDEN')).message).toBe(
      'GET /api/v1/deployments/42 failed with HTTP 403: not yours',
    );
  });

  it('a network failure is NETWORK with its cause kept', async () => {
    const cause = new TypeError('fetch failed');
    const { time, send, request } = setup({ answers: [cause], retry: false });
    const error = await expectApiError(time.run(send(request('GET'))), 'NETWORK');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('GET /api/v1/deployments/42 could not reach the service: fetch failed');
  });

  it('never puts the token in a message or a body, even when the service echoes it', async () => {
    const echoes: Answer[] = [
      json(401, { message: `bad token ${TOKEN}`, header: `Bearer ${TOKEN}` }),
      text(500, `Authorization: Bearer ${TOKEN}`),
      new TypeError('fetch failed'),
      'hang',
    ];
    for (const answer of echoes) {
      const { time, send, request } = setup({ answers: [answer], retry: false, timeoutMs: 10 });
      const error = await time.run(send(request('GET'))).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      const seen = `${(error as ApiError).message} ${JSON.stringify((error as ApiError).body ?? '')}`;
      expect(seen).not.toContain(TOKEN);
    }
    const { time, send, request } = setup({ answers: [json(401, { message: `bad token ${TOKEN}` })], retry: false });
    const error = await expectApiError(time.run(send(request('GET'))), 'UNAUTHORIZED');
    expect(error.body).toEqual({ message: `bad token ${REDACTED}` });
    expect(error.message).toBe(`GET /api/v1/deployments/42 failed with HTTP 401: bad token ${REDACTED}`);
  });

  it('takes the token out however JSON escapes it ("/" as "\\/", as PHP writes it)', async () => {
    const token = 'abc/def+ghi0123456789==';
    const echoed = JSON.stringify({ message: `invalid Bearer ${token}` })
      .split('/')
      .join('\\/');
    expect(echoed).toContain('abc\\/def');
    const { time, send, request } = setup({ answers: [text(400, echoed)], token, retry: false });
    const error = await expectApiError(time.run(send(request('GET'))), 'BAD_REQUEST');
    expect(`${error.message} ${JSON.stringify(error.body)}`).not.toContain('def+ghi');
    expect(error.body).toEqual({ message: `invalid Bearer ${REDACTED}` });
  });

  it('takes the token out when the service escapes any of its characters as \\uXXXX (any case)', async () => {
    const token = 'tok_Escaped-0123456789';
    const escaped = [...token]
      .map((character, index) =>
        index % 2 ? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}` : character,
      )
      .join('');
    const { time, send, request } = setup({
      answers: [text(400, `{"message":"invalid Bearer ${escaped}"}`)],
      token,
      retry: false,
    });
    const error = await expectApiError(time.run(send(request('GET'))), 'BAD_REQUEST');
    expect(error.body).toEqual({ message: `invalid Bearer ${REDACTED}` });
    expect(JSON.stringify(error)).not.toContain('Escaped');
  });

  it('a token too short to be one (under 8 characters) never rewrites the data that holds its text', async () => {
    const { time, send, request } = setup({
      answers: [json(200, { name: 'abc', note: 'abcabc' })],
      token: 'abc',
      retry: false,
    });
    expect(await (await time.run(send(request('GET')))).json()).toEqual({ name: 'abc', note: 'abcabc' });
  });

  it('takes the token out of a successful body too, and leaves other bodies byte for byte', async () => {
    const bytes = new Uint8Array([0, 255, 1, 254, 7]);
    const { time, send, request } = setup({
      answers: [json(200, { echo: `Bearer ${TOKEN}` }), () => new Response(bytes, { status: 200 })],
    });
    expect(await (await time.run(send(request('GET')))).json()).toEqual({ echo: `Bearer ${REDACTED}` });
    expect(new Uint8Array(await (await time.run(send(request('GET')))).arrayBuffer())).toEqual(bytes);
  });
});
