/**
 * The dashboard filter parameter of the `set-filter` action (spec 6.3):
 * `f_<semantic_view>.<dimension>=<JSON>`.
 *
 * @module
 */

import { EmbedError } from '../errors.js';
import type { Refuse } from '../internal/checks.js';
import { expected, isPlainObject } from '../internal/describe.js';

/** A dashboard filter: a value for one dimension of one semantic view. */
export interface Filter {
  /** The semantic view, e.g. `orders`. Non-empty; no `.` and no `=`. */
  view: string;
  /** The dimension of the view, e.g. `status` (may itself contain dots). Non-empty; no `=`. */
  dimension: string;
  /** Any JSON value: a string, number, boolean, null, array or plain object of those. */
  value: unknown;
}

const PREFIX = 'f_';

/** Result of reading a filter parameter without throwing. @internal */
export type FilterReadResult = { ok: true; filter: Filter } | { ok: false; problem: string };

/**
 * Builds the `set-filter` parameter for a filter.
 *
 * @example
 * ```ts
 * buildFilterParameter({ view: 'orders', dimension: 'status', value: ['paid'] });
 * // 'f_orders.status=["paid"]'
 * ```
 * @throws {@link EmbedError} `INVALID_FILTER` when a name is empty or holds a separator, or
 * the value is not JSON data (functions, `undefined`, non-finite numbers, cycles, class
 * instances such as `Date`, objects with their own `toJSON`) — values JSON would silently
 * change are refused, not altered.
 */
export function buildFilterParameter(filter: Filter): string {
  const { view, dimension, value } = (filter ?? {}) as Partial<Filter>;
  checkNames(view, dimension, (what, rule, culprit) => {
    throw invalidFilter(expected(what, rule, culprit));
  });
  let data: JsonData;
  try {
    data = jsonData(value);
  } catch {
    data = { ok: false, culprit: value }; // a getter or Proxy trap threw: not JSON data
  }
  if (!data.ok) throw invalidFilter(expected('value', 'JSON data', data.culprit));
  return `${PREFIX}${view}.${dimension}=${JSON.stringify(data.value)}`;
}

/**
 * The rule of the names in a dashboard parameter (`f_<view>.<dimension>`, and the `tg_` of a
 * granularity switch): a view without `.` or `=`, a dimension without `=`, neither empty. The
 * first one broken goes to `refuse`, named `view` or `dimension`. @internal
 */
export function checkNames(view: unknown, dimension: unknown, refuse: Refuse): asserts view is string {
  if (typeof view !== 'string' || !/^[^.=]+$/.test(view)) refuse('view', 'a non-empty string without "." or "="', view);
  if (typeof dimension !== 'string' || !/^[^=]+$/.test(dimension))
    refuse('dimension', 'a non-empty string without "="', dimension);
}

const invalidFilter = (problem: string) => new EmbedError('INVALID_FILTER', `Invalid filter: ${problem}`);

/**
 * Reads a `set-filter` parameter back into its view, dimension and value.
 *
 * @example
 * ```ts
 * parseFilterParameter('f_orders.status=["paid"]');
 * // { view: 'orders', dimension: 'status', value: ['paid'] }
 * ```
 * @throws {@link EmbedError} `INVALID_FILTER` when the string is not of the form
 * `f_<semantic_view>.<dimension>=<JSON>`.
 */
export function parseFilterParameter(parameter: string): Filter {
  const result = readFilterParameter(parameter);
  if (!result.ok) throw invalidFilter(result.problem);
  return result.filter;
}

/** The spec form: the view up to the first ".", the dimension up to the first "=", then JSON. */
const FORM = /^f_([^.=]+)\.([^=]+)=([\s\S]*)$/;
/** The form, as error messages name it. @internal */
export const FILTER_FORM = 'f_<semantic_view>.<dimension>=<JSON>';

/** Reads a filter parameter, reporting a problem instead of throwing. @internal */
export function readFilterParameter(parameter: unknown): FilterReadResult {
  const match = typeof parameter === 'string' ? FORM.exec(parameter) : null;
  try {
    if (match) return { ok: true, filter: { view: match[1]!, dimension: match[2]!, value: JSON.parse(match[3]!) } };
  } catch {
    // not JSON after "=": refused below like any other malformed parameter
  }
  return { ok: false, problem: expected('filterUrlParameter', FILTER_FORM, parameter) };
}

/** A value copied as JSON data, or the first part of it that is not JSON data. */
type JsonData = { ok: true; value: unknown } | { ok: false; culprit: unknown };

/**
 * Copies a value that is JSON data, reading each part once: strings, finite numbers, booleans,
 * null, and arrays and plain objects of those. Anything JSON would drop or change (undefined,
 * functions, symbols, bigints, non-finite numbers, holes, class instances such as Date, an
 * own `toJSON`) or cannot write (a cycle) is the culprit. The copy is what gets written, so
 * a getter cannot show one value here and another to `JSON.stringify`.
 */
function jsonData(value: unknown, open: unknown[] = []): JsonData {
  const type = typeof value;
  if (type === 'string' || type === 'boolean' || value === null || (type === 'number' && Number.isFinite(value)))
    return { ok: true, value };
  const array = Array.isArray(value);
  if (!(array || isPlainObject(value)) || open.includes(value) || Object.hasOwn(value as object, 'toJSON'))
    return { ok: false, culprit: value };
  const source = value as Record<string, unknown>;
  // Every index of an array (a hole is a culprit: JSON writes it as null), own keys of an object.
  const keys = array ? [...Array((value as unknown[]).length).keys()].map(String) : Object.keys(source);
  // A null-prototype copy: a key "__proto__" stays a key.
  const copy: Record<string, unknown> = array ? [] : Object.create(null);
  open.push(value);
  for (const key of keys) {
    if (!Object.hasOwn(source, key)) return { ok: false, culprit: undefined };
    const part = jsonData(source[key], open);
    if (!part.ok) return part;
    copy[key] = part.value;
  }
  open.pop();
  return { ok: true, value: copy };
}
