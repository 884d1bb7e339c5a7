/**
 * The REST surface of the management and build API as TypeScript types: `paths`, `components`
 * and `operations`.
 *
 * Generated from openapi/platform.yaml by `npm run generate` (openapi-typescript): do not edit.
 * Change the document and run `npm run generate`; `npm run build` fails while this file is stale.
 */

export interface paths {
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
  '/api/v1/deployments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List deployments */
    get: operations['getDeployments'];
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
      path?: never;
      cookie?: never;
    };
    /** Get a deployment */
    get: operations['getDeployment'];
    /**
     * Update a deployment
     * @description Changes only the fields sent (`templateVariables` is merged key by key) and answers all the settings.
     */
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
      path?: never;
      cookie?: never;
    };
    /** Get a branch's latest build status */
    get: operations['buildStatus'];
    put?: never;
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Advance a deployment's setup step */
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reset a deployment to its first setup step */
    post: operations['resetCreationStep'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/dashboard-exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a dashboard export
     * @description Answers at once; poll `getExportStatus`, then `downloadExport` before the job expires.
     */
    post: operations['startExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/dashboard-exports/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a dashboard export's status */
    get: operations['getExportStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/dashboard-exports/{jobId}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a finished dashboard export
     * @description A 409 while the export renders, a 422 when it failed.
     */
    get: operations['downloadExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/databricks-metric-view-integrations/{dataSourceName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a data source's metric view publication settings */
    get: operations['getIntegration'];
    /** Create or update a data source's metric view publication settings */
    put: operations['saveIntegration'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/databricks-metric-view-previews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a metric view publication preview */
    post: operations['startPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/databricks-metric-view-previews/{previewId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a metric view publication preview's status */
    get: operations['previewStatus'];
    put?: never;
    post?: never;
    /** Cancel a metric view publication preview */
    delete: operations['cancelPreview'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/databricks-metric-view-previews/{previewId}/result': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a finished metric view publication preview's result
     * @description A 409 while the preview runs, or when it ended without a result.
     */
    get: operations['previewResult'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/dbt-sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a deployment's dbt syncs
     * @description Newest first, cursor-paginated; `status` and `trigger` filter the runs.
     */
    get: operations['listDbtSyncs'];
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
      path?: never;
      cookie?: never;
    };
    /**
     * Get a dbt sync's status
     * @description Poll until `status` is `COMPLETED` or `FAILED`; any other value, unknown ones included, means the sync is still running. Do not gate on `progress.percentComplete`.
     */
    get: operations['getDbtSyncStatus'];
    put?: never;
    post?: never;
    /**
     * Cancel a dbt sync
     * @description Stops a running sync.
     */
    delete: operations['cancelDbtSync'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/generated-files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the files a dbt sync generated without committing them
     * @description For a sync started with `output: files`, which writes no branch. Cursor-paginated.
     */
    get: operations['getDbtSyncGeneratedFiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a dbt sync's log */
    get: operations['getDbtSyncLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/dbt-sync/{syncJobId}/result': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a finished dbt sync's result
     * @description Available once the sync is `COMPLETED`.
     */
    get: operations['getDbtSyncResult'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/embed-tenants/{embedTenantName}/workbooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the workbooks an embed tenant can access
     * @description `accessSource` narrows the list to one way of access. Requires an administrator.
     */
    get: operations['listEmbedTenantWorkbooks'];
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
      path?: never;
      cookie?: never;
    };
    /**
     * List a deployment's env variables
     * @description Cursor-paginated. Values of secret-looking variables read as `[ENCRYPTED]`.
     */
    get: operations['getEnvVariables'];
    /**
     * Set a deployment's env variables
     * @description Upserts by name; variables left out keep their values. Sending the masked `[ENCRYPTED]` value is refused.
     */
    put: operations['setEnvVariables'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/environments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a deployment's environments */
    get: operations['getDeploymentEnvironments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/environments/{environmentId}/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an environment's tokens */
    get: operations['getDeploymentEnvironmentTokens'];
    put?: never;
    /** Create an environment token */
    post: operations['createDeploymentEnvironmentToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/environments/{environmentId}/tokens-for-meta-sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an environment token for metadata sync */
    post: operations['createDeploymentEnvironmentTokenForMetaSync'];
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
      path?: never;
      cookie?: never;
    };
    /**
     * List folders
     * @description One level of the folder tree, cursor-paginated: the root, or the children of `parentId`.
     */
    get: operations['getFolders'];
    put?: never;
    /** Create a folder */
    post: operations['createFolder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/folders/{folderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a folder */
    put: operations['updateFolder'];
    post?: never;
    /**
     * Delete a folder
     * @description Items inside the folder move to the workspace root; a folder with sub-folders cannot be deleted (400).
     */
    delete: operations['deleteFolder'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/folders/{folderId}/ancestors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a folder's ancestors */
    get: operations['getFolderAncestors'];
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
      path?: never;
      cookie?: never;
    };
    /** Get a deployment's recent logs */
    get: operations['logs'];
    put?: never;
    post?: never;
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
      path?: never;
      cookie?: never;
    };
    /**
     * List scheduled notifications
     * @description Newest first, cursor-paginated. Requires an administrator.
     */
    get: operations['getNotifications'];
    put?: never;
    /**
     * Create a scheduled notification
     * @description Requires an administrator.
     */
    post: operations['createNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a scheduled notification
     * @description Requires an administrator.
     */
    get: operations['getNotification'];
    /**
     * Update a scheduled notification
     * @description Requires an administrator.
     */
    put: operations['updateNotification'];
    post?: never;
    /**
     * Delete a scheduled notification
     * @description Requires an administrator.
     */
    delete: operations['deleteNotification'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/notifications/{id}/recipients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List notification recipients
     * @description Requires an administrator.
     */
    get: operations['getRecipients'];
    put?: never;
    /**
     * Add notification recipients
     * @description Requires an administrator.
     */
    post: operations['addRecipients'];
    /**
     * Remove notification recipients
     * @description Requires an administrator.
     */
    delete: operations['removeRecipients'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/pods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a deployment's pods */
    get: operations['pods'];
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
      path?: never;
      cookie?: never;
    };
    /**
     * List reports
     * @description Cursor-paginated by `first` and `after`, except when sorted by `lastViewedAt`.
     */
    get: operations['getReports'];
    put?: never;
    /** Create a report */
    post: operations['createReport'];
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Create or update a report by public id
     * @description A 409 answer's `code` says why: none (the public id belongs to another deployment's report; permanent), `upsert_branch_changed` (a concurrent writer; retry) or `ambiguous_legacy_id` (the id matches several older reports; permanent).
     */
    put: operations['upsertReportByPublicId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/reports/{reportId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a report */
    get: operations['getReport'];
    /**
     * Update a report
     * @description `publicId` can be set once, on a report that has none (400 to change it, 409 when another report has it).
     */
    put: operations['updateReport'];
    post?: never;
    /** Delete a report */
    delete: operations['deleteReport'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/reports/{reportId}/connect-workbook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Connect a report to a spreadsheet
     * @description Records the report's placement in the caller's spreadsheet; needs only read access to the report.
     */
    put: operations['connectReportToWorkbook'];
    post?: never;
    /** Remove one spreadsheet placement of a report */
    delete: operations['disconnectReportFromWorkbook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/reports/{reportId}/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Refresh a report */
    put: operations['refreshReport'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a deployment's settings
     * @description Every setting of the deployment, secrets excepted (read those through the env variables). `updateDeployment` writes the same fields.
     */
    get: operations['getDeploymentSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/shared-workspace': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the workspace items shared with embed users */
    get: operations['sharedWorkspaceObjects'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a deployment API token */
    post: operations['deploymentToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the versions a deployment can run */
    get: operations['listDeploymentVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workbooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List workbooks */
    get: operations['getWorkbooks'];
    put?: never;
    /** Create a workbook */
    post: operations['createWorkbook'];
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Create or update a workbook by slug
     * @description A 409 with `code` `upsert_branch_changed` means a concurrent writer changed whether this creates or updates: retry.
     */
    put: operations['upsertWorkbookBySlug'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a workbook */
    get: operations['getWorkbook'];
    /** Update a workbook */
    put: operations['updateWorkbook'];
    post?: never;
    /** Delete a workbook */
    delete: operations['deleteWorkbook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a workbook's dashboard draft */
    put: operations['updateWorkbookDashboard'];
    post?: never;
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the thread of a published dashboard's AI widget */
    post: operations['updatePublishedDashboardAiWidgetThread'];
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
      path?: never;
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
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/embed-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a dashboard's embed access */
    get: operations['getEmbedAccess'];
    /**
     * Update a dashboard's embed access
     * @description Give exactly one target, `embedTenantName` or `allEmbedUsers: true`, with `action`; `allowEmbed` also switches signed embedding.
     */
    put: operations['updateEmbedAccess'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish a workbook's dashboard */
    post: operations['publishDashboard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workspace': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List workspace items */
    get: operations['workspaceObjects'];
    put?: never;
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete workspace items in bulk
     * @description Up to 100 items. Partially successful: each item ends in `deleted` or `failed`, and nothing is rolled back.
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move workspace items in bulk
     * @description Up to 100 items into one folder (`null`: the root). Partially successful: each item ends in `moved` or `failed`.
     */
    post: operations['bulkMoveWorkspaceObjects'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/deployments/{deploymentId}/workspace/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a workspace item */
    post: operations['moveWorkspaceObject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed-tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List embed tenants
     * @description Cursor-paginated; `search` matches part of the name. Requires an administrator.
     */
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an embed tenant
     * @description Deletes the tenant and everything in it; idempotent. The name must be given in its canonical lowercase form (400 otherwise). Requires an administrator.
     */
    delete: operations['deleteEmbedTenant'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed-tenants/{embedTenantName}/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an embed tenant's groups
     * @description Requires an administrator.
     */
    get: operations['getGroups'];
    put?: never;
    /**
     * Create an embed group
     * @description Requires an administrator.
     */
    post: operations['createGroup'];
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
      path?: never;
      cookie?: never;
    };
    /**
     * Get an embed group
     * @description Requires an administrator.
     */
    get: operations['getGroup'];
    put?: never;
    post?: never;
    /**
     * Delete an embed group
     * @description Refused (400) while the group has members. Requires an administrator.
     */
    delete: operations['deleteGroup'];
    options?: never;
    head?: never;
    /**
     * Update an embed group
     * @description Requires an administrator.
     */
    patch: operations['updateGroup'];
    trace?: never;
  };
  '/api/v1/embed-tenants/{embedTenantName}/groups/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List embed group members
     * @description Requires an administrator.
     */
    get: operations['getGroupMembers'];
    put?: never;
    /**
     * Add embed group members
     * @description 1 to 1000 members, each named by exactly one of `externalId` or `embedUserId`. Requires an administrator.
     */
    post: operations['addGroupMembers'];
    /**
     * Remove embed group members
     * @description 1 to 1000 members, each named by exactly one of `externalId` or `embedUserId`; idempotent. Requires an administrator.
     */
    delete: operations['removeGroupMembers'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed-tenants/{embedTenantName}/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Provision an embed user
     * @description Creates or updates one embed user by `externalId`; the tenant is created when missing. Requires an administrator.
     */
    post: operations['provisionEmbedUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed-tenants/{embedTenantName}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an embed tenant's users
     * @description Requires an administrator.
     */
    get: operations['listEmbedUsers'];
    put?: never;
    /**
     * Provision embed users in bulk
     * @description Up to 100 users. Partially successful: each user ends in `succeeded` or `failed`. Requires an administrator.
     */
    post: operations['provisionEmbedUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed/dashboard/{publicId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an embeddable dashboard
     * @description Resolved within the caller's embed session.
     */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Enable or disable signed embedding of a dashboard
     * @description Sets `allowEmbed`, which signed embedding of the dashboard needs. Requires an administrator.
     */
    patch: operations['updateDashboardEmbedding'];
    trace?: never;
  };
  '/api/v1/embed/dashboard/{publicId}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a dashboard's comment threads
     * @description Needs an embed session scoped to an embed tenant. Open threads by default; `includeResolved` and `resolvedOnly` change that.
     */
    get: operations['listDashboardComments'];
    put?: never;
    /** Comment on a dashboard */
    post: operations['createDashboardComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed/dashboard/{publicId}/comments/mentionable-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the embed users a comment can mention */
    get: operations['listMentionableEmbedUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed/dashboard/{publicId}/comments/{commentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a dashboard comment */
    delete: operations['removeDashboardComment'];
    options?: never;
    head?: never;
    /** Edit a dashboard comment */
    patch: operations['updateDashboardComment'];
    trace?: never;
  };
  '/api/v1/embed/dashboard/{publicId}/comments/{commentId}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resolve or reopen a comment thread */
    post: operations['setDashboardCommentResolved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed/dashboard/{publicId}/python-run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run a dashboard's Python report with the dashboard's filters
     * @description Runs the Python analysis of one of the dashboard's reports over the filtered SQL, without saving the result.
     */
    post: operations['postDashboardPythonRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed/generate-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generate an embed session
     * @description Creates a one-time embed session for a deployment and answers its `sessionId`; exchange it with `postTokenBySessionId`. Embedding must be enabled (403 otherwise). Requires an administrator.
     */
    post: operations['generateSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed/session/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke an embed session
     * @description Ends an embed session: an unexchanged id can no longer be exchanged, and the token an exchanged id produced is refused from now on. Idempotent. Tokens issued before revocation existed keep working until they expire (within 24 hours). Requires an administrator.
     */
    post: operations['revokeSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/embed/session/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange an embed session for an embed token
     * @description Exchanges a session id from `generateSession` for a signed embed token (a JWT valid 24 hours). A session id can be exchanged once; an unknown or used one is a 401. Needs no bearer token: the session id is the credential.
     */
    post: operations['postTokenBySessionId'];
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
    /** List GitHub app installations */
    get: operations['installations'];
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
      path?: never;
      cookie?: never;
    };
    /** List an installation's repositories */
    get: operations['repositories'];
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
      path?: never;
      cookie?: never;
    };
    /** List a repository's branches */
    get: operations['branches'];
    put?: never;
    post?: never;
    delete?: never;
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
    /** Get the GitHub connection status */
    get: operations['status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/oauth-integrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List OAuth integrations */
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
      path?: never;
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
  '/api/v1/oidc-token-configs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List OIDC token configurations */
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
      path?: never;
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
  '/api/v1/regions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List regions */
    get: operations['listRegions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List custom roles
     * @description Requires an administrator.
     */
    get: operations['getRoles'];
    put?: never;
    /**
     * Create a custom role
     * @description A 409 when the name is taken. Requires an administrator.
     */
    post: operations['createRole'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles/{roleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a custom role
     * @description Requires an administrator.
     */
    get: operations['getRole'];
    /**
     * Update a custom role
     * @description A 409 when the new name is taken. Requires an administrator.
     */
    put: operations['updateRole'];
    post?: never;
    /**
     * Delete a custom role
     * @description Requires an administrator.
     */
    delete: operations['deleteRole'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roles/{roleId}/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Give a role to a user
     * @description Requires an administrator.
     */
    put: operations['assignRoleToUser'];
    post?: never;
    /**
     * Take a role from a user
     * @description Requires an administrator.
     */
    delete: operations['removeRoleFromUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/spec': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get this API's OpenAPI document
     * @description The OpenAPI 3.1 document the platform serves.
     */
    get: operations['getSpec'];
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
  '/api/v1/usage-analytics/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue a usage analytics token
     * @description A token for the account's usage analytics data, valid one hour. Requires an administrator.
     */
    post: operations['createToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-attribute-values': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a user's attribute value */
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
      path?: never;
      cookie?: never;
    };
    /** List a user's attribute values */
    get: operations['getUserAttributeValues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List user attributes */
    get: operations['getUserAttributes'];
    put?: never;
    /** Create a user attribute */
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a user attribute */
    put: operations['updateUserAttribute'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-oauth-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the caller's OAuth tokens */
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
      path?: never;
      cookie?: never;
    };
    /** Get an OAuth token */
    get: operations['getUserOAuthToken'];
    put?: never;
    post?: never;
    /** Revoke an OAuth token */
    delete: operations['revokeUserOAuthToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user-oauth-tokens/{integrationId}/initiate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start an OAuth authorization flow */
    post: operations['initiateOAuthFlow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users': {
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
     * Apply an action to many users
     * @description Up to 100 users. Partially successful: each user ends in `succeeded` or `failed`. Requires an administrator.
     */
    post: operations['bulkUserAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update the caller's settings
     * @description Merges a partial patch into the caller's settings.
     */
    patch: operations['updateMySettings'];
    trace?: never;
  };
  '/api/v1/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a user */
    put: operations['updateUser'];
    post?: never;
    /** Delete a user */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments': {
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
  '/build/api/v1/deployments/{deploymentId}/branches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a deployment's branches */
    get: operations['listBranches'];
    put?: never;
    /** Create a branch */
    post: operations['createBranch'];
    /**
     * Delete a branch
     * @description `branchName` is a query parameter because branch names hold slashes; `removeOnUpstream` also deletes the branch on the git provider.
     */
    delete: operations['removeBranch'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/branches/staging-environment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Enable or disable a branch's staging environment */
    put: operations['setBranchStagingEnvironment'];
    post?: never;
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Commit the active branch's changes */
    post: operations['commitChanges'];
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
      path?: never;
      cookie?: never;
    };
    /** Get the content hashes of the data-model files */
    get: operations['fileHashes'];
    put?: never;
    post?: never;
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
      path?: never;
      cookie?: never;
    };
    /**
     * List the data-model files
     * @description `first` and `after` page the top-level nodes of the file tree.
     */
    get: operations['listFiles'];
    /** Create or overwrite data-model files */
    put: operations['updateFiles'];
    post?: never;
    /** Delete data-model files */
    delete: operations['removeFiles'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/data-model/files/rename': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rename data-model files */
    post: operations['renameFiles'];
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload one file into an upload transaction
     * @description A multipart form: the transaction id, the file name and the file.
     */
    post: operations['uploadFile'];
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish an upload transaction */
    post: operations['finishUpload'];
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start an upload transaction */
    post: operations['startUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/data-model/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Compile the data model and report its errors
     * @description `branchName` and `devMode` exclude each other. A model that does not compile is a 200 with `valid: false`.
     */
    get: operations['validateDataModel'];
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enter dev mode */
    post: operations['startDevMode'];
    /** Leave dev mode */
    delete: operations['stopDevMode'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/build/api/v1/deployments/{deploymentId}/github/connect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Connect a deployment to a GitHub repository */
    post: operations['connect'];
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Merge a branch into its parent */
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Merge a branch into the default branch */
    post: operations['mergeToDefaultBranch'];
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
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pull a branch from its remote */
    post: operations['pull'];
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
    AddNotificationRecipientsInput: {
      recipients: components['schemas']['NotificationRecipientInput'][];
    };
    AdvanceCreationStepInput: {
      creationStep: components['schemas']['CreationStep'];
    };
    AppConfigResponse: {
      appTheme?: components['schemas']['AppTheme'] | null;
      applyThemeGlobally: boolean;
      creatorMode?: components['schemas']['CreatorMode'] | null;
      embedding?: components['schemas']['EmbedSettings'] | null;
      restrictDataDownload: boolean;
      sheetsAgentChatEnabled: boolean;
      sheetsUi?: components['schemas']['SheetsUiSettings'] | null;
      timezoneSettings?: components['schemas']['TimezoneSettings'] | null;
    };
    AppTheme: {
      /** @deprecated */
      dark: components['schemas']['AppThemeScheme'];
      /** @deprecated */
      light: components['schemas']['AppThemeScheme'];
      logoUrl: string;
      palette: components['schemas']['AppThemePalette'];
      typography?: components['schemas']['AppThemeTypography'] | null;
    };
    AppThemeCodePalette: {
      saturation?: number | null;
    };
    AppThemeFontRef: {
      fontRef: string;
      fontWeight: number;
    };
    AppThemePalette: {
      accent?: components['schemas']['AppThemePaletteSeed'] | null;
      base?: components['schemas']['AppThemePaletteSeed'] | null;
      contrastLevel?: number | null;
      pastel?: boolean | null;
      surfaceMode?: components['schemas']['AppThemeSurfaceMode'] | null;
      themes?: components['schemas']['AppThemePaletteThemes'] | null;
    };
    AppThemePaletteSeed: {
      color?: string | null;
      hue?: number | null;
      saturation?: number | null;
    };
    AppThemePaletteThemes: {
      code?: components['schemas']['AppThemeCodePalette'] | null;
      danger?: components['schemas']['AppThemePaletteSeed'] | null;
      note?: components['schemas']['AppThemePaletteSeed'] | null;
      success?: components['schemas']['AppThemePaletteSeed'] | null;
      warning?: components['schemas']['AppThemePaletteSeed'] | null;
    };
    AppThemeScheme: {
      accentColor: string;
      backgroundColor: string;
      contrast: number;
      foregroundColor: string;
      logoUrl: string;
    };
    /** @enum {string} */
    AppThemeSurfaceMode: 'neutral' | 'tinted';
    AppThemeTypography: {
      body: components['schemas']['AppThemeFontRef'];
      fonts: components['schemas']['ThemeFont'][];
      heading: components['schemas']['AppThemeFontRef'];
    };
    BranchResponse: {
      id: number;
      isStagingEnvironmentEnabled?: boolean | null;
      lastHash?: string | null;
      name: string;
      parentBranch?: string | null;
    };
    BranchesListResponse: {
      /** @deprecated */
      data: components['schemas']['BranchResponse'][];
      items: components['schemas']['BranchResponse'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    BuildStatusResponse: {
      branchName: string;
      buildJobId?: number | null;
      deploymentId: number;
      deploymentStatus?: string | null;
      errorText?: string | null;
      filesHash?: string | null;
      lastHash?: string | null;
      mode: string;
      status: string;
      updatedAt?: string | null;
    };
    /** @description Why one item of a bulk operation failed: the status and message its single-item operation would have answered. */
    BulkActionError: {
      message: string;
      status: number;
    };
    BulkDeleteWorkspaceObjectsInput: {
      items: components['schemas']['WorkspaceItemRefInput'][];
    };
    BulkDeleteWorkspaceObjectsPayload: {
      deleted: components['schemas']['WorkspaceItemRef'][];
      failed: components['schemas']['WorkspaceBulkFailure'][];
    };
    BulkMoveWorkspaceObjectsInput: {
      folderId?: number | null;
      items: components['schemas']['WorkspaceItemRefInput'][];
    };
    BulkMoveWorkspaceObjectsResponse: {
      failed: components['schemas']['WorkspaceBulkFailure'][];
      moved: components['schemas']['Workbook'][];
    };
    BulkUserActionFailure: {
      error: components['schemas']['BulkActionError'];
      userId: number;
    };
    BulkUserActionInput: {
      action: components['schemas']['BulkUserActionInputAction'];
      userIds: number[];
    };
    /** @enum {string} */
    BulkUserActionInputAction: 'DEACTIVATE' | 'ACTIVATE' | 'DELETE';
    BulkUserActionPayload: {
      action: components['schemas']['BulkUserActionResponseAction'];
      failed: components['schemas']['BulkUserActionFailure'][];
      succeeded: number[];
    };
    /** @enum {string} */
    BulkUserActionResponseAction: 'DEACTIVATE' | 'ACTIVATE' | 'DELETE';
    ColumnFormatOverride: {
      decimalPlaces?: number | null;
      type: components['schemas']['ColumnFormatOverrideDtoType'];
    };
    /** @enum {string} */
    ColumnFormatOverrideDtoType: 'currency' | 'percent' | 'number';
    CommitChangesRequest: {
      exitDevMode?: boolean | null;
      message?: string | null;
      resolveMergeConflict?: boolean | null;
    };
    ConnectGitHubRequest: {
      deployBranchName?: string | null;
      deployProjectRoot?: string | null;
      installationId: number;
      isNewRepo?: boolean | null;
      name: string;
      private?: boolean | null;
    };
    ConnectReportToWorkbookInput: {
      addressOnly?: boolean | null;
      anchorCell?: string | null;
      endResultCell?: string | null;
      /** @description The spreadsheet's id. */
      externalWorkbookId: string;
      host?: components['schemas']['ConnectReportToWorkbookInputHost'] | null;
      placementId?: string | null;
      resultChecksum?: components['schemas']['ReportPlacementResultChecksumInput'] | null;
      /** @description Where the result starts, such as `Sheet1!A1`. */
      resultLocation: string;
      sheetId?: string | null;
      sheetName?: string | null;
      workbookName?: string | null;
    };
    /** @enum {string} */
    ConnectReportToWorkbookInputHost: 'GOOGLE_SHEETS' | 'EXCEL';
    ControlThemeBorderSectionInput: {
      color?: string | null;
      radius?: string | null;
      style?: string | null;
      width?: string | null;
    };
    ControlThemeSectionInput: {
      backgroundColor?: string | null;
      border?: components['schemas']['ControlThemeBorderSectionInput'] | null;
      padding?: string | null;
      title?: components['schemas']['ControlThemeTitleSectionInput'] | null;
    };
    ControlThemeTitleSectionInput: {
      color?: string | null;
      fontFamily?: string | null;
      fontSize?: string | null;
      fontWeight?: string | null;
    };
    CreateBranchRequest: {
      activate?: boolean | null;
      from?: string | null;
      name: string;
    };
    CreateDeploymentEnvironmentTokenInput: {
      expires_in?: number | null;
      scopes?: string[] | null;
      security_context: {
        [key: string]: unknown;
      };
    };
    CreateDeploymentInput: {
      cloudProvider: components['schemas']['CreateDeploymentInputCloudProvider'];
      creationMethod?: components['schemas']['CreateDeploymentInputCreationMethod'] | null;
      creationStep: components['schemas']['CreationStep'];
      deployMode?: components['schemas']['CreateDeploymentInputDeployMode'] | null;
      isManaged: boolean;
      name: string;
      region: string;
      targetPlatform: string;
    };
    /** @enum {string} */
    CreateDeploymentInputCloudProvider: 'cubecloud' | 'aws' | 'gcp';
    /** @enum {string} */
    CreateDeploymentInputCreationMethod: 'upload' | 'cubecloud' | 'github' | 'ssh';
    /** @enum {string} */
    CreateDeploymentInputDeployMode: 'git' | 'cli';
    CreateDeploymentTokenInput: {
      expiresIn?: number | null;
    };
    CreateEmbedDashboardCommentBody: {
      body: string;
      parentId?: number | null;
    };
    CreateEmbedGroupInput: {
      description?: string | null;
      name: string;
    };
    CreateFolderInput: {
      name: string;
      parentId?: number | null;
      position?: number | null;
    };
    CreateNotificationInput: {
      customCron?: string | null;
      dashboardId?: number | null;
      dashboardPublicId?: string | null;
      dayOfMonth?: number | null;
      dayOfWeek?: number | null;
      filters?: components['schemas']['DashboardFilterInput'][] | null;
      hour?: number | null;
      memberSwitchers?: components['schemas']['DashboardMemberSwitcherInput'][] | null;
      minute?: number | null;
      notificationAiSummary?: boolean | null;
      notificationEnabled?: boolean | null;
      notificationFormat?: components['schemas']['CreateNotificationInputNotificationFormat'] | null;
      scheduleType: components['schemas']['CreateNotificationInputScheduleType'];
      timeGrains?: components['schemas']['DashboardTimeGrainInput'][] | null;
      timezone?: string | null;
    };
    /** @enum {string} */
    CreateNotificationInputNotificationFormat: 'png' | 'pdf';
    /** @enum {string} */
    CreateNotificationInputScheduleType: 'HOURLY' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'CUSTOM';
    CreateOAuthIntegrationInput: {
      /** Format: url */
      authUrl: string;
      clientId: string;
      clientSecret: string;
      config?: {
        [key: string]: unknown;
      };
      name: string;
      /** Format: url */
      redirectUri: string;
      scopes?: string[];
      /** Format: url */
      tokenUrl: string;
      type: string;
    };
    CreateOidcTokenConfigInput: {
      audienceType: string;
      customAudience?: string | null;
      customClaims?: {
        [key: string]: unknown;
      } | null;
      isEnabled?: boolean | null;
      name?: string | null;
      subFormat?: string | null;
      targetEnvVar?: string | null;
    };
    CreateReportInput: {
      endResultCell?: string | null;
      externalWorkbookId?: string | null;
      folderId?: number | null;
      host?: components['schemas']['CreateReportInputHost'] | null;
      jsonQuery?: string | null;
      meta?: {
        [key: string]: unknown;
      } | null;
      name?: string | null;
      pivotItems?: components['schemas']['PivotItemsInput'] | null;
      publicId?: string | null;
      resultChecksum?: components['schemas']['ReportPlacementResultChecksumInput'] | null;
      resultLocation?: string | null;
      sheetId?: string | null;
      source?: components['schemas']['CreateReportInputSource'] | null;
      sqlQuery?: string | null;
      title?: string | null;
      workbookId?: number | null;
      workbookName?: string | null;
    };
    /** @enum {string} */
    CreateReportInputHost: 'GOOGLE_SHEETS' | 'EXCEL';
    /** @enum {string} */
    CreateReportInputSource: 'GOOGLE_SHEETS' | 'EXCEL' | 'PLAYGROUND' | 'D3';
    CreateWorkbookInput: {
      folderId?: number | null;
      meta?: {
        [key: string]: unknown;
      } | null;
      name?: string | null;
    };
    /** @enum {string} */
    CreationStep: 'project' | 'upload' | 'schema' | 'github' | 'ssh' | 'databases' | 'ready' | 'demo';
    CreatorMode: {
      localizedTitles?: components['schemas']['LocalizedValue'][] | null;
      showGeneratedSql?: boolean | null;
      showSemanticSql?: boolean | null;
      showWorkspaceTitle?: boolean | null;
      workspaceTitle?: string | null;
    };
    CspsConfig: {
      awsRoleArn?: string | null;
      azureClientId?: string | null;
      azureContainer?: string | null;
      azureStorageAccount?: string | null;
      azureTenantId?: string | null;
      enabled: boolean;
      gcpServiceAccountEmail?: string | null;
      gcpWorkloadIdentityProvider?: string | null;
      gcsBucket?: string | null;
      s3Bucket?: string | null;
      s3Region?: string | null;
      s3Sse?: string | null;
      storageProvider: string;
    };
    CspsConfigInput: {
      awsRoleArn?: string | null;
      azureClientId?: string | null;
      azureContainer?: string | null;
      azureStorageAccount?: string | null;
      azureTenantId?: string | null;
      enabled: boolean;
      gcpServiceAccountEmail?: string | null;
      gcpWorkloadIdentityProvider?: string | null;
      gcsBucket?: string | null;
      s3Bucket?: string | null;
      s3Region?: string | null;
      s3Sse?: string | null;
      storageProvider: string;
    };
    /** @description A published dashboard. */
    Dashboard: {
      allowEmbed: boolean;
      config: components['schemas']['DashboardConfig'];
      createdBy?: number | null;
      deploymentId: number;
      description?: string | null;
      fromSharedWorkspace?: boolean | null;
      id: number;
      publicId: string;
      reportSnapshots: components['schemas']['ReportSnapshot'][];
      restrictDataDownload?: boolean | null;
      status: components['schemas']['DashboardDtoStatus'];
      title?: string | null;
      useBoardDashboards?: boolean | null;
      versionId: number;
      versionNumber: number;
      workbookId: number;
    };
    DashboardAppManifest: {
      dependencies?: {
        [key: string]: string;
      } | null;
      version?: number | null;
    };
    DashboardAppManifestInput: {
      dependencies?: {
        [key: string]: string;
      } | null;
      version?: number | null;
    };
    DashboardAppSource: {
      entry?: string | null;
      files?: {
        [key: string]: string;
      } | null;
      html?: string | null;
      manifest?: components['schemas']['DashboardAppManifest'] | null;
    };
    DashboardAppSourceInput: {
      entry?: string | null;
      files?: {
        [key: string]: string;
      } | null;
      html?: string | null;
      manifest?: components['schemas']['DashboardAppManifestInput'] | null;
    };
    DashboardBreakpointCols: {
      lg?: number | null;
      md?: number | null;
      sm?: number | null;
      xs?: number | null;
      xxs?: number | null;
    };
    DashboardBreakpointColsInput: {
      lg?: number | null;
      md?: number | null;
      sm?: number | null;
      xs?: number | null;
      xxs?: number | null;
    };
    DashboardBreakpoints: {
      lg?: number | null;
      md?: number | null;
      sm?: number | null;
      xs?: number | null;
      xxs?: number | null;
    };
    DashboardBreakpointsInput: {
      lg?: number | null;
      md?: number | null;
      sm?: number | null;
      xs?: number | null;
      xxs?: number | null;
    };
    DashboardConfig: {
      app?: components['schemas']['DashboardAppSource'] | null;
      description?: string | null;
      kind?: components['schemas']['DashboardConfigKind'] | null;
      layout?: components['schemas']['DashboardLayout'] | null;
      settings?: {
        [key: string]: unknown;
      } | null;
      theme?: {
        [key: string]: unknown;
      } | null;
      title?: string | null;
      widgets?: components['schemas']['DashboardWidget'][] | null;
    };
    DashboardConfigDraftInput: {
      app?: components['schemas']['DashboardAppSourceInput'] | null;
      description?: string | null;
      kind?: components['schemas']['DashboardConfigDraftInputKind'] | null;
      layout?: components['schemas']['DashboardLayoutInput'] | null;
      settings?: {
        [key: string]: unknown;
      } | null;
      theme?: components['schemas']['DashboardThemeInput'] | null;
      title?: string | null;
      widgets?: components['schemas']['DashboardWidgetDraftInput'][] | null;
    };
    /** @enum {string} */
    DashboardConfigDraftInputKind: 'CLASSIC' | 'APP';
    DashboardConfigInput: {
      app?: components['schemas']['DashboardAppSourceInput'] | null;
      description?: string | null;
      kind?: components['schemas']['DashboardConfigInputKind'] | null;
      layout?: components['schemas']['DashboardLayoutInput'] | null;
      settings?: {
        [key: string]: unknown;
      } | null;
      theme?: components['schemas']['DashboardThemeInput'] | null;
      title?: string | null;
      widgets?: components['schemas']['DashboardWidgetInput'][] | null;
    };
    /** @enum {string} */
    DashboardConfigInputKind: 'CLASSIC' | 'APP';
    /** @enum {string} */
    DashboardConfigKind: 'CLASSIC' | 'APP';
    /** @enum {string} */
    DashboardDtoStatus: 'draft' | 'published' | 'archived';
    DashboardEmbeddingResponse: {
      allowEmbed: boolean;
      publicId: string;
    };
    DashboardExportJobResponse: {
      /** Format: date-time */
      expiresAt: string;
      jobId: string;
    };
    DashboardExportStatusResponse: {
      contentType?: string | null;
      error?: string | null;
      progress?: number | null;
      status: components['schemas']['DashboardExportStatusResponseStatus'];
    };
    /** @enum {string} */
    DashboardExportStatusResponseStatus: 'pending' | 'processing' | 'completed' | 'failed';
    DashboardFilter: {
      caseSensitive?: unknown;
      endInclusive?: unknown;
      member: string;
      operator?: components['schemas']['DashboardFilterOperator'] | null;
      startInclusive?: unknown;
      value?: string | number | boolean | unknown[] | null;
    };
    DashboardFilterInput: {
      caseSensitive?: unknown;
      endInclusive?: unknown;
      member: string;
      operator?: components['schemas']['DashboardFilterInputOperator'] | null;
      startInclusive?: unknown;
      value?: string | number | boolean | unknown[] | null;
    };
    /** @enum {string} */
    DashboardFilterInputOperator:
      | 'equals'
      | 'not_equals'
      | 'greater_than'
      | 'greater_than_or_equal'
      | 'less_than'
      | 'less_than_or_equal'
      | 'contains'
      | 'not_contains'
      | 'starts_with'
      | 'not_starts_with'
      | 'ends_with'
      | 'not_ends_with'
      | 'is_null'
      | 'is_not_null'
      | 'is_empty'
      | 'is_not_empty'
      | 'between'
      | 'custom';
    /** @enum {string} */
    DashboardFilterOperator:
      | 'equals'
      | 'not_equals'
      | 'greater_than'
      | 'greater_than_or_equal'
      | 'less_than'
      | 'less_than_or_equal'
      | 'contains'
      | 'not_contains'
      | 'starts_with'
      | 'not_starts_with'
      | 'ends_with'
      | 'not_ends_with'
      | 'is_null'
      | 'is_not_null'
      | 'is_empty'
      | 'is_not_empty'
      | 'between'
      | 'custom';
    DashboardLayout: {
      breakpoints?: components['schemas']['DashboardBreakpoints'] | null;
      cols?: components['schemas']['DashboardBreakpointCols'] | null;
      containerPadding?: number[] | null;
      margin?: number[] | null;
      rowHeight?: number | null;
    };
    DashboardLayoutInput: {
      breakpoints?: components['schemas']['DashboardBreakpointsInput'] | null;
      cols?: components['schemas']['DashboardBreakpointColsInput'] | null;
      containerPadding?: number[] | null;
      margin?: number[] | null;
      rowHeight?: number | null;
    };
    DashboardMemberSwitcher: {
      member: string;
      selected: string;
    };
    DashboardMemberSwitcherInput: {
      member: string;
      selected: string;
    };
    DashboardResponsiveLayouts: {
      lg?: components['schemas']['DashboardWidgetPosition'] | null;
      md?: components['schemas']['DashboardWidgetPosition'] | null;
      sm?: components['schemas']['DashboardWidgetPosition'] | null;
      xs?: components['schemas']['DashboardWidgetPosition'] | null;
      xxs?: components['schemas']['DashboardWidgetPosition'] | null;
    };
    DashboardResponsiveLayoutsInput: {
      lg?: components['schemas']['DashboardWidgetPositionInput'] | null;
      md?: components['schemas']['DashboardWidgetPositionInput'] | null;
      sm?: components['schemas']['DashboardWidgetPositionInput'] | null;
      xs?: components['schemas']['DashboardWidgetPositionInput'] | null;
      xxs?: components['schemas']['DashboardWidgetPositionInput'] | null;
    };
    DashboardThemeInput: {
      backgroundColor?: string | null;
      controls?: components['schemas']['ControlThemeSectionInput'] | null;
      dashboard?: components['schemas']['DashboardThemeSectionInput'] | null;
      fontFamily?: string | null;
      primaryColor?: string | null;
      themeId?: string | null;
      widgets?: components['schemas']['WidgetThemeSectionInput'] | null;
    };
    DashboardThemeSectionInput: {
      backgroundColor?: string | null;
      padding?: string | null;
    };
    DashboardTimeGrain: {
      grain: string;
      member: string;
    };
    DashboardTimeGrainInput: {
      grain: string;
      member: string;
    };
    DashboardWidget: {
      config?: {
        [key: string]: unknown;
      } | null;
      id: string;
      position: components['schemas']['DashboardWidgetPosition'];
      responsiveLayouts?: components['schemas']['DashboardResponsiveLayouts'] | null;
      style?: {
        [key: string]: unknown;
      } | null;
      type: components['schemas']['DashboardWidgetDtoType'];
    };
    DashboardWidgetDraftInput: {
      config?: {
        [key: string]: unknown;
      } | null;
      id?: string | null;
      position: components['schemas']['DashboardWidgetPositionInput'];
      responsiveLayouts?: components['schemas']['DashboardResponsiveLayoutsInput'] | null;
      style?: {
        [key: string]: unknown;
      } | null;
      type: components['schemas']['DashboardWidgetDraftInputType'];
    };
    /** @enum {string} */
    DashboardWidgetDraftInputType:
      | 'CHART'
      | 'TEXT'
      | 'FILTER'
      | 'AI'
      | 'TIME_GRAIN'
      | 'FIELD'
      | 'PARENT'
      | 'SPACER'
      | 'DIVIDER'
      | 'CONTAINER';
    /** @enum {string} */
    DashboardWidgetDtoType:
      | 'CHART'
      | 'TEXT'
      | 'FILTER'
      | 'AI'
      | 'TIME_GRAIN'
      | 'FIELD'
      | 'PARENT'
      | 'SPACER'
      | 'DIVIDER'
      | 'CONTAINER';
    DashboardWidgetInput: {
      config?: {
        [key: string]: unknown;
      } | null;
      id: string;
      position: components['schemas']['DashboardWidgetPositionInput'];
      responsiveLayouts?: components['schemas']['DashboardResponsiveLayoutsInput'] | null;
      style?: {
        [key: string]: unknown;
      } | null;
      type: components['schemas']['DashboardWidgetInputType'];
    };
    /** @enum {string} */
    DashboardWidgetInputType:
      | 'CHART'
      | 'TEXT'
      | 'FILTER'
      | 'AI'
      | 'TIME_GRAIN'
      | 'FIELD'
      | 'PARENT'
      | 'SPACER'
      | 'DIVIDER'
      | 'CONTAINER';
    DashboardWidgetPosition: {
      h: number;
      w: number;
      x: number;
      y: number;
    };
    DashboardWidgetPositionInput: {
      h: number;
      w: number;
      x: number;
      y: number;
    };
    DataModelFileContent: {
      content: string;
      path: string;
    };
    DataModelFilePath: {
      path: string;
    };
    DataModelFileRename: {
      newPath: string;
      path: string;
    };
    DataModelValidationError: {
      fileName?: string | null;
      message: string;
    };
    DataModelValidationResponse: {
      branchName: string;
      cubesCount?: number | null;
      deploymentId: number;
      errors: components['schemas']['DataModelValidationError'][];
      mode: components['schemas']['DataModelValidationResponseMode'];
      valid: boolean;
    };
    /** @enum {string} */
    DataModelValidationResponseMode: 'production' | 'dev_mode';
    DataModelWriteResponse: {
      success: boolean;
    };
    DatabricksMetricViewIntegrationConfigurationResponse: {
      deletionPolicy: components['schemas']['DatabricksMetricViewIntegrationConfigurationResponseDeletionPolicy'];
      enabled: boolean;
      selectionMode: components['schemas']['DatabricksMetricViewIntegrationConfigurationResponseSelectionMode'];
      sourceOverrides?: {
        [key: string]: string;
      } | null;
      targetCatalog: string;
      targetNamePrefix?: string | null;
      targetNames?: {
        [key: string]: string;
      } | null;
      targetSchema: string;
      version: components['schemas']['DatabricksMetricViewIntegrationConfigurationResponseVersion'];
      viewNameRegex?: string | null;
      viewNames?: string[] | null;
    };
    /** @enum {string} */
    DatabricksMetricViewIntegrationConfigurationResponseDeletionPolicy: 'retain' | 'delete-managed';
    /** @enum {string} */
    DatabricksMetricViewIntegrationConfigurationResponseSelectionMode: 'all' | 'selected' | 'pattern';
    /** @enum {number} */
    DatabricksMetricViewIntegrationConfigurationResponseVersion: 1;
    DatabricksMetricViewIntegrationResponse: {
      accessTest?: {
        [key: string]: unknown;
      } | null;
      configuration: components['schemas']['DatabricksMetricViewIntegrationConfigurationResponse'];
      configurationVersion: number;
      createdAt: string;
      dataSourceName: string;
      deploymentId: number;
      publicId: string;
      updatedAt: string;
    };
    DatabricksMetricViewPublicationCounts: {
      dimensions: number;
      errors: number;
      joins: number;
      measures: number;
      warnings: number;
    };
    DatabricksMetricViewPublicationDatasetSource: {
      dataSource: string;
      dataset: string;
      originalSource: string;
      resolvedSource: string;
    };
    DatabricksMetricViewPublicationIssue: {
      code: string;
      element?: string | null;
      message: string;
      severity: components['schemas']['DatabricksMetricViewPublicationIssueSeverity'];
      stage: components['schemas']['DatabricksMetricViewPublicationIssueStage'];
    };
    /** @enum {string} */
    DatabricksMetricViewPublicationIssueSeverity: 'ERROR' | 'WARNING';
    /** @enum {string} */
    DatabricksMetricViewPublicationIssueStage:
      | 'INPUT'
      | 'VIEW_PROJECTION'
      | 'OSSIE_VALIDATION'
      | 'OSSIE_TO_DATABRICKS'
      | 'OUTPUT_VALIDATION'
      | 'EXECUTION';
    DatabricksMetricViewPublicationPreviewInput: {
      dataSourceName: string;
      selectionMode: components['schemas']['DatabricksMetricViewPublicationPreviewInputSelectionMode'];
      sourceOverrides?: {
        [key: string]: string;
      } | null;
      targetNames?: {
        [key: string]: string;
      } | null;
      viewNameRegex?: string | null;
      viewNames?: string[] | null;
    };
    /** @enum {string} */
    DatabricksMetricViewPublicationPreviewInputSelectionMode: 'all' | 'selected' | 'pattern';
    DatabricksMetricViewPublicationPreviewResultResponse: {
      buildJobId: number;
      commit?: string | null;
      completedAt: string;
      dataSourceName: string;
      deploymentId: number;
      durationMs: number;
      outcome: components['schemas']['DatabricksMetricViewPublicationPreviewResultResponseOutcome'];
      previewId: string;
      runtime: components['schemas']['DatabricksMetricViewPublicationRuntime'];
      sourceSha256: string;
      version: components['schemas']['DatabricksMetricViewPublicationPreviewResultResponseVersion'];
      views: components['schemas']['DatabricksMetricViewPublicationViewResult'][];
    };
    /** @enum {string} */
    DatabricksMetricViewPublicationPreviewResultResponseOutcome: 'success' | 'partial' | 'failed';
    /** @enum {integer} */
    DatabricksMetricViewPublicationPreviewResultResponseVersion: 2;
    DatabricksMetricViewPublicationPreviewStartResponse: {
      buildJobId: number;
      commit?: string | null;
      dataSourceName: string;
      deploymentId: number;
      previewId: string;
      resultUrl: string;
      reused: boolean;
      status: components['schemas']['DatabricksMetricViewPublicationPreviewStartResponseStatus'];
      statusUrl: string;
    };
    /** @enum {string} */
    DatabricksMetricViewPublicationPreviewStartResponseStatus: 'QUEUED';
    DatabricksMetricViewPublicationPreviewStatusResponse: {
      dataSourceName: string;
      deploymentId: number;
      error?: string | null;
      previewId: string;
      progress: components['schemas']['DatabricksMetricViewPublicationProgress'];
      resultAvailable: boolean;
      startedAt: string;
      status: components['schemas']['DatabricksMetricViewPublicationPreviewStatusResponseStatus'];
      updatedAt: string;
    };
    /** @enum {string} */
    DatabricksMetricViewPublicationPreviewStatusResponseStatus:
      | 'QUEUED'
      | 'RUNNING'
      | 'COMPLETED'
      | 'FAILED'
      | 'CANCELLED';
    DatabricksMetricViewPublicationProgress: {
      message: string;
      percentComplete: number;
      stage: components['schemas']['DatabricksMetricViewPublicationProgressStage'];
    };
    /** @enum {string} */
    DatabricksMetricViewPublicationProgressStage: 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
    DatabricksMetricViewPublicationRuntime: {
      bridgeCommit: string;
      bridgeVersion: string;
      platformConverterVersion: string;
      databricksConverterVersion: string;
      ossieCommit: string;
      ossieCoreVersion: string;
      policyVersion: number;
      runnerVersion: string;
      templateName: string;
    };
    DatabricksMetricViewPublicationViewResult: {
      counts: components['schemas']['DatabricksMetricViewPublicationCounts'];
      cubeViewName: string;
      datasetSources: components['schemas']['DatabricksMetricViewPublicationDatasetSource'][];
      eligibleForPublication: boolean;
      issues: components['schemas']['DatabricksMetricViewPublicationIssue'][];
      metricViewName: string;
      metricViewSha256?: string | null;
      metricViewYaml?: string | null;
      outcome: components['schemas']['DatabricksMetricViewPublicationViewResultOutcome'];
      source?: string | null;
    };
    /** @enum {string} */
    DatabricksMetricViewPublicationViewResultOutcome: 'success' | 'failed';
    DbtGeneratedFileContent: {
      content: string;
      path: string;
    };
    /** @description A cancelled dbt sync. */
    DbtSyncCancelResponse: {
      message: string;
    };
    DbtSyncGeneratedFile: {
      path: string;
    };
    DbtSyncGeneratedFilesListResponse: {
      items: components['schemas']['DbtGeneratedFileContent'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    DbtSyncLogEntriesListResponse: {
      items: components['schemas']['DbtSyncLogEntry'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    DbtSyncLogEntry: {
      durationMs?: number | null;
      level: string;
      message: string;
      phase?: string | null;
      /** @description An open set: `system` today. */
      stream: string;
      timestamp: string;
    };
    DbtSyncManifestStats: {
      macros: number;
      models: number;
      sources: number;
    };
    /** @description Progress of a dbt sync, for display only. */
    DbtSyncProgress: {
      /** @description What the sync is doing now. */
      message?: string | null;
      /** @description A rough percentage derived from the stage, for display only: gate on the status, never on this. */
      percentComplete: number;
      /** @description The current stage, from the same values as the status. */
      stage: string;
    };
    /** @description A started dbt sync job. */
    DbtSyncResponse: {
      branchName: string;
      syncJobId: string;
      workflowId: string;
    };
    /** @description What a finished dbt sync produced. */
    DbtSyncResultResponse: {
      completedAt: string;
      cubeCount: number;
      durationMs: number;
      generatedFiles: components['schemas']['DbtSyncGeneratedFile'][];
      manifestStats: components['schemas']['DbtSyncManifestStats'];
      syncJobId: string;
    };
    /** @description One dbt sync run, as the run list shows it. */
    DbtSyncRun: {
      branchName: string;
      completedAt?: string | null;
      deploymentId: number;
      durationMs?: number | null;
      errorMessage?: string | null;
      failedPhase?: string | null;
      gitRef?: string | null;
      lastStage?: string | null;
      phases?: components['schemas']['DbtSyncRunPhase'][] | null;
      /** @description Where the sync got its dbt metadata: `git` or `manifest`. */
      source: string;
      startedAt: string;
      stats?: components['schemas']['DbtSyncRunStats'] | null;
      /** @description `RUNNING`, `COMPLETED`, `FAILED`, `CANCELLED` or `UNKNOWN` (outcome lost). An open string: treat any other value as still running. */
      status: string;
      syncJobId: string;
      /** @description What started the sync: `manual`, `api`, `webhook`, `agent` or `unknown`. */
      trigger: string;
      triggerContext?: components['schemas']['DbtSyncRunTriggerContext'] | null;
      userId?: number | null;
    };
    DbtSyncRunListResponse: {
      items: components['schemas']['DbtSyncRun'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    DbtSyncRunPhase: {
      durationMs: number;
      outcome: string;
      phase: string;
      startedOffsetMs: number;
    };
    DbtSyncRunStats: {
      cubeCount?: number | null;
      dbtVersion?: string | null;
      generatedFileCount?: number | null;
      macros?: number | null;
      manifestGeneratedAt?: string | null;
      models?: number | null;
      sources?: number | null;
    };
    DbtSyncRunTriggerContext: {
      headSha?: string | null;
      pushedBranch?: string | null;
      targetBranch?: string | null;
    };
    /** @enum {string} */
    DbtSyncRunsQueryStatus: 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'UNKNOWN';
    /** @enum {string} */
    DbtSyncRunsQueryTrigger: 'manual' | 'api' | 'webhook' | 'agent' | 'unknown';
    /** @description The status of a dbt sync job. */
    DbtSyncStatusResponse: {
      /** @description Why the sync stopped; only with `FAILED`. */
      error?: string | null;
      progress: components['schemas']['DbtSyncProgress'];
      /** @description The state of the sync. Known values: `INITIALIZING`, `CREATING_SANDBOX`, `UPLOADING_PROJECT`, `INSTALLING_DEPENDENCIES`, `RUNNING_DBT_DEPS`, `COMPILING_DBT`, `PROCESSING_MANIFEST`, `WRITING_CUBE_FILES`, `FINALIZING` (running), `COMPLETED` and `FAILED` (the only terminal values). An open string: any other value means still running. */
      status: string;
      syncJobId: string;
      /** @description When the status last changed (ISO 8601). */
      updatedAt: string;
    };
    Deployment: {
      creationStep: components['schemas']['CreationStep'];
      deploymentUrl: string;
      id: number;
      name: string;
    };
    DeploymentDeleteResponse: {
      success: boolean;
    };
    DeploymentEnvironment: {
      api_credentials: components['schemas']['DeploymentEnvironmentApiCredential'][];
      branch?: string | null;
      id: string;
      type: components['schemas']['DeploymentEnvironmentType'];
      user?: string | null;
    };
    DeploymentEnvironmentApiCredential: {
      database?: string | null;
      host?: string | null;
      port?: number | null;
      type: components['schemas']['DeploymentEnvironmentApiCredentialType'];
      url?: string | null;
      version: number;
    };
    /** @enum {string} */
    DeploymentEnvironmentApiCredentialType: 'rest' | 'sql';
    DeploymentEnvironmentToken: {
      created_at: string;
      expires_at: string;
      security_context: {
        [key: string]: unknown;
      };
      token: string;
    };
    DeploymentEnvironmentTokenResponse: {
      data: components['schemas']['DeploymentEnvironmentToken'];
    };
    DeploymentEnvironmentTokensListResponse: {
      /** @deprecated */
      data: components['schemas']['DeploymentEnvironmentToken'][];
      items: components['schemas']['DeploymentEnvironmentToken'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
      /** @deprecated */
      pagination?: components['schemas']['DeploymentsPagination'] | null;
    };
    /** @enum {string} */
    DeploymentEnvironmentType: 'production' | 'staging' | 'development';
    DeploymentEnvironmentsListResponse: {
      /** @deprecated */
      data: components['schemas']['DeploymentEnvironment'][];
      items: components['schemas']['DeploymentEnvironment'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
      /** @deprecated */
      pagination?: components['schemas']['DeploymentsPagination'] | null;
    };
    DeploymentLogLine: {
      date: string;
      message: string;
      pod: string;
    };
    /** @enum {string} */
    DeploymentLogsQueryContainer: 'INIT' | 'MAIN' | 'cubejs-server' | 'vector' | 'api-proxy';
    /** @enum {string} */
    DeploymentLogsQuerySource: 'production' | 'dev';
    DeploymentLogsResponse: {
      items: components['schemas']['DeploymentLogLine'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    DeploymentPod: {
      containers?: string[] | null;
      name: string;
      ready?: boolean | null;
      restartCount?: number | null;
      status?: string | null;
      type?: string | null;
    };
    DeploymentPodsResponse: {
      items: components['schemas']['DeploymentPod'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    /** @description Every setting of a deployment, secrets excepted. */
    DeploymentSettings: {
      autoDomain?: string | null;
      cloudProvider: components['schemas']['DeploymentSettingsCloudProvider'];
      creationMethod?: components['schemas']['DeploymentSettingsCreationMethod'] | null;
      creationStep: components['schemas']['CreationStep'];
      cspsConfig?: components['schemas']['CspsConfig'] | null;
      platformImageCloud?: string | null;
      platformImageVersion?: string | null;
      customDomain?: string | null;
      defaultLaunchpadViewGroup?: string | null;
      deployBranchMergeAllowed: boolean;
      deployBranchName: string;
      deployBranchReadOnly: boolean;
      deployMode?: components['schemas']['DeploymentSettingsDeployMode'] | null;
      deployProjectRoot: string;
      deploymentUrl: string;
      id: number;
      isCold?: boolean | null;
      isPlatformSqlEnabled: boolean;
      isManaged?: boolean | null;
      isSupportPreAggregations: boolean;
      launchpadTabs?: string[] | null;
      name: string;
      region?: string | null;
      releaseChannel: components['schemas']['DeploymentSettingsReleaseChannel'];
      releaseChannelVersion?: string | null;
      releaseChannelVersionHold?: boolean | null;
      repoType?: components['schemas']['DeploymentSettingsRepoType'] | null;
      targetPlatform?: string | null;
      template: components['schemas']['DeploymentSettingsTemplate'];
      templateVariables?: {
        [key: string]: unknown;
      } | null;
    };
    /** @enum {string} */
    DeploymentSettingsCloudProvider: 'cubecloud' | 'aws' | 'gcp';
    /** @enum {string} */
    DeploymentSettingsCreationMethod: 'upload' | 'cubecloud' | 'github' | 'ssh';
    /** @enum {string} */
    DeploymentSettingsDeployMode: 'git' | 'cli';
    /** @enum {string} */
    DeploymentSettingsReleaseChannel: 'latest' | 'release';
    /** @enum {string} */
    DeploymentSettingsRepoType: 'git' | 'deployRepo';
    /** @enum {string} */
    DeploymentSettingsTemplate: 'single' | 'simpleCluster' | 'multiCluster';
    DeploymentTokenResponse: {
      platformApiToken: string;
    };
    DeploymentVersion: {
      isCurrent: boolean;
      isLatestInChannel: boolean;
      releaseChannel: components['schemas']['DeploymentVersionReleaseChannel'];
      releaseChannelVersion: string;
      version: string;
    };
    /** @enum {string} */
    DeploymentVersionReleaseChannel: 'latest' | 'release';
    DeploymentVersionsResponse: {
      items: components['schemas']['DeploymentVersion'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    DeploymentsListResponse: {
      /** @deprecated */
      count?: number | null;
      /** @deprecated */
      data: components['schemas']['Deployment'][];
      items: components['schemas']['Deployment'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
      /** @deprecated */
      pagination: components['schemas']['DeploymentsPagination'];
      /** @deprecated */
      totalCount?: number | null;
    };
    DeploymentsPagination: {
      limit: number;
      offset: number;
      total: number;
    };
    DevBranchResponse: {
      active: boolean;
      branchName?: string | null;
      parentBranch?: string | null;
    };
    DisconnectReportFromWorkbookInput: {
      anchorCell?: string | null;
      externalWorkbookId?: string | null;
      placementId?: string | null;
      resultLocation?: string | null;
      sheetId?: string | null;
      sheetName?: string | null;
    };
    DuplicateWorkbookInput: {
      shared?: boolean | null;
    };
    EmbedAccessAllEmbedUsers: {
      action: components['schemas']['EmbedAccessAllEmbedUsersAction'];
      enabled: boolean;
      groupId?: number | null;
    };
    /** @enum {string} */
    EmbedAccessAllEmbedUsersAction: 'read' | 'none';
    EmbedAccessResponse: {
      allEmbedUsers: components['schemas']['EmbedAccessAllEmbedUsers'];
      allowEmbed: boolean;
      tenants: components['schemas']['EmbedAccessTenantEntry'][];
    };
    EmbedAccessTenantEntry: {
      action: components['schemas']['EmbedAccessTenantEntryAction'];
      embedTenantName: string;
      groupId: number;
    };
    /** @enum {string} */
    EmbedAccessTenantEntryAction: 'read' | 'none';
    EmbedDashboardCommentDto: {
      body: string;
      createdAt: string;
      dashboardId: string;
      editedAt?: string | null;
      id: number;
      isOwn: boolean;
      removedAt?: string | null;
      userId?: number | null;
    };
    EmbedDashboardCommentThreadDto: {
      replies: components['schemas']['EmbedDashboardCommentDto'][];
      resolvedAt?: string | null;
      resolvedBy?: number | null;
      root: components['schemas']['EmbedDashboardCommentDto'];
    };
    EmbedDashboardCommentThreadsListResponse: {
      items: components['schemas']['EmbedDashboardCommentThreadDto'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    EmbedGroupMemberInput: {
      /** @description Give this or `externalId`. */
      embedUserId?: number | null;
      /** @description Give this or `embedUserId`. */
      externalId?: string | null;
    };
    EmbedGroupMembersInput: {
      members: components['schemas']['EmbedGroupMemberInput'][];
    };
    EmbedGroupMembersMutationResponse: {
      addedMembers: components['schemas']['EmbedUser'][];
      unchangedMembers: components['schemas']['EmbedUser'][];
    };
    EmbedMentionableUserDto: {
      email?: string | null;
      firstName?: string | null;
      id: number;
      username: string;
    };
    EmbedMentionableUsersListResponse: {
      items: components['schemas']['EmbedMentionableUserDto'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    EmbedPythonFilteredRunInput: {
      reportId: number;
      reportVersionId: number;
      sqlQuery: string;
    };
    /** @description Per-session overrides of the embed's behaviour; an omitted key keeps the default. */
    EmbedSessionSettings: {
      allowAi?: boolean | null;
      allowChatWorkspaceAuthoring?: boolean | null;
      locale?: string | null;
      showAiWidgets?: boolean | null;
      showDashboardChat?: boolean | null;
      showDashboardSettings?: boolean | null;
      showGroupByCube?: boolean | null;
      showMemberNames?: boolean | null;
      showWorkbookChat?: boolean | null;
      showWorkbookShare?: boolean | null;
      timezone?: string | null;
    };
    EmbedSettings: {
      allowAi?: boolean | null;
      enableDashboardComments?: boolean | null;
      locale?: string | null;
      showAiWidgets?: boolean | null;
      showDashboardChat?: boolean | null;
      showWorkbookChat?: boolean | null;
      timezone?: string | null;
    };
    EmbedTenant: {
      createdAt?: string | null;
      displayName?: string | null;
      id: number;
      name: string;
      userCount: number;
    };
    EmbedTenantProfile: {
      displayName?: string | null;
    };
    /** @enum {string} */
    EmbedTenantWorkbooksListQueryAccessSource: 'tenant' | 'allEmbedUsers' | 'folder';
    EmbedTenantWorkbooksListResponse: {
      items: components['schemas']['Workbook'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    EmbedTenantsPublicResponse: {
      items: components['schemas']['EmbedTenant'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    /** @description The theme of an embed session. */
    EmbedTheme: {
      analyticsChat?: components['schemas']['EmbedThemeAnalyticsChat'] | null;
      chat?: components['schemas']['EmbedThemeChat'] | null;
      font?: string | null;
      primaryColor?: string | null;
    };
    EmbedThemeAnalyticsChat: {
      backgroundColor?: string | null;
      chatInput?: components['schemas']['EmbedThemeAnalyticsChatInput'] | null;
    };
    EmbedThemeAnalyticsChatInput: {
      backgroundColor?: string | null;
      borderColor?: string | null;
    };
    EmbedThemeChat: {
      inputColor?: string | null;
    };
    EmbedUser: {
      createdAt?: string | null;
      email?: string | null;
      externalId?: string | null;
      firstName?: string | null;
      id: number;
      lastLogin?: string | null;
      username: string;
    };
    EmbedUserProfile: {
      displayName?: string | null;
      /** Format: url */
      picture?: string | null;
    };
    EmbedUsersPublicResponse: {
      items: components['schemas']['EmbedUser'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    EnvVariableItem: {
      name: string;
      value: string;
    };
    EnvVariablesListResponse: {
      /** @deprecated */
      data: components['schemas']['EnvVariableItem'][];
      items: components['schemas']['EnvVariableItem'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    ExportSubjectInput: {
      email?: string | null;
      embedTenantName?: string | null;
      externalId?: string | null;
      groups?: string[] | null;
      securityContext?: {
        [key: string]: unknown;
      } | null;
      type: components['schemas']['ExportSubjectInputType'];
      userAttributes?: components['schemas']['UserAttributeInput'][] | null;
      userId?: number | null;
    };
    /** @enum {string} */
    ExportSubjectInputType: 'USER' | 'EMBED_USER';
    FileHash: {
      hash: string;
    };
    FillMissingRows: {
      excludedDimensions?: string[] | null;
      member: string;
    };
    FinishUploadBody: {
      /** @default true */
      autoRemoveFiles: boolean | null;
      /** @default true */
      awaitGitOperations: boolean | null;
      commitMessage?: string | null;
      files: {
        [key: string]: unknown;
      };
      transaction: components['schemas']['UploadTransaction'];
    };
    FinishUploadResponse: {
      lastHash?: string | null;
    };
    /** @description A workspace folder. */
    Folder: {
      createdAt: string;
      createdBy?: number;
      deploymentId: number;
      folderPath?: components['schemas']['WorkspaceFolderPathEntry'][];
      id: number;
      name: string;
      parentId?: number | null;
      position: number;
      type: components['schemas']['FolderDtoType'];
      updatedAt: string;
      updatedBy?: number | null;
      user?: components['schemas']['ResourceOwner'] | null;
    };
    /** @enum {string} */
    FolderDtoType: 'FOLDER' | 'WORKBOOK' | 'REPORT';
    /** @description A page of folders. */
    FoldersListResponse: {
      /** @deprecated */
      count?: number | null;
      /** @deprecated */
      data: components['schemas']['Folder'][];
      items: components['schemas']['Folder'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    /** @description A signed embed token. */
    GenerateEmbedTokenResponse: {
      token: string;
    };
    /** @description The embed session generation request. */
    GenerateSession: {
      branchName?: string | null;
      creatorMode?: boolean | null;
      /** @description The deployment the session is for. */
      deploymentId: number;
      email?: string | null;
      embedTenantName?: string | null;
      embedTenantProfile?: components['schemas']['EmbedTenantProfile'] | null;
      embedTheme?: components['schemas']['EmbedTheme'] | null;
      externalId?: string | null;
      /**
       * @deprecated
       * @description Ignored.
       */
      groupDefinitions?: components['schemas']['GroupDefinition'][] | null;
      /** @description Account-wide groups, for data-model access control; they must exist. */
      groups?: string[] | null;
      internalId?: string | null;
      isEphemeral?: boolean | null;
      publicDashboardId?: string | null;
      roles?: string[] | null;
      securityContext?: {
        [key: string]: unknown;
      } | null;
      settings?: components['schemas']['EmbedSessionSettings'] | null;
      /** @description Creates or updates the groups `tenantGroups` names. */
      tenantGroupDefinitions?: components['schemas']['GroupDefinition'][] | null;
      /** @description Groups of the embed tenant, for sharing content; needs `creatorMode` and `embedTenantName`. */
      tenantGroups?: string[] | null;
      userAttributeDefinitions?: components['schemas']['UserAttributeDefinition'][] | null;
      userAttributes?: components['schemas']['UserAttributeInput'][] | null;
      userProfile?: components['schemas']['EmbedUserProfile'] | null;
    };
    /** @description A generated embed session, to exchange for an embed token. */
    GenerateSessionResponse: {
      sessionId: string;
    };
    /** @enum {string} */
    GetDeploymentEnvironmentsQueryType: 'production' | 'staging' | 'development';
    /** @enum {string} */
    GetReportsQuerySortBy: 'name' | 'createdAt' | 'updatedAt' | 'lastViewedAt';
    /** @enum {string} */
    GetReportsQuerySortDirection: 'ASC' | 'DESC';
    /** @enum {string} */
    GetUserAttributesQueryType: 'string' | 'number' | 'boolean' | 'string_array' | 'number_array';
    /** @enum {string} */
    GetWorkspaceObjectsQueryOrderByDirection: 'ASC' | 'DESC';
    /** @enum {string} */
    GetWorkspaceObjectsQueryOrderByField: 'updated_at' | 'created_at' | 'name' | 'viewer_last_viewed_at';
    GitHubBranchResponse: {
      isDefault: boolean;
      name: string;
    };
    GitHubBranchesListResponse: {
      /** @deprecated */
      data: components['schemas']['GitHubBranchResponse'][];
      items: components['schemas']['GitHubBranchResponse'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    GitHubConnectStatusResponse: {
      connected: boolean;
      linkUrl: string;
      settingsUrl: string;
    };
    GitHubInstallationResponse: {
      avatarUrl: string;
      id: string;
      installationId: string;
      login: string;
    };
    GitHubInstallationsListResponse: {
      /** @deprecated */
      data: components['schemas']['GitHubInstallationResponse'][];
      items: components['schemas']['GitHubInstallationResponse'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    GitHubRepoResponse: {
      htmlUrl: string;
      id: number;
      name: string;
    };
    GitHubReposListResponse: {
      /** @deprecated */
      data: components['schemas']['GitHubRepoResponse'][];
      items: components['schemas']['GitHubRepoResponse'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    GroupDefinition: {
      description?: string | null;
      name: string;
    };
    LocalizedValue: {
      locale: string;
      value: string;
    };
    MergeIntoParentBranchRequest: {
      branchId?: number;
      branchName?: string;
      deleteBranch?: boolean | null;
      message?: string | null;
      squashCommits?: boolean | null;
      switchToParentBranch?: boolean | null;
    };
    MergeResponse: {
      branchDeleted: boolean;
      merged: boolean;
    };
    MergeToDefaultBranchRequest: {
      branchId?: number;
      branchName?: string;
      message: string;
      removeBranchAfterMerge?: boolean | null;
    };
    MoveWorkspaceObjectInput: {
      folderId?: number | null;
      id: number;
      type: components['schemas']['MoveWorkspaceObjectInputType'];
    };
    /** @enum {string} */
    MoveWorkspaceObjectInputType: 'FOLDER' | 'WORKBOOK' | 'REPORT';
    NotificationDto: {
      cronExpression: string;
      dashboardId: number;
      deploymentId: number;
      filters?: components['schemas']['DashboardFilter'][] | null;
      humanReadableSchedule: string;
      id: number;
      isEnabled: boolean;
      memberSwitchers?: components['schemas']['DashboardMemberSwitcher'][] | null;
      notificationAiSummary: boolean;
      notificationEnabled: boolean;
      notificationFormat: string;
      timeGrains?: components['schemas']['DashboardTimeGrain'][] | null;
      timezone: string;
    };
    NotificationRecipient: {
      channelId?: string | null;
      channelName?: string | null;
      email?: string | null;
      embedTenantName?: string | null;
      embedUserId?: number | null;
      externalId?: string | null;
      type: components['schemas']['NotificationRecipientType'];
      userId?: number | null;
      username?: string | null;
    };
    NotificationRecipientInput: {
      channelId?: string | null;
      channelName?: string | null;
      email?: string | null;
      embedTenantName?: string | null;
      externalId?: string | null;
      groups?: string[] | null;
      securityContext?: {
        [key: string]: unknown;
      } | null;
      type: components['schemas']['NotificationRecipientInputType'];
      userAttributes?: components['schemas']['UserAttributeInput'][] | null;
      userId?: number | null;
    };
    /** @enum {string} */
    NotificationRecipientInputType: 'USER' | 'EMBED_USER' | 'SLACK';
    /** @enum {string} */
    NotificationRecipientType: 'USER' | 'EMBED_USER' | 'SLACK';
    NotificationRecipientsListResponse: {
      items: components['schemas']['NotificationRecipient'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    NotificationRecipientsMutationResponse: {
      createdRecipients: components['schemas']['NotificationRecipient'][];
      unchangedRecipients: components['schemas']['NotificationRecipient'][];
      updatedRecipients: components['schemas']['NotificationRecipient'][];
    };
    NotificationsListResponse: {
      items: components['schemas']['NotificationDto'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    OAuthIntegration: {
      /** Format: url */
      authUrl: string;
      clientId: string;
      config?: {
        [key: string]: unknown;
      } | null;
      createdAt: string;
      id: number;
      name: string;
      /** Format: url */
      redirectUri: string;
      scopes?: unknown[] | null;
      /** Format: url */
      tokenUrl: string;
      type: string;
      updatedAt: string;
    };
    OidcTokenConfig: {
      audience: string;
      audienceType: string;
      createdAt: string;
      customClaims?: {
        [key: string]: unknown;
      } | null;
      id: number;
      isEnabled: boolean;
      name: string;
      subFormat?: string | null;
      targetEnvVar?: string | null;
      updatedAt: string;
    };
    /** @description Where a page of a cursor list ends and starts. */
    PageInfo: {
      endCursor?: string | null;
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor?: string | null;
    };
    PeriodComparison: {
      measure: string;
      offset: components['schemas']['PeriodComparisonOffset'];
      outputs?: string[] | null;
      timeDimension: string;
    };
    PeriodComparisonOffset: {
      amount: number;
      unit: string;
    };
    PivotItems: {
      columns: string[];
      displayScale?: components['schemas']['PivotItemsDisplayScale'] | null;
      filters: string[];
      measures: string[];
      measuresAxis?: components['schemas']['PivotItemsMeasuresAxis'] | null;
      measuresPosition?: components['schemas']['PivotItemsMeasuresPosition'] | null;
      rows: string[];
      showAppliedFilters?: boolean | null;
      showColumnTotals?: boolean | null;
      showRowTotals?: boolean | null;
    };
    /** @enum {string} */
    PivotItemsDisplayScale: 'model' | 'absolute' | 'thousands' | 'millions' | 'billions';
    PivotItemsInput: {
      columns: string[];
      displayScale?: components['schemas']['PivotItemsInputDisplayScale'] | null;
      filters: string[];
      measures: string[];
      measuresAxis?: components['schemas']['PivotItemsInputMeasuresAxis'] | null;
      measuresPosition?: components['schemas']['PivotItemsInputMeasuresPosition'] | null;
      rows: string[];
      showAppliedFilters?: boolean | null;
      showColumnTotals?: boolean | null;
      showRowTotals?: boolean | null;
    };
    /** @enum {string} */
    PivotItemsInputDisplayScale: 'model' | 'absolute' | 'thousands' | 'millions' | 'billions';
    /** @enum {string} */
    PivotItemsInputMeasuresAxis: 'columns' | 'rows';
    /** @enum {string} */
    PivotItemsInputMeasuresPosition: 'before' | 'after';
    /** @enum {string} */
    PivotItemsMeasuresAxis: 'columns' | 'rows';
    /** @enum {string} */
    PivotItemsMeasuresPosition: 'before' | 'after';
    Policy: {
      actions: (
        | 'All'
        | 'DeploymentsManage'
        | 'DeploymentCreate'
        | 'DeploymentRead'
        | 'DeploymentUpdate'
        | 'DeploymentDelete'
        | 'SecretsManage'
        | 'DownloadData'
        | 'PlaygroundRead'
        | 'SchemaRead'
        | 'SchemaUpdate'
        | 'SchemaUpdateDevBranches'
        | 'APMRead'
        | 'ChatHistoryRead'
        | 'PreAggregationBuild'
        | 'AlertsCreate'
        | 'AlertsRead'
        | 'AlertsUpdate'
        | 'AlertsDelete'
        | 'AuditLogManage'
        | 'BillingRead'
        | 'SqlRunnerRead'
        | 'DataAssetsRead'
        | 'DataAssetsManage'
        | 'CubeNetworkConnect'
        | 'ReportRead'
        | 'ReportEdit'
        | 'ReportManage'
        | 'WorkbookManage'
        | 'WorkbookRead'
        | 'WorkbookEdit'
        | 'ChatThreadRead'
        | 'AgentManage'
        | 'AgentRead'
        | 'AgentSpaceManage'
        | 'AgentAdmin'
        | 'DeploymentAgentRead'
        | 'OAuthIntegrationsManage'
        | 'OAuthIntegrationsIssueTokens'
        | 'McpToolsManage'
        | 'AIBIDevelop'
        | 'AIBIExplore'
        | 'AIBIView'
        | 'ChartPalettesManage'
        | 'DashboardThemesManage'
        | 'AIBIDeveloper'
        | 'AIBIUser'
        | 'AIBIViewer'
        | 'EmbedDeploymentRead'
        | 'EmbedDashboardRead'
        | 'FolderRead'
        | 'FolderEdit'
        | 'FolderManage'
      )[];
      resourceType: components['schemas']['PolicyResourceType'];
      resources: string[];
    };
    /** @enum {string} */
    PolicyResourceType:
      | 'Global'
      | 'Deployment'
      | 'Report'
      | 'ReportFolder'
      | 'Agent'
      | 'AgentSpace'
      | 'Workbook'
      | 'Dashboard'
      | 'Folder'
      | 'ChatThread';
    /** @description The session to exchange for an embed token. */
    PostTokenBySessionIdInput: {
      sessionId: string;
    };
    ProvisionEmbedUserFailure: {
      error: components['schemas']['BulkActionError'];
      externalId: string;
    };
    ProvisionEmbedUserInput: {
      /** Format: email */
      email?: string | null;
      externalId: string;
      groups?: string[] | null;
      tenantGroups?: string[] | null;
      userProfile?: components['schemas']['EmbedUserProfile'] | null;
    };
    ProvisionEmbedUsersInput: {
      users: components['schemas']['ProvisionEmbedUserInput'][];
    };
    ProvisionEmbedUsersResponse: {
      failed: components['schemas']['ProvisionEmbedUserFailure'][];
      succeeded: components['schemas']['EmbedUser'][];
    };
    PublishDashboardInput: {
      allowEmbed?: boolean | null;
      config?: components['schemas']['DashboardConfigInput'] | null;
      dashboardId?: number | null;
      description?: string | null;
      title?: string | null;
      workbookId: number;
    };
    PullRequest: {
      branchName: string;
    };
    PullResponse: {
      buildTriggered: boolean;
    };
    PythonAnalysisFilteredRun: {
      at: string;
      executionError?: string | null;
      inputRowCount: number;
      outputData?: unknown;
      stderr: string;
      stdout: string;
    };
    RefreshReportInput: {
      anchorCell?: string | null;
      externalWorkbookId?: string | null;
      placementId?: string | null;
      resultChecksum?: components['schemas']['ReportPlacementResultChecksumInput'] | null;
      resultLocation?: string | null;
      sheetId?: string | null;
      sheetName?: string | null;
    };
    RegionResponse: {
      id: number;
      isDedicated?: boolean | null;
      isHybrid?: boolean | null;
      isPublic?: boolean | null;
      name: string;
      provider?: string | null;
      title?: string | null;
      useAiEngineer?: boolean | null;
    };
    RegionsListResponse: {
      /** @deprecated */
      data: components['schemas']['RegionResponse'][];
      items: components['schemas']['RegionResponse'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    RemoveDataModelFilesInput: {
      branchId?: number;
      branchName?: string;
      files: components['schemas']['DataModelFilePath'][];
    };
    RemoveNotificationRecipientInput: {
      embedTenantName?: string | null;
      id: number | string;
      type: components['schemas']['RemoveNotificationRecipientInputType'];
    };
    /** @enum {string} */
    RemoveNotificationRecipientInputType: 'USER' | 'EMBED_USER' | 'SLACK';
    RemoveNotificationRecipientsInput: {
      recipients: components['schemas']['RemoveNotificationRecipientInput'][];
    };
    RenameDataModelFilesInput: {
      branchId?: number;
      branchName?: string;
      files: components['schemas']['DataModelFileRename'][];
    };
    /** @description A report. */
    Report: {
      canEdit?: boolean | null;
      canManage?: boolean | null;
      createdAt: string;
      createdBy?: number;
      currentQueryChecksum?: string | null;
      deploymentId: number;
      description?: string | null;
      endResultCell?: string | null;
      externalWorkbookId?: string | null;
      externalWorkbookPlacements?: components['schemas']['ReportPlacement'][] | null;
      folderId?: number | null;
      folderPath?: components['schemas']['WorkspaceFolderPathEntry'][];
      id: number;
      jsonQuery?: string | null;
      meta?: {
        [key: string]: unknown;
      } | null;
      name: string;
      pivotItems?: components['schemas']['PivotItems'] | null;
      publicId: string;
      refreshedBy?: number | null;
      refreshedByUser: components['schemas']['ResourceOwner'];
      resultLocation?: string | null;
      rolesWithAccess?: components['schemas']['RoleWithAccess'][] | null;
      source?: components['schemas']['ReportDtoSource'] | null;
      sqlQuery?: string | null;
      title?: string | null;
      type: components['schemas']['ReportDtoType'];
      updatedAt: string;
      user: components['schemas']['ResourceOwner'];
      userId: number;
      version?: number | null;
      workbookId?: number | null;
    };
    /** @enum {string} */
    ReportDtoSource: 'GOOGLE_SHEETS' | 'EXCEL' | 'PLAYGROUND' | 'D3';
    /** @enum {string} */
    ReportDtoType: 'FOLDER' | 'WORKBOOK' | 'REPORT';
    ReportPlacement: {
      anchorCell?: string | null;
      endResultCell?: string | null;
      host?: components['schemas']['ReportPlacementHost'] | null;
      id?: string | null;
      placedAt?: string | null;
      placedByUserId?: number | null;
      queryChecksum?: string | null;
      refreshedAt?: string | null;
      refreshedByUserId?: number | null;
      resultChecksum?: components['schemas']['ReportPlacementResultChecksum'] | null;
      resultLocation: string;
      sheetId?: string | null;
      sheetName?: string | null;
      syncStatus?: components['schemas']['ReportPlacementSyncStatus'] | null;
      workbookId: string;
      workbookName?: string | null;
    };
    /** @enum {string} */
    ReportPlacementHost: 'GOOGLE_SHEETS' | 'EXCEL';
    ReportPlacementResultChecksum: {
      chunks: components['schemas']['ReportPlacementResultChunk'][];
      v: number;
    };
    ReportPlacementResultChecksumInput: {
      chunks: components['schemas']['ReportPlacementResultChunkInput'][];
      v: number;
    };
    ReportPlacementResultChunk: {
      from: number;
      hash: string;
      /** @deprecated */
      to?: number | null;
    };
    ReportPlacementResultChunkInput: {
      from: number;
      hash: string;
      /** @deprecated */
      to?: number | null;
    };
    /** @enum {string} */
    ReportPlacementSyncStatus: 'UP_TO_DATE' | 'CHANGED' | 'UNKNOWN';
    ReportSnapshot: {
      description?: string | null;
      fillMissingRows?: components['schemas']['FillMissingRows'] | null;
      id: number;
      isSourceReport?: boolean | null;
      kind?: components['schemas']['ReportSnapshotDtoKind'] | null;
      meta?: {
        [key: string]: unknown;
      } | null;
      name?: string | null;
      periodComparisons?: components['schemas']['PeriodComparison'][] | null;
      preferences?: components['schemas']['ReportSnapshotPreferences'] | null;
      pythonCode?: string | null;
      reportId: number;
      spec?:
        | string
        | {
            [key: string]: unknown;
          }
        | null;
      sqlQuery?: string | null;
      title?: string | null;
      versionNumber: number;
    };
    /** @enum {string} */
    ReportSnapshotDtoKind: 'vega' | 'table' | 'kpi' | 'html' | 'map' | 'sankey';
    ReportSnapshotPreferences: {
      columnFormats?: {
        [key: string]: components['schemas']['ColumnFormatOverride'];
      } | null;
    };
    /** @description A page of reports. */
    ReportsListResponse: {
      /** @deprecated */
      count?: number | null;
      /** @deprecated */
      data: components['schemas']['Report'][];
      items: components['schemas']['Report'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    ResourceOwner: {
      email: string;
      firstName?: string | null;
      id: number;
      picture?: string | null;
    };
    /** @description The embed session to revoke. */
    RevokeEmbedSessionInput: {
      /** @description The `sessionId` `generateSession` answered, exchanged or not. */
      sessionId: string;
    };
    Role: {
      description?: string | null;
      id: number;
      name: string;
      policies: components['schemas']['Policy'][];
    };
    RoleCreateBody: {
      description?: string | null;
      name: string;
      policies: components['schemas']['Policy'][];
    };
    RoleUpdateBody: {
      description?: string | null;
      name?: string;
      policies?: components['schemas']['Policy'][];
    };
    RoleWithAccess: {
      actions: (
        | 'All'
        | 'DeploymentsManage'
        | 'DeploymentCreate'
        | 'DeploymentRead'
        | 'DeploymentUpdate'
        | 'DeploymentDelete'
        | 'SecretsManage'
        | 'DownloadData'
        | 'PlaygroundRead'
        | 'SchemaRead'
        | 'SchemaUpdate'
        | 'SchemaUpdateDevBranches'
        | 'APMRead'
        | 'ChatHistoryRead'
        | 'PreAggregationBuild'
        | 'AlertsCreate'
        | 'AlertsRead'
        | 'AlertsUpdate'
        | 'AlertsDelete'
        | 'AuditLogManage'
        | 'BillingRead'
        | 'SqlRunnerRead'
        | 'DataAssetsRead'
        | 'DataAssetsManage'
        | 'CubeNetworkConnect'
        | 'ReportRead'
        | 'ReportEdit'
        | 'ReportManage'
        | 'WorkbookManage'
        | 'WorkbookRead'
        | 'WorkbookEdit'
        | 'ChatThreadRead'
        | 'AgentManage'
        | 'AgentRead'
        | 'AgentSpaceManage'
        | 'AgentAdmin'
        | 'DeploymentAgentRead'
        | 'OAuthIntegrationsManage'
        | 'OAuthIntegrationsIssueTokens'
        | 'McpToolsManage'
        | 'AIBIDevelop'
        | 'AIBIExplore'
        | 'AIBIView'
        | 'ChartPalettesManage'
        | 'DashboardThemesManage'
        | 'AIBIDeveloper'
        | 'AIBIUser'
        | 'AIBIViewer'
        | 'EmbedDeploymentRead'
        | 'EmbedDashboardRead'
        | 'FolderRead'
        | 'FolderEdit'
        | 'FolderManage'
      )[];
      id: number;
      name: string;
    };
    RolesListResponse: {
      items: components['schemas']['Role'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    SaveDatabricksMetricViewIntegrationInput: {
      deletionPolicy?: components['schemas']['SaveDatabricksMetricViewIntegrationInputDeletionPolicy'];
      enabled: boolean;
      expectedConfigurationVersion: number;
      selectionMode: components['schemas']['SaveDatabricksMetricViewIntegrationInputSelectionMode'];
      sourceOverrides?: {
        [key: string]: string;
      };
      targetCatalog: string;
      targetNamePrefix?: string;
      targetNames?: {
        [key: string]: string;
      };
      targetSchema: string;
      viewNameRegex?: string;
      viewNames?: string[];
    };
    /** @enum {string} */
    SaveDatabricksMetricViewIntegrationInputDeletionPolicy: 'retain' | 'delete-managed';
    /** @enum {string} */
    SaveDatabricksMetricViewIntegrationInputSelectionMode: 'all' | 'selected' | 'pattern';
    SetBranchStagingEnvironmentRequest: {
      branchId?: number | null;
      branchName?: string | null;
      enabled: boolean;
    };
    SetBranchStagingEnvironmentResponse: {
      data: components['schemas']['BranchResponse'];
    };
    SetEmbedDashboardCommentResolvedBody: {
      resolved: boolean;
    };
    SetEnvVariablesInput: {
      env_variables: components['schemas']['EnvVariableItem'][];
    };
    SheetsUiSettings: {
      showAppliedFilters?: boolean | null;
    };
    SheetsUserSettingsInput: {
      autoRunQueryOnChange?: boolean | null;
      openExplorationFromSheet?: boolean | null;
      revealSheetOnOpen?: boolean | null;
      showAppliedFilters?: boolean | null;
      suppressDuplicateValues?: boolean | null;
    };
    SourceTreeResponse: {
      /** @deprecated */
      data: {
        [key: string]: unknown;
      }[];
      items: {
        [key: string]: unknown;
      }[];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    StartDashboardExportInput: {
      dashboardId?: number | null;
      dashboardPublicId?: string | null;
      filters?: components['schemas']['DashboardFilterInput'][] | null;
      format: components['schemas']['StartDashboardExportInputFormat'];
      memberSwitchers?: components['schemas']['DashboardMemberSwitcherInput'][] | null;
      renderAs?: components['schemas']['ExportSubjectInput'] | null;
      timeGrains?: components['schemas']['DashboardTimeGrainInput'][] | null;
    };
    /** @enum {string} */
    StartDashboardExportInputFormat: 'png' | 'pdf';
    /** @description Options of a dbt sync; every field is optional. */
    StartDbtSyncInput: {
      /** @description The branch the sync writes to. */
      branchName?: string | null;
      /** @description A dbt `manifest.json`, needed when `source` is `manifest`. */
      manifest?: {
        [key: string]: unknown;
      } | null;
      output?: components['schemas']['StartDbtSyncInputOutput'] | null;
      /** @description The git ref of the dbt repository to sync (a branch or a tag, not a commit). */
      ref?: string | null;
      source?: components['schemas']['StartDbtSyncInputSource'] | null;
    };
    /** @enum {string} */
    StartDbtSyncInputOutput: 'branch' | 'files';
    /** @enum {string} */
    StartDbtSyncInputSource: 'git' | 'manifest';
    StartDevModeRequest: {
      branchName?: string | null;
    };
    StartUploadResponse: {
      deploymentName: string;
      transaction: components['schemas']['UploadTransaction'];
    };
    TenantSettings: {
      auditLogEnabled: boolean;
      auditLogEnabledCurrent: boolean;
      auditLogEnabledTimestamp: number;
      hasSupportAccess: boolean;
      maintenanceWindowDay: string;
      maintenanceWindowEnabled: boolean;
      maintenanceWindowTime: string;
      oidcEnabled: boolean;
      useAIBIUserInterface: boolean;
    };
    TenantSettingsInput: {
      auditLogEnabled?: boolean | null;
      hasSupportAccess?: boolean | null;
      maintenanceWindowDay?: string | null;
      maintenanceWindowEnabled?: boolean | null;
      maintenanceWindowTime?: string | null;
      oidcEnabled?: boolean | null;
      useAIBIUserInterface?: boolean | null;
    };
    ThemeFont: {
      family?: string | null;
      format: string;
      id: string;
      name?: string | null;
      url: string;
    };
    TimezoneSettings: {
      allowUserOverride?: boolean | null;
      enabled?: boolean | null;
      timezone?: string | null;
    };
    UpdateDashboardEmbeddingInput: {
      allowEmbed: boolean;
    };
    UpdateDataModelFilesInput: {
      branchId?: number;
      branchName?: string;
      files: components['schemas']['DataModelFileContent'][];
    };
    UpdateDeploymentInput: {
      cloudProvider?: components['schemas']['UpdateDeploymentInputCloudProvider'] | null;
      creationMethod?: components['schemas']['UpdateDeploymentInputCreationMethod'] | null;
      cspsConfig?: components['schemas']['CspsConfigInput'] | null;
      customDomain?: string | null;
      defaultLaunchpadViewGroup?: string | null;
      deployBranchMergeAllowed?: boolean | null;
      deployBranchName?: string | null;
      deployBranchReadOnly?: boolean | null;
      deployMode?: components['schemas']['UpdateDeploymentInputDeployMode'] | null;
      deployProjectRoot?: string | null;
      launchpadTabs?: string[] | null;
      name?: string | null;
      region?: string | null;
      releaseChannel?: components['schemas']['UpdateDeploymentInputReleaseChannel'] | null;
      releaseChannelVersion?: string | null;
      releaseChannelVersionHold?: boolean | null;
      template?: components['schemas']['UpdateDeploymentInputTemplate'] | null;
      templateVariables?: {
        [key: string]: unknown;
      } | null;
    };
    /** @enum {string} */
    UpdateDeploymentInputCloudProvider: 'cubecloud' | 'aws' | 'gcp';
    /** @enum {string} */
    UpdateDeploymentInputCreationMethod: 'upload' | 'cubecloud' | 'github' | 'ssh';
    /** @enum {string} */
    UpdateDeploymentInputDeployMode: 'git' | 'cli';
    /** @enum {string} */
    UpdateDeploymentInputReleaseChannel: 'latest' | 'release';
    /** @enum {string} */
    UpdateDeploymentInputTemplate: 'single' | 'simpleCluster' | 'multiCluster';
    UpdateEmbedAccessInput: {
      action?: components['schemas']['UpdateEmbedAccessInputAction'] | null;
      allEmbedUsers?: boolean | null;
      allowEmbed?: boolean | null;
      embedTenantName?: string | null;
    };
    /** @enum {string} */
    UpdateEmbedAccessInputAction: 'read' | 'none';
    UpdateEmbedDashboardCommentBody: {
      body: string;
    };
    UpdateEmbedGroupInput: {
      description?: string | null;
    };
    UpdateFolderInput: {
      name?: string | null;
      position?: number | null;
    };
    UpdateNotificationInput: {
      customCron?: string | null;
      dayOfMonth?: number | null;
      dayOfWeek?: number | null;
      filters?: components['schemas']['DashboardFilterInput'][] | null;
      hour?: number | null;
      isEnabled?: boolean | null;
      memberSwitchers?: components['schemas']['DashboardMemberSwitcherInput'][] | null;
      minute?: number | null;
      notificationAiSummary?: boolean | null;
      notificationEnabled?: boolean | null;
      notificationFormat?: components['schemas']['UpdateNotificationInputNotificationFormat'] | null;
      scheduleType?: components['schemas']['UpdateNotificationInputScheduleType'] | null;
      timeGrains?: components['schemas']['DashboardTimeGrainInput'][] | null;
      timezone?: string | null;
    };
    /** @enum {string} */
    UpdateNotificationInputNotificationFormat: 'png' | 'pdf';
    /** @enum {string} */
    UpdateNotificationInputScheduleType: 'HOURLY' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'CUSTOM';
    UpdateOAuthIntegrationInput: {
      /** Format: url */
      authUrl: string;
      clientId: string;
      clientSecret?: string | null;
      config?: {
        [key: string]: unknown;
      };
      name: string;
      /** Format: url */
      redirectUri: string;
      scopes?: string[];
      /** Format: url */
      tokenUrl: string;
      type: string;
    };
    UpdateOidcTokenConfigInput: {
      customAudience?: string | null;
      customClaims?: {
        [key: string]: unknown;
      } | null;
      isEnabled?: boolean | null;
      name?: string | null;
      subFormat?: string | null;
      targetEnvVar?: string | null;
    };
    UpdatePublishedAiWidgetThreadInput: {
      checksum?: string | null;
      threadId: string;
      widgetId: string;
    };
    UpdateReportInput: {
      endResultCell?: string | null;
      externalWorkbookId?: string | null;
      folderId?: number | null;
      host?: components['schemas']['UpdateReportInputHost'] | null;
      jsonQuery?: string | null;
      meta?: {
        [key: string]: unknown;
      } | null;
      name?: string | null;
      pivotItems?: components['schemas']['PivotItems'] | null;
      placementId?: string | null;
      publicId?: string | null;
      resultChecksum?: components['schemas']['ReportPlacementResultChecksumInput'] | null;
      resultLocation?: string | null;
      sheetId?: string | null;
      sqlQuery?: string | null;
      title?: string | null;
      workbookId?: number | null;
      workbookName?: string | null;
    };
    /** @enum {string} */
    UpdateReportInputHost: 'GOOGLE_SHEETS' | 'EXCEL';
    UpdateWorkbookInput: {
      folderId?: number | null;
      meta?: {
        [key: string]: unknown;
      } | null;
      name?: string | null;
      slug?: string | null;
      slugTakeover?: boolean | null;
    };
    UploadFileBody: {
      fileName: string;
      transaction: string;
    };
    UploadTransaction: {
      id: string;
    };
    UsageAnalyticsTokenResponse: {
      apiUrl: string;
      deploymentId: number;
      expiresAt?: string | null;
      token: string;
    };
    User: {
      activeRoleId?: number | null;
      aliases?: components['schemas']['UserAlias'][] | null;
      createdAt?: string | null;
      defaultRoles?: string[] | null;
      email: string;
      externalId?: string | null;
      firstName?: string | null;
      gitUser?: string | null;
      id: number;
      impersonation?: components['schemas']['UserImpersonationDTO'] | null;
      isAdmin: boolean;
      isDeactivated?: boolean | null;
      lastLogin?: string | null;
      notifications: {
        [key: string]: unknown;
      };
      picture?: string | null;
      samlId?: string | null;
      settings?: components['schemas']['UserSettingsInput'] | null;
      title?: string | null;
      tosAccepted?: {
        [key: string]: unknown;
      } | null;
      updatedAt?: string | null;
      userPolicies?: components['schemas']['Policy'][] | null;
      username: string;
    };
    UserAlias: {
      createdAt: string;
      id: number;
      source: components['schemas']['UserAliasDTOSource'];
      updatedAt: string;
      userId: number;
      username: string;
    };
    /** @enum {string} */
    UserAliasDTOSource: 'ldap' | 'saml' | 'scim' | 'manual';
    UserAttribute: {
      defaultValue?: string | null;
      description?: string | null;
      displayName?: string | null;
      id: number;
      name: string;
      type: components['schemas']['UserAttributeType'];
    };
    UserAttributeCreateInput: {
      defaultValue?: string | null;
      description?: string | null;
      displayName?: string | null;
      name: string;
      type: components['schemas']['UserAttributeCreateInputType'];
    };
    /** @enum {string} */
    UserAttributeCreateInputType: 'string' | 'number' | 'boolean' | 'string_array' | 'number_array';
    UserAttributeDefinition: {
      defaultValue?: string | null;
      description?: string | null;
      displayName?: string | null;
      name: string;
      type: components['schemas']['UserAttributeDefinitionDTOType'];
    };
    /** @enum {string} */
    UserAttributeDefinitionDTOType: 'string' | 'number' | 'boolean' | 'string_array' | 'number_array';
    UserAttributeInput: {
      name: string;
      value?: string | number | boolean | string[] | number[] | null;
    };
    /** @enum {string} */
    UserAttributeType: 'string' | 'number' | 'boolean' | 'string_array' | 'number_array';
    UserAttributeUpdateInput: {
      defaultValue?: string | null;
      description?: string | null;
      displayName?: string | null;
    };
    UserAttributeValue: {
      description?: string | null;
      displayName?: string | null;
      formattedValue?: unknown;
      name: string;
      type: components['schemas']['UserAttributeValueType'];
      userAttributeId: number;
      userId: number;
      value?: unknown;
    };
    UserAttributeValueCreateInput: {
      userAttributeId: string;
      userId: string;
      value?: unknown;
    };
    /** @enum {string} */
    UserAttributeValueType: 'string' | 'number' | 'boolean' | 'string_array' | 'number_array';
    UserAttributesListResponse: {
      /** @deprecated */
      count: number;
      /** @deprecated */
      data: components['schemas']['UserAttribute'][];
      items: components['schemas']['UserAttribute'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    UserCreateInput: {
      defaultRoles?: string[] | null;
      email: string;
      externalId?: string | null;
      firstName?: string | null;
      isAdmin?: boolean | null;
      isExternal?: unknown;
      password?: string | null;
      picture?: unknown;
      settings?: {
        [key: string]: unknown;
      } | null;
      username: string;
    };
    UserGroupDTO: {
      description?: string | null;
      id: number;
      name: string;
      userCount?: number | null;
    };
    UserGroupsConnectionResponse: {
      items: components['schemas']['UserGroupDTO'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    UserImpersonationDTO: {
      expiresAt?: string | null;
      impersonatedUser?: components['schemas']['User'] | null;
      startedAt?: string | null;
    };
    UserOAuthToken: {
      accessTokenExpiresAt?: string | null;
      createdAt: string;
      id: number;
      integrationId: number;
      lastError?: unknown;
      refreshTokenExpiresAt?: string | null;
      status: string;
      updatedAt: string;
      userId: number;
    };
    UserSettingsInput: {
      alternatingRowColors?: boolean | null;
      defaultDeploymentId?: number | null;
      /** @deprecated */
      lastSeenChangelogId?: number | null;
      locale?: string | null;
      sheets?: components['schemas']['SheetsUserSettingsInput'] | null;
      theme?: string | null;
      timezone?: string | null;
    };
    UserUpdateInput: {
      embedTheme?: unknown;
      firstName?: string | null;
      isAdmin?: boolean | null;
      isDeactivated?: boolean | null;
      lastLogin?: unknown;
      notifications?: string[] | null;
      password?: string | null;
      picture?: unknown;
      securityContext?: unknown;
      settings?: {
        [key: string]: unknown;
      } | null;
      title?: string | null;
      tosAccepted?: {
        [key: string]: unknown;
      } | null;
    };
    WidgetThemeBorderSectionInput: {
      color?: string | null;
      radius?: string | null;
      style?: string | null;
      width?: string | null;
    };
    WidgetThemeSectionInput: {
      backgroundColor?: string | null;
      border?: components['schemas']['WidgetThemeBorderSectionInput'] | null;
      margin?: string | null;
      padding?: string | null;
      text?: components['schemas']['WidgetThemeTextSectionInput'] | null;
      title?: components['schemas']['WidgetThemeTitleSectionInput'] | null;
    };
    WidgetThemeTextSectionInput: {
      codeFontFamily?: string | null;
      color?: string | null;
      fontFamily?: string | null;
      secondaryColor?: string | null;
    };
    WidgetThemeTitleSectionInput: {
      color?: string | null;
      fontFamily?: string | null;
      fontSize?: string | null;
      fontWeight?: string | null;
    };
    /** @description A workbook, or another workspace item in a mixed feed. */
    Workbook: {
      calculatedFields: {
        [key: string]: unknown;
      };
      createdAt: string;
      createdBy?: number;
      dashboardDraft?: components['schemas']['DashboardConfig'] | null;
      dashboardPublished?: components['schemas']['DashboardConfig'] | null;
      deploymentId: number;
      folderId?: number | null;
      folderPath?: components['schemas']['WorkspaceFolderPathEntry'][];
      id: number;
      isFavorite?: boolean | null;
      meta: {
        [key: string]: unknown;
      };
      name: string;
      publishedDashboard?: components['schemas']['Dashboard'] | null;
      slug?: string | null;
      type: components['schemas']['WorkbookDtoType'];
      updatedAt: string;
      user?: components['schemas']['ResourceOwner'] | null;
      userId?: number | null;
    };
    WorkbookDashboard: {
      dashboardDraft?: components['schemas']['DashboardConfig'] | null;
      dashboardPublished?: components['schemas']['DashboardConfig'] | null;
    };
    WorkbookDashboardInput: {
      dashboardDraft?: components['schemas']['DashboardConfigDraftInput'] | null;
    };
    /** @enum {string} */
    WorkbookDtoType: 'FOLDER' | 'WORKBOOK' | 'REPORT';
    WorkbooksListResponse: {
      /** @deprecated */
      count?: number | null;
      /** @deprecated */
      data: components['schemas']['Workbook'][];
      items: components['schemas']['Workbook'][];
      pageInfo?: components['schemas']['PageInfo'] | null;
    };
    WorkspaceBulkFailure: {
      error: components['schemas']['BulkActionError'];
      id: number;
      type: components['schemas']['WorkspaceBulkFailureType'];
    };
    /** @enum {string} */
    WorkspaceBulkFailureType: 'FOLDER' | 'WORKBOOK' | 'REPORT';
    WorkspaceConnectionResponse: {
      items: components['schemas']['Workbook'][];
      pageInfo: components['schemas']['PageInfo'];
    };
    WorkspaceFolderPathEntry: {
      id: number;
      name: string;
    };
    WorkspaceItemRef: {
      id: number;
      type: components['schemas']['WorkspaceItemRefType'];
    };
    WorkspaceItemRefInput: {
      id: number;
      type: components['schemas']['WorkspaceItemRefInputType'];
    };
    /** @enum {string} */
    WorkspaceItemRefInputType: 'FOLDER' | 'WORKBOOK' | 'REPORT';
    /** @enum {string} */
    WorkspaceItemRefType: 'FOLDER' | 'WORKBOOK' | 'REPORT';
    /** @description The body of an error answer. The reference defines no error schema: `code` is the one field its text names (the 409 answers of the upserts), `message` is what the platform usually sends; anything else may come too. */
    ErrorBody: {
      /** @description A machine-readable reason, when there is one: `upsert_branch_changed` (retry), `ambiguous_legacy_id`. */
      code?: string;
      /** @description A human-readable explanation. */
      message?: string;
    } & {
      [key: string]: unknown;
    };
  };
  responses: {
    /** @description An error. */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAppConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `AppConfigResponse`. */
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
  getDeployments: {
    parameters: {
      query?: {
        creationStep?: components['schemas']['CreationStep'][];
        offset?: number | null;
        limit?: number | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DeploymentsListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentsListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDeployment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `Deployment`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deployment'];
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateDeploymentInput'];
      };
    };
    responses: {
      /** @description Success: `DeploymentSettings`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentSettings'];
        };
      };
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DeploymentDeleteResponse`. */
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
  buildStatus: {
    parameters: {
      query?: {
        branchName?: string | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `BuildStatusResponse`. */
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
  advanceCreationStep: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['AdvanceCreationStepInput'];
      };
    };
    responses: {
      /** @description Success: `Deployment`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deployment'];
        };
      };
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `Deployment`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deployment'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  startExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartDashboardExportInput'];
      };
    };
    responses: {
      /** @description Success: `DashboardExportJobResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardExportJobResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getExportStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DashboardExportStatusResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardExportStatusResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  downloadExport: {
    parameters: {
      query?: {
        filename?: string;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rendered dashboard, PNG or PDF. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/png': string;
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        dataSourceName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DatabricksMetricViewIntegrationResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabricksMetricViewIntegrationResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  saveIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        dataSourceName: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SaveDatabricksMetricViewIntegrationInput'];
      };
    };
    responses: {
      /** @description Success: `DatabricksMetricViewIntegrationResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabricksMetricViewIntegrationResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  startPreview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DatabricksMetricViewPublicationPreviewInput'];
      };
    };
    responses: {
      /** @description Accepted: `DatabricksMetricViewPublicationPreviewStartResponse`. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabricksMetricViewPublicationPreviewStartResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  previewStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        previewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DatabricksMetricViewPublicationPreviewStatusResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabricksMetricViewPublicationPreviewStatusResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  cancelPreview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        previewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  previewResult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        previewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DatabricksMetricViewPublicationPreviewResultResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabricksMetricViewPublicationPreviewResultResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listDbtSyncs: {
    parameters: {
      query?: {
        status?: components['schemas']['DbtSyncRunsQueryStatus'] | null;
        trigger?: components['schemas']['DbtSyncRunsQueryTrigger'] | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DbtSyncRunListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DbtSyncRunListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  startDbtSync: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StartDbtSyncInput'];
      };
    };
    responses: {
      /** @description Success: `DbtSyncResponse`. */
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
        deploymentId: number;
        /** @description The sync job's id, from `startDbtSync`. */
        syncJobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DbtSyncStatusResponse`. */
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
  cancelDbtSync: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The sync job's id, from `startDbtSync`. */
        syncJobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DbtSyncCancelResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DbtSyncCancelResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDbtSyncGeneratedFiles: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The sync job's id, from `startDbtSync`. */
        syncJobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DbtSyncGeneratedFilesListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DbtSyncGeneratedFilesListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDbtSyncLogs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The sync job's id, from `startDbtSync`. */
        syncJobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DbtSyncLogEntriesListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DbtSyncLogEntriesListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDbtSyncResult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The sync job's id, from `startDbtSync`. */
        syncJobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DbtSyncResultResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DbtSyncResultResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listEmbedTenantWorkbooks: {
    parameters: {
      query?: {
        accessSource?: components['schemas']['EmbedTenantWorkbooksListQueryAccessSource'] | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The embed tenant's name. */
        embedTenantName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `EmbedTenantWorkbooksListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedTenantWorkbooksListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getEnvVariables: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `EnvVariablesListResponse`. */
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SetEnvVariablesInput'];
      };
    };
    responses: {
      /** @description Success: `EnvVariablesListResponse`. */
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
  getDeploymentEnvironments: {
    parameters: {
      query?: {
        type?: components['schemas']['GetDeploymentEnvironmentsQueryType'] | null;
        offset?: number | null;
        limit?: number | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DeploymentEnvironmentsListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentEnvironmentsListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDeploymentEnvironmentTokens: {
    parameters: {
      query?: {
        offset?: number | null;
        limit?: number | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        environmentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DeploymentEnvironmentTokensListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentEnvironmentTokensListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createDeploymentEnvironmentToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        environmentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateDeploymentEnvironmentTokenInput'];
      };
    };
    responses: {
      /** @description Success: `DeploymentEnvironmentTokenResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentEnvironmentTokenResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createDeploymentEnvironmentTokenForMetaSync: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        environmentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateDeploymentEnvironmentTokenInput'];
      };
    };
    responses: {
      /** @description Success: `DeploymentEnvironmentTokenResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentEnvironmentTokenResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getFolders: {
    parameters: {
      query?: {
        parentId?: number | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `FoldersListResponse`. */
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
  createFolder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateFolderInput'];
      };
    };
    responses: {
      /** @description Success: `Folder`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Folder'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateFolder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The folder's id. */
        folderId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateFolderInput'];
      };
    };
    responses: {
      /** @description Success: `Folder`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Folder'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteFolder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The folder's id. */
        folderId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Success, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getFolderAncestors: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The folder's id. */
        folderId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: an array of `Folder` items. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Folder'][];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  logs: {
    parameters: {
      query?: {
        source?: components['schemas']['DeploymentLogsQuerySource'] | null;
        pod?: string | null;
        container?: components['schemas']['DeploymentLogsQueryContainer'] | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DeploymentLogsResponse`. */
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
  getNotifications: {
    parameters: {
      query?: {
        dashboardId?: number | null;
        dashboardPublicId?: string | null;
        recipientUserId?: number | null;
        recipientEmail?: string | null;
        recipientEmbedTenantName?: string | null;
        recipientExternalId?: string | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `NotificationsListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationsListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateNotificationInput'];
      };
    };
    responses: {
      /** @description Success: `NotificationDto`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationDto'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `NotificationDto`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationDto'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateNotificationInput'];
      };
    };
    responses: {
      /** @description Success: `NotificationDto`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationDto'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Success, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getRecipients: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `NotificationRecipientsListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationRecipientsListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  addRecipients: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['AddNotificationRecipientsInput'];
      };
    };
    responses: {
      /** @description Success: `NotificationRecipientsMutationResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationRecipientsMutationResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  removeRecipients: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RemoveNotificationRecipientsInput'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Success, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  pods: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DeploymentPodsResponse`. */
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
  getReports: {
    parameters: {
      query?: {
        workbookId?: number | null;
        folderId?: number | null;
        externalWorkbookId?: string | null;
        search?: string | null;
        limit?: number | null;
        page?: number | null;
        sortBy?: components['schemas']['GetReportsQuerySortBy'] | null;
        sortDirection?: components['schemas']['GetReportsQuerySortDirection'] | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `ReportsListResponse`. */
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
  createReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateReportInput'];
      };
    };
    responses: {
      /** @description Success: `Report`. */
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
        deploymentId: number;
        /** @description The stable public id. */
        publicId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateReportInput'];
      };
    };
    responses: {
      /** @description Success: `Report`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Report'];
        };
      };
      /** @description Conflict; the body's `code` says which (see the description). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The report's id. */
        reportId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `Report`. */
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
  updateReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: string;
        /** @description The report's id. */
        reportId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateReportInput'];
      };
    };
    responses: {
      /** @description Success: `Report`. */
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
  deleteReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The report's id. */
        reportId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
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
        deploymentId: number;
        /** @description The report's id. */
        reportId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ConnectReportToWorkbookInput'];
      };
    };
    responses: {
      /** @description Success: `Report`. */
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
  disconnectReportFromWorkbook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The report's id. */
        reportId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['DisconnectReportFromWorkbookInput'];
      };
    };
    responses: {
      /** @description Success: `Report`. */
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
  refreshReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The report's id. */
        reportId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RefreshReportInput'];
      };
    };
    responses: {
      /** @description Success: `Report`. */
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
  getDeploymentSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DeploymentSettings`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentSettings'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  sharedWorkspaceObjects: {
    parameters: {
      query?: {
        folderId?: number | null;
        types?: ('FOLDER' | 'WORKBOOK' | 'REPORT')[] | null;
        orderByField?: components['schemas']['GetWorkspaceObjectsQueryOrderByField'] | null;
        orderByDirection?: components['schemas']['GetWorkspaceObjectsQueryOrderByDirection'] | null;
        search?: string | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `WorkspaceConnectionResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceConnectionResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deploymentToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateDeploymentTokenInput'];
      };
    };
    responses: {
      /** @description Success: `DeploymentTokenResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentTokenResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listDeploymentVersions: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DeploymentVersionsResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeploymentVersionsResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getWorkbooks: {
    parameters: {
      query?: {
        folderId?: number | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `WorkbooksListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkbooksListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createWorkbook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateWorkbookInput'];
      };
    };
    responses: {
      /** @description Success: `Workbook`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workbook'];
        };
      };
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
        deploymentId: number;
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateWorkbookInput'];
      };
    };
    responses: {
      /** @description Success: `Workbook`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workbook'];
        };
      };
      /** @description Conflict: a concurrent writer (`code` `upsert_branch_changed`); retry. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getWorkbook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The workbook's id. */
        workbookId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `Workbook`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workbook'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateWorkbook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The workbook's id. */
        workbookId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateWorkbookInput'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteWorkbook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The workbook's id. */
        workbookId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateWorkbookDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The workbook's id. */
        workbookId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['WorkbookDashboardInput'];
      };
    };
    responses: {
      /** @description Success: `WorkbookDashboard`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkbookDashboard'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updatePublishedDashboardAiWidgetThread: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The workbook's id. */
        workbookId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdatePublishedAiWidgetThreadInput'];
      };
    };
    responses: {
      /** @description Success: `Dashboard`. */
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
  duplicateWorkbook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The workbook's id. */
        workbookId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['DuplicateWorkbookInput'];
      };
    };
    responses: {
      /** @description Success: `Workbook`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workbook'];
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
        deploymentId: number;
        /** @description The workbook's id. */
        workbookId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `EmbedAccessResponse`. */
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
        deploymentId: number;
        /** @description The workbook's id. */
        workbookId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateEmbedAccessInput'];
      };
    };
    responses: {
      /** @description Success: `EmbedAccessResponse`. */
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
  publishDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
        /** @description The workbook's id. */
        workbookId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PublishDashboardInput'];
      };
    };
    responses: {
      /** @description Success: `Dashboard`. */
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
  workspaceObjects: {
    parameters: {
      query?: {
        folderId?: number | null;
        types?: ('FOLDER' | 'WORKBOOK' | 'REPORT')[] | null;
        orderByField?: components['schemas']['GetWorkspaceObjectsQueryOrderByField'] | null;
        orderByDirection?: components['schemas']['GetWorkspaceObjectsQueryOrderByDirection'] | null;
        search?: string | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `WorkspaceConnectionResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkspaceConnectionResponse'];
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['BulkDeleteWorkspaceObjectsInput'];
      };
    };
    responses: {
      /** @description Success: `BulkDeleteWorkspaceObjectsPayload`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkDeleteWorkspaceObjectsPayload'];
        };
      };
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['BulkMoveWorkspaceObjectsInput'];
      };
    };
    responses: {
      /** @description Success: `BulkMoveWorkspaceObjectsResponse`. */
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
  moveWorkspaceObject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['MoveWorkspaceObjectInput'];
      };
    };
    responses: {
      /** @description Success: `Workbook`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workbook'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listEmbedTenants: {
    parameters: {
      query?: {
        search?: string | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `EmbedTenantsPublicResponse`. */
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
        embedTenantName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Success, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getGroups: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `UserGroupsConnectionResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroupsConnectionResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateEmbedGroupInput'];
      };
    };
    responses: {
      /** @description Success: `UserGroupDTO`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroupDTO'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `UserGroupDTO`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroupDTO'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Success, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateEmbedGroupInput'];
      };
    };
    responses: {
      /** @description Success: `UserGroupDTO`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroupDTO'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getGroupMembers: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `EmbedUsersPublicResponse`. */
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
  addGroupMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmbedGroupMembersInput'];
      };
    };
    responses: {
      /** @description Success: `EmbedGroupMembersMutationResponse`. */
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
  removeGroupMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmbedGroupMembersInput'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Success, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  provisionEmbedUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ProvisionEmbedUserInput'];
      };
    };
    responses: {
      /** @description Success: `EmbedUser`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedUser'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listEmbedUsers: {
    parameters: {
      query?: {
        search?: string | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `EmbedUsersPublicResponse`. */
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
  provisionEmbedUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The embed tenant's name. */
        embedTenantName: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ProvisionEmbedUsersInput'];
      };
    };
    responses: {
      /** @description Success: `ProvisionEmbedUsersResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProvisionEmbedUsersResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `Dashboard`. */
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
  updateDashboardEmbedding: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateDashboardEmbeddingInput'];
      };
    };
    responses: {
      /** @description Success: `DashboardEmbeddingResponse`. */
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
  listDashboardComments: {
    parameters: {
      query?: {
        includeResolved?: boolean | null;
        resolvedOnly?: boolean | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `EmbedDashboardCommentThreadsListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedDashboardCommentThreadsListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createDashboardComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateEmbedDashboardCommentBody'];
      };
    };
    responses: {
      /** @description Success: `EmbedDashboardCommentDto`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedDashboardCommentDto'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listMentionableEmbedUsers: {
    parameters: {
      query?: {
        search?: string | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `EmbedMentionableUsersListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedMentionableUsersListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  removeDashboardComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: string;
        commentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateDashboardComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: string;
        commentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateEmbedDashboardCommentBody'];
      };
    };
    responses: {
      /** @description Success: `EmbedDashboardCommentDto`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedDashboardCommentDto'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  setDashboardCommentResolved: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: string;
        commentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SetEmbedDashboardCommentResolvedBody'];
      };
    };
    responses: {
      /** @description Success: `EmbedDashboardCommentThreadDto`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmbedDashboardCommentThreadDto'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  postDashboardPythonRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The stable public id. */
        publicId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['EmbedPythonFilteredRunInput'];
      };
    };
    responses: {
      /** @description Success: `PythonAnalysisFilteredRun`. */
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
  generateSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['GenerateSession'];
      };
    };
    responses: {
      /** @description Success: `GenerateSessionResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateSessionResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  revokeSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RevokeEmbedSessionInput'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Success, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  postTokenBySessionId: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PostTokenBySessionIdInput'];
      };
    };
    responses: {
      /** @description Success: `GenerateEmbedTokenResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateEmbedTokenResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  installations: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `GitHubInstallationsListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GitHubInstallationsListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  repositories: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        installationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `GitHubReposListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GitHubReposListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  branches: {
    parameters: {
      query: {
        installationId: number;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        owner: string;
        repo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `GitHubBranchesListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GitHubBranchesListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `GitHubConnectStatusResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GitHubConnectStatusResponse'];
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
      /** @description Success: an array of `OAuthIntegration` items. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OAuthIntegration'][];
        };
      };
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
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateOAuthIntegrationInput'];
      };
    };
    responses: {
      /** @description Success: `OAuthIntegration`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OAuthIntegration'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getOAuthIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `OAuthIntegration`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OAuthIntegration'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateOAuthIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateOAuthIntegrationInput'];
      };
    };
    responses: {
      /** @description Success: `OAuthIntegration`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OAuthIntegration'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteOAuthIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
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
      /** @description Success: an array of `OidcTokenConfig` items. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OidcTokenConfig'][];
        };
      };
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
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateOidcTokenConfigInput'];
      };
    };
    responses: {
      /** @description Success: `OidcTokenConfig`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OidcTokenConfig'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getOidcTokenConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `OidcTokenConfig`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OidcTokenConfig'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateOidcTokenConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateOidcTokenConfigInput'];
      };
    };
    responses: {
      /** @description Success: `OidcTokenConfig`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OidcTokenConfig'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteOidcTokenConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listRegions: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `RegionsListResponse`. */
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
  getRoles: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `RolesListResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RolesListResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  createRole: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RoleCreateBody'];
      };
    };
    responses: {
      /** @description Success: `Role`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Role'];
        };
      };
      /** @description Conflict: the name is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        roleId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `Role`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Role'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        roleId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RoleUpdateBody'];
      };
    };
    responses: {
      /** @description Success: `Role`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Role'];
        };
      };
      /** @description Conflict: the name is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        roleId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Success, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  assignRoleToUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        roleId: number;
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Success, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  removeRoleFromUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        roleId: number;
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description Success, no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getSpec: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the OpenAPI 3.1 document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
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
      /** @description Success: `TenantSettings`. */
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
    requestBody?: {
      content: {
        'application/json': components['schemas']['TenantSettingsInput'];
      };
    };
    responses: {
      /** @description Success: `TenantSettings`. */
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
  createToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `UsageAnalyticsTokenResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsageAnalyticsTokenResponse'];
        };
      };
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
    requestBody?: {
      content: {
        'application/json': components['schemas']['UserAttributeValueCreateInput'];
      };
    };
    responses: {
      /** @description Success: `UserAttributeValue`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAttributeValue'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getUserAttributeValues: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: an array of `UserAttributeValue` items. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAttributeValue'][];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getUserAttributes: {
    parameters: {
      query?: {
        /** @deprecated */
        offset?: number | null;
        /** @deprecated */
        limit?: number | null;
        name?: string | null;
        type?: components['schemas']['GetUserAttributesQueryType'] | null;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string;
        /** @description How many items a page holds at most. */
        first?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `UserAttributesListResponse`. */
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
    requestBody?: {
      content: {
        'application/json': components['schemas']['UserAttributeCreateInput'];
      };
    };
    responses: {
      /** @description Success: `UserAttribute`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAttribute'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateUserAttribute: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UserAttributeUpdateInput'];
      };
    };
    responses: {
      /** @description Success: `UserAttribute`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserAttribute'];
        };
      };
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
      /** @description Success: an array of `UserOAuthToken` items. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserOAuthToken'][];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  getUserOAuthToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        integrationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `UserOAuthToken`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserOAuthToken'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  revokeUserOAuthToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        integrationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  initiateOAuthFlow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        integrationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
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
    requestBody?: {
      content: {
        'application/json': components['schemas']['UserCreateInput'];
      };
    };
    responses: {
      /** @description Success: `User`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
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
    requestBody?: {
      content: {
        'application/json': components['schemas']['BulkUserActionInput'];
      };
    };
    responses: {
      /** @description Success: `BulkUserActionPayload`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkUserActionPayload'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateMySettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UserSettingsInput'];
      };
    };
    responses: {
      /** @description Success: `User`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UserUpdateInput'];
      };
    };
    responses: {
      /** @description Success: `User`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  deleteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
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
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateDeploymentInput'];
      };
    };
    responses: {
      /** @description Success: `Deployment`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deployment'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listBranches: {
    parameters: {
      query?: {
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `BranchesListResponse`. */
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateBranchRequest'];
      };
    };
    responses: {
      /** @description Success: `DevBranchResponse`. */
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
  removeBranch: {
    parameters: {
      query: {
        branchName: string;
        removeOnUpstream?: boolean;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DataModelWriteResponse`. */
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
  setBranchStagingEnvironment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SetBranchStagingEnvironmentRequest'];
      };
    };
    responses: {
      /** @description Success: `SetBranchStagingEnvironmentResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SetBranchStagingEnvironmentResponse'];
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CommitChangesRequest'];
      };
    };
    responses: {
      /** @description Success: `DataModelWriteResponse`. */
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
  fileHashes: {
    parameters: {
      query?: {
        live?: boolean | null;
        branchName?: string | null;
        useDeployProjectRoot?: boolean | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: the hash of each data-model file, by its path in the project. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: components['schemas']['FileHash'];
          };
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  listFiles: {
    parameters: {
      query?: {
        withContent?: boolean;
        branchName?: string;
        showLastCLIUpload?: boolean;
        /** @description The cursor to continue after: `pageInfo.endCursor` of the previous page. */
        after?: string | null;
        /** @description How many items a page holds at most. */
        first?: number | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `SourceTreeResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SourceTreeResponse'];
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  updateFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateDataModelFilesInput'];
      };
    };
    responses: {
      /** @description Success: `DataModelWriteResponse`. */
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
  removeFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RemoveDataModelFilesInput'];
      };
    };
    responses: {
      /** @description Success: `DataModelWriteResponse`. */
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
  renameFiles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['RenameDataModelFilesInput'];
      };
    };
    responses: {
      /** @description Success: `DataModelWriteResponse`. */
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
  uploadFile: {
    parameters: {
      query?: {
        live?: boolean | null;
        branchName?: string | null;
        useDeployProjectRoot?: boolean | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': components['schemas']['UploadFileBody'] & {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      '4XX': components['responses']['Error'];
      '5XX': components['responses']['Error'];
    };
  };
  finishUpload: {
    parameters: {
      query?: {
        live?: boolean | null;
        branchName?: string | null;
        useDeployProjectRoot?: boolean | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['FinishUploadBody'];
      };
    };
    responses: {
      /** @description Success: `FinishUploadResponse`. */
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
  startUpload: {
    parameters: {
      query?: {
        live?: boolean | null;
        branchName?: string | null;
        useDeployProjectRoot?: boolean | null;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `StartUploadResponse`. */
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
  validateDataModel: {
    parameters: {
      query?: {
        branchName?: string;
        devMode?: boolean;
      };
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DataModelValidationResponse`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataModelValidationResponse'];
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['StartDevModeRequest'];
      };
    };
    responses: {
      /** @description Success: `DevBranchResponse`. */
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success: `DataModelWriteResponse`. */
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
  connect: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ConnectGitHubRequest'];
      };
    };
    responses: {
      /** @description Success: `Deployment`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deployment'];
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['MergeIntoParentBranchRequest'];
      };
    };
    responses: {
      /** @description Success: `MergeResponse`. */
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
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['MergeToDefaultBranchRequest'];
      };
    };
    responses: {
      /** @description Success: `MergeResponse`. */
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
  pull: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deployment's id. */
        deploymentId: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['PullRequest'];
      };
    };
    responses: {
      /** @description Success: `PullResponse`. */
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
}
