/**
 * The demo's chat panel (npm run demo: `useChat` and `<ChatThread>`) against the fake chat server
 * on its own origin: a question's answer streams with its thinking and tool calls, its Markdown
 * rendered, the SQL result shows as a table and a chart, Stop ends an answer, a dropped
 * connection is ridden out without a message twice — all under the host page's strict CSP with
 * Trusted Types required, with not one violation, in the panel or anywhere on the page.
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
  expect(csp).toContain("require-trusted-types-for 'script'; trusted-types 'none'");
  expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|wasm-unsafe-eval/);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('chat-origin')).toHaveText(servers().chatOrigin);
  await recordPanel(page);
}

/** Records, change by change, what the chat panel shows (window.__chatPanel). */
async function recordPanel(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Window['__chatPanel'] = {
      statuses: [],
      answerLengths: [],
      toolStates: [],
      milestones: [],
      violations: [],
    };
    window.__chatPanel = seen;
    const panel = document.getElementById('chat')!;
    panel.addEventListener('securitypolicyviolation', (event) =>
      seen.violations.push(`${event.violatedDirective}: ${event.sample}`),
    );
    const once = (list: string[], item: string) => {
      if (!list.includes(item)) list.push(item);
    };
    const look = () => {
      const status = document.getElementById('chat-status')?.textContent ?? '';
      if (seen.statuses.at(-1) !== status) seen.statuses.push(status);
      const turns = panel.querySelectorAll<HTMLElement>('.pe-chat-turn');
      const turn = turns[turns.length - 1];
      if (!turn) return;
      // The text shown: the Markdown once drawn, else the plain text it replaces.
      const drawn = turn.querySelector<HTMLElement>('.pe-chat-answer-text');
      const shown = drawn?.hasChildNodes() ? drawn : turn.querySelector<HTMLElement>('.pe-chat-answer-plain');
      // Trimmed: a paragraph's trailing space shows in the plain text only.
      const length = (shown?.textContent ?? '').trimEnd().length;
      if (length > 0 && seen.answerLengths.at(-1) !== length) seen.answerLengths.push(length);
      for (const tool of turn.querySelectorAll<HTMLElement>('.pe-chat-tool'))
        once(seen.toolStates, `${tool.dataset.tool}:${tool.dataset.status}`);
      if (panel.querySelector('[data-testid="chat-note-reconnect"]')) once(seen.milestones, 'reconnect');
      if (panel.querySelector('[data-testid="chat-note-reconnected"]')) once(seen.milestones, 'reconnected');
      if (turn.dataset.status === 'done') once(seen.milestones, 'final');
    };
    new MutationObserver(look).observe(panel, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

function panelRecord(page: Page): Promise<Window['__chatPanel']> {
  return page.evaluate(() => window.__chatPanel);
}

async function ask(page: Page, question = QUESTION): Promise<void> {
  await page.locator('#chat .pe-chat-input').fill(question);
  await page.locator('#chat .pe-chat-send').click();
}

/** The chat panel's parts, by the stable classes of `<ChatThread>`. */
const turns = (page: Page) => page.locator('#chat .pe-chat-turn');
const sendButton = (page: Page) => page.locator('#chat .pe-chat-send');
const stopButton = (page: Page) => page.locator('#chat .pe-chat-stop');

/** Not one CSP violation: on the page's own counter, in the init script's record, and in the chat panel. */
async function expectNoCspViolation(page: Page): Promise<void> {
  await expect(page.getByTestId('csp-violations')).toHaveText('0');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(await page.evaluate(() => window.__chatPanel.violations)).toEqual([]);
}

test('a question: the answer streams, with its thinking, tool calls, SQL table and chart, and no CSP violation', async ({
  page,
}) => {
  await openDemo(page);
  await ask(page);

  const turn = turns(page).last();
  await expect(turn.locator('.pe-chat-question')).toHaveText(QUESTION);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'done');
  await expect(turn).toHaveAttribute('data-status', 'done');
  const answer = turn.locator('.pe-chat-answer');
  await expect(answer).toHaveText(ANSWER.text);
  // Drawn by the Markdown renderer (its paragraph), not the plain text shown before it loads.
  await expect(answer.locator('.pe-chat-answer-text p')).toHaveText(ANSWER.text);
  await expect(answer.locator('.pe-chat-answer-plain')).toHaveCount(0);

  // It streamed: the text grew in several steps before the final answer, and the status said so.
  const seen = await panelRecord(page);
  expect(seen.answerLengths.length, `answer lengths seen: ${seen.answerLengths.join(', ')}`).toBeGreaterThanOrEqual(3);
  expect(seen.answerLengths).toEqual([...seen.answerLengths].sort((a, b) => a - b));
  expect(seen.answerLengths[0]).toBeLessThan(ANSWER.text.length);
  expect(seen.statuses).toEqual(expect.arrayContaining(['streaming…', 'done']));

  // The thinking: collapsed, then expanded.
  const thinking = turn.locator('.pe-chat-thinking');
  await expect(thinking).toBeVisible();
  await expect(thinking).not.toHaveAttribute('open');
  await expect(turn.locator('.pe-chat-thinking-text')).toBeHidden();
  await thinking.locator('summary').click();
  await expect(thinking).toHaveAttribute('open');
  await expect(turn.locator('.pe-chat-thinking-text')).toHaveText(ANSWER.thinking!);

  // Both tool calls, done, with what they were asked.
  const tools = turn.locator('.pe-chat-tool');
  await expect(tools).toHaveCount(2);
  await expect(tools.nth(0)).toHaveAttribute('data-tool', 'platformMeta');
  await expect(tools.nth(1)).toHaveAttribute('data-tool', 'platformSqlApi');
  for (const [index, tool] of [tools.nth(0), tools.nth(1)].entries()) {
    await expect(tool).toHaveAttribute('data-status', 'done');
    await expect(tool.locator('.pe-chat-tool-name')).toHaveText(`${['platformMeta', 'platformSqlApi'][index]}: done`);
  }
  await expect(tools.nth(0).locator('.pe-chat-tool-input')).toContainText(`"searchQuery": ${JSON.stringify(QUESTION)}`);
  await expect(tools.nth(1).locator('.pe-chat-tool-input')).toContainText('SELECT region');
  // On the way, their states in order. The panel renders at most once per animation frame (useChat):
  // when frames come late (a loaded machine), a call's `running`, 30 ms long, may never be painted.
  const toolStates = ['platformMeta:running', 'platformMeta:done', 'platformSqlApi:running', 'platformSqlApi:done'];
  expect(seen.toolStates).toEqual(toolStates.filter((state) => seen.toolStates.includes(state)));
  expect(seen.toolStates).toEqual(expect.arrayContaining(['platformMeta:done', 'platformSqlApi:done']));

  // The SQL result as a table: the schema's columns with their types, the rows, all of them (no "N of M rows").
  const table = turn.locator('.pe-chat-table table.pe-chat-sql-table');
  await expect(table.locator('thead th')).toHaveText([/^region/, /^revenue/, /^orders/]);
  await expect(table.locator('thead th .pe-chat-column-type')).toHaveCount(3);
  await expect(table.locator('tbody tr')).toHaveCount(REGIONS.length);
  await expect(table.locator('tbody tr td:first-child')).toHaveText(REGIONS);
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText('3120');
  await expect(table.locator('caption')).toHaveCount(0);

  // And as its chart: the spec's bar chart with the rows joined, drawn as SVG.
  const chart = turn.locator('.pe-chat-chart .pe-chat-chart-view');
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart.locator('svg .mark-rect path')).toHaveCount(REGIONS.length);
  await expect(chart.locator('svg')).toContainText('Revenue by region');
  await expect(turn.locator('.pe-chat-notice')).toHaveCount(0);

  const summary = page.getByTestId('chat-summary');
  await expect(summary).toHaveAttribute('data-messages', '4');
  await expect(summary).toHaveAttribute('data-distinct', '4');
  // The final answer is shown after its tool calls (the service's final state holds it), and
  // what it used (the usage frame, last).
  const order = await turn.evaluate((node) =>
    [...node.querySelectorAll('.pe-chat-tool, .pe-chat-answer')].map((item) => item.className),
  );
  expect(order).toEqual(['pe-chat-tool', 'pe-chat-tool', 'pe-chat-answer']);
  await expect(summary).toHaveAttribute('data-tokens', /^[1-9]\d*$/);
  await expect(summary).toContainText('tokens');
  await expect(turn.locator('.pe-chat-usage')).toContainText(/\d tokens/);
  await expectNoCspViolation(page);
});

test('Stop ends an answer paused mid-way, and the thread takes the next question', async ({ page }) => {
  await openDemo(page);
  await page.getByTestId('chat-hold').check();
  await ask(page);

  const turn = turns(page).last();
  // Paused mid-answer: part of its text shown, its tool calls (which come after, spec 2.5) not yet.
  await expect(turn.locator('.pe-chat-answer')).toBeVisible();
  await expect(turn.locator('.pe-chat-answer')).not.toHaveText('');
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'streaming');
  await expect(turn).toHaveAttribute('data-status', 'streaming');
  await expect(turn).toHaveAttribute('aria-busy', 'true');
  await expect(turn.locator('.pe-chat-tool')).toHaveCount(0);
  await expect(stopButton(page)).toBeEnabled();
  await expect(sendButton(page)).toBeDisabled();

  await stopButton(page).click();
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'stopped');
  await expect(page.getByTestId('chat-status')).toHaveText('stopped');
  await expect(turn).toHaveAttribute('data-status', 'aborted');
  await expect(turn.locator('.pe-chat-notice[data-kind="aborted"]')).toHaveText(/^Stopped/);
  await expect(page.getByTestId('chat-summary')).toContainText('stopped');
  // What was shown of the answer stays: a beginning of it, not the whole.
  const partial = (await turn.locator('.pe-chat-answer').allTextContents()).join('');
  expect(partial.length).toBeGreaterThan(0);
  expect(ANSWER.text.startsWith(partial)).toBe(true);
  expect(partial.length).toBeLessThan(ANSWER.text.length);
  await expect(turn.locator('.pe-chat-tool')).toHaveCount(0);
  // Stop goes once no answer runs; Send takes a question again.
  await expect(stopButton(page)).toHaveCount(0);
  await page.locator('#chat .pe-chat-input').fill('And by month?');
  await expect(sendButton(page)).toBeEnabled();
  const firstChatId = await page.getByTestId('chat-summary').getAttribute('data-chat-id');

  // The answer was aborted at the service (else the thread would still be busy): a follow-up is answered.
  await page.getByTestId('chat-hold').uncheck();
  await ask(page, 'And by month?');
  const next = turns(page).last();
  await expect(turns(page)).toHaveCount(2);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'done');
  await expect(next.locator('.pe-chat-answer')).toHaveText(ANSWER.text);
  // The earlier turn keeps how it ended.
  await expect(turns(page).first()).toHaveAttribute('data-status', 'aborted');
  await expect(page.getByTestId('chat-summary')).toHaveAttribute('data-chat-id', firstChatId!);
  await expect(page.getByTestId('chat-error')).toBeEmpty();
  await expect(page.locator('#chat .pe-chat-error')).toHaveCount(0);
  await expectNoCspViolation(page);
});

test('New thread empties the panel, and the next question starts a new thread', async ({ page, consoleErrors }) => {
  await openDemo(page);
  await ask(page);
  const first = turns(page).last();
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'done');
  await expect(first.locator('.pe-chat-chart svg')).toBeVisible();
  const firstChatId = await page.getByTestId('chat-summary').getAttribute('data-chat-id');
  expect(firstChatId).toMatch(/\S/);

  // The answer's turn (its chart with it) goes: nothing thrown while it unmounts.
  await page.getByTestId('chat-new').click();
  await expect(turns(page)).toHaveCount(0);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('chat-error')).toBeEmpty();
  expect(consoleErrors).toEqual([]);

  await ask(page, 'And by month?');
  const next = turns(page);
  await expect(next).toHaveCount(1);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'done');
  await expect(next.locator('.pe-chat-question')).toHaveText('And by month?');
  await expect(next.locator('.pe-chat-answer')).toHaveText(defaultChatAnswer('And by month?').text);
  const nextChatId = await page.getByTestId('chat-summary').getAttribute('data-chat-id');
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

    const turn = turns(page).last();
    await expect(page.getByTestId('chat-note-reconnect')).toContainText('reconnecting… (attempt 1)');
    await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('chat-note-reconnected')).toHaveCount(1);
    const seen = await panelRecord(page);
    expect(seen.statuses).toContain('reconnecting… (attempt 1)');
    expect(seen.milestones).toEqual(['reconnect', 'reconnected', 'final']);

    // The whole answer, once; one question, two tool calls, one table of four rows.
    await expect(turn.locator('.pe-chat-answer')).toHaveText(ANSWER.text);
    await expect(turn.locator('.pe-chat-question')).toHaveCount(1);
    await expect(turn.locator('.pe-chat-tool')).toHaveCount(2);
    await expect(turn.locator('.pe-chat-tool[data-status="done"]')).toHaveCount(2);
    await expect(turn.locator('.pe-chat-sql-table tbody tr')).toHaveCount(REGIONS.length);
    await expect(turn.locator('.pe-chat-chart svg')).toHaveCount(1);
    await turn.locator('.pe-chat-thinking summary').click();
    await expect(turn.locator('.pe-chat-thinking-text')).toHaveText(ANSWER.thinking!);
    const summary = page.getByTestId('chat-summary');
    await expect(summary).toHaveAttribute('data-messages', '4');
    await expect(summary).toHaveAttribute('data-distinct', '4');

    expect(consoleErrors.every((text) => text.includes('ERR_INCOMPLETE_CHUNKED_ENCODING'))).toBe(true);
    await expectNoCspViolation(page);
  });
});
