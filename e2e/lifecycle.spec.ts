/**
 * Clean-up and time: destroy() leaves no listener and no iframe behind, the ready timeout.
 */
import {
  countMessageListeners,
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

test.beforeEach(async ({ page, openHarness }) => {
  await countMessageListeners(page);
  await openHarness();
});

test('destroy() removes the message listener and the iframe it created', async ({ page }) => {
  const listeners = () => page.evaluate(() => window.__messageListeners());
  const baseline = await listeners();

  await page.evaluate(() => {
    window.harness.create('a', { url: window.harness.fakeEmbedUrl({ publicId: 'a' }) });
    window.harness.create('b', { url: window.harness.fakeEmbedUrl({ publicId: 'b' }) });
  });
  expect(await listeners()).toBe(baseline + 2);
  await page.evaluate(() => Promise.all([window.harness.embeds.a!.whenReady(), window.harness.embeds.b!.whenReady()]));
  await expect(page.locator('iframe')).toHaveCount(2);

  const afterA = await page.evaluate(() => {
    const { a } = window.harness.embeds;
    a!.destroy();
    return { state: a!.state, connected: a!.iframe.isConnected };
  });
  expect(afterA).toEqual({ state: 'destroyed', connected: false });
  expect(await listeners()).toBe(baseline + 1);
  await expect(page.locator('#slot-a iframe')).toHaveCount(0);
  await expect(page.locator('#slot-b iframe')).toHaveCount(1);

  await page.evaluate(() => {
    window.harness.embeds.b!.destroy();
    window.harness.embeds.b!.destroy(); // idempotent
  });
  expect(await listeners()).toBe(baseline);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('after destroy(), actions throw DESTROYED and a pending whenReady() rejects with DESTROYED', async ({ page }) => {
  const baseline = await page.evaluate(() => window.__messageListeners());
  const outcome = await page.evaluate(async () => {
    const embed = window.harness.create('probe', {
      url: window.harness.fixtureUrl('probe', 'probe.html', { ready: 'manual' }),
    });
    const pending = embed.whenReady().then(
      () => 'resolved',
      (error: { code?: string }) => error.code,
    );
    embed.destroy();
    const thrown: Array<string | undefined> = [];
    for (const act of [() => embed.setLocale('de-DE'), () => embed.refresh(), () => embed.navigate('/x')]) {
      try {
        act();
        thrown.push('nothing');
      } catch (error) {
        thrown.push((error as { code?: string }).code);
      }
    }
    return { whenReady: await pending, thrown, state: embed.state };
  });
  expect(outcome).toEqual({
    whenReady: 'DESTROYED',
    thrown: ['DESTROYED', 'DESTROYED', 'DESTROYED'],
    state: 'destroyed',
  });
  expect(await page.evaluate(() => window.__messageListeners())).toBe(baseline);
});

test('an adopted iframe stays in place after destroy(), and its events then reach no handler', async ({ page }) => {
  const baseline = await page.evaluate(() => window.__messageListeners());
  await page.evaluate(() => {
    window.harness.adopt('adopted', window.harness.fakeEmbedUrl());
  });
  await page.evaluate(() => window.harness.embeds.adopted!.whenReady());
  await waitForEvents(page, 'adopted', 'dashboard-loaded', 1);
  const embed = frameLocator(page, 'adopted');
  await embed.getByTestId('emit-download-csv').click();
  await waitForEvents(page, 'adopted', 'download', 1);

  await page.evaluate(() => window.harness.embeds.adopted!.destroy());
  expect(await page.evaluate(() => window.__messageListeners())).toBe(baseline);
  await expect(page.locator('#slot-adopted iframe')).toHaveCount(1);
  expect(await page.evaluate(() => window.harness.embeds.adopted!.iframe.isConnected)).toBe(true);

  // The embed still talks; the page still gets the message; the destroyed controller does not.
  const arrived = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const seen = (event: MessageEvent) => {
          if ((event.data as { type?: string } | null)?.type === 'platform:event:download') {
            window.removeEventListener('message', seen);
            resolve();
          }
        };
        window.addEventListener('message', seen);
      }),
  );
  await embed.getByTestId('emit-download-pdf').click();
  await arrived;
  const downloads = await eventsOf(page, 'adopted', 'download');
  expect(downloads.map((event) => event.payload.format)).toEqual(['csv']);
});

test('without a ready in time whenReady() rejects with READY_TIMEOUT; a late ready still flushes the queue', async ({
  page,
}) => {
  const outcome = await page.evaluate(async () => {
    const embed = window.harness.create('probe', {
      url: window.harness.fixtureUrl('probe', 'probe.html', { ready: 'manual' }),
      readyTimeoutMs: 300,
    });
    embed.setColorScheme('dark');
    const code = await embed.whenReady().then(
      () => 'resolved',
      (error: { code?: string }) => error.code,
    );
    return { code, state: embed.state };
  });
  expect(outcome).toEqual({ code: 'READY_TIMEOUT', state: 'connecting' });

  const probe = await frameOf(page, 'probe');
  await fixtureLoaded(probe);
  expect(await receivedBy(probe)).toEqual([]);
  await probe.evaluate(() => window.__sendReady());
  const [record] = await waitForReceived(probe, 1);
  expect(record?.data).toMatchObject({ type: 'platform:action:set-color-scheme', payload: { scheme: 'dark' } });
  expect(await page.evaluate(() => window.harness.embeds.probe!.state)).toBe('ready');
});
