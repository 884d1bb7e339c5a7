/**
 * `--debug`: one line per try on stderr — method, URL, status (or why there was none), time —
 * every retry shown as such, and never the credential: the management client's lines come from
 * its middleware, which never sees it. The chat client's through its `fetch`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { debugLine, debugMiddleware, shownUrl } from '../../src/cli/debug.js';
import { main } from '../../src/cli/main.js';
import {
  FAKE_CHAT_TOKEN,
  type FakePlatformServer,
  startFakeChatServer,
  startFakePlatformServer,
} from '../../src/testing/servers/index.js';
import { fakeIo } from './fake-io.js';
import { jsonResponse, SCRIPTED_BASE_URL, scriptedFetch } from './scripted-fetch.js';

const TOKEN = 'debug-S3CRET-token-0123456789';

let server: FakePlatformServer;
beforeEach(async () => {
  server = await startFakePlatformServer({ token: TOKEN });
});
afterEach(async () => {
  await server.close();
});

const env = () => ({ PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: TOKEN });
const LINE = (method: string, url: string, outcome: string) =>
  new RegExp(`^platform-embed: debug: ${method} ${url.replace(/[.?]/g, '\\$&')} → ${outcome} in \\d+ ms`);

describe('--debug of the management commands', () => {
  it('shows every try, the retries numbered, and no credential', async () => {
    server.failNext({ path: '/api/v1/github/status', status: 503, times: 2 });
    const fake = fakeIo({ env: env() });
    expect(await main(['api', 'GET', '/api/v1/github/status', '--debug'], fake.io)).toBe(0);
    const lines = fake.stderr().trimEnd().split('\n');
    const url = `${server.baseUrl}/api/v1/github/status`;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`${LINE('GET', url, '503').source}$`));
    expect(lines[1]).toMatch(new RegExp(`${LINE('GET', url, '503').source} \\(retry 1\\)$`));
    expect(lines[2]).toMatch(new RegExp(`${LINE('GET', url, '200').source} \\(retry 2\\)$`));
    expect(fake.stderr()).not.toContain(TOKEN);
    expect(fake.stderr().toLowerCase()).not.toContain('bearer');
  }, 15_000);

  it('shows a try that got no answer, and the retry after it', async () => {
    server.dropNext({ path: '/api/v1/github/status' });
    const fake = fakeIo({ env: env() });
    expect(await main(['api', 'GET', '/api/v1/github/status', '--debug'], fake.io)).toBe(0);
    const lines = fake.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/→ no response after \d+ ms \(fetch failed\)$/);
    expect(lines[1]).toMatch(/→ 200 in \d+ ms \(retry 1\)$/);
  }, 15_000);

  it('shows each request of a dbt sync and of embed-url — each call starting at its first try', async () => {
    const sync = fakeIo({ env: env() });
    expect(
      await main(['dbt-sync', '42', '--debug', '--poll-interval', '1ms', '--max-poll-interval', '2ms'], sync.io),
    ).toBe(0);
    const lines = sync.stderr().trimEnd().split('\n');
    expect(lines[0]).toMatch(LINE('POST', `${server.baseUrl}/api/v1/deployments/42/dbt-sync`, '200'));
    expect(lines.at(-1)).toMatch(
      LINE('GET', `${server.baseUrl}/api/v1/deployments/42/dbt-sync/sync-job-1/result`, '200'),
    );
    expect(lines.filter((line) => line.includes('retry'))).toEqual([]);
    const embed = fakeIo({ env: env() });
    expect(
      await main(['embed-url', '--deployment', '42', '--external-id', 'alice', '--chat', '--debug'], embed.io),
    ).toBe(0);
    expect(embed.stderr()).toMatch(
      new RegExp(`${LINE('POST', `${server.baseUrl}/api/v1/embed/generate-session`, '200').source}\\n$`),
    );
    for (const fake of [sync, embed]) expect(fake.stderr()).not.toContain(TOKEN);
  });

  it('a refused connection is still named by its address, and shown by --debug', async () => {
    const closed = server.baseUrl;
    await server.close();
    server = await startFakePlatformServer();
    const fake = fakeIo({ env: { PLATFORM_BASE_URL: closed, PLATFORM_TOKEN: TOKEN } });
    expect(await main(['api', 'POST', '/api/v1/users/bulk', '--data', '{}', '--debug'], fake.io)).toBe(1);
    const [debug, error] = fake.stderr().trimEnd().split('\n');
    expect(debug).toMatch(
      /^platform-embed: debug: POST http:\/\/127\.0\.0\.1:\d+\/api\/v1\/users\/bulk → no response after \d+ ms \(fetch failed\)$/,
    );
    expect(error).toBe(`platform-embed: POST /api/v1/users/bulk could not reach ${closed} (connection refused)`);
  });
});

describe('the debug middleware', () => {
  it('is run by the client without the credential, which the request sent carries', async () => {
    const scripted = scriptedFetch(() => jsonResponse({ connected: true }));
    const fake = fakeIo({
      env: { PLATFORM_BASE_URL: SCRIPTED_BASE_URL, PLATFORM_API_KEY: TOKEN },
      fetch: scripted.fetch,
    });
    expect(await main(['api', 'GET', '/api/v1/github/status', '--debug'], fake.io)).toBe(0);
    expect(scripted.calls[0]?.headers.get('authorization')).toBe(`Api-Key ${TOKEN}`);
    expect(fake.stderr()).toMatch(
      /^platform-embed: debug: GET https:\/\/acme\.example\.com\/api\/v1\/github\/status → 200 in \d+ ms\n$/,
    );
  });

  it('times each try and counts the tries of each call', async () => {
    let time = 0;
    const lines: string[] = [];
    const middleware = debugMiddleware(
      (text) => lines.push(text),
      () => time,
    ) as Required<Extract<ReturnType<typeof debugMiddleware>, { onRequest: unknown }>>;
    const call = (id: string) => ({ id, schemaPath: '/x', params: {}, options: {} as never });
    for (const [id, status] of [
      ['1', 503],
      ['1', 200],
      ['2', 200],
    ] as const) {
      const request = new Request(`https://acme.example.com/x?after=c\u202e1`);
      await middleware.onRequest({ ...call(id), request });
      time += 7;
      await middleware.onResponse({ ...call(id), request, response: new Response(null, { status }) });
    }
    expect(lines).toEqual([
      'platform-embed: debug: GET https://acme.example.com/x?after=c%E2%80%AE1 → 503 in 7 ms\n',
      'platform-embed: debug: GET https://acme.example.com/x?after=c%E2%80%AE1 → 200 in 7 ms (retry 1)\n',
      'platform-embed: debug: GET https://acme.example.com/x?after=c%E2%80%AE1 → 200 in 7 ms\n',
    ]);
  });

  it('writes a line of what it is given, printable and on one line', () => {
    expect(debugLine('GET', 'https://acme.example.com/\x1b[2J', { error: new Error('bad\nthing\x07') }, 3, 2)).toBe(
      'platform-embed: debug: GET https://acme.example.com/%1B[2J → no response after 3 ms (bad thing) (retry 2)\n',
    );
    expect(shownUrl('not a url \x1b]0;x\x07')).toBe('not a url ]0;x');
  });
});

describe('--debug of chat', () => {
  it('logs its requests through its fetch, without the token', async () => {
    const chat = await startFakeChatServer({ delayMs: 0 });
    try {
      const fake = fakeIo({ env: { PLATFORM_CHAT_URL: chat.url, PLATFORM_CHAT_TOKEN: FAKE_CHAT_TOKEN } });
      expect(await main(['chat', 'q', '--debug'], fake.io)).toBe(0);
      expect(fake.stderr()).toMatch(
        /^platform-embed: debug: POST http:\/\/127\.0\.0\.1:\d+\/\S+\/chat\/stream-chat-state → 200 in \d+ ms\n/,
      );
      expect(fake.stderr()).not.toContain(FAKE_CHAT_TOKEN);
    } finally {
      await chat.close();
    }
  });
});
