// @vitest-environment happy-dom
/** The fake dashboard: deterministic numbers, its widgets, its first load, drilldowns and refreshes. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadWidgets,
  refresh,
  renderWidgets,
  seededRandom,
} from '../../../../src/testing/servers/embed-page/dashboard.js';
import { recordedPage, textOf } from './page-fixture.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const chart = () => [...document.querySelectorAll<HTMLElement>('#bars .bar')].map((bar) => bar.title);

describe('the fake dashboard', () => {
  it('seededRandom: the same seed, the same numbers, each in [0, 1)', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    const numbers = Array.from({ length: 20 }, () => a());
    expect(numbers).toEqual(Array.from({ length: 20 }, () => b()));
    expect(numbers.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(seededRandom('y')()).not.toBe(numbers[0]);
  });

  it('renders nothing before its widgets load; then four KPIs, seven bars, five customers, and dashboard-loaded', async () => {
    const { page, emitted } = recordedPage();
    renderWidgets(page);
    expect(document.querySelectorAll('#kpis .kpi')).toHaveLength(0);
    loadWidgets(page);
    await vi.advanceTimersByTimeAsync(400);
    expect([
      document.querySelectorAll('#kpis .kpi').length,
      chart().length,
      document.querySelectorAll('#top-customers tr').length,
    ]).toEqual([4, 7, 5]);
    expect(document.getElementById('widgets')!.getAttribute('aria-busy')).toBe('false');
    expect(emitted).toEqual([
      { name: 'dashboard-loaded', payload: { widgetCount: 6, loadDurationMs: expect.any(Number), publicId: 'd-1' } },
    ]);
  });

  it('a bar’s click is a drilldown into its region', async () => {
    const { page, emitted } = recordedPage();
    loadWidgets(page);
    await vi.advanceTimersByTimeAsync(400);
    document.querySelector<HTMLElement>('[data-region="East"]')!.click();
    expect(emitted.at(-1)).toEqual({
      name: 'drilldown',
      payload: {
        member: 'orders.revenue',
        value: { region: 'East', revenue: expect.any(Number) },
        widgetId: 'revenue-by-region',
      },
    });
  });

  it('a refresh is counted and brings new numbers, the same for the same state', async () => {
    const { page } = recordedPage();
    loadWidgets(page);
    await vi.advanceTimersByTimeAsync(400);
    const before = chart();
    refresh(page);
    expect([textOf('refresh-count'), document.getElementById('widgets')!.classList.contains('loading')]).toEqual([
      '1',
      true,
    ]);
    await vi.advanceTimersByTimeAsync(250);
    expect(document.getElementById('widgets')!.classList.contains('loading')).toBe(false);
    expect(chart()).not.toEqual(before);
    page.state.refreshes = 0;
    renderWidgets(page);
    expect(chart()).toEqual(before);
  });
});
