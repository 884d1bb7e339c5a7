// @vitest-environment happy-dom
/** Where the fake embed page is: its in-embed path (navigate, then view) and its filters. */
import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  navigateTo,
  renderFilters,
  renderPath,
} from '../../../../src/testing/servers/embed-page/navigation.js';
import { recordedPage, textOf } from './page-fixture.js';

describe('the fake embed page’s path and filters', () => {
  it('a new path: shown, the tab current, then navigate and view sent', () => {
    const { page, emitted } = recordedPage();
    navigateTo(page, '/orders');
    expect([textOf('path'), textOf('view-title')]).toEqual(['/orders', 'Orders']);
    expect(document.querySelector('[data-path="/orders"]')!.getAttribute('aria-current')).toBe('page');
    expect(emitted).toEqual([
      { name: 'navigate', payload: { path: '/orders', previousPath: '/' } },
      { name: 'view', payload: { surface: 'dashboard', path: '/orders', title: 'Orders', publicId: 'd-1' } },
    ]);
  });

  it('the same path again: nothing', () => {
    const { page, emitted } = recordedPage();
    navigateTo(page, '/');
    expect(emitted).toEqual([]);
  });

  it('a path it has no view for is titled by its path', () => {
    const { page } = recordedPage();
    page.state.path = '/elsewhere';
    renderPath(page);
    expect(textOf('view-title')).toBe('Page /elsewhere');
  });

  it('filters: none at first; one per view.dimension, the last one kept, shown as a list and as chips', () => {
    const { page } = recordedPage();
    renderFilters(page);
    expect(textOf('filters')).toBe('none');
    applyFilter(page, 'f_orders.status=["paid"]');
    applyFilter(page, 'f_orders.status=["shipped"]');
    applyFilter(page, 'f_orders.region="North"');
    expect([...document.querySelectorAll('#filters li')].map((item) => item.textContent)).toEqual([
      'orders.status = ["shipped"]',
      'orders.region = "North"',
    ]);
    expect([...document.querySelectorAll('#filter-chips li')].map((item) => item.textContent)).toEqual([
      'orders.status: ["shipped"]',
      'orders.region: "North"',
    ]);
  });
});
