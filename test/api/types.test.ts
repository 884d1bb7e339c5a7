/**
 * Type tests of `platform-embed/api`: checked by `tsc` in `npm run typecheck` (a wrong type or
 * a stale `@ts-expect-error` fails it); the `it` blocks only make vitest list them. Nothing is
 * sent: the client is built with a fetch that is never called.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  API_ERROR_CODES,
  ApiError,
  type ApiErrorCode,
  type ApiErrorOptions,
  createPlatformClient,
  DBT_SYNC_STATUSES,
  type DbtSyncProgress,
  type DbtSyncResponse,
  type DbtSyncStatusResponse,
  type KnownDbtSyncStatus,
  type Paginated,
  type PlatformClient,
  type PlatformPaths,
  type PlatformResponse,
  type StartDbtSyncInput,
} from '../../src/api/index.js';
import type { components } from '../../src/api/platform-paths.js';
import type { SuccessData } from '../../src/api/types.js';

const api = createPlatformClient({
  baseUrl: 'https://acme.example.com',
  token: 't',
  fetch: (() => Promise.reject(new Error('not sent'))) as typeof fetch,
});
type Report = components['schemas']['Report'];
type ReportsPage = components['schemas']['ReportsListResponse'];

/** Type-level only: the calls below are never run. */
const never = false as boolean;

describe('createPlatformClient', () => {
  it('defaults Paths to the generated paths', () => {
    expectTypeOf(api).toEqualTypeOf<PlatformClient<PlatformPaths>>();
    expectTypeOf<Extract<Parameters<typeof createPlatformClient>[0], { token: unknown }>['token']>().toEqualTypeOf<
      string | (() => string | Promise<string>)
    >();
    expectTypeOf<
      Extract<Parameters<typeof createPlatformClient>[0], { apiKey: string }>['apiKey']
    >().toEqualTypeOf<string>();
    if (never) {
      // @ts-expect-error: exactly one credential
      createPlatformClient({ baseUrl: 'https://acme.example.com', token: 't', apiKey: 'k' });
      // @ts-expect-error: a credential is required
      createPlatformClient({ baseUrl: 'https://acme.example.com' });
    }
    expectTypeOf(createPlatformClient)
      .parameter(0)
      .toHaveProperty('embedBaseUrl')
      .toEqualTypeOf<string | URL | undefined>();
    expectTypeOf(createPlatformClient)
      .parameter(0)
      .toHaveProperty('retry')
      .toEqualTypeOf<{ attempts?: number; minDelayMs?: number; maxDelayMs?: number } | false | undefined>();
  });

  it('types paths, params and a non-optional data from the paths', async () => {
    if (never) {
      const reports = await api.GET('/api/v1/deployments/{deploymentId}/reports', {
        params: { path: { deploymentId: 42 }, query: { first: 10, sortBy: 'name' } },
      });
      // openapi-fetch flattens the schema types (Readable<…>): the same shape, not the same alias.
      expectTypeOf(reports).toMatchTypeOf<PlatformResponse<ReportsPage>>();
      expectTypeOf<PlatformResponse<ReportsPage>>().toMatchTypeOf<typeof reports>();
      expectTypeOf(reports.data).not.toEqualTypeOf<ReportsPage | undefined>();
      expectTypeOf(reports.data.items).toMatchTypeOf<Report[]>();
      // The reference: the last page may carry no pageInfo at all.
      expectTypeOf(reports.data.pageInfo).toEqualTypeOf<
        | { endCursor?: string | null; hasNextPage: boolean; hasPreviousPage: boolean; startCursor?: string | null }
        | null
        | undefined
      >();
      expectTypeOf(reports.response).toEqualTypeOf<Response>();
      const status = await api.GET('/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}', {
        params: { path: { deploymentId: 1, syncJobId: 'j' } },
      });
      expectTypeOf(status.data).toEqualTypeOf<DbtSyncStatusResponse>();
      const started = await api.POST('/api/v1/deployments/{deploymentId}/dbt-sync', {
        params: { path: { deploymentId: 1 } },
        body: { branchName: 'dev' },
      });
      expectTypeOf(started.data).toMatchTypeOf<DbtSyncResponse>();
      expectTypeOf(started.data.syncJobId).toEqualTypeOf<string>();
      // An operation answering only 204 has no data to read.
      type NoContent = { responses: { 204: { headers: Record<string, unknown>; content?: never } } };
      expectTypeOf<SuccessData<NoContent, object>>().toEqualTypeOf<undefined>();
    }
  });

  it('refuses unknown paths, wrong methods, missing or wrong params', async () => {
    if (never) {
      // @ts-expect-error not a path of the API
      await api.GET('/api/v1/nope');
      // @ts-expect-error the status path has no POST
      await api.POST('/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}', {
        params: { path: { deploymentId: 1, syncJobId: 'j' } },
      });
      // @ts-expect-error params.path is required
      await api.GET('/api/v1/deployments/{deploymentId}/reports');
      // @ts-expect-error deploymentId is a number
      await api.GET('/api/v1/deployments/{deploymentId}/reports', { params: { path: { deploymentId: true } } });
      await api.GET('/api/v1/deployments/{deploymentId}/reports', {
        // @ts-expect-error sortBy is one of the enum's values
        params: { path: { deploymentId: 1 }, query: { sortBy: 'views' } },
      });
    }
  });

  it('plugs in a user’s own Paths', async () => {
    interface MyPaths {
      '/v2/widgets/{id}': {
        parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
        get: {
          parameters: { query?: { expand?: boolean }; header?: never; path: { id: string }; cookie?: never };
          requestBody?: never;
          responses: {
            200: {
              headers: { [name: string]: unknown };
              content: { 'application/json': { id: string; size: number } };
            };
          };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
      };
      '/v2/widgets': {
        parameters: { query?: never; header?: never; path?: never; cookie?: never };
        get: {
          parameters: { query?: { first?: number; after?: string }; header?: never; path?: never; cookie?: never };
          requestBody?: never;
          responses: {
            200: {
              headers: { [name: string]: unknown };
              content: {
                'application/json': {
                  items: { id: string }[];
                  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
                };
              };
            };
          };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
      };
    }
    const mine = createPlatformClient<MyPaths>({ baseUrl: 'https://acme.example.com', token: 't' });
    expectTypeOf(mine).toEqualTypeOf<PlatformClient<MyPaths>>();
    expectTypeOf(mine.paginate('/v2/widgets')).toEqualTypeOf<
      Paginated<
        { id: string },
        { items: { id: string }[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } }
      >
    >();
    if (never) {
      const { data } = await mine.GET('/v2/widgets/{id}', { params: { path: { id: 'w1' }, query: { expand: true } } });
      expectTypeOf(data).toEqualTypeOf<{ id: string; size: number }>();
      // @ts-expect-error a path of the default paths is not one of MyPaths
      await mine.GET('/api/v1/deployments/{deploymentId}/reports', { params: { path: { deploymentId: 1 } } });
      // @ts-expect-error a path that is not a cursor list
      mine.paginate('/v2/widgets/{id}', { params: { path: { id: 'w1' } } });
    }
  });
});

describe('paginate', () => {
  it('yields the items of the list, and its pages from pages()', () => {
    const list = api.paginate('/api/v1/deployments/{deploymentId}/reports', {
      params: { path: { deploymentId: 42 }, query: { first: 5 } },
    });
    expectTypeOf(list).toMatchTypeOf<AsyncIterable<Report>>();
    expectTypeOf(list.pages()).toMatchTypeOf<AsyncIterable<ReportsPage>>();
    expectTypeOf<AsyncIterable<ReportsPage>>().toMatchTypeOf<ReturnType<typeof list.pages>>();
    const folders = api.paginate('/api/v1/deployments/{deploymentId}/folders', {
      params: { path: { deploymentId: 42 } },
    });
    expectTypeOf(folders).toMatchTypeOf<AsyncIterable<components['schemas']['Folder']>>();
    if (never) {
      // @ts-expect-error a dbt sync status is not a cursor list
      api.paginate('/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}', {
        params: { path: { deploymentId: 1, syncJobId: 'j' } },
      });
    }
  });
});

describe('dbt sync and embed methods', () => {
  it('type their results from the generated components, and refuse wrong arguments', () => {
    expectTypeOf(api.dbtSync.logs(1, 'j')).toMatchTypeOf<AsyncIterable<components['schemas']['DbtSyncLogEntry']>>();
    expectTypeOf(api.dbtSync.list(1)).toMatchTypeOf<AsyncIterable<components['schemas']['DbtSyncRun']>>();
    expectTypeOf(api.dbtSync.generatedFiles(1, 'j')).toMatchTypeOf<AsyncIterable<{ path: string; content: string }>>();
    expectTypeOf(api.dbtSync.result).returns.resolves.toEqualTypeOf<components['schemas']['DbtSyncResultResponse']>();
    expectTypeOf(api.embed.generateSession).returns.resolves.toEqualTypeOf<{ sessionId: string }>();
    expectTypeOf(api.embed.sessionUrl).returns.resolves.toEqualTypeOf<string>();
    if (never) {
      // @ts-expect-error not a run status
      api.dbtSync.list(1, { status: 'DONE' });
      // @ts-expect-error a dashboard URL needs the dashboard's publicId
      void api.embed.sessionUrl({ deploymentId: 1, externalId: 'a', surface: 'dashboard' });
      // @ts-expect-error the chat has no filters
      void api.embed.sessionUrl({ deploymentId: 1, externalId: 'a', surface: 'chat', params: { filters: [] } });
    }
  });
});

describe('dbt sync types', () => {
  it('come from the generated components', () => {
    expectTypeOf<DbtSyncStatusResponse>().toEqualTypeOf<components['schemas']['DbtSyncStatusResponse']>();
    expectTypeOf<DbtSyncProgress>().toEqualTypeOf<components['schemas']['DbtSyncProgress']>();
    expectTypeOf<StartDbtSyncInput>().toEqualTypeOf<components['schemas']['StartDbtSyncInput']>();
    expectTypeOf<DbtSyncResponse>().toEqualTypeOf<components['schemas']['DbtSyncResponse']>();
    expectTypeOf<DbtSyncStatusResponse['status']>().toEqualTypeOf<string>();
    expectTypeOf<DbtSyncStatusResponse['progress']['percentComplete']>().toEqualTypeOf<number>();
  });

  it('dbtSync methods take and resolve the documented types', () => {
    expectTypeOf(api.dbtSync.start).parameters.toEqualTypeOf<[deploymentId: number, input?: StartDbtSyncInput]>();
    expectTypeOf(api.dbtSync.start).returns.resolves.toEqualTypeOf<DbtSyncResponse>();
    expectTypeOf(api.dbtSync.status).returns.resolves.toEqualTypeOf<DbtSyncStatusResponse>();
    expectTypeOf(api.dbtSync.wait).returns.resolves.toEqualTypeOf<DbtSyncStatusResponse>();
    expectTypeOf(api.dbtSync.wait)
      .parameter(2)
      .exclude<undefined>()
      .toHaveProperty('onProgress')
      .toEqualTypeOf<((status: DbtSyncStatusResponse) => void) | undefined>();
  });

  it('DBT_SYNC_STATUSES is a readonly tuple of the known statuses', () => {
    expectTypeOf(DBT_SYNC_STATUSES[0]).toEqualTypeOf<'INITIALIZING'>();
    expectTypeOf<KnownDbtSyncStatus>().toEqualTypeOf<(typeof DBT_SYNC_STATUSES)[number]>();
    expectTypeOf<'COMPLETED'>().toMatchTypeOf<KnownDbtSyncStatus>();
  });

  it('exports the one ApiError and its codes', () => {
    expectTypeOf(new ApiError('SYNC_FAILED', 'x').code).toEqualTypeOf<ApiErrorCode>();
    expectTypeOf(API_ERROR_CODES[0]).toEqualTypeOf<'INVALID_OPTIONS'>();
    expectTypeOf<(typeof API_ERROR_CODES)[number]>().toEqualTypeOf<ApiErrorCode>();
  });

  it('exports the options of ApiError, as its constructor takes them (a fake can build one)', () => {
    expectTypeOf<ConstructorParameters<typeof ApiError>[2]>().toEqualTypeOf<ApiErrorOptions | undefined>();
    const options: ApiErrorOptions = { status: 409, serviceCode: 'upsert_branch_changed', requestId: 'req-1' };
    expectTypeOf(new ApiError('CONFLICT', 'x', options).serviceCode).toEqualTypeOf<string | undefined>();
    // @ts-expect-error status is a number
    const wrong: ApiErrorOptions = { status: '409' };
    void wrong;
  });
});
