/**
 * When a run's status ends it: one rule for the run and the chat store, in a module of its own so
 * that the store (and `platform-embed/react` with it) does not carry the run's event plumbing.
 *
 * @module
 * @internal
 */

import type { ChatRunStatus } from './run-types.js';

/** Whether a run has ended, and how: `done`, `aborted` or `failed` (nothing more will change). */
export const isOver = (status: ChatRunStatus): boolean =>
  status === 'done' || status === 'aborted' || status === 'failed';
