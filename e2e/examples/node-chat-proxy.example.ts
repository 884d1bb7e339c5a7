/**
 * examples/node-chat-proxy in Chromium: its server.mjs (createChatProxy + toNodeHandler) in front
 * of the fake chat server, and its page with the browser chat client (`auth: { proxy: true }`):
 * a question's answer streams in; the service saw the API key and the user the server names; no
 * byte the browser received or sent holds the key; Stop aborts the answer at the service; no
 * console error and no CSP violation under the page's strict CSP.
 *
 * Run with `npm run test:examples` (scripts/examples.mjs), which prepares the example first.
 */
import { defaultChatAnswer } from '../../src/testing/servers/index.js';
import { expect, test } from '../support/test.js';
import { askThenStop } from './chat-example.js';
import { runExample, watchCsp } from './embed-example.js';
import { recordResponses } from './record-responses.js';

const QUESTION = 'What is the revenue by region?';
const running = runExample('node-chat-proxy');

test('a question streams its answer through the proxy, and the API key never reaches the browser', async ({ page }) => {
  const example = running();
  const chat = example.chat!;
  const violations = await watchCsp(page);
  const responses = await recordResponses(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${JSON.stringify(request.headers())}\n${request.postData() ?? ''}`));
  const response = await page.goto(example.url);
  expect((await response?.allHeaders())?.['content-security-policy']).toMatch(/script-src 'self';/);

  await page.getByLabel('Question').fill(QUESTION);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('answer')).toHaveText(defaultChatAnswer(QUESTION).text);

  const posts = chat.requests.filter((request) => request.method === 'POST');
  expect(posts.length).toBeGreaterThan(0);
  for (const request of posts) {
    expect(request.headers.authorization).toBe('Api-Key [redacted]');
    expect((request.body as { sessionSettings?: unknown }).sessionSettings).toEqual({ externalId: example.externalId });
  }
  const received = await responses();
  const stream = received.filter(({ url }) => url.endsWith('/api/chat/stream-chat-state')).map(({ text }) => text);
  expect(stream.join('\n'), 'the stream, read to its end').toContain('"__state__"');
  for (const { url, text } of received)
    expect(text.includes(example.apiKey), `the response of ${url} holds the API key`).toBe(false);
  for (const text of sent) expect(text.includes(example.apiKey), 'a request of the page holds the API key').toBe(false);
  expect(await violations(), 'CSP violations').toEqual([]);
});

test('Stop aborts the answer at the service', async ({ page }) => {
  await askThenStop(page, running(), QUESTION);
});
