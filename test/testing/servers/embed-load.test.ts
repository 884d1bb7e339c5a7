// @vitest-environment node
/**
 * What one request for a page of the fake embed loads: the surface its path names (the
 * reference's URLs, or the scripted `/embed/` page), and how the viewer is authenticated — a
 * session redeemed once against the fake platform server (signed), none (private), or refused
 * (a fatal error and no ready); the host origin the page is told.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planLoad } from '../../../src/testing/servers/embed-load.js';
import {
  FAKE_PLATFORM_TOKEN,
  type FakePlatformServer,
  startFakePlatformServer,
} from '../../../src/testing/servers/index.js';
import { FakeRefusal } from '../../../src/testing/servers/platform-refusal.js';

let platform: FakePlatformServer;
beforeEach(async () => {
  platform = await startFakePlatformServer();
});
afterEach(async () => {
  await platform.close();
});

/** A new session of the fake platform for `body`. */
async function session(
  body: Record<string, unknown> = { deploymentId: 42, externalId: 'jane', embedTenantName: 'acme' },
): Promise<string> {
  const response = await fetch(`${platform.baseUrl}/api/v1/embed/generate-session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${FAKE_PLATFORM_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { sessionId: string }).sessionId;
}

/** Plans the load of `url` (a path with its query). */
const plan = (url: string, context: Parameters<typeof planLoad>[3] = { platform, frameAncestors: undefined }) => {
  const parsed = new URL(url, 'http://embed.test');
  return planLoad(url, parsed.pathname, parsed.searchParams, context);
};

describe('planLoad', () => {
  it('a signed dashboard: the session redeemed, ready in signed mode with the session’s deployment, tenant and viewer', async () => {
    const sessionId = await session();
    const planned = await plan(`/embed/dashboard/d-1?session=${sessionId}`);
    expect(planned?.config).toEqual({
      surface: 'dashboard',
      ready: { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard', publicId: 'd-1' },
      session: { label: sessionId.slice(0, 8), viewer: 'jane' },
    });
    expect(planned?.load).toEqual({
      path: `/embed/dashboard/d-1?session=${sessionId}`,
      surface: 'dashboard',
      outcome: 'signed',
      sessionId,
      viewer: 'jane',
    });
  });

  it('a session is single use: the second load is refused with a fatal error and no ready', async () => {
    const sessionId = await session();
    await plan(`/embed/dashboard/d-1?session=${sessionId}`);
    const again = await plan(`/embed/dashboard/d-1?session=${sessionId}`);
    expect(again?.load.outcome).toBe('refused');
    expect(again?.config.ready).toBeUndefined();
    expect(again?.config.fatal).toMatchObject({
      name: 'EmbedSessionError',
      context: 'session',
      fatal: true,
      message: expect.stringMatching(/^The embed session cannot be used: /),
    });
  });

  it('the chat reads sessionId; the app refuses a session of another deployment', async () => {
    const chat = await plan(`/embed/chat?sessionId=${await session()}`);
    expect(chat?.load).toMatchObject({ surface: 'chat', outcome: 'signed' });
    const app = await plan(`/embed/d/7/app?session=${await session()}`);
    expect(app?.load).toMatchObject({
      surface: 'app',
      outcome: 'refused',
      refusal: 'the session is for deployment 42, the URL names deployment 7',
    });
  });

  it('without a session: private mode, the app’s deployment from its path', async () => {
    expect((await plan('/embed/d/7/app'))?.config.ready).toEqual({
      embedTenant: null,
      deploymentId: 7,
      mode: 'private',
      surface: 'app',
    });
    expect((await plan('/embed/chat'))?.load).toEqual({ path: '/embed/chat', surface: 'chat', outcome: 'private' });
  });

  it('a session with no platform to redeem it against, or an unknown one, is refused saying why', async () => {
    const none = await plan('/embed/chat?sessionId=0123456789abcdef0123456789abcdef', {
      platform: undefined,
      frameAncestors: undefined,
    });
    expect(none?.load.refusal).toMatch(/has no platform to redeem sessions against/);
    const unknown = await plan('/embed/chat?sessionId=0123456789abcdef0123456789abcdef');
    expect(unknown?.load.outcome).toBe('refused');
  });

  it('the scripted page: the surface, ready and session its query says; a surface or mode unknown is a 400', async () => {
    const planned = await plan('/embed/?surface=app&embedTenant=acme&deploymentId=9&session=label-1');
    expect(planned?.config).toEqual({
      surface: 'app',
      ready: { embedTenant: 'acme', deploymentId: 9, mode: 'signed', surface: 'app' },
      session: { label: 'label-1' },
    });
    expect(planned?.load).toEqual({
      path: '/embed/?surface=app&embedTenant=acme&deploymentId=9&session=label-1',
      surface: 'app',
      outcome: 'scripted',
      sessionId: 'label-1',
    });
    expect((await plan('/embed'))?.config.ready).toEqual({
      embedTenant: null,
      deploymentId: null,
      mode: 'private',
      surface: 'dashboard',
    });
    for (const query of ['surface=report', 'mode=public']) {
      const error = await plan(`/embed/?${query}`).catch((thrown: unknown) => thrown);
      expect(error, query).toBeInstanceOf(FakeRefusal);
      expect((error as FakeRefusal).status).toBe(400);
    }
  });

  it('tells the host origin the URL names, else the one origin frameAncestors allows; debug when asked', async () => {
    expect((await plan('/embed/?hostOrigin=https://app.example.com&debug'))?.config).toMatchObject({
      hostOrigin: 'https://app.example.com',
      debug: true,
    });
    const narrowed = await plan('/embed/chat', { platform, frameAncestors: ['https://app.example.com'] });
    expect(narrowed?.config).toMatchObject({
      hostOrigin: 'https://app.example.com',
      frameAncestors: ['https://app.example.com'],
    });
    expect(
      (await plan('/embed/chat', { platform, frameAncestors: ['https://a.example', 'https://b.example'] }))?.config
        .hostOrigin,
    ).toBeUndefined();
  });

  it('a path that is no page of the fake embed plans nothing', async () => {
    for (const path of ['/', '/embed/dashboard/', '/embed/d/x/app', '/embed/dashboard/%E0%A4%A', '/other'])
      expect(await plan(path), path).toBeUndefined();
  });
});
