/**
 * Every event of the catalog, sent by the demo's fake embed (the real embed-side bridge),
 * reaches the typed handler for its name on the host page with exactly the payload the embed
 * sent, wrapped in the spec's envelope.
 */
import type { Page } from '@playwright/test';
import { eventsOf, expect, frameLocator, test, waitForEvents } from './support/test.js';

/** The payload the fake embed says it sent last for `name` (its own "Events sent" log). */
async function sentByEmbed(page: Page, id: string, name: string): Promise<unknown> {
  const entry = frameLocator(page, id).locator(`#event-log li[data-type="${name}"]`).last().locator('code');
  return JSON.parse((await entry.textContent()) ?? 'null');
}

async function startDashboard(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.harness.create('main', {
      url: window.harness.fakeEmbedUrl({ publicId: 'sales-overview' }),
      title: 'Sales dashboard',
    });
  });
  await page.evaluate(() => window.harness.embeds.main!.whenReady());
  // The widgets load 400 ms after ready; the clicks below want them in place.
  await waitForEvents(page, 'main', 'dashboard-loaded', 1);
}

/** The envelope every event arrives in: spec 6.1, direction event, surface of the embed. */
function expectEnvelope(message: unknown, name: string, payload: unknown, surface = 'dashboard'): void {
  expect(message).toEqual({
    source: 'platform-embed',
    direction: 'event',
    type: `platform:event:${name}`,
    payload,
    timestamp: expect.any(Number),
    surface,
  });
}

test.beforeEach(async ({ openHarness }) => {
  await openHarness();
});

test('ready, view and dashboard-loaded arrive first, in order, with the session of the embed', async ({ page }) => {
  await startDashboard(page);

  const all = await eventsOf(page, 'main', '*');
  expect(all.slice(0, 3).map((event) => event.message.type)).toEqual([
    'platform:event:ready',
    'platform:event:view',
    'platform:event:dashboard-loaded',
  ]);

  const [ready] = await eventsOf(page, 'main', 'ready');
  expect(ready?.payload).toEqual({
    embedTenant: 'acme',
    deploymentId: 42,
    mode: 'signed',
    surface: 'dashboard',
    publicId: 'sales-overview',
  });
  expect(ready?.payload).toEqual(await sentByEmbed(page, 'main', 'ready'));
  expectEnvelope(ready?.message, 'ready', ready?.payload);
  expect(await page.evaluate(() => window.harness.embeds.main!.readyPayload)).toEqual(ready?.payload);
  expect(await page.evaluate(() => window.harness.embeds.main!.state)).toBe('ready');

  const [view] = await eventsOf(page, 'main', 'view');
  expect(view?.payload).toEqual({
    surface: 'dashboard',
    path: '/',
    title: 'Sales overview',
    publicId: 'sales-overview',
  });
  expectEnvelope(view?.message, 'view', view?.payload);

  const [loaded] = await eventsOf(page, 'main', 'dashboard-loaded');
  expect(loaded?.payload).toEqual({ publicId: 'sales-overview', widgetCount: 6, loadDurationMs: expect.any(Number) });
  expect(loaded?.payload).toEqual(await sentByEmbed(page, 'main', 'dashboard-loaded'));
  expectEnvelope(loaded?.message, 'dashboard-loaded', loaded?.payload);

  // The '*' handler saw exactly what the named handlers saw, and nothing refused.
  const named = (await eventsOf(page, 'main')).filter((event) => event.via !== '*');
  expect(all.map((event) => event.message)).toEqual(named.map((event) => event.message));
  expect(await page.evaluate(() => window.harness.invalid)).toEqual([]);
});

test('ready with a null tenant and deployment, private mode, from the app surface', async ({ page }) => {
  await page.evaluate(() => {
    window.harness.create('app', {
      url: window.harness.fakeEmbedUrl({ surface: 'app', mode: 'private', embedTenant: '', deploymentId: '' }),
    });
  });
  const payload = await page.evaluate(() => window.harness.embeds.app!.whenReady());
  expect(payload).toEqual({ embedTenant: null, deploymentId: null, mode: 'private', surface: 'app' });
  const [ready] = await waitForEvents(page, 'app', 'ready', 1);
  expectEnvelope(ready?.message, 'ready', payload, 'app');
});

/** One button of the fake embed, the event it sends, and what its payload must hold. */
const BUTTONS = [
  {
    button: 'emit-download-csv',
    name: 'download',
    expected: { format: 'csv', target: 'widget', widgetId: 'revenue-by-region', rowCount: 7 },
  },
  {
    button: 'emit-download-xlsx',
    name: 'download',
    expected: { format: 'xlsx', target: 'widget', widgetId: 'revenue-by-region', rowCount: 7 },
  },
  {
    button: 'emit-download-png',
    name: 'download',
    expected: { format: 'png', target: 'dashboard', title: 'Sales overview' },
  },
  {
    button: 'emit-download-pdf',
    name: 'download',
    expected: { format: 'pdf', target: 'dashboard', title: 'Sales overview' },
  },
  {
    button: 'emit-drilldown',
    name: 'drilldown',
    expected: { member: 'orders.revenue', value: { region: 'North', revenue: 125000 }, widgetId: 'revenue-by-region' },
  },
  { button: 'emit-navigate', name: 'navigate', expected: { path: '/orders', previousPath: '/' } },
  {
    button: 'emit-ai-submitted',
    name: 'ai-query',
    expected: { status: 'submitted', query: 'Which region grew fastest last quarter?', agentId: 'agent-sales' },
  },
  {
    button: 'emit-ai-completed',
    name: 'ai-query',
    expected: { status: 'completed', query: 'Which region grew fastest last quarter?', agentId: 'agent-sales' },
  },
  {
    button: 'emit-ai-error',
    name: 'ai-query',
    expected: { status: 'error', query: 'Which region grew fastest last quarter?', agentId: 'agent-sales' },
  },
  {
    button: 'emit-error',
    name: 'error',
    expected: { fatal: false, name: 'QueryTimeoutError', context: 'widget:revenue-by-region' },
  },
  {
    button: 'emit-error-fatal',
    name: 'error',
    expected: { fatal: true, name: 'SessionExpiredError', context: 'surface' },
  },
] as const;

for (const { button, name, expected } of BUTTONS) {
  test(`${button}: the ${name} handler gets the payload the embed sent`, async ({ page }) => {
    await startDashboard(page);
    const before = await eventsOf(page, 'main', '*');

    await frameLocator(page, 'main').getByTestId(button).click();

    const [event] = await waitForEvents(page, 'main', name, 1);
    const sent = await sentByEmbed(page, 'main', name);
    expect(event?.payload).toEqual(sent);
    expect(event?.payload).toMatchObject(expected);
    expectEnvelope(event?.message, name, sent);

    // Only the handler of this name ran (and '*'); a navigation is followed by its view.
    const after = (await eventsOf(page, 'main', '*')).slice(before.length).map((e) => e.message.type);
    expect(after).toEqual(
      name === 'navigate' ? ['platform:event:navigate', 'platform:event:view'] : [`platform:event:${name}`],
    );
    if (name === 'navigate') {
      const views = await eventsOf(page, 'main', 'view');
      expect(views.at(-1)?.payload).toEqual({
        surface: 'dashboard',
        path: '/orders',
        title: 'Orders',
        publicId: 'sales-overview',
      });
    }
    expect(await page.evaluate(() => window.harness.invalid)).toEqual([]);
  });
}

test('ai-query from the chat surface carries its chatId and surface "chat"', async ({ page }) => {
  await page.evaluate(() => {
    window.harness.create('chat', { url: window.harness.fakeEmbedUrl({ surface: 'chat' }) });
  });
  await page.evaluate(() => window.harness.embeds.chat!.whenReady());
  const frame = frameLocator(page, 'chat');
  await frame.getByTestId('ai-query').fill('Top customers by revenue?');
  await frame.getByTestId('emit-ai-submitted').click();
  const [event] = await waitForEvents(page, 'chat', 'ai-query', 1);
  expect(event?.payload).toEqual({ query: 'Top customers by revenue?', status: 'submitted', chatId: 'chat-demo-1' });
  expectEnvelope(event?.message, 'ai-query', event?.payload, 'chat');
});

test('an event the embed-side SDK refuses (download as gif) never reaches the host', async ({ page }) => {
  await startDashboard(page);
  const frame = frameLocator(page, 'main');
  await frame.getByTestId('emit-invalid').click();
  await expect(frame.locator('#event-log li.refused[data-type="download"]')).toContainText('INVALID_PAYLOAD');
  // The next valid event arrives, and it is the only download.
  await frame.getByTestId('emit-download-csv').click();
  const downloads = await waitForEvents(page, 'main', 'download', 1);
  expect(downloads[0]?.payload).toMatchObject({ format: 'csv' });
  expect(await page.evaluate(() => window.harness.invalid)).toEqual([]);
});
