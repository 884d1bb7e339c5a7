/**
 * The non-terminal dbt sync statuses of spec 3.1, in the spec's order: what a sync goes through
 * before `COMPLETED`. Derived from the client's `DBT_SYNC_STATUSES` (itself held to the spec's
 * table by test/api/dbt-sync-status.test.ts), so the tests of the client, the fake server and the
 * command line share one list.
 */
import { DBT_SYNC_STATUSES } from '../../src/api/dbt-sync-status.js';

export const RUNNING_STATUSES: readonly string[] = DBT_SYNC_STATUSES.filter(
  (status) => status !== 'COMPLETED' && status !== 'FAILED',
);
