/**
 * openapi/platform.yaml against the interface spec: every endpoint of the tables of 4.1 and 4.3
 * with its method (and nothing else), the operation ids and schema names the spec gives, the
 * fields and enums it gives, open objects where it shows none, bearer auth (5.1), the tags of
 * section 1 and the versions of section 9. The expected lists are written here from the spec.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run-script.js';

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: boolean | Schema;
  deprecated?: boolean;
  description?: string;
  $ref?: string;
}
interface Parameter {
  name?: string;
  in?: string;
  required?: boolean;
  schema?: Schema;
  $ref?: string;
}
interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; $ref?: string; content?: Record<string, { schema: Schema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }>;
}
type PathItem = { parameters?: Parameter[] } & Partial<Record<Method, Operation>>;
interface Document {
  openapi: string;
  info: { version: string };
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, PathItem>;
  components: {
    securitySchemes: Record<string, { type: string; scheme: string }>;
    parameters: Record<string, Parameter>;
    schemas: Record<string, Schema>;
  };
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

const doc = parseYaml(readFileSync(join(ROOT, 'openapi/platform.yaml'), 'utf8')) as Document;

/** The spec's table rows: methods as the spec writes them ("GET, PUT") and the path under its table's root. */
type Row = readonly [methods: string, path: string];
const expand = (root: string, rows: readonly Row[]): string[] => rows.flatMap(([methods, path]) => methods.split(', ').map((method) => `${method} ${root}${path}`));

// Spec 4.1.
const DBT_SYNC: Row[] = [
  ['GET', '/deployments/{deploymentId}/dbt-sync/{syncJobId}'],
  ['POST', '/deployments/{deploymentId}/dbt-sync'],
];
// Spec 4.3, "Deployments and operations".
const DEPLOYMENTS: Row[] = [
  ['PUT', '/deployments/{deploymentId}'],
  ['DELETE', '/deployments/{deploymentId}'],
  ['GET', '/deployments/{deploymentId}/build-status'],
  ['GET', '/deployments/{deploymentId}/logs'],
  ['GET', '/deployments/{deploymentId}/pods'],
  ['GET', '/deployments/{deploymentId}/env-vars'],
  ['PUT', '/deployments/{deploymentId}/env-vars'],
  ['POST', '/deployments/{deploymentId}/creation-step/advance'],
  ['POST', '/deployments/{deploymentId}/creation-step/reset'],
  ['GET', '/regions/'],
  ['GET', '/app-config'],
];
// Spec 4.3, "Deployment reports, workbooks, folders, workspace"; the notifications list's prefix is this document's choice.
const DEPLOYMENT_SCOPED: Row[] = [
  ['GET', '/folders'],
  ['GET', '/reports'],
  ['PUT', '/reports/{reportId}/connect-workbook'],
  ['PUT', '/reports/by-public-id/{publicId}'],
  ['PUT', '/workbooks/by-slug/{slug}'],
  ['POST', '/workbooks/{workbookId}/duplicate'],
  ['POST', '/workbooks/{workbookId}/dashboard/ai-widget-thread'],
  ['GET, PUT', '/workbooks/{workbookId}/embed-access'],
  ['POST', '/workspace/bulk-delete'],
  ['POST', '/workspace/bulk-move'],
  ['GET', '/notifications'],
];
// Spec 4.3, "Users, attributes, tenant settings".
const USERS: Row[] = [
  ['POST', '/users/'],
  ['PUT, DELETE, POST', '/users/{id}'],
  ['POST', '/users/bulk'],
  ['GET, POST', '/user-attributes/'],
  ['PUT', '/user-attributes/{id}'],
  ['GET', '/user-attribute-values/{userId}'],
  ['POST', '/user-attribute-values/'],
  ['GET, PUT', '/tenant/settings'],
];
// Spec 4.3, "Integrations".
const INTEGRATIONS: Row[] = [
  ['GET, POST', '/oauth-integrations/'],
  ['GET, PUT, DELETE', '/oauth-integrations/{id}'],
  ['GET', '/user-oauth-tokens/'],
  ['GET, DELETE', '/user-oauth-tokens/{integrationId}'],
  ['POST', '/user-oauth-tokens/{integrationId}/initiate'],
  ['GET, POST', '/oidc-token-configs/'],
  ['GET, PUT, DELETE', '/oidc-token-configs/{id}'],
  ['GET', '/github/status'],
  ['GET', '/github/installations'],
  ['GET', '/github/installations/{installationId}/repositories'],
  ['GET', '/github/repositories/{owner}/{repo}/branches'],
];
// Spec 4.3, "Embedding".
const EMBEDDING: Row[] = [
  ['GET', '/embed-tenants/'],
  ['DELETE', '/embed-tenants/{embedTenantName}'],
  ['GET', '/embed-tenants/{embedTenantName}/users'],
  ['POST', '/embed-tenants/{embedTenantName}/groups'],
  ['GET, PATCH', '/embed-tenants/{embedTenantName}/groups/{id}'],
  ['DELETE', '/embed-tenants/{embedTenantName}/groups/{id}'],
  ['GET, POST, DELETE', '/embed-tenants/{embedTenantName}/groups/{id}/users'],
  ['PATCH', '/embed/dashboard/{publicId}'],
  ['POST', '/embed/dashboard/{publicId}/python-run'],
];
// Spec 4.3, "Build surface"; the rows written `.../<segment>` in the spec are placed under the deployment here.
const BUILD: Row[] = [
  ['POST', '/deployments/'],
  ['GET, PUT, DELETE', '/deployments/{deploymentId}/data-model/files'],
  ['POST', '/deployments/{deploymentId}/data-model/files/rename'],
  ['POST', '/deployments/{deploymentId}/data-model/upload/start'],
  ['POST', '/deployments/{deploymentId}/data-model/upload/file'],
  ['POST', '/deployments/{deploymentId}/data-model/upload/finish'],
  ['GET', '/deployments/{deploymentId}/data-model/file-hashes'],
  ['POST, DELETE', '/deployments/{deploymentId}/dev-mode'],
  ['GET, POST', '/deployments/{deploymentId}/branches'],
  ['POST', '/deployments/{deploymentId}/commit'],
  ['POST', '/deployments/{deploymentId}/pull'],
  ['POST', '/deployments/{deploymentId}/merge'],
  ['POST', '/deployments/{deploymentId}/merge-to-default'],
  ['POST', '/deployments/{deploymentId}/github/connect'],
];
const UNSHOWN_PREFIX = ['dev-mode', 'branches', 'commit', 'pull', 'merge', 'merge-to-default'];

const EXPECTED = [
  ...expand('/api/v1', [...DBT_SYNC, ...DEPLOYMENTS, ...USERS, ...INTEGRATIONS, ...EMBEDDING]),
  ...expand('/api/v1/deployments/{deploymentId}', DEPLOYMENT_SCOPED),
  ...expand('/build/api/v1', BUILD),
];

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ key: `${method.toUpperCase()} ${path}`, path, method, item, operation }] : [];
  }),
);
const operationById = (id: string) => {
  const found = operations.find(({ operation }) => operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const resolveParameter = (parameter: Parameter): Parameter => {
  if (!parameter.$ref) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  const resolved = doc.components.parameters[name];
  if (!resolved) throw new Error(`no parameter ${name}`);
  return resolved;
};
const parametersOf = (id: string): Parameter[] => {
  const { item, operation } = operationById(id);
  return [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolveParameter);
};
const queryOf = (id: string) => Object.fromEntries(parametersOf(id).flatMap((p) => (p.in === 'query' ? [[p.name, p.schema]] : [])));
const schema = (name: string): Schema => {
  const found = doc.components.schemas[name];
  if (!found) throw new Error(`no schema ${name}`);
  return found;
};
const enumOf = (target: Schema | undefined): unknown[] | undefined => (target?.$ref ? schema(target.$ref.replace('#/components/schemas/', '')).enum : target?.enum);
const jsonResponse = (id: string, status: string): Schema | undefined => operationById(id).operation.responses[status]?.content?.['application/json']?.schema;
const jsonBody = (id: string): Schema | undefined => operationById(id).operation.requestBody?.content?.['application/json']?.schema;

describe('openapi/platform.yaml', () => {
  it('is OpenAPI 3.1.0, description version 1.0.0 (spec 9)', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
  });

  it('has every endpoint of spec 4.1 and 4.3 with its method, and no other', () => {
    expect(EXPECTED).toHaveLength(85);
    expect(new Set(EXPECTED).size).toBe(EXPECTED.length);
    expect(operations.map(({ key }) => key).sort()).toEqual([...EXPECTED].sort());
  });

  it('uses the operation ids the spec gives, and unique camelCase ids elsewhere', () => {
    expect(operationById('getDbtSyncStatus').key).toBe('GET /api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}');
    expect(operationById('startDbtSync').key).toBe('POST /api/v1/deployments/{deploymentId}/dbt-sync');
    expect(operationById('updateDeployment').key).toBe('PUT /api/v1/deployments/{deploymentId}');
    expect(operationById('deleteDeployment').key).toBe('DELETE /api/v1/deployments/{deploymentId}');
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('says in the description where the spec does not show the path prefix', () => {
    const unshown = operations.filter(
      ({ path }) => (path.startsWith('/build/') && UNSHOWN_PREFIX.some((segment) => path.endsWith(`/${segment}`))) || path.endsWith('/notifications'),
    );
    expect(unshown.map(({ key }) => key)).toHaveLength(9);
    for (const { operation } of unshown) expect(operation.description).toMatch(/spec does not show/);
  });

  it('requires a bearer token on every operation (spec 5.1)', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    for (const { operation } of operations) expect(operation).not.toHaveProperty('security');
  });

  it('documents a success and the shared open error response on every operation', () => {
    for (const { key, operation } of operations) {
      const success = Object.keys(operation.responses).filter((status) => status === '200' || status === '204');
      expect(success, key).toHaveLength(1);
      expect(operation.responses['4XX'], key).toEqual({ $ref: '#/components/responses/Error' });
      expect(operation.responses['5XX'], key).toEqual({ $ref: '#/components/responses/Error' });
    }
    const noContent = operations.filter(({ operation }) => operation.responses['204']).map(({ key }) => key);
    expect(noContent.sort()).toEqual(['DELETE /api/v1/embed-tenants/{embedTenantName}', 'DELETE /api/v1/embed-tenants/{embedTenantName}/groups/{id}']);
  });

  it('tags each operation with a tag of spec section 1, and lists exactly those tags', () => {
    const section1 =
      'Deployments, Deployment Creation, Environments, Env Variables, Regions, Data Model, Data Model Uploads, GitHub, GitHub Connection, dbt Sync, Folders, Reports, Workbooks, Notifications, Workspace, Users Admin, User Attributes, User Attribute Values, Tenant Settings, OAuth Integrations, User OAuth Tokens, OIDC Token Configs, App Theme, Embed, Embed Tenants, Dashboard Embed Access, OpenAPI Spec'.split(
        ', ',
      );
    expect(doc.tags.map(({ name }) => name)).toEqual(section1);
    for (const { key, operation } of operations) {
      expect(operation.tags, key).toHaveLength(1);
      expect(section1, key).toContain(operation.tags?.[0]);
    }
  });

  it('types deploymentId as an integer and syncJobId as a string (spec 4.1)', () => {
    expect(parametersOf('getDbtSyncStatus').map(({ name, in: where, required, schema }) => ({ name, where, required, schema }))).toEqual([
      { name: 'deploymentId', where: 'path', required: true, schema: { type: 'integer' } },
      { name: 'syncJobId', where: 'path', required: true, schema: { type: 'string' } },
    ]);
  });
});

describe('dbt sync schemas (spec 2.1, 2.2, 3.1)', () => {
  it('DbtSyncStatusResponse: required syncJobId, status, progress, updatedAt; error string or null, optional', () => {
    const status = schema('DbtSyncStatusResponse');
    expect(status.required).toEqual(['syncJobId', 'status', 'progress', 'updatedAt']);
    expect(Object.keys(status.properties ?? {})).toEqual(['syncJobId', 'status', 'progress', 'updatedAt', 'error']);
    expect(status.properties?.syncJobId?.type).toBe('string');
    expect(status.properties?.updatedAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(status.properties?.error?.type).toEqual(['string', 'null']);
    expect(status.properties?.progress).toEqual({ $ref: '#/components/schemas/DbtSyncProgress' });
    expect(jsonResponse('getDbtSyncStatus', '200')).toEqual({ $ref: '#/components/schemas/DbtSyncStatusResponse' });
  });

  it('status and stage are open strings: the 3.1 values documented, unknown ones accepted (no enum)', () => {
    const values =
      'INITIALIZING CREATING_SANDBOX UPLOADING_PROJECT INSTALLING_DEPENDENCIES RUNNING_DBT_DEPS COMPILING_DBT PROCESSING_MANIFEST WRITING_CUBE_FILES FINALIZING COMPLETED FAILED'.split(
        ' ',
      );
    const status = schema('DbtSyncStatus');
    expect(status.type).toBe('string');
    expect(status).not.toHaveProperty('enum');
    for (const value of values) expect(status.description).toContain(`\`${value}\``);
    expect(schema('DbtSyncStatusResponse').properties?.status).toEqual({ $ref: '#/components/schemas/DbtSyncStatus' });
    expect(schema('DbtSyncProgress').properties?.stage).toEqual({ $ref: '#/components/schemas/DbtSyncStatus' });
  });

  it('DbtSyncProgress: required stage and integer percentComplete; message string or null, optional', () => {
    const progress = schema('DbtSyncProgress');
    expect(progress.required).toEqual(['stage', 'percentComplete']);
    expect(progress.properties?.percentComplete?.type).toBe('integer');
    expect(progress.properties?.message?.type).toEqual(['string', 'null']);
  });

  it('start: optional StartDbtSyncInput (branchName) in, DbtSyncResponse (branchName, syncJobId, workflowId) out', () => {
    expect(operationById('startDbtSync').operation.requestBody?.required).toBe(false);
    expect(jsonBody('startDbtSync')).toEqual({ $ref: '#/components/schemas/StartDbtSyncInput' });
    expect(Object.keys(schema('StartDbtSyncInput').properties ?? {})).toEqual(['branchName']);
    expect(schema('StartDbtSyncInput').required).toBeUndefined();
    expect(jsonResponse('startDbtSync', '200')).toEqual({ $ref: '#/components/schemas/DbtSyncResponse' });
    expect(Object.keys(schema('DbtSyncResponse').properties ?? {})).toEqual(['branchName', 'syncJobId', 'workflowId']);
    expect(schema('DbtSyncResponse').properties?.syncJobId?.type).toBe('string');
  });
});

describe('cursor lists (spec 4.3, 8, 9)', () => {
  it.each([
    ['listReports', 'ReportsListResponse'],
    ['listFolders', 'FoldersListResponse'],
  ])('%s: first/after in, %s with items and pageInfo {hasNextPage, endCursor}, deprecated data and count', (id, name) => {
    const query = queryOf(id);
    expect(query.first).toMatchObject({ type: 'integer' });
    expect(query.after).toMatchObject({ type: 'string' });
    expect(jsonResponse(id, '200')).toEqual({ $ref: `#/components/schemas/${name}` });
    const list = schema(name);
    expect(list.required).toEqual(['items', 'pageInfo']);
    expect(list.properties?.items?.type).toBe('array');
    expect(list.properties?.pageInfo).toEqual({ $ref: '#/components/schemas/PageInfo' });
    expect(list.properties?.data).toMatchObject({ type: 'array', deprecated: true });
    expect(list.properties?.count).toMatchObject({ type: 'integer', deprecated: true });
    expect(list.properties?.items?.items).toEqual(list.properties?.data?.items);
    const pageInfo = schema('PageInfo');
    expect(pageInfo.properties?.hasNextPage?.type).toBe('boolean');
    expect(pageInfo.properties?.endCursor?.type).toEqual(['string', 'null']);
  });

  it('reports: the sortBy values and the folderId, externalWorkbookId and search filters', () => {
    const query = queryOf('listReports');
    expect(Object.keys(query).sort()).toEqual(['after', 'externalWorkbookId', 'first', 'folderId', 'search', 'sortBy']);
    expect(enumOf(query.sortBy)).toEqual(['name', 'createdAt', 'updatedAt', 'lastViewedAt']);
  });

  it('notifications: the list filters', () => {
    expect(Object.keys(queryOf('listNotifications')).sort()).toEqual(['dashboardPublicId', 'recipientEmail', 'recipientEmbedTenantName', 'recipientExternalId', 'recipientUserId']);
  });
});

describe('enums (spec 4.3, 9)', () => {
  it('log source and container', () => {
    const query = queryOf('getDeploymentLogs');
    expect(enumOf(query.source)).toEqual(['production', 'dev']);
    expect(enumOf(query.container)).toEqual(['INIT', 'MAIN', 'cubejs-server', 'vector', 'api-proxy']);
  });

  it('bulk user action', () => {
    expect(enumOf(schema('BulkUserActionInput').properties?.action)).toEqual(['DEACTIVATE', 'ACTIVATE', 'DELETE']);
  });

  it('cloudProvider, creationMethod, deployMode on deployment creation and update', () => {
    const create = schema('CreateDeploymentInput').properties;
    expect(enumOf(create?.cloudProvider)).toEqual(['cubecloud', 'aws', 'gcp']);
    expect(enumOf(create?.creationMethod)).toEqual(['upload', 'cubecloud', 'github', 'ssh']);
    expect(enumOf(create?.deployMode)).toEqual(['git', 'cli']);
    const update = schema('UpdateDeploymentInput').properties;
    expect(update?.creationMethod).toEqual(create?.creationMethod);
    expect(update?.deployMode).toEqual(create?.deployMode);
  });

  it('embed access action and dashboard kind', () => {
    expect(schema('EmbedAccessAction').enum).toEqual(['read', 'none']);
    expect(schema('DashboardConfigInput').properties?.kind?.enum).toEqual(['CLASSIC', 'APP']);
  });
});

describe('schema names (spec 2.2, 4.3, 9)', () => {
  const NAMED =
    'DbtSyncStatusResponse DbtSyncProgress StartDbtSyncInput DbtSyncResponse UpdateDeploymentInput DeploymentDeleteResponse BuildStatusResponse DeploymentLogsResponse DeploymentLogLine DeploymentPodsResponse DeploymentPod EnvVariablesListResponse EnvVariableItem SetEnvVariablesInput AdvanceCreationStepInput RegionsListResponse RegionResponse AppConfigResponse FoldersListResponse ReportsListResponse ConnectReportToWorkbookInput Report DuplicateWorkbookInput UpdatePublishedAiWidgetThreadInput Dashboard EmbedAccessResponse UpdateEmbedAccessInput BulkDeleteWorkspaceObjectsInput BulkMoveWorkspaceObjectsInput BulkMoveWorkspaceObjectsResponse UserCreateInput UserUpdateInput BulkUserActionInput UserAttributesListResponse UserAttributeCreateInput UserAttributeUpdateInput UserAttributeValueCreateInput TenantSettings TenantSettingsInput CreateOAuthIntegrationInput UpdateOAuthIntegrationInput CreateOidcTokenConfigInput UpdateOidcTokenConfigInput EmbedTenantsPublicResponse EmbedTenant EmbedUsersPublicResponse EmbedUser CreateEmbedGroupInput UpdateEmbedGroupInput EmbedGroupMembersInput EmbedGroupMembersMutationResponse UpdateDashboardEmbeddingInput DashboardEmbeddingResponse EmbedPythonFilteredRunInput PythonAnalysisFilteredRun GenerateSession EmbedSessionSettings CreateDeploymentInput CspsConfigInput UpdateDataModelFilesInput RemoveDataModelFilesInput DataModelWriteResponse RenameDataModelFilesInput StartUploadResponse UploadFileBody FinishUploadBody FinishUploadResponse FileHash StartDevModeRequest DevBranchResponse BranchesListResponse BranchResponse CommitChangesRequest PullRequest PullResponse MergeIntoParentBranchRequest MergeToDefaultBranchRequest MergeResponse ConnectGitHubRequest PeriodComparison PeriodComparisonOffset ReportPlacement DashboardConfigInput'.split(
      ' ',
    );

  it.each(NAMED)('%s is a component schema', (name) => {
    expect(doc.components.schemas).toHaveProperty(name);
  });

  it('schemas the spec shows no fields for are open objects', () => {
    for (const name of ['DeploymentDeleteResponse', 'BuildStatusResponse', 'TenantSettings', 'EmbedTenantsPublicResponse', 'MergeResponse', 'ConnectGitHubRequest']) {
      expect(schema(name), name).toMatchObject({ type: 'object', additionalProperties: true });
      expect(schema(name).properties, name).toBeUndefined();
    }
  });

  it('the fields the spec gives on schemas it otherwise does not show', () => {
    expect(Object.keys(schema('ConnectReportToWorkbookInput').properties ?? {})).toEqual(['externalWorkbookId', 'resultLocation', 'endResultCell']);
    expect(schema('UpdatePublishedAiWidgetThreadInput').required).toEqual(['threadId', 'widgetId']);
    expect(Object.keys(schema('UpdatePublishedAiWidgetThreadInput').properties ?? {})).toEqual(['threadId', 'widgetId', 'checksum']);
    expect(schema('EmbedSessionSettings').properties).toHaveProperty('showDashboardChat');
    expect(Object.keys(schema('GenerateSession').properties ?? {})).toEqual(['settings', 'tenantGroups', 'tenantGroupDefinitions', 'embedTenantProfile']);
    expect(Object.keys(schema('AppConfigResponse').properties ?? {})).toEqual(['appTheme', 'applyThemeGlobally', 'creatorMode', 'embedding', 'sheetsUi']);
    expect(Object.keys(schema('PeriodComparison').properties ?? {})).toEqual(['measure', 'timeDimension', 'offset', 'outputs']);
    expect(Object.keys(schema('PeriodComparisonOffset').properties ?? {})).toEqual(['amount', 'unit']);
    expect(jsonResponse('connectReportToWorkbook', '200')).toEqual({ $ref: '#/components/schemas/Report' });
    expect(jsonResponse('updatePublishedAiWidgetThread', '200')).toEqual({ $ref: '#/components/schemas/Dashboard' });
  });
});
