/**
 * The named rules on payload field values, which the generated validators and the zod schemas
 * both call: a count is never negative, a locale is a locale code, a filter parameter has the
 * spec's form with JSON after `=`, a navigate path stays in the embed. Each rule's `rule` text
 * completes "expected …" in a refusal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIONS, EVENTS } from '../../src/protocol/catalog.js';
import { FILTER_FORM, readFilterParameter } from '../../src/protocol/filter.js';
import { isInEmbedPath } from '../../src/protocol/path.js';
import { RULES } from '../../src/protocol/rules.js';

describe('nonNegative', () => {
  it('keeps zero and positive numbers, refuses negative ones', () => {
    expect([0, 1, 0.5, 1e9, Number.MAX_SAFE_INTEGER].map(RULES.nonNegative.test)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([-1, -0.001, -Infinity].map(RULES.nonNegative.test)).toEqual([false, false, false]);
    expect(RULES.nonNegative.rule).toBe('a number ≥ 0');
  });
});

describe('localeCode', () => {
  it('keeps a full code, a short code and a regional variant, with - or _', () => {
    for (const locale of ['en', 'en-US', 'en-GB', 'zh-Hant-TW', 'pt_BR', 'de-CH-1996', 'fil'])
      expect(RULES.localeCode.test(locale), locale).toBe(true);
  });

  it('refuses what is not one: empty, one letter, digits first, spaces, separators at the ends, doubled', () => {
    for (const locale of [
      '',
      'e',
      '1en',
      'en US',
      'en-',
      '-en',
      'en--US',
      'en-US-',
      'abcdefghi-US',
      'en.US',
      'en-US\n',
    ]) {
      expect(RULES.localeCode.test(locale), JSON.stringify(locale)).toBe(false);
    }
  });

  it('keeps any language subtag of 2 to 8 letters followed by subtags of 1 to 8 letters or digits', () => {
    const letters = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      minLength: 2,
      maxLength: 8,
    });
    const subtag = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        letters,
        fc.array(fc.tuple(fc.constantFrom('-', '_'), subtag), { maxLength: 3 }),
        (language, rest) => {
          expect(RULES.localeCode.test(language + rest.map(([separator, part]) => separator + part).join(''))).toBe(
            true,
          );
        },
      ),
    );
  });
});

describe('timezoneName', () => {
  it('keeps IANA names: one part, a region and a city, three parts, offsets of Etc, links', () => {
    const names = [
      'UTC',
      'GMT0',
      'EST5EDT',
      'Asia/Tokyo',
      'Etc/GMT+5',
      'Etc/GMT-14',
      'America/Argentina/Buenos_Aires',
      'America/Port-au-Prince',
      'America/North_Dakota/New_Salem',
      'Asia/Ust-Nera',
      'US/Pacific-New',
    ];
    for (const name of names) expect(RULES.timezoneName.test(name), name).toBe(true);
  });

  it('keeps every zone this engine knows', () => {
    // Not every engine has the list (hence a pattern): the test runs where it does.
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    for (const name of zones) expect(RULES.timezoneName.test(name), name).toBe(true);
  });

  it('refuses what is not a zone name: empty, empty parts, offsets, spaces, dots, paths, markup, too long', () => {
    const garbage = [
      '',
      'Asia/',
      '/Tokyo',
      'Asia//Tokyo',
      '+09:00',
      '9',
      '_Tokyo',
      'Asia/Tokyo ',
      ' UTC',
      'Asia Tokyo',
      'Asia.Tokyo',
      '../etc/passwd',
      'Asia/../Tokyo',
      '<script>',
      'a/b/c/d',
      `A${'a'.repeat(64)}`,
      'UTC\n',
    ];
    for (const name of garbage) expect(RULES.timezoneName.test(name), JSON.stringify(name)).toBe(false);
    expect(RULES.timezoneName.rule).toBe('an IANA time zone name such as "Asia/Tokyo"');
  });
});

describe('filterParameter', () => {
  it('is the filter reader’s verdict, and the rule is the spec’s form', () => {
    expect(RULES.filterParameter.rule).toBe(FILTER_FORM);
    expect(RULES.filterParameter.test('f_orders.status=["paid"]')).toBe(true);
    expect(RULES.filterParameter.test('f_orders.status=paid')).toBe(false);
    expect(RULES.filterParameter.test('orders.status=["paid"]')).toBe(false);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((json) => `f_view.dim=${json}`),
        ),
        (parameter) => {
          expect(RULES.filterParameter.test(parameter)).toBe(readFilterParameter(parameter).ok);
        },
      ),
    );
  });
});

describe('inEmbedPath', () => {
  it('is the path rule: a path on the embed’s origin, never one that leaves it', () => {
    expect(RULES.inEmbedPath.test('/dashboards/42')).toBe(true);
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'relative', ''])
      expect(RULES.inEmbedPath.test(path), path).toBe(false);
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(RULES.inEmbedPath.test(path)).toBe(isInEmbedPath(path));
      }),
    );
    expect(RULES.inEmbedPath.rule).toMatch(/^an in-embed path/);
  });
});

it('every rule the catalog names is a rule here', () => {
  const named = [...Object.values(EVENTS), ...Object.values(ACTIONS)].flatMap(({ fields }) =>
    Object.values(fields).flatMap((field) => ('rule' in field && field.rule ? [field.rule] : [])),
  );
  expect(named.length).toBeGreaterThan(0);
  for (const name of named) expect(Object.keys(RULES)).toContain(name);
});
