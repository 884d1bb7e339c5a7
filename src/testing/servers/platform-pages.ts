/// <reference types="node" />
/**
 * The cursor lists of the fake platform server, one rule for all of them (the reference's):
 * without `first` a list answers every item and `pageInfo: null`; with `first` (1–100) it answers
 * a page and its `pageInfo` (`hasNextPage`, `hasPreviousPage`, `startCursor`, `endCursor`);
 * `after` continues from a cursor of the same list.
 *
 * @module
 */

import type { components } from '../../api/platform-paths.js';
import { expected } from '../../internal/describe.js';
import { badRequest } from './platform-refusal.js';

/** The `PageInfo` of `openapi/platform.yaml`. */
export type PageInfo = components['schemas']['PageInfo'];

/** A list's items and where they sit: `pageInfo` null when the request did not ask for a page. */
export interface CursorPage<T> {
  items: T[];
  pageInfo: PageInfo | null;
}

/** The most a page may hold. */
export const MAX_PAGE_SIZE = 100;

/** `pageInfo` of a list that has no cursors (`sortBy=lastViewedAt`): one page, nothing before or after. */
export const NO_CURSORS: PageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };

/**
 * The items a list request asks for. `list` names the list (and its order and filters where they
 * change the items): a cursor is bound to it, so a cursor of another list or order is refused
 * rather than misread.
 *
 * @throws `FakeRefusal` 400 for a `first` that is not a whole number from 1 to 100, or an
 * `after` that is not a cursor of this list.
 */
export function cursorPage<T>(items: readonly T[], query: URLSearchParams, list: string): CursorPage<T> {
  const size = pageSize(query);
  const after = query.get('after');
  let start = 0;
  if (after !== null) {
    const offset = readCursor(after, list);
    if (offset === undefined || offset > items.length)
      throw badRequest(
        expected('after', 'a cursor from pageInfo.endCursor of this list, sorted and filtered the same way', after),
      );
    start = offset;
  }
  // The reference's shape: a request that asks for no page gets the whole list, and no pageInfo.
  if (size === undefined) return { items: items.slice(start), pageInfo: null };
  const page = items.slice(start, start + size);
  const end = start + page.length;
  return {
    items: page,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      // A cursor names the position after an item: the first item's, and the last one's.
      startCursor: page.length ? cursorOf(list, start + 1) : null,
      endCursor: page.length ? cursorOf(list, end) : null,
    },
  };
}

/**
 * The page with a `pageInfo` even when none was asked for: for the lists whose `pageInfo` the
 * document requires (dbt sync runs and logs, roles, embed tenants…), the whole list is one page.
 */
export function withPageInfo<T>(page: CursorPage<T>): { items: T[]; pageInfo: PageInfo } {
  return { items: page.items, pageInfo: page.pageInfo ?? { ...NO_CURSORS } };
}

/**
 * `first`, checked: a whole number from 1 to 100, or `undefined` when the query has none.
 *
 * @throws `FakeRefusal` 400 naming `first` and its value.
 */
export function pageSize(query: URLSearchParams): number | undefined {
  const first = query.get('first');
  if (first === null) return undefined;
  if (!/^\d{1,4}$/.test(first) || Number(first) < 1 || Number(first) > MAX_PAGE_SIZE)
    throw badRequest(expected('first', `a whole number from 1 to ${MAX_PAGE_SIZE}`, first));
  return Number(first);
}

/** An opaque cursor: the position after which the next page starts, in the list it belongs to. */
function cursorOf(list: string, offset: number): string {
  return Buffer.from(JSON.stringify([list, offset])).toString('base64url');
}

function readCursor(cursor: string, list: string): number | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value[0] !== list || !Number.isInteger(value[1]) || value[1] < 0) return undefined;
    return value[1] as number;
  } catch {
    return undefined;
  }
}
