/**
 * Every command of the command line, in the order help lists them.
 *
 * @module
 * @internal
 */

import type { CommandSpec } from '../command.js';
import { API_COMMAND } from './api.js';
import { CHAT_COMMAND } from './chat.js';
import { DBT_SYNC_COMMAND } from './dbt-sync.js';
import { DBT_SYNC_CANCEL_COMMAND } from './dbt-sync-cancel.js';
import { DBT_SYNC_LOGS_COMMAND } from './dbt-sync-logs.js';
import { DBT_SYNC_STATUS_COMMAND } from './dbt-sync-status.js';
import { DEV_COMMAND } from './dev.js';
import { EMBED_URL_COMMAND } from './embed-url.js';

/** The commands, by the order of help. */
export const COMMANDS: readonly CommandSpec[] = [
  DBT_SYNC_COMMAND,
  DBT_SYNC_STATUS_COMMAND,
  DBT_SYNC_LOGS_COMMAND,
  DBT_SYNC_CANCEL_COMMAND,
  CHAT_COMMAND,
  API_COMMAND,
  EMBED_URL_COMMAND,
  DEV_COMMAND,
];
