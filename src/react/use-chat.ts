'use client';
/**
 * `useChat`: a conversation with the analytics agent in a React component, on the chat client of
 * `platform-embed/chat`. The hook decides only when to start, follow, let go of and re-attach
 * answers; the client does the rest (the stream, merging, reconnecting). What the component shows
 * comes through the chat store of `platform-embed/chat` (`createChatStore`'s, src/chat/store),
 * read by `useSyncExternalStore` (src/react/chat-store.ts), told at most once per animation frame
 * while an answer streams.
 *
 * @module
 */

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ChatStore } from './chat-store.js';
import type { UseChatOptions, UseChatResult } from './chat-types.js';

/**
 * A conversation with the agent: ask with `send`, and render `turns` (one per question, each with
 * its status, usage, tool calls and answer) — or `messages`, `answer` and `toolCalls` — as they
 * stream. It returns the snapshot of `createChatStore` (`platform-embed/chat`) and its calls.
 *
 * - **The client.** Given the options of `createChatClient` (`url`, `auth`…), the hook creates its
 *   client once, from the options of the first render — later renders' options are not read
 *   (mount another component, with a `key`, for other options). The client's code is loaded when
 *   the component mounts, apart from the React entry's: `<PlatformEmbed>` alone does not carry it.
 *   Or pass `{ client }`: a client of your own, shared by components or used elsewhere too.
 * - **The thread.** `send` asks in the thread (a new thread at first, then the one the first
 *   answer named, or the `chatId` option); `reset()` starts a new thread. One question at a time:
 *   while an answer streams, `send` does nothing.
 * - **History.** Mounted with a `chatId` and no answer of it left running, the hook loads the
 *   thread (`getThread`) into `messages` and `turns`, tool calls included: `status` is `loading`
 *   until then (`send` does nothing meanwhile), then `idle`; a failed read is `failed`, with `error`.
 * - **Rendering.** `status` is `idle` before the first `send` and after `reset()`, then the current
 *   answer's. While an answer streams the component renders at most once per animation frame
 *   (`requestAnimationFrame`; a 16 ms timer where there is none), however fast its deltas come;
 *   its end shows at once.
 * - **Errors.** A failed `send` rejects nothing: `status` is `failed` and `error` the `ApiError`.
 *   With the client's options, an `INVALID_OPTIONS` shows in `error` from the first mount. Code
 *   of the client that fails to load (a chunk the network did not deliver) is thrown to the
 *   nearest error boundary, as `React.lazy` does.
 * - **Unmounting** detaches the answer: it goes on at the service. Its `messageId` is remembered
 *   for its thread — in memory, and in `sessionStorage` (`platform-embed:chat:<chatId>`) where
 *   there is one — so a component mounted later with that `chatId` (after a route change, or a
 *   reload of the tab) re-attaches to it (`client.attach`) and shows it continuing. Once the
 *   answer ends, it is forgotten.
 * - **StrictMode** sends each question once (`send` is for event handlers, never effects) and
 *   re-attaches once: its unmount and mount again keep the answer.
 * - **Server rendering** returns the idle state (with the `chatId` option) and touches no DOM
 *   global.
 *
 * To render a SQL result, narrow the call and read its rows or chart with the helpers of
 * `platform-embed/chat` (`isToolCall`, `sqlRows`, `sqlChartSpec`): they are pure functions.
 *
 * @example Through a server route that holds the API key
 * The route is `createChatProxy` of `platform-embed/chat/server`.
 * ```tsx
 * 'use client';
 * import { useChat } from 'platform-embed/react';
 * import { isToolCall, sqlRows } from 'platform-embed/chat';
 *
 * function Chat() {
 *   const { messages, toolCalls, status, error, send, stop } = useChat({ url: '/api/chat', auth: { proxy: true } });
 *   const sql = toolCalls.find((call) => isToolCall(call, 'platformSqlApi') && call.result);
 *   return (
 *     <form onSubmit={(event) => { event.preventDefault(); void send(new FormData(event.currentTarget).get('q') as string); }}>
 *       {messages.map((message) => <p key={message.id} className={message.role}>{message.content}</p>)}
 *       {sql && isToolCall(sql, 'platformSqlApi') && sql.result && <Table rows={sqlRows(sql.result)} />}
 *       {error && <p role="alert">{error.message}</p>}
 *       <input name="q" /> {status === 'streaming' ? <button type="button" onClick={stop}>Stop</button> : <button>Ask</button>}
 *     </form>
 *   );
 * }
 * ```
 */
export function useChat(options: UseChatOptions): UseChatResult {
  // One store per component, made from the first render's options (StrictMode's second call of
  // this initializer makes one more, discarded: making one does nothing else).
  const [store] = useState(() => new ChatStore(options));
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  // The chat client's code did not load: for the nearest error boundary, as React.lazy does.
  if (store.loadFailure !== undefined) throw store.loadFailure;
  const { mount, send, stop, reset } = store;
  // Re-attaches a running answer of the thread; its cleanup lets the answer go. Once per store.
  useEffect(mount, [mount]);
  return useMemo(() => ({ ...view, send, stop, reset }), [view, send, stop, reset]);
}
