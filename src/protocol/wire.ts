/**
 * The typed wire contract of embed messaging (spec 5.3 and 6) — constants, payload types,
 * parsing, creation, trust checks and filter parameters: what the root entry and
 * `platform-embed/protocol` both export. Needs no DOM; safe on servers and in workers.
 *
 * @module
 */

export type { EmbedErrorCode, EmbedErrorOptions } from '../errors.js';
export { EMBED_ERROR_CODES, EmbedError } from '../errors.js';
export type { ActionName, ActionType, EventName, EventType, Surface } from './constants.js';
export { ACTION_PREFIX, EMBED_SOURCE, EVENT_PREFIX, SURFACES } from './constants.js';
export { createActionMessage, createEventMessage } from './create.js';
export { parseActionMessage, parseEventMessage } from './envelope.js';
export type { Filter } from './filter.js';
export { buildFilterParameter, parseFilterParameter } from './filter.js';
export { ACTION_NAMES, EVENT_NAMES } from './generated.js';
export type { MessageLike, Trust } from './trust.js';
export { checkActionMessage, checkEventMessage } from './trust.js';
export type {
  ActionMessage,
  ActionPayloads,
  ActionWithoutPayload,
  ColorScheme,
  EmbedTheme,
  EventMessage,
  EventPayloads,
  InvalidReason,
  ParseResult,
} from './types.js';
