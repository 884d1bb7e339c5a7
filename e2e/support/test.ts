/**
 * The `test` of every spec: Playwright's, plus
 *
 * - `openHarness(kind)`: opens the harness host page (e2e/pages/) with the SDK from its
 *   `<script>` file (`'iife'`, the default) or as an ES module (`'esm'`);
 * - a check after each test that the page logged no console error and threw nothing, unless
 *   the test expects some (`test.use({ allowedConsoleErrors: /…/ })`).
 *
 * and small helpers to reach the harness's records and the frames.
 */
import { test as base, expect, type Frame, type FrameLocator, type Page, type Response } from '@playwright/test';
import type { ProbeRecord, RecordedEvent, RecordedInvalid } from './globals.js';
import { servers } from './servers.js';

export { expect };

/** How often the waits below look again (expect.poll's default starts at 100 ms and backs off to 1 s). */
export const POLL = { intervals: [20, 50, 100] };

interface Fixtures {
  /** Console errors a test expects (messages the browser logs itself, say). */
  allowedConsoleErrors: RegExp | undefined;
  /** Console errors and uncaught exceptions of the page so far. */
  consoleErrors: string[];
  openHarness: (kind?: 'iife' | 'esm') => Promise<Response | null>;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [undefined, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors?.test(text));
      expect(unexpected, 'console errors or uncaught exceptions on the page').toEqual([]);
    },
    { auto: true },
  ],
  openHarness: async ({ page }, use) => {
    await use(async (kind = 'iife') => {
      const response = await page.goto(`${servers().hostOrigin}/e2e/${kind}.html`);
      await page.waitForFunction(() => window.harness !== undefined);
      return response;
    });
  },
});

/** The iframe of the embed (or frame) with this harness id, to click in. */
export function frameLocator(page: Page, id: string): FrameLocator {
  return page.frameLocator(`#slot-${id} iframe`);
}

/** The Frame of the embed (or frame) with this harness id, to evaluate in. Stays valid across its navigations. */
export async function frameOf(page: Page, id: string): Promise<Frame> {
  const handle = await page.locator(`#slot-${id} iframe`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame in #slot-${id}`);
  return frame;
}

/** What the handlers of one embed received; only those registered for `via` when given. */
export function eventsOf(page: Page, embed: string, via?: string): Promise<RecordedEvent[]> {
  return page.evaluate(
    ({ embed, via }) =>
      window.harness.events.filter((event) => event.embed === embed && (via === undefined || event.via === via)),
    { embed, via },
  );
}

/** What onInvalidMessage of one embed (or of all) received. */
export function invalidOf(page: Page, embed?: string): Promise<RecordedInvalid[]> {
  return page.evaluate(
    (embed) => window.harness.invalid.filter((entry) => embed === undefined || entry.embed === embed),
    embed,
  );
}

/** Waits until the handler registered for `via` on `embed` has been called `count` times. */
export async function waitForEvents(page: Page, embed: string, via: string, count: number): Promise<RecordedEvent[]> {
  await expect
    .poll(async () => (await eventsOf(page, embed, via)).length, { ...POLL, message: `${count} × ${via} on ${embed}` })
    .toBe(count);
  return eventsOf(page, embed, via);
}

/** What the probe (or hostile) page in a frame has received so far. */
export function receivedBy(frame: Frame): Promise<ProbeRecord[]> {
  return frame.evaluate(() => window.__received);
}

/** Waits until a probe frame has received `count` messages, and returns them. */
export async function waitForReceived(frame: Frame, count: number): Promise<ProbeRecord[]> {
  await expect
    .poll(async () => (await receivedBy(frame)).length, { ...POLL, message: `${count} messages received in the frame` })
    .toBe(count);
  return receivedBy(frame);
}

/** Waits for a fixture page (probe or hostile) in a frame to finish loading its script. */
export async function fixtureLoaded(frame: Frame): Promise<void> {
  await frame.waitForFunction(() => window.__loaded === true);
}

/**
 * Counts the `message` listeners of the page's window, from before any page script runs:
 * `window.__messageListeners()`. Call before opening the page.
 */
export async function countMessageListeners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const active: Array<{ listener: unknown; capture: boolean }> = [];
    const proto = EventTarget.prototype;
    const add = proto.addEventListener;
    const remove = proto.removeEventListener;
    const captureOf = (options: unknown) =>
      typeof options === 'boolean' ? options : Boolean((options as EventListenerOptions | undefined)?.capture);
    const find = (listener: unknown, capture: boolean) =>
      active.findIndex((entry) => entry.listener === listener && entry.capture === capture);
    const forget = (listener: unknown, capture: boolean) => {
      const index = find(listener, capture);
      if (index >= 0) active.splice(index, 1);
    };
    proto.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      if (this === window && type === 'message' && listener) {
        const capture = captureOf(options);
        if (find(listener, capture) < 0) {
          active.push({ listener, capture });
          const signal =
            typeof options === 'object' && options !== null ? (options as AddEventListenerOptions).signal : undefined;
          signal?.addEventListener('abort', () => forget(listener, capture));
        }
      }
      return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
    } as typeof proto.addEventListener;
    proto.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      if (this === window && type === 'message') forget(listener, captureOf(options));
      return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
    } as typeof proto.removeEventListener;
    window.__messageListeners = () => active.length;
  });
}

/**
 * Records Content-Security-Policy violations in every frame from before any page script runs:
 * `window.__cspViolations`. Call before opening the page.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}
