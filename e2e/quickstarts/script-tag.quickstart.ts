/**
 * README.md's "A page with a script tag: `<platform-embed>`", with the session route of
 * "Signed embedding", against `platform-embed dev`: the page (the ```html block) and app.js (the
 * ```js block) as written, the one documented substitution made — the unpkg URL for the same
 * file served by the page's server, with its real hash (dist/platform-embed.min.js.sri) in
 * `integrity`, as the README tells users to do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test.js';
import {
  block,
  GLOBALS_FILE,
  openQuickStart,
  page,
  type QuickStartProject,
  script,
  sessionRoutes,
  userCookie,
} from './project.js';

const project = openQuickStart('script-tag');

/** The README's page with the script tag pointing at the installed package's file and its hash. */
function scriptTagPage(quickStart: QuickStartProject): string {
  const html = block(quickStart, 'html');
  const cdn = /https:\/\/unpkg\.com\/platform-embed@[^/"]+\/dist\/platform-embed\.min\.js/;
  if (!cdn.test(html))
    throw new Error(`the README's script tag has no unpkg URL of dist/platform-embed.min.js: ${html}`);
  if (!html.includes('integrity="sha384-…"'))
    throw new Error('the README\'s script tag has no integrity="sha384-…" placeholder');
  const sri = readFileSync(
    join(quickStart.dir, 'node_modules', 'platform-embed', 'dist', 'platform-embed.min.js.sri'),
    'utf8',
  ).trim();
  return html.replace(cdn, '/platform-embed.min.js').replace('integrity="sha384-…"', `integrity="${sri}"`);
}

let url = '';
test.beforeAll(async () => {
  const quickStart = project();
  const minJs = readFileSync(join(quickStart.dir, 'node_modules', 'platform-embed', 'dist', 'platform-embed.min.js'));
  url = await quickStart.serve(
    {
      ...GLOBALS_FILE,
      // The element's container is the page's: give it a height, as any page does.
      '/': page(scriptTagPage(quickStart), '<style>platform-embed { display: block; height: 480px; }</style>'),
      '/platform-embed.min.js': script(minJs.toString('utf8')),
      '/app.js': script(block(quickStart, 'js')),
    },
    await sessionRoutes(quickStart),
  );
});

test('script tag: the element shows its loading slot, then is ready with a signed, redeemed session', async ({
  page: browser,
  context,
}) => {
  await context.addCookies(userCookie(url));
  // Hold the session route a moment, so that the loading slot can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await browser.route('**/embed-session?*', async (route) => {
    await held;
    await route.continue();
  });
  await browser.goto(url);
  await expect(browser.getByText('Loading the sales dashboard…')).toBeVisible();
  await expect(browser.getByText('The dashboard could not be loaded.')).toBeHidden();
  release();
  await expect
    .poll(() => browser.locator('platform-embed').evaluate((element: HTMLElement & { state: string }) => element.state))
    .toBe('ready');
  await expect(browser.getByText('Loading the sales dashboard…')).toBeHidden();
  const frame = browser.frameLocator('platform-embed iframe');
  await expect(frame.getByTestId('mode')).toHaveText('signed');
  await expect(frame.getByTestId('viewer')).toHaveText('alice');
  // app.js's settings reached the embed: the attribute's dark scheme, and the filter it sets.
  await expect(frame.getByTestId('scheme')).toHaveText('dark');
  await expect(frame.getByTestId('filters')).toContainText('paid');
  await frame.getByTestId('emit-download-csv').click();
  await expect
    .poll(() =>
      browser.evaluate(() => (window as unknown as { quickStart: { tracked: unknown[] } }).quickStart.tracked),
    )
    .toEqual([['export', 'csv']]);
  // Redeemed: the same URL opened again is refused.
  const src = await browser.locator('platform-embed iframe').getAttribute('src');
  const again = await context.newPage();
  await again.goto(src!);
  await expect(again.getByTestId('mode')).toHaveText('refused');
  await again.close();
});

test.describe('a session route answering 404', () => {
  test.use({ allowedConsoleErrors: /404|Failed to load resource/ });
  test('script tag: the failed slot shows and app.js gets the failure, however quick', async ({
    page: browser,
    context,
  }) => {
    await context.addCookies(userCookie(url));
    await browser.route('**/embed-session?*', (route) => route.fulfill({ status: 404, body: '' }));
    await browser.goto(url);
    await expect(browser.getByText('The dashboard could not be loaded.')).toBeVisible();
    await expect(browser.getByText('Loading the sales dashboard…')).toBeHidden();
    const failure = await browser
      .locator('platform-embed')
      .evaluate((element: HTMLElement & { state: string; failure?: { code: string } }) => ({
        state: element.state,
        code: element.failure?.code,
      }));
    expect(failure).toEqual({ state: 'failed', code: 'SESSION_FAILED' });
    const fallbacks = await browser.evaluate(
      () => (window as unknown as { quickStart: { fallbacks: string[] } }).quickStart.fallbacks,
    );
    expect(fallbacks.length).toBeGreaterThanOrEqual(1);
    expect(fallbacks[0]).toContain('404');
  });
});
