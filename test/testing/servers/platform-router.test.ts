/** The router of the fake platform server over a table of its own: the most literal template wins, parameters decoded, a bad escape reported. */
import { describe, expect, it } from 'vitest';
import { compileRouter } from '../../../src/testing/servers/platform-router.js';

const route = compileRouter({
  '/items/{id}': { GET: 204 },
  '/items/bulk': { POST: 204 },
  '/items/{id}/parts/{part}': { GET: 501 },
});

describe('compileRouter', () => {
  it('matches the most literal template first, whatever the table’s order', () => {
    expect(route('/items/bulk')).toMatchObject({ template: '/items/bulk', params: {} });
    expect(route('/items/7')).toMatchObject({ template: '/items/{id}', params: { id: '7' }, methods: { GET: 204 } });
  });

  it('decodes parameters, reports a bad escape, and matches nothing outside the table', () => {
    expect(route('/items/a%2Fb/parts/c%20d')).toMatchObject({ params: { id: 'a/b', part: 'c d' } });
    expect(route('/items/%E0%A4%A')).toEqual({ badSegment: '%E0%A4%A' });
    expect(route('/other')).toBeUndefined();
    expect(route('/items/7/extra')).toBeUndefined();
  });
});
