/**
 * The fake platform server's route table and router: the most literal template wins, path
 * parameters are decoded (a bad escape is reported, not thrown), a path of no route matches
 * nothing; every route answers with a handled operation, 204, 501, or a JSON body of its own.
 */
import { describe, expect, it } from 'vitest';
import {
  createRouter,
  FORM_ROUTES,
  PLATFORM_ROUTES,
  PUBLIC_ROUTES,
  type RouteCall,
} from '../../../src/testing/servers/platform-routes.js';
import { DEPLOYMENT_ROUTES } from '../../../src/testing/servers/platform-routes-deployments.js';
import { EMBEDDING_ROUTES } from '../../../src/testing/servers/platform-routes-embedding.js';
import { WORKSPACE_ROUTES } from '../../../src/testing/servers/platform-routes-workspace.js';

const route = createRouter();

/** A call of a route with `params` and nothing else. */
const callOf = (template: string, params: Record<string, string> = {}): RouteCall => ({
  template,
  params,
  query: new URLSearchParams(),
  body: undefined,
  raw: { text: '', contentType: undefined },
});

describe('createRouter', () => {
  it('matches a template, its parameters decoded', () => {
    expect(route('/api/v1/deployments/42/dbt-sync/sync%20job%2F1')).toMatchObject({
      template: '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}',
      params: { deploymentId: '42', syncJobId: 'sync job/1' },
    });
  });

  it('a literal segment wins over a parameter', () => {
    expect(route('/api/v1/users/bulk')).toMatchObject({ template: '/api/v1/users/bulk', params: {} });
    expect(route('/api/v1/users/17')).toMatchObject({ template: '/api/v1/users/{id}', params: { id: '17' } });
  });

  it('a path of no route, or with a segment too many, matches nothing', () => {
    expect(route('/api/v1/nothing-here')).toBeUndefined();
    expect(route('/api/v1/deployments/42/dbt-sync/job/extra/more')).toBeUndefined();
    expect(route('/api/v1/app-config/')).toBeUndefined();
  });

  it('a parameter whose escape does not decode is reported as a bad segment', () => {
    expect(route('/api/v1/deployments/%E0%A4%A')).toEqual({ badSegment: '%E0%A4%A' });
  });

  it('finds every template of the table as itself', () => {
    for (const template of Object.keys(PLATFORM_ROUTES)) {
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => `${name}-1`);
      expect((route(path) as { template?: string } | undefined)?.template, template).toBe(template);
    }
  });
});

describe('the route table', () => {
  it('is its three parts, each path in one part only', () => {
    const parts = [DEPLOYMENT_ROUTES, WORKSPACE_ROUTES, EMBEDDING_ROUTES].map((part) => Object.keys(part));
    const named = parts.flat();
    expect(named.filter((path, index) => named.indexOf(path) !== index)).toEqual([]);
    expect(named.sort()).toEqual(Object.keys(PLATFORM_ROUTES).sort());
  });
});

describe('the routes’ answers', () => {
  it('every method answers a handled operation, 204, 501, or a function', () => {
    for (const [template, methods] of Object.entries(PLATFORM_ROUTES)) {
      for (const [method, answer] of Object.entries(methods)) {
        const ok =
          answer === 204 ||
          answer === 501 ||
          typeof answer === 'function' ||
          (typeof answer === 'object' && typeof (answer as { handled?: unknown }).handled === 'string');
        expect(ok, `${method} ${template}`).toBe(true);
      }
    }
  });

  it('every answer made here is a JSON body, for a request with nothing but its parameters', () => {
    for (const [template, methods] of Object.entries(PLATFORM_ROUTES)) {
      const params = Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, '1']));
      for (const [method, answer] of Object.entries(methods)) {
        if (typeof answer !== 'function') continue;
        const body = (answer as (call: RouteCall) => unknown)(callOf(template, params));
        expect(() => JSON.stringify(body), `${method} ${template}`).not.toThrow();
        expect(body, `${method} ${template}`).not.toBeUndefined();
      }
    }
  });

  it('a list answers every item without first, a page with it', () => {
    const list = (
      PLATFORM_ROUTES['/api/v1/deployments/{deploymentId}/pods'] as {
        GET: (call: RouteCall) => { items: unknown[]; pageInfo: unknown };
      }
    ).GET;
    expect(list(callOf('/api/v1/deployments/{deploymentId}/pods', { deploymentId: '42' }))).toMatchObject({
      items: [expect.objectContaining({ name: 'cube-api-0' })],
      pageInfo: null,
    });
    const paged = list({
      ...callOf('/api/v1/deployments/{deploymentId}/pods', { deploymentId: '42' }),
      query: new URLSearchParams({ first: '1' }),
    });
    expect(paged.pageInfo).toMatchObject({ hasNextPage: false });
  });

  it('the dbt sync and session operations are the server’s own; the upload takes a form; the exchange needs no credential', () => {
    expect(PLATFORM_ROUTES['/api/v1/deployments/{deploymentId}/dbt-sync'].POST).toEqual({ handled: 'startDbtSync' });
    expect([...FORM_ROUTES]).toEqual(['/build/api/v1/deployments/{deploymentId}/data-model/upload/file']);
    expect([...PUBLIC_ROUTES]).toEqual(['POST /api/v1/embed/session/token']);
  });
});
