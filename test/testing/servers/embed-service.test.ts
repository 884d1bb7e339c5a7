// @vitest-environment node
/**
 * The fake embed service without HTTP: a path's reply (a page with its strict CSP, an asset, the
 * redirect of `/`, a refusal, a 404) and the loads it records. Its pages are the build's
 * (dist/testing/servers/embed-page/).
 */
import { describe, expect, it } from 'vitest';
import { FakeEmbedService } from '../../../src/testing/servers/embed-service.js';

describe('the fake embed service, without HTTP', () => {
  it('serves a surface’s page with its strict CSP, and records the load', async () => {
    const service = new FakeEmbedService({ frameAncestors: ['http://127.0.0.1:5173'] });
    const reply = await service.get('/embed/dashboard/sales');
    expect(reply).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(reply.headers?.['content-security-policy']).toContain('frame-ancestors http://127.0.0.1:5173');
    expect(service.loads).toEqual([
      expect.objectContaining({ path: '/embed/dashboard/sales', surface: 'dashboard', outcome: 'private' }),
    ]);
  });

  it('frames for any page by default, for none with []', async () => {
    expect((await new FakeEmbedService().get('/embed/chat')).headers?.['content-security-policy']).toContain(
      'frame-ancestors *',
    );
    expect(
      (await new FakeEmbedService({ frameAncestors: [] }).get('/embed/chat')).headers?.['content-security-policy'],
    ).toContain("frame-ancestors 'none'");
  });

  it('redirects /, serves the page’s assets, 404s the rest', async () => {
    const service = new FakeEmbedService();
    expect(await service.get('/')).toMatchObject({ status: 302, headers: { location: '/embed/' } });
    expect(await service.get('/embed/assets/embed.css')).toMatchObject({
      status: 200,
      type: 'text/css; charset=utf-8',
    });
    expect(await service.get('/embed/assets/nothing.js')).toMatchObject({ status: 404 });
    expect(await service.get('/other')).toMatchObject({
      status: 404,
      body: expect.stringContaining('/embed/dashboard/<publicId>'),
    });
    expect(service.loads).toEqual([]);
  });

  it('refuses a session it cannot redeem (no platform): the page loads refused', async () => {
    const service = new FakeEmbedService();
    const reply = await service.get('/embed/dashboard/sales?session=abc');
    expect(reply.status).toBe(200);
    expect(service.loads[0]).toMatchObject({ outcome: 'refused', refusal: expect.any(String) });
  });

  it('refuses options that are not as documented', () => {
    expect(() => new FakeEmbedService({ platform: null as never })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS', message: expect.stringContaining('platform') }),
    );
    expect(() => new FakeEmbedService({ frameAncestors: ['not an origin'] })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });
});
