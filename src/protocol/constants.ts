/**
 * The fixed names of the embed messaging protocol (spec 6.1). The catalogs' name lists
 * (`EVENT_NAMES`, `ACTION_NAMES`) are generated from the catalog: src/protocol/generated.ts.
 *
 * @module
 */

/** The `source` field of every protocol message, in both directions (spec 6.1). */
export const EMBED_SOURCE = 'platform-embed';

/** Prefix of every event `type` (embed → host). */
export const EVENT_PREFIX = 'platform:event:';

/** Prefix of every action `type` (host → embed). */
export const ACTION_PREFIX = 'platform:action:';

// Types only: nothing here loads the generated module at run time.
import type { ActionName, EventName } from './generated.js';

export type { ActionName, EventName } from './generated.js';

export type { Surface } from './vocabulary.js';
export { SURFACES } from './vocabulary.js';

/** The full wire `type` of an event, e.g. `'platform:event:ready'`. */
export type EventType<N extends EventName = EventName> = `${typeof EVENT_PREFIX}${N}`;

/** The full wire `type` of an action, e.g. `'platform:action:refresh'`. */
export type ActionType<N extends ActionName = ActionName> = `${typeof ACTION_PREFIX}${N}`;
