/** The route table's part for folders, reports, workbooks, the workspace, notifications, users, roles and integrations. */
import { describe } from 'vitest';
import { WORKSPACE_ROUTES } from '../../../src/testing/servers/platform-routes-workspace.js';
import { itIsAPartOfTheTable } from './route-part.js';

describe('WORKSPACE_ROUTES', () => {
  itIsAPartOfTheTable(WORKSPACE_ROUTES);
});
