/// <reference types="node" />
/**
 * The failures the fake platform server stages on request: which requests get an error status
 * instead of their answer (`failNext`), and which lose their connection (`dropNext`). Rules
 * are kept in the order they were given; a request takes the first that matches.
 *
 * @module
 */

import { STATUS_CODES } from 'node:http';
import { check, refuseOption, whole } from '../../internal/checks.js';
import { isRecord } from '../../internal/is-record.js';

/** Which requests a rule of `failNext` or `dropNext` applies to. */
export interface FakePlatformRequestMatch {
  /** The HTTP method (any case). Default: any but `OPTIONS` (preflights are left alone unless named). */
  method?: string;
  /**
   * The path: a string is the exact path without its query (`/api/v1/deployments/42/reports`)
   * or the route's template as in `openapi/platform.yaml`
   * (`/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}`); a `RegExp` is tested on the
   * path with its query. Default: any.
   */
  path?: string | RegExp;
  /** How many matching requests it applies to. Default 1. */
  times?: number;
}

/** A failure of `failNext`: the status (and headers and body) a matching request gets. */
export interface FakePlatformFailure extends FakePlatformRequestMatch {
  /** The HTTP status, from 400 to 599 (429 for rate limiting, 502/503/504 for flakiness…). */
  status: number;
  /** Sends `Retry-After: <seconds>` (a whole number). Default: no such header. */
  retryAfterSeconds?: number;
  /**
   * The body: sent as JSON, or as plain text when it is a string (a proxy's HTML page, say).
   * Default: `{ "message": "<the status's reason phrase>" }`, or `{ code, message }` with `code`.
   */
  body?: unknown;
  /**
   * The machine-readable reason of the error: the body becomes `{ code, message }`, the way the
   * platform words a conflict (`upsert_branch_changed`: a concurrent writer, retry;
   * `ambiguous_legacy_id`: permanent). Not with `body`.
   */
  code?: string;
}

/** What the platform says with each documented 409 code. */
const CODE_MESSAGES: Readonly<Record<string, string>> = {
  upsert_branch_changed: 'The branch changed while the upsert ran: try again',
  ambiguous_legacy_id: 'The id matches more than one older record',
};

/** What a request that matched a rule gets. */
export type StagedFailure =
  | { drop: true }
  | { drop: false; status: number; retryAfterSeconds: number | undefined; body: unknown };

/** A request, as the rules see it. */
export interface RuleTarget {
  /** Upper case. */
  method: string;
  /** The path with its query, as sent. */
  path: string;
  /** The path without its query. */
  pathname: string;
  /** The template of the route it matched, if any. */
  template: string | undefined;
}

interface Rule {
  method: string | undefined;
  path: string | RegExp | undefined;
  left: number;
  outcome: StagedFailure;
}

/** The staged failures of one server, in the order they were given. */
export class FailureRules {
  readonly #rules: Rule[] = [];

  /** Adds a `failNext` rule (`failure: true`) or a `dropNext` one, checked: `INVALID_OPTIONS` names what is wrong. */
  add(rule: unknown, what: string, failure: boolean): void {
    check(
      isRecord(rule),
      what,
      failure
        ? 'an object { status, method?, path?, times?, retryAfterSeconds?, body?, code? }'
        : 'an object { method?, path?, times? }',
      rule,
    );
    const { method, path, times } = rule;
    check(
      method === undefined || (typeof method === 'string' && /^[A-Za-z]+$/.test(method)),
      `${what}.method`,
      'an HTTP method such as "GET"',
      method,
    );
    check(
      path === undefined || (typeof path === 'string' && path.startsWith('/')) || path instanceof RegExp,
      `${what}.path`,
      'a path starting with "/", or a RegExp',
      path,
    );
    const left = whole(times, `${what}.times`, refuseOption, 1) ?? 1;
    const outcome: StagedFailure = failure ? checkFailure(rule, what) : { drop: true };
    this.#rules.push({
      method: (method as string | undefined)?.toUpperCase(),
      // A copy without the g and y flags: `test` must not carry a position from one request to the next.
      path:
        path instanceof RegExp
          ? new RegExp(path.source, path.flags.replace(/[gy]/g, ''))
          : (path as string | undefined),
      left,
      outcome,
    });
  }

  /** Uses up one turn of the first rule matching the request, and says what the request gets; `undefined` when no rule matches. */
  take(request: RuleTarget): StagedFailure | undefined {
    const index = this.#rules.findIndex(
      (rule) =>
        (rule.method === undefined ? request.method !== 'OPTIONS' : rule.method === request.method) &&
        (rule.path === undefined ||
          (typeof rule.path === 'string'
            ? rule.path === request.pathname || rule.path === request.template
            : rule.path.test(request.path))),
    );
    const rule = this.#rules[index];
    if (!rule) return undefined;
    rule.left -= 1;
    if (rule.left === 0) this.#rules.splice(index, 1);
    return rule.outcome;
  }
}

function checkFailure(rule: Record<string, unknown>, what: string): StagedFailure {
  const { status, retryAfterSeconds, body, code } = rule;
  check(
    Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599,
    `${what}.status`,
    'an HTTP error status from 400 to 599',
    status,
  );
  check(
    code === undefined || (typeof code === 'string' && code !== '' && body === undefined),
    `${what}.code`,
    'a non-empty string, and no body beside it',
    code,
  );
  if (typeof code === 'string')
    return {
      drop: false,
      status: status as number,
      retryAfterSeconds: whole(retryAfterSeconds, `${what}.retryAfterSeconds`, refuseOption, 0),
      body: { code, message: CODE_MESSAGES[code] ?? STATUS_CODES[status as number] ?? 'Error' },
    };
  // A snapshot: changing the object afterwards changes nothing; a string goes out as text.
  let copy: unknown;
  let copied = true;
  try {
    copy = typeof body === 'string' || body === undefined ? body : JSON.parse(JSON.stringify(body));
  } catch {
    copied = false;
  }
  check(copied, `${what}.body`, 'a string or a value JSON can hold', body);
  return {
    drop: false,
    status: status as number,
    retryAfterSeconds: whole(retryAfterSeconds, `${what}.retryAfterSeconds`, refuseOption, 0),
    body: copy,
  };
}
