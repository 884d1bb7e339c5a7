/**
 * The typed wire contract of embed messaging (spec 5.3 and 6) — constants, payload types,
 * parsing, creation, trust checks and filter parameters: what `platform-embed/protocol` exports
 * (its types listed once, in wire-types.ts, which the root entry shares). Needs no DOM; safe on
 * servers and in workers.
 *
 * @module
 */

export { EMBED_ERROR_CODES, EmbedError } from '../errors.js';
export { ACTION_PREFIX, EMBED_SOURCE, EVENT_PREFIX, SURFACES } from './constants.js';
export { createActionMessage, createEventMessage } from './create.js';
export { parseActionMessage, parseEventMessage } from './envelope.js';
export { buildFilterParameter, parseFilterParameter } from './filter.js';
export { ACTION_NAMES, EVENT_NAMES } from './generated.js';
export type { MessageLike, Trust } from './trust.js';
export { checkActionMessage, checkEventMessage } from './trust.js';
export * from './wire-types.js';
