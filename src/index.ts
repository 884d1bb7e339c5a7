/**
 * `platform-embed`: everything a host page needs — the protocol, the host controller and the
 * error class. (The embed-side bridge is `platform-embed/embed`; `embedUrl`, which a page's
 * backend uses, is in `platform-embed/protocol` and `platform-embed/api`, to keep this entry and
 * the `<script>` file small.)
 *
 * @module
 */

export { EMBED_ERROR_CODES, EmbedError } from './errors.js';
export * from './host/index.js';
export { SURFACES } from './protocol/constants.js';
export { ACTION_NAMES, EVENT_NAMES } from './protocol/generated.js';
export * from './protocol/wire-types.js';
