/**
 * Type tests of the generated src/api/platform-paths.ts: checked by `tsc` in `npm run typecheck`
 * (a wrong type fails it); the `it` blocks only make vitest list them. They pin what the client
 * relies on — open dbt sync statuses, optional error, cursor pages, typed query parameters — and
 * that real calls of the reference's operations compile with openapi-fetch's client typed by the
 * generated `paths`, while a body missing a required field does not.
 */
import type { Client } from 'openapi-fetch';
import { describe, expectTypeOf, it } from 'vitest';
import type { components, operations, paths } from '../../src/api/platform-paths.js';

type Schemas = components['schemas'];

describe('platform-paths', () => {
  it('types the dbt sync status response as the spec gives it, status an open string', () => {
    type Status =
      paths['/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}']['get']['responses'][200]['content']['application/json'];
    expectTypeOf<Status>().toEqualTypeOf<Schemas['DbtSyncStatusResponse']>();
    expectTypeOf<Status['status']>().toEqualTypeOf<string>();
    expectTypeOf<Status['syncJobId']>().toEqualTypeOf<string>();
    expectTypeOf<Status['updatedAt']>().toEqualTypeOf<string>();
    expectTypeOf<Status['progress']['percentComplete']>().toEqualTypeOf<number>();
    expectTypeOf<Status>().toHaveProperty('error');
    expectTypeOf<{
      syncJobId: 'j';
      status: 'SOMETHING_NEW';
      progress: { stage: 'X'; percentComplete: 1 };
      updatedAt: 't';
    }>().toExtend<Status>();
  });

  it('types the path parameters: deploymentId a number, syncJobId a string', () => {
    expectTypeOf<operations['getDbtSyncStatus']['parameters']['path']>().toEqualTypeOf<{
      deploymentId: number;
      syncJobId: string;
    }>();
  });

  it('makes the dbt sync start body optional', () => {
    expectTypeOf<operations['startDbtSync']['requestBody']>().toEqualTypeOf<
      { content: { 'application/json': Schemas['StartDbtSyncInput'] } } | undefined
    >();
  });

  it('types the reports page and its query', () => {
    // The reference's operation id (this document had listReports); pageInfo may be null (the reference wins).
    type Page = operations['getReports']['responses'][200]['content']['application/json'];
    expectTypeOf<Page['pageInfo']>().toEqualTypeOf<Schemas['PageInfo'] | null | undefined>();
    expectTypeOf<NonNullable<Page['pageInfo']>['hasNextPage']>().toEqualTypeOf<boolean>();
    expectTypeOf<Page['items']>().toEqualTypeOf<Schemas['Report'][]>();
    type Query = NonNullable<operations['getReports']['parameters']['query']>;
    expectTypeOf<NonNullable<Query['sortBy']>>().toEqualTypeOf<'name' | 'createdAt' | 'updatedAt' | 'lastViewedAt'>();
    expectTypeOf<Query['first']>().toEqualTypeOf<number | undefined>();
  });

  it('types the dbt sync list filters as the reference enumerates them', () => {
    type Query = NonNullable<operations['listDbtSyncs']['parameters']['query']>;
    expectTypeOf<NonNullable<Query['status']>>().toEqualTypeOf<
      'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'UNKNOWN'
    >();
    expectTypeOf<NonNullable<Query['trigger']>>().toEqualTypeOf<'manual' | 'api' | 'webhook' | 'agent' | 'unknown'>();
    expectTypeOf<Schemas['DbtSyncRun']['status']>().toEqualTypeOf<string>();
  });

  it('types the embed session request: deploymentId required, the rest optional', () => {
    expectTypeOf<Schemas['GenerateSession']['deploymentId']>().toEqualTypeOf<number>();
    expectTypeOf<{ deploymentId: 42 }>().toExtend<Schemas['GenerateSession']>();
    expectTypeOf<{ externalId: 'ada' }>().not.toExtend<Schemas['GenerateSession']>();
    expectTypeOf<Schemas['GenerateSessionResponse']>().toEqualTypeOf<{ sessionId: string }>();
  });

  it('compiles real calls of the reference operations, and refuses a body missing a required field', () => {
    /** Never run: only type-checked. */
    const calls = async (client: Client<paths>) => {
      const list = await client.GET('/api/v1/deployments/{deploymentId}/dbt-sync', {
        params: { path: { deploymentId: 42 }, query: { status: 'RUNNING', first: 20, after: 'cursor-1' } },
      });
      expectTypeOf(list.data).toEqualTypeOf<Schemas['DbtSyncRunListResponse'] | undefined>();

      const cancelled = await client.DELETE('/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}', {
        params: { path: { deploymentId: 42, syncJobId: 'sync-1' } },
      });
      expectTypeOf(cancelled.data).toEqualTypeOf<Schemas['DbtSyncCancelResponse'] | undefined>();

      const result = await client.GET('/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/result', {
        params: { path: { deploymentId: 42, syncJobId: 'sync-1' } },
      });
      expectTypeOf(result.data).toEqualTypeOf<Schemas['DbtSyncResultResponse'] | undefined>();
      expectTypeOf<NonNullable<typeof result.data>['cubeCount']>().toEqualTypeOf<number>();

      const session = await client.POST('/api/v1/embed/generate-session', {
        body: {
          deploymentId: 42,
          externalId: 'ada',
          embedTenantName: 'acme',
          tenantGroups: ['analysts'],
          settings: { showDashboardChat: false },
        },
      });
      expectTypeOf(session.data).toEqualTypeOf<Schemas['GenerateSessionResponse'] | undefined>();

      const token = await client.POST('/api/v1/embed/session/token', {
        body: { sessionId: '0123456789abcdef0123456789abcdef' },
      });
      expectTypeOf(token.data).toEqualTypeOf<Schemas['GenerateEmbedTokenResponse'] | undefined>();

      await client.POST('/api/v1/embed/session/revoke', { body: { sessionId: '0123456789abcdef0123456789abcdef' } });

      // @ts-expect-error GenerateSession requires deploymentId.
      await client.POST('/api/v1/embed/generate-session', { body: { externalId: 'ada' } });
      // @ts-expect-error RevokeEmbedSessionInput requires sessionId.
      await client.POST('/api/v1/embed/session/revoke', { body: {} });
      // @ts-expect-error The reference has no trailing slash (the spec shows `/regions/`).
      await client.GET('/api/v1/regions/');
    };
    expectTypeOf(calls).toBeFunction();
  });
});
