/**
 * Cursor lists (spec 4.3, 8, 9: the folders and reports lists): pages fetched one after the
 * other with `first` / `after`, each `{ items, pageInfo: { hasNextPage, endCursor } }`, until
 * `hasNextPage` is false. Independent of HTTP: the client passes the function that fetches one
 * page.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { refuse } from '../http/refuse.js';
import { expected, isPlainObject } from '../internal/describe.js';

/**
 * A cursor list, walked lazily: iterate it for the items of every page, or `pages()` for the
 * pages themselves (with their other fields). Each iteration starts again from the first page,
 * and stops asking for pages as soon as the loop stops.
 */
export type Paginated<Item, Page> = AsyncIterable<Item> & {
  /** The pages, one request each, in order. */
  pages(): AsyncIterable<Page>;
};

/** What every page of a cursor list holds. */
interface CursorPage {
  items: unknown[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * Refuses a list request that cannot be paged, before anything is sent: sorting by
 * `lastViewedAt` has no cursor pagination (spec 8).
 *
 * @throws {@link ApiError} `INVALID_REQUEST` saying why.
 */
export function checkPageable(query: Record<string, unknown> | undefined): void {
  if (query?.sortBy === 'lastViewedAt') {
    refuse(
      'INVALID_REQUEST',
      'params.query.sortBy',
      'an order with cursor pagination ("name", "createdAt", "updatedAt"): the service does not page a list sorted by lastViewedAt (spec 8), so fetch it with one GET instead',
      query.sortBy,
    );
  }
}

/** Checks one page: `items` an array, `pageInfo.hasNextPage` a boolean, and a new `endCursor` when another page follows. */
function checkPage(page: unknown, label: string, number: number, after: string | undefined): asserts page is CursorPage {
  function wrong(field: string, rule: string, value: unknown): never {
    throw new ApiError('INVALID_RESPONSE', `${label}, page ${number}: ${expected(field, rule, value)}`, { body: page });
  }
  if (!isPlainObject(page)) wrong('the page', 'an object with items and pageInfo', page);
  if (!Array.isArray(page.items)) wrong('items', 'an array', page.items);
  const pageInfo = page.pageInfo;
  if (!isPlainObject(pageInfo)) wrong('pageInfo', 'an object with hasNextPage and endCursor', pageInfo);
  if (typeof pageInfo.hasNextPage !== 'boolean') wrong('pageInfo.hasNextPage', 'a boolean', pageInfo.hasNextPage);
  if (pageInfo.hasNextPage) {
    if (typeof pageInfo.endCursor !== 'string' || !pageInfo.endCursor) wrong('pageInfo.endCursor', 'the cursor of the next page (hasNextPage is true)', pageInfo.endCursor);
    // The same cursor again would ask for the same page forever.
    if (pageInfo.endCursor === after) wrong('pageInfo.endCursor', 'a cursor past the one just sent', pageInfo.endCursor);
  }
}

/**
 * The cursor list whose pages `fetchPage(after)` fetches (`after` undefined for the first
 * page, unless `start` continues from a cursor). `label` names the list in errors.
 */
export function paginated<Item, Page>(fetchPage: (after: string | undefined) => Promise<unknown>, label: string, start?: string): Paginated<Item, Page> {
  async function* pages(): AsyncGenerator<Page, void, undefined> {
    let after = start;
    for (let number = 1; ; number += 1) {
      const page = await fetchPage(after);
      checkPage(page, label, number, after);
      yield page as Page;
      if (!page.pageInfo.hasNextPage) return;
      after = page.pageInfo.endCursor as string;
    }
  }
  async function* items(): AsyncGenerator<Item, void, undefined> {
    for await (const page of pages()) yield* (page as CursorPage).items as Item[];
  }
  return { [Symbol.asyncIterator]: () => items(), pages };
}
