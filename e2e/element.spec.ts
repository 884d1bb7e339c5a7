/**
 * `<platform-embed>` in Chromium, from the `<script>` file, on a page whose CSP is
 * `script-src 'self'; style-src 'self'` plus Trusted Types (e2e/pages/element.html), with the
 * demo's fake embed on a second origin and the probe on a third: attributes and properties
 * become actions the embed receives, its events come out as `platform-*` events, `src` changes
 * reload or re-create, removal leaves no listener and no timer, and nothing is refused by the CSP.
 */
import type { Page } from '@playwright/test';
import type { PlatformEmbedElement } from '../src/element/index.js';
import { servers } from './support/servers.js';
import {
  countMessageListeners,
  expect,
  fixtureLoaded,
  POLL,
  receivedBy,
  recordCspViolations,
  test,
} from './support/test.js';

/** An event as e2e/pages/element.js records it. */
interface SeenEvent {
  type: string;
  id: string;
  detail: Record<string, unknown>;
  bubbles: boolean;
  composed: boolean;
}

declare global {
  interface Window {
    /** e2e/pages/element.js. */
    elementPage: {
      config: { embedOrigin: string; extraOrigins: Record<string, string> };
      events: SeenEvent[];
      fakeEmbedUrl(params?: Record<string, string>): string;
      probeUrl(params?: Record<string, string>): string;
      later<T>(run: () => T | Promise<T>): Promise<T>;
      scratch: Record<string, PlatformEmbedElement>;
    };
    /** Set by the init script of countTimers(): timers of the page's window set and neither run nor cleared. */
    __pendingTimers: () => number;
  }
}

/**
 * Counts the timers of the page's window, from before any page script runs: a timer counts from
 * `setTimeout` until it runs or is cleared. Call before opening the page.
 */
async function countTimers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const pending = new Set<number>();
    const set = window.setTimeout.bind(window);
    const clear = window.clearTimeout.bind(window);
    window.setTimeout = ((handler: () => void, ms?: number) => {
      const id = set(() => {
        pending.delete(id);
        handler();
      }, ms);
      pending.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) pending.delete(id);
      clear(id);
    }) as typeof window.clearTimeout;
    window.__pendingTimers = () => pending.size;
  });
}

/** The listeners and timers the page holds now. */
const held = (page: Page) =>
  page.evaluate(() => ({ listeners: window.__messageListeners(), timers: window.__pendingTimers() }));

/** The events of the element with this id seen so far, of one type. */
const seen = (page: Page, id: string, type: string) =>
  page.evaluate(({ id, type }) => window.elementPage.events.filter((event) => event.id === id && event.type === type), {
    id,
    type,
  });

/** Waits until the element with this id has dispatched `count` events of `type`, and returns them. */
async function waitForSeen(page: Page, id: string, type: string, count: number): Promise<SeenEvent[]> {
  await expect
    .poll(async () => (await seen(page, id, type)).length, { ...POLL, message: `${count} × ${type} on #${id}` })
    .toBe(count);
  return seen(page, id, type);
}

/** The frame of the probe in the element with this id. */
async function probeIn(page: Page, id: string) {
  const handle = await page.locator(`#${id} iframe`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame in #${id}`);
  await fixtureLoaded(frame);
  return frame;
}

/** Opens the element page and waits for the markup's element to be ready; returns the response (for its CSP header). */
async function openElementPage(page: Page) {
  const response = await page.goto(`${servers().hostOrigin}/e2e/element.html`);
  await page.waitForFunction(() => window.elementPage !== undefined);
  await page.evaluate(() => (document.getElementById('main') as PlatformEmbedElement).whenReady());
  return response;
}

test.beforeEach(async ({ page }) => {
  await countMessageListeners(page);
  await countTimers(page);
  await recordCspViolations(page);
});

test.afterEach(async ({ page }) => {
  // Not one CSP violation, on the page or in any frame, whatever the test did.
  expect(await page.evaluate(() => window.__cspViolations), 'CSP violations on the page').toEqual([]);
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && !frame.isDetached())
      expect(await frame.evaluate(() => window.__cspViolations ?? []), `CSP violations in ${frame.url()}`).toEqual([]);
  }
});

test('the <script> file registered <platform-embed>: the markup element gets its settings and hands out events, under the CSP', async ({
  page,
}) => {
  const response = await openElementPage(page);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(
    await page.evaluate(() => customElements.get('platform-embed') === window.PlatformEmbed?.PlatformEmbedElement),
  ).toBe(true);

  const embed = page.frameLocator('#main iframe');
  // Attributes given in the markup, sent once the embed was ready.
  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await expect(embed.getByTestId('locale')).toHaveText('fr-FR');
  await expect(embed.getByTestId('session')).toHaveText('first');
  expect(await page.evaluate(() => (document.getElementById('main') as PlatformEmbedElement).state)).toBe('ready');
  const [ready] = await waitForSeen(page, 'main', 'platform-ready', 1);
  expect(ready).toMatchObject({
    detail: { embedTenant: 'acme', deploymentId: 42, publicId: 'sales-overview' },
    bubbles: true,
    composed: true,
  });

  // Properties and attribute changes, made in tasks of the page (under its CSP).
  await page.evaluate(() =>
    window.elementPage.later(() => {
      const el = document.getElementById('main') as PlatformEmbedElement;
      el.theme = { primaryColor: '#e11d48' };
      el.filters = [{ view: 'orders', dimension: 'status', value: ['paid'] }];
      el.colorScheme = 'light';
      el.setAttribute('locale', 'ja-JP');
      el.navigate('/orders');
      el.refresh();
    }),
  );
  await expect(embed.getByTestId('theme')).toHaveText('{"primaryColor":"#e11d48"}');
  await expect(embed.locator('[data-filter-key="orders.status"]')).toHaveText('orders.status = ["paid"]');
  await expect(embed.getByTestId('scheme')).toHaveText('light');
  await expect(embed.getByTestId('locale')).toHaveText('ja-JP');
  await expect(embed.getByTestId('path')).toHaveText('/orders');
  await expect(embed.getByTestId('refresh-count')).toHaveText('1');
  // The same values again send nothing: after one more refresh, the embed has seen 8 + 1 actions.
  await page.evaluate(() =>
    window.elementPage.later(() => {
      const el = document.getElementById('main') as PlatformEmbedElement;
      el.theme = { primaryColor: '#e11d48' };
      el.filters = ['f_orders.status=["paid"]'];
      el.colorScheme = 'light';
      el.locale = 'ja-JP';
      el.refresh();
    }),
  );
  await expect(embed.getByTestId('refresh-count')).toHaveText('2');
  await expect(embed.getByTestId('action-log').locator('li')).toHaveCount(9);

  // Events out: the embed's buttons, as platform-<event> on the element, bubbling and composed.
  await embed.getByTestId('emit-download-csv').click();
  const [download] = await waitForSeen(page, 'main', 'platform-download', 1);
  expect(download).toMatchObject({ detail: { format: 'csv' }, bubbles: true, composed: true });
  await embed.getByTestId('emit-drilldown').click();
  await waitForSeen(page, 'main', 'platform-drilldown', 1);
  await embed.getByTestId('emit-ai-completed').click();
  const [query] = await waitForSeen(page, 'main', 'platform-ai-query', 1);
  expect(query!.detail.status).toBe('completed');
});

test('sizing: a block 600 px high by default, the page’s CSS wins, and the frame fills it and takes ::part(frame) rules', async ({
  page,
}) => {
  await openElementPage(page);
  const boxes = await page.evaluate(() => {
    const el = document.getElementById('main') as PlatformEmbedElement;
    const measure = () => {
      const outer = el.getBoundingClientRect();
      const frame = el.controller!.iframe.getBoundingClientRect();
      return {
        display: getComputedStyle(el).display,
        height: outer.height,
        width: outer.width,
        frame: { height: frame.height, width: frame.width, top: frame.top - outer.top },
      };
    };
    const before = measure();
    el.classList.add('short');
    const after = measure();
    return {
      before,
      after,
      part: getComputedStyle(el.controller!.iframe).backgroundColor,
      body: document.body.clientWidth,
    };
  });
  // A block-level grid: the frame and the shown slot's children share its one cell.
  expect(boxes.before).toEqual({
    display: 'grid',
    height: 600,
    width: boxes.body,
    frame: { height: 600, width: boxes.body, top: 0 },
  });
  expect(boxes.after).toMatchObject({ height: 320, frame: { height: 320, width: boxes.body, top: 0 } });
  expect(boxes.part).toBe('rgb(1, 2, 3)');
  // Nothing styled inline: no style attribute, no <style> element.
  expect(
    await page.evaluate(
      () =>
        document.querySelectorAll('[style], style').length +
        document.getElementById('main')!.shadowRoot!.querySelectorAll('[style], style').length,
    ),
  ).toBe(0);
});

test('src: a URL of the same origin reloads the same iframe, settings back; another origin re-creates it', async ({
  page,
}) => {
  await openElementPage(page);
  const embed = page.frameLocator('#main iframe');
  await page.evaluate(() => {
    const el = document.getElementById('main') as PlatformEmbedElement;
    el.theme = { primaryColor: '#e11d48' };
    el.filters = [{ view: 'orders', dimension: 'status', value: ['paid'] }];
    (el.controller!.iframe as HTMLIFrameElement & { mark?: string }).mark = 'first frame';
  });
  await expect(embed.getByTestId('theme')).toHaveText('{"primaryColor":"#e11d48"}');
  const listeners = (await held(page)).listeners;

  await page.evaluate(() => {
    const el = document.getElementById('main') as PlatformEmbedElement;
    el.src = window.elementPage.fakeEmbedUrl({ publicId: 'sales-overview', session: 'second' });
  });
  await expect(embed.getByTestId('session')).toHaveText('second');
  await waitForSeen(page, 'main', 'platform-ready', 2);
  expect(
    await page.evaluate(
      () =>
        (
          (document.getElementById('main') as PlatformEmbedElement).controller!.iframe as HTMLIFrameElement & {
            mark?: string;
          }
        ).mark,
    ),
  ).toBe('first frame');
  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await expect(embed.getByTestId('locale')).toHaveText('fr-FR');
  await expect(embed.getByTestId('theme')).toHaveText('{"primaryColor":"#e11d48"}');
  await expect(embed.locator('[data-filter-key="orders.status"]')).toHaveText('orders.status = ["paid"]');
  expect((await held(page)).listeners).toBe(listeners);

  // Another origin: a new controller and iframe; the settings go to the new embed.
  await page.evaluate(() => {
    const el = document.getElementById('main') as PlatformEmbedElement;
    el.src = window.elementPage.probeUrl();
  });
  await expect(page.locator('#main iframe')).toHaveCount(1);
  const probe = await probeIn(page, 'main');
  await expect
    .poll(async () => (await receivedBy(probe)).map((record) => (record.data as { type: string }).type), POLL)
    .toEqual([
      'platform:action:set-color-scheme',
      'platform:action:set-theme',
      'platform:action:set-locale',
      'platform:action:set-filter',
    ]);
  expect(
    await page.evaluate(() => {
      const el = document.getElementById('main') as PlatformEmbedElement;
      return {
        origin: el.controller!.origin,
        marked: (el.controller!.iframe as HTMLIFrameElement & { mark?: string }).mark ?? 'new frame',
        state: el.state,
      };
    }),
  ).toEqual({
    origin: await page.evaluate(() => window.elementPage.config.extraOrigins.probe!),
    marked: 'new frame',
    state: 'ready',
  });
  expect((await held(page)).listeners).toBe(listeners);

  // A malformed message from the new embed: platform-invalid-message, with reason and detail.
  await probe.evaluate(() => window.__emit('download', { format: 'gif', target: 'widget' }));
  const [invalid] = await waitForSeen(page, 'main', 'platform-invalid-message', 1);
  expect(invalid!.detail).toEqual({ reason: 'invalid-payload', detail: expect.stringContaining('payload.format') });
});

test('removal leaves no listener and no timer; re-insertion and a move start it again', async ({ page }) => {
  await openElementPage(page);
  // A second element whose embed never says ready: its ready timeout stays pending.
  await page.evaluate(() =>
    window.elementPage.later(() => {
      const el = document.createElement('platform-embed');
      el.id = 'waiting';
      el.className = 'short';
      el.setAttribute('ready-timeout', '60000');
      el.src = window.elementPage.probeUrl({ ready: 'manual' });
      document.body.append(el);
    }),
  );
  await probeIn(page, 'waiting');
  expect(await held(page)).toEqual({ listeners: 2, timers: 1 });

  const removed = await page.evaluate(() => {
    const { scratch } = window.elementPage;
    scratch.main = document.getElementById('main') as PlatformEmbedElement;
    scratch.waiting = document.getElementById('waiting') as PlatformEmbedElement;
    scratch.main.remove();
    scratch.waiting.remove();
    return [scratch.main, scratch.waiting].map((el) => ({
      state: el.state,
      controller: el.controller === undefined,
      frames: el.shadowRoot!.querySelectorAll('iframe').length,
    }));
  });
  expect(removed).toEqual([
    { state: 'idle', controller: true, frames: 0 },
    { state: 'idle', controller: true, frames: 0 },
  ]);
  expect(await held(page)).toEqual({ listeners: 0, timers: 0 });

  // Re-inserted: a new controller, a new frame, and the settings again.
  await page.evaluate(() => window.elementPage.later(() => document.body.append(window.elementPage.scratch.main!)));
  await page.evaluate(() => window.elementPage.scratch.main!.whenReady());
  const embed = page.frameLocator('#main iframe');
  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await expect(embed.getByTestId('locale')).toHaveText('fr-FR');
  expect((await held(page)).listeners).toBe(1);

  // Moved within the document (removed and inserted in one task): it ends with one working embed.
  await page.evaluate(() =>
    window.elementPage.later(() => document.getElementById('parking')!.append(window.elementPage.scratch.main!)),
  );
  await page.evaluate(() => window.elementPage.scratch.main!.whenReady());
  await expect(page.locator('#main iframe')).toHaveCount(1);
  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await embed.getByTestId('emit-download-pdf').click();
  const downloads = await waitForSeen(page, 'main', 'platform-download', 1);
  expect(downloads[0]!.detail.format).toBe('pdf');
  expect(await held(page)).toEqual({ listeners: 1, timers: 0 });
});

test('a bad attribute throws nothing on the page: the element is failed, with no embed, and says why in platform-options-error', async ({
  page,
  consoleErrors,
}) => {
  await openElementPage(page);
  const outcome = await page.evaluate(() =>
    window.elementPage.later(() => {
      const el = document.createElement('platform-embed');
      el.id = 'bad';
      el.src = '/embed/dashboard/abc';
      document.body.append(el);
      const first = { state: el.state, frames: el.shadowRoot!.querySelectorAll('iframe').length };
      el.src = window.elementPage.fakeEmbedUrl();
      el.setAttribute('ready-timeout', 'soon');
      return { first, second: el.state };
    }),
  );
  expect(outcome).toEqual({ first: { state: 'failed', frames: 0 }, second: 'failed' });
  const errors = await seen(page, 'bad', 'platform-options-error');
  expect(errors.map((event) => [event.detail.code, event.bubbles, event.composed])).toEqual([
    ['INVALID_OPTIONS', true, true],
    ['INVALID_OPTIONS', true, true],
  ]);
  expect(errors[0]!.detail.message).toContain('a relative URL is never resolved against the page');
  expect(errors[1]!.detail.message).toContain('got "soon"');
  expect(consoleErrors).toEqual([]);
  expect((await held(page)).listeners).toBe(1); // the markup's element only
});

test('a move with moveBefore() keeps the controller and the running frame: no reload', async ({ page }) => {
  await openElementPage(page);
  const moved = await page.evaluate(() =>
    window.elementPage.later(() => {
      const el = document.getElementById('main') as PlatformEmbedElement;
      const before = el.controller;
      (el.controller!.iframe as HTMLIFrameElement & { mark?: string }).mark = 'kept';
      const parking = document.getElementById('parking') as HTMLElement & {
        moveBefore(node: Node, child: Node | null): void;
      };
      parking.moveBefore(el, null);
      return {
        sameController: el.controller === before,
        parent: el.parentElement?.id,
        mark: (el.controller!.iframe as HTMLIFrameElement & { mark?: string }).mark,
        state: el.state,
      };
    }),
  );
  expect(moved).toEqual({ sameController: true, parent: 'parking', mark: 'kept', state: 'ready' });
  const embed = page.frameLocator('#main iframe');
  await embed.getByTestId('emit-download-xlsx').click();
  const [download] = await waitForSeen(page, 'main', 'platform-download', 1);
  expect(download!.detail.format).toBe('xlsx');
  // The frame did not reload: still the one ready, and one listener.
  expect(await seen(page, 'main', 'platform-ready')).toHaveLength(1);
  expect(await held(page)).toEqual({ listeners: 1, timers: 0 });
});

test('an upgrade loads the embed once: markup with every attribute and a src property, then the <script> file', async ({
  page,
}) => {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('session=upgrade-once') && request.resourceType() === 'document')
      loads.push(request.url());
  });
  await page.goto(`${servers().hostOrigin}/e2e/element-upgrade.html`);
  await page.waitForFunction(() => (window as unknown as { upgradePage?: unknown }).upgradePage !== undefined);
  await page.evaluate(() => (window as unknown as { upgradePage: { loaded: Promise<unknown> } }).upgradePage.loaded);
  expect(
    await page.evaluate(() => (document.getElementById('late') as PlatformEmbedElement).whenReady()),
  ).toMatchObject({ embedTenant: 'acme' });
  await expect(page.frameLocator('#late iframe').getByTestId('scheme')).toHaveText('dark');
  expect(loads).toHaveLength(1);
  expect(
    await page.evaluate(() => document.getElementById('late')!.shadowRoot!.querySelectorAll('iframe').length),
  ).toBe(1);
});

test.describe('a failure no script could hear', () => {
  test.use({ allowedConsoleErrors: /<platform-embed>: EmbedError/ });

  test('an attribute refused while the page parses is logged once with console.error', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${servers().hostOrigin}/e2e/element-parse-failure.html`);
    await page.waitForLoadState('load');
    const state = await page.evaluate(() => (document.getElementById('early') as PlatformEmbedElement).state);
    expect(state).toBe('failed');
    await expect.poll(() => consoleErrors.length).toBe(1);
    expect(consoleErrors[0]).toMatch(
      /^console\.error: <platform-embed>: EmbedError: url: expected an absolute http\(s\) URL, got "\/embed\/dashboard\/abc": a relative URL/,
    );
    expect(consoleErrors[0]).not.toContain('session=s1');
  });
});

test.describe('a failure the page learns with no script', () => {
  // Chromium logs the 404 of the session route itself.
  test.use({ allowedConsoleErrors: /404 \(Not Found\)/ });

  test('a 404 session route shows slot="failed" and sets failure and :state(failed), in 6 of 6 loads', async ({
    page,
  }) => {
    for (let load = 1; load <= 6; load += 1) {
      await page.goto(`${servers().hostOrigin}/e2e/element-failed.html`);
      await expect(page.locator('#fallback'), `load ${load}`).toBeVisible();
      await expect(page.locator('#loading'), `load ${load}`).toBeHidden();
      const seen = await page.evaluate(() => {
        const el = document.getElementById('failing') as PlatformEmbedElement;
        return {
          state: el.state,
          custom: el.matches(':state(failed)'),
          code: el.failure?.code,
          message: el.failure?.message,
          frame: el.shadowRoot!.querySelector('iframe')?.checkVisibility(),
        };
      });
      expect(seen, `load ${load}`).toEqual({
        state: 'failed',
        custom: true,
        code: 'SESSION_FAILED',
        message:
          'session provider: session-endpoint answered HTTP 404 (Not Found), expected JSON { "url": "https://…" }: Not found: /no-such-session-route',
        frame: false,
      });
    }
  });
});

test('session-endpoint: the element asks the page backend, with the page cookies, for a fresh signed session on every load', async ({
  page,
}) => {
  await openElementPage(page);
  // The page's login cookie, which only the page's own backend reads.
  await page.context().addCookies([{ name: 'viewer', value: 'alice', url: servers().hostOrigin, sameSite: 'Strict' }]);
  await page.evaluate(() => {
    const el = document.createElement('platform-embed');
    el.id = 'signed';
    el.setAttribute('session-endpoint', '/embed-session?dashboard=sales-overview');
    document.body.append(el);
  });
  const signed = (page: Page) => page.locator('#signed');
  const ready = () => page.evaluate(() => (document.getElementById('signed') as PlatformEmbedElement).whenReady());
  expect(await ready()).toMatchObject({ mode: 'signed', surface: 'dashboard' });
  const frame = async () => (await (await signed(page).locator('iframe').elementHandle())!.contentFrame())!;
  const first = await frame();
  await expect(first.locator('#viewer')).toHaveText('alice'); // the cookie reached the page backend
  const firstUrl = first.url();
  expect(new URL(firstUrl).searchParams.get('session')).toMatch(/^[0-9a-f]{32}$/);

  // reload(): a new session from the endpoint (the old one was redeemed), for the same viewer.
  await page.evaluate(() => (document.getElementById('signed') as PlatformEmbedElement).reload());
  await expect.poll(async () => (await frame()).url()).not.toBe(firstUrl);
  expect(await ready()).toMatchObject({ mode: 'signed' });
  await expect((await frame()).locator('#viewer')).toHaveText('alice');
  expect(await seen(page, 'signed', 'platform-failure')).toEqual([]);
});
