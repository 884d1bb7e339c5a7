/**
 * The chat route. The page's chat client (`auth: { proxy: true }`) posts
 * `/api/chat/stream-chat-state` and `/api/chat/abort`; this one handler takes both (the proxy
 * reads the last segment of the path), replaces the session settings with the signed-in user's,
 * adds the API key and streams the answer back. The key never leaves the server.
 */
import type { SessionSettings } from 'platform-embed/chat';
import { type ChatProxyHandler, createChatProxy } from 'platform-embed/chat/server';

/**
 * A stand-in for your login: every visitor is this one demo user. In your app, read the user
 * from your own session here (its cookie, through your auth library) and, when there is none,
 * `throw new Response(null, { status: 401 })`. Never take the user from what the browser sends:
 * the proxy drops any `sessionSettings` in the browser's request.
 */
async function signedInUser(_request: Request): Promise<SessionSettings> {
  return { externalId: 'demo-user' };
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} in the server's environment (see README.md)`);
  return value;
}

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
