/**
 * What the two chat examples (nextjs, node-chat-proxy) share: asking on the page, then Stop,
 * which must abort the answer at the service with the user the server names. The page of each
 * has a `Question` field, `Ask` and `Stop` buttons and a `status` test id.
 *
 * The chat runs on the in-process fake chat server, not `platform-embed dev`: these tests hold
 * an answer mid-stream (`holdNextStreamAfter`) and read what reached the service (`requests`,
 * `threads`: the user, the key, the abort), which a separate process does not show.
 */
import type { Page } from '@playwright/test';
import type { RunningExample } from '../../scripts/examples.mjs';
import { expect, POLL } from '../support/test.js';

/**
 * Asks `question` on the example's page, holds the answer at the fake chat server after four
 * lines, clicks Stop and checks that the page says `aborted` and that one abort reached the
 * service for that thread, with the app's user. Resolves with the thread's id.
 */
export async function askThenStop(page: Page, example: RunningExample, question: string): Promise<string | undefined> {
  const chat = example.chat!;
  await page.goto(example.url);
  const before = chat.requests.length;
  const hold = chat.holdNextStreamAfter(4);
  try {
    await page.getByLabel('Question').fill(question);
    await page.getByRole('button', { name: 'Ask' }).click();
    await hold.reached;
    await expect(page.getByTestId('status')).toHaveText('streaming');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByTestId('status')).toHaveText('aborted');
  } finally {
    hold.release();
  }
  // The page shows `aborted` at once; its abort call reaches the service just after.
  const aborts = () =>
    chat.requests.slice(before).filter((request) => request.method === 'POST' && request.path.endsWith('/chat/abort'));
  await expect.poll(() => aborts().length, POLL).toBe(1);
  const chatId = chat.threads.at(-1)?.chatId;
  expect(aborts()[0]!.body).toEqual({ chatId, sessionSettings: { externalId: example.externalId } });
  return chatId;
}
