/**
 * The fake platform's answers for embedding (tenants, groups, users, sessions) and the build
 * surface (branches, dev mode, commits, the data model): a part of the route table
 * (`platform-routes.ts` gathers the parts and holds them to the whole document).
 *
 * @module
 */

import {
  branch,
  comment,
  dashboard,
  deployment,
  embedGroup,
  embedTenant,
  embedUser,
  fullPage,
  num,
  pageWithData,
  success,
  TIME,
} from './platform-records.js';
import type { RouteTable } from './platform-router.js';

/** Embedding (tenants, groups, users, sessions) and the build surface. */
export const EMBEDDING_ROUTES = {
  // ---- Embedding ----
  '/api/v1/embed-tenants': { GET: fullPage([embedTenant]) },
  '/api/v1/embed-tenants/{embedTenantName}': { DELETE: 204 },
  '/api/v1/embed-tenants/{embedTenantName}/users': {
    GET: fullPage([embedUser]),
    POST: () => ({ succeeded: [embedUser], failed: [] }),
  },
  '/api/v1/embed-tenants/{embedTenantName}/user': { POST: () => embedUser },
  '/api/v1/embed-tenants/{embedTenantName}/groups': { GET: fullPage([embedGroup(3)]), POST: () => embedGroup(1001) },
  '/api/v1/embed-tenants/{embedTenantName}/groups/{id}': {
    GET: ({ params }) => embedGroup(num(params.id)),
    PATCH: ({ params }) => embedGroup(num(params.id)),
    DELETE: 204,
  },
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
    POST: ({ params, body }) =>
      comment(1001, params.publicId ?? '', typeof body?.body === 'string' ? body.body : undefined),
  },
  '/api/v1/embed/dashboard/{publicId}/comments/mentionable-users': {
    GET: fullPage([{ id: 12, username: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada' }]),
  },
  '/api/v1/embed/dashboard/{publicId}/comments/{commentId}': {
    PATCH: ({ params, body }) => ({
      ...comment(num(params.commentId), params.publicId ?? '', typeof body?.body === 'string' ? body.body : undefined),
      editedAt: TIME,
    }),
    DELETE: () => ({}),
  },
  '/api/v1/embed/dashboard/{publicId}/comments/{commentId}/resolve': {
    POST: ({ params }) => ({
      root: comment(num(params.commentId), params.publicId ?? ''),
      replies: [],
      resolvedAt: TIME,
      resolvedBy: 12,
    }),
  },
  '/api/v1/embed/dashboard/{publicId}/python-run': {
    POST: () => ({ at: TIME, stdout: '', stderr: '', inputRowCount: 0, outputData: null }),
  },
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
  '/build/api/v1/deployments/{deploymentId}/data-model/file-hashes': {
    GET: () => ({ 'model/cubes/orders.yml': { hash: '3f786850e387550fdab836ed7e6dc881de23001b' } }),
  },
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/start': {
    POST: () => ({ transaction: { id: 'upload-1' }, deploymentName: 'Analytics' }),
  },
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/file': { POST: { handled: 'uploadFile' } },
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/finish': {
    POST: () => ({ lastHash: '3f786850e387550fdab836ed7e6dc881de23001b' }),
  },
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
  '/build/api/v1/deployments/{deploymentId}/dev-mode': {
    POST: () => ({ active: true, branchName: 'dev-ada', parentBranch: 'main' }),
    DELETE: success,
  },
  '/build/api/v1/deployments/{deploymentId}/branches': {
    GET: pageWithData([branch('main', 1), branch('dev-ada', 2)]),
    POST: ({ body }) => ({
      active: body?.activate === true,
      branchName: typeof body?.name === 'string' ? body.name : 'feature',
      parentBranch: 'main',
    }),
    DELETE: success,
  },
  '/build/api/v1/deployments/{deploymentId}/branches/staging-environment': {
    PUT: () => ({ data: { ...branch('dev-ada', 2), isStagingEnvironmentEnabled: true } }),
  },
  '/build/api/v1/deployments/{deploymentId}/commit': { POST: success },
  '/build/api/v1/deployments/{deploymentId}/pull': { POST: () => ({ buildTriggered: false }) },
  '/build/api/v1/deployments/{deploymentId}/merge': { POST: () => ({ merged: true, branchDeleted: false }) },
  '/build/api/v1/deployments/{deploymentId}/merge-to-default': { POST: () => ({ merged: true, branchDeleted: false }) },
  '/build/api/v1/deployments/{deploymentId}/github/connect': {
    POST: ({ params }) => deployment(num(params.deploymentId)),
  },
} satisfies Partial<RouteTable>;
