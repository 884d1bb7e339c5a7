/**
 * Signed embedding end to end, across real origins: the demo host's backend (GET
 * /embed-session) generates a session at the fake platform server and builds its URL with
 * embedUrl; the fake embed server (startFakeEmbedServer) on another origin redeems it once.
 * The embed is ready in signed mode; the same URL again gets the fatal error event and no ready,
 * which ends its load at once (SESSION_FAILED with the event's text);
 * the demo's signed mode loads through a session provider, and New session loads a fresh
 * session each time.
 */
import type { Page } from '@playwright/test';
import { servers } from './support/servers.js';
import { eventsOf, expect, frameLocator, recordCspViolations, test, waitForEvents } from './support/test.js';

/** A signed URL from the demo host's backend, which mints the session at the fake platform server. */
async function mintSignedUrl(query = 'surface=dashboard&dashboard=sales-overview'): Promise<string> {
  const response = await fetch(`${servers().hostOrigin}/embed-session?${query}`);
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return url;
}

/** The src of the demo page's embed iframe. */
const iframeSrc = (page: Page) => page.locator('#embed iframe').getAttribute('src');

test.describe('a session minted through the fake platform, on the harness host page', () => {
  test.beforeEach(async ({ openHarness }) => {
    await openHarness();
  });

  test('frames the fake embed on its origin: ready in signed mode, with the session viewer, trusting the parent origin', async ({
    page,
  }) => {
    const url = await mintSignedUrl();
    expect(url).toMatch(/\/embed\/dashboard\/sales-overview\?session=[0-9a-f]{32}$/);
    expect(new URL(url).origin).toBe(servers().embedOrigin);

    await page.evaluate((url) => {
      window.harness.create('signed', { url });
    }, url);
    const ready = await page.evaluate(() => window.harness.embeds.signed!.whenReady());
    expect(ready).toEqual({
      embedTenant: 'acme',
      deploymentId: 42,
      mode: 'signed',
      surface: 'dashboard',
      publicId: 'sales-overview',
    });
    const embed = frameLocator(page, 'signed');
    await expect(embed.getByTestId('mode')).toHaveText('signed');
    await expect(embed.getByTestId('viewer')).toHaveText('demo-viewer');
    await expect(embed.getByTestId('session')).toHaveText(new URL(url).searchParams.get('session')!.slice(0, 8));
    // No hostOrigin in the URL: the page trusts its parent's origin, as Chromium reports it.
    await expect(embed.getByTestId('host-origin')).toHaveText(servers().hostOrigin);
    await waitForEvents(page, 'signed', 'dashboard-loaded', 1);

    // And it speaks the protocol with its host: an action arrives, an event comes back.
    await page.evaluate(() => window.harness.embeds.signed!.setLocale('de-DE'));
    await expect(embed.getByTestId('locale')).toHaveText('de-DE');
    await embed.getByTestId('emit-download-csv').click();
    await waitForEvents(page, 'signed', 'download', 1);
  });

  test('the same URL again gets the fatal error event and no ready, which fails the load at once: a session is redeemed once', async ({
    page,
  }) => {
    const url = await mintSignedUrl();
    await page.evaluate((url) => {
      window.harness.create('first', { url });
    }, url);
    await page.evaluate(() => window.harness.embeds.first!.whenReady());

    // The load ends as the fatal error arrives: SESSION_FAILED with its text, not a
    // READY_TIMEOUT after the harness's 30 s saying that nothing arrived.
    const failed = await page.evaluate(async (url) => {
      const started = performance.now();
      const embed = window.harness.create('again', { url });
      const error = await embed.whenReady().then(
        () => undefined,
        (reason: { code: string; message: string }) => reason,
      );
      return (
        error && {
          code: error.code,
          message: error.message,
          ms: performance.now() - started,
          same: embed.error === error,
        }
      );
    }, url);
    const text = 'The embed session cannot be used: the embed session was already exchanged (a session is single use)';
    expect(failed).toMatchObject({
      code: 'SESSION_FAILED',
      message: `The embed at ${servers().embedOrigin} refused its session: ${text}`,
      same: true,
    });
    expect(failed!.ms).toBeLessThan(10_000);
    const [error] = await waitForEvents(page, 'again', 'error', 1);
    expect(error?.payload).toEqual({ message: text, name: 'EmbedSessionError', context: 'session', fatal: true });
    const embed = frameLocator(page, 'again');
    await expect(embed.getByTestId('fatal')).toBeVisible();
    // Reloading the URL would meet the same refusal: the page offers no reload.
    await expect(embed.getByTestId('fatal-reload')).toBeHidden();
    await expect(embed.getByTestId('mode')).toHaveText('refused');
    // Every event of the frame has arrived by now (its dashboard-loaded would have come within 400 ms).
    await page.waitForTimeout(600);
    expect((await eventsOf(page, 'again', '*')).map((event) => event.message.type)).toEqual(['platform:event:error']);
    expect(await page.evaluate(() => window.harness.embeds.again!.state)).toBe('connecting');
    // The first embed is unaffected.
    expect(await page.evaluate(() => window.harness.embeds.first!.state)).toBe('ready');
  });

  test('the chat and the app at their signed URLs too (sessionId for the chat)', async ({ page }) => {
    const chat = await mintSignedUrl('surface=chat');
    expect(chat).toMatch(/\/embed\/chat\?sessionId=[0-9a-f]{32}$/);
    const app = await mintSignedUrl('surface=app');
    expect(app).toMatch(/\/embed\/d\/42\/app\?session=[0-9a-f]{32}$/);
    await page.evaluate(
      ({ chat, app }) => {
        window.harness.create('chat', { url: chat });
        window.harness.create('app', { url: app });
      },
      { chat, app },
    );
    expect(await page.evaluate(() => window.harness.embeds.chat!.whenReady())).toEqual({
      embedTenant: 'acme',
      deploymentId: 42,
      mode: 'signed',
      surface: 'chat',
    });
    expect(await page.evaluate(() => window.harness.embeds.app!.whenReady())).toEqual({
      embedTenant: 'acme',
      deploymentId: 42,
      mode: 'signed',
      surface: 'app',
    });
  });
});

test.describe('the demo in signed mode', () => {
  test('its session provider asks the page backend for each load: New session shows a fresh session every time, with the settings back', async ({
    page,
  }) => {
    await recordCspViolations(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/embed-session') asked.push(request.url());
    });
    await page.goto(servers().hostUrl);
    const state = page.getByTestId('embed-state');
    await expect(state).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('ready-payload')).toContainText('mode signed');
    await expect(page.getByTestId('ready-payload')).toContainText('tenant acme');
    await expect(page.getByTestId('ready-payload')).not.toContainText('no session was redeemed');
    const embed = page.frameLocator('#embed iframe');
    await page.getByTestId('control-scheme').selectOption('dark');
    await expect(embed.getByTestId('scheme')).toHaveText('dark');

    const seen = [await embed.getByTestId('session').textContent()];
    const sources = [await iframeSrc(page)];
    for (const round of [2, 3]) {
      await page.getByTestId('new-session').click();
      await expect(state).toHaveText(`ready (session ${round})`);
      const src = await iframeSrc(page);
      expect(src).toMatch(/\/embed\/dashboard\/sales-overview\?session=[0-9a-f]{32}$/);
      expect(sources).not.toContain(src);
      sources.push(src);
      const label = new URL(src!).searchParams.get('session')!.slice(0, 8);
      await expect(embed.getByTestId('session')).toHaveText(label);
      expect(seen).not.toContain(label);
      seen.push(label);
      await expect(embed.getByTestId('mode')).toHaveText('signed');
      await expect(embed.getByTestId('scheme')).toHaveText('dark');
    }
    expect(asked).toHaveLength(3);
    const log = page.getByTestId('event-log');
    await expect(log.locator('[data-type="platform:event:ready"]')).toHaveCount(3);
    await expect(log.locator('[data-type="platform:event:error"]')).toHaveCount(0);
    await expect(page.getByTestId('fatal-note')).toBeHidden();
    await expect(page.locator('.error:not(.ok):not(:empty)')).toHaveCount(0);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    await expect(embed.getByTestId('csp-violations')).toHaveText('0');
  });

  test('the embed reloading its own signed URL gets the fatal error, which the page shows; New session recovers', async ({
    page,
  }) => {
    await page.goto(servers().hostUrl);
    const state = page.getByTestId('embed-state');
    await expect(state).toHaveAttribute('data-state', 'ready');
    const embed = page.frameLocator('#embed iframe');
    await embed.getByTestId('reload').click();

    await expect(embed.getByTestId('fatal')).toBeVisible();
    await expect(page.getByTestId('fatal-note')).toContainText('a session is single use');
    await expect(page.getByTestId('event-log').locator('[data-type="platform:event:error"]')).toHaveCount(1);

    await page.getByTestId('new-session').click();
    await expect(state).toHaveText('ready (session 2)');
    await expect(embed.getByTestId('fatal')).toBeHidden();
    await expect(page.getByTestId('fatal-note')).toBeHidden();
  });

  test('?session=unsigned: the scripted page, whose URL names the tenant; New session gives it a new URL', async ({
    page,
  }) => {
    await page.goto(`${servers().hostUrl}?session=unsigned`);
    await expect(page.getByTestId('embed-state')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('control-session-mode')).toHaveValue('unsigned');
    // The labels say that nothing is signed: the scripted page reports what its URL names.
    await expect(page.getByTestId('control-session-mode').locator('option:checked')).toHaveText(
      'Unsigned (no session)',
    );
    await expect(page.getByTestId('session-mode-note')).toContainText(
      'Unsigned (no session: the fake embed reports the tenant its URL names)',
    );
    await expect(page.getByTestId('session-mode-note')).not.toContainText('Applies on Recreate');
    await expect(page.getByTestId('ready-payload')).toContainText('tenant acme');
    await expect(page.getByTestId('ready-payload')).toContainText('no session was redeemed');
    const src = await iframeSrc(page);
    expect(src).toContain(`${servers().embedOrigin}/embed/?surface=dashboard&embedTenant=acme`);
    await page.getByTestId('new-session').click();
    await expect(page.getByTestId('embed-state')).toHaveText('ready (session 2)');
    expect(await iframeSrc(page)).not.toBe(src);

    // The switch applies on Recreate, and its note says so until then.
    await page.getByTestId('control-session-mode').selectOption('signed');
    await expect(page.getByTestId('session-mode-note')).toContainText(
      "Signed: for every load, this page's backend generates a session",
    );
    await expect(page.getByTestId('session-mode-note')).toContainText('Applies on Recreate');
    await page.getByTestId('recreate').click();
    await expect(page.getByTestId('ready-payload')).toContainText('mode signed');
    await expect(page.getByTestId('ready-payload')).not.toContainText('no session was redeemed');
    await expect(page.getByTestId('session-mode-note')).not.toContainText('Applies on Recreate');
    expect(await iframeSrc(page)).toMatch(/\/embed\/dashboard\/sales-overview\?session=[0-9a-f]{32}$/);
  });
});
