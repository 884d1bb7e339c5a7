'use client';
/**
 * `platform-embed/react`: `<PlatformEmbed>` and `useEmbed`, for React 18 and 19 (an optional
 * peer dependency). A client module (`'use client'`): import it from a server component as any
 * client component; server rendering outputs the empty container and touches no DOM global.
 *
 * @example
 * ```tsx
 * import { PlatformEmbed } from 'platform-embed/react';
 *
 * <PlatformEmbed url={sessionUrl} title="Sales" colorScheme="dark" onDownload={({ format }) => track(format)} className="report" />
 * ```
 *
 * @module
 */

export { PlatformEmbed } from './platform-embed.js';
export type { EmbedBindingOptions, EventHandlerProp, EventHandlerProps, PascalCase, PlatformEmbedProps, SettingsProps, UseEmbedOptions, UseEmbedResult } from './types.js';
export { useEmbed } from './use-embed.js';
