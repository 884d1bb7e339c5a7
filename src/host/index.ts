/**
 * The host controller: `createEmbed` and its types.
 *
 * @module
 */

export { createEmbed } from './controller.js';
export type {
  AnyEventHandler,
  EmbedController,
  EmbedHostWindow,
  EmbedOptions,
  EmbedSessionContext,
  EmbedSessionProvider,
  EmbedState,
  EmbedTarget,
  EventHandler,
  InvalidMessageInfo,
  WaitForOptions,
} from './types.js';
