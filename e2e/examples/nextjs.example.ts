/**
 * The Next.js example (examples/nextjs/) as built by `next build` with the packed package,
 * served by `next start`, its routes pointing at the fake chat, platform and embed servers:
 * the dashboard page embeds with a signed session from the session route (./embed-example.ts);
 * a question's answer streams in with its SQL result as a table; no byte the browser receives
 * holds the API key; the service sees the user the app names, never one the page sends; Stop
 * aborts the answer.
 *
 * Run with `npm run test:examples` (scripts/examples.mjs), which prepares the example first.
 */
import { defaultChatAnswer } from '../../src/testing/servers/index.js';
import { expect, POLL, test } from '../support/test.js';
import { askThenStop } from './chat-example.js';
import { embedTest, runExample } from './embed-example.js';
import { recordResponses } from './record-responses.js';

const QUESTION = 'What is the revenue by region?';
const ANSWER = defaultChatAnswer(QUESTION);
const SQL_RESULT = ANSWER.toolCalls?.find((call) => call.name === 'platformSqlApi')?.result as { data: unknown[][] };

const running = runExample('nextjs');

embedTest(running, { path: '/dashboard', csp: false, sessionRoute: '/api/embed-session' });

test('a question streams its answer and the SQL rows, and no response holds the API key', async ({ page }) => {
  const example = running();
  const chat = example.chat!;
  const responses = await recordResponses(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${JSON.stringify(request.headers())}\n${request.postData() ?? ''}`));
  await page.goto(example.url);
  await expect(page.getByTestId('status')).toHaveText('idle');
  // The service holds the answer after its first lines (the fake's answer: the question, the
  // thinking, then the answer's words a few at a time): the page shows the words so far, streaming.
  const hold = chat.holdNextStreamAfter(12);
  const agent = page.locator('[data-testid="message"][data-role="assistant"]');
  try {
    await page.getByLabel('Question').fill(QUESTION);
    await page.getByRole('button', { name: 'Ask' }).click();
    await hold.reached;
    await expect(page.getByTestId('status')).toHaveText('streaming');
    await expect(agent).toBeVisible();
    const partial = ((await agent.textContent()) ?? '').replace(/^Agent: /, '');
    expect(partial.length, `a part of the answer, before the rest: ${JSON.stringify(partial)}`).toBeGreaterThan(0);
    expect(
      ANSWER.text.startsWith(partial) && partial.length < ANSWER.text.length,
      `a part of the answer, before the rest: ${JSON.stringify(partial)}`,
    ).toBe(true);
  } finally {
    hold.release();
  }

  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('answer')).toHaveText(`Answer: ${ANSWER.text}`);
  await expect(agent).toHaveText(`Agent: ${ANSWER.text}`);
  await expect(page.locator('[data-testid="message"][data-role="user"]')).toHaveText(`You: ${QUESTION}`);

  const table = page.getByTestId('sql-table');
  await expect(table.locator('tbody tr')).toHaveCount(SQL_RESULT.data.length);
  for (const [index, row] of SQL_RESULT.data.entries()) {
    await expect(table.locator('tbody tr').nth(index).locator('td')).toHaveText(row.map((cell) => String(cell)));
  }
  await expect(page.getByTestId('sql-chart')).toContainText('bar chart');
  await expect(page.locator('[data-testid="tool-call"][data-tool="platformSqlApi"]')).toHaveAttribute(
    'data-status',
    'done',
  );

  // The key reached the service (it answered), and no byte of it came back or left the browser.
  const requests = chat.requests.filter((request) => request.method === 'POST');
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(request.headers.authorization).toBe('Api-Key [redacted]');
    expect((request.body as { sessionSettings?: unknown }).sessionSettings).toEqual({ externalId: example.externalId });
  }
  const received = await responses();
  const stream = received.filter(({ url }) => url.endsWith('/api/chat/stream-chat-state')).map(({ text }) => text);
  expect(stream.join('\n'), 'the stream, read to its end').toContain('"__state__"');
  for (const { url, text } of received)
    expect(text.includes(example.apiKey), `the response of ${url} holds the API key`).toBe(false);
  for (const text of sent) expect(text.includes(example.apiKey), 'a request of the page holds the API key').toBe(false);
});

test('the service sees the user the app names, not one the page sends', async ({ page }) => {
  const example = running();
  const chat = example.chat!;
  await page.goto(example.url);
  const before = chat.requests.length;
  // A page that forges its identity: the chat route drops the browser's sessionSettings.
  const forged = await page.evaluate(async (input) => {
    const response = await fetch('/api/chat/stream-chat-state', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        input,
        messageId: `${Date.now()}-message`,
        sessionSettings: { externalId: 'mallory', internalId: 'admin@example.com' },
      }),
    });
    return { status: response.status, text: await response.text() };
  }, QUESTION);
  expect(forged.status).toBe(200);
  expect(forged.text).toContain('"__state__"');

  const seen = chat.requests.slice(before).filter((request) => request.method === 'POST');
  expect(seen).toHaveLength(1);
  expect((seen[0]!.body as { sessionSettings?: unknown }).sessionSettings).toEqual({ externalId: example.externalId });
  expect(JSON.stringify(chat.requests)).not.toContain('mallory');
});

test('Stop aborts the answer at the service', async ({ page }) => {
  const example = running();
  const chatId = await askThenStop(page, example, QUESTION);
  await expect
    .poll(() => example.chat!.thread(chatId!)?.isStreaming, { ...POLL, message: 'the answer stopped at the service' })
    .toBe(false);
  await expect(page.getByRole('button', { name: 'Ask' })).toBeEnabled();
});
