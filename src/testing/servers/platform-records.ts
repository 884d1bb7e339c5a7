/**
 * The small plausible answers of the fake platform server's route table, each of the document's
 * shape (`openapi/platform.yaml`): fixed records (a deployment, a folder, a report…) made the
 * same on every run, and the cursor lists they are listed in.
 *
 * @module
 */

import type { components } from '../../api/platform-paths.js';
import { cursorPage, withPageInfo } from './platform-pages.js';
import type { RouteCall } from './platform-router.js';

/** 2026-01-01T00:00:00Z, the time of every fake timestamp here: answers are the same on every run. */
export const TIME = '2026-01-01T00:00:00.000Z';

export type Schemas = components['schemas'];

// ---- Small plausible answers, each of the document's shape ------------------------------------

/** A path parameter as the number the document types it as (1 when it is not one). */
export const num = (value: string | undefined): number =>
  value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : 1;
/** A `pageInfo` for an answer that is no list request (the list a `PUT` leaves). */
export const lastPage = {
  hasNextPage: false,
  hasPreviousPage: false,
  endCursor: null,
  startCursor: null,
} satisfies Schemas['PageInfo'];
/** A cursor list of the given items: `pageInfo` null unless the request asks for a page (`first`). */
export const page =
  <T>(items: T[]) =>
  (call: RouteCall) =>
    cursorPage(items, call.query, call.template);
/** A cursor list whose `pageInfo` the document requires: without `first`, the whole list is one page. */
export const fullPage =
  <T>(items: T[]) =>
  (call: RouteCall) =>
    withPageInfo(cursorPage(items, call.query, call.template));
/** A cursor list that also carries the deprecated `data` (the same items). */
export const pageWithData =
  <T>(items: T[]) =>
  (call: RouteCall) => {
    const listed = cursorPage(items, call.query, call.template);
    return { ...listed, data: listed.items };
  };
export const success = () => ({ success: true });

const owner = { id: 7, email: 'ada@example.com', firstName: 'Ada', picture: null } satisfies Schemas['ResourceOwner'];
export const deployment = (id: number): Schemas['Deployment'] => ({
  id,
  name: 'Analytics',
  deploymentUrl: 'https://analytics.example.com',
  creationStep: 'ready',
});
export const deploymentSettings = (id: number): Schemas['DeploymentSettings'] => ({
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
export const folder = (deploymentId: number, id: number, name = 'Finance'): Schemas['Folder'] => ({
  id,
  deploymentId,
  name,
  position: 0,
  type: 'FOLDER',
  folderPath: [{ id, name }],
  createdAt: TIME,
  updatedAt: TIME,
});
export const report = (
  deploymentId: number,
  id: number,
  body?: Readonly<Record<string, unknown>>,
): Schemas['Report'] => ({
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
export const workbook = (deploymentId: number, id: number, name = 'Quarterly review'): Schemas['Workbook'] => ({
  id,
  deploymentId,
  name,
  type: 'WORKBOOK',
  meta: {},
  calculatedFields: {},
  createdAt: TIME,
  updatedAt: TIME,
});
export const dashboard = (
  deploymentId: number,
  workbookId: number,
  publicId = 'dash00000001',
): Schemas['Dashboard'] => ({
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
export const notification = (deploymentId: number, id: number): Schemas['NotificationDto'] => ({
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
export const recipient = {
  type: 'USER',
  userId: 7,
  email: 'ada@example.com',
} satisfies Schemas['NotificationRecipient'];
export const user = (id: number): Schemas['User'] => ({
  id,
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  isAdmin: true,
  notifications: {},
});
export const embedUser = {
  id: 12,
  username: 'ada@example.com',
  email: 'ada@example.com',
  externalId: 'ada',
  createdAt: TIME,
} satisfies Schemas['EmbedUser'];
export const embedTenant = {
  id: 5,
  name: 'acme',
  displayName: 'Acme Inc.',
  userCount: 1,
  createdAt: TIME,
} satisfies Schemas['EmbedTenant'];
export const embedGroup = (id: number): Schemas['UserGroupDTO'] => ({
  id,
  name: 'analysts',
  description: 'Analysts',
  userCount: 1,
});
export const role = (id: number): Schemas['Role'] => ({
  id,
  name: 'team-analytics',
  description: null,
  policies: [{ resourceType: 'Deployment', actions: ['DeploymentRead'], resources: ['42'] }],
});
export const oauthIntegration = (id: number): Schemas['OAuthIntegration'] => ({
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
export const oidcTokenConfig = (id: number): Schemas['OidcTokenConfig'] => ({
  id,
  name: 'warehouse',
  audienceType: 'custom',
  audience: 'https://warehouse.example.com',
  isEnabled: true,
  createdAt: TIME,
  updatedAt: TIME,
});
export const userOAuthToken = (integrationId: number): Schemas['UserOAuthToken'] => ({
  id: 8,
  userId: 7,
  integrationId,
  status: 'active',
  createdAt: TIME,
  updatedAt: TIME,
});
export const userAttribute = (id: number): Schemas['UserAttribute'] => ({
  id,
  name: 'region',
  displayName: 'Region',
  type: 'string',
});
export const userAttributeValue = (userId: number): Schemas['UserAttributeValue'] => ({
  userId,
  userAttributeId: 1,
  name: 'region',
  type: 'string',
  value: 'EMEA',
});
export const tenantSettings = {
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
export const branch = (name: string, id: number): Schemas['BranchResponse'] => ({
  id,
  name,
  parentBranch: null,
  lastHash: null,
});
export const embedAccess = {
  allowEmbed: true,
  allEmbedUsers: { enabled: false, action: 'none' },
  tenants: [{ embedTenantName: 'acme', groupId: 9, action: 'read' }],
} satisfies Schemas['EmbedAccessResponse'];
export const comment = (
  id: number,
  dashboardId: string,
  body = 'Looks right',
): Schemas['EmbedDashboardCommentDto'] => ({ id, dashboardId, body, createdAt: TIME, isOwn: true });
export const environmentToken = {
  data: { token: 'fake.jwt.token', security_context: {}, created_at: TIME, expires_at: TIME },
} satisfies Schemas['DeploymentEnvironmentTokenResponse'];
export const previewStatus = (
  deploymentId: number,
  previewId: string,
): Schemas['DatabricksMetricViewPublicationPreviewStatusResponse'] => ({
  previewId,
  deploymentId,
  dataSourceName: 'default',
  status: 'COMPLETED',
  progress: { stage: 'COMPLETED', percentComplete: 100, message: 'Done' },
  resultAvailable: true,
  startedAt: TIME,
  updatedAt: TIME,
});
export const metricViewIntegration = (
  deploymentId: number,
  dataSourceName: string,
): Schemas['DatabricksMetricViewIntegrationResponse'] => ({
  publicId: 'mvi000000001',
  deploymentId,
  dataSourceName,
  configurationVersion: 1,
  configuration: {
    version: 1,
    enabled: true,
    targetCatalog: 'main',
    targetSchema: 'metrics',
    selectionMode: 'all',
    deletionPolicy: 'retain',
  },
  createdAt: TIME,
  updatedAt: TIME,
});
/** The ids a bulk request names (`userIds`, or the ids of `items`). */
export const idsOf = (list: unknown): number[] =>
  Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : [];
export const itemsOf = (list: unknown): Array<{ type: 'FOLDER' | 'WORKBOOK' | 'REPORT'; id: number }> =>
  Array.isArray(list)
    ? list.filter(
        (item): item is { type: 'FOLDER' | 'WORKBOOK' | 'REPORT'; id: number } =>
          typeof item?.id === 'number' && ['FOLDER', 'WORKBOOK', 'REPORT'].includes(item?.type),
      )
    : [];
export const bulkAction = (value: unknown): Schemas['BulkUserActionInputAction'] =>
  value === 'ACTIVATE' || value === 'DELETE' ? value : 'DEACTIVATE';
