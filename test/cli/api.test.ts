/**
 * `api <METHOD> <path>`, run through `main` against the fake platform server over real HTTP:
 * every method through the client (JSON out, a 204 prints nothing), --query, --data as JSON or
 * @file, --all following the cursors into one array, HTTP errors (exit 1) and usage errors
 * (exit 2), Ctrl-C (exit 130).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryOf } from '../../src/cli/commands/api.js';
import { main } from '../../src/cli/main.js';
import { FAKE_PLATFORM_TOKEN, type FakePlatformServer, startFakePlatformServer } from '../../src/testing/servers/index.js';
import { type FakeIo, type FakeIoOptions, fakeIo } from './fake-io.js';

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
    const { fake } = await run(['api', 'GET', '/api/v1/github/status']);
    expect(fake.stdout()).toBe('{\n  "connected": true,\n  "login": "acme-bot"\n}\n');
  });

  it('--debug logs each request to stderr: method, URL, status and time', async () => {
    const { code, fake } = await run(['api', 'GET', '/api/v1/github/status', '--debug']);
    expect(code).toBe(0);
    expect(fake.stderr()).toMatch(new RegExp(`^platform-embed: debug: GET ${server.baseUrl}/api/v1/github/status → 200 in \\d+ ms\\n$`));
  });

  it('sends --query parameters (a key twice is a list) and a ?query typed in the path', async () => {
    const page = (await json(['api', 'get', `${REPORTS}?sortBy=name`, '--query', 'first=5', '--query', 'search=Revenue'])) as { items: unknown[]; pageInfo: unknown };
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

  it('--all with a sort that has no cursors is refused before anything is sent (exit 1)', async () => {
    const { code, fake } = await run(['api', 'GET', REPORTS, '--all', '--query', 'sortBy=lastViewedAt']);
    expect(code).toBe(1);
    expect(fake.stderr()).toMatch(/^platform-embed: params\.query\.sortBy: expected an order with cursor pagination .*lastViewedAt/);
    expect(server.requests).toEqual([]);
  });
});

describe('api with a body', () => {
  it('POST sends --data as JSON', async () => {
    const data = (await json(['api', 'POST', '/api/v1/deployments/42/dbt-sync', '--data', '{"branchName":"dev"}'])) as Record<string, unknown>;
    expect(data).toMatchObject({ branchName: 'dev', syncJobId: 'sync-job-1' });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', body: { branchName: 'dev' } });
  });

  it('reads --data @file', async () => {
    const data = await json(['api', 'PUT', '/api/v1/users/7', '--data', '@user.json'], { files: { 'user.json': '{"role":"admin"}' } });
    expect(data).toMatchObject({ id: 7, role: 'admin' });
  });

  it('PATCH, and DELETE with a 204: nothing printed', async () => {
    expect(await json(['api', 'PATCH', '/api/v1/embed-tenants/acme/groups/3', '--data', '{"name":"x"}'])).toMatchObject({ id: 3, name: 'x' });
    const { code, fake } = await run(['api', 'DELETE', '/api/v1/embed-tenants/acme']);
    expect([code, fake.stdout(), fake.stderr()]).toEqual([0, '', '']);
  });

  it('refuses a body that is not JSON without quoting it, an unreadable file, and a body on a GET', async () => {
    for (const [argv, message, files] of [
      [['--data', '{secret: 1}'], '--data: expected JSON (or @<file> holding JSON), and it does not parse', {}],
      [['--data', '@missing.json'], '--data @missing.json: the file cannot be read (ENOENT)', {}],
      [['--data', '@bad.json'], '--data @bad.json: expected JSON (or @<file> holding JSON), and it does not parse', { 'bad.json': 'nope' }],
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

  it('exits 1 with the cause when the service cannot be reached', async () => {
    const closed = server.baseUrl;
    await server.close();
    server = await startFakePlatformServer();
    const { code, fake } = await run(['api', 'POST', '/api/v1/users/bulk', '--data', '{}'], { env: { PLATFORM_BASE_URL: closed, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN } });
    expect(code).toBe(1);
    expect(fake.stderr()).toMatch(/^platform-embed: POST \/api\/v1\/users\/bulk could not reach the service: .*\(ECONNREFUSED\)\n$/);
  });

  it('usage errors for a bad path or --all with another method (exit 2)', async () => {
    for (const [argv, message] of [
      [['GET', 'api/v1/x'], '<path>: expected a path starting with /, such as /api/v1/deployments/42/reports, got "api/v1/x"'],
      [
        ['GET', 'https://acme.example.com/api/v1/x'],
        '<path>: expected the path alone, such as /api/v1/deployments/42/reports (the address comes from --base-url or PLATFORM_BASE_URL)',
      ],
      [['GET', '/api/v1/deployments/{deploymentId}/reports'], '<path>: replace {deploymentId} with its value, as in /api/v1/deployments/42/reports'],
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
    const fake = fakeIo({ env: { PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN }, fetch: () => new Promise<Response>(() => undefined) });
    const exit = main(['api', 'GET', REPORTS], fake.io);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stderr()).toBe('platform-embed: interrupted\n');
  });
});
