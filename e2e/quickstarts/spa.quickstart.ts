/**
 * README.md's "Any single-page app, from npm" against `platform-embed dev`: the ```ts block as
 * written, bundled for a page with its `#report` container; it logs `dashboard ready (signed)`.
 */
import { expect, test } from '../support/test.js';
import {
  block,
  bundle,
  GLOBALS_FILE,
  openQuickStart,
  page,
  script,
  sessionRoutes,
  userCookie,
  write,
} from './project.js';

const project = openQuickStart('spa');

let url = '';
test.beforeAll(async () => {
  const quickStart = project();
  write(quickStart, 'main.ts', block(quickStart, 'ts'));
  url = await quickStart.serve(
    {
      ...GLOBALS_FILE,
      '/': page('<div id="report" style="height: 480px"></div>\n<script type="module" src="/main.js"></script>\n'),
      '/main.js': script(await bundle(quickStart, 'main.ts')),
    },
    await sessionRoutes(quickStart),
  );
});

test('SPA: createEmbed of the README is ready in signed mode, and says so on the console', async ({
  page: browser,
  context,
}) => {
  await context.addCookies(userCookie(url));
  const ready = browser.waitForEvent('console', { predicate: (message) => /ready \(/.test(message.text()) });
  await browser.goto(url);
  expect((await ready).text()).toBe('dashboard ready (signed)');
  const frame = browser.frameLocator('#report iframe');
  await expect(frame.getByTestId('viewer')).toHaveText('alice');
  await expect(frame.getByTestId('scheme')).toHaveText('dark');
  await expect(frame.getByTestId('filters')).toContainText('paid');
});
