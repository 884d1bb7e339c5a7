/**
 * Type tests of the generated src/api/platform-paths.ts: checked by `tsc` in `npm run typecheck`
 * (a wrong type fails it); the `it` blocks only make vitest list them. They pin what the client
 * relies on: open dbt sync statuses, optional error, cursor pages, typed query parameters.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { components, operations, paths } from '../../src/api/platform-paths.js';

type Schemas = components['schemas'];

describe('platform-paths', () => {
  it('types the dbt sync status response as the spec gives it, status an open string', () => {
    type Status = paths['/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}']['get']['responses'][200]['content']['application/json'];
    expectTypeOf<Status>().toEqualTypeOf<Schemas['DbtSyncStatusResponse']>();
    expectTypeOf<Status['status']>().toEqualTypeOf<string>();
    expectTypeOf<Status['syncJobId']>().toEqualTypeOf<string>();
    expectTypeOf<Status['updatedAt']>().toEqualTypeOf<string>();
    expectTypeOf<Status['progress']['percentComplete']>().toEqualTypeOf<number>();
    expectTypeOf<Status>().toHaveProperty('error');
    expectTypeOf<{ syncJobId: 'j'; status: 'SOMETHING_NEW'; progress: { stage: 'X'; percentComplete: 1 }; updatedAt: 't' }>().toExtend<Status>();
  });

  it('types the path parameters: deploymentId a number, syncJobId a string', () => {
    expectTypeOf<operations['getDbtSyncStatus']['parameters']['path']>().toEqualTypeOf<{ deploymentId: number; syncJobId: string }>();
  });

  it('makes the dbt sync start body optional', () => {
    expectTypeOf<operations['startDbtSync']['requestBody']>().toEqualTypeOf<{ content: { 'application/json': Schemas['StartDbtSyncInput'] } } | undefined>();
  });

  it('types the reports page and its query', () => {
    type Page = operations['listReports']['responses'][200]['content']['application/json'];
    expectTypeOf<Page['pageInfo']['hasNextPage']>().toEqualTypeOf<boolean>();
    expectTypeOf<Page['items']>().toEqualTypeOf<Schemas['Report'][]>();
    type Query = NonNullable<operations['listReports']['parameters']['query']>;
    expectTypeOf<NonNullable<Query['sortBy']>>().toEqualTypeOf<'name' | 'createdAt' | 'updatedAt' | 'lastViewedAt'>();
    expectTypeOf<Query['first']>().toEqualTypeOf<number | undefined>();
  });
});
