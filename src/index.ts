/**
 * `platform-embed`: everything a host page needs — the protocol, the host controller and the
 * error class. (The embed-side bridge is `platform-embed/embed`.)
 *
 * @module
 */

export * from './host/index.js';
export * from './protocol/index.js';
