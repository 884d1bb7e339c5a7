// @vitest-environment happy-dom
/**
 * The fake embed's page script, run in a page made of its own HTML: it reads the load's config
 * from the `<meta>` element, connects to the host origin the server named, and sends `ready` and
 * `view` (then `dashboard-loaded` for a dashboard) — or, for a refused session, only the fatal
 * `error`; it shows and applies every action the host sends (scheme, theme, locale, filters,
 * time zone, navigation, refresh), and refuses to connect to a host outside frameAncestors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActionMessage } from '../../../../src/protocol/create.js';
import type { FakeEmbedPageConfig } from '../../../../src/testing/servers/embed-page-config.js';

const HOST = 'https://host.example';
/** The page's HTML (vitest runs from the repository's root). */
const HTML = readFileSync(join(process.cwd(), 'src/testing/servers/embed-page/index.html'), 'utf8');

let posted: Array<{ message: { type: string; payload: Record<string, unknown> }; targetOrigin: string }>;
let deliver: (data: unknown) => void;
let stubs: Array<{ mockRestore(): void }>;

/** The page of `config` (none: the page opened without its server), its script run. */
async function load(config: FakeEmbedPageConfig | undefined): Promise<void> {
  const body = /<body>([\s\S]*)<\/body>/.exec(HTML)![1]!.replace(/<script[\s\S]*?<\/script>/g, '');
  document.head.innerHTML = `<meta name="platform-embed-fake-config" content="">`;
  document.body.innerHTML = body;
  if (config) document.head.querySelector('meta')!.setAttribute('content', JSON.stringify(config));
  vi.resetModules();
  await import('../../../../src/testing/servers/embed-page/embed.js');
}

const types = () => posted.map(({ message }) => message.type.replace(/^platform:event:/, ''));
const text = (id: string) => document.getElementById(id)!.textContent;
const action = (name: Parameters<typeof createActionMessage>[0], payload: unknown) =>
  deliver({ data: createActionMessage(name as never, payload as never), origin: HOST, source: window });

const SIGNED: FakeEmbedPageConfig = {
  surface: 'dashboard',
  ready: { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard', publicId: 'd-1' },
  hostOrigin: HOST,
  session: { label: 'abcd1234', viewer: 'jane' },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  posted = [];
  const listen = window.addEventListener.bind(window);
  stubs = [
    vi.spyOn(window, 'postMessage').mockImplementation(((message: never, targetOrigin: string) => {
      posted.push({ message, targetOrigin });
    }) as typeof window.postMessage),
    vi.spyOn(window, 'addEventListener').mockImplementation(((
      type: string,
      listener: EventListener,
      options?: AddEventListenerOptions,
    ) => {
      if (type === 'message') deliver = (data) => listener(data as Event);
      return listen(type, listener, options);
    }) as typeof window.addEventListener),
  ];
});

afterEach(() => {
  for (const stub of stubs) stub.mockRestore();
  vi.useRealTimers();
});

describe('the fake embed page', () => {
  it('a signed dashboard: ready and view to the host origin only, then dashboard-loaded once its widgets render', async () => {
    await load(SIGNED);
    expect(types()).toEqual(['ready', 'view']);
    expect(posted.every(({ targetOrigin }) => targetOrigin === HOST)).toBe(true);
    expect(posted[0]!.message.payload).toEqual(SIGNED.ready);
    expect(posted[1]!.message.payload).toEqual({
      surface: 'dashboard',
      path: '/',
      title: 'Sales overview',
      publicId: 'd-1',
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(types()).toEqual(['ready', 'view', 'dashboard-loaded']);
    expect(posted[2]!.message.payload).toMatchObject({ widgetCount: 6, publicId: 'd-1' });
    expect(document.querySelectorAll('#bars .bar')).toHaveLength(7);
    expect([
      text('surface'),
      text('host-origin'),
      text('tenant'),
      text('mode'),
      text('session'),
      text('viewer'),
      text('bridge-status'),
    ]).toEqual(['dashboard', HOST, 'acme', 'signed', 'abcd1234', 'jane', 'connected']);
  });

  it('a refused session: the fatal error alone, no ready, the page saying it stopped', async () => {
    await load({
      surface: 'chat',
      fatal: {
        message: 'The embed session cannot be used: already used',
        name: 'EmbedSessionError',
        context: 'session',
        fatal: true,
      },
      hostOrigin: HOST,
    });
    expect(types()).toEqual(['error']);
    expect(posted[0]!.message.payload).toMatchObject({
      fatal: true,
      message: 'The embed session cannot be used: already used',
    });
    expect(document.getElementById('fatal')!.hidden).toBe(false);
    expect(document.getElementById('fatal-reload')!.hidden).toBe(true);
    expect(text('mode')).toBe('refused');
  });

  it('opened without its server: no config, a fatal error saying so', async () => {
    await load(undefined);
    expect(text('fatal-message')).toBe('The fake embed page has no config: load it from startFakeEmbedServer');
    expect(text('bridge-status')).toMatch(/not framed|origin is unknown/);
    expect(posted).toEqual([]);
  });

  it('a host origin outside frameAncestors: no bridge, nothing sent, the reason shown', async () => {
    await load({ ...SIGNED, frameAncestors: ['https://other.example'] });
    expect(text('bridge-status')).toBe(`${HOST} is not one of frameAncestors (https://other.example)`);
    expect(posted).toEqual([]);
  });

  it('applies and shows the host’s scheme, theme, locale and filters', async () => {
    await load(SIGNED);
    action('set-color-scheme', { scheme: 'dark' });
    expect([text('scheme'), document.documentElement.dataset.scheme]).toEqual(['dark', 'dark']);
    action('set-theme', {
      primaryColor: '#112233',
      borderRadius: 4,
      analyticsChat: { chatInput: { borderColor: 'red' } },
    });
    const style = document.documentElement.style;
    expect([
      style.getPropertyValue('--accent'),
      style.getPropertyValue('--radius'),
      style.getPropertyValue('--chat-input-border'),
    ]).toEqual(['#112233', '4px', 'red']);
    action('set-locale', { locale: 'de_DE' });
    expect([text('locale'), text('greeting'), document.documentElement.lang]).toEqual(['de_DE', 'Hallo', 'de-DE']);
    action('set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' });
    action('set-filter', { filterUrlParameter: 'f_orders.status=["shipped"]' });
    const filters = [...document.querySelectorAll<HTMLElement>('#filters li')];
    expect(filters.map((item) => [item.dataset.filterKey, item.textContent])).toEqual([
      ['orders.status', 'orders.status = ["shipped"]'],
    ]);
    expect(document.querySelectorAll('#action-log li')).toHaveLength(5);
  });

  it('applies and shows the host’s time zone: the data’s time in it, UTC for a zone the browser does not know', async () => {
    await load(SIGNED);
    // Data as of 2024-03-15 12:00 UTC (ICU's words around the date and time vary between versions).
    expect([text('timezone'), text('formatted-date')]).toEqual([
      'UTC',
      expect.stringMatching(/^Friday, March 15, 2024\D+12:00 PM$/),
    ]);
    action('set-timezone', { timezone: 'Asia/Tokyo' });
    expect([text('timezone'), text('formatted-date')]).toEqual([
      'Asia/Tokyo',
      expect.stringMatching(/^Friday, March 15, 2024\D+9:00 PM$/),
    ]);
    action('set-locale', { locale: 'de-DE' }); // the locale keeps the zone
    expect(text('formatted-date')).toMatch(/^Freitag, 15\. März 2024\D+21:00$/);
    action('set-timezone', { timezone: 'Mars/Olympus_Mons' });
    expect(text('formatted-date')).toMatch(/\D12:00 \(UTC: Mars\/Olympus_Mons is not a zone this browser knows\)$/);
    expect([...document.querySelectorAll('#action-log li')].map((item) => item.textContent)).toEqual([
      expect.stringContaining('platform:action:set-timezone'),
      expect.stringContaining('platform:action:set-locale'),
      expect.stringContaining('platform:action:set-timezone'),
    ]);
  });

  it('navigates within the embed and tells the host: navigate, then view; refresh counts', async () => {
    await load(SIGNED);
    action('navigate', { path: '/orders' });
    expect(types().slice(-2)).toEqual(['navigate', 'view']);
    expect(posted.at(-2)!.message.payload).toEqual({ path: '/orders', previousPath: '/' });
    expect(text('view-title')).toBe('Orders');
    action('refresh', {});
    action('refresh', {});
    expect(text('refresh-count')).toBe('2');
  });

  it('an event the SDK refuses is shown as refused, and nothing is sent', async () => {
    await load(SIGNED);
    const before = posted.length;
    document.getElementById('emit-invalid')!.click();
    expect(posted).toHaveLength(before);
    expect(document.querySelector('#event-log li.refused')?.textContent).toMatch(/^downloadINVALID_PAYLOAD: /);
  });
});
