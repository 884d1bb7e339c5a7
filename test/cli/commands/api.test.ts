/**
 * `api <METHOD> <path>`, run through `main` against the fake platform server over real HTTP:
 * every method through the client (JSON out, a 204 prints nothing), --query, --data as JSON or
 * @file, --all following the cursors into one array — printed as the pages come, an endless list
 * shown until Ctrl-C and a cursor cycle ended with an error (both over a scripted fetch) — HTTP
 * errors (exit 1) and usage errors (exit 2), Ctrl-C (exit 130).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryOf } from '../../../src/cli/commands/api.js';
import { main } from '../../../src/cli/main.js';
import {
  FAKE_PLATFORM_TOKEN,
  type FakePlatformServer,
  startFakePlatformServer,
} from '../../../src/testing/servers/index.js';
import { type FakeIo, type FakeIoOptions, fakeIo } from '../fake-io.js';
import { jsonResponse, SCRIPTED_BASE_URL, scriptedFetch } from '../scripted-fetch.js';

let server: FakePlatformServer;
beforeEach(async () => {
  server = await startFakePlatformServer();
});
afterEach(async () => {
  await server.close();
});

async function run(argv: string[], options: FakeIoOptions = {}): Promise<{ code: number; fake: FakeIo }> {
  const fake = fakeIo({ env: { PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN }, ...options });
  return { code: await main(argv, fake.io), fake };
}

/** The JSON written to stdout, after checking the command succeeded quietly. */
async function json(argv: string[], options: FakeIoOptions = {}): Promise<unknown> {
  const { code, fake } = await run(argv, options);
  expect(fake.stderr()).toBe('');
  expect(code).toBe(0);
  expect(fake.stdout().endsWith('\n')).toBe(true);
  return JSON.parse(fake.stdout());
}

const REPORTS = '/api/v1/deployments/42/reports';

describe('api GET', () => {
  it('prints the JSON of the answer, indented', async () => {
    const answer = (await json(['api', 'GET', '/api/v1/github/status'])) as Record<string, unknown>;
    expect(answer).toMatchObject({ connected: true });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/v1/github/status' });
    const { fake } = await run(['api', 'GET', '/api/v1/github/status']);
    expect(fake.stdout()).toBe(`${JSON.stringify(answer, null, 2)}\n`);
    expect(fake.stdout()).toMatch(/^\{\n {2}"connected": true,\n/);
  });

  it('--debug logs each request to stderr: method, URL, status and time', async () => {
    const { code, fake } = await run(['api', 'GET', '/api/v1/github/status', '--debug']);
    expect(code).toBe(0);
    expect(fake.stderr()).toMatch(
      new RegExp(`^platform-embed: debug: GET ${server.baseUrl}/api/v1/github/status → 200 in \\d+ ms\\n$`),
    );
  });

  it('sends --query parameters (a key twice is a list) and a ?query typed in the path', async () => {
    const page = (await json([
      'api',
      'get',
      `${REPORTS}?sortBy=name`,
      '--query',
      'first=5',
      '--query',
      'search=Revenue',
    ])) as { items: unknown[]; pageInfo: unknown };
    expect(Array.isArray(page.items)).toBe(true);
    expect(server.requests.at(-1)?.path).toBe(`${REPORTS}?sortBy=name&first=5&search=Revenue`);
    expect(queryOf('a=1', ['a=2', 'b=x=y', 'c='])).toEqual({ a: ['1', '2'], b: 'x=y', c: '' });
  });

  it('--all follows the cursors and prints every item as one array', async () => {
    const items = (await json(['api', 'GET', REPORTS, '--all', '--query', 'first=10'])) as Array<{ id: number }>;
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(server.requests.map((request) => request.path)).toEqual([
      `${REPORTS}?first=10`,
      expect.stringMatching(/^\/api\/v1\/deployments\/42\/reports\?first=10&after=/),
      expect.stringMatching(/^\/api\/v1\/deployments\/42\/reports\?first=10&after=/),
    ]);
  });

  it('--all with sortBy=lastViewedAt, an order that moves while the pages are read, is a usage error saying why (exit 2), before anything is sent', async () => {
    for (const argv of [
      ['--query', 'sortBy=lastViewedAt'],
      ['--query', 'sortBy=name', '--query', 'sortBy=lastViewedAt'],
    ]) {
      const { code, fake } = await run(['api', 'GET', REPORTS, '--all', ...argv]);
      expect(code).toBe(2);
      expect(fake.stderr()).toBe(
        'platform-embed: --all cannot follow sortBy=lastViewedAt: that order changes while the pages are read (viewing a report moves it), so paging through it would skip or repeat items, and the service gives it no cursors; drop --all to read one page, or sort by name, createdAt or updatedAt\n',
      );
    }
    const typed = await run(['api', 'GET', `${REPORTS}?sortBy=lastViewedAt`, '--all']);
    expect(typed.code).toBe(2);
    expect(server.requests).toEqual([]);
    // Without --all, one page in that order is fine.
    expect(await json(['api', 'GET', REPORTS, '--query', 'sortBy=lastViewedAt'])).toMatchObject({
      items: expect.any(Array),
    });
  });
});

describe('api with a body', () => {
  it('POST sends --data as JSON', async () => {
    const data = (await json([
      'api',
      'POST',
      '/api/v1/deployments/42/dbt-sync',
      '--data',
      '{"branchName":"dev"}',
    ])) as Record<string, unknown>;
    expect(data).toMatchObject({ branchName: 'dev', syncJobId: 'sync-job-1' });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', body: { branchName: 'dev' } });
  });

  it('reads --data @file', async () => {
    const data = await json(['api', 'PUT', '/api/v1/users/7', '--data', '@user.json'], {
      files: { 'user.json': '{"role":"admin"}' },
    });
    expect(data).toMatchObject({ id: 7 });
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/api/v1/users/7', body: { role: 'admin' } });
  });

  it('PATCH, and DELETE with a 204: nothing printed', async () => {
    expect(await json(['api', 'PATCH', '/api/v1/embed-tenants/acme/groups/3', '--data', '{"name":"x"}'])).toMatchObject(
      { id: 3 },
    );
    expect(server.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { name: 'x' } });
    const { code, fake } = await run(['api', 'DELETE', '/api/v1/embed-tenants/acme']);
    expect([code, fake.stdout(), fake.stderr()]).toEqual([0, '', '']);
  });

  it('refuses a body that is not JSON without quoting it, an unreadable file, and a body on a GET', async () => {
    for (const [argv, message, files] of [
      [['--data', '{secret: 1}'], '--data: expected JSON (or @<file> holding JSON), and it does not parse', {}],
      [['--data', '@missing.json'], '--data @missing.json: the file cannot be read (ENOENT)', {}],
      [
        ['--data', '@bad.json'],
        '--data @bad.json: expected JSON (or @<file> holding JSON), and it does not parse',
        { 'bad.json': 'nope' },
      ],
      [['--data', '@'], '--data: expected JSON or @<file>, got "@"', {}],
    ] as const) {
      const { code, fake } = await run(['api', 'POST', '/api/v1/users/bulk', ...argv], { files });
      expect(code).toBe(2);
      expect(fake.stderr()).toBe(`platform-embed: ${message}\n`);
    }
    const { code, fake } = await run(['api', 'GET', REPORTS, '--data', '{}']);
    expect(code).toBe(2);
    expect(fake.stderr()).toBe('platform-embed: --data: a GET request has no body\n');
    expect(server.requests).toEqual([]);
  });
});

describe('api errors', () => {
  it('exits 1 on an HTTP error, with the status and the service message', async () => {
    const { code, fake } = await run(['api', 'GET', '/api/v1/nothing-here']);
    expect(code).toBe(1);
    expect(fake.stderr()).toMatch(/^platform-embed: GET \/api\/v1\/nothing-here failed with HTTP 404/);
    expect(fake.stdout()).toBe('');
  });

  it('exits 1 naming the address it could not reach and why, without a path, query or secret (a refused connection)', async () => {
    const closed = server.baseUrl;
    await server.close();
    server = await startFakePlatformServer();
    const secret = 'c0nnection-S3CRET-0123456789';
    const env = { PLATFORM_BASE_URL: `${closed}/tenant/`, PLATFORM_TOKEN: secret };
    const { code, fake } = await run(['api', 'POST', '/api/v1/users/bulk?on=behalf', '--data', '{}'], { env });
    expect(code).toBe(1);
    expect(fake.stderr()).toBe(
      `platform-embed: POST /tenant/api/v1/users/bulk could not reach ${closed} (connection refused)\n`,
    );
    // The same from the chat client, whose URL has a path and may have a query.
    const chat = fakeIo({
      env: {
        PLATFORM_CHAT_URL: `${closed}/api/v1/public/acme/agents/a/chat/stream-chat-state?key=${secret}`,
        PLATFORM_CHAT_TOKEN: secret,
      },
    });
    expect(await main(['chat', 'q'], chat.io)).toBe(1);
    expect(chat.stderr()).toMatch(
      new RegExp(
        `^platform-embed: The chat request could not reach ${closed.replace(/\./g, '\\.')} \\(connection refused\\)[^\\n]*\\n$`,
      ),
    );
    for (const text of [fake.stderr(), chat.stderr()]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain('?');
    }
  });

  it('names the port even when it is the default one, and the reason fetch gives for a port it refuses', async () => {
    const refused = await run(['api', 'POST', '/api/v1/users/bulk', '--data', '{}'], {
      env: { PLATFORM_BASE_URL: 'http://127.0.0.1:9', PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN },
    });
    expect(refused.code).toBe(1);
    expect(refused.fake.stderr()).toBe(
      'platform-embed: POST /api/v1/users/bulk could not reach http://127.0.0.1:9 (bad port)\n',
    );
    const fetch = () =>
      Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('getaddrinfo ENOTFOUND acme.invalid'), { code: 'ENOTFOUND' }),
        }),
      );
    const unknown = await run(['api', 'POST', '/api/v1/users/bulk', '--data', '{}'], {
      env: { PLATFORM_BASE_URL: 'https://acme.invalid/', PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN },
      fetch,
    });
    expect(unknown.fake.stderr()).toBe(
      'platform-embed: POST /api/v1/users/bulk could not reach https://acme.invalid:443 (no such host)\n',
    );
  });

  it('usage errors for a bad path or --all with another method (exit 2)', async () => {
    for (const [argv, message] of [
      [
        ['GET', 'api/v1/x'],
        '<path>: expected a path starting with /, such as /api/v1/deployments/42/reports, got "api/v1/x"',
      ],
      [
        ['GET', 'https://acme.example.com/api/v1/x'],
        '<path>: expected the path alone, such as /api/v1/deployments/42/reports (the address comes from --base-url or PLATFORM_BASE_URL)',
      ],
      [
        ['GET', '/api/v1/deployments/{deploymentId}/reports'],
        '<path>: replace {deploymentId} with its value, as in /api/v1/deployments/42/reports',
      ],
      [['GET', '/api/v1/x#top'], '<path>: expected no #fragment, got "/api/v1/x#top"'],
      [['POST', REPORTS, '--all'], '--all follows the cursors of a list, which is read with GET, not POST'],
      [['GET', REPORTS, '--query', 'first'], '--query: expected key=value, got "first"'],
    ] as const) {
      const { code, fake } = await run(['api', ...argv]);
      expect(code).toBe(2);
      expect(fake.stderr()).toBe(`platform-embed: ${message}\n`);
    }
    expect(server.requests).toEqual([]);
  });

  it('Ctrl-C while a request waits exits 130', async () => {
    const fake = fakeIo({
      env: { PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN },
      fetch: () => new Promise<Response>(() => undefined),
    });
    const exit = main(['api', 'GET', REPORTS], fake.io);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stderr()).toBe('platform-embed: interrupted\n');
  });
});

describe('api GET --all, bounded', () => {
  /** An endless list of reports, 10 a page, each page's cursor `c<n>`; `cycleAt` makes page n answer the cursor of page 2 again. */
  function endlessList(options: { cycleAt?: number; onPage?: (page: number) => void } = {}) {
    return scriptedFetch((call) => {
      const after = new URL(call.path, SCRIPTED_BASE_URL).searchParams.get('after');
      const page = after === null ? 1 : Number(after.slice(1)) + 1;
      options.onPage?.(page);
      const items = Array.from({ length: 10 }, (_, index) => ({ id: (page - 1) * 10 + index + 1 }));
      return jsonResponse({
        items,
        pageInfo: { hasNextPage: true, endCursor: page === options.cycleAt ? 'c2' : `c${page}` },
      });
    });
  }

  const env = { PLATFORM_BASE_URL: SCRIPTED_BASE_URL, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN };

  it('prints the items as their pages come: an endless list shows its first items long before it ends (here at Ctrl-C, exit 130)', async () => {
    let fake: FakeIo | undefined;
    const shownWhenAsked: string[] = [];
    const { fetch, calls } = endlessList({
      onPage: (page) => {
        shownWhenAsked[page] = fake!.stdout();
        if (page === 50) fake!.interrupt();
      },
    });
    fake = fakeIo({ env, fetch });
    expect(await main(['api', 'GET', REPORTS, '--all', '--query', 'first=10'], fake.io)).toBe(130);
    expect(calls).toHaveLength(50);
    // When page 3 was asked for, the 20 items of pages 1 and 2 were out, as the array's elements.
    expect(shownWhenAsked[3]).toBe(
      `[\n${Array.from({ length: 20 }, (_, index) => `  {\n    "id": ${index + 1}\n  }`).join(',\n')}`,
    );
    expect(shownWhenAsked[50]).toContain('"id": 490\n');
    expect(fake.stderr()).toBe('platform-embed: interrupted\n');
  });

  it('a cursor cycle ends the list with paginate’s INVALID_RESPONSE (exit 1), the items before it printed, the array left open', async () => {
    const { fetch, calls } = endlessList({ cycleAt: 4 });
    const fake = fakeIo({ env, fetch });
    expect(await main(['api', 'GET', REPORTS, '--all'], fake.io)).toBe(1);
    expect(calls).toHaveLength(4);
    expect(fake.stderr()).toMatch(
      /^platform-embed: .*page 4: pageInfo\.endCursor: expected a cursor this list has not given before \(the pages would repeat for ever\), got "c2"/,
    );
    const printed = fake.stdout();
    expect(printed.startsWith('[\n  {\n    "id": 1\n  },\n')).toBe(true);
    expect(printed.endsWith('  {\n    "id": 30\n  }\n')).toBe(true); // pages 1 to 3; page 4's items never shown
    expect(() => JSON.parse(printed)).toThrow(); // not passed off as the whole list
  });

  it('an empty list prints [], as before', async () => {
    const { fetch } = scriptedFetch(() => jsonResponse({ items: [], pageInfo: null }));
    const fake = fakeIo({ env, fetch });
    expect(await main(['api', 'GET', REPORTS, '--all'], fake.io)).toBe(0);
    expect(fake.stdout()).toBe('[]\n');
  });
});
