/**
 * Property tests: the parsers are total, and what the SDK creates survives the wire.
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTION_NAMES,
  buildFilterParameter,
  createActionMessage,
  createEventMessage,
  EVENT_NAMES,
  parseActionMessage,
  parseEventMessage,
  parseFilterParameter,
  type Surface,
} from '../../src/protocol/index.js';
import { ACTION_TABLE, EVENT_TABLE, type FieldSpec } from './spec-table.js';

/** JSON data that survives JSON.stringify → JSON.parse unchanged (no -0). */
const jsonData = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);

/** A value of a field's type, from the spec table (not from the schemas under test). */
function fieldValue(spec: FieldSpec): fc.Arbitrary<unknown> {
  const base = (() => {
    switch (spec.type.kind) {
      case 'string':
        return fc.string();
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true, min: 0 }).filter((n) => !Object.is(n, -0));
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...spec.type.values);
      case 'number-or-string':
        return fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
          fc.string(),
        );
      case 'object':
        return payloadOf(spec.type.fields);
      case 'any':
        return jsonData;
    }
  })();
  return spec.nullable ? fc.option(base, { nil: null }) : base;
}

function payloadOf(fields: readonly FieldSpec[], overrides: Record<string, fc.Arbitrary<unknown>> = {}) {
  const record = Object.fromEntries(fields.map((f) => [f.field, overrides[f.field] ?? fieldValue(f)]));
  const requiredKeys = fields.filter((f) => !f.optional).map((f) => f.field);
  return fc.record(record, { requiredKeys });
}

/** Values for the action fields whose rules go beyond their type. */
const viewName = fc.string({ minLength: 1 }).filter((s) => !/[.=]/.test(s));
const dimensionName = fc.string({ minLength: 1 }).filter((s) => !s.includes('='));
const filterArb = fc.record({ view: viewName, dimension: dimensionName, value: jsonData });
const actionOverrides: Record<string, fc.Arbitrary<unknown>> = {
  locale: fc.constantFrom('en', 'de', 'en-GB', 'fr_CA', 'zh-Hant-TW', 'sr-Latn-RS'),
  timezone: fc.constantFrom(
    'UTC',
    'Asia/Tokyo',
    'Etc/GMT+5',
    'Etc/GMT-14',
    'America/Argentina/Buenos_Aires',
    'America/Port-au-Prince',
  ),
  filterUrlParameter: filterArb.map(buildFilterParameter),
  // An in-embed path: no empty segment, which "/a/..//b" would turn into a leading "//".
  path: fc.webPath().map((p) => `/${p.replace(/\/+/g, '/').replace(/^\//, '')}`),
};

const eventArb = fc.constantFrom(...EVENT_NAMES).chain((name) =>
  fc.record({
    name: fc.constant(name),
    surface: fc.constantFrom(...(EVENT_TABLE[name].surfaces as Surface[])),
    payload: payloadOf(EVENT_TABLE[name].fields),
  }),
);
const actionArb = fc
  .constantFrom(...ACTION_NAMES)
  .chain((name) => fc.record({ name: fc.constant(name), payload: payloadOf(ACTION_TABLE[name], actionOverrides) }));

const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('parsing is total', () => {
  it('never throws on arbitrary values', () => {
    fc.assert(
      fc.property(
        fc.anything({ withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true, withBigInt: true }),
        (value) => {
          const results = [parseEventMessage(value), parseActionMessage(value)];
          for (const r of results) {
            if (!r.ok) expect(typeof r.detail).toBe('string');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws on envelope-shaped values with arbitrary fields', () => {
    const envelopeLike = fc.record(
      {
        source: fc.oneof(fc.constant('platform-embed'), fc.anything()),
        direction: fc.oneof(fc.constantFrom('event', 'action'), fc.anything()),
        type: fc.oneof(
          fc.constantFrom(
            ...EVENT_NAMES.map((n) => `platform:event:${n}`),
            ...ACTION_NAMES.map((n) => `platform:action:${n}`),
          ),
          fc.anything(),
        ),
        timestamp: fc.oneof(fc.nat(), fc.anything()),
        surface: fc.oneof(fc.constantFrom('dashboard', 'app', 'chat'), fc.anything()),
        payload: fc.oneof(fc.dictionary(fc.string(), fc.anything()), fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(envelopeLike, (value) => {
        expect(() => [parseEventMessage(value), parseActionMessage(value)]).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('what the SDK creates survives a JSON round trip and parses back equal', () => {
  it('events', () => {
    fc.assert(
      fc.property(eventArb, ({ name, surface, payload }) => {
        const message = createEventMessage(name, payload as never, surface);
        expect(parseEventMessage(wire(message))).toEqual({ ok: true, message });
      }),
      { numRuns: 1000 },
    );
  });

  it('actions', () => {
    fc.assert(
      fc.property(actionArb, ({ name, payload }) => {
        const message = createActionMessage(name, payload as never);
        expect(parseActionMessage(wire(message))).toEqual({ ok: true, message });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('filter parameters', () => {
  it('build then parse returns the same view, dimension and value', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const parameter = buildFilterParameter(filter);
        expect(parameter.startsWith(`f_${filter.view}.${filter.dimension}=`)).toBe(true);
        expect(parseFilterParameter(parameter)).toEqual(filter);
      }),
      { numRuns: 1000 },
    );
  });

  it('parsing arbitrary strings either succeeds or throws INVALID_FILTER', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `f_${s}`),
        ),
        (text) => {
          try {
            parseFilterParameter(text);
          } catch (error) {
            expect(error).toMatchObject({ name: 'EmbedError', code: 'INVALID_FILTER' });
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
