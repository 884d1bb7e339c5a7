/**
 * README.md's "Chat from a browser" against `platform-embed dev`: the proxy route (the ```ts
 * block, its `POST` mounted at `/api/chat`, as Next's `app/api/chat/[...path]/route.ts` is) with
 * `PLATFORM_CHAT_URL` and `PLATFORM_API_KEY` from `dev`, and the `Chat` component (the ```tsx
 * block) rendered by a page of its own: a question asked in the page is answered through the proxy.
 */
import { expect, test } from '../support/test.js';
import { block, bundle, GLOBALS_FILE, importRoute, openQuickStart, page, script, userCookie, write } from './project.js';

const project = openQuickStart('chat-browser');

let url = '';
test.beforeAll(async () => {
  const quickStart = project();
  const { POST } = await importRoute(quickStart, 'chat-route', block(quickStart, 'ts'));
  if (typeof POST !== 'function') throw new Error("the README's chat proxy route exports no POST");
  write(quickStart, 'Chat.tsx', block(quickStart, 'tsx'));
  write(
    quickStart,
    'main.tsx',
    "import { createRoot } from 'react-dom/client';\nimport { Chat } from './Chat';\n\ncreateRoot(document.getElementById('root')!).render(<Chat />);\n",
  );
  url = await quickStart.serve(
    { ...GLOBALS_FILE, '/': page('<div id="root"></div>\n<script type="module" src="/main.js"></script>\n'), '/main.js': script(await bundle(quickStart, 'main.tsx')) },
    { '/api/chat': { POST } },
  );
});

test("chat from a browser: useChat asks through the README's proxy and shows the answer", async ({ page: browser, context }) => {
  await context.addCookies(userCookie(url));
  await browser.goto(url);
  await browser.locator('input[name="q"]').fill('Which region leads on revenue?');
  await browser.getByRole('button', { name: 'Ask' }).click();
  await expect(browser.locator('p.user')).toHaveText('Which region leads on revenue?');
  await expect(browser.locator('p.assistant').last()).toContainText('North leads with €1.24M of revenue');
  await expect(browser.getByRole('button', { name: 'Ask' })).toBeVisible();
  await expect(browser.getByRole('alert')).toHaveCount(0);
});
