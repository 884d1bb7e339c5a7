/**
 * Cursor lists without HTTP: items across pages, the pages themselves, lazy fetching, a fresh
 * walk per iteration, the lastViewedAt refusal, and every malformed page.
 */
import { describe, expect, it } from 'vitest';
import { checkPageable, paginated } from '../../src/api/paginate.js';
import { expectApiError } from '../support/expect-api-error.js';

interface Page {
  items: number[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  count?: number;
}

/** Pages of `size` items out of `total`, cursors "c1", "c2"…; records every `after` asked for. */
function pagesOf(total: number, size: number) {
  const asked: Array<string | undefined> = [];
  const fetchPage = async (after: string | undefined): Promise<Page> => {
    asked.push(after);
    const start = after === undefined ? 0 : Number(after.slice(1)) * size;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i);
    const next = start + size < total;
    return { items, pageInfo: { hasNextPage: next, endCursor: next ? `c${start / size + 1}` : null }, count: total };
  };
  return { asked, fetchPage };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const value of iterable) out.push(value);
  return out;
}

describe('paginated', () => {
  it('yields every item of every page in order, following endCursor while hasNextPage', async () => {
    const { asked, fetchPage } = pagesOf(25, 10);
    const list = paginated<number, Page>(fetchPage, 'GET /reports');
    expect(await collect(list)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(asked).toEqual([undefined, 'c1', 'c2']);
  });

  it('pages() yields the pages with their other fields', async () => {
    const { fetchPage } = pagesOf(25, 10);
    const pages = await collect(paginated<number, Page>(fetchPage, 'GET /reports').pages());
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 5]);
    expect(pages.map((page) => page.count)).toEqual([25, 25, 25]);
  });

  it('stops at a first page without a next one, and handles an empty list', async () => {
    const one = pagesOf(3, 10);
    expect(await collect(paginated<number, Page>(one.fetchPage, 'l'))).toEqual([0, 1, 2]);
    expect(one.asked).toEqual([undefined]);
    const none = pagesOf(0, 10);
    expect(await collect(paginated<number, Page>(none.fetchPage, 'l'))).toEqual([]);
  });

  it('fetches lazily, stops when the loop stops, and starts again with each iteration', async () => {
    const { asked, fetchPage } = pagesOf(100, 10);
    const list = paginated<number, Page>(fetchPage, 'l');
    expect(asked).toEqual([]);
    for await (const item of list) if (item === 12) break;
    expect(asked).toEqual([undefined, 'c1']);
    const first: number[] = [];
    for await (const item of list) {
      first.push(item);
      if (first.length === 2) break;
    }
    expect(first).toEqual([0, 1]);
    expect(asked).toEqual([undefined, 'c1', undefined]);
  });

  it('continues from a start cursor', async () => {
    const { asked, fetchPage } = pagesOf(25, 10);
    expect(await collect(paginated<number, Page>(fetchPage, 'l', 'c2'))).toEqual([20, 21, 22, 23, 24]);
    expect(asked).toEqual(['c2']);
  });

  it('a missing endCursor while hasNextPage is INVALID_RESPONSE, after the items before it', async () => {
    for (const endCursor of [undefined, null, '', 42]) {
      const seen: unknown[] = [];
      const list = paginated<number, Page>(
        async () => ({ items: [1], pageInfo: { hasNextPage: true, endCursor } as Page['pageInfo'] }),
        'GET /api/v1/deployments/{deploymentId}/reports',
      );
      const error = await expectApiError(
        (async () => {
          for await (const item of list) seen.push(item);
        })(),
        'INVALID_RESPONSE',
      );
      expect(error.message).toMatch(
        /^GET \/api\/v1\/deployments\/\{deploymentId\}\/reports, page 1: pageInfo\.endCursor: expected the cursor of the next page \(hasNextPage is true\), got /,
      );
      expect(error.body).toEqual({ items: [1], pageInfo: { hasNextPage: true, endCursor } });
      expect(seen).toEqual([]);
    }
  });

  it('a cursor that does not move is INVALID_RESPONSE rather than an endless loop', async () => {
    const list = paginated<number, Page>(
      async () => ({ items: [1], pageInfo: { hasNextPage: true, endCursor: 'same' } }),
      'l',
    );
    const error = await expectApiError(collect(list), 'INVALID_RESPONSE');
    expect(error.message).toBe(
      'l, page 2: pageInfo.endCursor: expected a cursor this list has not given before (the pages would repeat for ever), got "same"',
    );
  });

  it('a cycle of cursors (A, B, A…) is INVALID_RESPONSE at the first cursor seen again: three requests, not thousands', async () => {
    const fetched: Array<string | undefined> = [];
    const list = paginated<number, Page>(async (after) => {
      fetched.push(after);
      return { items: [fetched.length], pageInfo: { hasNextPage: true, endCursor: after === 'A' ? 'B' : 'A' } };
    }, 'l');
    const error = await expectApiError(collect(list), 'INVALID_RESPONSE');
    expect(error.message).toContain('page 3: pageInfo.endCursor');
    expect(fetched).toEqual([undefined, 'A', 'B']);
    // A cursor the caller started from counts as seen too.
    const from = paginated<number, Page>(
      async () => ({ items: [1], pageInfo: { hasNextPage: true, endCursor: 'S' } }),
      'l',
      'S',
    );
    await expectApiError(collect(from), 'INVALID_RESPONSE');
  });

  it('a page whose pageInfo is null or absent is the last (the reference allows both)', async () => {
    for (const last of [{ items: [2], pageInfo: null }, { items: [2] }]) {
      let calls = 0;
      const list = paginated<number, Page>(
        async () => (++calls === 1 ? { items: [1], pageInfo: { hasNextPage: true, endCursor: 'c1' } } : last),
        'l',
      );
      expect(await collect(list)).toEqual([1, 2]);
      expect(calls).toBe(2);
    }
  });

  it('reads at most maxPages pages, then stops', async () => {
    let calls = 0;
    const list = paginated<number, Page>(
      async () => ({ items: [++calls], pageInfo: { hasNextPage: true, endCursor: `c${calls}` } }),
      'l',
      undefined,
      { maxPages: 3 },
    );
    expect(await collect(list)).toEqual([1, 2, 3]);
    expect(calls).toBe(3);
  });

  it('a page without items or pageInfo is INVALID_RESPONSE naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [null, 'l, page 1: the page: expected an object with items and pageInfo, got null'],
      [[], 'l, page 1: the page: expected an object with items and pageInfo, got an array'],
      [{ data: [], pageInfo: { hasNextPage: false } }, 'l, page 1: items: expected an array, got undefined'],
      [
        { items: [], pageInfo: 'next' },
        'l, page 1: pageInfo: expected an object with hasNextPage and endCursor, or null, got "next"',
      ],
      [{ items: [], pageInfo: { hasNextPage: 'no' } }, 'l, page 1: pageInfo.hasNextPage: expected a boolean, got "no"'],
    ];
    for (const [page, message] of cases) {
      expect((await expectApiError(collect(paginated(async () => page, 'l')), 'INVALID_RESPONSE')).message).toBe(
        message,
      );
    }
  });

  it('with a signal: each page gets a signal of its own that follows it, through one listener removed when the walk ends', async () => {
    const caller = new AbortController();
    let listeners = 0;
    const add = caller.signal.addEventListener.bind(caller.signal);
    const remove = caller.signal.removeEventListener.bind(caller.signal);
    caller.signal.addEventListener = ((...args: Parameters<AbortSignal['addEventListener']>) => {
      listeners += 1;
      add(...args);
    }) as AbortSignal['addEventListener'];
    caller.signal.removeEventListener = ((...args: Parameters<AbortSignal['removeEventListener']>) => {
      listeners -= 1;
      remove(...args);
    }) as AbortSignal['removeEventListener'];
    const given: Array<AbortSignal | undefined> = [];
    const { fetchPage } = pagesOf(100, 10);
    const list = paginated<number, Page>((after, signal) => (given.push(signal), fetchPage(after)), 'l', undefined, {
      signal: caller.signal,
    });
    for await (const item of list) {
      expect(listeners).toBe(1);
      if (item === 35) break;
    }
    expect(listeners).toBe(0); // the loop stopped: no listener is left on the caller's signal
    expect(given).toHaveLength(4);
    expect(new Set(given).size).toBe(4);
    expect(given.every((signal) => signal instanceof AbortSignal && !signal.aborted)).toBe(true);

    // Aborted during the first page: that page's signal aborts with the caller's reason, and so
    // does every later one's at once (this fetch ignores its signal: the walk goes on).
    given.length = 0;
    const aborting = paginated<number, Page>(
      (after, signal) => {
        given.push(signal);
        caller.abort(new Error('left'));
        return fetchPage(after);
      },
      'l',
      undefined,
      { signal: caller.signal },
    );
    await collect(aborting);
    expect(given).toHaveLength(10);
    expect(given.every((signal) => signal?.aborted && (signal.reason as Error).message === 'left')).toBe(true);
    expect(listeners).toBe(0);
  });

  it('passes a failing fetch’s error through, as it is', async () => {
    const failure = new Error('boom');
    await expect(
      collect(
        paginated(async () => {
          throw failure;
        }, 'l'),
      ),
    ).rejects.toBe(failure);
  });
});

describe('checkPageable', () => {
  it('refuses sortBy lastViewedAt, saying why, and accepts the sorts with cursor pagination', () => {
    const error = expectApiError(() => checkPageable({ sortBy: 'lastViewedAt' }), 'INVALID_REQUEST');
    expect(error.message).toBe(
      'params.query.sortBy: expected an order with cursor pagination ("name", "createdAt", "updatedAt"): the service does not page a list sorted by lastViewedAt (spec 8), so fetch it with one GET instead, got "lastViewedAt"',
    );
    for (const query of [undefined, {}, { sortBy: 'name' }, { sortBy: 'createdAt' }, { sortBy: 'updatedAt', first: 5 }])
      expect(() => checkPageable(query)).not.toThrow();
  });
});
