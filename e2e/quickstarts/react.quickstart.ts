/**
 * README.md's "React and Next.js" against `platform-embed dev`: the ```tsx block as written
 * (`SalesReport`), rendered by a page of its own with React's `createRoot`, its session provider
 * calling the README's session route; the embed opens in signed mode.
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

const project = openQuickStart('react');

let url = '';
test.beforeAll(async () => {
  const quickStart = project();
  write(quickStart, 'SalesReport.tsx', block(quickStart, 'tsx'));
  write(
    quickStart,
    'main.tsx',
    "import { createRoot } from 'react-dom/client';\nimport { SalesReport } from './SalesReport';\n\ncreateRoot(document.getElementById('root')!).render(<SalesReport />);\n",
  );
  url = await quickStart.serve(
    {
      ...GLOBALS_FILE,
      '/': page(
        '<div id="root"></div>\n<script type="module" src="/main.js"></script>\n',
        '<style>.report { height: 480px; }</style>',
      ),
      '/main.js': script(await bundle(quickStart, 'main.tsx')),
    },
    await sessionRoutes(quickStart),
  );
});

test('React: <PlatformEmbed> of the README opens the dashboard in signed mode', async ({ page: browser, context }) => {
  await context.addCookies(userCookie(url));
  await browser.goto(url);
  const frame = browser.frameLocator('.report iframe');
  await expect(frame.getByTestId('mode')).toHaveText('signed');
  await expect(frame.getByTestId('viewer')).toHaveText('alice');
  await expect(frame.getByTestId('scheme')).toHaveText('dark');
  await frame.getByTestId('emit-download-csv').click();
  await expect
    .poll(() =>
      browser.evaluate(() => (window as unknown as { quickStart: { tracked: unknown[] } }).quickStart.tracked),
    )
    .toEqual([['export', 'csv']]);
  expect(
    await browser.evaluate(() => (window as unknown as { quickStart: { fallbacks: string[] } }).quickStart.fallbacks),
  ).toEqual([]);
});
