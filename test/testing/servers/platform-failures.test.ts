/**
 * The failures the fake platform server stages: rules kept in order, each request taking a turn
 * of the first that matches (by method — OPTIONS only when named — and by exact path, route
 * template or RegExp); a status with its body (the reason phrase, a documented code's message,
 * or a snapshot of the body given) or a dropped connection; every option checked.
 */
import { describe, expect, it } from 'vitest';
import { FailureRules, type RuleTarget } from '../../../src/testing/servers/platform-failures.js';

const request = (method: string, path: string, template?: string): RuleTarget => ({
  method,
  path,
  pathname: path.split('?')[0]!,
  template,
});

/** The INVALID_OPTIONS message of adding `rule`. */
function refusal(rule: unknown, failure = true): string {
  try {
    new FailureRules().add(rule, 'failNext', failure);
  } catch (error) {
    expect(error).toHaveProperty('code', 'INVALID_OPTIONS');
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('FailureRules', () => {
  it('a rule applies to `times` matching requests, then is gone', () => {
    const rules = new FailureRules();
    rules.add({ status: 503, times: 2 }, 'failNext', true);
    expect(rules.take(request('GET', '/a'))).toEqual({
      drop: false,
      status: 503,
      retryAfterSeconds: undefined,
      body: undefined,
    });
    expect(rules.take(request('POST', '/b'))?.drop).toBe(false);
    expect(rules.take(request('GET', '/a'))).toBeUndefined();
  });

  it('matches the method in any case, and leaves preflights alone unless named', () => {
    const rules = new FailureRules();
    rules.add({ status: 500, method: 'post' }, 'failNext', true);
    expect(rules.take(request('OPTIONS', '/x'))).toBeUndefined();
    expect(rules.take(request('GET', '/x'))).toBeUndefined();
    expect(rules.take(request('POST', '/x'))?.drop).toBe(false);
    const preflights = new FailureRules();
    preflights.add({ status: 500, method: 'OPTIONS' }, 'failNext', true);
    expect(preflights.take(request('OPTIONS', '/x'))?.drop).toBe(false);
  });

  it('matches the exact path without its query, the route template, or a RegExp on the path with its query', () => {
    const rules = new FailureRules();
    rules.add({ status: 404, path: '/api/v1/deployments/42/reports' }, 'failNext', true);
    rules.add({ status: 409, path: '/api/v1/deployments/{deploymentId}/dbt-sync' }, 'failNext', true);
    rules.add({ status: 429, path: /first=5/g }, 'failNext', true);
    expect(rules.take(request('GET', '/api/v1/deployments/42/reports?first=2'))).toMatchObject({ status: 404 });
    expect(
      rules.take(request('POST', '/api/v1/deployments/7/dbt-sync', '/api/v1/deployments/{deploymentId}/dbt-sync')),
    ).toMatchObject({ status: 409 });
    expect(rules.take(request('GET', '/api/v1/x?first=5'))).toMatchObject({ status: 429 });
    expect(rules.take(request('GET', '/api/v1/x?first=5'))).toBeUndefined();
  });

  it('the first matching rule wins, in the order given', () => {
    const rules = new FailureRules();
    rules.add({ status: 500 }, 'failNext', true);
    rules.add({}, 'dropNext', false);
    expect(rules.take(request('GET', '/'))).toMatchObject({ status: 500 });
    expect(rules.take(request('GET', '/'))).toEqual({ drop: true });
  });

  it('a documented code makes the body { code, message }; a body given is a snapshot', () => {
    const rules = new FailureRules();
    rules.add({ status: 409, code: 'upsert_branch_changed', retryAfterSeconds: 2 }, 'failNext', true);
    rules.add({ status: 409, code: 'something_else' }, 'failNext', true);
    const body = { message: 'custom' };
    rules.add({ status: 502, body }, 'failNext', true);
    body.message = 'changed';
    expect(rules.take(request('GET', '/'))).toEqual({
      drop: false,
      status: 409,
      retryAfterSeconds: 2,
      body: { code: 'upsert_branch_changed', message: 'The branch changed while the upsert ran: try again' },
    });
    expect(rules.take(request('GET', '/'))).toMatchObject({ body: { code: 'something_else', message: 'Conflict' } });
    expect(rules.take(request('GET', '/'))).toMatchObject({ body: { message: 'custom' } });
  });

  it('refuses what is not a rule, naming the option', () => {
    expect(refusal('500')).toMatch(/^failNext: expected an object \{ status/);
    expect(refusal({ status: 200 })).toMatch(/^failNext\.status: expected an HTTP error status from 400 to 599/);
    expect(refusal({ status: 500, method: 'GET /' })).toMatch(/^failNext\.method: /);
    expect(refusal({ status: 500, path: 'api' })).toMatch(
      /^failNext\.path: expected a path starting with "\/", or a RegExp/,
    );
    expect(refusal({ status: 500, times: 0 })).toMatch(/^failNext\.times: /);
    expect(refusal({ status: 500, code: 'x', body: {} })).toMatch(
      /^failNext\.code: expected a non-empty string, and no body beside it/,
    );
    expect(refusal({ status: 500, body: { big: 1n } })).toMatch(
      /^failNext\.body: expected a string or a value JSON can hold/,
    );
    expect(refusal({ status: 500, retryAfterSeconds: -1 })).toMatch(/^failNext\.retryAfterSeconds: /);
    expect(refusal('x', false)).toMatch(/^failNext: expected an object \{ method\?, path\?, times\? \}/);
  });
});
