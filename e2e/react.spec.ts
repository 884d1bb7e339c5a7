/**
 * `platform-embed/react` in Chromium: a React app (development build, `<StrictMode>`) on the
 * host origin, under its strict CSP, with `<PlatformEmbed>` embedding the demo's fake embed or a
 * probe page from other origins. Mounting makes one iframe and one listener; re-rendering with
 * new inline handlers changes nothing and the latest handler is called; changed props send
 * exactly the changed actions, a new URL of the same origin reloads the same iframe, another
 * origin makes a new one; unmounting leaves no iframe and no listener. A session provider as
 * `url` is asked once per load, whatever StrictMode and new inline providers do; `onFailure`
 * reports a READY_TIMEOUT; the iframe fills its container.
 *
 * The app (e2e/pages/react/app.ts) is bundled here, before the tests, with Vite in development
 * mode into e2e/.build/react/ (git-ignored), which the host serves at /e2e/build/react/
 * (e2e/support/page-app.ts).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Frame, Page } from '@playwright/test';
import type { AppProps } from './pages/react/app.js';
import type { ProbeRecord } from './support/globals.js';
import { buildPageApp, openPageApp, type PageAppBuild } from './support/page-app.js';
import { servers } from './support/servers.js';
import { countMessageListeners, expect, fixtureLoaded, POLL, test, waitForReceived } from './support/test.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** React's development build, and `'use client'`'s notices from the binding's files silenced. */
const REACT_APP_BUILD: PageAppBuild = {
  mode: 'development',
  // React picks its development build by this; `vite build` would say production whatever the mode.
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  onwarn(warning, warn) {
    // `'use client'` marks the boundary for a server-components bundler; in an app bundle,
    // all of which runs on the client, dropping it is right (and its notice is noise).
    // (Rollup also fails to map that notice's position: SOURCEMAP_ERROR, on the same files.)
    const directive = warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR';
    if (directive && warning.id?.startsWith(join(root, 'src', 'react'))) return;
    warn(warning);
  },
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await buildPageApp('react', REACT_APP_BUILD);
});

test.beforeEach(async ({ page }) => {
  await countMessageListeners(page);
  await openPageApp(page, 'react', 'reactApp');
});

/** Renders the app with these props; resolves with the render's number. */
function renderApp(page: Page, props: AppProps): Promise<number> {
  return page.evaluate((props) => window.reactApp.render(props), props);
}

const listeners = (page: Page) => page.evaluate(() => window.__messageListeners());

/** Keeps the iframe shown now, to compare with later. */
const keepFrame = (page: Page) =>
  page.evaluate(() => {
    window.reactApp.scratch.frame = document.querySelector('#root iframe');
  });

/** Whether the iframe shown now is the one kept, and whether the kept one is still in the page. */
const keptFrame = (page: Page) =>
  page.evaluate(() => {
    const kept = window.reactApp.scratch.frame as HTMLIFrameElement;
    return { same: document.querySelector('#root iframe') === kept, connected: kept.isConnected };
  });

/** The Frame of the embed's iframe (it stays valid across the iframe's navigations). */
async function embedFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('#root iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no iframe in #root');
  return frame;
}

/** The handler calls recorded for one event. */
const eventsOf = (page: Page, name: string) =>
  page.evaluate((name) => window.reactApp.events.filter((event) => event.name === name), name);

/** `type` without the prefix, and the payload, of each message a probe received. */
const actions = (records: ProbeRecord[]) =>
  records.map((record) => {
    const { type, payload } = record.data as { type: string; payload: unknown };
    return [type.replace('platform:action:', ''), payload];
  });

const SETTINGS = {
  colorScheme: 'dark',
  theme: { primaryColor: '#e11d48' },
  locale: 'fr-FR',
  filters: [{ view: 'orders', dimension: 'status', value: ['paid'] }],
} satisfies Partial<AppProps>;

test('mounting under StrictMode: one iframe, one listener, the settings applied, and the handlers of the latest render called', async ({
  page,
}) => {
  const baseline = await listeners(page);
  const url = await page.evaluate(() => window.reactApp.fakeEmbedUrl({ publicId: 'sales' }));
  await renderApp(page, { url, title: 'Sales', ...SETTINGS });

  const iframe = page.locator('#root iframe');
  await expect(iframe).toHaveCount(1);
  await expect(page.locator('#root > .react-embed > iframe')).toHaveAttribute('src', url);
  await expect(iframe).toHaveAttribute('title', 'Sales');
  expect(await listeners(page)).toBe(baseline + 1);

  const embed = page.frameLocator('#root iframe');
  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await expect(embed.getByTestId('locale')).toHaveText('fr-FR');
  await expect(embed.getByTestId('theme')).toHaveText('{"primaryColor":"#e11d48"}');
  await expect(embed.locator('[data-filter-key="orders.status"]')).toHaveText('orders.status = ["paid"]');
  await expect.poll(async () => (await eventsOf(page, 'ready')).length, POLL).toBe(1);
  await expect.poll(async () => (await eventsOf(page, 'dashboard-loaded')).length, POLL).toBe(1);

  // Re-renders with new inline handlers and equal (new) settings objects: nothing is made or sent again.
  await keepFrame(page);
  let last = 0;
  for (let round = 0; round < 3; round++)
    last = await renderApp(page, { url, title: 'Sales', ...structuredClone(SETTINGS) });
  expect(await keptFrame(page)).toEqual({ same: true, connected: true });
  expect(await listeners(page)).toBe(baseline + 1);

  await embed.getByTestId('emit-download-csv').click();
  await expect.poll(async () => (await eventsOf(page, 'download')).map((event) => event.render), POLL).toEqual([last]);
  expect((await eventsOf(page, 'download'))[0]!.payload).toMatchObject({ format: 'csv' });
  // Each setting reached the embed once: the re-renders sent none again.
  const received = await embed
    .locator('[data-testid="action-log"] li')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.type));
  expect(received).toEqual([
    'platform:action:set-color-scheme',
    'platform:action:set-theme',
    'platform:action:set-locale',
    'platform:action:set-filter',
  ]);
  expect(await eventsOf(page, 'ready')).toHaveLength(1);
  // The ref only ever got the one live controller.
  expect(await page.evaluate(() => window.reactApp.refs.map((controller) => controller?.state ?? null))).toEqual([
    'ready',
  ]);
});

test('changing props: exactly the changed actions; a URL of the same origin reloads the same iframe; another origin makes a new one', async ({
  page,
}) => {
  const baseline = await listeners(page);
  const probe = (origin: string, session: string) =>
    page.evaluate(({ origin, session }) => window.reactApp.fixtureUrl(origin, 'probe.html', { session }), {
      origin,
      session,
    });
  const first = await probe('probe', '1');
  await renderApp(page, { url: first, colorScheme: 'dark', locale: 'de-DE' });
  const frame = await embedFrame(page);
  await fixtureLoaded(frame);
  expect(actions(await waitForReceived(frame, 2))).toEqual([
    ['set-color-scheme', { scheme: 'dark' }],
    ['set-locale', { locale: 'de-DE' }],
  ]);

  // A changed locale and a new filter: those two, nothing else.
  await renderApp(page, {
    url: first,
    colorScheme: 'dark',
    locale: 'fr-FR',
    filters: [{ view: 'orders', dimension: 'status', value: ['paid'] }],
  });
  expect(actions(await waitForReceived(frame, 4)).slice(2)).toEqual([
    ['set-locale', { locale: 'fr-FR' }],
    ['set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
  ]);
  // The same values in new objects send nothing: the next message is the theme of the render after.
  const props = {
    url: first,
    colorScheme: 'dark',
    locale: 'fr-FR',
    filters: [{ view: 'orders', dimension: 'status', value: ['paid'] }],
  } satisfies AppProps;
  await renderApp(page, structuredClone(props));
  await renderApp(page, { ...structuredClone(props), theme: { primaryColor: '#0000ff' } });
  expect(actions(await waitForReceived(frame, 5)).slice(4)).toEqual([['set-theme', { primaryColor: '#0000ff' }]]);

  // A new session of the same origin: the same iframe loads it, and gets the settings again on its ready.
  await keepFrame(page);
  const second = await probe('probe', '2');
  await renderApp(page, { ...props, url: second, theme: { primaryColor: '#0000ff' } });
  await expect.poll(() => frame.url(), POLL).toBe(second);
  await fixtureLoaded(frame);
  expect(await keptFrame(page)).toEqual({ same: true, connected: true });
  expect(actions(await waitForReceived(frame, 4))).toEqual([
    ['set-color-scheme', { scheme: 'dark' }],
    ['set-theme', { primaryColor: '#0000ff' }],
    ['set-locale', { locale: 'fr-FR' }],
    ['set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
  ]);
  expect(await listeners(page)).toBe(baseline + 1);

  // Another origin: a new iframe (the old one is gone) and a new controller, which sends the settings on its ready.
  const other = await probe('hostile', '3');
  await renderApp(page, { ...props, url: other, theme: { primaryColor: '#0000ff' } });
  await expect(page.locator('#root iframe')).toHaveAttribute('src', other);
  expect(await keptFrame(page)).toEqual({ same: false, connected: false });
  await expect(page.locator('iframe')).toHaveCount(1);
  const otherFrame = await embedFrame(page);
  await fixtureLoaded(otherFrame);
  expect(actions(await waitForReceived(otherFrame, 4))).toEqual([
    ['set-color-scheme', { scheme: 'dark' }],
    ['set-theme', { primaryColor: '#0000ff' }],
    ['set-locale', { locale: 'fr-FR' }],
    ['set-filter', { filterUrlParameter: 'f_orders.status=["paid"]' }],
  ]);
  expect(await listeners(page)).toBe(baseline + 1);
  const origins = await page.evaluate(() =>
    window.reactApp.refs.map((controller) => (controller ? `${controller.origin} ${controller.state}` : null)),
  );
  const { extraOrigins } = servers();
  expect(origins).toEqual([`${extraOrigins.probe} destroyed`, null, `${extraOrigins.hostile} ready`]);
  // One ready per document: the first session, the reloaded one, the other origin's.
  await expect.poll(async () => (await eventsOf(page, 'ready')).length, POLL).toBe(3);
});

test('unmounting leaves no iframe and no listener, and the ref gets null', async ({ page }) => {
  const baseline = await listeners(page);
  const url = await page.evaluate(() => window.reactApp.fakeEmbedUrl());
  await renderApp(page, { url, colorScheme: 'dark' });
  await expect.poll(async () => (await eventsOf(page, 'ready')).length, POLL).toBe(1);
  expect(await listeners(page)).toBe(baseline + 1);

  await page.evaluate(() => window.reactApp.unmount());
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(await listeners(page)).toBe(baseline);
  expect(await page.evaluate(() => window.reactApp.refs.map((controller) => controller?.state ?? null))).toEqual([
    'destroyed',
    null,
  ]);
});

test('a session provider as url: asked once under StrictMode; new inline providers re-create nothing; reload() through the ref asks the latest', async ({
  page,
}) => {
  const baseline = await listeners(page);
  const probe = (session: string) =>
    page.evaluate((session) => window.reactApp.fixtureUrl('probe', 'probe.html', { session }), session);
  const sessions = [await probe('1'), await probe('2')];
  await renderApp(page, { sessions, locale: 'de-DE' });
  const iframe = page.locator('#root iframe');
  await expect(iframe).toHaveAttribute('src', sessions[0]!);
  await expect.poll(async () => (await eventsOf(page, 'ready')).length, POLL).toBe(1);
  expect(await page.evaluate(() => window.reactApp.sessionCalls)).toEqual([1]);

  // New inline providers on every render: the same iframe, no new session.
  await keepFrame(page);
  let last = 0;
  for (let round = 0; round < 3; round++) last = await renderApp(page, { sessions, locale: 'de-DE' });
  expect(await keptFrame(page)).toEqual({ same: true, connected: true });
  expect(await page.evaluate(() => window.reactApp.sessionCalls)).toEqual([1]);

  // The app reloads: the provider of the latest render gives the next session, loaded in the same iframe.
  await page.evaluate(() => window.reactApp.refs.at(-1)!.reload());
  await expect(iframe).toHaveAttribute('src', sessions[1]!);
  expect(await page.evaluate(() => window.reactApp.sessionCalls)).toEqual([1, last]);
  const frame = await embedFrame(page);
  // The new session's document, not the first one's, which stays until the navigation commits
  // (and which received the locale already).
  await expect.poll(() => frame.url(), POLL).toBe(sessions[1]);
  await fixtureLoaded(frame);
  expect(actions(await waitForReceived(frame, 1))).toEqual([['set-locale', { locale: 'de-DE' }]]);
  expect(await keptFrame(page)).toEqual({ same: true, connected: true });
  expect(await listeners(page)).toBe(baseline + 1);
  await expect
    .poll(() => page.evaluate(() => window.reactApp.refs.map((controller) => controller?.state ?? null)), POLL)
    .toEqual(['ready']);
});

test('onFailure of the latest render reports a READY_TIMEOUT; a late ready still makes the embed ready', async ({
  page,
}) => {
  const url = await page.evaluate(() => window.reactApp.fixtureUrl('probe', 'probe.html', { ready: 'manual' }));
  await renderApp(page, { url, readyTimeoutMs: 800 });
  const last = await renderApp(page, { url, readyTimeoutMs: 800 });
  await expect.poll(() => page.evaluate(() => window.reactApp.failures.length), POLL).toBe(1);
  const [failure] = await page.evaluate(() => window.reactApp.failures);
  expect(failure).toMatchObject({ render: last, code: 'READY_TIMEOUT' });
  expect(failure!.message).toContain('within 800 ms');
  expect(await page.evaluate(() => window.reactApp.refs.map((controller) => controller?.state ?? null))).toEqual([
    'connecting',
  ]);

  const frame = await embedFrame(page);
  await fixtureLoaded(frame);
  await frame.evaluate(() => window.__sendReady());
  await expect.poll(async () => (await eventsOf(page, 'ready')).length, POLL).toBe(1);
  expect(await page.evaluate(() => window.reactApp.refs.map((controller) => controller?.state ?? null))).toEqual([
    'ready',
  ]);
  expect(await page.evaluate(() => window.reactApp.failures.length)).toBe(1);
});

test('the iframe fills its container: a 520 px high one gives a 520 px high iframe of its width', async ({ page }) => {
  const url = await page.evaluate(() => window.reactApp.fixtureUrl('probe', 'probe.html'));
  // A class the page's CSS says nothing of: only the SDK's own rule sizes the iframe.
  await renderApp(page, { url, className: 'plain-embed', style: { height: '520px' } });
  const iframe = page.locator('#root > .plain-embed > iframe');
  await expect(iframe).toHaveCount(1);
  const container = await page.locator('#root > .plain-embed').boundingBox();
  const frame = await iframe.boundingBox();
  expect(container?.height).toBe(520);
  expect(container!.width).toBeGreaterThan(300);
  expect(frame).toEqual(container);
});
