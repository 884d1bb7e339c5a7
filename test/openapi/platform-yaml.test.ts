/**
 * openapi/platform.yaml against the platform's public reference and the interface spec: every
 * operation of the reference (its list, `test/fixtures/reference/operations.txt`,
 * method, path and operation id, exactly), every endpoint of the tables of spec 4.1 and 4.3, the
 * operation ids and schema names the spec gives, the fields and enums it gives, the reference's
 * shapes where the spec shows none, bearer auth (5.1), the tags, the versions of section 9, and
 * the document's own words (no vendor name, no copied examples). Where the reference and the spec
 * differ, the reference wins, and the expectation changed here says so in a comment.
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
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  deprecated?: boolean;
  description?: string;
  format?: string;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
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
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; $ref?: string; content?: Record<string, { schema: Schema }> };
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, { schema?: Schema }> }>;
}
type PathItem = { parameters?: Parameter[] } & Partial<Record<Method, Operation>>;
interface Document {
  openapi: string;
  info: { version: string };
  servers: { url: string }[];
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, PathItem>;
  components: {
    securitySchemes: Record<string, { type: string; scheme: string }>;
    parameters?: Record<string, Parameter>;
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
    schemas: Record<string, Schema>;
  };
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

const text = readFileSync(join(ROOT, 'openapi/platform.yaml'), 'utf8');
const doc = parseYaml(text) as Document;
/** The reference's operation list (`METHOD path operationId` per line), kept in test/fixtures/reference/. */
const REFERENCE_OPERATIONS = readFileSync(join(ROOT, 'test/fixtures/reference/operations.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

/** The spec's table rows: methods as the spec writes them ("GET, PUT") and the path under its table's root. */
type Row = readonly [methods: string, path: string];
const expand = (root: string, rows: readonly Row[]): string[] =>
  rows.flatMap(([methods, path]) => methods.split(', ').map((method) => `${method} ${root}${path}`));

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
  // The reference wins: no trailing slash (the spec writes `/regions/`); likewise on every collection below.
  ['GET', '/regions'],
  ['GET', '/app-config'],
];
// Spec 4.3, "Deployment reports, workbooks, folders, workspace"; the notifications list's prefix is the reference's.
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
  ['POST', '/users'],
  // The reference wins: no POST on /users/{id} (the spec says one exists).
  ['PUT, DELETE', '/users/{id}'],
  ['POST', '/users/bulk'],
  ['GET, POST', '/user-attributes'],
  ['PUT', '/user-attributes/{id}'],
  ['GET', '/user-attribute-values/{userId}'],
  ['POST', '/user-attribute-values'],
  ['GET, PUT', '/tenant/settings'],
];
// Spec 4.3, "Integrations".
const INTEGRATIONS: Row[] = [
  ['GET, POST', '/oauth-integrations'],
  ['GET, PUT, DELETE', '/oauth-integrations/{id}'],
  ['GET', '/user-oauth-tokens'],
  ['GET, DELETE', '/user-oauth-tokens/{integrationId}'],
  ['POST', '/user-oauth-tokens/{integrationId}/initiate'],
  ['GET, POST', '/oidc-token-configs'],
  ['GET, PUT, DELETE', '/oidc-token-configs/{id}'],
  ['GET', '/github/status'],
  ['GET', '/github/installations'],
  ['GET', '/github/installations/{installationId}/repositories'],
  ['GET', '/github/repositories/{owner}/{repo}/branches'],
];
// Spec 4.3, "Embedding".
const EMBEDDING: Row[] = [
  ['GET', '/embed-tenants'],
  ['DELETE', '/embed-tenants/{embedTenantName}'],
  ['GET', '/embed-tenants/{embedTenantName}/users'],
  ['POST', '/embed-tenants/{embedTenantName}/groups'],
  ['GET, PATCH', '/embed-tenants/{embedTenantName}/groups/{id}'],
  ['DELETE', '/embed-tenants/{embedTenantName}/groups/{id}'],
  ['GET, POST, DELETE', '/embed-tenants/{embedTenantName}/groups/{id}/users'],
  ['PATCH', '/embed/dashboard/{publicId}'],
  ['POST', '/embed/dashboard/{publicId}/python-run'],
];
// Spec 4.3, "Build surface"; the rows written `.../<segment>` in the spec are under the deployment, as the reference
// shows.
const BUILD: Row[] = [
  ['POST', '/deployments'],
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

const SPEC_ENDPOINTS = [
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
  const resolved = doc.components.parameters?.[name];
  if (!resolved) throw new Error(`no parameter ${name}`);
  return resolved;
};
const parametersOf = (id: string): Parameter[] => {
  const { item, operation } = operationById(id);
  return [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolveParameter);
};
const queryOf = (id: string) =>
  Object.fromEntries(parametersOf(id).flatMap((p) => (p.in === 'query' ? [[p.name, p.schema]] : [])));
const schema = (name: string): Schema => {
  const found = doc.components.schemas[name];
  if (!found) throw new Error(`no schema ${name}`);
  return found;
};
const refName = (target: Schema | undefined) => target?.$ref?.replace('#/components/schemas/', '');
/** The enum of a schema, of the schema it refers to, or of the non-null branch of a nullable `oneOf`. */
const enumOf = (target: Schema | undefined): unknown[] | undefined => {
  if (!target) return undefined;
  if (target.$ref) return schema(refName(target)!).enum;
  if (target.oneOf) return enumOf(target.oneOf.find((branch) => branch.type !== 'null'));
  return target.enum;
};
const jsonResponse = (id: string, status: string): Schema | undefined =>
  operationById(id).operation.responses[status]?.content?.['application/json']?.schema;
const jsonBody = (id: string): Schema | undefined =>
  operationById(id).operation.requestBody?.content?.['application/json']?.schema;
const keysOf = (target: Schema) => Object.keys(target.properties ?? {}).sort();
/** The comment line just above the first line of the YAML text that equals `line` (trimmed), if any. */
const commentAbove = (line: string): string | undefined => {
  const lines = text.split('\n');
  const index = lines.findIndex((candidate) => candidate.trim() === line);
  if (index < 0) throw new Error(`no line ${line}`);
  const above = lines[index - 1]?.trim();
  return above?.startsWith('#') ? above : undefined;
};

describe('openapi/platform.yaml', () => {
  it('is OpenAPI 3.1.0, description version 1.0.0 (spec 9)', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
  });

  it("has exactly the reference's operations: method, path and operation id (161)", () => {
    expect(REFERENCE_OPERATIONS).toHaveLength(161);
    const ours = operations.map(({ key, operation }) => `${key} ${operation.operationId}`);
    expect(ours.sort()).toEqual([...REFERENCE_OPERATIONS].sort());
  });

  it('has every endpoint of spec 4.1 and 4.3 with its method, at the path the reference gives', () => {
    // The reference wins over the spec's table where they differ (trailing slashes, POST /users/{id}): see the rows
    // above.
    expect(SPEC_ENDPOINTS).toHaveLength(84);
    expect(new Set(SPEC_ENDPOINTS).size).toBe(SPEC_ENDPOINTS.length);
    const keys = new Set(operations.map(({ key }) => key));
    for (const endpoint of SPEC_ENDPOINTS) expect(keys.has(endpoint), endpoint).toBe(true);
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

  it('keeps no trailing slash, and says so where the spec shows one', () => {
    // The reference wins: its collection paths have no trailing slash (the spec shows `/regions/`, `/users/`, ...).
    for (const path of Object.keys(doc.paths)) expect(path, path).not.toMatch(/\/$/);
    for (const path of [
      '/api/v1/regions',
      '/api/v1/users',
      '/api/v1/embed-tenants',
      '/build/api/v1/deployments',
      '/api/v1/oauth-integrations',
    ]) {
      expect(commentAbove(`${path}:`), path).toMatch(/^# The reference: no trailing slash/);
    }
  });

  it('says in a comment each place where the reference wins over the spec', () => {
    expect(commentAbove('/api/v1/users/{id}:')).toMatch(/^# The reference has no POST on this path/);
    expect(commentAbove('operationId: updatePublishedDashboardAiWidgetThread')).toMatch(
      /^# The reference's operation id/,
    );
    expect(text).toMatch(/# The reference: build status reads branchName/);
    expect(text).toMatch(/# The reference: pageInfo may be null\./);
    expect(text).toMatch(/# The reference: a plain array/);
  });

  it('puts the build operations whose prefix the spec leaves out under the deployment, as the reference shows', () => {
    // The spec shows only `.../dev-mode`, `.../branches`, ...; the reference gives the whole path.
    for (const segment of ['dev-mode', 'branches', 'commit', 'pull', 'merge', 'merge-to-default'])
      expect(Object.keys(doc.paths)).toContain(`/build/api/v1/deployments/{deploymentId}/${segment}`);
    expect(Object.keys(doc.paths)).toContain('/api/v1/deployments/{deploymentId}/notifications');
  });

  it('requires a bearer token on every operation but the embed token exchange (spec 5.1)', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    // The reference has no other scheme for these operations (no API-key scheme to add).
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['bearerAuth']);
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    // The reference wins: exchanging an embed session needs no token, the session id is the credential.
    expect(operationById('postTokenBySessionId').operation.security).toEqual([]);
    for (const { key, operation } of operations)
      if (operation.operationId !== 'postTokenBySessionId') expect(operation, key).not.toHaveProperty('security');
  });

  it("documents the reference's success statuses and the shared error response on every operation", () => {
    for (const { key, operation } of operations) {
      const success = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
      expect(success.length, key).toBeGreaterThan(0);
      expect(operation.responses['4XX'], key).toEqual({ $ref: '#/components/responses/Error' });
      expect(operation.responses['5XX'], key).toEqual({ $ref: '#/components/responses/Error' });
    }
    // The reference wins: it answers 204 (besides a 200 with an empty object) on these, not only on the two the spec
    // names.
    const noContent = operations
      .filter(({ operation }) => operation.responses['204'])
      .map(({ operation }) => operation.operationId);
    expect(noContent.sort()).toEqual(
      [
        'assignRoleToUser',
        'deleteEmbedTenant',
        'deleteFolder',
        'deleteGroup',
        'deleteNotification',
        'deleteRole',
        'removeGroupMembers',
        'removeRecipients',
        'removeRoleFromUser',
        'revokeSession',
      ].sort(),
    );
    expect(Object.keys(operationById('startPreview').operation.responses)).toEqual(['202', '4XX', '5XX']);
    expect(operationById('downloadExport').operation.responses['200']?.content).toHaveProperty('application/pdf');
    expect(Object.keys(operationById('upsertReportByPublicId').operation.responses)).toContain('409');
  });

  it("tags each operation with one tag of the reference: the spec's section 1 and six more", () => {
    const section1 =
      'Deployments, Deployment Creation, Environments, Env Variables, Regions, Data Model, Data Model Uploads, GitHub, GitHub Connection, dbt Sync, Folders, Reports, Workbooks, Notifications, Workspace, Users Admin, User Attributes, User Attribute Values, Tenant Settings, OAuth Integrations, User OAuth Tokens, OIDC Token Configs, App Theme, Embed, Embed Tenants, Dashboard Embed Access, OpenAPI Spec'.split(
        ', ',
      );
    // The reference wins: it adds these tags to the spec's list.
    const added = [
      'Databricks Metric View Publication',
      'Databricks Metric View Integration',
      'Dashboard Exports',
      'Users',
      'Roles',
      'Usage Analytics',
    ];
    const tags = doc.tags.map(({ name }) => name);
    expect([...tags].sort()).toEqual([...section1, ...added].sort());
    for (const { key, operation } of operations) {
      expect(operation.tags, key).toHaveLength(1);
      expect(tags, key).toContain(operation.tags?.[0]);
    }
  });

  it('types deploymentId as an integer and syncJobId as a string (spec 4.1)', () => {
    expect(
      parametersOf('getDbtSyncStatus').map(({ name, in: where, required, schema }) => ({
        name,
        where,
        required,
        schema,
      })),
    ).toEqual([
      { name: 'deploymentId', where: 'path', required: true, schema: { type: 'integer' } },
      { name: 'syncJobId', where: 'path', required: true, schema: { type: 'string' } },
    ]);
  });
});

describe('dbt sync (spec 2.1, 2.2, 3.1, and the reference)', () => {
  it('DbtSyncStatusResponse: required syncJobId, status, progress, updatedAt; error string or null, optional', () => {
    const status = schema('DbtSyncStatusResponse');
    expect(status.required).toEqual(['syncJobId', 'status', 'progress', 'updatedAt']);
    expect(keysOf(status)).toEqual(['error', 'progress', 'status', 'syncJobId', 'updatedAt']);
    expect(status.properties?.syncJobId?.type).toBe('string');
    // The reference wins: updatedAt is a plain string (this document had format date-time).
    expect(status.properties?.updatedAt).toMatchObject({ type: 'string' });
    expect(status.properties?.updatedAt).not.toHaveProperty('format');
    expect(status.properties?.error?.type).toEqual(['string', 'null']);
    expect(status.properties?.progress).toMatchObject({ $ref: '#/components/schemas/DbtSyncProgress' });
    expect(jsonResponse('getDbtSyncStatus', '200')).toEqual({ $ref: '#/components/schemas/DbtSyncStatusResponse' });
  });

  it('status and stage are open strings: the 3.1 values documented, unknown ones accepted (no enum)', () => {
    const values =
      'INITIALIZING CREATING_SANDBOX UPLOADING_PROJECT INSTALLING_DEPENDENCIES RUNNING_DBT_DEPS COMPILING_DBT PROCESSING_MANIFEST WRITING_CUBE_FILES FINALIZING COMPLETED FAILED'.split(
        ' ',
      );
    // The reference wins: status and stage are plain strings in place (this document had a `DbtSyncStatus` schema).
    const status = schema('DbtSyncStatusResponse').properties?.status;
    expect(status?.type).toBe('string');
    expect(status).not.toHaveProperty('enum');
    for (const value of values) expect(status?.description).toContain(`\`${value}\``);
    const stage = schema('DbtSyncProgress').properties?.stage;
    expect(stage?.type).toBe('string');
    expect(stage).not.toHaveProperty('enum');
  });

  it('DbtSyncProgress: required stage and integer percentComplete; message string or null, optional', () => {
    const progress = schema('DbtSyncProgress');
    expect(progress.required).toEqual(['stage', 'percentComplete']);
    expect(progress.properties?.percentComplete?.type).toBe('integer');
    expect(progress.properties?.message?.type).toEqual(['string', 'null']);
  });

  it('start: optional StartDbtSyncInput in, DbtSyncResponse (branchName, syncJobId, workflowId, all required strings) out', () => {
    expect(operationById('startDbtSync').operation.requestBody?.required).toBe(false);
    expect(jsonBody('startDbtSync')).toEqual({ $ref: '#/components/schemas/StartDbtSyncInput' });
    // The reference adds manifest, output, ref and source to the spec's branchName; none is required.
    expect(keysOf(schema('StartDbtSyncInput'))).toEqual(['branchName', 'manifest', 'output', 'ref', 'source']);
    expect(schema('StartDbtSyncInput').required).toBeUndefined();
    expect(enumOf(schema('StartDbtSyncInput').properties?.source)).toEqual(['git', 'manifest']);
    expect(enumOf(schema('StartDbtSyncInput').properties?.output)).toEqual(['branch', 'files']);
    expect(jsonResponse('startDbtSync', '200')).toEqual({ $ref: '#/components/schemas/DbtSyncResponse' });
    const response = schema('DbtSyncResponse');
    expect(keysOf(response)).toEqual(['branchName', 'syncJobId', 'workflowId']);
    expect([...(response.required ?? [])].sort()).toEqual(['branchName', 'syncJobId', 'workflowId']);
    for (const field of ['branchName', 'syncJobId', 'workflowId'])
      expect(response.properties?.[field]?.type).toBe('string');
  });

  it('list, cancel, result, log and generated files, as the reference has them', () => {
    const query = queryOf('listDbtSyncs');
    expect(Object.keys(query).sort()).toEqual(['after', 'first', 'status', 'trigger']);
    expect(enumOf(query.status)).toEqual(['RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED', 'UNKNOWN']);
    expect(enumOf(query.trigger)).toEqual(['manual', 'api', 'webhook', 'agent', 'unknown']);
    expect(jsonResponse('listDbtSyncs', '200')).toEqual({ $ref: '#/components/schemas/DbtSyncRunListResponse' });
    expect(schema('DbtSyncRunListResponse').required).toEqual(['items', 'pageInfo']);
    expect(operationById('cancelDbtSync').key).toBe('DELETE /api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}');
    expect(schema('DbtSyncCancelResponse')).toMatchObject({
      required: ['message'],
      properties: { message: { type: 'string' } },
    });
    const result = schema('DbtSyncResultResponse');
    expect(result.required).toEqual([
      'syncJobId',
      'generatedFiles',
      'manifestStats',
      'cubeCount',
      'completedAt',
      'durationMs',
    ]);
    expect(keysOf(schema('DbtSyncManifestStats'))).toEqual(['macros', 'models', 'sources']);
    expect(jsonResponse('getDbtSyncLogs', '200')).toEqual({
      $ref: '#/components/schemas/DbtSyncLogEntriesListResponse',
    });
    expect(schema('DbtSyncLogEntry').required).toEqual(['timestamp', 'level', 'stream', 'message']);
    expect(Object.keys(queryOf('getDbtSyncGeneratedFiles')).sort()).toEqual(['after', 'first']);
  });
});

describe('cursor lists (spec 4.3, 8, 9, and the reference)', () => {
  it.each([
    ['getReports', 'ReportsListResponse'],
    ['getFolders', 'FoldersListResponse'],
  ])('%s: first/after in, %s with items, pageInfo, and the deprecated data and count', (id, name) => {
    const query = queryOf(id);
    expect(query.first).toMatchObject({ type: 'integer', minimum: 1 });
    expect(query.after).toMatchObject({ type: 'string' });
    expect(jsonResponse(id, '200')).toEqual({ $ref: `#/components/schemas/${name}` });
    const list = schema(name);
    // The reference wins: items and data are required, pageInfo may be null (the spec: items and pageInfo).
    expect(list.required).toEqual(['items', 'data']);
    expect(list.properties?.items?.type).toBe('array');
    expect(list.properties?.pageInfo).toEqual({ oneOf: [{ $ref: '#/components/schemas/PageInfo' }, { type: 'null' }] });
    expect(list.properties?.data).toMatchObject({ type: 'array', deprecated: true });
    expect(list.properties?.count).toMatchObject({ type: ['integer', 'null'], deprecated: true });
    expect(list.properties?.items?.items).toEqual(list.properties?.data?.items);
    const pageInfo = schema('PageInfo');
    expect(pageInfo.required).toEqual(['hasNextPage', 'hasPreviousPage']);
    expect(pageInfo.properties?.hasNextPage?.type).toBe('boolean');
    expect(pageInfo.properties?.endCursor?.type).toEqual(['string', 'null']);
  });

  it("reports: the sortBy values and the folderId, externalWorkbookId and search filters (and the reference's others)", () => {
    const query = queryOf('getReports');
    // The reference adds workbookId, limit, page and sortDirection to the spec's filters.
    expect(Object.keys(query).sort()).toEqual([
      'after',
      'externalWorkbookId',
      'first',
      'folderId',
      'limit',
      'page',
      'search',
      'sortBy',
      'sortDirection',
      'workbookId',
    ]);
    expect(enumOf(query.sortBy)).toEqual(['name', 'createdAt', 'updatedAt', 'lastViewedAt']);
    expect(enumOf(query.sortDirection)).toEqual(['ASC', 'DESC']);
  });

  it('notifications: the list filters', () => {
    // The reference adds dashboardId and the cursor to the spec's filters.
    expect(Object.keys(queryOf('getNotifications')).sort()).toEqual([
      'after',
      'dashboardId',
      'dashboardPublicId',
      'first',
      'recipientEmail',
      'recipientEmbedTenantName',
      'recipientExternalId',
      'recipientUserId',
    ]);
  });

  it('build status reads branchName, a string or null', () => {
    // The reference wins: the query parameter is branchName (this document had `branch`).
    expect(queryOf('buildStatus')).toEqual({ branchName: { type: ['string', 'null'] } });
  });
});

describe('enums (spec 4.3, 9)', () => {
  it('log source and container', () => {
    const query = queryOf('logs');
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
    // The reference names the update's enums apart (UpdateDeploymentInputCreationMethod, ...), with the same values.
    const update = schema('UpdateDeploymentInput').properties;
    expect(enumOf(update?.creationMethod)).toEqual(enumOf(create?.creationMethod));
    expect(enumOf(update?.deployMode)).toEqual(enumOf(create?.deployMode));
  });

  it('embed access action and dashboard kind', () => {
    // The reference names the action per place (no shared `EmbedAccessAction`), each read or none.
    for (const name of [
      'UpdateEmbedAccessInputAction',
      'EmbedAccessTenantEntryAction',
      'EmbedAccessAllEmbedUsersAction',
    ])
      expect(schema(name).enum, name).toEqual(['read', 'none']);
    expect(enumOf(schema('DashboardConfigInput').properties?.kind)).toEqual(['CLASSIC', 'APP']);
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

  it('schemas the spec shows no fields for have the fields the reference gives', () => {
    // The reference wins: these were open objects here, written from the spec alone.
    expect(schema('DeploymentDeleteResponse')).toMatchObject({
      required: ['success'],
      properties: { success: { type: 'boolean' } },
    });
    expect(schema('BuildStatusResponse').required).toEqual(['deploymentId', 'branchName', 'mode', 'status']);
    expect(schema('TenantSettings').required).toHaveLength(9);
    expect(schema('EmbedTenantsPublicResponse').required).toEqual(['items', 'pageInfo']);
    expect(schema('MergeResponse').required).toEqual(['merged', 'branchDeleted']);
    expect(schema('ConnectGitHubRequest').required).toEqual(['installationId', 'name']);
    for (const name of [
      'DeploymentDeleteResponse',
      'BuildStatusResponse',
      'TenantSettings',
      'EmbedTenantsPublicResponse',
      'MergeResponse',
      'ConnectGitHubRequest',
    ])
      expect(schema(name), name).not.toHaveProperty('additionalProperties');
  });

  it("the fields the spec gives on schemas it otherwise does not show, among the reference's", () => {
    expect(keysOf(schema('ConnectReportToWorkbookInput'))).toEqual(
      expect.arrayContaining(['externalWorkbookId', 'resultLocation', 'endResultCell']),
    );
    expect(schema('ConnectReportToWorkbookInput').required).toEqual(['externalWorkbookId', 'resultLocation']);
    // The reference lists the required fields widgetId first.
    expect(schema('UpdatePublishedAiWidgetThreadInput').required).toEqual(['widgetId', 'threadId']);
    expect(keysOf(schema('UpdatePublishedAiWidgetThreadInput'))).toEqual(['checksum', 'threadId', 'widgetId']);
    expect(schema('EmbedSessionSettings').properties).toHaveProperty('showDashboardChat');
    expect(keysOf(schema('GenerateSession'))).toEqual(
      expect.arrayContaining(['settings', 'tenantGroups', 'tenantGroupDefinitions', 'embedTenantProfile']),
    );
    expect(schema('GenerateSession').required).toEqual(['deploymentId']);
    expect(keysOf(schema('AppConfigResponse'))).toEqual(
      expect.arrayContaining(['appTheme', 'applyThemeGlobally', 'creatorMode', 'embedding', 'sheetsUi']),
    );
    expect(keysOf(schema('PeriodComparison'))).toEqual(['measure', 'offset', 'outputs', 'timeDimension']);
    expect(keysOf(schema('PeriodComparisonOffset'))).toEqual(['amount', 'unit']);
    expect(jsonResponse('connectReportToWorkbook', '200')).toEqual({ $ref: '#/components/schemas/Report' });
    // The reference's operation id (this document had updatePublishedAiWidgetThread).
    expect(jsonResponse('updatePublishedDashboardAiWidgetThread', '200')).toEqual({
      $ref: '#/components/schemas/Dashboard',
    });
  });

  it("the reference's shapes where it differs from the spec: plain arrays, a hash map, the dev branch", () => {
    // The reference wins: plain arrays (this document had objects).
    for (const id of ['listOAuthIntegrations', 'listOidcTokenConfigs', 'listUserOAuthTokens', 'getUserAttributeValues'])
      expect(jsonResponse(id, '200')?.type, id).toBe('array');
    // The reference wins: an object of hashes by file path (the spec: `FileHash` items).
    expect(jsonResponse('fileHashes', '200')).toEqual({
      type: 'object',
      additionalProperties: { $ref: '#/components/schemas/FileHash' },
    });
    // The reference wins: creating a branch answers the dev branch (the spec: BranchResponse).
    expect(jsonResponse('createBranch', '200')).toEqual({ $ref: '#/components/schemas/DevBranchResponse' });
    expect(schema('SetEnvVariablesInput').required).toEqual(['env_variables']);
  });

  it('uploads a data-model file as multipart form data', () => {
    const body = operationById('uploadFile').operation.requestBody?.content;
    expect(Object.keys(body ?? {})).toEqual(['multipart/form-data']);
    expect(body?.['multipart/form-data']?.schema.allOf).toEqual([
      { $ref: '#/components/schemas/UploadFileBody' },
      { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
    ]);
    expect(schema('UploadFileBody').required).toEqual(['transaction', 'fileName']);
  });

  it('the embed session operations: generate, exchange, revoke', () => {
    expect(jsonBody('generateSession')).toEqual({ $ref: '#/components/schemas/GenerateSession' });
    expect(jsonResponse('generateSession', '200')).toEqual({ $ref: '#/components/schemas/GenerateSessionResponse' });
    expect(schema('GenerateSession').properties?.embedTenantName).toMatchObject({
      pattern: '^[a-z][a-z0-9-]{0,34}[a-z0-9]$',
    });
    expect(jsonBody('postTokenBySessionId')).toEqual({ $ref: '#/components/schemas/PostTokenBySessionIdInput' });
    expect(jsonResponse('postTokenBySessionId', '200')).toEqual({
      $ref: '#/components/schemas/GenerateEmbedTokenResponse',
    });
    expect(schema('RevokeEmbedSessionInput').properties?.sessionId).toMatchObject({
      type: 'string',
      pattern: '^[0-9a-f]{32}$',
    });
  });
});

/** Every schema reachable from the operations: component schemas by name, and inline ones by where they are. */
function reachableSchemas(): { components: Set<string>; inline: Array<{ where: string; schema: Schema }> } {
  const components = new Set<string>();
  const inline: Array<{ where: string; schema: Schema }> = [];
  const visit = (target: Schema | undefined, where: string, top: boolean) => {
    if (!target) return;
    const name = refName(target);
    if (name) {
      if (components.has(name)) return;
      components.add(name);
      return visit(schema(name), name, true);
    }
    if (!top) inline.push({ where, schema: target });
    for (const [key, value] of Object.entries(target.properties ?? {})) visit(value, `${where}.${key}`, false);
    for (const branch of [...(target.oneOf ?? []), ...(target.anyOf ?? []), ...(target.allOf ?? [])])
      visit(branch, where, false);
    if (target.items) visit(target.items, `${where}[]`, false);
    if (typeof target.additionalProperties === 'object') visit(target.additionalProperties, `${where}{}`, false);
  };
  for (const { key, operation } of operations) {
    for (const parameter of operation.parameters ?? []) visit(parameter.schema, `${key} ${parameter.name}`, false);
    for (const media of Object.values(operation.requestBody?.content ?? {})) visit(media.schema, `${key} body`, false);
    for (const [status, response] of Object.entries(operation.responses))
      for (const media of Object.values(response.content ?? {})) visit(media.schema, `${key} ${status}`, false);
  }
  for (const response of Object.values(doc.components.responses))
    for (const media of Object.values(response.content ?? {})) visit(media.schema, 'Error', false);
  return { components, inline };
}

/**
 * The schemas whose top-level fields the reference gives, and those fields: extracted once from
 * the reference's facts and kept in test/fixtures/reference/ with the operation list, so that the
 * test reads only the repository.
 */
const factsFields = (): Array<{ name: string; fields: string[] }> =>
  JSON.parse(readFileSync(join(ROOT, 'test/fixtures/reference/schema-fields.json'), 'utf8')) as Array<{
    name: string;
    fields: string[];
  }>;

describe('no placeholders where the reference defines the object', () => {
  it('every object schema an operation reaches has its fields, except the few the reference leaves open', () => {
    const { components, inline } = reachableSchemas();
    expect(components.size).toBeGreaterThan(300);
    for (const name of components) {
      const target = schema(name);
      if (target.type !== 'object') continue;
      expect(Object.keys(target.properties ?? {}).length, name).toBeGreaterThan(0);
    }
    // Inline open objects: only where the reference itself leaves an object open (a security
    // context, settings, a manifest, the served OpenAPI document, ...), never a whole body.
    const open = inline.filter(({ schema: target }) => {
      const types = [target.type].flat();
      return types.includes('object') && !target.properties && target.additionalProperties === true;
    });
    const bodies = open.filter(({ where }) => / (body|200|201|202)$/.test(where));
    expect(bodies.map(({ where }) => where)).toEqual(['GET /api/v1/spec 200']);
  });

  it('the schemas the facts file gives fields for have those fields', () => {
    /** Field names carrying the vendor word in the reference carry `platform` here. */
    const RENAMED: Record<string, string> = { cubeApiToken: 'platformApiToken' };
    const checked = factsFields().filter(({ name }) => doc.components.schemas[name]);
    expect(checked.length).toBeGreaterThan(40);
    for (const { name, fields } of checked) {
      const target = schema(name);
      expect(target.type, name).toBe('object');
      for (const field of fields)
        expect(Object.keys(target.properties ?? {}), `${name}.${field}`).toContain(RENAMED[field] ?? field);
    }
  });
});

describe("the document's own words", () => {
  /** Every description, summary and title in the document, and every comment of the YAML text. */
  const words = (): string[] => {
    const found: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (node === null || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'description' || key === 'summary' || key === 'title') && typeof value === 'string')
          found.push(value);
        else walk(value);
      }
    };
    walk(doc);
    for (const line of text.split('\n')) if (line.trim().startsWith('#')) found.push(line.trim());
    return found;
  };
  /** The data model's words that keep the vendor word (the reference folder's README), and the spec's own enumerated values. */
  const KEPT =
    /\b(cubes|cubeCount|cubesCount|cubeViewName|showGroupByCube|WRITING_CUBE_FILES|cubecloud|cubejs-server)\b/g;

  it('never names the vendor', () => {
    const all = words();
    expect(all.length).toBeGreaterThan(300);
    for (const line of all) expect(line.replace(KEPT, ''), line).not.toMatch(/cube/i);
    for (const server of doc.servers) expect(server.url).not.toMatch(/cube/i);
  });

  it("carries the vendor word in no field name but the data model's", () => {
    const names = new Set<string>();
    for (const target of Object.values(doc.components.schemas))
      for (const key of Object.keys(target.properties ?? {})) names.add(key);
    expect([...names].filter((name) => /cube/i.test(name)).sort()).toEqual([
      'cubeCount',
      'cubeViewName',
      'cubesCount',
      'showGroupByCube',
    ]);
    expect(schema('DeploymentTokenResponse').required).toEqual(['platformApiToken']);
    expect(schema('DeploymentSettings').properties).toHaveProperty('isPlatformSqlEnabled');
  });

  it("keeps none of the reference's examples or vendor extensions", () => {
    const keys = new Set<string>();
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (node === null || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        keys.add(key);
        walk(value);
      }
    };
    walk(doc);
    // Property names are keys too; none of these is a field of the platform.
    expect([...keys].filter((key) => key.startsWith('x-') || key === 'example' || key === 'examples')).toEqual([]);
  });

  it('summarises every operation in a short sentence of its own', () => {
    for (const { key, operation } of operations) {
      expect(operation.summary, key).toMatch(/^[A-Z].{5,80}$/);
      expect(operation.summary, key).not.toMatch(/\.$/);
    }
  });
});
