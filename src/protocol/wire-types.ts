/**
 * The types of the wire contract (spec 5.3 and 6) that every entry speaking it exports: the
 * error codes, the names, the filter, the messages and payloads. Listed once, here: the root
 * entry and `platform-embed/protocol` (through wire.ts) both re-export this module.
 *
 * @module
 */

export type { EmbedErrorCode, EmbedErrorOptions } from '../errors.js';
export type { ActionName, ActionType, EventName, EventType, Surface } from './constants.js';
export type { Filter } from './filter.js';
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
