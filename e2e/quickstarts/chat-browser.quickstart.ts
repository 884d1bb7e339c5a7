/**
 * README.md's "Chat from a browser" against `platform-embed dev`: the proxy route (the ```ts
 * block, its `POST` mounted at `/api/chat`, as Next's `app/api/chat/[...path]/route.ts` is) with
 * `PLATFORM_CHAT_URL` and `PLATFORM_API_KEY` from `dev`, and the `Chat` component (the ```tsx
 * block, `<ChatThread>`) rendered by a page of its own: a question asked in the page is answered
 * through the proxy, and the thread shows it as `<ChatThread>` promises — the question, the SQL
 * table, the answer's Markdown, Send and Stop.
 */
import { expect, test } from '../support/test.js';
import {
  block,
  bundle,
  GLOBALS_FILE,
  importRoute,
  openQuickStart,
  page,
  script,
  userCookie,
  write,
} from './project.js';

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
    {
      ...GLOBALS_FILE,
      '/': page('<div id="root"></div>\n<script type="module" src="/main.js"></script>\n'),
      '/main.js': script(await bundle(quickStart, 'main.tsx')),
    },
    { '/api/chat': { POST } },
  );
});

test("chat from a browser: ChatThread asks through the README's proxy and shows the answer", async ({
  page: browser,
  context,
}) => {
  await context.addCookies(userCookie(url));
  await browser.goto(url);
  const send = browser.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled(); // nothing typed yet
  // The fake answers in milliseconds: Stop is only there while it streams, so record that it was.
  await browser.evaluate(() => {
    const seen = { stop: false };
    (window as unknown as { stopSeen: typeof seen }).stopSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('button.pe-chat-stop')) seen.stop = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await browser.getByLabel('Ask a question').fill('Which region leads on revenue?');
  await send.click();
  const turn = browser.locator('article.pe-chat-turn');
  await expect(turn.locator('.pe-chat-question')).toHaveText('Which region leads on revenue?');
  await expect(turn.locator('.pe-chat-answer .pe-chat-markdown')).toContainText('North leads with €1.24M of revenue');
  await expect(turn.locator('table.pe-chat-sql-table tbody tr')).toHaveCount(4);
  await expect(turn.locator('table.pe-chat-sql-table tbody tr').first()).toContainText('North');
  await expect(turn).toHaveAttribute('data-status', 'done');
  expect(await browser.evaluate(() => (window as unknown as { stopSeen: { stop: boolean } }).stopSeen.stop)).toBe(true);
  await expect(browser.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await expect(browser.getByLabel('Ask a question')).toHaveValue('');
  await expect(browser.getByRole('alert')).toHaveCount(0);
});
