// @vitest-environment happy-dom
/** The fake embed page's bridge: connected only to an origin it trusts, and every action applied and logged. */
import { describe, expect, it } from 'vitest';
import { applyActions, connectBridge } from '../../../../src/testing/servers/embed-page/bridge.js';
import { logTypes, recordedPage, textOf } from './page-fixture.js';

describe('the fake embed page’s bridge', () => {
  it('no host origin to trust: no bridge, the reason shown', () => {
    const { page } = recordedPage();
    expect(connectBridge(page, { problem: 'not framed' })).toBeUndefined();
    expect([textOf('bridge-status'), document.getElementById('bridge-status')!.classList.contains('bad')]).toEqual([
      'not framed',
      true,
    ]);
  });

  it('a host origin: connected', () => {
    const { page } = recordedPage();
    const bridge = connectBridge(page, { origin: 'https://host.example' });
    expect(textOf('bridge-status')).toBe('connected');
    bridge?.destroy();
  });

  it('an origin the SDK refuses: no bridge, its error shown', () => {
    const { page } = recordedPage();
    expect(connectBridge(page, { origin: '*' })).toBeUndefined();
    expect(textOf('bridge-status')).toMatch(/^INVALID_OPTIONS: /);
  });

  it('applies each action the host sends, and logs every one', () => {
    const { page, bridge, handlers } = recordedPage();
    applyActions(page, bridge);
    expect([...handlers.keys()]).toEqual([
      'set-color-scheme',
      'set-theme',
      'set-locale',
      'set-timezone',
      'set-filter',
      'navigate',
      'refresh',
      '*',
    ]);
    handlers.get('set-color-scheme')!({ scheme: 'dark' });
    handlers.get('set-locale')!({ locale: 'de-DE' });
    handlers.get('set-timezone')!({ timezone: 'Asia/Tokyo' });
    handlers.get('set-filter')!({ filterUrlParameter: 'f_orders.status=["paid"]' });
    handlers.get('navigate')!({ path: '/orders' });
    handlers.get('refresh')!({});
    handlers.get('set-theme')!({ primaryColor: 'red' });
    expect([page.state.scheme, page.state.locale, page.state.timezone, page.state.path, page.state.refreshes]).toEqual([
      'dark',
      'de-DE',
      'Asia/Tokyo',
      '/orders',
      1,
    ]);
    expect([...page.state.filters]).toEqual([['orders.status', ['paid']]]);
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('red');
    handlers.get('*')!({ type: 'platform:action:refresh' });
    expect(logTypes('action-log')).toEqual(['platform:action:refresh']);
  });
});
