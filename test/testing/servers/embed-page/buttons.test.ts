// @vitest-environment happy-dom
/** The fake embed page's buttons: each sends its event, the fatal one stops the page. */
import { describe, expect, it } from 'vitest';
import { wireButtons } from '../../../../src/testing/servers/embed-page/buttons.js';
import { recordedPage, SIGNED } from './page-fixture.js';

const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

describe('the fake embed page’s buttons', () => {
  it('the tabs and the next-view button navigate; the drilldown button drills into North', () => {
    const { page, emitted } = recordedPage();
    wireButtons(page);
    click('[data-path="/customers"]');
    click('#emit-navigate');
    click('#emit-drilldown');
    expect(emitted.map(({ name, payload }) => [name, name === 'navigate' ? payload : undefined])).toEqual([
      ['navigate', { path: '/customers', previousPath: '/' }],
      ['view', undefined],
      ['navigate', { path: '/', previousPath: '/customers' }],
      ['view', undefined],
      ['drilldown', undefined],
    ]);
    expect(emitted.at(-1)!.payload).toEqual({
      member: 'orders.revenue',
      value: { region: 'North', revenue: 125000 },
      widgetId: 'revenue-by-region',
    });
  });

  it('downloads: a table format is the widget’s, an image the dashboard’s', () => {
    const { page, emitted } = recordedPage();
    wireButtons(page);
    click('[data-format="csv"]');
    click('[data-format="pdf"]');
    expect(emitted.map(({ payload }) => payload)).toEqual([
      { format: 'csv', target: 'widget', widgetId: 'revenue-by-region', title: 'Revenue by region', rowCount: 7 },
      { format: 'pdf', target: 'dashboard', title: 'Sales overview' },
    ]);
  });

  it('the AI form: submitted, then each status; an agent on a dashboard, a chat on the chat surface', () => {
    const dashboard = recordedPage();
    wireButtons(dashboard.page);
    document.getElementById('ai-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    click('[data-status="completed"]');
    const query = 'Which region grew fastest last quarter?';
    expect(dashboard.emitted.map(({ payload }) => payload)).toEqual([
      { query, status: 'submitted', agentId: 'agent-sales' },
      { query, status: 'completed', agentId: 'agent-sales' },
    ]);
    const chat = recordedPage({ ...SIGNED, surface: 'chat' });
    wireButtons(chat.page);
    click('[data-status="error"]');
    expect(chat.emitted.map(({ payload }) => payload)).toEqual([{ query, status: 'error', chatId: 'chat-demo-1' }]);
  });

  it('errors: a widget’s, and a fatal one that stops the page; the invalid download goes to the SDK to refuse', () => {
    const { page, emitted } = recordedPage();
    wireButtons(page);
    click('#emit-error');
    click('#emit-error-fatal');
    click('#emit-invalid');
    expect(
      emitted.map(({ name, payload }) => [
        name,
        (payload as { fatal?: boolean; format?: string }).fatal ?? (payload as { format?: string }).format,
      ]),
    ).toEqual([
      ['error', false],
      ['error', true],
      ['download', 'gif'],
    ]);
    expect(document.getElementById('fatal')!.hidden).toBe(false);
  });
});
