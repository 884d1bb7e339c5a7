/**
 * The routes of the fake platform server: every path of `openapi/platform.yaml` (every operation
 * of the platform's reference) with its methods, and what each answers. The operations with state
 * (dbt sync, the report and folder lists, embed sessions, the upload form) have handlers of their
 * own (named here, run by the server); every other operation answers a small plausible JSON body
 * of the document's shape, 204 where the document answers that, or 501 where the fake does not
 * make the answer (a rendered file, an accepted preview). Every cursor list pages by one rule
 * (`platform-pages.ts`).
 *
 * @module
 */

import type { components, paths } from '../../api/platform-paths.js';
import { cursorPage, withPageInfo } from './platform-pages.js';

/** The HTTP methods of the REST surface. */
export type PlatformMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/** What a route's answer is made from. */
export interface RouteCall {
  /** The path template the request matched, as in `openapi/platform.yaml`. */
  readonly template: string;
  /** The path parameters, decoded (`{ deploymentId: '42', syncJobId: 'sync-1' }`). */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The JSON body, an object; `undefined` when there was none, and for a multipart route (see `raw`). */
  readonly body: Readonly<Record<string, unknown>> | undefined;
  /** The body as text and its content type, for the routes that take a form. */
  readonly raw: { readonly text: string; readonly contentType: string | undefined };
}

/**
 * The operations the server itself runs, with state, named by their operation ids: dbt sync
 * jobs, the report and folder lists, a report's workbook, embed sessions, the upload form.
 */
export type HandledOperation =
  | 'startDbtSync'
  | 'getDbtSyncStatus'
  | 'cancelDbtSync'
  | 'getDbtSyncResult'
  | 'getDbtSyncLogs'
  | 'getDbtSyncGeneratedFiles'
  | 'listDbtSyncs'
  | 'listReports'
  | 'listFolders'
  | 'connectReportToWorkbook'
  | 'generateSession'
  | 'postTokenBySessionId'
  | 'revokeSession'
  | 'uploadFile';

/**
 * What a route answers: an operation the server runs, `204` (no body), `501` (not made by the
 * fake), or a function making the JSON body of a 200.
 */
export type RouteAnswer = { handled: HandledOperation } | 204 | 501 | ((call: RouteCall) => unknown);

type RouteMethods = Partial<Record<PlatformMethod, RouteAnswer>>;

/** 2026-01-01T00:00:00Z, the time of every fake timestamp here: answers are the same on every run. */
const TIME = '2026-01-01T00:00:00.000Z';

type Schemas = components['schemas'];

// ---- Small plausible answers, each of the document's shape ------------------------------------

/** A path parameter as the number the document types it as (1 when it is not one). */
const num = (value: string | undefined): number => (value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : 1);
/** A `pageInfo` for an answer that is no list request (the list a `PUT` leaves). */
const lastPage = { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null } satisfies Schemas['PageInfo'];
/** A cursor list of the given items: `pageInfo` null unless the request asks for a page (`first`). */
const page =
  <T>(items: T[]) =>
  (call: RouteCall) =>
    cursorPage(items, call.query, call.template);
/** A cursor list whose `pageInfo` the document requires: without `first`, the whole list is one page. */
const fullPage =
  <T>(items: T[]) =>
  (call: RouteCall) =>
    withPageInfo(cursorPage(items, call.query, call.template));
/** A cursor list that also carries the deprecated `data` (the same items). */
const pageWithData =
  <T>(items: T[]) =>
  (call: RouteCall) => {
    const listed = cursorPage(items, call.query, call.template);
    return { ...listed, data: listed.items };
  };
const success = () => ({ success: true });

const owner = { id: 7, email: 'ada@example.com', firstName: 'Ada', picture: null } satisfies Schemas['ResourceOwner'];
const deployment = (id: number): Schemas['Deployment'] => ({ id, name: 'Analytics', deploymentUrl: 'https://analytics.example.com', creationStep: 'ready' });
const deploymentSettings = (id: number): Schemas['DeploymentSettings'] => ({
  ...deployment(id),
  template: 'single',
  cloudProvider: 'cubecloud',
  releaseChannel: 'latest',
  deployBranchName: 'main',
  deployBranchReadOnly: false,
  deployBranchMergeAllowed: true,
  deployProjectRoot: '/',
  isPlatformSqlEnabled: true,
  isSupportPreAggregations: true,
});
const folder = (deploymentId: number, id: number, name = 'Finance'): Schemas['Folder'] => ({
  id,
  deploymentId,
  name,
  position: 0,
  type: 'FOLDER',
  folderPath: [{ id, name }],
  createdAt: TIME,
  updatedAt: TIME,
});
const report = (deploymentId: number, id: number, body?: Readonly<Record<string, unknown>>): Schemas['Report'] => ({
  id,
  deploymentId,
  publicId: `rpt${String(id).padStart(9, '0')}`,
  name: typeof body?.name === 'string' ? body.name : 'Revenue by region',
  type: 'REPORT',
  userId: owner.id,
  user: owner,
  refreshedByUser: owner,
  createdAt: TIME,
  updatedAt: TIME,
});
const workbook = (deploymentId: number, id: number, name = 'Quarterly review'): Schemas['Workbook'] => ({
  id,
  deploymentId,
  name,
  type: 'WORKBOOK',
  meta: {},
  calculatedFields: {},
  createdAt: TIME,
  updatedAt: TIME,
});
const dashboard = (deploymentId: number, workbookId: number, publicId = 'dash00000001'): Schemas['Dashboard'] => ({
  id: 31,
  publicId,
  deploymentId,
  workbookId,
  status: 'published',
  allowEmbed: true,
  config: { kind: 'CLASSIC', title: 'Quarterly review', widgets: [] },
  versionNumber: 1,
  versionId: 1,
  reportSnapshots: [],
});
const notification = (deploymentId: number, id: number): Schemas['NotificationDto'] => ({
  id,
  deploymentId,
  dashboardId: 31,
  cronExpression: '0 8 * * 1',
  timezone: 'UTC',
  isEnabled: true,
  humanReadableSchedule: 'Every Monday at 08:00',
  notificationEnabled: true,
  notificationFormat: 'pdf',
  notificationAiSummary: false,
});
const recipient = { type: 'USER', userId: 7, email: 'ada@example.com' } satisfies Schemas['NotificationRecipient'];
const user = (id: number): Schemas['User'] => ({ id, email: 'ada@example.com', username: 'ada', firstName: 'Ada', isAdmin: true, notifications: {} });
const embedUser = { id: 12, username: 'ada@example.com', email: 'ada@example.com', externalId: 'ada', createdAt: TIME } satisfies Schemas['EmbedUser'];
const embedTenant = { id: 5, name: 'acme', displayName: 'Acme Inc.', userCount: 1, createdAt: TIME } satisfies Schemas['EmbedTenant'];
const embedGroup = (id: number): Schemas['UserGroupDTO'] => ({ id, name: 'analysts', description: 'Analysts', userCount: 1 });
const role = (id: number): Schemas['Role'] => ({
  id,
  name: 'team-analytics',
  description: null,
  policies: [{ resourceType: 'Deployment', actions: ['DeploymentRead'], resources: ['42'] }],
});
const oauthIntegration = (id: number): Schemas['OAuthIntegration'] => ({
  id,
  name: 'Snowflake OAuth',
  type: 'snowflake',
  authUrl: 'https://auth.example.com/authorize',
  tokenUrl: 'https://auth.example.com/token',
  clientId: 'client-1',
  redirectUri: 'https://tenant.example.com/oauth/callback',
  createdAt: TIME,
  updatedAt: TIME,
});
const oidcTokenConfig = (id: number): Schemas['OidcTokenConfig'] => ({
  id,
  name: 'warehouse',
  audienceType: 'custom',
  audience: 'https://warehouse.example.com',
  isEnabled: true,
  createdAt: TIME,
  updatedAt: TIME,
});
const userOAuthToken = (integrationId: number): Schemas['UserOAuthToken'] => ({ id: 8, userId: 7, integrationId, status: 'active', createdAt: TIME, updatedAt: TIME });
const userAttribute = (id: number): Schemas['UserAttribute'] => ({ id, name: 'region', displayName: 'Region', type: 'string' });
const userAttributeValue = (userId: number): Schemas['UserAttributeValue'] => ({ userId, userAttributeId: 1, name: 'region', type: 'string', value: 'EMEA' });
const tenantSettings = {
  auditLogEnabled: true,
  auditLogEnabledCurrent: true,
  auditLogEnabledTimestamp: 0,
  hasSupportAccess: false,
  useAIBIUserInterface: true,
  maintenanceWindowEnabled: false,
  maintenanceWindowDay: 'SUNDAY',
  maintenanceWindowTime: '02:00',
  oidcEnabled: false,
} satisfies Schemas['TenantSettings'];
const branch = (name: string, id: number): Schemas['BranchResponse'] => ({ id, name, parentBranch: null, lastHash: null });
const embedAccess = {
  allowEmbed: true,
  allEmbedUsers: { enabled: false, action: 'none' },
  tenants: [{ embedTenantName: 'acme', groupId: 9, action: 'read' }],
} satisfies Schemas['EmbedAccessResponse'];
const comment = (id: number, dashboardId: string, body = 'Looks right'): Schemas['EmbedDashboardCommentDto'] => ({ id, dashboardId, body, createdAt: TIME, isOwn: true });
const environmentToken = { data: { token: 'fake.jwt.token', security_context: {}, created_at: TIME, expires_at: TIME } } satisfies Schemas['DeploymentEnvironmentTokenResponse'];
const previewStatus = (deploymentId: number, previewId: string): Schemas['DatabricksMetricViewPublicationPreviewStatusResponse'] => ({
  previewId,
  deploymentId,
  dataSourceName: 'default',
  status: 'COMPLETED',
  progress: { stage: 'COMPLETED', percentComplete: 100, message: 'Done' },
  resultAvailable: true,
  startedAt: TIME,
  updatedAt: TIME,
});
const metricViewIntegration = (deploymentId: number, dataSourceName: string): Schemas['DatabricksMetricViewIntegrationResponse'] => ({
  publicId: 'mvi000000001',
  deploymentId,
  dataSourceName,
  configurationVersion: 1,
  configuration: { version: 1, enabled: true, targetCatalog: 'main', targetSchema: 'metrics', selectionMode: 'all', deletionPolicy: 'retain' },
  createdAt: TIME,
  updatedAt: TIME,
});
/** The ids a bulk request names (`userIds`, or the ids of `items`). */
const idsOf = (list: unknown): number[] => (Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : []);
const itemsOf = (list: unknown): Array<{ type: 'FOLDER' | 'WORKBOOK' | 'REPORT'; id: number }> =>
  Array.isArray(list)
    ? list.filter((item): item is { type: 'FOLDER' | 'WORKBOOK' | 'REPORT'; id: number } => typeof item?.id === 'number' && ['FOLDER', 'WORKBOOK', 'REPORT'].includes(item?.type))
    : [];
const bulkAction = (value: unknown): Schemas['BulkUserActionInputAction'] => (value === 'ACTIVATE' || value === 'DELETE' ? value : 'DEACTIVATE');

/**
 * Every path of `openapi/platform.yaml` with its methods and answers. A path or method that is
 * not in the document, or one of the document that is not here, fails the type check (see
 * `RouteTable`), and so does an answer that is not of the document's shape, so the fake cannot
 * drift from the REST surface.
 */
export const PLATFORM_ROUTES = {
  // ---- Deployments ----
  '/api/v1/app-config': {
    GET: () => ({
      appTheme: null,
      applyThemeGlobally: false,
      restrictDataDownload: false,
      sheetsAgentChatEnabled: false,
      creatorMode: { showGeneratedSql: true },
      embedding: { locale: 'en-US' },
      sheetsUi: { showAppliedFilters: true },
    }),
  },
  '/api/v1/deployments': {
    GET: (call) => {
      const listed = cursorPage([deployment(42)], call.query, call.template);
      return { ...listed, data: listed.items, pagination: { total: 1, offset: 0, limit: listed.items.length } };
    },
  },
  '/api/v1/deployments/{deploymentId}': {
    GET: ({ params }) => deployment(num(params.deploymentId)),
    PUT: ({ params, body }) => ({ ...deploymentSettings(num(params.deploymentId)), ...(typeof body?.name === 'string' ? { name: body.name } : {}) }),
    DELETE: success,
  },
  '/api/v1/deployments/{deploymentId}/build-status': {
    GET: ({ params, query }) => ({ deploymentId: num(params.deploymentId), branchName: query.get('branchName') ?? 'main', mode: 'production', status: 'ready', updatedAt: TIME }),
  },
  '/api/v1/deployments/{deploymentId}/creation-step/advance': { POST: ({ params }) => ({ ...deployment(num(params.deploymentId)), creationStep: 'databases' }) },
  '/api/v1/deployments/{deploymentId}/creation-step/reset': { POST: ({ params }) => ({ ...deployment(num(params.deploymentId)), creationStep: 'project' }) },
  '/api/v1/deployments/{deploymentId}/logs': {
    GET: page([{ pod: 'cube-api-0', date: TIME, message: 'API server is listening on 4000' }]),
  },
  '/api/v1/deployments/{deploymentId}/pods': { GET: page([{ name: 'cube-api-0', status: 'Running', ready: true, restartCount: 0, containers: ['MAIN'], type: 'api' }]) },
  '/api/v1/deployments/{deploymentId}/settings': { GET: ({ params }) => deploymentSettings(num(params.deploymentId)) },
  '/api/v1/deployments/{deploymentId}/token': { POST: () => ({ platformApiToken: 'fake.platform.token' }) },
  '/api/v1/deployments/{deploymentId}/versions': {
    GET: page([{ releaseChannelVersion: 'v1.3.0', version: '1.3.0', releaseChannel: 'latest', isLatestInChannel: true, isCurrent: true }]),
  },

  // ---- Environments and env variables ----
  '/api/v1/deployments/{deploymentId}/env-vars': {
    GET: pageWithData([{ name: 'CUBEJS_DB_TYPE', value: 'postgres' }]),
    PUT: ({ body }) => {
      const items = Array.isArray(body?.env_variables) ? (body.env_variables as Schemas['EnvVariableItem'][]) : [];
      return { items, data: items, pageInfo: lastPage };
    },
  },
  '/api/v1/deployments/{deploymentId}/environments': {
    GET: pageWithData([{ id: 'production', type: 'production', branch: 'main', api_credentials: [{ type: 'rest', version: 1, url: 'https://analytics.example.com/api/v1' }] }]),
  },
  '/api/v1/deployments/{deploymentId}/environments/{environmentId}/tokens': {
    GET: pageWithData([environmentToken.data]),
    POST: () => environmentToken,
  },
  '/api/v1/deployments/{deploymentId}/environments/{environmentId}/tokens-for-meta-sync': { POST: () => environmentToken },

  // ---- dbt sync (the server runs every operation, with state) ----
  '/api/v1/deployments/{deploymentId}/dbt-sync': { GET: { handled: 'listDbtSyncs' }, POST: { handled: 'startDbtSync' } },
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}': { GET: { handled: 'getDbtSyncStatus' }, DELETE: { handled: 'cancelDbtSync' } },
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/generated-files': { GET: { handled: 'getDbtSyncGeneratedFiles' } },
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/logs': { GET: { handled: 'getDbtSyncLogs' } },
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/result': { GET: { handled: 'getDbtSyncResult' } },

  // ---- Dashboard exports, Databricks metric views ----
  '/api/v1/deployments/{deploymentId}/dashboard-exports': { POST: () => ({ jobId: 'export-1', expiresAt: TIME }) },
  '/api/v1/deployments/{deploymentId}/dashboard-exports/{jobId}': { GET: () => ({ status: 'completed', contentType: 'application/pdf', progress: 100 }) },
  // A PNG or PDF file: not made by the fake.
  '/api/v1/deployments/{deploymentId}/dashboard-exports/{jobId}/download': { GET: 501 },
  '/api/v1/deployments/{deploymentId}/databricks-metric-view-integrations/{dataSourceName}': {
    GET: ({ params }) => metricViewIntegration(num(params.deploymentId), params.dataSourceName ?? ''),
    PUT: ({ params }) => metricViewIntegration(num(params.deploymentId), params.dataSourceName ?? ''),
  },
  // Answered 202 in the document: not made by the fake.
  '/api/v1/deployments/{deploymentId}/databricks-metric-view-previews': { POST: 501 },
  '/api/v1/deployments/{deploymentId}/databricks-metric-view-previews/{previewId}': {
    GET: ({ params }) => previewStatus(num(params.deploymentId), params.previewId ?? ''),
    DELETE: () => ({}),
  },
  '/api/v1/deployments/{deploymentId}/databricks-metric-view-previews/{previewId}/result': {
    GET: ({ params }) => ({
      previewId: params.previewId ?? '',
      deploymentId: num(params.deploymentId),
      dataSourceName: 'default',
      buildJobId: 1,
      completedAt: TIME,
      durationMs: 1000,
      version: 2,
      outcome: 'success',
      sourceSha256: '0'.repeat(64),
      views: [],
      runtime: {
        bridgeCommit: 'abc',
        bridgeVersion: '1',
        ossieCommit: 'abc',
        ossieCoreVersion: '1',
        databricksConverterVersion: '1',
        platformConverterVersion: '1',
        templateName: 'default',
        runnerVersion: '1',
        policyVersion: 1,
      },
    }),
  },

  // ---- Folders, reports, workbooks, workspace (the server runs the two cursor lists and connect-workbook) ----
  '/api/v1/deployments/{deploymentId}/folders': {
    GET: { handled: 'listFolders' },
    POST: ({ params, body }) => folder(num(params.deploymentId), 1001, typeof body?.name === 'string' ? body.name : 'New folder'),
  },
  '/api/v1/deployments/{deploymentId}/folders/{folderId}': {
    PUT: ({ params, body }) => folder(num(params.deploymentId), num(params.folderId), typeof body?.name === 'string' ? body.name : 'Finance'),
    DELETE: 204,
  },
  '/api/v1/deployments/{deploymentId}/folders/{folderId}/ancestors': { GET: ({ params }) => [folder(num(params.deploymentId), num(params.folderId))] },
  '/api/v1/deployments/{deploymentId}/reports': {
    GET: { handled: 'listReports' },
    POST: ({ params, body }) => report(num(params.deploymentId), 1001, body),
  },
  '/api/v1/deployments/{deploymentId}/reports/by-public-id/{publicId}': {
    PUT: ({ params, body }) => ({ ...report(num(params.deploymentId), 1001, body), publicId: params.publicId ?? '' }),
  },
  '/api/v1/deployments/{deploymentId}/reports/{reportId}': {
    GET: ({ params }) => report(num(params.deploymentId), num(params.reportId)),
    PUT: ({ params, body }) => report(num(params.deploymentId), num(params.reportId), body),
    DELETE: () => ({}),
  },
  '/api/v1/deployments/{deploymentId}/reports/{reportId}/connect-workbook': {
    PUT: { handled: 'connectReportToWorkbook' },
    DELETE: ({ params }) => report(num(params.deploymentId), num(params.reportId)),
  },
  '/api/v1/deployments/{deploymentId}/reports/{reportId}/refresh': { PUT: ({ params }) => report(num(params.deploymentId), num(params.reportId)) },
  '/api/v1/deployments/{deploymentId}/workbooks': {
    GET: (call) => pageWithData([workbook(num(call.params.deploymentId), 501)])(call),
    POST: ({ params, body }) => workbook(num(params.deploymentId), 1001, typeof body?.name === 'string' ? body.name : undefined),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/by-slug/{slug}': {
    PUT: ({ params, body }) => ({ ...workbook(num(params.deploymentId), 501, typeof body?.name === 'string' ? body.name : undefined), slug: params.slug ?? null }),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}': {
    GET: ({ params }) => workbook(num(params.deploymentId), num(params.workbookId)),
    PUT: ({ params, body }) => workbook(num(params.deploymentId), num(params.workbookId), typeof body?.name === 'string' ? body.name : undefined),
    DELETE: () => ({}),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/dashboard': {
    PUT: () => ({ dashboardDraft: { kind: 'CLASSIC', title: 'Quarterly review', widgets: [] }, dashboardPublished: null }),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/dashboard/ai-widget-thread': { POST: ({ params }) => dashboard(num(params.deploymentId), num(params.workbookId)) },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/duplicate': { POST: ({ params }) => workbook(num(params.deploymentId), 1001, 'Copy of Quarterly review') },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/embed-access': {
    GET: () => embedAccess,
    PUT: ({ body }) => ({ ...embedAccess, allowEmbed: typeof body?.allowEmbed === 'boolean' ? body.allowEmbed : embedAccess.allowEmbed }),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/publish': { POST: ({ params }) => dashboard(num(params.deploymentId), num(params.workbookId)) },
  '/api/v1/deployments/{deploymentId}/workspace': { GET: (call) => fullPage([workbook(num(call.params.deploymentId), 501)])(call) },
  '/api/v1/deployments/{deploymentId}/shared-workspace': { GET: (call) => fullPage([workbook(num(call.params.deploymentId), 501)])(call) },
  '/api/v1/deployments/{deploymentId}/workspace/bulk-delete': { POST: ({ body }) => ({ deleted: itemsOf(body?.items), failed: [] }) },
  '/api/v1/deployments/{deploymentId}/workspace/bulk-move': {
    POST: ({ params, body }) => ({ moved: itemsOf(body?.items).map((item) => workbook(num(params.deploymentId), item.id)), failed: [] }),
  },
  '/api/v1/deployments/{deploymentId}/workspace/move': { POST: ({ params, body }) => workbook(num(params.deploymentId), typeof body?.id === 'number' ? body.id : 501) },
  '/api/v1/deployments/{deploymentId}/embed-tenants/{embedTenantName}/workbooks': {
    GET: (call) => fullPage([workbook(num(call.params.deploymentId), 501)])(call),
  },

  // ---- Notifications ----
  '/api/v1/deployments/{deploymentId}/notifications': {
    GET: (call) => page([notification(num(call.params.deploymentId), 11)])(call),
    POST: ({ params }) => notification(num(params.deploymentId), 1001),
  },
  '/api/v1/deployments/{deploymentId}/notifications/{id}': {
    GET: ({ params }) => notification(num(params.deploymentId), num(params.id)),
    PUT: ({ params }) => notification(num(params.deploymentId), num(params.id)),
    DELETE: 204,
  },
  '/api/v1/deployments/{deploymentId}/notifications/{id}/recipients': {
    GET: page([recipient]),
    POST: () => ({ createdRecipients: [recipient], updatedRecipients: [], unchangedRecipients: [] }),
    DELETE: 204,
  },

  // ---- Users, roles, attributes, tenant settings ----
  '/api/v1/users': { POST: () => user(1001) },
  '/api/v1/users/{id}': { PUT: ({ params }) => user(num(params.id)), DELETE: () => ({}) },
  '/api/v1/users/bulk': { POST: ({ body }) => ({ action: bulkAction(body?.action), succeeded: idsOf(body?.userIds), failed: [] }) },
  '/api/v1/users/me/settings': { PATCH: () => user(7) },
  '/api/v1/roles': { GET: fullPage([role(3)]), POST: () => role(1001) },
  '/api/v1/roles/{roleId}': { GET: ({ params }) => role(num(params.roleId)), PUT: ({ params }) => role(num(params.roleId)), DELETE: 204 },
  '/api/v1/roles/{roleId}/users/{userId}': { PUT: 204, DELETE: 204 },
  '/api/v1/user-attributes': {
    GET: (call) => {
      const listed = cursorPage([userAttribute(1)], call.query, call.template);
      return { ...listed, data: listed.items, count: 1 };
    },
    POST: () => userAttribute(1001),
  },
  '/api/v1/user-attributes/{id}': { PUT: ({ params }) => userAttribute(num(params.id)) },
  '/api/v1/user-attribute-values': { POST: () => userAttributeValue(7) },
  '/api/v1/user-attribute-values/{userId}': { GET: ({ params }) => [userAttributeValue(num(params.userId))] },
  '/api/v1/tenant/settings': { GET: () => tenantSettings, PUT: () => tenantSettings },
  '/api/v1/usage-analytics/token': { POST: () => ({ token: 'fake.usage.token', apiUrl: 'https://usage.example.com/api/v1', deploymentId: 1, expiresAt: TIME }) },
  '/api/v1/regions': { GET: pageWithData([{ id: 1, name: 'aws-us-east-1', title: 'US East (N. Virginia)', provider: 'aws' }]) },
  '/api/v1/spec': { GET: () => ({ openapi: '3.1.0', info: { title: 'Platform management and build API', version: '1.0.0' }, paths: {} }) },

  // ---- Integrations ----
  '/api/v1/oauth-integrations': { GET: () => [oauthIntegration(2)], POST: () => oauthIntegration(1001) },
  '/api/v1/oauth-integrations/{id}': { GET: ({ params }) => oauthIntegration(num(params.id)), PUT: ({ params }) => oauthIntegration(num(params.id)), DELETE: () => ({}) },
  '/api/v1/user-oauth-tokens': { GET: () => [userOAuthToken(2)] },
  '/api/v1/user-oauth-tokens/{integrationId}': { GET: ({ params }) => userOAuthToken(num(params.integrationId)), DELETE: () => ({}) },
  '/api/v1/user-oauth-tokens/{integrationId}/initiate': { POST: () => ({ authorizationUrl: 'https://auth.example.com/authorize?state=fake' }) },
  '/api/v1/oidc-token-configs': { GET: () => [oidcTokenConfig(4)], POST: () => oidcTokenConfig(1001) },
  '/api/v1/oidc-token-configs/{id}': { GET: ({ params }) => oidcTokenConfig(num(params.id)), PUT: ({ params }) => oidcTokenConfig(num(params.id)), DELETE: () => ({}) },
  '/api/v1/github/status': { GET: () => ({ connected: true, linkUrl: 'https://github.example.com/link', settingsUrl: 'https://github.example.com/settings' }) },
  '/api/v1/github/installations': { GET: pageWithData([{ id: '77', installationId: '77', login: 'acme', avatarUrl: 'https://github.example.com/acme.png' }]) },
  '/api/v1/github/installations/{installationId}/repositories': { GET: pageWithData([{ id: 9001, name: 'analytics', htmlUrl: 'https://github.example.com/acme/analytics' }]) },
  '/api/v1/github/repositories/{owner}/{repo}/branches': {
    GET: pageWithData([
      { name: 'main', isDefault: true },
      { name: 'dev', isDefault: false },
    ]),
  },

  // ---- Embedding ----
  '/api/v1/embed-tenants': { GET: fullPage([embedTenant]) },
  '/api/v1/embed-tenants/{embedTenantName}': { DELETE: 204 },
  '/api/v1/embed-tenants/{embedTenantName}/users': {
    GET: fullPage([embedUser]),
    POST: () => ({ succeeded: [embedUser], failed: [] }),
  },
  '/api/v1/embed-tenants/{embedTenantName}/user': { POST: () => embedUser },
  '/api/v1/embed-tenants/{embedTenantName}/groups': { GET: fullPage([embedGroup(3)]), POST: () => embedGroup(1001) },
  '/api/v1/embed-tenants/{embedTenantName}/groups/{id}': { GET: ({ params }) => embedGroup(num(params.id)), PATCH: ({ params }) => embedGroup(num(params.id)), DELETE: 204 },
  '/api/v1/embed-tenants/{embedTenantName}/groups/{id}/users': {
    GET: fullPage([embedUser]),
    POST: () => ({ addedMembers: [embedUser], unchangedMembers: [] }),
    DELETE: 204,
  },
  '/api/v1/embed/dashboard/{publicId}': {
    GET: ({ params }) => dashboard(42, 501, params.publicId),
    PATCH: ({ params, body }) => ({ publicId: params.publicId ?? '', allowEmbed: body?.allowEmbed !== false }),
  },
  '/api/v1/embed/dashboard/{publicId}/comments': {
    GET: (call) => fullPage([{ root: comment(1, call.params.publicId ?? ''), replies: [] }])(call),
    POST: ({ params, body }) => comment(1001, params.publicId ?? '', typeof body?.body === 'string' ? body.body : undefined),
  },
  '/api/v1/embed/dashboard/{publicId}/comments/mentionable-users': { GET: fullPage([{ id: 12, username: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada' }]) },
  '/api/v1/embed/dashboard/{publicId}/comments/{commentId}': {
    PATCH: ({ params, body }) => ({ ...comment(num(params.commentId), params.publicId ?? '', typeof body?.body === 'string' ? body.body : undefined), editedAt: TIME }),
    DELETE: () => ({}),
  },
  '/api/v1/embed/dashboard/{publicId}/comments/{commentId}/resolve': {
    POST: ({ params }) => ({ root: comment(num(params.commentId), params.publicId ?? ''), replies: [], resolvedAt: TIME, resolvedBy: 12 }),
  },
  '/api/v1/embed/dashboard/{publicId}/python-run': { POST: () => ({ at: TIME, stdout: '', stderr: '', inputRowCount: 0, outputData: null }) },
  '/api/v1/embed/generate-session': { POST: { handled: 'generateSession' } },
  '/api/v1/embed/session/token': { POST: { handled: 'postTokenBySessionId' } },
  '/api/v1/embed/session/revoke': { POST: { handled: 'revokeSession' } },

  // ---- Build surface ----
  '/build/api/v1/deployments': { POST: () => deployment(1001) },
  '/build/api/v1/deployments/{deploymentId}/data-model/files': {
    GET: pageWithData([{ fileName: 'model/cubes/orders.yml' }, { fileName: 'model/views/sales.yml' }]),
    PUT: success,
    DELETE: success,
  },
  '/build/api/v1/deployments/{deploymentId}/data-model/files/rename': { POST: success },
  '/build/api/v1/deployments/{deploymentId}/data-model/file-hashes': { GET: () => ({ 'model/cubes/orders.yml': { hash: '3f786850e387550fdab836ed7e6dc881de23001b' } }) },
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/start': { POST: () => ({ transaction: { id: 'upload-1' }, deploymentName: 'Analytics' }) },
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/file': { POST: { handled: 'uploadFile' } },
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/finish': { POST: () => ({ lastHash: '3f786850e387550fdab836ed7e6dc881de23001b' }) },
  '/build/api/v1/deployments/{deploymentId}/data-model/validate': {
    GET: ({ params, query }) => ({
      deploymentId: num(params.deploymentId),
      branchName: query.get('branchName') ?? 'main',
      mode: 'production',
      valid: true,
      errors: [],
      cubesCount: 12,
    }),
  },
  '/build/api/v1/deployments/{deploymentId}/dev-mode': { POST: () => ({ active: true, branchName: 'dev-ada', parentBranch: 'main' }), DELETE: success },
  '/build/api/v1/deployments/{deploymentId}/branches': {
    GET: pageWithData([branch('main', 1), branch('dev-ada', 2)]),
    POST: ({ body }) => ({ active: body?.activate === true, branchName: typeof body?.name === 'string' ? body.name : 'feature', parentBranch: 'main' }),
    DELETE: success,
  },
  '/build/api/v1/deployments/{deploymentId}/branches/staging-environment': { PUT: () => ({ data: { ...branch('dev-ada', 2), isStagingEnvironmentEnabled: true } }) },
  '/build/api/v1/deployments/{deploymentId}/commit': { POST: success },
  '/build/api/v1/deployments/{deploymentId}/pull': { POST: () => ({ buildTriggered: false }) },
  '/build/api/v1/deployments/{deploymentId}/merge': { POST: () => ({ merged: true, branchDeleted: false }) },
  '/build/api/v1/deployments/{deploymentId}/merge-to-default': { POST: () => ({ merged: true, branchDeleted: false }) },
  '/build/api/v1/deployments/{deploymentId}/github/connect': { POST: ({ params }) => deployment(num(params.deploymentId)) },
} satisfies RouteTable;

type HttpMethodKey = 'get' | 'put' | 'post' | 'patch' | 'delete';
/** The methods a path item of the document has: openapi-typescript writes `?: never` for the others. */
type MethodsOf<Item> = { [M in HttpMethodKey]: M extends keyof Item ? ([NonNullable<Item[M]>] extends [never] ? never : M) : never }[HttpMethodKey];
/** The JSON body of a response of the document. */
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
/**
 * What an operation may answer: `204` where the document says 204, else a handler or a body of the
 * document's 200 JSON schema; `501` where the document's success is not a JSON 200 (a file, a 202).
 */
type AnswerOf<Operation> = Operation extends { responses: infer R }
  ? 204 extends keyof R
    ? 204 | { handled: HandledOperation }
    : 200 extends keyof R
      ? [JsonOf<R[200]>] extends [never]
        ? 501
        : { handled: HandledOperation } | ((call: RouteCall) => JsonOf<R[200]>)
      : 501
  : never;
/**
 * The shape of {@link PLATFORM_ROUTES}, derived from the generated `paths` of
 * `openapi/platform.yaml`: every path, each with exactly its methods, answers of the right kind.
 * A path or method missing from the table, or not in the document, fails the type check.
 */
type RouteTable = { [P in keyof paths]: { [M in MethodsOf<paths[P]> as Uppercase<M>]: AnswerOf<NonNullable<paths[P][M]>> } };

/** Whether an operation of the document takes a multipart form. */
type TakesForm<Operation> = [Operation] extends [never]
  ? false
  : Operation extends { requestBody?: { content: infer C } }
    ? 'multipart/form-data' extends keyof C
      ? true
      : false
    : false;
/** The paths of the document with an operation whose body is a multipart form. */
type FormPath = { [P in keyof paths]: true extends { [M in HttpMethodKey]: TakesForm<NonNullable<paths[P][M]>> }[HttpMethodKey] ? P : never }[keyof paths];

/**
 * The paths whose body is a multipart form, not JSON (the data model upload): exactly the
 * document's, or the type check fails.
 */
export const FORM_ROUTES: ReadonlySet<string> = new Set(Object.keys({ '/build/api/v1/deployments/{deploymentId}/data-model/upload/file': true } satisfies Record<FormPath, true>));

/**
 * The operations that need no credential (`security: []` in the document, which the generated
 * types do not carry: a test holds this list to the YAML): the session exchange, whose session
 * id is the credential.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set(['POST /api/v1/embed/session/token']);

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
