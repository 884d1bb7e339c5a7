// @vitest-environment happy-dom
/** What a load of the fake embed page is: its config from the `<meta>`, and the one host origin it trusts. */
import { afterEach, describe, expect, it } from 'vitest';
import { hostOrigin, readConfig } from '../../../../src/testing/servers/embed-page/load.js';
import { PAGE_CONFIG_META } from '../../../../src/testing/servers/embed-page-config.js';
import { SIGNED } from './page-fixture.js';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('readConfig', () => {
  it('reads the config the server wrote into the meta element', () => {
    document.head.innerHTML = `<meta name="${PAGE_CONFIG_META}">`;
    document.head.querySelector('meta')!.setAttribute('content', JSON.stringify(SIGNED));
    expect(readConfig()).toEqual(SIGNED);
  });

  it('without one, or with one that is not JSON: a fatal error saying to load the page from its server', () => {
    const fatal = {
      surface: 'dashboard',
      fatal: { message: 'The fake embed page has no config: load it from startFakeEmbedServer', fatal: true },
    };
    expect(readConfig()).toEqual(fatal);
    document.head.innerHTML = `<meta name="${PAGE_CONFIG_META}" content="{not json">`;
    expect(readConfig()).toEqual(fatal);
  });
});

describe('hostOrigin', () => {
  it('the server’s host origin when it names one', () => {
    expect(hostOrigin(SIGNED)).toEqual({ origin: 'https://host.example' });
  });

  it('one outside frameAncestors: refused, naming both', () => {
    expect(hostOrigin({ ...SIGNED, frameAncestors: ['https://a.example', 'https://b.example'] })).toEqual({
      problem: 'https://host.example is not one of frameAncestors (https://a.example, https://b.example)',
    });
  });

  it('none named and not framed: no origin, the reason said', () => {
    expect(hostOrigin({ surface: 'dashboard' })).toEqual({ problem: 'not framed: load this page in an iframe' });
  });
});
