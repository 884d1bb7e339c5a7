/**
 * The one way the HTTP clients refuse what they were given before anything is sent, and read
 * the options of a call.
 *
 * @module
 * @internal
 */

import { ownOptions, type Refuse } from '../internal/checks.js';
import { expected } from '../internal/describe.js';
import { ApiError } from './api-error.js';

/**
 * Throws `INVALID_OPTIONS` (a client built wrong) or `INVALID_REQUEST` (a call breaking a
 * rule), saying `<what>: expected <rule>, got <value>` and, when given, a hint. Pass a
 * placeholder such as `'(not shown)'` as `value` for a secret.
 */
export function refuse(code: 'INVALID_OPTIONS' | 'INVALID_REQUEST', what: string, rule: string, value: unknown, hint?: string, cause?: unknown): never {
  throw new ApiError(code, expected(what, rule, value, hint), { cause });
}

/** The shared checks' refusal (see `internal/checks.ts`) for the options of an HTTP client: `INVALID_OPTIONS`. */
export const refuseApiOption: Refuse = (...args) => refuse('INVALID_OPTIONS', ...args);

/** The shared checks' refusal for the arguments of a call of an HTTP client: `INVALID_REQUEST`. */
export const refuseApiRequest: Refuse = (...args) => refuse('INVALID_REQUEST', ...args);

/**
 * The options of a call, own properties only (see `ownOptions`); left out, none (an empty
 * object). Anything but an object is `INVALID_REQUEST` unless `refuse` says otherwise.
 */
export function callOptions(options: unknown, what: string, refuse: Refuse = refuseApiRequest, rule?: string): Record<string, unknown> {
  return options === undefined ? (Object.create(null) as Record<string, unknown>) : ownOptions(options, what, refuse, rule);
}
