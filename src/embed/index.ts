/**
 * `platform-embed/embed`: the embed-side bridge — what runs inside the iframe of an embedded
 * surface to send events to its host page and receive the host's actions. Host pages never
 * need this entry; they use `platform-embed`.
 *
 * @module
 */

export type { EmbedErrorCode } from '../errors.js';
export { EMBED_ERROR_CODES, EmbedError } from '../errors.js';
export type { ActionName, ActionType, EventName, Surface } from '../protocol/constants.js';
export type { Filter } from '../protocol/filter.js';
export { parseFilterParameter } from '../protocol/filter.js';
export type {
  ActionMessage,
  ActionPayloads,
  ColorScheme,
  EmbedTheme,
  EventMessage,
  EventPayloads,
  InvalidReason,
} from '../protocol/types.js';
export type {
  ActionHandler,
  AnyActionHandler,
  BridgeInvalidMessage,
  EmbedBridge,
  EmbedBridgeOptions,
} from './bridge.js';
export { createEmbedBridge } from './bridge.js';
