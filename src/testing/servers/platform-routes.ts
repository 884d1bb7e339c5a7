/**
 * The routes of the fake platform server: every path of `openapi/platform.yaml` (spec 4.1, 4.3)
 * with its methods, and what each answers. The dbt sync and the two cursor lists have handlers
 * of their own (named here, run by the server); every other operation answers a small plausible
 * JSON object (the spec shows no fields for them), or 204 where the spec says so.
 *
 * @module
 */

import type { paths } from '../../api/platform-paths.js';

/** The HTTP methods of the REST surface. */
export type PlatformMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/** What a route's answer is made from. */
export interface RouteCall {
  /** The path parameters, decoded (`{ deploymentId: '42', syncJobId: 'sync-1' }`). */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The JSON body, an object; `undefined` when there was none. */
  readonly body: Readonly<Record<string, unknown>> | undefined;
}

/** The operations the server itself runs, with state: dbt sync jobs, the cursor lists, a report. */
export type HandledOperation = 'startDbtSync' | 'getDbtSyncStatus' | 'listReports' | 'listFolders' | 'connectReportToWorkbook';

/**
 * What a route answers: an operation the server runs, `204` (no body), or a function making the
 * JSON object of a 200.
 */
export type RouteAnswer = { handled: HandledOperation } | 204 | ((call: RouteCall) => unknown);

type RouteMethods = Partial<Record<PlatformMethod, RouteAnswer>>;

/** 2026-01-01T00:00:00Z, the time of every fake timestamp here: answers are the same on every run. */
const TIME = '2026-01-01T00:00:00.000Z';

// ---- Small plausible answers ------------------------------------------------------------------

/** The resource a path names, as a PUT or PATCH left it (the body merged in; the path's id wins). */
const updated =
  (idParam: string, extra: Record<string, unknown> = {}) =>
  ({ params, body }: RouteCall) => ({ ...extra, ...body, id: idOf(params[idParam]), updatedAt: TIME });
/** A resource made by a POST: a new id, the body merged in. */
const created =
  (extra: Record<string, unknown> = {}) =>
  ({ body }: RouteCall) => ({ id: 1001, ...extra, ...body, createdAt: TIME });
/** One resource read by its id. */
const one =
  (idParam: string, extra: Record<string, unknown> = {}) =>
  ({ params }: RouteCall) => ({ ...extra, id: idOf(params[idParam]), createdAt: TIME, updatedAt: TIME });
/** A list holding the given items. */
const list = (items: Array<Record<string, unknown>>) => () => ({ items });
/** A delete that answers what it removed. */
const deleted =
  (idParam: string) =>
  ({ params }: RouteCall) => ({ id: idOf(params[idParam]), deleted: true });
/** A bulk operation: every listed id done, no per-item failure. */
const bulk = ({ body }: RouteCall) => ({ succeeded: Array.isArray(body?.ids) ? body.ids : [], failed: [] });
/** An action that went through. */
const done =
  (extra: Record<string, unknown> = {}) =>
  ({ params, body }: RouteCall) => ({ ...numericParams(params), ...body, ...extra, success: true });

const idOf = (value: string | undefined): string | number => (value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : (value ?? ''));
const numericParams = (params: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(params).map(([name, value]) => [name, idOf(value)]));

const user = { id: 7, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'ADMIN', isActive: true };
const embedTenant = { name: 'acme', displayName: 'Acme Inc.', createdAt: TIME };
const embedGroup = { id: 3, name: 'analysts', displayName: 'Analysts' };

/**
 * Every path of `openapi/platform.yaml` with its methods and answers. A path or method that is
 * not in the document, or one of the document that is not here, fails the type check (see
 * `RouteTable`), so the fake cannot drift from the REST surface.
 */
export const PLATFORM_ROUTES = {
  // ---- dbt sync (spec 4.1) ----
  '/api/v1/deployments/{deploymentId}/dbt-sync': { POST: { handled: 'startDbtSync' } },
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}': { GET: { handled: 'getDbtSyncStatus' } },

  // ---- Deployments and operations ----
  '/api/v1/deployments/{deploymentId}': { PUT: updated('deploymentId', { name: 'Analytics' }), DELETE: deleted('deploymentId') },
  '/api/v1/deployments/{deploymentId}/build-status': {
    GET: ({ params, query }) => ({ deploymentId: idOf(params.deploymentId), branch: query.get('branch') ?? 'main', status: 'ready', updatedAt: TIME }),
  },
  '/api/v1/deployments/{deploymentId}/logs': {
    GET: ({ query }) => ({
      items: [{ timestamp: TIME, source: query.get('source') ?? 'production', container: query.get('container') ?? 'MAIN', message: 'Cube API server is listening on 4000' }],
    }),
  },
  '/api/v1/deployments/{deploymentId}/pods': { GET: list([{ name: 'cube-api-0', status: 'Running', restarts: 0, startedAt: TIME }]) },
  '/api/v1/deployments/{deploymentId}/env-vars': {
    GET: list([{ name: 'CUBEJS_DB_TYPE', value: 'postgres' }]),
    PUT: ({ body }) => ({ items: Array.isArray(body?.variables) ? body.variables : [] }),
  },
  '/api/v1/deployments/{deploymentId}/creation-step/advance': { POST: done({ creationStep: 'CONNECT_DATA_SOURCE' }) },
  '/api/v1/deployments/{deploymentId}/creation-step/reset': { POST: done({ creationStep: 'INITIAL' }) },
  '/api/v1/regions/': { GET: list([{ id: 'aws-us-east-1', name: 'US East (N. Virginia)', cloudProvider: 'aws' }]) },
  '/api/v1/app-config': {
    GET: () => ({ appTheme: {}, applyThemeGlobally: false, creatorMode: { showGeneratedSql: true }, embedding: { locale: 'en-US' }, sheetsUi: { showAppliedFilters: true } }),
  },

  // ---- Deployment reports, workbooks, folders, workspace ----
  '/api/v1/deployments/{deploymentId}/folders': { GET: { handled: 'listFolders' } },
  '/api/v1/deployments/{deploymentId}/reports': { GET: { handled: 'listReports' } },
  '/api/v1/deployments/{deploymentId}/reports/{reportId}/connect-workbook': { PUT: { handled: 'connectReportToWorkbook' } },
  '/api/v1/deployments/{deploymentId}/reports/by-public-id/{publicId}': { PUT: ({ params, body }) => ({ id: 1001, publicId: params.publicId, ...body, updatedAt: TIME }) },
  '/api/v1/deployments/{deploymentId}/workbooks/by-slug/{slug}': { PUT: ({ params, body }) => ({ id: 501, slug: params.slug, ...body, updatedAt: TIME }) },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/duplicate': { POST: created({ name: 'Copy of workbook' }) },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/dashboard/ai-widget-thread': { POST: updated('workbookId', { kind: 'CLASSIC' }) },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/embed-access': {
    GET: ({ params }) => ({ workbookId: idOf(params.workbookId), allEmbedUsers: 'none', embedTenants: [{ name: 'acme', action: 'read' }] }),
    PUT: ({ params, body }) => ({ workbookId: idOf(params.workbookId), allEmbedUsers: 'none', embedTenants: [], ...body }),
  },
  '/api/v1/deployments/{deploymentId}/workspace/bulk-delete': { POST: bulk },
  '/api/v1/deployments/{deploymentId}/workspace/bulk-move': { POST: bulk },
  '/api/v1/deployments/{deploymentId}/notifications': { GET: list([{ id: 11, dashboardPublicId: 'dash-1', recipientEmail: 'ada@example.com', schedule: '0 8 * * 1' }]) },

  // ---- Users, attributes, tenant settings ----
  '/api/v1/users/': { POST: created({ role: 'VIEWER', isActive: true }) },
  '/api/v1/users/{id}': { PUT: updated('id', user), POST: updated('id', user), DELETE: deleted('id') },
  '/api/v1/users/bulk': { POST: ({ body }) => ({ action: body?.action ?? 'DEACTIVATE', succeeded: Array.isArray(body?.userIds) ? body.userIds : [], failed: [] }) },
  '/api/v1/user-attributes/': { GET: list([{ id: 1, name: 'region', displayName: 'Region', type: 'string' }]), POST: created({ type: 'string' }) },
  '/api/v1/user-attributes/{id}': { PUT: updated('id', { name: 'region', type: 'string' }) },
  '/api/v1/user-attribute-values/{userId}': { GET: ({ params }) => ({ userId: idOf(params.userId), items: [{ attributeId: 1, name: 'region', value: 'EMEA' }] }) },
  '/api/v1/user-attribute-values/': { POST: ({ body }) => ({ ...body, updatedAt: TIME }) },
  '/api/v1/tenant/settings': {
    GET: () => ({ auditLog: { enabled: true }, maintenanceWindow: null, supportAccess: false, oidc: { enabled: false }, aiBiInterface: { enabled: true } }),
    PUT: ({ body }) => ({ auditLog: { enabled: true }, maintenanceWindow: null, supportAccess: false, ...body }),
  },

  // ---- Integrations ----
  '/api/v1/oauth-integrations/': { GET: list([{ id: 2, name: 'Snowflake OAuth', provider: 'snowflake' }]), POST: created({ provider: 'snowflake' }) },
  '/api/v1/oauth-integrations/{id}': { GET: one('id', { name: 'Snowflake OAuth', provider: 'snowflake' }), PUT: updated('id'), DELETE: deleted('id') },
  '/api/v1/user-oauth-tokens/': { GET: list([{ integrationId: 2, expiresAt: TIME }]) },
  '/api/v1/user-oauth-tokens/{integrationId}': {
    GET: ({ params }) => ({ integrationId: idOf(params.integrationId), expiresAt: TIME }),
    DELETE: deleted('integrationId'),
  },
  '/api/v1/user-oauth-tokens/{integrationId}/initiate': {
    POST: ({ params }) => ({ integrationId: idOf(params.integrationId), authorizationUrl: 'https://auth.example.com/authorize?state=fake' }),
  },
  '/api/v1/oidc-token-configs/': { GET: list([{ id: 4, name: 'warehouse', audience: 'https://warehouse.example.com' }]), POST: created() },
  '/api/v1/oidc-token-configs/{id}': { GET: one('id', { name: 'warehouse', audience: 'https://warehouse.example.com' }), PUT: updated('id'), DELETE: deleted('id') },
  '/api/v1/github/status': { GET: () => ({ connected: true, login: 'acme-bot' }) },
  '/api/v1/github/installations': { GET: list([{ id: 77, account: 'acme' }]) },
  '/api/v1/github/installations/{installationId}/repositories': { GET: list([{ id: 9001, owner: 'acme', name: 'analytics', defaultBranch: 'main' }]) },
  '/api/v1/github/repositories/{owner}/{repo}/branches': { GET: list([{ name: 'main' }, { name: 'dev' }]) },

  // ---- Embedding ----
  '/api/v1/embed-tenants/': { GET: list([embedTenant]) },
  '/api/v1/embed-tenants/{embedTenantName}': { DELETE: 204 },
  '/api/v1/embed-tenants/{embedTenantName}/users': { GET: list([{ externalId: 'ada', email: 'ada@example.com', createdAt: TIME }]) },
  '/api/v1/embed-tenants/{embedTenantName}/groups': { POST: created(embedGroup) },
  '/api/v1/embed-tenants/{embedTenantName}/groups/{id}': { GET: one('id', embedGroup), PATCH: updated('id', embedGroup), DELETE: 204 },
  '/api/v1/embed-tenants/{embedTenantName}/groups/{id}/users': {
    GET: list([{ externalId: 'ada' }]),
    POST: ({ body }) => ({ added: Array.isArray(body?.externalIds) ? body.externalIds : [], failed: [] }),
    DELETE: ({ body }) => ({ removed: Array.isArray(body?.externalIds) ? body.externalIds : [], failed: [] }),
  },
  '/api/v1/embed/dashboard/{publicId}': { PATCH: ({ params, body }) => ({ publicId: params.publicId, signedEmbeddingEnabled: true, ...body }) },
  '/api/v1/embed/dashboard/{publicId}/python-run': { POST: ({ params }) => ({ publicId: params.publicId, status: 'completed', outputs: [] }) },

  // ---- Build surface ----
  '/build/api/v1/deployments/': { POST: created({ name: 'Analytics', cloudProvider: 'cubecloud', creationMethod: 'upload', deployMode: 'cli' }) },
  '/build/api/v1/deployments/{deploymentId}/data-model/files': {
    GET: list([{ fileName: 'model/cubes/orders.yml' }, { fileName: 'model/views/sales.yml' }]),
    PUT: done({ files: [] }),
    DELETE: done(),
  },
  '/build/api/v1/deployments/{deploymentId}/data-model/files/rename': { POST: done() },
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/start': { POST: () => ({ uploadId: 'upload-1' }) },
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/file': { POST: done() },
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/finish': { POST: done({ filesCount: 2 }) },
  '/build/api/v1/deployments/{deploymentId}/data-model/file-hashes': { GET: list([{ fileName: 'model/cubes/orders.yml', hash: '3f786850e387550fdab836ed7e6dc881de23001b' }]) },
  '/build/api/v1/deployments/{deploymentId}/dev-mode': { POST: () => ({ branch: 'dev-ada', isDevMode: true }), DELETE: done({ isDevMode: false }) },
  '/build/api/v1/deployments/{deploymentId}/branches': {
    GET: list([
      { name: 'main', isDefault: true },
      { name: 'dev-ada', isDefault: false },
    ]),
    POST: created({ isDefault: false }),
  },
  '/build/api/v1/deployments/{deploymentId}/commit': { POST: done({ commitSha: '3f786850e387550fdab836ed7e6dc881de23001b' }) },
  '/build/api/v1/deployments/{deploymentId}/pull': { POST: done({ changed: false }) },
  '/build/api/v1/deployments/{deploymentId}/merge': { POST: done({ merged: true }) },
  '/build/api/v1/deployments/{deploymentId}/merge-to-default': { POST: done({ merged: true }) },
  '/build/api/v1/deployments/{deploymentId}/github/connect': { POST: done({ connected: true }) },
} satisfies RouteTable;

type HttpMethodKey = 'get' | 'put' | 'post' | 'patch' | 'delete';
/** The methods a path item of the document has: openapi-typescript writes `?: never` for the others. */
type MethodsOf<Item> = { [M in HttpMethodKey]: M extends keyof Item ? ([NonNullable<Item[M]>] extends [never] ? never : M) : never }[HttpMethodKey];
/** The JSON body of a response of the document. */
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
/** What an operation may answer: `204` where the document says 204, else a handler or a body of the document's 200 schema. */
type AnswerOf<Operation> = Operation extends { responses: infer R }
  ? 204 extends keyof R
    ? 204
    : 200 extends keyof R
      ? { handled: HandledOperation } | ((call: RouteCall) => JsonOf<R[200]>)
      : never
  : never;
/**
 * The shape of {@link PLATFORM_ROUTES}, derived from the generated `paths` of
 * `openapi/platform.yaml`: every path, each with exactly its methods, answers of the right kind.
 * A path or method missing from the table, or not in the document, fails the type check.
 */
type RouteTable = { [P in keyof paths]: { [M in MethodsOf<paths[P]> as Uppercase<M>]: AnswerOf<NonNullable<paths[P][M]>> } };

/** A route the request's path matched. */
export interface MatchedRoute {
  /** The path template, as in `openapi/platform.yaml`. */
  readonly template: string;
  readonly methods: RouteMethods;
  /** The path parameters, decoded. */
  readonly params: Record<string, string>;
}

interface CompiledRoute {
  template: string;
  methods: RouteMethods;
  pattern: RegExp;
  names: string[];
  /** Literal (1) or parameter (0) per segment: a literal wins over a parameter (`/users/bulk` over `/users/{id}`). */
  rank: number[];
}

/** Matches paths against the route table; the most literal template wins. */
export function createRouter(): (pathname: string) => MatchedRoute | { badSegment: string } | undefined {
  const routes: CompiledRoute[] = Object.entries(PLATFORM_ROUTES as Record<string, RouteMethods>).map(([template, methods]) => {
    const names: string[] = [];
    const segments = template.split('/');
    const source = segments.map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^$()|[\]\\-]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    });
    return { template, methods, pattern: new RegExp(`^${source.join('/')}$`), names, rank: segments.map((segment) => (segment.startsWith('{') ? 0 : 1)) };
  });
  routes.sort((a, b) => {
    for (let index = 0; index < Math.min(a.rank.length, b.rank.length); index += 1) if (a.rank[index] !== b.rank[index]) return b.rank[index]! - a.rank[index]!;
    return 0;
  });
  return (pathname) => {
    for (const route of routes) {
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const params: Record<string, string> = {};
      for (const [index, name] of route.names.entries()) {
        const raw = match[index + 1]!;
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          return { badSegment: raw };
        }
      }
      return { template: route.template, methods: route.methods, params };
    }
    return undefined;
  };
}
