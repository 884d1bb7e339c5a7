/**
 * The fake platform's answers for deployments, their environments and env variables, dbt sync,
 * dashboard exports and Databricks metric views: a part of the route table (`platform-routes.ts`
 * gathers the parts and holds them to the whole document).
 *
 * @module
 */

import { cursorPage } from './platform-pages.js';
import {
  deployment,
  deploymentSettings,
  environmentToken,
  lastPage,
  metricViewIntegration,
  num,
  page,
  pageWithData,
  previewStatus,
  type Schemas,
  success,
  TIME,
} from './platform-records.js';
import type { RouteTable } from './platform-router.js';

/** Deployments, environments, env variables, dbt sync, dashboard exports and metric views. */
export const DEPLOYMENT_ROUTES = {
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
    PUT: ({ params, body }) => ({
      ...deploymentSettings(num(params.deploymentId)),
      ...(typeof body?.name === 'string' ? { name: body.name } : {}),
    }),
    DELETE: success,
  },
  '/api/v1/deployments/{deploymentId}/build-status': {
    GET: ({ params, query }) => ({
      deploymentId: num(params.deploymentId),
      branchName: query.get('branchName') ?? 'main',
      mode: 'production',
      status: 'ready',
      updatedAt: TIME,
    }),
  },
  '/api/v1/deployments/{deploymentId}/creation-step/advance': {
    POST: ({ params }) => ({ ...deployment(num(params.deploymentId)), creationStep: 'databases' }),
  },
  '/api/v1/deployments/{deploymentId}/creation-step/reset': {
    POST: ({ params }) => ({ ...deployment(num(params.deploymentId)), creationStep: 'project' }),
  },
  '/api/v1/deployments/{deploymentId}/logs': {
    GET: page([{ pod: 'cube-api-0', date: TIME, message: 'API server is listening on 4000' }]),
  },
  '/api/v1/deployments/{deploymentId}/pods': {
    GET: page([
      { name: 'cube-api-0', status: 'Running', ready: true, restartCount: 0, containers: ['MAIN'], type: 'api' },
    ]),
  },
  '/api/v1/deployments/{deploymentId}/settings': { GET: ({ params }) => deploymentSettings(num(params.deploymentId)) },
  '/api/v1/deployments/{deploymentId}/token': { POST: () => ({ platformApiToken: 'fake.platform.token' }) },
  '/api/v1/deployments/{deploymentId}/versions': {
    GET: page([
      {
        releaseChannelVersion: 'v1.3.0',
        version: '1.3.0',
        releaseChannel: 'latest',
        isLatestInChannel: true,
        isCurrent: true,
      },
    ]),
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
    GET: pageWithData([
      {
        id: 'production',
        type: 'production',
        branch: 'main',
        api_credentials: [{ type: 'rest', version: 1, url: 'https://analytics.example.com/api/v1' }],
      },
    ]),
  },
  '/api/v1/deployments/{deploymentId}/environments/{environmentId}/tokens': {
    GET: pageWithData([environmentToken.data]),
    POST: () => environmentToken,
  },
  '/api/v1/deployments/{deploymentId}/environments/{environmentId}/tokens-for-meta-sync': {
    POST: () => environmentToken,
  },

  // ---- dbt sync (the server runs every operation, with state) ----
  '/api/v1/deployments/{deploymentId}/dbt-sync': {
    GET: { handled: 'listDbtSyncs' },
    POST: { handled: 'startDbtSync' },
  },
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}': {
    GET: { handled: 'getDbtSyncStatus' },
    DELETE: { handled: 'cancelDbtSync' },
  },
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/generated-files': {
    GET: { handled: 'getDbtSyncGeneratedFiles' },
  },
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/logs': { GET: { handled: 'getDbtSyncLogs' } },
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/result': { GET: { handled: 'getDbtSyncResult' } },

  // ---- Dashboard exports, Databricks metric views ----
  '/api/v1/deployments/{deploymentId}/dashboard-exports': { POST: () => ({ jobId: 'export-1', expiresAt: TIME }) },
  '/api/v1/deployments/{deploymentId}/dashboard-exports/{jobId}': {
    GET: () => ({ status: 'completed', contentType: 'application/pdf', progress: 100 }),
  },
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
} satisfies Partial<RouteTable>;
