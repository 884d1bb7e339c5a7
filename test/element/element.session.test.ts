// @vitest-environment happy-dom
/**
 * `<platform-embed>` and signed sessions: the `sessionProvider` property and the
 * `session-endpoint` attribute (a same-origin GET with the page's cookies, JSON `{ url }`), each
 * asked for every load; `platform-failure` for every way an embed cannot show; and the one
 * console line for a failure no listener could hear (while the page parses, or at an upgrade).
 */
import { describe, expect, it, vi } from 'vitest';
import { defineEmbedElement } from '../../src/element/index.js';
import type { EmbedError, EmbedSessionContext } from '../../src/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';
import { allowConsole } from '../support/fail-on-console.js';
import { type ElementPage, EMBED_ORIGIN, embedUrl, setUpPagePerTest } from './page.js';

const PAGE_ORIGIN = 'https://app.example';

let page: ElementPage;
let fetchCalls: Array<{ url: string; init: RequestInit }>;
/** What the fake backend answers next: a status and a body. */
let answer: () => { status: number; body: unknown };

setUpPagePerTest((created) => {
  page = created;
  fetchCalls = [];
  let minted = 0;
  answer = () => ({ status: 200, body: { url: embedUrl(`s${++minted}`) } });
  // The page's window: its origin and its fetch (the element asks the page's own backend).
  Object.assign(page.host, {
    location: { origin: PAGE_ORIGIN },
    fetch: vi.fn(async (url: URL, init: RequestInit) => {
      fetchCalls.push({ url: String(url), init });
      const { status, body } = answer();
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  });
  vi.spyOn(document, 'baseURI', 'get').mockReturnValue(`${PAGE_ORIGIN}/reports/sales`);
});

/** Lets the provider's promise chain and fetch settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const failures = () =>
  page.events.filter((event) => event.type === 'platform-failure').map((event) => event.detail as EmbedError);

describe('session-endpoint', () => {
  it('GETs the endpoint (same origin, the page’s cookies, no cache) for the first load and every reload()', async () => {
    const el = page.mount({ 'session-endpoint': '/embed-session?dashboard=sales' });
    await settle();
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0]!.url).toBe(`${PAGE_ORIGIN}/embed-session?dashboard=sales`);
    expect(fetchCalls[0]!.init).toMatchObject({
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    expect(fetchCalls[0]!.init.signal).toBeInstanceOf(AbortSignal);
    expect(page.iframe(el).src).toBe(embedUrl('s1'));
    expect(el.controller?.origin).toBe(EMBED_ORIGIN);
    page.ready(el);
    expect(el.state).toBe('ready');

    el.reload();
    await settle();
    expect(fetchCalls).toHaveLength(2);
    expect(page.iframe(el).src).toBe(embedUrl('s2'));
    expect(el.state).toBe('connecting');
  });

  it('a src beside it is not used; changing src does nothing', async () => {
    const el = page.mount({ src: embedUrl('static'), 'session-endpoint': '/embed-session' });
    await settle();
    expect(page.iframe(el).src).toBe(embedUrl('s1'));
    const controller = el.controller;
    el.src = embedUrl('other');
    await settle();
    expect(el.controller).toBe(controller);
    expect(page.iframe(el).src).toBe(embedUrl('s1'));
  });

  it('re-insertion (a new controller) asks again; removing the attribute falls back to src', async () => {
    const el = page.mount({ src: embedUrl('static'), 'session-endpoint': '/embed-session' });
    await settle();
    el.remove();
    document.body.append(el);
    await settle();
    expect(fetchCalls).toHaveLength(2);
    expect(page.iframe(el).src).toBe(embedUrl('s2'));
    el.removeAttribute('session-endpoint');
    expect(page.iframe(el).src).toBe(embedUrl('static'));
  });

  it.each<[string, () => { status: number; body: unknown }, RegExp]>([
    [
      'an HTTP error',
      () => ({ status: 500, body: { error: 'boom' } }),
      /^session-endpoint answered HTTP 500, expected JSON \{ "url": "https:\/\/…" \}: \{"error":"boom"\}$/,
    ],
    [
      'a body without url',
      () => ({ status: 200, body: { session: 'x' } }),
      /^session-endpoint answered HTTP 200, expected JSON \{ "url": "https:\/\/…" \}: JSON without a string "url"$/,
    ],
    ['a body that is not JSON', () => ({ status: 200, body: '<html>' }), /JSON/],
    [
      'a URL of another origin than the first',
      () => ({ status: 200, body: { url: 'javascript:alert(1)' } }),
      /absolute http\(s\) URL/,
    ],
  ])('%s: platform-failure with SESSION_FAILED (the cause kept), nothing loaded', async (_label, reply, cause) => {
    answer = reply;
    const el = page.mount({ 'session-endpoint': '/embed-session' });
    const ready = expectEmbedError(el.whenReady(), 'SESSION_FAILED');
    await settle();
    const [failure] = failures();
    expect(failure?.code).toBe('SESSION_FAILED');
    expect(String((failure!.cause as Error).message)).toMatch(cause);
    expect(await ready).toBe(failure);
    expect(page.iframe(el).getAttribute('src')).toBeNull();
    expect(page.events.some((event) => event.type === 'platform-options-error')).toBe(false);
  });

  it('an endpoint of another origin is refused: platform-failure with INVALID_OPTIONS, failed, nothing fetched', () => {
    const el = page.mount({ 'session-endpoint': 'https://evil.example/embed-session' });
    expect(el.state).toBe('failed');
    const [failure] = failures();
    expect(failure?.code).toBe('INVALID_OPTIONS');
    expect(failure?.message).toMatch(
      /^session-endpoint: expected a URL of this page's origin \(https:\/\/app\.example\)/,
    );
    expect(fetchCalls).toEqual([]);
  });

  it('an endpoint with a user name or password is refused at once (fetch would refuse it at every load), never shown', () => {
    const el = page.mount({ 'session-endpoint': 'https://ada:secret@app.example/embed-session' });
    expect(el.state).toBe('failed');
    const [failure] = failures();
    expect(failure?.code).toBe('INVALID_OPTIONS');
    expect(failure?.message).toBe(
      'session-endpoint: expected a URL without user name or password, got "https://app.example/embed-session"',
    );
    expect(fetchCalls).toEqual([]);
  });
});

describe('session-endpoint and redirects', () => {
  /**
   * The page's fetch as a browser's in `same-origin` mode, the endpoint redirecting to
   * `location`: refused (a TypeError, nothing sent there) when it is of another origin, else
   * followed, the answer a session.
   */
  const redirecting = (location: string) =>
    Object.assign(page.host, {
      fetch: vi.fn(async (url: URL, init: RequestInit) => {
        fetchCalls.push({ url: String(url), init });
        if (new URL(location).origin !== PAGE_ORIGIN && init.mode === 'same-origin')
          throw new TypeError('Failed to fetch');
        return Object.defineProperty(Response.json({ url: embedUrl('followed') }), 'url', { value: location });
      }),
    });

  it('a redirect to another origin: platform-failure with SESSION_FAILED naming the page’s origin, nothing fetched there or framed', async () => {
    redirecting('https://evil.example/embed-session');
    const el = page.mount({ 'session-endpoint': '/embed-session' });
    const ready = expectEmbedError(el.whenReady(), 'SESSION_FAILED');
    await settle();
    const [failure] = failures();
    expect(failure?.code).toBe('SESSION_FAILED');
    expect((failure!.cause as EmbedError).code).toBe('SESSION_FAILED');
    expect(failure!.message).toMatch(
      /session-endpoint: https:\/\/app\.example did not answer: a network error, or a redirect to another origin, which is not followed/,
    );
    expect(await ready).toBe(failure);
    expect(fetchCalls.map((call) => call.url)).toEqual([`${PAGE_ORIGIN}/embed-session`]);
    expect(fetchCalls[0]!.init.mode).toBe('same-origin');
    expect(page.iframe(el).getAttribute('src')).toBeNull();
  });

  it('a redirect within the page’s origin is followed: the session it answers is framed', async () => {
    redirecting(`${PAGE_ORIGIN}/embed-session/`);
    const el = page.mount({ 'session-endpoint': '/embed-session' });
    await settle();
    await settle();
    expect(failures()).toEqual([]);
    expect(fetchCalls.map((call) => call.url)).toEqual([`${PAGE_ORIGIN}/embed-session`]);
    expect(page.iframe(el).src).toBe(embedUrl('followed'));
  });
});

describe('sessionProvider', () => {
  it('takes precedence over session-endpoint and src; setting it re-creates; reload() asks it again', async () => {
    const calls: AbortSignal[] = [];
    const provider = ({ signal }: EmbedSessionContext) => {
      calls.push(signal);
      return embedUrl(`p${calls.length}`);
    };
    const el = page.mount({ src: embedUrl('static'), 'session-endpoint': '/embed-session' });
    await settle();
    const before = el.controller;
    el.sessionProvider = provider;
    expect(el.controller).not.toBe(before);
    await settle();
    expect(page.iframe(el).src).toBe(embedUrl('p1'));
    el.reload();
    await settle();
    expect(page.iframe(el).src).toBe(embedUrl('p2'));
    expect(fetchCalls).toHaveLength(1); // the endpoint only before the provider was set
    expect(el.sessionProvider).toBe(provider);
  });

  it('set before the element is in the document: the first load uses it', async () => {
    const el = document.createElement('platform-embed');
    el.sessionProvider = () => embedUrl('early');
    document.body.append(el);
    await settle();
    expect(page.iframe(el).src).toBe(embedUrl('early'));
  });

  it('refuses anything but a function', () => {
    const el = document.createElement('platform-embed');
    expectEmbedError(() => {
      el.sessionProvider = 'https://x' as never;
    }, 'INVALID_OPTIONS');
  });

  it('a provider that throws: platform-failure with SESSION_FAILED, its error as cause', async () => {
    const el = document.createElement('platform-embed');
    const thrown = new Error('offline');
    el.sessionProvider = () => {
      throw thrown;
    };
    document.body.append(el);
    await settle();
    expect(failures().map((error) => [error.code, error.cause])).toEqual([['SESSION_FAILED', thrown]]);
  });
});

describe('platform-failure', () => {
  it('for a READY_TIMEOUT, with the error whenReady rejects with', async () => {
    vi.useFakeTimers();
    const el = page.mount({ src: embedUrl('s1'), 'ready-timeout': '1000' });
    const ready = expectEmbedError(el.whenReady(), 'READY_TIMEOUT');
    vi.advanceTimersByTime(1000);
    const [failure] = failures();
    expect(failure?.code).toBe('READY_TIMEOUT');
    expect(await ready).toBe(failure);
  });

  it('for a session the embed refused (a fatal error event before ready): SESSION_FAILED at once, with its text', async () => {
    vi.useFakeTimers();
    const el = page.mount({ src: embedUrl('used') });
    const ready = expectEmbedError(el.whenReady(), 'SESSION_FAILED');
    const payload = {
      message: 'The embed session cannot be used: used',
      name: 'EmbedSessionError',
      context: 'session',
      fatal: true,
    };
    page.emit(el, 'error', payload);
    const [failure] = failures();
    expect(failure?.message).toBe(
      `The embed at ${EMBED_ORIGIN} refused its session: The embed session cannot be used: used`,
    );
    expect(await ready).toBe(failure);
    // The load's failure first, then the event itself (whose listeners see el.controller.error set).
    expect(page.events.map((event) => event.type)).toEqual(['platform-failure', 'platform-error']);
    vi.advanceTimersByTime(60_000);
    expect(failures()).toHaveLength(1); // no READY_TIMEOUT after it
  });

  it('is not dispatched for a refused setting (the embed goes on)', () => {
    const el = page.mount({ src: embedUrl('s1'), 'color-scheme': 'purple' });
    expect(el.state).toBe('connecting');
    expect(failures()).toEqual([]);
  });
});

describe('a failure no listener could hear is logged, once', () => {
  it('while the page parses', () => {
    allowConsole(/platform-embed/);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    page.mount({ src: '/relative' });
    readyState.mockReturnValue('complete');
    page.mount({ src: '/relative-again' }); // after the parse: a listener could exist, nothing logged
    expect(vi.mocked(console.error)).toHaveBeenCalledTimes(1);
    const [prefix, error] = vi.mocked(console.error).mock.calls[0]!;
    expect(prefix).toBe('<platform-embed>:');
    expect((error as EmbedError).code).toBe('INVALID_OPTIONS');
    expect(failures()).toHaveLength(2); // dispatched both times
  });

  it('at an upgrade (the element was in the document before its class was defined)', () => {
    allowConsole(/platform-embed/);
    const name = 'platform-embed-upgrade-test';
    const el = document.createElement(name);
    el.setAttribute('src', '/relative');
    document.body.append(el);
    defineEmbedElement(name);
    expect(vi.mocked(console.error)).toHaveBeenCalledTimes(1);
    // Later failures of the same element come after scripts could listen: not logged.
    el.setAttribute('ready-timeout', 'soon');
    expect(vi.mocked(console.error)).toHaveBeenCalledTimes(1);
  });

  it('an element created by a script and inserted later logs nothing', () => {
    page.mount({ src: '/relative' });
    expect(vi.mocked(console.error)).not.toHaveBeenCalled();
  });
});
