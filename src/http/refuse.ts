/**
 * The one way the HTTP clients refuse what they were given before anything is sent.
 *
 * @module
 * @internal
 */

import { expected } from '../internal/describe.js';
import { ApiError } from './api-error.js';

/**
 * Throws `INVALID_OPTIONS` (a client built wrong) or `INVALID_REQUEST` (a call breaking a
 * rule), saying `<what>: expected <rule>, got <value>`. Pass a placeholder such as
 * `'(not shown)'` as `value` for a secret.
 */
export function refuse(code: 'INVALID_OPTIONS' | 'INVALID_REQUEST', what: string, rule: string, value: unknown): never {
  throw new ApiError(code, expected(what, rule, value));
}
