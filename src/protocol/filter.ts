/**
 * The dashboard filter parameter of the `set-filter` action (spec 6.3):
 * `f_<semantic_view>.<dimension>=<JSON>`.
 *
 * @module
 */

import { EmbedError } from '../errors.js';
import { expected } from './describe.js';

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
    throw new EmbedError('INVALID_FILTER', `Invalid filter: ${result.problem}`);
  }
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

/** Says what is wrong with a filter object, or returns undefined when it is valid. */
function filterProblem(filter: unknown): string | undefined {
  const { view, dimension, value } = (filter ?? {}) as Record<string, unknown>;
  if (typeof view !== 'string' || !/^[^.=]+$/.test(view)) return expected('view', 'a non-empty string without "." or "="', view);
  if (typeof dimension !== 'string' || !/^[^=]+$/.test(dimension)) return expected('dimension', 'a non-empty string without "="', dimension);
  return jsonProblem(value);
}

/**
 * Finds the first part of a value that is not JSON data: what JSON would drop or change
 * (undefined, functions, symbols, bigints, non-finite numbers, class instances such as Date)
 * or cannot write (a cycle). JSON.stringify walks the value; the replacer sees each raw value
 * (`this[key]`, before `toJSON`) and stops the walk at the first one that is not JSON data.
 */
function jsonProblem(value: unknown): string | undefined {
  let culprit: unknown;
  try {
    JSON.stringify(value, function (this: Record<string, unknown>, key: string) {
      const raw = (culprit = this[key]);
      const type = typeof raw;
      const proto: unknown = type === 'object' && raw ? Object.getPrototypeOf(raw) : null;
      if (type === 'number' ? Number.isFinite(raw) : ['boolean', 'string', 'object'].includes(type) && (proto === null || proto === Object.prototype || Array.isArray(raw))) {
        return raw;
      }
      throw culprit;
    });
    return undefined;
  } catch {
    return expected('value', 'JSON data', culprit);
  }
}
