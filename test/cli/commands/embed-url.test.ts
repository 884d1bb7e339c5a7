/**
 * `embed-url`: a fresh signed URL per run — one line, nothing else on stdout — for a dashboard,
 * the app or the chat, for an external or an internal viewer, with the URL switches and
 * dashboard filters; a URL whose session the fake platform server redeems once. Usage errors
 * (exit 2, nothing sent) for everything the command can tell wrong before sending. The
 * credential: the API token or an API key, one rule with chat's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import {
  FAKE_PLATFORM_TOKEN,
  type FakePlatformServer,
  startFakeEmbedServer,
  startFakePlatformServer,
} from '../../../src/testing/servers/index.js';
import { type FakeIo, type FakeIoOptions, fakeIo } from '../fake-io.js';

const API_KEY = 'embed-api-key-0123456789';
const DASHBOARD = ['--deployment', '42', '--external-id', 'alice', '--dashboard', 'q3Sales0AbCd'];

let server: FakePlatformServer;
beforeEach(async () => {
  server = await startFakePlatformServer({ apiKey: API_KEY });
});
afterEach(async () => {
  await server.close();
});

const tokenEnv = () => ({ PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN });

async function run(argv: string[], options: FakeIoOptions = {}): Promise<{ code: number; fake: FakeIo }> {
  const fake = fakeIo({ env: tokenEnv(), ...options });
  return { code: await main(['embed-url', ...argv], fake.io), fake };
}

/** The URL printed by a run that succeeded quietly. */
async function urlOf(argv: string[], options: FakeIoOptions = {}): Promise<URL> {
  const { code, fake } = await run(argv, options);
  expect(fake.stderr()).toBe('');
  expect(code).toBe(0);
  expect(fake.stdout()).toMatch(/^\S+\n$/);
  return new URL(fake.stdout().trimEnd());
}

/** Exchanges a session id for an embed token, as an embed does: no credential but the session. */
async function redeem(sessionId: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/v1/embed/session/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId }),
  });
}

describe('embed-url prints a fresh signed URL', () => {
  it('of a dashboard, for an external viewer: one line, a session the service redeems once', async () => {
    const url = await urlOf(DASHBOARD);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.baseUrl}/embed/dashboard/q3Sales0AbCd`);
    const sessionId = url.searchParams.get('session') ?? '';
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect([...url.searchParams.keys()]).toEqual(['session']);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/embed/generate-session',
      body: { deploymentId: 42, externalId: 'alice' },
    });
    const first = await redeem(sessionId);
    expect(first.status).toBe(200);
    const { token } = (await first.json()) as { token: string };
    expect(server.embedTokenInfo(token)?.request).toMatchObject({ deploymentId: 42, externalId: 'alice' });
    // Single use: the URL cannot be loaded twice.
    expect((await redeem(sessionId)).status).toBe(401);
    // Each run, a new session.
    expect((await urlOf(DASHBOARD)).searchParams.get('session')).not.toBe(sessionId);
  });

  it('of the app, for an internal viewer', async () => {
    const url = await urlOf(['--deployment', '42', '--internal-id', 'ana@example.com', '--app']);
    expect(url.pathname).toBe('/embed/d/42/app');
    expect(url.searchParams.get('session')).toMatch(/^[0-9a-f]{32}$/);
    expect(server.requests.at(-1)?.body).toEqual({ deploymentId: 42, internalId: 'ana@example.com' });
  });

  it('of the chat, whose session goes as sessionId', async () => {
    const url = await urlOf([
      '--deployment',
      '42',
      '--external-id',
      'alice',
      '--chat',
      '--hide',
      'new-chat',
      '--hide',
      'chat-history',
      '--locale',
      'es-MX',
    ]);
    expect(url.pathname).toBe('/embed/chat');
    expect([...url.searchParams.keys()].sort()).toEqual(['locale', 'sessionId', 'showChatHistory', 'showNewChat']);
    expect(url.searchParams.get('showNewChat')).toBe('false');
    expect(url.searchParams.get('locale')).toBe('es-MX');
    expect((await redeem(url.searchParams.get('sessionId') ?? '')).status).toBe(200);
  });

  it('with the URL switches and filters of a dashboard, percent-encoded', async () => {
    const url = await urlOf([
      ...DASHBOARD,
      '--allow-export',
      '--timezone',
      'America/New_York',
      '--hide',
      'header',
      '--hide',
      'export-menu',
      '--filter',
      'orders.country={"value":"USA"}',
      '--filter',
      'orders.created_at.month=["2026-01","2026-02"]',
    ]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      session: expect.stringMatching(/^[0-9a-f]{32}$/),
      allowExport: 'true',
      timezone: 'America/New_York',
      showDashboardHeader: 'false',
      showDashboardExportMenu: 'false',
      'f_orders.country': '{"value":"USA"}',
      'f_orders.created_at.month': '["2026-01","2026-02"]',
    });
    expect(url.search).toContain('f_orders.country=%7B%22value%22%3A%22USA%22%7D');
  });

  it('under --embed-base-url (or PLATFORM_EMBED_URL): a URL the fake embed server loads, its session redeemed', async () => {
    const embed = await startFakeEmbedServer({ platform: server });
    try {
      const url = await urlOf([...DASHBOARD, '--embed-base-url', embed.baseUrl]);
      expect(`${url.origin}${url.pathname}`).toBe(`${embed.baseUrl}/embed/dashboard/q3Sales0AbCd`);
      expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/embed/generate-session' });
      expect((await fetch(url)).status).toBe(200);
      expect(embed.loads.map((load) => [load.outcome, load.viewer])).toEqual([['signed', 'alice']]);
      const fromEnv = await urlOf(DASHBOARD, { env: { ...tokenEnv(), PLATFORM_EMBED_URL: `${embed.baseUrl}/` } });
      expect(fromEnv.origin).toBe(embed.origin);
    } finally {
      await embed.close();
    }
  });

  it('refuses a bad --embed-base-url or PLATFORM_EMBED_URL, naming it, before anything is sent', async () => {
    const flag = await run([...DASHBOARD, '--embed-base-url', 'embed.example.com']);
    expect([flag.code, flag.fake.stdout()]).toEqual([2, '']);
    expect(flag.fake.stderr()).toBe(
      'platform-embed: --embed-base-url: expected an absolute http(s) URL, got "embed.example.com": did you mean "https://embed.example.com"?\n',
    );
    const variable = await run(DASHBOARD, {
      env: { ...tokenEnv(), PLATFORM_EMBED_URL: 'https://embed.example.com/?x=1' },
    });
    expect(variable.code).toBe(2);
    expect(variable.fake.stderr()).toBe(
      'platform-embed: PLATFORM_EMBED_URL: expected a URL without query or fragment, got "https://embed.example.com/"\n',
    );
    expect(server.requests).toEqual([]);
  });

  it('with an API key instead of the token (Authorization: Api-Key)', async () => {
    const url = await urlOf(DASHBOARD, { env: { PLATFORM_BASE_URL: server.baseUrl, PLATFORM_API_KEY: API_KEY } });
    expect(url.searchParams.get('session')).toMatch(/^[0-9a-f]{32}$/);
    expect(server.requests.at(-1)?.headers.authorization).toBe('Api-Key [redacted]');
    // A flag wins over the other credential's variable.
    await urlOf([...DASHBOARD, '--api-key', API_KEY]);
    expect(server.requests.at(-1)?.headers.authorization).toBe('Api-Key [redacted]');
  });

  it('exits 1 when the service refuses the session (403), with its reason', async () => {
    server.failNext({
      path: '/api/v1/embed/generate-session',
      status: 403,
      body: { message: 'Embedding is not enabled' },
    });
    const { code, fake } = await run(DASHBOARD);
    expect(code).toBe(1);
    expect(fake.stdout()).toBe('');
    expect(fake.stderr()).toBe(
      'platform-embed: POST /api/v1/embed/generate-session failed with HTTP 403: Embedding is not enabled\n',
    );
  });
});

describe('embed-url usage errors (exit 2, nothing sent)', () => {
  it.each([
    [
      ['--external-id', 'alice', '--dashboard', 'd1'],
      'missing the deployment: pass --deployment <id>, the deployment the session opens',
    ],
    [
      ['--deployment', 'acme', '--external-id', 'alice', '--dashboard', 'd1'],
      '--deployment: expected a deployment id (a whole number such as 42), got "acme"',
    ],
    [
      ['--deployment', '42', '--dashboard', 'd1'],
      'missing the viewer: pass --external-id <id> (your id of an external user) or --internal-id <email> (an existing internal user)',
    ],
    [
      ['--deployment', '42', '--external-id', 'alice', '--internal-id', 'a@example.com', '--dashboard', 'd1'],
      '--external-id and --internal-id both name the viewer: pass one',
    ],
    [['--deployment', '42', '--external-id', '', '--dashboard', 'd1'], '--external-id: expected an id, got ""'],
    [
      ['--deployment', '42', '--external-id', 'alice'],
      'missing the surface to open: pass --dashboard <publicId>, --app or --chat',
    ],
    [
      ['--deployment', '42', '--external-id', 'alice', '--dashboard', 'd1', '--chat'],
      '--dashboard and --chat name 2 surfaces: pass one',
    ],
    [
      ['--deployment', '42', '--external-id', 'alice', '--dashboard', ''],
      '--dashboard: expected the dashboard\'s public id, got ""',
    ],
    [
      ['--deployment', '42', '--external-id', 'alice', '--workbook'],
      'unknown option --workbook for embed-url; see platform-embed embed-url --help',
    ],
    [
      ['--deployment', '42', '--external-id', 'alice', '--chat', '--allow-export'],
      '--allow-export: the chat has no downloads; it is a switch of --dashboard and --app',
    ],
    [
      ['--deployment', '42', '--external-id', 'alice', '--dashboard', 'd1', '--hide', 'workbook-back-button'],
      '--hide: expected one of header, back-button, title, edit-button, duplicate-button, export-menu for the dashboard, got "workbook-back-button"',
    ],
    [
      ['--deployment', '42', '--external-id', 'alice', '--app', '--filter', 'orders.country=1'],
      '--filter: filters are for a dashboard (--dashboard <publicId>), not the app',
    ],
    [
      ['--deployment', '42', '--external-id', 'alice', '--dashboard', 'd1', '--filter', 'orders.country=USA'],
      '--filter: expected <view>.<dimension>=<JSON>, such as orders.country={"value":"USA"}, got "orders.country=USA"',
    ],
    [
      ['--deployment', '42', '--external-id', 'alice', '--dashboard', 'd1', '--locale', ''],
      '--locale: expected a language tag such as es-MX, got ""',
    ],
    [
      ['--deployment', '42', '--external-id', 'alice', '--dashboard', '..'],
      'embedUrl: publicId: expected a non-empty string other than "." and "..", got ".."',
    ],
    [
      ['extra', ...DASHBOARD],
      'embed-url: unexpected argument "extra"; usage: platform-embed embed-url --deployment <id> (--external-id <id> | --internal-id <email>) (--dashboard <publicId> | --app | --chat) [options]',
    ],
  ])('%j', async (argv, message) => {
    const { code, fake } = await run(argv);
    expect(fake.stderr()).toBe(`platform-embed: ${message}\n`);
    expect([code, fake.stdout()]).toEqual([2, '']);
    expect(server.requests).toEqual([]);
  });

  it('credentials: missing, or both from the environment', async () => {
    const none = await run(DASHBOARD, { env: { PLATFORM_BASE_URL: server.baseUrl } });
    expect(none.code).toBe(2);
    expect(none.fake.stderr()).toBe(
      'platform-embed: missing the API token: set PLATFORM_TOKEN or PLATFORM_API_KEY (or pass --token <token> or --api-key <key>)\n',
    );
    const both = await run(DASHBOARD, { env: { ...tokenEnv(), PLATFORM_API_KEY: API_KEY } });
    expect(both.code).toBe(2);
    expect(both.fake.stderr()).toBe(
      'platform-embed: both PLATFORM_TOKEN and PLATFORM_API_KEY are given: the management API takes one credential, so drop one\n',
    );
    expect(server.requests).toEqual([]);
  });
});
