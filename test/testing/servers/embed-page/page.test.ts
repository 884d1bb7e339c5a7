// @vitest-environment happy-dom
/** The fake embed page as one object: its first state, its events through the bridge, its view. */
import { describe, expect, it } from 'vitest';
import { createPage, send, viewPayload, viewTitle } from '../../../../src/testing/servers/embed-page/page.js';
import { logTypes, mountPageHtml, recordedPage, SIGNED } from './page-fixture.js';

describe('the fake embed page object', () => {
  it('starts light, en-US, UTC, unfiltered, at / and not loaded', () => {
    const page = createPage(SIGNED, 12);
    expect(page.state).toEqual({
      scheme: 'light',
      locale: 'en-US',
      intlLocale: 'en-US',
      timezone: 'UTC',
      filters: new Map(),
      path: '/',
      refreshes: 0,
      loaded: false,
    });
    expect([page.surface, page.mountedAt, page.bridge]).toEqual(['dashboard', 12, undefined]);
  });

  it('send: through the bridge and logged; without a bridge, nothing', () => {
    const { page, emitted } = recordedPage();
    send(page, 'drilldown', { member: 'orders.revenue', value: 1 });
    expect(emitted).toEqual([{ name: 'drilldown', payload: { member: 'orders.revenue', value: 1 } }]);
    expect(logTypes('event-log')).toEqual(['drilldown']);
    mountPageHtml();
    send(createPage(SIGNED, 0), 'ready', SIGNED.ready!);
    expect(logTypes('event-log')).toEqual([]);
  });

  it('send: a refusal by the SDK is logged as refused, not thrown', () => {
    const { page, emitted } = recordedPage(SIGNED, (name) => name === 'download');
    expect(() => send(page, 'download', { format: 'png', target: 'dashboard' })).not.toThrow();
    expect(emitted).toEqual([]);
    expect(document.querySelector('#event-log li')!.className).toBe('refused');
    expect(document.querySelector('#event-log li code')!.textContent).toBe('INVALID_PAYLOAD: download refused');
  });

  it('viewPayload: the surface, the path and its title, and the public id when the load has one', () => {
    const page = createPage(SIGNED, 0);
    page.state.path = '/orders';
    expect(viewPayload(page)).toEqual({ surface: 'dashboard', path: '/orders', title: 'Orders', publicId: 'd-1' });
    expect(viewPayload(createPage({ surface: 'chat' }, 0))).toEqual({
      surface: 'chat',
      path: '/',
      title: 'Sales overview',
    });
    expect(viewTitle('/unknown')).toBe('Page /unknown');
  });
});
