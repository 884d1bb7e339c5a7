/** The route table's part for deployments, environments, dbt sync, dashboard exports and metric views. */
import { describe } from 'vitest';
import { DEPLOYMENT_ROUTES } from '../../../src/testing/servers/platform-routes-deployments.js';
import { itIsAPartOfTheTable } from './route-part.js';

describe('DEPLOYMENT_ROUTES', () => {
  itIsAPartOfTheTable(DEPLOYMENT_ROUTES);
});
