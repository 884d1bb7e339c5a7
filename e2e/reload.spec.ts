/**
 * `controller.reload(url?)`: the iframe loads a fresh URL of the same origin (a new signed
 * session, say), the controller waits for its ready, and then sends the latest settings and
 * the actions queued meanwhile. And the demo's "New session" control, which does exactly that.
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
  recordCspViolations,
  test,
  waitForEvents,
  waitForReceived,
} from './support/test.js';

/** Creates a controller for a probe embed and waits for its ready. */
async function startProbe(
  page: Page,
  id: string,
  params: Record<string, string> = {},
  readyTimeoutMs?: number,
): Promise<Frame> {
  await page.evaluate(
    ({ id, params, readyTimeoutMs }) => {
      const { harness } = window;
      harness.create(id, {
        url: harness.fixtureUrl('probe', 'probe.html', params),
        ...(readyTimeoutMs === undefined ? {} : { readyTimeoutMs }),
      });
    },
    { id, params, readyTimeoutMs },
  );
  await page.evaluate((id) => window.harness.embeds[id]!.whenReady(), id);
  const frame = await frameOf(page, id);
  await fixtureLoaded(frame);
  return frame;
}

/** `type` without the prefix, and the payload, of each message a probe received. */
const actions = (records: ProbeRecord[]) =>
  records.map((record) => {
    const { type, payload } = record.data as { type: string; payload: unknown };
    return [type.replace('platform:action:', ''), payload] as const;
  });

/** What a call in the page throws: its code and message, or 'nothing'. */
async function reloadThrows(
  page: Page,
  id: string,
  url: string,
): Promise<{ code?: string; message?: string } | 'nothing'> {
  return page.evaluate(
    ({ id, url }) => {
      try {
        window.harness.embeds[id]!.reload(url);
        return 'nothing' as const;
      } catch (error) {
        return { code: (error as { code?: string }).code, message: (error as Error).message };
      }
    },
    { id, url },
  );
}

test.beforeEach(async ({ openHarness }) => {
  await openHarness();
});

test('reload(url): connecting again, actions queue, then on the new ready the latest settings (each once) and the queued actions in call order', async ({
  page,
}) => {
  const frame = await startProbe(page, 'probe', { publicId: 'first' });
  await page.evaluate(() => {
    const embed = window.harness.embeds.probe!;
    embed.setColorScheme('light');
    embed.setColorScheme('dark');
    embed.setTheme({ primaryColor: '#111111' });
    embed.setLocale('en-GB');
    embed.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] });
    embed.setFilter({ view: 'customers', dimension: 'region', value: 'North' });
    embed.navigate('/before');
  });
  await waitForReceived(frame, 7);

  const fresh = await page.evaluate(() =>
    window.harness.fixtureUrl('probe', 'probe.html', { publicId: 'second', session: 'two', ready: 'manual' }),
  );
  const during = await page.evaluate((fresh) => {
    const { harness } = window;
    const embed = harness.embeds.probe!;
    embed.reload(fresh);
    const snapshot = { state: embed.state, publicId: embed.readyPayload?.publicId, src: embed.iframe.src };
    harness.scratch.settled = false;
    harness.scratch.ready = embed.whenReady().then((payload) => {
      harness.scratch.settled = true;
      return payload.publicId;
    });
    // Set since reload(): the settings are sent with their latest value, once.
    embed.setTheme({ primaryColor: '#0f766e' });
    embed.navigate('/queued');
    embed.setLocale('it-IT');
    embed.setFilter({ view: 'orders', dimension: 'status', value: ['shipped'] });
    embed.refresh();
    embed.setLocale('de-DE');
    return { ...snapshot, stateAfterActions: embed.state };
  }, fresh);
  expect(during).toEqual({ state: 'connecting', publicId: 'first', src: fresh, stateAfterActions: 'connecting' });

  // The new document is up and listening, but has not said ready: nothing is sent yet, and
  // whenReady() does not settle on the old ready.
  await frame.waitForURL(/session=two/);
  await fixtureLoaded(frame);
  await page.waitForTimeout(250);
  expect(await receivedBy(frame)).toEqual([]);
  expect(
    await page.evaluate(() => {
      const embed = window.harness.embeds.probe!;
      return { settled: window.harness.scratch.settled, state: embed.state, publicId: embed.readyPayload?.publicId };
    }),
  ).toEqual({ settled: false, state: 'connecting', publicId: 'first' });

  await frame.evaluate(() => window.__sendReady());
  expect(await page.evaluate(() => window.harness.scratch.ready)).toBe('second');
  expect(await page.evaluate(() => window.harness.embeds.probe!.readyPayload?.publicId)).toBe('second');
  // A sentinel: messages arrive in order, so once it is in, every copy is.
  await page.evaluate(() => window.harness.embeds.probe!.navigate('/sentinel'));
  const received = await waitForReceived(frame, 8);
  const sent = actions(received);
  expect(sent.slice(0, 3)).toEqual([
    ['set-color-scheme', { scheme: 'dark' }],
    ['set-theme', { primaryColor: '#0f766e' }],
    ['set-locale', { locale: 'de-DE' }],
  ]);
  expect(sent.slice(3, 5).map(([name]) => name)).toEqual(['set-filter', 'set-filter']);
  expect(
    sent
      .slice(3, 5)
      .map(([, payload]) => (payload as { filterUrlParameter: string }).filterUrlParameter)
      .sort(),
  ).toEqual(['f_customers.region="North"', 'f_orders.status=["shipped"]']);
  expect(sent.slice(5)).toEqual([
    ['navigate', { path: '/queued' }],
    ['refresh', {}],
    ['navigate', { path: '/sentinel' }],
  ]);
  for (const record of received)
    expect(record).toMatchObject({ origin: servers().hostOrigin, fromParent: true, isTrusted: true });
  await page.waitForTimeout(150);
  expect(await receivedBy(frame)).toHaveLength(8);
  const readies = await eventsOf(page, 'probe', 'ready');
  expect(readies.map((event) => event.payload.publicId)).toEqual(['first', 'second']);
});

test('reload(): the ready timeout is armed again, and a late ready still flushes what waited', async ({ page }) => {
  const frame = await startProbe(page, 'probe', {}, 1000);
  const outcome = await page.evaluate(
    async (fresh) => {
      const embed = window.harness.embeds.probe!;
      embed.reload(fresh);
      embed.setLocale('fr-FR');
      const started = performance.now();
      const result = await embed.whenReady().then(
        () => 'resolved',
        (error: { code?: string }) => error.code,
      );
      return { result, elapsed: performance.now() - started, state: embed.state };
    },
    await page.evaluate(() => window.harness.fixtureUrl('probe', 'probe.html', { ready: 'manual', session: 'late' })),
  );
  expect(outcome.result).toBe('READY_TIMEOUT');
  expect(outcome.elapsed).toBeGreaterThanOrEqual(900);
  expect(outcome.state).toBe('connecting');

  await frame.waitForURL(/session=late/);
  await fixtureLoaded(frame);
  expect(await receivedBy(frame)).toEqual([]);
  await frame.evaluate(() => window.__sendReady());
  const [record] = await waitForReceived(frame, 1);
  expect(record?.data).toMatchObject({ type: 'platform:action:set-locale', payload: { locale: 'fr-FR' } });
  expect(await page.evaluate(() => window.harness.embeds.probe!.state)).toBe('ready');
});

test('reload(url) to another origin, or to a relative or scheme-less URL, is INVALID_OPTIONS and changes nothing', async ({
  page,
}) => {
  const frame = await startProbe(page, 'probe');
  await frame.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const before = await page.evaluate(() => ({
    src: window.harness.embeds.probe!.iframe.src,
    state: window.harness.embeds.probe!.state,
  }));
  const probeHost = new URL(servers().extraOrigins.probe).host;
  const refused = [
    await page.evaluate(() => window.harness.fixtureUrl('hostile', 'probe.html')),
    servers().embedUrl,
    `${probeHost}/probe.html?session=2`,
    '/probe.html?session=2',
    `//${probeHost}/probe.html?session=2`,
    'javascript:alert(1)',
  ];
  for (const url of refused) {
    expect(await reloadThrows(page, 'probe', url), url).toMatchObject({ code: 'INVALID_OPTIONS' });
  }
  const schemeless = await reloadThrows(page, 'probe', `${probeHost}/probe.html?session=2`);
  expect(schemeless !== 'nothing' && schemeless.message).toMatch(/did you mean/);

  expect(
    await page.evaluate(() => ({
      src: window.harness.embeds.probe!.iframe.src,
      state: window.harness.embeds.probe!.state,
    })),
  ).toEqual(before);
  // Still ready: an action goes straight out, to the same document.
  await page.evaluate(() => window.harness.embeds.probe!.setLocale('sv-SE'));
  const [record] = await waitForReceived(frame, 1);
  expect(record?.data).toMatchObject({ type: 'platform:action:set-locale', payload: { locale: 'sv-SE' } });
  expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await eventsOf(page, 'probe', 'ready')).toHaveLength(1);
});

test('reload() without a URL reloads the current one: the fake embed gets its settings back, not its path or refreshes', async ({
  page,
}) => {
  await page.evaluate(() => {
    window.harness.create('main', { url: window.harness.fakeEmbedUrl({ session: 'only' }) });
  });
  await page.evaluate(() => window.harness.embeds.main!.whenReady());
  const embed = frameLocator(page, 'main');
  await applyEverySetting(page, embed);
  const frame = await frameOf(page, 'main');
  await frame.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const src = await page.evaluate(() => window.harness.embeds.main!.iframe.src);

  expect(await page.evaluate(() => (window.harness.embeds.main!.reload(), window.harness.embeds.main!.state))).toBe(
    'connecting',
  );
  await waitForEvents(page, 'main', 'ready', 2);
  expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  expect(await page.evaluate(() => window.harness.embeds.main!.iframe.src)).toBe(src);

  await expectSettingsBack(embed);
  await expect(embed.getByTestId('action-log').locator('li')).toHaveCount(4);
  expect(await page.evaluate(() => window.harness.embeds.main!.state)).toBe('ready');
});

test('after reload(url) the next ready may be of another tenant, and it gets the replay', async ({ page }) => {
  await page.evaluate(() => {
    window.harness.create('main', { url: window.harness.fakeEmbedUrl({ session: 'acme-1' }) });
  });
  await page.evaluate(() => window.harness.embeds.main!.whenReady());
  await page.evaluate(() => {
    const embed = window.harness.embeds.main!;
    embed.setTheme({ primaryColor: '#7c3aed' });
    embed.setFilter({ view: 'accounts', dimension: 'id', value: 'A-7' });
  });
  const embed = frameLocator(page, 'main');
  await expect(embed.locator('[data-filter-key="accounts.id"]')).toBeVisible();

  await page.evaluate(() => {
    const { harness } = window;
    harness.embeds.main!.reload(
      harness.fakeEmbedUrl({ embedTenant: 'globex', deploymentId: '7', session: 'globex-1' }),
    );
  });
  const readies = await waitForEvents(page, 'main', 'ready', 2);
  expect(readies[1]?.payload).toMatchObject({ embedTenant: 'globex', deploymentId: 7 });
  await expect(embed.getByTestId('tenant')).toHaveText('globex');
  await expect(embed.getByTestId('theme')).toHaveText('{"primaryColor":"#7c3aed"}');
  await expect(embed.locator('[data-filter-key="accounts.id"]')).toHaveText('accounts.id = "A-7"');
});

test('the demo: "New session" reloads the embed with a fresh URL and the settings come back in it', async ({
  page,
}) => {
  await recordCspViolations(page);
  await page.goto(servers().hostUrl);
  const state = page.getByTestId('embed-state');
  await expect(state).toHaveAttribute('data-state', 'ready');
  const embed = page.frameLocator('#embed iframe');
  const firstSession = await embed.getByTestId('session').textContent();
  expect(firstSession).toMatch(/\S/);

  await page.getByTestId('control-scheme').selectOption('dark');
  await page.getByTestId('control-theme-color').fill('#e11d48');
  await page.getByTestId('control-theme-radius').selectOption('18px');
  await page.getByTestId('apply-theme').click();
  await page.getByTestId('control-locale').fill('fr-FR');
  await page.getByTestId('apply-locale').click();
  await page.getByTestId('apply-filter').click();
  await page.getByTestId('control-path').fill('/customers');
  await page.getByTestId('apply-navigate').click();
  await expect(embed.getByTestId('path')).toHaveText('/customers');
  await expect(embed.getByTestId('locale')).toHaveText('fr-FR');
  const src = await page.locator('#embed iframe').getAttribute('src');

  await page.getByTestId('new-session').click();
  await expect(state).toHaveText('ready (session 2)');
  await expect(embed.getByTestId('session')).not.toHaveText(firstSession!);
  const newSrc = await page.locator('#embed iframe').getAttribute('src');
  expect(newSrc).not.toBe(src);
  expect(new URL(newSrc!).origin).toBe(servers().embedOrigin);

  // The reloaded embed shows the earlier settings: they were sent again on its ready.
  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await expect(embed.getByTestId('theme')).toHaveText('{"primaryColor":"#e11d48","borderRadius":"18px"}');
  await expect(embed.getByTestId('locale')).toHaveText('fr-FR');
  await expect(embed.locator('[data-filter-key="orders.status"]')).toHaveText('orders.status = ["paid","shipped"]');
  await expect(embed.getByTestId('path')).toHaveText('/');
  await expect(embed.getByTestId('action-log').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('event-log').locator('[data-type="platform:event:ready"]')).toHaveCount(2);
  await expect(page.getByTestId('event-log').locator('[data-kind="invalid"]')).toHaveCount(0);
  await expect(page.getByTestId('error-lifecycle')).toHaveClass(/ok/);
  await expect(page.locator('.error:not(.ok):not(:empty)')).toHaveCount(0);
  await expect(page.getByTestId('fatal-note')).toBeHidden();

  await expect(page.getByTestId('csp-violations')).toHaveText('0');
  await expect(embed.getByTestId('csp-violations')).toHaveText('0');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});
