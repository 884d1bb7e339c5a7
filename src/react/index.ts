'use client';
/**
 * `platform-embed/react`: `<PlatformEmbed>` and `useEmbed`, `useChat` for a conversation with the
 * analytics agent, and `<ChatThread>` and `<ChatTurn>` to show it, for React 18 and 19 (an
 * optional peer dependency). A client module (`'use client'`): import it from a server component as any client
 * component; server rendering
 * outputs the empty container (and the idle chat) and touches no DOM global. The chat client that
 * `useChat` drives is loaded when a component using it mounts: `<PlatformEmbed>` alone does not
 * carry it; nor do the Markdown, table and chart renderers of `<ChatTurn>`, loaded when a turn
 * first shows an answer or a SQL result.
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

export { ChatThread } from './chat-thread.js';
export { ChatTurn } from './chat-turn.js';
export type { UseChatOptions, UseChatResult, UseChatSendOptions, UseChatStatus } from './chat-types.js';
export type { ChatChartConfig, ChatThreadChat, ChatThreadProps, ChatTurnData, ChatTurnProps } from './chat-ui-types.js';
export { PlatformEmbed } from './platform-embed.js';
export type {
  EmbedBindingOptions,
  EventHandlerProp,
  EventHandlerProps,
  PlatformEmbedProps,
  SettingsProps,
  UseEmbedOptions,
  UseEmbedResult,
} from './types.js';
export { useChat } from './use-chat.js';
export { useEmbed } from './use-embed.js';
