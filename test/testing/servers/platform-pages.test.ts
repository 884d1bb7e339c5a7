/**
 * The fake platform server's cursor lists, the reference's rule for all: without `first` every
 * item and `pageInfo: null`; with `first` (1–100) a page and its pageInfo; `after` a cursor of the
 * same list only. Walking the pages with their end cursors gives every item once, in order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cursorPage,
  MAX_PAGE_SIZE,
  NO_CURSORS,
  pageSize,
  withPageInfo,
} from '../../../src/testing/servers/platform-pages.js';
import { FakeRefusal } from '../../../src/testing/servers/platform-refusal.js';

const items = Array.from({ length: 7 }, (_, index) => `item-${index}`);
const query = (fields: Record<string, string> = {}) => new URLSearchParams(fields);

/** The 400 `run` throws. */
function refusalOf(run: () => unknown): FakeRefusal {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FakeRefusal);
    expect((error as FakeRefusal).status).toBe(400);
    return error as FakeRefusal;
  }
  throw new Error('not refused');
}

describe('cursorPage', () => {
  it('without first: every item and no pageInfo', () => {
    expect(cursorPage(items, query(), 'reports')).toEqual({ items, pageInfo: null });
  });

  it('with first: a page, whether there is more, and its cursors', () => {
    const page = cursorPage(items, query({ first: '3' }), 'reports');
    expect(page.items).toEqual(['item-0', 'item-1', 'item-2']);
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page.pageInfo?.startCursor).toEqual(expect.any(String));
    const next = cursorPage(items, query({ first: '3', after: page.pageInfo!.endCursor! }), 'reports');
    expect(next.items).toEqual(['item-3', 'item-4', 'item-5']);
    expect(next.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const last = cursorPage(items, query({ first: '3', after: next.pageInfo!.endCursor! }), 'reports');
    expect(last.items).toEqual(['item-6']);
    expect(last.pageInfo?.hasNextPage).toBe(false);
  });

  it('an empty page has no cursors', () => {
    expect(cursorPage([], query({ first: '5' }), 'reports').pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    });
  });

  it('after without first: the rest of the list, no pageInfo', () => {
    const { pageInfo } = cursorPage(items, query({ first: '2' }), 'reports');
    expect(cursorPage(items, query({ after: pageInfo!.endCursor! }), 'reports')).toEqual({
      items: items.slice(2),
      pageInfo: null,
    });
  });

  it('refuses a cursor of another list or order, one that does not parse, and one past the end: 400 naming after', () => {
    const { pageInfo } = cursorPage(items, query({ first: '2' }), 'reports?sortBy=name');
    expect(
      refusalOf(() => cursorPage(items, query({ after: pageInfo!.endCursor! }), 'reports?sortBy=createdAt')).message,
    ).toMatch(/^after: expected a cursor from pageInfo\.endCursor of this list/);
    refusalOf(() => cursorPage(items, query({ after: 'not-a-cursor' }), 'reports'));
    const past = cursorPage(Array.from({ length: 20 }, String), query({ first: '15' }), 'reports').pageInfo!.endCursor!;
    refusalOf(() => cursorPage(items, query({ after: past }), 'reports'));
  });

  it('walking the pages by their end cursors gives every item once, in order, for any size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 60 }),
        fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
        (list, size) => {
          const seen: number[] = [];
          let after: string | null = null;
          for (let pages = 0; pages <= list.length + 1; pages += 1) {
            const fields: Record<string, string> = { first: String(size), ...(after && { after }) };
            const page = cursorPage(list, query(fields), 'numbers');
            seen.push(...page.items);
            if (!page.pageInfo?.hasNextPage) break;
            after = page.pageInfo.endCursor ?? null;
          }
          expect(seen).toEqual(list);
        },
      ),
    );
  });
});

describe('pageSize', () => {
  it('is first, a whole number from 1 to 100, or undefined without one', () => {
    expect(pageSize(query())).toBeUndefined();
    expect(pageSize(query({ first: '1' }))).toBe(1);
    expect(pageSize(query({ first: '100' }))).toBe(100);
    for (const first of ['0', '101', '-1', '1.5', 'ten', '', '99999'])
      expect(refusalOf(() => pageSize(query({ first }))).message, first).toMatch(
        /^first: expected a whole number from 1 to 100/,
      );
  });
});

describe('withPageInfo', () => {
  it('a list that asked for no page is one page without cursors', () => {
    expect(withPageInfo({ items: [1, 2], pageInfo: null })).toEqual({ items: [1, 2], pageInfo: NO_CURSORS });
    expect(withPageInfo({ items: [1, 2], pageInfo: null }).pageInfo).not.toBe(NO_CURSORS);
    const paged = cursorPage(items, query({ first: '2' }), 'reports');
    expect(withPageInfo(paged).pageInfo).toBe(paged.pageInfo);
  });
});
