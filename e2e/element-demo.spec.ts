/**
 * The demo's second host page (demo/host/element.html): the same fake dashboard embedded with
 * `<platform-embed>` alone, linked from the main host page and back, with no CSP violation.
 */
import { servers } from './support/servers.js';
import { expect, recordCspViolations, test } from './support/test.js';

test('the element demo page: linked both ways, ready with its settings, attribute and src changes, events logged, no CSP violation', async ({
  page,
}) => {
  await recordCspViolations(page);
  await page.goto(servers().hostUrl);
  await page.getByTestId('to-element-page').click();
  await expect(page).toHaveURL(`${servers().hostOrigin}/element.html`);

  await expect(page.getByTestId('embed-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('ready-payload')).toContainText('tenant acme');
  await expect(page.getByTestId('ready-payload')).toContainText('no session redeemed');
  const embed = page.frameLocator('#embed iframe');
  await expect(embed.getByTestId('scheme')).toHaveText('light');
  await expect(embed.getByTestId('locale')).toHaveText('de-DE');
  await expect(embed.locator('[data-filter-key="orders.status"]')).toHaveText('orders.status = ["paid","shipped"]');

  await page.getByTestId('control-scheme').selectOption('dark');
  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await embed.getByTestId('emit-download-csv').click();
  const log = page.getByTestId('event-log');
  await expect(log.locator('[data-type="platform-download"]')).toHaveCount(1);

  // A new session URL of the same origin: the embed reloads and gets its settings again.
  const session = await embed.getByTestId('session').textContent();
  await page.getByTestId('new-session').click();
  await expect(log.locator('[data-type="platform-ready"]')).toHaveCount(2);
  await expect(embed.getByTestId('session')).not.toHaveText(session ?? '');
  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await expect(embed.locator('[data-filter-key="orders.status"]')).toBeVisible();

  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  await expect(page.getByTestId('csp-violations')).toHaveText('0');
  expect(await embed.locator('html').evaluate(() => window.__cspViolations)).toEqual([]);

  await page.getByTestId('to-host-page').click();
  await expect(page).toHaveURL(servers().hostUrl);
});
