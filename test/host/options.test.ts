// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbed, type EmbedError, type EmbedOptions } from '../../src/index.js';
import { setContentWindow } from '../../src/testing/fake-iframe.js';
import { FakeWindow } from '../../src/testing/fake-window.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { allowConsole } from '../support/fail-on-console.js';
import { EMBED_ORIGIN, EMBED_URL } from './harness.js';

afterEach(() => {
  document.body.innerHTML = '';
});

function optionsError(options: unknown): EmbedError {
  return expectEmbedError(() => createEmbed(options as EmbedOptions), 'INVALID_OPTIONS');
}

/** A real iframe element (outside the document, so nothing loads) whose window is a fake. */
function adoptable(src: string | null = EMBED_URL): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  if (src !== null) iframe.setAttribute('src', src);
  setContentWindow(iframe, new FakeWindow());
  return iframe;
}

describe('creating the iframe', () => {
  it('appends an iframe loading url to a container element, titled and with permissions', () => {
    allowConsole(/Iframe page loading is disabled/);
    const container = document.createElement('div');
    document.body.append(container);
    const embed = createEmbed({ url: EMBED_URL, container, title: 'Sales dashboard' });
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild).toBe(embed.iframe);
    expect(embed.iframe.tagName).toBe('IFRAME');
    expect(embed.iframe.getAttribute('src')).toBe(EMBED_URL);
    expect(embed.iframe.title).toBe('Sales dashboard');
    expect(embed.iframe.getAttribute('allow')).toBe('fullscreen; clipboard-write');
    expect(embed.origin).toBe(EMBED_ORIGIN);
    expect(embed.state).toBe('connecting');
    embed.destroy();
  });

  it('finds the container by CSS selector, accepts a URL object, and gives a default title', () => {
    allowConsole(/Iframe page loading is disabled/);
    document.body.innerHTML = '<main><section id="report"></section></main>';
    const embed = createEmbed({ url: new URL(EMBED_URL), container: '#report' });
    expect(document.querySelector('#report iframe')).toBe(embed.iframe);
    expect(embed.iframe.title).toBe('Embedded analytics');
    embed.destroy();
  });

  it('trusts the origin option over the URL origin (custom domains), normalised', () => {
    allowConsole(/Iframe page loading is disabled/);
    document.body.innerHTML = '<div id="c"></div>';
    const embed = createEmbed({ url: EMBED_URL, container: '#c', origin: 'HTTPS://BI.Acme.com:443/' });
    expect(embed.origin).toBe('https://bi.acme.com');
    embed.destroy();
  });
});

describe('adopting an iframe', () => {
  it('uses the iframe src for the origin and leaves src alone', () => {
    const iframe = adoptable();
    const embed = createEmbed({ iframe, window: new FakeWindow() });
    expect(embed.iframe).toBe(iframe);
    expect(embed.origin).toBe(EMBED_ORIGIN);
    expect(iframe.getAttribute('src')).toBe(EMBED_URL);
    embed.destroy();
  });

  it('points an iframe without src at url', () => {
    const iframe = adoptable(null);
    const embed = createEmbed({ iframe, url: EMBED_URL, window: new FakeWindow(), title: 'Report' });
    expect(iframe.getAttribute('src')).toBe(EMBED_URL);
    expect(iframe.title).toBe('Report');
    embed.destroy();
  });

  it('uses url for the origin when given, without reloading an iframe that has a src', () => {
    const iframe = adoptable('https://cdn.example.net/loader.html');
    const embed = createEmbed({ iframe, url: EMBED_URL, window: new FakeWindow() });
    expect(embed.origin).toBe(EMBED_ORIGIN);
    expect(iframe.getAttribute('src')).toBe('https://cdn.example.net/loader.html');
    embed.destroy();
  });
});

describe('bad options throw INVALID_OPTIONS saying what was wrong', () => {
  const win = new FakeWindow();
  const iframe = () => adoptable();
  it.each<[string, () => unknown, RegExp]>([
    ['no options', () => undefined, /^options: expected an object, got undefined$/],
    [
      'neither url nor iframe',
      () => ({ container: document.body }),
      /^url: expected a URL with container, got undefined$/,
    ],
    [
      'url without container',
      () => ({ url: EMBED_URL }),
      /^container: expected an element or a CSS selector, got undefined$/,
    ],
    [
      'a selector matching nothing',
      () => ({ url: EMBED_URL, container: '#missing' }),
      /^container: expected a CSS selector matching an element, got "#missing"$/,
    ],
    [
      'an invalid selector',
      () => ({ url: EMBED_URL, container: '##' }),
      /^container: expected a CSS selector matching an element, got "##"$/,
    ],
    [
      'a non-iframe element',
      () => ({ iframe: document.createElement('div') }),
      /^iframe: expected an <iframe> element, got an HTMLDivElement$/,
    ],
    [
      'both iframe and container',
      () => ({ iframe: iframe(), container: document.body }),
      /^container: expected none with iframe, got an HTMLBodyElement$/,
    ],
    [
      'an ftp url',
      () => ({ url: 'ftp://tenant.example.com/x', container: document.body }),
      /^url: expected an absolute http\(s\) URL, got "ftp:/,
    ],
    [
      'a javascript: url',
      () => ({ url: 'javascript:alert(1)', container: document.body }),
      /^url: expected an absolute http\(s\) URL, got "javascript:alert\(1\)"$/,
    ],
    [
      'a data: url',
      () => ({ url: 'data:text/html,hi', container: document.body }),
      /^url: expected an absolute http\(s\) URL/,
    ],
    [
      'a javascript: url even with origin',
      () => ({ url: 'javascript:alert(1)', container: document.body, origin: EMBED_ORIGIN }),
      /^url: expected an absolute http\(s\) URL/,
    ],
    [
      'origin "*"',
      () => ({ url: EMBED_URL, container: document.body, origin: '*' }),
      /^origin: expected an http\(s\) URL, got "\*"$/,
    ],
    [
      'origin with a path',
      () => ({ url: EMBED_URL, container: document.body, origin: 'https://tenant.example.com/embed' }),
      /^origin: expected an origin such as "https:\/\/tenant.example.com", got "https:\/\/tenant.example.com\/embed"$/,
    ],
    [
      'origin with a query',
      () => ({ url: EMBED_URL, container: document.body, origin: 'https://tenant.example.com?x=1' }),
      /^origin: expected an origin such as .*, got "https:\/\/tenant.example.com\?x=1"$/,
    ],
    [
      'origin "null"',
      () => ({ url: EMBED_URL, container: document.body, origin: 'null' }),
      /^origin: expected an http\(s\) URL, got "null"$/,
    ],
    [
      'origin of another scheme',
      () => ({ url: EMBED_URL, container: document.body, origin: 'file:///etc' }),
      /^origin: expected an http\(s\) URL/,
    ],
    [
      'an adopted iframe with no src, url or origin',
      () => ({ iframe: adoptable(null), window: win }),
      /^origin: expected url, origin or an iframe src, got undefined$/,
    ],
    [
      'a negative readyTimeoutMs',
      () => ({ url: EMBED_URL, container: document.body, readyTimeoutMs: -1 }),
      /^readyTimeoutMs: expected whole milliseconds from 0 to 2147483647, got -1$/,
    ],
    [
      'a fractional maxQueuedActions',
      () => ({ url: EMBED_URL, container: document.body, maxQueuedActions: 1.5 }),
      /^maxQueuedActions: expected a whole number ≥ 0, got 1.5$/,
    ],
    [
      'a string readyTimeoutMs',
      () => ({ url: EMBED_URL, container: document.body, readyTimeoutMs: '100' }),
      /got "100"/,
    ],
    [
      'a non-function onInvalidMessage',
      () => ({ url: EMBED_URL, container: document.body, onInvalidMessage: 'log' }),
      /^onInvalidMessage: expected a function, got "log"$/,
    ],
    [
      'a debug of the wrong type',
      () => ({ url: EMBED_URL, container: document.body, debug: 'yes' }),
      /^debug: expected a boolean or a function, got "yes"$/,
    ],
  ])('%s', (_label, make, message) => {
    const before = document.body.innerHTML;
    const error = optionsError(make());
    expect(error.code).toBe('INVALID_OPTIONS');
    if (_label === 'an invalid selector') expect(error.cause).toBeInstanceOf(Error); // the selector engine's own error
    expect(error.message).toMatch(message);
    expect(document.body.innerHTML).toBe(before); // nothing half-created
  });

  it('adds no listener when the options are bad', () => {
    const host = new FakeWindow();
    optionsError({ iframe: adoptable(), window: host, origin: '*' });
    expect(host.listenerCount).toBe(0);
    expect(host.timerCount).toBe(0);
  });
});
