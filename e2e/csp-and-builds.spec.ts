/**
 * The two ways to load the SDK — the `<script>` file (global PlatformEmbed) and the ES
 * module — each on a page whose CSP is `script-src 'self'`: not one violation report, not one
 * console error, and no global but PlatformEmbed.
 */
import type { Page } from '@playwright/test';
import { expect, frameLocator, recordCspViolations, test, waitForEvents } from './support/test.js';

const KINDS = ['iife', 'esm'] as const;

/** Globals that appeared between two snapshots: frame indexes (window[0]) are not globals. */
function added(before: string[], after: string[]): string[] {
  const known = new Set(before);
  return after.filter((name) => !known.has(name) && !/^\d+$/.test(name));
}

/**
 * Everything the SDK does on a page — create, every action, events, a reload, destroy —
 * called from tasks of the page (harness.later), where the page's CSP applies in full.
 */
async function exercise(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.harness.later(() => {
      const embed = window.harness.create('main', { url: window.harness.fakeEmbedUrl({ publicId: 'sales-overview' }) });
      embed.setColorScheme('dark');
      return embed.whenReady();
    }),
  );
  await page.evaluate(() =>
    window.harness.later(() => {
      const embed = window.harness.embeds.main!;
      embed.setTheme({ primaryColor: '#e11d48', borderRadius: '4px', font: 'Georgia, serif' });
      embed.setLocale('ja-JP');
      embed.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] });
      embed.navigate('/orders');
      embed.refresh();
    }),
  );
  const frame = frameLocator(page, 'main');
  await expect(frame.getByTestId('refresh-count')).toHaveText('1');
  await frame.getByTestId('emit-download-csv').click();
  await waitForEvents(page, 'main', 'download', 1);
  await frame.getByTestId('reload').click();
  await waitForEvents(page, 'main', 'ready', 2);
  await expect(frame.getByTestId('locale')).toHaveText('ja-JP');
}

for (const kind of KINDS) {
  test(`${kind}: runs under script-src 'self' with no CSP violation and no console error`, async ({
    page,
    openHarness,
    consoleErrors,
  }) => {
    await recordCspViolations(page);
    const response = await openHarness(kind);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|wasm-unsafe-eval/);

    await exercise(page);
    const frameViolations = await page
      .frameLocator('#slot-main iframe')
      .locator('html')
      .evaluate(() => window.__cspViolations);
    await page.evaluate(() => window.harness.later(() => window.harness.embeds.main!.destroy()));

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(frameViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await page.evaluate(() => window.harness.invalid)).toEqual([]);
  });
}

test.describe('the CSP check itself', () => {
  test.use({ allowedConsoleErrors: /Content Security Policy/ });

  test('sees an inline script and an eval run by the page', async ({ page, openHarness }) => {
    await recordCspViolations(page);
    await openHarness('iife');
    const evalRefused = await page.evaluate(() =>
      window.harness.later(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.head.append(script);
        try {
          // biome-ignore lint/security/noGlobalEval: the page's CSP must refuse it
          (0, eval)('1 + 1');
          return false;
        } catch (error) {
          return error instanceof EvalError;
        }
      }),
    );
    expect(evalRefused).toBe(true);
    await expect
      .poll(() => page.evaluate(() => window.__cspViolations.map((violation) => violation.directive).sort()))
      .toEqual(['script-src', 'script-src-elem']);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  });
});

test('the <script> file defines the global PlatformEmbed and no other', async ({ page, openHarness }) => {
  await openHarness('iife');
  const snapshots = await page.evaluate(() => window.harness.globalSnapshots);
  const [beforeSdk, afterSdk] = snapshots.slice(-2) as [string[], string[]];
  expect(added(beforeSdk, afterSdk)).toEqual(['PlatformEmbed']);
  expect(added(afterSdk, beforeSdk)).toEqual([]);

  const api = await page.evaluate(() => ({
    createEmbed: typeof window.PlatformEmbed?.createEmbed,
    EmbedError: typeof window.PlatformEmbed?.EmbedError,
    EVENT_NAMES: window.PlatformEmbed?.EVENT_NAMES.length,
    // The wire's building blocks are platform-embed/protocol's: a page never needs them.
    wire:
      window.PlatformEmbed !== undefined &&
      ['checkEventMessage', 'parseEventMessage', 'createActionMessage', 'EMBED_SOURCE'].some(
        (name) => name in window.PlatformEmbed!,
      ),
    bridge: window.PlatformEmbed !== undefined && 'createEmbedBridge' in window.PlatformEmbed,
    sameAsHarness: window.PlatformEmbed === window.harness.sdk,
  }));
  expect(api).toEqual({
    createEmbed: 'function',
    EmbedError: 'function',
    EVENT_NAMES: 8,
    wire: false,
    bridge: false,
    sameAsHarness: true,
  });

  // Using it adds none either (the harness's own `harness` aside).
  await exercise(page);
  const now = await page.evaluate(() => Object.getOwnPropertyNames(window));
  expect(added(afterSdk, now)).toEqual(['harness']);
});

test('the ES module works without a global, and exports what the <script> file does', async ({
  page,
  context,
  openHarness,
}) => {
  await openHarness('esm');
  expect(await page.evaluate(() => window.harness.kind)).toBe('esm');
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(loaded).toContain('/e2e/build/platform-embed.js');
  expect(loaded).not.toContain('/dist/platform-embed.min.js');

  const snapshots = await page.evaluate(() => window.harness.globalSnapshots);
  const [beforeImport, afterImport] = snapshots.slice(-2) as [string[], string[]];
  // zod is a dependency of the ES build, shared with the app: its page-wide configuration
  // object is zod's own. (The <script> file bundles a zod that keeps it private.)
  expect(added(beforeImport, afterImport).filter((name) => !name.startsWith('__zod_'))).toEqual([]);
  expect(await page.evaluate(() => 'PlatformEmbed' in window)).toBe(false);

  await exercise(page);
  const now = await page.evaluate(() => Object.getOwnPropertyNames(window));
  expect(added(afterImport, now)).toEqual(['harness']);

  const moduleExports = await page.evaluate(() => Object.keys(window.harness.sdk).sort());
  const scriptPage = await context.newPage();
  await scriptPage.goto(page.url().replace('/esm.html', '/iife.html'));
  await scriptPage.waitForFunction(() => window.harness !== undefined);
  const globalExports = await scriptPage.evaluate(() => Object.keys(window.PlatformEmbed ?? {}).sort());
  // The <script> file is the root entry plus the <platform-embed> element (src/cdn.ts).
  expect([...moduleExports, 'PlatformEmbedElement', 'defineEmbedElement'].sort()).toEqual(globalExports);
  expect(moduleExports).toEqual(expect.arrayContaining(['createEmbed', 'EmbedError', 'EVENT_NAMES']));
  // The wire's building blocks are platform-embed/protocol's (0.4).
  expect(moduleExports).not.toContain('parseEventMessage');
});
