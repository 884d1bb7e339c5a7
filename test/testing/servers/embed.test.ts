// @vitest-environment node
/**
 * The fake embed server over real HTTP with plain `fetch`: the page of each surface at the
 * reference's URLs (those `embedUrl` builds), a signed session redeemed once against the fake
 * platform server (a second load, an unknown or an expired session gets the fatal error and no
 * ready), private mode without a session, the scripted page, the CSP (strict, frame-ancestors
 * any or narrowed), the host origin it tells the page, its assets, and a close that releases
 * the port. The page's script itself runs in Chromium (e2e/signed-embedding.spec.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { embedUrl } from '../../../src/protocol/index.js';
import type { FakeEmbedPageConfig } from '../../../src/testing/servers/embed-page-config.js';
import {
  FAKE_PLATFORM_TOKEN,
  type FakeEmbedServer,
  type FakeEmbedServerOptions,
  type FakePlatformServer,
  startFakeEmbedServer,
  startFakePlatformServer,
} from '../../../src/testing/servers/index.js';
import { connectToLoopback } from '../../support/loopback.js';

const MINUTE = 60_000;

const started: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

/** A fake platform server on a clock the test moves (`clock.time += …`). */
async function platformOnClock(): Promise<{ platform: FakePlatformServer; clock: { time: number } }> {
  const clock = { time: Date.UTC(2026, 0, 1) };
  const platform = await startFakePlatformServer({ now: () => clock.time });
  started.push(platform);
  return { platform, clock };
}

async function startEmbed(options?: FakeEmbedServerOptions): Promise<FakeEmbedServer> {
  const server = await startFakeEmbedServer(options);
  started.push(server);
  return server;
}

/** A session generated at the platform, as a page's backend does it. */
async function generate(
  platform: FakePlatformServer,
  body: Record<string, unknown> = { deploymentId: 42, externalId: 'alice', embedTenantName: 'acme' },
): Promise<string> {
  const response = await fetch(`${platform.baseUrl}/api/v1/embed/generate-session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${FAKE_PLATFORM_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

/** What a page load answered, and the config its script would read from the `<meta>` element. */
async function load(
  url: string,
): Promise<{ status: number; headers: Headers; html: string; config: FakeEmbedPageConfig }> {
  const response = await fetch(url, { redirect: 'manual' });
  const html = await response.text();
  const content = /<meta name="platform-embed-fake-config" content="([^"]*)">/.exec(html)?.[1];
  expect(content, `the config of ${url}`).toBeDefined();
  const json = content!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return { status: response.status, headers: response.headers, html, config: JSON.parse(json) as FakeEmbedPageConfig };
}

describe('signed URLs: the session redeemed once', () => {
  it('serves each surface at the URL embedUrl builds: ready in signed mode with the deployment, tenant and viewer of the session', async () => {
    const { platform } = await platformOnClock();
    const embed = await startEmbed({ platform });
    const dashboard = await load(
      embedUrl({
        baseUrl: embed.baseUrl,
        surface: 'dashboard',
        publicId: 'sales-overview',
        sessionId: await generate(platform),
      }),
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(dashboard.config).toMatchObject({
      surface: 'dashboard',
      ready: {
        embedTenant: 'acme',
        deploymentId: 42,
        mode: 'signed',
        surface: 'dashboard',
        publicId: 'sales-overview',
      },
      session: { viewer: 'alice' },
    });
    expect(dashboard.config.fatal).toBeUndefined();

    const app = await load(
      embedUrl({
        baseUrl: embed.baseUrl,
        surface: 'app',
        deploymentId: 42,
        sessionId: await generate(platform, { deploymentId: 42, internalId: 'bob@example.com' }),
      }),
    );
    expect(app.config).toMatchObject({
      surface: 'app',
      ready: { embedTenant: null, deploymentId: 42, mode: 'signed', surface: 'app' },
      session: { viewer: 'bob@example.com' },
    });
    expect(app.config.ready).not.toHaveProperty('publicId');

    const chatSession = await generate(platform, { deploymentId: 7, externalId: 'carol' });
    const chatUrl = embedUrl({ baseUrl: embed.baseUrl, surface: 'chat', sessionId: chatSession });
    expect(new URL(chatUrl).searchParams.get('sessionId')).toBe(chatSession);
    const chat = await load(chatUrl);
    expect(chat.config).toMatchObject({
      surface: 'chat',
      ready: { embedTenant: null, deploymentId: 7, mode: 'signed', surface: 'chat' },
      session: { label: chatSession.slice(0, 8), viewer: 'carol' },
    });

    expect(embed.loads.map((entry) => [entry.surface, entry.outcome, entry.viewer])).toEqual([
      ['dashboard', 'signed', 'alice'],
      ['app', 'signed', 'bob@example.com'],
      ['chat', 'signed', 'carol'],
    ]);
    expect(platform.embedSessions().map((session) => session.state)).toEqual(['redeemed', 'redeemed', 'redeemed']);
  });

  it('a second load of the same URL gets the fatal error and no ready: a session is single use', async () => {
    const { platform } = await platformOnClock();
    const embed = await startEmbed({ platform });
    const sessionId = await generate(platform);
    const url = embedUrl({ baseUrl: embed.baseUrl, surface: 'dashboard', publicId: 'sales-overview', sessionId });
    expect((await load(url)).config.ready?.mode).toBe('signed');

    const again = await load(url);
    expect(again.status).toBe(200);
    expect(again.config.ready).toBeUndefined();
    expect(again.config.fatal).toEqual({
      message: 'The embed session cannot be used: the embed session was already exchanged (a session is single use)',
      name: 'EmbedSessionError',
      context: 'session',
      fatal: true,
    });
    expect(again.config.session).toEqual({ label: sessionId.slice(0, 8) });
    expect(embed.loads.map((entry) => entry.outcome)).toEqual(['signed', 'refused']);
    expect(embed.loads[1]).toMatchObject({
      sessionId,
      refusal: 'the embed session was already exchanged (a session is single use)',
    });
  });

  it('an expired session (5 minutes on the platform clock) and an unknown one are refused the same way', async () => {
    const { platform, clock } = await platformOnClock();
    const embed = await startEmbed({ platform });
    const stale = await generate(platform);
    clock.time += 5 * MINUTE;
    const expired = await load(
      embedUrl({ baseUrl: embed.baseUrl, surface: 'dashboard', publicId: 'p', sessionId: stale }),
    );
    expect(expired.config.ready).toBeUndefined();
    expect(expired.config.fatal).toMatchObject({
      fatal: true,
      message: 'The embed session cannot be used: the embed session expired (sessions are valid 5 minutes)',
    });

    const unknown = await load(
      embedUrl({ baseUrl: embed.baseUrl, surface: 'chat', sessionId: '0123456789abcdef0123456789abcdef' }),
    );
    expect(unknown.config.fatal).toMatchObject({
      fatal: true,
      message: 'The embed session cannot be used: unknown embed session',
    });
    // A fresh session on the same clock still loads.
    const fresh = await load(
      embedUrl({ baseUrl: embed.baseUrl, surface: 'dashboard', publicId: 'p', sessionId: await generate(platform) }),
    );
    expect(fresh.config.ready?.mode).toBe('signed');
  });

  it('refuses a session for another deployment than the app URL names, and a revoked one', async () => {
    const { platform } = await platformOnClock();
    const embed = await startEmbed({ platform });
    const other = await load(`${embed.baseUrl}/embed/d/7/app?session=${await generate(platform)}`);
    expect(other.config.fatal?.message).toBe(
      'The embed session cannot be used: the session is for deployment 42, the URL names deployment 7',
    );

    const revoked = await generate(platform);
    await fetch(`${platform.baseUrl}/api/v1/embed/session/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_PLATFORM_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: revoked }),
    });
    expect((await load(`${embed.baseUrl}/embed/chat?sessionId=${revoked}`)).config.fatal?.message).toMatch(/revoked/);
  });

  it('reads the session parameter of each surface: session for a dashboard, sessionId for the chat', async () => {
    const { platform } = await platformOnClock();
    const embed = await startEmbed({ platform });
    const sessionId = await generate(platform);
    // The chat does not read `session`: private mode, and the session is left unspent.
    expect((await load(`${embed.baseUrl}/embed/chat?session=${sessionId}`)).config.ready?.mode).toBe('private');
    expect((await load(`${embed.baseUrl}/embed/dashboard/p?sessionId=${sessionId}`)).config.ready?.mode).toBe(
      'private',
    );
    expect(platform.embedSessions()[0]?.state).toBe('pending');
  });
});

describe('without a session, or without a platform', () => {
  it('a URL without a session loads in private mode, with or without a platform', async () => {
    const embed = await startEmbed();
    expect((await load(`${embed.baseUrl}/embed/dashboard/sales-overview`)).config.ready).toEqual({
      embedTenant: null,
      deploymentId: null,
      mode: 'private',
      surface: 'dashboard',
      publicId: 'sales-overview',
    });
    expect((await load(`${embed.baseUrl}/embed/d/42/app`)).config.ready).toEqual({
      embedTenant: null,
      deploymentId: 42,
      mode: 'private',
      surface: 'app',
    });
    expect((await load(`${embed.baseUrl}/embed/chat?locale=de-DE`)).config.ready).toEqual({
      embedTenant: null,
      deploymentId: null,
      mode: 'private',
      surface: 'chat',
    });
    expect(embed.loads.map((entry) => entry.outcome)).toEqual(['private', 'private', 'private']);
  });

  it('a session without a platform is refused: there is nothing to redeem it against', async () => {
    const embed = await startEmbed();
    const { config } = await load(`${embed.baseUrl}/embed/dashboard/p?session=0123456789abcdef0123456789abcdef`);
    expect(config.ready).toBeUndefined();
    expect(config.fatal).toMatchObject({
      fatal: true,
      message: expect.stringContaining('no platform to redeem sessions against'),
    });
  });

  it('the scripted page /embed/ sends the ready its query says; its session is a label, never redeemed', async () => {
    const { platform } = await platformOnClock();
    const embed = await startEmbed({ platform });
    expect(embed.url).toBe(`${embed.baseUrl}/embed/`);
    const query = new URLSearchParams({
      surface: 'dashboard',
      embedTenant: 'acme',
      deploymentId: '42',
      mode: 'signed',
      publicId: 'sales-overview',
      session: 'demo-1',
      hostOrigin: 'http://127.0.0.1:5173',
    });
    const { config } = await load(`${embed.url}?${query}`);
    expect(config).toEqual({
      surface: 'dashboard',
      ready: {
        embedTenant: 'acme',
        deploymentId: 42,
        mode: 'signed',
        surface: 'dashboard',
        publicId: 'sales-overview',
      },
      hostOrigin: 'http://127.0.0.1:5173',
      session: { label: 'demo-1' },
    });
    expect((await load(`${embed.url}?surface=app&embedTenant=&deploymentId=`)).config.ready).toEqual({
      embedTenant: null,
      deploymentId: null,
      mode: 'private',
      surface: 'app',
    });
    expect(embed.loads.map((entry) => entry.outcome)).toEqual(['scripted', 'scripted']);
    expect(platform.requests).toEqual([]);

    for (const bad of ['surface=report', 'mode=public']) {
      const response = await fetch(`${embed.url}?${bad}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(
        bad.startsWith('surface')
          ? /^surface: expected one of "dashboard", "app", "chat", got "report"$/
          : /^mode: expected one of "signed", "private", got "public"$/,
      );
    }
  });
});

describe('what the page is allowed: CSP and the host origin', () => {
  it('a strict CSP: script and style from its own origin only, no inline code, framed by any page unless frameAncestors narrows it', async () => {
    const embed = await startEmbed();
    const { headers, html } = await load(`${embed.baseUrl}/embed/dashboard/p`);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining(["default-src 'self'", "script-src 'self'", "style-src 'self'", 'frame-ancestors *']),
    );
    expect(csp).not.toMatch(/unsafe-|nonce-|sha256-/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    // Nothing inline the CSP would have to allow.
    expect(
      [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => /\ssrc="\/embed\/assets\/[\w.-]+\.js"/.test(tag)),
    ).toEqual([true, true]);
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);

    const narrow = await startEmbed({ frameAncestors: ['http://127.0.0.1:5173', 'https://app.example.com/'] });
    const narrowed = await load(`${narrow.baseUrl}/embed/chat`);
    expect(narrowed.headers.get('content-security-policy')).toMatch(
      /; frame-ancestors http:\/\/127\.0\.0\.1:5173 https:\/\/app\.example\.com$/,
    );
    expect(narrowed.config.frameAncestors).toEqual(['http://127.0.0.1:5173', 'https://app.example.com']);
    // Two allowed origins: the page takes its parent's, which must be one of them.
    expect(narrowed.config.hostOrigin).toBeUndefined();

    const none = await startEmbed({ frameAncestors: [] });
    expect((await load(`${none.baseUrl}/embed/chat`)).headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'none'$/,
    );
  });

  it('tells the page the host origin it knows: the URL hostOrigin, else the one frame ancestor; else none (the page asks the browser)', async () => {
    const any = await startEmbed();
    expect((await load(`${any.baseUrl}/embed/dashboard/p`)).config.hostOrigin).toBeUndefined();
    expect(
      (await load(`${any.baseUrl}/embed/dashboard/p?hostOrigin=https%3A%2F%2Fhost.example`)).config.hostOrigin,
    ).toBe('https://host.example');
    const one = await startEmbed({ frameAncestors: ['https://host.example'] });
    expect((await load(`${one.baseUrl}/embed/d/3/app`)).config).toMatchObject({
      hostOrigin: 'https://host.example',
      frameAncestors: ['https://host.example'],
    });
  });

  it('writes the config as an attribute no value can break out of', async () => {
    const embed = await startEmbed();
    const publicId = `"><script src="/x.js"></script>&'<`;
    const { html, config } = await load(`${embed.baseUrl}/embed/dashboard/${encodeURIComponent(publicId)}?debug`);
    expect(config.ready?.publicId).toBe(publicId);
    expect(config.debug).toBe(true);
    expect(html).not.toContain('/x.js"');
    expect(html.match(/<script\b/g)).toHaveLength(2);
  });
});

describe('the server', () => {
  it('serves the page assets, and nothing else: 404 for other paths and files, 405 for other methods, / to /embed/', async () => {
    const embed = await startEmbed();
    const css = await fetch(`${embed.baseUrl}/embed/assets/embed.css`);
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    expect(await css.text()).toContain('--accent');
    const watch = await fetch(`${embed.baseUrl}/embed/assets/csp-watch.js`);
    expect([watch.status, watch.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    for (const path of [
      '/embed/assets/index.html',
      '/embed/assets/embed.ts',
      '/embed/assets/../assets/embed.css%00',
      '/embed/assets/%2E%2E%2Fembed-load.ts',
      '/embed/dashboard/',
      '/embed/dashboard/a/b',
      '/embed/d/x/app',
      '/api/v1/embed/session/token',
    ]) {
      expect((await fetch(`${embed.baseUrl}${path}`)).status, path).toBe(404);
    }
    const post = await fetch(`${embed.baseUrl}/embed/chat`, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET']);
    const root = await fetch(`${embed.baseUrl}/`, { redirect: 'manual' });
    expect([root.status, root.headers.get('location')]).toEqual([302, '/embed/']);
    expect(embed.loads).toEqual([]);
  });

  it('binds 127.0.0.1 on a free port; close() releases it, and is idempotent', async () => {
    const embed = await startFakeEmbedServer();
    expect(embed.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(embed.origin).toBe(embed.baseUrl);
    const port = Number(new URL(embed.baseUrl).port);
    await expect(connectToLoopback(port)).resolves.toBe('connected');
    await Promise.all([embed.close(), embed.close()]);
    await expect(connectToLoopback(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const again = await startEmbed({ port });
    expect(again.baseUrl).toBe(`http://127.0.0.1:${port}`);
  });

  it('refuses options that are not as documented', async () => {
    const bad: unknown[] = [
      null,
      { port: -1 },
      { port: 70000 },
      { platform: 'http://127.0.0.1:1' },
      { platform: { baseUrl: 'http://127.0.0.1:1' } },
      { platform: { baseUrl: 'ftp://x', embedTokenInfo: () => undefined } },
      { frameAncestors: '*' },
      { frameAncestors: ['*'] },
      { frameAncestors: ['https://app.example.com/path'] },
      { frameAncestors: ['app.example.com'] },
    ];
    for (const options of bad) {
      await expect(
        startFakeEmbedServer(options as FakeEmbedServerOptions),
        JSON.stringify(options),
      ).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    }
  });
});
