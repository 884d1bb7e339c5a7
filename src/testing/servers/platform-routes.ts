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

import { cursorPage } from './platform-pages.js';
import {
  branch,
  bulkAction,
  comment,
  dashboard,
  deployment,
  deploymentSettings,
  embedAccess,
  embedGroup,
  embedTenant,
  embedUser,
  environmentToken,
  folder,
  fullPage,
  idsOf,
  itemsOf,
  lastPage,
  metricViewIntegration,
  notification,
  num,
  oauthIntegration,
  oidcTokenConfig,
  page,
  pageWithData,
  previewStatus,
  recipient,
  report,
  role,
  type Schemas,
  success,
  TIME,
  tenantSettings,
  user,
  userAttribute,
  userAttributeValue,
  userOAuthToken,
  workbook,
} from './platform-records.js';
import { compileRouter, type FormPath, type MatchedRoute, type RouteMethods, type RouteTable } from './platform-router.js';

export type { HandledOperation, HttpVerb, MatchedRoute, RouteAnswer, RouteCall } from './platform-router.js';

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

/** Matches paths against the route table ({@link PLATFORM_ROUTES}); the most literal template wins. */
export function createRouter(): (pathname: string) => MatchedRoute | { badSegment: string } | undefined {
  return compileRouter(PLATFORM_ROUTES as Record<string, RouteMethods>);
}
