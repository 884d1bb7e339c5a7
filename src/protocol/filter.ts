/**
 * The dashboard filter parameter of the `set-filter` action (spec 6.3):
 * `f_<semantic_view>.<dimension>=<JSON>`.
 *
 * @module
 */

import { EmbedError } from '../errors.js';
import { describeValue } from './describe.js';

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
 * instances such as `Date`) — values JSON would silently change are refused, not altered.
 */
export function buildFilterParameter(filter: Filter): string {
  const problem = filterProblem(filter);
  if (problem) throw new EmbedError('INVALID_FILTER', `Invalid filter: ${problem}`);
  return `${PREFIX}${filter.view}.${filter.dimension}=${JSON.stringify(filter.value)}`;
}

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
  if (!result.ok) {
    throw new EmbedError('INVALID_FILTER', `Invalid filter parameter ${describeValue(parameter)}: ${result.problem}`);
  }
  return result.filter;
}

/** Reads a filter parameter, reporting a problem (without the value) instead of throwing. @internal */
export function readFilterParameter(parameter: unknown): FilterReadResult {
  const fail = (why: string): FilterReadResult => ({ ok: false, problem: `must have the form f_<semantic_view>.<dimension>=<JSON> (${why})` });
  if (typeof parameter !== 'string') return fail('not a string');
  if (!parameter.startsWith(PREFIX)) return fail('no "f_" prefix');
  const equals = parameter.indexOf('=');
  if (equals < 0) return fail('no "="');
  const key = parameter.slice(PREFIX.length, equals);
  const dot = key.indexOf('.');
  if (dot < 0) return fail('no "." between view and dimension');
  const view = key.slice(0, dot);
  const dimension = key.slice(dot + 1);
  if (!view) return fail('empty semantic view');
  if (!dimension) return fail('empty dimension');
  try {
    return { ok: true, filter: { view, dimension, value: JSON.parse(parameter.slice(equals + 1)) } };
  } catch {
    return fail('the part after "=" is not JSON');
  }
}

/** Says what is wrong with a filter object, or returns undefined when it is valid. */
function filterProblem(filter: unknown): string | undefined {
  if (typeof filter !== 'object' || filter === null) {
    return `expected { view, dimension, value }, got ${describeValue(filter)}`;
  }
  const { view, dimension, value } = filter as Record<string, unknown>;
  if (typeof view !== 'string' || view === '' || /[.=]/.test(view)) {
    return `view must be a non-empty string without "." or "=", got ${describeValue(view)}`;
  }
  if (typeof dimension !== 'string' || dimension === '' || dimension.includes('=')) {
    return `dimension must be a non-empty string without "=", got ${describeValue(dimension)}`;
  }
  return jsonProblem(value);
}

/**
 * Finds the first part of a value that is not JSON data. JSON.stringify walks the value (and
 * throws on cycles); the replacer looks at each raw value (`this[key]`, before `toJSON`) and
 * refuses what JSON would drop or change: undefined, functions, symbols, bigints, non-finite
 * numbers and class instances such as Date.
 */
function jsonProblem(value: unknown): string | undefined {
  let problem: string | undefined;
  try {
    JSON.stringify({ value }, function (this: Record<string, unknown>, key: string) {
      const raw = this[key];
      const kind = typeof raw;
      const proto: unknown = raw !== null && kind === 'object' ? Object.getPrototypeOf(raw) : null;
      const plain = proto === null || proto === Object.prototype || Array.isArray(raw);
      if (kind === 'undefined' || kind === 'function' || kind === 'symbol' || kind === 'bigint' || !plain ||
          (kind === 'number' && !Number.isFinite(raw))) {
        problem ??= `value must be JSON data, got ${describeValue(raw)}${key === 'value' ? '' : ` at key ${JSON.stringify(key)}`}`;
      }
      return problem ? undefined : raw;
    });
  } catch {
    problem = 'value must be JSON data, got a cyclic reference';
  }
  return problem;
}
