/**
 * The one way the HTTP clients refuse what they were given before anything is sent, and read
 * the options of a call.
 *
 * @module
 * @internal
 */

import { ownOptions, type Refuse } from '../internal/checks.js';
import { expected } from '../internal/describe.js';
import { ApiError, type ApiErrorCode } from './api-error.js';

/**
 * The refusal of `code`: throws an `ApiError` saying `<what>: expected <rule>, got <value>` and,
 * when given, a hint; `cause` is kept. Pass a placeholder such as `'(not shown)'` as `value` for
 * a secret.
 */
const refuser =
  (code: ApiErrorCode): Refuse =>
  (what, rule, value, hint, cause) => {
    throw new ApiError(code, expected(what, rule, value, hint), { cause });
  };

/** An HTTP client built wrong (its options, as the shared checks of `internal/checks.ts` refuse them): `INVALID_OPTIONS`. */
export const refuseApiOption: Refuse = /* @__PURE__ */ refuser('INVALID_OPTIONS');

/** A call of an HTTP client breaking a rule (its arguments): `INVALID_REQUEST`. */
export const refuseApiRequest: Refuse = /* @__PURE__ */ refuser('INVALID_REQUEST');

/**
 * The options of a call, own properties only (see `ownOptions`); left out, none (an empty
 * object). Anything but an object is `INVALID_REQUEST` unless `refuse` says otherwise.
 */
export function callOptions(
  options: unknown,
  what: string,
  refuse: Refuse = refuseApiRequest,
  rule?: string,
): Record<string, unknown> {
  return options === undefined
    ? (Object.create(null) as Record<string, unknown>)
    : ownOptions(options, what, refuse, rule);
}
