/**
 * Inbound trust: forged events from other frames or from the host page itself, a sibling
 * embed of the same origin, malformed messages from the embed, and a document of another
 * origin in the embed's iframe.
 */
import type { Frame, Page } from '@playwright/test';
import type { RecordedEvent } from './support/globals.js';
import { servers } from './support/servers.js';
import {
  eventsOf,
  expect,
  fixtureLoaded,
  frameLocator,
  frameOf,
  invalidOf,
  POLL,
  receivedBy,
  test,
  waitForEvents,
  waitForReceived,
} from './support/test.js';

async function startFakeEmbed(page: Page, id: string, params: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ({ id, params }) => {
      window.harness.create(id, { url: window.harness.fakeEmbedUrl(params) });
    },
    { id, params },
  );
  await page.evaluate((id) => window.harness.embeds[id]!.whenReady(), id);
  // The dashboard reports its widgets 400 ms after ready: let that pass before comparing records.
  await waitForEvents(page, id, 'dashboard-loaded', 1);
}

/** Adds a hostile third-party frame to the host page. */
async function addHostileFrame(page: Page, id: string): Promise<Frame> {
  await page.evaluate((id) => {
    window.harness.addFrame(id, window.harness.fixtureUrl('hostile', 'hostile.html'));
  }, id);
  const frame = await frameOf(page, id);
  await fixtureLoaded(frame);
  return frame;
}

/** Whether a forged payload (marker FORGED, tenant "evil") reached a handler. */
const forgedIn = (events: RecordedEvent[]) =>
  events.filter((event) => /FORGED|"evil"/.test(JSON.stringify(event.payload)));

test.beforeEach(async ({ openHarness }) => {
  await openHarness();
});

test('events forged by a third-party frame on the host page reach no handler and are reported', async ({ page }) => {
  await startFakeEmbed(page, 'main');
  const before = await eventsOf(page, 'main');
  const hostile = await addHostileFrame(page, 'third-party');

  const count = await hostile.evaluate(() => window.__forge());
  await expect.poll(async () => (await invalidOf(page, 'main')).length, POLL).toBe(count);

  const reports = await invalidOf(page, 'main');
  expect(reports.map((report) => report.reason)).toEqual(Array(count).fill('untrusted-origin'));
  for (const report of reports) expect(report.detail).toContain(servers().extraOrigins.hostile);
  expect(reports.map((report) => (report.data as { type: string }).type)).toEqual(
    await hostile.evaluate(() => window.__forged.map((message) => message.type)),
  );
  const after = await eventsOf(page, 'main');
  expect(after).toEqual(before);
  expect(forgedIn(after)).toEqual([]);
  expect(await page.evaluate(() => window.harness.embeds.main!.readyPayload?.embedTenant)).toBe('acme');

  // The real embed still gets through.
  await frameLocator(page, 'main').getByTestId('emit-download-pdf').click();
  const [download] = await waitForEvents(page, 'main', 'download', 1);
  expect(download?.payload).toMatchObject({ format: 'pdf' });
});

test('a forged ready from a third-party frame neither readies the controller nor flushes its queue', async ({
  page,
}) => {
  await page.evaluate(() => {
    const embed = window.harness.create('probe', {
      url: window.harness.fixtureUrl('probe', 'probe.html', { ready: 'manual' }),
    });
    embed.setLocale('queued');
  });
  const probe = await frameOf(page, 'probe');
  await fixtureLoaded(probe);
  const hostile = await addHostileFrame(page, 'third-party');

  const count = await hostile.evaluate(() => window.__forge());
  await expect.poll(async () => (await invalidOf(page, 'probe')).length, POLL).toBe(count);
  expect(await page.evaluate(() => window.harness.embeds.probe!.state)).toBe('connecting');
  expect(await eventsOf(page, 'probe')).toEqual([]);
  expect(await receivedBy(probe)).toEqual([]);

  await probe.evaluate(() => window.__sendReady());
  const [record] = await waitForReceived(probe, 1);
  expect(record?.data).toMatchObject({ type: 'platform:action:set-locale', payload: { locale: 'queued' } });
});

test('events the host page posts to itself reach no handler and are reported', async ({ page }) => {
  await startFakeEmbed(page, 'main');
  const before = await eventsOf(page, 'main');

  await page.evaluate(() => {
    const forged = {
      source: 'platform-embed',
      direction: 'event',
      type: 'platform:event:download',
      payload: { format: 'csv', target: 'dashboard', title: 'FORGED' },
      timestamp: Date.now(),
      surface: 'dashboard',
    };
    window.postMessage(forged, '*');
  });
  await expect.poll(async () => (await invalidOf(page, 'main')).length, POLL).toBe(1);
  const [report] = await invalidOf(page, 'main');
  expect(report?.reason).toBe('untrusted-origin');
  expect(report?.data).toMatchObject({ payload: { title: 'FORGED' } });
  expect(await eventsOf(page, 'main')).toEqual(before);
});

test('a synthetic MessageEvent claiming the embed origin and window reaches no handler and is reported', async ({
  page,
}) => {
  await startFakeEmbed(page, 'main');
  const before = await eventsOf(page, 'main');

  const dispatched = await page.evaluate(() => {
    const { harness } = window;
    const forged = {
      source: 'platform-embed',
      direction: 'event',
      type: 'platform:event:error',
      payload: { message: 'FORGED', fatal: true },
      timestamp: Date.now(),
      surface: 'dashboard',
    };
    const event = new MessageEvent('message', {
      data: forged,
      origin: harness.config.embedOrigin,
      source: harness.embeds.main!.iframe.contentWindow,
    });
    window.dispatchEvent(event);
    return { origin: event.origin, sameSource: event.source === harness.embeds.main!.iframe.contentWindow };
  });
  // The event really claims what the embed's events have: only isTrusted tells it apart.
  expect(dispatched).toEqual({ origin: servers().embedOrigin, sameSource: true });

  const reports = await invalidOf(page, 'main');
  expect(reports).toHaveLength(1);
  expect(reports[0]?.reason).toBe('untrusted-origin');
  expect(reports[0]?.detail).toMatch(/synthetic|isTrusted/);
  expect(await eventsOf(page, 'main')).toEqual(before);
});

test('another frame of the embed origin, not the embed, cannot speak for it', async ({ page }) => {
  await page.evaluate(() => {
    const { harness } = window;
    harness.create('probe', { url: harness.fixtureUrl('probe', 'probe.html') });
    // The same tenant's page in a frame of its own (no controller): right origin, wrong window.
    harness.addFrame('stranger', harness.fixtureUrl('probe', 'probe.html', { ready: 'manual' }));
  });
  await page.evaluate(() => window.harness.embeds.probe!.whenReady());
  const stranger = await frameOf(page, 'stranger');
  await fixtureLoaded(stranger);
  const before = await eventsOf(page, 'probe');

  await stranger.evaluate(() => {
    window.__emit('download', { format: 'csv', target: 'dashboard', title: 'FORGED' });
    window.__emit('error', { message: 'FORGED', fatal: true });
  });
  await expect.poll(async () => (await invalidOf(page, 'probe')).length, POLL).toBe(2);
  const reports = await invalidOf(page, 'probe');
  expect(reports.map((report) => report.reason)).toEqual(['untrusted-window', 'untrusted-window']);
  expect(await eventsOf(page, 'probe')).toEqual(before);

  // The embed itself, same origin, is heard.
  const probe = await frameOf(page, 'probe');
  await probe.evaluate(() => window.__emit('download', { format: 'png', target: 'dashboard' }));
  const [download] = await waitForEvents(page, 'probe', 'download', 1);
  expect(download?.payload).toEqual({ format: 'png', target: 'dashboard' });
});

test('two embeds of one origin on one page: each controller hears only its own iframe', async ({ page }) => {
  await startFakeEmbed(page, 'alpha', { publicId: 'alpha' });
  await startFakeEmbed(page, 'beta', { publicId: 'beta' });
  expect(await page.evaluate(() => window.harness.embeds.alpha!.readyPayload?.publicId)).toBe('alpha');
  expect(await page.evaluate(() => window.harness.embeds.beta!.readyPayload?.publicId)).toBe('beta');
  for (const id of ['alpha', 'beta']) {
    const readies = await eventsOf(page, id, 'ready');
    expect(readies.map((event) => event.payload.publicId)).toEqual([id]);
  }

  await frameLocator(page, 'alpha').getByTestId('emit-download-csv').click();
  await waitForEvents(page, 'alpha', 'download', 1);
  await frameLocator(page, 'beta').getByTestId('emit-error').click();
  await waitForEvents(page, 'beta', 'error', 1);
  await frameLocator(page, 'alpha').getByTestId('emit-drilldown').click();
  await waitForEvents(page, 'alpha', 'drilldown', 1);

  const alpha = (await eventsOf(page, 'alpha', '*')).map((event) => event.message.type);
  const beta = (await eventsOf(page, 'beta', '*')).map((event) => event.message.type);
  expect(alpha).toContain('platform:event:download');
  expect(alpha).not.toContain('platform:event:error');
  expect(beta).toContain('platform:event:error');
  expect(beta).not.toContain('platform:event:download');
  expect(beta).not.toContain('platform:event:drilldown');
  expect(alpha.filter((type) => type === 'platform:event:ready')).toHaveLength(1);
  expect(beta.filter((type) => type === 'platform:event:ready')).toHaveLength(1);
  // The sibling's traffic is not this controller's, but it is no forgery either: nothing is
  // reported (a frame of the origin that no live controller trusts still is: see above).
  expect(await invalidOf(page)).toEqual([]);

  // Actions go to their own embed only.
  await page.evaluate(() => window.harness.embeds.alpha!.setLocale('fr-FR'));
  await expect(frameLocator(page, 'alpha').getByTestId('locale')).toHaveText('fr-FR');
  await page.evaluate(() => window.harness.embeds.beta!.setColorScheme('dark'));
  await expect(frameLocator(page, 'beta').getByTestId('scheme')).toHaveText('dark');
  await expect(frameLocator(page, 'beta').getByTestId('locale')).toHaveText('en-US');
  await expect(frameLocator(page, 'alpha').getByTestId('scheme')).toHaveText('light');
});

/** Malformed data from the embed's own window and origin, and the reason each must get. */
const MALFORMED: Array<{ what: string; reason: string; data: unknown }> = [
  { what: 'a string', reason: 'not-an-object', data: 'platform:event:ready' },
  { what: 'null', reason: 'not-an-object', data: null },
  { what: 'an array', reason: 'not-an-object', data: [{ source: 'platform-embed' }] },
  {
    what: 'another source',
    reason: 'wrong-source',
    data: {
      source: 'other-sdk',
      direction: 'event',
      type: 'platform:event:view',
      payload: { surface: 'dashboard', path: '/' },
      timestamp: 1,
      surface: 'dashboard',
    },
  },
  {
    what: 'an action where an event belongs',
    reason: 'wrong-direction',
    data: { source: 'platform-embed', direction: 'action', type: 'platform:action:refresh', payload: {}, timestamp: 1 },
  },
  {
    what: 'a type without the event prefix',
    reason: 'invalid-envelope',
    data: {
      source: 'platform-embed',
      direction: 'event',
      type: 'view',
      payload: { surface: 'dashboard', path: '/' },
      timestamp: 1,
      surface: 'dashboard',
    },
  },
  {
    what: 'a type that is not a string',
    reason: 'invalid-envelope',
    data: { source: 'platform-embed', direction: 'event', type: 42, payload: {}, timestamp: 1, surface: 'dashboard' },
  },
  {
    what: 'a type outside the catalog',
    reason: 'unknown-type',
    data: {
      source: 'platform-embed',
      direction: 'event',
      type: 'platform:event:explode',
      payload: {},
      timestamp: 1,
      surface: 'dashboard',
    },
  },
  {
    what: 'no timestamp',
    reason: 'invalid-envelope',
    data: {
      source: 'platform-embed',
      direction: 'event',
      type: 'platform:event:view',
      payload: { surface: 'dashboard', path: '/' },
      surface: 'dashboard',
    },
  },
  {
    what: 'a download as gif',
    reason: 'invalid-payload',
    data: {
      source: 'platform-embed',
      direction: 'event',
      type: 'platform:event:download',
      payload: { format: 'gif', target: 'dashboard' },
      timestamp: 1,
      surface: 'dashboard',
    },
  },
  {
    what: 'a ready without its mode',
    reason: 'invalid-payload',
    data: {
      source: 'platform-embed',
      direction: 'event',
      type: 'platform:event:ready',
      payload: { embedTenant: null, deploymentId: null, surface: 'dashboard' },
      timestamp: 1,
      surface: 'dashboard',
    },
  },
];

test('malformed messages from the embed are dropped, reported with their reason, and the next valid event still arrives', async ({
  page,
}) => {
  await page.evaluate(() => {
    window.harness.create('probe', { url: window.harness.fixtureUrl('probe', 'probe.html') });
  });
  await page.evaluate(() => window.harness.embeds.probe!.whenReady());
  const probe = await frameOf(page, 'probe');

  for (const [index, { what, data }] of MALFORMED.entries()) {
    await probe.evaluate((data) => window.__post(data), data);
    await probe.evaluate((path) => window.__emit('view', { surface: 'dashboard', path }), `/after-${index}`);
    const views = await waitForEvents(page, 'probe', 'view', index + 1);
    expect(views.at(-1)?.payload, `the valid event after ${what}`).toEqual({
      surface: 'dashboard',
      path: `/after-${index}`,
    });
    const reports = await invalidOf(page, 'probe');
    expect(
      reports.map((report) => report.reason),
      `the report for ${what}`,
    ).toEqual(MALFORMED.slice(0, index + 1).map((entry) => entry.reason));
    expect(reports.at(-1)?.data).toEqual(data);
  }

  // None of them reached a handler: only ready and the valid views did.
  const types = (await eventsOf(page, 'probe', '*')).map((event) => event.message.type);
  expect(types).toEqual(['platform:event:ready', ...MALFORMED.map(() => 'platform:event:view')]);
  expect(await page.evaluate(() => window.harness.embeds.probe!.readyPayload)).toEqual(
    await probe.evaluate(() => window.__readyPayload),
  );
  const download = await invalidOf(page, 'probe').then((reports) =>
    reports.find((report) => report.reason === 'invalid-payload'),
  );
  expect(download?.detail).toContain('payload.format');
});

test.describe('a document of another origin in the embed iframe', () => {
  // The browser itself reports each action it drops for the wrong targetOrigin.
  test.use({
    allowedConsoleErrors:
      /Failed to execute 'postMessage' on 'DOMWindow': The target origin provided .* does not match the recipient window's origin/,
  });

  test('receives no action and cannot speak for the embed', async ({ page }) => {
    await startFakeEmbed(page, 'main');
    await page.evaluate(() => window.harness.embeds.main!.setLocale('de-DE'));
    await expect(frameLocator(page, 'main').getByTestId('locale')).toHaveText('de-DE');
    const before = await eventsOf(page, 'main');

    // The embed's document navigates itself away (an open redirect, say) to a hostile origin.
    const frame = await frameOf(page, 'main');
    const hostileUrl = await page.evaluate(() => window.harness.fixtureUrl('hostile', 'hostile.html'));
    await frame.evaluate((url) => {
      setTimeout(() => location.assign(url), 0);
    }, hostileUrl);
    await frame.waitForURL(/hostile\.html/);
    await fixtureLoaded(frame);

    // Every action goes to the iframe's window, addressed to the embed's origin…
    await page.evaluate(() => {
      const embed = window.harness.embeds.main!;
      embed.setColorScheme('dark');
      embed.setTheme({ primaryColor: '#000000' });
      embed.setLocale('fr-FR');
      embed.setFilter({ view: 'orders', dimension: 'status', value: 'paid' });
      embed.navigate('/orders');
      embed.refresh();
      // …then a sentinel for any origin: once it is in, the actions would be too.
      embed.iframe.contentWindow!.postMessage('sentinel', '*');
    });
    const received = await waitForReceived(frame, 1);
    expect(received).toEqual([{ origin: servers().hostOrigin, data: 'sentinel' }]);

    // Its forged events are refused as coming from an untrusted origin, though from the right window.
    const count = await frame.evaluate(() => window.__forge());
    await expect.poll(async () => (await invalidOf(page, 'main')).length, POLL).toBe(count);
    const reports = await invalidOf(page, 'main');
    expect(reports.map((report) => report.reason)).toEqual(Array(count).fill('untrusted-origin'));
    expect(await eventsOf(page, 'main')).toEqual(before);
    expect(await page.evaluate(() => window.harness.embeds.main!.readyPayload?.embedTenant)).toBe('acme');
    expect(await receivedBy(frame)).toHaveLength(1);
  });
});
