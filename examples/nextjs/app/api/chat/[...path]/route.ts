/**
 * The chat route. The page's chat client (`auth: { proxy: true }`) posts
 * `/api/chat/stream-chat-state` and `/api/chat/abort`; this one handler takes both (the proxy
 * reads the last segment of the path), replaces the session settings with the signed-in user's,
 * adds the API key and streams the answer back. The key never leaves the server.
 */
import { type ChatProxyHandler, createChatProxy } from 'platform-embed/chat/server';
import { requiredEnv, signedInUser } from '../../../session';

// Created at the first request, not when the module loads: `next build` loads this module too,
// without the server's environment.
let proxy: ChatProxyHandler | undefined;

export function POST(request: Request): Promise<Response> {
  proxy ??= createChatProxy({
    url: requiredEnv('PLATFORM_CHAT_URL'),
    apiKey: requiredEnv('PLATFORM_API_KEY'),
    sessionSettings: signedInUser,
  });
  return proxy(request);
}
