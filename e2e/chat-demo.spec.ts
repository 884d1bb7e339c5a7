/**
 * The demo's chat panel (npm run demo) against the fake chat server on its own origin: a
 * question's answer streams with its thinking and tool calls, the SQL result shows as a table
 * and a chart, Stop ends an answer, a dropped connection is ridden out without a message twice
 * — all under the host page's strict CSP, with not one violation.
 *
 * The demo's controls (pause or drop the next answer) steer the one fake chat server the suite
 * shares, so these tests run one after the other.
 */
import type { Page } from '@playwright/test';
import { defaultChatAnswer } from '../src/testing/servers/index.js';
import { servers } from './support/servers.js';
import { expect, recordCspViolations, test } from './support/test.js';

const QUESTION = 'What is the revenue by region?';
const ANSWER = defaultChatAnswer(QUESTION);
const REGIONS = ['North', 'South', 'East', 'West'];

test.describe.configure({ mode: 'default' });

/** Opens the demo host page with the CSP recorder, and waits for the chat panel to be ready. */
async function openDemo(page: Page): Promise<void> {
  await recordCspViolations(page);
  const response = await page.goto(servers().hostUrl);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain(`connect-src 'self' ${servers().chatOrigin}`);
  expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|wasm-unsafe-eval/);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('chat-origin')).toHaveText(servers().chatOrigin);
  await recordPanel(page);
}

/** Records, change by change, what the chat panel shows (window.__chatPanel). */
async function recordPanel(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Window['__chatPanel'] = { statuses: [], answerLengths: [], toolStates: [], milestones: [] };
    window.__chatPanel = seen;
    const panel = document.getElementById('chat')!;
    const once = (list: string[], item: string) => {
      if (!list.includes(item)) list.push(item);
    };
    const look = () => {
      const status = document.getElementById('chat-status')?.textContent ?? '';
      if (seen.statuses.at(-1) !== status) seen.statuses.push(status);
      const turns = panel.querySelectorAll('[data-testid="chat-turn"]');
      const turn = turns[turns.length - 1];
      if (!turn) return;
      const answer = turn.querySelector<HTMLElement>('[data-testid="turn-answer"]');
      const length = answer && !answer.hidden ? (answer.textContent ?? '').length : 0;
      if (length > 0 && seen.answerLengths.at(-1) !== length) seen.answerLengths.push(length);
      for (const tool of turn.querySelectorAll<HTMLElement>('[data-testid="tool-call"]')) once(seen.toolStates, `${tool.dataset.tool}:${tool.dataset.status}`);
      if (turn.querySelector('[data-testid="turn-note-reconnect"]')) once(seen.milestones, 'reconnect');
      if (turn.querySelector('[data-testid="turn-note-reconnected"]')) once(seen.milestones, 'reconnected');
      if (answer?.dataset.final === 'true') once(seen.milestones, 'final');
    };
    new MutationObserver(look).observe(panel, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

function panelRecord(page: Page): Promise<Window['__chatPanel']> {
  return page.evaluate(() => window.__chatPanel);
}

async function ask(page: Page, question = QUESTION): Promise<void> {
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
}

/** Not one CSP violation: on the page's own counter and in the init script's record. */
async function expectNoCspViolation(page: Page): Promise<void> {
  await expect(page.getByTestId('csp-violations')).toHaveText('0');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
}

test('a question: the answer streams, with its thinking, tool calls, SQL table and chart, and no CSP violation', async ({ page }) => {
  await openDemo(page);
  await ask(page);

  const turn = page.getByTestId('chat-turn').last();
  await expect(turn.getByTestId('turn-question')).toHaveText(QUESTION);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'done');
  const answer = turn.getByTestId('turn-answer');
  await expect(answer).toHaveText(ANSWER.text);
  await expect(answer).toHaveAttribute('data-final', 'true');

  // It streamed: the text grew in several steps before the final answer, and the status said so.
  const seen = await panelRecord(page);
  expect(seen.answerLengths.length, `answer lengths seen: ${seen.answerLengths.join(', ')}`).toBeGreaterThanOrEqual(3);
  expect(seen.answerLengths).toEqual([...seen.answerLengths].sort((a, b) => a - b));
  expect(seen.answerLengths[0]).toBeLessThan(ANSWER.text.length);
  expect(seen.statuses).toEqual(expect.arrayContaining(['streaming…', 'done']));

  // The thinking: collapsed, then expanded.
  const thinking = turn.getByTestId('turn-thinking');
  await expect(thinking).toBeVisible();
  await expect(thinking).not.toHaveAttribute('open');
  await expect(turn.getByTestId('turn-thinking-text')).toBeHidden();
  await thinking.locator('summary').click();
  await expect(thinking).toHaveAttribute('open');
  await expect(turn.getByTestId('turn-thinking-text')).toHaveText(ANSWER.thinking!);

  // Both tool calls, done, with what they were asked.
  const tools = turn.getByTestId('tool-call');
  await expect(tools).toHaveCount(2);
  await expect(tools.nth(0)).toHaveAttribute('data-tool', 'platformMeta');
  await expect(tools.nth(1)).toHaveAttribute('data-tool', 'platformSqlApi');
  for (const tool of [tools.nth(0), tools.nth(1)]) {
    await expect(tool).toHaveAttribute('data-status', 'done');
    await expect(tool.getByTestId('tool-status')).toHaveText('done');
  }
  await expect(tools.nth(0).getByTestId('tool-input')).toHaveText(`search: ${QUESTION}`);
  await expect(tools.nth(1).getByTestId('tool-input')).toContainText('SELECT region');
  // On the way, their states in order. The panel renders at most once per animation frame (useChat):
  // when frames come late (a loaded machine), a call's `running`, 30 ms long, may never be painted.
  const toolStates = ['platformMeta:running', 'platformMeta:done', 'platformSqlApi:running', 'platformSqlApi:done'];
  expect(seen.toolStates).toEqual(toolStates.filter((state) => seen.toolStates.includes(state)));
  expect(seen.toolStates).toEqual(expect.arrayContaining(['platformMeta:done', 'platformSqlApi:done']));

  // The SQL result as a table: the schema's columns, the rows.
  const table = turn.getByTestId('sql-table');
  await expect(table.locator('thead th')).toHaveText(['region', 'revenue', 'orders']);
  await expect(table.locator('tbody tr')).toHaveCount(REGIONS.length);
  await expect(table.locator('tbody tr td:first-child')).toHaveText(REGIONS);
  const orders = await page.evaluate(() => (3120).toLocaleString());
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText(orders);
  await expect(turn.getByTestId('sql-table-note')).toHaveText('4 rows');
  await expect(turn.getByTestId('sql-table-note')).toHaveAttribute('data-truncated', 'false');

  // And as its chart: the spec's bar chart with the rows joined, drawn as SVG.
  const chart = turn.getByTestId('sql-chart');
  await expect(chart).toHaveAttribute('data-state', 'rendered');
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart.locator('svg .mark-rect path')).toHaveCount(REGIONS.length);
  await expect(chart.locator('svg')).toContainText('Revenue by region');

  const summary = turn.getByTestId('turn-summary');
  await expect(summary).toHaveAttribute('data-messages', '4');
  await expect(summary).toHaveAttribute('data-distinct', '4');
  // The final answer is shown after its tool calls (the service's final state holds it), and
  // what it used (the usage frame, last).
  const order = await turn.evaluate((node) => [...node.querySelectorAll('[data-testid="tool-call"], [data-testid="turn-answer"]')].map((item) => item.getAttribute('data-testid')));
  expect(order).toEqual(['tool-call', 'tool-call', 'turn-answer']);
  await expect(summary).toHaveAttribute('data-tokens', /^[1-9]\d*$/);
  await expect(summary).toContainText('tokens');
  await expectNoCspViolation(page);
});

test('Stop ends an answer paused mid-way, and the thread takes the next question', async ({ page }) => {
  await openDemo(page);
  await page.getByTestId('chat-hold').check();
  await ask(page);

  const turn = page.getByTestId('chat-turn').last();
  // Paused mid-answer: part of its text shown, its tool calls (which come after, spec 2.5) not yet.
  await expect(turn.getByTestId('turn-answer')).toBeVisible();
  await expect(turn.getByTestId('turn-answer')).not.toHaveText('');
  await expect(turn.getByTestId('tool-call')).toHaveCount(0);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'streaming');
  const stop = page.getByTestId('chat-stop');
  await expect(stop).toBeEnabled();
  await expect(page.getByTestId('chat-send')).toBeDisabled();

  await stop.click();
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'stopped');
  await expect(page.getByTestId('chat-status')).toHaveText('stopped');
  await expect(turn).toHaveAttribute('data-status', 'stopped');
  await expect(turn.getByTestId('turn-summary')).toContainText('stopped');
  const partial = (await turn.getByTestId('turn-answer').textContent()) ?? '';
  expect(partial.length).toBeGreaterThan(0);
  expect(ANSWER.text.startsWith(partial)).toBe(true);
  expect(partial.length).toBeLessThan(ANSWER.text.length);
  await expect(stop).toBeDisabled();
  await expect(page.getByTestId('chat-send')).toBeEnabled();

  // The answer was aborted at the service (else the thread would still be busy): a follow-up is answered.
  await page.getByTestId('chat-hold').uncheck();
  await ask(page, 'And by month?');
  const next = page.getByTestId('chat-turn').last();
  await expect(page.getByTestId('chat-turn')).toHaveCount(2);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'done');
  await expect(next.getByTestId('turn-answer')).toHaveText(ANSWER.text);
  await expect(next).toHaveAttribute('data-chat-id', (await turn.getAttribute('data-chat-id'))!);
  await expect(page.getByTestId('chat-error')).toBeEmpty();
  await expectNoCspViolation(page);
});

test('New thread empties the panel, and the next question starts a new thread', async ({ page, consoleErrors }) => {
  await openDemo(page);
  await ask(page);
  const first = page.getByTestId('chat-turn').last();
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'done');
  await expect(first.getByTestId('sql-chart')).toHaveAttribute('data-state', 'rendered');
  const firstChatId = await first.getAttribute('data-chat-id');
  expect(firstChatId).toMatch(/\S/);

  // The answer's turn (its chart with it) goes: nothing thrown while it unmounts.
  await page.getByTestId('chat-new').click();
  await expect(page.getByTestId('chat-turn')).toHaveCount(0);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('chat-error')).toBeEmpty();
  expect(consoleErrors).toEqual([]);

  await ask(page, 'And by month?');
  const next = page.getByTestId('chat-turn');
  await expect(next).toHaveCount(1);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'done');
  await expect(next.getByTestId('turn-question')).toHaveText('And by month?');
  await expect(next.getByTestId('turn-answer')).toHaveText(defaultChatAnswer('And by month?').text);
  const nextChatId = await next.getAttribute('data-chat-id');
  expect(nextChatId).toMatch(/\S/);
  expect(nextChatId).not.toBe(firstChatId);
  expect(consoleErrors).toEqual([]);
  await expectNoCspViolation(page);
});

test.describe('a dropped connection', () => {
  // Chromium reports the cut response itself; nothing else may reach the console.
  test.use({ allowedConsoleErrors: /Failed to load resource: net::ERR_INCOMPLETE_CHUNKED_ENCODING/ });

  test('shows the reconnect, then the whole answer, each message once', async ({ page, consoleErrors }) => {
    await openDemo(page);
    await page.getByTestId('chat-drop').check();
    await ask(page);

    const turn = page.getByTestId('chat-turn').last();
    await expect(turn.getByTestId('turn-note-reconnect')).toContainText('reconnecting… (attempt 1)');
    await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'done');
    await expect(turn.getByTestId('turn-note-reconnected')).toHaveCount(1);
    const seen = await panelRecord(page);
    expect(seen.statuses).toContain('reconnecting… (attempt 1)');
    expect(seen.milestones).toEqual(['reconnect', 'reconnected', 'final']);

    // The whole answer, once; one question, two tool calls, one table of four rows.
    await expect(turn.getByTestId('turn-answer')).toHaveText(ANSWER.text);
    await expect(turn.getByTestId('turn-question')).toHaveCount(1);
    await expect(turn.getByTestId('tool-call')).toHaveCount(2);
    await expect(turn.locator('[data-testid="tool-call"][data-status="done"]')).toHaveCount(2);
    await expect(turn.getByTestId('sql-table').locator('tbody tr')).toHaveCount(REGIONS.length);
    await expect(turn.getByTestId('sql-chart').locator('svg')).toHaveCount(1);
    await turn.getByTestId('turn-thinking').locator('summary').click();
    await expect(turn.getByTestId('turn-thinking-text')).toHaveText(ANSWER.thinking!);
    const summary = turn.getByTestId('turn-summary');
    await expect(summary).toHaveAttribute('data-messages', '4');
    await expect(summary).toHaveAttribute('data-distinct', '4');

    expect(consoleErrors.every((text) => text.includes('ERR_INCOMPLETE_CHUNKED_ENCODING'))).toBe(true);
    await expectNoCspViolation(page);
  });
});
