/**
 * `platform-embed/element`: the `<platform-embed>` custom element. Importing it defines nothing
 * and touches no DOM global (SSR-safe): call {@link defineEmbedElement} on the client.
 *
 * @example
 * ```ts
 * import { defineEmbedElement } from 'platform-embed/element';
 * defineEmbedElement();
 * const el = document.querySelector('platform-embed')!; // typed: PlatformEmbedElement
 * el.filters = [{ view: 'orders', dimension: 'status', value: ['paid'] }];
 * el.addEventListener('platform-download', (event) => track(event.detail.format));
 * ```
 *
 * @module
 */

export { defineEmbedElement } from './define.js';
export type {
  PlatformEmbedAttributes,
  PlatformEmbedEventHandlers,
  PlatformEmbedProperties,
  PlatformEmbedPropertyName,
  PlatformEmbedTemplateProps,
} from './templates.js';
export type {
  InvalidMessageDetail,
  PlatformEmbedElement,
  PlatformEmbedElementConstructor,
  PlatformEmbedEventMap,
  PlatformEmbedState,
} from './types.js';
