/**
 * `platform-embed`: everything a host page needs — the protocol, the host controller and the
 * error class. (The embed-side bridge is `platform-embed/embed`; `embedUrl`, which a page's
 * backend uses, is in `platform-embed/protocol` and `platform-embed/api`, to keep this entry and
 * the `<script>` file small.)
 *
 * @module
 */

export type { EmbedErrorCode, EmbedErrorOptions } from './errors.js';
export { EMBED_ERROR_CODES, EmbedError } from './errors.js';
export * from './host/index.js';
export type { ActionName, ActionType, EventName, EventType, Surface } from './protocol/constants.js';
export { SURFACES } from './protocol/constants.js';
export type { Filter } from './protocol/filter.js';
export { ACTION_NAMES, EVENT_NAMES } from './protocol/generated.js';
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
} from './protocol/types.js';
