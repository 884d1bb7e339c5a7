/**
 * `platform-embed/protocol`: the typed wire contract of embed messaging (spec 5.3 and 6) —
 * constants, payload types, parsing, creation, trust checks and filter parameters — and
 * `embedUrl`, the address of a signed embed. Needs no DOM; safe on servers and in workers.
 *
 * @module
 */

export type {
  AppUrlParams,
  ChatUrlParams,
  CommonUrlParams,
  DashboardHeaderParams,
  DashboardUrlParams,
  EmbedUrlOptions,
  EmbedUrlParams,
  GranularitySwitch,
} from './embed-url.js';
export { embedUrl } from './embed-url.js';
export * from './wire.js';
