/**
 * The fake platform's answers for folders, reports, workbooks, the workspace, notifications,
 * users, roles, attributes, tenant settings and integrations: a part of the route table
 * (`platform-routes.ts` gathers the parts and holds them to the whole document).
 *
 * @module
 */

import { cursorPage } from './platform-pages.js';
import {
  bulkAction,
  dashboard,
  embedAccess,
  folder,
  fullPage,
  idsOf,
  itemsOf,
  notification,
  num,
  oauthIntegration,
  oidcTokenConfig,
  page,
  pageWithData,
  recipient,
  report,
  role,
  TIME,
  tenantSettings,
  user,
  userAttribute,
  userAttributeValue,
  userOAuthToken,
  workbook,
} from './platform-records.js';
import type { RouteTable } from './platform-router.js';

/** Folders, reports, workbooks, the workspace, notifications, users, roles and integrations. */
export const WORKSPACE_ROUTES = {
  // ---- Folders, reports, workbooks, workspace (the server runs the two cursor lists and connect-workbook) ----
  '/api/v1/deployments/{deploymentId}/folders': {
    GET: { handled: 'listFolders' },
    POST: ({ params, body }) =>
      folder(num(params.deploymentId), 1001, typeof body?.name === 'string' ? body.name : 'New folder'),
  },
  '/api/v1/deployments/{deploymentId}/folders/{folderId}': {
    PUT: ({ params, body }) =>
      folder(num(params.deploymentId), num(params.folderId), typeof body?.name === 'string' ? body.name : 'Finance'),
    DELETE: 204,
  },
  '/api/v1/deployments/{deploymentId}/folders/{folderId}/ancestors': {
    GET: ({ params }) => [folder(num(params.deploymentId), num(params.folderId))],
  },
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
  '/api/v1/deployments/{deploymentId}/reports/{reportId}/refresh': {
    PUT: ({ params }) => report(num(params.deploymentId), num(params.reportId)),
  },
  '/api/v1/deployments/{deploymentId}/workbooks': {
    GET: (call) => pageWithData([workbook(num(call.params.deploymentId), 501)])(call),
    POST: ({ params, body }) =>
      workbook(num(params.deploymentId), 1001, typeof body?.name === 'string' ? body.name : undefined),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/by-slug/{slug}': {
    PUT: ({ params, body }) => ({
      ...workbook(num(params.deploymentId), 501, typeof body?.name === 'string' ? body.name : undefined),
      slug: params.slug ?? null,
    }),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}': {
    GET: ({ params }) => workbook(num(params.deploymentId), num(params.workbookId)),
    PUT: ({ params, body }) =>
      workbook(
        num(params.deploymentId),
        num(params.workbookId),
        typeof body?.name === 'string' ? body.name : undefined,
      ),
    DELETE: () => ({}),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/dashboard': {
    PUT: () => ({
      dashboardDraft: { kind: 'CLASSIC', title: 'Quarterly review', widgets: [] },
      dashboardPublished: null,
    }),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/dashboard/ai-widget-thread': {
    POST: ({ params }) => dashboard(num(params.deploymentId), num(params.workbookId)),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/duplicate': {
    POST: ({ params }) => workbook(num(params.deploymentId), 1001, 'Copy of Quarterly review'),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/embed-access': {
    GET: () => embedAccess,
    PUT: ({ body }) => ({
      ...embedAccess,
      allowEmbed: typeof body?.allowEmbed === 'boolean' ? body.allowEmbed : embedAccess.allowEmbed,
    }),
  },
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/publish': {
    POST: ({ params }) => dashboard(num(params.deploymentId), num(params.workbookId)),
  },
  '/api/v1/deployments/{deploymentId}/workspace': {
    GET: (call) => fullPage([workbook(num(call.params.deploymentId), 501)])(call),
  },
  '/api/v1/deployments/{deploymentId}/shared-workspace': {
    GET: (call) => fullPage([workbook(num(call.params.deploymentId), 501)])(call),
  },
  '/api/v1/deployments/{deploymentId}/workspace/bulk-delete': {
    POST: ({ body }) => ({ deleted: itemsOf(body?.items), failed: [] }),
  },
  '/api/v1/deployments/{deploymentId}/workspace/bulk-move': {
    POST: ({ params, body }) => ({
      moved: itemsOf(body?.items).map((item) => workbook(num(params.deploymentId), item.id)),
      failed: [],
    }),
  },
  '/api/v1/deployments/{deploymentId}/workspace/move': {
    POST: ({ params, body }) => workbook(num(params.deploymentId), typeof body?.id === 'number' ? body.id : 501),
  },
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
  '/api/v1/users/bulk': {
    POST: ({ body }) => ({ action: bulkAction(body?.action), succeeded: idsOf(body?.userIds), failed: [] }),
  },
  '/api/v1/users/me/settings': { PATCH: () => user(7) },
  '/api/v1/roles': { GET: fullPage([role(3)]), POST: () => role(1001) },
  '/api/v1/roles/{roleId}': {
    GET: ({ params }) => role(num(params.roleId)),
    PUT: ({ params }) => role(num(params.roleId)),
    DELETE: 204,
  },
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
  '/api/v1/usage-analytics/token': {
    POST: () => ({
      token: 'fake.usage.token',
      apiUrl: 'https://usage.example.com/api/v1',
      deploymentId: 1,
      expiresAt: TIME,
    }),
  },
  '/api/v1/regions': {
    GET: pageWithData([{ id: 1, name: 'aws-us-east-1', title: 'US East (N. Virginia)', provider: 'aws' }]),
  },
  '/api/v1/spec': {
    GET: () => ({
      openapi: '3.1.0',
      info: { title: 'Platform management and build API', version: '1.0.0' },
      paths: {},
    }),
  },

  // ---- Integrations ----
  '/api/v1/oauth-integrations': { GET: () => [oauthIntegration(2)], POST: () => oauthIntegration(1001) },
  '/api/v1/oauth-integrations/{id}': {
    GET: ({ params }) => oauthIntegration(num(params.id)),
    PUT: ({ params }) => oauthIntegration(num(params.id)),
    DELETE: () => ({}),
  },
  '/api/v1/user-oauth-tokens': { GET: () => [userOAuthToken(2)] },
  '/api/v1/user-oauth-tokens/{integrationId}': {
    GET: ({ params }) => userOAuthToken(num(params.integrationId)),
    DELETE: () => ({}),
  },
  '/api/v1/user-oauth-tokens/{integrationId}/initiate': {
    POST: () => ({ authorizationUrl: 'https://auth.example.com/authorize?state=fake' }),
  },
  '/api/v1/oidc-token-configs': { GET: () => [oidcTokenConfig(4)], POST: () => oidcTokenConfig(1001) },
  '/api/v1/oidc-token-configs/{id}': {
    GET: ({ params }) => oidcTokenConfig(num(params.id)),
    PUT: ({ params }) => oidcTokenConfig(num(params.id)),
    DELETE: () => ({}),
  },
  '/api/v1/github/status': {
    GET: () => ({
      connected: true,
      linkUrl: 'https://github.example.com/link',
      settingsUrl: 'https://github.example.com/settings',
    }),
  },
  '/api/v1/github/installations': {
    GET: pageWithData([
      { id: '77', installationId: '77', login: 'acme', avatarUrl: 'https://github.example.com/acme.png' },
    ]),
  },
  '/api/v1/github/installations/{installationId}/repositories': {
    GET: pageWithData([{ id: 9001, name: 'analytics', htmlUrl: 'https://github.example.com/acme/analytics' }]),
  },
  '/api/v1/github/repositories/{owner}/{repo}/branches': {
    GET: pageWithData([
      { name: 'main', isDefault: true },
      { name: 'dev', isDefault: false },
    ]),
  },
} satisfies Partial<RouteTable>;
