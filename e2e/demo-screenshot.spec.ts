/**
 * The real demo (npm run demo): its host page connects to the fake embed, the controls drive
 * it, its CSP reports nothing. It writes nothing to docs/: `npm run screenshot` runs this test with
 * UPDATE_DEMO_SCREENSHOT=1, and then it also takes the README's picture, docs/demo.png.
 */
import { fileURLToPath } from 'node:url';
import { servers } from './support/servers.js';
import { expect, recordCspViolations, test } from './support/test.js';

const SCREENSHOT = fileURLToPath(new URL('../docs/demo.png', import.meta.url));
const UPDATE_SCREENSHOT = process.env.UPDATE_DEMO_SCREENSHOT === '1';

test('the demo host page: ready, a few actions applied, no CSP violation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await recordCspViolations(page);
  const response = await page.goto(servers().hostUrl);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  const state = page.getByTestId('embed-state');
  await expect(state).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('ready-payload')).toContainText('tenant acme');
  const embed = page.frameLocator('#embed iframe');
  await expect(embed.getByTestId('widgets')).toHaveAttribute('aria-busy', 'false');

  await page.getByTestId('control-scheme').selectOption('dark');
  await page.getByTestId('apply-theme').click();
  await page.getByTestId('control-locale').fill('de-DE');
  await page.getByTestId('apply-locale').click();
  await page.getByTestId('apply-filter').click();
  await embed.getByTestId('emit-download-csv').click();

  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await expect(embed.getByTestId('theme')).toContainText('primaryColor');
  await expect(embed.getByTestId('locale')).toHaveText('de-DE');
  await expect(embed.locator('[data-filter-key="orders.status"]')).toBeVisible();
  const log = page.getByTestId('event-log');
  await expect(log.locator('[data-type="platform:event:download"]')).toHaveCount(1);
  await expect(log.locator('[data-type="platform:event:ready"]')).toHaveCount(1);
  await expect(log.locator('[data-kind="invalid"]')).toHaveCount(0);
  await expect(page.locator('.error:not(.ok):not(:empty)')).toHaveCount(0);

  // Both pages count their own CSP violations on screen, and so does the init script.
  await expect(page.getByTestId('csp-violations')).toHaveText('0');
  await expect(embed.getByTestId('csp-violations')).toHaveText('0');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  if (!UPDATE_SCREENSHOT) return;

  // The picture (npm run screenshot): controls scrolled back to the top, no focus ring or hover, transitions settled.
  await page.mouse.move(0, 0);
  for (const frame of page.frames()) {
    await frame.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      for (const element of document.querySelectorAll('*'))
        if (element.scrollTop > 0 && !element.matches('.log')) element.scrollTop = 0;
    });
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: SCREENSHOT, animations: 'disabled' });
});
