/**
 * What a page or an attacker can hand the SDK, across real origins: a deep link whose navigate
 * path is checked by resolution (host and bridge), replay kept with its tenant, a `url` that
 * must be absolute, options read as own properties only (a polluted `Object.prototype`), and no
 * false alarms between two embeds of one origin.
 *
 * The fake embed (startFakeEmbedServer's page) loads a path under /embed/ as a new document, as a
 * server-rendered embed would: so a navigate path that resolves elsewhere would really take
 * the frame off the embed origin, and a path on the origin can open another tenant's document.
 */
import type { Frame, Page } from '@playwright/test';
import { servers } from './support/servers.js';
import {
  countMessageListeners,
  eventsOf,
  expect,
  fixtureLoaded,
  frameLocator,
  frameOf,
  invalidOf,
  POLL,
  test,
  waitForEvents,
} from './support/test.js';

/** The host's confidential filter: it must never reach another tenant's document. */
const CONFIDENTIAL = { view: 'accounts', dimension: 'id', value: 'CONFIDENTIAL-42' };

/** Creates the fake embed (tenant acme, deployment 42 unless `params` say otherwise) and waits for its widgets. */
async function startFakeEmbed(page: Page, id: string, params: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ({ id, params }) => {
      const { harness } = window;
      const lines: string[] = [];
      harness.scratch[`debug:${id}`] = lines;
      harness.create(id, { url: harness.fakeEmbedUrl(params), debug: (line) => void lines.push(line) });
    },
    { id, params },
  );
  await page.evaluate((id) => window.harness.embeds[id]!.whenReady(), id);
  await waitForEvents(page, id, 'dashboard-loaded', 1);
}

/** Sets the host's settings, the confidential filter among them, and waits until the embed shows them. */
async function applySettings(page: Page, id: string): Promise<void> {
  await page.evaluate(
    ({ id, filter }) => {
      const embed = window.harness.embeds[id]!;
      embed.setColorScheme('dark');
      embed.setTheme({ primaryColor: '#0f766e' });
      embed.setLocale('de-DE');
      embed.setFilter(filter);
    },
    { id, filter: CONFIDENTIAL },
  );
  const embed = frameLocator(page, id);
  await expect(embed.locator('[data-filter-key="accounts.id"]')).toHaveText('accounts.id = "CONFIDENTIAL-42"');
  await expect(embed.getByTestId('locale')).toHaveText('de-DE');
}

/** The path (with its query) of a fake embed document: a path that stays on the embed origin. */
function fakeEmbedPath(page: Page, params: Record<string, string>): Promise<string> {
  return page.evaluate((params) => {
    const url = new URL(window.harness.fakeEmbedUrl(params));
    return url.pathname + url.search;
  }, params);
}

/** What `navigate(path)` throws in the page: its code and message, or 'nothing'. */
function navigateThrows(
  page: Page,
  id: string,
  path: string,
): Promise<{ code?: string; message?: string } | 'nothing'> {
  return page.evaluate(
    ({ id, path }) => {
      try {
        window.harness.embeds[id]!.navigate(path);
        return 'nothing' as const;
      } catch (error) {
        return { code: (error as { code?: string }).code, message: (error as Error).message };
      }
    },
    { id, path },
  );
}

/** The `type` of each entry of one of the fake embed's logs (action-log, invalid-log, event-log). */
function logTypes(page: Page, id: string, log: string): Promise<string[]> {
  return frameLocator(page, id)
    .getByTestId(log)
    .locator('li')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.type ?? ''));
}

/** The origin of the document now in a frame. */
const originOf = (frame: Frame) => new URL(frame.url()).origin;

test.beforeEach(async ({ page, openHarness }) => {
  await countMessageListeners(page);
  await openHarness();
});

test.describe('navigate paths and replay: an attacker-supplied deep link', () => {
  test('cannot take the embed frame off its origin, nor get the host settings into its own tenant document there', async ({
    page,
  }) => {
    const { embedOrigin, extraOrigins } = servers();
    await startFakeEmbed(page, 'main');
    await applySettings(page, 'main');
    const frame = await frameOf(page, 'main');
    const embed = frameLocator(page, 'main');
    const actionsBefore = await logTypes(page, 'main', 'action-log');
    expect(actionsBefore).toHaveLength(4);

    // The host page forwards a path from its own URL (?path=…) to navigate(): the attacker
    // writes it. Each of these starts with "/" but resolves to another host.
    const hostile = new URL(extraOrigins.hostile).host;
    const offOrigin = [
      '/\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '//evil.com',
      `/\\${hostile}/embed/`,
      `/\t/${hostile}/embed/`,
      `/\n/${hostile}/embed/`,
      `//${hostile}/embed/`,
    ];
    for (const path of offOrigin) {
      const thrown = await navigateThrows(page, 'main', path);
      expect(thrown, `navigate(${JSON.stringify(path)})`).toMatchObject({ code: 'INVALID_PAYLOAD' });
    }
    // Nothing was sent, and the frame is where it was.
    await page.evaluate(() => window.harness.embeds.main!.navigate('/orders'));
    await expect(embed.getByTestId('path')).toHaveText('/orders');
    expect(await logTypes(page, 'main', 'action-log')).toEqual([...actionsBefore, 'platform:action:navigate']);
    expect(originOf(frame)).toBe(embedOrigin);

    // A path that does stay on the embed origin, to a document of the attacker's own tenant.
    const evilPath = await fakeEmbedPath(page, { embedTenant: 'evil', deploymentId: '666', session: 'attacker' });
    expect(await navigateThrows(page, 'main', evilPath)).toBe('nothing');
    const readies = await waitForEvents(page, 'main', 'ready', 2);
    expect(readies[1]?.payload).toMatchObject({ embedTenant: 'evil', deploymentId: 666 });
    expect(originOf(frame)).toBe(embedOrigin);
    await expect(embed.getByTestId('tenant')).toHaveText('evil');

    // A one-shot action after that ready: messages arrive in order, so once it is in, a replay would be too.
    await page.evaluate(() => window.harness.embeds.main!.refresh());
    await expect(embed.getByTestId('refresh-count')).toHaveText('1');
    expect(await logTypes(page, 'main', 'action-log')).toEqual(['platform:action:refresh']);
    await expect(embed.getByTestId('filters')).toHaveText('none');
    await expect(embed.getByTestId('theme')).toHaveText('{}');
    await expect(embed.getByTestId('scheme')).toHaveText('light');
    await expect(embed.getByTestId('locale')).toHaveText('en-US');
    expect(await frame.evaluate(() => document.body.textContent)).not.toContain('CONFIDENTIAL-42');

    // The ready itself reached the handlers, as any ready does; debug says why nothing was replayed.
    expect(await page.evaluate(() => window.harness.embeds.main!.readyPayload?.embedTenant)).toBe('evil');
    const lines = await page.evaluate(() => window.harness.scratch['debug:main'] as string[]);
    expect(
      lines.filter((line) => /replay/i.test(line)).length,
      `a debug line about the replay in ${JSON.stringify(lines)}`,
    ).toBeGreaterThan(0);
  });

  test('the embed-side bridge refuses such a path as invalid-payload and its router never sees it', async ({
    page,
  }) => {
    const { embedOrigin, extraOrigins } = servers();
    await startFakeEmbed(page, 'main');
    const frame = await frameOf(page, 'main');
    await frame.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const hostile = new URL(extraOrigins.hostile).host;
    const paths = [
      `/\\${hostile}/embed/`,
      `/\t/${hostile}/embed/`,
      `/\n/${hostile}/embed/`,
      `//${hostile}/embed/`,
      '/\\evil.com',
    ];

    // Posted straight to the frame from the host origin, past the host SDK's own check: a host
    // on an older SDK, or any script of the host page.
    await page.evaluate(
      ({ paths, embedOrigin }) => {
        const target = window.harness.embeds.main!.iframe.contentWindow!;
        const action = (path: string) => ({
          source: 'platform-embed',
          direction: 'action',
          type: 'platform:action:navigate',
          payload: { path },
          timestamp: Date.now(),
        });
        for (const path of paths) target.postMessage(action(path), embedOrigin);
        target.postMessage(action('/customers'), embedOrigin); // a valid one after them
      },
      { paths, embedOrigin },
    );
    const embed = frameLocator(page, 'main');
    await expect(embed.getByTestId('path')).toHaveText('/customers');
    expect(await logTypes(page, 'main', 'invalid-log')).toEqual(paths.map(() => 'invalid-payload'));
    expect(await logTypes(page, 'main', 'action-log')).toEqual(['platform:action:navigate']);
    await page.waitForTimeout(200);
    expect(originOf(frame)).toBe(embedOrigin);
    expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const navigated = await eventsOf(page, 'main', 'navigate');
    expect(navigated.map((event) => event.payload.path)).toEqual(['/customers']);
  });
});

test('replay stays with its tenant: the same tenant and deployment get the settings again, another deployment does not', async ({
  page,
}) => {
  await startFakeEmbed(page, 'main');
  await applySettings(page, 'main');
  const embed = frameLocator(page, 'main');

  // Another document of the same tenant and deployment (a new session): the settings come back.
  await page.evaluate(
    async (path) => window.harness.embeds.main!.navigate(path),
    await fakeEmbedPath(page, { session: 'second' }),
  );
  await waitForEvents(page, 'main', 'ready', 2);
  await expect(embed.getByTestId('session')).toHaveText('second');
  await expect(embed.locator('[data-filter-key="accounts.id"]')).toHaveText('accounts.id = "CONFIDENTIAL-42"');
  await expect(embed.getByTestId('theme')).toHaveText('{"primaryColor":"#0f766e"}');
  expect(await logTypes(page, 'main', 'action-log')).toEqual([
    'platform:action:set-color-scheme',
    'platform:action:set-theme',
    'platform:action:set-locale',
    'platform:action:set-filter',
  ]);

  // The same tenant, another deployment: nothing is replayed.
  await page.evaluate(
    async (path) => window.harness.embeds.main!.navigate(path),
    await fakeEmbedPath(page, { deploymentId: '43', session: 'third' }),
  );
  const readies = await waitForEvents(page, 'main', 'ready', 3);
  expect(readies[2]?.payload).toMatchObject({ embedTenant: 'acme', deploymentId: 43 });
  await expect(embed.getByTestId('session')).toHaveText('third');
  await page.evaluate(() => window.harness.embeds.main!.refresh());
  await expect(embed.getByTestId('refresh-count')).toHaveText('1');
  expect(await logTypes(page, 'main', 'action-log')).toEqual(['platform:action:refresh']);
  await expect(embed.getByTestId('filters')).toHaveText('none');
  await expect(embed.getByTestId('theme')).toHaveText('{}');
});

test.describe('url must be absolute http(s)', () => {
  test('a scheme-less or relative url is INVALID_OPTIONS, with a hint, and nothing is created', async ({ page }) => {
    const baseline = await page.evaluate(() => window.__messageListeners());
    const outcomes = await page.evaluate(() => {
      const container = document.createElement('div');
      container.id = 'relative-urls';
      document.body.append(container);
      return ['tenant.example.com/embed/x', '/embed/?session=1', 'embed/x', '//tenant.example.com/embed/x'].map(
        (url) => {
          try {
            window.harness.sdk.createEmbed({ url, container });
            return { url, code: 'nothing', message: '' };
          } catch (error) {
            return { url, code: (error as { code?: string }).code, message: (error as Error).message };
          }
        },
      );
    });
    for (const outcome of outcomes) expect(outcome, outcome.url).toMatchObject({ code: 'INVALID_OPTIONS' });
    expect(outcomes[0]?.message).toMatch(/did you mean "?https:\/\/tenant\.example\.com\/embed\/x"?\?/);
    await expect(page.locator('#relative-urls iframe')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await page.evaluate(() => window.__messageListeners())).toBe(baseline);
  });
});

test.describe('a polluted Object.prototype', () => {
  const POLLUTED = [
    'origin',
    'debug',
    'readyTimeoutMs',
    'maxQueuedActions',
    'title',
    'allow',
    'loading',
    'referrerPolicy',
    'iframe',
    'window',
  ];

  test('changes no option of createEmbed', async ({ page }) => {
    const { embedOrigin, extraOrigins } = servers();
    const created = await page.evaluate(
      ({ hostileOrigin, keys }) => {
        const { harness } = window;
        const leaked: string[] = [];
        harness.scratch.leaked = leaked;
        const values: Record<string, unknown> = {
          origin: hostileOrigin,
          debug: (line: string) => void leaked.push(line),
          readyTimeoutMs: 1,
          maxQueuedActions: 0,
          title: 'PWNED',
          allow: 'camera *; microphone *',
          loading: 'lazy',
          referrerPolicy: 'unsafe-url',
          iframe: document.createElement('iframe'),
          window: { addEventListener() {}, removeEventListener() {}, setTimeout() {}, clearTimeout() {} },
        };
        const proto = Object.prototype as Record<string, unknown>;
        for (const key of keys) proto[key] = values[key]; // enumerable, like a real pollution
        harness.scratch.unpollute = () => {
          for (const key of keys) delete proto[key];
        };
        const embed = harness.create('main', { url: harness.fakeEmbedUrl() });
        embed.setLocale('de-DE'); // queued: maxQueuedActions 0 would refuse it
        harness.scratch.ready = embed.whenReady().then(
          (payload) => `ready ${payload.embedTenant}`,
          (error: { code?: string }) => error.code,
        );
        const { iframe } = embed;
        return {
          origin: embed.origin,
          inSlot: iframe.parentElement?.id,
          title: iframe.title,
          allow: iframe.getAttribute('allow'),
          loading: iframe.getAttribute('loading'),
          referrerPolicy: iframe.getAttribute('referrerpolicy'),
        };
      },
      { hostileOrigin: extraOrigins.hostile, keys: POLLUTED },
    );
    expect(created.origin).toBe(embedOrigin);
    expect(created.inSlot).toBe('slot-main');
    expect(created.title).not.toBe('PWNED');
    expect(created.allow).not.toContain('camera');
    expect(created.loading).not.toBe('lazy');
    expect(created.referrerPolicy).not.toBe('unsafe-url');

    expect(await page.evaluate(() => window.harness.scratch.ready)).toBe('ready acme');
    await expect(frameLocator(page, 'main').getByTestId('locale')).toHaveText('de-DE');

    // The polluted origin is not trusted: its forged events are refused.
    await page.evaluate(() =>
      window.harness.addFrame('third-party', window.harness.fixtureUrl('hostile', 'hostile.html')),
    );
    const hostile = await frameOf(page, 'third-party');
    await fixtureLoaded(hostile);
    const count = await hostile.evaluate(() => window.__forge());
    await expect.poll(async () => (await invalidOf(page, 'main')).length, POLL).toBe(count);
    expect(new Set((await invalidOf(page, 'main')).map((report) => report.reason))).toEqual(
      new Set(['untrusted-origin']),
    );
    expect(await page.evaluate(() => window.harness.embeds.main!.readyPayload?.embedTenant)).toBe('acme');
    expect(await page.evaluate(() => window.harness.scratch.leaked)).toEqual([]);
    await page.evaluate(() => (window.harness.scratch.unpollute as () => void)());
  });

  test('changes no option of the embed-side bridge (target)', async ({ page }) => {
    // Set in the fake embed's document before any of its scripts runs (not enumerable, so that
    // only option reading is tested here): its own window as `target` would send every event
    // back to itself.
    await page.addInitScript((embedOrigin) => {
      if (location.origin !== embedOrigin) return;
      Object.defineProperty(Object.prototype, 'target', { value: window, configurable: true, writable: true });
    }, servers().embedOrigin);
    await page.reload();
    await page.waitForFunction(() => window.harness !== undefined);

    await page.evaluate(() => {
      window.harness.create('main', { url: window.harness.fakeEmbedUrl(), readyTimeoutMs: 5000 });
    });
    const frame = await frameOf(page, 'main');
    await frame.waitForFunction(() => (Object.prototype as Record<string, unknown>).target === window);
    expect(
      await page.evaluate(() => window.harness.embeds.main!.whenReady().then((payload) => payload.embedTenant)),
    ).toBe('acme');
    await page.evaluate(() => window.harness.embeds.main!.setColorScheme('dark'));
    await expect(frameLocator(page, 'main').getByTestId('scheme')).toHaveText('dark');
    await frameLocator(page, 'main').getByTestId('emit-download-csv').click();
    await waitForEvents(page, 'main', 'download', 1);
  });

  test('set before the SDK and the bridge load, as a "__proto__" merge sets it (enumerable), breaks neither', async ({
    page,
  }) => {
    // The browser builds run no zod, whose tables, walked with for…in when it loaded, broke under
    // an enumerable Object.prototype key and kept the SDK from loading at all.
    const { embedOrigin, hostOrigin, extraOrigins } = servers();
    await page.addInitScript(
      ({ embedOrigin, hostile }) => {
        const proto = Object.prototype as Record<string, unknown>;
        if (location.origin === embedOrigin) proto.target = window;
        else if (window.top === window) {
          proto.origin = hostile;
          proto.readyTimeoutMs = 1;
        }
      },
      { embedOrigin, hostile: extraOrigins.hostile },
    );
    await page.goto(`${hostOrigin}/e2e/iife.html`);
    await page.waitForFunction(() => window.harness !== undefined, null, { timeout: 5000 });
    expect(await page.evaluate(() => typeof window.PlatformEmbed?.createEmbed), 'the <script> file loaded').toBe(
      'function',
    );

    const created = await page.evaluate(() => {
      const embed = window.harness.create('main', { url: window.harness.fakeEmbedUrl() });
      window.harness.scratch.ready = embed.whenReady().then(
        (payload) => `ready ${payload.embedTenant}`,
        (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
      );
      return embed.origin;
    });
    expect(created).toBe(embedOrigin);
    await expect(frameLocator(page, 'main').getByTestId('bridge-status'), 'the bridge loaded in the embed').toHaveText(
      'connected',
    );
    expect(await page.evaluate(() => window.harness.scratch.ready)).toBe('ready acme');
  });
});

test.describe('two embeds of one origin on one page', () => {
  test('raise no false alarm about each other, and each controller gets only its own events', async ({ page }) => {
    await page.evaluate(() => {
      const { harness } = window;
      harness.create('alpha', { url: harness.fixtureUrl('probe', 'probe.html', { publicId: 'alpha' }) });
      harness.create('beta', { url: harness.fixtureUrl('probe', 'probe.html', { publicId: 'beta' }) });
    });
    await page.evaluate(() =>
      Promise.all([window.harness.embeds.alpha!.whenReady(), window.harness.embeds.beta!.whenReady()]),
    );
    const alpha = await frameOf(page, 'alpha');
    const beta = await frameOf(page, 'beta');

    // Interleaved traffic from both, each event marked with its sender.
    for (const round of [1, 2]) {
      for (const [frame, id] of [
        [alpha, 'alpha'],
        [beta, 'beta'],
      ] as const) {
        await frame.evaluate(
          ({ id, round }) => {
            window.__emit('view', { surface: 'dashboard', path: `/${id}/${round}`, publicId: id });
            window.__emit('download', { format: 'csv', target: 'dashboard', title: `${id} ${round}` });
            window.__emit('error', { message: `${id} ${round}`, fatal: false });
          },
          { id, round },
        );
      }
    }
    await waitForEvents(page, 'alpha', 'error', 2);
    await waitForEvents(page, 'beta', 'error', 2);

    expect(await invalidOf(page), 'reports to onInvalidMessage of either embed').toEqual([]);
    for (const id of ['alpha', 'beta']) {
      const events = await eventsOf(page, id, '*');
      const other = id === 'alpha' ? 'beta' : 'alpha';
      expect(events.map((event) => event.message.type)).toEqual([
        'platform:event:ready',
        ...[1, 2].flatMap(() => ['platform:event:view', 'platform:event:download', 'platform:event:error']),
      ]);
      expect(JSON.stringify(events.map((event) => event.payload))).not.toContain(other);
      expect(events[0]?.payload.publicId).toBe(id);
    }
  });

  test('once one controller is destroyed, the frame it left behind is a stranger to the other, and reported', async ({
    page,
  }) => {
    await page.evaluate(() => {
      const { harness } = window;
      harness.adopt('alpha', harness.fixtureUrl('probe', 'probe.html', { publicId: 'alpha' }));
      harness.create('beta', { url: harness.fixtureUrl('probe', 'probe.html', { publicId: 'beta' }) });
    });
    await page.evaluate(() =>
      Promise.all([window.harness.embeds.alpha!.whenReady(), window.harness.embeds.beta!.whenReady()]),
    );
    const alpha = await frameOf(page, 'alpha');
    const beta = await frameOf(page, 'beta');

    await alpha.evaluate(() => window.__emit('download', { format: 'csv', target: 'dashboard', title: 'alpha live' }));
    await waitForEvents(page, 'alpha', 'download', 1);
    await beta.evaluate(() => window.__emit('download', { format: 'csv', target: 'dashboard', title: 'beta' }));
    await waitForEvents(page, 'beta', 'download', 1);
    expect(await invalidOf(page)).toEqual([]);

    await page.evaluate(() => window.harness.embeds.alpha!.destroy());
    await alpha.evaluate(() =>
      window.__emit('download', { format: 'csv', target: 'dashboard', title: 'alpha orphan' }),
    );
    await expect.poll(async () => (await invalidOf(page, 'beta')).length, POLL).toBe(1);
    const [report] = await invalidOf(page, 'beta');
    expect(report?.reason).toBe('untrusted-window');
    expect(report?.data).toMatchObject({ payload: { title: 'alpha orphan' } });
    expect((await eventsOf(page, 'beta', 'download')).map((event) => event.payload.title)).toEqual(['beta']);
    expect((await eventsOf(page, 'alpha', 'download')).map((event) => event.payload.title)).toEqual(['alpha live']);
  });
});
