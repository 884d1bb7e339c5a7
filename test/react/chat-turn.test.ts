// @vitest-environment happy-dom
/**
 * `<ChatTurn>`: a scripted turn rendered with the real `platform-embed/chat/render`, spied on
 * (test/react/chat-ui-fixtures.ts) to count what these tests are about: the renderers mounted once in their elements,
 * updated (not re-created) as the answer streams, destroyed when their input goes and at
 * unmount; no chart without `vegaEmbed`; hostile text shown as text. Runs on React 19 and, in
 * the `react-18` project, on React 18.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createElement as h, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatTurn, type ChatTurnProps } from '../../src/react/index.js';
import {
  answer,
  callsOf,
  chatError,
  doneTurn,
  newRenderLog,
  SQL_RESULT,
  spiedRenderModule,
  sqlCall,
  stubVegaEmbed,
} from './chat-ui-fixtures.js';

const log = vi.hoisted(
  () => ({ calls: [], chartDelay: 0, failTable: false }) as import('./chat-ui-fixtures.js').RenderLog,
);
// A spy, not a stand-in: every call reaches the real renderer; the tests count mounts, updates and destroys.
vi.mock('../../src/chat/render/index.js', async (real) => spiedRenderModule(await real(), log));

afterEach(() => {
  cleanup();
  Object.assign(log, newRenderLog());
});

const vegaEmbed = stubVegaEmbed();
const turnOf = (props: ChatTurnProps) => h(ChatTurn, props);
const part = (root: HTMLElement, selector: string) => {
  const element = root.querySelector<HTMLElement>(selector);
  if (element === null) throw new Error(`no ${selector} in ${root.innerHTML}`);
  return element;
};
/** Waits until the stand-in has drawn `count` renderers in all. */
const drawn = (count: number) => waitFor(() => expect(log.calls).toHaveLength(count));

describe('<ChatTurn>', () => {
  it('shows the question, the thinking folded, the tool call with its status and input, the table, the chart, the answer and the usage', async () => {
    const { container } = render(
      turnOf({ turn: doneTurn(), vegaEmbed, chartConfig: { background: 'transparent' }, className: 'mine' }),
    );
    const turn = part(container, 'article.pe-chat-turn.mine');
    expect(turn.dataset.status).toBe('done');
    expect(part(turn, '.pe-chat-question').textContent).toBe('Orders by status?');
    const thinking = part(turn, 'details.pe-chat-thinking') as HTMLDetailsElement;
    expect(thinking.open).toBe(false);
    expect(thinking.textContent).toContain('Counting the orders by status.');
    const tool = part(turn, '.pe-chat-tool');
    expect(tool.dataset).toMatchObject({ status: 'done', tool: 'platformSqlApi' });
    expect(part(tool, '.pe-chat-tool-name').textContent).toBe('platformSqlApi: done');
    expect(part(tool, '.pe-chat-tool-input').textContent).toBe(SQL_RESULT.sqlQuery);
    expect(part(turn, '.pe-chat-usage').textContent).toBe('model-a · 120 tokens');
    // Before the renderers' code arrives: the answer as plain text.
    expect(part(turn, '.pe-chat-answer-plain').textContent).toBe('**12** paid, 3 open.');
    expect(part(turn, '.pe-chat-answer').getAttribute('aria-live')).toBe('polite');

    await drawn(3);
    const [table, chart, text] = [callsOf(log, 'table')[0]!, callsOf(log, 'chart')[0]!, callsOf(log, 'answer')[0]!];
    expect(table.container).toBe(part(tool, '.pe-chat-table'));
    expect(table.input).toEqual(SQL_RESULT);
    expect(chart.container).toBe(part(tool, '.pe-chat-chart'));
    expect(chart.options).toMatchObject({ vegaEmbed, config: { background: 'transparent' } });
    expect(chart.options?.signal).toBeInstanceOf(AbortSignal);
    expect(text.container).toBe(part(turn, '.pe-chat-answer-text'));
    expect(text.input).toBe('**12** paid, 3 open.');
    await waitFor(() => expect(turn.querySelector('.pe-chat-answer-plain')).toBeNull());
    // What the real renderers drew: the Markdown, the rows with their columns, the chart.
    expect(part(turn, '.pe-chat-answer-text strong').textContent).toBe('12');
    expect(part(turn, '.pe-chat-answer-text').textContent).toBe('12 paid, 3 open.');
    const rows = [...part(tool, '.pe-chat-table table.pe-chat-sql-table').querySelectorAll('tr')].map(
      (row) => row.textContent,
    );
    expect(rows).toEqual([expect.stringMatching(/^status.*orders/), 'paid12', 'open3']);
    expect(part(tool, '.pe-chat-chart .pe-chat-chart-view svg')).toBeTruthy();
    expect(vegaEmbed).toHaveBeenCalledTimes(1);
  });

  it('updates the answer renderer as the answer streams, and draws the table once for equal calls handed out anew', async () => {
    const streaming = (content: string) =>
      doneTurn({ status: 'streaming', answer: answer(content), toolCalls: [sqlCall()], usage: undefined });
    const { rerender, container } = render(turnOf({ turn: streaming('Twelve') }));
    await drawn(2);
    for (const content of ['Twelve paid', 'Twelve paid, three', 'Twelve paid, three open.'])
      rerender(turnOf({ turn: streaming(content) }));
    const [text] = callsOf(log, 'answer');
    expect(callsOf(log, 'answer')).toHaveLength(1);
    expect(text!.update.mock.calls.map(([value]) => value)).toEqual([
      'Twelve paid',
      'Twelve paid, three',
      'Twelve paid, three open.',
    ]);
    expect(callsOf(log, 'table')).toHaveLength(1);
    expect(part(container, '.pe-chat-answer').dataset.status).toBe('streaming');
    await waitFor(() => expect(part(container, '.pe-chat-answer-text').textContent).toBe('Twelve paid, three open.'));
  });

  it("shows the agent's latest text before the final answer, as it streams and once stopped", async () => {
    const said = (content: string) => ({ id: 'said-1', role: 'assistant', content, graphPath: ['agent'] });
    const { container, rerender } = render(
      turnOf({
        turn: doneTurn({ status: 'streaming', answer: undefined, toolCalls: [], messages: [said('North leads')] }),
      }),
    );
    expect(part(container, '.pe-chat-answer').textContent).toBe('North leads');
    rerender(
      turnOf({
        turn: doneTurn({ status: 'aborted', answer: undefined, toolCalls: [], messages: [said('North leads with')] }),
      }),
    );
    await waitFor(() => expect(part(container, '.pe-chat-answer-text').textContent).toBe('North leads with'));
  });

  it('mounts with the latest text when the answer grew while the renderers loaded', async () => {
    const { rerender } = render(turnOf({ turn: doneTurn({ toolCalls: [], answer: answer('One') }) }));
    rerender(turnOf({ turn: doneTurn({ toolCalls: [], answer: answer('One two') }) }));
    await drawn(1);
    expect(callsOf(log, 'answer')[0]!.input).toBe('One two');
  });

  it('destroys every renderer at unmount, and a chart that arrives after it as it arrives', async () => {
    const { unmount } = render(turnOf({ turn: doneTurn(), vegaEmbed }));
    await drawn(3);
    unmount();
    for (const call of log.calls) expect(call.destroy, call.kind).toHaveBeenCalledTimes(1);

    Object.assign(log, newRenderLog(), { chartDelay: 30 });
    const late = render(turnOf({ turn: doneTurn(), vegaEmbed }));
    await drawn(2);
    late.unmount();
    await drawn(3);
    expect(callsOf(log, 'chart')[0]!.destroy).toHaveBeenCalledTimes(1);
    expect(callsOf(log, 'chart')[0]!.options?.signal).toMatchObject({ aborted: true });
  });

  it('destroys a renderer when its input goes: the answer, the tool call', async () => {
    const { rerender, container } = render(turnOf({ turn: doneTurn(), vegaEmbed }));
    await drawn(3);
    rerender(turnOf({ turn: doneTurn({ answer: undefined, toolCalls: [] }), vegaEmbed }));
    for (const call of log.calls) expect(call.destroy, call.kind).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.pe-chat-answer, .pe-chat-tool')).toBeNull();
  });

  it('draws no chart without vegaEmbed (the table still shows)', async () => {
    const { container } = render(turnOf({ turn: doneTurn() }));
    await drawn(2);
    expect(container.querySelector('.pe-chat-chart')).toBeNull();
    expect(callsOf(log, 'chart')).toEqual([]);
    expect(callsOf(log, 'table')).toHaveLength(1);
  });

  it('draws no table or chart for a call still running, failed, of another tool, or of another shape', async () => {
    const calls = [
      sqlCall({ id: 'a', status: 'running', result: undefined }),
      sqlCall({ id: 'b', status: 'failed', result: undefined, error: 'Unknown column "x"' }),
      sqlCall({
        id: 'c',
        name: 'platformMeta',
        input: { searchQuery: 'orders' },
        result: { searchQuery: 'orders', cubes: [] },
      }),
      sqlCall({ id: 'd', result: 'not an object' as never }),
    ];
    const { container } = render(turnOf({ turn: doneTurn({ toolCalls: calls, answer: undefined }), vegaEmbed }));
    expect(container.querySelectorAll('.pe-chat-table')).toHaveLength(1);
    expect(part(container, '.pe-chat-tool[data-status="failed"] .pe-chat-tool-error').textContent).toBe(
      'Unknown column "x"',
    );
    expect(part(container, '.pe-chat-tool[data-tool="platformMeta"] .pe-chat-tool-input').textContent).toBe(
      JSON.stringify({ searchQuery: 'orders' }, null, 2),
    );
    // The call of another shape: told in text, nothing drawn.
    await waitFor(() =>
      expect(part(container, '.pe-chat-notice[data-kind="render"]').textContent).toMatch(
        /not of the shape of a platformSqlApi result/,
      ),
    );
    expect(log.calls).toEqual([]);
  });

  it('shows a renderer that failed as a notice, in text', async () => {
    log.failTable = true;
    const { container } = render(turnOf({ turn: doneTurn() }));
    await waitFor(() =>
      expect(part(container, '.pe-chat-notice[data-kind="render"]').textContent).toBe('The table could not be drawn.'),
    );
  });

  it('under StrictMode mounts each renderer once, and leaves none behind', async () => {
    const { unmount } = render(h(StrictMode, null, turnOf({ turn: doneTurn(), vegaEmbed })));
    await drawn(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(log.calls.map((call) => call.kind).sort()).toEqual(['answer', 'chart', 'table']);
    unmount();
    for (const call of log.calls) expect(call.destroy, call.kind).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['connecting', {}, 'Connecting…'],
    ['reconnecting', {}, 'Reconnecting…'],
    ['aborted', {}, 'Stopped.'],
    ['aborted', { abortedBy: 'service' }, 'Stopped by service.'],
    [
      'failed',
      { error: chatError('NETWORK', 'The chat service could not be reached.') },
      'The chat service could not be reached.',
    ],
  ] as const)('tells a %s turn %j: %s', (status, fields, text) => {
    const { container } = render(turnOf({ turn: doneTurn({ status, answer: undefined, toolCalls: [], ...fields }) }));
    const notice = part(container, '.pe-chat-notice');
    expect(notice.textContent).toBe(text);
    expect(notice.dataset.kind).toBe(status);
    expect(notice.getAttribute('role')).toBe(status === 'failed' ? 'alert' : null);
    expect(part(container, '.pe-chat-turn').getAttribute('aria-busy')).toBe(
      status === 'connecting' || status === 'reconnecting' ? 'true' : null,
    );
  });

  it('shows hostile text as text: no element is made from a question, thinking, tool input, error or answer', async () => {
    const hostile =
      '<img src=x onerror="globalThis.pwned=1"><script>globalThis.pwned=1</script><a href="javascript:alert(1)">x</a>';
    const turn = doneTurn({
      question: hostile,
      thinking: hostile,
      toolCalls: [
        sqlCall({ id: 'h1', name: hostile, status: 'failed', result: undefined, input: hostile, error: hostile }),
      ],
      answer: answer(hostile),
      status: 'failed',
      error: chatError('NETWORK', hostile),
    });
    const { container } = render(turnOf({ turn, vegaEmbed }));
    expect(container.querySelector('img, script, a, iframe')).toBeNull();
    expect(part(container, '.pe-chat-question').textContent).toBe(hostile);
    expect(part(container, '.pe-chat-tool-input').textContent).toBe(hostile);
    expect(part(container, '.pe-chat-tool-error').textContent).toBe(hostile);
    expect(part(container, '.pe-chat-answer-plain').textContent).toBe(hostile);
    expect(part(container, '.pe-chat-notice').textContent).toBe(hostile);
    // Once the real Markdown renderer has drawn the answer: still text, no element of it.
    await waitFor(() => expect(container.querySelector('.pe-chat-answer-plain')).toBeNull());
    expect(part(container, '.pe-chat-answer-text').textContent).toContain('<script>');
    expect(container.querySelector('img, script, a, iframe')).toBeNull();
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
  });
});
