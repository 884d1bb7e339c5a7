/**
 * Cursor lists (spec 4.3, 8, 9, the reference): pages fetched one after the other with
 * `first` / `after`, each `{ items, pageInfo: { hasNextPage, endCursor } | null }`, until
 * `hasNextPage` is false or `pageInfo` is null. Independent of HTTP: the client passes the function that fetches one
 * page.
 *
 * @module
 * @internal
 */

import { ApiError } from '../http/api-error.js';
import { refuseApiRequest } from '../http/refuse.js';
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

/** What every page of a cursor list holds: its items, and where the next page starts (no `pageInfo`: the last page). */
interface CursorPage {
  items: unknown[];
  pageInfo?: { hasNextPage: boolean; endCursor?: string | null } | null;
}

/**
 * Refuses a list request that cannot be paged, before anything is sent: sorting by
 * `lastViewedAt` has no cursor pagination (spec 8).
 *
 * @throws {@link ApiError} `INVALID_REQUEST` saying why.
 */
export function checkPageable(query: Record<string, unknown> | undefined): void {
  if (query?.sortBy === 'lastViewedAt') {
    refuseApiRequest(
      'params.query.sortBy',
      'an order with cursor pagination ("name", "createdAt", "updatedAt"): the service does not page a list sorted by lastViewedAt (spec 8), so fetch it with one GET instead',
      query.sortBy,
    );
  }
}

/**
 * Checks one page: `items` an array; `pageInfo` absent or null (the last page, as the reference
 * allows), or `hasNextPage` a boolean with a cursor never seen in this walk when another page
 * follows — a cursor seen before would walk the same pages for ever. Returns the next cursor,
 * or undefined on the last page.
 */
function nextCursor(page: unknown, label: string, number: number, seen: ReadonlySet<string>): string | undefined {
  function wrong(field: string, rule: string, value: unknown): never {
    throw new ApiError('INVALID_RESPONSE', `${label}, page ${number}: ${expected(field, rule, value)}`, { body: page });
  }
  if (!isPlainObject(page)) wrong('the page', 'an object with items and pageInfo', page);
  if (!Array.isArray(page.items)) wrong('items', 'an array', page.items);
  const pageInfo = page.pageInfo;
  if (pageInfo === undefined || pageInfo === null) return undefined;
  if (!isPlainObject(pageInfo)) wrong('pageInfo', 'an object with hasNextPage and endCursor, or null', pageInfo);
  if (typeof pageInfo.hasNextPage !== 'boolean') wrong('pageInfo.hasNextPage', 'a boolean', pageInfo.hasNextPage);
  if (!pageInfo.hasNextPage) return undefined;
  const cursor = pageInfo.endCursor;
  if (typeof cursor !== 'string' || !cursor)
    wrong('pageInfo.endCursor', 'the cursor of the next page (hasNextPage is true)', cursor);
  if (seen.has(cursor))
    wrong('pageInfo.endCursor', 'a cursor this list has not given before (the pages would repeat for ever)', cursor);
  return cursor;
}

/** Options of a walk through a cursor list. */
export interface PaginateOptions {
  /** The most pages to read; the walk stops after them. Default: every page. */
  maxPages?: number;
  /** Aborts the walk: the page being fetched, and every later one. */
  signal?: AbortSignal;
}

/**
 * The signals of one walk's pages, all following `caller` through one listener on it. A page's
 * request adds a listener of its own to the signal it is given, kept until the request is
 * collected: given `caller` itself, a walk added one per page (Node warns past 1,500). So each
 * page gets a new signal, aborted with the caller's reason; `dispose()` removes the one listener.
 */
function pageSignals(caller: AbortSignal | undefined): { next(): AbortSignal | undefined; dispose(): void } {
  if (!caller) return { next: () => undefined, dispose: () => undefined };
  let current: AbortController | undefined;
  const relay = () => current?.abort(caller.reason);
  caller.addEventListener('abort', relay, { once: true });
  return {
    next() {
      current = new AbortController();
      if (caller.aborted) current.abort(caller.reason);
      return current.signal;
    },
    dispose: () => caller.removeEventListener('abort', relay),
  };
}

/**
 * The cursor list whose pages `fetchPage(after, signal)` fetches (`after` undefined for the first
 * page, unless `start` continues from a cursor; `signal` the page's, following `options.signal`).
 * `label` names the list in errors. The pages are walked until one is the last (`hasNextPage`
 * false, or no `pageInfo`), or `maxPages` are read.
 */
export function paginated<Item, Page>(
  fetchPage: (after: string | undefined, signal: AbortSignal | undefined) => Promise<unknown>,
  label: string,
  start?: string,
  options: PaginateOptions = {},
): Paginated<Item, Page> {
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  async function* pages(): AsyncGenerator<Page, void, undefined> {
    let after = start;
    const seen = new Set<string>(start === undefined ? [] : [start]);
    const signals = pageSignals(options.signal);
    try {
      for (let number = 1; number <= maxPages; number += 1) {
        const page = await fetchPage(after, signals.next());
        const next = nextCursor(page, label, number, seen);
        yield page as Page;
        if (next === undefined) return;
        seen.add(next);
        after = next;
      }
    } finally {
      // Also when the loop stops early (break, an error): the caller's signal keeps no listener.
      signals.dispose();
    }
  }
  async function* items(): AsyncGenerator<Item, void, undefined> {
    for await (const page of pages()) yield* (page as CursorPage).items as Item[];
  }
  return { [Symbol.asyncIterator]: () => items(), pages };
}
