/**
 * Every command of the command line, in the order help lists them.
 *
 * @module
 * @internal
 */

import type { CommandSpec } from '../command.js';
import { API_COMMAND } from './api.js';
import { CHAT_COMMAND } from './chat.js';
import { DBT_SYNC_COMMAND, DBT_SYNC_STATUS_COMMAND } from './dbt-sync.js';

/** The commands, by the order of help. */
export const COMMANDS: readonly CommandSpec[] = [DBT_SYNC_COMMAND, DBT_SYNC_STATUS_COMMAND, CHAT_COMMAND, API_COMMAND];
