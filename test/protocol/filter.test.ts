import { describe, expect, it } from 'vitest';
import { buildFilterParameter, EmbedError, parseFilterParameter } from '../../src/protocol/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

/** The message of the INVALID_FILTER error that `fn` must throw. */
const filterError = (fn: () => unknown): string => expectEmbedError(fn, 'INVALID_FILTER').message;

describe('buildFilterParameter', () => {
  it('writes f_<view>.<dimension>=<JSON>', () => {
    expect(buildFilterParameter({ view: 'orders', dimension: 'status', value: ['paid', 'shipped'] })).toBe(
      'f_orders.status=["paid","shipped"]',
    );
    expect(buildFilterParameter({ view: 'orders', dimension: 'created_at.month', value: { gte: '2026-01' } })).toBe(
      'f_orders.created_at.month={"gte":"2026-01"}',
    );
    expect(buildFilterParameter({ view: 'v', dimension: 'd', value: null })).toBe('f_v.d=null');
  });

  it.each([
    [{ view: '', dimension: 'd', value: 1 }, 'view'],
    [{ view: 'a.b', dimension: 'd', value: 1 }, 'view'],
    [{ view: 'a=b', dimension: 'd', value: 1 }, 'view'],
    [{ view: 'v', dimension: '', value: 1 }, 'dimension'],
    [{ view: 'v', dimension: 'a=b', value: 1 }, 'dimension'],
    [{ view: 'v', dimension: 'd', value: undefined }, 'value'],
    [{ view: 'v', dimension: 'd', value: () => 1 }, 'value'],
    [{ view: 'v', dimension: 'd', value: Number.NaN }, 'value'],
    [{ view: 'v', dimension: 'd', value: [1, Number.POSITIVE_INFINITY] }, 'got Infinity'],
    [{ view: 'v', dimension: 'd', value: new Date(0) }, 'value'],
    [{ view: 'v', dimension: 'd', value: { a: { b: 10n } } }, 'got 10'],
    [{ view: 1, dimension: 'd', value: 1 }, 'view'],
  ])('refuses bad filter #%# with INVALID_FILTER, naming the field', (filter, field) => {
    expect(filterError(() => buildFilterParameter(filter as never))).toContain(field);
  });

  it('refuses a cyclic value', () => {
    const value: Record<string, unknown> = {};
    value.self = value;
    expect(filterError(() => buildFilterParameter({ view: 'v', dimension: 'd', value }))).toBe(
      'Invalid filter: value: expected JSON data, got an object',
    );
  });

  it('accepts a value that repeats one object in two places (not a cycle)', () => {
    const shared = { a: 1 };
    expect(buildFilterParameter({ view: 'v', dimension: 'd', value: [shared, shared] })).toBe(
      'f_v.d=[{"a":1},{"a":1}]',
    );
  });
});

describe('buildFilterParameter and toJSON', () => {
  const build = (value: unknown) => () => buildFilterParameter({ view: 'o', dimension: 's', value });

  it('refuses a value with its own toJSON rather than letting JSON.stringify rewrite it', () => {
    expect(build({ toJSON: () => undefined })).toThrow('Invalid filter: value: expected JSON data, got an object');
    expect(build({ a: 1, toJSON: () => 'rewritten' })).toThrow(EmbedError);
  });

  it('refuses a toJSON anywhere inside the value', () => {
    expect(build(['paid', { toJSON: () => 'x' }])).toThrow('value: expected JSON data, got an object');
    expect(build({ a: { b: [{ toJSON: () => 1 }] } })).toThrow(EmbedError);
    const array = ['paid'] as unknown as { toJSON?: () => unknown };
    array.toJSON = () => 'x';
    expect(build(array)).toThrow('value: expected JSON data, got an array');
  });

  it('never calls a toJSON', () => {
    let called = 0;
    const value = { nested: { toJSON: () => (called += 1) } };
    expect(build(value)).toThrow(EmbedError);
    expect(called).toBe(0);
  });

  it('writes what it checked, even when a getter changes its answer', () => {
    let reads = 0;
    const value = Object.defineProperty({}, 'x', {
      enumerable: true,
      get: () => (reads++ === 0 ? 'first' : undefined),
    });
    expect(buildFilterParameter({ view: 'o', dimension: 's', value })).toBe('f_o.s={"x":"first"}');
  });

  it('refuses holes (JSON writes them as null) and getters that throw', () => {
    expect(build([1, , 3])).toThrow('value: expected JSON data, got undefined');
    const trap = Object.defineProperty({}, 'x', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(build(trap)).toThrow(
      new EmbedError('INVALID_FILTER', 'Invalid filter: value: expected JSON data, got an object'),
    );
  });

  it('keeps a "__proto__" key as a key', () => {
    const value = JSON.parse('{"__proto__":{"a":1},"b":2}') as unknown;
    expect(buildFilterParameter({ view: 'o', dimension: 's', value })).toBe('f_o.s={"__proto__":{"a":1},"b":2}');
  });

  it('never produces "undefined" after "="', () => {
    expect(build(undefined)).toThrow('value: expected JSON data, got undefined');
  });
});

describe('parseFilterParameter', () => {
  it('reads the view up to the first dot and the dimension up to the first "="', () => {
    expect(parseFilterParameter('f_orders.created_at.month={"a":"x=y"}')).toEqual({
      view: 'orders',
      dimension: 'created_at.month',
      value: { a: 'x=y' },
    });
  });

  it.each([
    '',
    'orders.status=1',
    'f_orders.status',
    'f_orders=1',
    'f_.d=1',
    'f_v.=1',
    'f_v.d=',
    'f_v.d=undefined',
    "f_v.d={'a':1}",
  ])('refuses %j with INVALID_FILTER', (text) => {
    expect(filterError(() => parseFilterParameter(text))).toMatch(/f_<semantic_view>\.<dimension>=<JSON>/);
  });

  it('refuses a non-string', () => {
    filterError(() => parseFilterParameter(42 as never));
  });

  it('a "__proto__" key in the JSON stays plain data', () => {
    const { value } = parseFilterParameter('f_v.d={"__proto__":{"polluted":true}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});
