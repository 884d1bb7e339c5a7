/** The fixed records of the fake platform server's answers: the same on every run, paged by the one cursor rule. */
import { describe, expect, it } from 'vitest';
import {
  deployment,
  fullPage,
  idsOf,
  itemsOf,
  num,
  page,
  pageWithData,
} from '../../../src/testing/servers/platform-records.js';
import type { RouteCall } from '../../../src/testing/servers/platform-router.js';

const call = (query = ''): RouteCall => ({
  template: '/x',
  params: {},
  query: new URLSearchParams(query),
  body: undefined,
  raw: { text: '', contentType: undefined },
});

describe('the fake records', () => {
  it('are the same on every call', () => {
    expect(deployment(42)).toEqual(deployment(42));
    expect(deployment(42)).toMatchObject({ id: 42 });
  });

  it('read path parameters as the numbers the document types them as', () => {
    expect(num('17')).toBe(17);
    expect(num('x')).toBe(1);
    expect(num(undefined)).toBe(1);
  });

  it('page lists: pageInfo null without first, a required pageInfo, the deprecated data', () => {
    expect(page([1, 2, 3])(call())).toMatchObject({ items: [1, 2, 3], pageInfo: null });
    expect(page([1, 2, 3])(call('first=2'))).toMatchObject({ items: [1, 2], pageInfo: { hasNextPage: true } });
    expect(fullPage([1])(call()).pageInfo).not.toBeNull();
    expect(pageWithData([1, 2])(call())).toMatchObject({ items: [1, 2], data: [1, 2] });
  });

  it('take the ids a bulk request names, and nothing else', () => {
    expect(idsOf([1, 'x', 2])).toEqual([1, 2]);
    expect(idsOf('nope')).toEqual([]);
    expect(itemsOf([{ type: 'FOLDER', id: 1 }, { type: 'OTHER', id: 2 }, null])).toEqual([{ type: 'FOLDER', id: 1 }]);
  });
});
