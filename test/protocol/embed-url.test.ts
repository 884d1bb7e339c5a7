/**
 * embedUrl: the reference's URL per surface (dashboard `session=`, app under the deployment,
 * chat `sessionId=`), only the switches that change a default, filters and granularities in
 * their parameter forms, everything percent-encoded; and the refusals, before any URL exists.
 */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type EmbedUrlOptions, embedUrl, type Filter, parseFilterParameter } from '../../src/protocol/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

const BASE = 'https://acme.example.com';
const SESSION = '0123456789abcdef0123456789abcdef';

describe('embedUrl', () => {
  it('builds the URL of each surface with its session parameter', () => {
    expect(embedUrl({ baseUrl: BASE, surface: 'dashboard', publicId: 'q3Sales0AbCd', sessionId: SESSION })).toBe(
      `${BASE}/embed/dashboard/q3Sales0AbCd?session=${SESSION}`,
    );
    expect(embedUrl({ baseUrl: BASE, surface: 'app', deploymentId: 42, sessionId: SESSION })).toBe(
      `${BASE}/embed/d/42/app?session=${SESSION}`,
    );
    expect(embedUrl({ baseUrl: new URL(BASE), surface: 'chat', sessionId: SESSION })).toBe(
      `${BASE}/embed/chat?sessionId=${SESSION}`,
    );
  });

  it('keeps a base path as a prefix, with or without its final slash', () => {
    for (const base of ['https://acme.example.com/analytics', 'https://acme.example.com/analytics/']) {
      expect(embedUrl({ baseUrl: base, surface: 'chat', sessionId: SESSION })).toBe(
        `https://acme.example.com/analytics/embed/chat?sessionId=${SESSION}`,
      );
    }
  });

  it('writes only the switches that change the default: allowExport=true, show…=false', () => {
    const url = embedUrl({
      baseUrl: BASE,
      surface: 'dashboard',
      publicId: 'p',
      sessionId: SESSION,
      params: {
        allowExport: true,
        showDashboardHeader: false,
        showDashboardTitle: true,
        showDashboardExportMenu: false,
        locale: 'es-MX',
        timezone: 'America/New_York',
      },
    });
    expect(new URL(url).search).toBe(
      `?session=${SESSION}&allowExport=true&showDashboardHeader=false&showDashboardExportMenu=false&locale=es-MX&timezone=America%2FNew_York`,
    );
    const defaults = embedUrl({
      baseUrl: BASE,
      surface: 'dashboard',
      publicId: 'p',
      sessionId: SESSION,
      params: { allowExport: false, showDashboardHeader: true },
    });
    expect(new URL(defaults).search).toBe(`?session=${SESSION}`);
    const chat = embedUrl({
      baseUrl: BASE,
      surface: 'chat',
      sessionId: SESSION,
      params: { showNewChat: false, showChatInput: false, showChatHistory: true },
    });
    expect(new URL(chat).search).toBe(`?sessionId=${SESSION}&showNewChat=false&showChatInput=false`);
    const app = embedUrl({
      baseUrl: BASE,
      surface: 'app',
      deploymentId: 1,
      sessionId: SESSION,
      params: { showWorkbookBackButton: false },
    });
    expect(new URL(app).search).toBe(`?session=${SESSION}&showWorkbookBackButton=false`);
  });

  it('encodes filters as f_<view>.<dimension>=<JSON> and granularities as tg_<view>.<dimension>=<granularity>, percent-encoded', () => {
    const url = embedUrl({
      baseUrl: BASE,
      surface: 'dashboard',
      publicId: 'p',
      sessionId: SESSION,
      params: {
        filters: [{ view: 'orders_transactions', dimension: 'users_country', value: { value: 'USA' } }],
        granularities: [{ view: 'orders', dimension: 'created_at', granularity: 'week' }],
      },
    });
    expect(url).toBe(
      `${BASE}/embed/dashboard/p?session=${SESSION}&f_orders_transactions.users_country=%7B%22value%22%3A%22USA%22%7D&tg_orders.created_at=week`,
    );
    // Nothing in the URL can close an HTML attribute or start another parameter.
    expect(url).not.toMatch(/["<>{} ]/);
  });

  it('round-trips any filter through the URL (property)', () => {
    const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);
    const filter = fc.record({
      view: fc.string({ minLength: 1 }).filter((s) => !/[.=]/.test(s)),
      dimension: fc.string({ minLength: 1 }).filter((s) => !s.includes('=')),
      value: json,
    });
    fc.assert(
      fc.property(fc.array(filter, { maxLength: 4 }), (filters: Filter[]) => {
        const url = new URL(
          embedUrl({ baseUrl: BASE, surface: 'dashboard', publicId: 'p', sessionId: SESSION, params: { filters } }),
        );
        const read = [...url.searchParams]
          .filter(([name]) => name.startsWith('f_'))
          .map(([name, value]) => parseFilterParameter(`${name}=${value}`));
        expect(read).toEqual(filters);
        expect(url.searchParams.get('session')).toBe(SESSION);
      }),
    );
  });

  it('encodes an id as one path segment', () => {
    expect(embedUrl({ baseUrl: BASE, surface: 'dashboard', publicId: 'a/../b?c#d', sessionId: SESSION })).toBe(
      `${BASE}/embed/dashboard/a%2F..%2Fb%3Fc%23d?session=${SESSION}`,
    );
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a relative base',
      { baseUrl: '/embed', surface: 'chat', sessionId: SESSION },
      /baseUrl: expected an absolute http\(s\) URL/,
    ],
    ['a javascript: base', { baseUrl: 'javascript:alert(1)', surface: 'chat', sessionId: SESSION }, /baseUrl/],
    [
      'a base with a password',
      { baseUrl: 'https://u:p@acme.example.com', surface: 'chat', sessionId: SESSION },
      /without user name or password, got "https:\/\/acme.example.com\/"/,
    ],
    [
      'a base with a query',
      { baseUrl: `${BASE}/?x=1`, surface: 'chat', sessionId: SESSION },
      /without query or fragment/,
    ],
    [
      'an unknown surface',
      { baseUrl: BASE, surface: 'report', sessionId: SESSION },
      /surface: expected "dashboard", "app" or "chat", got "report"/,
    ],
    ['no session', { baseUrl: BASE, surface: 'chat', sessionId: '' }, /sessionId/],
    ['a session with a line break', { baseUrl: BASE, surface: 'chat', sessionId: 'a\r\nb' }, /sessionId/],
    [
      'a dashboard without its id',
      { baseUrl: BASE, surface: 'dashboard', sessionId: SESSION },
      /publicId: expected a non-empty string/,
    ],
    ['a dashboard id ".."', { baseUrl: BASE, surface: 'dashboard', publicId: '..', sessionId: SESSION }, /publicId/],
    [
      'an app without a deployment',
      { baseUrl: BASE, surface: 'app', deploymentId: 0, sessionId: SESSION },
      /deploymentId: expected a deployment id \(a whole number ≥ 1\), got 0/,
    ],
    [
      'a switch of another surface',
      { baseUrl: BASE, surface: 'chat', sessionId: SESSION, params: { allowExport: true } },
      /params.allowExport: expected a URL switch of the chat/,
    ],
    [
      'filters on the chat',
      { baseUrl: BASE, surface: 'chat', sessionId: SESSION, params: { filters: [] } },
      /params.filters/,
    ],
    [
      'a switch that is not a boolean',
      { baseUrl: BASE, surface: 'dashboard', publicId: 'p', sessionId: SESSION, params: { allowExport: 'true' } },
      /params.allowExport: expected a boolean/,
    ],
    [
      'an empty locale',
      { baseUrl: BASE, surface: 'chat', sessionId: SESSION, params: { locale: '' } },
      /params.locale/,
    ],
    [
      'a bad granularity',
      {
        baseUrl: BASE,
        surface: 'dashboard',
        publicId: 'p',
        sessionId: SESSION,
        params: { granularities: [{ view: 'o', dimension: 'd', granularity: 'fortnight' }] },
      },
      /params.granularities\[0\].granularity/,
    ],
  ])('refuses %s with INVALID_OPTIONS naming the field', (_name, options, message) => {
    expect(expectEmbedError(() => embedUrl(options as EmbedUrlOptions), 'INVALID_OPTIONS').message).toMatch(message);
  });

  it('refuses a filter value that is not JSON data with INVALID_FILTER', () => {
    const filters = [{ view: 'v', dimension: 'd', value: new Date() }];
    expectEmbedError(
      () => embedUrl({ baseUrl: BASE, surface: 'dashboard', publicId: 'p', sessionId: SESSION, params: { filters } }),
      'INVALID_FILTER',
    );
  });

  it('types what each surface needs and reads', () => {
    expectTypeOf<Extract<EmbedUrlOptions, { surface: 'app' }>['deploymentId']>().toEqualTypeOf<number>();
    if (Math.random() > 2) {
      // @ts-expect-error a dashboard needs its publicId
      embedUrl({ baseUrl: BASE, surface: 'dashboard', sessionId: SESSION });
      // @ts-expect-error the chat has no export switch
      embedUrl({ baseUrl: BASE, surface: 'chat', sessionId: SESSION, params: { allowExport: true } });
      embedUrl({
        baseUrl: BASE,
        surface: 'dashboard',
        publicId: 'p',
        sessionId: SESSION,
        // @ts-expect-error switches are booleans
        params: { showDashboardHeader: 'false' },
      });
    }
  });
});
