/**
 * Host behaviours a page relies on when things go wrong: a throwing callback (debug sink,
 * onInvalidMessage, handler) stops nothing; READY_TIMEOUT says what was refused meanwhile and
 * from where; and the iframe the controller creates looks right by default under a strict CSP.
 */
import type { Frame, Page } from '@playwright/test';
import { servers } from './support/servers.js';
import {
  eventsOf,
  expect,
  fixtureLoaded,
  frameOf,
  invalidOf,
  recordCspViolations,
  test,
  waitForEvents,
  waitForReceived,
} from './support/test.js';

/** The Frame of the iframe a selector finds. */
async function contentFrame(page: Page, selector: string): Promise<Frame> {
  const frame = await (await page.locator(selector).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame at ${selector}`);
  return frame;
}

test.describe('a throwing callback', () => {
  test.use({ allowedConsoleErrors: /debug sink broke|invalid sink broke|ready handler broke/ });

  test.beforeEach(async ({ openHarness }) => {
    await openHarness();
  });

  test('debug sink, onInvalidMessage or handler: dispatch goes on, queued actions all go out, whenReady resolves; each error is re-thrown asynchronously', async ({
    page,
    consoleErrors,
  }) => {
    const thrown = await page.evaluate(() => {
      const { harness } = window;
      const embed = harness.create('probe', {
        url: harness.fixtureUrl('probe', 'probe.html', { ready: 'manual' }),
        debug: () => {
          throw new Error('debug sink broke');
        },
        onInvalidMessage: (info) => {
          harness.invalid.push({ embed: 'probe', reason: info.reason, detail: info.detail, data: info.data });
          throw new Error('invalid sink broke');
        },
      });
      // The harness's own handlers came first; this one throws, the next must still run.
      embed.on('ready', () => {
        throw new Error('ready handler broke');
      });
      const after: string[] = [];
      harness.scratch.after = after;
      embed.on('ready', (payload) => void after.push(String(payload.embedTenant)));
      harness.scratch.ready = embed.whenReady().then(
        (payload) => `resolved ${payload.embedTenant}`,
        (error: { code?: string }) => `rejected ${error.code}`,
      );
      const calls = [
        () => embed.setColorScheme('dark'),
        () => embed.setLocale('fr-FR'),
        () => embed.navigate('/queued'),
        () => embed.refresh(),
      ];
      const errors: string[] = [];
      for (const call of calls) {
        try {
          call();
        } catch (error) {
          errors.push(String(error));
        }
      }
      return errors;
    });
    expect(thrown).toEqual([]);

    const probe = await frameOf(page, 'probe');
    await fixtureLoaded(probe);
    // A malformed message first (reported: to the throwing sink, and through the throwing debug), then ready.
    await probe.evaluate(() => {
      window.__post('not an envelope');
      window.__sendReady();
    });
    const received = await waitForReceived(probe, 4);
    expect(received.map((record) => (record.data as { type: string }).type)).toEqual([
      'platform:action:set-color-scheme',
      'platform:action:set-locale',
      'platform:action:navigate',
      'platform:action:refresh',
    ]);
    expect(await page.evaluate(() => window.harness.scratch.ready)).toBe('resolved probe-tenant');
    expect(await page.evaluate(() => window.harness.scratch.after)).toEqual(['probe-tenant']);
    expect(await eventsOf(page, 'probe', 'ready')).toHaveLength(1);
    expect((await invalidOf(page, 'probe')).map((report) => report.reason)).toEqual(['not-an-object']);

    // Ready now: a call whose debug line throws returns normally, and its message goes out.
    const outcome = await page.evaluate(() => {
      try {
        window.harness.embeds.probe!.setLocale('de-DE');
        return 'returned';
      } catch (error) {
        return `threw ${String(error)}`;
      }
    });
    expect(outcome).toBe('returned');
    const [, , , , locale] = await waitForReceived(probe, 5);
    expect(locale?.data).toMatchObject({ type: 'platform:action:set-locale', payload: { locale: 'de-DE' } });
    await probe.evaluate(() => window.__emit('download', { format: 'csv', target: 'dashboard' }));
    await waitForEvents(page, 'probe', 'download', 1);

    // Every error reached the page, as an uncaught error of its own.
    for (const pattern of [/debug sink broke/, /invalid sink broke/, /ready handler broke/]) {
      await expect
        .poll(() => consoleErrors.some((line) => line.startsWith('uncaught:') && pattern.test(line)), {
          message: String(pattern),
        })
        .toBe(true);
    }
  });
});

test.describe('READY_TIMEOUT', () => {
  test.beforeEach(async ({ openHarness }) => {
    await openHarness();
  });

  test('names the origin an embed really answered from when it is not the one "origin" says', async ({ page }) => {
    const { embedOrigin, extraOrigins } = servers();
    // The fake embed runs on the embed origin; the page says it is on the probe origin.
    const outcome = await page.evaluate(async (origin) => {
      const { harness } = window;
      const embed = harness.create('main', { url: harness.fakeEmbedUrl(), origin, readyTimeoutMs: 1000 });
      return embed.whenReady().then(
        () => ({ code: 'resolved', message: '', reports: [] as string[] }),
        (error: { code?: string; message: string }) => ({
          code: error.code,
          message: error.message,
          reports: harness.invalid.filter((report) => report.embed === 'main').map((report) => report.reason),
        }),
      );
    }, extraOrigins.probe);
    expect(outcome.code).toBe('READY_TIMEOUT');
    expect(outcome.reports.length).toBeGreaterThanOrEqual(2); // ready and view at least
    expect(new Set(outcome.reports)).toEqual(new Set(['untrusted-origin']));
    expect(outcome.message.startsWith(`No ready from ${extraOrigins.probe} within 1000 ms`), outcome.message).toBe(
      true,
    );
    const refused = /refused (\d+) messages? claiming to be the embed from (\S+) \(untrusted-origin\)/.exec(
      outcome.message,
    );
    expect(refused, outcome.message).not.toBeNull();
    expect(Number(refused![1])).toBe(outcome.reports.length);
    expect(refused![2]).toBe(embedOrigin);
    expect(outcome.message).toContain('is "origin" right?');
  });

  test('does not blame a third party that forged events while the embed stayed silent (reported, but never the embed)', async ({
    page,
  }) => {
    const { extraOrigins } = servers();
    await page.evaluate(() =>
      window.harness.addFrame('third-party', window.harness.fixtureUrl('hostile', 'hostile.html')),
    );
    const hostile = await frameOf(page, 'third-party');
    await fixtureLoaded(hostile);
    await page.evaluate(() => {
      const { harness } = window;
      const embed = harness.create('probe', {
        url: harness.fixtureUrl('probe', 'probe.html', { ready: 'manual' }),
        readyTimeoutMs: 800,
      });
      harness.scratch.outcome = embed.whenReady().then(
        () => ({ code: 'resolved', message: '' }),
        (error: { code?: string; message: string }) => ({ code: error.code, message: error.message }),
      );
    });
    const count = await hostile.evaluate(() => window.__forge());
    const outcome = (await page.evaluate(() => window.harness.scratch.outcome)) as { code: string; message: string };
    expect(outcome.code).toBe('READY_TIMEOUT');
    expect(outcome.message.startsWith(`No ready from ${extraOrigins.probe} within 800 ms`), outcome.message).toBe(true);
    // The forgeries came from another frame: they could not have been this controller's embed.
    expect(outcome.message).not.toContain(extraOrigins.hostile);
    expect(outcome.message).toContain('nothing claiming to be the embed arrived');
    expect(await invalidOf(page, 'probe')).toHaveLength(count);
  });
});

test.describe('the created iframe', () => {
  test.beforeEach(async ({ page, openHarness }) => {
    await recordCspViolations(page);
    await openHarness();
  });

  test('fills its container width with no border; loading and referrerPolicy are its attributes, and the browser goes by them; no CSP violation', async ({
    page,
  }) => {
    const measured = await page.evaluate(() => {
      const { harness } = window;
      // A container no stylesheet of the page knows, 600 px wide (set through the CSSOM: the CSP allows that).
      const plain = document.createElement('div');
      plain.id = 'plain';
      plain.style.width = '600px';
      document.body.prepend(plain);
      const embed = harness.sdk.createEmbed({
        url: harness.fakeEmbedUrl({ session: 'plain' }),
        container: plain,
        loading: 'eager',
        referrerPolicy: 'no-referrer',
      });
      harness.scratch.plainReady = embed.whenReady().then((payload) => payload.embedTenant);
      const style = getComputedStyle(embed.iframe);
      return {
        container: plain.getBoundingClientRect().width,
        width: embed.iframe.getBoundingClientRect().width,
        borderWidth: style.borderTopWidth,
        loading: embed.iframe.getAttribute('loading'),
        referrerPolicy: embed.iframe.getAttribute('referrerpolicy'),
      };
    });
    expect(measured).toEqual({
      container: 600,
      width: 600,
      borderWidth: '0px',
      loading: 'eager',
      referrerPolicy: 'no-referrer',
    });
    expect(await page.evaluate(() => window.harness.scratch.plainReady)).toBe('acme');
    expect(await (await contentFrame(page, '#plain iframe')).evaluate(() => document.referrer)).toBe('');

    // Without the option, the page's own policy applies (strict-origin-when-cross-origin: its origin).
    await page.evaluate(() => {
      window.harness.create('default', { url: window.harness.fakeEmbedUrl({ session: 'default' }), loading: 'lazy' });
    });
    expect(await page.evaluate(() => window.harness.embeds.default!.iframe.getAttribute('loading'))).toBe('lazy');
    await page.evaluate(() => window.harness.embeds.default!.whenReady());
    expect(await (await frameOf(page, 'default')).evaluate(() => document.referrer)).toBe(`${servers().hostOrigin}/`);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });

  test('fills its container in both dimensions, as a block: a 520 px high container gives a 520 px iframe, no gap below it', async ({
    page,
  }) => {
    const measured = await page.evaluate(async () => {
      const { harness } = window;
      const box = document.createElement('div');
      box.id = 'box';
      box.style.width = '640px';
      box.style.height = '520px';
      document.body.prepend(box);
      const embed = harness.sdk.createEmbed({ url: harness.fakeEmbedUrl({ session: 'box' }), container: box });
      await embed.whenReady();
      const frame = embed.iframe.getBoundingClientRect();
      return {
        width: frame.width,
        height: frame.height,
        display: getComputedStyle(embed.iframe).display,
        overflow: box.scrollHeight,
      };
    });
    expect(measured).toEqual({ width: 640, height: 520, display: 'block', overflow: 520 });
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });

  test('the page still styles it with CSS: a stylesheet rule for the iframe wins over the default', async ({
    page,
  }) => {
    // e2e/pages/harness.css: `.slot iframe { width: 900px; height: 640px; border: 1px solid #ccc; }`
    const measured = await page.evaluate(() => {
      const { iframe } = window.harness.create('styled', { url: window.harness.fakeEmbedUrl() });
      const style = getComputedStyle(iframe);
      return { width: style.width, height: style.height, border: `${style.borderTopWidth} ${style.borderTopStyle}` };
    });
    expect(measured).toEqual({ width: '900px', height: '640px', border: '1px solid' });
  });
});
