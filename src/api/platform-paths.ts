/**
 * The REST surface of the management and build API as TypeScript types: `paths`, `components`
 * and `operations`.
 *
 * Generated from openapi/platform.yaml by `npm run generate` (openapi-typescript): do not edit.
 * Change the document and run `npm run generate`; `npm run build` fails while this file is stale.
 */

export interface paths {
  '/api/v1/deployments/{deploymentId}/dbt-sync': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a dbt sync
     * @description Starts a background job that imports a dbt project into the deployment's data model. Poll `getDbtSyncStatus` with the returned `syncJobId`.
     */
    post: operations['startDbtSync'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description Identifier of the sync job, from `startDbtSync`. */
        syncJobId: string;
      };
      cookie?: never;
    };
    /**
     * Get a dbt sync's status
     * @description Poll until `status` is `COMPLETED` or `FAILED`; any other value, unknown ones included, means the sync is still running. Do not gate on `progress.percentComplete`.
     */
    get: operations['getDbtSyncStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    /** Update a deployment */
    put: operations['updateDeployment'];
    post?: never;
    /** Delete a deployment */
    delete: operations['deleteDeployment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/build-status': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    /** Get a deployment's build status */
    get: operations['getDeploymentBuildStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/logs': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    /** Get a deployment's logs */
    get: operations['getDeploymentLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/pods': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    /** List a deployment's pods */
    get: operations['getDeploymentPods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/env-vars': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    /** List a deployment's env variables */
    get: operations['listEnvVariables'];
    /** Set a deployment's env variables */
    put: operations['setEnvVariables'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/creation-step/advance': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Advance the deployment setup wizard */
    post: operations['advanceCreationStep'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/creation-step/reset': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reset the deployment setup wizard */
    post: operations['resetCreationStep'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/regions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the regions available to the tenant */
    get: operations['listRegions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/app-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the app configuration */
    get: operations['getAppConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/folders': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    /**
     * List a deployment's folders
     * @description Cursor pagination by `first` and `after`; follow `pageInfo.endCursor` while `pageInfo.hasNextPage`.
     */
    get: operations['listFolders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    /**
     * List a deployment's reports
     * @description Cursor pagination by `first` and `after`; follow `pageInfo.endCursor` while `pageInfo.hasNextPage`. Cursor pagination is not available when sorting by `lastViewedAt`.
     */
    get: operations['listReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/reports/{reportId}/connect-workbook': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        reportId: number | string;
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Connect a report to an external workbook
     * @description Needs only read access to the report.
     */
    put: operations['connectReportToWorkbook'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/reports/by-public-id/{publicId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description The stable public id. */
        publicId: components['parameters']['PublicId'];
      };
      cookie?: never;
    };
    get?: never;
    /** Create or update a report by its public id */
    put: operations['upsertReportByPublicId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workbooks/by-slug/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        slug: string;
      };
      cookie?: never;
    };
    get?: never;
    /** Create or update a workbook by its slug */
    put: operations['upsertWorkbookBySlug'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description The workbook's id (its type is not shown in the spec). */
        workbookId: components['parameters']['WorkbookId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Duplicate a workbook */
    post: operations['duplicateWorkbook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/dashboard/ai-widget-thread': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description The workbook's id (its type is not shown in the spec). */
        workbookId: components['parameters']['WorkbookId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update the thread of a published dashboard's AI widget */
    post: operations['updatePublishedAiWidgetThread'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/embed-access': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description The workbook's id (its type is not shown in the spec). */
        workbookId: components['parameters']['WorkbookId'];
      };
      cookie?: never;
    };
    /** Get a dashboard's embed access */
    get: operations['getEmbedAccess'];
    /**
     * Grant or revoke a dashboard's embed access
     * @description Grants (`read`) or revokes (`none`) dashboard access per embed tenant or for all embed users.
     */
    put: operations['updateEmbedAccess'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workspace/bulk-delete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete workspace objects in bulk
     * @description Per-item failures are reported in the response.
     */
    post: operations['bulkDeleteWorkspaceObjects'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workspace/bulk-move': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move workspace objects in bulk
     * @description Per-item failures are reported in the response.
     */
    post: operations['bulkMoveWorkspaceObjects'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    /**
     * List a deployment's notifications
     * @description The spec does not show this path beyond its final segment `/notifications` (it lists the operation with the deployment-scoped ones); this document places it under `/api/v1/deployments/{deploymentId}`.
     */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a user */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate, activate or delete users in bulk
     * @description Per-user failures are reported in the response.
     */
    post: operations['bulkUserAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /** Update a user */
    put: operations['updateUser'];
    /**
     * Post to a user
     * @description The spec says a POST on this path exists without showing what it does, its body or its response.
     */
    post: operations['postUser'];
    /** Delete a user */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-attributes/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the user attribute definitions */
    get: operations['listUserAttributes'];
    put?: never;
    /** Create a user attribute definition */
    post: operations['createUserAttribute'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-attributes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /** Update a user attribute definition */
    put: operations['updateUserAttribute'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-attribute-values/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create or update a user's attribute value */
    post: operations['upsertUserAttributeValue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-attribute-values/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number | string;
      };
      cookie?: never;
    };
    /** Get a user's attribute values */
    get: operations['getUserAttributeValues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tenant/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the tenant settings */
    get: operations['getTenantSettings'];
    /** Update the tenant settings */
    put: operations['updateTenantSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/oauth-integrations/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the OAuth integrations */
    get: operations['listOAuthIntegrations'];
    put?: never;
    /** Create an OAuth integration */
    post: operations['createOAuthIntegration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/oauth-integrations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get an OAuth integration */
    get: operations['getOAuthIntegration'];
    /** Update an OAuth integration */
    put: operations['updateOAuthIntegration'];
    post?: never;
    /** Delete an OAuth integration */
    delete: operations['deleteOAuthIntegration'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-oauth-tokens/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the user's OAuth tokens */
    get: operations['listUserOAuthTokens'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-oauth-tokens/{integrationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The OAuth integration's id (its type is not shown in the spec). */
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    /** Get the user's OAuth token for an integration */
    get: operations['getUserOAuthToken'];
    put?: never;
    post?: never;
    /** Delete the user's OAuth token for an integration */
    delete: operations['deleteUserOAuthToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-oauth-tokens/{integrationId}/initiate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The OAuth integration's id (its type is not shown in the spec). */
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start the OAuth flow for an integration */
    post: operations['initiateUserOAuthToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/oidc-token-configs/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the OIDC token configurations */
    get: operations['listOidcTokenConfigs'];
    put?: never;
    /** Create an OIDC token configuration */
    post: operations['createOidcTokenConfig'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/oidc-token-configs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get an OIDC token configuration */
    get: operations['getOidcTokenConfig'];
    /** Update an OIDC token configuration */
    put: operations['updateOidcTokenConfig'];
    post?: never;
    /** Delete an OIDC token configuration */
    delete: operations['deleteOidcTokenConfig'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/github/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the GitHub connect status */
    get: operations['getGitHubStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/github/installations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the GitHub app installations */
    get: operations['listGitHubInstallations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/github/installations/{installationId}/repositories': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        installationId: number | string;
      };
      cookie?: never;
    };
    /** List an installation's repositories */
    get: operations['listGitHubInstallationRepositories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/github/repositories/{owner}/{repo}/branches': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        owner: string;
        repo: string;
      };
      cookie?: never;
    };
    /** List a repository's branches */
    get: operations['listGitHubRepositoryBranches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed-tenants/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the embed tenants */
    get: operations['listEmbedTenants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed-tenants/{embedTenantName}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an embed tenant
     * @description The path has no trailing slash (changed in 0.3.0).
     */
    delete: operations['deleteEmbedTenant'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed-tenants/{embedTenantName}/users': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
      };
      cookie?: never;
    };
    /** List an embed tenant's users */
    get: operations['listEmbedTenantUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed-tenants/{embedTenantName}/groups': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an embed group */
    post: operations['createEmbedGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed-tenants/{embedTenantName}/groups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get an embed group */
    get: operations['getEmbedGroup'];
    put?: never;
    post?: never;
    /** Delete an embed group */
    delete: operations['deleteEmbedGroup'];
    options?: never;
    head?: never;
    /** Update an embed group */
    patch: operations['updateEmbedGroup'];
    trace?: never;
  };
  '/api/v1/embed-tenants/{embedTenantName}/groups/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** List an embed group's members */
    get: operations['listEmbedGroupMembers'];
    put?: never;
    /** Add members to an embed group */
    post: operations['addEmbedGroupMembers'];
    /** Remove members from an embed group */
    delete: operations['removeEmbedGroupMembers'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed/dashboard/{publicId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: components['parameters']['PublicId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Enable or disable signed embedding of a dashboard */
    patch: operations['updateDashboardEmbedding'];
    trace?: never;
  };
  '/api/v1/embed/dashboard/{publicId}/python-run': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: components['parameters']['PublicId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run a dashboard's Python report with its filters applied */
    post: operations['runEmbedPythonFiltered'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a deployment */
    post: operations['createDeployment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/data-model/files': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    /** List the data-model files */
    get: operations['listDataModelFiles'];
    /**
     * Update data-model files
     * @description Writes are restricted to dev-mode branches.
     */
    put: operations['updateDataModelFiles'];
    post?: never;
    /**
     * Remove data-model files
     * @description Writes are restricted to dev-mode branches.
     */
    delete: operations['removeDataModelFiles'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/data-model/files/rename': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rename data-model files
     * @description Writes are restricted to dev-mode branches.
     */
    post: operations['renameDataModelFiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/start': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a data-model upload */
    post: operations['startDataModelUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/file': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload one data-model file */
    post: operations['uploadDataModelFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/data-model/upload/finish': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish a data-model upload */
    post: operations['finishDataModelUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/data-model/file-hashes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    /** Get the hashes of the data-model files */
    get: operations['getDataModelFileHashes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/dev-mode': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start dev mode
     * @description Returns the real dev branch. The spec does not show the path prefix before `/dev-mode` beyond the build root; this document places it under `/build/api/v1/deployments/{deploymentId}`.
     */
    post: operations['startDevMode'];
    /**
     * Stop dev mode
     * @description The spec does not show the path prefix before `/dev-mode` beyond the build root; this document places it under `/build/api/v1/deployments/{deploymentId}`.
     */
    delete: operations['stopDevMode'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/branches': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    /**
     * List the branches
     * @description The spec does not show the path prefix before `/branches` beyond the build root; this document places it under `/build/api/v1/deployments/{deploymentId}`.
     */
    get: operations['listBranches'];
    put?: never;
    /**
     * Create a branch
     * @description The spec does not show the path prefix before `/branches` beyond the build root, nor the request body; this document places it under `/build/api/v1/deployments/{deploymentId}`.
     */
    post: operations['createBranch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/commit': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Commit changes
     * @description The spec does not show the path prefix before `/commit` beyond the build root; this document places it under `/build/api/v1/deployments/{deploymentId}`.
     */
    post: operations['commitChanges'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/pull': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pull changes
     * @description The spec does not show the path prefix before `/pull` beyond the build root; this document places it under `/build/api/v1/deployments/{deploymentId}`.
     */
    post: operations['pullChanges'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/merge': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Merge into the parent branch
     * @description The spec does not show the path prefix before `/merge` beyond the build root; this document places it under `/build/api/v1/deployments/{deploymentId}`.
     */
    post: operations['mergeIntoParentBranch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/merge-to-default': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Merge into the default branch
     * @description The spec does not show the path prefix before `/merge-to-default` beyond the build root; this document places it under `/build/api/v1/deployments/{deploymentId}`.
     */
    post: operations['mergeToDefaultBranch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/github/connect': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Connect a deployment to a repository */
    post: operations['connectGitHub'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The status of a dbt sync job. */
    DbtSyncStatusResponse: {
      /** @description Identifier of the sync job. */
      syncJobId: string;
      status: components['schemas']['DbtSyncStatus'];
      progress: components['schemas']['DbtSyncProgress'];
      /**
       * Format: date-time
       * @description ISO 8601 timestamp of the last status update.
       */
      updatedAt: string;
      /** @description Reason the sync stopped; present only when `status` is `FAILED`. */
      error?: string | null;
    };
    /**
     * @description The state of a dbt sync. Known values: `INITIALIZING`, `CREATING_SANDBOX`, `UPLOADING_PROJECT`, `INSTALLING_DEPENDENCIES`, `RUNNING_DBT_DEPS`, `COMPILING_DBT`, `PROCESSING_MANIFEST`, `WRITING_CUBE_FILES`, `FINALIZING` (running), `COMPLETED` and `FAILED` (the only terminal values). Deliberately not a closed enum: any other or unrecognized value must be accepted and treated as still running.
     * @example INITIALIZING
     * @example CREATING_SANDBOX
     * @example UPLOADING_PROJECT
     * @example INSTALLING_DEPENDENCIES
     * @example RUNNING_DBT_DEPS
     * @example COMPILING_DBT
     * @example PROCESSING_MANIFEST
     * @example WRITING_CUBE_FILES
     * @example FINALIZING
     * @example COMPLETED
     * @example FAILED
     */
    DbtSyncStatus: string;
    /** @description Progress of a dbt sync, for display only. */
    DbtSyncProgress: {
      stage: components['schemas']['DbtSyncStatus'];
      /** @description Rough percentage derived from the stage. For progress display only; clients must not gate logic on it, only on `status` reaching `COMPLETED` or `FAILED`. */
      percentComplete: number;
      /** @description Human-readable description of what the sync is doing now. */
      message?: string | null;
    };
    /** @description Options of a dbt sync. */
    StartDbtSyncInput: {
      /** @description The branch the sync targets (optional). */
      branchName?: string;
    } & {
      [key: string]: unknown;
    };
    /** @description A started dbt sync job. The types of `branchName` and `workflowId` are not shown in the spec. */
    DbtSyncResponse: {
      /** @description The branch the sync targets. */
      branchName?: unknown;
      /** @description Identifier of the sync job, for `getDbtSyncStatus`. */
      syncJobId: string;
      /** @description Identifier of the background workflow running the sync. */
      workflowId?: unknown;
    } & {
      [key: string]: unknown;
    };
    /** @description Where a page of a cursor list ends. */
    PageInfo: {
      /** @description Whether another page follows. */
      hasNextPage: boolean;
      /** @description The cursor to pass as `after` for the next page. */
      endCursor?: string | null;
    };
    /** @description A page of reports. */
    ReportsListResponse: {
      items: components['schemas']['Report'][];
      pageInfo: components['schemas']['PageInfo'];
      /**
       * @deprecated
       * @description Deprecated (0.1.1), still populated; use `items`.
       */
      data?: components['schemas']['Report'][];
      /**
       * @deprecated
       * @description Deprecated (0.1.1), still populated.
       */
      count?: number;
    } & {
      [key: string]: unknown;
    };
    /** @description A page of folders. */
    FoldersListResponse: {
      items: components['schemas']['Folder'][];
      pageInfo: components['schemas']['PageInfo'];
      /**
       * @deprecated
       * @description Deprecated (0.1.0), still populated; use `items`.
       */
      data?: components['schemas']['Folder'][];
      /**
       * @deprecated
       * @description Deprecated (0.1.0), still populated.
       */
      count?: number;
    } & {
      [key: string]: unknown;
    };
    /**
     * @description The order of the reports list. With `lastViewedAt` there is no cursor pagination.
     * @enum {string}
     */
    ReportsSortBy: 'name' | 'createdAt' | 'updatedAt' | 'lastViewedAt';
    /** @description A report. Fields other than those added in the release history are not shown. */
    Report: {
      /** @description The path of the report's folder (0.3.0). */
      folderPath?: unknown;
      /** @description The report's stable public id (0.3.0). */
      publicId?: unknown;
      /** @description Whether the caller can edit the report (0.2.1). */
      canEdit?: unknown;
      /** @description Whether the caller can manage the report (0.2.1). */
      canManage?: unknown;
      /** @description Where the report is placed in external workbooks (0.2.1). */
      externalWorkbookPlacements?: components['schemas']['ReportPlacement'][];
    } & {
      [key: string]: unknown;
    };
    /** @description A report's placement in an external workbook. */
    ReportPlacement: {
      workbookId?: unknown;
      resultLocation?: unknown;
      endResultCell?: unknown;
    } & {
      [key: string]: unknown;
    };
    /** @description A folder. Fields other than `folderPath` (0.3.0) are not shown. */
    Folder: {
      /** @description The folder's path. */
      folderPath?: unknown;
    } & {
      [key: string]: unknown;
    };
    /** @description A period comparison of a report snapshot (`periodComparisons`, 0.3.0). */
    PeriodComparison: {
      measure?: unknown;
      timeDimension?: unknown;
      offset?: components['schemas']['PeriodComparisonOffset'];
      outputs?: unknown;
    } & {
      [key: string]: unknown;
    };
    /** @description The offset of a period comparison. */
    PeriodComparisonOffset: {
      amount?: unknown;
      unit?: unknown;
    } & {
      [key: string]: unknown;
    };
    /** @description The `fillMissingRows` option of a report snapshot (0.2.1). */
    FillMissingRows: {
      member?: unknown;
      excludedDimensions?: unknown;
    } & {
      [key: string]: unknown;
    };
    /** @description The external workbook to connect a report to. */
    ConnectReportToWorkbookInput: {
      externalWorkbookId?: unknown;
      resultLocation?: unknown;
      endResultCell?: unknown;
    } & {
      [key: string]: unknown;
    };
    /**
     * @description How a deployment was created.
     * @enum {string}
     */
    CreationMethod: 'upload' | 'cubecloud' | 'github' | 'ssh';
    /**
     * @description How a deployment is deployed.
     * @enum {string}
     */
    DeployMode: 'git' | 'cli';
    /**
     * @description Where a deployment runs.
     * @enum {string}
     */
    CloudProvider: 'cubecloud' | 'aws' | 'gcp';
    /** @description Changes to a deployment. */
    UpdateDeploymentInput: {
      creationMethod?: components['schemas']['CreationMethod'];
      deployMode?: components['schemas']['DeployMode'];
    } & {
      [key: string]: unknown;
    };
    /** @description A new deployment. `CspsConfigInput` is part of it, under a field the spec does not name. */
    CreateDeploymentInput: {
      cloudProvider?: components['schemas']['CloudProvider'];
      creationMethod?: components['schemas']['CreationMethod'];
      deployMode?: components['schemas']['DeployMode'];
    } & {
      [key: string]: unknown;
    };
    /** @description Cloud service provider configuration of a new deployment. */
    CspsConfigInput: {
      [key: string]: unknown;
    };
    /** @description A deleted deployment. */
    DeploymentDeleteResponse: {
      [key: string]: unknown;
    };
    /** @description A deployment's build status. */
    BuildStatusResponse: {
      [key: string]: unknown;
    };
    /**
     * @description Which deployment's logs.
     * @enum {string}
     */
    DeploymentLogSource: 'production' | 'dev';
    /**
     * @description Which container's logs.
     * @enum {string}
     */
    DeploymentLogContainer: 'INIT' | 'MAIN' | 'cubejs-server' | 'vector' | 'api-proxy';
    /** @description Log lines (`DeploymentLogLine` items). */
    DeploymentLogsResponse: {
      [key: string]: unknown;
    };
    /** @description A log line. */
    DeploymentLogLine: {
      [key: string]: unknown;
    };
    /** @description Pods (`DeploymentPod` items). */
    DeploymentPodsResponse: {
      [key: string]: unknown;
    };
    /** @description A pod. */
    DeploymentPod: {
      [key: string]: unknown;
    };
    /** @description Env variables (`EnvVariableItem` items). */
    EnvVariablesListResponse: {
      [key: string]: unknown;
    };
    /** @description An env variable. */
    EnvVariableItem: {
      [key: string]: unknown;
    };
    /** @description The env variables to set. */
    SetEnvVariablesInput: {
      [key: string]: unknown;
    };
    /** @description The next step of the deployment setup wizard. */
    AdvanceCreationStepInput: {
      [key: string]: unknown;
    };
    /** @description Regions (`RegionResponse` items). */
    RegionsListResponse: {
      [key: string]: unknown;
    };
    /** @description A region available to the tenant. */
    RegionResponse: {
      [key: string]: unknown;
    };
    /** @description The app configuration. */
    AppConfigResponse: {
      appTheme?: unknown;
      applyThemeGlobally?: unknown;
      creatorMode?: {
        showGeneratedSql?: unknown;
        showSemanticSql?: unknown;
        localizedTitles?: ({
          locale?: unknown;
          value?: unknown;
        } & {
          [key: string]: unknown;
        })[];
      } & {
        [key: string]: unknown;
      };
      embedding?: {
        locale?: unknown;
      } & {
        [key: string]: unknown;
      };
      sheetsUi?: {
        showAppliedFilters?: unknown;
      } & {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    /** @description Options of a workbook duplicate. */
    DuplicateWorkbookInput: {
      /** @description Clone from the shared workspace. */
      shared?: boolean;
    } & {
      [key: string]: unknown;
    };
    /** @description The thread of a published dashboard's AI widget. */
    UpdatePublishedAiWidgetThreadInput: {
      threadId: unknown;
      widgetId: unknown;
      /** @description Optional (0.2.1). */
      checksum?: unknown;
    } & {
      [key: string]: unknown;
    };
    /** @description A dashboard. Fields other than those added in the release history are not shown. */
    Dashboard: {
      fromSharedWorkspace?: unknown;
      restrictDataDownload?: unknown;
      useBoardDashboards?: unknown;
    } & {
      [key: string]: unknown;
    };
    /** @description A dashboard's configuration. */
    DashboardConfigInput: {
      /** @description Optional (0.2.1). */
      widgets?: unknown;
      /** @enum {string} */
      kind?: 'CLASSIC' | 'APP';
      app?: unknown;
    } & {
      [key: string]: unknown;
    };
    /**
     * @description A dashboard's embed access.
     * @enum {string}
     */
    EmbedAccessAction: 'read' | 'none';
    /** @description A dashboard's access per embed tenant and for all embed users (`EmbedAccessAction` values). */
    EmbedAccessResponse: {
      [key: string]: unknown;
    };
    /** @description Grants or revokes a dashboard's access (`EmbedAccessAction` values). */
    UpdateEmbedAccessInput: {
      [key: string]: unknown;
    };
    /** @description The workspace objects to delete. */
    BulkDeleteWorkspaceObjectsInput: {
      [key: string]: unknown;
    };
    /** @description The workspace objects to move and where. */
    BulkMoveWorkspaceObjectsInput: {
      [key: string]: unknown;
    };
    /** @description The move, with per-item failures. */
    BulkMoveWorkspaceObjectsResponse: {
      [key: string]: unknown;
    };
    /** @description A new user. */
    UserCreateInput: {
      [key: string]: unknown;
    };
    /** @description Changes to a user. */
    UserUpdateInput: {
      [key: string]: unknown;
    };
    /**
     * @description What a bulk user action does.
     * @enum {string}
     */
    BulkUserAction: 'DEACTIVATE' | 'ACTIVATE' | 'DELETE';
    /** @description A bulk user action. */
    BulkUserActionInput: {
      action?: components['schemas']['BulkUserAction'];
    } & {
      [key: string]: unknown;
    };
    /** @description The user attribute definitions. */
    UserAttributesListResponse: {
      [key: string]: unknown;
    };
    /** @description A new user attribute definition. */
    UserAttributeCreateInput: {
      [key: string]: unknown;
    };
    /** @description Changes to a user attribute definition. */
    UserAttributeUpdateInput: {
      [key: string]: unknown;
    };
    /** @description A user's attribute value to create or update. */
    UserAttributeValueCreateInput: {
      [key: string]: unknown;
    };
    /** @description The tenant settings: audit log, maintenance window, support access, OIDC and AI/BI interface toggles. */
    TenantSettings: {
      [key: string]: unknown;
    };
    /** @description Changes to the tenant settings. */
    TenantSettingsInput: {
      [key: string]: unknown;
    };
    /** @description A new OAuth integration. */
    CreateOAuthIntegrationInput: {
      [key: string]: unknown;
    };
    /** @description Changes to an OAuth integration. */
    UpdateOAuthIntegrationInput: {
      [key: string]: unknown;
    };
    /** @description A new OIDC token configuration. */
    CreateOidcTokenConfigInput: {
      [key: string]: unknown;
    };
    /** @description Changes to an OIDC token configuration. */
    UpdateOidcTokenConfigInput: {
      [key: string]: unknown;
    };
    /** @description Embed tenants (`EmbedTenant` items). */
    EmbedTenantsPublicResponse: {
      [key: string]: unknown;
    };
    /** @description An embed tenant. */
    EmbedTenant: {
      [key: string]: unknown;
    };
    /** @description An embed tenant's users (`EmbedUser` items). */
    EmbedUsersPublicResponse: {
      [key: string]: unknown;
    };
    /** @description An embed user. */
    EmbedUser: {
      [key: string]: unknown;
    };
    /** @description A new embed group. */
    CreateEmbedGroupInput: {
      [key: string]: unknown;
    };
    /** @description Changes to an embed group. */
    UpdateEmbedGroupInput: {
      [key: string]: unknown;
    };
    /** @description The embed users to add to or remove from a group. */
    EmbedGroupMembersInput: {
      [key: string]: unknown;
    };
    /** @description A membership change. */
    EmbedGroupMembersMutationResponse: {
      [key: string]: unknown;
    };
    /** @description Enables or disables signed embedding of a dashboard. */
    UpdateDashboardEmbeddingInput: {
      [key: string]: unknown;
    };
    /** @description A dashboard's embedding. */
    DashboardEmbeddingResponse: {
      [key: string]: unknown;
    };
    /** @description The dashboard filters to run a Python report with. */
    EmbedPythonFilteredRunInput: {
      [key: string]: unknown;
    };
    /** @description A run of a Python report with dashboard filters applied. */
    PythonAnalysisFilteredRun: {
      [key: string]: unknown;
    };
    /** @description The embed session generation request. Its path is not shown in the spec. */
    GenerateSession: {
      settings?: components['schemas']['EmbedSessionSettings'];
      tenantGroups?: unknown;
      tenantGroupDefinitions?: unknown;
      embedTenantProfile?: {
        displayName?: unknown;
      } & {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    /** @description The `settings` of an embed session request (0.3.0). */
    EmbedSessionSettings: {
      showDashboardChat?: unknown;
    } & {
      [key: string]: unknown;
    };
    /** @description Data-model files to update. */
    UpdateDataModelFilesInput: {
      [key: string]: unknown;
    };
    /** @description Data-model files to remove. */
    RemoveDataModelFilesInput: {
      [key: string]: unknown;
    };
    /** @description Data-model files to rename. */
    RenameDataModelFilesInput: {
      [key: string]: unknown;
    };
    /** @description A write to the data model. */
    DataModelWriteResponse: {
      [key: string]: unknown;
    };
    /** @description A started upload. */
    StartUploadResponse: {
      [key: string]: unknown;
    };
    /** @description One file of an upload. */
    UploadFileBody: {
      [key: string]: unknown;
    };
    /** @description The end of an upload. */
    FinishUploadBody: {
      [key: string]: unknown;
    };
    /** @description A finished upload. */
    FinishUploadResponse: {
      [key: string]: unknown;
    };
    /** @description The file hashes (`FileHash` items), as an array or inside an object (not shown in the spec). */
    FileHashesResponse:
      | components['schemas']['FileHash'][]
      | {
          [key: string]: unknown;
        };
    /** @description The hash of a data-model file. */
    FileHash: {
      [key: string]: unknown;
    };
    /** @description Options of dev mode. */
    StartDevModeRequest: {
      [key: string]: unknown;
    };
    /** @description The real dev branch. */
    DevBranchResponse: {
      [key: string]: unknown;
    };
    /** @description The branches. */
    BranchesListResponse: {
      [key: string]: unknown;
    };
    /** @description A branch. */
    BranchResponse: {
      [key: string]: unknown;
    };
    /** @description Changes to commit. */
    CommitChangesRequest: {
      [key: string]: unknown;
    };
    /** @description A pull. */
    PullRequest: {
      [key: string]: unknown;
    };
    /** @description A pull's result. */
    PullResponse: {
      [key: string]: unknown;
    };
    /** @description A merge into the parent branch. */
    MergeIntoParentBranchRequest: {
      [key: string]: unknown;
    };
    /** @description A merge into the default branch. */
    MergeToDefaultBranchRequest: {
      [key: string]: unknown;
    };
    /** @description A merge's result. */
    MergeResponse: {
      [key: string]: unknown;
    };
    /** @description The repository to connect a deployment to. */
    ConnectGitHubRequest: {
      [key: string]: unknown;
    };
  };
  responses: {
    /** @description Success. The response fields are not shown in the spec. */
    OpenObject: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
    /** @description Success, no body. */
    NoContent: {
      headers: {
        [name: string]: unknown;
      };
      content?: never;
    };
    /** @description An error. The error body shape and the error codes of this API are not shown in the spec. */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
  };
  parameters: {
    /** @description The deployment's id. */
    DeploymentId: number;
    /** @description The resource's id (its type is not shown in the spec). */
    Id: number | string;
    /** @description The OAuth integration's id (its type is not shown in the spec). */
    IntegrationId: number | string;
    /** @description The embed tenant's name. */
    EmbedTenantName: string;
    /** @description The stable public id. */
    PublicId: string;
    /** @description The workbook's id (its type is not shown in the spec). */
    WorkbookId: number | string;
    /** @description How many items a page holds at most. */
    First: number;
    /** @description The cursor to continue after (`pageInfo.endCursor` of the previous page). */
    After: string;
  };
  requestBodies: {
    /** @description A JSON body whose fields are not shown in the spec. */
    OpenBody: {
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
  };
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  startDbtSync: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StartDbtSyncInput'];
      };
    };
    responses: {
      /** @description The sync job was started. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DbtSyncResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDbtSyncStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description Identifier of the sync job, from `startDbtSync`. */
        syncJobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sync job's status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DbtSyncStatusResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateDeployment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDeploymentInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteDeployment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deployment was deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentDeleteResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDeploymentBuildStatus: {
    parameters: {
      query?: {
        /** @description The branch whose build status to report. The spec says the query includes a branch without showing the parameter's name. */
        branch?: string;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The build status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BuildStatusResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDeploymentLogs: {
    parameters: {
      query?: {
        /** @description Which deployment's logs to read. */
        source?: components['schemas']['DeploymentLogSource'];
        /** @description Which container's logs to read. */
        container?: components['schemas']['DeploymentLogContainer'];
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The log lines (`DeploymentLogLine` items). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentLogsResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDeploymentPods: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pods (`DeploymentPod` items). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentPodsResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listEnvVariables: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The env variables (`EnvVariableItem` items). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EnvVariablesListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  setEnvVariables: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetEnvVariablesInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  advanceCreationStep: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdvanceCreationStepInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  resetCreationStep: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['OpenBody'];
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listRegions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The regions (`RegionResponse` items). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegionsListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getAppConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The app configuration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppConfigResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listFolders: {
    parameters: {
      query?: {
        /** @description How many items a page holds at most. */
        first?: components['parameters']['First'];
        /** @description The cursor to continue after (`pageInfo.endCursor` of the previous page). */
        after?: components['parameters']['After'];
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of folders. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FoldersListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listReports: {
    parameters: {
      query?: {
        /** @description How many items a page holds at most. */
        first?: components['parameters']['First'];
        /** @description The cursor to continue after (`pageInfo.endCursor` of the previous page). */
        after?: components['parameters']['After'];
        /** @description The order of the list. With `lastViewedAt` there is no cursor pagination. */
        sortBy?: components['schemas']['ReportsSortBy'];
        /** @description Only the reports of this folder. */
        folderId?: number | string;
        /** @description Only the reports placed in this external workbook. */
        externalWorkbookId?: number | string;
        /** @description Only the reports matching this text. */
        search?: string;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of reports. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportsListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  connectReportToWorkbook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        reportId: number | string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectReportToWorkbookInput'];
      };
    };
    responses: {
      /** @description The updated report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Report'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  upsertReportByPublicId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description The stable public id. */
        publicId: components['parameters']['PublicId'];
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['OpenBody'];
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  upsertWorkbookBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['OpenBody'];
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  duplicateWorkbook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description The workbook's id (its type is not shown in the spec). */
        workbookId: components['parameters']['WorkbookId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['DuplicateWorkbookInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updatePublishedAiWidgetThread: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description The workbook's id (its type is not shown in the spec). */
        workbookId: components['parameters']['WorkbookId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePublishedAiWidgetThreadInput'];
      };
    };
    responses: {
      /** @description The updated dashboard. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Dashboard'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getEmbedAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description The workbook's id (its type is not shown in the spec). */
        workbookId: components['parameters']['WorkbookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The dashboard's access per embed tenant and for all embed users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedAccessResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateEmbedAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
        /** @description The workbook's id (its type is not shown in the spec). */
        workbookId: components['parameters']['WorkbookId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateEmbedAccessInput'];
      };
    };
    responses: {
      /** @description The dashboard's access after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedAccessResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  bulkDeleteWorkspaceObjects: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkDeleteWorkspaceObjectsInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  bulkMoveWorkspaceObjects: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkMoveWorkspaceObjectsInput'];
      };
    };
    responses: {
      /** @description The result of the move, item by item. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkMoveWorkspaceObjectsResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        /** @description Only the notifications of this dashboard. */
        dashboardPublicId?: string;
        /** @description Only the notifications sent to this user. */
        recipientUserId?: number | string;
        /** @description Only the notifications sent to this email address. */
        recipientEmail?: string;
        /** @description Only the notifications sent to an embed user of this embed tenant; used with `recipientExternalId`. */
        recipientEmbedTenantName?: string;
        /** @description Only the notifications sent to the embed user with this external id; used with `recipientEmbedTenantName`. */
        recipientExternalId?: string;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserCreateInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  bulkUserAction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkUserActionInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserUpdateInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  postUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['OpenBody'];
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listUserAttributes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user attribute definitions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAttributesListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createUserAttribute: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserAttributeCreateInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateUserAttribute: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserAttributeUpdateInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  upsertUserAttributeValue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserAttributeValueCreateInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getUserAttributeValues: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getTenantSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tenant settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantSettings'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateTenantSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TenantSettingsInput'];
      };
    };
    responses: {
      /** @description The tenant settings after the update. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantSettings'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listOAuthIntegrations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createOAuthIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOAuthIntegrationInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getOAuthIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateOAuthIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOAuthIntegrationInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteOAuthIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listUserOAuthTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getUserOAuthToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The OAuth integration's id (its type is not shown in the spec). */
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteUserOAuthToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The OAuth integration's id (its type is not shown in the spec). */
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  initiateUserOAuthToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The OAuth integration's id (its type is not shown in the spec). */
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['OpenBody'];
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listOidcTokenConfigs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createOidcTokenConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOidcTokenConfigInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getOidcTokenConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateOidcTokenConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateOidcTokenConfigInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteOidcTokenConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getGitHubStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listGitHubInstallations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listGitHubInstallationRepositories: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        installationId: number | string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listGitHubRepositoryBranches: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        owner: string;
        repo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listEmbedTenants: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The embed tenants (`EmbedTenant` items). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedTenantsPublicResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteEmbedTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listEmbedTenantUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The embed tenant's users (`EmbedUser` items). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedUsersPublicResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createEmbedGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateEmbedGroupInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getEmbedGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteEmbedGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: components['responses']['NoContent'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateEmbedGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateEmbedGroupInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listEmbedGroupMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  addEmbedGroupMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmbedGroupMembersInput'];
      };
    };
    responses: {
      /** @description The membership change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedGroupMembersMutationResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  removeEmbedGroupMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: components['parameters']['EmbedTenantName'];
        /** @description The resource's id (its type is not shown in the spec). */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmbedGroupMembersInput'];
      };
    };
    responses: {
      /** @description The membership change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedGroupMembersMutationResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateDashboardEmbedding: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: components['parameters']['PublicId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDashboardEmbeddingInput'];
      };
    };
    responses: {
      /** @description The dashboard's embedding after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardEmbeddingResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  runEmbedPythonFiltered: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: components['parameters']['PublicId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmbedPythonFilteredRunInput'];
      };
    };
    responses: {
      /** @description The run. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PythonAnalysisFilteredRun'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createDeployment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDeploymentInput'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listDataModelFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateDataModelFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDataModelFilesInput'];
      };
    };
    responses: {
      /** @description The write. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataModelWriteResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  removeDataModelFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RemoveDataModelFilesInput'];
      };
    };
    responses: {
      /** @description The write. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataModelWriteResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  renameDataModelFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RenameDataModelFilesInput'];
      };
    };
    responses: {
      /** @description The write. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataModelWriteResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  startDataModelUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['OpenBody'];
    responses: {
      /** @description The upload was started. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StartUploadResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  uploadDataModelFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UploadFileBody'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  finishDataModelUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FinishUploadBody'];
      };
    };
    responses: {
      /** @description The upload was finished. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishUploadResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDataModelFileHashes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file hashes (`FileHash` items). The spec does not show whether they come as a bare array or inside an object, so the response is open. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FileHashesResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  startDevMode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StartDevModeRequest'];
      };
    };
    responses: {
      /** @description The dev branch. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DevBranchResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  stopDevMode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listBranches: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The branches. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BranchesListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createBranch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['OpenBody'];
    responses: {
      /** @description The new branch. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BranchResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  commitChanges: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CommitChangesRequest'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  pullChanges: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PullRequest'];
      };
    };
    responses: {
      /** @description The pull. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PullResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  mergeIntoParentBranch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MergeIntoParentBranchRequest'];
      };
    };
    responses: {
      /** @description The merge. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MergeResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  mergeToDefaultBranch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MergeToDefaultBranchRequest'];
      };
    };
    responses: {
      /** @description The merge. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MergeResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  connectGitHub: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: components['parameters']['DeploymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConnectGitHubRequest'];
      };
    };
    responses: {
      200: components['responses']['OpenObject'];
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
}
