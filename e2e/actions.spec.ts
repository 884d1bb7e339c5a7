/**
 * Actions, host → embed: the wire format an embed receives, the queue before `ready`, and the
 * settings sent again after the embed reloads.
 *
 * The probe (e2e/fixtures/probe.html, on an origin of its own) records messages with a raw
 * `message` listener — no SDK code on the receiving side — so what it sees is the wire format.
 * The demo's fake embed (the real embed-side bridge) shows that the actions take effect.
 */
import type { Frame, Page } from '@playwright/test';
import type { ProbeRecord } from './support/globals.js';
import { servers } from './support/servers.js';
import { applyEverySetting, expectSettingsBack } from './support/settings.js';
import {
  eventsOf,
  expect,
  fixtureLoaded,
  frameLocator,
  frameOf,
  receivedBy,
  test,
  waitForEvents,
  waitForReceived,
} from './support/test.js';

/** Creates a controller for a probe embed and waits for the probe's script to run. */
async function startProbe(page: Page, id: string, params: Record<string, string> = {}): Promise<Frame> {
  await page.evaluate(
    ({ id, params }) => {
      window.harness.create(id, { url: window.harness.fixtureUrl('probe', 'probe.html', params) });
    },
    { id, params },
  );
  const frame = await frameOf(page, id);
  await fixtureLoaded(frame);
  return frame;
}

/** The action envelope of spec 6.1: exactly these five keys — no surface, not even undefined. */
function expectAction(record: ProbeRecord | undefined, name: string, payload: unknown): void {
  expect(record?.origin, 'event.origin as the embed sees it').toBe(servers().hostOrigin);
  expect(record?.fromParent, 'event.source is the host window').toBe(true);
  expect(record?.isTrusted).toBe(true);
  expect(record?.keys?.slice().sort()).toEqual(['direction', 'payload', 'source', 'timestamp', 'type']);
  expect(record?.data).toStrictEqual({
    source: 'platform-embed',
    direction: 'action',
    type: `platform:action:${name}`,
    payload,
    timestamp: expect.any(Number),
  });
}

const actionNames = (records: ProbeRecord[]) =>
  records.map((record) => (record.data as { type: string }).type.replace('platform:action:', ''));

test.beforeEach(async ({ openHarness }) => {
  await openHarness();
});

test('each action method posts the exact spec envelope, which the embed receives from the host origin', async ({
  page,
}) => {
  const frame = await startProbe(page, 'probe');
  await page.evaluate(() => window.harness.embeds.probe!.whenReady());

  const { before, after } = await page.evaluate(() => {
    const embed = window.harness.embeds.probe!;
    const before = Date.now();
    embed.setColorScheme('dark');
    embed.setTheme({ primaryColor: '#ff0066', borderRadius: '4px', font: 'Georgia, serif', density: 'compact' });
    embed.setLocale('pt_BR');
    embed.setFilter('f_orders.status=["paid","shipped"]');
    embed.setFilter({ view: 'orders', dimension: 'created_at.month', value: { gte: '2024-01' } });
    embed.navigate('/orders?tab=open');
    embed.refresh();
    return { before, after: Date.now() };
  });

  const received = await waitForReceived(frame, 7);
  const expected: Array<[string, unknown]> = [
    ['set-color-scheme', { scheme: 'dark' }],
    ['set-theme', { primaryColor: '#ff0066', borderRadius: '4px', font: 'Georgia, serif', density: 'compact' }],
    ['set-locale', { locale: 'pt_BR' }],
    ['set-filter', { filterUrlParameter: 'f_orders.status=["paid","shipped"]' }],
    ['set-filter', { filterUrlParameter: 'f_orders.created_at.month={"gte":"2024-01"}' }],
    ['navigate', { path: '/orders?tab=open' }],
    ['refresh', {}],
  ];
  expected.forEach(([name, payload], index) => {
    expectAction(received[index], name, payload);
  });
  for (const record of received) {
    const { timestamp } = record.data as { timestamp: number };
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(after);
  }
});

test('actions called before ready are held, then delivered right after it: in call order, exactly once', async ({
  page,
}) => {
  const frame = await startProbe(page, 'probe', { ready: 'manual' });

  const state = await page.evaluate(() => {
    const embed = window.harness.embeds.probe!;
    embed.setLocale('fr-FR');
    embed.navigate('/first');
    embed.setColorScheme('dark');
    embed.setFilter({ view: 'orders', dimension: 'status', value: 'paid' });
    embed.refresh();
    embed.setColorScheme('light');
    return embed.state;
  });
  expect(state).toBe('connecting');
  // The probe is loaded and listening: anything sent now would show up.
  await page.waitForTimeout(300);
  expect(await receivedBy(frame)).toEqual([]);

  await frame.evaluate(() => window.__sendReady());
  await page.evaluate(() => window.harness.embeds.probe!.whenReady());
  // A sentinel after ready: messages from one window to another arrive in order, so when it
  // is in, every copy the queue could have sent is in too.
  await page.evaluate(() => window.harness.embeds.probe!.navigate('/sentinel'));

  const received = await waitForReceived(frame, 7);
  expectAction(received[0], 'set-locale', { locale: 'fr-FR' });
  expectAction(received[1], 'navigate', { path: '/first' });
  expectAction(received[2], 'set-color-scheme', { scheme: 'dark' });
  expectAction(received[3], 'set-filter', { filterUrlParameter: 'f_orders.status="paid"' });
  expectAction(received[4], 'refresh', {});
  expectAction(received[5], 'set-color-scheme', { scheme: 'light' });
  expectAction(received[6], 'navigate', { path: '/sentinel' });
  await page.waitForTimeout(200);
  expect(await receivedBy(frame)).toHaveLength(7);
});

test('the fake embed applies every action, including those queued before its ready', async ({ page }) => {
  const state = await page.evaluate(() => {
    const embed = window.harness.create('main', { url: window.harness.fakeEmbedUrl() });
    embed.setColorScheme('dark');
    embed.setTheme({ primaryColor: '#e11d48', borderRadius: '18px' });
    embed.setLocale('de-DE');
    embed.setFilter({ view: 'orders', dimension: 'status', value: ['paid', 'shipped'] });
    embed.navigate('/customers');
    return embed.state;
  });
  expect(state).toBe('connecting');
  await page.evaluate(() => window.harness.embeds.main!.whenReady());

  const embed = frameLocator(page, 'main');
  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await expect(embed.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await expect(embed.getByTestId('theme')).toHaveText('{"primaryColor":"#e11d48","borderRadius":"18px"}');
  await expect(embed.getByTestId('locale')).toHaveText('de-DE');
  await expect(embed.getByTestId('greeting')).toHaveText('Hallo');
  await expect(embed.locator('[data-filter-key="orders.status"]')).toHaveText('orders.status = ["paid","shipped"]');
  await expect(embed.getByTestId('path')).toHaveText('/customers');
  // The embed answered the navigate action with its navigate and view events.
  const [navigated] = await waitForEvents(page, 'main', 'navigate', 1);
  expect(navigated?.payload).toEqual({ path: '/customers', previousPath: '/' });

  await page.evaluate(() => window.harness.embeds.main!.refresh());
  await expect(embed.getByTestId('refresh-count')).toHaveText('1');
  await expect(embed.getByTestId('action-log').locator('li')).toHaveCount(6);
  await expect(embed.getByTestId('invalid-log').locator('li')).toHaveCount(0);
});

test('after the embed reloads, the last scheme, theme, locale and filters are sent again; navigate and refresh are not', async ({
  page,
}) => {
  const frame = await startProbe(page, 'probe');
  await page.evaluate(() => window.harness.embeds.probe!.whenReady());
  await page.evaluate(() => {
    const embed = window.harness.embeds.probe!;
    embed.setColorScheme('light');
    embed.setColorScheme('dark');
    embed.setTheme({ primaryColor: '#111111' });
    embed.setTheme({ primaryColor: '#0f766e', font: 'Georgia' });
    embed.setLocale('en-GB');
    embed.setLocale('de-DE');
    embed.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] });
    embed.setFilter({ view: 'customers', dimension: 'region', value: 'North' });
    embed.setFilter({ view: 'orders', dimension: 'status', value: ['shipped'] });
    embed.navigate('/orders');
    embed.refresh();
  });
  await waitForReceived(frame, 11);

  // The embed reloads: a new document, which announces itself with a second ready.
  await frame.evaluate(() => {
    setTimeout(() => location.reload(), 0);
  });
  await waitForEvents(page, 'probe', 'ready', 2);
  await fixtureLoaded(frame);
  const replayed = await waitForReceived(frame, 5);
  await page.evaluate(() => window.harness.embeds.probe!.setLocale('sentinel'));
  const received = await waitForReceived(frame, 6);
  expect(received.slice(0, 5)).toEqual(replayed);

  expectAction(received[0], 'set-color-scheme', { scheme: 'dark' });
  expectAction(received[1], 'set-theme', { primaryColor: '#0f766e', font: 'Georgia' });
  expectAction(received[2], 'set-locale', { locale: 'de-DE' });
  const filters = received.slice(3, 5);
  for (const record of filters) expectAction(record, 'set-filter', expect.anything());
  expect(
    filters
      .map((record) => (record.data as { payload: { filterUrlParameter: string } }).payload.filterUrlParameter)
      .sort(),
  ).toEqual(['f_customers.region="North"', 'f_orders.status=["shipped"]']);
  expectAction(received[5], 'set-locale', { locale: 'sentinel' });
  expect(actionNames(received)).not.toContain('navigate');
  expect(actionNames(received)).not.toContain('refresh');
  expect(await page.evaluate(() => window.harness.embeds.probe!.state)).toBe('ready');
});

test('the fake embed reloaded by its own button gets its settings back, not its path or refreshes', async ({
  page,
}) => {
  await page.evaluate(() => {
    window.harness.create('main', { url: window.harness.fakeEmbedUrl() });
  });
  await page.evaluate(() => window.harness.embeds.main!.whenReady());
  const embed = frameLocator(page, 'main');
  await applyEverySetting(page, embed);
  await expect(embed.getByTestId('path')).toHaveText('/orders');

  await embed.getByTestId('reload').click();
  await waitForEvents(page, 'main', 'ready', 2);

  await expectSettingsBack(embed);
  const log = embed.getByTestId('action-log').locator('li');
  await expect(log).toHaveCount(4);
  expect(await log.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.type))).toEqual([
    'platform:action:set-color-scheme',
    'platform:action:set-theme',
    'platform:action:set-locale',
    'platform:action:set-filter',
  ]);
  const readies = await eventsOf(page, 'main', 'ready');
  expect(readies[1]?.payload).toEqual(readies[0]?.payload);
});
